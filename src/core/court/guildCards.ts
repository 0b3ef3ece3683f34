/** Guild cards leaving their owner (the card texts: Guild Struggle, Silver-Tongues, raids; Sworn Guardians BC22): stolen, buried or discarded. */
import type { Colour } from "../data/vocabulary";
import { courtCard, courtCardName } from "../data/court";
import { baseCardOf, guildCardFacts, powerCardName } from "../powers/courtPowers";
import type { Result } from "../result";
import { ok, refuse } from "../result";
import type { TableState } from "./types";
import { cloneTable, playerIndex } from "./types";

/**
 * Steal a Rival's Guild card (Guild Struggle, Silver-Tongues, raids). Sworn Guardians (BC22):
 * Rivals cannot steal its owner's other Guild cards; if it is stolen it is buried.
 */
export function stealGuildCard(table: TableState, thief: Colour, from: Colour, card: string): Result<TableState> {
  const ti = playerIndex(table, thief);
  const fi = playerIndex(table, from);
  if (ti < 0) return refuse(thief + " is not playing");
  if (fi < 0) return refuse(from + " is not playing");
  if (ti === fi) return refuse("You cannot steal from yourself");
  const victim = table.players[fi];
  const at = victim.guildCards.indexOf(card);
  // A campaign Guild card has its base twin's rules and raid cost (sameAs, BR p.27).
  const def = courtCard(baseCardOf(card));
  // The Blighted Reach p.27: only its holder's own Outrage of its suit removes a protected Guild card (F202 too).
  const facts = guildCardFacts(card);
  if (facts !== undefined && facts.protected) {
    return refuse(powerCardName(card) + " is a protected Guild card: it leaves " + from + "'s play area only when " + from + " Provokes Outrage of its suit (BR p.27)");
  }
  if (def === undefined) return refuse(card + " has no raid cost and cannot be stolen");
  if (at < 0) return refuse(from + " does not have " + courtCardName(card));
  const guardian = swornGuardians(victim.guildCards);
  if (guardian !== undefined && card !== guardian) {
    return refuse(from + " has Sworn Guardians (" + guardian + "): Rivals cannot steal their other Guild cards");
  }
  const t = cloneTable(table);
  t.players[fi].guildCards.splice(at, 1);
  if (def.buryIfStolen === true) t.court.deck.push(card);
  else t.players[ti].guildCards.push(card);
  return ok(t);
}

/** The Sworn Guardians a player holds (BC22, or a campaign card with its rules: CC09), if any. */
export function swornGuardians(guildCards: readonly string[]): string | undefined {
  for (const id of guildCards) if (baseCardOf(id) === "BC22") return id;
  return undefined;
}

/** A player's Guild card leaves their play area for the Court deck's bottom or the discard pile. */
function moveGuildCard(table: TableState, colour: Colour, card: string, to: "bury" | "discard"): Result<TableState> {
  const pi = playerIndex(table, colour);
  if (pi < 0) return refuse(colour + " is not playing");
  const at = table.players[pi].guildCards.indexOf(card);
  if (at < 0) return refuse(colour + " does not have " + courtCardName(card));
  const t = cloneTable(table);
  t.players[pi].guildCards.splice(at, 1);
  if (to === "bury") t.court.deck.push(card);
  else t.court.discard.push(card);
  return ok(t);
}

/** Bury (glossary): a player's Guild card goes to the bottom of the Court deck. */
export function buryGuildCard(table: TableState, colour: Colour, card: string): Result<TableState> {
  return moveGuildCard(table, colour, card, "bury");
}

/** Discard a player's Guild card (e.g. a Prelude "discard this") onto the face-up Court discard pile (p.20). */
export function discardGuildCard(table: TableState, colour: Colour, card: string): Result<TableState> {
  return moveGuildCard(table, colour, card, "discard");
}

/** A Rival's Guild card given up to a Vox card's When Secured (court/whenSecured.ts "giveGuild"). */
export interface GuildGiven {
  colour: Colour;
  card: string;
}

/**
 * Seed 003: F422 Guilds Withdraw "Each Rival must bury 1 Guild card." (`bury`); F410 Diplomatic
 * Fiasco "Rivals resolve the Crisis": "In turn order, each player with more Guild cards than agents
 * in their supply must discard Guild cards until their Guild cards equal their agents. (Count
 * Protected Guild cards but don't discard them.)". The Rivals of `securer` in turn order give up
 * `given`, a card an entry, never a protected one (BR p.27): the cards leave `t` (a copy), buried or
 * discarded. With no `securer` every player owes (the Crisis, BR p.18: F410's, F422's "each player in
 * turn order"; `t.players` are in turn order). `next`: who owes the next card, `free` the cards they
 * may give; `no`: why `given` is not the whole answer.
 */
export function giveGuildCards(t: TableState, bury: boolean, securer: Colour | undefined, given: readonly GuildGiven[]): { next?: Colour; free?: string[]; no?: string } {
  let k = 0;
  for (const p of t.players) {
    let owed = p.colour === securer ? 0 : bury ? 1 : p.guildCards.length - p.agentSupply;
    for (; owed > 0; owed--) {
      const free = p.guildCards.filter((id) => !guildCardFacts(id)!.protected);
      const g = given[k];
      const no = `${p.colour} must ${bury ? "bury" : "discard"} 1 unprotected Guild card (BR p.27)`;
      if (free.length === 0) break;
      if (g === undefined) return { next: p.colour, free, no };
      if (g.colour !== p.colour || free.indexOf(g.card) < 0) return { no };
      k++;
      p.guildCards = p.guildCards.filter((id) => id !== g.card);
      (bury ? t.court.deck : t.court.discard).push(g.card);
    }
  }
  return given[k] ? { no: "no Guild card is owed" } : {};
}
