/**
 * Chapter end in a campaign (BR pp.8-9): the scoring room asks this file instead of the base preview
 * once `s.campaign` is set (a base game never calls it). The preview is the core's own answer: the
 * `score` command (with the map, for Fate ambitions and objectives, BR p.10) tried on the state,
 * after the entered grand ambitions in Act III, and read back: the base ambitions, the Fate
 * ambitions (data-driven, fateAmbitions.ts), objective markers moving, grand ambitions with this
 * chapter's chapter-track values, a final objective's win, Power after scoring (negative allowed),
 * and what follows (no early end by Power).
 *
 * Grand ambitions (Act III, "A"/"B" Fates, BR p.9): the core counts the lines it can check
 * (fates/grandChecks.ts), read here ahead from the `score` tried with none given; each player gives
 * only the rest, on a row visible to that colour alone (TTS `visibility`) that says what the core
 * counted and offers 0..(their lines) buttons, the click checked again. The confirmer sends them as
 * `grandAmbitions` (`checked`), then `score`; entries wait in a saved section. Power labels: powerLabels.ts.
 * The Redeemer's row (F1901B, a "C" Fate: no grand ambitions) offers 0..(their Relics read) to scrap
 * after scoring while the core's trial says they won an ambition; `score` carries it (`relics`), the
 * core checks it, and the table lays the Relics on the Scrapped spot (BR p.28). The Arbiter's holder
 * (F2403) is named on the preview, with each Rival's gifts so far; each gift is checked by arbiter.ts.
 */
import type { Colour } from "../../core/data/vocabulary";
import { COLOURS } from "../../core/data/vocabulary";
import { chapterTrackFor } from "../../core/data/campaign/campaignPieces";
import { apply } from "../../core/rules";
import type { Result } from "../../core/result";
import { reportLines } from "../../core/game/scoring";
import type { Command, GameState, ScoreCommand, ScoringSnapshot } from "../../core/game/types";
import { wonAny } from "../../core/campaign/fates/objectiveReads";
import { readArea, readZone } from "../lib/boards";
import { tagsResource } from "../lib/pieceTags";
import { toScrapped } from "../court/campaignMoves";
import type { CampaignState } from "../../core/campaign/types";
import { withImperialTrust } from "../../core/campaign/fates/monopolies";
import { grandLines } from "../../core/campaign/fates/grandChecks";
import type { GrandLine } from "../../core/campaign/fates/grandChecks";
import type { MapSnapshot } from "../../core/map/snapshot";
import { readCampaignMap } from "../lib/campaignMap";
import { withFateTokens } from "../lib/fateTokensOnMap";
import { refuseTo } from "../lib/chat";
import { exposeGlobal } from "../lib/globals";
import { CLOCKWISE } from "../lib/clockwise";
import { asColour } from "../lib/table";
import { setUiAttribute } from "../lib/ui";
import { game, registerSavedFeature } from "../session/session";
import { onRedraw } from "../session/redraw";
import { paintPowerLabels } from "./powerLabels";
import { objectiveLines, signed } from "./previewLines";
import { findByColour } from "../../core/util/byId";

/** Each "A"/"B" player's grand ambitions fulfilled this chapter end among the lines the core does not check, as they gave them. */
let entries: { [colour: string]: number } = {};
/** The chapter the entries are for ("act:chapter"): a new chapter end starts empty. */
let entriesFor = "";
/** The core's reading of each giver's lines at the last preview (not saved: a load previews again), for chapter `linesFor`. */
let lines: { [colour: string]: GrandLine[] } = {};
let linesFor = "";
/** The Relics the Redeemer may scrap (F1901B) at the last preview (not saved: a load previews again). */
let relicMax = 0;

function chapterKey(s: GameState): string {
  const c = s.campaign as CampaignState;
  return `${c.act}:${s.chapter}`;
}

/** Act III chapter end: the players with grand ambitions ("A"/"B" Fates, BR p.9). */
export function grandGivers(s: GameState): Colour[] {
  const c = s && s.campaign;
  if (c === undefined || c.act !== "III" || s.phase !== "scoring") return [];
  const out: Colour[] = [];
  for (const p of c.players) if (p.letter !== "C") out.push(p.colour);
  return out;
}

