/**
 * Ambitions a Fate adds to the game, as data (BR p.8 "winning an ambition"; rules-digest 17.4):
 * Guardian's Edenguard (F2004: "Control the most Fuel and Material planets", declared instead of
 * Tycoon) and Naturalist's Blightkin (F2104: "Control the most systems with fresh Blight", declared
 * instead of Empath). Both count control from the map snapshot, the First Regent holding the
 * Empire's systems (BR p.10). A new Fate ambition is one more entry in FATE_AMBITIONS.
 *
 * A declared Fate ambition takes an ambition marker like the ambition it replaces (the base rules
 * place it); the campaign notes that the marker lies on the Fate ambition's tile, and scoring
 * counts it there instead (same placing rules as base p.18).
 */
import type { Ambition, Colour, ResourceType } from "../data/vocabulary";
import { system } from "../data/map";
import { cityBonusPower } from "../data/playerBoard";
import type { Command, GameState, PlayerSnapshot, ScoringSnapshot } from "../game/types";
import type { RuleStep } from "../game/ruleModules";
import { markerFirst, markerSecond, playerState } from "../game/rounds";
import { listText, logEvent } from "../game/util";
import { places } from "../game/scoring";
import { countIn, empireFacts, systemsControlledBy } from "./mapControl";
import type { EmpireFacts } from "./mapControl";
import { standingFacts } from "./fates/empireCards";
import type { MapSnapshot } from "./mapControl";
import type { CampaignState, FateAmbitionId, FateAmbitionResult } from "./types";
import type { DeclareFateAmbitionCommand } from "./fateCommandTypes";
import { bookletCards, rulesBookletOf } from "./booklet";
import { findById, findBy } from "../util/byId";

/** What a Fate ambition counts, per player, from the map snapshot. */
export type FateAmbitionCount =
  | { kind: "controlledPlanets"; types: ResourceType[] }
  | { kind: "controlledSystemsWithBlight"; state: "fresh" };

export interface FateAmbition {
  id: FateAmbitionId;
  name: string;
  /** The Law card that adds it (rules booklet) and the Fate whose set holds it. */
  law: string;
  fate: string;
  /** "When a player would declare X, they may declare this instead." */
  insteadOf: Ambition;
  count: FateAmbitionCount;
  /**
   * The Fate's objective advances 1 per counted item when its holder wins this ambition or it is not
   * declared (F2001B "Guard the Reach's Splendor", F2101B "Live in the Garden").
   */
  objectiveAdvance: boolean;
}

export const FATE_AMBITIONS: readonly FateAmbition[] = [
  {
    id: "edenguard", name: "Edenguard", law: "F2004", fate: "FATE20", insteadOf: "tycoon",
    count: { kind: "controlledPlanets", types: ["material", "fuel"] }, objectiveAdvance: true,
  },
  {
    id: "blightkin", name: "Blightkin", law: "F2104", fate: "FATE21", insteadOf: "empath",
    count: { kind: "controlledSystemsWithBlight", state: "fresh" }, objectiveAdvance: true,
  },
];

export function fateAmbition(id: string): FateAmbition | undefined {
  return findById(FATE_AMBITIONS, id);
}

/**
 * The Fate ambitions in play: those whose Law is in the rules booklet. The Fate's setup adds it
 * ("Add Edenguard Ambition (04) to the rules booklet", F2001A; F2101A for Blightkin) and a Law in the
 * booklet is a rule for everyone (BR p.9); docs/rules-decisions-campaign.md "Fate ambitions".
 */
export function fateAmbitionsInPlay(campaign: CampaignState): FateAmbition[] {
  const laws = bookletCards(rulesBookletOf(campaign).laws);
  return FATE_AMBITIONS.filter((a) => laws.indexOf(a.law) >= 0);
}

/** One player's count for a Fate ambition, from the map (control as for ambitions, BR p.10). */
export function fateAmbitionCount(def: FateAmbition, map: MapSnapshot, seats: readonly Colour[], campaign: CampaignState, colour: Colour, facts: EmpireFacts = empireFacts(campaign)): number {
  let n = 0;
  for (const id of systemsControlledBy(map, colour, seats, facts)) {
    const where = system(id);
    if (def.count.kind === "controlledPlanets") {
      if (where !== undefined && where.resource !== undefined && def.count.types.indexOf(where.resource) >= 0) n += 1;
    } else if (countIn(map, id, "blight", "blight", def.count.state) > 0) n += 1;
  }
  return n;
}

function citiesOnBoard(snap: ScoringSnapshot, colour: Colour): number {
  for (const p of snap.players) if (p.colour === colour) return (p as PlayerSnapshot).citiesOnBoard;
  return 0;
}

