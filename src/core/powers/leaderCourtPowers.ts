/**
 * Leader abilities on securing (seed 003 card reference): Demagogue (LEAD08) "Paranoid": "You
 * cannot secure Guild cards with only 1 Loyal agent on them. (You can secure Vox cards as normal.)
 * Ignore this if you Ransack the Court." The leader comes from the game state; the Court from the
 * secure's snapshot. A Ransack is a battle step, never a secure, so it is not touched.
 */
import { courtCard, courtCardName } from "../data/court";
import { campaignCourtCard } from "../data/campaign/campaignCourt";
import type { Colour } from "../data/vocabulary";
import type { TableState } from "../court/types";
import { count } from "../court/types";

/** Leaders whose secures need more than 1 Loyal agent on a Guild card. */
export const SECURE_NEEDS_TWO_ON_GUILD: readonly string[] = ["LEAD08"];

function isGuild(id: string): boolean {
  const c = courtCard(id);
  if (c !== undefined) return c.kind === "guild";
  const cc = campaignCourtCard(id);
  return cc !== undefined && cc.kind === "guild";
}

/** Why `leader`'s player cannot secure `slot` of the Court as read, or undefined. */
export function secureRefusalByLeader(leader: string | undefined, colour: Colour, court: TableState, slot: number): string | undefined {
  if (leader === undefined || SECURE_NEEDS_TWO_ON_GUILD.indexOf(leader) < 0) return undefined;
  if (typeof court !== "object" || court === undefined || court.court === undefined || !Array.isArray(court.court.row)) return undefined;
  const at = court.court.row[slot];
  if (at === undefined || at.card === undefined || !isGuild(at.card)) return undefined;
  if (count(at.agents, colour) !== 1) return undefined;
  return `Demagogue (Paranoid): you cannot secure ${courtCardName(at.card)}, a Guild card, with 1 Loyal agent`;
}
