/**
 * The campaign's chapter end and Court on the built save, through the TTS fake (issue 14 item 4,
 * issue 13 item 4's table side): the scoring preview of an Act III chapter end with a Fate ambition
 * (Edenguard, F2004), a final objective and grand ambitions (BR pp.8-9), grand ambitions given by
 * each player alone (wrong clickers refused) for the lines the core does not check (issue 35: the
 * Steward's F122B is the core's), negative Power shown on the marker (BR p.8); and a
 * 4-player campaign Court of 5 slots (BR p.4 step K) whose fifth card is secured with the card
 * attached to it (BR p.27) and refilled from the campaign Court deck.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import { SYSTEMS } from "../../src/core/data/map";
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { exportCampaignRecord } from "../../src/core/campaign/flow";
import { isEventCard } from "../../src/core/campaign/fates/actionDeck";
import { rulesBookletOf, writeBooklet } from "../../src/core/campaign/booklet";
import { actionCard } from "../../src/core/data/actionCards";
import { GLOBAL_GUID, TtsTable } from "../../tools/ttsFake/table";
import type { SaveFile } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { randomCampaignUntil } from "../support/campaignRun";
import { coreState, loadTable, seedLua, tableLog } from "../support/scenario";

const save = () => builtSave().save as unknown as SaveFile;

function game(table: TtsTable): GameState {
  return coreState(table) as GameState;
}

function lastTo(table: TtsTable, colour: string): string {
  const m = table.messages.filter((x) => x.to === colour);
  return m.length === 0 ? "" : m[m.length - 1].text;
}

/** The first state of a random 4-player campaign that `stop` accepts. */
function campaignUntil(seed: number, stop: (s: GameState) => boolean): GameState {
  return randomCampaignUntil(seed, 4, stop);
}

/**
 * Act III, chapter 2 ends: Red plays the Guardian ("C", FATE20: Edenguard's law in the booklet, its final
 * objective marker on 5) and declared Edenguard instead of Tycoon; Blue, Yellow and White play
 * "A"/"B" Fates with grand ambitions; White starts at -3 Power (BR p.8). Blue (the Steward, F122B) is
 * the First Regent with 3 resources in the Imperial Trust and nobody is an Outlaw: the core counts
 * both of Blue's lines; Yellow's (F907B) and White's (F225B) are theirs to give.
 */
function actThreeChapterEnd(): GameState {
  const s = JSON.parse(JSON.stringify(campaignUntil(3, (x) => x.phase === "scoring" && x.campaign?.act === "I"))) as GameState;
  const c = s.campaign as CampaignState;
  // Whatever the random round left pending (an event, its Crises or Edicts) is done.
  c.eventPhase = undefined;
  c.crisesDue = undefined;
  c.edictQueue = undefined;
  c.act = "III";
  s.chapter = 2;
  const fates: Record<string, [string, "A" | "B" | "C"]> = { Red: ["FATE20", "C"], Blue: ["FATE01", "A"], Yellow: ["FATE09", "B"], White: ["FATE02", "A"] };
  for (const p of c.players) {
    p.fate = fates[p.colour][0];
    p.letter = fates[p.colour][1];
    delete p.objective;
  }
  c.players.find((p) => p.colour === "Red")!.objective = 5;
  c.grand = undefined;
  for (const p of c.players) p.title = "regent";
  c.firstRegent = "Blue";
  c.trust = ["relic", "fuel", "weapon"];
  for (const p of s.players) p.power = p.colour === "White" ? -3 : 4;
  for (const m of s.markers) m.at = "available";
  const marker = s.markers.find((m) => !m.flipped) ?? s.markers[0];
  marker.at = "tycoon";
  c.fateAmbitionMarkers = [{ marker: marker.id, ambition: "edenguard" }];
  // The Guardian's setup added the Edenguard Ambition law (F2004) to the rules booklet (F2001A step 6):
  // Edenguard is in play, and the Guardian's objective advances by its count (BR p.9).
  const booklet = rulesBookletOf(c);
  writeBooklet(c, { edicts: booklet.edicts, laws: booklet.laws.concat([["F2004"]]) });
  return s;
}

