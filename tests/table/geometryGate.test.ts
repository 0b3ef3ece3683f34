/**
 * The geometry gate (issue 34 item 2, tools/table/geometryGate.ts): what a look at the table from
 * above catches, over the built save and over a fixture of the layout before issue 34
 * (tests/table/fixtures/layout-a02ff9c.json), on which it must fail.
 */
import * as fs from "node:fs";
import { fileURLToPath } from "node:url";
import { builtSave, SaveObject } from "../support/builtSave";
import { pngInfo } from "../../tools/render/raster";
import { CARD_SCALE, geometryGate, ZONE_OVERLAPS_ALLOWED } from "../../tools/table/geometryGate";
import { AssetSizes, CARD, PlacedObject, TABLE_SURFACE_Y, TABLE_TOP, objBounds } from "../../tools/table/footprint";
import { REPO_ROOT } from "../../tools/lib/tstl";
import { TtsTable } from "../../tools/ttsFake/table";
import type { ObjectData } from "../../tools/ttsFake/world";

/** Asset sizes read from the files the save's file:/// URLs name. */
function fileSizes(): AssetSizes {
  const read = (url: string) => (url.startsWith("file:") ? fs.readFileSync(fileURLToPath(url)) : undefined);
  return {
    image: (url) => {
      const b = read(url);
      if (b === undefined) return undefined;
      const i = pngInfo(b);
      return { w: i.width, h: i.height };
    },
    mesh: (url) => {
      const b = read(url);
      return b === undefined ? undefined : objBounds(b.toString("utf8"));
    },
  };
}

const CUBE = objBounds("v -0.5 -0.5 -0.5\nv 0.5 0.5 0.5");

describe("the built save", () => {
  const built = builtSave();
  const top = built.save.ObjectStates as unknown as PlacedObject[];

  test("passes the gate: no finding", () => {
    expect(geometryGate(top, fileSizes()).findings).toEqual([]);
  });

  test("uses no TTS table but ours: Table_None and one locked table-surface object, its top the surface, as large as TABLE_TOP", () => {
    expect(built.save.Table).toBe("Table_None");
    const tables = (built.save.ObjectStates as SaveObject[]).filter((o) => (o.Tags ?? []).includes("table-surface"));
    expect(tables).toHaveLength(1);
    const t = tables[0] as unknown as PlacedObject & { CustomMesh: { MeshURL: string } };
    expect(t).toMatchObject({ Name: "Custom_Model", Locked: true, Tags: ["table-surface"] });
    const b = fileSizes().mesh(t.CustomMesh.MeshURL)!;
    expect(t.Transform!.posY + b.max[1]).toBeCloseTo(TABLE_SURFACE_Y, 6);
    expect([t.Transform!.posX + b.min[0], t.Transform!.posX + b.max[0]]).toEqual([TABLE_TOP.x0, TABLE_TOP.x1]);
    expect([t.Transform!.posZ + b.min[2], t.Transform!.posZ + b.max[2]]).toEqual([TABLE_TOP.z0, TABLE_TOP.z1]);
  });

  test("every zone stands on the surface: its bottom is the table's top (the fake's zones are these real boxes)", () => {
    const zones = top.filter((o) => o.Name === "ScriptingTrigger" || o.Name === "HandTrigger");
    expect(zones.length).toBeGreaterThan(80);
    for (const z of zones) expect({ z: z.Nickname, bottom: Math.round((z.Transform!.posY - z.Transform!.scaleY / 2) * 1e4) / 1e4 }).toEqual({ z: z.Nickname, bottom: TABLE_SURFACE_Y });
  });
});

describe("the built save's zones in the fake", () => {
  test("the lead slot sees a card lying on the play mat, and not one lying under the table's surface", () => {
    const top = builtSave().save.ObjectStates as SaveObject[];
    const lead = top.find((o) => (o.Tags ?? []).includes("lead-slot"))!;
    const t = lead.Transform!;
    const card = { GUID: "c0ffee", Name: "CardCustom", Nickname: "A card", CardID: 100, Tags: ["action-card", "arcs"], Transform: { ...t, posY: 1.15, scaleX: 1.15, scaleY: 1, scaleZ: 1.15 } };
    const lua = `function inLead() local n = 0; for _, o in ipairs(getObjectsWithTag("lead-slot")[1].getObjects()) do n = n + 1 end; return n end`;
    const table = new TtsTable({ SaveName: "Zones", LuaScript: lua, LuaScriptState: "", XmlUI: "", ObjectStates: [lead as unknown as ObjectData, card as unknown as ObjectData] });
    expect(table.callScript("-1", "inLead")).toBe(1);
    // the same spot on a lower surface (the card fell through or off the table): in no zone
    table.drop("Red", table.object("c0ffee"), { x: t.posX, y: TABLE_SURFACE_Y - 0.3, z: t.posZ });
    expect(table.callScript("-1", "inLead")).toBe(0);
    table.drop("Red", table.object("c0ffee"), { x: t.posX, y: TABLE_SURFACE_Y + 0.25, z: t.posZ });
    expect(table.callScript("-1", "inLead")).toBe(1);
  });
});

