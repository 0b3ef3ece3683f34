/**
 * The Cartels' and the Interests' steals from the Imperial Trust on the BUILT save in the TTS fake
 * (src/tts/court/cards/stealTrust.ts, choicePreludes.ts, stealPreludes.ts): the Trust is the First
 * Regent's, frozen, and "Rivals can steal and take frozen resources" (BR p.27). Card texts (seed 003
 * card reference): Material Cartel (BC03) "Prelude: You may discard this to steal 1 Material.";
 * Shipping Interest (BC09) "Prelude: You may discard this to gain Fuel up to your number of empty
 * resource slots. If the Fuel supply empties, steal the Fuel instead."; Sworn Guardians (BC22)
 * "Rivals cannot steal your resources"; Silver-Tongues (BC20) "Prelude: You may discard this to steal
 * a Guild card or resource." Blue is First Regent; Yellow, on turn, steals.
 */
import type { SaveFile } from "../../tools/ttsFake/table";
import { TtsTable } from "../../tools/ttsFake/table";
import { parseTtsJson } from "../../tools/lib/ttsJson";
import { zoneOf } from "../../tools/bench/courtScoringHandlers";
import { tableLog } from "../support/scenario";
import { boardTypes, emptySlots, intoPlayArea, labels, privateText, resourceInSlot } from "../support/courtCards";
import { campaign } from "../support/campaignEvents";
import { ATTACKER, CAMPAIGN_SEATS, campaignBattleTable, withTrust } from "../support/campaignBattle";
import { bag, zone } from "../support/battleTable";
import { parseStealChoice } from "../../src/tts/court/cards/stealChoice";
import { takeCard } from "../support/faithfulTable";

const TYPES = ["material", "fuel", "weapon", "relic", "psionic"];

function trustTokens(table: TtsTable): string[] {
  return table.world.objectsIn(zone(table, "imperial-trust")).filter((o) => !o.isContainer && TYPES.some((r) => o.tags.includes(r))).map((o) => TYPES.find((r) => o.tags.includes(r))!).sort();
}

function inCourtDiscard(table: TtsTable, id: string): boolean {
  return table.world.objectsIn(zoneOf(table, "court-discard")).some((o) => o.data.GMNotes === id);
}

function lastCommand(table: TtsTable): unknown {
  return tableLog(table).commands.slice(-1)[0];
}

/**
 * Every board empty; the Trust holds `trust`; the rest of the Fuel lies on Red's and Blue's boards
 * (slots 1 and 2 each, as far as it goes): the Fuel supply is empty. Yellow has 2 empty open slots.
 */
function stage(trust: string[]): SaveFile {
  const table = withTrust(campaignBattleTable({ titles: { Yellow: "regent", Blue: "regent", Red: "regent" }, firstRegent: "Blue" }), trust);
  for (const c of CAMPAIGN_SEATS) emptySlots(table, c as never);
  table.settle();
  const fuel = bag(table, "resource-supply", "fuel");
  const spots: [string, number][] = [["Red", 1], ["Red", 2], ["Blue", 1], ["Blue", 2]];
  for (const [colour, slot] of spots) if (fuel.contents.length > 0) resourceInSlot(table, colour as never, "fuel", slot);
  table.settle();
  expect(fuel.contents).toHaveLength(0);
  return table.save();
}

/** The Trust holds Material and 2 Fuel. */
let staged: SaveFile;
/** The Trust holds 1 Fuel. */
let oneFuel: SaveFile;

beforeAll(() => {
  staged = stage(["material", "fuel", "fuel"]);
  oneFuel = stage(["fuel"]);
}, 120_000);

function fresh(save: SaveFile = staged): TtsTable {
  const table = new TtsTable(save, { seats: CAMPAIGN_SEATS.map((color) => ({ color, host: color === ATTACKER })) });
  table.settle();
  table.messages.length = 0;
  return table;
}

