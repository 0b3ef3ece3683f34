/**
 * The Planet Breaker's Planet-Eater Loose F1111 at the campaign table (seed 003: "**When Secured:**
 * Roll 1 skirmish die per agent here. If you roll at least 3[hit], gain 3 Power, draw the bottom card
 * from the action discard pile, and bury this card. If not, this card and agents on it remain.";
 * base p.13: its securer resolves it before the refill; p.14 the skirmish die). Secured with its
 * button, the card waits in its slot with its agents on it and one button for its securer, "Roll 3
 * skirmish dice"; a Rival's press is refused to them alone with nothing moved; a save/load keeps it;
 * pressed, the table throws the dice in the tray and the core judges their faces: 3 hits take the
 * agents (own home, the Rival's a Captive), +3 Power, the action discard's bottom card into the
 * securer's hand (named nowhere), the card buried and the slot refilled; fewer leave it all as it was.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import type { SecureState } from "../../src/core/court/machine";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { parseTtsJson } from "../../tools/lib/ttsJson";
import { takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { takeCard } from "../support/faithfulTable";
import { coreState, handIds } from "../support/scenario";
import { SEATS4, reload4, voxTable } from "../support/voxTable";
import { dice } from "../support/battleTable";

const game = (table: TtsTable): GameState => coreState(table) as GameState;
const power = (table: TtsTable, c: string): number => game(table).players.find((p) => p.colour === c)!.power;
const cardsIn = (table: TtsTable, zone: FakeObject): string[] => table.world.objectsIn(zone).filter((o) => o.isCard).map((o) => String(o.data.GMNotes));
const agentsIn = (table: TtsTable, zone: FakeObject, colour: string): number => table.world.objectsIn(zone).filter((o) => o.tags.includes("agent") && o.tags.includes(colour)).length;
const slot5 = (table: TtsTable): FakeObject => zoneOf(table, "court-slot", "5");
const eater = (table: TtsTable): FakeObject => table.find((o) => o.isCard && o.data.GMNotes === "F1111")[0];
const PRESS = "Roll 3 skirmish dice";

/** The vox table with F806 at the bottom of the action discard (the core's and the pile's); Planet-Eater Loose in Court slot 5 with 2 of the securer's agents and 1 of a Rival's, secured, then saved and loaded. */
function secured(own = 2, rivals = 1): { table: TtsTable; who: Colour; rival: Colour } {
  const { table: first, who } = voxTable();
  const rival = SEATS4.find((c) => c !== who)! as Colour;
  const save = first.save();
  const envelope = parseTtsJson(save.LuaScriptState!) as { state: { game: GameState } };
  const g = envelope.state.game;
  g.discard = g.discard.concat(["F806"]);
  g.actionCards = g.actionCards.concat(["F806"]);
  save.LuaScriptState = JSON.stringify(envelope);
  const table = new TtsTable(save, { seats: SEATS4.map((color) => ({ color, host: color === "Red" })) });
  table.settle();
  const pile = zoneOf(table, "action-discard").position;
  takeCard(table, "F806", { x: pile.x, y: 3, z: pile.z }).rotation = { x: 0, y: 180, z: 180 };
  for (const o of table.world.objectsIn(slot5(table))) if (o.isCard) table.world.move(o, { x: 80, y: 1, z: 80 });
  const card = takeCard(table, "F1111", { ...slot5(table).position, y: slot5(table).position.y + 0.3 });
  takePieces(table, "agent", who, own, slot5(table));
  takePieces(table, "agent", rival, rivals, slot5(table));
  table.settle();
  table.clickButton(who, card, `Secure (${who})`);
  table.settle();
  return { table, who, rival };
}

