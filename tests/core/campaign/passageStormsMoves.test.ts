/**
 * Passage Storms' When Secured (F2206, seed 003: "When Secured: Move any number of times from the
 * Twisted Passage to ***any*** planets. This card remains in the Court."; base p.13 When Secured,
 * the Move action p.13; BR p.27 a campaign Vox card secured): its secure grants its securer moves in
 * their turn record (src/core/campaign/crisesVox.ts stormsSecured), each a `storms` move from the
 * Twisted Passage (F2205) to any planet, paid by no action, without the event die's symbol, until
 * their next action (src/core/campaign/fates/twistedPassage.ts; the base step's MapRules.freeMove).
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { MapAction } from "../../../src/core/map/actionTypes";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { TWISTED_PASSAGE as TP, stormsOpen } from "../../../src/core/campaign/fates/twistedPassage";
import { turnActions } from "../../../src/core/game/actions";
import { campaignBattleState } from "../../../tools/bench/campaignBattleScenario";
import { refusal, run } from "../game/helpers";
import { mapAction, mapOf, move } from "../map/fixtures";
import { passageMap, withPassageLaw } from "./mapFixtures";
import { campaignTable, secureCommand } from "./campaignCourtCards";

/** Red (on turn, having led Aggression) secures Passage Storms from Court slot 2, F2205 in the booklet. */
function secured(card = "F2206"): GameState {
  const court = campaignTable([{ card: "CC01", agents: {} }, { card, agents: { Red: 2, Blue: 1 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  return run(withPassageLaw(campaignBattleState()), secureCommand(1, court));
}

const storms = (from: string, to: string, n: number): MapAction => ({ ...move(from as never, to as never, n), storms: true }) as MapAction;
/** Red's 3 ships in the Twisted Passage, 1 on 2.1; the event die shows hex (F2205's exit would take hex planets only). */
const map: MapSnapshot = passageMap(mapOf({ [TP]: { Red: { ship: [3, 0] } }, "2.1": { Red: { ship: [1, 0] } } }), ["3.0"], "hex");
const red = (a: MapAction): Command => mapAction("Red", a, map);

describe("seed 003 F2206 Passage Storms 'When Secured: Move any number of times from the Twisted Passage to any planets.'", () => {
  const s = secured();

  test("secured: its securer is told, and the moves are granted in their turn record", () => {
    expect(s.events.map((e) => e.text)).toContain("Red may move from the Twisted Passage to any planets, no action (F2206)");
    expect(stormsOpen(s, "Red")).toBe(true);
    expect(stormsOpen(secured("CC12"), "Red")).toBe(false);
  });

  test("accepted: moves to planets of any symbol, one after another, no action spent, no reroll of the event die", () => {
    const taken = turnActions(s, "Red").taken.length;
    const one = run(s, red(storms(TP, "5.1", 1)));
    expect(one.events.map((e) => e.text)).toEqual(["Red moves 1 ship from Twisted Passage to 5.1 (F2206: no action)"]);
    const two = run(one, red(storms(TP, "1.2", 2)));
    expect(turnActions(two, "Red").taken.length).toBe(taken);
    expect(turnActions(two, "Red").mapActs).toEqual(["F2206@" + String(taken), "F2206>move:Twisted Passage", "F2206>move:Twisted Passage"]);
    expect(stormsOpen(two, "Red")).toBe(true);
  });

  test("refused, the state untouched: from another system, to a gate", () => {
    expect(refusal(s, red(storms("2.1", "5.1", 1)))).toBe("Passage Storms moves from the Twisted Passage to planets (F2206)");
    expect(refusal(s, red(storms(TP, "5.0", 1)))).toBe("Passage Storms moves from the Twisted Passage to planets (F2206)");
  });

  test("wrong player, or after the securer's next action: no moves granted", () => {
    expect(refusal(s, mapAction("Blue", storms(TP, "5.1", 1), map))).toBe("Blue has no Passage Storms moves now (F2206)");
    const moved = run(s, red(move("2.1", "2.2", 1)));
    expect(refusal(moved, red(storms(TP, "5.1", 1)))).toBe("Red has no Passage Storms moves now (F2206)");
    expect(refusal(withPassageLaw(campaignBattleState()), red(storms(TP, "5.1", 1)))).toBe("Red has no Passage Storms moves now (F2206)");
  });

  test("a plain move out of the Twisted Passage is still F2205's: the event die's symbol, paid with an action", () => {
    expect(refusal(s, red(move(TP, "5.1", 1)))).toBe("from the Twisted Passage ships move to planets of the event die's symbol (hex) (F2205)");
  });
});
