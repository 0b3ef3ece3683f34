/**
 * Vox cards that change what the game engine tracks (issue item 5) and save/load of a pending Vox
 * choice (issue item 7): the BUILT save's Global in the TTS fake. A 4-player game is staged from a
 * log (hands, discard, play mat, Court row, starting pieces arranged); the Vox card is dealt into a
 * Court slot by identity and agents are taken onto it. Card texts: seed 003 card reference.
 */
import { cardName } from "../../src/core/game/util";
import { replay } from "../../src/core/rules";
import type { Colour } from "../../src/core/data/vocabulary";
import type { Command, GameLog, GameState } from "../../src/core/game/types";
import { courtDeckObject, dealCourtCard, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { coreState, handIds, idsInZone, setupLog, stagedTable, tableLog } from "../support/scenario";
import { parseTtsJson } from "../../tools/lib/ttsJson";

const SEATS: Colour[] = ["Red", "Blue", "Yellow", "White"];

/** The setup log (seeded) plus commands built from the state reached so far. */
function logWith(...steps: ((s: GameState) => Command)[]): GameLog {
  const log = setupLog({ seats: SEATS, setupCard: "4SETUP01", seed: 5 });
  for (const step of steps) {
    const s = replay(log).state;
    log.commands.push(step(s));
  }
  return log;
}

function handOf(s: GameState, c: Colour): string[] {
  return s.players.find((p) => p.colour === c)!.hand;
}

// Secure is an Aggression action (p.8, p.13): Red leads an Aggression card (seed 5 deals Red three).
const redLeads = (s: GameState): Command => ({ type: "lead", player: "Red", card: handOf(s, "Red").find((id) => id.startsWith("aggression-")) ?? handOf(s, "Red")[0] });
const redEnds = (): Command => ({ type: "endTurn", player: "Red" });
const blueCopies = (s: GameState): Command => ({ type: "follow", player: "Blue", card: handOf(s, "Blue")[0], mode: "copy" });

function reload(table: TtsTable): TtsTable {
  const again = new TtsTable(table.save(), { seats: SEATS.map((color, i) => ({ color, host: i === 0 })) });
  again.settle();
  return again;
}

/** Put Court card `id` into slot `slot` (the card there goes back into the Court deck). */
function voxInSlot(table: TtsTable, id: string, slot: number): FakeObject {
  const zone = zoneOf(table, "court-slot", String(slot));
  for (const o of table.world.objectsIn(zone)) {
    if (o.tags.includes("court-card") && o.data.GMNotes !== id) table.put(courtDeckObject(table)!, o);
  }
  const loose = table.find((o) => o.tags.includes("court-card") && o.data.GMNotes === id);
  if (loose.length > 0) table.world.move(loose[0], { ...zone.position });
  else dealCourtCard(table, id, slot);
  return cardObject(table, id);
}

function cardObject(table: TtsTable, id: string): FakeObject {
  const found = table.find((o) => o.tags.includes("court-card") && o.data.GMNotes === id);
  expect(found).toHaveLength(1);
  return found[0];
}

function labels(o: FakeObject): string[] {
  return o.buttons.map((b) => String(b.label));
}

function publicTexts(table: TtsTable): string[] {
  return table.messages.filter((m) => m.to === undefined).map((m) => m.text);
}

function secure(table: TtsTable, colour: Colour, id: string, slot: number): FakeObject {
  const card = voxInSlot(table, id, slot);
  takePieces(table, "agent", colour, 1, zoneOf(table, "court-slot", String(slot)));
  table.settle();
  table.messages.length = 0;
  table.clickButton(colour, card, `Secure (${colour})`);
  table.settle();
  return card;
}

function markerAt(s: GameState, ambition: string): string | undefined {
  return s.markers.find((m) => m.at === ambition)?.id;
}

describe("Populist Demands (BC27): 'When Secured: You may declare any ambition. (An ambition marker must be Available.)'", () => {
  test("BC27 + save/load: the choice survives a load; the securer declares on the reloaded table; the marker goes to its box, no zero marker", () => {
    const table = stagedTable(logWith(redLeads), SEATS);
    const card = secure(table, "Red", "BC27", 1);
    expect(labels(card)).toEqual(["Declare Tycoon", "Declare Tyrant", "Declare Warlord", "Declare Keeper", "Declare Empath", "Decline"]);

    const again = reload(table);
    const vox = cardObject(again, "BC27");
    expect(labels(vox)).toEqual(["Declare Tycoon", "Declare Tyrant", "Declare Warlord", "Declare Keeper", "Declare Empath", "Decline"]);
    expect(publicTexts(again).join("\n")).toContain("When Secured of Populist Demands (BC27, Vox) continues: Red, you may declare any ambition");
    again.clickButton("Blue", vox, "Declare Keeper");
    expect(again.messagesTo("Blue").map((m) => m.text).join(" ")).toMatch(/Red secured Populist Demands \(BC27, Vox\) and makes this choice/);
    expect(markerAt(coreState(again)!, "keeper")).toBeUndefined();

    again.clickButton("Red", vox, "Declare Keeper");
    again.settle();
    const s = coreState(again)!;
    expect(markerAt(s, "keeper")).toBe("marker-5-3");
    expect(s.zeroMarker).toBe("declaredSlot");
    expect(tableLog(again).commands.slice(-1)).toEqual([{ type: "declareByCard", player: "Red", ambition: "keeper", card: "BC27" }]);
    const marker = again.find((o) => o.tags.includes("ambition-marker") && o.data.GMNotes === "marker-5-3")[0];
    expect(zoneOf(again, "ambition-box", "keeper").contains(marker.position)).toBe(true);
    const zero = again.withTag("zero-marker")[0];
    expect(zoneOf(again, "lead-slot").contains(zero.position)).toBe(false);
    expect(idsInZone(again, "court-discard")).toEqual(["BC27"]);
    expect(labels(vox)).toEqual([]);
    expect(publicTexts(again).join("\n")).toContain("Red declares Keeper with Populist Demands (BC27, Vox): the 5/3 marker goes to its box (no zero marker)");
    expect(again.scriptErrors).toEqual([]);
  });
});

describe("the When Secured waits in the game, not in the table's panel", () => {
  test("p.13 + BC27: the secure and the answer are logged with the Court they were decided on; a load that lost the table's Court section still shows the choices", () => {
    const table = stagedTable(logWith(redLeads), SEATS);
    const card = secure(table, "Red", "BC27", 1);
    expect(coreState(table)!.secure).toMatchObject({ colour: "Red", card: "BC27", step: "whenSecured" });
    const secureCommand = tableLog(table).commands.slice(-1)[0] as { type: string; action: { kind: string; court: { court: { row: unknown[] } } } };
    expect(secureCommand.type).toBe("court");
    expect(secureCommand.action.kind).toBe("secure");
    expect(secureCommand.action.court.court.row).toHaveLength(4);
    const choices = labels(card);

    const save = table.save();
    const saved = parseTtsJson(save.LuaScriptState!) as any;
    delete saved.state.features.court;
    save.LuaScriptState = JSON.stringify(saved);
    const again = new TtsTable(save, { seats: SEATS.map((color, i) => ({ color, host: i === 0 })) });
    again.settle();
    const vox = cardObject(again, "BC27");
    expect(labels(vox)).toEqual(choices);
    again.clickButton("Red", vox, "Decline");
    again.settle();
    expect(coreState(again)!.secure).toMatchObject({ card: "BC27", step: "done" });
    expect(tableLog(again).commands.slice(-1)[0]).toMatchObject({ type: "court", player: "Red", action: { kind: "answer", answer: {} } });
    expect(again.scriptErrors).toEqual([]);
  });
});

describe("Song of Freedom (BC29): 'return any one city you control to its player board. If you do, you may seize the initiative.'", () => {
  test("BC29 + save/load between the two questions: the city returns, the securer seizes, the initiative marker lies face down at the seizer", () => {
    const table = stagedTable(logWith(redLeads, redEnds, blueCopies), SEATS);
    const card = secure(table, "Blue", "BC29", 2);
    const cityChoice = labels(card).find((l) => l.startsWith("Return Blue city"))!;
    expect(cityChoice).toBeDefined();
    expect(labels(card).slice(-1)).toEqual(["Decline"]);
    table.clickButton("Blue", card, cityChoice);
    expect(labels(card)).toEqual(["Seize the initiative", "Do not seize"]);
    expect(coreState(table)!.initiative).toBe("Red");

    const again = reload(table);
    const song = cardObject(again, "BC29");
    expect(labels(song)).toEqual(["Seize the initiative", "Do not seize"]);
    const system = cityChoice.match(/\((.*)\)/)![1];
    const citiesIn = (t: TtsTable) => t.world.objectsIn(zoneOf(t, "system", system)).filter((o) => o.tags.includes("city") && o.tags.includes("Blue")).length;
    const citiesBefore = citiesIn(again);
    again.clickButton("Blue", song, "Seize the initiative");
    again.settle();
    const s = coreState(again)!;
    expect(s.initiative).toBe("Blue");
    expect(s.round!.seizedBy).toBe("Blue");
    expect(tableLog(again).commands.slice(-1)).toEqual([{ type: "seizeByCard", player: "Blue", card: "BC29" }]);
    const marker = again.withTag("initiative-marker")[0];
    expect(zoneOf(again, "play-area", "Blue").contains(marker.position)).toBe(true);
    expect(marker.faceDown).toBe(true);
    expect(citiesIn(again)).toBe(citiesBefore - 1);
    expect(courtDeckObject(again)!.contents.map((c) => c.GMNotes)).toContain("BC29");
    const said = publicTexts(again).join("\n");
    expect(said).toContain("Blue seizes the initiative with Song of Freedom (BC29, Vox)");
    expect(said).toMatch(/Blue's city in system .* returns to Blue's player board/);
    expect(again.scriptErrors).toEqual([]);
  });

  test("card text: 'You can't seize the initiative if you have it': the holder returns a city and is not asked to seize", () => {
    const table = stagedTable(logWith(redLeads), SEATS);
    const card = secure(table, "Red", "BC29", 3);
    const cityChoice = labels(card).find((l) => l.startsWith("Return Red city"))!;
    table.clickButton("Red", card, cityChoice);
    table.settle();
    expect(labels(card)).toEqual([]);
    expect(coreState(table)!.round!.seizedBy).toBeUndefined();
    expect(tableLog(table).commands.some((c) => c.type === "seizeByCard")).toBe(false);
  });
});

describe("Call to Action (BC31): 'When Secured: Draw 1 action card from the bottom of the action discard pile.'", () => {
  test("BC31: the engine's bottom card moves from the discard into the securer's hand by identity, named only to them", () => {
    const table = stagedTable(logWith(redLeads), SEATS);
    const before = coreState(table)!;
    const bottom = before.discard[before.discard.length - 1];
    expect(idsInZone(table, "action-discard")).toContain(bottom);
    secure(table, "Red", "BC31", 4);
    const s = coreState(table)!;
    expect(handOf(s, "Red")).toEqual(handOf(before, "Red").concat([bottom]));
    expect(s.discard).toEqual(before.discard.slice(0, -1));
    expect(handIds(table, "Red")).toContain(bottom);
    expect(idsInZone(table, "action-discard")).not.toContain(bottom);
    expect(tableLog(table).commands.slice(-1)).toEqual([{ type: "drawFromDiscardBottom", player: "Red", card: "BC31" }]);
    const said = publicTexts(table).join("\n");
    expect(said).toContain("Red draws the action discard's bottom card into their hand (Call to Action (BC31, Vox))");
    for (const text of publicTexts(table)) {
      expect(text).not.toContain(bottom);
      expect(text).not.toContain(cardName(bottom));
    }
    expect(table.messages.filter((m) => m.to === "Red").map((m) => m.text)).toContain(
      `Call to Action: you drew ${cardName(bottom)} from the bottom of the action discard pile.`,
    );
    expect(idsInZone(table, "court-discard")).toEqual(["BC31"]);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("saved table state version 3", () => {
  test("an old version 2 state still loads; the next save is version 3 with a feature section", () => {
    const table = stagedTable(logWith(redLeads), SEATS);
    const saved = parseTtsJson(table.save().LuaScriptState!) as any;
    expect(saved.version).toBe(3);
    expect(saved.state.game.round.plays).toHaveLength(1);
    expect(saved.state.loads).toBe(1);
    expect(typeof saved.state.features).toBe("object");
  });

  test("garbage in the feature section is refused clearly; a broken Vox section starts over, the game loads", () => {
    const table = stagedTable(logWith(redLeads), SEATS);
    const saved = parseTtsJson(table.save().LuaScriptState!) as any;
    const withFeatures = (features: unknown) => {
      const save = table.save();
      save.LuaScriptState = JSON.stringify({ ...saved, state: { ...saved.state, features } });
      return new TtsTable(save, { seats: SEATS.map((color, i) => ({ color, host: i === 0 })) });
    };
    const garbage = withFeatures("oops");
    garbage.settle();
    expect(garbage.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n")).toMatch(/the saved game could not be restored; saves keep it until/);
    expect(garbage.messagesTo("Red").filter((m) => m.to === "Red").map((m) => m.text).join("\n")).toMatch(/the saved state's feature section is not an object/);
    const broken = withFeatures({ court: { card: "BC01", colour: "Red", slot: 0, prompt: "x", choices: [] } });
    broken.settle();
    expect(broken.messages.map((m) => m.text).join("\n")).toMatch(/could not restore court: the pending When Secured is unreadable; that part starts over/);
    expect(coreState(broken)!.round!.plays).toHaveLength(1);
  });
});

describe("p.13, FAQ 'Secure': a waiting When Secured holds the turn (issue 29 item 2)", () => {
  test("BC27: while Red's choice waits, End turn is not offered and a forged click is refused with the reason; once Red declares, End turn is back", () => {
    const table = stagedTable(logWith(redLeads), SEATS);
    expect(table.ui().isShown("endTurnButton")).toBe(true);
    const card = secure(table, "Red", "BC27", 1);
    expect(coreState(table)!.secure?.step).toBe("whenSecured");
    expect(table.ui().isShown("endTurnButton")).toBe(false);
    expect(() => table.clickUi("Red", "endTurnButton")).toThrow(/not active/);
    table.messages.length = 0;
    table.forgeUiClick("Red", "endTurnButton");
    expect(table.messagesTo("Red").map((m) => m.text).join("\n")).toContain(
      'Red cannot end the turn: the When Secured of Populist Demands (BC27, Vox) waits for Red\'s choice (p.13, FAQ "Secure"): you may declare any ambition',
    );
    expect(coreState(table)!.round!.turn).toBe(0);
    table.clickButton("Red", card, "Declare Keeper");
    table.settle();
    expect(markerAt(coreState(table)!, "keeper")).toBe("marker-5-3");
    expect(table.ui().isShown("endTurnButton")).toBe(true);
    table.clickUi("Red", "endTurnButton");
    table.settle();
    expect(coreState(table)!.round!.turn).toBe(1);
    expect(table.scriptErrors).toEqual([]);
  });

  test("advisory rules (issue 28): End turn is offered; pressed, it is refused privately and may be overridden: the turn passes, the When Secured left unanswered", () => {
    const table = stagedTable(logWith(redLeads), SEATS, { host: "Red" });
    table.chat("Red", "!arcs rules advisory");
    const card = secure(table, "Red", "BC27", 1);
    expect(coreState(table)!.secure?.step).toBe("whenSecured");
    expect(labels(card).filter((l) => l.startsWith("Declare")).length).toBeGreaterThan(0);
    expect(table.ui().isShown("endTurnButton")).toBe(true);
    table.clickUi("Red", "endTurnButton");
    const told = table.messagesTo("Red").filter((m) => m.to === "Red").map((m) => m.text).join("\n");
    expect(told).toContain("Red cannot end the turn: the When Secured of Populist Demands (BC27, Vox)");
    expect(told).toContain("Type !arcs override");
    expect(coreState(table)!.round!.turn).toBe(0);
    table.chat("Red", "!arcs override");
    table.settle();
    const s = coreState(table)!;
    expect(s.secure).toBeUndefined();
    expect(s.round!.turn).toBe(1);
    // Its choices are gone; the card lies in its slot as any Court card until the players move it.
    expect(labels(card).filter((l) => l.startsWith("Declare"))).toEqual([]);
    expect(publicTexts(table)).toContain("The When Secured of Populist Demands (BC27, Vox) is left unanswered: move the card by hand.");
    expect(replay(tableLog(table)).refused).toEqual([]);
    expect(table.scriptErrors).toEqual([]);
  });
});
