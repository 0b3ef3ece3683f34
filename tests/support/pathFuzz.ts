/**
 * The seeded table fuzz (tableFuzz.ts) pointed at a session's new table paths on staged campaign
 * tables (tests/scenarios/campaignSession25Fuzz.test.ts, campaignSession26Fuzz.test.ts): a share of
 * the events are presses of those paths by random colours (seated or not): a Court card's waiting
 * When Secured buttons, and the event panel's Edict done and pick row, shown or forged. A press
 * refused to its presser alone leaves the core's state as it was. After the fuzz, the random driver
 * carries the game on from the state it left (the table is not stuck).
 */
import { randomInt } from "../../src/core/game/driver";
import type { Rng } from "../../src/core/game/driver";
import type { GameState } from "../../src/core/game/types";
import { gameStateProblems } from "../../src/core/rules";
import { continueRandomCampaign } from "../../src/core/campaign/driver";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { coreState } from "./scenario";
import type { FuzzRules } from "./tableFuzz";
import { CLICKERS, fuzz, pick } from "./tableFuzz";

/** The event panel's Edict done and its pick row. */
const IDS: string[] = ["arcsEventEdictDone"];
for (let i = 1; i <= 6; i++) IDS.push(`arcsEventPick${i}`);

/** The cards in the Court row showing buttons (a waiting When Secured's choices). */
function withButtons(t: TtsTable): FakeObject[] {
  const slots = t.find((o) => o.isZone && o.tags.includes("court-slot"));
  return slots.flatMap((z) => t.world.objectsIn(z)).filter((o) => o.isCard && o.buttons.length > 0);
}

/**
 * `who`'s press (`press`, called), named `what`: `reached` gets `what` when something was told to
 * everyone, "refused" when all that was told went to the presser alone, and then the core's state
 * must be `s` still. Returns the event's words.
 */
export function pressChecked(t: TtsTable, s: GameState | undefined, who: string, what: string, press: () => void, reached: Set<string>): string {
  const before = t.messages.length;
  const was = JSON.stringify(s);
  press();
  t.settle();
  const fresh = t.messages.slice(before);
  if (fresh.some((m) => m.to === undefined)) reached.add(what);
  if (fresh.length > 0 && fresh.every((m) => m.to === who)) {
    reached.add("refused");
    expect({ what, who, state: JSON.stringify(coreState(t)) }).toEqual({ what, who, state: was });
    return `${who} presses ${what}, refused`;
  }
  return `${who} presses ${what}`;
}

/** The words of a card button's press: its label, digits as N. */
export const buttonWhat = (label: string) => `button:${label.replace(/\d+/g, "N")}`;

/**
 * A press of these paths by anyone (pressChecked): a waiting card's button, or the panel's (forged
 * when hidden); `reached` gets `button:<label>` or the panel id less its number.
 */
export function pathPress(t: TtsTable, rng: Rng, s: GameState | undefined, reached: Set<string>): string {
  const cards = withButtons(t);
  const sec = s === undefined ? undefined : s.secure;
  const waiting = waitingCard(t, s);
  if (cards.length > 0 && randomInt(rng, 3) > 0) {
    // Mostly the card whose When Secured waits, else any card of the row with buttons.
    const card = waiting !== undefined && randomInt(rng, 3) > 0 ? waiting : pick(rng, cards);
    const label = String(pick(rng, card.buttons).label);
    // Half the time the securer (the choice is theirs), else anyone.
    const who = sec !== undefined && randomInt(rng, 2) === 0 ? sec.colour : pick(rng, CLICKERS);
    return pressChecked(t, s, who, buttonWhat(label), () => t.clickButton(who, card, label), reached);
  }
  const ids = IDS.filter((id) => t.ui().ids().includes(id));
  if (ids.length === 0) return "no press";
  const shown = ids.filter((x) => t.ui().isShown(x));
  const id = shown.length > 0 && randomInt(rng, 3) > 0 ? pick(rng, shown) : pick(rng, ids);
  const shownTo = CLICKERS.filter((c) => t.ui().isShown(id) && t.ui().visibleTo(id, c, c === "Red"));
  const who = shownTo.length > 0 && randomInt(rng, 3) > 0 ? pick(rng, shownTo) : pick(rng, CLICKERS);
  return pressChecked(t, s, who, id.replace(/\d$/, ""), () => t.forgeUiClick(who, id), reached);
}

/** The Court card whose When Secured waits, with its buttons; undefined when none. */
export function waitingCard(t: TtsTable, s: GameState | undefined): FakeObject | undefined {
  const sec = s === undefined ? undefined : s.secure;
  return sec !== undefined && sec.step === "whenSecured" ? withButtons(t).find((o) => o.data.GMNotes === sec.card) : undefined;
}

/** The campaign fuzz's rules: action cards dropped, the state checked by the saved-state validator, `extra` on `extraShare`% of the events (`reloadShare`% more a save and load). */
export function pathRules(extra: (t: TtsTable, rng: Rng, s: GameState | undefined) => string, extraShare = 70, reloadShare?: number): FuzzRules {
  return { cardTags: ["action-card"], ids: [], stateProblems: (x: GameState) => gameStateProblems(JSON.parse(JSON.stringify(x))), extra, extraShare, reloadShare };
}

/** `events` fuzz events from `start` (seeded), then the random driver carries the game on 60 commands from the state left, with no problem. */
export function fuzzThenGoOn(seed: number, events: number, start: () => TtsTable, rules: FuzzRules): TtsTable {
  const table = fuzz(seed, events, () => {
    const t = start();
    const seats = coreState(t)!.seats.slice();
    return { table: t, seats, host: seats[0] };
  }, rules);
  const r = continueRandomCampaign(coreState(table)!, seed, () => false, 60);
  expect(r.problems).toEqual([]);
  expect(r.commands.length).toBeGreaterThan(0);
  return table;
}
