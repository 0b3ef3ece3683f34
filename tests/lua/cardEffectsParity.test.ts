/**
 * Parity: the Court card commands (Populist Demands BC27, Song of Freedom BC29 / Lattice Spies BC16,
 * Call to Action BC31) give the same states, refusals and legal lists in Lua as in Node.
 */
import { actionDeckFor } from "../../src/core/data/actionCards";
import { courtDeck } from "../../src/core/data/court";
import type { Colour } from "../../src/core/data/vocabulary";
import { legalCommands } from "../../src/core/game/legal";
import { playRandomGame } from "../../src/core/game/driver";
import { replay } from "../../src/core/rules";
import type { Command, GameLog } from "../../src/core/game/types";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const lua = loadCoreModuleInLua("src/core/index.ts");

const FOUR: Colour[] = ["Red", "Blue", "Yellow", "White"];
const HANDS = [
  ["construction-4", "construction-1", "aggression-7", "administration-2", "mobilization-1", "administration-1"],
  ["aggression-4", "construction-5", "construction-7", "mobilization-3", "administration-5", "aggression-1"],
  ["construction-6", "construction-3", "mobilization-7", "administration-4", "aggression-2", "aggression-3"],
  ["construction-2", "mobilization-6", "administration-7", "aggression-6", "mobilization-4", "administration-6"],
];
const deck = ([] as string[]).concat(...HANDS).concat(actionDeckFor(4).filter((id) => !HANDS.flat().includes(id)));

const log: GameLog = {
  version: 1,
  commands: [
    { type: "setup", seats: FOUR, setupCard: "4SETUP01", actionDeck: deck, courtDeck: courtDeck() },
    { type: "shuffleDiscard", order: deck.slice(24) },
    { type: "declareByCard", player: "Red", ambition: "tycoon", card: "BC27" }, // no card played yet
    { type: "lead", player: "Red", card: "construction-4" },
    { type: "seizeByCard", player: "Red", card: "BC29" }, // the holder cannot seize
    { type: "declareByCard", player: "Red", ambition: "keeper", card: "BC27" },
    { type: "declare", player: "Red", ambition: "warlord" },
    { type: "endTurn", player: "Red" },
    { type: "follow", player: "Blue", card: "aggression-4", mode: "pivot" },
    { type: "drawFromDiscardBottom", player: "Blue", card: "BC31" },
    { type: "seizeByCard", player: "Blue", card: "BC16" },
    { type: "declareByCard", player: "Blue", ambition: "empath", card: "BC27" },
    { type: "declareByCard", player: "Blue", ambition: "empath", card: "BC27" }, // no marker left
    { type: "endTurn", player: "Blue" },
    { type: "follow", player: "Yellow", card: "construction-6", mode: "surpass" },
    { type: "seizeByCard", player: "Yellow", card: "BC29" }, // already seized
    { type: "drawFromDiscardBottom", player: "Yellow", card: "BC27" }, // wrong card
    { type: "endTurn", player: "Yellow" },
  ] as Command[],
};

describe("Court card commands run identically in Node and in Lua", () => {
  test("BC27 / BC29 / BC16 / BC31 with refusals: the same replay", () => {
    const node = replay(log);
    expect(node.refused.map((r) => r.index)).toEqual([2, 4, 12, 15, 16]);
    expect(lua.call("replay", log)).toEqual(normalise(node));
  });

  test("legalCommands(s, { cards }) matches", () => {
    for (const n of [4, 9, 10]) {
      const s = replay({ version: 1, commands: log.commands.slice(0, n) }).state;
      const options = { cards: ["BC16", "BC27", "BC29", "BC31"] };
      expect(lua.call("legalCommands", s, options)).toEqual(normalise(legalCommands(s, options)));
    }
  });

  test("the driver with card effects plays the same game in Lua", () => {
    const opts = { seed: 4242, playerCount: 4, cardEffects: true };
    const node = playRandomGame(opts);
    expect(node.problems).toEqual([]);
    expect(node.log.commands.some((c) => c.type === "drawFromDiscardBottom" || c.type === "seizeByCard" || c.type === "declareByCard")).toBe(true);
    expect(lua.call("playRandomGame", opts)).toEqual(normalise(node));
  });
});
