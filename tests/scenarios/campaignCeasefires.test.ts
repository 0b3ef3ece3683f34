/**
 * The Peacekeeper's Ceasefires on the BUILT save's Global in the TTS fake (issue 35;
 * src/core/campaign/fates/ceasefires.ts, src/tts/battle/ceasefire.ts). Seed 003 F1508 Ceasefires:
 * "To harm anything in a cluster at Peace except Loyal pieces and Blight, you must spend 1 Weapon.
 * If you do, flip the Ceasefire token in the cluster to War." While the Law is in the rules booklet
 * the battle roll's map carries the battle cluster's Ceasefire, face up (Peace) or face down (War),
 * as F1507A's setup lays it in the gate.
 */
import type { BattleCommand, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { rulesBookletOf } from "../../src/core/campaign/booklet";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, takeCity, takeResources, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { tableLog } from "../support/scenario";
import { redToBattle } from "../core/campaign/battleFixtures";
import { click, dice, ships } from "../support/battleTable";

/** A Ceasefire out of the Fate-set tokens bag, laid face up by Red in gate 1.0. */
function ceasefireIn(table: TtsTable): FakeObject {
  const outer = table.withTag("fate-token-bag")[0];
  const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f15-ceasefire")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  const gate = zoneOf(table, "system", "1.0");
  const token = table.playerTake(bag, { position: { x: gate.position.x, y: 2, z: gate.position.z } })!;
  table.settle();
  return token;
}

/** Red (2 ships) to battle Blue (a ship and a city) in 1.2, Ceasefires in the rules booklet; `weapons` on Red's board. */
function stage(weapons: number): { table: TtsTable; token: FakeObject } {
  const s = redToBattle({ Red: "outlaw" });
  const c = s.campaign as CampaignState;
  const g: GameState = { ...s, campaign: { ...c, rulesBooklet: { edicts: rulesBookletOf(c).edicts, laws: [["F1508"]] } } };
  const table = loadWithGame(builtSave().save as unknown as SaveFile, g, "Red");
  const token = ceasefireIn(table);
  if (weapons > 0) takeResources(table, "weapon", weapons, zoneOf(table, "resources-zone", "Red"));
  takeCity(table, "Blue", zoneOf(table, "system", "1.2"));
  ships(table, "Red", "1.2", 2);
  ships(table, "Blue", "1.2", 1);
  table.settle();
  click(table, "Red", "arcsBattleOpen");
  const at = [1, 2, 3, 4, 5, 6].find((i) => table.ui().text(`arcsBattleSystem${i}`) === "1.2")!;
  click(table, "Red", `arcsBattleSystem${at}`);
  click(table, "Red", "arcsBattleDefender1");
  dice(table, ["skirmish-4"]);
  click(table, "Red", "arcsBattleMore_skirmish");
  table.messages.length = 0;
  return { table, token };
}

const weaponsOnBoard = (table: TtsTable) => table.world.objectsIn(zoneOf(table, "resources-zone", "Red")).filter((o) => o.tags.includes("weapon")).length;
const rolled = (table: TtsTable) => tableLog(table).commands.find((x) => x.type === "battle") as BattleCommand | undefined;

describe("seed 003 F1508 Ceasefires on the table: a battle in a cluster at Peace", () => {
  test("without a Weapon on Red's board the roll is refused to Red alone, and the Ceasefire stays at Peace", () => {
    const { table, token } = stage(0);
    click(table, "Red", "arcsBattleRoll");
    expect(table.messages.filter((m) => m.to === "Red").map((m) => m.text).join(" ")).toContain(
      "cluster 1 is at Peace (Ceasefires, F1508): harming there costs 1 Weapon, and your board shows none",
    );
    expect(rolled(table)).toBeUndefined();
    expect(token.rotation.z).toBe(0);
    expect(table.scriptErrors).toEqual([]);
  });

  test("with 2 Weapons the roll carries the face-up Ceasefire and both Weapons; the table returns 1 to the supply and flips the Ceasefire to War", () => {
    const { table, token } = stage(2);
    click(table, "Red", "arcsBattleRoll");
    table.settle();
    expect(rolled(table)?.map?.fateTokens).toEqual([{ system: "1.0", token: "Ceasefire", faceDown: false }]);
    expect(rolled(table)?.weapons).toBe(2);
    expect(table.messages.filter((m) => m.to === undefined).map((m) => m.text)).toContain(
      "cluster 1 is at Peace (Ceasefires, F1508): Red spends 1 Weapon to harm there and flips its Ceasefire to War",
    );
    expect(weaponsOnBoard(table)).toBe(1);
    expect(token.rotation.z).toBe(180);
    expect(table.scriptErrors).toEqual([]);
  });

  test("at War (the token face down) the roll needs no Weapon and none is spent", () => {
    const { table, token } = stage(1);
    table.flip("Red", token);
    click(table, "Red", "arcsBattleRoll");
    table.settle();
    expect(rolled(table)?.map?.fateTokens).toEqual([{ system: "1.0", token: "Ceasefire", faceDown: true }]);
    expect(rolled(table)?.weapons).toBeUndefined();
    expect(weaponsOnBoard(table)).toBe(1);
    expect(token.rotation.z).toBe(180);
    expect(table.scriptErrors).toEqual([]);
  });
});
