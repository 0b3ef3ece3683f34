/**
 * The Intermission room's own session (BR pp.28-29): what the core does not keep but the table must
 * survive a save/load with -- step F's secret draws and choices until `chooseFates` reveals them, and
 * the next Act's dice in the air (with the record being imported, on a fresh table). Plain JSON,
 * checked field by field on restore (a bad section starts clean with the reason).
 */
import type { Colour } from "../../../core/data/vocabulary";
import { COLOURS } from "../../../core/data/vocabulary";
import type { CampaignRecord } from "../../../core/campaign/types";
import { validateCampaignRecord } from "../../../core/campaign/record";
import type { FateChoice } from "../fates";

/** One player's step F draw: the new cards, the cards chosen among (+ the current Fate when completed). SECRET. */
export interface FateDraw extends FateChoice {
  drawn: string[];
}

export interface IntermissionSession {
  /** Step F (BR p.29): the draws, dealt into the hands; the choices made so far. */
  fates?: FateDraw[];
  /** The next Act's dice are rolling (BR p.7 steps D-E); `record` when a fresh table imports one. */
  rolling?: { record?: CampaignRecord };
}

let session: IntermissionSession = {};

export function intermissionSession(): IntermissionSession {
  return session;
}

export function clearFateDraws(): void {
  session.fates = undefined;
}

/** Nothing in progress: nothing saved. */
export function sessionToSave(): IntermissionSession | undefined {
  return session.fates === undefined && session.rolling === undefined ? undefined : session;
}

function stringList(v: unknown): v is string[] {
  if (!Array.isArray(v)) return false;
  for (const x of v as unknown[]) if (typeof x !== "string") return false;
  return true;
}

function drawProblem(d: unknown): string | undefined {
  const x = d as FateDraw;
  if (typeof x !== "object" || COLOURS.indexOf(x.player) < 0) return "a Fate draw names no player";
  if (!stringList(x.fates) || !stringList(x.drawn) || x.drawn.length < 1 || x.drawn.length > 2) return "a Fate draw is not readable";
  if (x.chosen !== undefined && x.fates.indexOf(x.chosen) < 0) return "a Fate choice is not among its draw";
  return undefined;
}

/** A saved section read back. */
export function restoreSession(data: unknown): string | undefined {
  session = {};
  if (data === undefined) return undefined;
  const d = data as IntermissionSession;
  if (typeof d !== "object") return "the Intermission in progress is not readable";
  const next: IntermissionSession = {};
  if (d.fates !== undefined) {
    if (!Array.isArray(d.fates)) return "the Fate draws are not readable";
    for (const f of d.fates) {
      const problem = drawProblem(f);
      if (problem !== undefined) return problem;
    }
    next.fates = d.fates.map((f) => {
      const out: FateDraw = { player: f.player as Colour, fates: f.fates.slice(), drawn: f.drawn.slice() };
      if (f.chosen !== undefined) out.chosen = f.chosen;
      return out;
    });
  }
  if (d.rolling !== undefined) {
    if (typeof d.rolling !== "object") return "the next Act's roll is not readable";
    if (d.rolling.record !== undefined && validateCampaignRecord(d.rolling.record).length > 0) return "the record being imported is not readable";
    next.rolling = d.rolling.record === undefined ? {} : { record: d.rolling.record };
  }
  session = next;
  return undefined;
}
