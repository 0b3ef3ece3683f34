/**
 * Blight Hunger (F1313, the Blight Speaker's Lore) on the built save, through the TTS fake. Seed 003:
 * "Place pieces (even yours) destroyed by a Blight Crisis on this card. (They add to one of your grand
 * ambitions.) After scoring, return all of the pieces from this card." F1312B: "Blight Hunger has more
 * pieces than the current Chapter." The Crises' carry-out sends the card's play area with the map, the
 * core names it, the table lays the destroyed pieces on the card; the scoring reads them there, the
 * core counts the line, and the cleanup returns them to their supplies: none lost, none doubled.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { Command, GameState } from "../../src/core/game/types";
import { GLOBAL_GUID } from "../../tools/ttsFake/table";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { actThreeAtScoring } from "../support/campaignRun";
import { coreState, tableLog } from "../support/scenario";
import { campaign, host, lastTo, reload, rollCrisesOnTwo, seats, tableAtEventPhase, zone } from "../support/campaignEvents";
import { bag, ships } from "../support/battleTable";
import { campaignPieces } from "../support/campaignBattle";
import { fateSetCardInto } from "../support/fateTable";

/** The pieces whose centre lies within `card`'s bounds (x and z), as the table reads them. */
function onCard(table: TtsTable, card: FakeObject): FakeObject[] {
  const half = { x: 1.1, z: 1.6 };
  return table.find((o) => !o.isZone && !o.isCard && (o.tags.includes("ship") || o.tags.includes("imperial-ship") || o.tags.includes("city")) &&
    Math.abs(o.position.x - card.position.x) <= half.x && Math.abs(o.position.z - card.position.z) <= half.z);
}

const counts = (table: TtsTable) => [bag(table, "supply", "ship", "Blue").contents.length, bag(table, "supply", "ship", "Yellow").contents.length, bag(table, "imperial-ship-supply").contents.length];

