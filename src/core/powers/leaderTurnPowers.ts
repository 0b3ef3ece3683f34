/**
 * Leader abilities that change a turn's actions or come due at a moment of the turn (seed 003 card
 * reference; texts in src/core/data/leaders.ts), keyed by leader id:
 * - Feastbringer (LEAD07) "Charismatic": "When you Copy or Pivot in order to secure a card, you may
 *   influence before or after you secure." The action count (game/actions.ts) adds that influence.
 * - Mystic (LEAD02) "Attuned" and Fuel-Drinker (LEAD03) "Insatiable": "When you Copy or Pivot in order
 *   to tax, you gain 1 Psionic / Fuel along with the taxed resource." The core sees the tax but not
 *   the resources: it reminds the player with the tax's event.
 * - Upstart (LEAD04) "Ambitious", Demagogue (LEAD08) "Bold", Feastbringer (LEAD07) "Generous": what
 *   comes with declaring an ambition, reminded with the declare's event.
 */
import type { Ambition, Colour } from "../data/vocabulary";
import type { GameState } from "../game/types";
import { logEvent } from "../game/util";

export interface LeaderTurnAbility {
  /** The leader and trait, for the player's words. */
  name: string;
  /** Charismatic: a Copy or Pivot used to secure also gives one influence. */
  influenceWithCopyOrPivotSecure?: boolean;
  /** Attuned / Insatiable: what a Copy or Pivot tax gains along with the taxed resource. */
  gainWithCopyOrPivotTax?: string;
  /** What declaring an ambition brings: a reminder in the player's words ("{player}" is replaced). */
  onDeclare?: string;
  /** Bold: declaring gives one free influence per card in the Court, counted by the action count. */
  influencesCourtOnDeclare?: boolean;
}

export const LEADER_TURN_ABILITIES: { readonly [id: string]: readonly LeaderTurnAbility[] } = {
  LEAD02: [{ name: "Mystic (Attuned)", gainWithCopyOrPivotTax: "1 Psionic" }],
  LEAD03: [{ name: "Fuel-Drinker (Insatiable)", gainWithCopyOrPivotTax: "1 Fuel" }],
  LEAD04: [{ name: "Upstart (Ambitious)", onDeclare: "{player} may gain any resource" }],
  LEAD07: [
    { name: "Feastbringer (Charismatic)", influenceWithCopyOrPivotSecure: true },
    { name: "Feastbringer (Generous)", onDeclare: "{player} must give 1 Guild card to their Rival with the least Power ({least})" },
  ],
  LEAD08: [{ name: "Demagogue (Bold)", onDeclare: "{player} may influence any number of cards in the Court once", influencesCourtOnDeclare: true }],
};

function abilitiesOf(leader: string | undefined): readonly LeaderTurnAbility[] {
  if (leader === undefined) return [];
  const a = LEADER_TURN_ABILITIES[leader];
  return a === undefined ? [] : a;
}

/** Feastbringer (Charismatic): the leader's Copy or Pivot to secure also gives one influence. */
export function influencesWithSecure(leader: string | undefined): boolean {
  for (const a of abilitiesOf(leader)) if (a.influenceWithCopyOrPivotSecure === true) return true;
  return false;
}

/** Warrior (LEAD06, Tactical): "When you Copy or Pivot to battle, you may move before or after you battle." */
export function movesWithBattle(leader: string | undefined): boolean {
  return leader === "LEAD06";
}

/** The reminder for a Copy or Pivot tax (Attuned, Insatiable), or undefined. */
export function copyPivotTaxReminder(leader: string | undefined, player: Colour): string | undefined {
  for (const a of abilitiesOf(leader)) if (a.gainWithCopyOrPivotTax !== undefined) return `${player} gains ${a.gainWithCopyOrPivotTax} along with the taxed resource (${a.name})`;
  return undefined;
}

/** The reminders for declaring an ambition; `least` names the Rivals with the least Power. */
export function declareReminders(leader: string | undefined, player: Colour, least: string): string[] {
  const out: string[] = [];
  for (const a of abilitiesOf(leader)) {
    if (a.onDeclare !== undefined) out.push(`${a.onDeclare.split("{player}").join(player).split("{least}").join(least)} (${a.name})`);
  }
  return out;
}

/** `player`'s leader (Leaders & Lore), if any. */
export function leaderOf(s: GameState, player: Colour): string | undefined {
  for (const p of s.players) if (p.colour === player) return p.leader;
  return undefined;
}

/** The Rivals of `player` with the least Power, as "Blue" or "Blue or White". */
function leastPowerRivals(s: GameState, player: Colour): string {
  let least = -1;
  for (const p of s.players) if (p.colour !== player && (least < 0 || p.power < least)) least = p.power;
  const names: string[] = [];
  for (const p of s.players) if (p.colour !== player && p.power === least) names.push(p.colour);
  return names.join(" or ");
}

/**
 * Adds the declaring player's Leader reminders to the events (after the declare's own event). The
 * Demagogue's Bold influences are counted: the round keeps one free influence per Court card for
 * them (game/actions.ts sources), so the table's reported influences are not charged to the card.
 */
export function pushDeclareReminders(s: GameState, player: Colour, ambition: Ambition): void {
  const leader = leaderOf(s, player);
  // Who declared this round and what, for the powers that act "when you declare" (Farseers BC17,
  // powers/farseers.ts; the Guildmasters F417-F421, cardActions.ts).
  const r = s.round;
  if (r !== undefined) s.round = { ...r, declaredBy: player, declaredAmbitions: (r.declaredBy === player && r.declaredAmbitions !== undefined ? r.declaredAmbitions : []).concat([ambition]) };
  for (const text of declareReminders(leader, player, leastPowerRivals(s, player))) logEvent(s, "action", player, text);
  for (const a of abilitiesOf(leader)) {
    // The state is a shallow copy of the one before (engine.ts): the round is replaced, not changed in place.
    if (a.influencesCourtOnDeclare === true && s.round !== undefined) s.round = { ...s.round, bold: { player, influences: s.court.row.length } };
  }
}

/** The free influences a Demagogue's declare gave `player` this round (Bold), or 0. */
export function boldInfluences(s: GameState, player: Colour): number {
  const b = s.round && s.round.bold;
  return b !== undefined && b.player === player ? b.influences : 0;
}

/** Adds the Copy / Pivot tax reminder (Attuned, Insatiable) when the tax is taken with a Copy or Pivot. */
export function pushTaxReminder(s: GameState, player: Colour): void {
  let mode = "";
  if (s.round !== undefined) for (const p of s.round.plays) if (p.player === player) mode = p.mode;
  if (mode !== "copy" && mode !== "pivot") return;
  const text = copyPivotTaxReminder(leaderOf(s, player), player);
  if (text !== undefined) logEvent(s, "action", player, text);
}