describe("the layout before issue 34 (fixture)", () => {
  const fixture = JSON.parse(fs.readFileSync(`${REPO_ROOT}/tests/table/fixtures/layout-a02ff9c.json`, "utf8"));
  const sizes: AssetSizes = {
    image: (url) => {
      const s = fixture.imageSizes[url.replace("$asset:", "")];
      return s === undefined ? undefined : { w: s[0], h: s[1] };
    },
    mesh: (url) => (url.includes("die-mesh") ? CUBE : undefined),
  };
  const findings = geometryGate(fixture.ObjectStates, sizes).findings;

  test("fails: White's play area overlaps the rules booklet's Edicts slots 1, 2, 5 and 6, each finding naming both zones", () => {
    const overlaps = findings.filter((f) => f.startsWith("zones overlap:"));
    expect(overlaps).toEqual(
      ["1", "2", "5", "6"].map((n) => expect.stringMatching(new RegExp(`^zones overlap: "Rules booklet edicts-${n}" \\([0-9a-f]{6}\\) \\(rules-booklet-slot\\) and "White play area" \\(acab9b\\) \\(play-area\\), by `))),
    );
  });

  test("fails: no table of ours, and the play mat's slots leave no margin around a card", () => {
    expect(findings).toContain("no table of ours: no object tagged table-surface (the save's own Table has no known surface)");
    expect(findings).toContainEqual(expect.stringMatching(/^slot without a margin: "Lead slot" \(dd8553\) leaves 0\.04 x 0\.05 around a card/));
  });
});

