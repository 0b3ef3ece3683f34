/**
 * Objectives the core counts itself (issue 35), as a rule module's step after a chapter's scoring
 * (called by the campaign's `score`, flow.ts, once the base scoring and the Fate ambitions are done):
 * each objective line below advances its holder's objective marker (towards 0, where the objective
 * is complete, BR p.8) by what the card counts, from the state, the scoring report and the map the
 * table sends with the score (BR p.10 control, "standing": the First Regent holds the Empire's
 * systems). Texts: seed 003. The lines counted at another moment (the initiative, a card played, a
 * lore card secured, a battle's Trophies) are fates/objectiveMoments.ts's.
 * - F101B (Steward, Act I): "Each time you win an ambition while you're the First Regent, advance 1
 *   for each Power you gain from it", bonus city Power included (the card's example).
 * - F601B (Partisan, Act I), second line: "Advance 2 each time you win an ambition where you don't
 *   have Outrage for the resource it counts. Weapon Outrage stops you from advancing by winning
 *   Warlord." (Tycoon counts Material and Fuel, Keeper Relic, Empath Psionic; Tyrant none.)
 * - F501B (Caretaker, Act I), first line: "Each time you win an ambition, advance 2 for each Golem
 *   you have" (the scoring snapshot's `golems`: the tokens in their resource slots and play area,
 *   the Golem Hearth's among them). Its second line is fates/golems.ts's (a Golem spent).
 * - F201B (Founder, Act I): "While you're an Outlaw, advance 3 for each ambition you win"; "At the
 *   end of a chapter, if you're an Outlaw, advance 1 for each system you control."
 * - F112B (Steward, Act II): at the end of each chapter, if First Regent, 1 per cluster where the
 *   Empire controls any systems; 1 per resource in the First Regent's Imperial Trust, even if not.
 * - F212B (Founder, Act II): "When the Commonwealth wins the Commonwealth ambition, advance 2 for each
 *   Member" (fates/commonwealth.ts); at the end of a chapter, 1 per Free city on the map not
 *   controlled by the Empire.
 * - F312B (Magnate, Act II), second line: at the end of a chapter, 1 per Monopoly card you have (the
 *   cards the scoring snapshot lists in the play area). The first line (each Monopoly gained) is the players'.
 * - F512B (Caretaker, Act II), last line: at the end of a chapter, 1 per Rival you have more lore cards
 *   than: each player's lore (the core's) and the Fate-set Lore cards the scoring snapshot lists in
 *   their play area. Its Transfer Lore line (a Summit's gifts) is the players'.
 * - F412B (Advocate, Act II): at the end of a chapter, 1 per suit of Guild card you have and 1 per
 *   Rival you have more Guild cards than (the scoring snapshot's Guild cards, base and Fate-set alike).
 * - F712B (Admiral, Act II), first line: at the end of a chapter, if a Regent, 1 per planet
 *   controlled by the Empire.
 * - F1301B (Blight Speaker, Act II), first line: each ambition you win, 1 per Blight in systems with
 *   your Loyal ships.
 * - F1401B (Pacifist, Act II), first line: at the end of a chapter, 2 with no Trophies, 1 with no
 *   Captives (the scoring snapshot's, before the cleanup returns them, base p.19).
 * - F1201B (Pirate, Act II): at the end of a chapter, 1 per resource in the Pirate Hoard (the table's
 *   read of the tokens lying on F1202, `hoard`) and 1 per resource type the Hoard has more of than each
 *   Rival has of it (the Rival's resources as scored: board, play area, cards that hold resources,
 *   the Trust for the First Regent; no Guild cards); with 2 players the ambition boxes' tokens are a Rival.
 * - F1501B (Peacekeeper, Act II): at the end of a chapter, 1 per Weapon you have (the scoring's
 *   count, the Imperial Trust included for the First Regent, FAQ "Resources You Have") and 1 per
 *   Weapon planet you control.
 * - F1901B (Redeemer, Act III): after scoring, 3 if you won Keeper or it was not declared; having won
 *   any ambition, 2 per Relic scrapped, as the Redeemer chose (the score's `relics`, scrapRelics below).
 * - F1701B (Overlord, Act III): at the end of a chapter, 1 per resource type you have that matches
 *   your Outrage, 2 per planet type you control that matches it (the First Regent holds the Empire's).
 * Outrage is the scoring snapshot's (`outrage`, the board as read); without it the line is told.
 * - F2301B and F2304 (Conspirator, Act III): the Conspiracies, one movement that may go back (fates/conspiracies.ts).
 * - F2401B (Judge, Act III): at the end of a chapter, 1 per ambition where players tie for first place.
 * - F801B (Believer, Act I): "Each time you win an ambition, advance 1 for each action pip on the top
 *   card of the Faithful action card stack. If the stack is empty, advance 10 instead.": the stack as
 *   the table read it (`faithfulTop`, "" when empty). The Faithful cards' pips are not printed in the
 *   rules sources (a data gap, never invented): with a card on top (or no stack read) the win is told,
 *   to be advanced by hand.
 * - F820B (Believer, Act II): "Each time you win an ambition that has an Ideal marker, advance 1 for
 *   each Power you gain from it", bonus city Power included (the card's example): the Ideal markers
 *   the table read in the ambition boxes (`ideals`, one entry per marker; none read, none counted:
 *   the table reads them whenever a Believer plays, src/tts/scoring/read.ts).
 * - The lines that count Fate tokens on the map (F1001B, F1601B, F1801B, F2201B): fates/objectiveTokens.ts.
 * "Win an ambition" is an untied first place (BR p.8; base p.18). A line that needs the map, scored
 * without one, is told to the players to count by hand. A marker not yet placed is not moved. In
 * Act III only a "C" Fate has an objective marker (BR p.7 step G, p.9): its advance comes before the
 * final-objective check (flow.ts).
 */
