/**
 * Parity: the rules engine compiled by TSTL and run in the Lua VM gives exactly the Node results,
 * for the rulebook scenarios (including refusals), scoring previews, legal-command lists, and
 * whole random games replayed from their logs.
 */
import { actionDeckFor } from "../../src/core/data/actionCards";
import { courtDeck } from "../../src/core/data/court";
import type { Colour } from "../../src/core/data/vocabulary";
import { apply, initialState } from "../../src/core/rules";
import { legalCommands } from "../../src/core/game/legal";
import { playRandomGame } from "../../src/core/game/driver";
import { replay } from "../../src/core/rules";
import { scoreChapter } from "../../src/core/game/scoring";
import type { Command, GameLog, GameState, PlayerSnapshot } from "../../src/core/game/types";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const lua = loadCoreModuleInLua("src/core/index.ts");

function deckFor(n: number, hands: string[][]): string[] {
  const dealt = ([] as string[]).concat(...hands);
  return dealt.concat(actionDeckFor(n).filter((id) => !dealt.includes(id)));
}

function setup(seats: Colour[], hands: string[][], extra: Record<string, unknown> = {}): Command {
  return { type: "setup", seats, setupCard: `${seats.length}SETUP01`, actionDeck: deckFor(seats.length, hands), courtDeck: courtDeck(), ...extra } as Command;
}

function blank(colour: Colour, over: Partial<PlayerSnapshot> = {}): PlayerSnapshot {
  return {
    colour,
    resources: { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 },
    guildCards: { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 },
    captives: 0,
    trophies: 0,
    citiesOnBoard: 4,
    ...over,
  };
}

const FOUR_HANDS = [
  ["construction-4", "construction-1", "aggression-7", "administration-2", "mobilization-1", "administration-1"],
  ["aggression-4", "construction-5", "construction-7", "mobilization-3", "administration-5", "aggression-1"],
  ["construction-6", "construction-3", "mobilization-7", "administration-4", "aggression-2", "aggression-3"],
  ["construction-2", "mobilization-6", "administration-7", "aggression-6", "mobilization-4", "administration-6"],
];
const FOUR: Colour[] = ["Red", "Blue", "Yellow", "White"];

/** Rulebook scenarios as logs, each with refusals mixed in (a refusal must read the same in Lua). */
const scenarios: { name: string; log: GameLog }[] = [
  {
    name: "p.9-11 (T02-T04): declare, Pivot, Surpass a zeroed lead; the highest Surpass takes the initiative",
    log: {
      version: 1,
      commands: [
        setup(FOUR, FOUR_HANDS),
        { type: "shuffleDiscard", order: deckFor(4, FOUR_HANDS).slice(24) },
        { type: "lead", player: "Blue", card: "aggression-4" }, // it is Red's turn
        { type: "lead", player: "Red", card: "construction-4" },
        { type: "declare", player: "Red", ambition: "tycoon" }, // a 4 declares Warlord
        { type: "declare", player: "Red", ambition: "warlord" },
        { type: "declare", player: "Red", ambition: "warlord" }, // twice with one card
        { type: "endTurn", player: "Red" },
        { type: "follow", player: "Blue", card: "aggression-4", mode: "pivot" },
        { type: "seize", player: "Red", card: "construction-1" }, // not Red's turn
        { type: "endTurn", player: "Blue" },
        { type: "follow", player: "Yellow", card: "construction-3", mode: "surpass" },
        { type: "endTurn", player: "Yellow" },
        { type: "follow", player: "White", card: "construction-2", mode: "pivot" }, // lead suit cannot pivot
        { type: "follow", player: "White", card: "construction-2", mode: "copy" },
        { type: "endTurn", player: "White" },
      ],
    },
  },
  {
    name: "p.10 / FAQ: seize with an extra card, 7 Surpass after a seize, once per round; holder cannot seize",
    log: {
      version: 1,
      commands: [
        setup(FOUR, FOUR_HANDS),
        { type: "shuffleDiscard", order: deckFor(4, FOUR_HANDS).slice(24) },
        { type: "lead", player: "Red", card: "construction-4" },
        { type: "seize", player: "Red", card: "construction-1" },
        { type: "endTurn", player: "Red" },
        { type: "seize", player: "Blue", card: "aggression-1" }, // must play first
        { type: "follow", player: "Blue", card: "construction-5", mode: "surpass" },
        { type: "seize", player: "Blue", card: "aggression-1" },
        { type: "endTurn", player: "Blue" },
        { type: "follow", player: "Yellow", card: "construction-6", mode: "surpass" },
        { type: "seize", player: "Yellow", card: "aggression-2" }, // already seized
        { type: "endTurn", player: "Yellow" },
        { type: "follow", player: "White", card: "mobilization-6", mode: "surpass" }, // wrong suit
        { type: "follow", player: "White", card: "mobilization-6", mode: "pivot" },
        { type: "endTurn", player: "White" },
        { type: "lead", player: "Blue", card: "construction-7" },
        { type: "endTurn", player: "Blue" },
        { type: "follow", player: "Yellow", card: "aggression-3", mode: "pivot" },
        { type: "endTurn", player: "Yellow" },
      ],
    },
  },
  {
    name: "p.8: passing chain ends the chapter; scoring (T11 tie) and the next deal with a mulligan (2 players)",
    log: {
      version: 1,
      commands: [
        setup(["Red", "Blue"], [actionDeckFor(2).slice(0, 6), actionDeckFor(2).slice(6, 12)]),
        { type: "mulligan", player: "Red" }, // only Blue may
        { type: "mulligan", player: "Blue" },
        { type: "shuffleDiscard", order: actionDeckFor(2).slice(6, 12).concat(actionDeckFor(2).slice(18)).reverse() },
        { type: "lead", player: "Red", card: "administration-2" },
        { type: "declare", player: "Red", ambition: "tycoon" },
        { type: "endTurn", player: "Red" },
        { type: "follow", player: "Blue", card: "construction-4", mode: "surpass" }, // not the lead suit
        { type: "follow", player: "Blue", card: "construction-4", mode: "pivot" },
        { type: "endTurn", player: "Blue" },
        { type: "pass", player: "Blue" }, // Red kept the initiative: not Blue's turn
        { type: "pass", player: "Red" },
        { type: "pass", player: "Blue" }, // the chain of passes ends the chapter
        {
          type: "score",
          snapshot: {
            players: [
              blank("Red", { resources: { material: 0, fuel: 1, weapon: 0, relic: 0, psionic: 0 }, guildCards: { material: 1, fuel: 0, weapon: 0, relic: 0, psionic: 0 }, citiesOnBoard: 1 }),
              blank("Blue", { resources: { material: 2, fuel: 0, weapon: 0, relic: 0, psionic: 0 } }),
            ],
          },
        },
        { type: "deal", order: actionDeckFor(2).slice().reverse() },
        { type: "mulligan", player: "Red" }, // Red holds the initiative
        { type: "mulligan", player: "Blue" },
        { type: "shuffleDiscard", order: actionDeckFor(2).slice().reverse().slice(6, 12).concat(actionDeckFor(2).slice().reverse().slice(18)) },
        { type: "lead", player: "Red", card: "mobilization-6" },
      ],
    },
  },
  {
    name: "p.21: Leaders & Lore draft, placements and resources from the leader cards",
    log: {
      version: 1,
      commands: [
        setup(["Red", "Blue", "Yellow"], [], { mode: "leadersAndLore", leaderRow: ["LEAD01", "LEAD02", "LEAD05", "LEAD06"], loreRow: ["L01", "L02", "L03", "L04"] }),
        { type: "draft", player: "Red", card: "LEAD01" },
        { type: "draft", player: "Yellow", card: "L01" },
        { type: "draft", player: "Blue", card: "LEAD05" },
        { type: "draft", player: "Red", card: "LEAD02" },
        { type: "draft", player: "Yellow", card: "LEAD03" },
        { type: "draft", player: "Yellow", card: "LEAD01" },
        { type: "draft", player: "Blue", card: "L02" },
        { type: "draft", player: "Red", card: "L03" },
      ],
    },
  },
];

