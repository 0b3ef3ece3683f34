/**
 * The built save against docs/table-contract.md: every object the contract names, with its tags
 * and GMNotes; counts per colour; decks against the data modules; assets on disk and within TTS's
 * limits; dice faces; zones and pieces lying on their spots; tagged snap points; determinism.
 */
import { SHARED_TAG } from "../../tools/lib/build";
import * as fs from "node:fs";
import * as path from "node:path";
import * as os from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import { builtSave, SaveObject } from "../support/builtSave";
import { buildSave } from "../../tools/lib/build";
import { REPO_ROOT } from "../../tools/lib/tstl";
import { gameDataValidators } from "../../tools/lib/gameData";
import { pngInfo } from "../../tools/render/raster";
import { Transform, halfExtents, localToWorld, worldToLocal } from "../../tools/table/geometry";
import { dataCards, DECK_KINDS, DECK_TAGS } from "../../tools/table/decks";
import { SYSTEMS } from "../../src/core/data/map";
import { AMBITIONS, COLOURS, RESOURCE_TYPES } from "../../src/core/data/vocabulary";
import { AMBITION_MARKERS } from "../../src/core/data/ambitions";
import { DICE } from "../../src/core/data/dice";
import { courtCard } from "../../src/core/data/court";

const built = builtSave();
const top = built.save.ObjectStates;
const all = built.allObjects();
const has = (o: SaveObject, ...tags: string[]) => tags.every((t) => (o.Tags ?? []).includes(t));
const tagged = (...tags: string[]) => all.filter((o) => has(o, ...tags));
const topTagged = (...tags: string[]) => top.filter((o) => has(o, ...tags));
const one = (...tags: string[]) => {
  const found = tagged(...tags);
  expect({ tags, count: found.length }).toEqual({ tags, count: 1 });
  return found[0];
};
const layouts = JSON.parse(fs.readFileSync(path.join(built.outDir, "preview", "layout.json"), "utf8"));
interface Spot { id: string; x: number; y: number; w: number; h: number }

/** A world point -> normalised image coordinates of a flat Custom_Tile (inverse of geometry.ts). */
function toImage(parent: SaveObject, imgW: number, imgH: number, x: number, z: number): { u: number; v: number } {
  const l = worldToLocal(parent.Transform as Transform, x, 0, z);
  const { hx, hz } = halfExtents(imgW, imgH);
  return { u: 0.5 - l.x / (2 * hx), v: 0.5 + l.z / (2 * hz) };
}

function within(p: { u: number; v: number }, s: Spot, slack = 1e-3): boolean {
  return Math.abs(p.u - s.x) <= s.w / 2 + slack && Math.abs(p.v - s.y) <= s.h / 2 + slack;
}

const map = one("map");
const mapImage = (o: SaveObject) => toImage(map, layouts.mapBoard.width, layouts.mapBoard.height, o.Transform!.posX, o.Transform!.posZ);

