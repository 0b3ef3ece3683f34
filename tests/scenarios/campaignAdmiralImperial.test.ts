/**
 * The Admiral's first Act I line on the BUILT save's Global in the TTS fake (issue 35; seed 003
 * F701B: "While you're a Regent and winning an ambition, advance 1 for each Imperial ship that anyone
 * places on the map", its note: "placed with the Use Imperial Foundries and Govern the Imperial Reach
 * (Policy of Escalation) edicts"): the First Regent's enforce under Escalation sends the ambitions'
 * counts as the table reads them (src/tts/campaign/eventPhase/clicks.ts onGovern), and the core
 * advances the Admiral by the Imperial Action's 2 ships while they win an ambition.
 */
import type { Command } from "../../src/core/game/types";
import { TtsTable } from "../../tools/ttsFake/table";
import type { SaveFile } from "../../tools/ttsFake/table";
import type { CampaignState } from "../../src/core/campaign/types";
import { loadWithGame, takePieces, takeResources, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState, tableLog } from "../support/scenario";
import { admiralAtEscalation, edictDue, keeperDeclared } from "../core/campaign/edictFixtures";
import { ships } from "../support/battleTable";
import { fateSetCardInto } from "../support/fateTable";

const save = () => builtSave().save as unknown as SaveFile;
const objective = (t: TtsTable, colour: string) => (coreState(t)!.campaign as CampaignState).players.filter((p) => p.colour === colour)[0].objective;
const publicText = (t: TtsTable) => t.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");

/** Each Regent's give (Blue and Yellow: Fuel, Red: none), then Red enforces. */
function enforce(t: TtsTable): void {
  t.clickUi("Blue", "arcsEventGiveBlue_2");
  t.clickUi("Yellow", "arcsEventGiveYellow_2");
  t.clickUi("Red", "arcsEventGiveRed_4");
  t.clickUi("Red", "arcsEventEnforce");
  t.settle();
}

describe("seed 003 F701B 'Prove Yourself as a New Admiral' on the table (BR pp.20-21)", () => {
  test("Blue, the Admiral, holds the most Relics (Keeper declared): Red's Escalation enforce carries the counts read on the boards and advances Blue 2; with Yellow level on Relics, none", () => {
    const won = loadWithGame(save(), admiralAtEscalation(), "Red");
    takeResources(won, "relic", 2, zoneOf(won, "resources-zone", "Blue"));
    takeResources(won, "relic", 1, zoneOf(won, "resources-zone", "Yellow"));
    enforce(won);
    const cmd = tableLog(won).commands.filter((c) => c.type === "govern").pop() as Command & { snapshot?: { players: { colour: string; resources: { relic: number } }[] } };
    expect(cmd.snapshot?.players.map((p) => [p.colour, p.resources.relic])).toEqual([["Red", 0], ["Blue", 2], ["Yellow", 1]]);
    expect(publicText(won)).toContain("Blue's objective advances 2 for 2 Imperial ship(s) placed while you win an ambition (F701B): marker 10 -> 8");
    expect(objective(won, "Blue")).toBe(8);
    expect(won.scriptErrors).toEqual([]);

    const tied = loadWithGame(save(), admiralAtEscalation(), "Red");
    takeResources(tied, "relic", 1, zoneOf(tied, "resources-zone", "Blue"));
    takeResources(tied, "relic", 1, zoneOf(tied, "resources-zone", "Yellow"));
    enforce(tied);
    expect((coreState(tied)!.campaign as CampaignState).edictQueue).toBeUndefined();
    expect(objective(tied, "Blue")).toBe(10);
    expect(tied.scriptErrors).toEqual([]);
  });

  test("F703 Use Imperial Foundries: Red, the Admiral with Imperial Officers and the most Relics, replaces a ship; the pick carries the counts read on the boards and advances Red 1", () => {
    const due = edictDue("F703");
    const c = due.campaign as CampaignState;
    const staged = loadWithGame(save(), keeperDeclared({ ...due, campaign: { ...c, act: "I", players: c.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE07", letter: "A" as const, objective: 10 } : p)) } }), "Red");
    fateSetCardInto(staged, "F702", "Red");
    takePieces(staged, "starport", "Red", 1, zoneOf(staged, "system", "1.1"));
    ships(staged, "Red", "1.1", 1);
    takeResources(staged, "relic", 1, zoneOf(staged, "resources-zone", "Red"));
    staged.settle();
    // Saved and loaded: the edict's picks are drawn from the pieces laid.
    const t = new TtsTable(staged.save(), { seats: ["Red", "Blue", "Yellow"].map((color) => ({ color, host: color === "Red" })) });
    t.settle();
    t.clickUi("Red", "arcsEventPick1");
    t.settle();
    const cmd = tableLog(t).commands.filter((x) => x.type === "edictDone").pop() as Command & { snapshot?: { players: { colour: string; resources: { relic: number } }[] } };
    expect(cmd).toMatchObject({ card: "F703", replace: "1.1" });
    expect(cmd.snapshot?.players.filter((p) => p.colour === "Red")[0].resources.relic).toBe(1);
    expect(publicText(t)).toContain("Red's objective advances 1 for 1 Imperial ship(s) placed while you win an ambition (F701B): marker 10 -> 9");
    expect(objective(t, "Red")).toBe(9);
    expect(t.scriptErrors).toEqual([]);
  });
});
