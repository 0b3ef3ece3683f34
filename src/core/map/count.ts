/** Small checks shared by the map's actions: a command's counts and systems, read from the table. */
import type { SystemId } from "../data/vocabulary";
import { system } from "../data/map";
import type { PieceCount } from "./actionTypes";

/** A whole number 0..100 (a count of pieces). */
export function isCount(n: unknown): boolean {
  return typeof n === "number" && n >= 0 && n <= 100 && Math.floor(n) === n;
}

/** Fresh and damaged, both whole numbers. */
export function isPieceCount(c: unknown): boolean {
  if (typeof c !== "object" || c === undefined) return false;
  const p = c as PieceCount;
  return isCount(p.fresh) && isCount(p.damaged);
}

/** Why `id` is no system a piece may be in (unknown, or in an out-of-play cluster, p.6), or undefined. */
export function systemRefusal(id: unknown, outOfPlay: readonly number[]): string | undefined {
  if (typeof id !== "string") return "name the system by its id (cluster.planet, e.g. 3.1)";
  const s = system(id as SystemId);
  if (s === undefined) return `${id} is not a system of the map`;
  if (outOfPlay.indexOf(s.cluster) >= 0) return `cluster ${s.cluster} is out of play: its systems are not in the game (p.6)`;
  return undefined;
}

/** "1 ship", "3 ships" (counting words the table shows). */
export function ships(n: number): string {
  return `${n} ship${n === 1 ? "" : "s"}`;
}