describe("BR p.27: Material Cartel (BC03) steals 1 Material from the Imperial Trust", () => {
  test("Yellow's Cartel offers the Trust beside the Rivals; Blue's press is refused; Yellow's takes the Trust's Material onto Yellow's board and discards the Cartel", () => {
    const table = fresh();
    expect(trustTokens(table)).toEqual(["fuel", "fuel", "material"]);
    const card = intoPlayArea(table, "BC03", ATTACKER as never);
    expect(labels(card)).toEqual(["Prelude: steal Material from Blue", "Prelude: steal Material from Red", "Prelude: steal Material from the Imperial Trust"]);
    table.clickButton("Blue", card, "Prelude: steal Material from the Imperial Trust");
    expect(privateText(table, "Blue" as never)).toContain("only Yellow may take its actions");
    expect(campaign(table).trust).toEqual(["material", "fuel", "fuel"]);
    table.clickButton(ATTACKER, card, "Prelude: steal Material from the Imperial Trust");
    table.settle();
    expect(lastCommand(table)).toMatchObject({ type: "cardAction", player: ATTACKER, action: { kind: "prelude", choice: { card: "BC03", steal: [{ from: "Blue", frozen: "material" }] } } });
    expect(campaign(table).trust).toEqual(["fuel", "fuel"]);
    expect(trustTokens(table)).toEqual(["fuel", "fuel"]);
    expect(boardTypes(table, ATTACKER as never)).toEqual(["material"]);
    expect(inCourtDiscard(table, "BC03")).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });

  test("Sworn Guardians (BC22) held by the First Regent: refused to Yellow alone, nothing moves, the Cartel stays", () => {
    const table = fresh();
    intoPlayArea(table, "BC22", "Blue" as never);
    const card = intoPlayArea(table, "BC03", ATTACKER as never);
    table.clickButton(ATTACKER, card, "Prelude: steal Material from the Imperial Trust");
    table.settle();
    expect(privateText(table, ATTACKER as never)).toContain("Blue has Sworn Guardians (BC22, Relic Guild): Rivals cannot steal their resources");
    expect(table.messages.filter((m) => m.to === undefined)).toEqual([]);
    expect(campaign(table).trust).toEqual(["material", "fuel", "fuel"]);
    expect(trustTokens(table)).toEqual(["fuel", "fuel", "material"]);
    expect(boardTypes(table, ATTACKER as never)).toEqual([]);
    expect(inCourtDiscard(table, "BC03")).toBe(false);
    expect(table.scriptErrors).toEqual([]);
  });

  test("the First Regent's own Cartel offers no Trust button; once Silver-Tongues took the Trust's only Material, Yellow's Cartel offers none either", () => {
    const table = fresh();
    const blues = intoPlayArea(table, "BC03", "Blue" as never);
    expect(labels(blues).filter((l) => l.includes("Imperial Trust"))).toEqual([]);
    table.world.move(blues, zoneOf(table, "court-discard").position);
    table.settle();
    const cartel = intoPlayArea(table, "BC03", ATTACKER as never);
    expect(labels(cartel)).toContain("Prelude: steal Material from the Imperial Trust");
    const silver = intoPlayArea(table, "BC20", ATTACKER as never, 1);
    table.clickButton(ATTACKER, silver, "Prelude: steal from Blue");
    table.clickButton(ATTACKER, silver, "Steal Material from the Imperial Trust");
    table.settle();
    expect(campaign(table).trust).toEqual(["fuel", "fuel"]);
    expect(labels(cartel)).toEqual(["Prelude: steal Material from Blue", "Prelude: steal Material from Red"]);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("Sworn Guardians stolen in a campaign goes under the campaign's Court deck (seed 003 CC09, as BC22: 'If this card is stolen, bury it.')", () => {
  test("Yellow's Silver-Tongues steals Blue's Sworn Guardians (CC09): the core buries it in the campaign Court deck, and so does the table, not under the base game's deck", () => {
    const table = fresh();
    const area = zoneOf(table, "play-area", "Blue");
    takeCard(table, "CC09", { ...area.position, y: area.position.y + 0.3 });
    const silver = intoPlayArea(table, "BC20", ATTACKER as never, 1);
    table.clickButton(ATTACKER, silver, "Prelude: steal from Blue");
    table.clickButton(ATTACKER, silver, "Steal a Guild card");
    table.clickButton(ATTACKER, silver, "Steal Sworn Guardians (CC09)");
    table.settle();
    expect(lastCommand(table)).toMatchObject({ type: "cardAction", action: { kind: "prelude", choice: { card: "BC20", guildCard: { from: "Blue", card: "CC09" } } } });
    const holders = table.find((o) => o.data.GMNotes === "CC09" || (o.isDeck && o.contents.some((c) => c.GMNotes === "CC09")));
    expect(holders).toHaveLength(1);
    // A deck keeps only the tags its cards share: the campaign Court deck is the one given its tag back (src/tts/court/moves.ts intoCourtDeck).
    expect(holders[0].isDeck && holders[0].tags.includes("campaign-court-deck")).toBe(true);
    expect(holders[0].contents[holders[0].contents.length - 1].GMNotes).toBe("CC09");
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("BR p.27: Shipping Interest (BC09) steals Fuel from the Imperial Trust once the Fuel supply is empty", () => {
  test("the choice offers the Trust beside the Rivals; a steal from it survives a save and load; the last steal (Red's) sends both: the Trust Fuel and Red's onto Yellow's board", () => {
    const table = fresh();
    const card = intoPlayArea(table, "BC09", ATTACKER as never);
    table.clickButton(ATTACKER, card, "Prelude: discard");
    expect(privateText(table, ATTACKER as never)).toContain("The Fuel supply cannot fill your empty slots: you may steal up to 2 from Rivals");
    expect(labels(card)).toEqual(["Synthesize: gain 1 Fuel", "Steal Fuel from Blue (0)", "Steal Fuel from Red (0)", "Steal Fuel from the Imperial Trust (0)", "Discard: steal 0", "Cancel"]);
    table.clickButton("Red", card, "Steal Fuel from the Imperial Trust (0)");
    expect(privateText(table, "Red" as never)).toContain("only Yellow may take its actions");
    table.clickButton(ATTACKER, card, "Steal Fuel from the Imperial Trust (0)");
    expect(labels(card)).toEqual(["Synthesize: gain 1 Fuel", "Steal Fuel from Blue (0)", "Steal Fuel from Red (0)", "Steal Fuel from the Imperial Trust (1)", "Discard: steal 1", "Cancel"]);
    expect(campaign(table).trust).toEqual(["material", "fuel", "fuel"]);
    const again = fresh(table.save());
    const reloaded = again.find((o) => o.tags.includes("court-card") && o.data.GMNotes === "BC09")[0];
    expect(labels(reloaded)).toContain("Steal Fuel from the Imperial Trust (1)");
    again.clickButton(ATTACKER, reloaded, "Steal Fuel from Red (0)");
    again.settle();
    expect(lastCommand(again)).toMatchObject({ type: "cardAction", action: { kind: "prelude", choice: { card: "BC09", steal: [{ from: "Blue", frozen: "fuel" }, { from: "Red", slot: 1 }] } } });
    expect(campaign(again).trust).toEqual(["material", "fuel"]);
    expect(trustTokens(again)).toEqual(["fuel", "material"]);
    expect(boardTypes(again, ATTACKER as never)).toEqual(["fuel", "fuel"]);
    expect(boardTypes(again, "Red" as never)).toEqual(["fuel"]);
    expect(boardTypes(again, "Blue" as never)).toEqual(["fuel"]);
    expect(inCourtDiscard(again, "BC09")).toBe(true);
    expect(again.scriptErrors).toEqual([]);
  });

  test("both Trust Fuel stolen (the most Yellow may): the Trust area keeps the Material alone", () => {
    const table = fresh();
    const card = intoPlayArea(table, "BC09", ATTACKER as never);
    table.clickButton(ATTACKER, card, "Prelude: discard");
    table.clickButton(ATTACKER, card, "Steal Fuel from the Imperial Trust (0)");
    table.clickButton(ATTACKER, card, "Steal Fuel from the Imperial Trust (1)");
    table.settle();
    expect(lastCommand(table)).toMatchObject({ type: "cardAction", action: { kind: "prelude", choice: { card: "BC09", steal: [{ from: "Blue", frozen: "fuel" }, { from: "Blue", frozen: "fuel" }] } } });
    expect(campaign(table).trust).toEqual(["material"]);
    expect(trustTokens(table)).toEqual(["material"]);
    expect(boardTypes(table, ATTACKER as never)).toEqual(["fuel", "fuel"]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("a second steal from a Trust of 1 Fuel is refused; Sworn Guardians (BC22) held by Blue refuses the first, to Yellow alone", () => {
    const table = fresh(oneFuel);
    const card = intoPlayArea(table, "BC09", ATTACKER as never);
    table.clickButton(ATTACKER, card, "Prelude: discard");
    table.clickButton(ATTACKER, card, "Steal Fuel from the Imperial Trust (0)");
    table.clickButton(ATTACKER, card, "Steal Fuel from the Imperial Trust (1)");
    expect(privateText(table, ATTACKER as never)).toContain("the Imperial Trust holds no more Fuel to steal");
    expect(labels(card)).toContain("Steal Fuel from the Imperial Trust (1)");
    expect(campaign(table).trust).toEqual(["fuel"]);

    const guarded = fresh();
    intoPlayArea(guarded, "BC22", "Blue" as never);
    const interest = intoPlayArea(guarded, "BC09", ATTACKER as never);
    guarded.clickButton(ATTACKER, interest, "Prelude: discard");
    const count = guarded.messages.length;
    guarded.clickButton(ATTACKER, interest, "Steal Fuel from the Imperial Trust (0)");
    expect(privateText(guarded, ATTACKER as never)).toContain("Blue has Sworn Guardians (BC22, Relic Guild): Rivals cannot steal their resources");
    expect(guarded.messages.slice(count).filter((m) => m.to === undefined)).toEqual([]);
    expect(labels(interest)).toContain("Steal Fuel from the Imperial Trust (0)");
    expect(campaign(guarded).trust).toEqual(["material", "fuel", "fuel"]);
    expect(trustTokens(guarded)).toEqual(["fuel", "fuel", "material"]);
    expect(guarded.scriptErrors).toEqual([]);
  });

  test("a steal choice saved before Trust steals existed (no `frozen`) still loads and is finished", () => {
    const table = fresh();
    intoPlayArea(table, "BC09", ATTACKER as never);
    const save = table.save();
    const envelope = parseTtsJson(save.LuaScriptState!) as { state: { features: unknown } };
    // The choice as an older table saved it; the other sections kept (an empty section list is saved as []).
    const others = Array.isArray(envelope.state.features) ? {} : (envelope.state.features as object);
    envelope.state.features = { ...others, steal: { card: "BC09", colour: ATTACKER, steals: [{ from: "Red", slot: 0 }] } };
    save.LuaScriptState = JSON.stringify(envelope);
    const loaded = new TtsTable(save, { seats: CAMPAIGN_SEATS.map((color) => ({ color, host: color === ATTACKER })) });
    loaded.settle();
    expect(loaded.messages.map((m) => m.text).join("\n")).not.toMatch(/could not restore steal/);
    const card = loaded.find((o) => o.tags.includes("court-card") && o.data.GMNotes === "BC09")[0];
    expect(labels(card)).toContain("Steal Fuel from Red (1)");
    expect(labels(card)).toContain("Steal Fuel from the Imperial Trust (0)");
    loaded.clickButton(ATTACKER, card, "Discard: steal 1");
    loaded.settle();
    expect(lastCommand(loaded)).toMatchObject({ type: "cardAction", action: { kind: "prelude", choice: { card: "BC09", steal: [{ from: "Red", slot: 0 }] } } });
    expect(campaign(loaded).trust).toEqual(["material", "fuel", "fuel"]);
    expect(loaded.scriptErrors).toEqual([]);
  });
});

describe("the saved steal choice (src/tts/court/cards/stealChoice.ts)", () => {
  test("an older choice without `frozen` parses as before; a Trust steal keeps its type; a malformed one is refused", () => {
    expect(parseStealChoice({ card: "BC02", colour: "Red", steals: [{ from: "Blue", slot: 1 }] })).toEqual({ card: "BC02", colour: "Red", steals: [{ from: "Blue", slot: 1 }] });
    expect(parseStealChoice({ card: "BC02", colour: "Red", steals: [{ from: "Blue", slot: 0, frozen: "material" }] })).toEqual({ card: "BC02", colour: "Red", steals: [{ from: "Blue", slot: 0, frozen: "material" }] });
    expect(parseStealChoice({ card: "BC02", colour: "Red", steals: [{ from: "Blue", slot: 0, frozen: "gold" }] })).toBe("a steal from the Imperial Trust names no resource type");
  });
});
