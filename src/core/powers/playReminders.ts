/**
 * Leader and Lore abilities that bend an action the table does not see (taxing a city, moving ships,
 * building where and how): the core cannot check them, so it reminds the player, publicly, when the
 * card they play gives that action (a lead, Surpass, Pivot or Copy whose suit allows it, p.8).
 * Keyed by card id beside the texts in src/core/data/leaders.ts and lore.ts; docs/card-powers.md
 * says for each why the core cannot enforce it.
 */
import type { Colour, Suit } from "../data/vocabulary";
import type { GameState, PlayedCard } from "../game/types";
import { playAllows, playOf, suitAllows } from "../game/actions";
import { logEvent } from "../game/util";

export interface PlayReminder {
  /** The leader trait or Lore card, for the player's words. */
  name: string;
  /** The actions that bring it due: any one of them given by the played card. */
  kinds: readonly string[];
  /** In the player's words; "{player}" is replaced. */
  text: string;
}

export const LEADER_PLAY_REMINDERS: { readonly [id: string]: readonly PlayReminder[] } = {
  LEAD04: [{ name: "Upstart (Callow)", kinds: ["tax"], text: "{player} can only tax Loyal cities if they control them" }],
  LEAD05: [{ name: "Rebel (Disorganized)", kinds: ["move"], text: "{player} cannot move more than 2 ships at a time" }],
};

export const LORE_PLAY_REMINDERS: { readonly [id: string]: readonly PlayReminder[] } = {
  L01: [{ name: "Tool-Priests (L01)", kinds: ["build"], text: "{player} may Summon (Build): once per turn, build 1 ship at any city they control, even a Rival's" }],
  L02: [{ name: "Galactic Rifles (L02)", kinds: ["battle"], text: "{player} may Fire Rifles (Battle): a skirmish die per fresh Loyal ship at an adjacent defender" }],
  L03: [{ name: "Sprinter Drives (L03)", kinds: ["move"], text: "{player} may move fresh Loyal ships they moved once more (after all Catapult moves)" }],
  L05: [{ name: "Hidden Harbors (L05)", kinds: ["build"], text: "{player} always builds ships fresh" }],
  L08: [{ name: "Gate Ports (L08)", kinds: ["build"], text: "{player} may build starports on gates, max 1 per gate" }],
  L09: [{ name: "Cloud Cities (L09)", kinds: ["build"], text: "{player} may build a city outside a planet's slots, 1 per planet, for 1 of its type" }],
  L10: [
    { name: "Living Structures (L10)", kinds: ["build"], text: "{player} may Nurture (Build): tax a Loyal city" },
    { name: "Living Structures (L10)", kinds: ["repair"], text: "{player} may Prune (Repair): replace a Loyal starport with a Loyal city or vice versa" },
  ],
  L11: [
    { name: "Gate Stations (L11)", kinds: ["build"], text: "{player} may build a city on a gate, 1 per gate; it has its cluster's city types" },
    { name: "Gate Stations (L11)", kinds: ["tax"], text: "{player}'s gate city is taxed for 1 resource of one of its cluster's city types" },
  ],
};

/** The reminders due when a card giving actions of `suit` is played by a player with this Leader and Lore. */
export function playReminders(leader: string | undefined, lore: readonly string[] | undefined, player: Colour, suit: Suit | PlayedCard): string[] {
  const out: string[] = [];
  const lists: (readonly PlayReminder[] | undefined)[] = [leader === undefined ? undefined : LEADER_PLAY_REMINDERS[leader]];
  if (lore !== undefined) for (const id of lore) lists.push(LORE_PLAY_REMINDERS[id]);
  for (const list of lists) {
    if (list !== undefined) for (const r of list) if (allowsAny(suit, r.kinds)) out.push(`${r.text.split("{player}").join(player)} (${r.name})`);
  }
  return out;
}

function allowsAny(suit: Suit | PlayedCard, kinds: readonly string[]): boolean {
  for (const k of kinds) if (typeof suit === "string" ? suitAllows(suit, k) : playAllows(suit, k)) return true;
  return false;
}

/** Adds the player's play reminders to the events, after the lead or follow's own event. */
export function pushPlayReminders(s: GameState, player: Colour): void {
  const play = playOf(s.round, player);
  if (play === undefined) return;
  for (const p of s.players) {
    const any = p.leader !== undefined || (p.lore !== undefined && p.lore.length > 0);
    if (p.colour === player && any) for (const text of playReminders(p.leader, p.lore, player, play)) logEvent(s, "action", player, text);
  }
}
