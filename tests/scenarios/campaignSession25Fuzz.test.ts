/**
 * The seeded table fuzz (tests/support/tableFuzz.ts) on campaign tables staged where session 25's
 * table paths are live: a campaign Vox card's When Secured waiting for its securer's buttons (seed 003
 * F717 Mass Uprising, a reprint of the base card; F710 Imperial Defectors and CC15 Blight Looms, a
 * cluster of choice; F1009 Against Hegemony, the Banners taken) and Mass Call for Armistice's chained
 * picks (F226). Besides the base fuzz's events, a share are those paths' own presses by random colours
 * (seated or not): the waiting card's buttons, and the event panel's Edict done and pick row, shown or
 * forged. After every event: no Lua error, the saved-state validator finds no problem; a press refused
 * to its presser alone leaves the core's state as it was. Then the table is not stuck: the random
 * driver carries the game on from the state the fuzz left.
 */
import { randomInt } from "../../src/core/game/driver";
import type { Rng } from "../../src/core/game/driver";
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import { gameStateProblems } from "../../src/core/rules";
import { continueRandomCampaign } from "../../src/core/campaign/driver";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState } from "../support/scenario";
import { takeCard } from "../support/faithfulTable";
import { reloaded } from "../support/edictTable";
import { founderDue } from "../core/campaign/edictFixtures";
import { reload4, secureInSlotFive, voxTable } from "../support/voxTable";
import type { FuzzRules } from "../support/tableFuzz";
import { CLICKERS, SCALE, fuzz, pick } from "../support/tableFuzz";

const EVENTS = 20 * SCALE;
/** What the fuzz reached: a card button or panel press told to everyone, a refusal. */
const reached = new Set<string>();

const IDS: string[] = ["arcsEventEdictDone"];
for (let i = 1; i <= 6; i++) IDS.push(`arcsEventPick${i}`);

/** The cards in the Court row showing buttons (a waiting When Secured's choices). */
function withButtons(t: TtsTable): FakeObject[] {
  const slots = t.find((o) => o.isZone && o.tags.includes("court-slot"));
  return slots.flatMap((z) => t.world.objectsIn(z)).filter((o) => o.isCard && o.buttons.length > 0);
}

/** A press of these paths by anyone: a waiting card's button, or the panel's (forged when hidden); a refusal told to the presser alone changes nothing. */
function pathMove(t: TtsTable, rng: Rng, s: GameState | undefined): string {
  const before = t.messages.length;
  const was = JSON.stringify(s);
  let what: string;
  let who: string;
  const cards = withButtons(t);
  const sec = s === undefined ? undefined : s.secure;
  const waiting = sec !== undefined && sec.step === "whenSecured" ? cards.filter((o) => o.data.GMNotes === sec.card) : [];
  if (cards.length > 0 && randomInt(rng, 3) > 0) {
    // Mostly the card whose When Secured waits, else any card of the row with buttons.
    const card = waiting.length > 0 && randomInt(rng, 3) > 0 ? waiting[0] : pick(rng, cards);
    const label = String(pick(rng, card.buttons).label);
    // Half the time the securer (the choice is theirs), else anyone.
    who = sec !== undefined && randomInt(rng, 2) === 0 ? sec.colour : pick(rng, CLICKERS);
    t.clickButton(who, card, label);
    what = `button:${label.replace(/\d+/g, "N")}`;
  } else {
    const ids = IDS.filter((id) => t.ui().ids().includes(id));
    if (ids.length === 0) return "no press";
    const shown = ids.filter((x) => t.ui().isShown(x));
    const id = shown.length > 0 && randomInt(rng, 3) > 0 ? pick(rng, shown) : pick(rng, ids);
    const shownTo = CLICKERS.filter((c) => t.ui().isShown(id) && t.ui().visibleTo(id, c, c === "Red"));
    who = shownTo.length > 0 && randomInt(rng, 3) > 0 ? pick(rng, shownTo) : pick(rng, CLICKERS);
    t.forgeUiClick(who, id);
    what = id.replace(/\d$/, "");
  }
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

function rules(): FuzzRules {
  return { cardTags: ["action-card"], ids: [], stateProblems: (x: GameState) => gameStateProblems(JSON.parse(JSON.stringify(x))), extra: (t, rng, s) => pathMove(t, rng, s), extraShare: 70 };
}

/** A 4-player campaign table with `id` secured from Court slot 5 by the player on turn, then saved and loaded. */
function securing(id: string, outlaw?: Colour): TtsTable {
  const { table, who } = voxTable(outlaw);
  secureInSlotFive(table, who, id);
  return reload4(table);
}

const STARTS: [string, () => TtsTable][] = [
  ["Mass Uprising (F717) secured: the base card's clusters", () => securing("F717")],
  ["Imperial Defectors (F710) secured, White an Outlaw: a cluster or Discard", () => securing("F710", "White")],
  ["Blight Looms (CC15) secured: a cluster with Loyal pieces or Decline", () => securing("CC15")],
  ["Against Hegemony (F1009) secured: the Banners or Decline", () => securing("F1009")],
  ["Mass Call for Armistice (F226): Member titles in three play areas, CC01 and CC02 in the Court", () => {
    const t = loadWithGame(builtSave().save as unknown as SaveFile, founderDue("F226"), "Red");
    ["Red", "Blue", "Yellow"].forEach((colour, i) => {
      const z = zoneOf(t, "play-area", colour);
      takeCard(t, ["F218", "F219", "F220"][i], { x: z.position.x, y: z.position.y + 0.3, z: z.position.z });
    });
    const slot = (n: number) => zoneOf(t, "court-slot", String(n));
    ["CC01", "CC02"].forEach((id, i) => takeCard(t, id, { ...slot(i + 1).position, y: slot(i + 1).position.y + 0.2 }));
    t.settle();
    return reloaded(t);
  }],
];

describe("session 25's campaign table paths, fuzzed", () => {
  STARTS.forEach(([name, start], k) => {
    test(`${name}: random presses by any colour, then the game goes on`, () => {
      const table = fuzz(250 + k, EVENTS, () => {
        const t = start();
        const seats = coreState(t)!.seats.slice();
        return { table: t, seats, host: seats[0] };
      }, rules());
      const r = continueRandomCampaign(coreState(table)!, 250 + k, () => false, 60);
      expect(r.problems).toEqual([]);
      expect(r.commands.length).toBeGreaterThan(0);
    });
  });

  test("the fuzz reached these paths: a card's choice told to all, an edict pick told to all, a press refused to its presser alone", () => {
    expect([...reached].sort()).toEqual(expect.arrayContaining(["arcsEventPick", "refused"]));
    // A When Secured answered: a cluster (F717, F710, CC15), the Banners taken or a Decline/Discard.
    expect([...reached].some((x) => /^button:(Cluster|Take|Decline|Discard)/.test(x))).toBe(true);
  });
});
