/**
 * Battle in a campaign game (BR pp.10-11, 15, 19, 22-25): the battle room reads the campaign map
 * (lib/campaignMap.ts) and asks the core's campaign rules which systems and defenders there are
 * (the Empire, the Free States and the Blight beside the Rivals), whether the Laws allow a battle
 * (src/core/campaign/battleSides.ts), and builds the roll's snapshot from the sides the core gives.
 * The roll then carries the map; the core checks it again and decides (battleLaws.ts).
 */
import type { BattleSnapshot } from "../../core/battle/battle";
import type { BattleRules } from "../../core/battle/rules";
import type { CampaignState } from "../../core/campaign/types";
import type { MapSnapshot } from "../../core/map/snapshot";
import { commands, inList } from "../../core/campaign/mapControl";
import { empireFactsOn } from "../../core/campaign/fates/empireCards";
import { withPlayArea } from "../map/read";
import { fateTokensOnMap, withSeats } from "../lib/fateTokensOnMap";
import { SURVIVALIST } from "../../core/campaign/fates/bunkers";
import { defenceCardOnMap } from "../../core/campaign/fates/battleCards";
import { COURT_BANS } from "../../core/campaign/fates/courtBans";
import { readCourtRowSnapshot } from "../court/table";
import { campaignBattleRefusal, campaignBattleSides } from "../../core/campaign/battleSides";
import { rollRules } from "../../core/campaign/battleLaws";
import { buildingsElsewhere } from "../../core/campaign/battleRules";
import type { GameState } from "../../core/game/types";
import type { Colour, Owner } from "../../core/data/vocabulary";
import { NON_PLAYER_OWNERS } from "../../core/data/vocabulary";
import { compareStrings } from "../../core/util/ascii";
import { campaignPiecesBySystem, campaignSystemPieces, readCampaignMap } from "../lib/campaignMap";
import type { CampaignPiece } from "../lib/campaignMap";
import { systemZone } from "../lib/table";
import { withSystemFacts } from "./read";
import { findBy } from "../../core/util/byId";

/** The campaign of a game in play, if it is a campaign game. */
export function campaignOf(g: GameState | undefined): CampaignState | undefined {
  return g && g.campaign;
}

function isNonPlayer(o: Owner): boolean {
  return NON_PLAYER_OWNERS.indexOf(o as "empire") >= 0;
}

/** An attacker's Loyal ship: one of its ships or its Flagship (a fresh Loyal ship, BR p.22). */
function loyalShip(p: CampaignPiece, attacker: Colour): boolean {
  return p.owner === attacker && (p.kind === "ship" || p.kind === "flagship");
}

/**
 * Systems (sorted) where `attacker` has a Loyal ship (or, Commanding the Imperial Fleet everywhere,
 * `fleet`, Imperial ships: F702) and a Rival, the Empire, the Free States or the Blight has pieces.
 */
export function campaignBattleSystems(g: GameState, attacker: Colour, seats: readonly Colour[], fleet = false): string[] {
  const out: string[] = [];
  const bk = bunkersOf(g);
  // The system zones kept per load (each id once), not a tag search asking each zone its GM notes.
  for (const { id, pieces } of campaignPiecesBySystem()) {
    const mine = pieces.some((p) => loyalShip(p, attacker) || (fleet && p.owner === "empire"));
    const other = pieces.some((p) => p.owner !== attacker && (isNonPlayer(p.owner) || seats.indexOf(p.owner as Colour) >= 0)) || (bk !== undefined && bk.holder !== attacker && bk.at.indexOf(id) >= 0);
    if (mine && other) out.push(id);
  }
  out.sort((a, b) => compareStrings(a, b));
  return out;
}

/** The Survivalist and the systems of their Bunkers (F1804: Loyal pieces a Rival may battle), if one plays. */
function bunkersOf(g: GameState): { holder: Colour; at: string[] } | undefined {
  const p = g.campaign && findBy(g.campaign.players, "fate", SURVIVALIST);
  return p && { holder: p.colour, at: fateTokensOnMap().filter((t) => t.token === "Bunker").map((t) => t.system) };
}

/** Owners with pieces in the system (a Survivalist's Bunker too): the Rivals in seat order, then the Empire, the Free States, the Blight. */
export function campaignDefenders(g: GameState, systemId: string, attacker: Colour, seats: readonly Colour[]): Owner[] {
  const pieces = campaignSystemPieces(systemId);
  const bk = bunkersOf(g);
  const owners: Owner[] = (seats.filter((c) => c !== attacker) as Owner[]).concat(NON_PLAYER_OWNERS);
  return owners.filter((o) => pieces.some((p) => p.owner === o) || (bk !== undefined && bk.holder === o && bk.at.indexOf(systemId) >= 0));
}

