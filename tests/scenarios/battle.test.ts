/**
 * Battle on the table (issue item 4): the BUILT save's scripts in the TTS fake. A 2-player game is
 * restored at Red's first turn; each scenario stages the pieces it needs by hand (ships from the
 * supply bags into a system zone, a city moved off its board, resources into board slots, Court
 * cards and agents into the Court), then drives the battle panel as the players would.
 * Rule tests cite the rulebook page or FAQ ruling.
 */
import { ACTION_CARDS } from "../../src/core/data/actionCards";
import { courtCard } from "../../src/core/data/court";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject, Vec } from "../../tools/ttsFake/world";
import { localToWorld } from "../../tools/table/geometry";
import { coreState, loadTable, tableLog } from "../support/scenario";
import { replay } from "../../src/core/rules";
import { bag, battleTable, click, dice, near, one, SEATS, ships, step, zone } from "../support/battleTable";

function inZone(table: TtsTable, z: FakeObject): FakeObject[] {
  return table.world.objectsIn(z);
}

/** One of a colour's cities, off its board (the first listed), into a system. */
function city(table: TtsTable, colour: string, system: string, damaged = false): FakeObject {
  const c = one(table, (o) => o.nickname === `${colour} city 1`, `${colour} city 1`);
  c.rotation = { x: 0, y: 180, z: damaged ? 180 : 0 };
  table.world.move(c, near(zone(table, "system", system).position));
  return c;
}

function boardOf(table: TtsTable, colour: string): FakeObject {
  return one(table, (o) => o.tags.includes("player-board") && o.tags.includes(colour), `${colour} board`);
}

/** World position of a board snap point (same geometry as the build). */
function snap(table: TtsTable, colour: string, tag: string): Vec {
  const b = boardOf(table, colour);
  const p = (b.data.AttachedSnapPoints as { Position: Vec; Tags: string[] }[]).find((s) => s.Tags.includes(tag))!.Position;
  const t = { posX: b.position.x, posY: b.position.y, posZ: b.position.z, rotX: 0, rotY: b.rotation.y, rotZ: 0, scaleX: b.scale.x, scaleY: b.scale.y, scaleZ: b.scale.z };
  return localToWorld(t, p.x, p.y, p.z);
}

/** A resource token from the supply into a board slot (1-based). */
function resource(table: TtsTable, colour: string, type: string, slot: number): FakeObject {
  const p = snap(table, colour, `resource-slot-${slot}`);
  return table.playerTake(bag(table, "resource-supply", type), { position: { x: p.x, y: 1.5, z: p.z } })!;
}

/** A Court card out of the Court deck to a zone, face up. */
function courtCardTo(table: TtsTable, id: string, z: FakeObject): FakeObject {
  const deck = one(table, (o) => o.isDeck && o.tags.includes("court-deck"), "court deck");
  const entry = deck.contents.find((c) => c.GMNotes === id)!;
  return table.playerTake(deck, { guid: entry.GUID, position: { x: z.position.x, y: 1.5, z: z.position.z }, rotation: { x: 0, y: 180, z: 0 } })!;
}

function agentTo(table: TtsTable, colour: string, z: FakeObject): FakeObject {
  return table.playerTake(bag(table, "supply", "agent", colour), { position: near(z.position) })!;
}

function lastTo(table: TtsTable, colour: string): string {
  const m = table.messages.filter((x) => x.to === colour);
  return m.length === 0 ? "" : m[m.length - 1].text;
}

function publicTexts(table: TtsTable): string[] {
  return table.messages.filter((m) => m.to === undefined).map((m) => m.text);
}

/** "ship:Red" */
function pieceOf(o: FakeObject): string {
  const kind = ["ship", "city", "starport", "agent"].find((k) => o.tags.includes(k)) ?? o.name;
  const colour = SEATS.concat(["Yellow", "White"]).find((c) => o.tags.includes(c)) ?? "?";
  return kind + ":" + colour;
}

