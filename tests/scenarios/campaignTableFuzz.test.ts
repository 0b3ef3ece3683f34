/**
 * The seeded table fuzz over campaign tables (issue 30 item 5; the machinery: tests/support/tableFuzz.ts):
 * Act I from a fresh table (the host's panel, the dice, the secret Fate choice, the placement passes),
 * an Act in play from an imported record (Event cards in the hands, the event phase), and the
 * Intermission after Act I. Besides the base fuzz's events, a share of the events are the campaign's own
 * moves made by seated players (a shown button of the panels, a Keep or an objective marker's button, a
 * building dropped on a start planet). After every event: no Lua error, the whole saved-state
 * validator finds no problem (campaign part and invariants included), every action and Event card
 * exists once, no hand holds a card the game does not put there, and no public message names a hand card.
 * ARCS_FUZZ_SCALE=10 runs ten times the events.
 */
import { actionDeckFor } from "../../src/core/data/actionCards";
import { eventCardsFor } from "../../src/core/data/campaign/aidCards";
import { atIntermissionStep, campaignUpTo } from "../support/campaignRun";
import { randomInt } from "../../src/core/game/driver";
import type { Rng } from "../../src/core/game/driver";
import type { Command, GameState } from "../../src/core/game/types";
import { gameStateProblems } from "../../src/core/rules";
import type { TtsTable } from "../../tools/ttsFake/table";
import { loadTable } from "../support/scenario";
import { importedTable, host as importHost, seats as importSeats } from "../support/campaignEvents";
import type { FuzzRules } from "../support/tableFuzz";
import { SCALE, fuzz, pick, placementMove } from "../support/tableFuzz";

/** What a seated player of the campaign does now and then: a shown button, a Keep, an objective marker, a placement. */
function campaignMove(t: TtsTable, rng: Rng, seats: readonly string[], s: GameState | undefined): string {
  const who = pick(rng, seats);
  const placed = placementMove(t, rng, s);
  if (placed !== undefined) return placed;
  const ui = t.ui();
  const shown = ui.ids().filter((id) => ui.isShown(id) && ui.getAttribute(id, "onClick") !== undefined && ui.visibleTo(id, who, t.world.seats.get(who)?.host === true));
  const buttons = t.world.all().filter((o) => o.buttons.length > 0 && (o.tags.includes("fate-card") || o.tags.some((x) => x.startsWith("objective-"))));
  if (buttons.length > 0 && (shown.length === 0 || randomInt(rng, 2) === 0)) {
    const o = pick(rng, buttons);
    const b = pick(rng, o.buttons);
    // Mostly its holder (the hand it lies in, the marker's colour), now and then anyone seated.
    const own = seats.find((c) => t.world.handObjects(c).includes(o) || o.tags.includes(`objective-${c.toLowerCase()}`));
    const holder = own !== undefined && randomInt(rng, 4) > 0 ? own : pick(rng, seats);
    t.clickButton(holder, o, b.index);
    return `${holder} clicks "${b.label}" on ${o.data.GMNotes || o.nickname}`;
  }
  if (shown.length === 0) return "no campaign move";
  const id = pick(rng, shown);
  t.clickUi(who, id);
  return `${who} clicks ${id}`;
}

function rulesFor(seats: readonly string[]): FuzzRules {
  return {
    cardTags: ["action-card", "campaign-event-card"],
    ids: actionDeckFor(4).concat(eventCardsFor(4)),
    stateProblems: (s: GameState) => gameStateProblems(JSON.parse(JSON.stringify(s))),
    extra: (t, rng, s) => campaignMove(t, rng, seats, s),
  };
}

/** The random campaign's state at its first Intermission's step B (the objectives resolved: the table has no markers laid), and its log. */
function firstIntermission(): { state: GameState; commands: Command[] } {
  return campaignUpTo(atIntermissionStep("B"));
}

describe("campaign table fuzz", () => {
  test("Act I from a fresh table: the host's panel, the dice, the Fate choice, the placements", () => {
    const seats = ["Red", "Blue", "Yellow"];
    fuzz(31, 120 * SCALE, () => ({ table: loadTable(seats, { host: "Blue" }), seats, host: "Blue" }), rulesFor(seats));
  });

  test("an Act in play from an imported record: Event cards, the event phase", () => {
    fuzz(32, 120 * SCALE, () => ({ table: importedTable(6), seats: importSeats.slice(), host: importHost }), rulesFor(importSeats));
  });

  test("the Intermission after Act I, from step B", () => {
    const { state, commands } = firstIntermission();
    const seats = state.seats.slice();
    const saved = JSON.stringify({ format: "arcs-tts", version: 3, state: { game: state, log: { version: 1, commands }, loads: 0, features: {} } });
    fuzz(33, 80 * SCALE, () => {
      const table = loadTable(seats, { host: seats[0], state: saved });
      table.settle();
      return { table, seats, host: seats[0] };
    }, rulesFor(seats));
  });
});
