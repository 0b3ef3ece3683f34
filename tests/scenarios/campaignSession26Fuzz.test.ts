/**
 * The seeded table fuzz (tests/support/tableFuzz.ts, pathFuzz.ts) on campaign tables staged where
 * session 26's table paths are live:
 * - a Golem Vox card's When Secured waiting for its securer's buttons (seed 003 F508-F511 Unstable
 *   Golems: "Flip the <Golem> to Awake and take it."; F517-F519 Golem Worship: "Take any Golem and
 *   flip it to Awake."), one button per Golem a player holds, Decline when nobody holds one;
 * - the Doctrine edicts' chains (F821 Set Doctrine, F827 Set Lay Doctrine, BR p.20): Edict done, then
 *   the chooser's Zeal/Wisdom on the event panel's pick row;
 * - Call to Pilgrimage's suit buttons (F905) and Guild Fair's one button (F416), When Secured;
 * - Seek the Portal's scraps, one press a ship, then Done (F909), When Secured;
 * - (session 27) Guilds Withdraw (F422) and Diplomatic Fiasco (F410), When Secured: the buttons of the
 *   Rival who owes the next Guild card, one press a card, the cards kept across a save and load.
 * Besides the base fuzz's events, a share are these paths' own presses by random colours (seated or
 * not, shown or forged), saves and loads mid-prompt, and a staging's own table moves (a Golem token
 * carried to another board, off the boards or turned over, so a button may name a Golem since moved).
 * After every event: no Lua error, the saved-state validator finds no problem; a press refused to its
 * presser alone leaves the core's state (and every Golem token) as it was. Then the table is not stuck:
 * the random driver carries the game on from the state the fuzz left.
 *
 * A new path is a few lines: its answer in PATHS, its stagings appended to STAGINGS (a start, and a
 * table move if it has one; a staging's seed is 260 + its place, so appending keeps the others' runs).
 */
