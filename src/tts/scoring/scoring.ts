/**
 * Chapter end (rulebook pp.18-19): when the core reaches its "scoring" phase, the table is read into
 * a ScoringSnapshot and a PREVIEW of the core's scoreChapter (who gets what and why) is shown to
 * everyone in a panel, kept up to date as pieces enter or leave the counted zones. The initiative
 * holder or the host confirms (others are refused privately); the `score` command then applies the
 * same report, and the table's cleanup follows: power markers, Trophies and Captives returned when
 * Warlord / Tyrant were scored, ambition markers back (one flipped), chapter marker advanced.
 *
 * The next chapter's deal: the core moves to its "deal" phase; dealing is the setup feature's job
 * (it reacts to `onApplied` with `after.phase === "deal"`). Nothing here deals.
 */
import { AMBITIONS } from "../../core/data/vocabulary";
import { ambitionCounts, ambitionLine, reportLines, reportOf, scoreAmbition, snapshotRefusal } from "../../core/game/scoring";
import type { AmbitionResult, Command, GameState, PlayerSnapshot, ScoringReport, ScoringSnapshot } from "../../core/game/types";
import { announce, refuseTo, tell } from "../lib/chat";
import { on } from "../lib/events";
import type { TagSet } from "../lib/events";
import { exposeGlobal } from "../lib/globals";
import { isHost } from "../lib/seats";
import { setUiAttribute } from "../lib/ui";
import { game, onApplied, submit } from "../session/session";
import { onRedraw } from "../session/redraw";
import { forgetCities, forgetZone, readScoringSnapshot, snapshotKey } from "./read";
import { installConspiracyGuess, returnRevealed, withConspiracies } from "./conspiracies";
import { applyScoringToTable } from "./cleanup";
import { campaignMap, campaignPreviewText, campaignScoreCommands, grandKey, grandMissing, installCampaignScoring, onGrandGiven, scrapRelicTokens } from "./campaign";
import { mapKey } from "./previewLines";
import { installArbiter } from "./arbiter";

/** The snapshot the panel currently shows (confirming checks the table still shows it). */
let previewKey: string | undefined;
/** The preview shown is a campaign's (it also watches the map's system zones). */
let previewIsCampaign = false;

function totalsLine(report: ScoringReport): string {
  const parts: string[] = [];
  for (const t of report.totals) {
    let gain = 0;
    for (const g of report.gains) if (g.player === t.player) gain = g.power;
    parts.push(`${t.player} ${t.power} (+${gain})`);
  }
  return `Power after scoring: ${parts.join(", ")}`;
}

/** Attributes are only sent when they change (lib/ui forgets what it sent when the XML is set again). */
const setUi = setUiAttribute;

function showPanel(title: string, text: string, confirmable: boolean): void {
  setUi("arcsScoringTitle", "text", title);
  setUi("arcsScoringText", "text", text);
  setUi("arcsScoringConfirmButton", "active", confirmable ? "true" : "false");
  setUi("arcsScoringRecountButton", "active", confirmable ? "true" : "false");
  setUi("arcsScoringPanel", "active", "true");
}

function hidePanel(): void {
  previewKey = undefined;
  setUi("arcsScoringPanel", "active", "false");
}

/**
 * Each ambition's last result and line with what it was scored from (the state object and the core's
 * ambitionCounts): a piece moved changes one ambition's counts, so the preview re-scores that one
 * and reuses the rest, comparing numbers rather than building keys.
 */
interface Scored {
  state: GameState;
  counts: number[];
  result: AmbitionResult;
  line: string;
}
const lastScored: { [ambition: string]: Scored } = {};

