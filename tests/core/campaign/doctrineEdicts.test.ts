/**
 * Issue 35: the Believer's Doctrine edicts, resolved by the core in a chain of Edict done presses
 * (src/core/campaign/fates/edictChoices.ts setDoctrineEdict; BR p.20: the rules booklet's edicts
 * resolve in their slot's turn in the Edicts). Card texts, seed 003:
 * - F821 Set Doctrine: "The player who holds The Young Light or The Prophet may change the Doctrine to
 *   Zeal or Wisdom, flipping the Doctrine card tucked into the card play area on the map."
 * - F827 Set Lay Doctrine: "Players reveal their Faithful action cards. The player who reveals the
 *   highest initiative number may change the Doctrine to Zeal or Wisdom, flipping the Doctrine card
 *   tucked into the card play area on the map."
 * The Young Light is F816, The Prophet F825 (Guild cards in a play area, read by the table's
 * `snapshot`); the Faithful action cards F804-F812 are numbered 1-9 (F801A), one of each.
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { CampaignState, EdictDoneCommand } from "../../../src/core/campaign/types";
import { gameStateProblems } from "../../../src/core/rules";
import { blankPlayer, refusal, run, snapshot } from "../game/helpers";
import { believerChapter, doctrineDue, withFaithful } from "./faithfulFixtures";

const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");
const camp = (s: GameState) => s.campaign as CampaignState;
const press = (card: string, over: Partial<EdictDoneCommand> = {}): Command => ({ type: "edictDone", card, ...over });
/** `card` the next edict in the Believer's Act II chapter (Red the Believer; the Doctrine tucked on Zeal, F820A step 3). */
const due = doctrineDue;
/** The play areas as the table reads them: Yellow holds `yellow`. */
const areas = (yellow: string[]) => snapshot([blankPlayer("Red", { cards: ["F802"] }), blankPlayer("Blue"), blankPlayer("Yellow", { cards: yellow })]);

describe("seed 003 F821 Set Doctrine (Edict, BR p.20)", () => {
  test("'The player who holds The Young Light or The Prophet': Yellow, with The Young Light (F816) in their play area, chooses next; the table must send the play areas", () => {
    const s0 = due("F821");
    expect(camp(s0).doctrine).toBe("zeal");
    expect(refusal(s0, press("F821", { player: "Blue" }))).toBe("send the table's counts (F821)");
    const s = run(s0, press("F821", { player: "Blue", snapshot: areas(["F816"]) }));
    expect(texts(s)).toContain("edict F821: Yellow may change the Doctrine");
    expect(camp(s).edictStep).toEqual(["Yellow"]);
    expect(camp(s).edictQueue).toEqual(["F821"]);
    expect(gameStateProblems(s)).toEqual([]);
    // The Prophet (F825) counts the same.
    expect(camp(run(s0, press("F821", { snapshot: areas(["F825"]) }))).edictStep).toEqual(["Yellow"]);
  });

  test("'may change the Doctrine to Zeal or Wisdom': Yellow picks Wisdom; the edict is resolved with the Doctrine's side Wisdom", () => {
    const s = run(due("F821"), press("F821", { snapshot: areas(["F816"]) }));
    const after = run(s, press("F821", { player: "Yellow", pick: "wisdom" }));
    expect(texts(after)).toContain("edict F821 resolved: Yellow sets the Doctrine to wisdom");
    expect(camp(after).doctrine).toBe("wisdom");
    expect(camp(after).edictStep).toBeUndefined();
    expect(camp(after).edictQueue).toBeUndefined();
    expect(gameStateProblems(after)).toEqual([]);
  });

  test("'may': Yellow's Edict done without a pick keeps the Doctrine", () => {
    const s = run(run(due("F821"), press("F821", { snapshot: areas(["F825"]) })), press("F821", { player: "Yellow" }));
    expect(texts(s)).toContain("edict F821 resolved: Yellow sets the Doctrine to zeal");
    expect(camp(s).doctrine).toBe("zeal");
    expect(camp(s).edictQueue).toBeUndefined();
  });

  test("only Yellow chooses, and only Zeal or Wisdom: refused with the reason, the state untouched", () => {
    const s = run(due("F821"), press("F821", { snapshot: areas(["F816"]) }));
    const before = JSON.stringify(s);
    expect(refusal(s, press("F821", { player: "Blue", pick: "wisdom" }))).toBe("Yellow chooses now (F821)");
    expect(refusal(s, press("F821", { player: "Yellow", pick: "CC02" }))).toBe("the Doctrine shows its Zeal side (F822A) or its Wisdom side (F822B)");
    expect(JSON.stringify(s)).toBe(before);
  });

  test("nobody holds either card (The Prodigal One, F818, is not one of them): the edict says so and passes", () => {
    const s = run(due("F821"), press("F821", { snapshot: areas(["F818"]) }));
    expect(texts(s)).toContain("edict F821 resolved: nobody may change the Doctrine");
    expect(camp(s).edictStep).toBeUndefined();
    expect(camp(s).edictQueue).toBeUndefined();
    expect(camp(s).doctrine).toBe("zeal");
  });
});

describe("seed 003 F827 Set Lay Doctrine (Edict, BR p.20)", () => {
  test("'The player who reveals the highest initiative number': Blue's Faithful 7 (F810) over Red's 5 and Yellow's 2; the core reads the hands it holds", () => {
    const s0 = due("F827", withFaithful(believerChapter(), { Red: ["F808"], Blue: ["F804", "F810"], Yellow: ["F805"] }));
    const s = run(s0, press("F827", { player: "Red" }));
    expect(texts(s)).toContain("edict F827: Blue may change the Doctrine");
    expect(camp(s).edictStep).toEqual(["Blue"]);
    expect(refusal(s, press("F827", { player: "Red", pick: "wisdom" }))).toBe("Blue chooses now (F827)");
    const after = run(s, press("F827", { player: "Blue", pick: "wisdom" }));
    expect(texts(after)).toContain("edict F827 resolved: Blue sets the Doctrine to wisdom");
    expect(camp(after).doctrine).toBe("wisdom");
    expect(camp(after).edictQueue).toBeUndefined();
  });

  test("no Faithful card in any hand: nobody reveals one, the edict passes", () => {
    const s = run(due("F827"), press("F827"));
    expect(texts(s)).toContain("edict F827 resolved: nobody may change the Doctrine");
    expect(camp(s).edictQueue).toBeUndefined();
  });
});
