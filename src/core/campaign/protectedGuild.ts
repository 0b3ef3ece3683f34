/**
 * Protected Guild cards (BR p.27): "Some Guild cards in the campaign are protected, shown by an 'X'
 * icon in place of their raid cost. Protected Guild cards cannot be removed from the holder's play
 * area unless the holder Provokes Outrage of its suit." Which cards are protected is data: the
 * `protected` flag on the card (base Court, campaign Court or Fate set), so a modder marks a card
 * and every rule asking here honours it. The base steal (court.ts stealGuildCard, used by raids and
 * Guild Struggle) reads the flag on the Court cards it knows.
 */
import { courtCard, courtCardName } from "../data/court";
import { campaignCourtCard } from "../data/campaign/campaignCourt";
import { FATE_SETS } from "../data/campaign/fateSets";
import type { ResourceType } from "../data/vocabulary";

interface GuildFacts {
  name: string;
  suit?: string;
  protected: boolean;
}

function guildFacts(id: string): GuildFacts | undefined {
  const base = courtCard(id);
  if (base !== undefined) return base.kind === "guild" ? { name: courtCardName(id), suit: base.suit, protected: base.protected === true } : undefined;
  const cc = campaignCourtCard(id);
  if (cc !== undefined) return cc.kind === "guild" ? { name: `${cc.name} (${id})`, suit: cc.suit, protected: cc.protected === true } : undefined;
  for (const set of FATE_SETS) {
    for (const c of set) if (c.id === id) return c.type === "Guild" ? { name: `${c.name} (${id})`, suit: c.suit, protected: c.protected === true } : undefined;
  }
  return undefined;
}

/** Whether the card data marks this Guild card protected (BR p.27). */
export function isProtectedGuildCard(id: string): boolean {
  const f = guildFacts(id);
  return f !== undefined && f.protected;
}

/**
 * Why `holder`'s Guild card cannot leave their play area this way, if it cannot (BR p.27): a
 * protected card leaves only when its holder Provokes Outrage of its suit (`outrage`); a steal, a
 * gift, a forced discard or burial is refused. Cards whose own text lifts the limit (F5 Caretaker's
 * Consume Sentience, the Advocate's demand) are the table's.
 */
export function guildRemovalRefusal(id: string, holder: string, outrage?: ResourceType): string | undefined {
  const f = guildFacts(id);
  if (f === undefined || !f.protected) return undefined;
  if (outrage !== undefined && outrage === f.suit) return undefined;
  return `${f.name} is a protected Guild card: it leaves ${holder}'s play area only when ${holder} Provokes Outrage of its suit (BR p.27)`;
}
