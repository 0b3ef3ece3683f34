/**
 * The Planet Breaker's Repair Hammer (F1103A) on the BUILT save's Global in the TTS fake (issue 35;
 * src/tts/campaign/mapCards.ts, the core's campaign/fates/mapCards.ts and objectiveMoments.ts).
 * Seed 003 F1103A Hammer Fragments: "Repair Hammer (Repair): Take 1 Hammer Fragment token you control
 * and place it on this card. Place 1 fresh ship at the planet you took it from." F1101B: "Advance 1 for
 * each Hammer Fragment you take from the map." The card in its holder's play area carries the button;
 * the press asks the planet (a button per system where a Hammer Fragment lies face up); the core
 * decides control (BR p.10) and the token there; accepted, the token goes onto the card and a fresh
 * ship from the holder's supply where it lay.
 */
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { fateSetCardInto, inArea } from "../support/fateTable";
import { coreState } from "../support/scenario";
import { redLeads } from "../core/campaign/mapFixtures";

const to = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text).join(" ");
const publicText = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ");
const labels = (o: FakeObject) => o.buttons.map((b) => String(b.label));
const redShipsIn = (table: TtsTable, id: string) => table.world.objectsIn(zoneOf(table, "system", id)).filter((o) => o.tags.includes("ship") && o.tags.includes("Red")).length;
const inSystem = (table: TtsTable, o: FakeObject) => table.world.zonesContaining(o).some((z) => z.tags.includes("system"));

function press(table: TtsTable, colour: string, o: FakeObject, label: string): void {
  table.messages.length = 0;
  table.clickButton(colour, o, label);
  table.settle();
}

/** Hammer Fragment tokens out of the Fate-set tokens bag, laid face up in `systems`. */
function fragmentsIn(table: TtsTable, systems: string[]): FakeObject[] {
  const outer = table.withTag("fate-token-bag")[0];
  const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f11-hammer-fragment")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  return systems.map((id) => {
    const z = zoneOf(table, "system", id);
    const token = table.playerTake(bag, { position: { x: z.position.x + 0.5, y: 2, z: z.position.z } })!;
    table.settle();
    return token;
  });
}

describe("seed 003 F1103A Hammer Fragments on the table: 'Repair Hammer (Repair)'", () => {
  test("Blue's press is refused to Blue alone; Red's at 2.2 (Blue's) is refused to Red; at 2.1 (Red's) the token goes onto the card, a fresh Red ship there, and F1101B's marker advances 1", () => {
    const s = redLeads("construction");
    const c = s.campaign as CampaignState;
    const g: GameState = { ...s, campaign: { ...c, act: "II", players: c.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE11", letter: "B" as const, objective: 12 } : p)) } };
    const table = loadWithGame(builtSave().save as unknown as SaveFile, g, "Red");
    takePieces(table, "ship", "Red", 2, zoneOf(table, "system", "2.1"));
    takePieces(table, "ship", "Blue", 1, zoneOf(table, "system", "2.2"));
    const [mine, blues] = fragmentsIn(table, ["2.1", "2.2"]);
    const card = fateSetCardInto(table, "F1103A", "Red");
    expect(labels(card)).toEqual(["Repair Hammer (Repair)"]);

    press(table, "Blue", card, "Repair Hammer (Repair)");
    expect(to(table, "Blue")).toContain("only Red may use it");
    press(table, "Red", card, "Repair Hammer (Repair)");
    expect(labels(card).sort()).toEqual(["Cancel", "Take from 2.1", "Take from 2.2"]);
    press(table, "Red", card, "Take from 2.2");
    expect(to(table, "Red")).toContain("Repair Hammer (Hammer Fragments, F1103A): Red does not control 2.2");
    expect(to(table, "Blue")).toBe("");
    expect(coreState(table)!.actions).toBeUndefined();
    expect(inSystem(table, blues)).toBe(true);

    press(table, "Red", card, "Repair Hammer (Repair)");
    press(table, "Red", card, "Take from 2.1");
    const after = coreState(table)!;
    expect(after.actions?.taken).toEqual(["repair"]);
    expect(publicText(table)).toContain("Red takes Repair Hammer (Hammer Fragments, F1103A): the Hammer Fragment in 2.1 goes onto the card, 1 fresh ship there");
    expect(publicText(table)).toContain("Red's objective advances 1 for a Hammer Fragment taken from the map (F1101B): marker 12 -> 11");
    expect((after.campaign as CampaignState).players.find((p) => p.colour === "Red")!.objective).toBe(11);
    expect(inSystem(table, mine)).toBe(false);
    expect(inArea(table, mine, "Red")).toBe(true);
    expect(redShipsIn(table, "2.1")).toBe(3);
    expect(inSystem(table, blues)).toBe(true);
    expect(labels(card)).toEqual(["Repair Hammer (Repair)"]);
    expect(table.scriptErrors).toEqual([]);
  });
});
