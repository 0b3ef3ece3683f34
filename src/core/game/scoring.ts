/**
 * Chapter-end scoring (rulebook pp.18-19) from a snapshot of what the table shows.
 * `scoreChapter` is pure and does not change the state: the table can call it to preview, and the
 * `score` command applies the same report.
 */
import type { Ambition, Colour } from "../data/vocabulary";
import { AMBITIONS } from "../data/vocabulary";
import { cityBonusPower } from "../data/playerBoard";
import { ok, refuse, Result } from "../result";
import type {
  AmbitionCount,
  AmbitionResult,
  Contender,
  CountsByType,
  GameState,
  PlayerSnapshot,
  ScoringReport,
  ScoringSnapshot,
} from "./types";
import { markerFirst, markerSecond, playerState } from "./rounds";
import { capitalise, listText } from "./util";
import { afterScoringInstructions, scoringCardsRefusal } from "../powers/scoringPowers";

const COUNT_KEYS: readonly (keyof CountsByType)[] = ["material", "fuel", "weapon", "relic", "psionic"];

/** Elder (LEAD01) "Just" on Tyrant and Warrior (LEAD06) "Violent" on Empath (card reference). */
const SECOND_PLACE_LEADERS: readonly { leader: string; ambition: Ambition; name: string }[] = [
  { leader: "LEAD01", ambition: "tyrant", name: "Elder" },
  { leader: "LEAD06", ambition: "empath", name: "Warrior" },
];

function isCount(v: unknown, max: number): boolean {
  return typeof v === "number" && v >= 0 && v <= max && v % 1 === 0;
}

/** The first count of `part` that is not a whole number from 0 to `max` (inline: the preview checks every snapshot). */
function badCount(part: CountsByType, max: number): string | undefined {
  for (const k of COUNT_KEYS) {
    const v = part[k];
    if (typeof v !== "number" || v < 0 || v > max || v % 1 !== 0) return k;
  }
  return undefined;
}

function partRefusal(p: PlayerSnapshot, part: CountsByType): string | undefined {
  if (typeof part !== "object" || part === undefined) return `${p.colour}'s resources and Guild cards must be counted by type`;
  const k = badCount(part, 50);
  return k === undefined ? undefined : `${p.colour}'s ${k} count must be a whole number from 0`;
}

function playerCountsRefusal(p: PlayerSnapshot): string | undefined {
  const parts = partRefusal(p, p.resources);
  if (parts !== undefined) return parts;
  const guild = partRefusal(p, p.guildCards);
  if (guild !== undefined) return guild;
  if (!isCount(p.captives, 50)) return `${p.colour}'s Captives must be a whole number from 0`;
  if (!isCount(p.trophies, 200)) return `${p.colour}'s Trophies must be a whole number from 0`;
  if (!isCount(p.citiesOnBoard, 5)) return `${p.colour}'s cities on the board must be 0 to 5`;
  if (p.capturedResources !== undefined && !isCount(p.capturedResources, 50)) return `${p.colour}'s captured Material and Fuel must be a count`;
  if (p.hunger !== undefined && !isCount(p.hunger, 200)) return `${p.colour}'s pieces on Blight Hunger must be a whole number from 0`;
  if (p.golems !== undefined && !isCount(p.golems, 4)) return `${p.colour}'s Golems must be 0 to 4`;
  return p.hoard && partRefusal(p, p.hoard);
}

/**
 * Why a snapshot cannot be scored against this state, if it cannot. `checked`: the players of a
 * snapshot this function already passed; an entry that is the same object at the same place needs
 * no second look at its counts -- a table previewing after each zone event re-reads one player and
 * keeps the others' objects.
 */
