/**
 * The first-load self-check (`!arcs check`, host only; issue "TTS fidelity", item 5) run in the TTS
 * fake: the report measures what the fake reports (so the fake's own simplifications show up as
 * findings: its getBounds is the object's scale), every check has its line, the dice are put back.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { TtsTable } from "../../tools/ttsFake/table";
import { setupLog, stagedTable } from "../support/scenario";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];

function staged(): TtsTable {
  const table = stagedTable(setupLog({ seats: SEATS, setupCard: "3SETUP01", seed: 2 }), SEATS, { host: "Blue" });
  table.settle();
  table.messages.length = 0;
  return table;
}

const told = (t: TtsTable, c: string) => t.messagesTo(c).filter((m) => m.to === c).map((m) => m.text).join("\n");

test("only the host runs it; the command is not shown in chat", () => {
  const table = staged();
  expect(table.chat("Red", "!arcs check")).toBe(false);
  expect(told(table, "Red")).toMatch(/only the host runs the table self-check/);
  expect(table.notebookTabs).toEqual([]);
});

describe("the host's report", () => {
  const table = staged();
  const diceBefore = table.find((o) => o.isContainer && o.tags.includes("dice-bag")).map((b) => b.contents.length);
  table.chat("Blue", "!arcs check");
  table.settle();
  const tab = table.notebookTabs.find((t) => t.title === "Arcs self-check")!;
  const lines = tab === undefined ? [] : tab.body.split("\n");
  const lineOf = (check: string) => lines.find((l) => l.slice(5).startsWith(`${check}:`)) ?? "";

  test("goes to the host alone, in chat and in a Notebook tab only the host reads", () => {
    expect(tab).toBeDefined();
    expect(tab.color).toBe("Blue");
    expect(lines[0]).toMatch(/^Arcs self-check \(not MoonSharp\): \d+ ok, \d+ to look at$/);
    expect(table.messages.filter((m) => m.to === undefined)).toEqual([]);
    expect(told(table, "Blue")).toContain(lines[1]);
  });

  test("tags: every zone sees every object in it (the shared tag)", () => {
    expect(lineOf("tags")).toMatch(/^OK {3}tags: \d+ zones see every object in them$/);
  });

  test("sizes: measured against the assumptions (the fake's bounds are its scale, so the map is flagged)", () => {
    expect(lineOf("size of map")).toBe("FAIL size of map: 12.00 x 12.00, expected 32.00 x 24.00 (Custom_Tile extent rule: short side 2 units x scale 12, aspect kept (unverified))");
    expect(lineOf("size of battle die")).toMatch(/^OK {3}size of battle die: 0\.55 x 0\.55, expected 0\.55 x 0\.55/);
  });

  test("geometry: every building slot and Court slot snap point lies in its zone", () => {
    expect(lineOf("building slots in their systems")).toMatch(/^OK {3}building slots in their systems: \d{2} snap points inside their zones$/);
    // The map's 4 Court slots and the campaign's fifth (docs/table-contract.md).
    expect(lineOf("Court slots")).toMatch(/^OK {3}Court slots: 5 snap points inside their zones$/);
  });

  test("UI load frames and a zone enter event after a smooth move are measured", () => {
    expect(lineOf("UI")).toMatch(/^OK {3}UI: Global's UI was in place [1-9]\d* frame\(s\) after it was set$/);
    expect(lineOf("zone events")).toMatch(/^OK {3}zone events: an enter event came \d+ frame\(s\) after a smooth move began$/);
  });

  test("dice: faces set and read back, 60 rolls counted per die type, and the dice go back to their bags", () => {
    for (const type of ["Skirmish", "Assault", "Raid"]) {
      expect(lineOf(`${type} die faces`)).toBe(`OK   ${type} die faces: each face set reads back`);
      const rolls = lineOf(`${type} die rolls`);
      const counts = [...rolls.matchAll(/\d+:(\d+)/g)].map((m) => Number(m[1]));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(60);
      expect(rolls).toMatch(/in 60 rolls/);
    }
    expect(table.find((o) => o.isContainer && o.tags.includes("dice-bag")).map((b) => b.contents.length)).toEqual(diceBefore);
  });
});

test("an object the zones cannot see (no shared tag) is reported with its zone", () => {
  const table = staged();
  const zone = table.find((o) => o.isZone && o.tags.includes("system") && o.data.GMNotes === "2.1")[0];
  table.world.add({ GUID: "f00f00", Name: "Custom_Token", Nickname: "Foreign token", Tags: ["foreign"], Transform: { posX: zone.position.x, posY: 1, posZ: zone.position.z } } as never);
  table.chat("Blue", "!arcs check");
  table.settle();
  const body = table.notebookTabs.find((t) => t.title === "Arcs self-check")!.body;
  expect(body).toMatch(/FAIL tags: 1 of \d+ zones miss objects: System 2\.1 sees \d+ of \d+/);
});
