/**
 * The setups' event-die rolls at the table (src/tts/campaign/setupRolls.ts; the core's
 * campaign/fates/setupRolls.ts; BR p.7 step F, BR p.18 "Planets of the Rolled Symbol"): seed 003
 * F1101A step 7 "Roll the event die. Place 1 Hammer Fragment token on each planet of the rolled
 * symbol"; F907A step 4 "Collect the 6 Pilgrim tokens. Roll the event die and place 1 Pilgrim token
 * at each planet of the rolled symbol". The table throws the event die once the Act is set up, reads
 * it once it rests and lays a token from the kind's bag at each planet the core named; a load while
 * the die rolls throws it again (nothing was read), and nothing is laid twice.
 */
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadTable, seedLua, tableLog } from "../support/scenario";
import { campaign, inArea, tokenSystems, nextActRecord } from "../support/fateTable";

const SEATS = ["Red", "Blue", "Yellow"];
const HOST = "Red";

const eventDie = (table: TtsTable) => table.withTag("campaign-die").find((o) => o.data.GMNotes === "event")!;
const kindBag = (table: TtsTable, kind: string) => table.find((o) => o.isContainer && o.data.GMNotes === kind)[0] as FakeObject | undefined;
const rollsLogged = (table: TtsTable) => tableLog(table).commands.filter((c) => c.type === "setupRoll").length;
const queued = (table: TtsTable) => table.world.rollQueue.get(eventDie(table).guid)?.length ?? 0;

function reload(table: TtsTable): TtsTable {
  return new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === HOST })) });
}

/** A table that imports `fates`' record for `act`, run until the setups are done and the die is thrown for the roll owed (to land on `face` when given), not yet read. */
function importedUntilThrown(act: "II" | "III", fates: string[], face?: string): TtsTable {
  const table = loadTable(SEATS, { host: HOST });
  seedLua(table, 4);
  table.notebookTabs.push({ title: "Arcs campaign record", body: JSON.stringify(nextActRecord(act, fates, SEATS)), color: HOST });
  table.chat(HOST, "!arcs campaign import");
  let due = false;
  for (let i = 0; i < 400; i++) {
    const owed = campaign(table)?.setupRolls?.[0];
    // The Act is set up (startAct applied, its own dice read): the next throw is the setup's.
    if (owed !== undefined && !due && face !== undefined) table.queueRoll(eventDie(table), face);
    due = owed !== undefined;
    if (due && owed?.planet === undefined && !eventDie(table).resting) break;
    table.world.tick();
  }
  return table;
}

describe("seed 003 F1101A step 7 (BR p.7 step F): the Planet Breaker's Hammer Fragments at the planets of the rolled symbol", () => {
  let table = importedUntilThrown("II", ["FATE14", "FATE11", "FATE09"]);

  test("the die is thrown for Blue's roll and is read only once it rests: nothing is sent, nothing laid while it rolls", () => {
    expect(campaign(table).setupRolls).toEqual([{ player: "Blue", card: "F1101A", kind: "f11-hammer-fragment" }]);
    expect(eventDie(table).resting).toBe(false);
    expect(rollsLogged(table)).toBe(0);
    expect(tokenSystems(table, 11)).toEqual([]);
  });

  test("a load while the die rolls throws it again once (nothing was read from it); the face read lays a Hammer Fragment at each hex planet, face up, from the bag in Blue's play area", () => {
    table = reload(table);
    table.queueRoll(eventDie(table), "crisis-hex");
    table.queueRoll(eventDie(table), "edict-arrow");
    table.settle();
    // Thrown once after the load: the second face queued is still waiting.
    expect(queued(table)).toBe(1);
    expect(rollsLogged(table)).toBe(1);
    expect(campaign(table).setupRolls?.[0]).toMatchObject({ planet: "hex", systems: ["1.3", "2.3", "3.3", "4.3", "5.3", "6.3"] });
    expect(tokenSystems(table, 11)).toEqual(["1.3", "2.3", "3.3", "4.3", "5.3", "6.3"]);
    for (const t of table.find((o) => o.tags.includes("fate-token") && o.tags.includes("fate-set-11"))) expect(t.rotation.z).toBe(0);
    const bag = kindBag(table, "f11-hammer-fragment");
    expect({ inBlue: inArea(table, bag, "Blue"), left: bag?.contents.length }).toEqual({ inBlue: true, left: 0 });
    expect(table.messages.some((m) => m.to === undefined && m.text.includes("Blue rolls hex (F1101A step 7): 1 Hammer Fragment token at each hex planet"))).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });

  test("after another save and load nothing is rolled or laid again", () => {
    const again = reload(table);
    again.queueRoll(eventDie(again), "edict-arrow");
    again.settle();
    expect(queued(again)).toBe(1);
    expect(rollsLogged(again)).toBe(1);
    expect(tokenSystems(again, 11)).toEqual(["1.3", "2.3", "3.3", "4.3", "5.3", "6.3"]);
    expect(again.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F907A step 4 (BR p.7 step F): the Pathfinder's Pilgrims at the planets of the rolled symbol", () => {
  const table = importedUntilThrown("III", ["FATE09", "FATE14", "FATE16"], "edict-arrow");

  test("the die rests on the arrow: a Pilgrim at each arrow planet, the die read once", () => {
    expect(rollsLogged(table)).toBe(0);
    table.settle();
    expect(rollsLogged(table)).toBe(1);
    expect(campaign(table).setupRolls?.[0]).toMatchObject({ player: "Red", card: "F907A", planet: "arrow" });
    expect(tokenSystems(table, 9)).toEqual(["1.1", "2.1", "3.1", "4.1", "5.1", "6.1"]);
    expect(kindBag(table, "f9-pilgrim")?.contents.length).toBe(0);
    expect(table.scriptErrors).toEqual([]);
  });
});
