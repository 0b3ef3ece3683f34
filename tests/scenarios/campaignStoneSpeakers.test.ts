/**
 * Seed 003 F504 Stone-Speakers (the Caretaker) on the BUILT save's Global in the TTS fake (issue 35):
 * "When you declare an ambition, you may end your turn immediately. If you do, take any Golems from
 * Rivals, then roll the event die and resolve Crises if you roll it. (Don't resolve Edicts.)": lying
 * in the declarer's play area it goes with the declare (src/tts/lib/pieceTags.ts withOaths); then the card carries "End the turn"
 * (src/tts/campaign/golems.ts) for its holder on that turn: the press sends `stoneSpeakers`
 * (core campaign/events.ts), which ends the turn; accepted, the Golems in the Rivals' resource slots
 * go onto the holder's board (F505 "Golems fill resource slots") and the event panel's roll (BR p.13's
 * dice) resolves the Crises (BR p.18) if the Crisis symbol shows, no Edicts.
 */
import type { GameState } from "../../src/core/game/types";
import { actionCard } from "../../src/core/data/actionCards";
import type { TtsTable } from "../../tools/ttsFake/table";
import { zoneOf } from "../../tools/bench/courtScoringHandlers";
import { actOneInPlay, fateSetCardInto } from "../support/fateTable";
import { coreState, tableLog } from "../support/scenario";
import { cardObject, dropCard, lastTo, reload, rollCrisesOnTwo } from "../support/campaignEvents";
import { golemTo } from "../support/fateTable";
import type { FakeObject } from "../../tools/ttsFake/world";
import { publicText } from "../support/courtCards";
import { SEATS } from "../core/campaign/oathFixtures";

const game = (table: TtsTable): GameState => coreState(table)!;

/** The card that forbids its holder each ambition (fates/oaths.ts), and its name. */
const FORBIDS: { [ambition: string]: string } = { tyrant: "F1802", keeper: "F1902", tycoon: "F2003" };
const FORBIDS_NAME: { [ambition: string]: string } = { tyrant: "Vow of Survival", keeper: "Ire of the Keepers", tycoon: "Ire of the Tycoons" };

describe("seed 003 F504 Stone-Speakers: 'When you declare an ambition, you may end your turn immediately'", () => {
  test("its holder's declare gives the card its End the turn button; a declare refused (an Ire or Vow beside it) tells only the refusal, to the leader alone", () => {
    const table = actOneInPlay(SEATS);
    const leader = game(table).round!.order[0];
    const hand = game(table).players.find((p) => p.colour === leader)!.hand;
    const lead = hand.find((id) => FORBIDS[actionCard(id)?.declares ?? ""] !== undefined)!;
    const ambition = actionCard(lead)!.declares;
    const name = `${ambition.charAt(0).toUpperCase()}${ambition.slice(1)}`;
    fateSetCardInto(table, "F504", leader);
    const oath = fateSetCardInto(table, FORBIDS[ambition], leader, 1);
    dropCard(table, leader, lead, zoneOf(table, "lead-slot"));
    table.messages.length = 0;
    table.clickButton(leader, cardObject(table, lead), `Declare ${name}`);
    table.settle();
    expect(lastTo(table, leader)).toBe(`${FORBIDS_NAME[ambition]} (${FORBIDS[ambition]}): you cannot declare ${name}`);
    expect(publicText(table)).not.toContain("F504");
    table.drop(leader, oath, { x: 30, y: 2, z: -8 });
    table.settle();
    table.clickButton(leader, cardObject(table, lead), `Declare ${name}`);
    table.settle();
    expect(game(table).markers.some((m) => m.at === ambition)).toBe(true);
    expect(tableLog(table).commands.filter((c) => c.type === "declare").pop()).toEqual({ type: "declare", player: leader, ambition, playArea: ["F504"] });
    // Its option is the card's button (the second test presses it).
    expect(table.find((o) => o.data.GMNotes === "F504")[0].buttons.map((b) => String(b.label))).toEqual(["End the turn"]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("then the card's End the turn: a Rival's press refused to them alone; saved and loaded it waits; the holder's press ends the turn, takes the Rival's Golem onto the holder's board, and their roll of the event dice resolves the Crises", () => {
    let table = actOneInPlay(SEATS);
    const leader = game(table).round!.order[0];
    const rival = game(table).round!.order[1];
    const hand = game(table).players.find((p) => p.colour === leader)!.hand;
    const lead = hand.find((id) => (actionCard(id)?.declares ?? "") !== "")!;
    const ambition = actionCard(lead)!.declares;
    const card = fateSetCardInto(table, "F504", leader);
    const golem = golemTo(table, rival, "Warrior");
    const labels = (o: FakeObject) => o.buttons.map((b) => String(b.label));
    const inZone = (t: TtsTable, o: FakeObject, colour: string) => t.world.zonesContaining(o).some((z) => z.tags.includes("resources-zone") && z.tags.includes(colour));
    expect(labels(card)).toEqual([]);
    dropCard(table, leader, lead, zoneOf(table, "lead-slot"));
    table.clickButton(leader, cardObject(table, lead), `Declare ${ambition.charAt(0).toUpperCase()}${ambition.slice(1)}`);
    table.settle();
    expect(labels(card)).toEqual(["End the turn"]);
    const heard = publicText(table);
    table.clickButton(rival, card, "End the turn");
    table.settle();
    expect(lastTo(table, rival)).toBe(`${rival} holds no Stone-Speakers (F504)`);
    expect(publicText(table)).toBe(heard);
    expect(game(table).round!.turn).toBe(0);
    expect(inZone(table, golem, rival)).toBe(true);

    table = reload(table, SEATS, SEATS[0]);
    const again = table.object(card.guid);
    expect(labels(again)).toEqual(["End the turn"]);
    table.clickButton(leader, again, "End the turn");
    table.settle();
    expect(inZone(table, table.object(golem.guid), leader)).toBe(true);
    expect(game(table).round!.turn).toBe(1);
    expect(game(table).campaign!.eventPhase).toEqual({ player: leader, step: "roll", stone: true });
    expect(tableLog(table).commands.pop()).toEqual({ type: "stoneSpeakers", player: leader, playArea: ["F504"], golems: 1 });
    expect(publicText(table)).toContain(`${leader} takes 1 Golem(s) from Rivals, rolls for Crises (Stone-Speakers (F504))`);
    expect(labels(again)).toEqual([]);

    rollCrisesOnTwo(table, leader);
    expect(publicText(table)).toContain(`${leader} rolls the Crisis symbol (arrow, cluster 2): resolve Crises (BR p.18)`);
    expect(game(table).campaign!.crisesDue).toBe(true);
    table.clickUi(leader, "arcsEventCrises");
    table.settle();
    expect(game(table).campaign!.crisesDue).toBeUndefined();
    expect(game(table).campaign!.lastCrises!.dice).toMatchObject({ symbol: "arrow", cluster: 2 });
    expect(table.scriptErrors).toEqual([]);
  });
});
