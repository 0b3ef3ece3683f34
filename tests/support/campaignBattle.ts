/**
 * Staging campaign battles on the built save (tests/scenarios/campaignBattle.test.ts): a fresh table
 * continuing the random campaign's record (seats Yellow, Blue, Red; Yellow holds the initiative and
 * has led an Aggression card), with the titles and the First Regent a scenario needs, and helpers
 * to put the campaign's pieces (Imperial ships, Free cities, Blight) into a system zone.
 */
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { CampaignRecord, Title } from "../../src/core/campaign/types";
import { ACTION_CARDS } from "../../src/core/data/actionCards";
import { isEventCard } from "../../src/core/campaign/fates/actionDeck";
import { loadTable, seedLua } from "./scenario";
import { actOneRecordSeed5, dropCard, game } from "./campaignEvents";
import { bag, near, zone } from "./battleTable";
import { parseTtsJson } from "../../tools/lib/ttsJson";

export const CAMPAIGN_SEATS = ["Yellow", "Blue", "Red"];
export const ATTACKER = "Yellow";

const base = actOneRecordSeed5();

export interface Staging {
  titles: { [colour: string]: Title };
  firstRegent?: string;
  /** Fates held in place of the record's (the Judge, FATE24, for Judge's Chosen). */
  fates?: { [colour: string]: string };
}

function recordFor(o: Staging): CampaignRecord {
  const r: CampaignRecord = JSON.parse(JSON.stringify(base));
  r.initiative = ATTACKER as CampaignRecord["initiative"];
  for (const p of r.players) {
    p.title = o.titles[p.colour] ?? "regent";
    p.favors = [];
    if (o.fates !== undefined && o.fates[p.colour] !== undefined) p.fate = o.fates[p.colour] as typeof p.fate;
  }
  // A "C" Fate is chosen only after Act II (BR p.29): a staged one plays Act III.
  if (o.fates !== undefined) r.nextAct = "III";
  if (o.firstRegent === undefined) delete r.firstRegent;
  else r.firstRegent = o.firstRegent as CampaignRecord["initiative"];
  return r;
}

/** The Aggression card with the most pips in the attacker's hand, if any. */
function aggressionIn(hand: string[]): string | undefined {
  let best: string | undefined;
  let pips = 0;
  for (const id of hand) {
    const c = ACTION_CARDS.find((a) => a.id === id);
    if (c !== undefined && c.suit === "aggression" && c.pips > pips) {
      best = id;
      pips = c.pips;
    }
  }
  return best;
}

/**
 * A fresh table importing the record with these titles, in play, Yellow to act: the first seed
 * whose deal gives Yellow an Aggression card with 2 or more pips, led into the lead slot.
 */
export function campaignBattleTable(o: Staging): TtsTable {
  const record = recordFor(o);
  for (let seed = 1; seed < 60; seed++) {
    const table = loadTable(CAMPAIGN_SEATS, { host: ATTACKER });
    seedLua(table, seed);
    table.notebookTabs.push({ title: "Arcs campaign record", body: JSON.stringify(record), color: ATTACKER });
    table.chat(ATTACKER, "!arcs campaign import");
    table.settle();
    const s = game(table);
    if (s === undefined || s.phase !== "play") throw new Error("the record was not imported: " + JSON.stringify(table.messages.slice(-3)));
    const hand = s.players.find((p) => p.colour === ATTACKER)!.hand.filter((id) => !isEventCard(id));
    const card = aggressionIn(hand);
    if (card !== undefined && ACTION_CARDS.find((a) => a.id === card)!.pips >= 2 && s.round!.order[0] === ATTACKER) {
      // The record's Pacifist setup laid Well of Empathy (F1403) in Red's play area: it would return
      // every Trophy Red takes (fates/battleCards.ts). Put back in the Fate Sets bag; a test of the card lays it out again.
      for (const w of table.find((x) => x.isCard && x.data.GMNotes === "F1403")) table.put(table.withTag("fate-set-bag")[0], w);
      table.settle();
      dropCard(table, ATTACKER, card, zone(table, "lead-slot"));
      if (game(table).round!.played !== true) throw new Error("the lead was not played: " + JSON.stringify(table.messages.slice(-3)));
      table.messages.length = 0;
      return table;
    }
  }
  throw new Error("no seed deals Yellow an Aggression card with 2 pips");
}

/** Pieces from a campaign supply bag (tag `<kind>-supply`) into a system; `damaged` of them damaged (tipped or flipped). */
export function campaignPieces(table: TtsTable, kind: "imperial-ship" | "free-city" | "free-starport" | "blight", system: string, n: number, damaged = 0): FakeObject[] {
  const z = zone(table, "system", system);
  const out: FakeObject[] = [];
  for (let i = 0; i < n; i++) {
    const o = table.playerTake(bag(table, kind + "-supply"), { position: near(z.position) })!;
    const hurt = i < damaged;
    o.rotation = kind === "imperial-ship" ? { x: 0, y: 180, z: hurt ? 90 : 0 } : { x: 0, y: 180, z: hurt ? 180 : 0 };
    out.push(o);
  }
  return out;
}

