/**
 * Captive Release (seed 003 F1805, the Survivalist's Edict) at the table, on the BUILT save's Global
 * in the TTS fake (issue 35; src/tts/campaign/eventPhase/clicks.ts onEdictDone, edictMoves.ts edictPicks (the one pick row),
 * edictMoves.ts; core/campaign/fates/edictChoices.ts; BR p.20: the rules booklet's edicts resolve in
 * their slot's turn). Card text: "In turn order, each player with more Power than the Survivalist
 * does this: If the Survivalist has any Captives that are Loyal to you, you may choose a Bunker that
 * you control. The Survivalist must either return all of those Captives or Provoke Outrage of that
 * Bunker's planet type." Each button is the chooser's alone; the chain lives in the core's state, so
 * it survives a save and load between two presses.
 */
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { TtsTable } from "../../tools/ttsFake/table";
import { zoneOf } from "../../tools/bench/courtScoringHandlers";
import { agentBag, edictsSent, press, reloaded, toAll, toOne } from "../support/edictTable";
import { coreState } from "../support/scenario";
import { captiveReleaseTable } from "../support/fateTable";

const game = (table: TtsTable): GameState => coreState(table)!;
const camp = (table: TtsTable) => game(table).campaign as CampaignState;
const captives = (table: TtsTable, c: string) => table.world.objectsIn(zoneOf(table, "captives", "Yellow")).filter((o) => o.tags.includes("agent") && o.tags.includes(c));


/** Yellow (the Survivalist) holds 2 Red and 1 Blue Captives; Bunkers on 1.1 (Weapon, Red's 2 ships) and 1.2 (Fuel, Blue's ship). */

describe("seed 003 F1805 Captive Release at the table (BR p.20)", () => {
  test("Blue (First Regent) starts it; Red picks its Weapon Bunker (a Fuel one it does not control is refused); saved and loaded; Yellow returns Red's Captives; Blue picks Fuel; Yellow Provokes Fuel Outrage", () => {
    let table = captiveReleaseTable();
    expect(table.ui().text("arcsEventStatus")).toContain("then Blue presses Edict done.");
    // Only the edict's presser starts it.
    press(table, "Red", "arcsEventEdictDone", true);
    expect(toOne(table, "Red")).toContain("only Blue may close this edict now");
    expect(edictsSent(table)).toEqual([]);
    press(table, "Blue", "arcsEventEdictDone");
    expect(edictsSent(table)[0].table?.players.find((p) => p.colour === "Yellow")?.captives).toEqual({ Red: 2, Blue: 1 });
    expect(toAll(table)).toContain("edict F1805: Red, Blue may choose a Bunker");
    expect(camp(table).edictStep).toEqual(["Red", "Blue"]);
    // Red's five planet types, shown to Red alone.
    expect(table.ui().isShown("arcsEventPicks") && table.ui().visibleTo("arcsEventPicks", "Red", false)).toBe(true);
    expect(table.ui().visibleTo("arcsEventPicks", "Blue", false)).toBe(false);
    expect(table.ui().text("arcsEventPick3")).toBe("Weapon");
    press(table, "Blue", "arcsEventPick3", true);
    expect(toOne(table, "Blue")).toContain("only Red may close this edict now");
    expect(edictsSent(table)).toHaveLength(1);
    // Fuel: Red controls no Bunker on a Fuel planet (Blue's ship holds 1.2): refused to Red, nothing changes.
    const before = JSON.stringify(game(table));
    press(table, "Red", "arcsEventPick2");
    expect(toOne(table, "Red")).toContain("you control no Bunker on a fuel planet (F1805)");
    expect(JSON.stringify(game(table))).toBe(before);
    press(table, "Red", "arcsEventPick3");
    expect(edictsSent(table).pop()?.map?.fateTokens?.filter((t) => t.token === "Bunker").map((t) => t.system).sort()).toEqual(["1.1", "1.2"]);
    expect(camp(table).edictPick).toBe("weapon");

    // Saved and loaded between Red's pick and the Survivalist's answer.
    table = reloaded(table);
    expect(camp(table).edictPick).toBe("weapon");
    expect(table.ui().isShown("arcsEventPicks") && table.ui().visibleTo("arcsEventPicks", "Yellow", false)).toBe(true);
    expect(table.ui().visibleTo("arcsEventPicks", "Red", false)).toBe(false);
    expect([table.ui().text("arcsEventPick1"), table.ui().text("arcsEventPick2")]).toEqual(["Return", "Outrage"]);
    press(table, "Red", "arcsEventPick1", true);
    expect(toOne(table, "Red")).toContain("only Yellow may close this edict now");
    const redBag = agentBag(table, "Red").contents.length;
    press(table, "Yellow", "arcsEventPick1");
    expect(toAll(table)).toContain("edict F1805: Red's Captives return");
    expect(captives(table, "Red")).toHaveLength(0);
    expect(captives(table, "Blue")).toHaveLength(1);
    expect(agentBag(table, "Red").contents.length).toBe(redBag + 2);

    press(table, "Blue", "arcsEventPick2");
    expect(camp(table).edictPick).toBe("fuel");
    const yellowAgents = agentBag(table, "Yellow").contents.length;
    press(table, "Yellow", "arcsEventPick2");
    expect(toAll(table)).toContain("edict F1805 resolved: Yellow Provokes fuel Outrage");
    // The Outrage's agent from Yellow's supply onto the board's Fuel icon; the Captives stay.
    expect(agentBag(table, "Yellow").contents.length).toBe(yellowAgents - 1);
    expect(captives(table, "Blue")).toHaveLength(1);
    expect(camp(table).edictQueue).toBeUndefined();
    expect(table.ui().isShown("arcsEventPicks")).toBe(false);
    expect(table.scriptErrors).toEqual([]);
  });
});
