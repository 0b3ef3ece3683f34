/**
 * Leaders' own setup steps the script carries out (FAQ erratum p.21: "if any leaders have extra
 * setup steps, players perform them in turn order", after drafting everything), keyed by leader id
 * beside src/core/data/leaders.ts: Mystic (LEAD02) "Cryptic": "In setup, place agents on your
 * Material and Fuel Outrage slots on your player board."
 */
import type { ResourceType } from "../data/vocabulary";

export interface LeaderSetupStep {
  /** The trait, for the table's words. */
  name: string;
  /** Outrage slots that get one of the player's agents from their supply. */
  agentsOnOutrage: ResourceType[];
}

export const LEADER_SETUP_STEPS: { readonly [leader: string]: LeaderSetupStep } = {
  LEAD02: { name: "Mystic (Cryptic)", agentsOnOutrage: ["material", "fuel"] },
};

/** The setup step of `leader`, if it has one. */
export function leaderSetupStep(leader: string | undefined): LeaderSetupStep | undefined {
  return leader === undefined ? undefined : LEADER_SETUP_STEPS[leader];
}
