/**
 * The seeded table fuzz (tests/support/tableFuzz.ts, pathFuzz.ts) on campaign tables staged where session 25's
 * table paths are live: a campaign Vox card's When Secured waiting for its securer's buttons (seed 003
 * F717 Mass Uprising, a reprint of the base card; F710 Imperial Defectors and CC15 Blight Looms, a
 * cluster of choice; F1009 Against Hegemony, the Banners taken) and Mass Call for Armistice's chained
 * picks (F226). Besides the base fuzz's events, a share are those paths' own presses by random colours
 * (seated or not): the waiting card's buttons, and the event panel's Edict done and pick row, shown or
 * forged. After every event: no Lua error, the saved-state validator finds no problem; a press refused
 * to its presser alone leaves the core's state as it was. Then the table is not stuck: the random
 * driver carries the game on from the state the fuzz left.
 */
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import { loadWithGame, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { takeCard } from "../support/faithfulTable";
import { reloaded } from "../support/edictTable";
import { founderDue } from "../core/campaign/edictFixtures";
import { securing } from "../support/voxTable";
import { SCALE } from "../support/tableFuzz";
import { fuzzThenGoOn, pathPress, pathRules } from "../support/pathFuzz";

const EVENTS = 20 * SCALE;
/** What the fuzz reached: a card button or panel press told to everyone, a refusal. */
const reached = new Set<string>();
const rules = pathRules((t, rng, s) => pathPress(t, rng, s, reached));

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
      fuzzThenGoOn(250 + k, EVENTS, start, rules);
    });
  });

  test("the fuzz reached these paths: a card's choice told to all, an edict pick told to all, a press refused to its presser alone", () => {
    expect([...reached].sort()).toEqual(expect.arrayContaining(["arcsEventPick", "refused"]));
    // A When Secured answered: a cluster (F717, F710, CC15), the Banners taken or a Decline/Discard.
    expect([...reached].some((x) => /^button:(Cluster|Take|Decline|Discard)/.test(x))).toBe(true);
  });
});
