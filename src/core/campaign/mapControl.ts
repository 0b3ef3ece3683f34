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
 *   (Presence Law); anyone else finds it controlled by the Empire -- for an Outlaw, by another.
 * Otherwise the base rule decides. Undefined: nobody controls it.
 */
export function controllerOf(
  snap: MapSnapshot, id: SystemId, seats: readonly Colour[], facts: EmpireFacts, on: "standing" | { turnOf: Colour },
): Owner | undefined {
  const here = piecesIn(snap, id);
  if (countPieces(here, "empire", "ship", "fresh") > 0) {
    if (on === "standing") return facts.firstRegent !== undefined ? facts.firstRegent : "empire";
    const player = on.turnOf;
    if (facts.regents.indexOf(player) >= 0 && loyalIn(here, player)) return player;
    return "empire";
  }
  return controllingPlayer(here, seats);
}

/** Systems `colour` controls for ambitions, objectives and events (BR p.10), in map order. */
export function systemsControlledBy(snap: MapSnapshot, colour: Colour, seats: readonly Colour[], facts: EmpireFacts): SystemId[] {
  const out: SystemId[] = [];
  for (const s of SYSTEMS) if (controllerOf(snap, s.id, seats, facts, "standing") === colour) out.push(s.id);
  return out;
}

/**
 * BR p.10 example: on an Outlaw's turn an Empire-controlled system is controlled by someone else,
 * so what they build there is placed damaged (base p.12); likewise in any system another controls.
 */
export function buildsDamaged(snap: MapSnapshot, id: SystemId, seats: readonly Colour[], facts: EmpireFacts, player: Colour): boolean {
  const c = controllerOf(snap, id, seats, facts, { turnOf: player });
  return c !== undefined && c !== player;
}
