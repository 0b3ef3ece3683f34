/**
 * The game data modules run identically in Node and, compiled by TSTL, in Lua: adjacency for the
 * out-of-play configurations of the setup cards, the 2-player third-player resources, the action
 * deck, and a data validator's findings (a planted typo). validateGameData() as a whole is the
 * build's, in Node: the Lua copy of the data holds no printed prose (tools/lib/luaProse.ts).
 */
import { actionDeckFor, actionCard } from "../../src/core/data/actionCards";
import { adjacentSystems, SYSTEMS } from "../../src/core/data/map";
import { SETUP_CARDS, thirdPlayerResources, setupCard } from "../../src/core/data/setupCards";
import { validateGameData } from "../../src/core/data/validate";
import { validateSetupCards, SetupCard } from "../../src/core/data/setupCards";
import { markersFlippedAtChapter, powerToWin } from "../../src/core/data/ambitions";
import { LEADERS, leader } from "../../src/core/data/leaders";
import { LORE_CARDS, loreCard, loreText } from "../../src/core/data/lore";
import { setupAbilityText } from "../../src/core/data/prose";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const lua = loadCoreModuleInLua("src/core/data/index.ts");

const CONFIGURATIONS: number[][] = [[], [1], [3], [6], [1, 6], [2, 5], [1, 4], [2, 3], [5, 6], [3, 6]];

describe("game data runs identically in Node and in Lua", () => {
  test.each(CONFIGURATIONS.map((c) => [c.join("+") || "none", c] as const))(
    "game-data §1 / p.4 step J: adjacency of every system with out of play %s",
    (_label, out) => {
      const node = SYSTEMS.map((s) => adjacentSystems(s.id, out));
      const inLua = SYSTEMS.map((s) => lua.call("adjacentSystems", s.id, out));
      expect(inLua).toEqual(normalise(node));
    },
  );

  test("game-data §1: with clusters 1 and 6 out, gate 2.0 reaches 5.0 across both path markers in Lua too", () => {
    expect(lua.call("adjacentSystems", "2.0", [1, 6])).toEqual(["2.1", "2.2", "2.3", "3.0", "5.0"]);
  });

  test("p.4 step K: the 2-player third-player resources are the same in Lua", () => {
    for (const card of SETUP_CARDS) {
      expect(lua.call("thirdPlayerResources", card)).toEqual(normalise(thirdPlayerResources(card)));
    }
    expect(lua.call("thirdPlayerResources", setupCard("2SETUP01"))).toEqual({
      tycoon: 4,
      tyrant: 0,
      warlord: 1,
      keeper: 0,
      empath: 1,
    });
  });

  test.each([2, 3, 4])("p.4 steps C-D: the %i-player action deck is the same in Lua", (players) => {
    expect(lua.call("actionDeckFor", players)).toEqual(normalise(actionDeckFor(players)));
  });

  test("game-data §3: action card lookups agree, including an unknown id", () => {
    expect(lua.call("actionCard", "aggression-7")).toEqual(normalise(actionCard("aggression-7")));
    expect(lua.call("actionCard", "aggression-8")).toBeUndefined();
  });

  test("p.2, p.19 and game-data §5: player-count numbers and marker flips agree", () => {
    for (const p of [1, 2, 3, 4, 5]) expect(lua.call("powerToWin", p)).toEqual(normalise(powerToWin(p)));
    for (const ch of [1, 2, 3, 4, 5]) {
      expect(lua.call("markersFlippedAtChapter", ch)).toEqual(normalise(markersFlippedAtChapter(ch)));
    }
  });

  test("card reference: leader and lore records are identical in Lua but for the printed text the Lua build leaves out (a Leader keeps an ability that acts in setup)", () => {
    for (const l of LEADERS) {
      // Only an "In **setup**" ability keeps its text in the Lua (the setup log tells it: tools/lib/luaProse.ts).
      const whole = leader(l.id)!;
      const abilities = whole.abilities.map((a) => (setupAbilityText(a.text) !== undefined ? a : { name: a.name }));
      expect(lua.call("leader", l.id)).toEqual(normalise({ ...whole, abilities }));
    }
    for (const c of LORE_CARDS) {
      // No rule reads a lore card's printed text: the Lua copy has no text field (tools/lib/luaProse.ts).
      const { text: _printed, ...rest } = loreCard(c.id)!;
      expect(lua.call("loreCard", c.id)).toEqual(normalise(rest));
      expect(lua.call("loreText", c)).toBe(loreText(c));
    }
  });

  test("validateGameData() finds no error in Node (the build's check; TTS's Global holds no validator: tools/lib/luaCompactShake.ts)", () => {
    expect(validateGameData()).toEqual([]);
  });

  test("a planted setup-card typo is reported with the same file, id and field in Lua", () => {
    const broken: SetupCard[] = SETUP_CARDS.map((c) =>
      c.id === "3SETUP02"
        ? { ...c, positions: c.positions.map((p, i) => (i === 1 ? { ...p, B: "9.9" } : p)) }
        : c,
    );
    const node = validateSetupCards(broken);
    expect(node).toEqual(["src/core/data/setupCards.ts: 3SETUP02 field P2.B: unknown system 9.9"]);
    expect(lua.call("validateSetupCards", broken)).toEqual(node);
  });
});
