/**
 * The Empire's Laws in front of the base battle (BR p.11), as part of the campaign rule module: in a
 * campaign the battle roll carries the map, and the campaign checks the defender choice (Truce Law)
 * and that the battle snapshot's sides are the ones the Laws give (Imperial ships a Regent may add
 * when attacking and must add when defending) before the base rules decide the battle.
 * Then the campaign's changes to the battle (battleRules.ts: defenders that are not players,
 * Flagships, the raid dice limit from the map) go with the roll to the base battle, which keeps
 * them for the battle's later steps: the module hands the roll to the base `battle` step with them
 * (the rules are decided here, never taken from the table). Feudal Law's and Seats & Fiefs' words
 * for the battle go with the roll while Feudal Law is in the rules booklet (fates/fiefs.ts), Blight
 * Society's scrap (F2102) with its holder's roll against the Blight (fates/blightCards.ts); the
 * Survivalist's Bunkers defend with them (F1804, fates/bunkers.ts), whose destruction scraps Captives.
 * Armistice and Feast Day in the Court forbid harm (fates/courtBans.ts).
 */
import type { BattleCommand, Command, GameState } from "../game/types";
import type { RuleStep } from "../game/ruleModules";
import type { BattleSnapshot, PieceState } from "../battle/battle";
import { battleRefusalIn, battleSidesIn, tallyOf } from "./battleSides";
import type { BattleSides, Pieces, Tally } from "./battleSides";
import type { BattleRules } from "../battle/rules";
import type { SystemId } from "../data/vocabulary";
import type { MapSnapshot, Owner } from "./mapControl";
import { mapSnapshotRefusal } from "./mapControl";
import { empireFactsOn } from "./fates/empireCards";
import { campaignBattleRules } from "./battleRules";
import { cardBattleRefusal } from "./fates/battleCards";
import { courtHarmBan } from "./fates/courtBans";
import { blightSocietyLine } from "./fates/blightCards";
import { FEUDAL_LAW, feudalBattle } from "./fates/fiefs";
import { ransackBarred } from "./fates/feudalCourts";
import { lawInForce } from "./fates/laws";
import { ceasefireRoll } from "./fates/ceasefires";
import { bunkerScrapLine, tallyBunkers } from "./fates/bunkers";
import { battle } from "../game/tableActions";
import { campaignCourtCards, councilSlotRefusal, withoutCouncilAgents } from "./courtCards";
import { system } from "../data/map";
import type { CampaignState } from "./types";
import { logEvent } from "../game/util";
import { TWISTED_PASSAGE } from "./fates/twistedPassage";
import type { Colour } from "../data/vocabulary";

function same(a: PieceState | undefined, b: Pieces): boolean {
  return a !== undefined && a.fresh === b.fresh && a.damaged === b.damaged;
}

function between(a: PieceState | undefined, low: Pieces, high: Pieces): boolean {
  return a !== undefined && a.fresh >= low.fresh && a.fresh <= high.fresh && a.damaged >= low.damaged && a.damaged <= high.damaged;
}

function shown(p: Pieces): string {
  return `${p.fresh} fresh and ${p.damaged} damaged`;
}

