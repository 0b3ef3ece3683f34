/**
 * The seeded table fuzz (tests/support/tableFuzz.ts, pathFuzz.ts) on session 36's table paths: a
 * Summit's resources with the Magnate in play (seed 003 F301B, src/tts/campaign/eventPhase/
 * transferAsset.ts) and the Admiral's Imperial ships at the Edicts (F701B, the enforce's counts).
 * Besides the base fuzz's events, a share are the paths' own moves: a resource token of any seat's
 * board (mostly Blue's, the Magnate's) let go by a random colour (seated or not) on any board, off
 * the boards, from above (the zone noticing it late), or put into a random supply bag, and a Favor
 * (a Rival agent in a play area) let go in any play area or off them; at the Edicts,
 * Relics laid on a random board and the gives and the enforce pressed by any colour. After every
 * event: no Lua error, the saved-state validator finds no problem; a move refused to its mover alone
 * leaves the core's state as it was. The Magnate's marker stays the one the Summit's gifts account
 * for. Then the table is not stuck: the random driver carries the game on from the state left.
 */
import { randomInt } from "../../src/core/game/driver";
import type { Rng } from "../../src/core/game/driver";
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import { loadWithGame, spotIn, takePieces, takeResources, zoneOf } from "../../tools/bench/courtScoringHandlers";
import type { Colour } from "../../src/core/data/vocabulary";
import { CLICKERS, SCALE, pick } from "../support/tableFuzz";
import { fuzzThenGoOn, pathRules, pressChecked } from "../support/pathFuzz";
import { builtSave } from "../support/builtSave";
import { coreState } from "../support/scenario";
import { magnateSummit } from "../support/summitTable";
import { admiralAtEscalation } from "../core/campaign/edictFixtures";

const EVENTS = 20 * SCALE;
const SEATS = ["Red", "Blue", "Yellow", "White"] as const;
const TYPES = ["material", "fuel", "weapon", "relic", "psionic"] as const;
const reached = new Set<string>();

const onBoard = (t: TtsTable, colour: string) => t.world.objectsIn(zoneOf(t, "resources-zone", colour)).filter((o) => !o.isZone && !o.isContainer && o.tags.includes("resource"));

/** Blue's marker as the Summit's gifts account for it (F301B): 2 per Rival's Promise Favor or gift beyond the Magnate's of that type, 2 per third discard. */
function expectedMarker(gifts: readonly string[]): number {
  let marker = 10;
  const seen: string[] = [];
  const times = (g: string) => seen.filter((x) => x === g).length;
  for (const g of gifts) {
    seen.push(g);
    const [from, rest] = g.split(">");
    const to = rest.split(":")[0];
    const type = rest.slice(to.length + 1);
    const promise = g === `${from}>Blue:favor:${from}`;
    if (to === "Blue" && from !== "Blue" && (promise || times(g) > times(`Blue>${from}:${type}`))) marker -= 2;
    if (from === "Blue" && to === "supply" && seen.filter((x) => x.indexOf("Blue>supply:") === 0).length % 3 === 0) marker -= 2;
  }
  return Math.max(marker, 0);
}

/** A Favor (a Rival agent in a play area) let go by any colour in a random play area, or off them. */
function favorMove(t: TtsTable, rng: Rng, s: GameState | undefined): string {
  // Mostly a holder's (Red's, Yellow's) play area.
  const from = randomInt(rng, 4) > 0 ? pick(rng, ["Red", "Yellow"]) : pick(rng, SEATS);
  const agents = t.world.objectsIn(zoneOf(t, "play-area", from)).filter((o) => !o.isZone && !o.isContainer && o.tags.includes("agent") && !o.tags.includes(from));
  if (agents.length === 0) return `no Favor in ${from}'s play area`;
  const mover = randomInt(rng, 2) === 0 ? from : pick(rng, CLICKERS);
  const at = randomInt(rng, 8) === 0 ? { x: 60, y: 2, z: 60 } : { ...zoneOf(t, "play-area", pick(rng, SEATS)).position, y: 2 };
  return pressChecked(t, s, mover, "drop:Favor", () => t.drop(mover, pick(rng, agents), at, { zonesLate: randomInt(rng, 2) === 0 }), reached);
}

