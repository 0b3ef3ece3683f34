/**
 * The build-time expansions of objects/ ($asset, $deck, $fill, $snapPoints, $zones), the geometry
 * they share, asset URLs, and the build around them, on small inputs (no real render: fast).
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import type { JsonObject, ObjectSource } from "../../tools/lib/objects";
import { BuildError } from "../../tools/lib/objects";
import { buildSave } from "../../tools/lib/build";
import { REPO_ROOT } from "../../tools/lib/tstl";
import { ExpandContext, expandDeck, expandFill, resolveAssetRefs, snapPointsFor, zonesFor, expandSnapPoints } from "../../tools/table/expand";
import { halfExtents, localToWorld, spotToLocal, worldToLocal, Transform } from "../../tools/table/geometry";
import { assetFileName, assetUrl, writeAssets, TableAssets, Asset } from "../../tools/table/assets";
import { derivedGuid } from "../../tools/table/guid";
import { TABLE_SURFACE_Y } from "../../tools/table/footprint";
import { LORE_CARDS } from "../../src/core/data/lore";
import { COURT_CARDS, validateCourtCards } from "../../src/core/data/court";
import { validateGameData } from "../../src/core/data/validate";
import { encodePng, blankImage } from "../../tools/render/raster";
import { makeFixture, transform, Fixture, NOTE } from "../support/fixtureTable";
import { campaignDeckSpecs, twoSidedSheets } from "../../tools/table/campaignDecks";

const T = (x = 0, z = 0, rotY = 180, s = 1): Transform => ({ posX: x, posY: 1, posZ: z, rotX: 0, rotY, rotZ: 0, scaleX: s, scaleY: 1, scaleZ: s });
const src = (data: JsonObject, contents: ObjectSource[] = []): ObjectSource => ({ file: "objects/X.abcdef.json", data, contents });
const loreIds = LORE_CARDS.map((c) => c.id);

function ctx(over: Partial<ExpandContext> = {}): ExpandContext {
  return {
    urls: new Map([["a", "https://h/a.png"], ["deck-lore", "https://h/lore.png"], ["deck-lore-back", "https://h/lore-back.png"]]),
    layouts: {
      board: {
        width: 200,
        height: 100,
        resourceSlots: [{ id: "resource-1", x: 0.5, y: 0.5, w: 0.1, h: 0.2 }, { id: "resource-2", x: 1, y: 0, w: 0.1, h: 0.2 }],
        citySlots: [{ id: "city-1", x: 0.25, y: 0.25, w: 0.1, h: 0.1 }],
        outrage: [{ id: "outrage-fuel", x: 0.75, y: 0.75, w: 0.1, h: 0.1 }],
        trophies: { id: "trophies", x: 0.9, y: 0.5, w: 0.2, h: 0.4 },
      },
    },
    decks: { lore: { ids: [...loreIds].reverse(), cols: 5, rows: 3 } } as ExpandContext["decks"],
    ...over,
  };
}

describe("geometry: layout (normalised image coordinates) -> TTS", () => {
  test("a W:H tile spans +-W/H by +-1 (landscape), +-1 by +-H/W (portrait)", () => {
    expect(halfExtents(4096, 3072)).toEqual({ hx: 4096 / 3072, hz: 1 });
    expect(halfExtents(100, 200)).toEqual({ hx: 1, hz: 2 });
  });

  test("image top -> local -Z, image right -> local -X; sizes scale with the extents", () => {
    expect(spotToLocal({ x: 0.5, y: 0.5, w: 1, h: 1 }, 200, 100)).toEqual({ x: 0, z: 0, w: 4, d: 2 });
    expect(spotToLocal({ x: 1, y: 0, w: 0, h: 0 }, 200, 100)).toMatchObject({ x: -2, z: -1 });
    expect(spotToLocal({ x: 0, y: 1, w: 0, h: 0 }, 100, 100)).toMatchObject({ x: 1, z: 1 });
  });

  test("local -> world applies scale, then Unity's rotation about Y, then position; worldToLocal inverts it", () => {
    const t = T(10, 0, 90, 2);
    const w = localToWorld(t, 0.5, 0, 0);
    expect(w.x).toBeCloseTo(10);
    expect(w.z).toBeCloseTo(-1);
    const back = worldToLocal(t, w.x, w.y, w.z);
    expect(back.x).toBeCloseTo(0.5);
    expect(back.z).toBeCloseTo(0);
    // rotY 180: local +Z (image bottom) points to world -Z, towards the south seat.
    expect(localToWorld(T(0, 0, 180), 0, 0, 1).z).toBeCloseTo(-1);
  });
});

describe('"$asset:NAME"', () => {
  test("replaced anywhere (nested objects, lists) by the asset URL", () => {
    const out = resolveAssetRefs({ A: "$asset:a", B: [{ C: "$asset:a" }], D: "plain", E: 3 }, ctx().urls, () => undefined);
    expect(out).toEqual({ A: "https://h/a.png", B: [{ C: "https://h/a.png" }], D: "plain", E: 3 });
  });

  test("an unknown asset is reported with its field path", () => {
    const errors: string[] = [];
    resolveAssetRefs({ CustomImage: { ImageURL: "$asset:nope" } }, ctx().urls, (f, m) => errors.push(`${f}: ${m}`));
    expect(errors).toEqual([expect.stringMatching(/^CustomImage\.ImageURL: unknown asset "nope"/)]);
  });
});

describe('"$deck"', () => {
  test("one CardCustom per data entry, CardID = key*100 + sheet slot, DeckIDs = CardIDs, name/id/tags, derived GUIDs", () => {
    const problems: string[] = [];
    const out = expandDeck(src({ GUID: "abcdef", Name: "DeckCustom", Transform: transform(), $deck: "lore" }), ctx(), problems);
    expect(problems).toEqual([]);
    expect(out.contents.map((c) => c.data.GMNotes)).toEqual(loreIds);
    const first = out.contents[0].data;
    expect(first).toMatchObject({ Name: "CardCustom", Nickname: LORE_CARDS[0].name, Tags: ["lore-card"], GUID: derivedGuid(`card:${loreIds[0]}`) });
    expect(first.CardID).toBe(500 + loreIds.length - 1); // the sheet lists the cards reversed
    expect(out.data.DeckIDs).toEqual(out.contents.map((c) => c.data.CardID));
    expect(out.data.CustomDeck).toEqual({ "5": { FaceURL: "$asset:deck-lore", BackURL: "$asset:deck-lore-back", NumWidth: 5, NumHeight: 3, BackIsHidden: true, UniqueBack: false, Type: 0 } });
    expect(new Set(out.contents.map((c) => c.data.GUID)).size).toBe(loreIds.length);
  });

  test("a sheet that disagrees with the data, an unknown deck, a deck with its own contents folder", () => {
    const problems: string[] = [];
    expandDeck(src({ GUID: "abcdef", Name: "DeckCustom", Transform: transform(), $deck: "lore" }), ctx({ decks: { lore: { ids: loreIds.slice(1), cols: 5, rows: 3 } } as ExpandContext["decks"] }), problems);
    expandDeck(src({ GUID: "abcdef", Name: "DeckCustom", Transform: transform(), $deck: "fates" }), ctx(), problems);
    expandDeck(src({ GUID: "abcdef", Name: "DeckCustom", Transform: transform(), $deck: "lore" }, [src({})]), ctx(), problems);
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`X\\.abcdef\\.json: field \\$deck: the rendered sheet and the data disagree \\(not on the sheet: ${loreIds[0]};`)),
      expect.stringMatching(/field \$deck: "fates" is not a deck/),
      expect.stringMatching(/field \$deck: the cards come from the data modules; remove the contents folder/),
    ]);
  });
});

describe('"$deck" for The Blighted Reach', () => {
  const aid = campaignDeckSpecs().find((d) => d.kind === "campaign-aid")!;
  const oneSided = aid.cards.filter((c) => c.back === undefined).map((c) => c.id);
  const sheets = twoSidedSheets();
  const campaignCtx = (own: string[] = oneSided) =>
    ctx({ decks: { "campaign-aid": { ids: own, cols: 4, rows: 2 }, ...Object.fromEntries(sheets.map((sh) => [sh.name, { ids: sh.ids, cols: 8, rows: 5, uniqueBack: true }])) } });

  test("one-sided cards come from the deck's sheet, two-sided ones from a shared unique-back sheet that hides side B", () => {
    const problems: string[] = [];
    const out = expandDeck(src({ GUID: "abcdef", Name: "DeckCustom", Transform: transform(), $deck: "campaign-aid" }), campaignCtx(), problems);
    expect(problems).toEqual([]);
    expect(out.contents.map((c) => c.data.GMNotes)).toEqual(aid.cards.map((c) => c.id));
    expect(out.data.DeckIDs).toEqual(out.contents.map((c) => c.data.CardID));
    const two = out.contents.filter((c) => aid.cards.find((x) => x.id === c.data.GMNotes)!.back !== undefined);
    expect(two.length).toBeGreaterThan(0);
    for (const c of two) {
      const sheet = sheets.find((sh) => sh.ids.includes(String(c.data.GMNotes)))!;
      expect(c.data.CardID).toBe(sheet.key * 100 + sheet.ids.indexOf(String(c.data.GMNotes)));
      expect(c.data.CustomDeck).toEqual({ [String(sheet.key)]: expect.objectContaining({ FaceURL: `$asset:deck-${sheet.name}`, UniqueBack: true, BackIsHidden: false }) });
    }
    const one = out.contents.filter((c) => oneSided.includes(String(c.data.GMNotes)));
    for (const c of one) expect(c.data.CustomDeck).toEqual({ [String(aid.key)]: expect.objectContaining({ FaceURL: "$asset:deck-campaign-aid", UniqueBack: false, BackIsHidden: true }) });
    expect(Object.keys(out.data.CustomDeck as JsonObject).sort()).toEqual([...new Set(out.contents.map((c) => Object.keys(c.data.CustomDeck as JsonObject)[0]))].sort());
  });

  test("a campaign sheet missing a card, and an unknown campaign deck, are refused by file and field", () => {
    const problems: string[] = [];
    expandDeck(src({ GUID: "abcdef", Name: "DeckCustom", Transform: transform(), $deck: "campaign-aid" }), campaignCtx(oneSided.slice(1)), problems);
    expandDeck(src({ GUID: "abcdef", Name: "DeckCustom", Transform: transform(), $deck: "campaign-nope" }), campaignCtx(), problems);
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`X\\.abcdef\\.json: field \\$deck: the rendered sheet and the data disagree \\(not on the sheet: ${oneSided[0]};`)),
      expect.stringMatching(/X\.abcdef\.json: field \$deck: "campaign-nope" is not a deck \(.*campaign-fate-set-24\)/),
    ]);
  });
});

describe('"$fill"', () => {
  test("count copies of the template (or of each template), GUIDs derived from the bag and the index", () => {
    const problems: string[] = [];
    const bag = src({ GUID: "abcdef", Name: "Bag", $fill: [{ count: 2, template: { Name: "Custom_Tile", GUID: "", Nickname: "A" } }, { count: 1, template: { Name: "Custom_Tile", Nickname: "B" } }] });
    const out = expandFill(bag, problems);
    expect(problems).toEqual([]);
    expect(out.contents.map((c) => c.data.Nickname)).toEqual(["A", "A", "B"]);
    expect(out.contents.map((c) => c.data.GUID)).toEqual([derivedGuid("fill:abcdef:0:0"), derivedGuid("fill:abcdef:0:1"), derivedGuid("fill:abcdef:1:0")]);
    expect(expandFill(bag, []).contents.map((c) => c.data.GUID)).toEqual(out.contents.map((c) => c.data.GUID));
  });

  test("a malformed entry names the file and the entry", () => {
    const problems: string[] = [];
    expandFill(src({ GUID: "abcdef", Name: "Bag", $fill: { count: 0, template: {} } }), problems);
    expect(problems).toEqual([expect.stringMatching(/X\.abcdef\.json: field \$fill: entry 1 must be \{"count"/)]);
  });
});

describe('"$snapPoints"', () => {
  test("player board: tagged snap points at each spot's local position", () => {
    const points = snapPointsFor("playerBoard", ctx().layouts.board)!;
    // Each snap point also carries the tag of what may snap there (TTS snaps only objects sharing a tag).
    expect(points.map((p) => p.Tags)).toEqual([["resource-slot-1", "resource"], ["resource-slot-2", "resource"], ["city-slot-1", "city"], ["outrage-fuel", "agent"]]);
    expect(points[0].Position).toEqual({ x: 0, y: 0.1, z: 0 });
    expect(points[1].Position).toEqual({ x: -2, y: 0.1, z: -1 });
  });

  test("appended to the object's own snap points; an unknown layout is refused", () => {
    const problems: string[] = [];
    const c = ctx({ layouts: { playerBoard: ctx().layouts.board } });
    const out = expandSnapPoints(src({ $snapPoints: "playerBoard", AttachedSnapPoints: [{ Position: { x: 9, y: 0, z: 9 } }] }), c, problems);
    expect((out.data.AttachedSnapPoints as unknown[]).length).toBe(5);
    expandSnapPoints(src({ $snapPoints: "moon" }), c, problems);
    expect(problems).toEqual([expect.stringMatching(/field \$snapPoints: "moon" is not a layout with snap points/)]);
  });
});

describe('"$zones"', () => {
  const parent = (zones: unknown[], t = T(10, 0, 90, 2)) => src({ GUID: "abcdef", Name: "Custom_Tile", Nickname: "Board", Transform: t as unknown as JsonObject, $zones: { layout: "board", zones } as unknown as JsonObject });

  test("one ScriptingTrigger per spot at parent transform x local spot, sized like the spot, tags and GMNotes templated", () => {
    const problems: string[] = [];
    const zones = zonesFor(parent([{ group: "resourceSlots", match: "-1$", tags: ["slot", "{key}"], gmNotes: "{id}", nickname: "Slot {key}" }]), ctx(), problems);
    expect(problems).toEqual([]);
    expect(zones).toHaveLength(1);
    const z = zones[0].data;
    expect(z).toMatchObject({ Name: "ScriptingTrigger", Tags: ["slot", "1"], GMNotes: "resource-1", Nickname: "Slot 1", GUID: derivedGuid("zone:abcdef:0:resource-1") });
    // centre spot -> the parent's position; size 0.1 x 0.2 of a 4 x 2 tile at scale 2 = 0.8 x 0.8
    expect(z.Transform).toMatchObject({ posX: 10, posZ: 0, rotY: 90, scaleX: 0.8, scaleZ: 0.8, scaleY: 3, posY: TABLE_SURFACE_Y + 1.5 });
  });

  test("union of a group, a single-spot group, a literal spot beyond the image", () => {
    const problems: string[] = [];
    const zones = zonesFor(parent([{ group: "resourceSlots", union: true, tags: ["row"] }, { group: "trophies", tags: ["trophies"] }, { spot: { x: -0.25, y: 0.5, w: 0.5, h: 1 }, tags: ["beside"] }], T(0, 0, 0, 1)), ctx(), problems);
    expect(problems).toEqual([]);
    expect(zones.map((z) => z.data.Tags)).toEqual([["row"], ["trophies"], ["beside"]]);
    const beside = zones[2].data.Transform as JsonObject;
    expect(beside).toMatchObject({ posX: 3, posZ: 0, scaleX: 2, scaleZ: 2 }); // left of the image = local +X at rotY 0
  });

  test("an unknown group or layout, a tilted parent: named errors", () => {
    const problems: string[] = [];
    zonesFor(parent([{ group: "nope", tags: ["x"] }]), ctx(), problems);
    zonesFor(src({ GUID: "abcdef", Transform: T() as unknown as JsonObject, $zones: { layout: "moon", zones: [] } }), ctx(), problems);
    zonesFor(parent([], { ...T(), rotX: 90 }), ctx(), problems);
    expect(problems).toEqual([
      expect.stringMatching(/field \$zones: zone 1: group "nope" is not in the layout/),
      expect.stringMatching(/field \$zones: layout "moon" is unknown/),
      expect.stringMatching(/field \$zones: the parent must lie flat/),
    ]);
  });
});

describe("asset files and URLs", () => {
  test("content-hashed names; file:/// URLs by default, hosted URLs under a base URL", () => {
    const a: Asset = { ext: "png", bytes: Buffer.from("x") };
    const file = assetFileName("map-board", a);
    expect(file).toMatch(/^map-board\.[0-9a-f]{10}\.png$/);
    expect(assetUrl(file, "/tmp/out/assets")).toBe(`file:///tmp/out/assets/${file}`);
    expect(assetUrl(file, "/tmp/out/assets", "https://example.org/arcs/assets")).toBe(`https://example.org/arcs/assets/${file}`);
    expect(assetUrl(file, "/tmp/out/assets", "https://example.org/arcs/assets/")).toBe(`https://example.org/arcs/assets/${file}`);
  });
});

// ---- the build around the expansions (a fake render: fast) --------------------------------------

function fakeAssets(warnings: string[] = []): TableAssets {
  const png = encodePng(blankImage(4, 2, [10, 20, 30]));
  const assets = new Map<string, Asset>([
    ["deck-lore", { ext: "png", bytes: png }],
    ["deck-lore-back", { ext: "png", bytes: png }],
    ["tile", { ext: "png", bytes: png }],
  ]);
  return {
    assets,
    layouts: ctx().layouts,
    decks: { lore: { ids: loreIds, cols: 5, rows: 3 } } as TableAssets["decks"],
    rendered: undefined as unknown as TableAssets["rendered"],
    warnings,
    timings: {},
  };
}

describe("the build with expansions", () => {
  let f: Fixture;
  beforeEach(() => {
    // Global runs the welcome note's small script: these builds test the expansions, and Global's
    // own bundle (compiled, checked and compacted: ~40 s of CPU from empty caches, alongside the
    // first suite's build of the same) is built and checked by build.test.ts and the built save.
    f = makeFixture({ globalScript: NOTE.$script });
    f.write("Lore.b00001.json", { GUID: "b00001", Name: "DeckCustom", Nickname: "Lore", Transform: transform(3), Tags: ["lore-deck"], $deck: "lore" });
    f.write("Board.b00002.json", {
      GUID: "b00002", Name: "Custom_Tile", Nickname: "Board", Transform: transform(-3), CustomImage: { ImageURL: "$asset:tile" },
      $zones: { layout: "board", zones: [{ group: "trophies", tags: ["trophies"] }] },
    });
    f.write("Bag.b00003.json", { GUID: "b00003", Name: "Bag", Nickname: "Bag", Transform: transform(6), $fill: { count: 3, template: { Name: "Custom_Tile", Nickname: "T", Transform: transform(), CustomImage: { ImageURL: "$asset:tile" } } } });
  });
  afterEach(() => fs.rmSync(f.dir, { recursive: true, force: true }));

  const build = (extra: Partial<Parameters<typeof buildSave>[0]> = {}) =>
    buildSave({ root: REPO_ROOT, objectsDir: f.objectsDir, outDir: f.outDir, render: () => fakeAssets(), preview: false, ...extra });

  test("expands, strips the build-only fields, writes the assets, zones follow their parent", () => {
    const report = build();
    const text = fs.readFileSync(report.savePath, "utf8");
    expect(text).not.toMatch(/"\$(deck|fill|zones|snapPoints|asset)/);
    const save = JSON.parse(text);
    const names = save.ObjectStates.map((o: { Nickname: string; Name: string }) => o.Nickname || o.Name);
    expect(names.indexOf("Board trophies")).toBe(names.indexOf("Board") + 1);
    const lore = save.ObjectStates.find((o: { Nickname: string }) => o.Nickname === "Lore");
    expect(lore.ContainedObjects).toHaveLength(loreIds.length);
    const url = lore.CustomDeck["5"].FaceURL as string;
    expect(url.startsWith("file:///")).toBe(true);
    expect(fs.existsSync(fileURLToPath(url))).toBe(true);
    expect(path.dirname(fileURLToPath(url))).toBe(path.join(f.outDir, "assets"));
    expect(report.assetFiles).toHaveLength(3);
    expect(save.ObjectStates.find((o: { Nickname: string }) => o.Nickname === "Bag").ContainedObjects).toHaveLength(3);
  });

  const refusal = (extra: Partial<Parameters<typeof buildSave>[0]> = {}): string[] => {
    try {
      build(extra);
    } catch (e) {
      if (e instanceof BuildError) return e.problems;
      throw e;
    }
    throw new Error("the build was expected to refuse");
  };

  test("a GUID written twice on objects that generate zones is reported once, by the files and the GUID the modder wrote", () => {
    f.write("Board two.b00002.json", {
      GUID: "b00002", Name: "Custom_Tile", Nickname: "Board two", Transform: transform(-6), CustomImage: { ImageURL: "$asset:tile" },
      $zones: { layout: "board", zones: [{ group: "trophies", tags: ["trophies"] }] },
    });
    const problems = refusal();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/Board( two)?\.b00002\.json: field GUID: b00002 is also used by .*Board( two)?\.b00002\.json$/);
    expect(problems[0]).toContain("Board two.b00002.json");
    expect(problems[0]).toContain("Board.b00002.json");
  });

  test("ContainedObjects written inside an object file is refused with where the contents go", () => {
    f.write("Crate.b00009.json", { GUID: "b00009", Name: "Bag", Nickname: "Crate", Transform: transform(9), ContainedObjects: [{ Name: "Card", GUID: "c00009" }] });
    expect(refusal()).toContainEqual(
      expect.stringMatching(/Crate\.b00009\.json: field ContainedObjects is not read: put each contained object in its own file in the folder .*Crate\.b00009\//),
    );
  });

  test("ARCS_ASSET_BASE_URL (assetBaseUrl) emits hosted URLs", () => {
    const save = JSON.parse(fs.readFileSync(build({ assetBaseUrl: "https://example.org/arcs/assets/" }).savePath, "utf8"));
    const board = save.ObjectStates.find((o: { Nickname: string }) => o.Nickname === "Board");
    expect(board.CustomImage.ImageURL).toMatch(/^https:\/\/example\.org\/arcs\/assets\/tile\.[0-9a-f]{10}\.png$/);
  });

  test("render warnings (text overflow) refuse the build with their messages", () => {
    expect(() => build({ render: () => fakeAssets(["BC07: text overflows the card"]) })).toThrow(/render: BC07: text overflows the card/);
    expect(fs.existsSync(path.join(f.outDir, "Fixture.json"))).toBe(false);
  });

  test("a malformed card entry refuses the build naming file, card id and field, before anything is rendered", () => {
    const render = jest.fn(() => fakeAssets());
    const victim = COURT_CARDS[0].id;
    const bad = COURT_CARDS.map((c) => (c.id === victim ? { ...c, raidCost: -1 } : c));
    let problems: string[] = [];
    try {
      build({ render, validators: [() => validateGameData([() => validateCourtCards(bad)])] });
    } catch (e) {
      if (!(e instanceof BuildError)) throw e;
      problems = e.problems;
    }
    expect(problems).toContainEqual(`src/core/data/court.ts: ${victim} field raidCost: expected an integer 1..9, got -1`);
    expect(render).not.toHaveBeenCalled();
  });

  test("a generated GUID colliding with an authored one is refused, naming both", () => {
    const g = derivedGuid("fill:b00003:0:1");
    f.write(`Clash.${g}.json`, { GUID: g, Name: "Notecard", Nickname: "Clash", Transform: transform() });
    let message = "";
    try {
      build();
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(new RegExp(`field GUID: ${g} is also used by`));
    expect(message).toContain("Bag.b00003.json ($fill 1 copy 2)");
    expect(message).toContain(`Clash.${g}.json`);
  });

  test("writeAssets removes stale files", () => {
    const dir = path.join(f.dir, "assets");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "old.png"), "x");
    const { files } = writeAssets(fakeAssets().assets, dir);
    expect(fs.readdirSync(dir).sort()).toEqual([...files].sort());
  });
});
