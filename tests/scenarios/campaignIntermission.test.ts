/**
 * The campaign's Intermission and the next Act on the table, through the TTS fake (issue 14 items 2,
 * 5, 6, 8; BR pp.7, 28-29): Act I set up on the table from the host's panel, the rest of Act I
 * decided in the core by random legal commands (the map keeps Act I's pieces), then the host walks
 * steps A-F with the Intermission panel (a save/load between steps), step F's Fates drawn and kept in
 * secret, and Act II set up on the same table from the map read and the dice rolled. Also: a wrong
 * clicker, the Act III end announcing the winner, and an imported record whose map is read.
 */
import { GLOBAL_GUID, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { FATES } from "../../src/core/data/campaign/fates";
import { playRandomCampaign } from "../../src/core/campaign/driver";
import { exportCampaignRecord } from "../../src/core/campaign/flow";
import { ambitionBoxTokens } from "../../src/core/campaign/laterActSetup";
import { apply, initialState } from "../../src/core/rules";
import { coreState, loadTable, seedLua, tableLog } from "../support/scenario";
import { carriedOn as carryOn, newCampaignTable, placeStarts } from "../support/campaignCarry";
import { record as importRecord, seats as importSeats, host as importHost } from "../support/campaignEvents";
import { parseTtsJson } from "../../tools/lib/ttsJson";

const SEATS = ["Red", "Blue", "Yellow"];
const HOST = "Red";

function reload(table: TtsTable, seats: readonly string[] = SEATS, host = HOST): TtsTable {
  const again = new TtsTable(table.save(), { seats: seats.map((color) => ({ color, host: color === host })) });
  again.settle();
  return again;
}

function game(table: TtsTable): GameState {
  return coreState(table) as GameState;
}

function campaign(table: TtsTable): CampaignState {
  return game(table).campaign as CampaignState;
}

function die(table: TtsTable, kind: string): FakeObject {
  return table.withTag("campaign-die").find((o) => o.data.GMNotes === kind)!;
}

function fatesInHand(table: TtsTable, colour: string): FakeObject[] {
  return table.world.handObjects(colour).filter((o) => o.tags.includes("fate-card"));
}

function fateName(id: string): string {
  return FATES.find((f) => f.id === id)!.name;
}

function zone(table: TtsTable, tag: string, gm?: string): FakeObject {
  return table.find((o) => o.isZone && o.tags.includes(tag) && (gm === undefined || o.data.GMNotes === gm))[0];
}

function inZone(table: TtsTable, z: FakeObject): FakeObject[] {
  return table.world.objectsIn(z);
}

function systemCentre(table: TtsTable, system: string) {
  const z = zone(table, "system", system);
  return { x: z.position.x, y: 2, z: z.position.z };
}

function bag(table: TtsTable, ...tags: string[]): FakeObject {
  return table.find((o) => o.isContainer && tags.every((t) => o.tags.includes(t)))[0];
}

/** A card by id wherever it lies: loose, or inside a deck (then the deck). */
function cardWhere(table: TtsTable, id: string): { card?: FakeObject; deck?: FakeObject } {
  const loose = table.find((o) => o.isCard && o.data.GMNotes === id);
  if (loose.length > 0) return { card: loose[0] };
  const deck = table.find((o) => o.isDeck && o.contents.some((c) => c.GMNotes === id));
  return { deck: deck[0] };
}

function publicText(table: TtsTable): string {
  return table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
}

function last(table: TtsTable, colour: string): string {
  const m = table.messages.filter((x) => x.to === colour);
  return m.length === 0 ? "" : m[m.length - 1].text;
}

/** Act I set up on the table from the host's panel: dice, Fates kept, the six placements. */
function actOneOnTable(seed: number): TtsTable {
  const table = newCampaignTable(SEATS, HOST, seed);
  for (const c of SEATS) table.clickButton(c, fatesInHand(table, c)[0], "Keep");
  table.settle();
  placeStarts(table);
  expect(game(table).phase).toBe("play");
  return table;
}

/** The same table with the game carried on in the core (random legal commands) until `stop`. */
function carriedOn(table: TtsTable, seed: number, stop: (s: GameState) => boolean): TtsTable {
  return carryOn(table, SEATS, HOST, seed, stop);
}

describe("the Intermission after Act I into Act II on the same table (BR pp.7, 28-29)", () => {
  let table: TtsTable;
  let drawnFor: Record<string, string[]>;
  let before: GameState;
  let scrapped = "";

  beforeAll(() => {
    table = carriedOn(actOneOnTable(7), 11, (s) => s.campaign?.stage === "intermission");
  });

  test("after Act I's last scoring the panel shows step A to everyone and its button to the host alone; anyone else is refused", () => {
    const c = campaign(table);
    expect(c.act).toBe("I");
    expect(c.intermissionStep).toBe("A");
    const ui = table.ui();
    expect(ui.isShown("arcsInterm")).toBe(true);
    expect(ui.text("arcsIntermTitle")).toBe("Intermission after Act I");
    expect(ui.text("arcsIntermText")).toMatch(/^A\. Resolve Fate \(BR p\.28\)/);
    expect(ui.text("arcsIntermNext")).toBe("A. Resolve Fates");
    expect(ui.visibleTo("arcsIntermNext", HOST, true)).toBe(true);
    expect(ui.visibleTo("arcsIntermNext", "Blue", false)).toBe(false);
    expect(() => table.clickUi("Blue", "arcsIntermNext")).toThrow(/not shown to/);
    // A forged click (or a stale one) is checked again by the handler: refused, nothing happens.
    for (const who of ["Blue", "Grey"]) {
      table.forgeUiClick(who, "arcsIntermNext");
      expect(last(table, who)).toBe("only the host leads the Intermission");
    }
    expect(campaign(table).intermissionStep).toBe("A");
  });

  test("A (BR p.28): refused until every objective marker is set; then a failed objective costs its space in Power", () => {
    table.clickUi(HOST, "arcsIntermNext");
    expect(last(table, HOST)).toMatch(/^place .*'s objective marker first/);
    const marker = (colour: string) => table.find((o) => o.tags.includes(`objective-${colour.toLowerCase()}`) && !o.isContainer)[0];
    // Red completes (0), Blue fails at 3, Yellow at 1: each moves only their own marker.
    table.clickButton("Blue", marker("Red"), "+");
    expect(last(table, "Blue")).toBe("only Red moves Red's objective marker");
    table.clickButton("Red", marker("Red"), "+");
    table.clickButton("Red", marker("Red"), "-");
    for (let i = 0; i < 3; i++) table.clickButton("Blue", marker("Blue"), "+");
    table.clickButton("Yellow", marker("Yellow"), "+");
    const power = (s: GameState, c: string) => s.players.find((p) => p.colour === c)!.power;
    const was = game(table);
    table.clickUi(HOST, "arcsIntermNext");
    table.settle();
    const s = game(table);
    expect(s.campaign!.intermissionStep).toBe("B");
    expect(s.campaign!.players.map((p) => [p.colour, p.objectiveCompleted])).toEqual(s.seats.map((c) => [c, c === "Red"]));
    expect(power(s, "Red")).toBe(power(was, "Red"));
    expect(power(s, "Blue")).toBe(power(was, "Blue") - 3);
    expect(power(s, "Yellow")).toBe(power(was, "Yellow") - 1);
    expect(publicText(table)).toMatch(/Blue failed the objective and loses 3 Power/);
  });

  test("a save/load between steps: the panel comes back at step B from the state", () => {
    table = reload(table);
    expect(table.ui().isShown("arcsInterm")).toBe(true);
    expect(table.ui().text("arcsIntermNext")).toBe("B. Clear the Court");
  });

  test("B (BR p.28): the Court but the Council back to the Court deck face down, agents home, the Court discard scrapped", () => {
    before = game(table);
    const slot2 = zone(table, "court-slot", "2");
    const agentBag = bag(table, "supply", "agent", "Blue");
    const agentsBefore = agentBag.contents.length;
    const agent = table.playerTake(agentBag, { position: { ...slot2.position, y: 2 } })!;
    // The 3-player row's fifth card lies past the four slot zones: an agent on it goes home too.
    expect(before.court.row).toHaveLength(5);
    const fifth = cardWhere(table, before.court.row[4]).card!;
    const onFifth = table.playerTake(bag(table, "supply", "agent", "Yellow"), { position: { ...fifth.position, y: 2 } })!;
    const discard = zone(table, "court-discard");
    const courtDeck = table.withTag("campaign-court-deck").find((o) => o.isDeck)!;
    const scrapId = courtDeck.contents.find((c) => !before.court.row.includes(c.GMNotes ?? ""))!.GMNotes!;
    scrapped = scrapId;
    const scrap = table.playerTake(courtDeck, { guid: courtDeck.contents.find((c) => c.GMNotes === scrapId)!.GUID, position: { ...discard.position, y: 2 } })!;
    table.settle();
    expect(inZone(table, discard)).toContain(scrap);
    table.clickUi(HOST, "arcsIntermNext");
    table.settle();
    expect(campaign(table).intermissionStep).toBe("C");
    for (let n = 1; n <= 4; n++) {
      const cards = inZone(table, zone(table, "court-slot", String(n))).filter((o) => o.isCard || o.isDeck);
      expect(cards.map((o) => o.data.GMNotes)).toEqual(n === 1 ? ["AID01A"] : []);
    }
    for (const id of before.court.row.filter((x) => x !== "AID01")) {
      const at = cardWhere(table, id);
      const obj = at.card ?? at.deck!;
      expect(Math.abs(obj.position.x - courtDeck.position.x)).toBeLessThan(0.1);
      if (at.card !== undefined) expect(at.card.rotation.z).toBe(180);
    }
    expect(agent.destroyed).toBe(true);
    expect(onFifth.destroyed).toBe(true);
    expect(agentBag.contents.length).toBe(agentsBefore);
    expect(cardWhere(table, scrapId)).toEqual({ card: undefined, deck: undefined });
    expect(publicText(table)).toMatch(/and 2 agents to their players, and scrapped 1 card of the Court discard\./);
  });

  test("C (BR p.28): Trophies, Captives and the Imperial Trust's resources go home", () => {
    const shipBag = bag(table, "supply", "ship", "Blue");
    const ships = shipBag.contents.length;
    const trophy = table.playerTake(shipBag, { position: { ...zone(table, "trophies", "Red").position, y: 2 } })!;
    const agentBag = bag(table, "supply", "agent", "Yellow");
    const agents = agentBag.contents.length;
    const captive = table.playerTake(agentBag, { position: { ...zone(table, "captives", "Blue").position, y: 2 } })!;
    const fuel = bag(table, "resource-supply", "fuel");
    const fuels = fuel.contents.length;
    const frozen = table.playerTake(fuel, { position: { ...zone(table, "imperial-trust").position, y: 2 } })!;
    table.settle();
    table.clickUi(HOST, "arcsIntermNext");
    table.settle();
    expect(campaign(table).intermissionStep).toBe("D");
    for (const o of [trophy, captive, frozen]) expect(o.destroyed).toBe(true);
    expect([shipBag.contents.length, agentBag.contents.length, fuel.contents.length]).toEqual([ships, agents, fuels]);
  });

  test("D (BR p.28): the map is read; damaged Blight repaired, damaged pieces destroyed, buildings in Blight systems without ships destroyed", () => {
    const s = game(table);
    const setup = s.campaign!.setup!;
    // Red tips one of its ships (damaged); a Free city lies in a system with Blight and no ships.
    const redSystem = setup.placements.find((p) => p.player === "Red")!.system;
    const redShip = inZone(table, zone(table, "system", redSystem)).find((o) => o.tags.includes("ship") && o.tags.includes("Red"))!;
    redShip.rotation = { x: 0, y: 180, z: 90 };
    const blightSystem = setup.blight.find((sys) => !sys.endsWith(".0") && !setup.freeCities.includes(sys))!;
    const freeCity = table.playerTake(bag(table, "free-city-supply"), { position: systemCentre(table, blightSystem) })!;
    table.settle();
    const blightBefore = table.withTag("blight").filter((o) => !o.isContainer);
    expect(blightBefore.some((o) => o.rotation.z === 180)).toBe(true);
    const redShipsIn = () => inZone(table, zone(table, "system", redSystem)).filter((o) => o.tags.includes("ship") && o.tags.includes("Red")).length;
    const shipsBefore = redShipsIn();
    table.clickUi(HOST, "arcsIntermNext");
    table.settle();
    expect(campaign(table).intermissionStep).toBe("E");
    const d = tableLog(table).commands.filter((c) => c.type === "intermission" && c.step === "D")[0] as Extract<Command, { type: "intermission" }>;
    expect(d.map!.systems.find((x) => x.system === redSystem)!.pieces).toContainEqual({ owner: "Red", kind: "ship", fresh: shipsBefore - 1, damaged: 1 });
    const board = campaign(table).intermissionBoard!;
    expect(board.destroyed).toContainEqual({ system: blightSystem, owner: "free", kind: "city", count: 1, why: "blight" });
    expect(redShipsIn()).toBe(shipsBefore - 1);
    expect(redShip.destroyed).toBe(true);
    expect(freeCity.destroyed).toBe(true);
    for (const o of table.withTag("blight").filter((x) => !x.isContainer)) expect(o.rotation.z).toBe(0);
    expect(publicText(table)).toMatch(/The table repaired \d+ Blight and removed \d+ destroyed pieces from the map/);
  });

  test("E (BR p.29): the initiative marker to the most Power, Power halved; a save/load, then F draws the Fates into the hands in secret", () => {
    const was = game(table);
    table.clickUi(HOST, "arcsIntermNext");
    table.settle();
    const s = game(table);
    expect(s.campaign!.intermissionStep).toBe("F");
    const most = Math.max(...was.players.map((p) => p.power));
    expect(was.players.find((p) => p.colour === s.initiative)!.power).toBe(most);
    for (const p of was.players) {
      const now = s.players.find((x) => x.colour === p.colour)!.power;
      expect(now).toBe(p.power > 1 ? p.power - Math.floor(p.power / 2) : p.power);
    }
    const marker = table.withTag("initiative-marker")[0];
    const area = zone(table, "play-area", s.initiative);
    expect(Math.abs(marker.position.x - area.position.x)).toBeLessThan(0.1);

    table = reload(table);
    expect(table.ui().text("arcsIntermNext")).toBe("F. Draw the Fates");
    before = game(table);
    const said = table.messages.length;
    table.clickUi(HOST, "arcsIntermNext");
    table.settle();
    drawnFor = {};
    for (const c of SEATS) drawnFor[c] = fatesInHand(table, c).map((o) => o.data.GMNotes ?? "");
    const redFate = before.campaign!.players.find((p) => p.colour === "Red")!.fate;
    // Red completed: 1 "B" Fate and Red's own; Blue and Yellow failed: 2 "B" Fates each (BR p.29).
    expect(drawnFor.Red).toContain(redFate);
    expect(drawnFor.Red).toHaveLength(2);
    for (const c of SEATS) {
      for (const id of drawnFor[c].filter((x) => x !== redFate)) expect(FATES.find((f) => f.id === id)!.letter).toBe("B");
      for (const o of fatesInHand(table, c)) expect(o.buttons.map((b) => b.label)).toEqual(["Keep"]);
    }
    expect(new Set(Object.values(drawnFor).flat()).size).toBe(6);
    // Nothing public names a drawn Fate; each player is told their own draw alone.
    const now = table.messages.slice(said);
    for (const c of SEATS) {
      for (const id of drawnFor[c].filter((x) => x !== redFate)) {
        for (const m of now.filter((x) => x.text.includes(fateName(id)))) expect(m.to).toBe(c);
      }
    }
    for (const f of FATES) expect(table.ui().xml).not.toContain(f.name);
    expect(table.ui().text("arcsIntermText")).toMatch(/Waiting for Red, Blue, Yellow/);
    expect(table.ui().isShown("arcsIntermHost")).toBe(false);
  });

  test("F: a Keep by anyone but the holder is refused; a seat's log export holds no other seat's draw; a save/load keeps the draws and buttons", () => {
    const red = fatesInHand(table, "Red")[0];
    for (const who of ["Blue", "Grey"]) {
      table.clickButton(who, red, "Keep");
      expect(last(table, who)).toBe("only Red chooses among Red's Fates (BR p.29)");
    }
    expect(red.buttons).toHaveLength(1);
    table.clickButton("Blue", table.find((o) => o.data.GMNotes === drawnFor.Blue[0])[0], "Keep");
    expect(table.ui().text("arcsIntermText")).toMatch(/Waiting for Red, Yellow/);
    table.chat("Blue", "!arcs log");
    const blueLog = table.notebookTabs[table.notebookTabs.length - 1];
    expect(blueLog.color).toBe("Blue");
    for (const id of [...drawnFor.Yellow, ...drawnFor.Red.filter((x) => x !== before.campaign!.players.find((p) => p.colour === "Red")!.fate)]) expect(blueLog.body).not.toContain(id);

    table = reload(table);
    for (const c of ["Red", "Yellow"]) {
      expect(fatesInHand(table, c).map((o) => o.data.GMNotes).sort()).toEqual([...drawnFor[c]].sort());
      for (const o of fatesInHand(table, c)) expect(o.buttons.map((b) => b.label)).toEqual(["Keep"]);
    }
    for (const o of fatesInHand(table, "Blue")) expect(o.buttons).toHaveLength(0);
  });

  test("F: once everyone chose, the Fates are revealed together; new Fates take their Fate Set and return Favors (BR p.29)", () => {
    const redFate = before.campaign!.players.find((p) => p.colour === "Red")!.fate;
    const yellowOld = before.campaign!.players.find((p) => p.colour === "Yellow")!.fate;
    const oldSet = `campaign-fate-set-${String(FATES.find((f) => f.id === yellowOld)!.set).padStart(2, "0")}`;
    expect(table.withTag("fate-set-deck").some((o) => o.data.GMNotes === oldSet)).toBe(true);
    // A Favor: one of Red's agents on Yellow's Fate card, in Yellow's play area.
    const redAgents = bag(table, "supply", "agent", "Red");
    const agentsBefore = redAgents.contents.length;
    const favor = table.playerTake(redAgents, { position: { ...zone(table, "play-area", "Yellow").position, y: 2 } })!;
    table.settle();
    table.clickButton("Red", table.find((o) => o.data.GMNotes === redFate)[0], "Keep");
    expect(campaign(table).intermissionStep).toBe("F");
    table.clickButton("Yellow", table.find((o) => o.data.GMNotes === drawnFor.Yellow[1])[0], "Keep");
    table.settle();
    const c = campaign(table);
    expect(c.intermissionStep).toBe("done");
    const chosen: Record<string, string> = { Red: redFate, Blue: drawnFor.Blue[0], Yellow: drawnFor.Yellow[1] };
    for (const p of c.players) expect(p.fate).toBe(chosen[p.colour]);
    for (const col of SEATS) {
      expect(fatesInHand(table, col)).toHaveLength(0);
      const card = table.find((o) => o.data.GMNotes === chosen[col])[0];
      expect(card.rotation.z).toBe(0);
      expect(table.world.zonesContaining(card).some((z) => z.tags.includes("play-area") && z.data.GMNotes === col)).toBe(true);
    }
    expect(publicText(table)).toContain(`the Fates are revealed: ${c.players.map((p) => `${p.colour} ${fateName(p.fate)}`).join(", ")}`);
    // Unchosen draws were never named in public.
    for (const id of [drawnFor.Blue[1], drawnFor.Yellow[0], drawnFor.Red.find((x) => x !== redFate)!]) expect(publicText(table)).not.toContain(fateName(id));
    expect(table.withTag("fate-set-deck").some((o) => o.data.GMNotes === oldSet)).toBe(false);
    const newSet = `campaign-fate-set-${String(FATES.find((f) => f.id === chosen.Yellow)!.set).padStart(2, "0")}`;
    expect(table.withTag("fate-set-deck").filter((o) => o.data.GMNotes === newSet && table.world.zonesContaining(o).some((z) => z.tags.includes("play-area") && z.data.GMNotes === "Yellow"))).toHaveLength(1);
    expect(favor.destroyed).toBe(true);
    expect(redAgents.contents.length).toBe(agentsBefore);
    // After the reveal the seat log holds the chosen Fates only.
    table.chat("Blue", "!arcs log");
    const body = table.notebookTabs[table.notebookTabs.length - 1].body;
    expect(body).toContain(chosen.Yellow);
    expect(body).not.toContain(drawnFor.Yellow[0]);
    expect(table.ui().text("arcsIntermNext")).toBe("Set up Act II on this table");
  });

  test("BR p.30: at the Intermission's last step the host alone may export the record from its panel: version 3, with the table's campaign Court deck and each player's lore", () => {
    expect(table.ui().isShown("arcsIntermExport")).toBe(true);
    expect(table.ui().visibleTo("arcsIntermExport", HOST, true)).toBe(true);
    const other = SEATS.find((c) => c !== HOST)!;
    expect(table.ui().visibleTo("arcsIntermExport", other, false)).toBe(false);
    const tabs = table.notebookTabs.length;
    table.forgeUiClick(other, "arcsIntermExport");
    expect(table.messages.filter((m) => m.to === other).pop()!.text).toBe("only the host exports the campaign record");
    expect(table.notebookTabs).toHaveLength(tabs);
    table.clickUi(HOST, "arcsIntermExport");
    const rec = parseTtsJson(table.notebookTabs[table.notebookTabs.length - 1].body) as any;
    expect(rec.version).toBe(3);
    const s = game(table);
    expect(rec.players.map((p: { lore: string[] }) => p.lore)).toEqual(s.campaign!.players.map((p) => s.players.find((x) => x.colour === p.colour)!.lore));
    // The deck as a pile: its cards and those step B and the Act's setup laid on it (the lore shuffled in at Act I, BR p.5 step J).
    const deck = table.withTag("campaign-court-deck").find((o) => o.isDeck)!;
    const onIt = table.find((o) => o.isCard && Math.abs(o.position.x - deck.position.x) < 1 && Math.abs(o.position.z - deck.position.z) < 1).map((o) => String(o.data.GMNotes));
    expect(onIt.some((id) => /^L\d\d$/.test(id))).toBe(true);
    expect([...rec.courtDeck].sort()).toEqual(deck.contents.map((c) => String(c.GMNotes)).concat(onIt).sort());
    expect(rec.courtDeck).not.toContain(scrapped);
  });

  test("Act II on the same table (BR p.7): a save/load while the dice roll rolls again; the map is read, the Blight added, the Court and hands dealt", () => {
    const s = game(table);
    table.clickUi(HOST, "arcsIntermNext");
    table.world.tick();
    expect(table.ui().text("arcsIntermText")).toMatch(/rolling the event die/);
    // Saved while the die rolls: nothing was read; the load rolls it again and reads that roll.
    table = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === HOST })) });
    expect(tableLog(table).commands.filter((c) => c.type === "startAct")).toHaveLength(0);
    table.queueRoll(die(table, "event"), "crisis-arrow");
    table.settle();
    const n = game(table);
    const log = tableLog(table).commands;
    const start = log.filter((c) => c.type === "startAct") as Extract<Command, { type: "startAct" }>[];
    expect(start).toHaveLength(1);
    expect(start[0].map).toBeDefined();
    expect(start[0].eventDiePlanet).toBe("arrow");
    expect(start[0].numberDice).toBeUndefined();
    // The Court deck of the new Act is the table's, reshuffled (BR p.7 step B): the card scrapped with
    // the Court discard pile at step B (BR p.28) is gone for good, though the core's record of the dealt Court still lists it;
    // the cards the Resolutions added at step A (BR p.28 A, fates/resolutions.ts) lie on it and are in.
    expect(s.court.row.concat(s.court.deck)).toContain(scrapped);
    const added = (s.campaign!.resolutions ?? []).flatMap((r) => r.court);
    expect(added.length).toBeGreaterThan(0);
    expect([...start[0].courtDeck].sort()).toEqual(s.court.row.concat(s.court.deck, added).filter((id) => id !== "AID01" && id !== scrapped).sort());
    expect(n.campaign!.act).toBe("II");
    expect(n.phase).toBe("play");
    expect(n.campaign!.players.map((p) => p.fate)).toEqual(s.campaign!.players.map((p) => p.fate));
    for (const sys of n.campaign!.actBoard!.blight) {
      expect(inZone(table, zone(table, "system", sys)).some((o) => o.tags.includes("blight") && o.rotation.z === 180)).toBe(true);
    }
    n.court.row.slice(0, 4).forEach((id, i) => {
      expect(inZone(table, zone(table, "court-slot", String(i + 1))).map((o) => o.data.GMNotes)).toContain(id === "AID01" ? "AID01A" : id);
    });
    for (const c of SEATS) {
      const hand = table.world.handObjects(c).map((o) => o.data.GMNotes).sort();
      expect(hand).toEqual([...n.players.find((p) => p.colour === c)!.hand].sort());
    }
    expect(table.ui().isShown("arcsInterm")).toBe(false);
    expect(table.ui().isShown("arcsEmpire")).toBe(true);
  });
});

