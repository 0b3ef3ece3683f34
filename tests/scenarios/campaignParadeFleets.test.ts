/**
 * Parade Fleets (seed 003 F202: "When you declare an ambition, you may place 2 fresh ships at a Free
 * city. Then, if you are a Regent, you may become an Outlaw.") on the BUILT save's Global in the TTS
 * fake: after its holder's declare, a ship of theirs let go at a Free city is the card's (no action,
 * src/tts/map/mapActions.ts onBuild), at most 2 there; the card's "Become an Outlaw" button is its
 * holder's alone (src/tts/campaign/mapCards.ts), the title change the core's (BR p.16).
 */
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { dropInto, fateSetCardInto, inSystem } from "../support/fateTable";
import { coreState } from "../support/scenario";
import { campaignPieces } from "../support/campaignBattle";
import { redLeads } from "../core/campaign/mapFixtures";

const game = (table: TtsTable): GameState => coreState(table)!;
const told = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text).join(" ");

/** Red, a Regent, has led and declared (round.declaredBy); a Free city in 3.3; F202 in Red's play area. */
function paraded(): { table: TtsTable; card: FakeObject; ships: FakeObject[] } {
  const s = redLeads("construction", "regent");
  const table = loadWithGame(builtSave().save as unknown as SaveFile, { ...s, round: { ...s.round!, declaredBy: "Red" } } as GameState, "Red");
  campaignPieces(table, "free-city", "3.3", 1);
  const ships = takePieces(table, "ship", "Red", 3, zoneOf(table, "resources-zone", "Red"));
  const card = fateSetCardInto(table, "F202", "Red");
  table.settle();
  return { table, card, ships };
}

describe("seed 003 F202 Parade Fleets on the table", () => {
  test("'place 2 fresh ships at a Free city': two ships let go there are the card's, no action spent; a third is refused to Red alone and goes back", () => {
    const { table, ships } = paraded();
    dropInto(table, ships[0], "3.3");
    dropInto(table, ships[1], "3.3");
    expect(game(table).actions?.mapActs).toEqual(["parade@3.3", "parade@3.3"]);
    expect(game(table).actions?.taken).toEqual([]);
    expect(inSystem(table, "3.3", ships[1])).toBe(true);
    dropInto(table, ships[2], "3.3");
    expect(inSystem(table, "3.3", ships[2])).toBe(false);
    expect(told(table, "Red")).toContain("It went back where it was.");
    expect(String(game(table).events.map((e) => e.text))).toContain("Red places a fresh ship at the Free city in 3.3 (Parade Fleets (F202))");
    expect(table.scriptErrors).toEqual([]);
  });

  test("'Then, if you are a Regent, you may become an Outlaw': a Rival's press is refused to them alone; Red's makes Red an Outlaw", () => {
    const { table, card } = paraded();
    table.messages.length = 0;
    table.clickButton("Blue", card, "Become an Outlaw");
    table.settle();
    expect(told(table, "Blue")).toContain("only Red may use it");
    const title = () => (game(table).campaign as CampaignState).players.find((p) => p.colour === "Red")!.title;
    expect(title()).toBe("regent");
    table.clickButton("Red", card, "Become an Outlaw");
    table.settle();
    expect(title()).toBe("outlaw");
    table.clickButton("Red", card, "Become an Outlaw");
    table.settle();
    expect(told(table, "Red")).toContain("Red is already an Outlaw");
    expect(table.scriptErrors).toEqual([]);
  });
});