/** No public message names an action card (hand cards are secret). */
function expectNoHandCardNamed(table: TtsTable): void {
  const s = coreState(table)!;
  const names: string[] = [];
  for (const p of s.players) {
    for (const id of p.hand) {
      names.push(id);
      const c = ACTION_CARDS.find((a) => a.id === id);
      if (c !== undefined) names.push(`${c.suit.substring(0, 1).toUpperCase()}${c.suit.substring(1)} ${c.number}`);
    }
  }
  for (const text of publicTexts(table)) for (const n of names) expect(text).not.toContain(n);
}

describe("Battle is an action", () => {
  test("p.14: before playing a card the attacker cannot open a battle", () => {
    const table = battleTable({ led: false });
    click(table, "Red", "arcsBattleOpen");
    expect(lastTo(table, "Red")).toMatch(/play your action card first/);
    expect(step(table)).toBe("none");
  });
});

describe("dice limits and permissions", () => {
  let table: TtsTable;
  beforeAll(() => {
    table = battleTable();
    ships(table, "Red", "1.1", 2);
    ships(table, "Blue", "1.1", 1);
    city(table, "Blue", "2.1");
  });

  test("only the attacker's controls: a Rival and a spectator are refused privately, nothing opens", () => {
    click(table, "Blue", "arcsBattleOpen");
    expect(lastTo(table, "Blue")).toMatch(/it is Red's turn/);
    click(table, "Grey", "arcsBattleOpen");
    expect(lastTo(table, "Grey")).toMatch(/only a seated player/);
    expect(step(table)).toBe("none");
    expect(table.ui().isVisible("arcsBattlePanel")).toBe(false);
  });

  test("the attacker opens the panel; the only battle system and defender are picked; controls show to Red only", () => {
    click(table, "Red", "arcsBattleOpen");
    expect(step(table)).toBe("choose");
    expect(table.ui().isVisible("arcsBattlePanel")).toBe(true);
    expect(table.ui().text("arcsBattleStatus")).toMatch(/Red attacks in system 1\.1 against Blue/);
    for (const group of ["arcsBattleChoose", "arcsBattleHits", "arcsBattleRansack", "arcsBattleEndRow"]) {
      expect(table.ui().getAttribute(group, "visibility")).toBe("Red");
    }
    expect(table.ui().isVisible("arcsBattleChoose")).toBe(true);
    expect(table.ui().isVisible("arcsBattleHits")).toBe(false);
    expect(table.ui().getAttribute("arcsBattleStatus", "visibility")).toBeUndefined();
  });

  test("p.14: one die per attacking ship, so a player with 2 ships cannot take a third die", () => {
    click(table, "Red", "arcsBattleMore_assault");
    click(table, "Red", "arcsBattleMore_skirmish");
    expect(table.ui().text("arcsBattleCount_assault")).toBe("Assault: 1");
    click(table, "Red", "arcsBattleMore_assault");
    expect(lastTo(table, "Red")).toMatch(/at most 2 dice/);
    expect(table.ui().text("arcsBattleCount_assault")).toBe("Assault: 1");
  });

  test("p.14: no raid dice when the defender has no buildings here but has buildings elsewhere", () => {
    click(table, "Red", "arcsBattleLess_assault");
    click(table, "Red", "arcsBattleMore_raid");
    expect(lastTo(table, "Red")).toMatch(/cannot collect raid dice: Blue has no buildings here but Loyal buildings elsewhere/);
    expect(table.ui().text("arcsBattleCount_raid")).toBe("Raid: 0");
  });

  test("the defender cannot press the attacker's buttons: they are not shown to them, and a forged call is refused", () => {
    const before = table.ui().text("arcsBattleCount_skirmish");
    expect(() => table.clickUi("Blue", "arcsBattleMore_skirmish")).toThrow("not shown to Blue");
    table.forgeUiClick("Blue", "arcsBattleMore_skirmish");
    table.forgeUiClick("Blue", "arcsBattleRoll");
    table.settle();
    expect(table.messages.filter((m) => m.to === "Blue").slice(-2).map((m) => m.text)).toEqual([
      expect.stringMatching(/it is Red's turn/),
      expect.stringMatching(/it is Red's turn/),
    ]);
    expect(table.ui().text("arcsBattleCount_skirmish")).toBe(before);
    expect(step(table)).toBe("choose");
  });

  test("a roll is read once the dice rest, shown to all in rule order, and the default hits apply", () => {
    const [hitDie] = dice(table, ["skirmish-4"]);
    click(table, "Red", "arcsBattleRoll");
    expect(hitDie.resting).toBe(true);
    expect(step(table)).toBe("hits");
    const result = publicTexts(table).find((t) => t.startsWith("Red battles Blue in system 1.1. Rolled"))!;
    expect(result).toMatch(/1\) Self hits: 0\. 2\) Intercept: none rolled\. 3\) Ship hits: 1\. 4\) Building hits: 0\. 5\) Keys: 0\./);
    expect(table.world.objectsIn(zone(table, "dice-tray"))).toContain(hitDie);
    click(table, "Red", "arcsBattleAccept");
    const blue = inZone(table, zone(table, "system", "1.1")).filter((o) => o.tags.includes("Blue") && o.tags.includes("ship"));
    expect(blue).toHaveLength(1);
    expect(blue[0].rotation.z).toBe(90);
    expect(step(table)).toBe("none");
    expect(bag(table, "dice-bag", "skirmish").contents).toHaveLength(6);
    expectNoHandCardNamed(table);
    // Every step is in the game log with what it was decided on, and the log replays to the same game.
    const battleSteps = tableLog(table).commands.filter((c) => c.type === "battle").map((c) => (c.type === "battle" ? c.action.kind : ""));
    expect(battleSteps.slice(-3)).toEqual(["roll", "read", "hits"]);
    const replayed = replay(tableLog(table));
    expect(replayed.refused).toEqual([]);
    const live = coreState(table)!.battle!;
    expect(replayed.state.battle).toMatchObject({ step: live.step, attacker: "Red", defender: "Blue", system: "1.1", totals: live.totals });
  });
});

