/**
 * The Believer's Faithful cards on the built save, through the TTS fake (issue 35; seed 003 F813,
 * F814): a Faithful card secured from the Court goes into its securer's hand; dropped face up into
 * the lead slot it waits for its player's side (Zeal or Wisdom buttons: another player's press is
 * refused), then is led on that side with the declare buttons of Pluralistic Faith; a lower Faithful
 * card on the same side does not Surpass it: refused, back to the hand, the reason to that player
 * alone; on the other side it Pivots. A Faithful card waiting for its side asks again after a save
 * and load; Faithful Disciples (F802) in its holder's play area goes with the declare, with the
 * table's counts for "you're winning", and gives one more action pip. The Doctrine's Ideal limits
 * (F822A, F823, F828, F830): a declare carries the Ideal markers read on the ambition boxes; a refused
 * one goes to the declarer alone, the state untouched; an ambition taking the Doctrine's Ideal gets a
 * marker laid from the Ideal bag; both hold after a save and load.
 */
import type { FakeObject } from "../../tools/ttsFake/world";
import type { TtsTable } from "../../tools/ttsFake/table";
import { takeResources, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { fateSetCardInto } from "../support/fateTable";
import { tableLog } from "../support/scenario";
import { reloadTable } from "../support/everyEvent";
import { ambitionCount } from "../../src/core/game/scoring";
import { drop, firstRound, game, staged, toOnly } from "../support/faithfulTable";

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
    expect(toOnly(table, first).pop()).toBe("name the side the Doctrine card shows now: !arcs doctrine zeal|wisdom");
    table.chat(first, "!arcs doctrine zeal");
    expect(toOnly(table, first).pop()).toBe("the Doctrine card is not in play yet (F820A)");
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
    expect(again.messages.map((m) => m.text)).toContain(`${first} is winning Keeper: +1 action pip (Faithful Disciples, F802)`);
    expect(again.scriptErrors).toEqual([]);
  });
});

describe("the Doctrine's Ideals on a declare at the table (seed 003 F822A, F823; BR p.9)", () => {
  /** The Ideal tokens in `ambition`'s box: the side each shows (face up Zeal, face down Wisdom). */
  const idealsIn = (t: TtsTable, ambition: string) => t.world.objectsIn(zoneOf(t, "ambition-box", ambition)).filter((o) => o.data.GMNotes === "Ideal").map((o) => (o.rotation.z === 180 ? "wisdom" : "zeal"));
  const declares = (card: FakeObject) => card.buttons.map((b) => String(b.label)).filter((l) => l.indexOf("Declare ") === 0);

  test("F823: with the Doctrine on Zeal, Declare Tycoon (a Wisdom Ideal laid there after the lead) is refused to the leader alone, the state untouched, and the lead card's buttons no longer offer it; Declare Keeper (no Ideal) is taken and the table lays a Zeal Ideal in its box; both hold after a save and load", () => {
    const { table, order } = staged("F823");
    const [first] = order;
    const seats = game(table).seats.slice();
    const { six } = firstRound(table, order);
    table.chat(first, "!arcs doctrine zeal");
    expect(game(table).campaign?.doctrine).toBe("zeal");
    drop(table, first, six, zoneOf(table, "lead-slot"));
    table.clickButton(first, six, "Zeal");
    table.settle();
    expect(declares(six)).toContain("Declare Tycoon");
    // Then a player lays an Ideal on Tycoon showing Wisdom (F820A step 1 "Collect the 5 Ideal markers", out of their bag).
    const outer = table.withTag("fate-token-bag")[0];
    const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f8-ideal")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
    const box = zoneOf(table, "ambition-box", "tycoon");
    table.playerTake(bag, { position: { ...box.position, y: 2 }, rotation: { x: 0, y: 180, z: 180 } });
    table.settle();
    expect(idealsIn(table, "tycoon")).toEqual(["wisdom"]);
    const before = JSON.stringify(game(table));
    table.messages.length = 0;
    table.clickButton(first, six, "Declare Tycoon");
    table.settle();
    const reason = "Tycoon has the Wisdom Ideal, not the Doctrine's: a Faithful card cannot declare it (Doctrinal Faith, F823)";
    expect(table.messages.filter((m) => m.text === reason).map((m) => m.to)).toEqual([first]);
    expect(JSON.stringify(game(table))).toBe(before);
    // The buttons now offer only what the core accepts with the markers as they lie (F822A: Tycoon, Wisdom, is no longer offered).
    expect(declares(six)).toEqual(["Declare Tyrant", "Declare Warlord", "Declare Keeper", "Declare Empath"]);
    table.clickButton(first, six, "Declare Keeper");
    table.settle();
    const sent = tableLog(table).commands.filter((c) => c.type === "declare").pop() as { ideals?: unknown };
    expect(sent.ideals).toEqual([{ at: "tycoon", side: "wisdom" }]);
    expect(game(table).markers.some((m) => m.at === "keeper")).toBe(true);
    expect(table.messages.map((m) => m.text)).toContain("Keeper takes a Zeal Ideal marker (F822A)");
    expect(idealsIn(table, "keeper")).toEqual(["zeal"]);
    const again = reloadTable(table, seats, seats[0]);
    expect(game(again).markers.some((m) => m.at === "keeper")).toBe(true);
    expect([idealsIn(again, "keeper"), idealsIn(again, "tycoon")]).toEqual([["zeal"], ["wisdom"]]);
    expect(again.scriptErrors).toEqual([]);
  });
});

