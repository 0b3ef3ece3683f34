/** Act II/III setup on the carried-over map (BR p.7 steps C-E) decides the same in Lua. */
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import { apply, initialState } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import type { Colour } from "../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../src/core/campaign/flow";
import { randomMapSnapshot } from "../../src/core/campaign/randomMap";
import { makeRng } from "../../src/core/game/driver";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const lua = loadCoreModuleInLua("src/core/index.ts");
const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id).concat(["L01", "L02"]);

function startAct(seats: Colour[], over: Record<string, unknown>): Command {
  return {
    type: "startAct", actionDeck: campaignActionDeck(seats.length), courtDeck: COURT, eventDiePlanet: "arrow",
    record: {
      version: 1, nextAct: "III", seats, initiative: seats[0], booklet: ["AID04", "AID03", "AID05"], policy: "war",
      players: seats.map((colour, i) => ({ colour, fate: `FATE0${i + 1}`, power: i - 1, title: "regent", favors: [] })),
    },
    ...over,
  } as Command;
}

function both(s: GameState, c: Command): ReturnType<typeof apply> {
  const node = apply(s, c);
  expect(lua.call("apply", s, c)).toEqual(normalise(node));
  return node;
}

test("BR p.7: random carried-over maps give the same Blight and ambition boxes in Lua, refusals included", () => {
  const rng = makeRng(71);
  let accepted = 0;
  for (let i = 0; i < 12; i++) {
    const seats: Colour[] = i % 2 === 0 ? ["Red", "Blue"] : ["Red", "Blue", "Yellow"];
    const map = randomMapSnapshot(rng, seats);
    const dice = i % 2 === 0 ? { numberDice: [1 + (i % 6), 6 - (i % 6)] } : {};
    const r = both(initialState(), startAct(seats, { map, eventDiePlanet: ["arrow", "crescent", "hex"][i % 3], ...dice }));
    if (r.ok) {
      accepted++;
      // Every new Blight goes where the map shows none (steps C-D place only on Blight-free systems).
      for (const id of r.value.campaign?.actBoard?.blight ?? []) {
        const there = map.systems.filter((sp) => sp.system === id)[0];
        expect(there === undefined || there.pieces.every((p) => p.kind !== "blight" || p.fresh + p.damaged === 0)).toBe(true);
      }
    }
  }
  expect(accepted).toBe(12);
  both(initialState(), startAct(["Red", "Blue"], { map: { systems: [] } }));
  expect(both(initialState(), startAct(["Red", "Blue"], { map: { systems: [] }, numberDice: [4, 4] })).ok).toBe(true);
});
