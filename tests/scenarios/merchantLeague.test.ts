/**
 * The Magnate's Merchant League (issue 35; seed 003 F302 "Crisis: Discard all resources from here.";
 * BR p.18 Fate Crises) on the built save through the TTS fake: the Crises press reads the card in a
 * play area (`league`) and the core lists the move; the table returns the resource tokens lying on
 * the card to their supply bags, a token elsewhere in the play area staying, also after a load. Its
 * declare's gain: after the holder's declare, a button per type with supply and "Decline" on the card
 * (src/tts/court/cards/cartelCards.ts), the core deciding who may press (campaign/fates/merchantLeague.ts).
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { Command } from "../../src/core/game/types";
import type { FakeObject } from "../../tools/ttsFake/world";
import { tableLog } from "../support/scenario";
import { game, host, reload, rollCrisesOnTwo, seats, tableAtEventPhase, zone } from "../support/campaignEvents";
import { actOneInPlay, fateSetCardInto } from "../support/fateTable";
import { cardObject, dropCard } from "../support/campaignEvents";
import { coreState } from "../support/scenario";
import { boardTypes, labels, privateText } from "../support/courtCards";
import { actionCard } from "../../src/core/data/actionCards";
import { spotIn, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { SEATS as LEAGUE_SEATS } from "../core/campaign/oathFixtures";

describe("seed 003 F302 Merchant League, Crisis: 'Discard all resources from here.' (BR p.18)", () => {
  let table = tableAtEventPhase();
  const holder = game(table).initiative as Colour;
  const a = seats[1] as Colour;
  const bag = (type: string) => table.find((o) => o.tags.includes("resource-supply") && o.tags.includes(type))[0];
  const onTable = (o: FakeObject) => table.find((x) => x.guid === o.guid).length === 1;
  let onCard: FakeObject[] = [];
  let beside: FakeObject | undefined;
  let inBags = 0;

  test("a Fuel and a Relic lie on the League in a Rival's play area, a Weapon beside it; the Crises are rolled, then the table is saved and loaded", () => {
    table.clickUi(holder, "arcsEventNoSummit");
    const card = fateSetCardInto(table, "F302", a);
    onCard = ["fuel", "relic"].map((t, i) => table.playerTake(bag(t), { position: { x: card.position.x, y: 2 + i, z: card.position.z } })!);
    beside = table.playerTake(bag("weapon"), { position: { x: card.position.x + 2.5, y: 2, z: card.position.z } })!;
    expect(table.world.objectsIn(zone(table, "play-area", a))).toContain(beside);
    table.settle();
    inBags = bag("fuel").contents.length + bag("relic").contents.length;
    rollCrisesOnTwo(table, holder);
    table = reload(table, seats, host);
  });

  test("the press names the League's holder; the tokens on it go back to their bags, the Weapon beside it stays", () => {
    table.clickUi(holder, "arcsEventCrises");
    table.settle();
    const sent = tableLog(table).commands.filter((x) => x.type === "resolveCrises").pop() as Extract<Command, { type: "resolveCrises" }>;
    expect(sent.players!.filter((p) => p.league === true).map((p) => p.colour)).toEqual([a]);
    table.settle();
    expect(onCard.map((o) => onTable(o))).toEqual([false, false]);
    expect(bag("fuel").contents.length + bag("relic").contents.length).toBe(inBags + 2);
    expect(onTable(beside!)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F302 Merchant League: 'When you declare an ambition, you may gain any 2 resources onto here.'", () => {
  test("after its holder's declare the card offers a gain per type and Decline; a Rival's press is refused to them alone, a spectator's as not seated; across a load the holder gains a Fuel and a Relic onto the card, off their board, and the buttons go", () => {
    let table = actOneInPlay(LEAGUE_SEATS);
    const leader = coreState(table)!.round!.order[0];
    const rival = LEAGUE_SEATS.find((c) => c !== leader)!;
    const lead = coreState(table)!.players.find((p) => p.colour === leader)!.hand.find((id) => actionCard(id)?.declares !== undefined)!;
    const name = actionCard(lead)!.declares.charAt(0).toUpperCase() + actionCard(lead)!.declares.slice(1);
    const loose = table.find((o) => o.isCard && o.data.GMNotes === "F302")[0];
    if (loose !== undefined) {
      table.drop(leader, loose, { ...spotIn(zoneOf(table, "play-area", leader), 0), y: 2 });
      table.settle();
    } else fateSetCardInto(table, "F302", leader);
    const league = () => table.find((o) => o.isCard && o.data.GMNotes === "F302")[0];
    const inArea = () => table.world.objectsIn(zoneOf(table, "play-area", leader)).filter((o) => o.tags.includes("resource")).map((o) => o.tags.find((t) => ["material", "fuel", "weapon", "relic", "psionic"].includes(t))).sort();
    const board = boardTypes(table, leader);
    expect(labels(league())).toEqual([]);
    dropCard(table, leader, lead, zoneOf(table, "lead-slot"));
    table.clickButton(leader, cardObject(table, lead), `Declare ${name}`);
    table.settle();
    expect(tableLog(table).commands.filter((c) => c.type === "declare").pop()).toMatchObject({ player: leader, playArea: ["F302"] });
    expect(labels(league())).toEqual(["Gain Material", "Gain Fuel", "Gain Weapon", "Gain Relic", "Gain Psionic", "Decline"]);
    const logged = tableLog(table).commands.length;
    table.messages.length = 0;
    table.clickButton(rival, league(), "Gain Fuel");
    expect(privateText(table, rival)).toContain("Merchant League: no gain waits for you (F302)");
    expect(table.messages.filter((m) => m.to === undefined)).toEqual([]);
    expect(tableLog(table).commands.length).toBe(logged);
    expect(inArea()).toEqual([]);
    table.clickButton("Grey", league(), "Gain Fuel");
    expect(table.messagesTo("Grey").map((m) => m.text)).toContain("only a seated player of this game can do that");
    expect(tableLog(table).commands.length).toBe(logged);

    table = reload(table, LEAGUE_SEATS, LEAGUE_SEATS[0]);
    expect(labels(league())).toEqual(["Gain Material", "Gain Fuel", "Gain Weapon", "Gain Relic", "Gain Psionic", "Decline"]);
    table.clickButton(leader, league(), "Gain Fuel");
    table.settle();
    table.clickButton(leader, league(), "Gain Relic");
    table.settle();
    expect(tableLog(table).commands.slice(-2)).toEqual([{ type: "leagueGain", player: leader, resource: "fuel" }, { type: "leagueGain", player: leader, resource: "relic" }]);
    expect(inArea()).toEqual(["fuel", "relic"]);
    expect(boardTypes(table, leader)).toEqual(board);
    expect(labels(league())).toEqual([]);
    expect(table.scriptErrors).toEqual([]);
  });
});
