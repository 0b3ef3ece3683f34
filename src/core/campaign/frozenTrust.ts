/**
 * The Imperial Trust as resources the First Regent has (BR p.21 "Resources in the Imperial Trust are
 * frozen"; BR p.27 "Frozen resources still add to your ambitions" and Counting "count everything in
 * your play area, including ... tiles such as the First Regent tile"; FAQ "Resources 'You Have'":
 * "... even if they are frozen ... apply to cards like ... Skirmishers").
 *
 * The Trust is kept by the campaign's state (`CampaignState.trust`), not read from the table: every
 * command that carries the Court and boards as read (a battle step, a secure, a card action) reaches
 * the base rules with the First Regent's `frozen` resources set to the Trust, and nobody else's, so
 * every "you have" count of the base rules (Weapon icons, "a resource they don't have") sees it.
 */
import type { PlayerHoldings, TableState } from "../court/types";
import type { ResourceType } from "../data/vocabulary";
import { RESOURCE_TYPES } from "../data/vocabulary";
import type { Command, GameState } from "../game/types";
import type { CampaignState } from "./types";

/** The Trust's resources (the state holds them as names of resource types). */
export function trustResources(campaign: CampaignState): ResourceType[] {
  const out: ResourceType[] = [];
  for (const r of campaign.trust) if (RESOURCE_TYPES.indexOf(r as ResourceType) >= 0) out.push(r as ResourceType);
  return out;
}

/** `t` with the First Regent's frozen resources the Trust, and no one else's (a new table when anything changes). */
export function withTrustIn(t: TableState, campaign: CampaignState): TableState {
  if (typeof t !== "object" || t === undefined || !Array.isArray(t.players)) return t;
  const fr = campaign.firstRegent;
  let changed = false;
  const players: PlayerHoldings[] = [];
  for (const p of t.players) {
    const want = p.colour === fr && campaign.trust.length > 0;
    if (want) {
      changed = true;
      players.push({ ...p, frozen: trustResources(campaign) });
    } else if (typeof p === "object" && p !== undefined && p.frozen !== undefined) {
      changed = true;
      const copy: PlayerHoldings = { ...p };
      copy.frozen = undefined;
      players.push(copy);
    } else players.push(p);
  }
  return changed ? { ...t, players } : t;
}

/** The command with the Trust in the Court and boards it carries (unchanged when it carries none). */
export function withFrozenTrust(s: GameState, c: Command): Command {
  const campaign = s.campaign as CampaignState;
  if (c.type !== "battle" && c.type !== "court" && c.type !== "cardAction") return c;
  const a = c.action as unknown;
  if (typeof a !== "object" || a === undefined) return c;
  const court = (a as { court?: TableState }).court;
  if (typeof court !== "object" || court === undefined) return c;
  const next = withTrustIn(court, campaign);
  if (next === court) return c;
  return { ...c, action: { ...(a as object), court: next } } as Command;
}

/**
 * The resources a Court card's Prelude steals from the Imperial Trust (its `steal` entries naming
 * `frozen`), for the campaign to take off the Trust once the base rules accepted the steal.
 */
export function trustSteals(c: Command): ResourceType[] {
  if (c.type !== "cardAction") return [];
  const a = c.action as unknown as { kind?: unknown; choice?: { steal?: unknown } };
  if (typeof a !== "object" || a === undefined || a.kind !== "prelude" || typeof a.choice !== "object" || a.choice === undefined) return [];
  const steals = a.choice.steal;
  const out: ResourceType[] = [];
  if (Array.isArray(steals)) for (const st of steals as { frozen?: unknown }[]) if (typeof st === "object" && st !== undefined && RESOURCE_TYPES.indexOf(st.frozen as ResourceType) >= 0) out.push(st.frozen as ResourceType);
  return out;
}

/** The Trust without `taken` (each once), replaced whole: the state before shares the campaign. */
export function takeFromTrust(s: GameState, taken: readonly ResourceType[]): void {
  const campaign = s.campaign as CampaignState;
  const trust = campaign.trust.slice();
  for (const r of taken) {
    const at = trust.indexOf(r);
    if (at >= 0) trust.splice(at, 1);
  }
  s.campaign = { ...campaign, trust };
  const fr = campaign.firstRegent === undefined ? "the First Regent" : campaign.firstRegent;
  s.events.push({ kind: "cardAction", text: `${taken.join(", ")} ${taken.length === 1 ? "is" : "are"} stolen from the Imperial Trust on ${fr}'s First Regent tile (BR p.27)` });
}
