/** The luaparse tree as the compactor's steps read it: a node, its test and a walk over every node below it. */
export type LuaNode = { type: string; range: [number, number]; [k: string]: unknown };

export function isNode(x: unknown): x is LuaNode {
  return typeof x === "object" && x !== null && typeof (x as LuaNode).type === "string";
}

/** Visits `n` and every node below it, parents first (positions are not nodes). */
export function walk(n: unknown, visit: (n: LuaNode) => void): void {
  if (Array.isArray(n)) {
    for (const x of n) walk(x, visit);
    return;
  }
  if (!isNode(n)) return;
  visit(n);
  for (const [k, v] of Object.entries(n)) if (k !== "range" && k !== "loc") walk(v, visit);
}
