/**
 * The Believer's Doctrine edicts at the table, on the BUILT save's Global in the TTS fake (issue 35;
 * src/tts/campaign/eventPhase/edictClicks.ts onEdictDone, edictMoves.ts edictPicks and edictMoves;
 * core/campaign/fates/edictChoices.ts setDoctrineEdict; BR p.20). Card texts, seed 003:
 * - F821 Set Doctrine: "The player who holds The Young Light or The Prophet may change the Doctrine to
 *   Zeal or Wisdom, flipping the Doctrine card tucked into the card play area on the map."
 * - F827 Set Lay Doctrine: "Players reveal their Faithful action cards. The player who reveals the
 *   highest initiative number may change the Doctrine ..." (the hands the core holds).
 * The Doctrine card (F822A Zeal, its back F822B Wisdom) lies loose on the table; the chooser's Zeal and
 * Wisdom buttons are theirs alone, and the chain lives in the core's state, so it survives a save and load.
 */
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { TtsTable } from "../../tools/ttsFake/table";
import { edictsSent, press, reloaded, toAll, toOne } from "../support/edictTable";
import { coreState } from "../support/scenario";
import { doctrineTable } from "../support/faithfulTable";
import { believerChapter, doctrineDue, withFaithful } from "../core/campaign/faithfulFixtures";

const game = (table: TtsTable): GameState => coreState(table)!;
const camp = (table: TtsTable) => game(table).campaign as CampaignState;
const picks = (table: TtsTable) => [1, 2, 3].map((i) => (table.ui().isShown(`arcsEventPick${i}`) ? table.ui().text(`arcsEventPick${i}`) : undefined));
const doctrineCard = (table: TtsTable) => table.find((o) => o.isCard && o.data.GMNotes === "F822A")[0];
const faceDown = (table: TtsTable) => Math.abs(doctrineCard(table).rotation.z - 180) < 1;

describe("seed 003 F821 Set Doctrine at the table (BR p.20)", () => {
  test("Red closes the first step with the play areas read; Yellow, holding The Young Light, alone picks Wisdom across a save and load; the Doctrine card flips", () => {
    let table = doctrineTable(doctrineDue("F821"), "Yellow");
    expect(faceDown(table)).toBe(false);
    press(table, "Blue", "arcsEventEdictDone", true);
    expect(toOne(table, "Blue")).toContain("only Red may close this edict now");
    expect(edictsSent(table)).toEqual([]);
    press(table, "Red", "arcsEventEdictDone");
    expect(edictsSent(table).pop()!.snapshot!.players.find((p) => p.colour === "Yellow")!.cards).toContain("F816");
    expect(toAll(table)).toContain("edict F821: Yellow may change the Doctrine");
    expect(camp(table).edictStep).toEqual(["Yellow"]);
    expect(table.ui().visibleTo("arcsEventPicks", "Yellow", false)).toBe(true);
    expect(table.ui().visibleTo("arcsEventPicks", "Red", false)).toBe(false);
    expect(picks(table)).toEqual(["Zeal", "Wisdom", undefined]);

    // Saved and loaded mid-chain: the prompt is still Yellow's.
    table = reloaded(table);
    expect(table.ui().visibleTo("arcsEventPicks", "Yellow", false)).toBe(true);
    expect(picks(table)).toEqual(["Zeal", "Wisdom", undefined]);
    const before = JSON.stringify(game(table));
    press(table, "Red", "arcsEventPick2", true);
    expect(toOne(table, "Red")).toContain("only Yellow may close this edict now");
    expect(toAll(table)).toBe("");
    expect(JSON.stringify(game(table))).toBe(before);
    expect(faceDown(table)).toBe(false);

    press(table, "Yellow", "arcsEventPick2");
    table.settle();
    expect(toAll(table)).toContain("edict F821 resolved: Yellow sets the Doctrine to wisdom");
    expect(camp(table).doctrine).toBe("wisdom");
    expect(camp(table).edictQueue).toBeUndefined();
    expect(faceDown(table)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });

  test("nobody holds The Young Light or The Prophet: the edict says so and passes, the Doctrine as it was", () => {
    const table = doctrineTable(doctrineDue("F821"));
    press(table, "Red", "arcsEventEdictDone");
    expect(toAll(table)).toContain("edict F821 resolved: nobody may change the Doctrine");
    expect(camp(table).edictQueue).toBeUndefined();
    expect(camp(table).doctrine).toBe("zeal");
    expect(faceDown(table)).toBe(false);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F827 Set Lay Doctrine at the table (BR p.20)", () => {
  test("Blue reveals the highest Faithful card (7, F810) and alone picks Wisdom; Yellow's press is refused privately", () => {
    const table = doctrineTable(doctrineDue("F827", withFaithful(believerChapter(), { Red: ["F808"], Blue: ["F810"] })));
    press(table, "Red", "arcsEventEdictDone");
    expect(toAll(table)).toContain("edict F827: Blue may change the Doctrine");
    expect(table.ui().visibleTo("arcsEventPicks", "Blue", false)).toBe(true);
    const before = JSON.stringify(game(table));
    press(table, "Yellow", "arcsEventPick2", true);
    expect(toOne(table, "Yellow")).toContain("only Blue may close this edict now");
    expect(JSON.stringify(game(table))).toBe(before);
    press(table, "Blue", "arcsEventPick2");
    table.settle();
    expect(toAll(table)).toContain("edict F827 resolved: Blue sets the Doctrine to wisdom");
    expect(faceDown(table)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});
