/**
 * The Fate edicts whose choices their resolver presses, at the table on the BUILT save's Global in the
 * TTS fake (issue 35; src/tts/campaign/eventPhase/clicks.ts onEdictDone, edictMoves.ts edictPicks;
 * core/campaign/fates/edictChoices.ts; BR p.20: the rules booklet's edicts resolve in their slot's
 * turn in the Edicts). Seed 003 F703 Use Imperial Foundries: "The player who has Imperial Officers
 * resolves this. For each Loyal starport, you may replace 1 Loyal ship in its system with 1 Imperial
 * ship." BR p.22: "If you replace a piece, return it and place another piece in its place." F1509
 * Empire Balks at Peace: "If the Imperial Policy is War and the Peacekeeper is an Outlaw, the First
 * Regent may flip 1 Ceasefire token to War in a cluster where the Empire controls at least 2 systems."
 */
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import { TtsTable as Table } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState, tableLog } from "../support/scenario";
import { ships } from "../support/battleTable";
import { balksDue, edictDue } from "../core/campaign/edictFixtures";
import { campaignPieces } from "../support/campaignBattle";
import { ceasefireAt, fateSetCardInto } from "../support/fateTable";

const game = (table: TtsTable): GameState => coreState(table)!;
const camp = (table: TtsTable) => game(table).campaign as CampaignState;
const toAll = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
const toOne = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text).join("\n");
const sent = (table: TtsTable) => tableLog(table).commands.filter((c) => c.type === "edictDone").pop() as Extract<Command, { type: "edictDone" }> | undefined;
const inSystem = (table: TtsTable, id: string) => table.world.objectsIn(zoneOf(table, "system", id));
const shipsIn = (table: TtsTable, id: string, tag: string) => inSystem(table, id).filter((o) => o.tags.includes(tag) && (tag !== "ship" || o.tags.includes("Red")));
const tipped = (o: FakeObject) => Math.abs(o.rotation.z - 90) < 1 || Math.abs(o.rotation.x - 90) < 1;

/** The table saved and loaded again: the panel is drawn with the pieces laid since (as after any command). */
function reloaded(table: TtsTable): TtsTable {
  const again = new Table(table.save(), { seats: ["Red", "Blue", "Yellow"].map((color) => ({ color, host: color === "Red" })) });
  again.settle();
  again.messages.length = 0;
  return again;
}

function press(table: TtsTable, colour: string, id: string, forge = false): void {
  table.messages.length = 0;
  if (forge) table.forgeUiClick(colour, id);
  else table.clickUi(colour, id);
  table.settle();
}

