/**
 * The Believer's Faithful cards on the built save, through the TTS fake (issue 35; seed 003 F813,
 * F814): a Faithful card secured from the Court goes into its securer's hand; dropped face up into
 * the lead slot it waits for its player's side (Zeal or Wisdom buttons: another player's press is
 * refused), then is led on that side with the declare buttons of Pluralistic Faith; a lower Faithful
 * card on the same side does not Surpass it: refused, back to the hand, the reason to that player
 * alone; on the other side it Pivots. A Faithful card waiting for its side asks again after a save
 * and load; Faithful Disciples (F802) in its holder's play area goes with the declare, with the
 * table's counts for "you're winning", and gives one more action pip.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import { isEventCard } from "../../src/core/campaign/events";
import { actionCard } from "../../src/core/data/actionCards";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { takePieces, takeResources, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { fateSetCardInto, recordImported } from "../support/fateTable";
import { coreState, tableLog } from "../support/scenario";
import { reloadTable } from "../support/everyEvent";
import { ambitionCount } from "../../src/core/game/scoring";
import { actOneRecord } from "../support/campaignRun";

const game = (t: TtsTable) => coreState(t) as GameState;
const toOnly = (t: TtsTable, colour: string) => t.messages.filter((m) => m.to === colour).map((m) => m.text);


/** A card of the table by id: loose, or taken out of the deck (or the bag's deck) that holds it, face up at `at`. */
function takeCard(table: TtsTable, id: string, at: { x: number; y: number; z: number }): FakeObject {
  const loose = table.find((o) => o.isCard && o.data.GMNotes === id);
  if (loose.length > 0) {
    loose[0].rotation = { x: 0, y: 180, z: 0 };
    table.world.move(loose[0], at);
    table.settle();
    return loose[0];
  }
  const holds = (c: { GMNotes?: unknown; ContainedObjects?: { GMNotes?: unknown }[] }): boolean => c.GMNotes === id || (c.ContainedObjects ?? []).some((x) => x.GMNotes === id);
  const deck = table.find((o) => o.isDeck && o.contents.some((c) => c.GMNotes === id))[0];
  if (deck !== undefined) return table.playerTake(deck, { guid: deck.contents.find((c) => c.GMNotes === id)!.GUID, position: at, rotation: { x: 0, y: 180, z: 0 } })!;
  const bag = table.find((o) => !o.isDeck && (o.contents ?? []).some((c) => holds(c as never)))[0];
  const inner = bag.contents.find((c) => holds(c as never))!;
  table.playerTake(bag, { guid: inner.GUID, position: { x: 84, y: 1, z: 84 } });
  table.settle();
  return takeCard(table, id, at);
}

function drop(table: TtsTable, colour: string, card: FakeObject, zone: FakeObject, faceDown = false): void {
  card.rotation = { x: 0, y: 180, z: faceDown ? 180 : 0 };
  table.drop(colour, card, { ...zone.position, y: zone.position.y + 0.5 });
  table.settle();
}

/** `colour` secures `id` from Court slot 5 (its card moved off the table), with one agent there. */
function secureFromSlotFive(table: TtsTable, colour: Colour, id: string): FakeObject {
  const zone5 = zoneOf(table, "court-slot", "5");
  for (const o of table.world.objectsIn(zone5).filter((x) => x.isCard)) table.world.move(o, { x: 80, y: 1, z: 80 });
  const card = takeCard(table, id, { ...zone5.position, y: zone5.position.y + 0.3 });
  takePieces(table, "agent", colour, 1, zone5);
  table.settle();
  table.clickButton(colour, card, `Secure (${colour})`);
  table.settle();
  return card;
}

/** An Act II table from a random campaign's record, Faithful Cards and Pluralistic Faith in its booklet, the leader having led Aggression. */
function staged(): { table: TtsTable; order: Colour[] } {
  for (let seed = 1; seed < 30; seed++) {
    const record = actOneRecord(seed);
    record.rulesBooklet = { edicts: record.rulesBooklet?.edicts ?? [record.booklet], laws: [["F813"], ["F814"]] };
    const t = recordImported(record, seed);
    const s = game(t);
    if (s.phase !== "play") continue;
    const order = s.round!.order.slice();
    const card = s.players.find((p) => p.colour === order[0])!.hand.find((id) => !isEventCard(id) && actionCard(id)?.suit === "aggression");
    if (card === undefined) continue;
    drop(t, order[0], t.find((o) => o.data.GMNotes === card && o.tags.includes("action-card"))[0], zoneOf(t, "lead-slot"));
    return { table: t, order };
  }
  throw new Error("no seed lets the leader lead an Aggression card");
}

/** The first round: the leader secures Faithful 6, the second Faithful 3 (the others Copy the Aggression lead). */
function firstRound(table: TtsTable, order: Colour[]): { six: FakeObject; three: FakeObject } {
  const [first, second] = order;
  const six = secureFromSlotFive(table, first, "F809");
  let three = six;
  table.clickUi(first, "endTurnButton");
  table.settle();
  for (const colour of order.slice(1)) {
    const id = game(table).players.find((p) => p.colour === colour)!.hand.find((x) => !isEventCard(x) && actionCard(x) !== undefined)!;
    drop(table, colour, table.find((o) => o.data.GMNotes === id && o.tags.includes("action-card"))[0], zoneOf(table, "follow-slot", colour), true);
    if (colour === second) three = secureFromSlotFive(table, colour, "F806");
    table.clickUi(colour, "endTurnButton");
    table.settle();
  }
  return { six, three };
}

