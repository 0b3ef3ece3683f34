/**
 * What a played card's actions allow (p.8 card faces): a base suit's, or a rule module's own suit's
 * (PlayedCard.own: the campaign's Faithful sides), and how the table names them.
 */
import type { ActionKind } from "./actionTypes";
import type { Suit } from "../data/vocabulary";
import type { PlayedCard, PlaySuit } from "./types";
import { suitActions, suitName } from "./util";

/** p.8 card faces: what each suit's pips allow ("move" is counted once the map reports it). */
const SUIT_KINDS: readonly { suit: Suit; kinds: readonly string[] }[] = [
  { suit: "administration", kinds: ["tax", "repair", "influence"] },
  { suit: "aggression", kinds: ["battle", "move", "secure"] },
  { suit: "construction", kinds: ["build", "repair"] },
  { suit: "mobilization", kinds: ["move", "influence"] },
];

export function suitAllows(suit: PlaySuit, kind: string): boolean {
  for (const s of SUIT_KINDS) if (s.suit === suit) return s.kinds.indexOf(kind) >= 0;
  return false;
}

/** What a play's actions allow: its suit's, or a rule module's own suit's (PlayedCard.own). */
export function playAllows(play: PlayedCard, kind: string): boolean {
  const own = play.own;
  return own !== undefined ? own.kinds.indexOf(kind as ActionKind) >= 0 : suitAllows(play.actionSuit, kind);
}

/** "Aggression", or a rule module's own suit's name ("Zeal"). */
export function playSuitName(play: PlayedCard): string {
  return play.own !== undefined ? play.own.name : suitName(play.actionSuit as Suit);
}

/** The actions a play allows, for the table: "battle, move or secure". */
export function playKindsText(play: PlayedCard): string {
  const own = play.own;
  if (own === undefined) return suitActions(play.actionSuit as Suit);
  return own.kinds.join(", ");
}

/** A play whose number of actions the core does not know keeps no limit (OwnSuitPlay.uncounted). */
export function uncounted(play: PlayedCard): boolean {
  return play.own !== undefined && play.own.uncounted === true;
}

/** The kinds a play's actions allow (a Psionic spent in the Prelude gives one of the lead card's, p.17). */
export function suitKinds(play: PlayedCard): readonly string[] {
  if (play.own !== undefined) return play.own.kinds;
  for (const s of SUIT_KINDS) if (s.suit === play.actionSuit) return s.kinds;
  return [];
}
