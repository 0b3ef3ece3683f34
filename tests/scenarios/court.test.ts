/**
 * The Court on the table (issue item 5): the BUILT save's Global in the TTS fake. A 4-player game is
 * at the start of chapter 1 (Red to lead); Court cards are dealt into the slots by identity and
 * agents taken out of their bags onto them. Rule tests cite the rulebook page or FAQ ruling.
 */
import { courtCardName } from "../../src/core/data/court";
import { cardName } from "../../src/core/game/util";
import type { GameState } from "../../src/core/game/types";
import {
  FOUR,
  courtDeckObject,
  dealCourtCard,
  gameInPlay,
  run,
  handCardWords,
  loadWithGame,
  takePieces,
  zoneOf,
} from "../../tools/bench/courtScoringHandlers";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { builtSave } from "../support/builtSave";
import { luaEval } from "../support/scenario";

const save = () => builtSave().save as unknown as SaveFile;

function staged(): { table: TtsTable; state: GameState } {
  // Red has led an Aggression card: Secure is an Aggression action, taken after the card is played
  // (p.8, p.13). The canonical deal gives Red no Aggression card: Red and Blue swap one (plain data).
  const start = gameInPlay(FOUR);
  const red = start.players.find((p) => p.colour === "Red")!;
  const blue = start.players.find((p) => p.colour === "Blue")!;
  red.hand = red.hand.map((id) => (id === "administration-1" ? "aggression-1" : id));
  blue.hand = blue.hand.map((id) => (id === "aggression-1" ? "administration-1" : id));
  const state = run(start, { type: "lead", player: "Red", card: "aggression-1" });
  const table = loadWithGame(save(), state, "White");
  ["BC05", "BC01", "BC10", "BC15"].forEach((id, i) => dealCourtCard(table, id, i + 1));
  table.settle();
  table.messages.length = 0;
  return { table, state };
}

function slotZone(table: TtsTable, slot: number): FakeObject {
  return zoneOf(table, "court-slot", String(slot));
}

/** The court card ids lying loose in a zone. */
function cardsIn(table: TtsTable, zone: FakeObject): string[] {
  return table.world.objectsIn(zone).filter((o) => o.tags.includes("court-card")).map((o) => String(o.data.GMNotes));
}

function cardObject(table: TtsTable, id: string): FakeObject {
  const found = table.find((o) => o.tags.includes("court-card") && o.data.GMNotes === id);
  expect(found).toHaveLength(1);
  return found[0];
}

function labels(o: FakeObject): string[] {
  return o.buttons.map((b) => String(b.label));
}

function agentsIn(table: TtsTable, zone: FakeObject, colour: string): number {
  return table.world.objectsIn(zone).filter((o) => o.tags.includes("agent") && o.tags.includes(colour)).length;
}

function bagCount(table: TtsTable, kind: string, colour: string): number {
  return table.find((o) => o.tags.includes("supply") && o.tags.includes(kind) && o.tags.includes(colour))[0].contents.length;
}

function publicTexts(table: TtsTable): string[] {
  return table.messages.filter((m) => m.to === undefined).map((m) => m.text);
}

/** No public message names a card in anyone's hand (by id or by name). */
function expectNoHandCardNamed(table: TtsTable, state: GameState): void {
  const words = handCardWords(state).flatMap((id) => [id, cardName(id)]);
  for (const text of publicTexts(table)) for (const w of words) expect({ text, names: text.includes(w) ? w : undefined }).toEqual({ text, names: undefined });
}