describe("a battle with chosen faces, a destroyed city and a raid", () => {
  let table: TtsTable;
  const outrageCard = "BC02"; // Mining Interest: a material Guild card without "keep this card"
  beforeAll(() => {
    table = battleTable();
    ships(table, "Red", "1.3", 4, 1); // 1.3 is a material planet
    ships(table, "Blue", "1.3", 2);
    city(table, "Blue", "1.3");
    resource(table, "Red", "material", 1);
    courtCardTo(table, outrageCard, zone(table, "play-area", "Red"));
    resource(table, "Blue", "fuel", 1);
    resource(table, "Blue", "weapon", 2);
    resource(table, "Blue", "relic", 3);
    const slot1 = zone(table, "court-slot", "1");
    courtCardTo(table, "BC11", slot1);
    agentTo(table, "Blue", slot1);
    agentTo(table, "Red", slot1);
    courtCardTo(table, "BC12", zone(table, "court-slot", "2"));
    courtCardTo(table, "BC14", zone(table, "court-slot", "3"));
    table.settle();
    table.messages.length = 0;
  });

  test("dice: 2 assault + 2 raid, rolled and resolved (p.14 order)", () => {
    click(table, "Red", "arcsBattleOpen");
    for (const id of ["arcsBattleMore_assault", "arcsBattleMore_assault", "arcsBattleMore_raid", "arcsBattleMore_raid"]) click(table, "Red", id);
    dice(table, ["assault-4", "assault-5", "raid-5", "raid-5"]);
    click(table, "Red", "arcsBattleRoll");
    expect(step(table)).toBe("hits");
    expect(publicTexts(table).some((t) => /1\) Self hits: 1\. 2\) Intercept: none rolled\. 3\) Ship hits: 4\. 4\) Building hits: 2\. 5\) Keys: 2\./.test(t))).toBe(true);
  });

  test("p.14: the attacker's own target list is checked by the core (ships before buildings)", () => {
    for (const id of ["arcsBattleHit_own_damaged", "arcsBattleHit_city_fresh", "arcsBattleHit_ship_fresh", "arcsBattleHit_ship_damaged", "arcsBattleHit_ship_fresh", "arcsBattleHit_ship_damaged", "arcsBattleHit_city_damaged"]) {
      click(table, "Red", id);
    }
    click(table, "Red", "arcsBattleApply");
    expect(lastTo(table, "Red")).toMatch(/Ship hit 1: hit defending ships while any remain/);
    expect(step(table)).toBe("hits");
    for (let i = 0; i < 7; i++) click(table, "Red", "arcsBattleUndo");
    expect(table.ui().text("arcsBattleAssign")).toMatch(/Yours so far: none/);
  });

  test("p.14 + p.16: hits applied, Trophies routed, the destroyed city Provokes Outrage and Ransacks the Court", () => {
    for (const id of [
      "arcsBattleHit_own_damaged",
      "arcsBattleHit_ship_fresh", "arcsBattleHit_ship_damaged", "arcsBattleHit_ship_fresh", "arcsBattleHit_ship_damaged",
      "arcsBattleHit_city_fresh", "arcsBattleHit_city_damaged",
    ]) click(table, "Red", id);
    click(table, "Red", "arcsBattleApply");
    // Trophies: Blue keeps Red's destroyed (self-hit) ship; Red keeps 2 Blue ships, the city and the ransacked Blue agent.
    const blueTrophies = inZone(table, zone(table, "trophies", "Blue"));
    expect(blueTrophies.map((o) => pieceOf(o))).toEqual(["ship:Red"]);
    const redTrophies = inZone(table, zone(table, "trophies", "Red"));
    expect(redTrophies.map((o) => pieceOf(o)).sort()).toEqual(["agent:Blue", "city:Blue", "ship:Blue", "ship:Blue"]);
    const system = inZone(table, zone(table, "system", "1.3"));
    expect(system.filter((o) => o.tags.includes("Blue"))).toHaveLength(0);
    expect(system.filter((o) => o.tags.includes("Red") && o.tags.includes("ship"))).toHaveLength(3);
    // Outrage (material): Red's material token and non-Loyal material Guild card are discarded, an agent covers the icon.
    expect(bag(table, "resource-supply", "material").contents).toHaveLength(5);
    expect(table.find((o) => o.data.GMNotes === outrageCard)[0].position.x).toBeCloseTo(zone(table, "court-discard").position.x, 0);
    const icon = snap(table, "Red", "outrage-material");
    const onIcon = table.find((o) => o.tags.includes("agent") && o.tags.includes("Red") && Math.hypot(o.position.x - icon.x, o.position.z - icon.z) < 0.5);
    expect(onIcon).toHaveLength(1);
    // Ransack: BC11 (holding a Blue agent) goes to Red, Red's own agent returns to supply, the slot refills.
    const bc11 = table.find((o) => o.data.GMNotes === "BC11")[0];
    expect(table.world.zonesContaining(bc11).map((z) => z.tags[0])).toContain("play-area");
    expect(bag(table, "supply", "agent", "Red").contents).toHaveLength(10 - 1 /* outrage icon */);
    const slot1 = inZone(table, zone(table, "court-slot", "1")).filter((o) => o.tags.includes("court-card"));
    expect(slot1).toHaveLength(1);
    expect(slot1[0].data.GMNotes).not.toBe("BC11");
    const texts = publicTexts(table).join("\n");
    expect(texts).toMatch(/Provokes Outrage \(Material\): discards 1 Material resource, Mining Interest/);
    expect(texts).toMatch(/Ransacks the Court: secures Arms Union \(BC11, Weapon Guild\); 1 Blue agent becomes a Trophy/);
    expect(step(table)).toBe("raid");
  });

  test("p.16: the raid steals by slot cost; a steal beyond the keys left is refused", () => {
    const blueToken = (type: string) => table.find((o) => o.tags.includes("resource") && o.tags.includes(type) && table.world.zonesContaining(o).some((z) => z.tags.includes("resources-zone") && z.tags.includes("Blue")))[0];
    const fuel = blueToken("fuel");
    expect(fuel.buttons.map((b) => b.label)).toEqual(["Steal: 3 keys"]);
    table.clickButton("Red", fuel, "Steal: 3 keys");
    expect(lastTo(table, "Red")).toMatch(/costs 3 key\(s\); you have 2 left/);
    table.clickButton("Blue", blueToken("weapon"), "Steal: 1 key");
    expect(lastTo(table, "Blue")).toMatch(/it is Red's turn/);
    const weapon = blueToken("weapon");
    table.clickButton("Red", weapon, "Steal: 1 key");
    // A click before the weapon is seen in its new slot (zones lag a script's move) waits its turn.
    table.clickButton("Red", blueToken("relic"), "Steal: 1 key");
    expect(lastTo(table, "Red")).toMatch(/one moment: the last steal is still moving/);
    table.settle();
    const slot1 = snap(table, "Red", "resource-slot-1");
    expect(Math.hypot(weapon.position.x - slot1.x, weapon.position.z - slot1.z)).toBeLessThan(0.1);
    const relic = blueToken("relic");
    table.clickButton("Red", relic, "Steal: 1 key");
    const slot2 = snap(table, "Red", "resource-slot-2");
    expect(Math.hypot(relic.position.x - slot2.x, relic.position.z - slot2.z)).toBeLessThan(0.1);
    table.settle();
    expect(step(table)).toBe("none");
    expect(fuel.buttons).toEqual([]);
    for (const t of ["assault", "raid", "skirmish"]) expect(bag(table, "dice-bag", t).contents).toHaveLength(6);
    expect(publicTexts(table).join("\n")).toMatch(/Red steals Blue's Weapon \(slot 2\); 1 key\(s\) left/);
    expectNoHandCardNamed(table);
  });
});

