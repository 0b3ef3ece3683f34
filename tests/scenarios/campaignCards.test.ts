/**
 * Cards lie where the rules put them (issue 30 item 4): when everyone with cards passes, the core
 * discards every hand (p.8 "discard all action cards", p.18) and the table moves those cards out of
 * the hand zones at once, face down onto the action discard, Event cards too (BR p.12); and an Event
 * card dropped into a hand that does not hold it goes back where the state says it is, as an action
 * card does (turn/cardHome.ts).
 */
import { isEventCard } from "../../src/core/campaign/fates/actionDeck";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { handIds } from "../support/scenario";
import { game, host, importedTable, lastTo, seats, zone } from "../support/campaignEvents";

/** Every player with cards passes in turn until the chapter ends. */
function everyonePasses(table: TtsTable): void {
  for (let i = 0; i < 10 && game(table).phase === "play"; i++) {
    const r = game(table).round!;
    table.clickUi(r.order[r.turn], "passButton");
    table.settle();
  }
}

function inDiscard(table: TtsTable): FakeObject[] {
  return table.world.objectsIn(zone(table, "action-discard")).filter((o) => o.isCard || o.isDeck);
}

function discardIds(table: TtsTable): string[] {
  return inDiscard(table).flatMap((o) => (o.isDeck ? o.contents.map((c) => String(c.GMNotes)) : [String(o.data.GMNotes)]));
}

describe("p.18: everyone passes at a campaign chapter's end", () => {
  let table: TtsTable;
  let held: string[];

  beforeAll(() => {
    table = importedTable(4);
    held = game(table).players.flatMap((p) => p.hand);
    everyonePasses(table);
  });

  test("the core discarded every hand, Event cards too, and the hand zones are empty at once, before the scoring is confirmed", () => {
    const s = game(table);
    expect(s.phase).toBe("scoring");
    expect(held.some((id) => isEventCard(id))).toBe(true);
    for (const p of s.players) expect(p.hand).toEqual([]);
    for (const c of seats) expect({ c, hand: handIds(table, c) }).toEqual({ c, hand: [] });
    const pile = discardIds(table);
    for (const id of held) expect({ id, inDiscard: pile.includes(id) }).toEqual({ id, inDiscard: true });
    for (const o of inDiscard(table)) expect(o.faceDown).toBe(true);
  });

  test("BR p.12: an Event card taken from the action discard into a hand goes back to the discard", () => {
    const event = held.find((id) => isEventCard(id))!;
    const card = table.find((o) => o.isCard && o.data.GMNotes === event)[0];
    const hand = table.find((o) => o.isZone && o.name === "HandTrigger" && o.data.FogColor === seats[1])[0];
    table.drop(host, card, { ...hand.position, y: hand.position.y + 0.5 });
    table.settle();
    expect(lastTo(table, host)).toBe("that card is not in your hand; it went back where it was");
    expect(handIds(table, seats[1])).toEqual([]);
    expect(discardIds(table)).toContain(event);
    expect(card.faceDown).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});
