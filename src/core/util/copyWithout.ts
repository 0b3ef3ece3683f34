/**
 * A shallow copy of `o` without the keys `drop`: gone in JS too, not left undefined (a test or a JSON
 * compare may look for them). Written without `delete`, whose TSTL helper (__TS__Delete) brings the
 * lualib's Error classes into Global's Lua.
 */
export function copyWithout<T extends object>(o: T, drop: readonly string[]): T {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(o)) if (drop.indexOf(k) < 0) out[k] = (o as Record<string, unknown>)[k];
  return out as T;
}
