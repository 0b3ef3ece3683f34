/**
 * The seeded table fuzz (tests/support/tableFuzz.ts) on campaign tables staged where session 24's
 * table paths are live: Use Imperial Foundries' and Empire Balks at Peace's pick buttons (seed 003
 * F703, F1509) and Captive Release's and Advocate's Demand's chained picks (F1805, F413), Imperial Sponsor's box buttons (F123), and the Crises with Imperial Defectors (F710), Mass Uprising (F717) and Terror Strike
 * (F620) in the Court, their pieces carried out with the Blight hits. Besides the base fuzz's events,
 * a share are those paths' own moves by random colours (seated or not), shown or forged: the event
 * panel's buttons, and a damaged ship tipped or moved on the map between the Crises and their carry-out.
 * After every event: no Lua error, the saved-state validator finds no problem; a press refused to its
 * mover alone leaves the core's state as it was. Then the table is not stuck: the random driver
 * carries the game on from the state the fuzz left.
 */
import { randomInt } from "../../src/core/game/driver";
import type { Rng } from "../../src/core/game/driver";
import type { GameState } from "../../src/core/game/types";
import { AMBITIONS } from "../../src/core/data/vocabulary";
import { gameStateProblems } from "../../src/core/rules";
import { continueRandomCampaign } from "../../src/core/campaign/driver";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import { loadWithGame, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState } from "../support/scenario";
import { campaignPieces } from "../support/campaignBattle";
import { ships } from "../support/battleTable";
import { takeCard } from "../support/faithfulTable";
import { captiveReleaseTable, ceasefireAt, fateSetCardInto } from "../support/fateTable";
import { advocateDue, balksDue, edictDue } from "../core/campaign/edictFixtures";
import { game, record, reload, rollCrisesOnTwo, tableAtEventPhase, zone } from "../support/campaignEvents";
import type { FuzzRules } from "../support/tableFuzz";
import { CLICKERS, SCALE, fuzz, pick } from "../support/tableFuzz";

const EVENTS = 20 * SCALE;
// Red an Outlaw in the imported record: Imperial Defectors has someone to replace the Imperial ships with (tests/scenarios/campaignDefectors.test.ts).
for (const p of record.players) if (p.colour === "Red") p.title = "outlaw";
/** What the fuzz reached: a press told to everyone (its id), a refusal, pieces carried out. */
const reached = new Set<string>();
const save = () => builtSave().save as unknown as SaveFile;

/** The event panel's buttons of these paths (eventPhase.ts installEventPhase). */
const IDS: string[] = ["arcsEventEdictDone", "arcsEventCrises", "arcsEventBlight", "arcsEventCourt", "arcsEventCrisesDone"];
for (let i = 1; i <= 6; i++) IDS.push(`arcsEventPick${i}`);
// Imperial Sponsor's box buttons (F123) are the ambition row's, as Judge Sets Agenda's (F2405).
for (let i = 0; i < 4; i++) for (const a of AMBITIONS) IDS.push(`arcsEventAgenda${i}${a}`);
const IN_UI = (t: TtsTable) => IDS.filter((id) => t.ui().ids().includes(id));

/** A ship on the map tipped (damaged) or moved to another system by a random colour: the map changes under the decided Crises. */
function shipMoved(t: TtsTable, rng: Rng): string {
  const all = t.find((o) => !o.isContainer && (o.tags.includes("ship") || o.tags.includes("imperial-ship")));
  const systems = t.find((o) => o.isZone && o.tags.includes("system"));
  if (all.length === 0 || systems.length === 0) return "no ship";
  const ship = pick(rng, all);
  const who = pick(rng, CLICKERS);
  if (randomInt(rng, 2) === 0) {
    // Tipped on its side by hand, as a damaged ship lies (no event: a rotation is not a drop).
    ship.rotation = { x: 0, y: ship.rotation.y, z: 90 };
    return `${who} tips a ship`;
  }
  const to = pick(rng, systems);
  t.drop(who, ship, { x: to.position.x, y: 2, z: to.position.z });
  t.settle();
  return `${who} moves a ship to ${String(to.data.GMNotes)}`;
}

/** A button of these paths pressed by anyone (forged when hidden from them); a refusal told to them alone changes nothing. */
function pathMove(t: TtsTable, rng: Rng, s: GameState | undefined): string {
  if (randomInt(rng, 5) === 0) return shipMoved(t, rng);
  const ids = IN_UI(t);
  const shown = ids.filter((x) => t.ui().isShown(x));
  // Mostly a shown pick while there is one (Edict done, also shown, would close the edict at once).
  const picks = shown.filter((x) => x.startsWith("arcsEventPick"));
  const id = picks.length > 0 && randomInt(rng, 2) === 0 ? pick(rng, picks) : shown.length > 0 && randomInt(rng, 3) > 0 ? pick(rng, shown) : pick(rng, ids);
  const shownTo = CLICKERS.filter((c) => t.ui().isShown(id) && t.ui().visibleTo(id, c, c === "Red"));
  const who = shownTo.length > 0 && randomInt(rng, 3) > 0 ? pick(rng, shownTo) : pick(rng, CLICKERS);
  const before = t.messages.length;
  const was = JSON.stringify(s);
  t.forgeUiClick(who, id);
  t.settle();
  const fresh = t.messages.slice(before);
  if (fresh.some((m) => m.to === undefined)) reached.add(id.replace(/\d$|\d[a-z]+$/, ""));
  if (fresh.length > 0 && fresh.every((m) => m.to === who && /^only .* may|^there is nothing|is not|cannot|\(F\d+\)$/.test(m.text))) {
    reached.add("refused");
    expect({ id, who, state: JSON.stringify(coreState(t)) }).toEqual({ id, who, state: was });
    return `${who} presses ${id}, refused`;
  }
  return `${who} presses ${id}`;
}