describe("map and court", () => {
  test("the map is a locked Custom_Tile", () => {
    expect(map).toMatchObject({ Name: "Custom_Tile", Locked: true });
  });

  test("one zone per system (24), GMNotes = system id, lying on the system's spot of the map", () => {
    const zones = topTagged("system");
    expect(zones.map((z) => z.GMNotes).sort()).toEqual(SYSTEMS.map((s) => s.id).sort());
    for (const z of zones) {
      expect(z.Name).toBe("ScriptingTrigger");
      const spot = layouts.mapBoard.systems.find((s: Spot) => s.id === z.GMNotes);
      // the zone covers the drawn system (its centre and its disc)
      const zt = z.Transform as unknown as Transform;
      const local = (u: number, v: number) => {
        const { hx, hz } = halfExtents(layouts.mapBoard.width, layouts.mapBoard.height);
        const w = localToWorld(map.Transform as unknown as Transform, (0.5 - u) * 2 * hx, 0, (v - 0.5) * 2 * hz);
        return worldToLocal(zt, w.x, zt.posY, w.z);
      };
      for (const [u, v] of [[spot.x, spot.y], [spot.x - spot.w / 2.5, spot.y], [spot.x, spot.y + spot.h / 2.5]]) {
        const l = local(u, v);
        expect({ id: z.GMNotes, inside: Math.abs(l.x) <= 0.5 && Math.abs(l.z) <= 0.5 }).toEqual({ id: z.GMNotes, inside: true });
      }
    }
    const s31 = zones.find((z) => z.GMNotes === "3.1")!;
    const p = mapImage(s31);
    expect(p.u).toBeGreaterThan(0);
    expect(p.u).toBeLessThan(1);
    expect(p.v).toBeGreaterThan(0);
    expect(p.v).toBeLessThan(1);
  });

  test("court slots 1..5 (5: the campaign row's, off the printed row), court deck and discard, 5 ambition boxes, Ambition Declared, Available markers: zones on their spots", () => {
    expect(topTagged("court-slot").map((z) => z.GMNotes).sort()).toEqual(["1", "2", "3", "4", "5"]);
    expect(topTagged("ambition-box").map((z) => z.GMNotes).sort()).toEqual([...AMBITIONS].sort());
    const checks: [SaveObject, Spot][] = [
      ...topTagged("court-slot").map((z): [SaveObject, Spot] => [z, [...layouts.mapBoard.court, ...layouts.mapBoard.courtExtra].find((s: Spot) => s.id === `court-${z.GMNotes}`)]),
      [one("court-deck-zone"), layouts.mapBoard.court.find((s: Spot) => s.id === "court-deck")],
      [one("court-discard"), layouts.mapBoard.court.find((s: Spot) => s.id === "court-discard")],
      [one("ambition-declared"), layouts.mapBoard.ambitionDeclared],
      [one("available-markers"), layouts.mapBoard.availableMarkers],
      ...topTagged("ambition-box").map((z): [SaveObject, Spot] => [z, layouts.mapBoard.ambitionBoxes.find((s: Spot) => s.id === z.GMNotes)]),
    ];
    for (const [z, s] of checks) {
      expect(z.Name).toBe("ScriptingTrigger");
      expect({ zone: z.Nickname, on: within(mapImage(z), { ...s, w: 0, h: 0 }) }).toEqual({ zone: z.Nickname, on: true });
    }
  });

  test("a building on its slot lies in its system's zone and in no other system's zone", () => {
    const points = map.AttachedSnapPoints as { Position: { x: number; y: number; z: number }; Tags: string[] }[];
    const zones = topTagged("system");
    const inZone = (z: SaveObject, x: number, zz: number) => {
      const l = worldToLocal(z.Transform as unknown as Transform, x, z.Transform!.posY, zz);
      return Math.abs(l.x) <= 0.5 && Math.abs(l.z) <= 0.5;
    };
    const slots = points.filter((p) => p.Tags.includes("building-slot"));
    expect(slots.length).toBe(26);
    for (const p of slots) {
      const w = localToWorld(map.Transform as unknown as Transform, p.Position.x, p.Position.y, p.Position.z);
      const system = p.Tags.find((t) => t.startsWith("system-"))!.slice("system-".length);
      const containing = zones.filter((z) => inZone(z, w.x, w.z)).map((z) => z.GMNotes);
      expect({ slot: p.Tags.join(" "), zones: containing }).toEqual({ slot: p.Tags.join(" "), zones: [system] });
    }
  });

  test("map snap points: building slots per system, power 0..35, chapters 1..5, court slots, ambitions", () => {
    const points = map.AttachedSnapPoints as { Tags: string[] }[];
    const tags = points.flatMap((p) => p.Tags);
    const buildingSlots = points.filter((p) => p.Tags.includes("building-slot"));
    expect(buildingSlots).toHaveLength(SYSTEMS.reduce((n, s) => n + s.slots, 0));
    for (const s of SYSTEMS) expect(buildingSlots.filter((p) => p.Tags.includes(`system-${s.id}`))).toHaveLength(s.slots);
    for (let i = 0; i <= 35; i++) expect(tags).toContain(`power-${i}`);
    for (let i = 1; i <= 5; i++) expect(tags).toContain(`chapter-${i}`);
    for (let i = 1; i <= 5; i++) expect(tags).toContain(`court-slot-${i}`);
    for (const a of AMBITIONS) expect(tags).toContain(`ambition-${a}`);
    for (const p of points) expect(p.Tags.length).toBeGreaterThan(0);
  });
});

