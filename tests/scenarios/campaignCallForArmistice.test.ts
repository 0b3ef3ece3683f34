/**
 * Mass Call for Armistice (seed 003 F226, the Founder's Act III Edict; F215 Call for Armistice without
 * its last line) at the table, on the BUILT save's Global in the TTS fake (issue 35;
 * src/tts/campaign/eventPhase/edictClicks.ts onEdictDone, edictMoves.ts edictPicks, armisticeHere,
 * edictMoves; core/campaign/fates/edictChoices.ts; BR p.20; BR p.27 "place above a card in the Court
 * that does not have an attached card"). Card text: "The Member of the Commonwealth with the least
 * Power may untuck 1 Armistice card from here and attach it to a card in the Court. On a tie, skip
 * this. Then, the Founder may do the same." The Armistices lie where the table can read them out of
 * the Court: here still in the Founder's Fate Set deck. Each choice is its chooser's alone; the chain
 * lives in the core's state, so it survives a save and load between two presses.
 */
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { edictsSent, press, reloaded, toAll, toOne } from "../support/edictTable";
import { coreState } from "../support/scenario";
import { takeCard } from "../support/faithfulTable";
import { founderDue } from "../core/campaign/edictFixtures";

const game = (table: TtsTable): GameState => coreState(table)!;
const camp = (table: TtsTable) => game(table).campaign as CampaignState;
const cardsIn = (table: TtsTable, z: FakeObject) => table.world.objectsIn(z).filter((o) => o.isCard).map((o) => String(o.data.GMNotes));
const picks = (table: TtsTable) => [1, 2, 3].map((i) => (table.ui().isShown(`arcsEventPick${i}`) ? table.ui().text(`arcsEventPick${i}`) : undefined));

describe("seed 003 F226 Mass Call for Armistice at the table (BR pp.20, 27)", () => {
  test("Blue (the least-Power Member) then Red (the Founder) each attach an Armistice from the Founder's Fate Set; forged presses are refused privately; saved and loaded between the two", () => {
    let table = loadWithGame(builtSave().save as unknown as SaveFile, founderDue("F226"), "Red");
    // A Member title in each play area (F218-F220), out of the Founder's Fate Set, which stays on the table with the 2 Armistices.
    ["Red", "Blue", "Yellow"].forEach((colour, i) => {
      const z = zoneOf(table, "play-area", colour);
      takeCard(table, ["F218", "F219", "F220"][i], { x: z.position.x, y: z.position.y + 0.3, z: z.position.z });
    });
    // CC01 and CC02 face up in Court slots 1 and 2.
    const slot = (n: number) => zoneOf(table, "court-slot", String(n));
    ["CC01", "CC02"].forEach((id, i) => takeCard(table, id, { ...slot(i + 1).position, y: slot(i + 1).position.y + 0.2 }));
    table.settle();
    expect(table.find((o) => o.isDeck && o.contents.some((c) => c.GMNotes === "F216") && o.contents.some((c) => c.GMNotes === "F217"))).toHaveLength(1);
    table = reloaded(table);

    // The First Regent (Blue) presses Edict done with the play areas read; Red's forged press is refused to Red alone.
    press(table, "Red", "arcsEventEdictDone", true);
    expect(toOne(table, "Red")).toContain("only Blue may close this edict now");
    expect(edictsSent(table)).toEqual([]);
    press(table, "Blue", "arcsEventEdictDone");
    expect(toAll(table)).toContain("edict F226: Blue, then Red may attach an Armistice");
    expect(camp(table).edictStep).toEqual(["Blue", "Red"]);

    // Blue's row: the Court cards with no attached card.
    expect(table.ui().visibleTo("arcsEventPicks", "Blue", false)).toBe(true);
    expect(table.ui().visibleTo("arcsEventPicks", "Red", false)).toBe(false);
    expect(picks(table)[0]).toContain("CC01");
    expect(picks(table)[1]).toContain("CC02");
    expect(picks(table)[2]).toBeUndefined();
    const before = JSON.stringify(game(table));
    press(table, "Red", "arcsEventPick2", true);
    expect(toOne(table, "Red")).toContain("only Blue may close this edict now");
    expect(JSON.stringify(game(table))).toBe(before);
    expect(cardsIn(table, slot(2))).toEqual(["CC02"]);
    press(table, "Blue", "arcsEventPick2");
    const sent = edictsSent(table).pop()!;
    expect(sent).toMatchObject({ player: "Blue", pick: "CC02", untuck: "F216" });
    expect(sent.court!.slice(0, 2)).toEqual([{ card: "CC01" }, { card: "CC02" }]);
    expect(toAll(table)).toContain("edict F226: Blue attaches F216 to CC02");
    table.settle();
    expect(cardsIn(table, slot(2)).sort()).toEqual(["CC02", "F216"]);
    expect(camp(table).edictStep).toEqual(["Red"]);

    table = reloaded(table);
    // Red, the Founder, next: CC02 has its Armistice now, so only CC01 is offered, with the other Armistice.
    expect(table.ui().visibleTo("arcsEventPicks", "Red", false)).toBe(true);
    expect(picks(table)[1]).toBeUndefined();
    press(table, "Blue", "arcsEventPick1", true);
    expect(toOne(table, "Blue")).toContain("only Red may close this edict now");
    press(table, "Red", "arcsEventPick1");
    expect(toAll(table)).toContain("edict F226 resolved: Red attaches F217 to CC01");
    table.settle();
    expect(cardsIn(table, slot(1)).sort()).toEqual(["CC01", "F217"]);
    expect(camp(table).edictQueue).toBeUndefined();
    expect(table.scriptErrors).toEqual([]);
  });
});
