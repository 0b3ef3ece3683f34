/**
 * Battle with the campaign's owners, decided from the map (BR pp.10-11, 15, 19): which defenders an
 * attacker may choose (the Truce Law, Outlaw battles, the Free States, the Blight), which pieces
 * fight on each side (Imperial ships joining Regents), where destroyed pieces go as Trophies, and
 * the Blight's toughness (2 hits per damage step). The dice, hits and raid stay the base game's
 * (src/core/battle) where the campaign is silent. battleLaws.ts applies it in front of the `battle`
 * roll, and battleRules.ts turns the sides into the base battle's BattleRules (src/core/battle/rules.ts).
 */
import type { Colour, SystemId } from "../data/vocabulary";
import { commands, inList, piecesIn } from "./mapControl";
import type { EmpireFacts, MapSnapshot, Owner } from "./mapControl";
import { cardBattleRefusal } from "./fates/battleCards";
import { courtHarmBan } from "./fates/courtBans";
import { tallyBunkers } from "./fates/bunkers";
import type { CampaignState } from "./types";

export interface Pieces {
  fresh: number;
  damaged: number;
}

export interface BattleSides {
  attacker: Colour;
  defender: Owner;
  /** The attacker's Loyal ships (a Flagship counts as a fresh ship) plus any Imperial ships added. */
  attackingShips: Pieces;
  /** Imperial ships among the attacking ships (a Regent attacking may add them, BR p.11), or the Judge's (`added`). */
  attackingImperial: Pieces;
  /** The Judge, when the ships the attacker may add are the Judge's Loyal ships (F2404), not Imperial. */
  added?: Colour;
  /** Defending ships: the defender's ships, Imperial ships a Regent must add, the Empire's, or the Blight. */
  defendingShips: Pieces;
  defendingImperial: Pieces;
  defendingCities: Pieces;
  defendingStarports: Pieces;
  /** The Blight is Tough, hit only by ship hits and never intercepts (BR p.19). */
  tough: boolean;
  /** Whether the defending side can intercept (the Blight cannot). */
  intercepts: boolean;
  /** Who takes the attacker's destroyed pieces as Trophies ("return" = back to the attacker, BR p.11). */
  attackerLossesTo: Colour | "return";
  /** Raiding the Free States gains exactly 1 resource of the planet type (BR p.15). */
  raidLimit?: number;
  /** The defending Survivalist's Bunkers (F1804; fates/bunkers.ts adds them to the tally). */
  defendingBunkers?: Pieces;
}

function isRegent(facts: EmpireFacts, c: Colour): boolean {
  return facts.regents.indexOf(c) >= 0;
}

/**
 * One system's pieces by owner, then kind: one pass over the system's list, read by every check
 * below. A roll reads it once for all of them (battleLaws.ts: the refusal, both sides, the rules).
 */
export type Tally = { [owner: string]: { [kind: string]: Pieces } };

export function tallyOf(map: MapSnapshot, id: SystemId): Tally {
  const here = piecesIn(map, id);
  const t: Tally = {};
  for (let i = 0; i < here.length; i++) {
    const p = here[i];
    let byKind = t[p.owner];
    if (byKind === undefined) {
      byKind = {};
      t[p.owner] = byKind;
    }
    const was = byKind[p.kind];
    byKind[p.kind] = was === undefined ? { fresh: p.fresh, damaged: p.damaged } : { fresh: was.fresh + p.fresh, damaged: was.damaged + p.damaged };
  }
  return t;
}

function pieces(t: Tally, owner: Owner, kind: "ship" | "city" | "starport" | "blight" | "flagship" | "bunker"): Pieces {
  const byKind = t[owner];
  const p = byKind && byKind[kind];
  return p === undefined ? { fresh: 0, damaged: 0 } : { fresh: p.fresh, damaged: p.damaged };
}

function loyalShips(t: Tally, c: Colour): Pieces {
  const p = pieces(t, c, "ship");
  return { fresh: p.fresh + pieces(t, c, "flagship").fresh, damaged: p.damaged };
}

/** Any Loyal piece (ship, building, Flagship) of `c` in the system (hasLoyalPieces, from the tally). */
function hasLoyal(t: Tally, c: Colour): boolean {
  const byKind = t[c];
  if (byKind === undefined) return false;
  for (const kind of LOYAL_KINDS) {
    const p = byKind[kind];
    if (p !== undefined && p.fresh + p.damaged > 0) return true;
  }
  return false;
}

const LOYAL_KINDS = ["ship", "city", "starport", "flagship", "bunker"] as const;

function any(p: Pieces): boolean {
  return p.fresh + p.damaged > 0;
}

function add(a: Pieces, b: Pieces): Pieces {
  return { fresh: a.fresh + b.fresh, damaged: a.damaged + b.damaged };
}

const NONE: Pieces = { fresh: 0, damaged: 0 };

/** Why `attacker` cannot battle `defender` in this system, if it cannot (BR pp.10-11, 15, 19; base p.14); with `c`, the Survivalist's Bunkers on the map defend (F1804). */
export function campaignBattleRefusal(map: MapSnapshot, id: SystemId, attacker: Colour, defender: Owner, seats: readonly Colour[], facts: EmpireFacts, c?: CampaignState): string | undefined {
  const t = tallyOf(map, id);
  tallyBunkers(c, map, id, t);
  return battleRefusalIn(t, id, attacker, defender, seats, facts) ?? cardBattleRefusal(map, attacker, defender) ?? courtHarmBan(map, id, attacker, defender, seats);
}

