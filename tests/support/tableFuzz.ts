/**
 * The seeded table fuzz (tests/scenarios/tableFuzz.test.ts, campaignTableFuzz.test.ts; issue "Safe in
 * TTS's own Lua" item 7, issue 30 item 5): random card drops (any loose card, any slot or hand, either
 * side up), cards turned over, UI and object-button clicks by every colour (seated, unseated,
 * spectators), dice rolled, agents moved on and off Court slots, a save/load at random steps, and a
 * game's own moves. After every event: no Lua error (the fake is strict), the state's problems none,
 * every card exists exactly once, no hand holds a card the game does not put there, and no public
 * message names a card in a hand. FUZZ_TRACE=1 prints each event with the phase and the plays.
 */
import { ACTION_CARDS, actionDeckFor } from "../../src/core/data/actionCards";
import { makeRng, randomInt } from "../../src/core/game/driver";
import type { Rng } from "../../src/core/game/driver";
import { checkInvariants } from "../../src/core/game/invariants";
import type { GameState } from "../../src/core/game/types";
import { cardName } from "../../src/core/game/util";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { coreState } from "./scenario";
import { openStartPlanets } from "../../src/core/campaign/actOneSetup";
import { boardCity, systemCentre } from "./everyEvent";

export const SCALE = Number(process.env.ARCS_FUZZ_SCALE ?? "1");
export const CLICKERS = ["Red", "Blue", "Yellow", "White", "Grey", "Black", "Green"];

export interface FuzzRules {
  /** the tags of the game's cards (action cards; a campaign's Event cards too) */
  cardTags: string[];
  /** every card id the table keeps exactly once */
  ids: string[];
  /** the state's problems after every event (the base game's invariants) */
  stateProblems: (s: GameState) => string[];
  /** a game's own moves, on some events; `s` is the state Global holds (the last check's: nothing happened since) */
  extra?: (t: TtsTable, rng: Rng, s: GameState | undefined) => string;
  /** the percentage of events that are `extra`'s (15 unless set); the others keep their proportions */
  extraShare?: number;
  /** the percentage of events that are a save and load (on top of the others' 4%), taken from `extra`'s share; none unless set */
  reloadShare?: number;
}

export const BASE_RULES: FuzzRules = { cardTags: ["action-card"], ids: actionDeckFor(4), stateProblems: (s) => checkInvariants(s) };

export function pick<T>(rng: Rng, xs: readonly T[]): T {
  return xs[randomInt(rng, xs.length)];
}

/** A campaign's Act I placements (BR p.6): half the time during the setup, the player due drops a city from their board on an open start planet; undefined otherwise. `s`: the state Global holds now. */
export function placementMove(t: TtsTable, rng: Rng, s: GameState | undefined): string | undefined {
  const c = s === undefined ? undefined : s.campaign;
  if (s === undefined || c === undefined || c.stage !== "setup" || c.setup === undefined || randomInt(rng, 2) !== 0) return undefined;
  const due = c.setup.order[c.setup.placements.length];
  const open = openStartPlanets(s);
  const city = boardCity(t, due);
  if (city === undefined || open.length === 0) return "no placement";
  t.drop(due, city, systemCentre(t, pick(rng, open)));
  return `${due} places a city`;
}

export function zones(t: TtsTable, tag: string): FakeObject[] {
  return t.find((o) => o.isZone && o.tags.includes(tag));
}

/** Every id of a card with one of `tags` on the table, loose or inside a deck or bag, anywhere. */
function cardIds(t: TtsTable, tags: readonly string[]): string[] {
  const out: string[] = [];
  const ours = (xs: readonly string[] | undefined) => (xs ?? []).some((x) => tags.includes(x));
  const visit = (data: { GMNotes?: string; Tags?: string[]; ContainedObjects?: unknown[] }) => {
    if (ours(data.Tags) && data.GMNotes) out.push(data.GMNotes);
    for (const c of (data.ContainedObjects ?? []) as typeof data[]) visit(c);
  };
  for (const o of t.world.all()) {
    if (ours(o.tags)) out.push(String(o.data.GMNotes));
    for (const c of o.contents) visit(c as never);
  }
  return out;
}

function handIdsOf(t: TtsTable, colour: string): string[] {
  return t.world.handObjects(colour).flatMap((o) => (o.isDeck ? o.contents.map((c) => String(c.GMNotes)) : [String(o.data.GMNotes)]));
}

function handOwner(t: TtsTable, o: FakeObject): string | undefined {
  for (const c of ["Red", "Blue", "Yellow", "White"]) if (t.world.handObjects(c).includes(o)) return c;
  return undefined;
}

