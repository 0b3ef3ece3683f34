/**
 * F2204 The Dead Live (seed 003) on the BUILT save's Global in the TTS fake: "Destroyed ships that
 * would return to a supply are instead placed on this card. After scoring, take all ships that were
 * destroyed this chapter—including those in Trophies and on this card—and place them fresh on the
 * Twisted Passage." While the card lies on the table a destroyed ship the table would return to a
 * supply goes onto it (src/tts/lib/supply.ts destroyedToSupply: battles, Crises, card actions); after
 * the score the table moves the ships the core sends (`deadLiveOut`, src/core/campaign/fates/deadLive.ts)
 * to the map centre's zone, once (src/tts/scoring/cleanup.ts).
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import { GLOBAL_GUID } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, spotIn, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { actThreeAtScoring } from "../support/campaignRun";
import { coreState } from "../support/scenario";
import { campaign, game, host, lastTo, reload, seats, tableAtEventPhase } from "../support/campaignEvents";
import { takeCard } from "../support/faithfulTable";
import { bag } from "../support/battleTable";
import { TP, byGuid, inPassage, stormsOverRivalShips } from "../support/passageStorms";
import { withPassageLaw } from "../core/campaign/mapFixtures";

const CARD_AT = { x: 84, y: 1.2, z: 70 };
/** Whether `o` lies on The Dead Live (its centre within the card's bounds, as the table reads it). */
const onCard = (table: TtsTable, o: FakeObject) => {
  const card = table.find((x) => x.isCard && x.data.GMNotes === "F2204")[0];
  const p = byGuid(table, o).position;
  return Math.abs(p.x - card.position.x) <= 1.1 && Math.abs(p.z - card.position.z) <= 1.6;
};
const fresh = (table: TtsTable, o: FakeObject) => Math.abs(byGuid(table, o).rotation.z) < 1;

describe("seed 003 F2204 'Destroyed ships that would return to a supply are instead placed on this card' at the table", () => {
  let table = tableAtEventPhase();
  const holder = game(table).initiative as Colour;
  const rival = seats.find((c) => c !== holder) as Colour;
  let ships: FakeObject[] = [];
  let supply = 0;

  test("The Dead Live by the chapter track, Passage Storms (F2206) hitting 2 fresh and 1 damaged Rival ships in the Twisted Passage; a save/load before the hits are carried out", () => {
    takeCard(table, "F2204", CARD_AT);
    ({ ships, supply } = stormsOverRivalShips(table, holder, rival));
    expect(campaign(table).lastCrises!.wrecks).toEqual([{ system: TP, owner: rival, kind: "ship", before: { fresh: 2, damaged: 1 }, after: { fresh: 0, damaged: 2 }, destroyed: 1 }]);
    table = reload(table, seats, host);
    expect(table.ui().isShown("arcsEventBlightRow")).toBe(true);
  });

  test("the Rival's press is refused to the Rival alone, nothing moved; the resolver's: the destroyed ship lies fresh on The Dead Live, not in its supply", () => {
    table.forgeUiClick(rival, "arcsEventBlight");
    table.settle();
    expect(lastTo(table, rival)).toBe(`only ${holder} may carry out the Blight hits now`);
    expect(ships.every((o) => inPassage(table, byGuid(table, o)))).toBe(true);
    table.clickUi(holder, "arcsEventBlight");
    table.settle();
    expect(campaign(table).lastCrises!.blightCarriedOut).toBe(true);
    expect(onCard(table, ships[2]) && fresh(table, ships[2])).toBe(true);
    expect(inPassage(table, byGuid(table, ships[0])) && inPassage(table, byGuid(table, ships[1]))).toBe(true);
    expect(bag(table, "supply", "ship", rival).contents.some((x) => x.GUID === ships[2].guid)).toBe(false);
    expect(bag(table, "supply", "ship", rival).contents.length).toBe(supply - 3);
    expect(table.scriptErrors).toEqual([]);
  });
});

/** Act III chapter 2 at its scoring, Yellow the Gate Wraith (F2205 in the booklet); Red took 1 Blue ship as a Trophy this chapter. */
function actThreeScoring(): GameState {
  const s = withPassageLaw(actThreeAtScoring({ Red: ["FATE18", "C"], Blue: ["FATE01", "A"], Yellow: ["FATE22", "C"], White: ["FATE19", "C"] }));
  (s.campaign as CampaignState).deadLive = [{ by: "Red", owner: "Blue", ships: 1 }];
  return s;
}

describe("seed 003 F2204 'After scoring, take all ships that were destroyed this chapter ... and place them fresh on the Twisted Passage' at the table", () => {
  let table: TtsTable;
  let trophies: FakeObject[] = [];
  let dead: FakeObject;

  beforeAll(() => {
    table = loadWithGame(builtSave().save as unknown as SaveFile, actThreeScoring(), "Red");
    const card = takeCard(table, "F2204", CARD_AT);
    // 2 Blue ships in Red's Trophies (1 of this chapter, 1 kept from an earlier one: Warlord not scored), a damaged White ship on the card.
    trophies = [0, 1].map((i) => table.playerTake(bag(table, "supply", "ship", "Blue"), { position: { ...spotIn(zoneOf(table, "trophies", "Red"), i), y: 2 } })!);
    dead = table.playerTake(bag(table, "supply", "ship", "White"), { position: { ...card.position, y: 2 } })!;
    dead.rotation = { x: 0, y: 180, z: 90 };
    table.settle();
    table = reload(table, ["Red", "Blue", "Yellow", "White"], "Red");
    table.callScript(GLOBAL_GUID, "arcsScoringRecount");
    table.settle();
  });

  test("a confirm by a seat neither the initiative holder nor the host is refused to it alone; nothing moves", () => {
    const s = coreState(table)!;
    const other = (["Blue", "Yellow", "White"] as Colour[]).find((c) => c !== s.initiative)!;
    table.forgeUiClick(other, "arcsScoringConfirmButton");
    table.settle();
    expect(lastTo(table, other)).toBe(`only ${s.initiative} (the initiative holder) or the host confirms the scoring`);
    expect(coreState(table)!.chapter).toBe(2);
    expect(onCard(table, dead)).toBe(true);
  });

  test("the score: the ship on the card and the chapter's Trophy ship go fresh to the Twisted Passage, the older Trophy stays; once, not again after a load", () => {
    table.clickUi(coreState(table)!.initiative, "arcsScoringConfirmButton");
    table.settle();
    const after = coreState(table)!;
    expect(after.chapter).toBe(3);
    expect((after.campaign as CampaignState).deadLiveOut).toEqual([{ by: "Red", owner: "Blue", ships: 1 }]);
    expect(table.messages.filter((m) => m.to === undefined).map((m) => m.text)).toContain("The Dead Live (F2204): its ships and this chapter's Trophy ships (Red's 1 Blue) go fresh to the Twisted Passage");
    expect(inPassage(table, byGuid(table, dead)) && fresh(table, dead)).toBe(true);
    expect(trophies.filter((o) => inPassage(table, byGuid(table, o))).length).toBe(1);
    expect(trophies.filter((o) => table.world.objectsIn(zoneOf(table, "trophies", "Red")).some((x) => x.guid === o.guid)).length).toBe(1);
    const at = [dead, ...trophies].map((o) => byGuid(table, o).position);
    table = reload(table, ["Red", "Blue", "Yellow", "White"], "Red");
    expect([dead, ...trophies].map((o) => byGuid(table, o).position)).toEqual(at);
    expect(table.scriptErrors).toEqual([]);
  });
});
