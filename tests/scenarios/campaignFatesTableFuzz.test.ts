/**
 * Issue 35 "Done when": a seeded campaign fuzz with random Fates, all 24 reached, at the table. The
 * core's own fuzz (tests/core/campaign/driver.test.ts) plays whole campaigns with random Fates; this
 * one puts each Fate on a table running the built save in the Lua VM, with its Fate Set dealt, its
 * setup laid and its cards' buttons live: Act I from a fresh 4-player table (all 8 "A" Fates are
 * dealt, BR p.6 step C; two tables keep one then the other), and Acts II and III imported from the
 * random driver's records (BR p.31 "Continuing a campaign"), the seeds chosen so their "B" and "C"
 * Fates cover all 16. On each table the seeded table fuzz (tests/support/tableFuzz.ts) runs its
 * events, a share of them the campaign's own moves and the Fate-set cards' buttons; after every event
 * no Lua error, no invariant broken, every card once. Then the table is not stuck: from the state it
 * left, the random driver (which plays only legal commands) carries the campaign on.
 */
import { actionDeckFor } from "../../src/core/data/actionCards";
import { eventCardsFor } from "../../src/core/data/campaign/aidCards";
import { FATES } from "../../src/core/data/campaign/fates";
import { exportCampaignRecord } from "../../src/core/campaign/flow";
import { continueRandomCampaign } from "../../src/core/campaign/driver";
import { randomInt } from "../../src/core/game/driver";
import type { Rng } from "../../src/core/game/driver";
import type { GameState } from "../../src/core/game/types";
import { gameStateProblems } from "../../src/core/rules";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { randomCampaignUntil } from "../support/campaignRun";
import { coreState, loadTable, seedLua } from "../support/scenario";
import type { FuzzRules } from "../support/tableFuzz";
import { SCALE, fuzz, pick, placementMove } from "../support/tableFuzz";

const SEATS = ["Red", "Blue", "Yellow", "White"];
const EVENTS = 14 * SCALE;

const letter = (fate: string) => FATES.filter((f) => f.id === fate)[0].letter;
const fatesOf = (s: GameState | undefined) => (s?.campaign?.players ?? []).map((p) => p.fate ?? "").filter((f) => f !== "");

/** A loose Fate-set card picked up by anyone seated and let go on a rules booklet slot, a Court slot or a play area. */
function dropFateSetCard(t: TtsTable, rng: Rng, seats: readonly string[]): string {
  const cards = t.find((o) => !o.isZone && o.tags.includes("fate-set-card"));
  if (cards.length === 0) return "no Fate-set card";
  const card = pick(rng, cards);
  const targets = t.find((o) => o.isZone && o.tags.some((x) => x === "rules-booklet-slot" || x === "court-slot" || x === "play-area"));
  const at = pick(rng, targets);
  const who = pick(rng, seats);
  t.drop(who, card, { x: at.position.x, y: at.position.y + 0.5, z: at.position.z });
  return `${who} drops ${card.data.GMNotes} on ${at.tags.join("/")} ${at.data.GMNotes ?? ""}`;
}

/** Each Fate-set card's id once on the table at most (loose, in a deck or in its bag). */
function fateSetCardCopies(t: TtsTable): string[] {
  const ids: string[] = [];
  const visit = (d: { GMNotes?: string; Tags?: string[]; ContainedObjects?: unknown[] }) => {
    if ((d.Tags ?? []).includes("fate-set-card") && d.GMNotes) ids.push(d.GMNotes);
    for (const c of (d.ContainedObjects ?? []) as (typeof d)[]) visit(c);
  };
  for (const o of t.world.all()) {
    if (!o.isZone && o.tags.includes("fate-set-card")) ids.push(String(o.data.GMNotes));
    for (const c of o.contents) visit(c as never);
  }
  return ids.filter((id, i) => ids.indexOf(id) !== i);
}

/** A Fate-set card's button, a campaign panel's button, or a placement: what a seated player of a campaign does. */
function campaignMove(t: TtsTable, rng: Rng, seats: readonly string[], s: GameState | undefined): string {
  const placed = placementMove(t, rng, s);
  if (placed !== undefined) return placed;
  if (randomInt(rng, 3) === 0) return dropFateSetCard(t, rng, seats);
  const ours = (o: FakeObject) => o.buttons.length > 0 && o.tags.some((x) => x === "fate-card" || x === "fate-set-card" || x === "campaign-aid-card" || x.indexOf("objective-") === 0);
  const withButtons = t.world.all().filter(ours);
  if (withButtons.length === 0) return "no campaign button";
  const o = pick(rng, withButtons);
  const b = pick(rng, o.buttons);
  // Mostly the card's holder (the player whose play area or hand it lies in is unknown here: anyone seated), now and then a spectator.
  const who = randomInt(rng, 6) === 0 ? "Green" : pick(rng, seats);
  t.clickButton(who, o, b.index);
  return `${who} clicks "${b.label}" on ${o.data.GMNotes || o.nickname}`;
}

