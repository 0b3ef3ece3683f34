/**
 * Guild Negotiations' Transfer Guild Support (seed 003 F414: "In Summits, you can take a new
 * Negotiation action, Transfer Guild Support: Give a Guild card.") on the BUILT save's Global in the
 * TTS fake (issue 35; src/tts/campaign/eventPhase/transferLore.ts): in a Summit's Negotiations (BR
 * pp.16-17) a Guild card dropped by its holder from their play area into a Rival's is the core's
 * Transfer Guild Support; dropped by someone else, or with F414 not in the rules booklet, it goes
 * back and the mover alone is told. The Summit and the drop's handling outlive a save and load.
 */
import type { GameState } from "../../src/core/game/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { CampaignState } from "../../src/core/campaign/types";
import { loadWithGame, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState } from "../support/scenario";
import { inArea, dropInArea } from "../support/fateTable";
import { takeCard } from "../support/faithfulTable";
import { reload4 } from "../support/voxTable";
import { summitWithLore } from "../core/campaign/transferLoreFixtures";

const save = () => builtSave().save as unknown as SaveFile;
const game = (table: TtsTable): GameState => coreState(table)!;
const to = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text);
const publicText = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ");
/** The core's state but its log, which a refusal leaves as it was. */
const held = (table: TtsTable) => JSON.stringify({ ...game(table), events: [] });

/** Guild card `id` face up in `colour`'s play area. */
function guildIn(table: TtsTable, id: string, colour: string): FakeObject {
  const z = zoneOf(table, "play-area", colour);
  const card = takeCard(table, id, { x: z.position.x, y: 1.5, z: z.position.z });
  table.settle();
  return card;
}


describe("seed 003 F414 Transfer Guild Support on the table (BR pp.16-17)", () => {
  test("Blue's drop of Yellow's Guild card into Red's play area goes back, told to Blue alone, nothing changed; after a save and load mid-Summit, Yellow's own drop into Red's play area is given and logged", () => {
    let table = loadWithGame(save(), summitWithLore(["F414"]), "Red");
    let card = guildIn(table, "BC01", "Yellow");
    const at = { ...card.position };
    const before = held(table);

    dropInArea(table, "Blue", card, "Red");
    expect(to(table, "Blue")).toContain("Blue holds no such Guild card");
    expect(to(table, "Yellow")).toEqual([]);
    expect(publicText(table)).not.toContain("Transfer Guild Support");
    expect(card.position).toMatchObject({ x: at.x, z: at.z });
    expect(inArea(table, card, "Yellow")).toBe(true);
    expect(held(table)).toBe(before);

    table = reload4(table);
    expect((game(table).campaign as CampaignState).eventPhase?.step).toBe("inSummit");
    card = table.find((o) => o.isCard && o.data.GMNotes === "BC01")[0];
    expect(inArea(table, card, "Yellow")).toBe(true);
    dropInArea(table, "Yellow", card, "Red");
    expect(inArea(table, card, "Red")).toBe(true);
    expect(publicText(table)).toContain("Yellow gives Loyal Engineers (BC01, Material Guild) to Red (Transfer Guild Support, F414)");
    expect(to(table, "Yellow")).toEqual([]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("without Guild Negotiations in the rules booklet, or outside a Summit, the holder's drop is refused to the holder alone and the card goes back", () => {
    for (const [state, why] of [
      [summitWithLore(["F514"]), "Guild Negotiations (F414) is not in the rules booklet"],
      [summitWithLore(["F414"], "summit"), "no Summit is in session (BR p.16)"],
    ] as [GameState, string][]) {
      const table = loadWithGame(save(), state, "Red");
      const card = guildIn(table, "BC01", "Red");
      dropInArea(table, "Red", card, "Yellow");
      expect(to(table, "Red")).toContain(why);
      expect(to(table, "Yellow")).toEqual([]);
      expect(inArea(table, card, "Red")).toBe(true);
      expect(table.scriptErrors).toEqual([]);
    }
  });
});
