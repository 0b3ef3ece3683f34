/**
 * Staging for the Believer's Faithful cards (seed 003 F8..): Act II started with the Believer (Red,
 * holding the initiative: F820A tucks the Doctrine on its Zeal side and adds Doctrinal Faith F823),
 * the discard shuffled, Red to lead. Faithful cards are put in hands in place of base-deck cards (as
 * a secure from the Court puts them there, F813), the game's action cards changed to match. Shared by
 * the Node tests and the Lua parity test.
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { apply, initialState } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import { campaignActionDeck } from "../../../src/core/campaign/flow";

const GOVERN = ["AID04", "AID03", "AID05"];

function ok(s: GameState, c: Command): GameState {
  const r = apply(s, c);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

export function believerChapter(): GameState {
  const s = ok(initialState(), {
    type: "startAct", actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id), map: { systems: [] }, eventDiePlanet: "arrow",
    record: {
      version: 2, nextAct: "II", seats: ["Red", "Blue", "Yellow"], initiative: "Red", booklet: GOVERN, rulesBooklet: { edicts: [GOVERN], laws: [["F813"], ["F814"]] }, policy: "peace",
      players: [
        { colour: "Red", fate: "FATE08", power: 3, title: "regent", favors: [] },
        { colour: "Blue", fate: "FATE09", power: 0, title: "outlaw", favors: [] },
        { colour: "Yellow", fate: "FATE01", power: 2, title: "regent", favors: [] },
      ],
    },
  } as Command);
  return ok(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
}

/** Each named player's first base-deck cards replaced by these Faithful cards (hand and the game's action cards). */
export function withFaithful(s: GameState, cards: { [colour: string]: string[] }): GameState {
  let actionCards = s.actionCards.slice();
  const players = s.players.map((p) => {
    const faithful = cards[p.colour] ?? [];
    const hand = p.hand.slice();
    faithful.forEach((id, i) => {
      const k = hand.findIndex((x, j) => j >= i && x.indexOf("-") > 0);
      actionCards = actionCards.filter((x) => x !== hand[k]).concat([id]);
      hand[k] = id;
    });
    return { ...p, hand };
  });
  return { ...s, players, actionCards };
}
