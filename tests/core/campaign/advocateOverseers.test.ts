/**
 * Issue 35: the Advocate's Guild Overseers and Act I objective (src/core/campaign/fates/overseers.ts,
 * fates/objectiveMoments.ts). Card texts, seed 003:
 * - F403 Guild Overseers: "To use actions on Guild cards, you must be in first or second place for a
 *   declared ambition. (That is, you'd gain Power if it scored now.)"
 * - F401B Advocate Act I Objective: "While you have Guild Overseers, advance 3 each time you use the
 *   Prelude action of a Guild card that discards itself." / "While you have Guild Overseers, advance 2
 *   each time you take the Recover action of your Guild Investigators." (BR p.8: the marker moves towards 0.)
 */
import type { Command, GameState, ScoringSnapshot } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { TableState } from "../../../src/core/court/types";
import { gameStateProblems } from "../../../src/core/rules";
import { refusal, run } from "../game/helpers";
import { advocateTurn, court, standing } from "./advocateFixtures";

const objectiveOf = (s: GameState, colour: Colour) => (s.campaign as CampaignState).players.filter((p) => p.colour === colour)[0].objective;
const texts = (s: GameState) => s.events.map((e) => e.text);

const act = (action: object, snap?: ScoringSnapshot): Command => ({ type: "cardAction", player: "Red", action, snapshot: snap }) as Command;

describe("seed 003 F403 Guild Overseers: 'To use actions on Guild cards, you must be in first or second place for a declared ambition.'", () => {
  const recover = (t: TableState) => ({ kind: "recover", card: "F402", slot: 2, court: t });

  test("second place in declared Tyrant lets Red Recover; third place (and no place in the undeclared ambitions) refuses it", () => {
    const s = advocateTurn();
    const t = court(["F402", "F403"]);
    const ok = run(s, act(recover(t), standing(1)));
    expect(ok.actions?.taken).toEqual(["move"]);
    expect(gameStateProblems(ok)).toEqual([]);
    expect(refusal(s, act(recover(t), standing(0)))).toBe("Guild Overseers (F403): Red uses Guild card actions only in first or second place of a declared ambition");
    // Tied for first is second place (p.18): it still counts.
    expect(run(s, act(recover(t), standing(2))).actions?.taken).toEqual(["move"]);
  });

  test("the holder's Preludes too; the table's counts are needed; a player without Guild Overseers is not limited", () => {
    const s = advocateTurn();
    const t = court(["F402", "F403", "BC23"]);
    const prelude = { kind: "prelude", choice: { card: "BC23" }, court: t };
    expect(refusal(s, act(prelude, standing(0)))).toBe("Guild Overseers (F403): Red uses Guild card actions only in first or second place of a declared ambition");
    expect(refusal(s, act(prelude))).toBe("Guild Overseers (F403): the table's counts are needed");
    expect(texts(run(s, act({ ...prelude, court: court(["F402", "BC23"]) })))).toContain("Red discards Elder Broker (BC23, Relic Guild) for its Prelude");
  });
});

describe("Guild Overseers (F403) after the base rules: a card action out of turn is refused as ever (p.20: actions on your turn)", () => {
  test("Red, holding Guild Overseers and in no place, acts on Blue's turn: the turn's refusal, not Overseers'", () => {
    const s = advocateTurn();
    const round = s.round!;
    const blues = { ...s, round: { ...round, turn: round.order.indexOf("Blue") } };
    const t = court(["F402", "F403"]);
    const why = refusal(blues, act({ kind: "recover", card: "F402", slot: 2, court: t }, standing(0)));
    expect(why).not.toContain("F403");
    expect(why).toContain("turn");
    // On Red's own turn the Overseers refusal stands.
    expect(refusal(s, act({ kind: "recover", card: "F402", slot: 2, court: t }, standing(0)))).toContain("Guild Overseers (F403)");
  });
});

describe("seed 003 F401B Advocate Act I Objective, with Guild Overseers", () => {
  test("'advance 2 each time you take the Recover action of your Guild Investigators'", () => {
    const s = run(advocateTurn(), act({ kind: "recover", card: "F402", slot: 2, court: court(["F402", "F403"]) }, standing(1)));
    expect(objectiveOf(s, "Red")).toBe(18);
    expect(texts(s)).toContain("Red's objective advances 2 for the Recover action of your Guild Investigators (F401B): marker 20 -> 18");
  });

  test("'advance 3 each time you use the Prelude action of a Guild card that discards itself': Elder Broker does, Relic Fence (discards a resource) does not", () => {
    const t = court(["F402", "F403", "BC23", "BC24"]);
    const broker = run(advocateTurn(), act({ kind: "prelude", choice: { card: "BC23" }, court: t }, standing(1)));
    expect(objectiveOf(broker, "Red")).toBe(17);
    expect(texts(broker)).toContain("Red's objective advances 3 for the Prelude of Elder Broker (BC23, Relic Guild), which discards itself (F401B): marker 20 -> 17");
    const fence = run(advocateTurn(), act({ kind: "prelude", choice: { card: "BC24", discardSlot: 0 }, court: t }, standing(1)));
    expect(objectiveOf(fence, "Red")).toBe(20);
  });

  test("without Guild Overseers in the play area as the command shows it, no advance", () => {
    const s = run(advocateTurn(), act({ kind: "recover", card: "F402", slot: 2, court: court(["F402"]) }));
    expect(s.actions?.taken).toEqual(["move"]);
    expect(objectiveOf(s, "Red")).toBe(20);
  });
});
