/**
 * A move's drops as counts (the map room, mapActions.ts): the groups of a move by destination and the
 * Sprinter Drives' steps, each drop adding a piece and each taken-back drop removing it.
 */
import type { SystemId } from "../../core/data/vocabulary";
import type { MoveGroup, PieceCount, SprintStep } from "../../core/map/actionTypes";
import type { MapPick } from "./read";

/** The groups with one more (or, `by` -1, one less) of this piece in `to`; empty groups dropped. */
export function regroup(groups: readonly MoveGroup[], to: string, pick: MapPick, by: number): MoveGroup[] {
  const out: MoveGroup[] = [];
  let found = false;
  for (const g of groups) {
    if (g.to !== to) out.push(g);
    else {
      found = true;
      out.push(addTo(g, pick, by));
    }
  }
  if (!found && by > 0) out.push(addTo({ to, ships: { fresh: 0, damaged: 0 } }, pick, by));
  const n = (c: PieceCount | undefined) => (c === undefined ? 0 : c.fresh + c.damaged);
  return out.filter((g) => n(g.ships) + n(g.imperial) + n(g.blight) + (g.flagship === true ? 1 : 0) > 0);
}

function addTo(g: MoveGroup, pick: MapPick, by: number): MoveGroup {
  if (pick.kind === "flagship") return { ...g, flagship: by > 0 };
  // A Regent's Imperial ship (BR p.10), a Blight (F1304, F2102): counted apart from the Loyal ships.
  if (pick.owner === "empire" || pick.owner === "blight") {
    const key = pick.owner === "empire" ? "imperial" : "blight";
    const old = g[key];
    const imp = old === undefined ? { fresh: 0, damaged: 0 } : old;
    return { ...g, [key]: pick.damaged ? { ...imp, damaged: imp.damaged + by } : { ...imp, fresh: imp.fresh + by } };
  }
  return { ...g, ships: pick.damaged ? { ...g.ships, damaged: g.ships.damaged + by } : { ...g.ships, fresh: g.ships.fresh + by } };
}

/** Sprinter Drives' steps with one more (or, `by` -1, one less) fresh ship from `from` to `to`; empty steps dropped. */
export function resprint(steps: readonly SprintStep[], from: string, to: string, by: number): SprintStep[] {
  const out: SprintStep[] = [];
  let found = false;
  for (const st of steps) {
    if (st.from === from && st.to === to) {
      found = true;
      if (st.fresh + by > 0) out.push({ ...st, fresh: st.fresh + by });
    } else out.push(st);
  }
  if (!found && by > 0) out.push({ from: from as SystemId, to: to as SystemId, fresh: by });
  return out;
}
