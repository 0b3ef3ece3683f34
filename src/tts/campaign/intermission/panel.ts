/**
 * The Intermission panel (Global UI), drawn from the game state and the room's session alone: the
 * step the Intermission is at and what it does (BR pp.28-29), for everyone; the one button, the
 * host's (TTS `visibility="Host"`; the click checks again), and at the last step the host's export of
 * the campaign record (the campaign room's `arcsCampaignExport`, host-checked in record.ts). It names no Fate drawn in step F: only
 * who is still choosing.
 */
import type { GameState } from "../../../core/game/types";
import type { CampaignState } from "../../../core/campaign/types";
import { boardStepLines } from "../../../core/campaign/intermissionBoard";
import { CLEAR_COURT, HALVES, REPAIR_AND_DESTROY, clearPiecesWords } from "../../../core/campaign/intermission";
import { capitalise } from "../../../core/util/ascii";
import { setUiAttribute } from "../../lib/ui";
import { choicesWaiting } from "../fates";
import type { IntermissionSession } from "./session";
import { nextLetter } from "./fateDraw";

/** Step F once the Fates are dealt: the panel's line and the room's announcement. */
export const CHOOSE_FATE = "F. Choose Fate (BR p.29): press Keep on your chosen Fate; choices are revealed together.";

const NEXT_LABELS: { [step: string]: string } = {
  A: "A. Resolve Fates",
  B: "B. Clear the Court",
  C: "C. Clear pieces",
  D: "D. Repair & destroy (reads the map)",
  E: "E. Shift initiative & Power",
  F: "F. Draw the Fates",
};

function objectives(c: CampaignState): string {
  return c.players.map((p) => `${p.colour} ${p.objective === undefined ? "not set" : String(p.objective)}`).join(", ");
}

function stepText(s: GameState, c: CampaignState, session: IntermissionSession): string {
  const step = c.intermissionStep as string;
  if (step === "A") {
    return `A. Resolve Fate (BR p.28): resolve your Act ${c.act} Resolution card; a marker not at 0 failed: lose Power equal to its space. Objective markers: ${objectives(c)} (move yours with + and -), then the host presses the button.`;
  }
  if (step === "B") return `B. ${capitalise(CLEAR_COURT)}.`;
  if (step === "C") return `C. ${capitalise(clearPiecesWords(s))}.`;
  if (step === "D") return `D. With every piece shown (damaged ones on their side or face down), press to ${REPAIR_AND_DESTROY}.`;
  if (step === "E") {
    const board = c.intermissionBoard;
    const lines = board === undefined ? [] : boardStepLines(board).filter((l) => l.indexOf("Flagship") >= 0 || l.indexOf("place 3 fresh ships") >= 0);
    const todo = lines.length === 0 ? "" : `\nStill to do by hand: ${lines.join("; ")}.`;
    return `E. Shift Initiative & Power (BR p.29): the most Power takes the initiative (ties: turn order)${HALVES}.${todo}`;
  }
  if (step === "F") {
    const letter = nextLetter(c);
    if (session.fates === undefined) {
      return `F. Choose Fate (BR p.29): completed objective: draw 1 "${letter}" Fate, keep it or your Fate; failed: return your Fate, draw 2 "${letter}" Fates. They go to your hand, unseen by others.`;
    }
    return `${CHOOSE_FATE} Waiting for ${choicesWaiting(session.fates).join(", ")}.`;
  }
  const next = c.act === "I" ? "II" : "III";
  if (session.rolling !== undefined) return `Act ${next} setup (BR p.7): rolling the event die${s.playerCount === 2 ? " and the number die twice" : ""}...`;
  return `The Intermission is over. The host sets up Act ${next} here: the event die rolled${s.playerCount === 2 ? " (and the number die twice)" : ""}, the map read, Blight added (BR p.7). Or export the campaign record (BR p.30).`;
}

/** The campaign's end, for the campaign panel (the scoring panel shows the last chapter's totals). */
export function winnerText(c: CampaignState): string {
  return `The campaign is over: ${String(c.winner)} wins (BR pp.8-9).`;
}

/** What the panel shows, or undefined when it is hidden. */
export function panelText(s: GameState | undefined, session: IntermissionSession): { title: string; text: string; button?: string; exportRecord?: boolean } | undefined {
  const c = s && s.campaign;
  if (s === undefined || c === undefined) {
    return session.rolling && { title: "Continuing the campaign", text: "Rolling the event die for the new Blight (BR p.7)..." };
  }
  if (c.stage !== "intermission") return undefined;
  const step = c.intermissionStep as string;
  const text = stepText(s, c, session);
  const title = `Intermission after Act ${c.act}`;
  if (session.rolling !== undefined || (step === "F" && session.fates !== undefined)) return { title, text };
  const label = step === "done" ? `Set up Act ${c.act === "I" ? "II" : "III"} on this table` : NEXT_LABELS[step];
  // The last step: the host may also export the record (the campaign panel's own export, BR p.30).
  return step === "done" ? { title, text, button: label, exportRecord: true } : { title, text, button: label };
}

/** The painter: the panel from state and session (idempotent). */
export function paintPanel(s: GameState | undefined, session: IntermissionSession): void {
  const shown = panelText(s, session);
  setUiAttribute("arcsInterm", "active", shown === undefined ? "false" : "true");
  if (shown === undefined) return;
  setUiAttribute("arcsIntermTitle", "text", shown.title);
  setUiAttribute("arcsIntermText", "text", shown.text);
  setUiAttribute("arcsIntermHost", "active", shown.button === undefined ? "false" : "true");
  if (shown.button !== undefined) setUiAttribute("arcsIntermNext", "text", shown.button);
  setUiAttribute("arcsIntermExport", "active", shown.exportRecord === true ? "true" : "false");
}
