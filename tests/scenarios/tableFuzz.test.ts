/**
 * A seeded fuzz of table events through the TTS fake (issue "Safe in TTS's own Lua", item 7): random
 * card drops (any loose card, any slot or hand, either side up), cards turned over, UI and object-button clicks by every
 * colour (seated, unseated, spectators), dice rolled, agents moved on and off Court slots, and a
 * save/load at random steps. After every event: no Lua error (the fake is strict), the engine's
 * invariants hold, every action card exists exactly once, no hand holds a card the game does not
 * put there, and no public message names a card in a hand.
 * ARCS_FUZZ_SCALE=10 runs ten times the events (the CI size runs well under a minute); FUZZ_TRACE=1
 * prints each event with the phase and the plays of the round. The machinery: tests/support/tableFuzz.ts.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import { loadTable, setupLog, stagedTable } from "../support/scenario";
import { SCALE, fuzz } from "../support/tableFuzz";

describe("table fuzz", () => {
  test("a 4-player game in chapter 1", () => {
    fuzz(1, 160 * SCALE, () => {
      const seats = ["Red", "Blue", "Yellow", "White"];
      const table = stagedTable(setupLog({ seats: seats as Colour[], setupCard: "4SETUP02", seed: 5 }), seats, { host: "Blue" });
      return { table, seats, host: "Blue" };
    });
  });

  test("a 3-player game (1s and 7s set aside) in chapter 1", () => {
    fuzz(2, 120 * SCALE, () => {
      const seats = ["Red", "Yellow", "White"];
      const table = stagedTable(setupLog({ seats: seats as Colour[], setupCard: "3SETUP01", seed: 8 }), seats, { host: "Red" });
      return { table, seats, host: "Red" };
    });
  });

  test("a fresh table before setup: the host may start, anyone may click", () => {
    fuzz(3, 80 * SCALE, () => {
      const seats = ["Red", "Blue", "Yellow"];
      return { table: loadTable(seats), seats, host: "Red" };
    });
  });
});
