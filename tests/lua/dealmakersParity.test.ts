/**
 * Parity: Dealmakers' Bargain (F103, seed 003: "Bargain (Secure): Choose a Court card that a Rival
 * could secure. They secure it but return agents they would capture. ...") gives the same tables and
 * refusals in Lua as in Node.
 */
import { cardActionOutcome } from "../../src/core/powers";
import type { Colour } from "../../src/core/data/vocabulary";
import { player, tableWith } from "../core/court/fixtures";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const powers = loadCoreModuleInLua("src/core/powers/index.ts");
const FOUR: Colour[] = ["Red", "Blue", "Yellow", "White"];

describe("F103 in Lua", () => {
  test("accepted and refused Bargains agree", () => {
    const t = tableWith(FOUR, [{ card: "BC02", agents: {} }, { card: "BC13", agents: { Blue: 2, Red: 1, Yellow: 1 } }, { card: "BC14", agents: { Red: 1, White: 1 } }, { card: "BC27", agents: { Yellow: 1 } }]);
    player(t, "Red").guildCards.push("F103");
    const steps = [0, 1, 2, 3].map((slot) => ({ kind: "bargain" as const, card: "F103", slot, court: t }));
    for (const a of steps) expect(powers.call("cardActionOutcome", "Red", a)).toEqual(normalise(cardActionOutcome("Red", a)));
    expect(powers.call("cardActionOutcome", "Blue", steps[1])).toEqual(normalise(cardActionOutcome("Blue", steps[1])));
    expect(steps.filter((a) => cardActionOutcome("Red", a).ok).length).toBe(1);
  });
});
