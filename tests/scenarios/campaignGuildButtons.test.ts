/**
 * Card buttons on campaign Guild cards (issue 14; BR p.27 with seed 003's card reference: the CC
 * Guild cards have the rules of their base twins, `sameAs`), on the built save through the TTS fake:
 * Elder Broker (CC10, BC23's twin) shows the Prelude's "discard" button in its owner's play area and
 * the core takes its Prelude by the CC id; Lattice Spies (CC07, BC16's twin) shows "Discard to seize".
 * Only the owner may press; the buttons come back after a save and load.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { Command } from "../../src/core/game/types";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { tableLog } from "../support/scenario";
import { dropCard, firstAction, game, host, importedTable, reload, seats, zone } from "../support/campaignEvents";
import { labels, privateText, publicText, tokensOnTable } from "../support/courtCards";
import { spotIn } from "../../tools/bench/courtScoringHandlers";

/** Campaign Court card `id` from the campaign Court deck (or wherever it lies) into `colour`'s play area. */
function campaignCardInto(table: TtsTable, id: string, colour: string, at = 0): FakeObject {
  const spot = spotIn(zone(table, "play-area", colour), at);
  const deck = table.find((o) => o.isDeck && o.tags.includes("campaign-court-deck"))[0];
  const entry = deck.contents.find((c) => c.GMNotes === id);
  const card = entry !== undefined
    ? table.playerTake(deck, { guid: entry.GUID, position: { ...spot, y: 2 }, rotation: { x: 0, y: 180, z: 0 } })!
    : table.find((o) => o.isCard && o.data.GMNotes === id)[0];
  if (entry === undefined) table.drop(host, card, { ...spot, y: 2 });
  table.settle();
  return table.find((o) => o.isCard && o.data.GMNotes === id)[0];
}

describe("campaign Guild cards carry their base twin's buttons (BR p.27, sameAs)", () => {
  let table = importedTable(3);
  const s0 = game(table);
  const leader = s0.round!.order[0] as Colour;
  const rival = s0.seats.find((c) => c !== leader) as Colour;
  dropCard(table, leader, firstAction(s0, leader), zone(table, "lead-slot"));

  test("Elder Broker (CC10 = BC23) in the leader's play area shows 'Prelude: discard'; a Rival's press is refused; after a load the owner's press gains Material, Fuel and Weapon by the CC id", () => {
    const broker = campaignCardInto(table, "CC10", leader);
    expect(labels(broker)).toContain("Prelude: discard");
    table.clickButton(rival, broker, "Prelude: discard");
    expect(privateText(table, rival)).toContain(`Elder Broker (BC23, Relic Guild) lies in ${leader}'s play area: only ${leader} may take its actions`);
    const logged = tableLog(table).commands.length;
    expect(logged).toBeGreaterThan(0);
    table = reload(table, seats, host);
    const again = table.find((o) => o.isCard && o.data.GMNotes === "CC10")[0];
    expect(labels(again)).toContain("Prelude: discard");
    const material = tokensOnTable(table, "material");
    table.clickButton(leader, again, "Prelude: discard");
    table.settle();
    const last = tableLog(table).commands.pop() as Command & { action: { kind: string; choice: { card: string } } };
    expect(last).toMatchObject({ type: "cardAction", player: leader, action: { kind: "prelude", choice: { card: "CC10" } } });
    expect(tableLog(table).commands.filter((c) => c.type === "cardAction")).toHaveLength(1);
    expect(table.world.objectsIn(zone(table, "court-discard")).map((o) => o.data.GMNotes)).toContain("CC10");
    expect(tokensOnTable(table, "material")).toBeGreaterThanOrEqual(material);
    expect(publicText(table)).toMatch(/Elder Broker/);
    expect(table.scriptErrors).toEqual([]);
  });

  test("Lattice Spies (CC07 = BC16) in a Rival's play area shows 'Discard to seize' to be pressed by that Rival only", () => {
    const spies = campaignCardInto(table, "CC07", rival, 1);
    expect(labels(spies)).toContain("Discard to seize");
    table.clickButton(leader, spies, "Discard to seize");
    expect(privateText(table, leader)).toContain(`Lattice Spies lies in ${rival}'s play area: only ${rival} may discard it to seize the initiative`);
    table = reload(table, seats, host);
    expect(labels(table.find((o) => o.isCard && o.data.GMNotes === "CC07")[0])).toContain("Discard to seize");
    expect(table.scriptErrors).toEqual([]);
  });
});

/** Fate-set card `id` from its Fate Set deck into `colour`'s play area (as a Resolution or a setup puts it in play, BR p.28). */
function fateSetCardInto(table: TtsTable, id: string, colour: string, at = 0): FakeObject {
  const spot = spotIn(zone(table, "play-area", colour), at);
  // Fate Set n's deck ("campaign-fate-set-0n") from the Fate Set bag, then the card from it.
  const notes = `campaign-fate-set-${id.length === 4 ? "0" + id.charAt(1) : id.slice(1, 3)}`;
  let deck = table.find((o) => o.isDeck && o.data.GMNotes === notes)[0];
  if (deck === undefined) {
    const bag = table.withTag("fate-set-bag")[0];
    deck = table.playerTake(bag, { guid: bag.contents.find((c) => c.GMNotes === notes)!.GUID as string, position: { x: 30, y: 2, z: -8 } })!;
  }
  const entry = deck.contents.find((c) => c.GMNotes === id)!;
  table.playerTake(deck, { guid: entry.GUID, position: { ...spot, y: 2 }, rotation: { x: 0, y: 180, z: 0 } });
  table.settle();
  return table.find((o) => o.isCard && o.data.GMNotes === id)[0];
}

describe("Fate-set reprints of base Court cards carry their base card's buttons (issue 35, fateSetTwins.ts)", () => {
  const table = importedTable(3);
  const s0 = game(table);
  const leader = s0.round!.order[0] as Colour;
  const rival = s0.seats.find((c) => c !== leader) as Colour;
  dropCard(table, leader, firstAction(s0, leader), zone(table, "lead-slot"));

  test("Elder Broker F304 (= BC23) in the leader's play area shows 'Prelude: discard', refused to a Rival; Parade Fleets F202 (no base card) shows none", () => {
    const broker = fateSetCardInto(table, "F304", leader);
    expect(broker.tags).toContain("campaign-guild");
    expect(labels(broker)).toContain("Prelude: discard");
    table.clickButton(rival, broker, "Prelude: discard");
    expect(privateText(table, rival)).toContain(`Elder Broker (BC23, Relic Guild) lies in ${leader}'s play area: only ${leader} may take its actions`);
    const fleets = fateSetCardInto(table, "F202", leader, 1);
    expect(fleets.tags).not.toContain("campaign-guild");
    expect(labels(fleets)).not.toContain("Prelude: discard");
    expect(table.scriptErrors).toEqual([]);
  });
});
