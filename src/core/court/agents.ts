/** Agent bookkeeping shared by the Court and Outrage rules. */
import type { PlayerHoldings } from "./types";

/**
 * `n` Loyal agents enter the player's supply. An Outrage icon covered by a placeholder takes the
 * first agent that enters the supply (rulebook p.22: "use a placeholder piece until an agent enters
 * your supply, then place the agent"), in RESOURCE_TYPES order.
 */
export function returnAgentsToSupply(p: PlayerHoldings, n: number): PlayerHoldings {
  let supply = p.agentSupply + n;
  const placeholders = p.outragePlaceholders.slice();
  while (supply > 0 && placeholders.length > 0) {
    placeholders.splice(0, 1);
    supply--;
  }
  return { ...p, agentSupply: supply, outragePlaceholders: placeholders };
}
