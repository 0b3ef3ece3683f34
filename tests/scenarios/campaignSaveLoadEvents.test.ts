/**
 * The event phase survives a save/load after EVERY event, and its painters draw from state after every
 * command what a fresh full draw shows (issue 30 items 3 and 5; tests/support/everyEvent.ts): after a
 * round with an Event (BR p.13) the initiative holder declines the Summit, rolls the dice (a Crisis,
 * cluster 2), resolves the Crises from the map read (BR p.18), carries out what the panel offers and
 * closes the list; then the next round is led.
 */
import { isEventCard } from "../../src/core/campaign/fates/actionDeck";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { Step } from "../support/everyEvent";
import { game, playTwice, reloadTable } from "../support/everyEvent";
import { blightAndTwoBlueShips, host, rollCrisesOnTwo, seats, tableAtEventPhase } from "../support/campaignEvents";

function holder(t: TtsTable): string {
  return game(t).initiative;
}

/** The holder presses `id` when the panel shows it to them (both tables show the same: the script is the same). */
function pressIfShown(id: string): Step {
  return [`the holder presses ${id} if shown`, (t) => {
    const who = holder(t);
    if (!t.ui().isShown(id) || !t.ui().visibleTo(id, who, who === host)) return;
    t.clickUi(who, id);
    t.settle();
  }];
}

describe("save and load after every event: the event phase", () => {
  test("the Summit declined, the dice, the Crises resolved and carried out, the next lead play the same with a reload after each event", () => {
    const a = tableAtEventPhase();
    const b = reloadTable(a, seats, host);
    const steps: Step[] = [
      ["a Rival presses No Summit (refused)", (t) => t.forgeUiClick(seats.find((c) => c !== holder(t))!, "arcsEventNoSummit")],
      ["the holder declines the Summit (BR p.13)", (t) => {
        t.clickUi(holder(t), "arcsEventNoSummit");
        t.settle();
      }],
      ["the holder rolls: a Crisis on cluster 2", (t) => rollCrisesOnTwo(t, holder(t))],
      ["Blight and two Blue ships in 2.1", (t) => blightAndTwoBlueShips(t, "2.1")],
      pressIfShown("arcsEventCrises"),
      pressIfShown("arcsEventBlight"),
      pressIfShown("arcsEventCourt"),
      pressIfShown("arcsEventCrisesDone"),
      ["the next round is led", (t) => {
        const r = game(t).round;
        if (r === undefined) return;
        const who = r.order[r.turn];
        const id = game(t).players.find((p) => p.colour === who)!.hand.find((x) => !isEventCard(x));
        if (id === undefined) return;
        const card = t.find((o) => o.isCard && o.data.GMNotes === id)[0];
        const slot = t.find((o) => o.isZone && o.tags.includes("lead-slot"))[0];
        card.rotation = { x: 0, y: 180, z: 0 };
        t.drop(who, card, { ...slot.position, y: slot.position.y + 0.5 });
        t.settle();
      }],
    ];
    const end = playTwice(a, b, steps, seats, host);
    for (const t of [end.a, end.b]) {
      const s = game(t);
      expect(s.campaign!.eventPhase).toBeUndefined();
      expect(s.campaign!.lastCrises).toBeDefined();
      expect(s.campaign!.crisesDue).toBeUndefined();
      expect(t.scriptErrors).toEqual([]);
    }
  });
});