describe("Act III chapter end (BR pp.8-9)", () => {
  let table: TtsTable;
  const materialPlanet = SYSTEMS.find((x) => x.kind === "planet" && x.resource === "material")!.id;

  beforeAll(() => {
    table = loadWithGame(save(), actThreeChapterEnd(), "Red");
    // Red controls a Material planet: Edenguard counts it (F2004; control as for ambitions, BR p.10).
    takePieces(table, "ship", "Red", 2, zoneOf(table, "system", materialPlanet));
    table.settle();
    table.callScript(GLOBAL_GUID, "arcsScoringRecount");
    table.settle();
  });

  test("the preview shows the Fate ambition, the final objective, the grand ambitions' chapter values and negative Power", () => {
    expect(table.ui().isShown("arcsScoringPanel")).toBe(true);
    expect(table.ui().text("arcsScoringTitle")).toBe("Act III, chapter 2 ends: scoring preview");
    const text = table.ui().text("arcsScoringText");
    expect(text).toMatch(/Red \+\d+ for first place in Edenguard/);
    expect(text).toContain("Red's final objective marker: 5 -> 4");
    // BR p.9 / chapter track tile: chapter 2 gives 3 (one) or 8 (both).
    expect(text).toContain("Grand ambitions, chapter 2 (BR p.9): one fulfilled +3, both +8");
    for (const c of ["Yellow", "White"]) expect(text).toContain(`${c} not given yet`);
    expect(text).not.toContain("Red not given yet");
    // BR p.9, F122B: the core counts both of Blue's lines, though Blue gave nothing.
    expect(text).toContain("Blue nothing to give");
    expect(text).toContain("Blue's grand ambitions: F122B yes (there are no Outlaws); F122B yes (3 resource(s) in the Imperial Trust, chapter 2); 0 given by Blue");
    expect(text).toContain("Blue fulfils both: +8 Power (chapter 2, BR p.9)");
    expect(text).toMatch(/White -3 \(\+0\)/);
    expect(text).toMatch(/Waiting for (Yellow|White), (Yellow|White) to give their grand ambitions\./);
  });

  test("each row says what the core counted (F122B, BR p.9) and offers buttons for the rest, visible to its A/B player alone; a wrong clicker is refused", () => {
    expect(table.ui().isShown("arcsGrandPanel")).toBe(true);
    expect(table.ui().isShown("arcsGrandRed")).toBe(false);
    for (const c of ["Blue", "Yellow", "White"]) {
      expect(table.ui().isShown(`arcsGrand${c}`)).toBe(true);
      for (const other of ["Red", "Blue", "Yellow", "White"]) expect(table.ui().visibleTo(`arcsGrand${c}`, other, false)).toBe(other === c);
    }
    // Each row says what the core counted and offers buttons only for the lines left to its player.
    expect(table.ui().text("arcsGrandBlueText")).toBe("The core counts: F122B yes (there are no Outlaws); F122B yes (3 resource(s) in the Imperial Trust, chapter 2). Nothing for you to give.");
    for (let k = 0; k <= 2; k++) expect(table.ui().isShown(`arcsGrandBlue_${k}`)).toBe(false);
    expect(table.ui().text("arcsGrandYellowText")).toBe("Of your other 2, you fulfilled:");
    for (let k = 0; k <= 2; k++) expect(table.ui().isShown(`arcsGrandYellow_${k}`)).toBe(true);
    table.forgeUiClick("Red", "arcsGrandYellow_2");
    expect(lastTo(table, "Red")).toBe("only Yellow chooses on this row");
    table.forgeUiClick("Blue", "arcsGrandBlue_1");
    expect(lastTo(table, "Blue")).toBe("Blue may choose at most 0 here");
    // Confirming before everyone gave theirs is refused.
    table.clickUi("Red", "arcsScoringConfirmButton");
    expect(lastTo(table, "Red")).toMatch(/^first (Yellow|White), (Yellow|White) give their grand ambitions with their buttons \(BR p\.9\)$/);
    expect(game(table).phase).toBe("scoring");
  });

  test("given by their players and confirmed: grand ambitions scored, Edenguard won, the final objective advanced", () => {
    table.clickUi("Yellow", "arcsGrandYellow_1");
    table.clickUi("White", "arcsGrandWhite_0");
    table.settle();
    const given = table.ui().text("arcsScoringText");
    for (const g of ["Blue nothing to give", "Yellow 1", "White 0"]) expect(given).toContain(g);
    expect(given).toContain("Yellow fulfils one grand ambition: +3 Power (chapter 2, BR p.9)");
    // Saved and loaded: the entries come back, the core's reading is made again from the table.
    const again = new TtsTable(table.save(), { seats: ["Red", "Blue", "Yellow", "White"].map((color) => ({ color, host: color === "Red" })) });
    again.settle();
    expect(again.ui().text("arcsScoringText")).toContain("Given: Yellow 1, White 0, Blue nothing to give");
    expect(again.ui().text("arcsGrandYellow_1")).toBe("[1]");
    expect(again.ui().text("arcsGrandBlueText")).toContain("Nothing for you to give.");
    expect(again.scriptErrors).toEqual([]);
    const before = game(table);
    table.clickUi(before.initiative, "arcsScoringConfirmButton");
    table.settle();
    const after = game(table);
    const types = tableLog(table).commands.map((c) => c.type);
    expect(types.slice(types.indexOf("grandAmbitions"), types.indexOf("grandAmbitions") + 2)).toEqual(["grandAmbitions", "score"]);
    const sent = tableLog(table).commands.find((c) => c.type === "grandAmbitions") as Extract<Command, { type: "grandAmbitions" }>;
    expect(sent.checked).toBe(true);
    expect(sent.results.find((r) => r.player === "Blue")!.fulfilled).toBe(0);
    const power = (c: string) => after.players.find((p) => p.colour === c)!.power;
    expect(power("Blue") - 4).toBeGreaterThanOrEqual(8);
    expect(power("Yellow") - 4).toBeGreaterThanOrEqual(3);
    expect((after.campaign as CampaignState).players.find((p) => p.colour === "Red")!.objective).toBe(4);
    // No end by Power: chapter 3 of Act III is dealt (BR p.8).
    expect(after.phase).not.toBe("gameOver");
    expect(after.chapter).toBe(3);
    // The painters that skip unchanged draws drew the change: the grand ambitions are over, the chapter moved on.
    expect(table.ui().isShown("arcsGrandPanel")).toBe(false);
    for (const c of ["Blue", "Yellow", "White"]) expect(table.ui().isShown(`arcsGrand${c}`)).toBe(false);
    expect(table.ui().text("arcsCampaignStatus")).toMatch(/^The Blighted Reach, Act III, chapter 3\./);
  });

  test("negative Power: the marker stands on the space of its size with a signed label (BR p.8), again after a load", () => {
    const white = game(table).players.find((p) => p.colour === "White")!.power;
    expect(white).toBeLessThan(0);
    const marker = table.find((o) => o.tags.includes("power-marker") && o.tags.includes("White"))[0];
    expect(marker.buttons.map((b) => String(b.label))).toEqual([`(-) ${white}`]);
    const again = new TtsTable(table.save(), { seats: ["Red", "Blue", "Yellow", "White"].map((color) => ({ color, host: color === "Red" })) });
    again.settle();
    const m2 = again.find((o) => o.tags.includes("power-marker") && o.tags.includes("White"))[0];
    expect(m2.buttons.map((b) => String(b.label))).toEqual([`(-) ${white}`]);
  });
});