describe("seed 003 F703 Use Imperial Foundries at the table (BR pp.20, 22)", () => {
  test("Red has Imperial Officers: a button per system with Red's starport; Blue's forged press and an illegal pick are refused privately, nothing moves; a pick replaces Red's fresh ship with an Imperial ship; Edict done ends it", () => {
    let table = loadWithGame(builtSave().save as unknown as SaveFile, edictDue("F703"), "Red");
    fateSetCardInto(table, "F702", "Red");
    takePieces(table, "starport", "Red", 1, zoneOf(table, "system", "1.1"));
    takePieces(table, "starport", "Red", 1, zoneOf(table, "system", "3.1"));
    ships(table, "Red", "1.1", 2, 1);
    table.settle();
    table = reloaded(table);
    // The resolver is Imperial Officers' holder, not Blue (the First Regent).
    expect(table.ui().text("arcsEventStatus")).toContain("then Red presses Edict done");
    expect(table.ui().visibleTo("arcsEventPicks", "Red", false)).toBe(true);
    expect(table.ui().visibleTo("arcsEventPicks", "Blue", false)).toBe(false);
    expect(table.ui().text("arcsEventPick1")).toBe("Replace a ship at 1.1");
    expect(table.ui().text("arcsEventPick2")).toBe("Replace a ship at 3.1");
    const imperialBag = table.find((o) => o.tags.includes("imperial-ship-supply"))[0];
    const before = imperialBag.contents.length;
    // Blue's forged press: told privately, nothing sent.
    press(table, "Blue", "arcsEventPick1", true);
    expect(toOne(table, "Blue")).toContain("only Red may close this edict now");
    expect(sent(table)).toBeUndefined();
    // 3.1 has Red's starport but no ship: the core refuses, Red alone is told, nothing moves.
    press(table, "Red", "arcsEventPick2");
    expect(toOne(table, "Red")).toContain("nothing to replace in 3.1: 1 Loyal ship per Loyal starport, while the Imperial supply lasts (F703, BR p.22)");
    expect(toAll(table)).not.toContain("edict F703");
    expect(camp(table).foundries).toBeUndefined();
    expect(imperialBag.contents.length).toBe(before);
    // 1.1: Red's fresh ship goes back, an Imperial ship (fresh) takes its place.
    press(table, "Red", "arcsEventPick1");
    expect(sent(table)).toMatchObject({ card: "F703", player: "Red", replace: "1.1", imperial: before });
    expect(sent(table)?.map?.playAreas).toEqual([{ colour: "Red", cards: ["F702"] }]);
    expect(toAll(table)).toContain("edict F703: Red replaces a fresh ship in 1.1 with an Imperial ship");
    expect(camp(table).foundries).toEqual(["1.1"]);
    expect(camp(table).edictQueue).toEqual(["F703"]);
    table.settle();
    const red = shipsIn(table, "1.1", "ship");
    expect(red.length).toBe(1);
    expect(tipped(red[0])).toBe(true);
    const imperial = shipsIn(table, "1.1", "imperial-ship");
    expect(imperial.length).toBe(1);
    expect(tipped(imperial[0])).toBe(false);
    expect(imperialBag.contents.length).toBe(before - 1);
    // 1 starport: a second replacement at 1.1 is refused, nothing moves.
    press(table, "Red", "arcsEventPick1");
    expect(toOne(table, "Red")).toContain("nothing to replace in 1.1: 1 Loyal ship per Loyal starport, while the Imperial supply lasts (F703, BR p.22)");
    expect(shipsIn(table, "1.1", "ship").length).toBe(1);
    expect(camp(table).foundries).toEqual(["1.1"]);
    press(table, "Red", "arcsEventEdictDone");
    expect(toAll(table)).toContain("edict F703 resolved");
    expect(camp(table).edictQueue).toBeUndefined();
    expect(camp(table).foundries).toBeUndefined();
    expect(table.scriptErrors).toEqual([]);
  });
});

/** A Ceasefire token (Fate Set 15's bag) laid on system `id`'s zone, face down (War) if told. */

const faceDown = (o: FakeObject) => Math.abs(o.rotation.z - 180) < 1;

describe("seed 003 F1509 Empire Balks at Peace at the table (BR pp.10, 20)", () => {
  test("War Policy, Red (the Peacekeeper) an Outlaw: Blue, the First Regent, sees a button per cluster at Peace; Red's forged press and cluster 2 (1 Empire-controlled system) are refused, nothing flips; cluster 1 (2) flips to War", () => {
    let table = loadWithGame(builtSave().save as unknown as SaveFile, balksDue(), "Red");
    const one = ceasefireAt(table, "1.0");
    const two = ceasefireAt(table, "2.0");
    ceasefireAt(table, "3.0", true);
    campaignPieces(table, "imperial-ship", "1.1", 1);
    campaignPieces(table, "imperial-ship", "1.2", 1);
    campaignPieces(table, "imperial-ship", "2.1", 1);
    table.settle();
    table = reloaded(table);
    const token = (o: FakeObject) => table.find((x) => x.guid === o.guid)[0];
    expect(table.ui().visibleTo("arcsEventPicks", "Blue", false)).toBe(true);
    expect(table.ui().visibleTo("arcsEventPicks", "Red", false)).toBe(false);
    expect(table.ui().text("arcsEventPick1")).toBe("War in cluster 1");
    expect(table.ui().text("arcsEventPick2")).toBe("War in cluster 2");
    press(table, "Red", "arcsEventPick1", true);
    expect(toOne(table, "Red")).toContain("only Blue may close this edict now");
    expect(sent(table)).toBeUndefined();
    press(table, "Blue", "arcsEventPick2");
    expect(toOne(table, "Blue")).toContain("under War with the Peacekeeper an Outlaw, the First Regent may flip a cluster at Peace where the Empire controls 2 systems (F1509)");
    expect(faceDown(token(two))).toBe(false);
    expect(camp(table).edictQueue).toEqual(["F1509"]);
    press(table, "Blue", "arcsEventPick1");
    expect(sent(table)).toMatchObject({ card: "F1509", player: "Blue", flip: 1 });
    expect(toAll(table)).toContain("edict F1509 resolved: cluster 1 to War");
    expect(faceDown(token(one))).toBe(true);
    expect(faceDown(token(two))).toBe(false);
    expect(camp(table).edictQueue).toBeUndefined();
    expect(table.scriptErrors).toEqual([]);
  });
});
