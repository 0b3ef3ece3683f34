/**
 * A secured Vox card waiting for its player's When Secured choice: plain data saved with the table
 * ("court" feature) so a load continues the choice exactly.
 */
import type { Colour } from "../../core/data/vocabulary";
import { COLOURS } from "../../core/data/vocabulary";
import { COURT_CARDS, courtCard } from "../../core/data/court";
import { anyCourtCardName, campaignCourtCards } from "../../core/campaign/courtCards";
import type { WhenSecuredAnswer } from "../../core/court/court";
import { game } from "../session/session";

export const MAX_CHOICES = 30;

export interface Choice {
  label: string;
  answer: WhenSecuredAnswer;
}

/**
 * A secured Vox card lying in its slot while its player chooses (the core's `pending`). Plain data:
 * saved with the table (registerSavedFeature "court"), so a load continues the choice exactly.
 */
export interface PendingVox {
  card: string;
  colour: Colour;
  slot: number;
  prompt: string;
  choices: Choice[];
  /** Song of Freedom, second question: the city is chosen (`answer`), now whether to seize; "crisis": a Court Crisis's Guild cards (guildVox.ts guildCrisesOnTable). */
  stage?: "seize" | "crisis";
  /** Song of Freedom's city; Seek the Portal's scraps so far and the map they were chosen on (campaign/portal.ts). */
  answer?: WhenSecuredAnswer;
}

let pending: PendingVox | undefined;

export function currentPending(): PendingVox | undefined {
  return pending;
}

export function setPending(next: PendingVox | undefined): void {
  pending = next;
}

/** The base Vox card whose When Secured `card` has: a campaign reprint's (campaign/courtCards.ts), else `card`. */
export function baseVox(card: string): string {
  const ws = voxKind(card);
  const base = COURT_CARDS.find((c) => c.whenSecured === ws);
  return base === undefined ? card : base.id;
}

/** A Vox card's When Secured kind: the base card's, or the campaign's (a reprint's, or "inCluster": Imperial Defectors, Blight Looms and Panic). */
export function voxKind(card: string): string | undefined {
  const a = campaignCourtCards(card) || courtCard(card);
  return a && a.whenSecured;
}

// A campaign card (CC.., Fate-set Guild or Vox) by its campaign name (BR p.27).
export const cardTitle = anyCourtCardName;

/** The Vox card waiting for a choice, if any (for tests and the bench). */
export function pendingVox(): { card: string; colour: Colour; slot: number } | undefined {
  return pending && { card: pending.card, colour: pending.colour, slot: pending.slot };
}

export function isChoice(c: unknown): boolean {
  const x = c as { label?: unknown; answer?: unknown };
  return typeof c === "object" && typeof x.label === "string" && typeof x.answer === "object";
}

/** Check a saved pending choice (plain data from the save); a string says what is wrong. */
export function pendingFrom(data: unknown): PendingVox | string {
  const d = data as { card?: unknown; colour?: unknown; slot?: unknown; prompt?: unknown; choices?: unknown; stage?: unknown; answer?: unknown };
  // The card waiting (a Vox card), its securer, its slot, the prompt and each choice.
  if (typeof data !== "object" || typeof d.card !== "string" || voxKind(d.card) === undefined || COLOURS.indexOf(d.colour as Colour) < 0 || typeof d.slot !== "number" || d.slot < 0 || d.slot > 4 || Math.floor(d.slot) !== d.slot || typeof d.prompt !== "string" || typeof d.choices !== "object" || !(d.choices as unknown[]).every((c) => isChoice(c))) return "the pending When Secured is unreadable";
  const choices = d.choices as unknown[];
  const p: PendingVox = { card: d.card as string, colour: d.colour as Colour, slot: d.slot, prompt: d.prompt, choices: choices as Choice[] };
  // Song of Freedom's chosen city, Seek the Portal's scraps so far.
  if (typeof d.answer === "object") p.answer = d.answer as WhenSecuredAnswer;
  // A seize with no city saved is refused by the core ("only if you returned a city").
  if (d.stage === "seize" || d.stage === "crisis") p.stage = d.stage;
  return p;
}

export function saveCourt(): unknown {
  return pending && { ...pending };
}

export function restoreCourt(data: unknown): string | undefined {
  pending = undefined;
  if (data === undefined) return undefined;
  const s = game();
  const p = pendingFrom(data);
  if (typeof p === "string") return p;
  // The game decides what waits (in a chapter's play): the panel's choices only stand for the game's waiting When Secured.
  const core = s && s.phase === "play" ? s.secure : undefined;
  // A Crisis's choice waits on the last Crises (event phase), not on a secure.
  if (p.stage !== "crisis" && (core === undefined || core.step !== "whenSecured" || core.card !== p.card || core.colour !== p.colour)) {
    return "a choice the game does not wait for";
  }
  pending = p;
  return undefined;
}