export function snapshotRefusal(state: GameState, snap: ScoringSnapshot, checked?: readonly PlayerSnapshot[]): string | undefined {
  if (typeof snap !== "object" || snap === undefined || !Array.isArray(snap.players)) return "the scoring snapshot has no players";
  if (snap.players.length !== state.seats.length) {
    return `the scoring snapshot lists ${snap.players.length} players, but ${state.seats.length} are playing`;
  }
  const listed: { [colour: string]: number } = {};
  for (const p of snap.players) {
    const c = typeof p === "object" && p !== undefined ? p.colour : undefined;
    if (typeof c === "string") listed[c] = (listed[c] === undefined ? 0 : listed[c]) + 1;
  }
  for (const colour of state.seats) {
    if (listed[colour] !== 1) return `the scoring snapshot must list ${colour} exactly once`;
  }
  // Every seat listed once among as many entries as seats: each entry is a seat, a known colour.
  for (let i = 0; i < snap.players.length; i++) {
    const p = snap.players[i];
    const bad = checked !== undefined && checked[i] === p ? undefined : playerCountsRefusal(p);
    if (bad !== undefined) return bad;
  }
  if (snap.thirdPlayer !== undefined) {
    if (state.playerCount !== 2) return "only a 2-player game has a third player";
    for (const a of ["tycoon", "warlord", "keeper", "empath"] as const) {
      if (!isCount(snap.thirdPlayer[a], 50)) return `the third player's ${a} count must be a whole number from 0`;
    }
    const tokens = snap.thirdPlayer.tokens;
    if (tokens !== undefined && (!Array.isArray(tokens) || tokens.some((r) => COUNT_KEYS.indexOf(r) < 0))) return "the third player's tokens must be resource types";
  }
  return undefined;
}

/** What each ambition counts (p.18). Weapon Guild cards count for nothing. */
export function ambitionCount(p: PlayerSnapshot, ambition: Ambition): number {
  if (ambition === "tycoon") return p.resources.material + p.resources.fuel + p.guildCards.material + p.guildCards.fuel;
  if (ambition === "tyrant") return p.captives;
  if (ambition === "warlord") return p.trophies;
  if (ambition === "keeper") return p.resources.relic + p.guildCards.relic;
  if (ambition === "empath") return p.resources.psionic + p.guildCards.psionic;
  return 0;
}

function thirdCount(state: GameState, snap: ScoringSnapshot, ambition: Ambition): number {
  if (state.playerCount !== 2) return 0;
  const src = snap.thirdPlayer !== undefined ? snap.thirdPlayer : state.thirdPlayer;
  if (src === undefined) return 0;
  if (ambition === "tycoon") return src.tycoon;
  if (ambition === "warlord") return src.warlord;
  if (ambition === "keeper") return src.keeper;
  if (ambition === "empath") return src.empath;
  return 0;
}

function snapFor(snap: ScoringSnapshot, colour: Colour): PlayerSnapshot {
  for (const p of snap.players) if (p.colour === colour) return p;
  return snap.players[0];
}

/** Seat i's snapshot: snapshots list players in seat order (the table's does); look further only when one does not. */
function seatSnap(snap: ScoringSnapshot, i: number, colour: Colour): PlayerSnapshot {
  const at = snap.players[i];
  return at !== undefined && at.colour === colour ? at : snapFor(snap, colour);
}

function contenderName(c: Contender): string {
  return c === "third" ? "the third player" : c;
}

