/**
 * Pieces going back to their supply (nobody takes them as Trophies): a ship or starport into its
 * colour's bag, a city onto the rightmost empty city slot of its board (p.19), an Imperial ship into
 * the Imperial ship bag; fresh side up, so it comes out fresh (docs/table-contract.md).
 */
import type { Colour, Owner } from "../../core/data/vocabulary";
import type { PlayerHoldings } from "../../core/court/types";
import { addTrophies } from "../../core/court/types";
import type { GameState } from "../../core/game/types";
import { SURVIVALIST } from "../../core/campaign/fates/bunkers";
import { colourZone, objectsIn, supplyBag } from "./pieceTags";
import { rightmostEmptyCitySlot } from "./boards";
import { setDamaged } from "./pieces";
import { find, tagged, gmNotes } from "./table";
import { findBy } from "../../core/util/byId";
import { deadLiveCard, layOnHunger, shipsOnDeadLive } from "./blightHunger";

/** Put `o`, a piece of `owner` of `kind` ("ship", "city", "starport"), back into its supply. */
export function toSupply(o: TTSObject, owner: Owner, kind: string): void {
  setDamaged(o, false);
  if (owner === "empire") {
    const bag = find("imperial-ship-supply");
    if (bag !== undefined) bag.putObject(o);
    return;
  }
  if (owner === "free" || owner === "blight") return;
  if (kind === "city") {
    const spot = rightmostEmptyCitySlot(owner, []);
    if (spot !== undefined) o.setPosition(Vector(spot.x, spot.y + 0.3, spot.z));
    return;
  }
  const bag = supplyBag(kind, owner);
  if (bag !== undefined) bag.putObject(o);
}

/** A destroyed piece to its supply; a ship onto The Dead Live instead while it lies on the table (F2204 "Destroyed ships that would return to a supply are instead placed on this card"). */
export function destroyedToSupply(o: TTSObject, owner: Owner, kind: string): void {
  const card = kind === "ship" && owner !== "blight" ? deadLiveCard() : undefined;
  if (card === undefined) return toSupply(o, owner, kind);
  setDamaged(o, false);
  layOnHunger(o, card, shipsOnDeadLive(card).length);
}

/*
 * The Survivalist's Bunkers taken as Trophies (F1803 "Bunker tokens are your Loyal pieces"; a
 * destroyed one is its attacker's Trophy, p.14): counted in the Court table's Trophies as the
 * Survivalist's, and returned to the Survivalist's supply (the Bunker tokens' bag, fresh side up)
 * when Trophies go back (p.19 Warlord, BR p.28 step C).
 */
function isBunker(o: TTSObject): boolean {
  return o.hasTag("fate-token") && gmNotes(o) === "Bunker";
}

/**
 * In a campaign, `players` with the Blight in each one's Trophies (held as ships of "blight": Blight
 * Purge's When Secured, fates/purgeSecured.ts) and the Bunkers counted as the Survivalist's, when one plays.
 */
export function withBunkerTrophies(s: GameState, players: PlayerHoldings[]): void {
  if (s.campaign === undefined) return;
  const surv = findBy(s.campaign.players, "fate", SURVIVALIST)!;
  for (const p of players) {
    let n = 0;
    let b = 0;
    for (const o of objectsIn(colourZone("trophies", p.colour))) {
      if (isBunker(o)) n += 1;
      if (o.hasTag("blight")) b += 1;
    }
    if (n > 0 && surv !== undefined) p.trophies = addTrophies(p.trophies, surv.colour, { bunkers: n });
    if (b > 0) p.trophies = addTrophies(p.trophies, "blight", { ships: b });
  }
}

/** A Bunker back into its bag, fresh side up; false for anything else (or with no bag). */
export function bunkerHome(o: TTSObject): boolean {
  let bag: TTSObject | undefined = undefined;
  if (isBunker(o)) for (const b of tagged("fate-token-supply")) if (gmNotes(b) === "f18-bunker") bag = b;
  if (bag === undefined) return false;
  const r = o.getRotation();
  o.setRotation(Vector(r.x, r.y, 0));
  bag.putObject(o);
  return true;
}

/** Every Bunker in `colour`'s Trophies home; how many. */
export function bunkersHome(colour: Colour): number {
  let n = 0;
  for (const o of objectsIn(colourZone("trophies", colour))) if (bunkerHome(o)) n += 1;
  return n;
}