function dropCard(t: TtsTable, rng: Rng, rules: FuzzRules): string {
  const cards = t.find((o) => o.tags.some((x) => rules.cardTags.includes(x)) && !o.isZone);
  if (cards.length === 0) return "no loose card";
  const card = pick(rng, cards);
  // TTS lets only a hand's owner take a card out of it; anyone may grab a card on the table.
  const owner = handOwner(t, card);
  const who = owner !== undefined ? owner : pick(rng, CLICKERS);
  const targets = [
    ...zones(t, "lead-slot"), ...zones(t, "follow-slot"), ...zones(t, "seize-slot"), ...zones(t, "action-discard"),
    ...t.find((o) => o.isZone && o.name === "HandTrigger"),
  ];
  const target = pick(rng, targets);
  card.rotation = { x: 0, y: 180, z: randomInt(rng, 2) === 0 ? 0 : 180 };
  t.drop(who, card, { x: target.position.x, y: target.position.y + 0.5, z: target.position.z });
  return `${who} drops ${card.data.GMNotes} (${card.rotation.z === 0 ? "up" : "down"}) on ${target.tags.join("/")} ${target.data.GMNotes ?? ""}`;
}

function flipCard(t: TtsTable, rng: Rng, rules: FuzzRules): string {
  const cards = t.find((o) => o.tags.some((x) => rules.cardTags.includes(x)) && !o.isZone && handOwner(t, o) === undefined);
  if (cards.length === 0) return "no card on the table";
  const card = pick(rng, cards);
  const who = pick(rng, CLICKERS);
  t.flip(who, card);
  return `${who} turns ${card.data.GMNotes} over`;
}

function clickUi(t: TtsTable, rng: Rng): string {
  const ui = t.ui();
  const ids = ui.ids().filter((id) => ui.isShown(id) && ui.getAttribute(id, "onClick") !== undefined);
  if (ids.length === 0) return "no UI";
  const id = pick(rng, ids);
  const who = pick(rng, CLICKERS);
  // An element its `visibility` hides from the clicker cannot be clicked in TTS: it is called as a stale panel or another script might.
  if (ui.visibleTo(id, who, t.world.seats.get(who)?.host === true)) t.clickUi(who, id);
  else t.forgeUiClick(who, id);
  return `${who} clicks ${id}`;
}

function clickButton(t: TtsTable, rng: Rng): string {
  const withButtons = t.world.all().filter((o) => o.buttons.length > 0);
  if (withButtons.length === 0) return "no buttons";
  const o = pick(rng, withButtons);
  const b = pick(rng, o.buttons);
  const who = pick(rng, CLICKERS);
  t.clickButton(who, o, b.index);
  return `${who} clicks "${b.label}" on ${o.data.GMNotes || o.nickname}`;
}

function rollDie(t: TtsTable, rng: Rng): string {
  let dice = t.find((o) => !o.isZone && o.data.RotationValues !== undefined && o.tags.some((x) => x === "die" || x === "battle-die"));
  if (dice.length === 0) {
    const bags = t.find((o) => o.isContainer && o.tags.includes("dice-bag") && o.contents.length > 0);
    if (bags.length === 0) return "no dice";
    const tray = zones(t, "dice-tray")[0];
    const d = t.playerTake(pick(rng, bags), { position: { x: tray.position.x + 5, y: 2, z: tray.position.z } });
    if (d === undefined) return "no dice";
    dice = [d];
  }
  const die = pick(rng, dice);
  const faces = (die.data.RotationValues ?? []).map((r) => r.Value);
  const who = pick(rng, CLICKERS);
  t.roll(die, pick(rng, faces), who);
  return `${who} rolls ${die.nickname}`;
}

function moveAgent(t: TtsTable, rng: Rng): string {
  const slots = zones(t, "court-slot");
  const onSlots = t.find((o) => !o.isZone && o.tags.includes("agent") && slots.some((z) => z.contains(o.position)));
  if (onSlots.length > 0 && randomInt(rng, 2) === 0) {
    const a = pick(rng, onSlots);
    const colour = String(a.tags.find((x) => CLICKERS.includes(x)));
    t.drop(colour, a, { x: a.position.x + 6, y: 2, z: a.position.z + 6 });
    return `${colour} takes an agent off a Court slot`;
  }
  const colour = pick(rng, ["Red", "Blue", "Yellow", "White"]);
  const bag = t.find((o) => o.isContainer && o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes(colour))[0];
  if (bag === undefined || bag.contents.length === 0) return "no agent";
  const slot = pick(rng, slots);
  const a = t.playerTake(bag, { position: { x: slot.position.x, y: 2, z: slot.position.z } })!;
  t.drop(colour, a, { x: slot.position.x + (randomInt(rng, 5) - 2) * 0.2, y: 2, z: slot.position.z });
  return `${colour} puts an agent on Court slot ${slot.data.GMNotes}`;
}