// ---- the campaign Court ------------------------------------------------------------------------

const SEATS4 = ["Red", "Blue", "Yellow", "White"];

/** A fresh 4-player table continuing a random campaign from its record after Act I (BR p.7). */
function importedFour(seed: number): TtsTable {
  const state = campaignUntil(seed, (x) => x.campaign?.stage === "intermission" && x.campaign.intermissionStep === "done");
  const record = exportCampaignRecord(state)!;
  const host = record.seats[0];
  const table = loadTable(record.seats, { host });
  seedLua(table, seed);
  table.notebookTabs.push({ title: "Arcs campaign record", body: JSON.stringify(record), color: host });
  table.chat(host, "!arcs campaign import");
  table.settle();
  return table;
}

function cardIn(table: TtsTable, zone: FakeObject): FakeObject[] {
  return table.world.objectsIn(zone).filter((o) => o.isCard);
}

describe("BR p.9: Laws in the rules booklet in the scoring preview (F425 Guild Supremacy, F320 War Profiteering)", () => {
  test("the preview, the core's own score, names each Law it counted under", () => {
    const s = actThreeChapterEnd();
    const c = s.campaign as CampaignState;
    const booklet = rulesBookletOf(c);
    writeBooklet(c, { edicts: booklet.edicts, laws: booklet.laws.concat([["F425"], ["F320"]]) });
    const table = loadWithGame(save(), s, "Red");
    table.callScript(GLOBAL_GUID, "arcsScoringRecount");
    table.settle();
    const text = table.ui().text("arcsScoringText");
    expect(text).toContain("Guild Supremacy (F425) is in the rules booklet: Guild cards count twice in this scoring (BR p.9)");
    expect(text).toContain("War Profiteering (F320) is in the rules booklet: Warlord counts Trophies, Weapons and Weapon Guild cards in this scoring (BR p.9)");
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("a 4-player campaign Court: 5 slots, an attached card (BR p.4 step K, p.27)", () => {
  let table: TtsTable;
  let who: Colour;

  beforeAll(() => {
    for (let seed = 1; seed < 30; seed++) {
      const t = importedFour(seed);
      const s = game(t);
      if (s.phase !== "play") continue;
      const lead = s.round!.order[0];
      const card = s.players.find((p) => p.colour === lead)!.hand.find((id) => !isEventCard(id) && actionCard(id)?.suit === "aggression");
      if (card === undefined) continue;
      const c = t.find((o) => o.data.GMNotes === card && o.tags.includes("action-card"))[0];
      c.rotation = { x: 0, y: 180, z: 0 };
      const slot = zoneOf(t, "lead-slot");
      t.drop(lead, c, { ...slot.position, y: slot.position.y + 0.5 });
      t.settle();
      table = t;
      who = lead;
      return;
    }
    throw new Error("no seed lets the leader lead an Aggression card");
  });

  test("the row of 5 lies in the 5 slot zones, the Council in slot 1", () => {
    const s = game(table);
    expect(s.seats).toHaveLength(4);
    expect(s.court.row).toHaveLength(5);
    s.court.row.forEach((id, i) => expect(cardIn(table, zoneOf(table, "court-slot", String(i + 1))).map((o) => o.data.GMNotes)).toContain(id === "AID01" ? "AID01A" : id));
  });

  test("a card attached above slot 5's card is read with it; securing takes both and slot 5 is refilled from the campaign Court deck", () => {
    const zone5 = zoneOf(table, "court-slot", "5");
    const base = cardIn(table, zone5)[0];
    const baseId = String(base.data.GMNotes);
    // Attach: a card from the campaign Court deck laid over slot 5's card, shifted towards its top.
    const deck = table.find((o) => o.isDeck && o.tags.includes("campaign-court-deck"))[0];
    const entry = deck.contents.find((c) => String(c.GMNotes).startsWith("CC"))!;
    const attachedId = String(entry.GMNotes);
    const attached = table.playerTake(deck, { guid: entry.GUID, position: { x: base.position.x + 1.2, y: base.position.y + 0.2, z: base.position.z }, rotation: { x: 0, y: 180, z: 0 } })!;
    table.settle();
    expect(cardIn(table, zone5).map((o) => o.data.GMNotes).sort()).toEqual([attachedId, baseId].sort());
    takePieces(table, "agent", who, 2, zone5);
    table.settle();
    const label = base.buttons.map((b) => String(b.label));
    expect(label).toContain(`Secure (${who})`);
    expect(attached.buttons).toHaveLength(0);
    // A wrong clicker is refused.
    const other = SEATS4.find((c) => c !== who)!;
    table.clickButton(other, base, `Secure (${who})`);
    expect(lastTo(table, other)).toMatch(/turn/);
    table.clickButton(who, base, `Secure (${who})`);
    table.settle();
    const cmd = tableLog(table).commands.filter((c) => c.type === "court").pop() as Extract<Command, { type: "court" }>;
    const row = (cmd.action as { court: { court: { row: { card?: string; attached?: string }[] } } }).court.court.row;
    expect(row).toHaveLength(5);
    expect(row[4]).toMatchObject({ card: baseId, attached: attachedId });
    const now = cardIn(table, zone5).map((o) => String(o.data.GMNotes));
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(baseId);
    expect(now[0]).not.toBe(attachedId);
    expect(table.messages.some((m) => m.to === undefined && m.text.includes("attached to it, is secured with it (BR p.27)"))).toBe(true);
  });
});
