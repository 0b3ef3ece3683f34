/**
 * Issue 35: Advocate's Demand (seed 003 F413, the Advocate's Edict), resolved by the core in a chain
 * of Edict done presses (src/core/campaign/fates/edictChoices.ts; BR p.20: the rules booklet's edicts
 * resolve in their slot's turn). Card text: "Scrap this if the Advocate is not in play. The Advocate
 * may choose 1 Guild card held by a Rival, but its suit cannot match any Guild card held by the
 * Advocate. That Rival must either give that Guild card to the Advocate and take 1 Favor from the
 * Advocate, or give 1 Favor to the Advocate." Favors: "Rival agents on your Fate card are Favors"
 * (BR p.16); Promise Favor gives 1 Loyal agent from your supply (BR p.17).
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { CampaignState, EdictDoneCommand } from "../../../src/core/campaign/types";
import { demandable } from "../../../src/core/campaign/fates/edictChoices";
import { gameStateProblems } from "../../../src/core/rules";
import { refusal, run } from "../game/helpers";
import { giveCard, player, tableWith } from "../court/fixtures";
import { advocateDue, edictDue } from "./edictFixtures";

const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");
const camp = (s: GameState) => s.campaign as CampaignState;
const favors = (s: GameState, colour: string) => camp(s).players.filter((p) => p.colour === colour)[0].favors;

/** Red (the Advocate) holds Mining Interest (Material); Blue holds Material Cartel and Arms Union (Weapon); Yellow Lattice Spies (Psionic). */
function boards() {
  const t = tableWith(["Red", "Blue", "Yellow"], []);
  giveCard(t, "Red", "BC02");
  giveCard(t, "Blue", "BC03");
  giveCard(t, "Blue", "BC11");
  giveCard(t, "Yellow", "BC16");
  return t;
}

const press = (over: Partial<EdictDoneCommand>): Command => ({ type: "edictDone", card: "F413", ...over });

describe("seed 003 F413 Advocate's Demand (Edict, BR p.20)", () => {
  test("the Advocate may demand a Rival's Guild card of a suit matching none of the Advocate's: Arms Union and Lattice Spies, not Material Cartel", () => {
    expect(demandable(camp(advocateDue()), boards())).toEqual([{ colour: "Blue", card: "BC11" }, { colour: "Yellow", card: "BC16" }]);
  });

  test("only the Advocate chooses; a card of a suit they hold is refused; both leave the state untouched", () => {
    const s = advocateDue();
    expect(refusal(s, press({ player: "Blue", pick: "BC11", table: boards() }))).toBe("Red chooses now (F413)");
    expect(refusal(s, press({ player: "Red", pick: "BC03", table: boards() }))).toBe("no such Guild card to demand (F413)");
    expect(refusal(s, press({ player: "Red", pick: "BC11" }))).toBe("no such Guild card to demand (F413)");
  });

  test("\"may\": the Advocate demands nothing with Edict done; the edict is resolved", () => {
    const s = run(advocateDue(), press({ player: "Red" }));
    expect(texts(s)).toContain("edict F413 resolved: Red demands nothing");
    expect(camp(s).edictQueue).toBeUndefined();
  });

  test("Red demands Arms Union of Blue; only Blue answers; Blue gives the card and takes 1 Favor from Red", () => {
    let s = run(advocateDue(), press({ player: "Red", pick: "BC11", table: boards() }));
    expect(texts(s)).toContain("edict F413: Red demands BC11 from Blue");
    expect(camp(s).edictStep).toEqual(["Blue"]);
    expect(gameStateProblems(s)).toEqual([]);
    expect(refusal(s, press({ player: "Red", pick: "card" }))).toBe("Blue chooses now (F413)");
    expect(refusal(s, press({ player: "Blue" }))).toBe("give the card, or 1 Favor from your supply (F413)");
    s = run(s, press({ player: "Blue", pick: "card", table: boards() }));
    expect(texts(s)).toContain("edict F413 resolved: Blue gives the card for 1 Favor");
    expect(favors(s, "Blue")).toEqual(["Red"]);
    expect(favors(s, "Red")).toEqual([]);
    expect(camp(s).edictStep).toBeUndefined();
  });

  test("or Blue gives 1 Favor to Red, an agent from their supply: refused with none there", () => {
    const s = run(advocateDue(), press({ player: "Red", pick: "BC11", table: boards() }));
    const empty = boards();
    player(empty, "Blue").agentSupply = 0;
    expect(refusal(s, press({ player: "Blue", pick: "favor", table: empty }))).toBe("give the card, or 1 Favor from your supply (F413)");
    const after = run(s, press({ player: "Blue", pick: "favor", table: boards() }));
    expect(texts(after)).toContain("edict F413 resolved: Blue gives 1 Favor");
    expect(favors(after, "Red")).toEqual(["Blue"]);
  });

  test("\"Scrap this if the Advocate is not in play\": with no Advocate nothing is demanded and the table is told to scrap it", () => {
    const s = run(edictDue("F413"), press({}));
    expect(texts(s)).toContain("edict F413 resolved: the Advocate is not in play: scrap it");
  });
});
