/**
 * The campaign's reprints of base Vox cards at the table (seed 003: F717 Mass Uprising, CC11 Populist
 * Demands, F411 Guild Struggle, CC14 Song of Freedom; base rulebook p.13 When Secured, BR p.27 the campaign Court): secured
 * with its button, the card waits in its slot with the base card's choice buttons for its securer; a
 * Rival's press is refused to them alone with nothing changed; a save/load keeps the choice; the
 * answer is the game's, and the card goes where ITS text says (discard, or the bottom of the campaign
 * Court deck), then the slot refills from the campaign Court deck.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import type { SecureState } from "../../src/core/court/machine";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { spotIn, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { takeCard } from "../support/faithfulTable";
import { coreState } from "../support/scenario";
import { earliestOutlaw } from "../../src/core/campaign/fates/defectors";
import { SEATS4, reload4, secureInSlotFive, voxTable } from "../support/voxTable";


const game = (table: TtsTable): GameState => coreState(table) as GameState;

function lastTo(table: TtsTable, colour: string): string {
  const m = table.messages.filter((x) => x.to === colour);
  return m.length === 0 ? "" : m[m.length - 1].text;
}

const cardsIn = (table: TtsTable, zone: FakeObject): string[] => table.world.objectsIn(zone).filter((o) => o.isCard).map((o) => String(o.data.GMNotes));
const campaignDeck = (table: TtsTable): FakeObject => table.find((o) => o.isDeck && o.contents.length > 3 && o.contents.every((c) => /^(CC|F|L)\d/.test(String(c.GMNotes))) && o.tags.includes("campaign-court-deck"))[0];
const cardObj = (table: TtsTable, id: string): FakeObject => table.find((o) => o.isCard && o.data.GMNotes === id)[0];
const labels = (o: FakeObject): string[] => o.buttons.map((b) => String(b.label));

describe("campaign reprints of base Vox cards: the base card's When Secured buttons, their own destination (seed 003, base p.13, BR p.27)", () => {
  let table: TtsTable;
  let who: Colour;
  let other: Colour;

  beforeAll(() => {
    ({ table, who } = voxTable());
    other = SEATS4.find((c) => c !== who)! as Colour;
  });

  test("seed 003 F717 Mass Uprising: its securer is offered the clusters; a Rival's press is refused to them alone; after a save/load the securer's cluster is placed in, the card discarded, the slot refilled", () => {
    const card = secureInSlotFive(table, who, "F717");
    const zone5 = zoneOf(table, "court-slot", "5");
    const clusters = labels(card);
    expect(clusters.length).toBeGreaterThan(0);
    expect(clusters.every((l) => /^Cluster [1-6]$/.test(l))).toBe(true);
    expect(table.messages.some((m) => m.to === undefined && m.text.includes(`When Secured of Mass Uprising (F717): ${who}, choose a cluster`))).toBe(true);
    expect(cardsIn(table, zone5)).toEqual(["F717"]);
    expect((game(table).secure as SecureState).step).toBe("whenSecured");

    const heard = table.messages.filter((m) => m.to === undefined).length;
    table.clickButton(other, card, clusters[0]);
    expect(lastTo(table, other)).toBe(`${who} secured Mass Uprising (F717) and makes this choice, not you`);
    expect(table.messages.filter((m) => m.to === undefined).length).toBe(heard);
    expect(cardsIn(table, zone5)).toEqual(["F717"]);

    table = reload4(table);
    const again = cardObj(table, "F717");
    expect(labels(again)).toEqual(clusters);
    const next = String(campaignDeck(table).contents[0].GMNotes);
    table.clickButton(who, again, clusters[0]);
    table.settle();
    expect(cardsIn(table, zoneOf(table, "court-discard"))).toContain("F717");
    expect(cardsIn(table, zoneOf(table, "court-slot", "5"))).toEqual([next]);
    const said = table.messages.filter((m) => m.to === undefined).map((m) => m.text);
    expect(said.some((t) => t.includes(`${who} places 1 ship in each system of cluster ${clusters[0].slice(8)} (Mass Uprising)`))).toBe(true);
    expect((game(table).secure as SecureState).step).toBe("done");
    expect(table.scriptErrors).toEqual([]);
  });

  test("seed 003 CC11 Populist Demands: its securer declares (the game's declaration); 'Bury this card.': under the campaign Court deck, then the slot refills", () => {
    const card = secureInSlotFive(table, who, "CC11");
    const choices = labels(card);
    expect(choices[choices.length - 1]).toBe("Decline");
    table.clickButton(other, card, "Decline");
    expect(lastTo(table, other)).toBe(`${who} secured Populist Demands (CC11) and makes this choice, not you`);
    const next = String(campaignDeck(table).contents[0].GMNotes);
    // The engine takes the declaration as Populist Demands' (BC27's text, no zero marker).
    const declare = choices.find((l) => l.startsWith("Declare "))!;
    const ambition = declare.slice(8).toLowerCase();
    expect(game(table).markers.some((m) => m.at === ambition)).toBe(false);
    table.clickButton(who, card, declare);
    table.settle();
    expect(game(table).markers.some((m) => m.at === ambition)).toBe(true);
    const deck = campaignDeck(table);
    expect(deck.contents[deck.contents.length - 1].GMNotes).toBe("CC11");
    expect(cardsIn(table, zoneOf(table, "court-slot", "5"))).toEqual([next]);
    expect(cardsIn(table, zoneOf(table, "court-discard"))).not.toContain("CC11");
  });

});

describe("seed 003 F411 Guild Struggle and CC14 Song of Freedom at the campaign table (a fresh turn: a Secure is one of the leader's actions, p.13)", () => {
  let table: TtsTable;
  let who: Colour;

  beforeAll(() => {
    ({ table, who } = voxTable());
  });

  test("seed 003 F411 Guild Struggle: the Court discard's campaign Guild card shuffles into the campaign Court deck; 'Bury Guild Struggle.': it lies under them", () => {
    const discard = zoneOf(table, "court-discard");
    takeCard(table, "CC03", { ...discard.position, y: discard.position.y + 0.3 });
    const card = secureInSlotFive(table, who, "F411");
    expect(labels(card)).toContain("Decline");
    const size = campaignDeck(table).contents.length;
    table.clickButton(who, card, "Decline");
    table.settle();
    const deck = campaignDeck(table);
    const ids = deck.contents.map((c) => String(c.GMNotes));
    // The slot took the shuffled deck's top; the deck holds the Guild card shuffled in and Guild Struggle at its bottom.
    expect(ids.length).toBe(size + 1);
    expect(ids[ids.length - 1]).toBe("F411");
    expect(ids.concat(cardsIn(table, zoneOf(table, "court-slot", "5")))).toContain("CC03");
    expect(cardsIn(table, discard)).not.toContain("CC03");
  });

  test("seed 003 CC14 Song of Freedom: the securer's city returns to its board and a Free city from the bag takes its place; 'Shuffle this card into the Court deck.'", () => {
    // The securer's city (from their board) in an empty system where two of their ships give them control (p.7).
    const empty = table.find((o) => o.tags.includes("system") && String(o.data.GMNotes).includes(".") && table.world.objectsIn(o).every((x) => !x.tags.some((t) => ["ship", "imperial-ship", "blight", "city", "free-city", "starport", "free-starport"].includes(t))))[0];
    takePieces(table, "ship", who, 2, empty);
    const mine = table.find((o) => o.tags.includes("city") && o.tags.includes(who))[0];
    table.world.move(mine, { ...empty.position, x: empty.position.x + 0.6, y: empty.position.y + 0.2 });
    table.settle();
    const card = secureInSlotFive(table, who, "CC14");
    const back = labels(card).find((l) => l.startsWith(`Return ${who} city (`))!;
    expect(back).toBe(`Return ${who} city (${String(empty.data.GMNotes)})`);
    const system = back.slice(back.indexOf("(") + 1, back.length - 1);
    const city = table.find((o) => o.tags.includes("city") && o.tags.includes(who) && table.world.objectsIn(zoneOf(table, "system", system)).includes(o))[0];
    const at = { ...city.position };
    const free = () => table.find((o) => o.tags.includes("free-city") && Math.abs(o.position.x - at.x) < 0.5 && Math.abs(o.position.z - at.z) < 0.5);
    expect(free()).toEqual([]);
    table.clickButton(who, card, back);
    table.settle();
    // "If you do, you may seize the initiative": a second question when the engine allows it.
    if (labels(card).includes("Do not seize")) table.clickButton(who, card, "Do not seize");
    table.settle();
    expect(Math.abs(city.position.x - at.x) + Math.abs(city.position.z - at.z)).toBeGreaterThan(1);
    expect(free()).toHaveLength(1);
    expect(campaignDeck(table).contents.map((c) => String(c.GMNotes)).concat(cardsIn(table, zoneOf(table, "court-slot", "5")))).toContain("CC14");
    expect((game(table).secure as SecureState).step).toBe("done");
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1206 Call to Action at the campaign table (as BC31)", () => {
  test("secured with its button: no choice; the game draws the action discard's bottom card into the securer's hand (told to them alone); the card goes to the Court discard and the slot refills", () => {
    const { table, who } = voxTable();
    const before = game(table);
    const bottom = before.discard[before.discard.length - 1];
    expect(bottom).toBeDefined();
    const hand = before.players.find((p) => p.colour === who)!.hand.length;
    const card = secureInSlotFive(table, who, "F1206");
    expect(labels(card)).not.toContain("Decline");
    const after = game(table);
    expect(after.players.find((p) => p.colour === who)!.hand).toHaveLength(hand + 1);
    expect(after.players.find((p) => p.colour === who)!.hand).toContain(bottom);
    expect(lastTo(table, who)).toContain("Call to Action: you drew");
    expect(cardsIn(table, zoneOf(table, "court-discard"))).toContain("F1206");
    expect(cardsIn(table, zoneOf(table, "court-slot", "5"))).not.toContain("F1206");
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F710 Imperial Defectors' When Secured at the campaign table: 'You may discard this card or resolve the Crisis in a cluster of your choice.'", () => {
  test("the securer alone chooses a cluster or Discard; resolved in an empty system's cluster, the Outlaw earliest in turn order replaces the Imperial ships there (the damaged one by a tipped ship), and the card is buried", () => {
    const { table, who } = voxTable("White");
    const s = game(table);
    const outlaw = earliestOutlaw(s)!;
    // Not necessarily the securer: the Crisis's Outlaw (White, the only one).
    expect(outlaw).toBe("White");
    const other = SEATS4.find((c) => c !== who)!;
    // Two Imperial ships, one damaged, in an empty system of a cluster in play.
    const empty = table.find((o) => o.tags.includes("system") && /^\d\.\d$/.test(String(o.data.GMNotes)) && !s.outOfPlayClusters.includes(Number(String(o.data.GMNotes)[0])) && table.world.objectsIn(o).every((x) => !x.tags.some((t) => ["ship", "imperial-ship", "blight", "city", "free-city", "starport", "free-starport", "flagship"].includes(t))))[0];
    const cluster = Number(String(empty.data.GMNotes)[0]);
    const bag = table.find((o) => o.data.GMNotes === "imperial-ship-supply")[0];
    const imperial = [0, 1].map((i) => table.playerTake(bag, { position: { x: empty.position.x + i * 0.5, y: empty.position.y + 0.3, z: empty.position.z } })!);
    imperial[1].rotation = { x: 0, y: 180, z: 90 };
    table.settle();
    const inCluster = () => table.find((o) => o.tags.includes("imperial-ship") && !o.isContainer && table.find((z) => z.tags.includes("system") && String(z.data.GMNotes)[0] === String(cluster) && table.world.objectsIn(z).includes(o)).length > 0).length;
    const imperialBefore = inCluster();
    expect(imperialBefore).toBeGreaterThanOrEqual(2);

    const card = secureInSlotFive(table, who, "F710");
    expect(labels(card)).toContain(`Cluster ${cluster}`);
    expect(labels(card)[labels(card).length - 1]).toBe("Discard");
    table.clickButton(other, card, `Cluster ${cluster}`);
    expect(lastTo(table, other)).toBe(`${who} secured Imperial Defectors (F710) and makes this choice, not you`);
    expect(inCluster()).toBe(imperialBefore);

    table.clickButton(who, card, `Cluster ${cluster}`);
    table.settle();
    const ships = table.world.objectsIn(empty).filter((o) => o.tags.includes("ship") && o.tags.includes(outlaw));
    expect(ships).toHaveLength(2);
    expect(ships.filter((o) => Math.abs(o.rotation.z - 90) < 1)).toHaveLength(1);
    expect(table.world.objectsIn(empty).filter((o) => o.tags.includes("imperial-ship"))).toEqual([]);
    expect(table.messages.some((m) => m.to === undefined && m.text.startsWith(`Imperial Defectors: ${outlaw} replaces ${imperialBefore} Imperial ships in cluster ${cluster}`))).toBe(true);
    const deck = campaignDeck(table);
    expect(deck.contents[deck.contents.length - 1].GMNotes).toBe("F710");
    expect(cardsIn(table, zoneOf(table, "court-discard"))).not.toContain("F710");
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1310 Blight Panic's When Secured at the campaign table: 'Destroy all damaged Blight in a cluster with Loyal pieces, taking them as Trophies. Bury this card.'", () => {
  test("only clusters with the securer's pieces are offered; a cluster no longer holding them is refused to the securer alone with nothing moved; the chosen cluster's damaged Blight become their Trophies (the fresh one stays) and the card is buried", () => {
    const { table, who } = voxTable();
    const s = game(table);
    const free = (o: FakeObject) => /^\d\.\d$/.test(String(o.data.GMNotes)) && !s.outOfPlayClusters.includes(Number(String(o.data.GMNotes)[0])) && table.world.objectsIn(o).every((x) => !x.tags.some((t) => ["ship", "imperial-ship", "blight", "city", "free-city", "starport", "free-starport", "flagship"].includes(t)));
    const systems = table.find((o) => o.tags.includes("system") && free(o));
    // Two empty systems of different clusters with no piece of the securer's anywhere in their clusters.
    const mineIn = (k: number) => table.find((z) => z.tags.includes("system") && String(z.data.GMNotes)[0] === String(k) && table.world.objectsIn(z).some((x) => x.tags.includes(who))).length > 0;
    const target = systems.find((z) => !mineIn(Number(String(z.data.GMNotes)[0])))!;
    const cluster = Number(String(target.data.GMNotes)[0]);
    const [ship] = takePieces(table, "ship", who, 1, target);
    const bag = table.find((o) => o.data.GMNotes === "blight-supply")[0];
    const blight = [0, 1, 2].map((i) => table.playerTake(bag, { position: { x: target.position.x + 0.3 * i - 0.3, y: target.position.y + 0.3, z: target.position.z + 0.2 } })!);
    blight[0].rotation = { x: 0, y: 180, z: 180 };
    blight[1].rotation = { x: 0, y: 180, z: 180 };
    table.settle();
    expect(blight.every((b) => table.world.objectsIn(target).includes(b))).toBe(true);
    const where = () => blight.map((b) => `${b.position.x},${b.position.z}`).join(" ");
    const at = where();

    const card = secureInSlotFive(table, who, "F1310");
    const offered = labels(card);
    expect(offered).toContain(`Cluster ${cluster}`);
    expect(offered.every((l) => l.startsWith("Cluster ") && mineIn(Number(l.slice(8))))).toBe(true);
    // The ship leaves the cluster: the choice is refused to the securer alone, nothing moves.
    table.world.move(ship, { x: 85, y: 1, z: 85 });
    table.settle();
    table.clickButton(who, card, `Cluster ${cluster}`);
    expect(lastTo(table, who)).toBe(`Blight Panic (F1310): you have no Loyal pieces in cluster ${cluster}`);
    expect(where()).toBe(at);
    expect((game(table).secure as SecureState).step).toBe("whenSecured");

    table.world.move(ship, { ...target.position, y: target.position.y + 0.3 });
    table.settle();
    table.clickButton(who, card, `Cluster ${cluster}`);
    table.settle();
    const trophies = zoneOf(table, "trophies", who);
    expect(table.world.objectsIn(trophies).filter((o) => o === blight[0] || o === blight[1])).toHaveLength(2);
    expect(table.world.objectsIn(target)).toContain(blight[2]);
    expect(table.messages.some((m) => m.to === undefined && m.text === `Blight Panic (F1310): 2 damaged Blight destroyed in cluster ${cluster}, ${who}'s Trophies`)).toBe(true);
    const deck = campaignDeck(table);
    expect(deck.contents[deck.contents.length - 1].GMNotes).toBe("F1310");
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1009 Against Hegemony's When Secured at the campaign table: 'You may take any Banners you control as Trophies. Discard this card.'", () => {
  test("the securer alone is offered the Banners in systems they control (base p.7); with their ships gone the take is refused to them alone, nothing moved; taken, the Banner lies in their Trophies (F1003 counts it), the other stays, the card is discarded", () => {
    const { table, who } = voxTable();
    const s = game(table);
    const other = SEATS4.find((c) => c !== who)!;
    const empty = table.find((o) => o.tags.includes("system") && /^\d\.\d$/.test(String(o.data.GMNotes)) && !s.outOfPlayClusters.includes(Number(String(o.data.GMNotes)[0])) && table.world.objectsIn(o).every((x) => !x.tags.some((t) => ["ship", "imperial-ship", "blight", "city", "free-city", "starport", "free-starport", "flagship", "fate-token"].includes(t))));
    const [mine, theirs] = empty;
    const ships = takePieces(table, "ship", who, 2, mine, 4);
    // Two Banners out of the Fate-set tokens bag: one where the securer controls, one where nobody does.
    const outer = table.withTag("fate-token-bag")[0];
    const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f10-banner")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
    const banners = [spotIn(mine, 1), spotIn(theirs, 1)].map((at) => table.playerTake(bag, { position: { ...at, y: 2 } })!);
    table.settle();
    expect(table.world.objectsIn(mine)).toContain(banners[0]);
    const trophies = zoneOf(table, "trophies", who);

    const card = secureInSlotFive(table, who, "F1009");
    expect(labels(card)).toEqual(["Take 1 Banners", "Decline"]);
    expect(table.messages.some((m) => m.to === undefined && m.text.includes(`When Secured of Against Hegemony (F1009): ${who}, you may take the Banners you control as Trophies`))).toBe(true);
    table.clickButton(other, card, "Take 1 Banners");
    expect(lastTo(table, other)).toBe(`${who} secured Against Hegemony (F1009) and makes this choice, not you`);
    expect(table.world.objectsIn(mine)).toContain(banners[0]);

    // The securer's ships leave: they control no Banner now.
    for (const sh of ships) table.world.move(sh, { x: 85, y: 1, z: 85 });
    table.settle();
    const heard = table.messages.filter((m) => m.to === undefined).length;
    table.clickButton(who, card, "Take 1 Banners");
    table.settle();
    expect(lastTo(table, who)).toBe("Against Hegemony (F1009): you control no Banners");
    expect(table.messages.filter((m) => m.to === undefined).length).toBe(heard);
    expect(table.world.objectsIn(mine)).toContain(banners[0]);
    expect((game(table).secure as SecureState).step).toBe("whenSecured");

    for (const sh of ships) table.world.move(sh, { ...mine.position, y: mine.position.y + 0.3 });
    table.settle();
    table.clickButton(who, card, "Take 1 Banners");
    table.settle();
    expect(table.world.objectsIn(trophies)).toContain(banners[0]);
    expect(table.world.objectsIn(theirs)).toContain(banners[1]);
    expect(cardsIn(table, zoneOf(table, "court-discard"))).toContain("F1009");
    expect((game(table).secure as SecureState).step).toBe("done");
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1209 Rumors Spread's When Secured at the campaign table: 'You may place an agent on a Rumor token in a system with Loyal pieces. Discard this card.'", () => {
  test("the securer alone is offered the Rumors in systems with their pieces (base p.7 Loyal); with their ships gone the placement is refused to them alone, nothing moved; placed, one of their agents lies on the Rumor, out of their supply, and the card is discarded", () => {
    const { table, who } = voxTable();
    const s = game(table);
    const other = SEATS4.find((c) => c !== who)!;
    const empty = table.find((o) => o.tags.includes("system") && /^\d\.\d$/.test(String(o.data.GMNotes)) && !s.outOfPlayClusters.includes(Number(String(o.data.GMNotes)[0])) && table.world.objectsIn(o).every((x) => !x.tags.some((t) => ["ship", "imperial-ship", "blight", "city", "free-city", "starport", "free-starport", "flagship", "fate-token", "agent"].includes(t))));
    const [mine, theirs] = empty;
    const id = String(mine.data.GMNotes);
    const ships = takePieces(table, "ship", who, 1, mine, 4);
    // Two False Rumors face down out of the Fate-set tokens bag: one with the securer's ship, one where they have nothing.
    const outer = table.withTag("fate-token-bag")[0];
    const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f12-false-rumor")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
    const rumors = [spotIn(mine, 1), spotIn(theirs, 1)].map((at) => table.playerTake(bag, { position: { ...at, y: 2 } })!);
    table.settle();
    for (const r of rumors) table.flip(who, r);
    table.settle();
    expect(table.world.objectsIn(mine)).toContain(rumors[0]);
    const agentsIn = (zone: FakeObject) => table.world.objectsIn(zone).filter((o) => o.tags.includes("agent") && o.tags.includes(who));
    const supply = table.find((o) => o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes(who))[0];
    const inSupply = supply.contents.length;

    const card = secureInSlotFive(table, who, "F1209");
    expect(labels(card)).toEqual([`Agent on Rumor ${id}`, "Decline"]);
    expect(table.messages.some((m) => m.to === undefined && m.text.includes(`When Secured of Rumors Spread (F1209): ${who}, you may put an agent on a Rumor where you have pieces`))).toBe(true);
    table.clickButton(other, card, `Agent on Rumor ${id}`);
    expect(lastTo(table, other)).toBe(`${who} secured Rumors Spread (F1209) and makes this choice, not you`);
    expect(agentsIn(mine)).toEqual([]);

    // The securer's ship leaves: the Rumor no longer lies in a system with their pieces.
    for (const sh of ships) table.world.move(sh, { x: 85, y: 1, z: 85 });
    table.settle();
    const heard = table.messages.filter((m) => m.to === undefined).length;
    table.clickButton(who, card, `Agent on Rumor ${id}`);
    table.settle();
    expect(lastTo(table, who)).toBe(`Rumors Spread (F1209): no agent in supply or no Rumor with your pieces in ${id}`);
    expect(table.messages.filter((m) => m.to === undefined).length).toBe(heard);
    expect(agentsIn(mine)).toEqual([]);
    expect(supply.contents.length).toBe(inSupply);
    expect((game(table).secure as SecureState).step).toBe("whenSecured");

    for (const sh of ships) table.world.move(sh, { ...mine.position, y: mine.position.y + 0.3 });
    table.settle();
    table.clickButton(who, card, `Agent on Rumor ${id}`);
    table.settle();
    const placed = agentsIn(mine);
    expect(placed.length).toBe(1);
    expect(Math.abs(placed[0].position.x - rumors[0].position.x) + Math.abs(placed[0].position.z - rumors[0].position.z)).toBeLessThan(0.5);
    expect(supply.contents.length).toBe(inSupply - 1);
    expect(agentsIn(theirs)).toEqual([]);
    expect(cardsIn(table, zoneOf(table, "court-discard"))).toContain("F1209");
    expect((game(table).secure as SecureState).step).toBe("done");
    expect(table.scriptErrors).toEqual([]);
  });
});