import { system } from "../../data/map";
import type { GameState } from "../../game/types";
import { playerState } from "../../game/rounds";
import type { CampaignPlayer, CampaignState } from "../types";
import type { MapSnapshot } from "../mapControl";
import { empireFacts, systemsControlledBy } from "../mapControl";
import { standingFacts } from "./empireCards";
import type { PlayerSnapshot, ScoringSnapshot } from "../../game/scoringTypes";
import type { ResourceType } from "../../data/vocabulary";
import { RESOURCE_TYPES } from "../../data/vocabulary";
import { monopoliesIn } from "./monopolies";
import { tokenLines } from "./objectiveTokens";
import { conspiracyLines } from "./conspiracies";
import { commonwealthWin } from "./commonwealth";
import { logEvent } from "../../game/util";
import { markerMoved } from "./objectiveMoments";
import { fateHolder } from "./setupWords";
import { fateSetCard } from "../../data/campaign/fateSets";
import {
  ambitionOutcome, ambitionsTiedForFirst, blightWithLoyalShips, empireSystems, freeCitiesOutsideEmpire, guildCardTotal, guildSuits, snapshotOf, wins, winsOf, wonAny,
} from "./objectiveReads";

/** One objective line's advance for a player, or why the core cannot count it. */
interface Advance {
  card: string;
  what: string;
  by: number;
}

type Line = Advance | string;

const adv = (card: string, what: string, by: number): Advance => ({ card, what, by });

function noMap(p: CampaignPlayer, card: string, what: string): string {
  return `${p.colour}'s objective (${card}): no map sent: advance it by hand for ${what}`;
}

/** The resources an ambition counts, for Outrage (F601B); Warlord's is the card's Weapon. */
const COUNTED: { readonly [ambition: string]: readonly ResourceType[] } = { tycoon: ["material", "fuel"], warlord: ["weapon"], keeper: ["relic"], empath: ["psionic"] };

function outrageOf(mine: PlayerSnapshot | undefined): ResourceType[] | undefined {
  const o = mine && mine.outrage;
  return Array.isArray(o) ? RESOURCE_TYPES.filter((r) => o.indexOf(r) >= 0) : undefined;
}

function noOutrage(p: CampaignPlayer, card: string, what = "Outrage"): string {
  return `${p.colour}'s objective (${card}): no ${what} read, advance it by hand`;
}

