/**
 * The Fate-set cards that change the Empire's Laws and the Free States' for their holder, on the
 * BUILT save's Global in the TTS fake (issue 35; src/core/campaign/fates/empireCards.ts): the map's
 * action carries the cards of the acting player's play area (src/tts/map/read.ts withPlayArea), so
 * Imperial Officers (F702, "You ignore the Empire's Presence and Movement Laws") lets a Regent move
 * Imperial ships alone, and a Member of the Commonwealth title (F218, with F222 in the rules booklet)
 * lets its holder build a ship at a Free starport where a Rival controls; Rogue Admirals (F706) let a
 * Regent battle a Rival Regent where Imperial ships are (the battle roll carries the attacker's play
 * area); Martial Law (F720) ends a bound Regent's Catapult at an Empire-controlled gate. Without the
 * card the drop (the defender chosen) is refused to that player alone and the piece goes back.
 */
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import { loadWithGame, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { dropInto, fateSetCardInto, inSystem } from "../support/fateTable";
import { coreState } from "../support/scenario";
import { campaignPieces } from "../support/campaignBattle";
import type { BattleCommand } from "../../src/core/game/types";
import { redLeads } from "../core/campaign/mapFixtures";
import { campaignBattleTable, ATTACKER } from "../support/campaignBattle";
import { click, dice, ships, step } from "../support/battleTable";
import { lastTo } from "../support/campaignEvents";
import { tableLog } from "../support/scenario";

const save = () => builtSave().save as unknown as SaveFile;
const game = (table: TtsTable): GameState => coreState(table)!;
const toRed = (table: TtsTable) => table.messages.filter((m) => m.to === "Red").map((m) => m.text).join(" ");
const publicText = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ");

describe("seed 003 F702 Imperial Officers on the table: 'You ignore the Empire's Presence and Movement Laws' (BR p.10)", () => {
  test("a Regent's Imperial ship moved without Loyal ships is refused to Red alone and goes back; with F702 in Red's play area it moves", () => {
    const table = loadWithGame(save(), redLeads("mobilization", "regent"), "Red");
    const [imperial] = campaignPieces(table, "imperial-ship", "1.2", 1);
    table.settle();
    dropInto(table, imperial, "1.0");
    expect(toRed(table)).toContain("Movement Law: a Regent moves 1 Imperial ship per Loyal ship moving with it: 1 Imperial with 0 Loyal (BR p.10)");
    expect(toRed(table)).toContain("It went back where it was.");
    expect(publicText(table)).not.toContain("Movement Law");
    expect(inSystem(table, "1.2", imperial)).toBe(true);
    expect(game(table).actions).toBeUndefined();

    fateSetCardInto(table, "F702", "Red");
    dropInto(table, imperial, "1.0");
    expect(game(table).actions?.taken).toEqual(["move"]);
    expect(publicText(table)).toContain("Red moves 1 Imperial ship from 1.2 to 1.0");
    expect(inSystem(table, "1.0", imperial)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F218 Member of the Commonwealth with F222 Commonwealth Membership on the table: 'build ships ... with Free starports' (BR p.15)", () => {
  test("Red's ship let go at a Free starport where Blue controls is refused without the title and goes back; with F218 in Red's play area it is built, fresh", () => {
    const s = redLeads("construction", "outlaw");
    const c = s.campaign as CampaignState;
    const state = { ...s, campaign: { ...c, rulesBooklet: { edicts: c.rulesBooklet?.edicts ?? [], laws: [["F222"]] } } } as GameState;
    const table = loadWithGame(save(), state, "Red");
    campaignPieces(table, "free-starport", "3.3", 1);
    takePieces(table, "ship", "Blue", 1, zoneOf(table, "system", "3.3"));
    const [ship] = takePieces(table, "ship", "Red", 1, zoneOf(table, "resources-zone", "Red"));
    table.settle();
    const was = { ...ship.position };
    dropInto(table, ship, "3.3");
    expect(toRed(table)).toContain("you build at a Free starport only in a system you control (BR p.15): not 3.3");
    expect(publicText(table)).not.toContain("Free starport only");
    expect(ship.position.x).toBeCloseTo(was.x, 1);
    expect(game(table).actions).toBeUndefined();

    fateSetCardInto(table, "F218", "Red");
    dropInto(table, ship, "3.3");
    expect(game(table).actions?.mapActs).toEqual(["build:ship:free@3.3"]);
    expect(publicText(table)).toContain("Red builds a ship at a Free starport in 3.3, fresh (Commonwealth Membership (F222): built with Free buildings like Loyal ones)");
    expect(((ship.rotation.z % 360) + 360) % 360).toBe(0);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F720 Martial Law on the table: 'When taking a Catapult move, Empire control of gates ends your move'", () => {
  test("Red's ship let go past an Empire-controlled gate is refused to Red alone and goes back; with Imperial Officers in Red's play area it passes", () => {
    const s = redLeads("mobilization", "regent");
    const c = s.campaign as CampaignState;
    const players = c.players.map((p) => ({ ...p, fate: p.colour === "Yellow" ? "FATE07" : p.fate }));
    const state = { ...s, campaign: { ...c, players, rulesBooklet: { edicts: c.rulesBooklet?.edicts ?? [], laws: [["F720"]] } } } as GameState;
    const table = loadWithGame(save(), state, "Red");
    takePieces(table, "starport", "Red", 1, zoneOf(table, "system", "1.2"));
    const [ship] = takePieces(table, "ship", "Red", 1, zoneOf(table, "system", "1.2"));
    campaignPieces(table, "imperial-ship", "1.0", 1);
    table.settle();
    dropInto(table, ship, "2.0");
    expect(toRed(table)).toContain("it would stop at 1.0: the Empire controls gate 1.0: under Martial Law (F720, BR p.9) it ends your Catapult move");
    expect(toRed(table)).toContain("It went back where it was.");
    expect(inSystem(table, "1.2", ship)).toBe(true);
    expect(game(table).actions).toBeUndefined();

    fateSetCardInto(table, "F702", "Red");
    dropInto(table, ship, "2.0");
    expect(game(table).actions?.taken).toEqual(["move"]);
    expect(inSystem(table, "2.0", ship)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F706 Rogue Admirals on the table: 'You ignore the Empire's ... Truce Law' (BR p.11)", () => {
  test("Yellow, a Regent, choosing Blue, a Regent, where an Imperial ship is, is refused; with F706 in Yellow's play area the battle is rolled, its map carrying the card", () => {
    const table = campaignBattleTable({ titles: { Yellow: "regent", Blue: "regent", Red: "outlaw" }, firstRegent: "Blue" });
    ships(table, ATTACKER, "4.1", 2);
    ships(table, "Blue", "4.1", 1);
    campaignPieces(table, "imperial-ship", "4.1", 1);
    table.settle();
    click(table, ATTACKER, "arcsBattleOpen");
    expect(table.ui().text("arcsBattleDefender1")).toBe("Blue");
    click(table, ATTACKER, "arcsBattleDefender1");
    expect(lastTo(table, ATTACKER)).toBe("Regents cannot harm Rival Regents where there are Imperial ships (Truce Law, BR p.11)");
    expect(table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ")).not.toContain("Truce Law");

    fateSetCardInto(table, "F706", ATTACKER);
    click(table, ATTACKER, "arcsBattleDefender1");
    expect(table.ui().text("arcsBattleStatus")).toMatch(/against Blue/);
    dice(table, ["skirmish-4"]);
    click(table, ATTACKER, "arcsBattleMore_skirmish");
    click(table, ATTACKER, "arcsBattleRoll");
    table.settle();
    expect(step(table)).toBe("hits");
    const roll = tableLog(table).commands.filter((c) => c.type === "battle")[0] as BattleCommand;
    expect(roll.map?.playAreas).toEqual([{ colour: ATTACKER, cards: ["F706"] }]);
    expect(table.scriptErrors).toEqual([]);
  });
});
