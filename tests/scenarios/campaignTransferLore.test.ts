/**
 * Knowledge Set Free's Transfer Lore (seed 003 F514: "Give a lore card to a Rival. This cannot be
 * forced with Return Favors.") on the BUILT save's Global in the TTS fake (issue 35;
 * src/tts/campaign/eventPhase/transferLore.ts): in a Summit's Negotiations (BR pp.16-17) a lore card
 * dropped by its holder into a Rival's play area is given in the core too (its powers with it) and
 * counts for the Caretaker's F512B; dropped by someone else it goes back, and the mover alone is told.
 */
import type { GameState } from "../../src/core/game/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { CampaignState } from "../../src/core/campaign/types";
import { loadWithGame, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState } from "../support/scenario";
import { inArea, dropInArea } from "../support/fateTable";
import { summitWithLore } from "../core/campaign/transferLoreFixtures";

const save = () => builtSave().save as unknown as SaveFile;
const game = (table: TtsTable): GameState => coreState(table)!;
const to = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text);
const publicText = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ");

/** Lore card `id` out of the lore deck, face up in `colour`'s play area, as the core holds it. */
function loreIn(table: TtsTable, id: string, colour: string): FakeObject {
  const z = zoneOf(table, "play-area", colour);
  const deck = table.find((o) => o.isDeck && o.tags.includes("lore-deck"))[0];
  const entry = deck.contents.find((c) => c.GMNotes === id)!;
  const card = table.playerTake(deck, { guid: entry.GUID, position: { x: z.position.x, y: 1.5, z: z.position.z }, rotation: { x: 0, y: 180, z: 0 } })!;
  table.settle();
  return card;
}


describe("seed 003 F514 Transfer Lore on the table (BR pp.16-17)", () => {
  test("Blue's drop of Yellow's lore card into Red's play area is refused to Blue alone and the card goes back; Yellow's drop into Blue's play area gives it in the core, and the Caretaker (Blue) advances 1 (F512B)", () => {
    const table = loadWithGame(save(), summitWithLore(), "Red");
    const card = loreIn(table, "L02", "Yellow");
    const at = { ...card.position };

    dropInArea(table, "Blue", card, "Red");
    expect(to(table, "Blue")).toContain("Blue holds no such lore card");
    expect(to(table, "Yellow")).toEqual([]);
    expect(card.position).toMatchObject({ x: at.x, z: at.z });
    expect(inArea(table, card, "Yellow")).toBe(true);
    expect(game(table).players.map((p) => p.lore)).toEqual([["L01"], [], ["L02", "L03"], []]);

    dropInArea(table, "Yellow", card, "Blue");
    expect(inArea(table, card, "Blue")).toBe(true);
    expect(game(table).players.map((p) => p.lore)).toEqual([["L01"], ["L02"], ["L03"], []]);
    expect(publicText(table)).toContain("Yellow gives Galactic Rifles (L02, lore) to Blue (Transfer Lore, F514)");
    expect(publicText(table)).toContain("Blue's objective advances 1 for a lore card Yellow gives you (F512B): marker 10 -> 9");
    expect((game(table).campaign as CampaignState).eventPhase?.gifts).toEqual(["Yellow>Blue:L02"]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("without Knowledge Set Free in the rules booklet the holder's drop is refused, the card goes back, the core's lore stays", () => {
    const table = loadWithGame(save(), summitWithLore([]), "Red");
    const card = loreIn(table, "L01", "Red");
    dropInArea(table, "Red", card, "Yellow");
    expect(to(table, "Red")).toContain("Knowledge Set Free (F514) is not in the rules booklet");
    expect(inArea(table, card, "Red")).toBe(true);
    expect(game(table).players[0].lore).toEqual(["L01"]);
    expect(table.scriptErrors).toEqual([]);
  });
});
