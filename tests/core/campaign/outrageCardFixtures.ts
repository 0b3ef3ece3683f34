/** Campaign states for People's Hero (F617) and Sower of Division (F625), shared by the core tests and the table's scenarios. */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { initialState } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { actionCard as cardData } from "../../../src/core/data/actionCards";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import type { CampaignRecord } from "../../../src/core/campaign/types";
import { run } from "../game/helpers";
import { startCampaign } from "./fixtures";

export const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id);
const AMBITIONS = ["tycoon", "tyrant", "warlord", "keeper", "empath"];

export function dealt(s: GameState): GameState {
  return s.phase === "shuffleDiscard" ? run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command) : s;
}

export const hand = (s: GameState, colour: Colour) => s.players.filter((p) => p.colour === colour)[0].hand.filter((c) => cardData(c) !== undefined);

export const actI = (fates: string[]) => dealt(startCampaign({ type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(3), courtDeck: COURT, governOrder: ["AID04", "AID03", "AID05"], fates }));

/** Red, the initiative holder, leads a card that declares an ambition (not yet declared). */
export function redLed(s: GameState): { s: GameState; ambition: string } {
  const card = hand(s, "Red").filter((id) => AMBITIONS.indexOf(cardData(id)!.declares) >= 0)[0];
  return { s: run(s, { type: "lead", player: "Red", card } as Command), ambition: cardData(card)!.declares };
}

/** A campaign Act from a record (Red the initiative, these Fates), its hands dealt. */
export function act(nextAct: "II" | "III", fates: string[]): GameState {
  const record: CampaignRecord = {
    version: 1, nextAct, seats: SEATS, initiative: "Red", firstRegent: "Blue", booklet: ["AID04", "AID03", "AID05"], policy: "peace",
    players: SEATS.map((colour, i) => ({ colour, fate: fates[i], power: 12, title: "regent" as const, favors: [] })),
  };
  return run(initialState(), { type: "startAct", record, actionDeck: campaignActionDeck(3), courtDeck: COURT } as Command);
}

/** Plays a round: Red leads a card Blue can Surpass; Blue Surpasses or Copies, Yellow Copies; each ends the turn. */
export function round(s: GameState, blue: "surpass" | "copy"): GameState {
  const above = (lead: string) => hand(s, "Blue").filter((id) => cardData(id)!.suit === cardData(lead)!.suit && cardData(id)!.number > cardData(lead)!.number)[0];
  const lead = hand(s, "Red").filter((id) => above(id) !== undefined)[0];
  const higher = above(lead);
  s = run(s, { type: "lead", player: "Red", card: lead } as Command, { type: "endTurn", player: "Red" } as Command);
  const blueCard = blue === "surpass" ? higher : hand(s, "Blue")[0];
  s = run(s, { type: "follow", player: "Blue", card: blueCard, mode: blue } as Command, { type: "endTurn", player: "Blue" } as Command);
  return run(s, { type: "follow", player: "Yellow", card: hand(s, "Yellow")[0], mode: "copy" } as Command, { type: "endTurn", player: "Yellow" } as Command);
}
