/**
 * Parity: the Advocate's Guild Overseers (F403, campaign/fates/overseers.ts) and Act I objective
 * (F401B, fates/objectiveMoments.ts) give the same states and refusals in Lua as in Node (seed 003:
 * "To use actions on Guild cards, you must be in first or second place for a declared ambition.";
 * "advance 3 each time you use the Prelude action of a Guild card that discards itself"; "advance 2
 * each time you take the Recover action of your Guild Investigators").
 */
import { apply } from "../../src/core/rules";
import type { Command } from "../../src/core/game/types";
import type { ScoringSnapshot } from "../../src/core/game/scoringTypes";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import { advocateTurn, court, standing } from "../core/campaign/advocateFixtures";

const lua = loadCoreModuleInLua("src/core/index.ts");

test("accepted and refused Recovers and Preludes of the Advocate holding Guild Overseers agree in Lua", () => {
  const s = advocateTurn();
  const t = court(["F402", "F403", "BC23", "BC24"]);
  const act = (action: object, snap?: ScoringSnapshot): Command => ({ type: "cardAction", player: "Red", action, snapshot: snap }) as Command;
  const commands = [
    act({ kind: "recover", card: "F402", slot: 2, court: t }, standing(1)),
    act({ kind: "recover", card: "F402", slot: 2, court: t }, standing(0)),
    act({ kind: "recover", card: "F402", slot: 2, court: t }),
    act({ kind: "prelude", choice: { card: "BC23" }, court: t }, standing(2)),
    act({ kind: "prelude", choice: { card: "BC24", discardSlot: 0 }, court: t }, standing(1)),
    act({ kind: "recover", card: "F402", slot: 2, court: court(["F402"]) }),
  ];
  const accepted = commands.filter((c) => apply(s, c).ok).length;
  expect(accepted).toBe(4);
  for (const c of commands) expect(lua.call("apply", s, c)).toEqual(normalise(apply(s, c)));
});

test("Guild Overseers after the base rules: out of turn, the turn's refusal, the same in Lua", () => {
  const s = advocateTurn();
  const round = s.round!;
  const blues = { ...s, round: { ...round, turn: round.order.indexOf("Blue") } };
  const c = { type: "cardAction", player: "Red", action: { kind: "recover", card: "F402", slot: 2, court: court(["F402", "F403"]) }, snapshot: standing(0) } as Command;
  const node = apply(blues, c);
  expect(node.ok ? "" : node.reason).not.toContain("F403");
  expect(lua.call("apply", blues, c)).toEqual(normalise(node));
});
