/**
 * The Fate-set cards that limit or change declaring, scoring and taxing for their holder (issue 35;
 * seed 003's card reference), on the BUILT save's Global in the TTS fake: the card lies in its
 * holder's play area, and the table sends it with the declare (src/tts/turn/bookkeeping.ts), the
 * Govern (src/tts/campaign/eventPhase/clicks.ts), the scoring snapshot (src/tts/scoring/read.ts)
 * and the tax's map (src/tts/map/read.ts withPlayArea); a refusal is told to the clicker alone.
 */
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { actionCard } from "../../src/core/data/actionCards";
import { GLOBAL_GUID } from "../../tools/ttsFake/table";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, takeCity, takePieces, takeResources, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { actOneInPlay, fateSetCardInto } from "../support/fateTable";
import { coreState, tableLog } from "../support/scenario";
import { campaignPieces } from "../support/campaignBattle";
import { cardObject, dropCard, lastTo } from "../support/campaignEvents";
import { SEATS, atEdicts, atScoring } from "../core/campaign/oathFixtures";
import { redLeads } from "../core/campaign/mapFixtures";

const save = () => builtSave().save as unknown as SaveFile;
const game = (table: TtsTable): GameState => coreState(table)!;
const told = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text).join(" ");
/** The card each ambition's Lore forbids (no Fate asked of its holder). */
const FORBIDS: { [ambition: string]: string } = { tyrant: "F1802", keeper: "F1902", tycoon: "F2003" };


describe("seed 003 F1802, F1902, F2003 'You cannot declare ...': the lead card's Declare button", () => {
  test("refused to the leader with the card's words while it lies in their play area; declared once it is gone", () => {
    const table = actOneInPlay(SEATS);
    const leader = game(table).round!.order[0];
    const hand = game(table).players.find((p) => p.colour === leader)!.hand;
    const lead = hand.find((id) => FORBIDS[actionCard(id)?.declares ?? ""] !== undefined)!;
    const ambition = actionCard(lead)!.declares;
    const lore = fateSetCardInto(table, FORBIDS[ambition], leader);
    dropCard(table, leader, lead, zoneOf(table, "lead-slot"));
    const name = `${ambition.charAt(0).toUpperCase()}${ambition.slice(1)}`;
    table.messages.length = 0;
    table.clickButton(leader, cardObject(table, lead), `Declare ${name}`);
    table.settle();
    expect(told(table, leader)).toContain(`(${FORBIDS[ambition]}): you cannot declare ${name}`);
    expect(table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ")).not.toContain("cannot declare");
    expect(game(table).round!.declared).toBe(false);

    table.drop(leader, lore, { x: 30, y: 2, z: -8 });
    table.settle();
    table.clickButton(leader, cardObject(table, lead), `Declare ${name}`);
    table.settle();
    expect(game(table).markers.some((m) => m.at === ambition)).toBe(true);
    expect(tableLog(table).commands.filter((c) => c.type === "declare").pop()).toEqual({ type: "declare", player: leader, ambition });
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F2003 Ire of the Tycoons 'You cannot ... gain Power from scoring [Tycoon]': the scoring preview", () => {
  test("Red, first in Tycoon with the card in its play area, gains 0; Blue keeps second place", () => {
    const table = loadWithGame(save(), atScoring(["tycoon"]), "Red");
    takeResources(table, "material", 2, zoneOf(table, "resources-zone", "Red"));
    takeResources(table, "material", 1, zoneOf(table, "resources-zone", "Blue"), 2);
    fateSetCardInto(table, "F2003", "Red");
    table.callScript(GLOBAL_GUID, "arcsScoringRecount");
    table.settle();
    const text = table.ui().text("arcsScoringText");
    expect(text).toMatch(/Tycoon \(\d\/\d\): Red \+0 for first place in Tycoon \(2, the most\); Ire of the Tycoons \(F2003\): no Power from scoring Tycoon; Blue \+\d for second place/);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1502 Oath of Peace 'You cannot change Imperial Policy to War': the First Regent's Govern buttons", () => {
  test("the Peacekeeper, First Regent with the card in its play area, is refused War and may change to Escalation", () => {
    const table = loadWithGame(save(), atEdicts("peace"), "Red");
    fateSetCardInto(table, "F1502", "Red");
    table.messages.length = 0;
    table.forgeUiClick("Red", "arcsEventPolicy_war");
    expect(lastTo(table, "Red")).toBe("Oath of Peace (F1502): you cannot change Imperial Policy to War");
    expect((game(table).campaign as CampaignState).policy).toBe("peace");
    table.forgeUiClick("Red", "arcsEventPolicy_escalation");
    expect((game(table).campaign as CampaignState).policy).toBe("escalation");
    expect(tableLog(table).commands.filter((c) => c.type === "govern").pop()).toMatchObject({ player: "Red", replaceWith: "escalation", playArea: ["F1502"] });
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 tax cards in the taxer's play area (F1902 Ire of the Keepers, F102 Imperial Authority)", () => {
  function taxWith(table: TtsTable, type: string, city: FakeObject): void {
    const [token] = takeResources(table, type, 1, zoneOf(table, "court-deck-zone"));
    table.drop("Red", token, { x: city.position.x, y: 2, z: city.position.z });
    table.settle();
  }

  test("F1902: Red's city on 2.3 (Relic), where Blue's ships control, is refused to Red alone and the token goes back", () => {
    const table = loadWithGame(save(), redLeads("administration", "regent"), "Red");
    const city = takeCity(table, "Red", zoneOf(table, "system", "2.3"));
    takePieces(table, "ship", "Blue", 2, zoneOf(table, "system", "2.3"), 1);
    fateSetCardInto(table, "F1902", "Red");
    table.messages.length = 0;
    taxWith(table, "relic", city);
    expect(told(table, "Red")).toContain("Ire of the Keepers (F1902): you tax Loyal cities on Relic planets only where you control, and Red does not control 2.3");
    expect(told(table, "Red")).toContain("The token went back to the supply.");
    expect(game(table).actions).toBeUndefined();
    expect(table.scriptErrors).toEqual([]);
  });

  test("F102: Red, a Regent, taxes Yellow's city where a fresh Imperial ship controls and Red has no piece", () => {
    const table = loadWithGame(save(), redLeads("administration", "regent"), "Red");
    const city = takeCity(table, "Yellow", zoneOf(table, "system", "1.1"));
    campaignPieces(table, "imperial-ship", "1.1", 1);
    table.settle();
    fateSetCardInto(table, "F102", "Red");
    taxWith(table, "weapon", city);
    expect(game(table).actions?.mapActs).toEqual(["tax:Yellow@1.1"]);
    expect(table.world.objectsIn(zoneOf(table, "resources-zone", "Red")).filter((o) => o.tags.includes("weapon"))).toHaveLength(1);
    expect(table.world.objectsIn(zoneOf(table, "captives", "Red"))).toHaveLength(0);
    expect(table.scriptErrors).toEqual([]);
  });
});
