/**
 * Issue 35, "The Fates in the rules": the Act II and III setups' Outrage and cards on the BUILT save
 * (src/tts/campaign/setupPieces.ts; the core's campaign/fates/setupPieces.ts), after an imported
 * record's `startAct` (BR p.7 step F). Seed 003: F1401A "Clear all of your Outrage"; F1501A "Clear
 * all your Outrage. Provoke Outrage with Weapons. (Discard all Weapons and Weapon Guild cards.)";
 * F2001A "You Provoke Outrage for Fuel and Material. (... Place agents on their Outrage icons.)";
 * F1701A step 4 "If you have no Outrage, you may Provoke Outrage once to place 2 ships at a planet of
 * that Outrage type"; F615A, F2201A, F212A, F312A, F820A's cards laid where their text says; F1601A step 3
 * "Add the 6 Lord title cards (03-08) to the supply": in a row north of the decks by the supplies, each
 * card's footprint clear of every object of the built save (tools/table/footprint.ts, as the geometry gate).
 */
import { GLOBAL_GUID, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { CampaignRecord } from "../../src/core/campaign/types";
import { coreState, snapAt } from "../support/scenario";
import { campaign, inArea, loose, recordImported, nextActRecord } from "../support/fateTable";
import { dropCard, firstAction, game, zone } from "../support/campaignEvents";
import { builtSave } from "../support/builtSave";
import * as fs from "node:fs";
import { fileURLToPath } from "node:url";
import { TABLE_TOP, footprintOf, objBounds, overlapDepth } from "../../tools/table/footprint";
import type { AssetSizes, PlacedObject } from "../../tools/table/footprint";
import { pngInfo } from "../../tools/render/raster";

const SEATS = ["Red", "Blue", "Yellow"];

const record = (nextAct: "II" | "III", fates: string[]): CampaignRecord => nextActRecord(nextAct, fates, SEATS);

const near = (o: FakeObject | undefined, p: { x: number; z: number } | undefined, d: number) => o !== undefined && p !== undefined && Math.hypot(o.position.x - p.x, o.position.z - p.z) < d;
const icon = (table: TtsTable, colour: string, type: string) => snapAt(table, "player-board", `outrage-${type}`, colour);
/** The agents (of `colour`) on `board`'s Outrage icon of `type`. */
const agentsOn = (table: TtsTable, board: string, type: string, colour = board) =>
  table.find((o) => o.tags.includes("agent") && o.tags.includes(colour) && near(o, icon(table, board, type), 0.5)).length;
const outraged = (table: TtsTable, colour: string) => ["material", "fuel", "weapon", "relic", "psionic"].filter((r) => agentsOn(table, colour, r) > 0);

/** `colour`'s agent onto their own Outrage icon of `type`, as a player lays it. */
function agentOnIcon(table: TtsTable, colour: string, type: string): void {
  const bag = table.find((o) => o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes(colour))[0];
  const at = icon(table, colour, type)!;
  table.playerTake(bag, { position: { x: at.x, y: 1.6, z: at.z } });
}

/** A resource token of `type` onto `colour`'s board slot `n`. */
function resourceOnSlot(table: TtsTable, colour: string, type: string, n: number): FakeObject {
  const bag = table.find((o) => o.tags.includes("resource-supply") && o.tags.includes(type))[0];
  const at = snapAt(table, "player-board", `resource-slot-${n}`, colour)!;
  return table.playerTake(bag, { position: { x: at.x, y: 1.6, z: at.z } })!;
}

const reload = (table: TtsTable) => {
  const again = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
  again.settle();
  return again;
};

describe("Act II: F1401A clears the Pacifist's Outrage, F1501A clears the Peacekeeper's and Provokes Weapons; F615A tucks Partisan Seizing by the card play area", () => {
  let weapon: FakeObject;
  const table = recordImported(record("II", ["FATE14", "FATE15", "FATE06"]), 4, (t) => {
    agentOnIcon(t, "Red", "fuel");
    agentOnIcon(t, "Red", "relic");
    agentOnIcon(t, "Blue", "relic");
    weapon = resourceOnSlot(t, "Blue", "weapon", 1);
    t.settle();
  });

  test("Red's agents are off their Outrage icons; Blue's Relic agent too, a Blue agent on the Weapon icon and the Weapon back in its supply", () => {
    expect(campaign(table).actSetups?.map((f) => f.card)).toEqual(["F1401A", "F1501A", "F615A"]);
    expect(outraged(table, "Red")).toEqual([]);
    expect(outraged(table, "Blue")).toEqual(["weapon"]);
    expect(table.find((o) => o === weapon)).toEqual([]);
    const said = table.messages.map((m) => m.text).join("\n");
    expect(said).toContain("Blue sets up the Peacekeeper (F1501A, BR p.7)");
    expect(said).toContain("clears all of their Outrage; Provokes Weapon Outrage");
    expect(table.scriptErrors).toEqual([]);
  });

  test("F615A step 2: Partisan Seizing (F603) face up past the card play area's outer edge, out of the Partisan's play area", () => {
    const card = loose(table, "F603");
    const lead = table.find((o) => o.isZone && o.tags.includes("lead-slot"))[0];
    expect({ outside: card !== undefined && card.position.x < lead.position.x - 10, faceUp: card?.rotation.z, inArea: inArea(table, card, "Yellow") }).toEqual({ outside: true, faceUp: 0, inArea: false });
  });

  test("after a save and load nothing is laid twice: the same Outrage, no agent more", () => {
    const again = reload(table);
    expect(outraged(again, "Red")).toEqual([]);
    expect(outraged(again, "Blue")).toEqual(["weapon"]);
    expect(again.find((o) => o.tags.includes("agent") && o.tags.includes("Blue") && !o.isContainer).length).toBe(table.find((o) => o.tags.includes("agent") && o.tags.includes("Blue") && !o.isContainer).length);
    expect(again.scriptErrors).toEqual([]);
  });
});

describe("Act III: F2001A Provokes Fuel and Material; F2201A's event die in the map's centre and The Dead Live by the chapter track; F1701A step 4 on Sycophants", () => {
  const table = recordImported(record("III", ["FATE17", "FATE20", "FATE22"]), 5, (t) => {
    resourceOnSlot(t, "Red", "fuel", 1);
    t.settle();
  });
  const sycophants = () => loose(table, "F1702");

  test("Blue's agents on the Fuel and Material icons (in that order the card says)", () => {
    expect(outraged(table, "Blue")).toEqual(["material", "fuel"]);
    expect(outraged(table, "Red")).toEqual([]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("F2201A steps 4-5: the event die in the Twisted Passage's zone, The Dead Live (F2204) face up off the map's edge by the chapter track", () => {
    const die = table.find((o) => o.tags.includes("campaign-die") && o.data.GMNotes === "event")[0];
    const centre = table.find((o) => o.isZone && o.tags.includes("twisted-passage"))[0];
    expect(centre.contains(die.position)).toBe(true);
    const card = loose(table, "F2204");
    expect({ byTrack: near(card, snapAt(table, "map", "chapter-1"), 7), faceUp: card?.rotation.z }).toEqual({ byTrack: true, faceUp: 0 });
  });

  test("Sycophants (F1702) in Red's play area carries the Setup buttons; Blue's press is refused to Blue alone, nothing moves", () => {
    const card = sycophants();
    expect(inArea(table, card, "Red")).toBe(true);
    expect(card.buttons.map((b) => b.label).filter((l) => String(l).indexOf("Setup:") === 0)).toEqual(["Setup: Material Outrage", "Setup: Fuel Outrage", "Setup: Weapon Outrage", "Setup: Relic Outrage", "Setup: Psionic Outrage"]);
    table.messages.length = 0;
    table.clickButton("Blue", card, "Setup: Fuel Outrage");
    table.settle();
    expect(table.messages.filter((m) => m.to === "Blue").map((m) => m.text).join(" ")).toContain("only Red may use it");
    expect(table.messages.filter((m) => m.to !== "Blue")).toEqual([]);
    expect(outraged(table, "Red")).toEqual([]);
  });

  test("Red's press Provokes Fuel Outrage: the Fuel off Red's board, a Red agent on the icon, the line tells the 2 ships; a second press is refused (Red has Outrage now)", () => {
    const card = sycophants();
    table.messages.length = 0;
    table.clickButton("Red", card, "Setup: Fuel Outrage");
    table.settle();
    expect(table.messages.map((m) => m.text).join("\n")).toContain("Red Provokes Fuel Outrage (Overlord Act III Setup (F1701A)): place 2 ships at a Fuel planet");
    expect(outraged(table, "Red")).toEqual(["fuel"]);
    const slot = snapAt(table, "player-board", "resource-slot-1", "Red");
    expect(table.find((o) => o.tags.includes("resource") && near(o, slot, 0.5))).toEqual([]);
    table.messages.length = 0;
    table.clickButton("Red", card, "Setup: Relic Outrage");
    table.settle();
    expect(table.messages.filter((m) => m.to === "Red").map((m) => m.text).join(" ")).toContain("Overlord Act III Setup (F1701A): only with no Outrage");
    expect(outraged(table, "Red")).toEqual(["fuel"]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("after a save and load: the buttons are drawn again, no agent laid twice", () => {
    const again = reload(table);
    expect(outraged(again, "Red")).toEqual(["fuel"]);
    expect(outraged(again, "Blue")).toEqual(["material", "fuel"]);
    expect(loose(again, "F1702").buttons.some((b) => b.label === "Setup: Fuel Outrage")).toBe(true);
    expect(again.scriptErrors).toEqual([]);
  });
  test("the Act's first card closes the choice: the one redraw path takes the buttons off Sycophants at once, again after a load; a stale press is refused to its presser alone", () => {
    const again = reload(table);
    const setupButtons = (t: TtsTable) => loose(t, "F1702").buttons.filter((b) => String(b.label).indexOf("Setup:") === 0);
    expect(setupButtons(again)).toHaveLength(5);
    dropCard(again, "Red", firstAction(game(again), "Red"), zone(again, "lead-slot"));
    expect(game(again).round?.plays.length).toBe(1);
    expect(setupButtons(again)).toEqual([]);
    // A press TTS had queued before the buttons went (the click function called as TTS would).
    again.messages.length = 0;
    const before = JSON.stringify(game(again));
    again.callScript(GLOBAL_GUID, "arcsOverlordSetup_psionic", loose(again, "F1702"), "Red");
    again.settle();
    expect(again.messages.map((m) => [m.to, m.text])).toEqual([["Red", "Overlord Act III Setup (F1701A): only before the Act's first card"]]);
    expect(JSON.stringify(game(again))).toBe(before);
    expect(outraged(again, "Red")).toEqual(["fuel"]);
    const third = reload(again);
    expect(setupButtons(third)).toEqual([]);
    expect(third.scriptErrors.concat(again.scriptErrors)).toEqual([]);
  });
});

describe("kept 'A' Fates' Act III setups: F423A's Guild Supremacy by the ambition boxes, F325A's Economy and F1408A's Empathy for All by the card play area", () => {
  const table = recordImported(record("III", ["FATE04", "FATE03", "FATE14"]), 7);

  test("Guild Supremacy (F426) face up off the map's north edge by the ambition boxes; the Economy (F326A, Closed Economy face up: Blue is a Regent) and Empathy for All (F1410) each in its own row past the card play area", () => {
    const f426 = loose(table, "F426");
    expect({ byBoxes: near(f426, snapAt(table, "map", "ambition-warlord"), 6), faceUp: f426?.rotation.z }).toEqual({ byBoxes: true, faceUp: 0 });
    const lead = table.find((o) => o.isZone && o.tags.includes("lead-slot"))[0];
    const economy = loose(table, "F326A");
    const empathy = loose(table, "F1410");
    expect({ economy: economy.position.x < lead.position.x - 10, empathy: empathy.position.x < lead.position.x - 10, apart: Math.abs(economy.position.z - empathy.position.z) > 3, faceUp: [economy.rotation.z, empathy.rotation.z] })
      .toEqual({ economy: true, empathy: true, apart: true, faceUp: [0, 0] });
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("kept 'A' Fates' Act II setups: F212A's Armistices under Call for Armistice, F312A's Monopolies under their supplies, F820A's Ideals and Doctrine", () => {
  const table = recordImported(record("II", ["FATE02", "FATE03", "FATE08"]), 6);

  test("F212A: Armistice (F216, F217) under Call for Armistice (F215) in the booklet, lower than it", () => {
    const f215 = loose(table, "F215");
    for (const id of ["F216", "F217"]) {
      const a = loose(table, id);
      expect({ id, under: near(a, f215?.position, 1.5) && a.position.y < f215!.position.y }).toEqual({ id, under: true });
    }
    expect(table.scriptErrors).toEqual([]);
  });

  test("F312A: each Monopoly (F313-F317) lies under its type's supply bag, out of every play area", () => {
    for (const [id, type] of [["F313", "material"], ["F314", "fuel"], ["F315", "relic"], ["F316", "psionic"], ["F317", "weapon"]]) {
      const card = loose(table, id);
      const bag = table.find((o) => o.tags.includes("resource-supply") && o.tags.includes(type))[0];
      expect({ id, under: near(card, bag.position, 0.5) && card.position.y < bag.position.y, inArea: SEATS.some((c) => inArea(table, card, c)) }).toEqual({ id, under: true, inArea: false });
    }
  });

  test("F820A: the Ideal bag in Yellow's play area; the Doctrine (F822A) by the card play area, Wisdom side (face down: Yellow lacks the initiative)", () => {
    const bag = table.find((o) => o.data.GMNotes === "f8-ideal")[0];
    expect(inArea(table, bag, "Yellow")).toBe(true);
    expect(campaign(table).doctrine).toBe("wisdom");
    const card = loose(table, "F822A");
    expect({ faceDown: card?.rotation.z, found: card !== undefined }).toEqual({ faceDown: 180, found: true });
    expect(coreState(table)).toBeDefined();
  });
});

describe("F1601A step 3 'Add the 6 Lord title cards (03-08) to the supply': in a row north of the decks, once", () => {
  const table = recordImported(record("II", ["FATE16", "FATE09", "FATE10"]), 4);
  const LORDS = ["F1603", "F1604", "F1605", "F1606", "F1607", "F1608"];
  const where = (t: TtsTable) => LORDS.map((id) => t.find((o) => o.isCard && o.data.GMNotes === id).map((o) => ({ x: o.position.x, z: o.position.z })));

  test("each Lord title face up, out of every play area, in one row; its footprint overlaps nothing on the built save's table and lies on it", () => {
    expect(campaign(table).actSetups?.map((f) => f.card)).toContain("F1601A");
    const objects = builtSave().save.ObjectStates as unknown as PlacedObject[];
    // The built save's footprints as the geometry gate measures them (tests/table/geometryGate.test.ts): images and meshes from their files.
    const read = (url: string) => (url.startsWith("file:") ? fs.readFileSync(fileURLToPath(url)) : undefined);
    const sizes: AssetSizes = {
      image: (url) => {
        const b = read(url);
        return b === undefined ? undefined : { w: pngInfo(b).width, h: pngInfo(b).height };
      },
      mesh: (url) => {
        const b = read(url);
        return b === undefined ? undefined : objBounds(b.toString("utf8"));
      },
    };
    const fixed = objects.filter((o) => !(o.Tags ?? []).includes("table-surface")).flatMap((o) => {
      const f = footprintOf(o, sizes);
      return f === undefined ? [] : [f];
    });
    const cards = LORDS.map((id) => loose(table, id));
    for (const [i, c] of cards.entries()) {
      expect({ id: LORDS[i], faceUp: c?.rotation.z, inArea: SEATS.some((s) => inArea(table, c, s)) }).toEqual({ id: LORDS[i], faceUp: 0, inArea: false });
      const f = footprintOf({ Name: "CardCustom", Nickname: LORDS[i], Transform: { posX: c.position.x, posY: c.position.y, posZ: c.position.z, rotY: c.rotation.y, scaleX: c.scale.x, scaleY: c.scale.y, scaleZ: c.scale.z } }, sizes)!;
      expect({ id: LORDS[i], overlaps: fixed.filter((o) => overlapDepth(f, o) > 0).map((o) => o.name) }).toEqual({ id: LORDS[i], overlaps: [] });
      if (i > 0) expect(overlapDepth(f, footprintOf({ Name: "CardCustom", Transform: { posX: cards[i - 1].position.x, posY: 1, posZ: cards[i - 1].position.z, rotY: c.rotation.y, scaleX: c.scale.x, scaleY: 1, scaleZ: c.scale.z } }, sizes)!)).toBeLessThanOrEqual(0);
      expect(f.cx - f.hx > TABLE_TOP.x0 && f.cx + f.hx < TABLE_TOP.x1 && f.cz - f.hz > TABLE_TOP.z0 && f.cz + f.hz < TABLE_TOP.z1).toBe(true);
    }
    expect(new Set(cards.map((c) => Math.round(c.position.z * 10))).size).toBe(1);
    expect(table.messages.map((m) => m.text).join("\n")).toContain("places Lord of the 1st Cluster (F1603)");
    expect(table.scriptErrors).toEqual([]);
  });

  test("after a save and load each Lord title lies once, where it was: nothing laid again", () => {
    const again = reload(table);
    expect(where(again)).toEqual(where(table));
    expect(where(again).map((w) => w.length)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(again.scriptErrors).toEqual([]);
  });
});
