/** A 2-player campaign at Intermission step A with chosen Fates and objective markers (fateResolutions tests, Lua parity). */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { blankPlayer, run, snapshot } from "../game/helpers";
import { startCampaign } from "./fixtures";

const SEATS: Colour[] = ["Red", "Blue"];
const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id);

/** Act I played to its end with these Fates, the objective markers set (0: completed). */
export function atStepA(fates: string[], spaces: number[]): GameState {
  let s = startCampaign({
    type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(2), courtDeck: COURT,
    governOrder: ["AID05", "AID04", "AID03"], fates,
  });
  for (let ch = 1; ch <= 3; ch++) {
    if (ch > 1) s = run(s, { type: "deal", order: s.actionCards.slice() });
    const atScoring: GameState = { ...s, phase: "scoring", round: undefined, players: s.players.map((p) => ({ ...p, hand: [] })) };
    s = run(atScoring, { type: "score", snapshot: snapshot(SEATS.map((c) => blankPlayer(c)), { tycoon: 0, warlord: 0, keeper: 0, empath: 0 }) });
  }
  return run(s, ...SEATS.map((player, i) => ({ type: "setObjective", player, space: spaces[i] }) as Command));
}

