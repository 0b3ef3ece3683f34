/**
 * The tokens the Fates' Act II and III setups hand out, laid by the table where the core listed them
 * (src/core/campaign/fates/setupTokens.ts, src/tts/campaign/fateTokens.ts; BR p.7 step F, seed 003):
 * F1507A's Ceasefires by each cluster's gate, Peace face up where the Peacekeeper controls a system
 * of the map the table read, War flipped; F122A's Sponsored token on the First Regent tile;
 * F1617A's Court tokens by the Court; the bags of the kinds a setup collects in its holder's play
 * area (F1001A, F1601A) and F901A's Clue and Portal bags in the right-hand player's; none doubled
 * after a save and load.
 */
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { CampaignRecord } from "../../src/core/campaign/types";
import { loadTable, seedLua } from "../support/scenario";
import { campaign, inArea, tokenSystems, nextActRecord } from "../support/fateTable";

const SEATS = ["Red", "Blue", "Yellow"];
const HOST = "Red";

function record(nextAct: "II" | "III", fates: string[], firstRegent?: "Red" | "Blue" | "Yellow"): CampaignRecord {
  const rec = nextActRecord(nextAct, fates, SEATS);
  if (firstRegent !== undefined) rec.firstRegent = firstRegent;
  return rec;
}

const zone = (table: TtsTable, tag: string, gm: string) => table.find((o) => o.isZone && o.tags.includes(tag) && o.data.GMNotes === gm)[0];
const tokens = (table: TtsTable, set: number) => table.find((o) => o.tags.includes("fate-token") && o.tags.includes(`fate-set-${set}`));
const kindBags = (table: TtsTable, kind: string) => table.find((o) => o.isContainer && o.data.GMNotes === kind);

/** Every Fate-set token and kind bag on the table, with what each bag holds: what a save and load must keep as it is. */
function tokenCensus(table: TtsTable): string[] {
  const out: string[] = [];
  for (const o of table.find((x) => x.tags.includes("fate-token") && !x.isContainer)) out.push(`${o.tags.filter((t) => t.indexOf("fate-set-") === 0).join("")} ${String(o.data.Nickname ?? o.data.GMNotes ?? "")}`);
  for (const o of table.find((x) => x.isContainer && x.tags.includes("fate-token-supply"))) out.push(`bag ${String(o.data.GMNotes)} ${o.contents.length}`);
  return out.sort();
}

function reload(table: TtsTable): TtsTable {
  const again = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === HOST })) });
  again.settle();
  return again;
}

