/**
 * How `apply` copies the campaign's state for a command (RuleModule.copies). The results the core
 * leaves for the table (the last Crises, event, Intermission board step, Act board, Fate ambitions)
 * are only ever replaced whole by their handlers, so a new state shares them with the old one; the
 * rest is copied deep (Act I's setup record too, while its placements are made). The last Crises alone is most of the campaign's size, and the copy per
 * command was most of a random campaign's time in the Lua VM (bench: campaign, per Act).
 * tests/core/campaign/immutability.test.ts checks that no command modifies its input state.
 */
import { clone } from "../game/util";
import type { CampaignState } from "./types";

const REPLACED_WHOLE: { readonly [field: string]: true } = {
  lastCrises: true,
  lastEvent: true,
  intermissionBoard: true,
  actBoard: true,
  actSetups: true,
  resolutions: true,
  lastFateAmbitions: true,
  mapSteps: true,
  setupRolls: true,
};

/**
 * Base commands the campaign module only refuses or passes on (module.ts: an Event card's refusals,
 * then `next`): neither they nor the base rules ever change the campaign's state, so it is shared
 * whole. Card plays are most of a campaign's commands, and of the commands a table tries.
 */
const LEAVE_CAMPAIGN_ALONE: { readonly [command: string]: true } = { lead: true, follow: true, seize: true, pass: true, declare: true };

export function copyCampaign(value: unknown, command: string): unknown {
  if (LEAVE_CAMPAIGN_ALONE[command] === true) return value;
  const src = value as { [field: string]: unknown };
  const out: { [field: string]: unknown } = {};
  // Act I's setup record changes only while its placements are made (actOneSetup.ts).
  const setupDone = src.stage !== "setup";
  for (const k in src) out[k] = REPLACED_WHOLE[k] === true || (k === "setup" && setupDone) ? src[k] : clone(src[k]);
  return out as unknown as CampaignState;
}
