/** Shared campaign test set-up: Act I started and its starting placements made (BR pp.4-6). */
import { apply, initialState } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import { openStartPlanets } from "../../../src/core/campaign/actOneSetup";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import type { CampaignState } from "../../../src/core/campaign/types";
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";

/** startCampaign with default dice (Imperial clusters 1-2, Free cities on hex planets), then both placement passes on the first open planets. */
export function startCampaign(command: Record<string, unknown>): GameState {
  const r = apply(initialState(), { numberDie: 1, eventDiePlanet: "hex", ...command } as unknown as Command);
  if (!r.ok) throw new Error(`startCampaign refused: ${r.reason}`);
  let s = r.value;
  while (s.campaign?.stage === "setup" && s.campaign.setup !== undefined) {
    const setup = s.campaign.setup;
    const player = setup.order[setup.placements.length];
    const p = apply(s, { type: "placeStart", player, system: openStartPlanets(s)[0], building: "city" } as Command);
    if (!p.ok) throw new Error(`placeStart refused: ${p.reason}`);
    s = p.value;
  }
  return s;
}


/** Red, Blue and Yellow (the Magnate, the Founder, the Steward) in Act I, the Crises due after an event rolled [arrow] in cluster 5 (BR p.18). */
export function crisesDueCampaign(): GameState {
  const s = startCampaign({
    type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE03", "FATE02", "FATE01"],
  });
  return { ...s, campaign: { ...(s.campaign as CampaignState), crisesDue: true, lastEvent: { event: "crisis", planet: "arrow", cluster: 5, resolve: "Crises" } } };
}
