/**
 * Issue 35 in Lua: seed 003 F2304 Scoring Conspiracies (fates/conspiracies.ts), the Conspirator's one
 * movement after scoring, forwards and back, decided the same in Node and in the Lua core.
 */
import { apply } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import { act, atScoring } from "../core/campaign/objectiveFixtures";

const lua = loadCoreModuleInLua("src/core/index.ts");
const BLANK = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };

function both(s: GameState, c: Command): GameState {
  const node = apply(s, c);
  expect(lua.call("apply", s, c)).toEqual(normalise(node));
  if (!node.ok) throw new Error(node.reason);
  return node.value;
}

test("seed 003 F2304: unrevealed and correct Conspiracies advance, wrong ones go back, in one movement, in Lua too", () => {
  const base = both(atScoring(act("III", ["FATE23", "FATE09", "FATE10"]), ["tycoon"]), { type: "grandAmbitions", results: [] } as Command);
  const players = base.seats.map((colour) => ({ colour, resources: colour === "Blue" ? { ...BLANK, fuel: 2 } : BLANK, guildCards: BLANK, captives: 0, trophies: 0, citiesOnBoard: 3 }));
  const forward = both(base, { type: "score", snapshot: { players, conspiracies: [{ ambition: "tycoon", colour: "Blue" }, { ambition: "keeper" }] } } as Command);
  expect((forward.campaign as CampaignState).players[0].objective).toBe(18);
  const back = both(base, { type: "score", snapshot: { players, conspiracies: [{ ambition: "tycoon", colour: "Red" }, { ambition: "tycoon", colour: "White" }] } } as Command);
  expect((back.campaign as CampaignState).players[0].objective).toBe(22);
});
