/**
 * The Fate-set cards that change a battle or its raid for their holder, on the BUILT save's Global in
 * the TTS fake (issue 35; src/core/campaign/fates/battleCards.ts): the roll carries the cards of the
 * attacker's play area (src/tts/map/read.ts withPlayArea), the raid reads the defender's Guild cards
 * with the Court. Blight Hunters (F1305) hits the Blight as not Tough, Pirate Fleet (F1203) lets raid
 * dice be collected with no defending building and its raid steals 1 resource per damaged defending
 * ship (no Steal button on a Guild card), Book of Liberation (F204) refuses the Free States as the
 * defender, Honor Guard (F705) refuses the steal of its holder's Weapon Guild card while they have a Weapon.
 * Blight Society (F2102) goes with its holder's roll against the Blight, which tells its scrap.
 */
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { BattleCommand } from "../../src/core/game/types";
import { localToWorld } from "../../tools/table/geometry";
import { fateSetCardInto } from "../support/fateTable";
import { tableLog } from "../support/scenario";
import { bag, click, dice, near, one, ships, step, zone } from "../support/battleTable";
import { lastTo } from "../support/campaignEvents";
import { ATTACKER, campaignBattleTable, campaignPieces, inZone } from "../support/campaignBattle";

const REGENTS = { titles: { Yellow: "regent" as const, Blue: "outlaw" as const, Red: "regent" as const } };

function faceDown(o: FakeObject): boolean {
  return Math.abs(o.rotation.z - 180) < 1;
}

/** A colour's city off its board into a system (battle.test.ts's staging). */
function city(table: TtsTable, colour: string, system: string): FakeObject {
  const c = one(table, (o) => o.nickname === `${colour} city 1`, `${colour} city 1`);
  table.world.move(c, near(zone(table, "system", system).position));
  return c;
}

/** A resource token from the supply into a board slot (1-based). */
function resource(table: TtsTable, colour: string, type: string, slot: number): FakeObject {
  const b = one(table, (o) => o.tags.includes("player-board") && o.tags.includes(colour), `${colour} board`);
  const p = (b.data.AttachedSnapPoints as { Position: { x: number; y: number; z: number }; Tags: string[] }[]).find((s) => s.Tags.includes(`resource-slot-${slot}`))!.Position;
  const w = localToWorld({ posX: b.position.x, posY: b.position.y, posZ: b.position.z, rotX: 0, rotY: b.rotation.y, rotZ: 0, scaleX: b.scale.x, scaleY: b.scale.y, scaleZ: b.scale.z }, p.x, p.y, p.z);
  return table.playerTake(bag(table, "resource-supply", type), { position: { x: w.x, y: 1.5, z: w.z } })!;
}

/** Court Enforcers (F708, a Weapon Guild card reprinting BC14: raid cost 2) into `colour`'s play area, beside the card laid before it. */
function enforcersInto(table: TtsTable, colour: string): FakeObject {
  const card = fateSetCardInto(table, "F708", colour);
  const z = zone(table, "play-area", colour);
  table.world.move(card, { x: z.position.x + 3, y: 1.5, z: z.position.z });
  table.settle();
  return card;
}

function roll(table: TtsTable, faces: string[], more: string[]): void {
  dice(table, faces);
  for (const t of more) click(table, ATTACKER, `arcsBattleMore_${t}`);
  click(table, ATTACKER, "arcsBattleRoll");
  table.settle();
}

const steals = (o: FakeObject) => o.buttons.map((b) => String(b.label)).filter((l) => l.startsWith("Steal"));

const rollMap = (table: TtsTable) => (tableLog(table).commands.filter((c) => c.type === "battle")[0] as BattleCommand).map;