/** The player to act does something legal-looking, so the fuzz gets past the first turn. `s`: the state Global holds now. */
function playOn(t: TtsTable, rng: Rng, rules: FuzzRules, s: GameState | undefined): string {
  if (s === undefined || s.phase !== "play" || s.round === undefined) return clickUi(t, rng);
  const r = s.round;
  const who = r.order[r.turn];
  if (r.played || randomInt(rng, 8) === 0) {
    const id = randomInt(rng, 6) === 0 ? "passButton" : "endTurnButton";
    // A button the turn bar hides is still called now and then, as a stale panel or another script might.
    if (t.ui().isShown(id)) t.clickUi(who, id);
    else if (t.ui().element(id) !== undefined) t.forgeUiClick(who, id);
    else return `${who} finds no ${id} (no panels)`;
    return `${who} ends the turn`;
  }
  const hand = t.world.handObjects(who).filter((o) => o.tags.some((x) => rules.cardTags.includes(x)));
  if (hand.length === 0) return `${who} has no card`;
  const card = pick(rng, hand);
  const leading = r.turn === 0 && r.seizedBy === undefined;
  const slot = leading ? zones(t, "lead-slot")[0] : zones(t, "follow-slot").find((z) => z.data.GMNotes === who)!;
  card.rotation = { x: 0, y: 180, z: !leading && randomInt(rng, 3) === 0 ? 180 : 0 };
  t.drop(who, card, { x: slot.position.x, y: slot.position.y + 0.5, z: slot.position.z });
  return `${who} plays ${card.data.GMNotes} (${card.rotation.z === 0 ? "up" : "down"})`;
}

function reload(t: TtsTable, seats: string[], host: string): TtsTable {
  const again = new TtsTable(t.save(), { seats: seats.map((color) => ({ color, host: color === host })) });
  again.settle();
  return again;
}

const NAME_OF = new Map(ACTION_CARDS.map((c) => [c.id, cardName(c.id)]));

/** Checks the table after an event; returns the state Global holds (the next event's moves read it instead of asking Global again: an onSave is most of a fuzz event's time). */
function check(t: TtsTable, before: number, what: string, rules: FuzzRules): GameState | undefined {
  const s: GameState | undefined = coreState(t);
  if (s !== undefined) expect({ what, problems: rules.stateProblems(s) }).toEqual({ what, problems: [] });
  const ids = cardIds(t, rules.cardTags);
  for (const id of rules.ids) expect({ what, id, copies: ids.filter((x) => x === id).length }).toEqual({ what, id, copies: 1 });
  const inHands: string[] = [];
  for (const colour of ["Red", "Blue", "Yellow", "White"]) {
    // Action cards only: in a campaign's Fate choice a hand also holds its own two Fates (campaignTable.test.ts keeps those private).
    const held = handIdsOf(t, colour).filter((id) => rules.ids.includes(id));
    inHands.push(...held.filter((id) => NAME_OF.has(id)));
    const owned = s === undefined || s.phase === "setup" ? [] : (s.players.find((p) => p.colour === colour)?.hand ?? []);
    const stray = held.filter((id) => !owned.includes(id));
    expect({ what, colour, stray }).toEqual({ what, colour, stray: [] });
  }
  const fresh = t.messages.slice(before).filter((m) => m.to === undefined).map((m) => m.text);
  for (const text of fresh) for (const id of inHands) expect({ what, text, named: text.includes(NAME_OF.get(id)!) }).toEqual({ what, text, named: false });
  return s;
}

/**
 * `events` random events from `start` (seeded): after each, no Lua error, `rules.stateProblems` of the
 * state empty, every card of `rules.ids` on the table once, no hand holding a card the game does not
 * put there, no public message naming a card in a hand. `rules.extra` (a campaign's own moves) takes
 * a share of the events. Returns the table as the last event left it (a save and load replaces it).
 */
export function fuzz(seed: number, events: number, start: () => { table: TtsTable; seats: string[]; host: string }, rules: FuzzRules = BASE_RULES): TtsTable {
  const rng = makeRng(seed);
  let { table, seats, host } = { ...start() };
  let state = check(table, 0, "start", rules);
  for (let i = 0; i < events; i++) {
    const before = table.messages.length;
    const share = rules.extraShare ?? 15;
    const r = randomInt(rng, 100);
    const roll = r < share ? -1 : 15 + Math.floor(((r - share) * 85) / (100 - share));
    let what: string;
    const extra = rules.extra;
    if (r < (rules.reloadShare ?? 0)) {
      table = reload(table, seats, host);
      what = "save and load";
    } else if (extra !== undefined && roll < 15) what = extra(table, rng, state);
    else if (roll < 30) what = playOn(table, rng, rules, state);
    else if (roll < 50) what = dropCard(table, rng, rules);
    else if (roll < 55) what = flipCard(table, rng, rules);
    else if (roll < 66) what = clickUi(table, rng);
    else if (roll < 80) what = clickButton(table, rng);
    else if (roll < 87) what = rollDie(table, rng);
    else if (roll < 96) what = moveAgent(table, rng);
    else {
      table = reload(table, seats, host);
      what = "save and load";
    }
    table.settle();
    state = check(table, what === "save and load" ? 0 : before, `event ${i} (seed ${seed}): ${what}`, rules);
    if (process.env.FUZZ_TRACE) console.log(what, "|", state?.phase, state?.round?.plays.length);
  }
  expect(table.scriptErrors).toEqual([]);
  return table;
}

