/**
 * The Planet Breaker's Planet-Eater Loose F1111 (seed 003): "**When Secured:** Roll 1 skirmish die per
 * agent here. If you roll at least 3[hit], gain 3 Power, draw the bottom card from the action discard
 * pile, and bury this card. If not, this card and agents on it remain." Base p.13: its securer resolves
 * it before the refill. The dice are rolled at the table (base p.14: a skirmish die's faces 4-6 show a
 * hit, src/core/data/dice.ts) and their faces answer the When Secured; the agents wait on the card for
 * the roll (the table's read), and the core judges it (src/core/court/whenSecured.ts "planetEater",
 * src/core/campaign/crisesVox.ts): 3 hits bury the card (its agents' taking is the secure's outcome; the table
 * moves them after the roll) and refill the slot, +3 Power and the pile's bottom card into the hand, unnamed;
 * fewer leave the card and its agents in the Court.
 */
import type { GameState } from "../../../src/core/game/types";
import type { SecureState } from "../../../src/core/court/machine";
import type { TableState } from "../../../src/core/court/types";
import { answeredVox, campaignTable, fateText, run, secureCommand, voxAnswer } from "./campaignCourtCards";
import { campaignCourtCards } from "../../../src/core/campaign/courtCards";
import { campaignBattleState } from "../../../tools/bench/campaignBattleScenario";
import { checkInvariants } from "../../../src/core/game/invariants";
import { seatView } from "../../../src/core/rules";

const ROW: { card: string; agents: { [c: string]: number } }[] = [{ card: "CC01", agents: {} }, { card: "F1111", agents: { Red: 2, Blue: 1 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }];
/** Red secures Planet-Eater Loose from slot 2 (2 Red agents, 1 Blue); the table leaves the agents on it for the roll: the Court it reads then. */
function secured(): { s: GameState; court: TableState } {
  const court = campaignTable(ROW.map((x) => ({ ...x, agents: { ...x.agents } })));
  const s = run(campaignBattleState(), secureCommand(1, court));
  return { s, court: campaignTable(ROW.map((x) => ({ ...x, agents: { ...x.agents } }))) };
}
const player = (s: GameState, c: string) => s.players.find((p) => p.colour === c)!;

describe("seed 003 F1111 Planet-Eater Loose, When Secured", () => {
  test("the text; it waits for its securer's roll (base p.13)", () => {
    expect(fateText("F1111")).toContain("**When Secured:** Roll 1 skirmish die per agent here. If you roll at least 3[hit], gain 3 Power, draw the bottom card from the action discard pile, and bury this card. If not, this card and agents on it remain.");
    expect(campaignCourtCards("F1111")).toMatchObject({ kind: "vox", whenSecured: "planetEater" });
    expect((secured().s.secure as SecureState).prompt).toBe("a skirmish die per agent on it: 3 hits win");
  });

  test("3 hits of 3 dice (faces 4, 5, 6): +3 Power, the action discard's bottom card into Red's hand, unnamed; the card buried, the slot refilled", () => {
    const { s, court } = secured();
    const bottom = s.discard[s.discard.length - 1];
    expect(bottom).toBeDefined();
    const { s: after, table } = answeredVox(s, court, { faces: [4, 5, 6] });
    expect(player(after, "Red").power).toBe(player(s, "Red").power + 3);
    expect(player(after, "Red").hand).toEqual(player(s, "Red").hand.concat([bottom]));
    expect(after.discard).toEqual(s.discard.slice(0, -1));
    expect(table.court.deck).toEqual(["CC06", "F1111"]);
    expect(table.court.row[1]).toEqual({ card: "CC05", agents: {} });
    expect(checkInvariants(after)).toEqual([]);
    const said = after.events[after.events.length - 1].text;
    expect(said).toBe("Planet-Eater Loose: Red rolls 3 hits: +3 Power, a card drawn");
    // Hidden information: no event names the card drawn, and Blue's view does not show it.
    expect(after.events.slice(s.events.length).some((e) => e.text.indexOf(bottom) >= 0)).toBe(false);
    expect(JSON.stringify(seatView(after, "Blue").players.find((p) => p.colour === "Red"))).not.toContain(bottom);
  });

  test("'If not, this card and agents on it remain': 2 hits (faces 1, 4, 6): nothing gained, the card and its 3 agents stay in slot 2, no refill", () => {
    const { s, court } = secured();
    const { s: after, table } = answeredVox(s, court, { faces: [1, 4, 6] });
    expect(player(after, "Red").power).toBe(player(s, "Red").power);
    expect(player(after, "Red").hand).toEqual(player(s, "Red").hand);
    expect(after.discard).toEqual(s.discard);
    expect(table.court.row[1]).toEqual({ card: "F1111", agents: { Red: 2, Blue: 1 } });
    expect(table.court.deck).toEqual(["CC05", "CC06"]);
    expect(table.players.map((p) => [p.agentSupply, p.captives])).toEqual(court.players.map((p) => [p.agentSupply, p.captives]));
    expect(after.events[after.events.length - 1].text).toBe("Planet-Eater Loose: Red misses: it stays");
  });

  test("refused, the state untouched: Blue answers; no roll; a die per agent (3), not 2 or 4; a face that is no skirmish face", () => {
    const { s, court } = secured();
    const json = JSON.stringify(s);
    const blue = voxAnswer(s, court, { faces: [4, 5, 6] }, "Blue");
    expect(!blue.ok && blue.reason).toContain("makes this choice, not you");
    for (const faces of [undefined, [4, 5], [4, 5, 6, 6], [4, 5, 7], [4, 5, "6"], [4, 5, 6.5]]) {
      const r = voxAnswer(s, court, { faces });
      expect(!r.ok && r.reason).toBe("Planet-Eater Loose: roll 3 skirmish dice");
    }
    expect(JSON.stringify(s)).toBe(json);
  });
});
