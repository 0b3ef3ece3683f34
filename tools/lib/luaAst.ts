/** The luaparse tree as the compactor's steps and the gates read it: a node, its test and walks over every node below it. */
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

/** The same walk, each node with its parent and the key it hangs from (`undefined` and "" at the top). */
export function walkParents(n: unknown, visit: (x: LuaNode, parent: LuaNode | undefined, key: string) => void, parent?: LuaNode, key = ""): void {
  if (Array.isArray(n)) {
    for (const x of n) walkParents(x, visit, parent, key);
    return;
  }
  if (!isNode(n)) return;
  visit(n, parent, key);
  for (const [k, v] of Object.entries(n)) if (k !== "range" && k !== "loc") walkParents(v, visit, n, k);
}

/** The same walk, each node with whether it lies inside a function below `n` (a function node itself is not). */
export function walkNested(n: unknown, visit: (x: LuaNode, nested: boolean) => void, nested = false): void {
  if (Array.isArray(n)) {
    for (const x of n) walkNested(x, visit, nested);
    return;
  }
  if (!isNode(n)) return;
  visit(n, nested);
  for (const [k, x] of Object.entries(n)) if (k !== "range" && k !== "loc") walkNested(x, visit, nested || n.type === "FunctionDeclaration");
}

/** Whether an offset lies in one of the [start, end) ranges (any order, any question order). */
export function droppedAt(ranges: [number, number][]): (at: number) => boolean {
  const merged: [number, number][] = [];
  for (const [s, e] of ranges.slice().sort((a, b) => a[0] - b[0])) {
    const last = merged[merged.length - 1];
    if (last !== undefined && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return (at) => {
    let lo = 0;
    let hi = merged.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (merged[mid][1] <= at) lo = mid + 1;
      else if (merged[mid][0] > at) hi = mid - 1;
      else return true;
    }
    return false;
  };
}