function actOne(s: GameState, campaign: CampaignState, p: CampaignPlayer, map: MapSnapshot | undefined, mine: PlayerSnapshot | undefined): Line[] {
  const out: Line[] = [];
  const report = s.lastScoring;
  if (p.fate === "FATE06" && report !== undefined) {
    const outrage = outrageOf(mine);
    for (const a of report.ambitions) {
      if (a.first !== p.colour) continue;
      if (outrage === undefined) out.push(noOutrage(p, "F601B"));
      else if (!(COUNTED[a.ambition] ?? []).some((r) => outrage.indexOf(r) >= 0)) out.push(adv("F601B", `${a.ambition} won without its Outrage`, 2));
    }
  }
  if (p.fate === "FATE05") {
    const golems = mine && mine.golems;
    const won = wins(s, p.colour).length;
    if (won > 0 && golems === undefined) out.push(noOutrage(p, "F501B", "Golems"));
    else for (let i = 0; i < won; i++) out.push(adv("F501B", `an ambition won with ${golems} Golem(s)`, 2 * (golems as number)));
  }
  if (p.fate === "FATE01" && campaign.firstRegent === p.colour) {
    for (const power of wins(s, p.colour)) out.push(adv("F101B", `an ambition won as First Regent (${power} Power)`, power));
  }
  if (p.fate === "FATE02" && p.title === "outlaw") {
    const won = wins(s, p.colour);
    for (let i = 0; i < won.length; i++) out.push(adv("F201B", "an ambition won as an Outlaw", 3));
    if (map === undefined) out.push(noMap(p, "F201B", "each system you control"));
    else {
      const n = systemsControlledBy(map, p.colour, s.seats, empireFacts(campaign)).length;
      out.push(adv("F201B", `${n} system(s) controlled as an Outlaw`, n));
    }
  }
  return out;
}

function planetsOf(ids: readonly string[], resource?: string): number {
  let n = 0;
  for (const id of ids) {
    const sys = system(id);
    if (sys !== undefined && sys.kind === "planet" && (resource === undefined || sys.resource === resource)) n += 1;
  }
  return n;
}

function hoardLines(s: GameState, snap: ScoringSnapshot, mine: PlayerSnapshot): Line[] {
  const h = mine.hoard;
  const third = snap.thirdPlayer !== undefined ? snap.thirdPlayer : s.thirdPlayer;
  const boxes = s.playerCount === 2 ? (third && third.tokens) : [];
  if (h === undefined || boxes === undefined) return [`${mine.colour}'s objective (F1201B): no Pirate Hoard${h === undefined ? "" : " or ambition boxes"} read, advance it by hand`];
  let n = 0;
  const types = RESOURCE_TYPES.filter((r) => {
    n += h[r];
    return snap.players.every((o) => o.colour === mine.colour || h[r] > o.resources[r]) && h[r] > boxes.filter((b) => b === r).length;
  });
  return [
    adv("F1201B", `${n} resource(s) in your Pirate Hoard`, n),
    adv("F1201B", `${types.length} type(s) your Hoard has more of than each Rival`, types.length),
  ];
}

/** F412B, F512B: 1 per Rival you have more cards of a kind than (yourself never counts: not fewer than yourself). */
function moreThan(card: string, by: number, kind: string): Advance {
  return adv(card, `${by} Rival(s) you have more ${kind} cards than`, by);
}

/** F512B: a player's lore cards, the core's and the Fate-set Lore cards read in their play area. */
function loreCards(s: GameState, o: PlayerSnapshot): number {
  const ps = playerState(s, o.colour);
  let n = ps === undefined ? 0 : ps.lore.length;
  for (const id of o.cards ?? []) {
    const c = fateSetCard(id);
    if (c !== undefined && c.type === "Lore") n += 1;
  }
  return n;
}

