/** Battle sides with the campaign's owners (BR pp.10-11, 15, 19) decide the same in Lua (TSTL) as in Node. */
import * as node from "../../src/core/campaign/battleSides";
import { randomMapSnapshot } from "../../src/core/campaign/randomMap";
import type { EmpireFacts, Owner } from "../../src/core/campaign/mapControl";
import { makeRng } from "../../src/core/game/driver";
import type { Colour } from "../../src/core/data/vocabulary";
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