describe("the end of Act III (BR p.8)", () => {
  test("the last chapter's scoring announces the campaign's winner, and the panel shows it after a load", () => {
    // A random campaign ending at Act III's last scoring, with no Fate in play that needs the map read
    // at chapter end (the table's scoring panel does not send it yet).
    let state = initialState();
    let commands: Command[] = [];
    for (let seed = 1; seed < 40 && commands.length === 0; seed++) {
      const run = playRandomCampaign(seed, 3);
      const lastScore = run.commands.length - 1;
      const final = run.commands[lastScore];
      if (run.state.campaign!.stage !== "over" || final.type !== "score") continue;
      let s = initialState();
      for (const c of run.commands.slice(0, lastScore)) s = (apply(s, c) as { ok: true; value: GameState }).value;
      if (!apply(s, { ...final, map: undefined }).ok) continue;
      state = s;
      commands = run.commands.slice(0, lastScore);
    }
    expect(state.campaign!.act).toBe("III");
    expect(state.phase).toBe("scoring");
    const seats = state.seats;
    const saved = JSON.stringify({ format: "arcs-tts", version: 3, state: { game: state, log: { version: 1, commands }, loads: 0, features: {} } });
    let table = loadTable(seats, { host: seats[0], state: saved });
    table.settle();
    table.clickUi(seats[0], "arcsScoringConfirmButton");
    table.settle();
    const s = game(table);
    if (s.phase !== "gameOver") throw new Error(table.messages.slice(-5).map((m) => `${m.to}: ${m.text}`).join("\n"));
    expect(s.phase).toBe("gameOver");
    const winner = s.campaign!.winner!;
    expect(s.winner).toBe(winner);
    expect(publicText(table)).toMatch(new RegExp(`${winner} (wins the campaign|completed the final objective)`));
    const over = `The campaign is over: ${winner} wins (BR pp.8-9).`;
    expect(table.ui().text("arcsCampaignStatus")).toBe(over);
    expect(table.ui().isShown("arcsCampaign")).toBe(true);
    table = reload(table, seats, seats[0]);
    expect(table.ui().isShown("arcsCampaign")).toBe(true);
    expect(table.ui().text("arcsCampaignStatus")).toBe(over);
    // No button is left to press: no Intermission after Act III (BR p.28), nothing to export or start.
    expect(table.ui().isShown("arcsInterm")).toBe(false);
    for (const id of ["arcsCampaignNew", "arcsCampaignImport", "arcsCampaignExport"]) expect(table.ui().isShown(id)).toBe(false);
  });
});