function sameCounts(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function memoAmbition(s: GameState, snap: ScoringSnapshot, ambition: (typeof AMBITIONS)[number]): Scored | undefined {
  const counts = ambitionCounts(s, snap, ambition);
  if (counts === undefined) return undefined;
  const hit = lastScored[ambition];
  if (hit !== undefined && hit.state === s && sameCounts(hit.counts, counts)) return hit;
  const result = scoreAmbition(s, snap, ambition) as AmbitionResult;
  const entry: Scored = { state: s, counts, result, line: ambitionLine(result) };
  lastScored[ambition] = entry;
  return entry;
}

/** The player snapshots the core last found sound, for this state (the read keeps unchanged players' objects). */
let checkedFor: GameState | undefined;
let checked: PlayerSnapshot[] = [];

function refusalOf(s: GameState, snap: ScoringSnapshot): string | undefined {
  if (checkedFor !== s) checked = [];
  const bad = snapshotRefusal(s, snap, checked);
  checkedFor = s;
  checked = bad === undefined ? snap.players.slice() : [];
  return bad;
}

/** The preview text of a snapshot (the core's scoring, one ambition at a time), or why it cannot be scored. */
export function previewText(s: GameState, snap: ScoringSnapshot): string {
  if (s.phase !== "scoring") return `Nothing to score now (the game is in its ${s.phase} step)`;
  const bad = refusalOf(s, snap);
  if (bad !== undefined) return `The table cannot be scored: ${bad}`;
  const results: AmbitionResult[] = [];
  const lines: string[] = [];
  for (const a of AMBITIONS) {
    const m = memoAmbition(s, snap, a);
    if (m === undefined) continue;
    results.push(m.result);
    lines.push(m.line);
  }
  const report = reportOf(s, results);
  for (const i of report.instructions) lines.push(i);
  if (results.length === 0) lines.unshift("No ambition was declared: nobody scores.");
  lines.push(totalsLine(report));
  lines.push(`${s.initiative} (initiative) or the host confirms.`);
  return lines.join("\n");
}

/** A campaign's preview also depends on the map (Fate ambitions, objectives) and the grand ambitions given. */
function campaignKey(s: GameState, snap: ScoringSnapshot, map: ReturnType<typeof campaignMap>): string {
  return `${snapshotKey(snap)}#${mapKey(map)}#${grandKey(s)}#${(snap.conspiracies ?? []).map((c) => c.ambition).join()}`;
}

/**
 * The scoring handler: read the table (`fresh`: all of it; else what no event has changed is
 * reused), ask the core, show the preview to everyone. A campaign (checked once) reads the map too.
 */
export function refreshScoringPreview(fresh = true): void {
  const s = game();
  if (s === undefined || s.phase !== "scoring") {
    if (previewKey !== undefined) hidePanel();
    return;
  }
  const snap = withConspiracies(s, readScoringSnapshot(s, fresh), false);
  if (s.campaign !== undefined) {
    const map = campaignMap();
    const ckey = campaignKey(s, snap, map);
    if (!fresh && ckey === previewKey) return;
    previewKey = ckey;
    previewIsCampaign = true;
    showPanel(`Act ${s.campaign.act}, chapter ${s.chapter} ends: scoring preview`, campaignPreviewText(s, snap, map), true);
    return;
  }
  const key = snapshotKey(snap);
  if (!fresh && key === previewKey) return;
  previewKey = key;
  previewIsCampaign = false;
  showPanel(`Chapter ${s.chapter} ends: scoring preview`, previewText(s, snap), true);
}

/** Campaign confirm: every grand ambition given, the table as previewed, then the core's commands in turn. */
function confirmCampaign(s: GameState, player: { color: string }): void {
  const missing = grandMissing(s);
  if (missing.length > 0) {
    refuseTo(player.color, `first ${missing.join(", ")} give their grand ambitions with their buttons (BR p.9)`);
    return;
  }
  const snap = withConspiracies(s, readScoringSnapshot(s), false);
  const map = campaignMap();
  if (campaignKey(s, snap, map) !== previewKey) {
    refreshScoringPreview();
    tell(player.color, "The table changed: check the new preview, then confirm.");
    return;
  }
  for (const command of campaignScoreCommands(s, withConspiracies(s, snap, true), map)) {
    const r = submit(command);
    if (!r.ok) {
      refuseTo(player.color, r.reason);
      return;
    }
  }
}

export function onConfirmClicked(player: { color: string }): void {
  const s = game();
  if (s === undefined || s.phase !== "scoring") {
    refuseTo(player.color, "there is no chapter to score now");
    return;
  }
  if (player.color !== s.initiative && !isHost(player.color)) {
    refuseTo(player.color, `only ${s.initiative} (the initiative holder) or the host confirms the scoring`);
    return;
  }
  if (s.campaign !== undefined) {
    confirmCampaign(s, player);
    return;
  }
  const snap = readScoringSnapshot(s);
  if (snapshotKey(snap) !== previewKey) {
    refreshScoringPreview();
    tell(player.color, "The table changed: check the new preview, then confirm.");
    return;
  }
  const r = submit({ type: "score", snapshot: snap });
  if (!r.ok) refuseTo(player.color, r.reason);
}

/** Power after scoring, from the state (a campaign adds Fate and grand ambitions to the base report). */
function powersLine(after: GameState): string {
  const parts: string[] = [];
  for (const p of after.players) parts.push(`${p.colour} ${p.power}`);
  return `Power after scoring: ${parts.join(", ")}`;
}

function afterScored(after: GameState): void {
  const report = after.lastScoring;
  if (report !== undefined) {
    for (const line of reportLines(report)) announce(line);
    announce(after.campaign === undefined ? totalsLine(report) : powersLine(after));
  }
  applyScoringToTable(after);
}

function onCommandApplied(after: GameState, command: Command, before: GameState): void {
  if (command.type === "score") {
    returnRevealed(before, command.snapshot);
    afterScored(after);
    scrapRelicTokens(after, command.relics ?? 0);
  }
}

/**
 * The chapter-end panel from the state: the preview while scoring (read from the table), the
 * result once the game is over, nothing otherwise. After a command only when phase or chapter changed.
 */
let scoringPhase = "";
let scoringChapter = 0;
export function paintScoring(full: boolean): void {
  const s = game();
  // The phase and the chapter, compared as they are (a key string built from them cost more).
  const phase = s === undefined ? "" : s.phase;
  const chapter = s === undefined ? 0 : s.chapter;
  if (!full && phase === scoringPhase && chapter === scoringChapter) return;
  scoringPhase = phase;
  scoringChapter = chapter;
  if (s !== undefined && s.phase === "scoring") {
    refreshScoringPreview();
    return;
  }
  if (s !== undefined && s.phase === "gameOver" && s.lastScoring !== undefined) {
    previewKey = undefined;
    showPanel("Game over", `${s.winner} wins the game.\n${s.campaign === undefined ? totalsLine(s.lastScoring) : powersLine(s)}`, false);
    return;
  }
  hidePanel();
}

/**
 * While the preview shows: a counted zone changed, or a city moved (on or off a board). Events come
 * in bursts (a handful of pieces moved together, a piece gliding through zones): the recount runs
 * once, on the next frame, for all of them.
 */
let recountDue = false;
function onZoneChange(zone: TTSObject, obj: TTSObject, zoneTags: TagSet): void {
  if (previewKey === undefined) return;
  let changed = forgetZone(zone);
  // A campaign's preview counts control on the map (Fate ambitions, objectives, BR p.10).
  if (!changed && previewIsCampaign && zoneTags.system === true) changed = true;
  if (obj.hasTag("city")) {
    forgetCities();
    changed = true;
  }
  if (!changed || recountDue) return;
  recountDue = true;
  Wait.frames(() => {
    recountDue = false;
    refreshScoringPreview(false);
  }, 1);
}

export function installScoring(): void {
  installCampaignScoring();
  installConspiracyGuess();
  installArbiter(() => refreshScoringPreview());
  onGrandGiven(() => refreshScoringPreview());
  exposeGlobal("arcsScoringConfirm", onConfirmClicked);
  exposeGlobal("arcsScoringRecount", () => refreshScoringPreview());
  onApplied(onCommandApplied);
  onRedraw("scoring", paintScoring);
  on("objectEnterZone", onZoneChange);
  on("objectLeaveZone", onZoneChange);
}