/** Scores one declared Fate ambition like a base ambition (p.18): untied first, ties share second. */
export function scoreFateAmbition(
  s: GameState, def: FateAmbition, markerIds: readonly string[], snap: ScoringSnapshot, map: MapSnapshot,
): FateAmbitionResult {
  const campaign = s.campaign as CampaignState;
  let high = 0;
  let low = 0;
  for (const m of s.markers) {
    if (markerIds.indexOf(m.id) < 0) continue;
    high += markerFirst(m);
    low += markerSecond(m);
  }
  // Martial Law (F720): a First Regent it binds does not control the Empire's systems for ambitions.
  const facts = standingFacts(campaign, snap);
  const counts = s.seats.map((colour) => ({ player: colour, count: fateAmbitionCount(def, map, s.seats, campaign, colour, facts) }));
  const result: FateAmbitionResult = { ambition: def.id, markers: markerIds.slice(), counts, awards: [], notes: [] };
  const qualified = counts.filter((c) => c.count > 0);
  if (qualified.length === 0) {
    result.notes.push(`nobody has any for ${def.name}: nobody gains Power (qualifying, p.18)`);
    return result;
  }
  const { top, firsts, sec, seconds } = places(qualified);
  if (firsts.length === 1) {
    const bonus = cityBonusPower(citiesOnBoard(snap, firsts[0].player));
    result.first = firsts[0].player;
    result.awards.push({ player: firsts[0].player, place: "first", power: high + bonus, bonus });
    if (seconds.length === 1) result.awards.push({ player: seconds[0].player, place: "second", power: low, bonus: 0 });
    else if (seconds.length > 1) result.notes.push(`${listText(seconds.map((c) => c.player))} tie for second place in ${def.name} with ${sec}: they do not place (p.18)`);
  } else {
    result.notes.push(`${listText(firsts.map((c) => c.player))} tie for first place in ${def.name} with ${top}: all of them get second place and no bonus (p.18)`);
    for (const c of firsts) result.awards.push({ player: c.player, place: "second", power: low, bonus: 0 });
  }
  return result;
}

/** Declares a Fate ambition where the lead card could declare the ambition it replaces. */
export function declareFateAmbition(s: GameState, c: DeclareFateAmbitionCommand, next: RuleStep<Command>): string | undefined {
  const campaign = s.campaign as CampaignState;
  const def = fateAmbition(c.ambition);
  if (def === undefined) return `${typeof c.ambition === "string" ? c.ambition : "that"} is not an ambition a Fate adds`;
  if (fateAmbitionsInPlay(campaign).indexOf(def) < 0) return `${def.name} is not in play: its Law (${def.law}) is not in the booklet (BR p.9)`;
  const before = s.markers.filter((m) => m.at === "available").map((m) => m.id);
  const r = next(s, { type: "declare", player: c.player, ambition: def.insteadOf });
  if (r !== undefined) return r;
  const placed = s.markers.filter((m) => m.at !== "available" && before.indexOf(m.id) >= 0)[0];
  const entry = { marker: placed.id, ambition: def.id };
  campaign.fateAmbitionMarkers = campaign.fateAmbitionMarkers === undefined ? [entry] : campaign.fateAmbitionMarkers.concat([entry]);
  const last = s.events[s.events.length - 1];
  last.text = `${c.player} declares ${def.name} instead of ${def.insteadOf === "tycoon" ? "Tycoon" : "Empath"} (${def.law}): the ${markerFirst(placed)}/${markerSecond(placed)} marker goes to the ${def.name} tile, the zero marker on the lead card`;
  return undefined;
}

/**
 * At chapter end, before the base scoring: takes the markers on Fate ambitions off their stand-in
 * base ambitions (so the base scoring does not count them) and scores them from the map. Returns
 * the results to apply after the base scoring, or a refusal.
 */
export function fateAmbitionsBeforeScoring(s: GameState, snap: ScoringSnapshot, map: MapSnapshot | undefined): FateAmbitionResult[] | string {
  const campaign = s.campaign as CampaignState;
  const placed = campaign.fateAmbitionMarkers === undefined ? [] : campaign.fateAmbitionMarkers;
  const inPlay = fateAmbitionsInPlay(campaign);
  const needsMap = placed.length > 0 || inPlay.some((a) => a.objectiveAdvance);
  if (map === undefined) {
    return needsMap ? "send the map with the score: Fate ambitions and objectives count control (BR p.10)" : [];
  }
  const results: FateAmbitionResult[] = [];
  for (const def of FATE_AMBITIONS) {
    const ids = placed.filter((p) => p.ambition === def.id).map((p) => p.marker);
    if (ids.length > 0) results.push(scoreFateAmbition(s, def, ids, snap, map));
  }
  for (const m of s.markers) if (placed.some((p) => p.marker === m.id)) m.at = "available";
  return results;
}

/** After the base scoring: the Fate ambitions' Power, then the Fates' objective advances. */
export function fateAmbitionsAfterScoring(s: GameState, results: FateAmbitionResult[], map: MapSnapshot | undefined, snap?: ScoringSnapshot): void {
  const campaign = s.campaign as CampaignState;
  const facts = standingFacts(campaign, snap);
  for (const r of results) {
    const def = fateAmbition(r.ambition) as FateAmbition;
    for (const a of r.awards) {
      (playerState(s, a.player) as PlayerState).power += a.power;
      logEvent(s, "scored", a.player, `${a.player} +${a.power} for ${a.place} place in ${def.name}${a.bonus > 0 ? ` (incl. ${a.bonus} bonus city Power)` : ""}`);
    }
    for (const n of r.notes) s.events.push({ kind: "scored", text: n });
  }
  if (map !== undefined) {
    for (const def of fateAmbitionsInPlay(campaign)) {
      if (!def.objectiveAdvance) continue;
      const result = findBy(results, "ambition", def.id)!;
      for (const p of campaign.players) {
        if (p.fate !== def.fate || p.objective === undefined) continue;
        if (result !== undefined && result.first !== p.colour) continue;
        const n = fateAmbitionCount(def, map, s.seats, campaign, p.colour, facts);
        const space = p.objective - n < 0 ? 0 : p.objective - n;
        logEvent(s, "scored", p.colour, `${p.colour}'s objective advances ${n} for ${def.name} (${result === undefined ? "not declared" : "won"}): marker ${p.objective} -> ${space}`);
        p.objective = space;
      }
    }
  }
  campaign.fateAmbitionMarkers = undefined;
  campaign.lastFateAmbitions = results.length > 0 ? results : undefined;
}

type PlayerState = GameState["players"][number];
