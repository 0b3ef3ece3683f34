/**
 * Parity: the Fate-set Guild cards of shapes of their own (seed 003 card reference; courtPowers.ts
 * FATE_SET_POWERS): Guild Investigators' Recover (F402), Lesser Regent's declare (F121) and the
 * Sycophants' ships Prelude (F1102) give the same tables, states and refusals in Lua as in Node.
 */
import { actionDeckFor } from "../../src/core/data/actionCards";
import { courtDeck } from "../../src/core/data/court";
import type { Colour } from "../../src/core/data/vocabulary";
import { replay } from "../../src/core/rules";
import { cardActionOutcome } from "../../src/core/powers";
import type { Command, GameLog } from "../../src/core/game/types";
import { player, tableWith } from "../core/court/fixtures";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const powers = loadCoreModuleInLua("src/core/powers/index.ts");
const game = loadCoreModuleInLua("src/core/index.ts");

const FOUR: Colour[] = ["Red", "Blue", "Yellow", "White"];
const HANDS = [
  ["construction-4", "construction-1", "aggression-7", "administration-2", "mobilization-1", "administration-1"],
  ["aggression-4", "construction-5", "construction-7", "mobilization-3", "administration-5", "aggression-1"],
  ["construction-6", "construction-3", "mobilization-7", "administration-4", "aggression-2", "aggression-3"],
  ["construction-2", "mobilization-6", "administration-7", "aggression-6", "mobilization-4", "administration-6"],
];

function court() {
  const t = tableWith(FOUR, [{ card: "BC26", agents: {} }, { card: "BC27", agents: { Blue: 1 } }, { card: "BC28", agents: {} }, { card: "BC29", agents: {} }]);
  player(t, "Red").guildCards.push("F402", "F121", "F1102");
  t.court.discard = ["BC02", "CC05", "CC11", "F1209"];
  return t;
}

describe("F402 / F121 / F1102 in Lua", () => {
  test("the outcomes and a replay with accepted and refused Recovers, declares and ships Preludes agree", () => {
    const t = court();
    const steps = [
      { kind: "recover" as const, card: "F402", slot: 2, court: t },
      { kind: "recover" as const, card: "F402", slot: 1, court: t },
      { kind: "recover" as const, card: "F402", slot: 2, court: { ...t, court: { ...t.court, discard: ["CC11"] } } },
      { kind: "prelude" as const, choice: { card: "F121", ambition: "keeper" as const }, court: t },
      { kind: "prelude" as const, choice: { card: "F1102" }, court: t },
    ];
    const accepted = steps.filter((a) => cardActionOutcome("Red", a).ok).length;
    for (const a of steps) expect(powers.call("cardActionOutcome", "Red", a)).toEqual(normalise(cardActionOutcome("Red", a)));
    expect(accepted).toBe(3);

    const deck = ([] as string[]).concat(...HANDS).concat(actionDeckFor(4).filter((id) => !HANDS.flat().includes(id)));
    const act = (action: object) => ({ type: "cardAction", player: "Red", action } as Command);
    const log: GameLog = {
      version: 1,
      commands: [
        { type: "setup", seats: FOUR, setupCard: "4SETUP01", actionDeck: deck, courtDeck: courtDeck() },
        { type: "shuffleDiscard", order: deck.slice(24) },
        { type: "lead", player: "Red", card: "mobilization-1" },
        act({ kind: "recover", card: "F402", slot: 1, court: t }), // agents there
        act({ kind: "recover", card: "F402", slot: 3, court: t }),
        act({ kind: "prelude", choice: { card: "F121" }, court: t }), // no ambition named
        act({ kind: "prelude", choice: { card: "F121", ambition: "tyrant" }, court: t }),
        act({ kind: "prelude", choice: { card: "F1102" }, court: t }),
      ] as Command[],
    };
    const node = replay(log);
    expect(node.refused.map((r) => r.index)).toEqual([3, 5]);
    expect(game.call("replay", log)).toEqual(normalise(node));
  });
});