function resourceMove(t: TtsTable, rng: Rng, s: GameState | undefined): string {
  if (randomInt(rng, 3) === 0) return favorMove(t, rng, s);
  const from = randomInt(rng, 2) === 0 ? "Blue" : pick(rng, SEATS);
  const tokens = onBoard(t, from);
  if (tokens.length === 0) return `no resource on ${from}'s board`;
  const token = pick(rng, tokens);
  const mover = randomInt(rng, 2) === 0 ? from : pick(rng, CLICKERS);
  const c = s && (s.campaign as CampaignState);
  const bag = t.find((o) => o.isContainer && o.tags.includes("resource-supply") && o.tags.includes(pick(rng, TYPES)))[0];
  // The Magnate's own tokens go into a bag more often (their Export).
  const out = randomInt(rng, from === "Blue" ? 2 : 4) === 0 && bag !== undefined
    ? pressChecked(t, s, mover, "put:resource into a bag", () => t.playerPut(mover, bag, token), reached)
    : pressChecked(t, s, mover, "drop:resource on a board", () => t.drop(mover, token, randomInt(rng, 8) === 0 ? { x: 60, y: 2, z: 60 } : { ...spotIn(zoneOf(t, "resources-zone", pick(rng, SEATS)), randomInt(rng, 6)), y: 2 }, { zonesLate: randomInt(rng, 2) === 0 }), reached);
  const after = coreState(t)!.campaign as CampaignState;
  const gifts = after.eventPhase?.gifts;
  // The first Summit's gifts account for the marker (a later Summit starts its own from a lower marker).
  if (after.eventPhase?.step !== "inSummit") firstSummitOver = true;
  if (!firstSummitOver && c !== undefined && c.act === "I" && gifts !== undefined) expect({ gifts, blue: after.players.filter((p) => p.colour === "Blue")[0].objective }).toEqual({ gifts, blue: expectedMarker(gifts) });
  return out;
}

let firstSummitOver = false;

/** Act I Summit, Red the caller, Blue the Magnate: a token of every other type on each board. */
function summitTable(): TtsTable {
  firstSummitOver = false;
  // Red holds Favors of Yellow and Blue, Yellow one of White: their agents lie in those play areas.
  const s = magnateSummit();
  const c = s.campaign as CampaignState;
  const held: { [colour: string]: Colour[] } = { Red: ["Yellow", "Blue"], Yellow: ["White"] };
  const t = loadWithGame(builtSave().save as unknown as SaveFile, { ...s, campaign: { ...c, players: c.players.map((p) => ({ ...p, favors: held[p.colour] ?? p.favors })) } }, "Red");
  for (const colour of SEATS) TYPES.forEach((type, i) => (i % 2 === SEATS.indexOf(colour) % 2 ? takeResources(t, type, 1, zoneOf(t, "resources-zone", colour), i) : []));
  for (const [holder, favors] of Object.entries(held)) favors.forEach((f, i) => takePieces(t, "agent", f, 1, zoneOf(t, "play-area", holder), i));
  t.settle();
  return t;
}

const GIVES = ["arcsEventGiveBlue_2", "arcsEventGiveYellow_2", "arcsEventGiveRed_4", "arcsEventGiveBlue_1", "arcsEventGiveYellow_5"];

function edictMove(t: TtsTable, rng: Rng, s: GameState | undefined): string {
  if (randomInt(rng, 3) === 0) {
    takeResources(t, "relic", 1, zoneOf(t, "resources-zone", pick(rng, ["Red", "Blue", "Yellow"])), randomInt(rng, 6));
    t.settle();
    return "a Relic laid on a board";
  }
  const id = randomInt(rng, 3) === 0 ? "arcsEventEnforce" : pick(rng, GIVES);
  // Mostly the button's own player (a give's Regent, the First Regent's enforce), else anyone.
  const own = id === "arcsEventEnforce" ? "Red" : (/Give(\w+?)_/.exec(id) as RegExpExecArray)[1];
  const mover = randomInt(rng, 3) > 0 ? own : pick(rng, CLICKERS);
  return pressChecked(t, s, mover, `ui:${id === "arcsEventEnforce" ? "enforce" : "give"}`, () => t.forgeUiClick(mover, id), reached);
}

describe("session 36's table paths, fuzzed", () => {
  test("an Act I Summit with the Magnate (F301B): random resource moves between boards and into bags by any colour, then the game goes on", () => {
    fuzzThenGoOn(360, 2 * EVENTS, summitTable, pathRules(resourceMove, 70, 6));
  });

  test("Act I Edicts under Escalation with the Admiral (F701B): Relics laid at random, gives and the enforce pressed by any colour, then the game goes on", () => {
    fuzzThenGoOn(361, EVENTS, () => loadWithGame(builtSave().save as unknown as SaveFile, admiralAtEscalation(), "Red"), pathRules(edictMove, 60, 6));
  });

  test("the fuzz reached a gift, a discard and an enforce accepted (told to all) and moves refused to their mover alone", () => {
    for (const label of ["drop:resource on a board", "put:resource into a bag", "drop:Favor", "ui:enforce", "refused"]) expect({ label, reached: reached.has(label) }).toEqual({ label, reached: true });
  });
});
