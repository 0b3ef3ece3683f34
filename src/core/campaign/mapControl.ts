/**
 * The map as the table shows it in a campaign, and who controls a system (BR p.10, p.15, p.19,
 * pp.22-24). A piece's OWNER is a player colour or one of the three non-player owners: the Empire
 * (Imperial ships), the Free States (Free cities and starports) and the Blight. They are owners,
 * never players: they have no seat, no Power and never control a system by the base rule.
 *
 * The snapshot is what the table reads; the core checks it and decides from it (Crises, the
 * Intermission's board step, Fate ambitions). Lists are in the table's order; nothing here
 * depends on it: every answer iterates SYSTEMS or the seats.
 */
import type { Colour, NonPlayerOwner, Owner, SystemId } from "../data/vocabulary";
import { NON_PLAYER_OWNERS } from "../data/vocabulary";
import { SYSTEMS } from "../data/map";
import type { CampaignState } from "./types";
import type { MapSnapshot } from "../map/snapshot";
import { controllingPlayer, countPieces, loyalIn, piecesIn } from "../map/pieces";

export type { NonPlayerOwner, Owner };
export { NON_PLAYER_OWNERS };

export type { FlagshipBoard, FlagshipPart, MapPieceKind, MapPieces, MapSnapshot, SystemPieces } from "../map/snapshot";
// The snapshot's check and reading are the map's own (src/core/map), shared with the base game's map actions.
export { mapSnapshotRefusal } from "../map/check";
export { countIn, countPieces, empireControls, hasLoyalPieces, piecesIn, playerControlling } from "../map/pieces";

/** Who holds the Empire's titles: enough to decide control (BR p.10). */
export interface EmpireFacts {
  firstRegent?: Colour;
  regents: Colour[];
  /** Regents who ignore the Presence and Movement Laws: they Command the Imperial Fleet in every system (fates/empireCards.ts). */
  everywhere?: Colour[];
  /** Regents who cannot Command the Imperial Fleet, and whose Catapult moves Empire control of gates ends (fates/empireCards.ts). */
  noCommand?: Colour[];
  /** Regents who ignore the Truce Law (fates/empireCards.ts). */
  noTruce?: Colour[];
  /** Players who take actions with Free buildings not controlled by the Empire like Loyal ones (fates/empireCards.ts). */
  freeAsLoyal?: Colour[];
  /** A Rival of the Judge holding Judge's Chosen (F2404), and the Judge (fates/empireCards.ts). */
  chosen?: { holder: Colour; judge: Colour };
}

/** Whether one of the facts' optional lists names `colour`. */
export function inList(list: readonly Colour[] | undefined, colour: Colour): boolean {
  return list !== undefined && list.indexOf(colour) >= 0;
}

/** Whether `player` Commands the Imperial Fleet in `here` on their turn: a Regent with Loyal pieces there (the Presence Law), anywhere when they ignore it, nowhere when they cannot Command it (BR p.10). */
export function commands(facts: EmpireFacts, player: Colour, loyalHere: boolean): boolean {
  return facts.regents.indexOf(player) >= 0 && !inList(facts.noCommand, player) && (loyalHere || inList(facts.everywhere, player));
}

export function empireFacts(campaign: CampaignState): EmpireFacts {
  const facts: EmpireFacts = { regents: campaign.players.filter((p) => p.title === "regent").map((p) => p.colour) };
  if (campaign.firstRegent !== undefined) facts.firstRegent = campaign.firstRegent;
  return facts;
}

/**
 * Who controls a system (BR p.10), for one purpose:
 * - "standing" (ambitions, objectives, events): an Empire-controlled system is the First Regent's,
 *   or the Empire's when nobody holds the tile;
 * - a player's turn: a Regent with Loyal pieces there controls an Empire-controlled system
 *   (Presence Law; one who ignores it, everywhere; one who cannot Command the Imperial Fleet,
 *   nowhere); anyone else finds it controlled by the Empire -- for an Outlaw, by another.
 * Otherwise the base rule decides. Undefined: nobody controls it.
 */
export function controllerOf(
  snap: MapSnapshot, id: SystemId, seats: readonly Colour[], facts: EmpireFacts, on: "standing" | { turnOf: Colour },
): Owner | undefined {
  const here = piecesIn(snap, id);
  if (countPieces(here, "empire", "ship", "fresh") > 0) {
    if (on === "standing") return facts.firstRegent !== undefined ? facts.firstRegent : "empire";
    const player = on.turnOf;
    return commands(facts, player, loyalIn(here, player)) ? player : "empire";
  }
  return controllingPlayer(here, seats);
}

/** Systems `colour` controls for ambitions, objectives and events (BR p.10), in map order. */
export function systemsControlledBy(snap: MapSnapshot, colour: Colour, seats: readonly Colour[], facts: EmpireFacts): SystemId[] {
  const out: SystemId[] = [];
  for (const s of SYSTEMS) if (controllerOf(snap, s.id, seats, facts, "standing") === colour) out.push(s.id);
  return out;
}
