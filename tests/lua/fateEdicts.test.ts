/**
 * The Fate edicts whose Power the core moves at Edict done (src/core/campaign/fates/fateEdicts.ts;
 * BR p.20; seed 003 F1510 Peace Dividends, F1619 Lords Gain Power, F1903 Rebuke of the Keepers) give
 * the same states and refusals in Lua.
 */
import { apply } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import { blankPlayer, snapshot } from "../core/game/helpers";
import { PEACE_MAP, SEATS_MAP, edictDue, keeperDeclared } from "../core/campaign/edictFixtures";

const lua = loadCoreModuleInLua("src/core/index.ts");

test("seed 003 F1510, F1619, F1903 at Edict done (BR p.20): Power moved or the Edict done refused, in Lua too", () => {
  const relics = (colour: "Red" | "Blue" | "Yellow", n: number) => blankPlayer(colour, { resources: { material: 0, fuel: 0, weapon: 0, relic: n, psionic: 0 } });
  const cases: [GameState, Command][] = [
    [edictDue("F1510"), { type: "edictDone", card: "F1510", map: PEACE_MAP } as Command],
    [edictDue("F1510", {}, "war"), { type: "edictDone", card: "F1510", map: PEACE_MAP } as Command],
    [edictDue("F1510"), { type: "edictDone", card: "F1510" } as Command],
    [edictDue("F1619"), { type: "edictDone", card: "F1619", map: SEATS_MAP } as Command],
    [keeperDeclared(edictDue("F1903", { trust: ["relic"] })), { type: "edictDone", card: "F1903", snapshot: snapshot([relics("Red", 0), relics("Blue", 1), relics("Yellow", 2)]) } as Command],
    [keeperDeclared(edictDue("F1903")), { type: "edictDone", card: "F1903", snapshot: snapshot([relics("Red", 0), relics("Blue", 1), relics("Yellow", 2)]) } as Command],
    [keeperDeclared(edictDue("F1903")), { type: "edictDone", card: "F1903" } as Command],
    [edictDue("F1903"), { type: "edictDone", card: "F1903" } as Command],
  ];
  const outcomes: boolean[] = [];
  for (const [s, c] of cases) {
    const node = apply(s, c);
    outcomes.push(node.ok);
    expect(lua.call("apply", s, c)).toEqual(normalise(node));
  }
  expect(outcomes).toEqual([true, true, false, true, true, true, false, true]);
});
