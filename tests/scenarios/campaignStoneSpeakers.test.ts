/**
 * Seed 003 F504 Stone-Speakers (the Caretaker) on the BUILT save's Global in the TTS fake (issue 35):
 * "When you declare an ambition, you may end your turn immediately. If you do, take any Golems from
 * Rivals, then roll the event die and resolve Crises if you roll it. (Don't resolve Edicts.)": lying
 * in the declarer's play area it goes with the declare (src/tts/lib/pieceTags.ts withOaths) and the
 * core logs the option after it (campaign/fates/oaths.ts); the rest is the players'.
 */
import type { GameState } from "../../src/core/game/types";
import { actionCard } from "../../src/core/data/actionCards";
import type { TtsTable } from "../../tools/ttsFake/table";
import { zoneOf } from "../../tools/bench/courtScoringHandlers";
import { actOneInPlay, fateSetCardInto } from "../support/fateTable";
import { coreState, tableLog } from "../support/scenario";
import { cardObject, dropCard, lastTo } from "../support/campaignEvents";
import { publicText } from "../support/courtCards";
import { SEATS } from "../core/campaign/oathFixtures";

const game = (table: TtsTable): GameState => coreState(table)!;

/** The card that forbids its holder each ambition (fates/oaths.ts), and its name. */
const FORBIDS: { [ambition: string]: string } = { tyrant: "F1802", keeper: "F1902", tycoon: "F2003" };
const FORBIDS_NAME: { [ambition: string]: string } = { tyrant: "Vow of Survival", keeper: "Ire of the Keepers", tycoon: "Ire of the Tycoons" };

describe("seed 003 F504 Stone-Speakers: 'When you declare an ambition, you may end your turn immediately'", () => {
  test("its holder's declare tells them in the log; a declare refused (an Ire or Vow beside it) tells only the refusal, to the leader alone", () => {
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
    expect(publicText(table)).toContain(`${leader} may end the turn now (Stone-Speakers, F504)`);
    expect(table.scriptErrors).toEqual([]);
  });
});
