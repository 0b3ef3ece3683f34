/**
 * The Blighted Reach on the built save, through the TTS fake (issue 14 items 2, 6, 7): a 3-player
 * Act I set up from the host's panel (the script rolls the two dice and reads them), the secret
 * Fate choice with wrong clickers refused, the guided placement passes checked by the core, a
 * save/load in the middle of both, and a record exported and imported into a fresh table.
 */
import { GLOBAL_GUID, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { FATES } from "../../src/core/data/campaign/fates";
import { SYSTEMS } from "../../src/core/data/map";
import { openStartPlanets } from "../../src/core/campaign/actOneSetup";
import { atIntermissionStep, campaignUpTo } from "../support/campaignRun";
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import { exportCampaignRecord } from "../../src/core/campaign/flow";
import { coreState, handIds, idsInZone, loadTable, piecesIn, seedLua, tableLog } from "../support/scenario";
import { parseTtsJson } from "../../tools/lib/ttsJson";

const SEATS = ["Red", "Blue", "Yellow"];

function reload(table: TtsTable): TtsTable {
  const again = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
  again.settle();
  return again;
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

function campaign(table: TtsTable): CampaignState {
  return (coreState(table) as GameState).campaign as CampaignState;
}

/** The host starts Act I with the dice landing on these faces. */
function newCampaign(seed: number, numberFace = "number-2", eventFace = "edict-crescent"): TtsTable {
  const table = loadTable(SEATS, { host: "Red" });
  seedLua(table, seed);
  table.queueRoll(die(table, "number"), numberFace);
  table.queueRoll(die(table, "event"), eventFace);
  table.clickUi("Red", "arcsCampaignNew");
  table.settle();
  return table;
}

/** A city of `colour` from its player board (not on the map). */
function freeCity(table: TtsTable, colour: string): FakeObject {
  return table.find((o) => o.tags.includes("city") && o.tags.includes(colour) && !table.world.zonesContaining(o).some((z) => z.tags.includes("system")))[0];
}

function systemCentre(table: TtsTable, system: string) {
  const z = table.withTag("system").find((o) => o.isZone && o.data.GMNotes === system)!;
  return { x: z.position.x, y: 2, z: z.position.z };
}

describe("Act I with 3 players", () => {
  let table: TtsTable;
  let drawn: Record<string, string[]>;

  beforeAll(() => {
    table = newCampaign(7);
    drawn = {};
    for (const c of SEATS) drawn[c] = fatesInHand(table, c).map((o) => o.data.GMNotes ?? "");
  });

  test("Start: the dice are rolled and read, 2 \"A\" Fates go to each hand with a Keep button, nothing named in public", () => {
    expect(coreState(table)).toBeUndefined();
    for (const c of SEATS) {
      expect(drawn[c]).toHaveLength(2);
      for (const id of drawn[c]) expect(FATES.find((f) => f.id === id)!.letter).toBe("A");
      for (const o of fatesInHand(table, c)) expect(o.buttons.map((b) => b.label)).toEqual(["Keep"]);
    }
    const all = Object.values(drawn).flat();
    expect(new Set(all).size).toBe(6);
    const publicText = table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
    expect(publicText).toMatch(/Number die 2: the Imperial clusters are 2 and 3/);
    for (const id of all) expect(publicText).not.toContain(fateName(id));
    expect(table.ui().text("arcsCampaignStatus")).toMatch(/Waiting for Red, Blue, Yellow|Waiting for .*,.*,/);
    // The bar tells the Fate choice, not "waiting for the host to set up" (issue 33 item 5).
    expect(table.ui().text("turnStatus")).toMatch(/^The Blighted Reach, Act I setup: each player keeps 1 of 2 Fates \(Keep, BR p\.6\)\. Waiting for (Red|Blue|Yellow), (Red|Blue|Yellow), (Red|Blue|Yellow)\.$/);
  });

  test("each seat has a private note while its choice is open, visible to that colour alone and naming no Fate", () => {
    for (const c of SEATS) {
      expect(table.ui().isShown(`arcsFateNote${c}`)).toBe(true);
      for (const other of SEATS) expect(table.ui().visibleTo(`arcsFateNote${c}`, other, other === "Red")).toBe(other === c);
    }
    for (const f of FATES) expect(table.ui().xml).not.toContain(f.name);
  });

  test("a Keep pressed by anyone but the holder is refused and changes nothing", () => {
    const red = fatesInHand(table, "Red")[0];
    const before = table.messages.length;
    table.clickButton("Blue", red, "Keep");
    table.clickButton("Yellow", red, "Keep");
    const said = table.messages.slice(before);
    expect(said.map((m) => m.to)).toEqual(["Blue", "Yellow"]);
    for (const m of said) expect(m.text).toBe("only Red chooses among Red's Fates (BR p.6)");
    expect(red.buttons.map((b) => b.label)).toEqual(["Keep"]);
  });

  test("each player keeps one (the choice told only to them); a save/load mid-choice keeps the draws; then startCampaign reveals them", () => {
    const redKeeps = drawn.Red[1];
    const before = table.messages.length;
    table.clickButton("Red", table.find((o) => o.data.GMNotes === redKeeps)[0], "Keep");
    const said = table.messages.slice(before);
    expect(said.filter((m) => m.text.includes(fateName(redKeeps))).every((m) => m.to === "Red")).toBe(true);
    expect(said.some((m) => m.to === undefined && m.text.startsWith("Red has chosen a Fate"))).toBe(true);
    expect(table.ui().isShown("arcsFateNoteRed")).toBe(false);
    expect(table.ui().isShown("arcsFateNoteBlue")).toBe(true);
    // Both of Red's cards lose their buttons; a stale click (a button drawn before) is refused.
    for (const o of fatesInHand(table, "Red")) expect(o.buttons).toHaveLength(0);
    table.callScript(GLOBAL_GUID, "arcsFateKeep", table.find((o) => o.data.GMNotes === drawn.Red[0])[0], "Red");
    expect(table.messages[table.messages.length - 1]).toMatchObject({ to: "Red", text: "you have already chosen your Fate" });

    table = reload(table);
    expect(coreState(table)).toBeUndefined();
    for (const c of ["Blue", "Yellow"]) {
      expect(fatesInHand(table, c).map((o) => o.data.GMNotes).sort()).toEqual([...drawn[c]].sort());
      for (const o of fatesInHand(table, c)) expect(o.buttons.map((b) => b.label)).toEqual(["Keep"]);
    }
    table.clickButton("Blue", table.find((o) => o.data.GMNotes === drawn.Blue[0])[0], "Keep");
    table.clickButton("Yellow", table.find((o) => o.data.GMNotes === drawn.Yellow[0])[0], "Keep");
    table.settle();
    const s = coreState(table) as GameState;
    const c = s.campaign as CampaignState;
    expect(c.stage).toBe("setup");
    const chosen: Record<string, string> = { Red: redKeeps, Blue: drawn.Blue[0], Yellow: drawn.Yellow[0] };
    for (const p of c.players) expect(p.fate).toBe(chosen[p.colour]);
    expect(c.setup!.imperialClusters).toEqual([2, 3]);
    // The kept Fates lie face up outside the hands; the others went back face down.
    for (const col of SEATS) {
      expect(fatesInHand(table, col)).toHaveLength(0);
      for (const id of drawn[col]) {
        const card = table.find((o) => o.data.GMNotes === id);
        if (id === chosen[col]) expect(card[0].rotation.z).toBe(0);
        else if (card.length > 0) expect(card[0].rotation.z).toBe(180);
      }
    }
    // Imperial ships, Blight and Free cities on the map as the core placed them.
    for (const sys of c.setup!.imperialShips.slice(0, 3)) {
      expect(table.world.objectsIn(table.withTag("system").find((z) => z.isZone && z.data.GMNotes === sys)!).some((o) => o.tags.includes("imperial-ship"))).toBe(true);
    }
    expect(table.withTag("blight").filter((o) => !o.isContainer)).toHaveLength(c.setup!.blight.length);
    expect(table.withTag("free-city").filter((o) => !o.isContainer)).toHaveLength(c.setup!.freeCities.length);
    expect(table.withTag("objective-marker").filter((o) => !o.isContainer)).toHaveLength(3);
    // The kept Fate and the Fate Set in their player's area; the First Regent tile with the initiative player (BR p.6).
    const inArea = (o: FakeObject, colour: string) => table.world.zonesContaining(o).some((z) => z.tags.includes("play-area") && z.data.GMNotes === colour);
    for (const col of SEATS) expect(inArea(table.find((o) => o.data.GMNotes === chosen[col])[0], col)).toBe(true);
    expect(table.withTag("fate-set-deck").filter((d) => SEATS.some((col) => inArea(d, col)))).toHaveLength(3);
    expect(c.firstRegent).toBe(s.seats[0]);
    expect(inArea(table.withTag("first-regent-tile")[0], s.seats[0])).toBe(true);
  });

  test("the placement passes: guided, a wrong turn and an illegal planet refused and put back, save/load midway", () => {
    let c = campaign(table);
    const order = c.setup!.order;
    expect(order).toHaveLength(6);
    const first = order[0];
    const other = order[1];
    expect(table.ui().text("arcsCampaignStatus")).toContain(`${first} drops a city or starport on a lit planet`);
    // The bar names the placement too, not "set up the game" (issue 33 item 5).
    expect(table.ui().text("turnStatus")).toBe(`Chapter 1 · starting placements (BR p.6): ${first} places a city or starport`);
    const open = openStartPlanets(coreState(table) as GameState);
    const lit = table.withTag("imperial-ship").filter((o) => !o.isContainer && o.highlight === first);
    expect(lit.length).toBe(open.length);

    // Out of turn.
    const city = freeCity(table, other);
    const home = { ...city.position };
    table.drop(other, city, systemCentre(table, open[0]));
    table.settle();
    expect(table.messages[table.messages.length - 1]).toMatchObject({ to: other, text: expect.stringContaining(`it is ${first}'s turn`) });
    expect(city.position).toMatchObject({ x: home.x, z: home.z });
    expect(tableLog(table).commands.filter((x) => x.type === "placeStart")).toHaveLength(0);

    // A planet without an Imperial ship.
    const bad = SYSTEMS.find((x) => x.kind === "planet" && c.setup!.imperialShips.indexOf(x.id) < 0)!;
    const mine = freeCity(table, first);
    const from = { ...mine.position };
    table.drop(first, mine, systemCentre(table, bad.id));
    table.settle();
    expect(table.messages[table.messages.length - 1]).toMatchObject({ to: first, text: expect.stringContaining("is not a planet with an Imperial ship") });
    expect(mine.position).toMatchObject({ x: from.x, z: from.z });

    // Legal: the table adds 3 ships and the resource.
    table.drop(first, mine, systemCentre(table, open[0]));
    table.settle();
    expect(piecesIn(table, open[0])[first]).toMatchObject({ ship: 3, city: 1 });
    c = campaign(table);
    expect(c.setup!.placements).toHaveLength(1);

    table = reload(table);
    for (let i = 1; i < 6; i++) {
      c = campaign(table);
      const due = c.setup!.order[i];
      expect(table.ui().text("arcsCampaignStatus")).toContain(`${due} drops`);
      expect(table.ui().text("turnStatus")).toContain(`: ${due} places a city or starport`); // the bar follows each placement
      const where = openStartPlanets(coreState(table) as GameState)[0];
      table.drop(due, freeCity(table, due), systemCentre(table, where));
      table.settle();
    }
    const s = coreState(table) as GameState;
    expect((s.campaign as CampaignState).stage).toBe("act");
    expect(s.phase).toBe("play");
    for (const col of SEATS) expect(handIds(table, col).sort()).toEqual([...s.players.find((p) => p.colour === col)!.hand].sort());
    expect(table.withTag("imperial-ship").filter((o) => o.highlight !== undefined)).toHaveLength(0);
    // The Court row with the Imperial Council leftmost (BR p.4 step K), and the discard in the core's order, Event cards included.
    // The fifth card of a 3-player campaign row lies in the map's fifth Court slot zone.
    expect(s.court.row).toHaveLength(5);
    expect(s.court.row[0]).toBe("AID01");
    s.court.row.forEach((id, i) => expect(idsInZone(table, "court-slot", String(i + 1))).toContain(id === "AID01" ? "AID01A" : id));
    const fifth = table.find((o) => o.isCard && o.data.GMNotes === s.court.row[4])[0];
    expect(fifth.rotation.z).toBe(0);
    const discard = table.world.objectsIn(table.withTag("action-discard").find((z) => z.isZone)!).filter((o) => o.isCard);
    expect(discard.sort((a, b) => b.position.y - a.position.y).map((o) => o.data.GMNotes)).toEqual(s.discard);

    // BR p.8: the objective marker goes to the start space on the objective card, moved by its owner.
    const red = table.find((o) => o.tags.includes("objective-red") && !o.isContainer)[0];
    table.clickButton("Red", red, "+");
    table.clickButton("Red", red, "+");
    table.settle();
    expect(campaign(table).players.find((p) => p.colour === "Red")!.objective).toBe(2);
    table = reload(table);
    const again = table.find((o) => o.tags.includes("objective-red") && !o.isContainer)[0];
    expect(again.buttons[0].label).toBe("Red objective: 2");
  });
});

describe("hidden information and the objective marker (BR pp.6, 8)", () => {
  test("a seat's log export never holds another seat's Fate draw, the shuffled decks or other hands; the objective marker answers its owner only", () => {
    const table = newCampaign(21, "number-5", "crisis-hex");
    const drawn: Record<string, string[]> = {};
    for (const c of SEATS) drawn[c] = fatesInHand(table, c).map((o) => o.data.GMNotes ?? "");
    table.chat("Red", "!arcs log");
    const early = table.notebookTabs[table.notebookTabs.length - 1];
    expect(early.color).toBe("Red");
    for (const id of [...drawn.Red, ...drawn.Blue, ...drawn.Yellow]) expect(early.body).not.toContain(id);
    for (const c of SEATS) table.clickButton(c, table.find((o) => o.data.GMNotes === drawn[c][0])[0], "Keep");
    table.settle();
    const s = coreState(table) as GameState;
    table.chat("Red", "!arcs log");
    const after = table.notebookTabs[table.notebookTabs.length - 1].body;
    expect(after).toContain(drawn.Blue[0]);
    expect(after).not.toContain(drawn.Blue[1]);
    expect(after).not.toContain(drawn.Yellow[1]);
    expect(after).not.toContain("actionDeck");
    const log = tableLog(table);
    expect(log.commands[0].type).toBe("startCampaign");
    // No public message ever named a Fate left unchosen.
    const publicText = table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
    for (const c of SEATS) expect(publicText).not.toContain(fateName(drawn[c][1]));

    const red = table.find((o) => o.tags.includes("objective-red") && !o.isContainer)[0];
    expect(red.buttons.map((b) => b.label)).toEqual(["Red objective: not set", "+", "-"]);
    table.clickButton("Blue", red, "+");
    expect(table.messages[table.messages.length - 1]).toMatchObject({ to: "Blue", text: "only Red moves Red's objective marker" });
    // The core keeps the objective off the track until the starting placements are done.
    table.clickButton("Red", red, "+");
    expect(table.messages[table.messages.length - 1]).toMatchObject({ to: "Red", text: expect.stringMatching(/^first place the starting pieces/) });
    // "-" on a marker not yet on the track says so, not "a space from 0 to 30" (issue 33 item 5).
    table.clickButton("Red", red, "-");
    expect(table.messages[table.messages.length - 1]).toMatchObject({
      to: "Red",
      text: "your objective marker is off the Power track: press + to your objective card's start space (BR p.8)",
    });
    expect(s.campaign!.players.map((p) => p.fate)).toEqual(s.seats.map((c) => drawn[c][0]));
  });
});

describe("continuing a campaign: export after the Intermission, import into a fresh table (BR p.30)", () => {
  const { state, commands } = campaignUpTo(atIntermissionStep("done"));
  const seats = state.seats;
  const host = seats[0];
  const saved = JSON.stringify({ format: "arcs-tts", version: 3, state: { game: state, log: { version: 1, commands }, loads: 0, features: {} } });

  test("the host exports the record into a Notebook tab; anyone else is refused; a record is refused while an Act is played", () => {
    const table = new TtsTable({ ...(loadTable(seats, { host }).save()), LuaScriptState: saved }, { seats: seats.map((color) => ({ color, host: color === host })) });
    table.settle();
    expect(table.ui().isShown("arcsCampaignExport")).toBe(true);
    table.chat(seats[1], "!arcs campaign export");
    expect(table.messages[table.messages.length - 1]).toMatchObject({ to: seats[1], text: "only the host exports the campaign record" });
    table.clickUi(host, "arcsCampaignExport");
    const tab = table.notebookTabs.find((t) => t.title === "Arcs campaign record")!;
    expect(tab.color).toBe(host);
    // The core's record, and (version 3) the campaign Court deck the table shows: here the untouched 15 CC cards.
    const body = parseTtsJson(tab.body) as any;
    expect({ ...body, courtDeck: undefined }).toEqual({ ...exportCampaignRecord(state), courtDeck: undefined });
    expect([...body.courtDeck].sort()).toEqual(CAMPAIGN_COURT_CARDS.map((c) => c.id).sort());
    expect(() => table.clickUi(seats[1], "arcsCampaignExport")).toThrow(/not shown to/);

    const playing = newCampaign(4);
    playing.chat("Red", "!arcs campaign export");
    expect(playing.messages[playing.messages.length - 1]).toMatchObject({ to: "Red", text: "there is no campaign on this table to export" });
  });

  test("a fresh table refuses a corrupt record (what and where), stays usable, then starts the next Act from a good one", () => {
    const record = exportCampaignRecord(state)!;
    const fresh = loadTable(seats, { host });
    const tab = (body: string) => fresh.notebookTabs.push({ title: "Arcs campaign record", body, color: host });
    fresh.chat(host, "!arcs campaign import");
    expect(fresh.messages[fresh.messages.length - 1].text).toMatch(/paste the record into a Notebook tab titled "Arcs campaign record"/);
    tab('{"version": 1, "nextAct": "II", ');
    fresh.chat(host, "!arcs campaign import");
    expect(fresh.messages[fresh.messages.length - 1]).toMatchObject({ to: host, text: expect.stringMatching(/not valid JSON/) });
    const broken = JSON.parse(JSON.stringify(record));
    broken.players[1].power = "lots";
    broken.policy = "chaos";
    tab(JSON.stringify(broken));
    fresh.clickUi(host, "arcsCampaignImport");
    const said = fresh.messages[fresh.messages.length - 1];
    expect(said.to).toBe(host);
    expect(said.text).toContain("players[1].power: lots is not a whole number");
    expect(said.text).toContain("policy: must be peace, escalation or war, found chaos");
    expect(coreState(fresh)).toBeUndefined();
    fresh.chat(seats[1], "!arcs campaign import");
    expect(fresh.messages[fresh.messages.length - 1]).toMatchObject({ to: seats[1], text: "only the host imports a campaign record" });

    tab(JSON.stringify(record));
    fresh.chat(host, "!arcs campaign import");
    fresh.settle();
    const s = coreState(fresh) as GameState;
    expect(s.campaign!.act).toBe(record.nextAct);
    expect(s.phase).toBe("play");
    for (const p of record.players) expect(s.players.find((x) => x.colour === p.colour)!.power).toBe(p.power);
    for (const c of seats) expect(handIds(fresh, c).sort()).toEqual([...s.players.find((p) => p.colour === c)!.hand].sort());
    // A setup that rolls the event die for its tokens (F907A step 4, F1101A step 7) adds the table's roll.
    const rolls = (s.campaign!.actSetups ?? []).filter((f) => f.card === "F907A" || f.card === "F1101A").map(() => "setupRoll");
    expect(tableLog(fresh).commands.map((c) => c.type)).toEqual(["startAct", "shuffleDiscard", ...rolls]);
  });
});

describe("a save while the setup dice roll", () => {
  test("the load rolls them again (nothing was read from them) and the Fates are then dealt", () => {
    const table = loadTable(SEATS, { host: "Red" });
    table.clickUi("Red", "arcsCampaignNew");
    table.world.tick();
    expect(fatesInHand(table, "Red")).toHaveLength(0);
    const again = reload(table);
    expect(coreState(again)).toBeUndefined();
    for (const c of SEATS) expect(fatesInHand(again, c)).toHaveLength(2);
    expect(again.messages.filter((m) => m.to === undefined && m.text.startsWith("Number die"))).toHaveLength(1);
  });
});

describe("Act I with 2 players (BR p.5 step L, p.6 step J)", () => {
  test("the Court row fits the map's slots, Guild Envoys Depart heads the booklet, and the player without the initiative decides the mulligan", () => {
    const seats = ["Red", "Blue"];
    const table = loadTable(seats, { host: "Red" });
    seedLua(table, 12);
    table.clickUi("Red", "arcsCampaignNew");
    table.settle();
    for (const c of seats) table.clickButton(c, table.world.handObjects(c).filter((o) => o.tags.includes("fate-card"))[0], "Keep");
    table.settle();
    for (let i = 0; i < 4; i++) {
      const s = coreState(table) as GameState;
      const due = (s.campaign as CampaignState).setup!.order[i];
      table.drop(due, freeCity(table, due), systemCentre(table, openStartPlanets(s)[0]));
      table.settle();
    }
    let s = coreState(table) as GameState;
    expect(s.court.row).toHaveLength(4);
    s.court.row.forEach((id, i) => expect(idsInZone(table, "court-slot", String(i + 1))).toContain(id === "AID01" ? "AID01A" : id));
    expect((s.campaign as CampaignState).booklet[0]).toBe("AID02");
    expect(s.phase).toBe("mulligan");
    expect(table.ui().isShown("arcsMulligan")).toBe(true);
    // The rest of the deck lies face down on the deck pile, its Event cards with the action cards.
    const lead = table.find((o) => o.isZone && o.tags.includes("lead-slot"))[0].position;
    const discard = table.find((o) => o.isZone && o.tags.includes("action-discard"))[0].position;
    const pile = { x: 2 * lead.x - discard.x, z: 2 * lead.z - discard.z };
    const where = (id: string) => table.find((o) => (o.isCard && o.data.GMNotes === id) || (o.isDeck && o.contents.some((c) => c.GMNotes === id)))[0];
    expect(s.deck.some((id) => id.indexOf("EVENT") === 0)).toBe(true);
    for (const id of s.deck) {
      const o = where(id);
      expect({ id, near: Math.abs(o.position.x - pile.x) < 1 && Math.abs(o.position.z - pile.z) < 1 }).toEqual({ id, near: true });
    }
    table.clickUi(s.seats[0], "arcsMulliganKeep");
    expect(table.messages[table.messages.length - 1]).toMatchObject({ to: s.seats[0] });
    table.clickUi(s.seats[1], "arcsMulliganKeep");
    table.settle();
    s = coreState(table) as GameState;
    expect(s.phase).toBe("play");
    for (const c of seats) expect(handIds(table, c).sort()).toEqual([...s.players.find((p) => p.colour === c)!.hand].sort());
  });
});