import { randomInt } from "../../src/core/game/driver";
import type { Rng } from "../../src/core/game/driver";
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import type { TtsTable } from "../../tools/ttsFake/table";
import { spotIn, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { SEATS4, guildCardsOf, portalSystem, securing } from "../support/voxTable";
import { golemsTo } from "../support/fateTable";
import { doctrineTable } from "../support/faithfulTable";
import { press, reloaded } from "../support/edictTable";
import { believerChapter, doctrineDue, withFaithful } from "../core/campaign/faithfulFixtures";
import { CLICKERS, SCALE, pick } from "../support/tableFuzz";
import { buttonWhat, fuzzThenGoOn, pathPress, pathRules, pressChecked, waitingCard } from "../support/pathFuzz";

const EVENTS = 20 * SCALE;

const GOLEMS = "Golem Vox (F508-F511, F517-F519)";
const DOCTRINE = "Doctrine edicts (F821, F827)";
const GUILD_VOX = "Guild Vox (F905 Call to Pilgrimage, F416 Guild Fair)";
const PORTAL = "Seek the Portal (F909)";
const GIVEN = "Guild cards given (F422 Guilds Withdraw, F410 Diplomatic Fiasco)";
/** Each path's answer, told to everyone (pathPress's words: `button:<label>`, or the panel's id less its number). */
const PATHS: { [path: string]: RegExp } = {
  [GOLEMS]: /^button:((Red|Blue|Yellow|White)'s (Sleeping Golem|Warrior|Protector|Seeker|Harvester)|Decline)$/,
  [DOCTRINE]: /^arcsEventPick$/,
  [GUILD_VOX]: /^button:(Material|Fuel|Weapon|Relic|Psionic|Decline|Secure Guild cards)$/,
  [PORTAL]: /^button:(Scrap a (fresh|damaged) \w+ ship|Done)$/,
  [GIVEN]: /^button:((Red|Blue|Yellow|White): .+ \((CC|F)\d+\)|Done)$/,
};

interface Staging {
  /** a key of PATHS */
  path: string;
  name: string;
  start: () => TtsTable;
  /** the staging's own table move, on some of its path's events */
  move?: (t: TtsTable, rng: Rng) => string;
}

const golems = (t: TtsTable) => t.find((o) => !o.isZone && !o.isContainer && o.data.GMNotes === "Sleeping Golem");
const golemSpots = (t: TtsTable) => JSON.stringify(golems(t).map((o) => [o.guid, o.position, o.rotation]));

/** A Golem token carried by anyone onto a seat's resource slots, off the boards, or turned over. */
function moveGolem(t: TtsTable, rng: Rng): string {
  const all = golems(t);
  if (all.length === 0) return "no Golem";
  const g = pick(rng, all);
  const who = pick(rng, CLICKERS);
  const k = randomInt(rng, 3);
  if (k === 0) t.flip(who, g);
  else t.drop(who, g, k === 1 ? { ...spotIn(zoneOf(t, "resources-zone", pick(rng, SEATS4)), randomInt(rng, 6)), y: 1.5 } : { x: 60 + randomInt(rng, 20), y: 1.5, z: -20 });
  return `${who} ${k === 0 ? "turns a Golem over" : k === 1 ? "moves a Golem onto a board" : "moves a Golem off the boards"}`;
}

/** Golems onto the boards before the securing: `n[i]` onto the i-th seat from the securer on; the first `awake` of them turned Awake. */
const withGolems = (n: number[], awake = 0) => (t: TtsTable, who: Colour) => {
  const from = SEATS4.indexOf(who);
  const placed = n.flatMap((k, i) => (k > 0 ? golemsTo(t, SEATS4[(from + i) % 4], k) : []));
  for (const g of placed.slice(0, awake)) g.rotation = { x: 0, y: 180, z: 180 };
  t.settle();
};

/** A Guild card in a play area carried by anyone into another seat's play area or off the boards (F422, F410: a card chosen or offered may since have moved). */
function moveGuildCard(t: TtsTable, rng: Rng): string {
  const areas = SEATS4.map((c) => zoneOf(t, "play-area", c));
  const cards = areas.flatMap((z) => t.world.objectsIn(z).filter((o) => o.isCard && /^(CC0\d|F202)$/.test(String(o.data.GMNotes))));
  if (cards.length === 0) return "no Guild card";
  const card = pick(rng, cards);
  const who = pick(rng, CLICKERS);
  const off = randomInt(rng, 2) === 0;
  t.drop(who, card, off ? { x: 66 + randomInt(rng, 10), y: 1.5, z: -30 } : { ...spotIn(pick(rng, areas), 12 + randomInt(rng, 6)), y: 1.5 });
  return `${who} moves ${card.data.GMNotes} ${off ? "off the boards" : "into a play area"}`;
}

/** The first Golem token carried off the boards (its button now names a Golem no longer held). */
function offBoards(t: TtsTable): TtsTable {
  t.drop("Blue", golems(t)[0], { x: 70, y: 1.5, z: -20 });
  t.settle();
  return t;
}

/** The staged tables, each fuzzed with seed 260 + its place: append new ones. */
const STAGINGS: Staging[] = [
  { path: GOLEMS, name: "Unstable Harvester (F508) secured, a Rival holding a Sleeping Golem", start: () => securing("F508", undefined, withGolems([0, 1])), move: moveGolem },
  { path: GOLEMS, name: "Golem Worship (F517) secured, the securer and two Rivals holding Golems, one Awake", start: () => securing("F517", undefined, withGolems([1, 0, 2, 1], 1)), move: moveGolem },
  { path: GOLEMS, name: "Golem Worship (F519) secured, a Rival holding a Golem, carried off the boards since and left there", start: () => offBoards(securing("F519", undefined, withGolems([0, 1]))) },
  { path: GOLEMS, name: "Unstable Protector (F510) secured, nobody holding a Golem: Decline", start: () => securing("F510"), move: moveGolem },
  { path: DOCTRINE, name: "Set Doctrine (F821) due, Yellow holding The Young Light", start: () => doctrineTable(doctrineDue("F821"), "Yellow") },
  { path: DOCTRINE, name: "Set Lay Doctrine (F827) due, Red and Blue holding Faithful cards", start: () => doctrineTable(doctrineDue("F827", withFaithful(believerChapter(), { Red: ["F808"], Blue: ["F810"] }))) },
  { path: DOCTRINE, name: "Set Doctrine (F821) under way: Red's Edict done pressed, Yellow's Zeal/Wisdom waiting across a save and load", start: () => {
    const t = doctrineTable(doctrineDue("F821"), "Yellow");
    press(t, "Red", "arcsEventEdictDone");
    return reloaded(t);
  } },
  { path: GUILD_VOX, name: "Call to Pilgrimage (F905) secured, the securer and two Rivals holding Guild cards of shared suits", start: () => securing("F905", undefined, (t, who) => {
    const rivals = SEATS4.filter((c) => c !== who);
    guildCardsOf(t, who, ["CC01", "CC03"]);
    guildCardsOf(t, rivals[0], ["CC02", "CC04"]);
    guildCardsOf(t, rivals[1], ["F202"]);
  }), move: moveGolem },
  { path: GUILD_VOX, name: "Guild Fair (F416) secured", start: () => securing("F416") },
  { path: PORTAL, name: "Seek the Portal (F909) secured, the securer's 2 ships and a Rival's 1 with the Portal", start: () => securing("F909", undefined, (t, who) => void portalSystem(t, who, SEATS4.filter((c) => c !== who)[0] as Colour)) },
  { path: GIVEN, name: "Guilds Withdraw (F422) secured, two Rivals holding Guild cards (one a protected one too), carried about", start: () => securing("F422", undefined, (t, who) => {
    const rivals = SEATS4.filter((c) => c !== who);
    guildCardsOf(t, who, ["CC01"]);
    guildCardsOf(t, rivals[0], ["CC02", "CC04"]);
    guildCardsOf(t, rivals[2], ["CC03", "F202"]);
  }), move: moveGuildCard },
  { path: GIVEN, name: "Diplomatic Fiasco (F410) secured, every Rival with 1 agent in supply and more Guild cards (a protected one among them)", start: () => securing("F410", undefined, (t, who) => {
    const rivals = SEATS4.filter((c) => c !== who);
    for (const c of rivals) {
      const bag = t.find((o) => o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes(c))[0];
      while (bag.contents.length > 1) t.playerTake(bag, { position: { x: 84, y: 1, z: 40 } });
    }
    guildCardsOf(t, rivals[0], ["CC02", "CC04", "F202"]);
    guildCardsOf(t, rivals[1], ["CC03", "CC05"]);
    guildCardsOf(t, rivals[2], ["CC07"]);
  }) },
  { path: GIVEN, name: "Guilds Withdraw (F422) secured, no Rival with a Guild card: Done", start: () => securing("F422", undefined, (t, who) => SEATS4.filter((c) => c !== who).forEach((c) => guildCardsOf(t, c, []))) },
];

/** What the fuzz reached on each path: an answer told to everyone, "refused" (to the presser alone), "gone" (a Golem since moved, refused). */
const reached = new Map<string, Set<string>>(Object.keys(PATHS).map((p) => [p, new Set<string>()]));

/** `who`'s press (pathFuzz's pressChecked); refused, it moves no Golem token, and "gone" is noted when the Golem pressed for had moved. */
function golemChecked(t: TtsTable, seen: Set<string>, press: () => string): string {
  const before = t.messages.length;
  const spots = golemSpots(t);
  const what = press();
  if (what.endsWith(", refused")) {
    expect({ what, golems: golemSpots(t) }).toEqual({ what, golems: spots });
    if (t.messages.slice(before).some((m) => m.text.endsWith("that Golem is no longer held"))) seen.add("gone");
  }
  return what;
}

/** A staging's share of events: a press of its path; now and then its own table move first, then (half the time) the securer presses a button of the card still waiting. */
function pathMove(staging: Staging): (t: TtsTable, rng: Rng, s: GameState | undefined) => string {
  const seen = reached.get(staging.path)!;
  return (t, rng, s) => {
    if (staging.move === undefined || randomInt(rng, 4) > 0) return golemChecked(t, seen, () => pathPress(t, rng, s, seen));
    const moved = staging.move(t, rng);
    t.settle();
    const card = waitingCard(t, s);
    if (card === undefined || randomInt(rng, 2) === 0) return moved;
    const who = s!.secure!.colour;
    const label = String(pick(rng, card.buttons).label);
    return `${moved}, then ${golemChecked(t, seen, () => pressChecked(t, s, who, buttonWhat(label), () => t.clickButton(who, card, label), seen))}`;
  };
}

describe("session 26's campaign table paths, fuzzed", () => {
  STAGINGS.forEach((staging, k) => {
    test(`${staging.name}: random presses by any colour, then the game goes on`, () => {
      fuzzThenGoOn(260 + k, EVENTS, staging.start, pathRules(pathMove(staging), 70, 6));
    });
  });

  test("the fuzz reached each path's answer (told to all) and a press refused to its presser alone; a Golem since moved was refused", () => {
    const got = [...reached].map(([path, seen]) => ({ path, answered: [...seen].some((x) => PATHS[path].test(x)), refused: seen.has("refused") }));
    expect(got).toEqual(Object.keys(PATHS).map((path) => ({ path, answered: true, refused: true })));
    expect(reached.get(GOLEMS)!.has("gone")).toBe(true);
  });
});
