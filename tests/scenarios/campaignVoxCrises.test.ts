/**
 * Fate-set Vox cards whose Crisis the core applies (issue 35; seed 003 F205 Political Intrigue,
 * F1307 Blight Purge; BR pp.16-18), on the built save through the TTS fake: the Crises' resolver
 * presses "Resolve the Crises"; the table sends each seat's agents in supply (their bags) and Blight
 * Trophies (the Blight in their Trophies zone) with the map and the Court row, and the core gives
 * the Favors and the Power. A save/load before the press changes nothing. With Extortion (F323) or
 * Itinerant Empaths (F1406) in the Court the press reads what each player has (BR p.27), their
 * board's open slots and the Psionic supply, and the table moves the tokens the core decided. With
 * Outrage Spreads (F613) it reads their Outrage icons and Guild cards too, and carries out each
 * player's Provoked Outrage (base p.16): the tokens and Guild cards go, an agent covers the icon.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { Command } from "../../src/core/game/types";
import type { CrisesRead } from "../../src/core/campaign/types";
import { luaEval, tableLog } from "../support/scenario";
import { campaign, game, host, reload, rollCrisesOnTwo, seats, tableAtEventPhase, zone } from "../support/campaignEvents";
import { takeCard } from "../support/faithfulTable";
import { bag } from "../support/battleTable";
import { boardTypes, emptySlots, resourceInSlot } from "../support/courtCards";
import type { Vec } from "../../tools/ttsFake/world";
import type { TtsTable } from "../../tools/ttsFake/table";
import { localToWorld } from "../../tools/table/geometry";
import { SYSTEMS } from "../../src/core/data/map";
import { COURT_CARDS } from "../../src/core/data/court";

describe("Political Intrigue and Blight Purge in the Court: the Crises give Favors and Power (seed 003 F205, F1307; BR p.18)", () => {
  let table = tableAtEventPhase();
  const holder = game(table).initiative as Colour;
  const purger = seats[1] as Colour;
  let agents: number[] = [];
  let power: number[] = [];

  test("the Court shows Political Intrigue and Blight Purge; two Blight lie in a player's Trophies; the dice land on [arrow]", () => {
    table.clickUi(holder, "arcsEventNoSummit");
    for (const [n, id] of [[2, "F205"], [3, "F1307"]] as const) {
      const slot = zone(table, "court-slot", String(n));
      for (const c of table.world.objectsIn(slot).filter((o) => o.isCard)) table.world.move(c, { x: 80, y: 1, z: 80 + n });
      takeCard(table, id, { ...slot.position, y: slot.position.y + 0.3 });
    }
    const trophies = zone(table, "trophies", purger);
    luaEval(table, `
      local b = getObjectsWithTag("blight-supply")[1]
      for i = 1, 2 do b.takeObject({ position = Vector(${trophies.position.x} + i * 0.4, 2, ${trophies.position.z}), smooth = false }) end`);
    table.settle();
    rollCrisesOnTwo(table, holder);
    expect(campaign(table).crisesDue).toBe(true);
    agents = seats.map((c) => bag(table, "supply", "agent", c).contents.length);
    power = game(table).players.map((p) => p.power);
    table = reload(table, seats, host);
  });

  test("the press sends each seat's agents in supply and Blight Trophies; the core gives each player's Favor to the left and 2 Power per Blight Trophy", () => {
    const before = campaign(table).players.map((p) => p.favors.slice());
    table.clickUi(holder, "arcsEventCrises");
    table.settle();
    const sent = tableLog(table).commands.filter((c) => c.type === "resolveCrises").pop() as Extract<Command, { type: "resolveCrises" }>;
    expect(sent.players).toEqual(seats.map((colour, i): CrisesRead => ({ colour: colour as Colour, agents: agents[i], blight: colour === purger ? 2 : 0 })));
    expect(campaign(table).lastCrises!.court.map((c) => c.card).slice(0, 2)).toEqual(["F205", "F1307"]);
    // [arrow]: each seat gives the next seat clockwise one Favor (an agent from the supply).
    const n = seats.length;
    const expected = before.map((f, i) => (f as string[]).concat(agents[(i + n - 1) % n] > 0 ? [seats[(i + n - 1) % n]] : []));
    expect(campaign(table).players.map((p) => p.favors)).toEqual(expected);
    expect(game(table).players.map((p) => p.power)).toEqual(power.map((x, i) => (seats[i] === purger ? x + 4 : x)));
    expect(table.messages.some((m) => m.text.includes(`Blight Purge: Power ${purger} +4`))).toBe(true);
    expect(table.messages.some((m) => m.text.includes(`Political Intrigue: Favors ${seats[0]} to ${seats[1]}`))).toBe(true);
  });
});

describe("Extortion and Itinerant Empaths in the Court: the Crises move resources on the boards (seed 003 F323, F1406; BR p.18, p.27)", () => {
  let table = tableAtEventPhase();
  const holder = game(table).initiative as Colour;
  const [a, b, c] = seats as Colour[];
  const psionicBag = () => table.find((o) => o.tags.includes("resource-supply") && o.tags.includes("psionic"))[0].contents.length;
  let supply = 0;

  test("the Court shows Extortion and Itinerant Empaths; two Material lie on one board, one on another, none on the third; the dice land", () => {
    table.clickUi(holder, "arcsEventNoSummit");
    for (const [n, id] of [[2, "F323"], [3, "F1406"]] as const) {
      const slot = zone(table, "court-slot", String(n));
      for (const o of table.world.objectsIn(slot).filter((x) => x.isCard)) table.world.move(o, { x: 80, y: 1, z: 80 + n });
      takeCard(table, id, { ...slot.position, y: slot.position.y + 0.3 });
    }
    for (const colour of seats) emptySlots(table, colour as Colour);
    resourceInSlot(table, a, "material", 1);
    resourceInSlot(table, a, "material", 2);
    resourceInSlot(table, b, "material", 1);
    table.settle();
    rollCrisesOnTwo(table, holder);
    supply = psionicBag();
    table = reload(table, seats, host);
  });

  test("the press sends the boards and the supply; the most Material loses one, the least Power gains Psionic into its empty slots", () => {
    table.clickUi(holder, "arcsEventCrises");
    table.settle();
    const sent = tableLog(table).commands.filter((x) => x.type === "resolveCrises").pop() as Extortion;
    expect(sent.psionic).toBe(supply);
    const read = (colour: Colour) => sent.players!.filter((p) => p.colour === colour)[0];
    expect([a, b, c].map((x) => read(x).resources!.material)).toEqual([2, 1, 0]);
    expect(read(a).board!.slice(0, 2)).toEqual(["material", "material"]);
    expect(table.messages.some((m) => m.text.includes(`Extortion: discards ${a} 1 material`))).toBe(true);
    // The least Power, ties in turn order from the initiative (base p.22), fills its empty open slots.
    const s = game(table);
    const i0 = s.seats.indexOf(s.initiative);
    const order = s.seats.slice(i0).concat(s.seats.slice(0, i0));
    let least = order[0];
    for (const x of order) if (power(x) < power(least)) least = x;
    const gained = campaign(table).lastCrises!.pieces!.filter((p) => p.psionic !== undefined)[0];
    expect(gained.colour).toBe(least);
    expect(gained.psionic).toBeGreaterThan(0);
    expect(boardTypes(table, a)).toEqual(least === a ? ["material"].concat(Array(gained.psionic).fill("psionic")).sort() : ["material"]);
    expect(boardTypes(table, least).filter((t) => t === "psionic")).toHaveLength(gained.psionic!);
    expect(psionicBag()).toBe(supply - gained.psionic!);
    function power(x: string): number {
      return s.players.filter((p) => p.colour === x)[0].power;
    }
  });
});

describe("Outrage Spreads in the Court: each player Provokes Outrage of the rolled planet (seed 003 F613; base p.16; BR p.18)", () => {
  let table = tableAtEventPhase();
  const holder = game(table).initiative as Colour;
  const a = seats[0] as Colour;
  let type = "";
  let guild = "";
  let agents: number[] = [];

  test("the Court shows Outrage Spreads; the dice land; two tokens of the rolled planet's type lie on a board and a Guild card of its suit in that play area", () => {
    table.clickUi(holder, "arcsEventNoSummit");
    const slot = zone(table, "court-slot", "2");
    for (const o of table.world.objectsIn(slot).filter((x) => x.isCard)) table.world.move(o, { x: 80, y: 1, z: 82 });
    takeCard(table, "F613", { ...slot.position, y: slot.position.y + 0.3 });
    rollCrisesOnTwo(table, holder);
    const ev = campaign(table).lastEvent!;
    type = SYSTEMS.filter((x) => x.cluster === ev.cluster && x.symbol === ev.planet)[0].resource!;
    guild = COURT_CARDS.filter((x) => x.kind === "guild" && x.suit === type && !x.loyal)[0].id;
    for (const colour of seats) emptySlots(table, colour as Colour);
    resourceInSlot(table, a, type, 1);
    resourceInSlot(table, a, type, 2);
    const area = zone(table, "play-area", a);
    takeCard(table, guild, { ...area.position, y: area.position.y + 0.3 });
    table.settle();
    agents = seats.map((c) => bag(table, "supply", "agent", c).contents.length);
    table = reload(table, seats, host);
  });

  test("the press sends the Outrage icons and Guild cards; the tokens go to the supply, the Guild card to the Court discard, an agent covers each newly Outraged icon", () => {
    table.clickUi(holder, "arcsEventCrises");
    table.settle();
    const sent = tableLog(table).commands.filter((x) => x.type === "resolveCrises").pop() as Extortion;
    const read = (colour: string) => sent.players!.filter((p) => p.colour === colour)[0];
    expect(read(a).guild).toContain(guild);
    expect(read(a).board!.slice(0, 2)).toEqual([type, type]);
    expect(boardTypes(table, a)).toEqual([]);
    const discard = zone(table, "court-discard");
    expect(table.find((o) => o.data.GMNotes === guild)[0].position.x).toBeCloseTo(discard.position.x, 0);
    let covered = 0;
    for (let i = 0; i < seats.length; i++) {
      const was = read(seats[i]).outrage!.indexOf(type as never) >= 0;
      const placed = !was && agents[i] > 0;
      if (placed) covered += 1;
      expect(bag(table, "supply", "agent", seats[i]).contents.length).toBe(agents[i] - (placed ? 1 : 0));
      if (placed) expect(agentOn(table, seats[i], type)).toBe(1);
    }
    expect(covered).toBeGreaterThan(0);
    expect(table.messages.some((m) => m.text.includes(`Outrage Spreads: each player Provokes ${type} Outrage, discarding`))).toBe(true);
  });
});

/** Agents of `colour` on their board's Outrage icon of `type`. */
function agentOn(table: TtsTable, colour: string, type: string): number {
  const b = table.find((o) => o.tags.includes("player-board") && o.tags.includes(colour))[0];
  const p = (b.data.AttachedSnapPoints as { Position: Vec; Tags: string[] }[]).find((x) => x.Tags.includes(`outrage-${type}`))!.Position;
  const at = localToWorld({ posX: b.position.x, posY: b.position.y, posZ: b.position.z, rotX: 0, rotY: b.rotation.y, rotZ: 0, scaleX: b.scale.x, scaleY: b.scale.y, scaleZ: b.scale.z }, p.x, p.y, p.z);
  return table.find((o) => o.tags.includes("agent") && o.tags.includes(colour) && Math.hypot(o.position.x - at.x, o.position.z - at.z) < 0.5).length;
}

type Extortion = Extract<Command, { type: "resolveCrises" }>;