/** One ambition's result (p.18), or undefined when no marker is on it. Depends only on ambitionInputs. */
export function scoreAmbition(state: GameState, snap: ScoringSnapshot, ambition: Ambition): AmbitionResult | undefined {
  // Loops, not filter/map: the table previews this after each zone event, in TTS's Lua.
  let high = 0;
  let low = 0;
  const markerIds: string[] = [];
  for (const m of state.markers) {
    if (m.at !== ambition) continue;
    high += markerFirst(m);
    low += markerSecond(m);
    markerIds.push(m.id);
  }
  if (markerIds.length === 0) return undefined;
  const counts: AmbitionCount[] = [];
  for (let i = 0; i < state.seats.length; i++) {
    counts.push({ who: state.seats[i], count: ambitionCount(seatSnap(snap, i, state.seats[i]), ambition) });
  }
  if (state.playerCount === 2) counts.push({ who: "third", count: thirdCount(state, snap, ambition) });
  const result: AmbitionResult = {
    ambition,
    markers: markerIds,
    firstPower: high,
    secondPower: low,
    counts,
    second: [],
    awards: [],
    notes: [],
  };
  const name = capitalise(ambition);
  const qualified: AmbitionCount[] = [];
  for (const c of counts) if (c.count > 0) qualified.push(c);
  if (qualified.length === 0) {
    result.notes.push(`nobody has any for ${name}: nobody gains Power (qualifying, p.18)`);
    return result;
  }
  const { top, firsts, sec, seconds } = places(qualified);
  const award = (who: Contender, place: "first" | "second", why: string): void => {
    if (who === "third") {
      result.notes.push(`the third player takes ${place} place in ${name} but never gains Power (p.19)`);
      return;
    }
    let power = place === "first" ? high : low;
    let bonus = 0;
    let reason = `${place} place in ${name} (${why})`;
    const p = playerState(state, who);
    for (const special of SECOND_PLACE_LEADERS) {
      if (p !== undefined && p.leader === special.leader && special.ambition === ambition) {
        if (place === "second") {
          result.notes.push(`${who} (${special.name}) gains no Power for second place in ${name}`);
          return;
        }
        power = low;
        reason = `${reason}; as the ${special.name}, first place pays second place's ${low}, no bonus`;
        result.awards.push({ player: who, ambition, place, power, bonus: 0, reason });
        return;
      }
    }
    if (place === "first") {
      bonus = cityBonusPower(snapFor(snap, who).citiesOnBoard);
      if (bonus > 0) reason = `${reason} + ${bonus} bonus city Power`;
      power += bonus;
    }
    result.awards.push({ player: who, ambition, place, power, bonus, reason });
  };
  if (firsts.length === 1) {
    result.first = firsts[0].who;
    award(firsts[0].who, "first", `${top}, the most`);
    if (seconds.length === 1) {
      result.second = [seconds[0].who];
      award(seconds[0].who, "second", `${sec}, the second most`);
    } else if (seconds.length > 1) {
      result.notes.push(
        `${listText(seconds.map((c) => contenderName(c.who)))} tie for second place in ${name} with ${sec}: they do not place (p.18)`,
      );
    }
  } else {
    result.notes.push(
      `${listText(firsts.map((c) => contenderName(c.who)))} tie for first place in ${name} with ${top}: all of them get second place and no bonus (p.18)`,
    );
    for (const c of firsts) {
      result.second.push(c.who);
      award(c.who, "second", `tied for first with ${top}`);
    }
  }
  return result;
}

/**
 * The places of an ambition (p.18) among the qualified counts (each above 0): the most (`top`) and
 * who has it, then the most of the rest (`sec`) and who has that (none when all share the most).
 * Also the campaign's Fate ambitions (campaign/fateAmbitions.ts).
 */
export function places<T extends { count: number }>(qualified: readonly T[]): { top: number; firsts: T[]; sec: number; seconds: T[] } {
  let top = 0;
  for (const c of qualified) if (c.count > top) top = c.count;
  let sec = 0;
  for (const c of qualified) if (c.count < top && c.count > sec) sec = c.count;
  return { top, firsts: qualified.filter((c) => c.count === top), sec, seconds: qualified.filter((c) => c.count === sec) };
}

/**
 * What scoreAmbition reads of the snapshot for `ambition`, as numbers: per seat its count and its
 * cities on the board, then the third player's count; undefined when no marker is on the ambition
 * (nobody scores it, whatever the counts). For one state, equal numbers give equal results, so a
 * table previewing often may keep a result by (state, numbers) without building any text.
 */
export function ambitionCounts(state: GameState, snap: ScoringSnapshot, ambition: Ambition): number[] | undefined {
  let marked = false;
  for (const m of state.markers) {
    if (m.at === ambition) {
      marked = true;
      break;
    }
  }
  if (!marked) return undefined;
  const out: number[] = [];
  for (let i = 0; i < state.seats.length; i++) {
    const p = seatSnap(snap, i, state.seats[i]);
    out.push(ambitionCount(p, ambition));
    out.push(p.citiesOnBoard);
  }
  out.push(thirdCount(state, snap, ambition));
  return out;
}

