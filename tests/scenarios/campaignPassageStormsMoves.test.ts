/**
 * Passage Storms' When Secured at the campaign table (F2206, seed 003: "When Secured: Move any number
 * of times from the Twisted Passage to ***any*** planets. This card remains in the Court."; base p.13
 * When Secured and Move; F2205 makes the map's centre the Twisted Passage). Secured with its button
 * (its securer told), then across a save and load: each ship its securer lets go from the Twisted
 * Passage onto a planet is a move of its own, paid by no action, to a planet of any symbol
 * (src/tts/map/mapActions.ts marks it, the core's twistedPassage.ts decides); one let go on a gate is
 * refused to the securer alone and goes back; a Rival's drop is no move of theirs (a correction).
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { parseTtsJson } from "../../tools/lib/ttsJson";
import { takePieces } from "../../tools/bench/courtScoringHandlers";
import { rulesBookletOf } from "../../src/core/campaign/booklet";
import { coreState } from "../support/scenario";
import { SEATS4, reload4, secureInSlotFive, voxTable } from "../support/voxTable";
import { zone } from "../support/battleTable";

const TP = "Twisted Passage";
const game = (table: TtsTable): GameState => coreState(table) as GameState;
const byGuid = (table: TtsTable, o: FakeObject) => table.find((x) => x.guid === o.guid)[0];
const inZone = (table: TtsTable, z: FakeObject, o: FakeObject) => table.world.objectsIn(z).some((x) => x.guid === o.guid);
const privateTo = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text);
const publicText = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");

function dropInto(table: TtsTable, who: string, piece: FakeObject, system: string): void {
  const z = zone(table, "system", system);
  table.messages.length = 0;
  table.drop(who, byGuid(table, piece), { x: z.position.x + 0.3, y: 2, z: z.position.z });
  table.settle();
}

/** The vox table with Passages & The Twisted Passage (F2205) in the booklet, 3 of the player on turn's ships in the Twisted Passage, Passage Storms secured from Court slot 5. */
function staged(): { table: TtsTable; who: Colour; ships: FakeObject[] } {
  const { table: first, who } = voxTable();
  const save = first.save();
  const envelope = parseTtsJson(save.LuaScriptState!) as { state: { game: GameState } };
  const g = envelope.state.game;
  const b = rulesBookletOf(g.campaign!);
  g.campaign = { ...g.campaign!, rulesBooklet: { edicts: b.edicts, laws: b.laws.concat([["F2205"]]) } };
  save.LuaScriptState = JSON.stringify(envelope);
  const table = new TtsTable(save, { seats: SEATS4.map((color) => ({ color, host: color === "Red" })) });
  table.settle();
  const ships = takePieces(table, "ship", who, 3, zone(table, "twisted-passage", TP));
  table.settle();
  secureInSlotFive(table, who, "F2206");
  return { table, who, ships };
}

describe("seed 003 F2206 Passage Storms' When Secured at the table", () => {
  let { table, who, ships } = staged();
  const rival = SEATS4.find((c) => c !== who)!;
  const planets = [1, 2, 3, 4, 5, 6].filter((n) => (game(table).outOfPlayClusters ?? []).indexOf(n) < 0).map((n) => `${n}.1`);
  const centre = () => zone(table, "twisted-passage", TP);

  test("secured: its securer is told, and the moves are open in their turn record, again after a save and load", () => {
    expect(publicText(table)).toContain(`${who} may move from the Twisted Passage to any planets, no action (F2206)`);
    table = reload4(table);
    expect(game(table).actions!.mapActs).toContain(`F2206@${game(table).actions!.taken.length}`);
    expect(ships.every((o) => inZone(table, centre(), o))).toBe(true);
  });

  test("a ship let go on a gate is refused to its securer alone and goes back into the Twisted Passage", () => {
    const gate = planets[0].replace(".1", ".0");
    dropInto(table, who, ships[0], gate);
    expect(privateTo(table, who)).toEqual(["Passage Storms moves from the Twisted Passage to planets (F2206). It went back where it was."]);
    expect(publicText(table)).toBe("");
    table.settle();
    expect(inZone(table, centre(), byGuid(table, ships[0]))).toBe(true);
  });

  test("a Rival's drop is no move of theirs: nothing is said or recorded", () => {
    const before = JSON.stringify(game(table).actions);
    dropInto(table, rival, ships[2], planets[0]);
    expect(table.messages).toEqual([]);
    expect(JSON.stringify(game(table).actions)).toBe(before);
    table.world.move(byGuid(table, ships[2]), { ...centre().position, y: 2 });
    table.settle();
  });

  test("the securer's ships let go from the Twisted Passage onto planets of any symbol: two moves, no action spent", () => {
    const taken = game(table).actions!.taken.length;
    dropInto(table, who, ships[0], planets[0]);
    expect(privateTo(table, who)).toEqual([]);
    expect(publicText(table)).toContain(`${who} moves 1 ship from Twisted Passage to ${planets[0]} (F2206: no action)`);
    dropInto(table, who, ships[1], planets[planets.length - 1]);
    expect(publicText(table)).toContain(`${who} moves 1 ship from Twisted Passage to ${planets[planets.length - 1]} (F2206: no action)`);
    expect(game(table).actions!.taken.length).toBe(taken);
    expect(inZone(table, zone(table, "system", planets[0]), byGuid(table, ships[0]))).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});
