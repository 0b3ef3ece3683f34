/**
 * The Pacifist's Witnesses (F1402) on the BUILT save's Global in the TTS fake (issue 35;
 * src/tts/campaign/mapCards.ts, the core's campaign/fates/mapCards.ts and map/mapAction.ts).
 * Seed 003 F1402: "**Prelude:** You may flip a Witness you control at a Psionic planet to its Psionic
 * resource side and take it. You may declare Empath." The card in its holder's play area carries
 * "Take a Witness (Prelude)", which asks the system (a button per system where a Witness lies), and
 * "Declare Empath (Prelude)"; only its holder presses; the core decides (a Psionic planet, control on
 * the holder's turn, BR p.10; the Prelude, p.20); accepted, the Witness flips to Psionic and goes into
 * the holder's resources; the declare's marker goes to Empath's box (no zero marker).
 */
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { fateSetCardInto } from "../support/fateTable";
import { coreState, tableLog } from "../support/scenario";
import { redLeads } from "../core/campaign/mapFixtures";

const to = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text).join(" ");
const publicText = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ");
const labels = (o: FakeObject) => o.buttons.map((b) => String(b.label));
const inZone = (table: TtsTable, tag: string, gm: string, o: FakeObject) => table.world.objectsIn(zoneOf(table, tag, gm)).includes(o);

function press(table: TtsTable, colour: string, o: FakeObject, label: string): void {
  table.messages.length = 0;
  table.clickButton(colour, o, label);
  table.settle();
}

/** Witness tokens out of the Fate-set tokens bag, laid face up (their spyglass side) in `systems`. */
function witnessesIn(table: TtsTable, systems: string[]): FakeObject[] {
  const outer = table.withTag("fate-token-bag")[0];
  const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f14-witness")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  return systems.map((id) => {
    const z = zoneOf(table, "system", id);
    const token = table.playerTake(bag, { position: { x: z.position.x + 0.5, y: 2, z: z.position.z } })!;
    table.settle();
    return token;
  });
}

/** Red holds the Pacifist in Act II and has led a card; Red controls Psionic planet 2.1, Blue Psionic planet 5.3; Witnesses there and at Weapon planet 2.2. */
function staged(): { table: TtsTable; card: FakeObject; tokens: FakeObject[] } {
  const s = redLeads("construction");
  const c = s.campaign as CampaignState;
  const g: GameState = { ...s, campaign: { ...c, act: "II", players: c.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE14", letter: "B" as const, objective: 9 } : p)) } };
  const table = loadWithGame(builtSave().save as unknown as SaveFile, g, "Red");
  takePieces(table, "ship", "Red", 2, zoneOf(table, "system", "2.1"));
  takePieces(table, "ship", "Blue", 1, zoneOf(table, "system", "5.3"));
  const tokens = witnessesIn(table, ["2.1", "5.3", "2.2"]);
  return { table, card: fateSetCardInto(table, "F1402", "Red"), tokens };
}

describe("seed 003 F1402 Witnesses on the table: 'Prelude: You may flip a Witness you control at a Psionic planet to its Psionic resource side and take it.'", () => {
  test("Blue's press is refused to Blue alone; Red's at 5.3 (Blue's) is refused to Red alone; at 2.1 (Red's) the Witness flips to Psionic and lies in Red's resources, no action spent", () => {
    const { table, card, tokens } = staged();
    const [mine, blues] = tokens;
    expect(labels(card)).toEqual(["Take a Witness (Prelude)", "Declare Empath (Prelude)"]);

    press(table, "Blue", card, "Take a Witness (Prelude)");
    expect(to(table, "Blue")).toContain("only Red may use it");
    press(table, "Red", card, "Take a Witness (Prelude)");
    expect(labels(card).sort()).toEqual(["Cancel", "Witness in 2.1", "Witness in 2.2", "Witness in 5.3"]);
    press(table, "Red", card, "Witness in 5.3");
    expect(to(table, "Red")).toContain("Witnesses (F1402): Red does not control 5.3");
    expect(to(table, "Blue")).toBe("");
    expect(publicText(table)).toBe("");
    expect(coreState(table)!.actions).toBeUndefined();
    expect(inZone(table, "system", "5.3", blues)).toBe(true);

    press(table, "Red", card, "Take a Witness (Prelude)");
    press(table, "Red", card, "Witness in 2.2");
    expect(to(table, "Red")).toContain("Witnesses (F1402): 2.2 is not a Psionic planet");

    press(table, "Red", card, "Take a Witness (Prelude)");
    press(table, "Red", card, "Witness in 2.1");
    const after = coreState(table)!;
    expect(after.actions?.taken).toEqual([]);
    expect(after.actions?.prelude).toBe(true);
    expect(publicText(table)).toContain("Red uses Witnesses (F1402): the Witness in 2.1 flips to Psionic and Red takes it");
    expect(inZone(table, "system", "2.1", mine)).toBe(false);
    expect(mine.tags).toEqual(expect.arrayContaining(["resource", "psionic"]));
    expect(mine.tags).not.toContain("fate-token");
    expect(Math.abs(mine.rotation.z)).toBe(180);
    expect(inZone(table, "resources-zone", "Red", mine)).toBe(true);
    const sent = tableLog(table).commands.filter((c) => c.type === "mapAction").pop() as unknown as { map: { playAreas?: unknown; fateTokens?: { system: string }[] } };
    expect(sent.map.playAreas).toEqual([{ colour: "Red", cards: ["F1402"] }]);
    expect((sent.map.fateTokens ?? []).map((t) => t.system).sort()).toEqual(["2.1", "2.2", "5.3"]);
    expect(labels(card)).toEqual(["Take a Witness (Prelude)", "Declare Empath (Prelude)"]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("'You may declare Empath.': the highest Available marker goes to Empath's box (no zero marker); Blue's press is refused to Blue alone", () => {
    const { table, card } = staged();
    press(table, "Blue", card, "Declare Empath (Prelude)");
    expect(to(table, "Blue")).toContain("only Red may use it");
    expect(coreState(table)!.markers.some((m) => m.at === "empath")).toBe(false);

    press(table, "Red", card, "Declare Empath (Prelude)");
    const placed = coreState(table)!.markers.filter((m) => m.at === "empath");
    expect(placed).toHaveLength(1);
    expect(publicText(table)).toContain("Red declares Empath in the Prelude");
    const marker = table.find((o) => o.tags.includes("ambition-marker") && o.data.GMNotes === placed[0].id)[0];
    const box = table.find((o) => o.tags.includes("ambition-box") && o.data.GMNotes === "empath")[0];
    expect(Math.abs(marker.position.x - box.position.x) + Math.abs(marker.position.z - box.position.z)).toBeLessThan(1.5);
    expect(table.scriptErrors).toEqual([]);
  });
});