/** Scores every ambition that has markers (p.18) and lists the cleanup (p.19 step 2). Pure. */
export function scoreChapter(state: GameState, snapshot: ScoringSnapshot): Result<ScoringReport> {
  if (state.phase !== "scoring") return refuse(`there is nothing to score now (the game is in its ${state.phase} step)`);
  const bad = snapshotRefusal(state, snapshot);
  if (bad !== undefined) return refuse(bad);
  const cards = scoringCardsRefusal(snapshot);
  if (cards !== undefined) return refuse(cards);
  const ambitions: AmbitionResult[] = [];
  for (const a of AMBITIONS) {
    const r = scoreAmbition(state, snapshot, a);
    if (r !== undefined) ambitions.push(r);
  }
  const report = reportOf(state, ambitions);
  // Card powers' cleanup (the Cartels) comes before the markers' return, the last line.
  const discards: ScoringReport["discards"] = [];
  const extra = afterScoringInstructions(snapshot, discards);
  if (extra.length > 0) {
    report.discards = discards;
    const last = report.instructions.length - 1;
    report.instructions = report.instructions.slice(0, last).concat(extra).concat(report.instructions.slice(last));
  }
  return ok(report);
}

/** The chapter's report from its ambitions' results: Power gained, totals, the cleanup (p.19). */
export function reportOf(state: GameState, ambitions: AmbitionResult[]): ScoringReport {
  // One pass over the awards and the ambitions (the preview runs this after each zone event).
  const gained: { [colour: string]: number } = {};
  let returnTrophies = false;
  let returnCaptives = false;
  let tycoon = false;
  for (const r of ambitions) {
    if (r.ambition === "warlord") returnTrophies = true;
    else if (r.ambition === "tyrant") returnCaptives = true;
    else if (r.ambition === "tycoon") tycoon = true;
    for (const a of r.awards) gained[a.player] = (gained[a.player] === undefined ? 0 : gained[a.player]) + a.power;
  }
  const gains: { player: Colour; power: number }[] = [];
  const totals: { player: Colour; power: number }[] = [];
  for (const colour of state.seats) {
    const gain = gained[colour] === undefined ? 0 : gained[colour];
    gains.push({ player: colour, power: gain });
    const p = playerState(state, colour);
    totals.push({ player: colour, power: (p === undefined ? 0 : p.power) + gain });
  }
  const instructions: string[] = [];
  if (returnTrophies) instructions.push("Warlord was scored: return all Trophies to their owners");
  if (returnCaptives) instructions.push("Tyrant was scored: return all Captives to their owners");
  if (tycoon) {
    for (const p of state.players) {
      if (p.leader === "LEAD03") instructions.push(`${p.colour} (Fuel-Drinker, Lavish) discards all Fuel: Tycoon scored`);
    }
  }
  instructions.push("return the ambition markers to Available and flip the lowest unflipped one");
  return { chapter: state.chapter, ambitions, gains, totals, returnTrophies, returnCaptives, instructions };
}

/** The readable line of one ambition's result. */
export function ambitionLine(r: AmbitionResult): string {
  const head = `${capitalise(r.ambition)} (${r.firstPower}/${r.secondPower}):`;
  const parts: string[] = [];
  for (const a of r.awards) parts.push(`${a.player} +${a.power} for ${a.reason}`);
  for (const n of r.notes) parts.push(n);
  return `${head} ${parts.length === 0 ? "nobody places" : parts.join("; ")}`;
}

/** Readable lines of a report, for previews and logs. */
export function reportLines(report: ScoringReport): string[] {
  const lines: string[] = [];
  for (const r of report.ambitions) lines.push(ambitionLine(r));
  for (const i of report.instructions) lines.push(i);
  return lines;
}