function rulesFor(seats: readonly string[]): FuzzRules {
  return {
    cardTags: ["action-card", "campaign-event-card"],
    ids: actionDeckFor(seats.length).concat(eventCardsFor(seats.length)),
    stateProblems: (s: GameState) => gameStateProblems(JSON.parse(JSON.stringify(s))),
    extra: (t, rng, s) => campaignMove(t, rng, seats, s),
  };
}

/** Act I, BR p.6 step C: a fresh 4-player table dealt seed `seed`'s Fates; each player keeps the `k`th of their two. */
function actOneTable(seed: number, k: number): TtsTable {
  const table = loadTable(SEATS, { host: "Red" });
  seedLua(table, seed);
  table.clickUi("Red", "arcsCampaignNew");
  table.settle();
  for (const c of SEATS) {
    const fates = table.world.handObjects(c).filter((o) => o.tags.includes("fate-card"));
    table.clickButton(c, fates[k], "Keep");
  }
  table.settle();
  return table;
}

const intermissionDone = (act: string) => (s: GameState) => s.campaign?.stage === "intermission" && s.campaign.intermissionStep === "done" && s.campaign.act === act;

/** A fresh table importing the record of the random driver's 4-player campaign `seed` after Act `act`. */
function importedTable(seed: number, act: string): TtsTable {
  const record = exportCampaignRecord(randomCampaignUntil(seed, 4, intermissionDone(act)))!;
  const seats = record.seats as string[];
  const table = loadTable(seats, { host: seats[0] });
  seedLua(table, seed);
  table.notebookTabs.push({ title: "Arcs campaign record", body: JSON.stringify(record), color: seats[0] });
  table.chat(seats[0], "!arcs campaign import");
  table.settle();
  return table;
}

/** The first seeds (in order) whose Fates after Act `act` add a Fate of `want` not yet covered, until all are. */
function coveringSeeds(act: string, want: string): number[] {
  const need = new Set(FATES.filter((f) => f.letter === want).map((f) => f.id));
  const chosen: number[] = [];
  for (let seed = 1; seed <= 40 && need.size > 0; seed++) {
    const fates = (randomCampaignUntil(seed, 4, intermissionDone(act)).campaign?.players ?? []).map((p) => p.fate ?? "");
    if (!fates.some((f) => need.has(f))) continue;
    for (const f of fates) need.delete(f);
    chosen.push(seed);
  }
  expect([...need]).toEqual([]);
  return chosen;
}

/** No Fate-set card doubled, and the campaign goes on from the state the fuzz left: the random driver finds a legal command, again and again (BR p.8: a chapter's rounds, its scoring). */
function goesOn(table: TtsTable, seed: number): void {
  const s = coreState(table);
  expect(s?.campaign).toBeDefined();
  expect(fateSetCardCopies(table)).toEqual([]);
  const r = continueRandomCampaign(s as GameState, seed, () => false, 120);
  expect(r.problems).toEqual([]);
  expect(r.commands.length).toBeGreaterThan(0);
}

describe("random Fates at the table (issue 35)", () => {
  test("Act I on fresh 4-player tables: all 8 'A' Fates kept across two tables, each fuzzed and then played on", () => {
    const held = new Set<string>();
    for (const k of [0, 1]) {
      const table = fuzz(40 + k, EVENTS, () => {
        const t = actOneTable(7, k);
        const fates = fatesOf(coreState(t));
        expect(fates.map(letter)).toEqual(["A", "A", "A", "A"]);
        for (const f of fates) held.add(f);
        return { table: t, seats: SEATS.slice(), host: "Red" };
      }, rulesFor(SEATS));
      goesOn(table, 40 + k);
    }
    expect(FATES.filter((f) => f.letter === "A" && !held.has(f.id)).map((f) => f.id)).toEqual([]);
  });

  test("Acts II and III imported from the driver's records: their 'B' and 'C' Fates cover all 16, each table fuzzed and then played on", () => {
    const held = new Set<string>();
    const tables: [string, number][] = [];
    for (const seed of coveringSeeds("I", "B")) tables.push(["I", seed]);
    for (const seed of coveringSeeds("II", "C")) tables.push(["II", seed]);
    for (const [act, seed] of tables) {
      let seats: string[] = SEATS;
      const table = fuzz(50 + seed, EVENTS, () => {
        const t = importedTable(seed, act);
        const s = coreState(t);
        expect(s?.campaign?.act).toBe(act === "I" ? "II" : "III");
        for (const f of fatesOf(s)) held.add(f);
        seats = (s?.seats ?? SEATS).slice();
        return { table: t, seats, host: seats[0] };
      }, rulesFor(SEATS));
      goesOn(table, 50 + seed);
    }
    expect(FATES.filter((f) => f.letter !== "A" && !held.has(f.id)).map((f) => f.id)).toEqual([]);
  });
});