describe("seed 003 F1111 Planet-Eater Loose's When Secured at the campaign table", () => {
  test("the card waits with its 3 agents and one button; a Rival's press is refused to them alone, nothing moved; after a save/load the securer's roll of 3 hits takes the agents, +3 Power, the discard's bottom card into their hand unnamed, the card buried, the slot refilled", () => {
    let { table, who, rival } = secured();
    expect(eater(table).buttons.map((b) => String(b.label))).toEqual([PRESS]);
    expect(table.messages.some((m) => m.to === undefined && m.text.includes(`${who}, a skirmish die per agent on it: 3 hits win`))).toBe(true);
    expect([agentsIn(table, slot5(table), who), agentsIn(table, slot5(table), rival)]).toEqual([2, 1]);
    expect((game(table).secure as SecureState).step).toBe("whenSecured");

    const heard = table.messages.filter((m) => m.to === undefined).length;
    table.clickButton(rival, eater(table), PRESS);
    table.settle();
    expect(table.messages.filter((m) => m.to === rival).pop()!.text).toBe(`${who} secured Planet-Eater Loose (F1111) and makes this choice, not you`);
    expect(table.messages.filter((m) => m.to === undefined).length).toBe(heard);
    expect([agentsIn(table, slot5(table), who), agentsIn(table, slot5(table), rival)]).toEqual([2, 1]);

    table = reload4(table);
    expect(eater(table).buttons.map((b) => String(b.label))).toEqual([PRESS]);
    const was = power(table, who);
    const hand = game(table).players.find((p) => p.colour === who)!.hand.slice();
    const captives = zoneOf(table, "captives", who);
    const heard2 = table.messages.length;
    dice(table, ["skirmish-4", "skirmish-5", "skirmish-6"]);
    table.clickButton(who, eater(table), PRESS);
    table.settle();
    const s = game(table);
    expect((s.secure as SecureState).step).toBe("done");
    expect(power(table, who)).toBe(was + 3);
    expect(s.players.find((p) => p.colour === who)!.hand).toEqual(hand.concat(["F806"]));
    expect(s.discard).not.toContain("F806");
    expect(handIds(table, who)).toContain("F806");
    expect([agentsIn(table, slot5(table), who), agentsIn(table, slot5(table), rival)]).toEqual([0, 0]);
    expect(agentsIn(table, captives, rival)).toBe(1);
    // Buried: the campaign Court deck's bottom card; its slot refilled.
    const deck = table.find((o) => o.isDeck && o.tags.includes("campaign-court-deck"))[0];
    expect(String(deck.contents[deck.contents.length - 1].GMNotes)).toBe("F1111");
    expect(cardsIn(table, slot5(table))).toHaveLength(1);
    expect(cardsIn(table, slot5(table))).not.toContain("F1111");
    const told = table.messages.slice(heard2);
    expect(told.some((m) => m.to === undefined && m.text.includes(`Planet-Eater Loose: ${who} rolls 3 hits: +3 Power, a card drawn`))).toBe(true);
    // Hidden: no message names the card drawn.
    expect(told.some((m) => /F806|Faithful 3/.test(m.text))).toBe(false);
    expect(table.scriptErrors).toEqual([]);
  });

  test("'If not, this card and agents on it remain.': a roll of 1 hit leaves the card and its 3 agents in slot 5, Power and hand as they were, no refill; the choice is over", () => {
    const { table, who, rival } = secured();
    const was = power(table, who);
    const hand = game(table).players.find((p) => p.colour === who)!.hand.slice();
    dice(table, ["skirmish-1", "skirmish-2", "skirmish-6"]);
    table.clickButton(who, eater(table), PRESS);
    table.settle();
    const s = game(table);
    expect((s.secure as SecureState).step).toBe("done");
    expect(power(table, who)).toBe(was);
    expect(s.players.find((p) => p.colour === who)!.hand).toEqual(hand);
    expect(s.discard).toContain("F806");
    expect(cardsIn(table, slot5(table))).toEqual(["F1111"]);
    expect([agentsIn(table, slot5(table), who), agentsIn(table, slot5(table), rival)]).toEqual([2, 1]);
    // The Court's own buttons again: it may be secured anew.
    expect(eater(table).buttons.map((b) => String(b.label))).toContain(`Secure (${who})`);
    expect(eater(table).buttons.map((b) => String(b.label))).not.toContain(PRESS);
    expect(table.messages.some((m) => m.to === undefined && m.text.includes(`Planet-Eater Loose: ${who} misses: it stays`))).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });

  test("'Roll 1 skirmish die per agent here.' with 7 agents on it, more than the box's 6 skirmish dice (base p.3): the 6 are thrown, then 1 of them again, and the core judges all 7 faces: the seventh die's hit makes the 3", () => {
    const { table, who, rival } = secured(5, 2);
    expect(eater(table).buttons.map((b) => String(b.label))).toEqual(["Roll 7 skirmish dice"]);
    const was = power(table, who);
    const six = dice(table, ["skirmish-4", "skirmish-5", "skirmish-1", "skirmish-1", "skirmish-2", "skirmish-2"]);
    // Whichever die is thrown again shows a hit.
    for (const d of six) table.queueRoll(d, "skirmish-6");
    table.messages.length = 0;
    table.clickButton(who, eater(table), "Roll 7 skirmish dice");
    table.settle();
    expect(table.messages.filter((m) => m.to === who)).toEqual([]);
    expect((game(table).secure as SecureState).step).toBe("done");
    expect(power(table, who)).toBe(was + 3);
    expect(cardsIn(table, slot5(table))).not.toContain("F1111");
    expect([agentsIn(table, slot5(table), who), agentsIn(table, slot5(table), rival)]).toEqual([0, 0]);
    expect(table.messages.some((m) => m.to === undefined && m.text.includes(`Planet-Eater Loose: ${who} rolls 3 hits`))).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});