describe("card play", () => {
  test("play mat, lead slot, a follow and a seize slot per seat, action discard", () => {
    expect(one("play-mat")).toMatchObject({ Name: "Custom_Tile", Locked: true });
    expect(one("lead-slot").Name).toBe("ScriptingTrigger");
    expect(one("action-discard").Name).toBe("ScriptingTrigger");
    for (const c of COLOURS) {
      expect(one("follow-slot", c)).toMatchObject({ Name: "ScriptingTrigger", GMNotes: c });
      expect(one("seize-slot", c)).toMatchObject({ Name: "ScriptingTrigger", GMNotes: c });
    }
  });

  test("the action deck lies on the play mat", () => {
    const mat = one("play-mat");
    const deck = one("action-deck");
    const l = worldToLocal(mat.Transform as Transform, deck.Transform!.posX, 0, deck.Transform!.posZ);
    expect(Math.abs(l.x)).toBeLessThan(1);
    expect(Math.abs(l.z)).toBeLessThan(1);
  });

  test("a hand zone per seat", () => {
    for (const c of COLOURS) expect(one("hand", c)).toMatchObject({ Name: "HandTrigger", FogColor: c, GMNotes: c });
  });
});

describe("decks against the data modules", () => {
  test.each(DECK_KINDS.map((k) => [k]))("%s deck: cards 1:1 with the data, DeckIDs = CardIDs, sheet <= 10x7, tags", (kind) => {
    const deck = one(DECK_TAGS[kind]);
    expect(deck.Name).toBe("DeckCustom");
    const cards = deck.ContainedObjects!;
    const data = dataCards(kind);
    expect(cards).toHaveLength(data.length);
    expect(cards.map((c) => c.GMNotes)).toEqual(data.map((c) => c.id));
    expect(cards.map((c) => c.Nickname)).toEqual(data.map((c) => c.name));
    // The contract's tags, plus the shared tag every object carries so tagged zones see it.
    expect(cards.map((c) => c.Tags)).toEqual(data.map((c) => [...c.tags, SHARED_TAG]));
    expect(deck.DeckIDs).toEqual(cards.map((c) => c.CardID));
    expect(new Set(cards.map((c) => c.CardID)).size).toBe(cards.length);
    const decks = deck.CustomDeck as Record<string, { NumWidth: number; NumHeight: number; FaceURL: string; BackURL: string; BackIsHidden: boolean }>;
    for (const [key, sheet] of Object.entries(decks)) {
      expect(sheet.NumWidth).toBeLessThanOrEqual(10);
      expect(sheet.NumHeight).toBeLessThanOrEqual(7);
      expect(sheet.BackIsHidden).toBe(true);
      for (const c of cards) {
        expect(Math.floor((c.CardID as number) / 100)).toBe(Number(key));
        expect((c.CardID as number) % 100).toBeLessThan(sheet.NumWidth * sheet.NumHeight - 1);
      }
    }
    if (kind === "court") {
      for (const c of cards) expect(has(c, "guild") !== has(c, "vox")).toBe(true);
      for (const c of cards) expect(c.Nickname).toBe(courtCard(String(c.GMNotes))!.name);
    }
    if (kind === "action") expect(cards.find((c) => c.GMNotes === "aggression-7")!.Nickname).toBe("Aggression 7");
  });
});

