/**
 * Reading the map snapshot (snapshot.ts): one system's pieces, counts of one owner's pieces, and
 * the base rule of control (p.7: more fresh ships than each other player; a Flagship is a fresh
 * Loyal ship, BR p.22). The campaign's control (the Empire, titles) builds on these
 * (src/core/campaign/mapControl.ts); the base map actions read them (src/core/map/mapRules.ts).
 */
import type { Colour, Owner, SystemId } from "../data/vocabulary";
import type { MapPieceKind, MapPieces, MapSnapshot } from "./snapshot";

/** The pieces the snapshot shows in one system (none when it is not listed). */
export function piecesIn(snap: MapSnapshot, id: SystemId): MapPieces[] {
  // An index loop: ipairs is a call per system in the Lua VMs, and every map rule comes here.
  const systems = snap.systems;
  for (let i = 0; i < systems.length; i++) if (systems[i].system === id) return systems[i].pieces;
  return [];
}

/** Fresh, damaged or all pieces of one owner and kind in one system's list of pieces. */
export function countPieces(pieces: readonly MapPieces[], owner: Owner, kind: MapPieceKind, state: "fresh" | "damaged" | "any"): number {
  let n = 0;
  for (const p of pieces) {
    if (p.owner !== owner || p.kind !== kind) continue;
    n += state === "fresh" ? p.fresh : state === "damaged" ? p.damaged : p.fresh + p.damaged;
  }
  return n;
}

/** Fresh, damaged or all pieces of one owner and kind in a system (a hot path looks the system up once: piecesIn). */
export function countIn(snap: MapSnapshot, id: SystemId, owner: Owner, kind: MapPieceKind, state: "fresh" | "damaged" | "any"): number {
  return countPieces(piecesIn(snap, id), owner, kind, state);
}

/** BR p.10: "The Empire controls all systems that have any number of fresh Imperial ships". */
export function empireControls(snap: MapSnapshot, id: SystemId): boolean {
  return countIn(snap, id, "empire", "ship", "fresh") > 0;
}

export function freshShipsOf(here: readonly MapPieces[], colour: Colour): number {
  return countPieces(here, colour, "ship", "fresh") + countPieces(here, colour, "flagship", "fresh");
}

/** The base rule (p.7) over one system's pieces: more fresh ships than each other player. */
export function controllingPlayer(here: readonly MapPieces[], seats: readonly Colour[]): Colour | undefined {
  let best: Colour | undefined = undefined;
  let bestCount = 0;
  let tied = false;
  for (const colour of seats) {
    const n = freshShipsOf(here, colour);
    if (n > bestCount) {
      best = colour;
      bestCount = n;
      tied = false;
    } else if (n === bestCount && n > 0) tied = true;
  }
  return tied ? undefined : best;
}

/** Has `colour` any piece (ship, building, Flagship) among these? */
export function loyalIn(here: readonly MapPieces[], colour: Colour): boolean {
  for (const p of here) if (p.owner === colour && p.fresh + p.damaged > 0) return true;
  return false;
}

/**
 * The base rule (p.7): the player with more fresh ships there than each other player (a Flagship
 * is a fresh Loyal ship, BR p.22). Imperial ships and Blight are not players' ships.
 */
export function playerControlling(snap: MapSnapshot, id: SystemId, seats: readonly Colour[]): Colour | undefined {
  return controllingPlayer(piecesIn(snap, id), seats);
}

/** Does `colour` have Loyal pieces (ships, buildings, Flagship) in the system (Presence Law, BR p.10)? */
export function hasLoyalPieces(snap: MapSnapshot, id: SystemId, colour: Colour): boolean {
  return loyalIn(piecesIn(snap, id), colour);
}

/**
 * The cities and starports (any owner's, fresh or damaged) among one system's pieces in its building
 * slots: its filled slots (a Cloud Cities city outside them fills none, L09).
 */
export function buildingsIn(here: readonly MapPieces[]): number {
  let n = 0;
  for (const p of here) if (p.kind === "city" || p.kind === "starport") n += p.fresh + p.damaged - outsideOf(p);
  return n;
}

/** How many of one entry's cities lie outside the building slots (Cloud Cities, L09). */
export function outsideOf(p: MapPieces): number {
  return p.kind === "city" && typeof p.outside === "number" ? p.outside : 0;
}

/** `owner`'s cities outside the building slots among one system's pieces (Cloud Cities, L09). */
export function citiesOutside(here: readonly MapPieces[], owner: Owner): number {
  let n = 0;
  for (const p of here) if (p.owner === owner) n += outsideOf(p);
  return n;
}
