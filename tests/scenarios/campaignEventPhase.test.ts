/**
 * The campaign's event phase on the built save, through the TTS fake (issue 14 items 3 and 8): Event
 * cards in card play (BR p.12), the event phase panel after the initiative check (BR p.13) with the
 * Summit's Call to Order (BR p.16), the event dice thrown and read by the script, the Edicts with the
 * First Regent's choice and each Regent's give (BR pp.20-21), the Imperial Council (BR p.14) and the
 * Crises' list (BR p.18); wrong clickers refused, and save/load at every step.
 */
import { TtsTable } from "../../tools/ttsFake/table";
import type { Command } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { luaEval, tableLog } from "../support/scenario";
import { blightAndTwoBlueShips, campaign, rollCrisesOnTwo, cardObject, die, dropCard, firstAction, game, host, lastTo, reload, seats, seedWithEvent, tableAtEventPhase, zone } from "../support/campaignEvents";
import type { FakeObject } from "../../tools/ttsFake/world";
import { bag, ships } from "../support/battleTable";
import { buildOnSlot, campaignPieces, flagship, flagshipBoard } from "../support/campaignBattle";

function tipped(o: FakeObject): boolean {
  return Math.abs(o.rotation.z - 90) < 1 || Math.abs(o.rotation.x - 90) < 1;
}

function faceDown(o: FakeObject): boolean {
  return Math.abs(o.rotation.z - 180) < 1;
}

describe("Event cards in card play (BR p.12)", () => {
  const { table, second, event } = seedWithEvent();
  const order = game(table).round!.order;

  test("an Event cannot seize or Copy: refused with the core's reason, and it goes back to the hand", () => {
    const lead = zone(table, "lead-slot");
    dropCard(table, order[0], firstAction(game(table), order[0]), lead);
    expect(game(table).round!.plays).toHaveLength(1);
    table.clickUi(order[0], "endTurnButton");
    table.settle();
    const ev = dropCard(table, second, event, zone(table, "seize-slot", second), true);
    expect(lastTo(table, second)).toMatch(/an Event cannot seize the initiative \(BR p\.12\)\. The card went back to your hand/);
    expect(table.world.handObjects(second)).toContain(ev);
    dropCard(table, second, event, zone(table, "follow-slot", second), true);
    expect(lastTo(table, second)).toMatch(/an Event cannot Copy \(BR p\.12\)/);
    expect(table.world.handObjects(second)).toContain(ev);
    expect(game(table).round!.plays).toHaveLength(1);
  });

  test("played face up in its own follow slot, it is an Event with the lead card's actions", () => {
    dropCard(table, second, event, zone(table, "follow-slot", second));
    const s = game(table);
    expect(s.round!.plays[1]).toMatchObject({ player: second, card: event, mode: "event" });
    expect(tableLog(table).commands.map((c) => c.type)).toContain("playEvent");
    expect(table.messages.some((m) => m.to === undefined && /plays an Event: \d+ \w+ actions?/.test(m.text))).toBe(true);
  });

  test("the round ends: the Event goes to the discard and the event phase panel asks the initiative holder about a Summit", () => {
    table.clickUi(second, "endTurnButton");
    table.settle();
    const third = order[2];
    dropCard(table, third, firstAction(game(table), third), zone(table, "follow-slot", third), true);
    table.clickUi(third, "endTurnButton");
    table.settle();
    const s = game(table);
    const ep = (s.campaign as CampaignState).eventPhase!;
    expect(ep).toMatchObject({ player: s.initiative, step: "summit" });
    expect(zone(table, "action-discard").contains(cardObject(table, event).position)).toBe(true);
    expect(table.ui().isShown("arcsEvent")).toBe(true);
    expect(table.ui().text("arcsEventStatus")).toMatch(new RegExp(`${s.initiative}, with the initiative, may call a Summit`));
    expect(table.ui().visibleTo("arcsEventCallSummit", s.initiative, false)).toBe(true);
    for (const c of seats.filter((x) => x !== s.initiative)) {
      expect(table.ui().visibleTo("arcsEventCallSummit", c, false)).toBe(false);
      table.forgeUiClick(c, "arcsEventCallSummit");
      expect(lastTo(table, c)).toBe(`only ${s.initiative} may decide on a Summit now`);
    }
    expect(campaign(table).eventPhase!.step).toBe("summit");
    expect(table.ui().isShown("arcsEmpire")).toBe(true);
    expect(table.ui().text("arcsEmpireText")).toMatch(/^Regents: /);
  });
});