describe("players", () => {
  test.each(COLOURS.map((c) => [c]))("%s: board, snap points, zones, pieces, bags, power marker", (c) => {
    const board = one("player-board", c);
    expect(board).toMatchObject({ Name: "Custom_Tile", Locked: true, GMNotes: c });
    const tags = (board.AttachedSnapPoints as { Tags: string[] }[]).flatMap((p) => p.Tags);
    for (let i = 1; i <= 6; i++) expect(tags).toContain(`resource-slot-${i}`);
    for (let i = 1; i <= 5; i++) expect(tags).toContain(`city-slot-${i}`);
    for (const r of RESOURCE_TYPES) expect(tags).toContain(`outrage-${r}`);
    for (const z of ["resources-zone", "trophies", "captives", "play-area"]) expect(one(z, c)).toMatchObject({ Name: "ScriptingTrigger", GMNotes: c });
    // zones of the board's own spots lie on them
    const pb = layouts.playerBoard;
    const onBoard = (o: SaveObject) => toImage(board, pb.width, pb.height, o.Transform!.posX, o.Transform!.posZ);
    expect(within(onBoard(one("trophies", c)), { ...pb.trophies, w: 0, h: 0 })).toBe(true);
    expect(within(onBoard(one("captives", c)), { ...pb.captives, w: 0, h: 0 })).toBe(true);
    // pieces (the contract tags a supply bag with its kind too: `supply` tells them apart)
    const pieces = (kind: string) => tagged(kind, c).filter((o) => !has(o, "supply"));
    expect(pieces("ship")).toHaveLength(15);
    expect(pieces("agent")).toHaveLength(10);
    expect(pieces("starport")).toHaveLength(5);
    const cities = tagged("city", c);
    expect(cities).toHaveLength(5);
    cities.forEach((city) => {
      expect(top).toContain(city);
      expect(pb.citySlots.some((s: Spot) => within(onBoard(city), s))).toBe(true);
    });
    const slotsUsed = new Set(cities.map((city) => pb.citySlots.findIndex((s: Spot) => within(onBoard(city), s))));
    expect(slotsUsed.size).toBe(5);
    for (const kind of ["ship", "agent", "starport"]) {
      const bag = one("supply", kind, c);
      expect(bag).toMatchObject({ Name: "Bag", GMNotes: kind });
      expect(bag.ContainedObjects!.every((o) => has(o, kind, c))).toBe(true);
    }
    expect(one("power-marker", c).GMNotes).toBe(c);
    // damaged state representable: cities and starports have a second face; ships are models
    for (const b of [...cities, ...pieces("starport")]) {
      const img = b.CustomImage as { ImageURL: string; ImageSecondaryURL: string };
      expect(img.ImageSecondaryURL).not.toBe(img.ImageURL);
    }
    for (const s of pieces("ship")) expect(s.Name).toBe("Custom_Model");
  });
});

describe("markers, resources, dice", () => {
  test("initiative (two sides), three ambition markers (two sides), zero and chapter markers", () => {
    const ini = one("initiative-marker").CustomImage as { ImageURL: string; ImageSecondaryURL: string };
    expect(ini.ImageSecondaryURL).not.toBe(ini.ImageURL);
    const markers = tagged("ambition-marker");
    expect(markers.map((m) => m.GMNotes).sort()).toEqual(AMBITION_MARKERS.map((m) => m.id).sort());
    for (const m of markers) {
      const img = m.CustomImage as { ImageURL: string; ImageSecondaryURL: string };
      expect(img.ImageSecondaryURL).not.toBe(img.ImageURL);
      expect(within(mapImage(m), layouts.mapBoard.availableMarkers)).toBe(true);
    }
    expect(within(mapImage(one("zero-marker")), layouts.mapBoard.ambitionDeclared)).toBe(true);
    expect(within(mapImage(one("chapter-marker")), layouts.mapBoard.chapterTrack[0])).toBe(true);
  });

  test("5 resource tokens per type in their supply bags; path and out-of-play markers", () => {
    for (const r of RESOURCE_TYPES) {
      const bag = one("resource-supply", r);
      expect(bag.GMNotes).toBe(r);
      expect(bag.ContainedObjects!.filter((o) => has(o, "resource", r) && o.GMNotes === r)).toHaveLength(5);
      expect(tagged("resource", r)).toHaveLength(5);
    }
    expect(tagged("path-marker").map((m) => m.GMNotes).sort()).toEqual(["long", "long", "short", "short"]);
    expect(tagged("out-of-play-marker")).toHaveLength(6);
  });

  test("6 dice per type: Custom_Model dice whose RotationValues are the six face ids of dice.ts", () => {
    for (const d of DICE) {
      const dice = tagged("die", d.type);
      expect(dice).toHaveLength(6);
      for (const die of dice) {
        expect(die).toMatchObject({ Name: "Custom_Model", GMNotes: d.type });
        expect((die.CustomMesh as { TypeIndex: number }).TypeIndex).toBe(2);
        const rv = die.RotationValues as { Value: string; Rotation: { x: number; y: number; z: number } }[];
        expect(rv.map((r) => r.Value).sort()).toEqual(d.faces.map((f) => f.id).sort());
        expect(new Set(rv.map((r) => JSON.stringify(r.Rotation))).size).toBe(6);
      }
    }
    expect(one("dice-tray").Name).toBe("ScriptingTrigger");
  });
});

