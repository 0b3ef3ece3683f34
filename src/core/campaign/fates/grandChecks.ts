/**
 * Act III grand ambitions the core checks (issue 35; BR p.9; texts: seed 003's Act III Objective
 * cards). Each "A"/"B" Fate's two lines, read at the chapter's scoring from the state, the scoring
 * report ("win" is an untied first, BR p.8, base p.18), the scoring snapshot (the Imperial Trust
 * counted for the First Regent) and the map sent with the score: fulfilled (`met` true), not
 * (false), or the players' (`met` absent; `why` says what the core does not hold). A line needing
 * the map, scored without one, is the players'. A Fate's lines are one entry of GRAND_CHECKS (a
 * string: that line is the players', and why).
 */
import type { Ambition, Colour, SystemId } from "../../data/vocabulary";
import { SYSTEMS, system } from "../../data/map";
import type { GameState } from "../../game/types";
import type { PlayerSnapshot, ScoringSnapshot } from "../../game/scoringTypes";
import type { CampaignPlayer, CampaignState } from "../types";
import type { MapSnapshot } from "../mapControl";
import { countPieces, empireControls, empireFacts, piecesIn, systemsControlledBy } from "../mapControl";
import { guildCardTotal, guildSuits, snapshotOf } from "./objectiveReads";
import { monopoliesOf } from "./monopolies";
import { lordAt } from "./fiefs";
import { standingFacts } from "./empireCards";

export interface GrandLine {
  card: string;
  met?: boolean;
  why: string;
}

interface Read {
  s: GameState;
  c: CampaignState;
  p: CampaignPlayer;
  chapter: number;
  snap: ScoringSnapshot;
  map: MapSnapshot | undefined;
  mine: PlayerSnapshot;
}

type Verdict = { met?: boolean; why: string };
type Check = ((r: Read) => Verdict) | string;

const yes = (why: string): Verdict => ({ met: true, why });
const no = (why: string): Verdict => ({ met: false, why });
const theirs = (what: string): Verdict => ({ why: `not core state: ${what}` });
const NO_MAP: Verdict = { why: "no map was sent with the score" };

/** The Rival who won `ambition` in this scoring (an untied first), if one did. */
function rivalWon(r: Read, ambition: Ambition): Verdict | undefined {
  for (const a of r.s.lastScoring === undefined ? [] : r.s.lastScoring.ambitions) {
    if (a.ambition === ambition && a.first !== undefined && a.first !== "third" && a.first !== r.p.colour) return no(`${a.first} won ${ambition}`);
  }
  return undefined;
}

const noRival = (ambition: Ambition): Check => (r) => rivalWon(r, ambition) ?? yes(`no Rival won ${ambition}`);

/** `owner`'s pieces of these kinds on the map (any owner's when ""), fresh or damaged. */
function onMap(map: MapSnapshot, owner: string, kinds: readonly string[]): number {
  let n = 0;
  for (const sys of map.systems) for (const p of sys.pieces) if ((owner === "" || p.owner === owner) && kinds.indexOf(p.kind) >= 0) n += p.fresh + p.damaged;
  return n;
}

/** "More than the current Chapter" (F122B, F423B). */
function moreThanChapter(n: number, what: string, r: Read): Verdict {
  return (n > r.chapter ? yes : no)(`${n} ${what}, chapter ${r.chapter}`);
}

/** "More ... than each Rival" (F624B, F719B); `count` of a seat. */
function moreThanEach(r: Read, what: string, count: (c: Colour) => number): Verdict {
  const n = count(r.p.colour);
  for (const o of r.s.seats) if (o !== r.p.colour && count(o) >= n) return no(`${o} has ${count(o)} ${what}, ${r.p.colour} ${n}`);
  return yes(`${r.p.colour} has the most ${what} (${n})`);
}

