/**
 * Command handlers by command type, found by one lookup instead of a comparison per type (the Lua
 * VMs pay for each). Each entry names its own type: a lookup in Node may find an Object prototype
 * member (e.g. "constructor"), so a caller takes an entry only when `entry.type` is the type asked.
 */
export interface TypedHandler<F> {
  type: string;
  run: F;
}

export function handlersByType<F>(runs: { [type: string]: F }): { readonly [type: string]: TypedHandler<F> } {
  const out: { [type: string]: TypedHandler<F> } = {};
  for (const type of Object.keys(runs)) out[type] = { type, run: runs[type] };
  return out;
}
