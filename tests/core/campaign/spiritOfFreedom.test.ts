/**
 * The Founder's Spirit of Freedom (seed 003 F224, Lore): "You may secure cards from the Court where you
 * are tied for most agents (but not zero) with a Rival who is not a Commonwealth Member." The campaign
 * hands the base secure its `ties` (src/core/campaign/fates/commonwealth.ts spiritTies) from the play
 * areas the table sends with the secure; a Member holds a Member title (F218-F221, BR p.9 with F222).
 * Base p.13: without it a secure needs more agents than each Rival.
 */
import { apply } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { SecureState } from "../../../src/core/court/machine";
import { secure } from "../../../src/core/court/court";
import { campaignBattleState } from "../../../tools/bench/campaignBattleScenario";
import { campaignTable, secureCommand } from "./campaignCourtCards";
import { campaignCourtCards } from "../../../src/core/campaign/courtCards";

type Areas = { colour: string; cards: string[] }[];
const tied = (agents: { [c: string]: number }) => campaignTable([{ card: "CC01", agents }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
const withAreas = (c: Command, playAreas?: Areas) => (playAreas === undefined ? c : ({ ...c, playAreas } as Command));
const run = (agents: { [c: string]: number }, playAreas?: Areas) => apply(campaignBattleState(), withAreas(secureCommand(0, tied(agents)), playAreas));
const spirit: Areas = [{ colour: "Red", cards: ["F224"] }];

describe("seed 003 F224 Spirit of Freedom: 'You may secure cards from the Court where you are tied for most agents (but not zero) with a Rival who is not a Commonwealth Member'", () => {
  test("Red holding it secures CC01 tied 2-2 with Blue, a non-Member: Blue's agents become Red's Captives", () => {
    const r = run({ Red: 2, Blue: 2 }, spirit);
    if (!r.ok) throw new Error(r.reason);
    const last = (r.value.secure as SecureState).last;
    if (last.kind !== "secured") throw new Error("not secured");
    expect(last.outcome.card).toBe("CC01");
    expect(last.outcome.table.players[0].guildCards).toEqual(["CC01"]);
    expect(last.outcome.table.players[0].captives).toEqual({ Blue: 2 });
  });

  test("without it in Red's play area (base p.13: more than each Rival), tied only with a Member (F218 in Blue's play area), or tied at zero, the tie is refused", () => {
    const refused = (r: ReturnType<typeof run>) => (r.ok ? "accepted" : r.reason);
    expect(refused(run({ Red: 2, Blue: 2 }))).toContain("than each Rival");
    expect(refused(run({ Red: 2, Blue: 2 }, [{ colour: "Blue", cards: ["F224"] }]))).toContain("than each Rival");
    expect(refused(run({ Red: 2, Blue: 2 }, spirit.concat([{ colour: "Blue", cards: ["F218"] }])))).toContain("than each Rival");
    expect(refused(run({ Blue: 0 }, spirit))).toContain("You cannot secure");
    // A Rival with more agents still wins the card.
    expect(refused(run({ Red: 2, Blue: 2, Yellow: 3 }, spirit))).toContain("than each Rival");
  });

  test("tied for most with a Member and a non-Member at once, Red is tied with a Rival who is not a Member: the secure stands", () => {
    expect(run({ Red: 2, Blue: 2, Yellow: 2 }, spirit.concat([{ colour: "Blue", cards: ["F219"] }])).ok).toBe(true);
    // Yellow's title held too: every Rival tied is a Member.
    expect(run({ Red: 2, Blue: 2, Yellow: 2 }, spirit.concat([{ colour: "Blue", cards: ["F219"] }, { colour: "Yellow", cards: ["F220"] }])).ok).toBe(false);
  });

  test("the base game is unchanged: its secure takes no play areas, and a crafted command's play areas steer no base secure", () => {
    expect(secure(tied({ Red: 2, Blue: 2 }), "Red", 0, campaignCourtCards).ok).toBe(false);
    expect(secure(tied({ Red: 2, Blue: 2 }), "Red", 0, campaignCourtCards, ["Blue"]).ok).toBe(true);
    const base = { ...campaignBattleState(), campaign: undefined } as GameState;
    const court = campaignTable([{ card: "BC01", agents: { Red: 2, Blue: 2 } }, { card: "BC02", agents: {} }, { card: "BC03", agents: {} }, { card: "BC04", agents: {} }]);
    const r = apply(base, withAreas({ type: "court", player: "Red", action: { kind: "secure", slot: 0, court } } as Command, spirit));
    expect(r.ok ? "accepted" : r.reason).toContain("than each Rival");
  });
});
