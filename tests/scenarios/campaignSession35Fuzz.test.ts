/**
 * The seeded table fuzz (tests/support/tableFuzz.ts, pathFuzz.ts) on session 35's table paths: The
 * Arbiter's gifts at a chapter's scoring (seed 003 F2403, src/tts/scoring/arbiter.ts) and the
 * Pathfinder's Pilgrims in a chapter (F908, src/tts/campaign/pilgrims.ts). Besides the base fuzz's
 * events (the confirm among the panel's buttons), a share are the paths' own moves: a piece of any
 * seat's Trophies, Captives or resource slots (mostly White's, who holds The Arbiter) dropped by a
 * random colour (seated or not) into any seat's board zone, the same kind or another, let go over it
 * or from above (the zone noticing it late); a Pilgrim token let go by any colour (mostly Red, the
 * Pathfinder) in a system or off the map, or Use the Portal pressed; in Act II a Clue (either face)
 * or the Portal token laid by any colour (mostly Yellow, to the Pathfinder's right) at a planet. After every event: no Lua error, the saved-state
 * validator finds no problem; a move refused to its mover alone leaves the core's state as it was.
 * Then the table is not stuck: the random driver carries the game on from the state the fuzz left.
 */
import { randomInt } from "../../src/core/game/driver";
import type { Rng } from "../../src/core/game/driver";
import type { GameState } from "../../src/core/game/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import { loadWithGame, spotIn, takePieces, takeResources, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { CLICKERS, SCALE, pick } from "../support/tableFuzz";
import { fuzzThenGoOn, pathRules, pressChecked } from "../support/pathFuzz";
import { builtSave } from "../support/builtSave";
import { actThreeAtScoring } from "../support/campaignRun";
import { fateSetCardInto } from "../support/fateTable";
import { clueTable, pilgrimTable } from "../support/pathfinderTable";

const EVENTS = 20 * SCALE;
const SEATS = ["Red", "Blue", "Yellow", "White"] as const;
const ZONES = ["trophies", "captives", "resources-zone"];
const reached = new Set<string>();

/** A piece or resource token lying in a seat's board zone. */
const lying = (t: TtsTable, zone: string, colour: string) =>
  t.world.objectsIn(zoneOf(t, zone, colour)).filter((o) => !o.isZone && !o.isContainer && ["resource", "ship", "agent", "city"].some((k) => o.tags.includes(k)));

function giftMove(t: TtsTable, rng: Rng, s: GameState | undefined): string {
  const zone = pick(rng, ZONES);
  const from = randomInt(rng, 3) === 0 ? pick(rng, SEATS) : "White";
  const pieces = lying(t, zone, from);
  if (pieces.length === 0) return `nothing in ${from}'s ${zone}`;
  const target = pick(rng, SEATS);
  const into = randomInt(rng, 4) === 0 ? pick(rng, ZONES) : zone;
  const mover = randomInt(rng, 2) === 0 ? "White" : pick(rng, CLICKERS);
  const at = { ...spotIn(zoneOf(t, into, target), randomInt(rng, 8)), y: 2 };
  return pressChecked(t, s, mover, "drop:Arbiter gift", () => t.drop(mover, pick(rng, pieces), at, { zonesLate: randomInt(rng, 2) === 0 }), reached);
}

/** Act III chapter 2 at its scoring, White holding The Arbiter with Trophies (Blue's, Yellow's, Red's ships), Captives and resources; Blue with a White Trophy. */
function arbiterTable(): TtsTable {
  const t = loadWithGame(builtSave().save as unknown as SaveFile, actThreeAtScoring({ Red: ["FATE24", "C"], Blue: ["FATE20", "C"], Yellow: ["FATE17", "C"], White: ["FATE19", "C"] }), "Red");
  fateSetCardInto(t, "F2403", "White");
  const trophies = zoneOf(t, "trophies", "White");
  takePieces(t, "ship", "Blue", 2, trophies);
  takePieces(t, "ship", "Yellow", 2, trophies, 2);
  takePieces(t, "ship", "Red", 1, trophies, 4);
  takePieces(t, "agent", "Blue", 1, zoneOf(t, "captives", "White"));
  takePieces(t, "agent", "Red", 1, zoneOf(t, "captives", "White"), 1);
  takeResources(t, "fuel", 2, zoneOf(t, "resources-zone", "White"));
  takePieces(t, "ship", "White", 1, zoneOf(t, "trophies", "Blue"));
  t.settle();
  return t;
}

