/**
 * Issue 35: Guild Negotiations' Transfer Guild Support (seed 003 F414: "In Summits, you can take a new
 * Negotiation action, Transfer Guild Support: Give a Guild card. This requires the Advocate's consent
 * if they are in play. Forcing this with Return Favors costs Favors equal to the Guild card's raid
 * cost. You may force the Advocate's consent by returning 1 Favor of theirs to them. Players cannot
 * be forced to give protected Guild cards."). BR pp.16-17: Negotiation actions in a Summit, each
 * affecting a Rival, with their consent. Guild cards lie in play areas, which the table reads: the
 * command names whose play area the card left (`from`); the consents and any forcing are the table's.
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { summitWithLore } from "./transferLoreFixtures";
import { refusal, run } from "../game/helpers";

const give = (player: Colour, rival: Colour, card: string, from: Colour = player) => ({ type: "summit", player, action: "transferGuild", rival, card, from }) as Command;

describe("Transfer Guild Support (F414) in a Summit's Negotiations (BR pp.16-17)", () => {
  test("seed 003 F414 'Give a Guild card': the holder's gift to a Rival is logged, a base and a Fate-set Guild card by name; nothing else changes", () => {
    const before = summitWithLore(["F414"]);
    const frozen = JSON.stringify(before);
    const s = run(before, give("Yellow", "Red", "BC01"));
    expect(JSON.stringify(before)).toBe(frozen);
    expect(s.events.map((e) => e.text)).toContain("Yellow gives Loyal Engineers (BC01, Material Guild) to Red (Transfer Guild Support, F414)");
    expect({ ...s, events: before.events }).toEqual(before);
    expect(run(s, give("Red", "Blue", "F605")).events.map((e) => e.text)).toContain("Red gives Loyal Engineers (F605) to Blue (Transfer Guild Support, F414)");
  });

  test("seed 003 F414, BR pp.16-17: refused without the card in the rules booklet, outside a Summit, by anyone but the card's holder, for a card that is no Guild card, or to yourself; the state is untouched", () => {
    const cases: [GameState, Command, string][] = [
      [summitWithLore(["F514"]), give("Yellow", "Red", "BC01"), "Guild Negotiations (F414) is not in the rules booklet"],
      [summitWithLore(["F414"], "summit"), give("Yellow", "Red", "BC01"), "no Summit is in session (BR p.16)"],
      [summitWithLore(["F414"]), give("Blue", "Red", "BC01", "Yellow"), "Blue holds no such Guild card"],
      [summitWithLore(["F414"]), give("Yellow", "Red", "L02"), "Yellow holds no such Guild card"],
      [summitWithLore(["F414"]), give("Yellow", "Red", "BC30"), "Yellow holds no such Guild card"],
      [summitWithLore(["F414"]), give("Yellow", "Yellow", "BC01"), "name the Rival the action affects"],
    ];
    for (const [s, c, why] of cases) {
      const before = JSON.stringify(s);
      expect(refusal(s, c)).toBe(why);
      expect(JSON.stringify(s)).toBe(before);
    }
  });
});