/** A seat's snapshot (the score checked it lists every seat, base p.18). */
const snapOf = (r: Read, c: Colour): PlayerSnapshot => snapshotOf(r.snap, c) as PlayerSnapshot;

/** F719B "You're a Regent and...": both lines, on the map. */
function asRegent(f: (r: Read, map: MapSnapshot) => Verdict): Check {
  return (r) => (r.p.title !== "regent" ? no(`${r.p.colour} is not a Regent`) : r.map === undefined ? NO_MAP : f(r, r.map));
}

/** F325B "Have any Monopolies" / "Have at least 2 Monopolies": the Monopoly cards in the play area, as read. */
function monopolies(r: Read, least: number): Verdict {
  const n = monopoliesOf(r.snap, r.p.colour).length;
  return (n >= least ? yes : no)(`${r.p.colour} has ${n} Monopol${n === 1 ? "y" : "ies"}`);
}

/** A line read from the Fate tokens on the score's map (none read, a record imported by hand: the players'). */
const onTokens = (what: string, f: (r: Read, map: MapSnapshot) => Verdict): Check => (r) => (r.map === undefined ? NO_MAP : r.map.fateTokens === undefined ? theirs(what) : f(r, r.map));

/** F1507B "<least> clusters or more are at Peace": a cluster whose Ceasefire lies face up (as Ceasefires, F1508, reads it). */
const atPeace = (least: number) => onTokens("Ceasefires", (_r, map) => {
  const peace: number[] = [];
  for (const t of map.fateTokens ?? []) {
    const at = system(t.system);
    if (t.token === "Ceasefire" && t.faceDown !== true && at !== undefined && peace.indexOf(at.cluster) < 0) peace.push(at.cluster);
  }
  return (peace.length >= least ? yes : no)(`${peace.length} cluster(s) at Peace`);
});

/** F1617B: the Fiefs `c` is Lord of (a Seat on their city, F1609), cluster by cluster. */
function fiefsOf(map: MapSnapshot, c: Colour): number {
  let n = 0;
  for (let k = 1; k <= 6; k++) if (lordAt(map, `${k}.0` as SystemId) === c) n += 1;
  return n;
}