describe("seed 003 F1305 Blight Hunters on the table: 'damage and destroy Blight by dealing only 1 hit'", () => {
  test("one hit flips the fresh Blight (BR p.19 Tough would need 2); the roll's map carries the card", () => {
    const table = campaignBattleTable(REGENTS);
    ships(table, ATTACKER, "3.1", 2);
    const [blight] = campaignPieces(table, "blight", "3.1", 1);
    fateSetCardInto(table, "F1305", ATTACKER);
    click(table, ATTACKER, "arcsBattleOpen");
    roll(table, ["skirmish-4"], ["skirmish"]);
    expect(rollMap(table)?.playAreas).toEqual([{ colour: ATTACKER, cards: ["F1305"] }]);
    click(table, ATTACKER, "arcsBattleAccept");
    expect(step(table)).toBe("none");
    expect(faceDown(blight)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F2102 Blight Society on the table: 'Once per action, if you damage or destroy Blight, scrap 1 Loyal agent from your supply.'", () => {
  test("its holder's roll against the Blight carries the card and tells everyone the scrap", () => {
    const table = campaignBattleTable(REGENTS);
    ships(table, ATTACKER, "3.1", 2);
    campaignPieces(table, "blight", "3.1", 1);
    fateSetCardInto(table, "F2102", ATTACKER);
    click(table, ATTACKER, "arcsBattleOpen");
    roll(table, ["skirmish-4"], ["skirmish"]);
    expect(rollMap(table)?.playAreas).toEqual([{ colour: ATTACKER, cards: ["F2102"] }]);
    const told = table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ");
    expect(told).toContain(`Blight Society (F2102): once per action, if ${ATTACKER} damages or destroys Blight, ${ATTACKER} scraps 1 Loyal agent from their supply`);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1203 Pirate Fleet on the table: raid dice with no defending building; 'only steal resources, max 1 per damaged defending ship'", () => {
  test("the raid die is refused without the card (p.14); with it one resource is stolen, no Guild card has a Steal button, and the raid ends", () => {
    const table = campaignBattleTable(REGENTS);
    ships(table, ATTACKER, "3.1", 3);
    ships(table, "Blue", "3.1", 2);
    city(table, "Blue", "1.1");
    const weapon = resource(table, "Blue", "weapon", 2);
    resource(table, "Blue", "relic", 3);
    const union = enforcersInto(table, "Blue");
    table.settle();
    click(table, ATTACKER, "arcsBattleOpen");
    click(table, ATTACKER, "arcsBattleDefender1");
    click(table, ATTACKER, "arcsBattleMore_raid");
    expect(lastTo(table, ATTACKER)).toBe("You cannot collect raid dice: Blue has no buildings here but Loyal buildings elsewhere (p.14)");

    fateSetCardInto(table, "F1203", ATTACKER);
    // A skirmish hit damages one of Blue's 2 fresh ships; the raid die intercepts (2 hits on Yellow) and gives 2 keys.
    roll(table, ["skirmish-4", "raid-1"], ["skirmish", "raid"]);
    click(table, ATTACKER, "arcsBattleAccept");
    expect(step(table)).toBe("raid");
    expect(steals(union)).toEqual([]);
    expect(weapon.buttons.map((b) => b.label)).toEqual(["Steal: 1 key"]);
    table.clickButton(ATTACKER, weapon, "Steal: 1 key");
    table.settle();
    expect(step(table)).toBe("none");
    expect(table.world.zonesContaining(weapon).some((z) => z.tags.includes("resources-zone") && z.tags.includes(ATTACKER))).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F204 Book of Liberation on the table: 'You cannot harm Free buildings.'", () => {
  test("choosing the Free States is refused to its holder alone, with the card named", () => {
    const table = campaignBattleTable(REGENTS);
    ships(table, ATTACKER, "1.1", 2);
    campaignPieces(table, "free-city", "1.1", 1);
    fateSetCardInto(table, "F204", ATTACKER);
    click(table, ATTACKER, "arcsBattleOpen");
    expect(table.ui().text("arcsBattleDefender1")).toBe("Free States");
    click(table, ATTACKER, "arcsBattleDefender1");
    expect(lastTo(table, ATTACKER)).toBe("you cannot harm Free buildings (Book of Liberation, F204)");
    expect(table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ")).not.toContain("Book of Liberation");
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F705 Honor Guard on the table: 'Your Weapon Guild cards cannot be stolen while you have any Weapons.'", () => {
  test("Yellow's Steal on Blue's Court Enforcers (F708) is refused while a Weapon lies on Blue's board; the card stays", () => {
    const table = campaignBattleTable(REGENTS);
    ships(table, ATTACKER, "3.1", 3);
    city(table, "Blue", "3.1");
    resource(table, "Blue", "weapon", 2);
    const union = enforcersInto(table, "Blue");
    fateSetCardInto(table, "F705", "Blue");
    click(table, ATTACKER, "arcsBattleOpen");
    click(table, ATTACKER, "arcsBattleDefender1");
    // 2 raid dice with a building hit and a key each; the city is not hit.
    roll(table, ["raid-5", "raid-5"], ["raid", "raid"]);
    click(table, ATTACKER, "arcsBattleAccept");
    expect(step(table)).toBe("raid");
    expect(steals(union)).toEqual(["Steal: 2 keys"]);
    table.clickButton(ATTACKER, union, "Steal: 2 keys");
    expect(lastTo(table, ATTACKER)).toBe("Blue's Weapon Guild cards cannot be stolen while they hold Weapons (Honor Guard, F705)");
    expect(table.world.zonesContaining(union).some((z) => z.tags.includes("play-area") && z.tags.includes("Blue"))).toBe(true);
    expect(step(table)).toBe("raid");
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1403 Well of Empathy on the table: 'When defending in battle, if you take Trophies, return them'", () => {
  test("Blue's intercept destroys Yellow's 2 damaged ships: they go back to Yellow's supply, not into Blue's Trophies; the roll's map carries Blue's card", () => {
    const table = campaignBattleTable(REGENTS);
    const yellow = ships(table, ATTACKER, "3.1", 2, 2);
    ships(table, "Blue", "3.1", 2);
    // The record's Act dealt the Pacifist's Set; the staging put its F1403 back in the Fate Sets bag: Blue lays it out.
    const sets = table.withTag("fate-set-bag")[0];
    table.playerTake(sets, { guid: sets.contents.find((c) => c.GMNotes === "F1403")!.GUID as string, position: { ...near(zone(table, "play-area", "Blue").position), y: 2 } });
    table.settle();
    click(table, ATTACKER, "arcsBattleOpen");
    click(table, ATTACKER, "arcsBattleDefender1");
    roll(table, ["assault-3"], ["assault"]);
    expect(rollMap(table)?.playAreas).toEqual([{ colour: "Blue", cards: ["F1403"] }]);
    click(table, ATTACKER, "arcsBattleAccept");
    table.settle();
    expect(step(table)).toBe("none");
    expect(inZone(table, "trophies", "Blue")).toEqual([]);
    expect(yellow.every((o) => table.find((x) => x.guid === o.guid).length === 0)).toBe(true);
    expect(bag(table, "supply", "ship", ATTACKER).contents.length).toBeGreaterThanOrEqual(2);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F2402 Vow of Fairness on the table: 'Your Trophies and Captives can be stolen. Their raid cost is [key] each.'", () => {
  /** A piece of `colour` out of its supply bag into `holder`'s `role` zone (trophies or captives). */
  function held(table: TtsTable, colour: string, kind: string, holder: string, role: string): FakeObject {
    const o = table.playerTake(bag(table, "supply", kind, colour), { position: { ...near(zone(table, role, holder).position), y: 2 } })!;
    table.settle();
    return o;
  }

  test("Blue holds the card: its Trophy and Captives carry 'Steal: 1 key'; a Red ship Trophy goes to Yellow's Trophies, Yellow's own agent back to Yellow's supply", () => {
    const table = campaignBattleTable(REGENTS);
    ships(table, ATTACKER, "3.1", 3);
    city(table, "Blue", "3.1");
    const trophy = held(table, "Red", "ship", "Blue", "trophies");
    const own = held(table, ATTACKER, "agent", "Blue", "captives");
    const red = held(table, "Red", "agent", "Blue", "captives");
    fateSetCardInto(table, "F2402", "Blue");
    click(table, ATTACKER, "arcsBattleOpen");
    click(table, ATTACKER, "arcsBattleDefender1");
    roll(table, ["raid-5", "raid-5"], ["raid", "raid"]);
    expect(rollMap(table)?.playAreas).toEqual([{ colour: "Blue", cards: ["F2402"] }]);
    click(table, ATTACKER, "arcsBattleAccept");
    expect(step(table)).toBe("raid");
    for (const o of [trophy, own, red]) expect(steals(o)).toEqual(["Steal: 1 key"]);
    // Only the attacker operates the raid.
    table.clickButton("Red", trophy, "Steal: 1 key");
    expect(inZone(table, "trophies", "Blue").map((o) => o.guid)).toContain(trophy.guid);
    table.clickButton(ATTACKER, trophy, "Steal: 1 key");
    table.settle();
    expect(table.world.zonesContaining(trophy).some((z) => z.tags.includes("trophies") && z.tags.includes(ATTACKER))).toBe(true);
    const supply = bag(table, "supply", "agent", ATTACKER).contents.length;
    table.clickButton(ATTACKER, own, "Steal: 1 key");
    table.settle();
    expect(table.find((x) => x.guid === own.guid)).toEqual([]);
    expect(bag(table, "supply", "agent", ATTACKER).contents.length).toBe(supply + 1);
    expect(inZone(table, "captives", "Blue").map((o) => o.guid)).toEqual([red.guid]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("without the card no Trophy or Captive has a Steal button (p.16: resources and Guild cards)", () => {
    const table = campaignBattleTable(REGENTS);
    ships(table, ATTACKER, "3.1", 3);
    city(table, "Blue", "3.1");
    const trophy = held(table, "Red", "ship", "Blue", "trophies");
    click(table, ATTACKER, "arcsBattleOpen");
    click(table, ATTACKER, "arcsBattleDefender1");
    roll(table, ["raid-5", "raid-5"], ["raid", "raid"]);
    click(table, ATTACKER, "arcsBattleAccept");
    expect(step(table)).toBe("raid");
    expect(steals(trophy)).toEqual([]);
    expect(table.scriptErrors).toEqual([]);
  });
});