/** Act III: the Redeemer (F1901B "Shatter the Relics"). */
function redeemer(s: GameState): Colour | undefined {
  for (const p of s.campaign === undefined ? [] : s.campaign.players) if (p.fate === "FATE19") return p.colour;
  return undefined;
}

/** The rows due: the grand ambitions' givers, and the Redeemer while they may scrap Relics. */
function rowOwners(s: GameState): Colour[] {
  const r = redeemer(s);
  return r !== undefined && s.phase === "scoring" && relicMax > 0 ? grandGivers(s).concat([r]) : grandGivers(s);
}

/** How many of `colour`'s lines the core leaves them to give, the Redeemer's Relics (undefined: not read yet). */
function ownCount(s: GameState, colour: Colour): number | undefined {
  if (colour === redeemer(s)) return relicMax;
  const l = linesFor === chapterKey(s) ? lines[colour] : undefined;
  return l && l.filter((x) => x.met === undefined).length;
}

/** A giver's entry: 0 with nothing to give; none when what they gave is past their lines now. */
function entryOf(s: GameState, colour: Colour): number | undefined {
  const own = ownCount(s, colour);
  if (own === 0) return 0;
  const n = entriesFor === chapterKey(s) ? entries[colour] : undefined;
  return n !== undefined && own !== undefined && n > own ? undefined : n;
}

/** The grand ambitions command from the entries (a player who gave none counts 0 in a trial). */
function grandCommand(s: GameState): Command {
  const results: { player: Colour; fulfilled: number }[] = [];
  for (const colour of grandGivers(s)) results.push({ player: colour, fulfilled: entryOf(s, colour) ?? 0 });
  return { type: "grandAmbitions", checked: true, results };
}

/** The core's reading of each giver's lines, from the `score` tried with none given (its report: who won). */
function readLines(s: GameState, snap: ScoringSnapshot, map: MapSnapshot): Result<GameState> {
  lines = {};
  linesFor = chapterKey(s);
  const g = apply(s, { type: "grandAmbitions", checked: true, results: [] });
  const r = g.ok ? apply(g.value, { type: "score", snapshot: snap, map }) : g;
  if (!r.ok) return r;
  const read = { ...s };
  read.lastScoring = r.value.lastScoring;
  const trusted = withImperialTrust(s, snap);
  for (const p of (s.campaign as CampaignState).players) if (p.letter !== "C") lines[p.colour] = grandLines(read, p, s.chapter, trusted, map);
  return r;
}

/** The grand ambitions given so far, as text (the preview is redrawn when it changes). */
export function grandKey(s: GameState): string {
  let out = "";
  for (const colour of rowOwners(s)) {
    const n = entryOf(s, colour);
    out += `${colour}${n === undefined ? "?" : String(n)}`;
  }
  return out;
}

/** Who has not given their grand ambitions yet (nothing to give: none). */
export function grandMissing(s: GameState): Colour[] {
  return grandGivers(s).filter((c) => entryOf(s, c) === undefined);
}

/** The commands that end the chapter: the grand ambitions first when due, then `score` with the map. */
export function campaignScoreCommands(s: GameState, snap: ScoringSnapshot, map: MapSnapshot): Command[] {
  const out: Command[] = [];
  if (grandGivers(s).length > 0) out.push(grandCommand(s));
  out.push(scoreCommand(s, snap, map));
  return out;
}

/** The `score`, with the Relics the Redeemer chose to scrap (F1901B). */
function scoreCommand(s: GameState, snap: ScoringSnapshot, map: MapSnapshot): ScoreCommand {
  // No Redeemer: ownCount's 0 (relicMax), so 0.
  return { type: "score", snapshot: snap, map, relics: entryOf(s, redeemer(s) as Colour) };
}

/** F1901B: the Relics the Redeemer scrapped, from their board and play area onto the Scrapped spot (BR p.28: out of the game). */
export function scrapRelicTokens(after: GameState, n: number): void {
  const r = redeemer(after) as Colour;
  let left = n;
  if (n > 0) {
    for (const t of readZone("resources-zone", r).concat(readArea(r).objs)) {
      if (left > 0 && tagsResource(t.tags) === "relic") {
        left -= 1;
        toScrapped(t.obj);
      }
    }
  }
}

