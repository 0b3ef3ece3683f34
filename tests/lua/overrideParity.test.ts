/**
 * Parity: advisory rules (src/core/game/override.ts, overrideEffects.ts) give the same states and
 * refusals in Lua (what TTS runs) as in Node: the host's `rules` commands, overrides the state
 * follows (a low Surpass, an off-suit Surpass, a Copy out of turn, a declaration and a seize after
 * acting, an influence past the count, a secure without the majority, ending the turn past a
 * waiting When Secured), an override kept as a note, and overrides refused (enforced rules, a move
 * the rules accept, another reason).
 */
import type { Colour } from "../../src/core/data/vocabulary";
import { apply, replay } from "../../src/core/rules";
import type { Command, GameLog, GameState } from "../../src/core/game/types";
import { gameInPlay } from "../../tools/bench/courtScoringHandlers";
import { tableWith } from "../core/court/fixtures";
import { setupCommand, startGame } from "../core/game/helpers";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const lua = loadCoreModuleInLua("src/core/index.ts");

const SEATS: Colour[] = ["Red", "Blue", "Yellow", "White"];
const HANDS = [
  ["aggression-5", "construction-6", "mobilization-2", "administration-3", "aggression-7", "construction-1"],
  ["aggression-3", "aggression-6", "mobilization-4", "administration-2", "construction-2", "mobilization-7"],
  ["aggression-2", "administration-4", "construction-3", "mobilization-3", "administration-6", "construction-4"],
  ["aggression-4", "administration-5", "construction-5", "mobilization-5", "mobilization-6", "administration-7"],
];

/** A log built command by command: an override carries the reason the rules give at that point. */
function logFrom(start: GameState, head: Command[], steps: (Command | { override: Colour; command: Command })[]): GameLog {
  let s = start;
  const commands = head.slice();
  for (const step of steps) {
    let c: Command;
    if ("override" in step) {
      const r = apply(s, step.command);
      c = { type: "override", player: step.override, command: step.command, reason: r.ok ? "accepted" : r.reason };
    } else c = step;
    const r = apply(s, c);
    if (r.ok) s = r.value;
    commands.push(c);
  }
  return { version: 1, commands };
}

test("card plays, declare and seize under advisory rules: the same replay in Lua", () => {
  const start = startGame({ seats: SEATS, hands: HANDS });
  const log = logFrom(start, [setupCommand({ seats: SEATS, hands: HANDS }), { type: "shuffleDiscard", order: start.discard.slice() }], [
    { override: "Red", command: { type: "lead", player: "Red", card: "construction-6" } }, // enforced: refused
    { type: "rules", mode: "advisory" },
    { type: "lead", player: "Red", card: "construction-6" },
    { type: "takeAction", player: "Red", action: "build" },
    { override: "Red", command: { type: "declare", player: "Red", ambition: "tycoon" } },
    { type: "endTurn", player: "Red" },
    { override: "Yellow", command: { type: "follow", player: "Yellow", card: "construction-3", mode: "copy" } },
    { type: "endTurn", player: "Yellow" },
    { override: "Blue", command: { type: "follow", player: "Blue", card: "aggression-6", mode: "surpass" } },
    { override: "Blue", command: { type: "takeAction", player: "Blue", action: "influence" } },
    { override: "Blue", command: { type: "seize", player: "Blue", card: "administration-2" } },
    { override: "Blue", command: { type: "follow", player: "Blue", card: "construction-2", mode: "copy" } }, // a note: Blue has played
    { type: "endTurn", player: "Blue" },
    { override: "White", command: { type: "follow", player: "White", card: "construction-5", mode: "surpass" } }, // accepted: refused
    { type: "follow", player: "White", card: "construction-5", mode: "copy" },
    { type: "endTurn", player: "White" },
    { type: "rules", mode: "enforced" },
  ]);
  const node = replay(log);
  expect(node.refused.map((r) => r.index)).toEqual([2, 15]);
  expect(log.commands.filter((c) => c.type === "override")).toHaveLength(8);
  expect(lua.call("replay", log)).toEqual(normalise(node));
});

test("the Court under advisory rules (a secure without the majority, ending the turn past a When Secured): the same replay in Lua", () => {
  const court = tableWith(["Red", "Blue", "Yellow"], [
    { card: "BC02", agents: { Red: 2, Blue: 1 } },
    { card: "BC26", agents: { Red: 1 } },
    { card: "BC11", agents: { Blue: 1 } },
    { card: "BC13", agents: {} },
  ]);
  const start = gameInPlay(["Red", "Blue", "Yellow"]);
  const steps: (Command | { override: Colour; command: Command })[] = [
    { type: "rules", mode: "advisory" },
    { type: "lead", player: "Red", card: "aggression-2" },
    { override: "Red", command: { type: "court", player: "Red", action: { kind: "secure", slot: 2, court } } },
    { type: "court", player: "Red", action: { kind: "secure", slot: 1, court } },
    { override: "Red", command: { type: "endTurn", player: "Red" } },
  ];
  // The log of a game set up through the bench's helper: its state is the start; the steps replay on it.
  let s = start;
  const commands: Command[] = [];
  for (const c of logFrom(start, [], steps).commands) {
    const r = apply(s, c);
    expect(r.ok).toBe(true);
    if (r.ok) s = r.value;
    commands.push(c);
  }
  expect(s.secure).toBeUndefined();
  const node = commands.reduce((acc: GameState, c) => (apply(acc, c) as { value: GameState }).value, start);
  const inLua = commands.reduce((acc: unknown, c) => (lua.call("apply", acc, c) as { value: unknown }).value, normalise(start));
  expect(inLua).toEqual(normalise(node));
});
