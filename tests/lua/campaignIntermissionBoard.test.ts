/** Intermission step D (BR p.28) decides the same in Lua (TSTL) as in Node. */
import * as node from "../../src/core/campaign/intermissionBoard";
import { randomMapSnapshot } from "../../src/core/campaign/randomMap";
import { makeRng } from "../../src/core/game/driver";
import type { Colour } from "../../src/core/data/vocabulary";
import type { MapSnapshot } from "../../src/core/campaign/mapControl";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const lua = loadCoreModuleInLua("src/core/campaign/intermissionBoard.ts");
const seats: Colour[] = ["Red", "Blue", "Yellow", "White"];

test("fuzz BR p.28 D: repairs, removals, Flagship parts and eliminations match in Lua", () => {
  const rng = makeRng(9);
  for (let i = 0; i < 25; i++) {
    const map: MapSnapshot = { ...randomMapSnapshot(rng, seats), flagships: [{ owner: "Blue", slots: [{ upgrade: { building: "city", damaged: i % 2 === 0 } }, {}, { upgrade: { building: "starport", damaged: false }, armor: { building: "city", damaged: true } }, { upgrade: { building: "city", damaged: i % 3 === 0 }, armor: { building: "starport", damaged: false } }, {}, {}] }] };
    const r = node.intermissionBoardStep(map, seats);
    expect(lua.call("intermissionBoardStep", map, seats)).toEqual(normalise(r));
    expect(lua.call("boardStepLines", r)).toEqual(normalise(node.boardStepLines(r)));
  }
});
