/**
 * A 4-player campaign at its Edicts with the Govern with Authority cards (seed 003 F124-F126) in the
 * Govern slot, as the Steward's Act III setup leaves it (F122A step 3): Red is First Regent, the
 * colours named are Outlaws (core tests, the Lua parity and the table's scenario).
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import type { GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { startEdicts } from "../../../src/core/campaign/edicts";
import type { CampaignState } from "../../../src/core/campaign/types";
import { startCampaign } from "./fixtures";

export const SEATS: Colour[] = ["Red", "Blue", "Yellow", "White"];
const CARD = { war: "F124", escalation: "F125", peace: "F126" };

export function atAuthority(policy: "peace" | "escalation" | "war", outlaws: Colour[] = []): GameState {
  const s = startCampaign({
    type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(4), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID03", "AID04", "AID05"], fates: ["FATE01", "FATE02", "FATE03", "FATE04"],
  });
  const slot = [CARD[policy]].concat(["F124", "F125", "F126"].filter((id) => id !== CARD[policy]));
  const c0 = s.campaign as CampaignState;
  const c: CampaignState = {
    ...c0, policy, firstRegent: "Red", booklet: slot, rulesBooklet: { edicts: [slot], laws: [] },
    players: c0.players.map((p) => (outlaws.includes(p.colour) ? { ...p, title: "outlaw" as const } : p)),
  };
  startEdicts(c);
  return { ...s, campaign: c };
}

/** Act II's Edicts with Imperial Quorum (F113) in the booklet after the Govern slot (F112A "Add Imperial Quorum (13) to the Edicts"); White an Outlaw. */
export function atQuorum(): GameState {
  const s = atAuthority("peace", ["White"]);
  const c0 = s.campaign as CampaignState;
  const govern = ["AID04", "AID03", "AID05"];
  const c: CampaignState = { ...c0, booklet: govern.concat(["F113"]), rulesBooklet: { edicts: [govern, ["F113"]], laws: [] } };
  startEdicts(c);
  return { ...s, campaign: c };
}
