/**
 * The Arbiter (seed 003 F2403, the Judge's Relic Guild card): "At the start of scoring, you may give
 * any number of your Trophies, Captives, and resources to Rivals, up to their number of empty resource
 * slots. Pieces Loyal to that Rival return to their supply." (src/core/campaign/fates/arbiter.ts): the
 * table sends each piece its holder moved, with the holder's Fate-set cards and the Rival's empty
 * resource slots as read; the limit is the slots at the start of scoring (the first gift's read).
 */
import { apply, gameStateProblems } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import { blankPlayer, run, snapshot } from "../game/helpers";
import { startCampaign } from "./fixtures";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { SEATS, atScoring } from "./objectiveFixtures";

type Piece = "trophy" | "captive" | "resource";
const give = (to: string, slots: number, piece: Piece = "trophy", extra: object = {}) =>
  ({ type: "arbiterGift", player: "Red", by: "Red", to, piece, cards: ["F2401A", "F2403"], slots, ...extra }) as unknown as Command;
const refusal = (s: GameState, c: Command) => {
  const r = apply(s, c);
  return r.ok ? "accepted" : r.reason;
};
const gifts = (s: GameState) => (s.campaign as CampaignState).arbiterGifts;

/** A campaign chapter at its scoring, Tycoon declared (Red holds The Arbiter as the table reads it). */
function scoring(): GameState {
  const s = startCampaign({
    type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id), governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE08", "FATE02", "FATE03"],
  });
  return atScoring(s, ["tycoon"]);
}

describe("seed 003 F2403 The Arbiter at the start of scoring", () => {
  const s = scoring();

  test("'give ... to Rivals, up to their number of empty resource slots': Blue had 2, so a third gift is refused; Yellow's own count is apart; each gift told to everyone", () => {
    const one = run(s, give("Blue", 2));
    expect(one.events.map((e) => e.text)).toEqual(["Red gives Blue a Trophy with The Arbiter (F2403): 1 of 2"]);
    // A resource given fills one of Blue's slots: the table reads 1 now, the limit stays the 2 at the start.
    const two = run(one, give("Blue", 0, "resource"));
    expect(two.events.map((e) => e.text)).toEqual(["Red gives Blue a resource with The Arbiter (F2403): 2 of 2"]);
    expect(refusal(two, give("Blue", 5, "captive"))).toBe("Blue had 2 empty resource slots at the start of scoring: The Arbiter gives them no more (F2403)");
    const yellow = run(two, give("Yellow", 1, "captive", { loyal: true }));
    expect(yellow.events.map((e) => e.text)).toEqual(["Red gives Yellow a Captive with The Arbiter (F2403): 1 of 1; it is Yellow's own and returns to their supply"]);
    expect(gifts(yellow)).toEqual([{ to: "Blue", slots: 2, given: 2 }, { to: "Yellow", slots: 1, given: 1 }]);
    expect(gameStateProblems(yellow)).toEqual(gameStateProblems(s));
  });

  test("refused in the card's words, the state untouched: without the card, by another hand, to themselves, a Rival with no empty slot, outside scoring", () => {
    const before = JSON.stringify(s);
    expect(refusal(s, give("Blue", 2, "trophy", { cards: ["F2401A"] }))).toBe("Red does not have The Arbiter (F2403) in their play area");
    expect(refusal(s, give("Blue", 2, "trophy", { by: "Blue" }))).toBe("only Red, who has The Arbiter (F2403), gives their Trophies, Captives and resources");
    expect(refusal(s, give("Red", 2))).toBe("The Arbiter gives to a Rival at the table (F2403)");
    expect(refusal(s, give("Grey", 2))).toBe("The Arbiter gives to a Rival at the table (F2403)");
    expect(refusal(s, give("Blue", 0))).toBe("Blue had 0 empty resource slots at the start of scoring: The Arbiter gives them no more (F2403)");
    expect(refusal(s, give("Blue", 7))).toBe("Blue's empty resource slots were not read (0 to 6)");
    expect(refusal(s, give("Blue", 2, "ship" as Piece))).toBe("The Arbiter gives Trophies, Captives and resources (F2403)");
    expect(refusal({ ...s, phase: "play" }, give("Blue", 2))).toBe("The Arbiter gives at the start of scoring (F2403): no chapter is being scored");
    expect(JSON.stringify(s)).toBe(before);
  });

  test("the count ends with the score (the next chapter's scoring starts afresh); a saved count outside scoring, or past the slots, is reported", () => {
    const given = run(s, give("Blue", 2));
    const scored = run(given, { type: "score", snapshot: snapshot([blankPlayer("Red"), blankPlayer("Blue"), blankPlayer("Yellow")]) } as Command);
    expect(scored.phase).not.toBe("scoring");
    expect(gifts(scored)).toBeUndefined();
    const stale = { ...scored, campaign: { ...(scored.campaign as CampaignState), arbiterGifts: [{ to: "Blue", slots: 2, given: 1 }] } } as GameState;
    expect(gameStateProblems(stale).join("\n")).toContain("campaign.arbiterGifts: expected only while a chapter is scored (F2403)");
    const over = { ...given, campaign: { ...(given.campaign as CampaignState), arbiterGifts: [{ to: "Blue", slots: 1, given: 2 }] } } as GameState;
    expect(gameStateProblems(over).join("\n")).toContain("expected no more gifts than the Rival's empty slots (F2403)");
  });
});