/** Why the Laws forbid this battle (the core's words), if they do. */
export function campaignRefusal(g: GameState, systemId: string, attacker: Colour, defender: Owner): string | undefined {
  const c = campaignOf(g);
  if (c === undefined) return undefined;
  const map = rollMap(g, attacker, defender, systemId);
  return campaignBattleRefusal(map, systemId, attacker, defender, g.seats, empireFactsOn(c, map), c);
}

/**
 * The campaign map a battle in `systemId` is decided on: the attacker's cards, the defender's that
 * change the battle (Well of Empathy, F1403; a Member title), the cluster's Seats (Feudal Law, F1610)
 * and Ceasefire (F1508), and the Court's cards that ban harm (Armistice, Feast Day: courtBans.ts).
 */
function rollMap(g: GameState, attacker: Colour, defender: Owner, systemId: string): MapSnapshot {
  const map = withSeats(withPlayArea(withPlayArea(readCampaignMap(), g, attacker), g, defender as Colour, defenceCardOnMap), g, systemId, true);
  const court: string[] = [];
  for (const slot of readCourtRowSnapshot(g)) for (const id of [slot.card, slot.attached]) if (id !== undefined && COURT_BANS.indexOf(id) >= 0) court.push(id);
  return court.length === 0 ? map : { ...map, court };
}

/** The Empire's facts for `attacker`'s battle: the titles, with the cards in their play area and the Laws (fates/empireCards.ts). */
function factsFor(g: GameState, c: CampaignState, attacker: Colour): ReturnType<typeof empireFactsOn> {
  return empireFactsOn(c, withPlayArea({ systems: [] }, g, attacker));
}

/** Whether `attacker` Commands the Imperial Fleet in every system (Imperial Officers, Rogue Admirals: BR p.10). */
export function fleetEverywhere(g: GameState, attacker: Colour): boolean {
  const c = campaignOf(g);
  return c !== undefined && inList(factsFor(g, c, attacker).everywhere, attacker);
}

/**
 * Whose ships `attacker` may add to the attack in the system: "Imperial" for a Regent who Commands the
 * Imperial Fleet with Imperial ships there (BR p.11), first; else the Judge's colour for the Judge's
 * Chosen with the Judge's ships there (F2404); none, undefined.
 */
export function addableShips(g: GameState, systemId: string, attacker: Colour): string | undefined {
  const c = campaignOf(g);
  const f = c && factsFor(g, c, attacker);
  if (f === undefined) return undefined;
  const judge = f.chosen !== undefined && f.chosen.holder === attacker ? f.chosen.judge : undefined;
  const here = campaignSystemPieces(systemId);
  if (here.some((p) => p.owner === "empire" && commands(f, attacker, true))) return "Imperial";
  return here.some((p) => p.owner === judge && p.kind === "ship") ? judge : undefined;
}

/** The roll as the table shows it: the map, the snapshot of the sides the core gives, and the rules the core will hand the roll (a preview). */
export interface CampaignRoll {
  map: MapSnapshot;
  snapshot: BattleSnapshot;
  rules: BattleRules;
}

/**
 * The campaign battle's snapshot, from the map: the attacker's Loyal ships (its Flagship a fresh
 * one) and, when a Regent adds them, the Imperial ships there; the defender's pieces as the Laws
 * give them (a Regent defending must add the Imperial ships, BR p.11).
 */
export function readCampaignRoll(g: GameState, attacker: Colour, defender: Owner, systemId: string, addImperial: boolean): CampaignRoll | undefined {
  const c = campaignOf(g);
  if (c === undefined || systemZone(systemId) === undefined) return undefined;
  const map = rollMap(g, attacker, defender, systemId);
  const facts = empireFactsOn(c, map);
  const sides = campaignBattleSides(map, systemId, attacker, defender, facts, addImperial, c);
  const loyalOnly = addImperial ? campaignBattleSides(map, systemId, attacker, defender, facts, false, c) : sides;
  const snapshot: BattleSnapshot = withSystemFacts({
    attacker,
    defender,
    attackingShips: sides.attackingShips,
    defendingShips: sides.defendingShips,
    defendingCities: sides.defendingCities,
    defendingStarports: sides.defendingStarports,
    defenderHasBuildingsElsewhere: !isNonPlayer(defender) && buildingsElsewhere(map, systemId, defender),
  }, systemId);
  return { map, snapshot, rules: rollRules(map, systemId, defender, loyalOnly, snapshot) };
}
