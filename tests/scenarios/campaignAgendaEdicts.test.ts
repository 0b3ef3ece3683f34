/**
 * Guilds Decry Terror (F619) and Judge Sets Agenda (F2405) at the table, on the BUILT save's Global in
 * the TTS fake (issue 35; src/tts/campaign/eventPhase/clicks.ts onEdictDone, onAgenda, edictMoves.ts;
 * core/campaign/fates/fateEdicts.ts; BR p.20: the rules booklet's edicts resolve in their slot's
 * turn in the Edicts). Seed 003: F619 "If Diplomatic Fiasco is not in the Court, search the Court deck
 * for it, attach it to the Imperial Council card, and flip the Imperial Council to its In Session
 * side." (BR p.27: an attached card is placed above a card in the Court); F2405 "The Judge may declare
 * any ambition, placing any unplaced ambition marker ... If they do, they lose Power for second place
 * on the declared ambition marker."
 */
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState, tableLog } from "../support/scenario";
import { edictDue, judgeSeated } from "../core/campaign/edictFixtures";

const game = (table: TtsTable): GameState => coreState(table)!;
const camp = (table: TtsTable) => game(table).campaign as CampaignState;
const toAll = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
const toOne = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text).join("\n");
const sent = (table: TtsTable) => tableLog(table).commands.filter((c) => c.type === "edictDone").pop() as Extract<Command, { type: "edictDone" }> | undefined;
const cardsIn = (table: TtsTable, z: FakeObject) => table.world.objectsIn(z).filter((o) => o.isCard).map((o) => String(o.data.GMNotes));

describe("seed 003 F619 Guilds Decry Terror at the table (BR pp.14, 20, 27)", () => {
  test("the Council Decided in slot 1, no Diplomatic Fiasco in the Court: Blue (First Regent) presses Edict done; the deck's Fiasco is laid above the Council, which flips In Session; Red's press is refused privately", () => {
    const table = loadWithGame(builtSave().save as unknown as SaveFile, edictDue("F619", { council: "decided" }), "Red");
    const slot1 = zoneOf(table, "court-slot", "1");
    // The Imperial Council, from the campaign aid cards' deck, face up in slot 1 (BR p.4 step K).
    const aids = table.find((o) => o.isDeck && o.contents.some((c) => c.GMNotes === "AID01A"))[0];
    const entry = aids.contents.find((c) => c.GMNotes === "AID01A")!;
    table.playerTake(aids, { guid: entry.GUID as string, position: { ...slot1.position, y: slot1.position.y + 0.2 }, rotation: { x: 0, y: 180, z: 0 } });
    table.settle();
    expect(cardsIn(table, slot1)).toEqual(["AID01A"]);
    const deck = table.find((o) => o.isDeck && o.tags.includes("campaign-court-deck"))[0];
    expect(deck.contents.map((c) => c.GMNotes)).toContain("CC13");
    table.messages.length = 0;
    table.forgeUiClick("Red", "arcsEventEdictDone");
    table.settle();
    expect(toOne(table, "Red")).toContain("only Blue may close this edict now");
    expect(sent(table)).toBeUndefined();
    expect(camp(table).council).toBe("decided");
    table.clickUi("Blue", "arcsEventEdictDone");
    table.settle();
    expect(sent(table)?.court?.[0]).toEqual({ card: "AID01" });
    expect(sent(table)?.deck).toContain("CC13");
    expect(toAll(table)).toContain("edict F619 resolved: Diplomatic Fiasco (CC13) is attached to the Imperial Council; the Council is In Session");
    expect(camp(table).council).toBe("inSession");
    expect(cardsIn(table, slot1).sort()).toEqual(["AID01A", "CC13"]);
    expect(deck.contents.map((c) => c.GMNotes)).not.toContain("CC13");
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F2405 Judge Sets Agenda at the table (BR p.20)", () => {
  test("the ambition rows are Yellow's (the Judge), one per unplaced marker; Blue's forged press is refused privately; Yellow declares Warlord with the 5/3 marker and loses 3", () => {
    const table = loadWithGame(builtSave().save as unknown as SaveFile, judgeSeated(edictDue("F2405")), "Red");
    expect(table.ui().text("arcsEventStatus")).toContain("then Yellow presses Edict done.");
    expect(table.ui().visibleTo("arcsEventAgenda2", "Yellow", false)).toBe(true);
    expect(table.ui().visibleTo("arcsEventAgenda2", "Blue", false)).toBe(false);
    expect(table.ui().text("arcsEventAgendaM2")).toBe("5/3");
    table.messages.length = 0;
    table.forgeUiClick("Blue", "arcsEventAgenda2warlord");
    table.settle();
    expect(toOne(table, "Blue")).toContain("only Yellow may close this edict now");
    expect(sent(table)).toBeUndefined();
    expect(game(table).markers.filter((m) => m.at === "warlord")).toEqual([]);
    table.clickUi("Yellow", "arcsEventAgenda2warlord");
    table.settle();
    expect(sent(table)).toEqual({ type: "edictDone", card: "F2405", player: "Yellow", declare: { ambition: "warlord", marker: "marker-5-3" } });
    expect(game(table).markers.filter((m) => m.at === "warlord").map((m) => m.id)).toEqual(["marker-5-3"]);
    expect(game(table).players.map((p) => p.power)).toEqual([10, 10, 7]);
    // The table moves the marker into the Warlord box.
    const marker = table.find((o) => o.tags.includes("ambition-marker") && o.data.GMNotes === "marker-5-3")[0];
    expect(table.world.zonesContaining(marker).some((z) => z.tags.includes("ambition-box") && z.data.GMNotes === "warlord")).toBe(true);
    expect(toAll(table)).toContain("edict F2405 resolved: Yellow declares Warlord, losing 3 Power");
    expect(camp(table).edictQueue).toBeUndefined();
    expect(table.scriptErrors).toEqual([]);
  });

  test("Yellow declines with Edict done: nothing is declared, no Power lost", () => {
    const table = loadWithGame(builtSave().save as unknown as SaveFile, judgeSeated(edictDue("F2405")), "Red");
    table.clickUi("Yellow", "arcsEventEdictDone");
    table.settle();
    expect(sent(table)).toEqual({ type: "edictDone", card: "F2405", player: "Yellow" });
    expect(game(table).markers.every((m) => m.at === "available")).toBe(true);
    expect(toAll(table)).toContain("edict F2405 resolved: Yellow declares nothing");
    expect(table.scriptErrors).toEqual([]);
  });
});
