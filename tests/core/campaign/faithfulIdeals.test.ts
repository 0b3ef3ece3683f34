/**
 * The Doctrine's Ideal limits on a declare (src/core/campaign/fates/faithful.ts idealCheck), read in
 * the Ideal markers the table sends with the declare (`ideals`: each marker's ambition box and the side
 * it shows, the scoring's own read), while a Doctrine Law lies in the rules booklet (BR p.9: "these
 * rules affect everyone"). Seed 003:
 * - F822A Doctrine of Zeal: "When you play a Faithful action card: You cannot declare ambitions this
 *   turn that have the Wisdom Ideal. If you declare an ambition this turn with no Ideal, place an Ideal
 *   marker in its ambition box on the Zeal side." (F822B the same, sides swapped.)
 * - F823 Doctrinal Faith: "If the ambition box has no Ideal marker, place an Ideal marker showing the
 *   Doctrine in the box. If the ambition box does have an Ideal marker, you cannot declare this
 *   ambition if its Ideal doesn't match the Doctrine. These rules do not change non-Faithful cards."
 * - F828 Repressed Faith: "There is one new limit: If you play a Faithful action card, you cannot
 *   declare ambitions that have no Ideal this turn."
 * - F830 Dominant Faith: "There is one new limit: When you play a non-Faithful card, you cannot declare
 *   an ambition with an Ideal this turn."
 */
import { apply } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { IdealRead } from "../../../src/core/campaign/fateCommandTypes";
import { refusal, run } from "../game/helpers";
import { legalCommands } from "../../../src/core/game/legal";
import { believerChapter, withFaithful } from "./faithfulFixtures";

const lead = (card: string, side?: string) => ({ type: "lead", player: "Red", card, side }) as Command;
const declare = (ambition: string, ideals?: IdealRead[], player = "Red") => ({ type: "declare", player, ambition, ideals }) as Command;
const booklet = (action: string, card: string, inFrontOf?: string) => ({ type: "booklet", player: "Red", action, card, inFrontOf }) as Command;
const WISDOM_ON_TYCOON: IdealRead[] = [{ at: "tycoon", side: "wisdom" }];
const ZEAL_ON_TYCOON: IdealRead[] = [{ at: "tycoon", side: "zeal" }];
const idealLines = (s: GameState) => s.events.filter((e) => e.card === "F822A" || e.card === "F822B").map((e) => ({ card: e.card, text: e.text }));
const marker = (s: GameState, ambition: string) => s.markers.some((m) => m.at === ambition);

/** Act II (F820A): Doctrinal Faith in the booklet, the Doctrine on Zeal; Red leads Faithful 5 (F808) on Zeal. */
function faithfulLead(...laws: Command[]): GameState {
  return run(withFaithful(run(believerChapter(), ...laws), { Red: ["F808"] }), lead("F808", "zeal"));
}

describe("the Doctrine's Ideals on a Faithful card's declare (seed 003 F822A/B, F823; BR p.9)", () => {
  test("F822A, F823: with the Doctrine on Zeal, an ambition with the Wisdom Ideal is refused, the state untouched; one with the Zeal Ideal is declared, no marker laid", () => {
    const s = faithfulLead();
    expect(refusal(s, declare("tycoon", WISDOM_ON_TYCOON))).toBe("Tycoon has the Wisdom Ideal, not the Doctrine's: a Faithful card cannot declare it (Doctrinal Faith, F823)");
    const zeal = run(s, declare("tycoon", ZEAL_ON_TYCOON));
    expect(marker(zeal, "tycoon")).toBe(true);
    expect(idealLines(zeal)).toEqual([]);
    expect(zeal.events.map((e) => e.text)).toContain("Red declares Tycoon with Faithful 5 (F808): Doctrinal Faith (F823)");
  });

  test("F822A, F823 'If the ambition box has no Ideal marker, place an Ideal marker showing the Doctrine in the box': Keeper declared takes the Zeal Ideal, said with the Doctrine card for the table", () => {
    const s = run(faithfulLead(), declare("keeper", WISDOM_ON_TYCOON));
    expect(marker(s, "keeper")).toBe(true);
    expect(idealLines(s)).toEqual([{ card: "F822A", text: "Keeper takes a Zeal Ideal marker (F822A)" }]);
  });

  test("F822B: the Doctrine flipped to Wisdom, the Zeal Ideal is refused and an ambition without an Ideal takes the Wisdom Ideal", () => {
    const flipped = run(withFaithful(believerChapter(), { Red: ["F808"] }), { type: "setDoctrine", player: "Red", side: "wisdom" } as Command, lead("F808", "wisdom"));
    expect(refusal(flipped, declare("tycoon", ZEAL_ON_TYCOON))).toBe("Tycoon has the Zeal Ideal, not the Doctrine's: a Faithful card cannot declare it (Doctrinal Faith, F823)");
    expect(idealLines(run(flipped, declare("empath", ZEAL_ON_TYCOON)))).toEqual([{ card: "F822B", text: "Empath takes a Wisdom Ideal marker (F822B)" }]);
  });

  test("the markers unread (no `ideals` sent) are the players': nothing refused, nothing laid", () => {
    const s = run(faithfulLead(), declare("tycoon"));
    expect(marker(s, "tycoon")).toBe(true);
    expect(idealLines(s)).toEqual([]);
  });

  test("F823 'These rules do not change non-Faithful cards': a base card declares an ambition with either Ideal", () => {
    const s = run(believerChapter());
    const base = s.players[0].hand.find((id) => id.indexOf("-") > 0 && !id.endsWith("-7")) as string;
    const led = run(s, lead(base));
    const ambition = (legalCommands(led).find((c) => c.type === "declare") as { ambition: string }).ambition;
    const r = apply(led, declare(ambition, [{ at: ambition, side: "wisdom" }]));
    expect(r.ok).toBe(true);
  });
});

