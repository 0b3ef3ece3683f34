/**
 * Issue 35 in Lua: the Lore that forbids its holder an ambition (src/core/campaign/fates/oaths.ts)
 * and the cards that change a tax (fates/taxCards.ts) give the same answers in Lua as in Node: a
 * declare refused, a scoring's Power changed in place, a Govern refused, taxes allowed and refused.
 */
import { apply } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import type { MapSnapshot } from "../../src/core/map/snapshot";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import { redLeads } from "../core/campaign/mapFixtures";
import { atEdicts, atScoring, redLeadsToDeclare } from "../core/campaign/oathFixtures";
import { blankPlayer, snapshot } from "../core/game/helpers";
import { mapAction, mapOf } from "../core/map/fixtures";

const lua = loadCoreModuleInLua("src/core/index.ts");

/** The command in both VMs: the same result; the Node state when it applied, the refusal otherwise. */
function both(s: GameState, c: Command): GameState | string {
  const node = apply(s, c);
  expect(lua.call("apply", s, c)).toEqual(normalise(node));
  return node.ok ? node.value : node.reason;
}

test("seed 003 F1902 'You cannot declare the Keeper ambition', F1502 at Govern, in Lua too", () => {
  const s = redLeadsToDeclare("keeper");
  expect(both(s, { type: "declare", player: s.initiative, ambition: "keeper", playArea: ["F1902"] } as Command)).toBe("Ire of the Keepers (F1902): you cannot declare Keeper");
  expect(both(s, { type: "declare", player: s.initiative, ambition: "keeper", playArea: ["F2003"] } as Command)).not.toEqual(expect.any(String));
  expect(both(atEdicts("war"), { type: "govern", player: "Red", demands: [], playArea: ["F1502"] } as Command)).toBe("Oath of Peace (F1502): you cannot enforce Imperial War Policy");
});

test("seed 003 F1502 and F1802 in scoring: no Power for Warlord, second place's for a win, the Bunkers' line, in Lua too", () => {
  const snap = snapshot([
    blankPlayer("Red", { trophies: 3, citiesOnBoard: 2, cards: ["F1502"] }),
    blankPlayer("Blue", { trophies: 1, captives: 2, citiesOnBoard: 2, cards: ["F1802"] }),
    blankPlayer("Yellow", { citiesOnBoard: 5 }),
  ]);
  const after = both(atScoring(["warlord", "tyrant"]), { type: "score", snapshot: snap } as Command) as GameState;
  const warlord = after.lastScoring!.ambitions.filter((a) => a.ambition === "warlord")[0];
  expect(warlord.awards.map((a) => `${a.player} ${a.power}`)).toEqual(["Red 0", `Blue ${warlord.secondPower}`]);
  expect(after.lastScoring!.instructions).toContain("Blue keeps 1 Captive for each Bunker on the map (Vow of Survival (F1802))");
});

test("seed 003 F1205, F102, F2003 taxes, in Lua too", () => {
  const withCards = (map: MapSnapshot, cards: string[]): MapSnapshot => ({ ...map, playAreas: [{ colour: "Red", cards }] });
  const tax = (system: string, owner: string, m: MapSnapshot) => mapAction("Red", { kind: "tax", system, owner } as never, m);
  const s = redLeads("administration", "regent");
  const smuggle = withCards(mapOf({ "1.1": { Red: { ship: [0, 1] }, Blue: { ship: [2, 0] }, Yellow: { city: [1, 0] } } }), ["F1205"]);
  expect((both(redLeads("administration"), tax("1.1", "Yellow", smuggle)) as GameState).actions?.taken).toEqual(["tax"]);
  expect((both(s, tax("1.1", "Yellow", withCards(mapOf({ "1.1": { empire: { ship: [1, 0] }, Yellow: { city: [1, 0] } } }), ["F102"]))) as GameState).actions?.taken).toEqual(["tax"]);
  expect(both(s, tax("1.3", "Red", withCards(mapOf({ "1.3": { Red: { city: [1, 0] }, Blue: { ship: [2, 0] } } }), ["F2003"])))).toMatch(/^Ire of the Tycoons \(F2003\)/);
});