const SYSTEMS = ["2.1", "2.2", "3.1", "5.3", "6.3", "1.1"];
const centreOf = (t: TtsTable, id: string) => ({ ...zoneOf(t, "system", id).position, y: 2 });

function pilgrimMove(t: TtsTable, rng: Rng, s: GameState | undefined): string {
  const mover = randomInt(rng, 4) > 0 ? "Red" : pick(rng, CLICKERS);
  const card = t.find((o) => o.isCard && o.data.GMNotes === "F908")[0];
  if (randomInt(rng, 8) === 0) return pressChecked(t, s, mover, "button:Use the Portal", () => t.clickButton(mover, card, "Use the Portal (Move)"), reached);
  const pilgrims = t.find((o) => !o.isZone && !o.isContainer && o.data.GMNotes === "Pilgrim" && o.tags.includes("fate-token"));
  if (pilgrims.length === 0) return "no Pilgrim on the table";
  const at = randomInt(rng, 6) === 0 ? { x: 60, y: 2, z: 60 } : centreOf(t, pick(rng, SYSTEMS));
  return pressChecked(t, s, mover, "drop:Pilgrim", () => t.drop(mover, pick(rng, pilgrims), at, { zonesLate: randomInt(rng, 2) === 0 }), reached);
}

function clueMove(t: TtsTable, rng: Rng, s: GameState | undefined): string {
  const mover = randomInt(rng, 4) > 0 ? "Yellow" : pick(rng, CLICKERS);
  const tokens = t.find((o) => !o.isZone && !o.isContainer && o.tags.includes("fate-token") && (o.data.GMNotes === "Clue" || o.data.GMNotes === "Portal"));
  if (tokens.length === 0) return "no Clue on the table";
  const token = pick(rng, tokens);
  token.rotation = { x: 0, y: 180, z: randomInt(rng, 2) === 0 ? 0 : 180 };
  return pressChecked(t, s, mover, "drop:Clue", () => t.drop(mover, token, centreOf(t, pick(rng, SYSTEMS)), { zonesLate: randomInt(rng, 2) === 0 }), reached);
}

describe("session 35's table paths, fuzzed", () => {
  test("a chapter's scoring with The Arbiter (F2403) in White's play area: random drops between boards by any colour, then the game goes on", () => {
    fuzzThenGoOn(350, EVENTS, arbiterTable, pathRules(giftMove, 70, 6));
  });

  test("a chapter with the Pathfinder's Pilgrims (F908): random Pilgrim drops by any colour, on the map or off it, and Use the Portal pressed, then the game goes on", () => {
    fuzzThenGoOn(351, 2 * EVENTS, () => pilgrimTable().t, pathRules(pilgrimMove, 70, 6));
  });

  test("Act II with the Pathfinder's Clues (F901B-F903): Clues and the Portal laid by any colour on either face at random planets, then the game goes on", () => {
    fuzzThenGoOn(352, 2 * EVENTS, () => clueTable(3).t, pathRules(clueMove, 70, 6));
  });

  test("the fuzz reached a gift, a Pilgrim's move and a Clue accepted (told to all) and moves refused to their mover alone", () => {
    for (const label of ["drop:Arbiter gift", "drop:Pilgrim", "drop:Clue", "refused"]) expect({ label, reached: reached.has(label) }).toEqual({ label, reached: true });
  });
});