describe("an imported record on a fresh table whose map holds pieces (BR pp.7, 30)", () => {
  test("the script rolls the event die, reads the map and sends it with startAct; the core's Blight is placed", () => {
    const table = loadTable(importSeats, { host: importHost });
    seedLua(table, 3);
    // The host laid out the packed-up map: 3 ships of each player at a gate, a fresh Blight elsewhere.
    const gates = ["1.0", "2.0", "3.0"];
    importSeats.forEach((c, i) => {
      for (let k = 0; k < 3; k++) table.playerTake(bag(table, "supply", "ship", c), { position: { ...systemCentre(table, gates[i]), x: systemCentre(table, gates[i]).x + 0.2 * k } });
    });
    table.playerTake(bag(table, "blight-supply"), { position: systemCentre(table, "4.0") });
    table.settle();
    table.notebookTabs.push({ title: "Arcs campaign record", body: JSON.stringify(importRecord), color: importHost });
    table.queueRoll(die(table, "event"), "edict-hex");
    table.chat(importHost, "!arcs campaign import");
    table.settle();
    const s = game(table);
    expect(s.campaign!.act).toBe(importRecord.nextAct);
    expect(s.phase).toBe("play");
    const start = tableLog(table).commands[0] as Extract<Command, { type: "startAct" }>;
    expect(start.type).toBe("startAct");
    expect(start.eventDiePlanet).toBe("hex");
    importSeats.forEach((c, i) => {
      expect(start.map!.systems.find((x) => x.system === gates[i])!.pieces).toEqual([{ owner: c, kind: "ship", fresh: 3, damaged: 0 }]);
    });
    expect(start.map!.systems.find((x) => x.system === "4.0")!.pieces).toEqual([{ owner: "blight", kind: "blight", fresh: 1, damaged: 0 }]);
    const blight = s.campaign!.actBoard!.blight;
    // BR p.7 step C: every gate with no Blight and no ships gets a damaged Blight; the three gates with ships and 4.0 with Blight do not.
    for (const g of gates) expect(blight).not.toContain(g);
    expect(blight).not.toContain("4.0");
    for (const sys of blight) {
      expect(inZone(table, zone(table, "system", sys)).some((o) => o.tags.includes("blight") && o.rotation.z === 180)).toBe(true);
    }
    expect(publicText(table)).toMatch(/1 damaged Blight on each empty gate and on the hex planets rolled/);
  });
});

