/**
 * Issue 35: the Guardian's Edenguard and the Naturalist's Blightkin ambitions at the table, on the
 * BUILT save through the TTS fake. Seed 003: F2001A step 4 "Place the Edenguard Ambition tile by the
 * Tycoon ambition box"; F2101A step 3 "Place the Blightkin Ambition tile by the Empath ambition box";
 * F2004 "When a player would declare Tycoon, they may declare Edenguard instead" (F2104: Empath,
 * Blightkin). The core's declareFateAmbition (fateAmbitions.ts): "the marker goes to the Edenguard
 * tile"; the chapter's scoring counts the marker for Edenguard (BR p.8, F2004 "Control the most Fuel
 * and Material planets"), and the marker returns to Available markers with the others (p.19).
 * F312A (a kept Magnate's Act II setup): "Place the War Profiteer marker on the Warlord ambition box";
 * F320 War Profiteering: "In Act II & III setup, place the War Profiteer marker on the Warlord ambition
 * box", while it is in the rules booklet (BR p.9), the Magnate kept or not.
 */
import { GLOBAL_GUID, TtsTable } from "../../tools/ttsFake/table";
import type { SaveFile } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { CampaignRecord, CampaignState } from "../../src/core/campaign/types";
import type { GameState } from "../../src/core/game/types";
import type { Colour } from "../../src/core/data/vocabulary";
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import { actionCard } from "../../src/core/data/actionCards";
import { isEventCard } from "../../src/core/campaign/fates/actionDeck";
import { rulesBookletOf, writeBooklet } from "../../src/core/campaign/booklet";
import { SYSTEMS } from "../../src/core/data/map";
import { loadWithGame, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { recordImported, scoreAtTable } from "../support/fateTable";
import { firstChapterEnd } from "../support/campaignRun";
import { coreState } from "../support/scenario";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
/** Where the setup laid the Edenguard tile (the chapter end's table puts it there by hand). */
let edenAt = { x: 0, y: 0, z: 0 };
const game = (t: TtsTable) => coreState(t) as GameState;
const campaign = (t: TtsTable) => game(t).campaign as CampaignState;

/** Act III with the Overlord (Red), the Guardian (Blue) and the Naturalist (Yellow); or another Act and Fates. */
function record(fates = ["FATE24", "FATE20", "FATE21"], nextAct: "II" | "III" = "III"): CampaignRecord {
  return {
    version: 3, nextAct, seats: SEATS, initiative: "Red", policy: "peace",
    booklet: ["AID04", "AID03", "AID05"], rulesBooklet: { edicts: [["AID04", "AID03", "AID05"]], laws: [] },
    players: SEATS.map((colour, i) => ({ colour: colour as "Red", fate: fates[i], power: 2, title: "regent" as const, favors: [], lore: [] })),
    courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
  };
}

const flat = (a: { x: number; z: number }, b: { x: number; z: number }) => Math.hypot(a.x - b.x, a.z - b.z);
const tile = (t: TtsTable, name: string) => t.find((o) => o.tags.includes("fate-token") && o.data.GMNotes === `${name} Ambition`)[0] as FakeObject | undefined;
const boxes = (t: TtsTable) => t.find((o) => o.isZone && o.tags.includes("ambition-box"));
/** The ambition box nearest to `o`. */
const nearestBox = (t: TtsTable, o: FakeObject) => boxes(t).sort((a, b) => flat(a.position, o.position) - flat(b.position, o.position))[0].data.GMNotes;
const declares = (card: FakeObject) => card.buttons.map((b) => String(b.label)).filter((l) => l.indexOf("Declare ") === 0);
const reload = (t: TtsTable) => {
  const again = new TtsTable(t.save(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
  again.settle();
  return again;
};

/** An imported Act III whose leader Red holds an action card that declares `ambition` (Tycoon unless said): its table and that card. */
function staged(ambition = "tycoon"): { table: TtsTable; lead: string } {
  for (let seed = 5; seed < 45; seed++) {
    const table = recordImported(record(), seed);
    const s = game(table);
    const lead = s.phase === "play" && s.initiative === "Red" ? s.players.find((p) => p.colour === "Red")!.hand.find((id) => !isEventCard(id) && actionCard(id)?.declares === ambition) : undefined;
    if (lead !== undefined) return { table, lead };
  }
  throw new Error(`no seed deals Red a card that declares ${ambition}`);
}

describe("F2001A, F2101A, F2004: the Fate ambition tiles laid by their boxes, Edenguard declared onto its tile", () => {
  const { table, lead } = staged();
  edenAt = { ...(tile(table, "Edenguard")?.position ?? edenAt) };
  let card: FakeObject;
  let marker: string;

  test("F2001A step 4, F2101A step 3: each tile out of the Fate-set tokens bag, by the Tycoon / Empath box, off the map", () => {
    for (const [name, box] of [["Edenguard", "tycoon"], ["Blightkin", "empath"]]) {
      const t = tile(table, name);
      expect({ name, laid: t !== undefined }).toEqual({ name, laid: true });
      const z = boxes(table).find((b) => b.data.GMNotes === box)!;
      expect({ name, box: nearestBox(table, t!), near: flat(t!.position, z.position) < 6, faceUp: t!.rotation.z }).toEqual({ name, box, near: true, faceUp: 0 });
      // Off the map's printed boxes: no ambition box holds the tile (its marker is not read as the box's).
      expect(boxes(table).some((b) => b.contains(t!.position))).toBe(false);
    }
    const said = table.messages.map((m) => m.text).join("\n");
    expect(said).toContain("places the Edenguard Ambition tile by the Tycoon ambition box");
    expect(said).toContain("places the Blightkin Ambition tile by the Empath ambition box");
    expect(table.scriptErrors).toEqual([]);
  });

  test("F2004: the lead card that declares Tycoon also offers Declare Edenguard; Blue's press is refused to Blue alone, nothing moves", () => {
    const slot = table.find((o) => o.isZone && o.tags.includes("lead-slot"))[0];
    card = table.find((o) => o.data.GMNotes === lead && o.tags.includes("action-card"))[0];
    card.rotation = { x: 0, y: 180, z: 0 };
    table.drop("Red", card, { ...slot.position, y: slot.position.y + 0.5 });
    table.settle();
    expect(declares(card)).toEqual(["Declare Tycoon", "Declare Edenguard"]);
    const before = JSON.stringify(game(table));
    const places = table.find((o) => o.tags.includes("ambition-marker")).map((o) => ({ ...o.position }));
    table.messages.length = 0;
    table.clickButton("Blue", card, "Declare Edenguard");
    table.settle();
    expect(table.messages.map((m) => [m.to, m.text])).toEqual([["Blue", "only the initiative holder declares with the lead card: Red leads"]]);
    expect(JSON.stringify(game(table))).toBe(before);
    expect(table.find((o) => o.tags.includes("ambition-marker")).map((o) => ({ ...o.position }))).toEqual(places);
  });

  test("Red's press declares Edenguard: the core holds the marker for Edenguard, the table lays it on the Edenguard tile", () => {
    table.clickButton("Red", card, "Declare Edenguard");
    table.settle();
    const entries = campaign(table).fateAmbitionMarkers ?? [];
    expect(entries.map((e) => e.ambition)).toEqual(["edenguard"]);
    marker = entries[0].marker;
    expect(game(table).markers.find((m) => m.id === marker)!.at).toBe("tycoon");
    const m = table.find((o) => o.tags.includes("ambition-marker") && o.data.GMNotes === marker)[0];
    expect(flat(m.position, tile(table, "Edenguard")!.position)).toBeLessThan(0.5);
    expect(boxes(table).some((b) => b.contains(m.position))).toBe(false);
    expect(table.messages.map((x) => x.text).join("\n")).toMatch(/Red declares Edenguard instead of Tycoon \(F2004\): the \d\/\d marker goes to the Edenguard tile/);
    expect(declares(card)).toEqual([]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("after a save and load the marker lies on the tile and the core still says Edenguard", () => {
    const again = reload(table);
    const m = again.find((o) => o.tags.includes("ambition-marker") && o.data.GMNotes === marker)[0];
    expect(flat(m.position, tile(again, "Edenguard")!.position)).toBeLessThan(0.5);
    expect((game(again).campaign as CampaignState).fateAmbitionMarkers).toEqual([{ marker, ambition: "edenguard" }]);
    expect(again.find((o) => o.tags.includes("fate-token") && o.data.GMNotes === "Edenguard Ambition")).toHaveLength(1);
    expect(again.scriptErrors).toEqual([]);
  });

  test("a table staged from the state (src/tts/setup/arrange.ts arrangeMarkers, the marker moved away first) lays the marker on the Edenguard tile, not in the Tycoon box", () => {
    const again = reload(table);
    const m = again.find((o) => o.tags.includes("ambition-marker") && o.data.GMNotes === marker)[0];
    again.world.move(m, { x: 30, y: 2, z: 20 });
    again.callScript(GLOBAL_GUID, "arcsSetupArrange");
    again.settle();
    expect(flat(m.position, tile(again, "Edenguard")!.position)).toBeLessThan(0.5);
    expect(boxes(again).some((b) => b.contains(m.position))).toBe(false);
    expect(again.scriptErrors).toEqual([]);
  });
});

describe("F2104 'When a player would declare Empath, they may declare Blightkin instead': the lead card offers it, the marker goes on the Blightkin tile", () => {
  test("Red leads a card that declares Empath: Declare Empath and Declare Blightkin; Red's press is the core's Blightkin, the marker on its tile", () => {
    const { table, lead } = staged("empath");
    const slot = table.find((o) => o.isZone && o.tags.includes("lead-slot"))[0];
    const card = table.find((o) => o.data.GMNotes === lead && o.tags.includes("action-card"))[0];
    card.rotation = { x: 0, y: 180, z: 0 };
    table.drop("Red", card, { ...slot.position, y: slot.position.y + 0.5 });
    table.settle();
    expect(declares(card)).toEqual(["Declare Empath", "Declare Blightkin"]);
    table.clickButton("Red", card, "Declare Blightkin");
    table.settle();
    const entries = campaign(table).fateAmbitionMarkers ?? [];
    expect(entries.map((e) => e.ambition)).toEqual(["blightkin"]);
    expect(game(table).markers.find((m) => m.id === entries[0].marker)!.at).toBe("empath");
    const m = table.find((o) => o.tags.includes("ambition-marker") && o.data.GMNotes === entries[0].marker)[0];
    expect(flat(m.position, tile(table, "Blightkin")!.position)).toBeLessThan(0.5);
    expect(table.messages.map((x) => x.text).join("\n")).toMatch(/Red declares Blightkin instead of Empath \(F2104\)/);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("F2004 at the chapter's end: the marker on the Edenguard tile is scored for Edenguard and returns to Available markers (BR p.8, p.19)", () => {
  test("the Guardian controls a Material planet and wins Edenguard; every marker back in Available markers", () => {
    const s = firstChapterEnd(3, 3);
    const c = s.campaign as CampaignState;
    c.act = "III";
    s.chapter = 2;
    const guardian = s.seats[1];
    c.players.forEach((p) => {
      p.fate = ["FATE24", "FATE20", "FATE21"][s.seats.indexOf(p.colour)];
      p.letter = "C";
      delete p.objective;
      p.title = "regent";
    });
    c.grand = undefined;
    c.firstRegent = s.seats[0];
    for (const m of s.markers) m.at = "available";
    const declared = s.markers.find((m) => !m.flipped) ?? s.markers[0];
    declared.at = "tycoon";
    c.fateAmbitionMarkers = [{ marker: declared.id, ambition: "edenguard" }];
    const booklet = rulesBookletOf(c);
    writeBooklet(c, { edicts: booklet.edicts, laws: booklet.laws.concat([["F2004"]]) });
    const table = loadWithGame(builtSave().save as unknown as SaveFile, s, s.seats[0]);
    // The tile by the Tycoon box with the marker on it, as the declare left them.
    const outer = table.withTag("fate-token-bag")[0];
    const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f20-edenguard-ambition")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
    const t = table.playerTake(bag, { position: { x: edenAt.x, y: 1.5, z: edenAt.z } })!;
    table.settle();
    const m = table.find((o) => o.tags.includes("ambition-marker") && o.data.GMNotes === declared.id)[0];
    table.world.move(m, { x: t.position.x, y: 1.8, z: t.position.z });
    const material = SYSTEMS.find((x) => x.kind === "planet" && x.resource === "material")!.id;
    takePieces(table, "ship", guardian, 2, zoneOf(table, "system", material));
    table.settle();
    scoreAtTable(table);
    const after = game(table);
    const eden = ((after.campaign as CampaignState).lastFateAmbitions ?? []).find((r) => r.ambition === "edenguard");
    expect(eden?.first).toBe(guardian);
    expect(eden?.markers).toEqual([declared.id]);
    const available = zoneOf(table, "available-markers");
    for (const o of table.find((x) => x.tags.includes("ambition-marker"))) expect({ marker: o.data.GMNotes, home: available.contains(o.position) }).toEqual({ marker: o.data.GMNotes, home: true });
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("F312A: the Magnate's Act II setup lays the War Profiteer marker on the Warlord ambition box", () => {
  test("out of the Fate-set tokens bag into the Warlord box, face up, said in the setup line; after a save and load there is still one", () => {
    const table = recordImported(record(["FATE02", "FATE03", "FATE08"], "II"), 6);
    const marker = table.find((o) => o.tags.includes("fate-token") && o.data.GMNotes === "War Profiteer");
    expect(marker).toHaveLength(1);
    const warlord = boxes(table).find((b) => b.data.GMNotes === "warlord")!;
    expect({ inBox: warlord.contains(marker[0].position), faceUp: marker[0].rotation.z }).toEqual({ inBox: true, faceUp: 0 });
    expect(table.messages.map((m) => m.text).join("\n")).toContain("places the War Profiteer marker on the Warlord ambition box");
    const again = reload(table);
    expect(again.find((o) => o.tags.includes("fate-token") && o.data.GMNotes === "War Profiteer")).toHaveLength(1);
    expect(again.scriptErrors).toEqual([]);
  });
});

describe("F320 in the rules booklet at Act III's setup, the Magnate not kept: the War Profiteer marker on the Warlord box all the same", () => {
  test("the core's line says why, the marker lies in the Warlord box face up; after a save and load there is still one, where it was", () => {
    const rec = record(["FATE24", "FATE20", "FATE21"]);
    rec.rulesBooklet = { edicts: rec.rulesBooklet!.edicts, laws: [["F319"], ["F320"]] };
    const table = recordImported(rec, 6);
    const marker = () => table.find((o) => o.tags.includes("fate-token") && o.data.GMNotes === "War Profiteer");
    expect(marker()).toHaveLength(1);
    const warlord = boxes(table).find((b) => b.data.GMNotes === "warlord")!;
    expect({ inBox: warlord.contains(marker()[0].position), faceUp: marker()[0].rotation.z }).toEqual({ inBox: true, faceUp: 0 });
    expect(table.messages.map((m) => m.text)).toContain("the War Profiteer marker goes on the Warlord ambition box (War Profiteering, F320)");
    const again = reload(table);
    const there = again.find((o) => o.tags.includes("fate-token") && o.data.GMNotes === "War Profiteer");
    expect(there.map((o) => ({ ...o.position }))).toEqual(marker().map((o) => ({ ...o.position })));
    expect(again.scriptErrors).toEqual([]);
  });
});