describe("F1313 Blight Hunger: a Blight Crisis's destroyed pieces go on the card", () => {
  let table = tableAtEventPhase();
  const holder = coreState(table)!.initiative;

  test("Blight Hunger in Blue's play area: the Imperial ship, Blue's and Yellow's ships destroyed go onto it, not to their supplies (even the resolver's own)", () => {
    expect(holder).toBe("Yellow");
    table.clickUi(holder, "arcsEventNoSummit");
    const card = fateSetCardInto(table, "F1313", "Blue");
    const ids = [1, 2, 3, 4, 5, 6].flatMap((c) => [0, 1, 2, 3].map((n) => `${c}.${n}`));
    const sys = ids.find((id) => table.find((o) => o.isZone && o.tags.includes("system") && o.data.GMNotes === id).length === 1 && table.world.objectsIn(zone(table, "system", id)).length === 0)!;
    // One fresh Blight (3 hits): the damaged Imperial ship, then one hit each to Blue's and Yellow's damaged ships.
    campaignPieces(table, "blight", sys, 1);
    const [imperial] = campaignPieces(table, "imperial-ship", sys, 1, 1);
    const [blue] = ships(table, "Blue", sys, 1, 1);
    const [yellow] = ships(table, "Yellow", sys, 1, 1);
    table.settle();
    rollCrisesOnTwo(table, holder);
    table.clickUi(holder, "arcsEventCrises");
    table.settle();
    table = reload(table, seats, host);
    const before = counts(table);
    // Refused: Blue is not the resolver; nothing moves.
    table.forgeUiClick("Blue", "arcsEventBlight");
    expect(lastTo(table, "Blue")).toBe("only Yellow may carry out the Blight hits now");
    expect(onCard(table, card)).toEqual([]);
    table.clickUi(holder, "arcsEventBlight");
    table.settle();
    const sent = tableLog(table).commands.filter((c) => c.type === "carryOutBlight").pop() as Command & { map: { playAreas?: unknown } };
    expect(sent.map.playAreas).toEqual([{ colour: "Blue", cards: ["F1313"] }]);
    expect(campaign(table).lastCrises!.hunger).toBe("Blue");
    const byGuid = (o: FakeObject) => table.find((x) => x.guid === o.guid)[0];
    const laid = onCard(table, byGuid(card));
    expect(laid.map((o) => o.guid).sort()).toEqual([imperial, blue, yellow].map((o) => o.guid).sort());
    // Fresh side up, in Blue's play area; no supply gained a piece.
    for (const o of laid) expect(Math.abs(o.rotation.z) < 1 && table.world.zonesContaining(o).some((z) => z.tags.includes("play-area") && z.data.GMNotes === "Blue")).toBe(true);
    expect(counts(table)).toEqual(before);
    expect(table.messages.some((m) => m.to === undefined && /3 ships destroyed \(onto Blight Hunger\)/.test(m.text))).toBe(true);
    expect(table.messages.some((m) => m.to === undefined && /destroyed pieces go onto Blight Hunger \(F1313\) in Blue's play area/.test(m.text))).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});

/** Act III chapter 2 at its scoring: Red the Blight Speaker ("B"), Blue the Steward (First Regent, 3 in the Trust), Yellow and White "C" Fates. */
function actThreeScoring(): GameState {
  return actThreeAtScoring({ Red: ["FATE13", "B"], Blue: ["FATE01", "A"], Yellow: ["FATE17", "C"], White: ["FATE19", "C"] });
}

describe("F1312B line 2 and F1313 at scoring: the pieces on the card counted, then returned", () => {
  let table: TtsTable;
  let card: FakeObject;
  let supplies: number[] = [];

  beforeAll(() => {
    table = loadWithGame(builtSave().save as unknown as SaveFile, actThreeScoring(), "Red");
    card = fateSetCardInto(table, "F1313", "Red");
    supplies = [bag(table, "supply", "ship", "Blue").contents.length, bag(table, "imperial-ship-supply").contents.length];
    // Two Blue ships and an Imperial ship lying on the card (as a Blight Crisis left them).
    const at = (dx: number) => ({ x: card.position.x + dx, y: card.position.y + 0.5, z: card.position.z });
    table.playerTake(bag(table, "supply", "ship", "Blue"), { position: at(-0.4) });
    table.playerTake(bag(table, "supply", "ship", "Blue"), { position: at(0) });
    table.playerTake(bag(table, "imperial-ship-supply"), { position: at(0.4) });
    table.settle();
    table.callScript(GLOBAL_GUID, "arcsScoringRecount");
    table.settle();
  });

  test("the preview counts the 3 pieces on Blight Hunger for Red's second line (chapter 2): the core's, no button for it; a forged press is refused to Red alone", () => {
    expect(onCard(table, card)).toHaveLength(3);
    expect(table.ui().text("arcsGrandRedText")).toBe("The core counts: F1312B yes (no Rival won warlord); F1312B yes (3 piece(s) on Blight Hunger, chapter 2). Nothing for you to give.");
    for (let k = 0; k <= 2; k++) expect(table.ui().isShown(`arcsGrandRed_${k}`)).toBe(false);
    table.forgeUiClick("Red", "arcsGrandRed_1");
    expect(lastTo(table, "Red")).toBe("Red may choose at most 0 here");
    expect(table.ui().text("arcsScoringText")).toContain("Red fulfils both: +8 Power (chapter 2, BR p.9)");
  });

  test("after scoring the pieces go back to their supplies: the card is empty, no piece lost or doubled", () => {
    const s = coreState(table)!;
    table.clickUi(s.initiative, "arcsScoringConfirmButton");
    table.settle();
    const after = coreState(table)!;
    expect(after.chapter).toBe(3);
    expect(after.players.find((p) => p.colour === ("Red" as Colour))!.power).toBeGreaterThanOrEqual(12);
    expect(after.lastScoring!.instructions).toContain("return the pieces on Blight Hunger (F1313) to their supplies");
    const sent = tableLog(table).commands.filter((c) => c.type === "score").pop() as Command & { snapshot: { players: { colour: string; hunger?: number }[] } };
    expect(sent.snapshot.players.find((p) => p.colour === "Red")!.hunger).toBe(3);
    expect(onCard(table, card)).toEqual([]);
    expect([bag(table, "supply", "ship", "Blue").contents.length, bag(table, "imperial-ship-supply").contents.length]).toEqual(supplies);
    expect(table.scriptErrors).toEqual([]);
  });
});