/** campaignBattleRefusal from the system's tally (`id` names it in the reasons). */
export function battleRefusalIn(t: Tally, id: SystemId, attacker: Colour, defender: Owner, seats: readonly Colour[], facts: EmpireFacts): string | undefined {
  const imperial = pieces(t, "empire", "ship");
  // Ignoring the Presence Law, a Regent battles with the Imperial ships where it has no Loyal piece (F702).
  const fleetOnly = !any(loyalShips(t, attacker)) && inList(facts.everywhere, attacker) && any(imperial) && defender !== "empire";
  if (!any(loyalShips(t, attacker)) && !fleetOnly) return `${attacker} has no Loyal ship in ${id} to battle with`;
  if (defender === attacker) return "you cannot battle yourself";
  const regent = isRegent(facts, attacker);
  const truce = regent && !inList(facts.noTruce, attacker);
  if (defender === "empire") {
    if (truce) return "a Regent cannot harm Imperial ships (Truce Law, BR p.11)";
    if (!any(imperial)) return `there are no Imperial ships in ${id} to defend for the Empire`;
    return undefined;
  }
  if (defender === "free") {
    if (!any(pieces(t, "free", "city")) && !any(pieces(t, "free", "starport"))) return `there are no Free buildings in ${id}`;
    return undefined;
  }
  if (defender === "blight") {
    if (!any(pieces(t, "blight", "blight"))) return `there is no Blight in ${id}`;
    return undefined;
  }
  if (seats.indexOf(defender) < 0) return `${String(defender)} is not playing`;
  if (!hasLoyal(t, defender)) return `${defender} has no pieces in ${id} to defend`;
  if (truce && isRegent(facts, defender) && any(imperial)) return `Regents cannot harm Rival Regents where there are Imperial ships (Truce Law, BR p.11)`;
  if (fleetOnly && isRegent(facts, defender)) return `${defender}, a Regent, defends with the Imperial ships in ${id}: ${attacker} has no Loyal ship there`;
  return undefined;
}

/**
 * The sides of a battle (BR p.11): a Regent attacking may add the Imperial ships there
 * (`addImperial`); a Regent defending must; the Empire defends with its Imperial ships; the Free
 * States with all Free buildings there; the Blight with all Blight there.
 */
export function campaignBattleSides(map: MapSnapshot, id: SystemId, attacker: Colour, defender: Owner, facts: EmpireFacts, addImperial: boolean, c?: CampaignState): BattleSides {
  const t = tallyOf(map, id);
  tallyBunkers(c, map, id, t);
  return battleSidesIn(t, attacker, defender, facts, addImperial);
}

/** campaignBattleSides from the system's tally. */
export function battleSidesIn(t: Tally, attacker: Colour, defender: Owner, facts: EmpireFacts, addImperial: boolean): BattleSides {
  const imperial = pieces(t, "empire", "ship");
  // A Regent who Commands the Imperial Fleet there may add them, unless they defend: with the Empire, or with a Regent, who must add them (a Rogue Admiral ignoring the Truce Law).
  const defenderRegent = defender !== "empire" && defender !== "free" && defender !== "blight" && isRegent(facts, defender);
  const mayImperial = commands(facts, attacker, true) && defender !== "empire" && !defenderRegent ? imperial : NONE;
  // F2404: the Judge's Chosen may add the Judge's Loyal ships (not a Flagship) where no Imperial ships may join; against the Judge the roll is refused (battleLaws.ts).
  const ch = facts.chosen;
  const judge = ch !== undefined && ch.holder === attacker && !any(mayImperial) && any(pieces(t, ch.judge, "ship")) ? ch.judge : undefined;
  const attackingImperial = !addImperial ? NONE : judge !== undefined ? pieces(t, judge, "ship") : mayImperial;
  const sides: BattleSides = {
    attacker, defender, added: judge,
    attackingShips: add(loyalShips(t, attacker), attackingImperial),
    attackingImperial,
    defendingShips: NONE, defendingImperial: NONE, defendingCities: NONE, defendingStarports: NONE,
    tough: false, intercepts: true, attackerLossesTo: "return",
  };
  if (defender === "empire") {
    sides.defendingShips = imperial;
    sides.defendingImperial = imperial;
    // BR p.11: the First Regent takes the Outlaw's destroyed pieces as Trophies, else they return.
    sides.attackerLossesTo = facts.firstRegent !== undefined && facts.firstRegent !== attacker ? facts.firstRegent : "return";
  } else if (defender === "free") {
    sides.defendingCities = pieces(t, "free", "city");
    sides.defendingStarports = pieces(t, "free", "starport");
    sides.raidLimit = 1;
  } else if (defender === "blight") {
    sides.defendingShips = pieces(t, "blight", "blight");
    sides.tough = true;
    sides.intercepts = false;
  } else {
    const mustAdd = isRegent(facts, defender) ? imperial : NONE;
    sides.defendingShips = add(loyalShips(t, defender), mustAdd);
    sides.defendingImperial = mustAdd;
    sides.defendingCities = pieces(t, defender, "city");
    sides.defendingStarports = pieces(t, defender, "starport");
    sides.attackerLossesTo = defender;
    const bunkers = pieces(t, defender, "bunker");
    if (any(bunkers)) sides.defendingBunkers = bunkers;
  }
  return sides;
}