describe("F1507A, F1617A, F122A (BR p.7 step F): an Act III imported onto a map laid out on the table", () => {
  const table = loadTable(SEATS, { host: HOST });
  seedLua(table, 5);
  // Red (the Peacekeeper) has 3 ships at 2.1, Blue 3 at 3.1, Yellow 3 at 4.1.
  ["2.1", "3.1", "4.1"].forEach((sys, i) => {
    const z = zone(table, "system", sys);
    const supply = table.find((o) => o.isContainer && o.tags.includes("supply") && o.tags.includes("ship") && o.tags.includes(SEATS[i]))[0];
    for (let k = 0; k < 3; k++) table.playerTake(supply, { position: { x: z.position.x + 0.2 * k, y: 2, z: z.position.z } });
  });
  table.settle();
  table.notebookTabs.push({ title: "Arcs campaign record", body: JSON.stringify(record("III", ["FATE15", "FATE16", "FATE01"], "Yellow")), color: HOST });
  table.queueRoll(table.withTag("campaign-die").find((o) => o.data.GMNotes === "event")!, "edict-hex");
  table.chat(HOST, "!arcs campaign import");
  table.settle();

  test("F1507A step 1: the core read the map (Red controls 2.1 only) and a Ceasefire lies in each gate, face up (Peace) at 2.0, flipped (War) elsewhere", () => {
    const done = (campaign(table).actSetups ?? []).find((f) => f.card === "F1507A");
    expect(done?.ceasefires?.map((c) => `${c.cluster} ${c.side}`)).toEqual(["1 war", "2 peace", "3 war", "4 war", "5 war", "6 war"]);
    expect(tokenSystems(table, 15)).toEqual(["1.0", "2.0", "3.0", "4.0", "5.0", "6.0"]);
    for (const t of tokens(table, 15)) {
      const gate = table.world.zonesContaining(t).find((z) => z.tags.includes("system"))?.data.GMNotes;
      expect({ gate, z: t.rotation.z }).toEqual({ gate, z: gate === "2.0" ? 0 : 180 });
    }
    expect(table.scriptErrors).toEqual([]);
  });

  test("F1617A step 1: the 6 Court tokens lie by the Court, face up, on no system; F122A step 2: the Sponsored token on the First Regent tile", () => {
    const court = tokens(table, 16);
    expect(court.length).toBe(6);
    const one = zone(table, "court-slot", "1");
    const five = zone(table, "court-slot", "5");
    for (const t of court) {
      expect(table.world.zonesContaining(t).filter((z) => z.tags.includes("system") || z.tags.includes("court-slot"))).toEqual([]);
      expect({ nearX: Math.abs(t.position.x - five.position.x) < 1.5, besideRow: t.position.z <= one.position.z + 0.1 && t.position.z > five.position.z, z: t.rotation.z }).toEqual({ nearX: true, besideRow: true, z: 0 });
    }
    const tile = table.find((o) => o.tags.includes("first-regent-tile"))[0];
    const sponsored = tokens(table, 1);
    expect(sponsored.length).toBe(1);
    expect({ dx: Math.abs(sponsored[0].position.x - tile.position.x) < 0.5, dz: Math.abs(sponsored[0].position.z - tile.position.z) < 0.5 }).toEqual({ dx: true, dz: true });
    // The tile went to Yellow, the First Regent, before the token was laid on it.
    expect(inArea(table, tile, "Yellow")).toBe(true);
  });

  test("after a save and load every token and bag is where it was, none doubled", () => {
    const before = tokenCensus(table);
    const again = reload(table);
    expect(tokenCensus(again)).toEqual(before);
    expect(tokenSystems(again, 15)).toEqual(["1.0", "2.0", "3.0", "4.0", "5.0", "6.0"]);
    expect(again.scriptErrors).toEqual([]);
  });
});

describe("F901A step 5, F1001A step 5, F1601A step 1 (BR p.7 step F): an imported Act II's collected tokens", () => {
  const table = loadTable(SEATS, { host: HOST });
  seedLua(table, 4);
  table.notebookTabs.push({ title: "Arcs campaign record", body: JSON.stringify(record("II", ["FATE09", "FATE10", "FATE16"])), color: HOST });
  table.chat(HOST, "!arcs campaign import");
  table.settle();

  const where = (t: TtsTable, kind: string) => kindBags(t, kind).map((b: FakeObject) => ({ kind, red: inArea(t, b, "Red"), blue: inArea(t, b, "Blue"), yellow: inArea(t, b, "Yellow"), held: b.contents.length }));

  test("the Banner bag in Blue's play area, the Seat bag in Yellow's, the Clue and Portal bags in Yellow's (the Pathfinder Red's right), full; no token laid on the map", () => {
    expect(where(table, "f10-banner")).toEqual([{ kind: "f10-banner", red: false, blue: true, yellow: false, held: 8 }]);
    expect(where(table, "f16-seat")).toEqual([{ kind: "f16-seat", red: false, blue: false, yellow: true, held: 6 }]);
    expect(where(table, "f9-clue")).toEqual([{ kind: "f9-clue", red: false, blue: false, yellow: true, held: 6 }]);
    expect(where(table, "f9-portal")).toEqual([{ kind: "f9-portal", red: false, blue: false, yellow: true, held: 1 }]);
    expect(table.find((o) => o.tags.includes("fate-token") && !o.isContainer)).toEqual([]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("after a save and load the bags lie where they were, one of each", () => {
    const again = reload(table);
    expect(where(again, "f10-banner")).toEqual([{ kind: "f10-banner", red: false, blue: true, yellow: false, held: 8 }]);
    expect(where(again, "f9-clue")).toEqual([{ kind: "f9-clue", red: false, blue: false, yellow: true, held: 6 }]);
    expect(tokenCensus(again)).toEqual(tokenCensus(table));
    expect(again.scriptErrors).toEqual([]);
  });
});