describe("Court slots show agents and offer Secure to the majority", () => {
  test("p.13: Secure is an action: before playing a card it is refused and nothing moves", () => {
    const table = loadWithGame(save(), gameInPlay(FOUR), "White");
    ["BC05", "BC01", "BC10", "BC15"].forEach((id, i) => dealCourtCard(table, id, i + 1));
    table.settle();
    const zone = slotZone(table, 2);
    takePieces(table, "agent", "Red", 2, zone);
    table.messages.length = 0;
    table.clickButton("Red", cardObject(table, "BC01"), "Secure (Red)");
    expect(table.messages.map((m) => [m.to, m.text])).toEqual([["Red", expect.stringMatching(/play your action card first/)]]);
    expect(cardsIn(table, zone)).toEqual(["BC01"]);
    expect(agentsIn(table, zone, "Red")).toBe(2);
  });

  test("p.13: a secure returns own agents, captures Rival agents, takes the Guild card and refills THE SAME slot", () => {
    const { table, state } = staged();
    const zone = slotZone(table, 2);
    takePieces(table, "agent", "Red", 2, zone);
    takePieces(table, "agent", "Blue", 1, zone, 2);
    const card = cardObject(table, "BC01");
    expect(labels(card)).toEqual(["Agents: Red 2, Blue 1", "Secure (Red)"]);
    const redBag = bagCount(table, "agent", "Red");
    const nextCard = String(courtDeckObject(table)!.contents[0].GMNotes);

    // Blue presses Red's button: refused privately, nothing moves.
    table.clickButton("Blue", card, "Secure (Red)");
    expect(table.messages.filter((m) => m.to === undefined)).toEqual([]);
    expect(table.messagesTo("Blue").map((m) => m.text).join(" ")).toMatch(/Red's turn/);
    expect(cardsIn(table, zone)).toEqual(["BC01"]);

    table.clickButton("Red", card, "Secure (Red)");
    table.settle();
    expect(cardsIn(table, zoneOf(table, "play-area", "Red"))).toEqual(["BC01"]);
    expect(bagCount(table, "agent", "Red")).toBe(redBag + 2);
    expect(agentsIn(table, zoneOf(table, "captives", "Red"), "Blue")).toBe(1);
    expect(agentsIn(table, zone, "Red") + agentsIn(table, zone, "Blue")).toBe(0);
    // The refill comes from the Court deck by identity, into slot 2 and no other.
    expect(cardsIn(table, zone)).toEqual([nextCard]);
    expect(cardsIn(table, slotZone(table, 1))).toEqual(["BC05"]);
    expect(cardObject(table, nextCard).faceDown).toBe(false);
    expect(labels(cardObject(table, nextCard))).toEqual(["No agents"]);
    // Out of the Court its slot labels are gone; in Red's play area the Loyal card offers its own
    // "spend any resources as Material" (BC01) to its owner.
    expect(labels(cardObject(table, "BC01"))).toEqual(["Spend Fuel as Material", "Spend Weapon as Material", "Spend Relic as Material", "Spend Psionic as Material"]);
    const said = publicTexts(table).join("\n");
    expect(said).toContain("Red secures Loyal Engineers (BC01, Material Guild) from Court slot 2: 2 own agent(s) back to supply; captures Blue 1 as Captives");
    expect(said).toContain(`${courtCardName(nextCard)} is drawn into Court slot 2`);
    expectNoHandCardNamed(table, state);
  });

  test("a Court slot zone replaced by the host mid-game: the secure reads the new zone, never the gone one (kept furniture dropped on a zone's spawn/destroy, api Events)", () => {
    const { table } = staged();
    // Something reads the slot zones first (the Court row is kept once found).
    const card = cardObject(table, "BC01");
    takePieces(table, "agent", "Red", 1, slotZone(table, 2));
    table.settle();
    expect(labels(card)).toEqual(["Agents: Red 1", "Secure (Red)"]);
    const old = slotZone(table, 2);
    const data = old.toData();
    const oldGuid = old.guid;
    luaEval(table, `getObjectFromGUID("${oldGuid}").destruct()`);
    table.spawn({ ...data, GUID: "5e0002", Tags: (data.Tags ?? []).slice() });
    table.settle();
    const zone = slotZone(table, 2);
    expect(zone.guid).not.toBe(oldGuid);
    expect(cardsIn(table, zone)).toEqual(["BC01"]);
    takePieces(table, "agent", "Red", 1, zone, 1);
    table.settle();
    table.clickButton("Red", card, "Secure (Red)");
    table.settle();
    expect(table.scriptErrors).toEqual([]);
    expect(cardsIn(table, zoneOf(table, "play-area", "Red"))).toEqual(["BC01"]);
    expect(publicTexts(table).join("\n")).toContain("Red secures Loyal Engineers (BC01, Material Guild) from Court slot 2: 2 own agent(s) back to supply");
  });

  test("FAQ: a tie offers no Secure and a secure there is refused; Secure is only on your own turn", () => {
    const { table } = staged();
    takePieces(table, "agent", "Red", 1, slotZone(table, 1));
    takePieces(table, "agent", "Blue", 1, slotZone(table, 1), 1);
    takePieces(table, "agent", "Blue", 2, slotZone(table, 3));
    const tied = cardObject(table, "BC05");
    expect(labels(tied)).toEqual(["Agents: Red 1, Blue 1"]);
    table.callScript("-1", "arcsCourtSecure_1", tied, "Red");
    expect(table.messagesTo("Red").map((m) => m.text).join(" ")).toMatch(/cannot secure/);
    expect(cardsIn(table, slotZone(table, 1))).toEqual(["BC05"]);

    const blues = cardObject(table, "BC10");
    expect(labels(blues)).toEqual(["Agents: Blue 2", "Secure (Blue)"]);
    table.clickButton("Blue", blues, "Secure (Blue)");
    expect(table.messagesTo("Blue").map((m) => m.text).join(" ")).toMatch(/it is Red's turn, not yours/);
    expect(cardsIn(table, slotZone(table, 3))).toEqual(["BC10"]);
    expect(publicTexts(table)).toEqual([]);
  });
});

describe("Vox cards and the empty Court deck", () => {
  test("FAQ: a Vox card prompts its securer and resolves its When Secured BEFORE the refill", () => {
    const { table, state } = staged();
    const zone = slotZone(table, 1);
    // Mass Uprising replaces the first card of the row.
    const first = cardObject(table, "BC05");
    table.put(courtDeckObject(table)!, first);
    dealCourtCard(table, "BC26", 1);
    takePieces(table, "agent", "Red", 1, zone);
    const vox = cardObject(table, "BC26");
    expect(labels(vox)).toEqual(["Agents: Red 1", "Secure (Red)"]);
    table.messages.length = 0;
    table.clickButton("Red", vox, "Secure (Red)");
    const clusters = labels(vox);
    const inPlay = [1, 2, 3, 4, 5, 6].filter((n) => !state.outOfPlayClusters.includes(n)).map((n) => `Cluster ${n}`);
    expect(clusters).toEqual(inPlay);
    expect(cardsIn(table, zone)).toEqual(["BC26"]);
    expect(publicTexts(table).join("\n")).toContain("When Secured of Mass Uprising (BC26, Vox): Red, choose a cluster");

    table.clickButton("Blue", vox, clusters[0]);
    expect(table.messagesTo("Blue").map((m) => m.text).join(" ")).toMatch(/Red secured Mass Uprising \(BC26, Vox\) and makes this choice/);
    expect(cardsIn(table, zone)).toEqual(["BC26"]);

    const nextCard = String(courtDeckObject(table)!.contents[0].GMNotes);
    table.clickButton("Red", vox, clusters[0]);
    table.settle();
    expect(cardsIn(table, zoneOf(table, "court-discard"))).toEqual(["BC26"]);
    expect(vox.faceDown).toBe(false);
    expect(cardsIn(table, zone)).toEqual([nextCard]);
    const said = publicTexts(table);
    const chose = said.findIndex((t) => t.includes(`Red chooses for Mass Uprising (BC26, Vox): ${clusters[0]}`));
    const ships = said.findIndex((t) => t.includes("places 1 ship in each system of cluster"));
    const drawn = said.findIndex((t) => t.includes("is drawn into Court slot 1"));
    expect(chose).toBeGreaterThanOrEqual(0);
    expect(ships).toBeGreaterThan(chose);
    expect(drawn).toBeGreaterThan(ships);
    expectNoHandCardNamed(table, state);
  });

  test("docs/rules-decisions-court.md 1: with the Court deck empty, the secured slot stays empty", () => {
    const { table } = staged();
    const deck = courtDeckObject(table)!;
    table.world.destroy(deck);
    const zone = slotZone(table, 4);
    takePieces(table, "agent", "Red", 1, zone);
    table.clickButton("Red", cardObject(table, "BC15"), "Secure (Red)");
    table.settle();
    expect(cardsIn(table, zone)).toEqual([]);
    expect(cardsIn(table, zoneOf(table, "play-area", "Red"))).toEqual(["BC15"]);
    expect(publicTexts(table).join("\n")).toContain("The Court deck is empty: Court slot 4 stays empty");
  });

  test("p.13: Guild Struggle steals a Rival's Guild card and shuffles the discard's Guild cards into the deck; Song of Freedom is shuffled in", () => {
    const { table } = staged();
    const deckSize = () => courtDeckObject(table)!.contents.length;
    // Blue holds Mining Interest; the Court discard pile holds Material Cartel (Guild) and Populist Demands (Vox).
    dealCourtCard(table, "BC02", 1);
    table.world.move(cardObject(table, "BC02"), { ...zoneOf(table, "play-area", "Blue").position });
    const discard = zoneOf(table, "court-discard");
    dealCourtCard(table, "BC03", 1);
    table.world.move(cardObject(table, "BC03"), { ...discard.position, x: discard.position.x - 0.2 });
    dealCourtCard(table, "BC27", 1);
    table.world.move(cardObject(table, "BC27"), { ...discard.position, x: discard.position.x + 0.2 });
    table.put(courtDeckObject(table)!, cardObject(table, "BC01"));
    dealCourtCard(table, "BC30", 2);
    takePieces(table, "agent", "Red", 1, slotZone(table, 2));
    const struggle = cardObject(table, "BC30");
    const before = deckSize();
    table.clickButton("Red", struggle, "Secure (Red)");
    expect(labels(struggle)).toEqual(["Steal Mining Interest (BC02, Material Guild) from Blue", "Decline"]);
    table.clickButton("Red", struggle, "Steal Mining Interest (BC02, Material Guild) from Blue");
    table.settle();
    expect(cardsIn(table, zoneOf(table, "play-area", "Red"))).toEqual(["BC02"]);
    expect(cardsIn(table, zoneOf(table, "play-area", "Blue"))).toEqual([]);
    expect(cardsIn(table, discard).sort()).toEqual(["BC27", "BC30"]);
    expect(deckSize()).toBe(before + 1 - 1);
    const refilled = cardsIn(table, slotZone(table, 2));
    expect(refilled).toHaveLength(1);
    expect(refilled[0]).not.toBe("BC30");

    // Song of Freedom: no city on the map to return; declining shuffles it into the Court deck.
    table.put(courtDeckObject(table)!, cardObject(table, "BC10"));
    dealCourtCard(table, "BC29", 3);
    takePieces(table, "agent", "Red", 1, slotZone(table, 3));
    const song = cardObject(table, "BC29");
    const beforeSong = deckSize();
    table.clickButton("Red", song, "Secure (Red)");
    expect(labels(song)).toEqual(["Decline"]);
    table.clickButton("Red", song, "Decline");
    table.settle();
    expect(courtDeckObject(table)!.contents.map((c) => c.GMNotes)).toContain("BC29");
    expect(deckSize()).toBe(beforeSong + 1 - 1);
    expect(cardsIn(table, slotZone(table, 3))).toHaveLength(1);
    expect(cardsIn(table, discard)).not.toContain("BC29");
    expect(table.scriptErrors).toEqual([]);
  });
});
