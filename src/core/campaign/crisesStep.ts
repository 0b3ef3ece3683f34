/**
 * The Crises step (BR p.18): the `resolveCrises` command. Blight Crises, then Fate Crises, then Court
 * Crises, decided from the map and the Court row as the table shows them; the result is kept as
 * `campaign.lastCrises` for the table to carry out, and `crisesLines` words it.
 */
import type { PlanetSymbol } from "../data/map";
import type { GameState } from "../game/types";
import { mapSnapshotRefusal } from "./mapControl";
import type { MapSnapshot } from "./mapControl";
import { blightCrises, blightLine } from "./crisesBlight";
import { crisesDiceRefusal, rolledPlaces } from "./crisesDice";
import type { CrisesDice } from "./crisesDice";
import { applyCourtCrises, courtCrises, courtRowRefusal } from "./crisesCourt";
import type { CourtRemoval, CourtRowSnapshot } from "./crisesCourt";
import { fateCrisesFor } from "./crisesFate";
import { crisesReadRefusal } from "./crisesVox";
import { piecesOf } from "./fates/defectors";
import type { CampaignState, ResolveCrisesCommand } from "./types";
export type { CrisesResult } from "./resultTypes";
import type { CrisesResult } from "./resultTypes";

/** All of the Crises for this map, Court and roll (pure; the table previews with it). */
export function crisesFor(s: GameState, map: MapSnapshot, symbol: PlanetSymbol, cluster: number, row: readonly CourtRowSnapshot[]): CrisesResult {
  const blight = blightCrises(map, s.seats);
  const fate = fateCrisesFor(s, row, symbol);
  const dice = rolledPlaces(symbol, cluster);
  return { blight, fate, court: courtCrises(map, row, dice), dice };
}

function removalText(r: CourtRemoval): string {
  if (r.slidesDown !== undefined) return `${r.slidesDown}, attached to it, slides into the slot with its agents; no refill (BR p.27)`;
  if (!r.refill) return "it was an attached card: the card below stays (BR p.27)";
  return "the Court refills the slot; agents go home unless the text moves them (BR p.18)";
}

/** What a line says for a card the seeds name only (never an invented text). */
const MISSING = "its text is not in the rules sources: resolve any Crisis from the printed card";

/** An attaching Fate Crisis's Court slots (0-based) as the line names them: "slot 1, slot 3". */
function slotsText(to: readonly number[]): string {
  let out = "";
  for (let i = 0; i < to.length; i++) out = i === 0 ? "slot " + (to[i] + 1) : out + ", slot " + (to[i] + 1);
  return out;
}

/** Blight Looms' repairs as the line names them: "2 in 3.1, 1 in 3.2". */
function repairText(repair: readonly { system: string; count: number }[]): string {
  let out = "";
  for (let i = 0; i < repair.length; i++) out = (i === 0 ? "" : out + ", ") + repair[i].count + " in " + repair[i].system;
  return out;
}

/**
 * The readable lines of a Crises result (for the log and the table). Index loops and plain string
 * joins: the Lua VMs pay for each closure, map and ipairs step (issue 14). The Fate and Court
 * Crisis lines are joined right to left (`a + (b + (c + ...))`, all strings): TSTL writes that as
 * one Lua `a .. b .. c` (one concatenation) where `a + b + c` becomes one per piece.
 */