test("no battle outside a chapter's play", () => {
  const table = loadTable(SEATS);
  table.messages.length = 0;
  click(table, "Red", "arcsBattleOpen");
  expect(lastTo(table, "Red")).toMatch(/battles are fought in a chapter/);
  expect(courtCard("BC11")!.kind).toBe("guild");
});

describe("a piece lying across two system zones (TTS counts collider overlap)", () => {
  test("counts only in the system holding its centre: no battle is offered in the neighbour it overlaps", () => {
    const table = battleTable();
    const systems = table.find((o) => o.isZone && o.tags.includes("system"));
    // A spot inside one system whose ship still touches a neighbour's zone.
    let spot: { x: number; y: number; z: number } | undefined;
    let home: FakeObject | undefined;
    let neighbour: FakeObject | undefined;
    for (const a of systems) {
      for (const b of systems) {
        if (a === b || spot !== undefined) continue;
        for (let k = 1; k < 40 && spot === undefined; k++) {
          const p = { x: a.position.x + ((b.position.x - a.position.x) * k) / 40, y: 2, z: a.position.z + ((b.position.z - a.position.z) * k) / 40 };
          if (a.contains(p) && !b.contains(p) && b.touches(p, 0.3)) {
            spot = p;
            home = a;
            neighbour = b;
          }
        }
      }
    }
    expect(spot).toBeDefined();
    const ship = ships(table, "Red", String(home!.data.GMNotes), 1)[0];
    table.world.move(ship, spot!);
    expect(table.world.zonesContaining(ship).filter((z) => z.tags.includes("system"))).toHaveLength(2);
    ships(table, "Blue", String(neighbour!.data.GMNotes), 2);
    click(table, "Red", "arcsBattleOpen");
    // Red's only ship is in `home`, where Blue has nothing: there is no battle to fight.
    expect(lastTo(table, "Red")).toMatch(/no battle: you have no ship in a system with a Rival's pieces/);
    expect(step(table)).toBe("none");
  });
});
