/**
 * Issue 35, "The Fates in the rules": the cards an Act II or III setup tucks under a card it gains, on
 * the BUILT save's Global in the TTS fake (src/tts/campaign/setupPieces.ts; the core's
 * campaign/fates/setupPieces.ts), after an imported record's `startAct` (BR p.7 step F). Seed 003
 * F1101A step 5 "Tuck the Planet Hammer (04) and the 5 Refugees cards (05-09) under the Hammer
 * Fragments card"; F1103A "Untuck the Planet Hammer card from here and take it"; F907A step 3 "Tuck
 * the other 2 Seek the Portal cards (10-11) under the Pilgrims and the Portal card (08)"; F908 "Untuck
 * a Seek the Portal card from here". A tucked card lies in the holder's play area but is not theirs
 * to use: no zone sees it (TTS's tag rule), so nothing reads it as held, until its Fate's holder takes it.
 */
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { inArea, loose, nextActRecord, recordImported } from "../support/fateTable";

const SEATS = ["Red", "Blue", "Yellow"];
const labels = (o: FakeObject | undefined) => (o?.buttons ?? []).map((b) => String(b.label));
const to = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text).join(" ");
const near = (a: FakeObject | undefined, b: FakeObject | undefined, d: number) => a !== undefined && b !== undefined && Math.hypot(a.position.x - b.position.x, a.position.z - b.position.z) < d;
const tucked = (o: FakeObject | undefined) => o !== undefined && o.tags.includes("tucked") && !o.tags.includes("campaign");
const copies = (table: TtsTable, id: string) => table.find((o) => o.isCard && o.data.GMNotes === id).length;

const reload = (table: TtsTable) => {
  const again = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
  again.settle();
  return again;
};

describe("seed 003 F1101A step 5: the Planet Hammer and the 5 Refugees tucked under Hammer Fragments in the Planet Breaker's play area", () => {
  let table = recordImported(nextActRecord("II", ["FATE11", "FATE14", "FATE06"], SEATS), 4);
  const TUCKED = ["F1104", "F1105", "F1106", "F1107", "F1108", "F1109"];
  const spots: { [id: string]: string } = {};

  test("after startAct each lies face up just under Hammer Fragments (F1103A) in Red's play area, tucked: no zone sees it and the Planet Hammer has no buttons; Hammer Fragments is Red's", () => {
    expect(table.scriptErrors).toEqual([]);
    const host = loose(table, "F1103A");
    expect({ inArea: inArea(table, host, "Red"), labels: labels(host) }).toEqual({ inArea: true, labels: ["Repair Hammer (Repair)"] });
    for (const id of TUCKED) {
      const c = loose(table, id);
      spots[id] = JSON.stringify(c?.position);
      expect({ id, near: near(c, host, 4), faceUp: c?.rotation.z, tucked: tucked(c), zones: c === undefined ? [] : table.world.zonesContaining(c).map((z) => z.tags) }).toEqual({ id, near: true, faceUp: 0, tucked: true, zones: [] });
    }
    expect(labels(loose(table, "F1104"))).toEqual([]);
    expect(table.messages.map((m) => m.text).join("\n")).toContain("tucks Planet Hammer (F1104), Forgeworld Refugees (F1105), Blazeworld Refugees (F1106), Deadworld Refugees (F1107), Lostworld Refugees (F1108) and Heartworld Refugees (F1109) under Hammer Fragments (F1103A)");
  });

  test("Blue picks up the Planet Hammer: told alone that it stays tucked, nothing changed", () => {
    const card = loose(table, "F1104")!;
    table.messages.length = 0;
    table.drop("Blue", card, { ...card.position });
    table.settle();
    expect({ blue: to(table, "Blue"), red: to(table, "Red"), tucked: tucked(card), labels: labels(card) }).toEqual({ blue: "Planet Hammer (F1104) stays tucked: its Fate's holder takes it", red: "", tucked: true, labels: [] });
  });

  test("after a save and load each card is there once, where it lay, still tucked (nothing laid again)", () => {
    table = reload(table);
    expect(table.scriptErrors).toEqual([]);
    for (const id of TUCKED) expect({ id, copies: copies(table, id), at: JSON.stringify(loose(table, id)?.position), tucked: tucked(loose(table, id)) }).toEqual({ id, copies: 1, at: spots[id], tucked: true });
  });

  test("F1103A 'Untuck the Planet Hammer card from here and take it': Red picks it up and it is Red's, in their play area with Break World; the Refugees stay tucked", () => {
    const card = loose(table, "F1104")!;
    const host = loose(table, "F1103A")!;
    table.messages.length = 0;
    table.drop("Red", card, { x: host.position.x + 2.5, y: 2, z: host.position.z });
    table.settle();
    expect({ red: to(table, "Red"), tucked: tucked(card), campaign: card.tags.includes("campaign"), inArea: inArea(table, card, "Red") }).toEqual({ red: "", tucked: false, campaign: true, inArea: true });
    expect(labels(card)).toContain("Break World (Battle)");
    for (const id of TUCKED.slice(1)) expect({ id, tucked: tucked(loose(table, id)) }).toEqual({ id, tucked: true });
  });
});

describe("seed 003 F907A step 3: the other 2 Seek the Portal tucked under Pilgrims (F908) in the Pathfinder's play area", () => {
  const table = recordImported(nextActRecord("III", ["FATE09", "FATE14", "FATE22"], SEATS), 4);

  test("F910 and F911 lie face up just under Pilgrims, tucked; F908 'Untuck a Seek the Portal card from here': Red's pick-up untucks F910, F911 stays", () => {
    expect(table.scriptErrors).toEqual([]);
    const host = loose(table, "F908");
    expect(inArea(table, host, "Red")).toBe(true);
    for (const id of ["F910", "F911"]) expect({ id, near: near(loose(table, id), host, 3), faceUp: loose(table, id)?.rotation.z, tucked: tucked(loose(table, id)), inArea: inArea(table, loose(table, id), "Red") }).toEqual({ id, near: true, faceUp: 0, tucked: true, inArea: false });
    const card = loose(table, "F910")!;
    table.drop("Red", card, { x: host!.position.x + 2.5, y: 2, z: host!.position.z });
    table.settle();
    expect({ tucked: tucked(card), inArea: inArea(table, card, "Red"), other: tucked(loose(table, "F911")) }).toEqual({ tucked: false, inArea: true, other: true });
  });
});