function actTwo(s: GameState, campaign: CampaignState, p: CampaignPlayer, snap: ScoringSnapshot, map: MapSnapshot | undefined): Line[] {
  const out: Line[] = [];
  const mine = snapshotOf(snap, p.colour);
  if (p.fate === "FATE01") {
    if (campaign.firstRegent === p.colour) {
      if (map === undefined) out.push(noMap(p, "F112B", "each cluster where the Empire controls any systems"));
      else {
        const clusters: number[] = [];
        for (const id of empireSystems(map, s.seats)) {
          const sys = system(id);
          if (sys !== undefined && clusters.indexOf(sys.cluster) < 0) clusters.push(sys.cluster);
        }
        out.push(adv("F112B", `${clusters.length} cluster(s) where the Empire controls systems`, clusters.length));
      }
    }
    out.push(adv("F112B", `${campaign.trust.length} resource(s) in the Imperial Trust`, campaign.trust.length));
  }
  if (p.fate === "FATE02") {
    const won = commonwealthWin(s, snap);
    if (won !== undefined) out.push(adv("F212B", `the Commonwealth's win, 2 per Member`, 2 * won.length));
    if (map === undefined) out.push(noMap(p, "F212B", "each Free city not controlled by the Empire"));
    else {
      const n = freeCitiesOutsideEmpire(map);
      out.push(adv("F212B", `${n} Free city(ies) not controlled by the Empire`, n));
    }
  }
  if (p.fate === "FATE03" && mine !== undefined) {
    const n = monopoliesIn(mine.cards).length;
    out.push(mine.cards === undefined ? `${p.colour}'s objective (F312B): no cards listed: advance it by hand per Monopoly` : adv("F312B", `${n} Monopoly card(s) you have`, n));
  }
  if (p.fate === "FATE04" && mine !== undefined) {
    const suits = guildSuits(mine);
    out.push(adv("F412B", `${suits} suit(s) of Guild card you have`, suits));
    out.push(moreThan("F412B", snap.players.filter((o) => guildCardTotal(o) < guildCardTotal(mine)).length, "Guild"));
  }
  if (p.fate === "FATE05" && mine !== undefined) {
    out.push(moreThan("F512B", snap.players.filter((o) => loreCards(s, o) < loreCards(s, mine)).length, "lore"));
  }
  if (p.fate === "FATE07" && p.title === "regent") {
    if (map === undefined) out.push(noMap(p, "F712B", "each planet controlled by the Empire"));
    else {
      const n = planetsOf(empireSystems(map, s.seats));
      out.push(adv("F712B", `${n} planet(s) controlled by the Empire`, n));
    }
  }
  if (p.fate === "FATE13") {
    const won = wins(s, p.colour);
    if (won.length > 0 && map === undefined) out.push(noMap(p, "F1301B", "each Blight in systems with your Loyal ships, for each ambition you won"));
    else if (map !== undefined) {
      const n = blightWithLoyalShips(map, p.colour);
      for (let i = 0; i < won.length; i++) out.push(adv("F1301B", `an ambition won: ${n} Blight in systems with your Loyal ships`, n));
    }
  }
  if (p.fate === "FATE14" && mine !== undefined) {
    if (mine.trophies === 0) out.push(adv("F1401B", "no Trophies", 2));
    if (mine.captives === 0) out.push(adv("F1401B", "no Captives", 1));
  }
  if (p.fate === "FATE12" && mine !== undefined) for (const l of hoardLines(s, snap, mine)) out.push(l);
  if (p.fate === "FATE15") {
    const weapons = mine !== undefined && typeof mine.resources === "object" ? mine.resources.weapon : 0;
    out.push(adv("F1501B", `${weapons} Weapon(s) you have`, weapons));
    if (map === undefined) out.push(noMap(p, "F1501B", "each Weapon planet you control"));
    else {
      const n = planetsOf(systemsControlledBy(map, p.colour, s.seats, standingFacts(campaign, snap)), "weapon");
      out.push(adv("F1501B", `${n} Weapon planet(s) you control`, n));
    }
  }
  return out;
}

function actThree(s: GameState, campaign: CampaignState, p: CampaignPlayer, snap: ScoringSnapshot, map: MapSnapshot | undefined): Line[] {
  const out: Line[] = [];
  if (p.fate === "FATE20" && ambitionOutcome(s, "tyrant", p.colour) !== "lost") {
    const mine = snapshotOf(snap, p.colour);
    const n = mine === undefined || mine.capturedResources === undefined ? 0 : mine.capturedResources;
    out.push(adv("F2001B", `${n} Material or Fuel in your Captives`, n));
  }
  if (p.fate === "FATE17") {
    const mine = snapshotOf(snap, p.colour);
    const outrage = outrageOf(mine);
    if (mine === undefined || outrage === undefined) out.push(noOutrage(p, "F1701B"));
    else {
      const had = outrage.filter((r) => typeof mine.resources === "object" && mine.resources[r] > 0).length;
      out.push(adv("F1701B", `${had} resource type(s) matching your Outrage`, had));
      if (map === undefined) out.push(noMap(p, "F1701B", "each planet type you control matching your Outrage"));
      else {
        const n = outrage.filter((r) => planetsOf(systemsControlledBy(map, p.colour, s.seats, standingFacts(campaign, snap)), r) > 0).length;
        out.push(adv("F1701B", `${n} planet type(s) controlled matching your Outrage`, 2 * n));
      }
    }
  }
  if (p.fate === "FATE19") {
    const keeper = ambitionOutcome(s, "keeper", p.colour);
    if (keeper !== "lost") out.push(adv("F1901B", keeper === "won" ? "Keeper won" : "Keeper not declared", 3));
  }
  if (p.fate === "FATE23") for (const l of conspiracyLines(s, p, snap)) out.push(l);
  if (p.fate === "FATE24") {
    const tied = ambitionsTiedForFirst(s, campaign);
    out.push(adv("F2401B", `${tied.length} ambition(s) with players tied for first place`, tied.length));
  }
  return out;
}