describe("the rules engine runs identically in Node and in Lua", () => {
  test.each(scenarios)("$name", ({ log }) => {
    const node = replay(log);
    expect(node.refused.length).toBeGreaterThan(0);
    expect(node.applied).toBeGreaterThan(3);
    expect(lua.call("replay", log)).toEqual(normalise(node));
  });

  test("p.18 scoring previews (tie for first, third player, bonus) match", () => {
    const log = scenarios[2].log;
    const atScoring = replay({ version: 1, commands: log.commands.slice(0, 13) }).state;
    expect(atScoring.phase).toBe("scoring");
    const snaps = [
      { players: [blank("Red", { captives: 2, citiesOnBoard: 0, resources: { material: 3, fuel: 1, weapon: 0, relic: 0, psionic: 0 } }), blank("Blue", { captives: 1 })] },
      { players: [blank("Red", { resources: { material: 4, fuel: 0, weapon: 0, relic: 0, psionic: 0 } }), blank("Blue")], thirdPlayer: { tycoon: 4, warlord: 0, keeper: 0, empath: 0 } },
      { players: [blank("Red", { citiesOnBoard: 9 }), blank("Blue")] },
    ];
    for (const snap of snaps) {
      const node = scoreChapter(atScoring, snap);
      expect(lua.call("scoreChapter", atScoring, snap)).toEqual(normalise(node));
    }
  });

  test("legal commands and single refusals match along a random game", () => {
    const game = playRandomGame({ seed: 314, playerCount: 4 });
    let s: GameState = initialState();
    for (let i = 0; i < 60; i++) {
      const c = game.log.commands[i];
      s = (apply(s, c) as { ok: true; value: GameState }).value;
      if (i % 6 === 0) {
        expect(lua.call("legalCommands", s)).toEqual(normalise(legalCommands(s)));
        const wrong: Command = { type: "endTurn", player: s.seats[(i / 6) % s.seats.length] };
        expect(lua.call("apply", s, wrong)).toEqual(normalise(apply(s, wrong)));
      }
    }
  });

  test.each([
    { seed: 11, playerCount: 2, mode: "standard" as const },
    { seed: 12, playerCount: 3, mode: "leadersAndLore" as const },
    { seed: 13, playerCount: 4, mode: "standard" as const },
  ])("a whole random game ($playerCount players, $mode) generated in Node replays to the same result in Lua", (opts) => {
    const game = playRandomGame(opts);
    expect(game.problems).toEqual([]);
    const node = replay(game.log);
    expect(node.refused).toEqual([]);
    expect(node.state.phase).toBe("gameOver");
    expect(lua.call("replay", game.log)).toEqual(normalise(node));
  });

  test("the seeded driver itself plays the same game in Lua (same PRNG, same choices)", () => {
    const opts = { seed: 2718, playerCount: 3 };
    expect(lua.call("playRandomGame", opts)).toEqual(normalise(playRandomGame(opts)));
  });
});
