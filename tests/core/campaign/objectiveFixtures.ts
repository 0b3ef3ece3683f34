/** Chapter ends of Acts II and III for the counted objectives' tests (fates/objectives.ts, objectiveTokens.ts). */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { initialState } from "../../../src/core/game/engine";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import type { CampaignRecord, CampaignState } from "../../../src/core/campaign/types";
import { run } from "../game/helpers";

export const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id);

/** The chapter's end with markers on `ambitions` (first of the list first), hands empty. */
export function atScoring(s: GameState, ambitions: string[], campaign: Partial<CampaignState> = {}): GameState {
  const markers = s.markers.map((m, i) => (i < ambitions.length ? { ...m, at: ambitions[i] as never } : m));
  return { ...s, round: undefined, phase: "scoring", markers, players: s.players.map((p) => ({ ...p, hand: [] })), campaign: { ...(s.campaign as CampaignState), ...campaign } };
}

/** Act `nextAct` started from a record with these Fates (Red, Blue, Yellow), every objective marker in use on 20. */
export function act(nextAct: "II" | "III", fates: string[]): GameState {
  const record: CampaignRecord = {
    version: 1, nextAct, seats: SEATS, initiative: "Red", firstRegent: "Red", booklet: ["AID04", "AID03", "AID05"], policy: "peace",
    players: SEATS.map((colour, i) => ({ colour, fate: fates[i], power: 3, title: "regent" as const, favors: [] })),
  };
  let s = run(initialState(), { type: "startAct", record, actionDeck: campaignActionDeck(3), courtDeck: COURT } as Command);
  const letters = (s.campaign as CampaignState).players.map((p) => p.letter);
  s = run(s, ...SEATS.filter((_, i) => nextAct === "II" || letters[i] === "C").map((colour) => ({ type: "setObjective", player: colour, space: 20 }) as Command));
  return s;
}
