/**
 * Issue 35: Reconcile with the Outraged's Forgive (seed 003 F1411: "In Summits, you can take a new
 * Negotiation action, Forgive: Take a Rival's Outrage as a Favor. In the Call to Order, the player who
 * called the Summit may Forgive a Rival without their consent by giving a Psionic to that Rival.").
 * BR p.16: "Rival agents on your Fate card are Favors"; pp.16-17: Negotiation actions in a Summit,
 * with the Rival's consent (given at the table, as the forcing Psionic is, before the command).
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { CampaignState } from "../../../src/core/campaign/types";
import { summitWithLore } from "./transferLoreFixtures";
import { refusal, run } from "../game/helpers";

const forgive = (player: Colour, rival: Colour) => ({ type: "summit", player, action: "forgive", rival }) as Command;
const favors = (s: GameState) => (s.campaign as CampaignState).players.map((p) => p.favors);

describe("Forgive (F1411) in a Summit's Negotiations (BR pp.16-17)", () => {
  test("seed 003 F1411 'Take a Rival's Outrage as a Favor': Yellow forgives Red and holds one of Red's agents as a Favor (BR p.16); the caller's Return a Favor can spend it", () => {
    const before = summitWithLore(["F1411"]);
    const frozen = JSON.stringify(before);
    const s = run(before, forgive("Yellow", "Red"));
    expect(JSON.stringify(before)).toBe(frozen);
    expect(favors(s)).toEqual([[], [], ["Red"], []]);
    expect(s.events.map((e) => e.text)).toContain("Yellow Forgives Red: their Outrage agent is now Yellow's Favor (F1411)");
    // Red, who called the Summit, forgives Blue, then returns that Favor to force a Negotiation (BR p.16).
    const r = run(s, forgive("Red", "Blue"), { type: "summit", player: "Red", action: "returnFavors", rival: "Blue", count: 1 } as Command);
    expect(favors(r)).toEqual([[], [], ["Red"], []]);
  });

  test("seed 003 F1411, BR pp.16-17: refused without the card in the rules booklet, outside a Summit, or with no Rival named; the state is untouched", () => {
    const cases: [GameState, Command, string][] = [
      [summitWithLore(["F514"]), forgive("Yellow", "Red"), "Reconcile with the Outraged (F1411) is not in the rules booklet"],
      [summitWithLore(["F1411"], "summit"), forgive("Yellow", "Red"), "no Summit is in session (BR p.16)"],
      [summitWithLore(["F1411"]), forgive("Yellow", "Yellow"), "name the Rival the action affects"],
    ];
    for (const [s, c, why] of cases) {
      const before = JSON.stringify(s);
      expect(refusal(s, c)).toBe(why);
      expect(JSON.stringify(s)).toBe(before);
    }
  });
});
