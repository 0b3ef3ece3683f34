/**
 * Chapter end in a campaign (BR pp.8-9): the scoring room asks this file instead of the base preview
 * once `s.campaign` is set (a base game never calls it). The preview is the core's own answer: the
 * `score` command (with the map, for Fate ambitions and objectives, BR p.10) tried on the state,
 * after the entered grand ambitions in Act III, and read back: the base ambitions, the Fate
 * ambitions (data-driven, fateAmbitions.ts), objective markers moving, grand ambitions with this
 * chapter's chapter-track values, a final objective's win, Power after scoring (negative allowed),
 * and what follows (no early end by Power).
 *
 * Grand ambitions fulfilled (Act III, "A"/"B" Fates, BR p.9) are each player's to give: a row of
 * 0/1/2 buttons visible to that colour alone (TTS `visibility`), the click checked again. The
 * confirmer sends them as `grandAmbitions`, then `score`; entries wait in a saved section.
 *
 * Power below 0 or past the track (BR p.8 "use the second Power marker"): the marker stands on the
 * space of the Power's size and carries a label with the signed Power (docs/rules-decisions-campaign.md).
 */
import type { Colour } from "../../core/data/vocabulary";
import { COLOURS } from "../../core/data/vocabulary";
import { chapterTrackFor } from "../../core/data/campaign/campaignPieces";
import { apply } from "../../core/rules";
import { reportLines } from "../../core/game/scoring";
import type { Command, GameState, ScoringSnapshot } from "../../core/game/types";
import type { CampaignState } from "../../core/campaign/types";
import type { MapSnapshot } from "../../core/map/snapshot";
import { readCampaignMap } from "../lib/campaignMap";
import { refuseTo } from "../lib/chat";
import { exposeGlobal } from "../lib/globals";
import { CLOCKWISE } from "../lib/seats";
import { asColour, find } from "../lib/table";
import { addUiFragment, setUiAttribute } from "../lib/ui";
import { game, registerSavedFeature } from "../session/session";
import { onRedraw } from "../session/redraw";

const MAX_POWER_SPACE = 35;

/** Each "A"/"B" player's grand ambitions fulfilled this chapter end, as they gave them (0..2). */
let entries: { [colour: string]: number } = {};
/** The chapter the entries are for ("act:chapter"): a new chapter end starts empty. */
let entriesFor = "";

function campaignOf(s: GameState | undefined): CampaignState | undefined {
  return s === undefined ? undefined : s.campaign;
}

function chapterKey(s: GameState): string {
  const c = s.campaign as CampaignState;
  return `${c.act}:${s.chapter}`;
}

/** Act III chapter end, grand ambitions not yet sent: the players who give them ("A"/"B" Fates, BR p.9). */
export function grandGivers(s: GameState): Colour[] {
  const c = campaignOf(s);
  if (c === undefined || c.act !== "III" || s.phase !== "scoring" || c.grand !== undefined) return [];
  const out: Colour[] = [];
  for (const p of c.players) if (p.letter !== "C") out.push(p.colour);
  return out;
}

function entryOf(s: GameState, colour: Colour): number | undefined {
  if (entriesFor !== chapterKey(s)) return undefined;
  return entries[colour];
}

/** The grand ambitions command from the entries (a player who gave none counts 0 in a trial). */
function grandCommand(s: GameState): Command {
  const results: { player: Colour; fulfilled: number }[] = [];
  for (const colour of grandGivers(s)) {
    const n = entryOf(s, colour);
    results.push({ player: colour, fulfilled: n === undefined ? 0 : n });
  }
  return { type: "grandAmbitions", results };
}

/** The grand ambitions given so far, as text (the preview is redrawn when it changes). */
export function grandKey(s: GameState): string {
  let out = "";
  for (const colour of grandGivers(s)) {
    const n = entryOf(s, colour);
    out += `${colour}${n === undefined ? "?" : String(n)}`;
  }
  return out;
}

/** Who has not given their grand ambitions yet. */
export function grandMissing(s: GameState): Colour[] {
  return grandGivers(s).filter((c) => entryOf(s, c) === undefined);
}

/** The commands that end the chapter: the grand ambitions first when due, then `score` with the map. */
export function campaignScoreCommands(s: GameState, snap: ScoringSnapshot, map: MapSnapshot): Command[] {
  const out: Command[] = [];
  if (grandGivers(s).length > 0) out.push(grandCommand(s));
  out.push({ type: "score", snapshot: snap, map });
  return out;
}

