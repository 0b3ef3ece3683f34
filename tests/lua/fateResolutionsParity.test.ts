/**
 * Parity: the Fates' Resolution cards at Intermission step A (src/core/campaign/fates/resolutions.ts,
 * BR p.28) give the same booklet, listed moves and log in Lua as in Node: the eight "A" Fates' Act I
 * Resolutions, each side, and the "B" Fates' Act II ones read in Lua from the same table.
 */
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { apply } from "../../src/core/rules";
import { RESOLUTIONS, resolutionSide } from "../../src/core/campaign/fates/resolutions";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import { atStepA } from "../core/campaign/resolutionFixtures";

const lua = loadCoreModuleInLua("src/core/index.ts");
const sides = loadCoreModuleInLua("src/core/campaign/fates/resolutions.ts");
const stepA = { type: "intermission", step: "A" } as Command;

function answer(r: { ok: boolean; value?: GameState; reason?: string }): unknown {
  if (!r.ok) return r.reason;
  const c = (r.value as GameState).campaign as CampaignState;
  return { resolutions: c.resolutions, booklet: c.rulesBooklet, events: (r.value as GameState).events };
}

describe("the Resolution cards run identically in Node and in Lua (BR p.28 step A)", () => {
  test("Act I: the eight 'A' Fates in pairs, each side of each card", () => {
    const pairs = [["FATE01", "FATE02"], ["FATE03", "FATE04"], ["FATE05", "FATE06"], ["FATE07", "FATE08"]];
    let cases = 0;
    for (const fates of pairs) {
      for (const spaces of [[0, 3], [2, 0]]) {
        const s = atStepA(fates, spaces);
        const node = normalise(answer(apply(s, stepA)));
        expect(node).toHaveProperty("resolutions");
        expect(normalise(answer(lua.call("apply", s, stepA) as { ok: boolean; value?: GameState }))).toEqual(node);
        cases++;
      }
    }
    expect(cases).toBe(8);
  });

  test("every side of every Resolution card reads to the same ids in Lua (the 'B' Fates' too)", () => {
    const node: unknown[] = [];
    const inLua: unknown[] = [];
    for (const card of Object.keys(RESOLUTIONS).sort()) {
      for (const completed of [true, false]) {
        node.push(resolutionSide(card, completed));
        inLua.push(sides.call("resolutionSide", card, completed));
      }
    }
    expect(inLua.length).toBe(48);
    expect(inLua).toEqual(normalise(node));
  });
});