describe("the event phase (BR pp.13-21), with a save/load at every step", () => {
  const start = tableAtEventPhase();
  let table = start;
  const holder = game(start).initiative;

  test("the holder is Yellow, First Regent, holding one of Red's Favors; the Empire line shows it to all", () => {
    expect(holder).toBe("Yellow");
    expect(campaign(table).eventPhase).toMatchObject({ player: "Yellow", step: "summit" });
    expect(table.ui().text("arcsEmpireText")).toMatch(/^Regents: Yellow \(First Regent\), Blue, Red\. Outlaws: none\.\nPolicy of peace; Imperial Council In Session/);
    expect(table.ui().element("arcsEmpire")!.attributes.visibility ?? "").toBe("");
  });

  test("Yellow calls a Summit; after a load its Call to Order buttons are Yellow's alone", () => {
    table.clickUi("Yellow", "arcsEventCallSummit");
    expect(campaign(table).eventPhase!.step).toBe("inSummit");
    table = reload(table, seats, host);
    expect(table.ui().text("arcsEventStatus")).toMatch(/^Summit called by Yellow/);
    for (const id of ["arcsEventPetition", "arcsEventLeave", "arcsEventFavor1", "arcsEventEndSummit"]) {
      expect(table.ui().visibleTo(id, "Yellow", false)).toBe(true);
      expect(table.ui().visibleTo(id, "Blue", false)).toBe(false);
    }
    expect(table.ui().text("arcsEventFavor1")).toBe("Return a Favor to Red");
    expect(table.ui().isShown("arcsEventFavor2")).toBe(false);
    for (const id of ["arcsEventLeave", "arcsEventFavor1", "arcsEventEndSummit"]) {
      table.forgeUiClick("Blue", id);
      expect(lastTo(table, "Blue")).toMatch(/^only Yellow may /);
    }
    expect(campaign(table).players.map((p) => p.title)).toEqual(["regent", "regent", "regent"]);
  });

  test("Call to Order: a Favor returned, the Council petitioned, Yellow leaves the Empire (the tile goes to Red, most Power)", () => {
    table.clickUi("Yellow", "arcsEventFavor1");
    expect(campaign(table).players[0].favors).toEqual([]);
    expect(table.ui().isShown("arcsEventFavors")).toBe(false);
    table.clickUi("Yellow", "arcsEventPetition");
    expect(campaign(table).council).toBe("inSession");
    table.clickUi("Yellow", "arcsEventLeave");
    expect(campaign(table).firstRegent).toBe("Red");
    expect(table.ui().text("arcsEmpireText")).toMatch(/^Regents: Blue, Red \(First Regent\)\. Outlaws: Yellow\./);
    table = reload(table, seats, host);
    expect(table.ui().text("arcsEmpireText")).toMatch(/^Regents: Blue, Red \(First Regent\)\. Outlaws: Yellow\./);
    table.clickUi("Yellow", "arcsEventEndSummit");
    expect(campaign(table).eventPhase!.step).toBe("roll");
    expect(table.ui().visibleTo("arcsEventRoll", "Yellow", false)).toBe(true);
  });

  let beforeRoll: ReturnType<TtsTable["save"]>;
  let afterEdicts: ReturnType<TtsTable["save"]>;

  test("the roll: a wrong clicker is refused; a save while the dice roll throws them again at the load; an Edict is read", () => {
    table.forgeUiClick("Red", "arcsEventRoll");
    expect(lastTo(table, "Red")).toBe("only Yellow may roll the event dice now");
    beforeRoll = table.save();
    table.clickUi("Yellow", "arcsEventRoll");
    table.world.tick();
    expect(campaign(table).eventPhase!.step).toBe("roll");
    const saved = table.save();
    table = new TtsTable(saved, { seats: seats.map((color) => ({ color, host: color === host })) });
    table.queueRoll(die(table, "event"), "edict-hex");
    table.queueRoll(die(table, "number"), "number-3");
    table.settle();
    const c = campaign(table);
    expect(c.eventPhase).toBeUndefined();
    expect(c.lastEvent).toMatchObject({ event: "edict", planet: "hex", cluster: 3, resolve: "Edicts" });
    expect(table.ui().text("arcsEventStatus")).toMatch(/Edicts \(BR pp\.20-21\): Govern the Imperial Reach\. Red, the First Regent, enforces the Policy of peace once each Regent chose a give \(Blue: choosing, Red: choosing\)/);
  });

  test("Edicts: each Regent's give with their own buttons; the First Regent enforces once all chose; a load keeps the gives", () => {
    expect(table.ui().visibleTo("arcsEventGiveBlue", "Blue", false)).toBe(true);
    expect(table.ui().visibleTo("arcsEventGiveBlue", "Red", false)).toBe(false);
    expect(table.ui().isShown("arcsEventGiveYellow")).toBe(false);
    expect(["arcsEventGiveBlue_1", "arcsEventGiveBlue_2", "arcsEventGiveBlue_3", "arcsEventGiveBlue_4"].map((id) => table.ui().text(id))).toEqual(["relic", "psionic", "an agent (Favor)", "none, no agents"]);
    expect(["arcsEventGiveRed_1", "arcsEventGiveRed_2", "arcsEventGiveRed_3"].map((id) => table.ui().text(id))).toEqual(["relic", "psionic", "nothing"]);
    table.forgeUiClick("Red", "arcsEventGiveBlue_4");
    expect(lastTo(table, "Red")).toBe("only Blue may choose Blue's give to the Imperial Demand now");
    table.forgeUiClick("Blue", "arcsEventEnforce");
    expect(lastTo(table, "Blue")).toBe("only Red may govern the Imperial Reach now");
    table.clickUi("Blue", "arcsEventGiveBlue_3");
    table.clickUi("Red", "arcsEventEnforce");
    expect(lastTo(table, "Red")).toBe("waiting for the give of Red to the Imperial Demand (BR p.20)");
    table = reload(table, seats, host);
    expect(table.ui().text("arcsEventGiveBlue_3")).toBe("> an agent (Favor)");
    table.clickUi("Red", "arcsEventGiveRed_1");
    const before = game(table).players.map((p) => p.power);
    table.clickUi("Red", "arcsEventEnforce");
    const s = game(table);
    const c = s.campaign as CampaignState;
    expect(c.edictQueue).toBeUndefined();
    expect(c.players.find((p) => p.colour === "Red")!.favors).toEqual(["Blue"]);
    const cmd = tableLog(table).commands.filter((x) => x.type === "govern").pop() as Command & { citiesOnBoard: unknown };
    expect(cmd).toMatchObject({ player: "Red", demands: [{ player: "Blue", gives: "favor" }, { player: "Red", gives: "relic" }] });
    expect(c.trust).toEqual(["relic"]);
    // Peace's Imperial Action: bonus city Power by the cities still on each Regent's board, as read there (BR p.21).
    expect(cmd.citiesOnBoard).toEqual([{ player: "Blue", cities: 5 }, { player: "Red", cities: 5 }]);
    expect(s.players.map((p) => p.power)).toEqual(before);
    expect(table.ui().isShown("arcsEvent")).toBe(false);
    expect(table.messages.some((m) => m.to === undefined && /Red enforces the Policy of peace/.test(m.text))).toBe(true);
    afterEdicts = table.save();
  });

  test("BR p.20 'If they have no agents, the First Regent may make them an Outlaw': Blue has nothing; Red, the First Regent alone, spares Blue, who stays a Regent", () => {
    let t = new TtsTable(beforeRoll, { seats: seats.map((color) => ({ color, host: color === host })) });
    t.settle();
    t.queueRoll(die(t, "event"), "edict-hex");
    t.queueRoll(die(t, "number"), "number-3");
    t.clickUi("Yellow", "arcsEventRoll");
    t.settle();
    t.clickUi("Blue", "arcsEventGiveBlue_4");
    expect(t.ui().text("arcsEventGiveBlue_4")).toBe("> none, no agents");
    // The choice is the First Regent's: the toggle shows to Red alone, made an Outlaw unless Red spares Blue.
    expect(t.ui().visibleTo("arcsEventSpares", "Red", false)).toBe(true);
    expect(t.ui().visibleTo("arcsEventSpares", "Blue", false)).toBe(false);
    expect(t.ui().text("arcsEventSpare1")).toBe("Blue: made Outlaw");
    t.forgeUiClick("Blue", "arcsEventSpare1");
    expect(lastTo(t, "Blue")).toBe("only Red may choose if a Regent giving nothing is made an Outlaw now");
    t.clickUi("Red", "arcsEventSpare1");
    expect(t.ui().text("arcsEventSpare1")).toBe("Blue: stays Regent");
    t = reload(t, seats, host);
    expect(t.ui().text("arcsEventSpare1")).toBe("Blue: stays Regent");
    t.clickUi("Red", "arcsEventGiveRed_1");
    t.clickUi("Red", "arcsEventEnforce");
    const c = campaign(t);
    expect(c.edictQueue).toBeUndefined();
    expect(c.players.find((p) => p.colour === "Blue")!.title).toBe("regent");
    const cmd = tableLog(t).commands.filter((x) => x.type === "govern").pop();
    expect(cmd).toMatchObject({ player: "Red", demands: [{ player: "Blue", gives: "spared" }, { player: "Red", gives: "relic" }] });
    expect(t.messages.some((m) => m.to === undefined && /Blue has neither, and Red lets them stay a Regent/.test(m.text))).toBe(true);
    expect(t.scriptErrors).toEqual([]);
  });

  test("the Imperial Trust is frozen: a relic taken off the First Regent tile goes back, one the core no longer holds may go", () => {
    const trust = zone(table, "imperial-trust");
    const take = (dx: number) => luaEval(table, `
      local bag = getObjectsWithAllTags({ "resource-supply", "relic" })[1]
      bag.takeObject({ position = Vector(${trust.position.x + dx}, 2, ${trust.position.z}), smooth = false })`);
    take(0);
    table.settle();
    const inTrust = () => table.find((o) => o.tags.includes("relic") && !o.tags.includes("resource-supply") && trust.contains(o.position));
    const token = inTrust()[0];
    const at = { ...token.position };
    table.drop("Blue", token, { x: at.x + 12, y: 2, z: at.z });
    table.settle();
    expect(lastTo(table, "Blue")).toBe("the Imperial Trust is frozen (BR p.21): that relic goes back on the First Regent tile");
    expect(token.position).toMatchObject({ x: at.x, z: at.z });
    // A second relic on the tile is more than the core's Trust holds: it may be taken.
    take(0.3);
    table.settle();
    expect(inTrust()).toHaveLength(2);
    const count = table.messages.length;
    const extra = inTrust()[1];
    table.drop("Blue", extra, { x: at.x + 12, y: 2, z: at.z });
    table.settle();
    expect(table.messages.slice(count).filter((m) => /frozen/.test(m.text))).toEqual([]);
    expect(inTrust()).toHaveLength(1);
  });

  test("Crises instead (from the save before the roll): the script reads the map and lists what to carry out, for all to see", () => {
    table = new TtsTable(beforeRoll, { seats: seats.map((color) => ({ color, host: color === host })) });
    table.settle();
    rollCrisesOnTwo(table, "Yellow");
    expect(campaign(table).crisesDue).toBe(true);
    expect(table.ui().visibleTo("arcsEventCrises", "Yellow", false)).toBe(true);
    table.forgeUiClick("Blue", "arcsEventCrises");
    expect(lastTo(table, "Blue")).toBe("only Yellow may resolve the Crises now");
    // A fresh Blight and two Blue ships in one system: the Blight Crisis hits them (BR p.18).
    blightAndTwoBlueShips(table, "1.1");
    // A Bunker (F1803) on 1.1: the Crises' map carries the Fate tokens (F1801B's Blight Crisis line, fates/objectiveMoments.ts).
    const outer = table.withTag("fate-token-bag")[0];
    const bunkers = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f18-bunker")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
    table.world.move(table.playerTake(bunkers, { position: { x: 32, y: 2, z: -12 } })!, { ...zone(table, "system", "1.1").position, y: 1.5 });
    table = reload(table, seats, host);
    table.clickUi("Yellow", "arcsEventCrises");
    table.settle();
    const c = campaign(table);
    expect(c.crisesDue).toBeUndefined();
    const cmd = tableLog(table).commands.filter((x) => x.type === "resolveCrises").pop() as Command & { map: { systems: { system: string; pieces: unknown[] }[]; fateTokens?: unknown[] } };
    expect(cmd.map.fateTokens).toContainEqual({ system: "1.1", token: "Bunker", faceDown: false });
    expect(cmd.map.systems.find((x) => x.system === "1.1")!.pieces).toEqual(expect.arrayContaining([
      { owner: "blight", kind: "blight", fresh: 1, damaged: 0 },
      { owner: "Blue", kind: "ship", fresh: 2, damaged: 0 },
    ]));
    // Only systems holding pieces are listed (MapSnapshot: a system not listed is empty), each once.
    const listed = cmd.map.systems.map((x) => x.system);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThan(24);
    expect(new Set(listed).size).toBe(listed.length);
    for (const sp of cmd.map.systems) expect(sp.pieces.length).toBeGreaterThan(0);
    const list = table.ui().text("arcsEventCrisesList") ?? "";
    expect(table.ui().isShown("arcsEventCrisesList")).toBe(true);
    expect(table.ui().element("arcsEventCrisesList")!.attributes.visibility ?? "").toBe("");
    expect(list).toMatch(/- Blight Crisis in 1\.1: \d+ hits?/);
    // In chat for everyone: the step's count, then each line once, on frames after the decision's (issue 14).
    const said = table.messages.filter((m) => m.to === undefined).map((m) => m.text);
    const summary = said.findIndex((t) => /the Crises: \d+ to resolve \(BR p\.18\)/.test(t));
    const blightLines = said.filter((t) => /^Blight Crisis in 1\.1: \d+ hits?/.test(t));
    expect(summary).toBeGreaterThanOrEqual(0);
    expect(blightLines).toHaveLength(1);
    expect(said.indexOf(blightLines[0])).toBeGreaterThan(summary);
    expect(list).toContain(blightLines[0]);
    expect(table.ui().text("arcsEventStatus")).toMatch(/First Yellow presses Carry out the Blight hits \(moves the pieces named\)/);
    table = reload(table, seats, host);
    expect(table.ui().text("arcsEventCrisesList")).toBe(list);
    table.forgeUiClick("Red", "arcsEventCrisesDone");
    expect(lastTo(table, "Red")).toBe("only Yellow may close the Crises list now");
    table.clickUi("Yellow", "arcsEventCrisesDone");
    expect(table.ui().isShown("arcsEvent")).toBe(false);
  });

  test("the map is read over several frames (lib/mapReading.ts): a second press meanwhile waits; a piece moved during the read starts it over; pieces that keep moving are refused; a load mid-read drops it and the press works again", () => {
    table = new TtsTable(beforeRoll, { seats: seats.map((color) => ({ color, host: color === host })) });
    table.settle();
    rollCrisesOnTwo(table, "Yellow");
    const blue = ships(table, "Blue", "1.1", 2);
    campaignPieces(table, "blight", "1.1", 1);
    table.settle();
    // Pressed: the first zones are read on this frame, the rest on the next ones.
    table.clickUi("Yellow", "arcsEventCrises");
    expect(campaign(table).crisesDue).toBe(true);
    table.clickUi("Yellow", "arcsEventCrises");
    expect(lastTo(table, "Yellow")).toBe("the script is reading the map: a moment");
    // A Blue ship taken away mid-read: the read starts over and finds one ship in 1.1.
    table.world.tick();
    table.drop("Blue", blue[1], { x: blue[1].position.x + 30, y: 2, z: blue[1].position.z });
    table.settle();
    expect(campaign(table).crisesDue).toBeUndefined();
    const cmd = tableLog(table).commands.filter((x) => x.type === "resolveCrises").pop() as Command & { map: { systems: { system: string; pieces: unknown[] }[] } };
    expect(cmd.map.systems.find((x) => x.system === "1.1")!.pieces).toEqual(expect.arrayContaining([{ owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }]));

    // Pieces that keep moving, read after read: refused with the reason, nothing decided.
    table = new TtsTable(beforeRoll, { seats: seats.map((color) => ({ color, host: color === host })) });
    table.settle();
    rollCrisesOnTwo(table, "Yellow");
    const moving = ships(table, "Blue", "1.1", 1)[0];
    table.settle();
    table.clickUi("Yellow", "arcsEventCrises");
    for (let i = 0; i < 3; i++) {
      table.world.tick();
      table.drop("Blue", moving, { x: moving.position.x + (i % 2 === 0 ? 30 : -30), y: 2, z: moving.position.z });
    }
    table.settle();
    expect(lastTo(table, "Yellow")).toBe("the pieces on the map kept moving: press again once they lie still");
    expect(campaign(table).crisesDue).toBe(true);
    // Saved mid-read: the load drops the read (nothing was decided) and the press is made again.
    table.clickUi("Yellow", "arcsEventCrises");
    table = reload(table, seats, host);
    expect(campaign(table).crisesDue).toBe(true);
    table.clickUi("Yellow", "arcsEventCrises");
    table.settle();
    expect(campaign(table).crisesDue).toBeUndefined();
    expect(campaign(table).lastCrises).toBeDefined();
  });

  test("the frames after the read (issue 14): the core checks the snapshot on one (a refusal reaches the presser, nothing is decided), decides on the next, the panel lists the Crises on the one after and chat gets the lines last", () => {
    table = new TtsTable(beforeRoll, { seats: seats.map((color) => ({ color, host: color === host })) });
    table.settle();
    rollCrisesOnTwo(table, "Yellow");
    const gate = ["1.0", "2.0", "3.0", "4.0", "5.0", "6.0"].find((id) => table.world.objectsIn(zone(table, "system", id)).length === 0)!;
    // A Free city in a gate: the map cannot be read as a legal one (gates have no building slots).
    const city = campaignPieces(table, "free-city", gate, 1)[0];
    campaignPieces(table, "blight", "1.1", 1);
    ships(table, "Blue", "1.1", 1);
    table.settle();
    const commands = tableLog(table).commands.length;
    table.clickUi("Yellow", "arcsEventCrises");
    table.settle();
    expect(lastTo(table, "Yellow")).toBe(`a gate has no building slots, but ${gate} shows 1 buildings`);
    expect(tableLog(table).commands.length).toBe(commands);
    expect(campaign(table).crisesDue).toBe(true);
    expect(table.ui().isShown("arcsEventCrises")).toBe(true);
    // The city taken off the gate: the next press reads, checks, decides; one step per frame.
    table.drop("Yellow", city, { x: city.position.x + 40, y: 2, z: city.position.z + 40 });
    table.settle();
    table.clickUi("Yellow", "arcsEventCrises");
    let frames = 0;
    while (campaign(table).crisesDue === true && frames < 40) {
      table.world.tick();
      frames++;
    }
    expect(campaign(table).crisesDue).toBeUndefined();
    expect(frames).toBeGreaterThan(2);
    const blightLine = (t: string) => /^Blight Crisis in 1\.1: 3 hits/.test(t);
    // The deciding frame: the summary is said, the panel is not drawn yet and no line is in chat.
    expect(table.messages.some((m) => m.to === undefined && /the Crises: \d+ to resolve/.test(m.text))).toBe(true);
    expect(table.ui().isShown("arcsEventCrisesList")).toBe(false);
    table.world.tick();
    expect(table.ui().isShown("arcsEventCrisesList")).toBe(true);
    expect(table.ui().isShown("arcsEventCrises")).toBe(false);
    expect(table.messages.some((m) => blightLine(m.text))).toBe(false);
    table.world.tick();
    expect(table.messages.filter((m) => m.to === undefined && blightLine(m.text))).toHaveLength(1);
  });

  test("BR p.18, p.24: Carry out the Blight hits: the Imperial ship first, then each player's Loyal ships, then Red's Flagship parts; once, by Yellow alone, also after a load", () => {
    table = new TtsTable(beforeRoll, { seats: seats.map((color) => ({ color, host: color === host })) });
    table.settle();
    // An empty system (the imported map may hold pieces elsewhere).
    const ids = [1, 2, 3, 4, 5, 6].flatMap((c) => [0, 1, 2, 3].map((n) => `${c}.${n}`));
    const sys = ids.find((id) => table.find((o) => o.isZone && o.tags.includes("system") && o.data.GMNotes === id).length === 1 && table.world.objectsIn(zone(table, "system", id)).length === 0)!;
    // Two fresh Blight (6 hits) with a fresh Imperial ship, two fresh Blue ships and Red's Flagship whose board
    // has a starport Upgrade in slot 2 under a city Armor, and a city Upgrade in slot 5.
    const blight = campaignPieces(table, "blight", sys, 2);
    const [imperial] = campaignPieces(table, "imperial-ship", sys, 1);
    const blue = ships(table, "Blue", sys, 2);
    flagship(table, "Red", sys);
    const board = flagshipBoard(table, "Red");
    const port2 = buildOnSlot(table, "Red", board, "upgrade", 2, "starport");
    const armor2 = buildOnSlot(table, "Red", board, "armor", 2, "city");
    const city5 = buildOnSlot(table, "Red", board, "upgrade", 5, "city");
    table.settle();
    rollCrisesOnTwo(table, "Yellow");
    table.clickUi("Yellow", "arcsEventCrises");
    table.settle();
    const resolved = tableLog(table).commands.filter((x) => x.type === "resolveCrises").pop() as Command & { map: { flagships?: unknown } };
    // The Lua side logs an empty slot `{}` as `[]` (JSON of an empty table).
    expect((resolved.map.flagships as { slots: unknown[] }[]).map((b) => ({ ...b, slots: b.slots.map((x) => (Array.isArray(x) ? {} : x)) }))).toEqual([{ owner: "Red", slots: [{}, { upgrade: { building: "starport", damaged: false }, armor: { building: "city", damaged: false } }, {}, {}, { upgrade: { building: "city", damaged: false } }, {}] }]);
    const list = table.ui().text("arcsEventCrisesList") ?? "";
    expect(list).toContain(`Blight Crisis in ${sys}: 6 hits: 1 fresh Imperial ship damaged, 1 Imperial ship destroyed; 2 fresh Blue ships damaged, 2 Blue ships destroyed; Red's Flagship armor in slot 2 damaged; Red's Flagship armor in slot 2 destroyed; Red's Flagship upgrade in slot 5 damaged; Red's Flagship upgrade in slot 5 destroyed`);
    expect(table.ui().visibleTo("arcsEventBlight", "Yellow", false)).toBe(true);
    expect(table.ui().visibleTo("arcsEventBlight", "Blue", false)).toBe(false);
    table.forgeUiClick("Blue", "arcsEventBlight");
    expect(lastTo(table, "Blue")).toBe("only Yellow may carry out the Blight hits now");
    // A piece moved since the Crises: the core names the system, nothing moves; put back, it is carried out.
    const at = { ...blue[1].position };
    table.drop("Blue", blue[1], { x: at.x + 30, y: 2, z: at.z });
    table.settle();
    table.clickUi("Yellow", "arcsEventBlight");
    // The map is read over the next frames (lib/mapReading.ts), then the core answers.
    table.settle();
    expect(lastTo(table, "Yellow")).toBe(`the pieces in ${sys} changed since the Crises: put them back, then carry out the Blight hits`);
    expect(tipped(imperial)).toBe(false);
    table.drop("Blue", blue[1], at);
    table = reload(table, seats, host);
    expect(table.ui().visibleTo("arcsEventBlight", "Yellow", false)).toBe(true);
    table.clickUi("Yellow", "arcsEventBlight");
    table.settle();
    const gone = (o: FakeObject) => table.world.all().indexOf(o) < 0 || !table.world.objectsIn(zone(table, "system", sys)).includes(o);
    const byGuid = (o: FakeObject) => table.find((x) => x.guid === o.guid)[0];
    expect(gone(byGuid(imperial) ?? imperial)).toBe(true);
    expect(blue.every((o) => byGuid(o) === undefined)).toBe(true);
    expect(bag(table, "supply", "ship", "Blue").contents.length).toBeGreaterThanOrEqual(2);
    expect(bag(table, "imperial-ship-supply").contents.some((c) => c.GUID === imperial.guid)).toBe(true);
    // Red's Armor and the Upgrade of slot 5 go back to Red's board's city slots; the Upgrade of slot 2 stays fresh.
    for (const c of [armor2, city5]) {
      const now = byGuid(c);
      expect(Math.abs(now.position.z)).toBeGreaterThan(16.5);
      expect(Math.abs(now.position.x)).toBeLessThan(20);
      expect(faceDown(now)).toBe(false);
    }
    expect(faceDown(byGuid(port2))).toBe(false);
    expect(blight.every((o) => table.world.objectsIn(zone(table, "system", sys)).includes(byGuid(o)))).toBe(true);
    for (const c of seats) expect(table.world.objectsIn(zone(table, "trophies", c)).filter((o) => o.tags.includes("city") || o.tags.includes("ship") || o.tags.includes("imperial-ship"))).toEqual([]);
    expect(table.messages.some((m) => m.to === undefined && /Blight hits carried out on the table: 3 ships damaged, 3 ships destroyed \(back to the supply\), 4 hits on Flagship parts/.test(m.text))).toBe(true);
    expect(campaign(table).lastCrises!.blightCarriedOut).toBe(true);
    expect(table.ui().isShown("arcsEventBlightRow")).toBe(false);
    expect(table.ui().text("arcsEventStatus")).toMatch(/Carry out the Fate and Court Crises lines below by hand/);
    table.forgeUiClick("Yellow", "arcsEventBlight");
    table.settle();
    expect(lastTo(table, "Yellow")).toBe("these Blight hits were already carried out");
    table = reload(table, seats, host);
    expect(table.ui().isShown("arcsEventBlightRow")).toBe(false);
    const count = tableLog(table).commands.filter((x) => x.type === "carryOutBlight").length;
    table.forgeUiClick("Yellow", "arcsEventBlight");
    table.settle();
    expect(lastTo(table, "Yellow")).toBe("these Blight hits were already carried out");
    expect(tableLog(table).commands.filter((x) => x.type === "carryOutBlight")).toHaveLength(count);
    expect(count).toBe(1);
  });

  test("system zones replaced or deleted by the host mid-phase: the map read never reads a gone zone and finds the new one (a guard for any caching of the zones, issue 14)", () => {
    table = new TtsTable(beforeRoll, { seats: seats.map((color) => ({ color, host: color === host })) });
    table.settle();
    const ids = [1, 2, 3, 4, 5, 6].flatMap((c) => [0, 1, 2, 3].map((n) => `${c}.${n}`));
    const sys = ids.find((id) => table.find((o) => o.isZone && o.tags.includes("system") && o.data.GMNotes === id).length === 1 && table.world.objectsIn(zone(table, "system", id)).length === 0)!;
    campaignPieces(table, "blight", sys, 1);
    const blue = ships(table, "Blue", sys, 2);
    table.settle();
    rollCrisesOnTwo(table, "Yellow");
    // The Crises read the map.
    table.clickUi("Yellow", "arcsEventCrises");
    table.settle();
    expect(table.ui().text("arcsEventCrisesList") ?? "").toContain(`Blight Crisis in ${sys}: 3 hits: 2 fresh Blue ships damaged, 1 Blue ship destroyed`);
    // The host deletes the zone (and may place a new one before anything reads the map).
    const deleteZone = (replace: boolean) => {
      const old = zone(table, "system", sys);
      const data = old.toData();
      luaEval(table, `getObjectFromGUID("${old.guid}").destruct()`);
      // A zone the host draws gets a GUID of its own (the fake would let a reference kept to the old
      // GUID reach a new object with the same one).
      if (replace) table.spawn({ ...data, GUID: "5e0001", Tags: (data.Tags ?? []).slice() });
      table.settle();
      return data;
    };
    const refused = `the pieces in ${sys} changed since the Crises: put them back, then carry out the Blight hits`;
    // Replaced at once (as many zones as before; a destroyed zone's getObjects raises in the fake): the
    // read finds the new zone. A Blue ship moved away: refused, naming the system.
    deleteZone(true);
    const at = { ...blue[1].position };
    table.drop("Blue", blue[1], { x: at.x + 30, y: 2, z: at.z });
    table.settle();
    table.clickUi("Yellow", "arcsEventBlight");
    table.settle();
    expect(lastTo(table, "Yellow")).toBe(refused);
    table.drop("Blue", blue[1], at);
    table.settle();
    // Deleted: the system is not on the map read, so its hits changed.
    const again = deleteZone(false);
    table.clickUi("Yellow", "arcsEventBlight");
    table.settle();
    expect(lastTo(table, "Yellow")).toBe(refused);
    expect(campaign(table).lastCrises!.blightCarriedOut).toBeUndefined();
    // A new zone in its place: the next read finds it and its pieces.
    table.spawn({ ...again, GUID: "5e0002", Tags: (again.Tags ?? []).slice() });
    table.settle();
    table.clickUi("Yellow", "arcsEventBlight");
    table.settle();
    expect(campaign(table).lastCrises!.blightCarriedOut).toBe(true);
    const carried = tableLog(table).commands.filter((x) => x.type === "carryOutBlight").pop() as Command & { map: { systems: { system: string; pieces: unknown[] }[] } };
    expect(carried.map.systems.filter((x) => x.system === sys)).toEqual([{ system: sys, pieces: expect.arrayContaining([
      { owner: "blight", kind: "blight", fresh: 1, damaged: 0 },
      { owner: "Blue", kind: "ship", fresh: 2, damaged: 0 },
    ]) }]);
  });

  test("the system zones are searched once per load and again only after a scripting zone is spawned or destroyed, not after another object's (issue 14; api Events onObjectSpawn/onObjectDestroy)", () => {
    table = new TtsTable(beforeRoll, { seats: seats.map((color) => ({ color, host: color === host })) });
    table.settle();
    const zones = table.find((o) => o.isZone && o.tags.includes("system"));
    const gmNotesAsked = (f: () => void): number => {
      const calls = new Map<string, number>();
      table.apiCalls = calls;
      f();
      // The press's whole read, over the frames it takes (lib/mapReading.ts).
      table.settle();
      table.apiCalls = undefined;
      // Asked of system zones only: the press's reads of cards (play areas, the Court) and of the
      // players' boards (a Guild Crisis in the Court reads each one's holdings: Diplomatic Fiasco,
      // CC13, which MoonSharp's shuffle puts in this Court) are no search of the map's systems.
      return calls.get("getGMNotes@system") ?? 0;
    };
    rollCrisesOnTwo(table, "Yellow");
    // Searched at the load: the Crises press asks no system zone for its id (before, every zone: 24 calls).
    expect(gmNotesAsked(() => table.clickUi("Yellow", "arcsEventCrises"))).toBeLessThan(zones.length);
    expect(campaign(table).lastCrises).toBeDefined();
    // No Blight on this map, so no Blight button shows: a forged press still reads the map before the
    // core refuses it, which is all these presses measure.
    // Another object spawned and destroyed (onObjectSpawn / onObjectDestroy for a non-zone): still kept.
    luaEval(table, `local o = spawnObject({ type = "BlockSquare", position = { 0, 5, 0 } }); o.destruct()`);
    table.settle();
    expect(gmNotesAsked(() => table.forgeUiClick("Yellow", "arcsEventBlight"))).toBeLessThan(zones.length);
    // A scripting zone spawned (a copy of a system zone, as a host might paste one): searched again.
    const copy = zones[0].toData();
    table.spawn({ ...copy, GUID: "5e0003", Tags: (copy.Tags ?? []).slice() });
    table.settle();
    expect(gmNotesAsked(() => table.forgeUiClick("Yellow", "arcsEventBlight"))).toBeGreaterThanOrEqual(zones.length + 1);
    // Kept again from then on.
    expect(gmNotesAsked(() => table.forgeUiClick("Yellow", "arcsEventBlight"))).toBeLessThan(zones.length);
  });

  test("the Imperial Council: secured by the player on turn (their button alone), resolved by its securer instead of an event (BR p.14)", () => {
    table = new TtsTable(afterEdicts, { seats: seats.map((color) => ({ color, host: color === host })) });
    table.settle();
    const s0 = game(table);
    const [lead, next, last] = s0.round!.order;
    expect(table.ui().isShown("arcsEmpireSecure")).toBe(false);
    dropCard(table, lead, firstAction(game(table), lead), zone(table, "lead-slot"));
    expect(table.ui().visibleTo("arcsEventSecureCouncil", lead, false)).toBe(true);
    expect(table.ui().visibleTo("arcsEventSecureCouncil", next, false)).toBe(false);
    table.forgeUiClick(next, "arcsEventSecureCouncil");
    expect(lastTo(table, next)).toBe(`only ${lead} may secure the Imperial Council now`);
    table.clickUi(lead, "arcsEventSecureCouncil");
    expect(campaign(table).council).toBe("decided");
    expect(table.ui().text("arcsEmpireText")).toMatch(/Imperial Council Decided/);
    table.clickUi(lead, "endTurnButton");
    table.settle();
    for (const c of [next, last]) {
      dropCard(table, c, firstAction(game(table), c), zone(table, "follow-slot", c), true);
      table.clickUi(c, "endTurnButton");
      table.settle();
    }
    expect(campaign(table).eventPhase).toMatchObject({ player: lead, step: "summit", council: true });
    expect(table.ui().text("arcsEventStatus")).toMatch(new RegExp(`^${lead} secured the Imperial Council`));
    table.clickUi(lead, "arcsEventNoSummit");
    table = reload(table, seats, host);
    expect(table.ui().visibleTo("arcsEventCouncilEdicts", lead, false)).toBe(true);
    table.forgeUiClick(next, "arcsEventCouncilEdicts");
    expect(lastTo(table, next)).toBe(`only ${lead} may resolve the Imperial Council now`);
    table.clickUi(lead, "arcsEventCouncilEdicts");
    const c = campaign(table);
    expect(c.eventPhase).toBeUndefined();
    expect(c.lastEvent).toEqual({ resolve: "Edicts", council: lead });
    expect(c.edictQueue).toBeDefined();
    expect(table.ui().text("arcsEventStatus")).toMatch(new RegExp(`^${lead} resolved the Imperial Council: Edicts\\. Edicts`));
  });
});