describe("Repressed Faith and Dominant Faith on a declare at the table (seed 003 F828, F830; BR p.9)", () => {
  const idealsIn = (t: TtsTable, ambition: string) => t.world.objectsIn(zoneOf(t, "ambition-box", ambition)).filter((o) => o.data.GMNotes === "Ideal").length;

  test("F830: the Aggression lead's Declare of an ambition with an Ideal is refused to the leader alone and its button goes; F828: a Faithful lead's buttons offer no ambition with no Ideal, and the one with the Doctrine's Ideal is taken; both hold after a save and load", () => {
    const { table, order } = staged("F830", "F828");
    const [first] = order;
    const seats = game(table).seats.slice();
    table.chat(first, "!arcs doctrine zeal");
    const aggression = table.find((o) => o.tags.includes("action-card") && o.data.GMNotes === game(table).round!.plays[0].card)[0];
    const press = aggression.buttons.map((b) => String(b.label)).find((l) => l.indexOf("Declare ") === 0)!;
    const ambition = press.slice(8).toLowerCase();
    // A Zeal Ideal (face up) on the lead's ambition, out of the Ideal bag.
    const outer = table.withTag("fate-token-bag")[0];
    const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f8-ideal")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
    table.playerTake(bag, { position: { ...zoneOf(table, "ambition-box", ambition).position, y: 2 } });
    table.settle();
    const before = JSON.stringify(game(table));
    table.messages.length = 0;
    table.clickButton(first, aggression, press);
    table.settle();
    const f830 = `${press.slice(8)} has an Ideal: only a Faithful card declares it (Dominant Faith, F830)`;
    expect(table.messages.filter((m) => m.text === f830).map((m) => m.to)).toEqual([first]);
    expect(JSON.stringify(game(table))).toBe(before);
    // The refused button goes: the core refuses it with the marker as it lies.
    expect(aggression.buttons.map((b) => String(b.label))).not.toContain(press);
    // Round 2: Faithful 6 led on Zeal (the Doctrine's side): its buttons offer only the ambition with
    // the Doctrine's Ideal (F828 refuses one with none, F822A one with the other side's).
    const { six } = firstRound(table, order);
    drop(table, first, six, zoneOf(table, "lead-slot"));
    table.clickButton(first, six, "Zeal");
    table.settle();
    const bare = ["tycoon", "tyrant", "warlord", "keeper", "empath"].find((a) => a !== ambition)!;
    expect(six.buttons.map((b) => String(b.label)).filter((l) => l.indexOf("Declare ") === 0)).toEqual([press]);
    expect(game(table).markers.some((m) => m.at === bare)).toBe(false);
    table.clickButton(first, six, press);
    table.settle();
    expect(game(table).markers.some((m) => m.at === ambition)).toBe(true);
    expect([idealsIn(table, ambition), idealsIn(table, bare)]).toEqual([1, 0]);
    const again = reloadTable(table, seats, seats[0]);
    expect(game(again).markers.some((m) => m.at === ambition)).toBe(true);
    expect(idealsIn(again, ambition)).toBe(1);
    expect(again.scriptErrors).toEqual([]);
  });
});