/** A canonical text of the map's pieces (the preview re-reads when it changes). */
export function mapKey(map: MapSnapshot): string {
  const parts: string[] = [];
  for (const sys of map.systems) {
    let t = sys.system;
    for (const p of sys.pieces) t += `|${p.owner}:${p.kind}:${String(p.fresh)}/${String(p.damaged)}`;
    parts.push(t);
  }
  return parts.join(";");
}

function signed(n: number): string {
  return n < 0 ? `${n}` : `+${n}`;
}

function grandLines(s: GameState, c: CampaignState): string[] {
  const space = chapterTrackFor("III").chapters[s.chapter - 1];
  if (space === undefined || space.grandLower === undefined || space.grandHigher === undefined) return [];
  const lines = [`Grand ambitions, chapter ${s.chapter} (BR p.9): one fulfilled +${space.grandLower}, both +${space.grandHigher}; each "A"/"B" player gives theirs with the buttons only they see.`];
  const given: string[] = [];
  for (const p of c.players) {
    if (p.letter === "C") continue;
    const n = entryOf(s, p.colour);
    given.push(`${p.colour} ${n === undefined ? "not given yet" : String(n)}`);
  }
  if (given.length > 0) lines.push(`Given: ${given.join(", ")}`);
  return lines;
}

function objectiveLines(before: CampaignState, after: CampaignState | undefined, act: string): string[] {
  const lines: string[] = [];
  for (const p of before.players) {
    if (p.objective === undefined) continue;
    const was = p.objective;
    const q = after === undefined ? undefined : after.players.filter((x) => x.colour === p.colour)[0];
    const now = q === undefined || q.objective === undefined ? was : q.objective;
    const what = act === "III" ? "final objective" : "objective";
    const done = now === 0 ? (act === "III" ? ": complete (wins with at least 1 Power, BR p.9)" : ": complete (BR p.8)") : "";
    lines.push(`${p.colour}'s ${what} marker: ${was === now ? `stays on ${now}` : `${was} -> ${now}`}${done}`);
  }
  return lines;
}

/** The campaign preview: the core's `score` tried on the state (after the grand ambitions in Act III), read back. */
export function campaignPreviewText(s: GameState, snap: ScoringSnapshot, map: MapSnapshot): string {
  const c = s.campaign as CampaignState;
  const lines: string[] = [];
  let base = s;
  if (grandGivers(s).length > 0) {
    const g = apply(s, grandCommand(s));
    if (!g.ok) return `The table cannot be scored: ${g.reason}`;
    base = g.value;
  }
  const r = apply(base, { type: "score", snapshot: snap, map });
  if (!r.ok) return `The table cannot be scored: ${r.reason}`;
  const after = r.value;
  if (after.lastScoring !== undefined) for (const l of reportLines(after.lastScoring)) lines.push(l);
  const scored = `chapter ${s.chapter} is scored`;
  let next = "";
  for (const e of after.events) {
    if (e.kind === "scored" && e.text !== scored && e.text.indexOf("objective advances") < 0) lines.push(e.text);
    if (e.kind === "chapterAdvanced" || e.kind === "gameOver") next = e.text;
  }
  if (c.act === "III") for (const l of grandLines(s, c)) lines.push(l);
  for (const l of objectiveLines(c, after.campaign, c.act)) lines.push(l);
  const totals: string[] = [];
  for (const p of after.players) {
    const was = s.players.filter((x) => x.colour === p.colour)[0];
    totals.push(`${p.colour} ${p.power} (${signed(p.power - (was === undefined ? 0 : was.power))})`);
  }
  lines.push(`Power after scoring: ${totals.join(", ")} (Power may be negative; no early end by Power, BR p.8)`);
  if (next !== "") lines.push(`Then: ${next}`);
  const missing = grandMissing(s);
  if (missing.length > 0) lines.push(`Waiting for ${missing.join(", ")} to give their grand ambitions.`);
  lines.push(`${s.initiative} (initiative) or the host confirms.`);
  return lines.join("\n");
}

// ---- grand ambitions: each player's own buttons ---------------------------------------------------

