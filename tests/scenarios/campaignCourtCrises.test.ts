/**
 * The Court Crises' removals carried out on the table (issue 13 item 3; BR p.18 "Removing Cards",
 * p.27 "Removal from Court", p.14), on the built save through the TTS fake: the Crises' resolver
 * presses "Carry out the Court removals"; each Vox card whose Crisis removes it goes to its
 * destination, its agents back to their players (or onto the Imperial Council: Council Intrigue),
 * an attached card slides down with the agents, or the slot is refilled from the campaign Court
 * deck's top. Wrong clickers are refused; a moved card is refused with the slot named; a save/load
 * before and after changes nothing, and it is never carried out twice.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { tableLog } from "../support/scenario";
import { campaign, rollCrisesOnTwo, game, host, lastTo, reload, seats, tableAtEventPhase, zone } from "../support/campaignEvents";
import { bag } from "../support/battleTable";
import { takePieces } from "../../tools/bench/courtScoringHandlers";

function cardsIn(table: TtsTable, z: FakeObject): FakeObject[] {
  return table.world.objectsIn(z).filter((o) => o.isCard);
}

function idsIn(table: TtsTable, z: FakeObject): string[] {
  return cardsIn(table, z).map((o) => String(o.data.GMNotes)).sort();
}

function courtDeck(table: TtsTable): FakeObject {
  return table.find((o) => o.isDeck && o.tags.includes("campaign-court-deck"))[0];
}

/** Lay Court card `id` in slot zone `z` (from the campaign Court deck or wherever it lies), shifted by `dx` (an attached card). */
function layInSlot(table: TtsTable, id: string, z: FakeObject, dx = 0): FakeObject {
  const at = { x: z.position.x + dx, y: z.position.y + 0.2 + (dx === 0 ? 0 : 0.1), z: z.position.z };
  const deck = courtDeck(table);
  const entry = deck.contents.find((c) => c.GMNotes === id);
  if (entry !== undefined) return table.playerTake(deck, { guid: entry.GUID, position: at, rotation: { x: 0, y: 180, z: 0 } })!;
  const loose = table.find((o) => o.isCard && o.data.GMNotes === id)[0];
  table.drop(host, loose, at);
  return loose;
}

