/**
 * The Founder of the Commonwealth (seed 003 F213: "When you declare an ambition, you may also place
 * the Commonwealth Ambition marker from your Fate card onto the declared ambition box") on the BUILT
 * save's Global in the TTS fake: the card in its holder's play area carries one "<Ambition> +
 * Commonwealth" button per ambition (src/tts/campaign/commonwealth.ts); only the holder presses; the
 * core decides (the lead card's declare, the marker); the card then shows where the marker lies.
 */
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { actionCard } from "../../src/core/data/actionCards";
import { zoneOf } from "../../tools/bench/courtScoringHandlers";
import { actOneInPlay, fateSetCardInto } from "../support/fateTable";
import { coreState, tableLog } from "../support/scenario";
import { dropCard } from "../support/campaignEvents";
import { SEATS } from "../core/campaign/oathFixtures";

const game = (table: TtsTable): GameState => coreState(table)!;
const told = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text).join(" ");
const labels = (o: FakeObject) => o.buttons.map((b) => b.label);


describe("seed 003 F213 Founder of the Commonwealth: its buttons in its holder's play area", () => {
  test("a Rival's press is refused to them alone; the holder's declares with the lead card and places the Commonwealth marker, which the card then shows", () => {
    const table = actOneInPlay(SEATS);
    const leader = game(table).round!.order[0];
    const rival = SEATS.find((c) => c !== leader)!;
    const hand = game(table).players.find((p) => p.colour === leader)!.hand;
    const lead = hand.find((id) => actionCard(id)?.declares !== undefined)!;
    const ambition = actionCard(lead)!.declares;
    const name = `${ambition.charAt(0).toUpperCase()}${ambition.slice(1)}`;
    const title = fateSetCardInto(table, "F213", leader);
    table.settle();
    expect(labels(title)).toEqual(["Tycoon", "Tyrant", "Warlord", "Keeper", "Empath"].map((a) => `${a} + Commonwealth`));
    dropCard(table, leader, lead, zoneOf(table, "lead-slot"));
    table.messages.length = 0;

    table.clickButton(rival, title, `${name} + Commonwealth`);
    table.settle();
    expect(told(table, rival)).toContain(`lies in ${leader}'s play area: only ${leader} may use it`);
    expect((game(table).campaign as CampaignState).commonwealth).toBeUndefined();

    table.clickButton(leader, title, `${name} + Commonwealth`);
    table.settle();
    expect((game(table).campaign as CampaignState).commonwealth).toBe(ambition);
    expect(game(table).markers.some((m) => m.at === ambition)).toBe(true);
    expect(tableLog(table).commands.filter((c) => c.type === "declareCommonwealth").pop()).toEqual({ type: "declareCommonwealth", player: leader, ambition, playArea: ["F213"] });
    expect(labels(title)).toEqual([`Commonwealth on ${name}`]);
    // Once placed, the marker stays where it is this chapter: a second press is refused with the core's words.
    table.clickButton(leader, title, `Commonwealth on ${name}`);
    table.settle();
    expect(told(table, leader)).toContain(`the Commonwealth marker is on ${name} already`);
    expect(table.scriptErrors).toEqual([]);
  });
});