function grandText(s: GameState, c: CampaignState): string[] {
  const space = chapterTrackFor("III").chapters[s.chapter - 1];
  if (space === undefined || space.grandLower === undefined || space.grandHigher === undefined) return [];
  const out = [`Grand ambitions, chapter ${s.chapter} (BR p.9): one fulfilled +${space.grandLower}, both +${space.grandHigher}; checkable lines are counted, each "A"/"B" player gives the rest.`];
  const given: string[] = [];
  for (const p of c.players) {
    if (p.letter === "C") continue;
    const n = entryOf(s, p.colour);
    given.push(`${p.colour} ${ownCount(s, p.colour) === 0 ? "nothing to give" : n === undefined ? "not given yet" : String(n)}`);
  }
  if (given.length > 0) out.push(`Given: ${given.join(", ")}`);
  return out;
}

/** The campaign preview: the core's `score` tried on the state (after the grand ambitions in Act III), read back. */
export function campaignPreviewText(s: GameState, snap: ScoringSnapshot, map: MapSnapshot): string {
  const c = s.campaign as CampaignState;
  const lines: string[] = [];
  // F2403 "At the start of scoring, you may give ...": before the confirm.
  const gifts = (c.arbiterGifts ?? []).map((g) => ` ${g.to} ${g.given} of ${g.slots}`).join();
  for (const p of snap.players) if ((p.cards ?? []).indexOf("F2403") >= 0) lines.push(`The Arbiter (F2403): ${p.colour} may first give Rivals Trophies, Captives, resources, each moved into theirs, up to their empty resource slots.${gifts === "" ? "" : ` Given:${gifts}.`}`);
  const givers = grandGivers(s);
  let r = givers.length > 0 ? readLines(s, snap, map) : apply(s, { type: "score", snapshot: snap, map });
  const red = redeemer(s);
  const mine = findByColour(snap.players, red)!;
  relicMax = r.ok && mine !== undefined && wonAny(r.value, mine.colour) ? mine.resources.relic : 0;
  paintGrand(s);
  let given = false;
  for (const colour of givers) if (entryOf(s, colour) !== undefined && entryOf(s, colour) !== 0) given = true;
  const score = scoreCommand(s, snap, map);
  if (r.ok && (given || (score.relics ?? 0) > 0)) {
    const g = apply(s, grandCommand(s));
    r = g.ok ? apply(g.value, score) : g;
  }
  if (!r.ok) return `The table cannot be scored: ${r.reason}`;
  const after = r.value;
  if (after.lastScoring !== undefined) for (const l of reportLines(after.lastScoring)) lines.push(l);
  const scored = `chapter ${s.chapter} is scored`;
  let next = "";
  for (const e of after.events) {
    if (e.kind === "scored" && e.text !== scored && e.text.indexOf("objective advances") < 0) lines.push(e.text);
    if (e.kind === "chapterAdvanced" || e.kind === "gameOver") next = e.text;
  }
  if (c.act === "III") for (const l of grandText(s, c)) lines.push(l);
  for (const l of objectiveLines(c, after.campaign, c.act)) lines.push(l);
  const totals: string[] = [];
  for (const p of after.players) {
    const was = findByColour(s.players, p.colour)!;
    totals.push(`${p.colour} ${p.power} (${signed(p.power - (was === undefined ? 0 : was.power))})`);
  }
  lines.push(`Power after scoring: ${totals.join(", ")} (may be negative; no early end by Power, BR p.8)`);
  if (next !== "") lines.push(`Then: ${next}`);
  const missing = grandMissing(s);
  if (missing.length > 0) lines.push(`Waiting for ${missing.join(", ")} to give their grand ambitions.`);
  lines.push(`${s.initiative} (initiative) or the host confirms.`);
  return lines.join("\n");
}

// ---- grand ambitions: each player's own buttons ---------------------------------------------------

/** What a giver's row says: the core's lines, then what is left to them. */
function rowText(s: GameState, colour: Colour): string {
  if (colour === redeemer(s)) return "Relics to scrap, 2 each (F1901B):";
  const l = linesFor === chapterKey(s) ? lines[colour] : undefined;
  if (l === undefined) return "Grand ambitions you fulfilled this chapter:";
  const core = l.filter((x) => x.met !== undefined).map((x) => `${x.card} ${x.met === true ? "yes" : "no"} (${x.why})`);
  const own = l.length - core.length;
  return `${core.length > 0 ? `The core counts: ${core.join("; ")}. ` : ""}${own === 0 ? "Nothing for you to give." : `Of your other ${own}, you fulfilled:`}`;
}

