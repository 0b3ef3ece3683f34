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
import type { GameState } from "../../../core/game/types";
import { fateHolder, fateLetter } from "../../../core/campaign/fates/setupWords";
import { stringList } from "../../../core/game/util";

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

/**
 * A saved section checked against the restored game (BR p.29 step F, BR p.7): the draws only at step
 * F, one per player of the campaign, of the next letter's Fates (a completed objective's current Fate
 * among the cards chosen from), no Fate drawn twice; the next Act's roll only once the Intermission
 * is done, or with a record on a table not yet set up. The host reads these: they name no Fate.
 */
export function sessionProblems(data: unknown, g: GameState | undefined): string[] {
  const before = session;
  const shape = restoreSession(data);
  const d = session;
  session = before;
  if (shape !== undefined) return [shape];
  const out: string[] = [];
  const c = g && g.campaign;
  if (d.fates !== undefined) {
    if (c === undefined || c.stage !== "intermission" || c.intermissionStep !== "F") out.push("Fate draws are saved outside the Intermission's step F");
    else {
      const letter = c.act === "I" ? "B" : "C";
      if (d.fates.length !== c.players.length) out.push("the Fate draws are not one per player");
      const seen: string[] = [];
      d.fates.forEach((f, i) => {
        const p = c.players[i];
        if (p === undefined || f.player !== p.colour) out.push(`Fate draw ${i + 1} is not for the player in that seat`);
        for (const id of f.drawn) {
          if (fateLetter(id) !== letter) out.push(`${f.player}'s Fate draw holds a card that is not a "${letter}" Fate`);
          if (seen.indexOf(id) >= 0 || fateHolder(c, id) !== undefined) out.push(`${f.player}'s Fate draw holds a Fate dealt twice or in play`);
          seen.push(id);
        }
        const current = p === undefined ? [] : p.objectiveCompleted === true ? [p.fate] : [];
        if (f.fates.join(",") !== f.drawn.concat(current).join(",")) out.push(`${f.player}'s Fates to choose from are not their draw (+ Fate if completed)`);
      });
    }
  }
  if (d.rolling !== undefined) {
    const done = c !== undefined && c.stage === "intermission" && c.intermissionStep === "done";
    const fresh = g === undefined || (g.phase === "setup" && c === undefined);
    if (d.rolling.record === undefined ? !done : !fresh) out.push("the next Act's dice are saved rolling at the wrong time");
  }
  return out;
}
