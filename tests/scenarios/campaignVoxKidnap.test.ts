/**
 * The Believer's Plot to Kidnap F817 at the campaign table (seed 003: "**When Secured:** Search the
 * action discard pile, draw the Faithful action card of highest number, then shuffle it. Discard Plot
 * to Kidnap."; base p.13: its securer resolves it before the refill). Secured with its button, the
 * card waits in its slot with one button for its securer; a Rival's press is refused to them alone
 * with nothing moved; a save/load keeps it; pressed, the table shuffles the pile and the core draws
 * its highest Faithful card into the securer's hand, named to them alone, the pile laid in the
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
  test("its securer alone presses Draw and shuffle; after a save/load the highest Faithful card (7) is in their hand, told to them alone; the pile is shuffled and laid; the card discarded", () => {
    let { table, who } = withFaithfulDiscard();
    const other = SEATS4.find((c) => c !== who)!;
    const pileBefore = game(table).discard.slice();
    const card = secureInSlotFive(table, who, "F817");
    expect(card.buttons.map((b) => String(b.label))).toEqual(["Draw and shuffle"]);
    expect(table.messages.some((m) => m.to === undefined && m.text.includes(`${who}, draw the highest Faithful card of the action discard pile, then shuffle it`))).toBe(true);
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
    expect(told.filter((m) => m.to === who).map((m) => m.text)).toContain("Plot to Kidnap: you drew Faithful 7 (F810)");
    expect(told.filter((m) => m.to !== who).some((m) => /F810|Faithful 7/.test(m.text))).toBe(false);
    expect(table.scriptErrors).toEqual([]);
  });
});