export function onGrandClicked(clicker: string, colour: Colour, n: number): void {
  const s = game();
  if (s === undefined || rowOwners(s).indexOf(colour) < 0) {
    refuseTo(clicker, "nothing to choose on this row now");
    return;
  }
  if (asColour(clicker) !== colour) {
    refuseTo(clicker, `only ${colour} chooses on this row`);
    return;
  }
  const own = ownCount(s, colour);
  if (own !== undefined && n > own) {
    refuseTo(clicker, `${colour} may choose at most ${own} here`);
    return;
  }
  if (entriesFor !== chapterKey(s)) {
    entries = {};
    entriesFor = chapterKey(s);
  }
  entries[colour] = n;
}

/** The last paint hid every grand-ambition row (none due): they stay hidden until some are due. */
let grandHidden = false;

/**
 * The grand-ambition rows, each shown to its own colour while due: what the core counted, the values
 * given on the buttons (as many as the lines left to the player).
 * Not `full` (after a command), skipped while none is due and none shows (issue 14).
 */
export function paintGrand(s: GameState | undefined, full = true): void {
  const givers = s === undefined ? [] : rowOwners(s);
  if (!full && grandHidden && givers.length === 0) return;
  grandHidden = givers.length === 0;
  setUiAttribute("arcsGrandPanel", "active", givers.length > 0 ? "true" : "false");
  for (const colour of COLOURS) {
    const due = givers.indexOf(colour) >= 0;
    setUiAttribute(`arcsGrand${colour}`, "active", due ? "true" : "false");
    if (!due || s === undefined) continue;
    const n = entryOf(s, colour);
    const own = ownCount(s, colour);
    setUiAttribute(`arcsGrand${colour}Text`, "text", rowText(s, colour));
    for (let k = 0; k <= 5; k++) {
      setUiAttribute(`arcsGrand${colour}_${k}`, "text", n === k ? `[${k}]` : `${k}`);
      setUiAttribute(`arcsGrand${colour}_${k}`, "active", (own === undefined ? k <= 2 : own > 0 && k <= own) ? "true" : "false");
    }
  }
}

function restoreEntries(data: unknown): string | undefined {
  entries = {};
  entriesFor = "";
  if (data === undefined) return undefined;
  if (typeof data !== "object" || data === null) return "the grand ambitions given are not readable";
  const d = data as { for?: unknown; entries?: unknown };
  if (typeof d.for !== "string" || typeof d.entries !== "object" || d.entries === null) return "the grand ambitions given are not readable";
  const e = d.entries as { [k: string]: unknown };
  for (const colour of COLOURS) {
    const n = e[colour];
    if (typeof n === "number" && n >= 0) entries[colour] = n;
  }
  entriesFor = d.for;
  return undefined;
}

export function installCampaignScoring(): void {
  for (const colour of CLOCKWISE) {
    for (let n = 0; n <= 5; n++) {
      const k = n;
      exposeGlobal(`arcsGrand${colour}_${n}`, (player: { color: string }) => {
        onGrandClicked(player.color, colour, k);
        const s = game();
        paintGrand(s);
        refreshAfterGrand();
      });
    }
  }
  registerSavedFeature("campaignScoring", {
    save: () => (entriesFor === "" ? undefined : { for: entriesFor, entries }),
    restore: (data) => restoreEntries(data),
  });
  onRedraw("campaignScoring", (full) => {
    const s = game();
    if (s === undefined || s.campaign === undefined) {
      if (full) paintGrand(undefined);
      return;
    }
    paintGrand(s, full);
    paintPowerLabels(s, full);
  });
}

/** Set by the scoring room: redraw its preview after a grand ambition is given. */
let refreshAfterGrand: () => void = () => undefined;
export function onGrandGiven(f: () => void): void {
  refreshAfterGrand = f;
}

/** The map for the chapter's score, read only in a campaign, with the Fate tokens on it (the counted objectives). */
export function campaignMap(): MapSnapshot {
  return withFateTokens(readCampaignMap());
}