describe("Repressed Faith and Dominant Faith (seed 003 F828, F830; BR p.9)", () => {
  test("F828: a Faithful card cannot declare an ambition with no Ideal; one with the Doctrine's Ideal it declares; another Ideal is refused under F828", () => {
    const s = faithfulLead(booklet("scrap", "F823"), booklet("add", "F828"));
    expect(refusal(s, declare("keeper", ZEAL_ON_TYCOON))).toBe("Keeper has no Ideal: a Faithful card cannot declare it (Repressed Faith, F828)");
    expect(refusal(s, declare("tycoon", WISDOM_ON_TYCOON))).toBe("Tycoon has the Wisdom Ideal, not the Doctrine's: a Faithful card cannot declare it (Repressed Faith, F828)");
    const ok = run(s, declare("tycoon", ZEAL_ON_TYCOON));
    expect(marker(ok, "tycoon")).toBe(true);
    expect(idealLines(ok)).toEqual([]);
  });

  test("F830 tucked in front of F823 (F829A step 1): a Faithful card's ambition without an Ideal takes the Doctrine's; a non-Faithful card cannot declare an ambition with an Ideal, one without it declares", () => {
    const laws = [booklet("add", "F830", "F823")];
    expect(idealLines(run(faithfulLead(...laws), declare("warlord", [])))).toEqual([{ card: "F822A", text: "Warlord takes a Zeal Ideal marker (F822A)" }]);
    const s = run(believerChapter(), ...laws);
    const base = s.players[0].hand.find((id) => id.indexOf("-") > 0 && !id.endsWith("-7")) as string;
    const led = run(s, lead(base));
    const ambition = (legalCommands(led).find((c) => c.type === "declare") as { ambition: string }).ambition;
    const name = ambition.charAt(0).toUpperCase() + ambition.slice(1);
    expect(refusal(led, declare(ambition, [{ at: ambition, side: "zeal" }]))).toBe(`${name} has an Ideal: only a Faithful card declares it (Dominant Faith, F830)`);
    const ok = run(led, declare(ambition, WISDOM_ON_TYCOON.filter((i) => i.at !== ambition)));
    expect(marker(ok, ambition)).toBe(true);
    expect(idealLines(ok)).toEqual([]);
  });

  test("F830 with a card's declare (Populist Demands BC27): Blue played a base card this turn, so the Ideal ambition is refused to Blue too", () => {
    const s = run(believerChapter(), booklet("add", "F830", "F823"));
    const base = s.players[0].hand.find((id) => id.indexOf("-") > 0) as string;
    const blueCard = s.players[1].hand.find((id) => id.indexOf("-") > 0) as string;
    const blue = run(s, lead(base), { type: "endTurn", player: "Red" } as Command, { type: "follow", player: "Blue", card: blueCard, mode: "copy" } as Command);
    const byCard = { type: "declareByCard", player: "Blue", ambition: "empath", card: "BC27", ideals: [{ at: "empath", side: "wisdom" }] } as Command;
    expect(refusal(blue, byCard)).toBe("Empath has an Ideal: only a Faithful card declares it (Dominant Faith, F830)");
  });
});
