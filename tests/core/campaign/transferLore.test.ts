/**
 * Issue 35: Knowledge Set Free's Transfer Lore (seed 003 F514: "In Summits, you can take these new
 * Negotiation actions: Transfer Lore: Give a lore card to a Rival. This cannot be forced with Return
 * Favors.") and the Caretaker's objective line it feeds (seed 003 F512B: "In Summit Negotiations,
 * advance 1 each time a Rival gives you a lore card using Transfer Lore, unless you gave them that
 * lore card during the same Summit."). BR pp.16-17: Negotiation actions in a Summit, each affecting
 * a Rival, with their consent (given at the table before the command).
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { CampaignState } from "../../../src/core/campaign/types";
import { summitWithLore } from "./transferLoreFixtures";
import { refusal, run } from "../game/helpers";

const give = (player: Colour, rival: Colour, card: string) => ({ type: "summit", player, action: "transferLore", rival, card }) as Command;
const loreOf = (s: GameState) => s.players.map((p) => p.lore);
const objective = (s: GameState) => (s.campaign as CampaignState).players[1].objective;
const texts = (s: GameState) => s.events.map((e) => e.text);

describe("Transfer Lore (F514) in a Summit's Negotiations (BR pp.16-17)", () => {
  test("seed 003 F514 'Transfer Lore: Give a lore card to a Rival': the card leaves the giver's lore for the Rival's; logged; the Summit keeps the gift", () => {
    const before = summitWithLore();
    const frozen = JSON.stringify(before);
    const s = run(before, give("Yellow", "Red", "L03"));
    expect(JSON.stringify(before)).toBe(frozen);
    expect(loreOf(s)).toEqual([["L01", "L03"], [], ["L02"], []]);
    expect(texts(s)).toContain("Yellow gives Sprinter Drives (L03, lore) to Red (Transfer Lore, F514)");
    expect((s.campaign as CampaignState).eventPhase?.gifts).toEqual(["Yellow>Red:L03"]);
  });

  test("seed 003 F514, BR pp.16-17: refused without the card in the rules booklet, outside a Summit, for a card not held or given to yourself; the state is untouched", () => {
    const cases: [GameState, Command, string][] = [
      [summitWithLore([]), give("Yellow", "Red", "L03"), "Knowledge Set Free (F514) is not in the rules booklet"],
      [summitWithLore(["F514"], "summit"), give("Yellow", "Red", "L03"), "no Summit is in session (BR p.16)"],
      [summitWithLore(), give("Red", "Blue", "L03"), "Red holds no such lore card"],
      [summitWithLore(), { type: "summit", player: "Red", action: "transferLore", rival: "Blue" } as Command, "Red holds no such lore card"],
      [summitWithLore(), give("Red", "Red", "L01"), "name the Rival the action affects"],
    ];
    for (const [s, c, why] of cases) {
      const before = JSON.stringify(s);
      expect(refusal(s, c)).toBe(why);
      expect(JSON.stringify(s)).toBe(before);
    }
  });

  test("seed 003 F512B: the Caretaker advances 1 for a lore card a Rival gives them with Transfer Lore, not for one they gave that Rival in the same Summit, nor for one they give", () => {
    let s = run(summitWithLore(), give("Yellow", "Blue", "L02"));
    expect(objective(s)).toBe(9);
    expect(texts(s)).toContain("Blue's objective advances 1 for a lore card Yellow gives you (F512B): marker 10 -> 9");
    s = run(s, give("Blue", "Yellow", "L02"));
    expect(objective(s)).toBe(9);
    // Blue gave Yellow L02 during this Summit: its return does not count.
    s = run(s, give("Yellow", "Blue", "L02"));
    expect(objective(s)).toBe(9);
    // Another Rival's card counts; the Caretaker's gift to Red earlier is of another card.
    s = run(s, give("Blue", "Red", "L02"), give("Red", "Blue", "L01"));
    expect(objective(s)).toBe(8);
    expect(loreOf(s)).toEqual([["L02"], ["L01"], ["L03"], []]);
  });

  test("seed 003 F512B: a new Summit forgets the last one's gifts (BR p.16: each Summit is called afresh)", () => {
    let s = run(summitWithLore(), give("Yellow", "Blue", "L02"), give("Blue", "Yellow", "L02"));
    expect(objective(s)).toBe(9);
    s = { ...s, campaign: { ...(s.campaign as CampaignState), eventPhase: { player: "Red", step: "summit" } } };
    s = run(s, { type: "eventSummit", player: "Red", call: true } as Command, give("Yellow", "Blue", "L02"));
    expect(objective(s)).toBe(8);
  });
});
