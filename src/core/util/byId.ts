/**
 * Records by id, the first of an id as a scan in order finds it: data asked for by id on hot paths
 * (card plays, the Crisis indexes at load) is looked up, not scanned (the Lua VMs pay per element).
 * A lookup in Node may find an Object prototype member ("constructor"): a caller takes an entry
 * only when its own `id` is the id asked.
 */
export function indexById<T extends { id: string }>(items: readonly T[]): { readonly [id: string]: T } {
  const out: { [id: string]: T } = {};
  for (let i = items.length - 1; i >= 0; i--) out[items[i].id] = items[i];
  return out;
}

/** The first of `items` whose id is `id`, or undefined: a scan in order (a list of cards, Fates, systems...). */
export function findById<T extends { id: string }>(items: readonly T[], id: unknown): T | undefined {
  for (const x of items) if (x.id === id) return x;
  return undefined;
}

/** The first of `items` whose colour is `colour` (a player's record, a seat's reading), or undefined. */
export function findByColour<T extends { colour: string }>(items: readonly T[], colour: unknown): T | undefined {
  for (const x of items) if (x.colour === colour) return x;
  return undefined;
}

/** The first of `items` whose field `key` is `value` (strict equality), or undefined: a scan in order. */
export function findBy<T, K extends keyof T>(items: readonly T[], key: K, value: unknown): T | undefined {
  for (const x of items) if (x[key] === value) return x;
  return undefined;
}