export function battleUnderTheLaws(s: GameState, c: BattleCommand, next: RuleStep<Command>): string | undefined {
  const a = c.action;
  // A Ransack may take a campaign Court or Fate-set card (BR p.27): the base battle is handed them.
  if (typeof a === "object" && a !== undefined && a.kind === "ransack" && s.phase === "play" && s.seats.indexOf(c.player) >= 0) {
    // BR p.14: the Imperial Council is secured only with its own command; a Ransack cannot take it.
    const council = typeof a.slot === "number" ? councilSlotRefusal(a.court, a.slot) : undefined;
    if (council !== undefined) return `${council}; a Ransack takes another card`;
    return battle(s, { ...c, action: { ...a, court: withoutCouncilAgents(a.court, ransackBarred(s, a.tokens)) } }, undefined, campaignCourtCards);
  }
  // Empathy for All's Outrage (F1409) after the hits may discard a campaign Guild card: the step is handed them.
  if (typeof a === "object" && a !== undefined && a.kind === "hits") {
    const r = battle(s, c, undefined, campaignCourtCards);
    const scrap = r === undefined ? bunkerScrapLine(s.battle) : undefined;
    if (scrap !== undefined) logEvent(s, "battle", c.player, scrap);
    return r;
  }
  if (typeof a !== "object" || a === undefined || a.kind !== "roll") return next(s, c);
  if (a.system === TWISTED_PASSAGE && s.seats.indexOf(a.defender as Colour) >= 0) return "Players cannot harm Rivals in the Twisted Passage (F2205)";
  const map = c.map;
  if (map === undefined) return "send the map with the battle roll: the Laws decide who may battle whom (BR p.11)";
  const bad = mapSnapshotRefusal(map, s.seats);
  if (bad !== undefined) return bad;
  const facts = empireFactsOn(s.campaign as CampaignState, map);
  // The battle system's pieces, read once for the refusal, both sides and the rules.
  const here = tallyOf(map, a.system);
  tallyBunkers(s.campaign, map, a.system, here);
  const refused = battleRefusalIn(here, a.system, c.player, a.defender, s.seats, facts) ?? cardBattleRefusal(map, c.player, a.defender) ?? courtHarmBan(map, a.system, c.player, a.defender, s.seats);
  if (refused !== undefined) return refused;
  const peace = ceasefireRoll(s.campaign as CampaignState, map, a.system, c.player, a.defender, c.weapons);
  if (peace !== undefined && peace.refused !== undefined) return peace.refused;
  const snap: BattleSnapshot = a.snapshot;
  if (typeof snap !== "object" || snap === undefined) return next(s, c);
  // The planet's type decides a Free city's Outrage and the Free States' raid (BR p.15): the map's, not the table's word.
  const where = system(a.system);
  if (where !== undefined && where.resource !== undefined && snap.planetType !== where.resource) {
    return `system ${a.system} is a ${where.resource} planet: the battle must name its planet type`;
  }
  const loyalOnly = battleSidesIn(here, c.player, a.defender, facts, false);
  // Imperial ships join only a Regent's attack, the Judge's ships only their Chosen's attack on another (F2404): else both sides are the Loyal ones.
  const withImperial = battleSidesIn(here, c.player, a.defender, facts, true);
  const judge = loyalOnly.added;
  // All Loyal ships attack (FAQ); a Regent may add any of the Imperial ships there (BR p.11 "may add Imperial ships").
  const most = judge === a.defender ? loyalOnly.attackingShips : withImperial.attackingShips;
  if (!between(snap.attackingShips, loyalOnly.attackingShips, most)) {
    if (judge === a.defender) return "attacking the Judge, the Judge's ships defend (F2404)";
    return withImperial.attackingImperial.fresh + withImperial.attackingImperial.damaged > 0
      ? `the attackers are all your Loyal ships there (${shown(loyalOnly.attackingShips)}) and any ${judge === undefined ? "Imperial" : judge} ships there (up to ${shown(withImperial.attackingShips)}) (${judge === undefined ? "BR p.11" : "F2404"})`
      : `the attackers are all your Loyal ships there: the map shows ${shown(loyalOnly.attackingShips)}`;
  }
  if (!same(snap.defendingShips, loyalOnly.defendingShips)) {
    if (a.defender === "empire") return `the Empire defends with all its ships there (BR p.11): the map shows ${shown(loyalOnly.defendingShips)}`;
    if (a.defender === "blight") return `all the Blight there defends (BR p.19): the map shows ${shown(loyalOnly.defendingShips)}`;
    if (a.defender === "free") return "the Free States defend with buildings only (BR p.15): no defending ships";
    return loyalOnly.defendingImperial.fresh + loyalOnly.defendingImperial.damaged > 0
      ? `a defending Regent adds the Imperial ships there (BR p.11): ${shown(loyalOnly.defendingShips)}`
      : `the defenders are ${a.defender}'s ships there: the map shows ${shown(loyalOnly.defendingShips)}`;
  }
  if (!same(snap.defendingCities, loyalOnly.defendingCities) || !same(snap.defendingStarports, loyalOnly.defendingStarports)) {
    if (a.defender === "free") return `all Free buildings there defend (BR p.15): the map shows cities ${shown(loyalOnly.defendingCities)}, starports ${shown(loyalOnly.defendingStarports)}`;
    return `the defenders are ${a.defender}'s buildings there: the map shows cities ${shown(loyalOnly.defendingCities)}, starports ${shown(loyalOnly.defendingStarports)}`;
  }
  const rules = rollRules(map, a.system, a.defender, loyalOnly, snap, here);
  // Empathy for All (F1409, a Law while in the rules booklet): harm at a planet matching a resource you have Provokes its Outrage.
  if (lawInForce(s.campaign as CampaignState, "F1409")) rules.harmOutrage = true;
  const r = battle(s, c, rules);
  if (r === undefined && peace !== undefined) logEvent(s, "battle", c.player, peace.said as string);
  const society = blightSocietyLine(map, c.player, a.defender);
  if (r === undefined && society !== undefined) logEvent(s, "battle", c.player, society);
  if (r === undefined && lawInForce(s.campaign as CampaignState, FEUDAL_LAW)) for (const text of feudalBattle(map, a.system, c.player, a.defender, s.seats)) logEvent(s, "battle", c.player, text);
  return r;
}

/**
 * The BattleRules a roll is handed (battleRules.ts), with the Imperial ships a Regent added to the
 * attack (the roll's ships beyond the Loyal ones) and those a Regent must defend with: destroyed,
 * they are the Empire's Trophies, not the Regent's (BR p.11). `loyalOnly` are the sides without
 * added Imperial ships. Also the table's preview of a roll (it judges the dice as the core will).
 */
export function rollRules(map: MapSnapshot, id: SystemId, defender: Owner, loyalOnly: BattleSides, snap: BattleSnapshot, here?: Tally): BattleRules {
  const rules = campaignBattleRules(map, id, loyalOnly, here);
  const added = { fresh: snap.attackingShips.fresh - loyalOnly.attackingShips.fresh, damaged: snap.attackingShips.damaged - loyalOnly.attackingShips.damaged };
  if (added.fresh + added.damaged > 0) {
    rules.attackingImperial = added;
    // F2404: the Judge's ships, destroyed, are Trophies of the Judge's colour.
    if (loyalOnly.added !== undefined) rules.addedOwner = loyalOnly.added;
  }
  const mustAdd = loyalOnly.defendingImperial;
  if (defender !== "empire" && mustAdd.fresh + mustAdd.damaged > 0) rules.defendingImperial = { fresh: mustAdd.fresh, damaged: mustAdd.damaged };
  return rules;
}