export const GRAND_CHECKS: { [fate: string]: [string, Check, Check] } = {
  FATE01: [
    "F122B",
    (r) => {
      if (r.p.title !== "regent") return no(`${r.p.colour} is not a Regent`);
      const outlaws = r.c.players.filter((x) => x.title === "outlaw");
      if (outlaws.length === 0) return yes("there are no Outlaws");
      if (r.map === undefined) return NO_MAP;
      for (const sys of SYSTEMS) {
        for (const o of outlaws) if (countPieces(piecesIn(r.map, sys.id), o.colour, "city", "any") > 0 && !empireControls(r.map, sys.id)) return no(`the Empire does not control ${o.colour}'s city in ${sys.id}`);
      }
      return yes("the Empire controls every Outlaw city");
    },
    (r) => (r.c.firstRegent !== r.p.colour ? no(`${r.p.colour} is not the First Regent`) : moreThanChapter(r.c.trust.length, "resource(s) in the Imperial Trust", r)),
  ],
  FATE02: ["F225B", "the Commonwealth", "the Commonwealth"],
  FATE03: ["F325B", (r) => monopolies(r, 1), (r) => monopolies(r, 2)],
  FATE04: ["F423B", (r) => moreThanChapter(guildSuits(r.mine), "Guild suit(s)", r), "the Court"],
  FATE05: ["F520B", "Golems", "Golems"],
  FATE06: [
    "F624B",
    (r) => moreThanEach(r, "Guild card(s)", (c) => guildCardTotal(snapOf(r, c))),
    (r) => (r.s.initiative === r.p.colour ? yes : no)(`${r.s.initiative} has the initiative`),
  ],
  FATE07: [
    "F719B",
    asRegent((r, map) => {
      const n = systemsControlledBy(map, r.p.colour, r.s.seats, empireFacts(r.c)).filter((id) => (system(id) as { kind: string }).kind === "planet").length;
      return (n >= 9 ? yes : no)(`${r.p.colour} controls ${n} planet(s)`);
    }),
    asRegent((r, map) => moreThanEach(r, "ship(s) on the map", (c) => onMap(map, c, ["ship", "flagship"]))),
  ],
  FATE08: ["F829B", "Ideals", "Ideals"],
  FATE09: ["F907B", "the Portal token", "Pilgrims"],
  FATE10: ["F1011B", noRival("tyrant"), "Banners"],
  FATE11: [
    "F1112B",
    (r) => rivalWon(r, "warlord") ?? theirs("Outrage"),
    (r) => rivalWon(r, "warlord") ?? (r.map === undefined ? NO_MAP : onMap(r.map, "", ["city", "starport"]) === 0 ? yes("no buildings on the map") : theirs("Breaking Worlds")),
  ],
  FATE12: ["F1208B", "the Pirate Hoard", "the Pirate Haven"],
  FATE13: [
    "F1312B",
    noRival("warlord"),
    // "Blight Hunger has more pieces than the current Chapter": the pieces the table read on F1313, in any play area.
    (r) => {
      let n = -1;
      for (const p of r.snap.players) if (p.hunger !== undefined) n = (n < 0 ? 0 : n) + p.hunger;
      return n < 0 ? theirs("Blight Hunger") : moreThanChapter(n, "piece(s) on Blight Hunger", r);
    },
  ],
  FATE14: [
    "F1408B",
    (r) => (r.mine.trophies + r.mine.captives === 0 ? yes : no)(`${r.p.colour} has ${r.mine.trophies} Trophies, ${r.mine.captives} Captives`),
    (r) => {
      let n = 0;
      for (const o of r.s.seats) if (o !== r.p.colour) n += snapOf(r, o).resources.psionic;
      return (n > r.mine.resources.psionic ? yes : no)(`Rivals have ${n} Psionic, ${r.p.colour} ${r.mine.resources.psionic}`);
    },
  ],
  FATE15: ["F1507B", atPeace(2), atPeace(5)],
  FATE16: [
    "F1617B",
    onTokens("Fiefs", (r, map) => moreThanEach(r, "Fief(s)", (c) => fiefsOf(map, c))),
    // "You control more Seats": standing control of the Seat's system (BR p.10), as F1601B reads it.
    onTokens("Seats", (r, map) => {
      const mine = systemsControlledBy(map, r.p.colour, r.s.seats, standingFacts(r.c, r.snap));
      return moreThanChapter((map.fateTokens ?? []).filter((t) => t.token.indexOf("Seat") === 0 && mine.indexOf(t.system as SystemId) >= 0).length, "Seat(s) controlled", r);
    }),
  ],
};

/**
 * An "A"/"B" player's grand-ambition lines at this scoring (`s.lastScoring` its report, `snap` with
 * the Trust): the two of their Fate's Act III card, and F906 Portal Seekers' when it is among their
 * Guild cards ("In scoring you fulfill a grand ambition if you control the Portal token").
 */
export function grandLines(s: GameState, p: CampaignPlayer, chapter: number, snap: ScoringSnapshot, map: MapSnapshot | undefined): GrandLine[] {
  const entry = GRAND_CHECKS[p.fate];
  const mine = snapshotOf(snap, p.colour);
  const out: GrandLine[] = [];
  if (entry === undefined || mine === undefined) return out;
  const r: Read = { s, c: s.campaign as CampaignState, p, chapter, snap, map, mine };
  for (const check of [entry[1], entry[2]]) out.push({ ...(typeof check === "string" ? theirs(check) : check(r)), card: entry[0] });
  if (mine.cards !== undefined && mine.cards.indexOf("F906") >= 0) out.push({ ...theirs("the Portal token"), card: "F906" });
  return out;
}
