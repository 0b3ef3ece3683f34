/**
 * Seed 003 F2203 Breaking Gates & Placing Passages (Ability) on the BUILT save's Global in the TTS
 * fake (issue 35; src/tts/campaign/mapCards.ts "Break Gate", src/tts/map/mapActions.ts; the core's
 * campaign/fates/twistedPassage.ts breakGate): "When you Catapult move from a planet into the gate of
 * the same cluster, do the following." A ship let go from a planet on its own cluster's gate is a
 * plain move, so the card carries "Break Gate": its holder's press (anyone else's is refused to them
 * alone) shows "Cancel Break Gate", and the holder's next ship let go on a gate is sent as a Catapult
 * that breaks it (`breaking`). Accepted, the log names the card's steps (the players' by hand) and the
 * card shows "Break Gate" again; refused, the ship goes back and the reason goes to the mover alone.
 */
import type { Command } from "../../src/core/game/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { dropInto, fateSetCardInto, inSystem } from "../support/fateTable";
import { tableLog } from "../support/scenario";
import { redLeads, withPassageLaw } from "../core/campaign/mapFixtures";

const to = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text).join(" ");
const publicText = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ");
const lastMove = (table: TtsTable) => tableLog(table).commands.filter((x) => x.type === "mapAction").slice(-1)[0] as Extract<Command, { type: "mapAction" }> | undefined;
const labels = (o: FakeObject) => o.buttons.map((b) => String(b.label));

function press(table: TtsTable, colour: string, o: FakeObject, label: string): void {
  table.messages.length = 0;
  table.clickButton(colour, o, label);
  table.settle();
}

/** Red has led Mobilization (F2205 in the rules booklet), Breaking Gates in Red's play area, a Red starport and 2 ships in 3.1. */
function breakerTable(): { table: TtsTable; card: FakeObject; ships: FakeObject[] } {
  const table = loadWithGame(builtSave().save as unknown as SaveFile, withPassageLaw(redLeads("mobilization")), "Red");
  takePieces(table, "starport", "Red", 1, zoneOf(table, "system", "3.1"));
  const ships = takePieces(table, "ship", "Red", 2, zoneOf(table, "system", "3.1"), 1);
  const card = fateSetCardInto(table, "F2203", "Red");
  table.settle();
  return { table, card, ships };
}

describe("seed 003 F2203 Breaking Gates & Placing Passages on the table: 'When you Catapult move from a planet into the gate of the same cluster, do the following.'", () => {
  test("Blue's press is refused to Blue alone; after Red's, a ship let go on 4.0 goes back (another cluster's gate), Red alone told; on 3.0 it breaks the gate: the steps in the log, the card shows Break Gate again", () => {
    const { table, card, ships } = breakerTable();
    expect(labels(card)).toEqual(["Break Gate"]);
    press(table, "Blue", card, "Break Gate");
    expect(to(table, "Blue")).toContain("only Red may use it");
    expect(to(table, "Red")).toBe("");
    expect(labels(card)).toEqual(["Break Gate"]);

    press(table, "Red", card, "Break Gate");
    expect(labels(card)).toEqual(["Cancel Break Gate"]);
    dropInto(table, ships[0], "4.0");
    expect(to(table, "Red")).toContain("F2203: from a planet into its own cluster's gate");
    expect(to(table, "Blue")).toBe("");
    expect(inSystem(table, "3.1", ships[0])).toBe(true);
    expect(labels(card)).toEqual(["Cancel Break Gate"]);

    dropInto(table, ships[0], "3.0");
    expect(table.scriptErrors).toEqual([]);
    expect(lastMove(table)!.action).toMatchObject({ kind: "move", from: "3.1", groups: [{ to: "3.0" }], breaking: true });
    expect(publicText(table)).toContain("Red takes Catapult moves from 3.1: 1 ship to 3.0; F2203: a Passage on 3.0; destroy the starport in 3.1 and 3.0's buildings (no Trophies); 3.0's ships and tokens to the Twisted Passage");
    expect(inSystem(table, "3.0", ships[0])).toBe(true);
    expect(labels(card)).toEqual(["Break Gate"]);
    // The second ship joins the same Catapult, still the card's.
    dropInto(table, ships[1], "3.0");
    expect(lastMove(table)).toMatchObject({ join: true, action: { groups: [{ to: "3.0", ships: { fresh: 2 } }], breaking: true } });
    expect(table.scriptErrors).toEqual([]);
  });

  test("without Break Gate pressed (or after its Cancel) a ship let go from 3.1 on 3.0 is a plain move", () => {
    const { table, card, ships } = breakerTable();
    press(table, "Red", card, "Break Gate");
    press(table, "Red", card, "Cancel Break Gate");
    expect(labels(card)).toEqual(["Break Gate"]);
    dropInto(table, ships[0], "3.0");
    expect(lastMove(table)!.action).not.toHaveProperty("breaking");
    expect(publicText(table)).toContain("Red moves 1 ship from 3.1 to 3.0");
    expect(publicText(table)).not.toContain("F2203");
    expect(table.scriptErrors).toEqual([]);
  });
});
