/**
 * Parity: the saved-state validator runs in TTS (Global's onLoad), so the Lua build must report the
 * same problems as Node for valid, damaged and foreign states, and the same seat views.
 */
import { playRandomGame } from "../../src/core/game/driver";
import { gameLogProblems, gameStateProblems } from "../../src/core/rules";
import { seatLog, seatView } from "../../src/core/rules";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import { playRandomCampaign } from "../../src/core/campaign/driver";
import { replay } from "../../src/core/rules";
import { apply } from "../../src/core/rules";
import type { GameState } from "../../src/core/game/types";
import { BATTLE_SCENARIOS } from "../core/campaign/battleScenarios";

const validator = loadCoreModuleInLua("src/core/rules.ts");
const views = loadCoreModuleInLua("src/core/rules.ts");

const game = playRandomGame({ seed: 9, playerCount: 3, maxCommands: 40 });
const json = <T>(x: T): T => JSON.parse(JSON.stringify(x));

function damaged(f: (g: Record<string, unknown>) => void): unknown {
  const g = json(game.state) as unknown as Record<string, unknown>;
  f(g);
  return g;
}

const SAMPLES: [string, unknown][] = [
  ["a valid mid-game state", json(game.state)],
  ["no players", damaged((g) => delete g.players)],
  ["players as an object", damaged((g) => (g.players = { Red: { power: 1 } }))],
  ["an unknown phase", damaged((g) => (g.phase = "battle"))],
  ["no round during play", damaged((g) => delete g.round)],
  ["a fake hand card", damaged((g) => ((g.players as { hand: string[] }[])[0].hand[0] = "aggression-9"))],
  ["a string for a number", damaged((g) => (g.chapter = "2"))],
  ["not an object", "hello"],
];

// Issue 30: the campaign's part, checked before its invariants (a string campaign stopped onLoad with a Lua error).
const campaignRun = playRandomCampaign(3, 3);
const inAct = (): Record<string, unknown> => json(replay({ version: 1, commands: campaignRun.commands.slice(0, 200) }).state) as unknown as Record<string, unknown>;
const campaignDamaged = (f: (c: Record<string, unknown>) => void): unknown => {
  const g = inAct();
  f(g.campaign as Record<string, unknown>);
  return g;
};
/** A campaign battle's state with its rules: a Flagship board whose empty slots are empty tables (lists, in Lua). */
function flagshipBattle(): GameState {
  const b = BATTLE_SCENARIOS.find((x) => /Flagship/.test(x.name))!;
  let s = b.start();
  for (const step of b.steps) {
    const r = apply(s, step(s));
    if (r.ok && r.value.battle?.snapshot.rules?.defendingFlagship !== undefined) return r.value;
    if (r.ok) s = r.value;
  }
  throw new Error("no Flagship battle state");
}
SAMPLES.push(
  ["a campaign battle with a Flagship board", json(flagshipBattle())],
  ["a valid campaign state", inAct()],
  ["a campaign that is a string", { ...inAct(), campaign: "Act I" }],
  ["a campaign without players", campaignDamaged((c) => delete c.players)],
  ["a bogus campaign stage", campaignDamaged((c) => (c.stage = "interlude"))],
  ["an event phase for an unseated colour", campaignDamaged((c) => (c.eventPhase = { player: "Green", step: "roll" }))],
  ["a campaign with junk everywhere", campaignDamaged((c) => {
    c.setup = { order: 3, placements: [{ player: 1 }] };
    // (No empty objects: in Lua an empty table is a list too, so the two VMs word that one differently.)
    c.lastCrises = { blight: [{ changes: [7] }], fate: "x", court: [{ card: 3 }], dice: { symbol: "moon" } };
    c.intermissionBoard = { after: { systems: [{}] } };
    c.players = [{ colour: "Red", fate: "FATE99", favors: "Blue" }];
  })],
);

describe("gameStateProblems in Lua", () => {
  test.each(SAMPLES)("%s", (_name, sample) => {
    expect(validator.call("gameStateProblems", sample)).toEqual(normalise(gameStateProblems(sample)));
  });

  test("gameLogProblems: a real log and a damaged one", () => {
    expect(validator.call("gameLogProblems", game.log)).toEqual([]);
    const bad = { version: 1, commands: [{ type: "pass", player: "Red" }, 7] };
    expect(validator.call("gameLogProblems", bad)).toEqual(normalise(gameLogProblems(bad)));
  });
});

describe("seat views in Lua", () => {
  test("each seat's view and log", () => {
    for (const viewer of ["Red", "Blue", "Yellow", "public"] as const) {
      if (!game.state.seats.includes(viewer as never) && viewer !== "public") continue;
      expect(views.call("seatView", game.state, viewer)).toEqual(normalise(seatView(game.state, viewer)));
      expect(views.call("seatLog", game.log.commands, viewer)).toEqual(normalise(seatLog(game.log.commands, viewer)));
    }
  });
});