function rowXml(colour: Colour): string {
  let buttons = "";
  for (let n = 0; n <= 2; n++) buttons += `<Button id="arcsGrand${colour}_${n}" onClick="arcsGrand${colour}_${n}" text="${n}" fontSize="15" minWidth="50"/>`;
  return `<HorizontalLayout id="arcsGrand${colour}" active="false" visibility="${colour}" spacing="6" childForceExpandWidth="false" preferredHeight="32"><Text text="Grand ambitions you fulfilled this chapter:" fontSize="14" color="#ffd27a" minWidth="300"/>${buttons}</HorizontalLayout>`;
}

export const GRAND_PANEL_XML = `
<Panel id="arcsGrandPanel" active="false" width="520" height="44" rectAlignment="MiddleCenter" offsetXY="0 -180" color="#0b1530ee" padding="10 10 6 6">
  <VerticalLayout childForceExpandHeight="false">${CLOCKWISE.map((c) => rowXml(c)).join("")}</VerticalLayout>
</Panel>`;

export function onGrandClicked(clicker: string, colour: Colour, n: number): void {
  const s = game();
  if (s === undefined || grandGivers(s).indexOf(colour) < 0) {
    refuseTo(clicker, "there are no grand ambitions to give now (Act III chapter end, \"A\"/\"B\" Fates, BR p.9)");
    return;
  }
  if (asColour(clicker) !== colour) {
    refuseTo(clicker, `only ${colour} gives ${colour}'s grand ambitions (BR p.9)`);
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
 * The grand-ambition rows, each shown to its own colour while due; the values given on the buttons.
 * Not `full` (after a command), skipped while none is due and none shows (issue 14).
 */
export function paintGrand(s: GameState | undefined, full = true): void {
  const givers = s === undefined ? [] : grandGivers(s);
  if (!full && grandHidden && givers.length === 0) return;
  grandHidden = givers.length === 0;
  setUiAttribute("arcsGrandPanel", "active", givers.length > 0 ? "true" : "false");
  for (const colour of COLOURS) {
    const due = givers.indexOf(colour) >= 0;
    setUiAttribute(`arcsGrand${colour}`, "active", due ? "true" : "false");
    if (!due || s === undefined) continue;
    const n = entryOf(s, colour);
    for (let k = 0; k <= 2; k++) setUiAttribute(`arcsGrand${colour}_${k}`, "text", n === k ? `[${k}]` : `${k}`);
  }
}

// ---- Power past the track: the marker's label ------------------------------------------------------

/** BR p.8: the marker on the space of the Power's size, the signed Power on it when below 0 or past 35. */
export function powerSpace(power: number): number {
  const size = power < 0 ? -power : power;
  return size > MAX_POWER_SPACE ? MAX_POWER_SPACE : size;
}

let powerKey = "";
/** The players list the labels were last checked against (a command that changes no player shares it). */
let powerPlayers: unknown;

export function paintPowerLabels(s: GameState | undefined, full: boolean): void {
  if (s === undefined || s.campaign === undefined) return;
  if (!full && s.players === powerPlayers) return;
  powerPlayers = s.players;
  let key = "";
  for (const p of s.players) key += `${p.colour}${p.power};`;
  if (!full && key === powerKey) return;
  powerKey = key;
  for (const p of s.players) {
    const marker = find("power-marker", p.colour);
    if (marker === undefined) continue;
    marker.clearButtons();
    if (p.power >= 0 && p.power <= MAX_POWER_SPACE) continue;
    marker.createButton({
      click_function: "arcsCourtNoop",
      function_owner: Global,
      label: p.power < 0 ? `(-) ${p.power}` : `${p.power}`,
      tooltip: `${p.colour} has ${p.power} Power (BR p.8: the second marker on ${p.power < 0 ? "(-)" : "+50/+100"})`,
      position: Vector(0, 0.4, 0),
      width: 0,
      height: 0,
      font_size: 220,
      font_color: [1, 0.3, 0.3],
    });
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
    if (n === 0 || n === 1 || n === 2) entries[colour] = n;
  }
  entriesFor = d.for;
  return undefined;
}

export function installCampaignScoring(): void {
  addUiFragment(GRAND_PANEL_XML);
  for (const colour of CLOCKWISE) {
    for (let n = 0; n <= 2; n++) {
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

/** The map for the chapter's score, read only in a campaign. */
export function campaignMap(): MapSnapshot {
  return readCampaignMap();
}