describe("Court Crises' removals carried out on the table (BR pp.14, 18, 27)", () => {
  const start = tableAtEventPhase();
  let table = start;
  const holder = game(start).initiative as Colour;
  const rival = seats.find((c) => c !== holder) as Colour;
  const other = seats.find((c) => c !== holder && c !== rival) as Colour;
  const slot = (n: number) => zone(table, "court-slot", String(n));
  let deckTop: string[] = [];
  let agentsBefore = 0;

  test("the Court is arranged: Diplomatic Fiasco with 2 Rival agents, Council Intrigue with 1, Blight Looms with Populist Demands attached and 1 agent; the Crises are resolved from it", () => {
    table.clickUi(holder, "arcsEventNoSummit");
    expect(campaign(table).eventPhase!.step).toBe("roll");
    // The cards now in slots 2-4 go aside (off the row); the three Vox cards come in.
    for (const n of [2, 3, 4]) for (const c of cardsIn(table, slot(n))) table.drop(host, c, { x: c.position.x, y: 2, z: c.position.z - 12 });
    table.settle();
    layInSlot(table, "CC13", slot(2));
    layInSlot(table, "CC12", slot(3));
    layInSlot(table, "CC15", slot(4));
    table.settle();
    layInSlot(table, "CC11", slot(4), 1.2);
    table.settle();
    expect(idsIn(table, slot(2))).toEqual(["CC13"]);
    expect(idsIn(table, slot(4))).toEqual(["CC11", "CC15"]);
    agentsBefore = bag(table, "supply", "agent", rival).contents.length;
    takePieces(table, "agent", rival, 2, slot(2));
    takePieces(table, "agent", other, 1, slot(3));
    takePieces(table, "agent", rival, 1, slot(4), 2);
    table.settle();
    rollCrisesOnTwo(table, holder);
    expect(campaign(table).crisesDue).toBe(true);
    table = reload(table, seats, host);
    table.clickUi(holder, "arcsEventCrises");
    table.settle();
    const c = campaign(table);
    expect(c.lastCrises!.court.filter((x) => x.leaves !== undefined).map((x) => x.card)).toEqual(["CC13", "CC12", "CC15"]);
    const list = table.ui().text("arcsEventCrisesList") ?? "";
    expect(list).toContain("Blight Looms leaves Court slot 4: CC11, attached to it, slides into the slot with its agents; no refill (BR p.27)");
    expect(table.ui().text("arcsEventStatus")).toMatch(/presses Carry out the Court removals/);
  });

  test("only the resolver sees and may press the button; another seat is refused privately", () => {
    expect(table.ui().visibleTo("arcsEventCourt", holder, false)).toBe(true);
    expect(table.ui().visibleTo("arcsEventCourt", rival, false)).toBe(false);
    table.forgeUiClick(rival, "arcsEventCourt");
    expect(lastTo(table, rival)).toBe(`only ${holder}, who resolves the Crises, carries out the Court Crises (BR p.18)`);
    expect(tableLog(table).commands.filter((x) => x.type === "carryOutCourt")).toHaveLength(0);
  });

  test("a leaving card moved off its slot is refused with the slot named; put back after a load, it is carried out", () => {
    const fiasco = cardsIn(table, slot(2))[0];
    const at = { ...fiasco.position };
    table.drop(host, fiasco, { x: at.x, y: 2, z: at.z - 12 });
    table.settle();
    table.clickUi(holder, "arcsEventCourt");
    expect(lastTo(table, holder)).toBe("Diplomatic Fiasco (CC13) left the Court: put it back in Court slot 2, then carry out the Court Crises");
    table.drop(host, fiasco, at);
    table.settle();
    table = reload(table, seats, host);
    deckTop = courtDeck(table).contents.slice(0, 2).map((c) => String(c.GMNotes));
    table.clickUi(holder, "arcsEventCourt");
    table.settle();
    const done = campaign(table).lastCrises!.courtCarriedOut!;
    expect(done).toEqual([
      { card: "CC13", slot: 1, to: "bury", agents: "return", refill: deckTop[0] },
      { card: "CC12", slot: 2, to: "bury", agents: "council", refill: deckTop[1] },
      { card: "CC15", slot: 3, to: "bury", agents: "slide", slidesDown: "CC11" },
    ]);
  });

  test("BR p.18: the buried cards lie at the bottom of the Court deck; the slots refilled from its top; Rival agents home; Council Intrigue's agent on the Council; Populist Demands slid down with its agent", () => {
    const deck = courtDeck(table).contents.map((c) => String(c.GMNotes));
    expect(deck.slice(-3)).toEqual(["CC13", "CC12", "CC15"]);
    expect(deck).not.toContain(deckTop[0]);
    expect(idsIn(table, slot(2))).toEqual([deckTop[0]]);
    expect(idsIn(table, slot(3))).toEqual([deckTop[1]]);
    expect(idsIn(table, slot(4))).toEqual(["CC11"]);
    const agents = (n: number, colour: string) => table.world.objectsIn(slot(n)).filter((o) => o.tags.includes("agent") && o.tags.includes(colour)).length;
    expect(agents(2, rival)).toBe(0);
    expect(bag(table, "supply", "agent", rival).contents.length).toBe(agentsBefore - 1);
    expect(agents(3, other)).toBe(0);
    expect(agents(1, other)).toBe(1);
    expect(idsIn(table, slot(1))).toEqual(["AID01A"]);
    expect(agents(4, rival)).toBe(1);
    expect(table.messages.some((m) => m.to === undefined && m.text === "Court removals carried out: 3 cards leave the Court (BR p.18).")).toBe(true);
    expect(table.ui().isShown("arcsEventCourtRow")).toBe(false);
  });

  test("never twice: a second press, and a press after a load, are refused and move nothing", () => {
    table.forgeUiClick(holder, "arcsEventCourt");
    expect(lastTo(table, holder)).toBe("these Court removals were already carried out");
    table = reload(table, seats, host);
    expect(table.ui().isShown("arcsEventCourtRow")).toBe(false);
    const deck = courtDeck(table).contents.length;
    table.forgeUiClick(holder, "arcsEventCourt");
    expect(lastTo(table, holder)).toBe("these Court removals were already carried out");
    table.settle();
    expect(courtDeck(table).contents.length).toBe(deck);
    expect(tableLog(table).commands.filter((x) => x.type === "carryOutCourt")).toHaveLength(1);
  });
});