describe("the gate's rules, on small tables", () => {
  const sizes: AssetSizes = { image: () => ({ w: 200, h: 100 }), mesh: () => undefined };
  const tableTop = (x0 = -20, x1 = 20, z0 = -20, z1 = 20): PlacedObject => ({
    Name: "Custom_Model", Nickname: "Table", GUID: "7ab1e0", Tags: ["table-surface"], Locked: true,
    Transform: { posX: (x0 + x1) / 2, posY: TABLE_SURFACE_Y, posZ: (z0 + z1) / 2, rotY: 0, scaleX: 1, scaleY: 1, scaleZ: 1 },
    CustomMesh: { MeshURL: "table" },
  });
  const meshes: AssetSizes = { ...sizes, mesh: (u) => (u === "table" ? { min: [-20, -1, -20], max: [20, 0, 20] } : undefined) };
  const zone = (name: string, role: string, x: number, z: number, w: number, d: number, rotY = 0, extra: Partial<PlacedObject> = {}): PlacedObject => ({
    Name: "ScriptingTrigger", Nickname: name, Tags: [role, "arcs"],
    Transform: { posX: x, posY: TABLE_SURFACE_Y + 1.5, posZ: z, rotY, scaleX: w, scaleY: 3, scaleZ: d }, ...extra,
  });
  const tile = (name: string, x: number, z: number, scale: number, locked: boolean, rotY = 0, extra: Partial<PlacedObject> = {}): PlacedObject => ({
    Name: "Custom_Tile", Nickname: name, Locked: locked, CustomImage: { ImageURL: "img", CustomTile: { Type: 0, Thickness: 0.2 } },
    Transform: { posX: x, posY: TABLE_SURFACE_Y + (locked ? 0.1 : 0.3), posZ: z, rotY, scaleX: scale, scaleY: 1, scaleZ: scale }, ...extra,
  });

  test("zones: a turned zone is checked as turned (apart when turned, overlapping when not); same roles may overlap", () => {
    // a 10 x 1 zone along x, centre (0, 0); another at (0, 3): apart; turned 90 it reaches z = 5
    const a = zone("Long", "play-area", 0, 0, 10, 1);
    expect(geometryGate([tableTop(), a, zone("Other", "court-slot", 0, 3, 4, 4)], meshes).findings).toEqual([]);
    expect(geometryGate([tableTop(), { ...a, Transform: { ...a.Transform!, rotY: 90 } }, zone("Other", "court-slot", 0, 3, 4, 4)], meshes).findings)
      .toEqual([expect.stringMatching(/^zones overlap: "Long" \(play-area\) and "Other" \(court-slot\), by 1\.00$/)]);
    expect(geometryGate([tableTop(), a, zone("Same", "play-area", 0, 0.5, 4, 4)], meshes).findings).toEqual([]);
  });

  test("the table: everything on it, zones standing on its top, boards resting on it", () => {
    const f = geometryGate([tableTop(), zone("Far", "system", 19, 0, 4, 4), tile("Board", 0, 0, 2, true, 0, { Transform: { posX: 0, posY: 1.5, posZ: 0, rotY: 0, scaleX: 2, scaleY: 1, scaleZ: 2 } }), zone("High", "system", 0, 10, 2, 2, 0, { Transform: { posX: 0, posY: 3, posZ: 10, rotY: 0, scaleX: 2, scaleY: 3, scaleZ: 2 } })], meshes).findings;
    expect(f).toEqual([
      `off the table: "Far" reaches beyond the edge of "Table" (7ab1e0)`,
      `board not resting on the table: "Board" has its bottom at 1.40, the table "Table" (7ab1e0) its top at ${TABLE_SURFACE_Y.toFixed(2)}`,
      `zone not on the surface: "High" has its bottom at 1.50, the table "Table" (7ab1e0) its top at ${TABLE_SURFACE_Y.toFixed(2)}`,
    ]);
  });

  test("objects: a piece over a board's edge, two pieces overlapping, boards overlapping; a stack is fine", () => {
    // a 200 x 100 image: a tile of scale s is 4s x 2s
    const board = tile("Board", 0, 0, 2, true); // 8 x 4: x -4..4, z -2..2
    const f = geometryGate([
      tableTop(), board, tile("Other board", 0, 3, 1, true), // z 2..4 but it is 2 x 4 turned? no: 4 x 2, z 2..4: touches only
      tile("Token", 3.9, 0, 0.1, false), // 0.4 x 0.2 at x 3.9: over the edge (x to 4.1)
      tile("A", 10, 10, 0.5, false), tile("B", 11, 10, 0.5, false), // 2 x 1 each, 1 apart in x: overlap 1
      tile("Stacked 1", -10, -10, 0.5, false), tile("Stacked 2", -10, -10, 0.5, false),
    ], meshes).findings;
    expect(f).toEqual([`over an edge: "Token" lies partly on "Board"`, `objects overlap: "A" and "B", by 1.00`]);
    expect(geometryGate([tableTop(), board, tile("Turned board", 0, 3, 1, true, 90)], meshes).findings).toEqual([`boards overlap: "Board" and "Turned board", by 1.00`]);
  });

  test("snap points lie in the zone of their role; card slots leave a margin", () => {
    const board = tile("Board", 0, 0, 2, true, 0, { Tags: ["player-board", "Red"], AttachedSnapPoints: [{ Position: { x: 1, y: 0.1, z: 0 }, Tags: ["resource-slot-1", "resource"] }] });
    // snap point world x = 0 + 2 * 1 = 2: inside a resources zone at x 2, not one at x -2
    expect(geometryGate([tableTop(), board, zone("Red resources", "resources-zone", 2, 0, 1, 1, 0, { Tags: ["resources-zone", "Red", "arcs"] })], meshes).findings).toEqual([]);
    expect(geometryGate([tableTop(), board, zone("Red resources", "resources-zone", -2, 0, 1, 1, 0, { Tags: ["resources-zone", "Red", "arcs"] })], meshes).findings)
      .toEqual([`snap point resource-slot-1+resource of "Board" lies outside "Red resources" (resources-zone)`]);
    expect(geometryGate([tableTop(), zone("Lead slot", "lead-slot", 0, 0, 2.5, 3.6), zone("Roomy", "follow-slot", 5, 0, 2.9, 3.9)], meshes).findings)
      .toEqual([expect.stringMatching(/^slot without a margin: "Lead slot" leaves 0\.02 x 0\.08 around a card/)]);
  });

  test("the card the gate fits in slots is the card `!arcs check` measures (src/tts/lib/assumptions.ts)", () => {
    // read as text: the module is TTS code (its types are TTS globals the tools' type-check lacks)
    const text = fs.readFileSync(`${REPO_ROOT}/src/tts/lib/assumptions.ts`, "utf8");
    const m = /tag: "action-card", x: ([\d.]+), z: ([\d.]+)/.exec(text)!;
    expect(m).not.toBeNull();
    expect(CARD.w * CARD_SCALE).toBeCloseTo(Number(m[1]), 2);
    expect(CARD.d * CARD_SCALE).toBeCloseTo(Number(m[2]), 1);
  });

  test("the overlaps allowed on purpose are the ones docs/table-contract.md lists", () => {
    const doc = fs.readFileSync(`${REPO_ROOT}/docs/table-contract.md`, "utf8");
    expect(doc).toContain("## Zones that overlap on purpose");
    for (const p of ZONE_OVERLAPS_ALLOWED) expect(doc).toContain(`\`${p.roles[0]}\` and \`${p.roles[1]}\``);
  });
});