export function crisesLines(r: CrisesResult): string[] {
  const lines: string[] = [];
  for (let i = 0; i < r.blight.length; i++) lines.push(blightLine(r.blight[i]));
  const fate = r.fate;
  for (let fi = 0; fi < fate.length; fi++) {
    const player = fate[fi].player;
    const cards = fate[fi].cards;
    for (let ci = 0; ci < cards.length; ci++) {
      const c = cards[ci];
      const text = c.textMissing === true ? MISSING : c.text;
      lines.push("Fate Crisis for " + (player + (", if " + (c.name + (" (" + (c.card + (") is in play: " + text)))))));
      const to = c.attachTo;
      if (to !== undefined) {
        lines.push(c.name + ": attach it above the Court card in " + (to.length === 0 ? "no slot (the Court is empty)" : slotsText(to)) + (c.forcedAttach === true ? " (Forced Attach, BR p.27)" : ""));
      }
    }
  }
  const court = r.court;
  for (let i = 0; i < court.length; i++) {
    const c = court[i];
    const text = c.textMissing === true ? MISSING : c.text;
    lines.push("Court Crisis, " + (c.name + (" (" + (c.card + ("): " + text)))));
    const leaves = c.leaves;
    if (leaves !== undefined) lines.push(c.name + " leaves Court slot " + (leaves.slot + 1) + ": " + removalText(leaves));
    const b = c.blight;
    if (b !== undefined) {
      lines.push(c.name + ": repair " + (b.repair.length === 0 ? "no Blight" : repairText(b.repair)) + "; place damaged Blight " + (b.place.length === 0 ? "nowhere" : "in " + b.place.join(", ")));
    }
  }
  return lines;
}

/**
 * How many lines crisesLines gives, without building them: the count goes into the Crises step's
 * event, the lines themselves are the table's to show (the Lua VMs pay ~1 us per string built).
 */
export function crisesLineCount(r: CrisesResult): number {
  let n = r.blight.length;
  const fate = r.fate;
  for (let fi = 0; fi < fate.length; fi++) {
    const cards = fate[fi].cards;
    for (let ci = 0; ci < cards.length; ci++) n += cards[ci].attachTo === undefined ? 1 : 2;
  }
  const court = r.court;
  for (let i = 0; i < court.length; i++) n += 1 + (court[i].leaves === undefined ? 0 : 1) + (court[i].blight === undefined ? 0 : 1);
  return n;
}

/** Checks the map for a Crises step; the dice that decide its phrases. */
export function crisesRefusal(s: GameState, map: MapSnapshot, dice: CrisesDice | undefined): string | CrisesDice {
  const bad = mapSnapshotRefusal(map, s.seats);
  if (bad !== undefined) return bad;
  return crisesDiceRefusal(s, dice);
}

/**
 * The Crises step (BR p.18), due after the event dice or the Council called for Crises: decided from
 * the map the table shows, kept as `campaign.lastCrises` for the table to carry out.
 */
export function resolveCrises(s: GameState, c: ResolveCrisesCommand): string | undefined {
  const before = s.campaign as CampaignState;
  if (before.crisesDue !== true) return "no Crises are waiting to be resolved (BR p.18)";
  const dice = crisesRefusal(s, c.map, c.dice);
  if (typeof dice === "string") return dice;
  const badRow = courtRowRefusal(c.court);
  if (badRow !== undefined) return badRow;
  const result = crisesFor(s, c.map, dice.planet, dice.cluster, c.court);
  const badRead = crisesReadRefusal(s, result.court, c.players, c.psionic);
  if (badRead !== undefined) return badRead;
  // The engine shares the state's fields with the last state for this command (a Crises step runs
  // in TTS on a large map): replace the fields it changes, never change them in place.
  const campaign: CampaignState = { ...before };
  s.campaign = campaign;
  campaign.crisesDue = undefined;
  campaign.lastCrises = result;
  // One event; the lines (crisesLines) are built from `lastCrises` by whoever shows them: the table
  // lists and announces them a frame later, off the frame that decided (issue 14).
  const count = crisesLineCount(result);
  s.events.push({ kind: "eventPhase", text: `the Crises: ${count === 0 ? "no Blight and no Crisis text in play" : `${count} to resolve`} (BR p.18)` });
  // Golem Hearth's Fate Crisis (F503, fates/damagedCrises.ts): the table's first move.
  const h = Array.isArray(c.players) ? c.players.find((x) => x.hearth === true) : undefined;
  if (h !== undefined) result.pieces = [{ colour: h.colour, awaken: true }];
  // Merchant League's (F302) "Discard all resources from here.": the table returns those on it.
  for (const p of Array.isArray(c.players) ? c.players : []) if (p.league === true) piecesOf(s).push({ colour: p.colour, league: true });
  // The Court Crises that change what the core itself holds, in their order.
  applyCourtCrises(s, campaign, result.court, dice.planet, c.map, c.players, c.psionic);
  return undefined;
}
