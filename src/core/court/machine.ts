/**
 * Securing a Court card as a step machine in the game state (rulebook p.13 + FAQ "Secure"):
 *
 *   secure --(a Vox card with a choice)--> whenSecured --answer--> done
 *          \--(Guild, or no choice)--------------------------------> done
 *
 * The table reports each step as a `court` command carrying the Court and boards as it read them,
 * so the game log holds every secure and `npm run replay` re-decides it. What the step decided is
 * kept in `last` for the table to carry out. Pure.
 */
import type { Colour } from "../data/vocabulary";
import { courtCardName } from "../data/court";
import type { Result } from "../result";
import { ok, refuse } from "../result";
import type { SecureOutcome, WhenSecuredAnswer } from "./court";
import { answerWhenSecured } from "./whenSecured";
import { secure, secureAnyway } from "./secure";
import type { AddedCourtCards, TableEffect, TableState } from "./types";

export type SecureStep = "whenSecured" | "done";

export type SecureStepOutcome =
  | { kind: "secured"; outcome: SecureOutcome }
  | { kind: "answered"; answer: WhenSecuredAnswer; table: TableState; effects: TableEffect[] };

export interface SecureState {
  colour: Colour;
  /** the Court slot, 0-based */
  slot: number;
  card: string;
  step: SecureStep;
  /** what the securer is asked while a When Secured waits */
  prompt?: string;
  last: SecureStepOutcome;
}

export type CourtAction =
  | { kind: "secure"; slot: number; court: TableState }
  | { kind: "answer"; answer: WhenSecuredAnswer; court: TableState };

/** A When Secured still waiting for its securer's answer, if any. */
export function waitingWhenSecured(state: SecureState | undefined): SecureState | undefined {
  return state !== undefined && state.step === "whenSecured" ? state : undefined;
}

/**
 * One step of securing. `state` is the last secure (undefined: none this game yet). `added`: the
 * Court cards a rule module adds (court/types.ts AddedCourtCards), from the module, never the table;
 * `ties` its Rivals a tie with whom lets `colour` secure (row.ts canSecureSlot); `back` its Rivals
 * whose agents return to their supply rather than becoming Captives (secure.ts).
 */
export function stepCourt(state: SecureState | undefined, colour: Colour, a: CourtAction, added?: AddedCourtCards, anyway = false, ties?: readonly Colour[], back?: readonly Colour[]): Result<SecureState> {
  if (typeof a !== "object" || a === undefined || typeof a.kind !== "string") return refuse("that is not a Court step");
  if (typeof a.court !== "object" || a.court === undefined) return refuse("the Court step needs the Court as the table shows it");
  const waiting = waitingWhenSecured(state);
  if (a.kind === "secure") {
    if (waiting !== undefined) {
      return refuse(`first ${waiting.colour} finishes the When Secured of ${courtCardName(waiting.card)}: ${waiting.prompt === undefined ? "" : waiting.prompt}`);
    }
    // `anyway`: an override under advisory rules takes the card without the majority check.
    const r = anyway ? secureAnyway(a.court, colour, a.slot, added) : secure(a.court, colour, a.slot, added, ties, back);
    if (!r.ok) return refuse(r.reason);
    const out = r.value;
    const step: SecureStep = out.prompt === undefined ? "done" : "whenSecured";
    return ok({ colour, slot: a.slot, card: out.card, step, prompt: out.prompt, last: { kind: "secured", outcome: out } });
  }
  if (a.kind === "answer") {
    if (waiting === undefined) return refuse("no When Secured is waiting for a choice");
    if (waiting.colour !== colour) return refuse(`${waiting.colour} secured ${courtCardName(waiting.card)} and makes this choice, not you`);
    const court: TableState = { ...a.court, pending: { card: waiting.card, colour, slot: waiting.slot, prompt: waiting.prompt === undefined ? "" : waiting.prompt } };
    const r = answerWhenSecured(court, a.answer, added);
    if (!r.ok) return refuse(r.reason);
    // Built field by field: a spread with `prompt: undefined` keeps the old prompt in Lua (nil is no value).
    return ok({
      colour: waiting.colour,
      slot: waiting.slot,
      card: waiting.card,
      step: "done",
      last: { kind: "answered", answer: a.answer, table: r.value.table, effects: r.value.effects },
    });
  }
  return refuse("that is not a Court step");
}

/** A short public line for the log (the table says more: who, what was taken, the refill). */
export function courtStepText(s: SecureState): string {
  if (s.last.kind === "secured") return `${s.colour} secures ${courtCardName(s.card)} from Court slot ${s.slot + 1}`;
  return `${s.colour} answers the When Secured of ${courtCardName(s.card)}`;
}