/** Objects lying in a zone (tag, GMNotes). */
export function inZone(table: TtsTable, tag: string, gm?: string): FakeObject[] {
  return table.world.objectsIn(zone(table, tag, gm));
}

/** A colour's Flagship from its bag into a system (its GMNotes say whose it is: campaign pieces carry no seat tag). */
export function flagship(table: TtsTable, colour: string, system: string): FakeObject {
  const flagships = bag(table, "flagship-supply");
  const entry = flagships.contents.find((c) => c.GMNotes === colour)!;
  return table.playerTake(flagships, { guid: entry.GUID, position: near(zone(table, "system", system).position) })!;
}

/** Free spots beside the table for Flagship boards (12 x 6 units), off every zone. */
const BOARD_SPOTS: { [colour: string]: { x: number; y: number; z: number } } = {
  Yellow: { x: 31, y: 1, z: 22 },
  Red: { x: 31, y: 1, z: -22 },
  Blue: { x: -34, y: 1, z: 22 },
};

/** A colour's Flagship board from its bag onto the table, upright for the south seats (rotY 180). */
export function flagshipBoard(table: TtsTable, colour: string): FakeObject {
  const boards = bag(table, "flagship-board-supply");
  const entry = boards.contents.find((c) => c.GMNotes === colour)!;
  const board = table.playerTake(boards, { guid: entry.GUID, position: BOARD_SPOTS[colour] })!;
  board.rotation = { x: 0, y: 180, z: 0 };
  return board;
}

/** The world spot of a board's snap point tagged `tag` (position + rotY(scale x local), as TTS). */
export function slotSpot(board: FakeObject, tag: string): { x: number; y: number; z: number } {
  const sp = (board.data.AttachedSnapPoints as { Position: { x: number; y: number; z: number }; Tags: string[] }[]).find((p) => p.Tags.includes(tag))!;
  const r = (board.rotation.y * Math.PI) / 180;
  const lx = sp.Position.x * board.scale.x;
  const lz = sp.Position.z * board.scale.z;
  return { x: board.position.x + lx * Math.cos(r) + lz * Math.sin(r), y: board.position.y + 0.5, z: board.position.z - lx * Math.sin(r) + lz * Math.cos(r) };
}

/**
 * A player builds on a Flagship slot (BR p.22): one of their cities (from their board's city slots)
 * or starports (from their bag), dropped a little off the slot so it snaps there, face down when damaged.
 */
export function buildOnSlot(table: TtsTable, colour: string, board: FakeObject, part: "armor" | "upgrade", slot: number, building: "city" | "starport", damaged = false): FakeObject {
  const spot = slotSpot(board, `flagship-${part}-${slot}`);
  const piece = building === "starport"
    ? table.playerTake(bag(table, "supply", "starport", colour), { position: { x: spot.x + 3, y: 2, z: spot.z } })!
    : table.find((o) => o.tags.includes("city") && o.tags.includes(colour) && Math.abs(o.position.z) > 16.5 && Math.abs(o.position.x) < 20)[0];
  piece.rotation = { x: 0, y: 180, z: damaged ? 180 : 0 };
  table.drop(colour, piece, { x: spot.x + 0.2, y: spot.y, z: spot.z - 0.2 });
  expect([piece.position.x, piece.position.z]).toEqual([spot.x, spot.z]);
  return piece;
}

/**
 * The same table after a save and load with `trust` as the core's Imperial Trust (the campaign state
 * edited in the save, as a Govern gift would leave it, BR p.21) and one token of each on the First
 * Regent tile's Trust area, taken from the supply bags.
 */
export function withTrust(table: TtsTable, trust: string[]): TtsTable {
  const save = table.save();
  const envelope = parseTtsJson(save.LuaScriptState!) as { state: { game: { campaign: { trust: string[] } } } };
  envelope.state.game.campaign.trust = trust;
  save.LuaScriptState = JSON.stringify(envelope);
  const again = new TtsTable(save, { seats: CAMPAIGN_SEATS.map((color) => ({ color, host: color === ATTACKER })) });
  again.settle();
  const area = zone(again, "imperial-trust");
  trust.forEach((r, i) => {
    again.playerTake(bag(again, "resource-supply", r), { position: { x: area.position.x - 0.6 + 0.4 * i, y: 2, z: area.position.z } });
  });
  again.settle();
  return again;
}

/**
 * "You gain a Flagship" done at the table (src/tts/campaign/mapSteps.ts; seed 003 F901A, F1001A,
 * F1101A, F1201A steps 1-2): the board laid, "Gain Flagship" pressed, the Flagship placed at `system`,
 * "Flagship set up" pressed, each by the colour itself.
 */
export function gainFlagship(table: TtsTable, colour: string, system: string): FakeObject {
  const board = table.find((o) => o.tags.includes("player-board") && o.data.GMNotes === colour)[0];
  flagshipBoard(table, colour);
  table.clickButton(colour, board, "Gain Flagship");
  table.settle();
  const piece = flagship(table, colour, system);
  table.settle();
  table.clickButton(colour, board, "Flagship set up");
  table.settle();
  return piece;
}
