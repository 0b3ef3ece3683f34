/** Battle sides with the campaign's owners (BR pp.10-11, 15, 19) decide the same in Lua (TSTL) as in Node. */
import * as node from "../../src/core/campaign/battleSides";
import { randomMapSnapshot } from "../../src/core/campaign/randomMap";
import type { EmpireFacts, MapSnapshot, Owner } from "../../src/core/campaign/mapControl";
import { makeRng } from "../../src/core/game/driver";
import type { Colour, SystemId } from "../../src/core/data/vocabulary";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const lua = loadCoreModuleInLua("src/core/campaign/battleSides.ts");
const seats: Colour[] = ["Red", "Blue", "Yellow", "White"];
const facts: EmpireFacts = { firstRegent: "Blue", regents: ["Blue", "Yellow"] };
const defenders: Owner[] = ["Red", "Blue", "Yellow", "White", "empire", "free", "blight"];

test("fuzz: defender refusals and sides match in Lua on random maps", () => {
  const rng = makeRng(13);
  for (let i = 0; i < 6; i++) {
    const map = randomMapSnapshot(rng, seats);
    for (const sp of map.systems.slice(0, 4)) {
      for (const attacker of seats) {
        for (const defender of defenders) {
          const refusal = node.campaignBattleRefusal(map, sp.system, attacker, defender, seats, facts);
          expect(lua.call("campaignBattleRefusal", map, sp.system, attacker, defender, seats, facts)).toEqual(normalise(refusal));
          if (refusal === undefined) expect(lua.call("campaignBattleSides", map, sp.system, attacker, defender, facts, true)).toEqual(normalise(node.campaignBattleSides(map, sp.system, attacker, defender, facts, true)));
        }
      }
    }
  }
});

test("seed 003 F216 Armistice and F1613 Feast Day in the Court (courtBans.ts): the same refusals in Lua", () => {
  const map: MapSnapshot = { systems: [
    { system: "1.2", pieces: [{ owner: "Red", kind: "ship", fresh: 2, damaged: 0 }, { owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }, { owner: "free", kind: "city", fresh: 1, damaged: 0 }] },
    { system: "1.3", pieces: [{ owner: "Blue", kind: "city", fresh: 1, damaged: 0 }] },
  ] };
  const members = [{ colour: "Red" as Colour, cards: ["F218"] }, { colour: "Blue" as Colour, cards: ["F219"] }];
  const seat = [{ system: "1.3" as SystemId, token: "Seat 1st", on: "Blue" as Colour }];
  let refused = 0;
  for (const court of [[], ["F216"], ["F217", "F1614"], ["F1613"]]) {
    for (const m of [{ ...map, court, playAreas: members }, { ...map, court, playAreas: members.slice(1) }, { ...map, court, fateTokens: seat }]) {
      for (const defender of ["Blue", "free"] as Owner[]) {
        const refusal = node.campaignBattleRefusal(m, "1.2", "Red", defender, seats, { regents: [] });
        if (refusal !== undefined) refused += 1;
        expect(lua.call("campaignBattleRefusal", m, "1.2", "Red", defender, seats, { regents: [] })).toEqual(normalise(refusal));
      }
    }
  }
  expect(refused).toBe(6);
});