describe("Faithful cards at the table (seed 003 F813, F814)", () => {
  const { table, order } = staged();
  const [first, second] = order;
  let six: FakeObject;
  let three: FakeObject;

  test("F813: a Faithful card secured from the Court goes into its securer's hand", () => {
    ({ six, three } = firstRound(table, order));
    expect(table.world.handObjects(first)).toContain(six);
    expect(game(table).players.find((p) => p.colour === first)!.hand).toContain("F809");
    expect(game(table).players.find((p) => p.colour === second)!.hand).toContain("F806");
    expect(game(table).round!.order[0]).toBe(first);
  });

  test("F813: led face up, the card asks its player for a side; another player's press is refused; Zeal leads it, with Pluralistic Faith's declare buttons (F814)", () => {
    drop(table, first, six, zoneOf(table, "lead-slot"));
    expect(game(table).round!.plays).toHaveLength(0);
    expect(six.buttons.map((b) => String(b.label))).toEqual(["Zeal", "Wisdom"]);
    table.clickButton(second, six, "Zeal");
    expect(toOnly(table, second).pop()).toBe(`only ${first} chooses the side of the Faithful card they played`);
    expect(game(table).round!.plays).toHaveLength(0);
    table.clickButton(first, six, "Zeal");
    table.settle();
    const lead = game(table).round!.plays[0];
    expect({ card: lead.card, mode: lead.mode, own: lead.own?.name }).toEqual({ card: "F809", mode: "lead", own: "Zeal" });
    expect(six.buttons.map((b) => String(b.label))).toContain("Declare Tycoon");
    table.clickUi(first, "endTurnButton");
    table.settle();
  });

  test("F813: a Faithful 3 on the lead's side does not Surpass the 6: refused, back to the hand, the reason to that player alone; on the other side it Pivots", () => {
    drop(table, second, three, zoneOf(table, "follow-slot", second));
    table.clickButton(second, three, "Zeal");
    table.settle();
    const reason = "a Faithful 3 does not surpass the lead's 6. The card went back to your hand.";
    expect(toOnly(table, second).pop()).toBe(reason);
    expect(table.messages.filter((m) => m.text === reason).map((m) => m.to)).toEqual([second]);
    expect(table.world.handObjects(second)).toContain(three);
    expect(game(table).round!.plays).toHaveLength(1);
    drop(table, second, three, zoneOf(table, "follow-slot", second));
    table.clickButton(second, three, "Wisdom");
    table.settle();
    const play = game(table).round!.plays[1];
    expect({ card: play.card, mode: play.mode, own: play.own?.name, actions: play.actions }).toEqual({ card: "F806", mode: "pivot", own: "Wisdom", actions: 1 });
  });

  test("F821, F827: '!arcs doctrine' says the Doctrine card's flip to the core, which refuses it while no Doctrine is in play (F820A tucks it)", () => {
    table.chat(first, "!arcs doctrine sideways");
    expect(toOnly(table, first).pop()).toBe("name the side the Doctrine card shows now: !arcs doctrine zeal, or !arcs doctrine wisdom");
    table.chat(first, "!arcs doctrine zeal");
    expect(toOnly(table, first).pop()).toBe("the Doctrine card is not in play: the Believer's Act II setup tucks it by the card play area (F820A step 3)");
    expect(game(table).campaign?.doctrine).toBeUndefined();
  });
});

describe("a Faithful card waiting for its side across a save and load; Faithful Disciples (seed 003 F813, F802)", () => {
  test("after a load the card in the lead slot asks its player again; F802 goes with the declare with the counts, and winning Keeper gives one more pip", () => {
    const { table, order } = staged();
    const [first, second] = order;
    const seats = game(table).seats.slice();
    firstRound(table, order);
    drop(table, first, table.find((o) => o.isCard && o.data.GMNotes === "F809")[0], zoneOf(table, "lead-slot"));
    const again = reloadTable(table, seats, seats[0]);
    const six = again.find((o) => o.isCard && o.data.GMNotes === "F809")[0];
    expect(six.buttons.map((b) => String(b.label))).toEqual(["Zeal", "Wisdom"]);
    again.clickButton(second, six, "Zeal");
    expect(toOnly(again, second).pop()).toBe(`only ${first} chooses the side of the Faithful card they played`);
    again.clickButton(first, six, "Zeal");
    again.settle();
    expect(game(again).round!.plays[0]).toMatchObject({ card: "F809", mode: "lead", own: { name: "Zeal" } });
    // Faithful Disciples in the leader's play area, four Relics on their board: Keeper declared, winning it.
    fateSetCardInto(again, "F802", first);
    takeResources(again, "relic", 4, zoneOf(again, "resources-zone", first));
    again.clickButton(first, six, "Declare Keeper");
    again.settle();
    const sent = tableLog(again).commands.filter((c) => c.type === "declare").pop() as { playArea?: string[]; snapshot?: { players: Parameters<typeof ambitionCount>[0][] } };
    expect(sent.playArea).toEqual(["F802"]);
    const keeper = sent.snapshot!.players.map((p) => ({ colour: p.colour, n: ambitionCount(p, "keeper") }));
    expect(keeper.find((k) => k.colour === first)!.n).toBeGreaterThan(Math.max(...keeper.filter((k) => k.colour !== first).map((k) => k.n)));
    expect(again.messages.map((m) => m.text)).toContain(`${first} is winning Keeper: one more action pip (Faithful Disciples, F802)`);
    expect(again.scriptErrors).toEqual([]);
  });
});