/** F801B, F820B: the Believer's lines for the ambitions they won. */
function believerLines(s: GameState, act: string, p: CampaignPlayer, snap: ScoringSnapshot): Line[] {
  const out: Line[] = [];
  const ideals = Array.isArray(snap.ideals) ? snap.ideals : [];
  if (p.fate === "FATE08") for (const w of winsOf(s, p.colour)) {
    if (act === "I") out.push(snap.faithfulTop === "" ? adv("F801B", `${w.ambition} won, the Faithful stack empty`, 10) : `${p.colour}'s objective (F801B): ${w.ambition} won: advance 1 per pip of the top Faithful card`);
    if (act === "II" && ideals.indexOf(w.ambition) >= 0) out.push(adv("F820B", `${w.ambition} won with an Ideal (${w.power} Power)`, w.power));
  }
  return out;
}

function advancesOf(s: GameState, campaign: CampaignState, p: CampaignPlayer, snap: ScoringSnapshot, map: MapSnapshot | undefined): Line[] {
  if (campaign.act === "I") return actOne(s, campaign, p, map, snapshotOf(snap, p.colour)).concat(believerLines(s, "I", p, snap));
  if (campaign.act === "II") return actTwo(s, campaign, p, snap, map).concat(tokenLines(s, campaign, p, snap, map), believerLines(s, "II", p, snap));
  return p.letter === "C" ? actThree(s, campaign, p, snap, map).concat(tokenLines(s, campaign, p, snap, map)) : [];
}

function moveMarker(s: GameState, p: CampaignPlayer, a: Line): void {
  if (typeof a === "string") logEvent(s, "scored", p.colour, a);
  else if (a.by === 0) return;
  else {
    // F2304 may move it back (away from 0).
    const space = markerMoved(s, p, a.card, a.what, a.by);
    if (space !== undefined) p.objective = space;
  }
}

/**
 * After a chapter's scoring (`snap` as scored, Trust included; `map` as sent): move each counted
 * objective marker and say so. Only where the objective marker is in use (Acts I-II; a "C" Fate's in Act III).
 */
export function advanceCountedObjectives(s: GameState, snap: ScoringSnapshot, map: MapSnapshot | undefined): void {
  const campaign = s.campaign as CampaignState;
  for (const p of campaign.players) for (const a of advancesOf(s, campaign, p, snap, map)) moveMarker(s, p, a);
}

/**
 * F1901B "After scoring, if you won any ambitions, you may scrap any number of Relics you have. For
 * each you scrap, advance 2": the Redeemer's choice sent with the score (`relics`), checked against
 * the ambitions won and the Relics the table read on their board and play area (`snap`, no Trust);
 * before the final-objective check (flow.ts). The table lays them on the Scrapped spot (BR p.28).
 */
export function scrapRelics(s: GameState, relics: unknown, snap: ScoringSnapshot): string | undefined {
  if (relics === undefined || relics === 0) return undefined;
  const p = fateHolder(s.campaign as CampaignState, "FATE19");
  const mine = p && snapshotOf(snap, p.colour);
  if (p === undefined || mine === undefined || !wonAny(s, p.colour)) return "only a Redeemer who won an ambition scraps Relics (F1901B)";
  const had = mine.resources.relic;
  if (typeof relics !== "number" || relics < 1 || relics > had || Math.floor(relics) !== relics) return `${p.colour} may scrap 1 to ${had} Relic(s) (F1901B)`;
  moveMarker(s, p, adv("F1901B", `${relics} Relic(s) scrapped`, 2 * relics));
  return undefined;
}
