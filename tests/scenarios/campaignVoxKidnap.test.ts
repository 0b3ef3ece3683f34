/**
 * The Believer's Plot to Kidnap F817 at the campaign table (seed 003: "**When Secured:** Search the
 * action discard pile, draw the Faithful action card of highest number, then shuffle it. Discard Plot
 * to Kidnap."; base p.13: its securer resolves it before the refill). Secured with its button, the
 * card waits in its slot with one button for its securer; a Rival's press is refused to them alone
 * with nothing moved; a save/load keeps it; pressed, the table shuffles the pile and the core draws
 * its highest Faithful card into the securer's hand zone (theirs alone to see, named nowhere), the pile laid in the
 * core's new order and the card discarded.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import type { SecureState } from "../../src/core/court/machine";
import { TtsTable } from "../../tools/ttsFake/table";
import { parseTtsJson } from "../../tools/lib/ttsJson";
import { zoneOf } from "../../tools/bench/courtScoringHandlers";
import { takeCard } from "../support/faithfulTable";
import { coreState, handIds, idsInZone as ids } from "../support/scenario";
import { SEATS4, reload4, secureInSlotFive, voxTable } from "../support/voxTable";
import * as events from "../support/campaignEvents";

const { tableAtEventPhase } = events;

const game = (table: TtsTable): GameState => coreState(table) as GameState;

/** The vox table with Faithful 3 and Faithful 7 (F806, F810) on top of the action discard, in the core's state and face down on the pile. */
function withFaithfulDiscard(): { table: TtsTable; who: Colour } {
  const { table, who } = voxTable();
  const save = table.save();
  const envelope = parseTtsJson(save.LuaScriptState!) as { state: { game: GameState } };
  const g = envelope.state.game;
  g.discard = ["F806", "F810"].concat(g.discard);
  g.actionCards = g.actionCards.concat(["F806", "F810"]);
  save.LuaScriptState = JSON.stringify(envelope);
  const again = new TtsTable(save, { seats: SEATS4.map((color) => ({ color, host: color === "Red" })) });
  again.settle();
  const pile = zoneOf(again, "action-discard").position;
  for (const id of ["F810", "F806"]) {
    const c = takeCard(again, id, { x: pile.x, y: 3, z: pile.z });
    c.rotation = { x: 0, y: 180, z: 180 };
  }
  again.settle();
  return { table: again, who };
}

describe("seed 003 F817 Plot to Kidnap's When Secured at the campaign table", () => {
  test("its securer alone presses Draw and shuffle; after a save/load the highest Faithful card (7) is in their hand, named to nobody; the pile is shuffled and laid; the card discarded", () => {
    let { table, who } = withFaithfulDiscard();
    const other = SEATS4.find((c) => c !== who)!;
    const pileBefore = game(table).discard.slice();
    const card = secureInSlotFive(table, who, "F817");
    expect(card.buttons.map((b) => String(b.label))).toEqual(["Draw and shuffle"]);
    expect(table.messages.some((m) => m.to === undefined && m.text.includes(`${who}, draw the discard's highest Faithful card; shuffle it`))).toBe(true);
    expect((game(table).secure as SecureState).step).toBe("whenSecured");

    table.clickButton(other, card, "Draw and shuffle");
    expect(table.messages.filter((m) => m.to === other).pop()!.text).toBe(`${who} secured Plot to Kidnap (F817) and makes this choice, not you`);
    expect(game(table).discard).toEqual(pileBefore);

    table = reload4(table);
    const heard = table.messages.length;
    const again = table.find((o) => o.isCard && o.data.GMNotes === "F817")[0];
    table.clickButton(who, again, "Draw and shuffle");
    table.settle();
    const s = game(table);
    expect(s.players.find((p) => p.colour === who)!.hand).toContain("F810");
    expect(s.discard).not.toContain("F810");
    expect(s.discard.slice().sort()).toEqual(pileBefore.filter((id) => id !== "F810").sort());
    expect((s.secure as SecureState).step).toBe("done");
    // The table: F810 in the securer's hand zone, F806 still on the pile, the card in the Court discard.
    expect(handIds(table, who)).toContain("F810");
    expect(ids(table, "action-discard")).toContain("F806");
    expect(ids(table, "action-discard")).not.toContain("F810");
    expect(ids(table, "court-discard")).toContain("F817");
    const told = table.messages.slice(heard);
    // Hidden: the card lies in the securer's hand zone (theirs alone to see); no message names it.
    expect(told.some((m) => /F810|Faithful 7/.test(m.text))).toBe(false);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F817 Plot to Kidnap's Crisis at the campaign table (BR p.18): 'Each player discards their highest-number Faithful action card.'", () => {
  test("with it in the Court and Faithful 8 in a hand, the Crises press discards that card from the core's hand and the table's hand zone onto the action discard, unnamed; the attach is told", () => {
    let table = tableAtEventPhase();
    const holder = events.game(table).initiative as Colour;
    const x = events.seats[1];
    table.clickUi(holder, "arcsEventNoSummit");
    const slot = events.zone(table, "court-slot", "2");
    for (const c of table.world.objectsIn(slot).filter((o) => o.isCard)) table.world.move(c, { x: 80, y: 1, z: 82 });
    takeCard(table, "F817", { ...slot.position, y: slot.position.y + 0.3 });
    // x's first hand card to the action discard for Faithful 8 (F811), in the core's state and on the table.
    const save = table.save();
    const envelope = parseTtsJson(save.LuaScriptState!) as { state: { game: GameState } };
    const g = envelope.state.game;
    const p = g.players.find((q) => q.colour === x)!;
    const gone = p.hand[0];
    p.hand = p.hand.slice(1).concat(["F811"]);
    g.discard = [gone].concat(g.discard);
    g.actionCards = g.actionCards.concat(["F811"]);
    save.LuaScriptState = JSON.stringify(envelope);
    table = new TtsTable(save, { seats: events.seats.map((color) => ({ color, host: color === events.host })) });
    table.settle();
    const pile = zoneOf(table, "action-discard").position;
    table.world.move(table.find((o) => o.isCard && o.data.GMNotes === gone)[0], { x: pile.x, y: 3, z: pile.z });
    const hz = table.world.handZone(x)!.position;
    takeCard(table, "F811", { x: hz.x, y: hz.y, z: hz.z });
    table.settle();
    expect(handIds(table, x)).toContain("F811");
    events.rollCrisesOnTwo(table, holder);
    table = events.reload(table, events.seats, events.host);

    const heard = table.messages.length;
    table.clickUi(holder, "arcsEventCrises");
    table.settle();
    const s = game(table);
    expect(s.players.find((q) => q.colour === x)!.hand).not.toContain("F811");
    expect(s.discard[0]).toBe("F811");
    expect(handIds(table, x)).not.toContain("F811");
    expect(ids(table, "action-discard")).toContain("F811");
    const said = table.messages.slice(heard).map((m) => m.text);
    expect(said.some((t) => t.includes(`Plot to Kidnap: attach The Young Light or The Prophet; 1 Faithful card(s) discarded`))).toBe(true);
    expect(said.some((t) => /F811|Faithful 8/.test(t))).toBe(false);
    expect(table.scriptErrors).toEqual([]);
  });
});
