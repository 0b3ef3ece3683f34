/**
 * Parity: the action count (src/core/game/actions.ts, rules-decisions D15) gives the same states,
 * refusals and actions left in Lua as in Node.
 */
import { actionDeckFor } from "../../src/core/data/actionCards";
import { courtDeck } from "../../src/core/data/court";
import type { Colour } from "../../src/core/data/vocabulary";
import { actionsLeft, actionsLeftText } from "../../src/core/game/actions";
import { replay } from "../../src/core/rules";
import type { Command, GameLog } from "../../src/core/game/types";
import { dice, example } from "../core/battle/rulebookExample";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const lua = loadCoreModuleInLua("src/core/index.ts");

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const HANDS = [
  ["administration-4", "aggression-3", "construction-3", "mobilization-2", "administration-2", "aggression-2"],
  ["aggression-4", "construction-5", "mobilization-3", "administration-5", "construction-2", "mobilization-6"],
  ["construction-4", "construction-6", "mobilization-4", "administration-3", "aggression-5", "aggression-6"],
];
const deck = ([] as string[]).concat(...HANDS).concat(actionDeckFor(3).filter((id) => !HANDS.flat().includes(id)));
const roll = { type: "battle", player: "Red", action: { kind: "roll", system: "2.1", defender: "Blue", dice, snapshot: example } };

const log: GameLog = {
  version: 1,
  commands: [
    { type: "setup", seats: SEATS, setupCard: "3SETUP01", actionDeck: deck, courtDeck: courtDeck() },
    { type: "shuffleDiscard", order: deck.slice(18) },
    { type: "takeAction", player: "Red", action: "influence" }, // no card played yet
    { type: "lead", player: "Red", card: "administration-4" },
    roll, // Administration cannot battle
    { type: "spendResource", player: "Red", resource: "weapon", outrage: [] },
    { type: "spendResource", player: "Red", resource: "material", outrage: [] },
    { type: "spendResource", player: "Red", resource: "relic", outrage: ["relic"] }, // for no effect
    { type: "takeAction", player: "Red", action: "repair" },
    { type: "takeAction", player: "Red", action: "repair" },
    roll,
    { type: "battle", player: "Red", action: { kind: "rollAgain", reason: "cocked die" } },
    roll,
    { type: "spendResource", player: "Red", resource: "psionic", outrage: [] }, // Prelude over
    { type: "takeAction", player: "Red", action: "build" },
    { type: "takeAction", player: "Red", action: "tax" }, // nothing left
    { type: "endTurn", player: "Red" },
    { type: "follow", player: "Blue", card: "construction-2", mode: "copy" },
    { type: "takeAction", player: "Blue", action: "influence" },
    { type: "takeAction", player: "Blue", action: "influence" }, // a Copy gives one
    { type: "undoAction", player: "Blue", action: "influence" },
    { type: "undoAction", player: "Blue", action: "influence" }, // none left to take back
    { type: "takeAction", player: "Blue", action: "influence" },
  ] as Command[],
};

describe("the action count runs identically in Node and in Lua", () => {
  test("p.8, p.10, p.17: the same replay, with the same refusals", () => {
    const node = replay(log);
    expect(node.refused.map((r) => r.index)).toEqual([2, 4, 13, 15, 19, 21]);
    expect(lua.call("replay", log)).toEqual(normalise(node));
  });

  test("the actions left match at every step", () => {
    for (const n of [4, 8, 11, 15, 18]) {
      const s = replay({ version: 1, commands: log.commands.slice(0, n) }).state;
      const who = s.round!.order[s.round!.turn];
      expect(lua.call("actionsLeft", s, who)).toEqual(normalise(actionsLeft(s, who)));
      expect(lua.call("actionsLeftText", s, who)).toEqual(actionsLeftText(s, who));
    }
  });
});