function rules(): FuzzRules {
  return { cardTags: ["action-card"], ids: [], stateProblems: (x: GameState) => gameStateProblems(JSON.parse(JSON.stringify(x))), extra: (t, rng, s) => pathMove(t, rng, s), extraShare: 70 };
}

/** The event phase's table with `cards` in Court slots 2.., Imperial ships (some damaged) and Blight in cluster 2, the dice on cluster 2. */
function crisesWith(cards: string[]): TtsTable {
  const table = tableAtEventPhase();
  const holder = game(table).initiative as string;
  table.clickUi(holder, "arcsEventNoSummit");
  table.settle();
  cards.forEach((id, i) => {
    const slot = zone(table, "court-slot", String(2 + i));
    for (const o of table.world.objectsIn(slot).filter((x) => x.isCard)) table.world.move(o, { x: 80 + 3 * i, y: 1, z: 82 });
    takeCard(table, id, { ...slot.position, y: slot.position.y + 0.3 });
  });
  campaignPieces(table, "imperial-ship", "2.0", 3, 1);
  campaignPieces(table, "imperial-ship", "2.1", 1, 1);
  campaignPieces(table, "blight", "2.1", 1);
  table.settle();
  rollCrisesOnTwo(table, holder);
  return table;
}

const STARTS: [string, () => TtsTable][] = [
  ["Use Imperial Foundries (F703)", () => {
    const t = loadWithGame(save(), edictDue("F703"), "Red");
    fateSetCardInto(t, "F702", "Red");
    takePieces(t, "starport", "Red", 1, zoneOf(t, "system", "1.1"));
    takePieces(t, "starport", "Red", 1, zoneOf(t, "system", "3.1"));
    ships(t, "Red", "1.1", 2, 1);
    t.settle();
    // Saved and loaded: the panel drawn with the pieces laid since, as after any command.
    return reload(t, ["Red", "Blue", "Yellow"], "Red");
  }],
  ["Empire Balks at Peace (F1509)", () => {
    const t = loadWithGame(save(), balksDue(), "Red");
    ceasefireAt(t, "1.0");
    ceasefireAt(t, "2.0");
    ceasefireAt(t, "3.0", true);
    for (const id of ["1.1", "1.2", "2.1"]) campaignPieces(t, "imperial-ship", id, 1);
    t.settle();
    return reload(t, ["Red", "Blue", "Yellow"], "Red");
  }],
  ["Imperial Sponsor (F123), a Relic in the Trust", () => {
    const t = loadWithGame(save(), edictDue("F123", { trust: ["relic"] }), "Red");
    // The Sponsored token out of its bag onto the First Regent tile (as F122A lays it; campaignImperialSponsor.test.ts).
    const outer = t.find((o) => o.isContainer && o.tags.includes("fate-token-bag"))[0];
    const kind = t.playerTake(outer, { guid: outer.contents.find((x) => x.GMNotes === "f1-sponsored")!.GUID as string, position: { x: 30, y: 2, z: -10 } })!;
    const tile = t.find((o) => o.tags.includes("first-regent-tile"))[0];
    t.playerTake(kind, { position: { x: tile.position.x, y: tile.position.y + 0.5, z: tile.position.z } });
    t.settle();
    return reload(t, ["Red", "Blue", "Yellow"], "Red");
  }],
  ["Captive Release (F1805): Yellow holds Red's and Blue's agents, Bunkers at 1.1 and 1.2", () => reload(captiveReleaseTable(), ["Red", "Blue", "Yellow"], "Red")],
  ["Advocate's Demand (F413): Guild cards in Red's and Blue's play areas", () => {
    const t = loadWithGame(save(), advocateDue(), "Red");
    ([["BC02", "Red"], ["BC03", "Blue"], ["BC11", "Blue"], ["BC16", "Yellow"]] as const).forEach(([id, colour], i) => {
      const z = zoneOf(t, "play-area", colour);
      takeCard(t, id, { x: z.position.x - 2 + 2 * (i % 2), y: z.position.y + 0.3, z: z.position.z });
    });
    takeCard(t, "FATE16", { x: 60, y: 1.5, z: 60 });
    t.settle();
    return reload(t, ["Red", "Blue", "Yellow"], "Red");
  }],
  ["the Crises with Imperial Defectors and Mass Uprising (F710, F717)", () => crisesWith(["F710", "F717"])],
  ["the Crises with Mass Uprising before Imperial Defectors, and Terror Strike (F717, F710, F620)", () => crisesWith(["F717", "F710", "F620"])],
];

describe("session 24's campaign table paths, fuzzed", () => {
  STARTS.forEach(([name, start], k) => {
    test(`${name}: random presses and ship moves by any colour, then the game goes on`, () => {
      let seats: string[] = [];
      const table = fuzz(240 + k, EVENTS, () => {
        const t = start();
        seats = coreState(t)!.seats.slice();
        return { table: t, seats, host: seats[0] };
      }, rules());
      const s = coreState(table)!;
      const r = continueRandomCampaign(s, 240 + k, () => false, 60);
      expect(r.problems).toEqual([]);
      expect(r.commands.length).toBeGreaterThan(0);
    });
  });

  test("the fuzz reached these paths: a pick told to all (F703/F1509), a Sponsored box chosen (F123), the Crises resolved and their pieces carried out, a press refused to its mover alone", () => {
    expect([...reached].sort()).toEqual(expect.arrayContaining(["arcsEventPick", "arcsEventAgenda", "arcsEventCrises", "arcsEventBlight", "refused"]));
  });
});