describe("an imported 2-player record with a map (BR p.7 step E)", () => {
  test("the number die is rolled twice and the two clusters' resources go onto the ambition boxes", () => {
    const run = playRandomCampaign(4, 2);
    let state = initialState();
    for (const c of run.commands) {
      state = (apply(state, c) as { ok: true; value: GameState }).value;
      if (state.campaign?.stage === "intermission" && state.campaign.intermissionStep === "done") break;
    }
    const record = exportCampaignRecord(state)!;
    const seats = record.seats as string[];
    const table = loadTable(seats, { host: seats[0] });
    seats.forEach((c, i) => {
      for (let k = 0; k < 3; k++) table.playerTake(bag(table, "supply", "ship", c), { position: systemCentre(table, `${i + 1}.1`) });
    });
    table.settle();
    table.notebookTabs.push({ title: "Arcs campaign record", body: JSON.stringify(record), color: seats[0] });
    table.queueRoll(die(table, "event"), "crisis-crescent");
    table.queueRoll(die(table, "number"), "number-3");
    table.queueRoll(die(table, "number"), "number-5");
    table.clickUi(seats[0], "arcsCampaignImport");
    table.settle();
    const start = tableLog(table).commands[0] as Extract<Command, { type: "startAct" }>;
    expect(start.type).toBe("startAct");
    expect(start.numberDice).toEqual([3, 5]);
    const s = game(table);
    expect(s.thirdPlayer!.tokens).toEqual(ambitionBoxTokens([3, 5]).tokens);
    const onBoxes = table.find((o) => o.isZone && o.tags.includes("ambition-box")).flatMap((z) => inZone(table, z).filter((o) => o.tags.includes("resource")));
    expect(onBoxes).toHaveLength(6);
    expect(publicText(table)).toMatch(/number die 3 and 5: those clusters' resources go on the ambition boxes/);
  });
});

describe("a refused host press outside the Intermission", () => {
  test("the Intermission button during an Act is refused with the reason", () => {
    const table = loadTable(SEATS, { host: HOST });
    table.forgeUiClick(HOST, "arcsIntermNext");
    expect(last(table, HOST)).toBe("no Intermission now (after Acts I and II, BR p.28)");
    expect(coreState(table)).toBeUndefined();
    void GLOBAL_GUID;
  });
});
