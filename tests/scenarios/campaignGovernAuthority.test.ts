/**
 * Govern with Authority at the table (seed 003 F124, the Steward's Act III; src/tts/campaign/eventPhase
 * clicks.ts onGovern, gifts.ts, core/campaign/fates/governAuthority.ts) on the BUILT save's Global in
 * the TTS fake: "Take 1 Trophy or Captive ... from each Rival Regent and from each Outlaw with a Loyal
 * city or Flagship controlled by the Empire. If they have none, take 1 agent from their supply as a
 * Favor." The Outlaw chooses its give with its own buttons; the First Regent's Enforce reads the map.
 * And F113 Imperial Quorum ("then skip Edict 03 itself"): its Edict done reads the map and names who.
 */
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import { loadWithGame, takeCity, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState, tableLog } from "../support/scenario";
import { campaignPieces } from "../support/campaignBattle";
import { lastTo } from "../support/campaignEvents";
import { atAuthority, atQuorum } from "../core/campaign/governAuthorityFixtures";

const game = (table: TtsTable): GameState => coreState(table)!;
const campaign = (table: TtsTable) => game(table).campaign as CampaignState;

describe("seed 003 F124 Govern with Authority, A Policy of War, at the table (BR p.20)", () => {
  test("White, an Outlaw whose Loyal city lies under fresh Imperial ships, gives an agent as a Favor; a wrong clicker is told alone and nothing changes", () => {
    const table = loadWithGame(builtSave().save as unknown as SaveFile, atAuthority("war", ["White"]), "Red");
    takeCity(table, "White", zoneOf(table, "system", "1.1"));
    campaignPieces(table, "imperial-ship", "1.1", 1);
    table.settle();
    expect(table.ui().text("arcsEventStatus")).toContain("Govern with Authority (F124), each Outlaw with a Loyal city or Flagship the Empire controls gives too");
    expect(table.ui().visibleTo("arcsEventGiveWhite", "White", false)).toBe(true);
    expect(["arcsEventGiveWhite_1", "arcsEventGiveWhite_2", "arcsEventGiveWhite_3", "arcsEventGiveWhite_4"].map((id) => table.ui().text(id))).toEqual(["trophy", "captive", "an agent (Favor)", "nothing"]);
    table.forgeUiClick("Blue", "arcsEventGiveWhite_3");
    expect(lastTo(table, "Blue")).toBe("only White may choose White's give to the Imperial Demand now");
    table.clickUi("White", "arcsEventGiveWhite_3");
    table.clickUi("Blue", "arcsEventGiveBlue_1");
    table.clickUi("Yellow", "arcsEventGiveYellow_2");
    table.clickUi("Red", "arcsEventGiveRed_1");
    table.forgeUiClick("Blue", "arcsEventEnforce");
    expect(lastTo(table, "Blue")).toBe("only Red may govern the Imperial Reach now");
    expect(table.messages.filter((m) => m.to === undefined && /enforces/.test(m.text))).toEqual([]);
    expect(campaign(table).edictQueue).toEqual(["F124"]);
    table.clickUi("Red", "arcsEventEnforce");
    table.settle();
    const cmd = tableLog(table).commands.filter((x) => x.type === "govern").pop() as Extract<Command, { type: "govern" }>;
    expect(cmd.demands).toEqual(expect.arrayContaining([{ player: "White", gives: "favor" }, { player: "Blue", gives: "trophy" }]));
    expect(cmd.map?.systems.some((sys) => sys.system === "1.1")).toBe(true);
    expect(campaign(table).edictQueue).toBeUndefined();
    expect(campaign(table).players.find((p) => p.colour === "Red")!.favors).toEqual(["White"]);
    expect(table.messages.some((m) => m.to === undefined && m.text.includes("White has none and gives an agent as a Favor; give 1 Weapon and any 1 resource to each Regent from the supply (Govern with Authority, F124)"))).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F113 Imperial Quorum at the table (BR p.20)", () => {
  test("the Govern slot is skipped; the First Regent's Edict done reads the map: Red, with the only city built, may change the Policy; a wrong clicker is told alone", () => {
    const table = loadWithGame(builtSave().save as unknown as SaveFile, atQuorum(), "Red");
    expect(campaign(table).edictQueue).toEqual(["F113"]);
    takeCity(table, "Red", zoneOf(table, "system", "1.1"));
    table.settle();
    table.forgeUiClick("Blue", "arcsEventEdictDone");
    table.settle();
    expect(lastTo(table, "Blue")).toBe("only Red may close this edict now");
    expect(campaign(table).edictQueue).toEqual(["F113"]);
    table.clickUi("Red", "arcsEventEdictDone");
    table.settle();
    expect(campaign(table).edictQueue).toBeUndefined();
    expect(table.messages.some((m) => m.to === undefined && m.text.includes("edict F113 resolved: Red collects the Demand; nobody (a tie) may take the Imperial Action; Red (1 built) may change the Policy; Edict 03 is skipped"))).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});
