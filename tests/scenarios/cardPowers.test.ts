/**
 * Card powers on the table (issue 15 item 5): the BUILT save's scripts in the TTS fake. The battle
 * panel reads the attacker's Guild cards and whether the system is a gate; the core decides the
 * extra dice (Gatekeepers BC08: "When you battle in a gate, you may collect 2 more dice.").
 */
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { battleTable, click, one, ships, step, zone } from "../support/battleTable";

function courtCardTo(table: TtsTable, id: string, z: FakeObject): FakeObject {
  const deck = one(table, (o) => o.isDeck && o.tags.includes("court-deck"), "court deck");
  const entry = deck.contents.find((c) => c.GMNotes === id)!;
  return table.playerTake(deck, { guid: entry.GUID, position: { x: z.position.x, y: 1.5, z: z.position.z }, rotation: { x: 0, y: 180, z: 0 } })!;
}

function lastTo(table: TtsTable, colour: string): string {
  const m = table.messages.filter((x) => x.to === colour);
  return m.length === 0 ? "" : m[m.length - 1].text;
}

function more(table: TtsTable, die: string, times: number): void {
  for (let i = 0; i < times; i++) click(table, "Red", `arcsBattleMore_${die}`);
}

describe("Gatekeepers (BC08) at the table", () => {
  test("BC08: in a gate the attacker with Gatekeepers collects 2 dice more than their ships, and no more", () => {
    const table = battleTable();
    ships(table, "Red", "1.0", 2);
    ships(table, "Blue", "1.0", 1);
    courtCardTo(table, "BC08", zone(table, "play-area", "Red"));
    table.settle();
    click(table, "Red", "arcsBattleOpen");
    expect(step(table)).toBe("choose");
    more(table, "skirmish", 4);
    expect(table.ui().text("arcsBattleCount_skirmish")).toBe("Skirmish: 4");
    click(table, "Red", "arcsBattleMore_assault");
    expect(lastTo(table, "Red")).toMatch(/at most 4 dice/);
    expect(table.ui().text("arcsBattleCount_assault")).toBe("Assault: 0");
  });

  test("BC08: in a planet system the card gives nothing (one die per ship, p.14)", () => {
    const table = battleTable();
    ships(table, "Red", "1.1", 2);
    ships(table, "Blue", "1.1", 1);
    courtCardTo(table, "BC08", zone(table, "play-area", "Red"));
    table.settle();
    click(table, "Red", "arcsBattleOpen");
    more(table, "skirmish", 3);
    expect(lastTo(table, "Red")).toMatch(/at most 2 dice/);
    expect(table.ui().text("arcsBattleCount_skirmish")).toBe("Skirmish: 2");
  });

  test("BC08: only the attacker's card counts: the defender's Gatekeepers give the attacker nothing in a gate", () => {
    const table = battleTable();
    ships(table, "Red", "1.0", 2);
    ships(table, "Blue", "1.0", 1);
    courtCardTo(table, "BC08", zone(table, "play-area", "Blue"));
    table.settle();
    click(table, "Red", "arcsBattleOpen");
    more(table, "skirmish", 3);
    expect(lastTo(table, "Red")).toMatch(/at most 2 dice/);
  });
});