describe("the save as a whole", () => {
  test("every asset URL points to a file that exists; images are RGB PNG <= 4096 px", () => {
    const urls = new Set<string>();
    const walk = (v: unknown) => {
      if (typeof v === "string" && /^(file|https?):\/\//.test(v)) urls.add(v);
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === "object") Object.values(v).forEach(walk);
    };
    walk(built.save);
    expect(urls.size).toBeGreaterThan(30);
    for (const u of urls) {
      expect(u.startsWith("file:///")).toBe(true);
      const file = fileURLToPath(u);
      expect({ file, exists: fs.existsSync(file) }).toEqual({ file, exists: true });
      if (file.endsWith(".png")) {
        const info = pngInfo(fs.readFileSync(file));
        expect({ file, ok: info.width <= 4096 && info.height <= 4096 && info.colourType === 2 && info.bitDepth === 8 }).toEqual({ file, ok: true });
      }
    }
    expect(built.report.assetFiles.length).toBe(fs.readdirSync(path.join(built.outDir, "assets")).length);
  });

  test("GUIDs: 6 lowercase hex, unique across the whole save", () => {
    const guids = all.map((o) => o.GUID);
    for (const g of guids) expect(g).toMatch(/^[0-9a-f]{6}$/);
    expect(new Set(guids).size).toBe(guids.length);
  });

  test("tags are lowercase kebab-case or a seat colour; snap points carry tags", () => {
    for (const o of all) for (const t of o.Tags ?? []) expect(t).toMatch(/^([a-z0-9][a-z0-9.-]*|Red|Blue|Yellow|White)$/);
  });

  test("the Notebook has the rules summary tabs; the welcome note is still there", () => {
    const tabs = Object.values(built.save.TabStates as Record<string, { title: string; body: string }>);
    expect(tabs.map((t) => t.title)).toEqual(expect.arrayContaining([expect.stringMatching(/round/i), expect.stringMatching(/battle/i), expect.stringMatching(/chapter/i)]));
    for (const t of tabs) expect(t.body).toMatch(/p\.\d+/);
    expect(one("welcome").Name).toBe("Notecard");
  });

  test("rebuilding gives a byte-identical save", () => {
    const before = fs.readFileSync(built.report.savePath, "utf8");
    // Into a folder of its own: the shared build is read by other test workers meanwhile (rebuilding
    // it in place raced with them). Its assets' file:/// URLs name its own folder: compared as the
    // shared build's.
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-rebuild-"));
    try {
      const report = buildSave({ root: REPO_ROOT, outDir: other, validators: gameDataValidators(), preview: false });
      const again = fs.readFileSync(report.savePath, "utf8").split(pathToFileURL(path.join(other, "assets")).href).join(pathToFileURL(path.join(built.outDir, "assets")).href);
      expect(again.length).toBe(before.length);
      expect(again === before).toBe(true);
      expect(report.assetFiles).toEqual(built.report.assetFiles);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  }, 180_000);
});
