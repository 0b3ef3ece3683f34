/** Where the state says an action card is: the table puts refused drops back there (not into the dropper's hand). */
import { actionDeckFor } from "../../../src/core/data/actionCards";
import { courtDeck } from "../../../src/core/data/court";
import { cardPlace } from "../../../src/core/game/cardPlace";
import { apply, initialState } from "../../../src/core/rules";
import { replay } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";

/** The state a list of commands folds to (every one must apply). */
function fold(commands: Command[]): GameState {
  const r = replay({ version: 1, commands });
  if (r.refused.length > 0) throw new Error(r.refused[0].reason);
  return r.state;
}

const SEATS = ["Red", "Blue", "Yellow"] as const;

function threePlayerGame(): GameState {
  const setup: Command = { type: "setup", seats: [...SEATS], setupCard: "3SETUP01", actionDeck: actionDeckFor(3), courtDeck: courtDeck() };
  const s = fold([setup]);
  return fold([setup, { type: "shuffleDiscard", order: s.discard.slice() }]);
}

describe("cardPlace", () => {
  test("before setup every action card is in the action deck", () => {
    expect(cardPlace(initialState(), "aggression-7")).toEqual({ kind: "deck" });
  });

  test("p.4 steps C-D: with 3 players a 1 or a 7 is set aside, unused", () => {
    const s = threePlayerGame();
    expect(cardPlace(s, "aggression-1")).toEqual({ kind: "unused" });
    expect(cardPlace(s, "mobilization-7")).toEqual({ kind: "unused" });
  });

  test("a card in a hand is in that player's hand; a card left over is in the discard", () => {
    const s = threePlayerGame();
    const red = s.players[0];
    expect(cardPlace(s, red.hand[0])).toEqual({ kind: "hand", player: "Red" });
    expect(s.discard.length).toBeGreaterThan(0);
    expect(cardPlace(s, s.discard[0])).toEqual({ kind: "discard" });
  });

  test("p.8-10: a lead is in the lead slot face up; a Copy in its player's follow slot face down", () => {
    const s0 = threePlayerGame();
    const lead = s0.players[0].hand[0];
    const withLead = apply(s0, { type: "lead", player: "Red", card: lead });
    if (!withLead.ok) throw new Error(withLead.reason);
    expect(cardPlace(withLead.value, lead)).toEqual({ kind: "played", slot: "lead", player: "Red", faceUp: true });
    const ended = apply(withLead.value, { type: "endTurn", player: "Red" });
    if (!ended.ok) throw new Error(ended.reason);
    const copy = s0.players[1].hand[0];
    const copied = apply(ended.value, { type: "follow", player: "Blue", card: copy, mode: "copy" });
    if (!copied.ok) throw new Error(copied.reason);
    expect(cardPlace(copied.value, copy)).toEqual({ kind: "played", slot: "follow", player: "Blue", faceUp: false });
  });

  test("an id that is no action card is unknown", () => {
    expect(cardPlace(threePlayerGame(), "BC01")).toEqual({ kind: "unknown" });
  });
});
