/**
 * Issue 35 in Lua: the Founder's Commonwealth Ambition (src/core/campaign/fates/commonwealth.ts)
 * gives the same answers in Lua as in Node: the declare with the marker (seed 003 F213) and the
 * scoring of the marked ambition (F214), with F212B's advance and Oath of Peace on a Member's share;
 * Spirit of Freedom's tied secure (F224) and Parade Fleets (F202).
 */
import { apply } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import { blankPlayer, snapshot } from "../core/game/helpers";
import { redLeadsToDeclare, withFates } from "../core/campaign/oathFixtures";
import { act, atScoring } from "../core/campaign/objectiveFixtures";
import { campaignTable, secureCommand } from "../core/campaign/campaignCourtCards";
import { campaignBattleState } from "../../tools/bench/campaignBattleScenario";

const lua = loadCoreModuleInLua("src/core/index.ts");

function both(s: GameState, c: Command): GameState | string {
  const node = apply(s, c);
  expect(lua.call("apply", s, c)).toEqual(normalise(node));
  return node.ok ? node.value : node.reason;
}

test("seed 003 F213: the declare with the Commonwealth marker, and its refusal without the card, in Lua too", () => {
  const led = redLeadsToDeclare("tycoon", false);
  const s = withFates(led, { [led.initiative as string]: "FATE02" });
  const c = { type: "declareCommonwealth", player: s.initiative, ambition: "tycoon" } as Command;
  expect(both(s, c)).toBe("Founder of the Commonwealth (F213) is not in your play area");
  expect((both(s, { ...c, playArea: ["F213"] } as Command) as GameState).campaign!.commonwealth).toBe("tycoon");
});

test("seed 003 F214 and F212B: a Commonwealth win split among the Members (Oath of Peace, F1502, binding one), a non-Member's double win, in Lua too", () => {
  const s = atScoring(act("II", ["FATE02", "FATE15", "FATE10"]), ["warlord"], { commonwealth: "warlord" });
  const score = (red: number, blue: number, yellow: number) => ({ type: "score", snapshot: snapshot([
    blankPlayer("Red", { trophies: red, citiesOnBoard: 5, cards: ["F218"] }),
    blankPlayer("Blue", { trophies: blue, citiesOnBoard: 5, cards: ["F219", "F1502"] }),
    blankPlayer("Yellow", { trophies: yellow, citiesOnBoard: 1 }),
  ]) }) as Command;
  const won = both(s, score(2, 2, 3)) as GameState;
  expect((won.campaign as CampaignState).players[0].objective).toBe(20 - 4);
  expect(won.lastScoring!.gains[1].power).toBe(0);
  const lost = both(s, score(1, 1, 3)) as GameState;
  expect(lost.lastScoring!.gains.map((g) => g.power > 0)).toEqual([false, false, true]);
});

test("seed 003 F224 Spirit of Freedom: a tie for most with a non-Member secured by its holder, refused with the Rival a Member (F218), in Lua too", () => {
  const court = campaignTable([{ card: "CC01", agents: { Red: 2, Blue: 2 } }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  const c = (cards: { colour: string; cards: string[] }[]) => ({ ...secureCommand(0, court), playAreas: cards }) as Command;
  const won = both(campaignBattleState(), c([{ colour: "Red", cards: ["F224"] }])) as GameState;
  expect(won.secure!.card).toBe("CC01");
  expect(both(campaignBattleState(), c([{ colour: "Red", cards: ["F224"] }, { colour: "Blue", cards: ["F218"] }]))).toContain("than each Rival");
});

test("seed 003 F202 Parade Fleets: a ship at a Free city after the declare, the Regent become an Outlaw (BR p.16), and a refusal before the declare, in Lua too", () => {
  const led = redLeadsToDeclare("tycoon", false);
  const who = led.initiative as string;
  const parade = { type: "paradeFleets", player: who, playArea: ["F202"] } as Command;
  expect(both(led, parade)).toBe("Parade Fleets (F202): on your turn, once you declared an ambition");
  const s = both(led, { type: "declare", player: who, ambition: "tycoon" } as Command) as GameState;
  const map = { systems: [{ system: "1.1", pieces: [{ owner: "free", kind: "city", fresh: 1, damaged: 0 }] }] };
  expect((both(s, { ...parade, system: "1.1", map } as Command) as GameState).actions!.mapActs).toEqual(["parade@1.1"]);
  const first = { ...s, campaign: { ...s.campaign!, firstRegent: who } } as GameState;
  expect((both(first, parade) as GameState).campaign!.players.find((p) => p.colour === who)!.title).toBe("outlaw");
});
