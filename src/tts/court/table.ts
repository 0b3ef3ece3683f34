/**
 * Reading the Court and the player boards from the table (docs/table-contract.md), and the few
 * table moves the Court and chapter-end bookkeeping share. Everything is found by tag, GMNotes and
 * zone; the rules are decided by the core from the snapshot built here.
 */
import type { Colour, ResourceType } from "../../core/data/vocabulary";
import { COLOURS, RESOURCE_TYPES } from "../../core/data/vocabulary";
import { courtCard } from "../../core/data/court";
import { courtRowSize } from "../../core/court/court";
import type { ColourCounts, CourtSlot, PlayerHoldings, SlotContent, TableState, TrophyCounts } from "../../core/court/types";
import { addCount, addTrophies, newPlayerHoldings } from "../../core/court/types";
import type { GameState } from "../../core/game/types";
import { turnOrderFrom } from "../../core/game/util";
import { above, find, tagged, zoneOf } from "../lib/table";

export const PIECE_KINDS: readonly ("ship" | "agent" | "city" | "starport")[] = ["ship", "agent", "city", "starport"];

/** The player colour an object is tagged with, if any. */
export function colourOf(o: TTSObject): Colour | undefined {
  return tagsColour(o.getTags());
}

export function objectsIn(zone: TTSObject | undefined): TTSObject[] {
  if (zone === undefined) return [];
  return zone.getObjects() as TTSObject[];
}

/** An object with its tags, read once (each API call costs; tags are then checked in Lua). */
export interface TaggedObject {
  obj: TTSObject;
  tags: string[];
}

export function withTags(objs: TTSObject[]): TaggedObject[] {
  const out: TaggedObject[] = [];
  for (const o of objs) out.push({ obj: o, tags: o.getTags() });
  return out;
}

export function tagsColour(tags: string[]): Colour | undefined {
  for (const c of COLOURS) if (tags.indexOf(c) >= 0) return c;
  return undefined;
}

export function tagsKind(tags: string[]): "ship" | "agent" | "city" | "starport" | undefined {
  for (const k of PIECE_KINDS) if (tags.indexOf(k) >= 0) return k;
  return undefined;
}

export function tagsResource(tags: string[]): ResourceType | undefined {
  if (tags.indexOf("resource") < 0) return undefined;
  for (const r of RESOURCE_TYPES) if (tags.indexOf(r) >= 0) return r;
  return undefined;
}

/**
 * The table's furniture (zones, boards, the map) is locked and never replaced during a game, so
 * its lookups are cached: the chapter-end and Court handlers then only read what moves.
 */
const furniture: { [key: string]: TTSObject } = {};

/** The zone or board with `tag` belonging to `colour` (GMNotes = colour), cached. */
export function colourZone(tag: string, colour: Colour): TTSObject | undefined {
  const key = `${tag}/${colour}`;
  const hit = furniture[key];
  if (hit !== undefined) return hit;
  const found = zoneOf(tag, colour);
  if (found !== undefined) furniture[key] = found;
  return found;
}

/** The one object with `tag` (and GMNotes), cached: for locked furniture only. */
export function fixture(tag: string, gmNotes?: string): TTSObject | undefined {
  const key = gmNotes === undefined ? tag : `${tag}/${gmNotes}`;
  const hit = furniture[key];
  if (hit !== undefined) return hit;
  const found = find(tag, gmNotes);
  if (found !== undefined) furniture[key] = found;
  return found;
}

// ---- cards, loose or stacked into a deck ----------------------------------------------------------

/** A court card lying somewhere: the object (a card, or the deck it is stacked in) and its id. */
export interface CardAt {
  id: string;
  /** the card object itself, or the deck holding it */
  obj: TTSObject;
  /** set when the card is inside a deck (the contained object's GUID) */
  inDeck?: string;
}

function isDeck(o: TTSObject): boolean {
  return o.type === "Deck";
}

/** The court cards lying in a zone (loose, or stacked into decks), in zone order. */
export function courtCardsIn(zone: TTSObject | undefined): CardAt[] {
  return courtCardsAmong(withTags(objectsIn(zone)));
}

/** The court cards among objects already read with their tags (loose cards, and decks' contents). */
export function courtCardsAmong(objs: TaggedObject[]): CardAt[] {
  const out: CardAt[] = [];
  for (const t of objs) {
    if (t.tags.indexOf("court-card") >= 0) {
      out.push({ id: t.obj.getGMNotes(), obj: t.obj });
    } else if (tagsKind(t.tags) === undefined && tagsResource(t.tags) === undefined && isDeck(t.obj)) {
      for (const c of t.obj.getObjects() as ContainedObjectInfo[]) {
        if (c.gm_notes !== undefined && courtCard(c.gm_notes) !== undefined) out.push({ id: c.gm_notes, obj: t.obj, inDeck: c.guid });
      }
    }
  }
  return out;
}

/** The Court deck: the deck (or its last lone card) lying in the Court deck zone, else the tagged deck. */
export function courtDeckObject(): TTSObject | undefined {
  for (const o of objectsIn(fixture("court-deck-zone"))) {
    if (isDeck(o) || o.hasTag("court-card")) return o;
  }
  const tagged_ = find("court-deck");
  return tagged_;
}

/** The Court deck's cards by identity, top first. */
export function courtDeckIds(): string[] {
  const deck = courtDeckObject();
  if (deck === undefined) return [];
  if (!isDeck(deck)) return [deck.getGMNotes()];
  const out: string[] = [];
  for (const c of deck.getObjects() as ContainedObjectInfo[]) out.push(c.gm_notes);
  return out;
}

/** The Court slot zones, slot 1 first (GMNotes "1".."4"). */
export function courtSlotZones(): TTSObject[] {
  const out: TTSObject[] = [];
  for (let n = 1; n <= 4; n++) {
    const z = fixture("court-slot", `${n}`);
    if (z !== undefined) out.push(z);
  }
  return out;
}

/** 0-based slot index of a court slot zone, or -1. */
export function slotIndexOf(zone: TTSObject): number {
  const notes = zone.getGMNotes();
  for (let n = 1; n <= 4; n++) if (notes === `${n}`) return n - 1;
  return -1;
}

/** Agents lying in a zone, per colour. */
export function agentsIn(zone: TTSObject | undefined): ColourCounts {
  let counts: ColourCounts = {};
  for (const o of withTags(objectsIn(zone))) {
    if (o.tags.indexOf("agent") < 0) continue;
    const c = tagsColour(o.tags);
    if (c !== undefined) counts = addCount(counts, c, 1);
  }
  return counts;
}

/** One Court slot as the core sees it; `skip` is a card id not to count (a Vox card waiting for its choice). */
export function readCourtSlot(zone: TTSObject | undefined, skip?: string): CourtSlot {
  const agents = agentsIn(zone);
  for (const c of courtCardsIn(zone)) {
    if (c.id !== skip) return { card: c.id, agents };
  }
  return { agents };
}

// ---- player boards: snap points in world coordinates ----------------------------------------------

export interface WorldSnap {
  x: number;
  y: number;
  z: number;
  tags: string[];
}

/**
 * The attached snap points of an object in world coordinates: world = position + rotY(scale * local)
 * (tools/table/geometry.ts). Computed here rather than with positionToWorld so the fake and TTS agree.
 */
export function worldSnapPoints(obj: TTSObject): WorldSnap[] {
  const raw = obj.getSnapPoints() as unknown as { position?: Vector; Position?: Vector; tags?: string[]; Tags?: string[] }[];
  const p = obj.getPosition();
  const r = obj.getRotation();
  const s = obj.getScale();
  const rad = (r.y * Math.PI) / 180;
  const c = Math.cos(rad);
  const sn = Math.sin(rad);
  const out: WorldSnap[] = [];
  for (const sp of raw) {
    const l = sp.position !== undefined ? sp.position : sp.Position;
    if (l === undefined) continue;
    const lx = l.x * s.x;
    const lz = l.z * s.z;
    const tags = sp.tags !== undefined ? sp.tags : sp.Tags !== undefined ? sp.Tags : [];
    out.push({ x: p.x + lx * c + lz * sn, y: p.y + l.y * s.y, z: p.z - lx * sn + lz * c, tags });
  }
  return out;
}

/** The world spot of the snap point tagged `tag` on `obj`. */
export function snapSpot(obj: TTSObject | undefined, tag: string): WorldSnap | undefined {
  if (obj === undefined) return undefined;
  for (const sp of worldSnapPoints(obj)) if (sp.tags.indexOf(tag) >= 0) return sp;
  return undefined;
}

function distance2(a: { x: number; z: number }, b: { x: number; z: number }): number {
  return (a.x - b.x) * (a.x - b.x) + (a.z - b.z) * (a.z - b.z);
}

interface NumberedSpot {
  n: number;
  spot: WorldSnap;
}

/** Snap points `<prefix>1`..`<prefix>n` of `obj`, in number order (missing ones skipped). */
function numberedSpots(obj: TTSObject, prefix: string, n: number): NumberedSpot[] {
  const all = worldSnapPoints(obj);
  const out: NumberedSpot[] = [];
  for (let i = 1; i <= n; i++) {
    for (const sp of all) if (sp.tags.indexOf(`${prefix}${i}`) >= 0) out.push({ n: i, spot: sp });
  }
  return out;
}

/** Player boards are locked: their slot spots are computed once. */
const boardSpots: { [key: string]: NumberedSpot[] } = {};

function boardSlots(colour: Colour, prefix: string, n: number): NumberedSpot[] {
  const key = `${colour}/${prefix}`;
  const hit = boardSpots[key];
  if (hit !== undefined) return hit;
  const board = playerBoard(colour);
  if (board === undefined) return [];
  const spots = numberedSpots(board, prefix, n);
  boardSpots[key] = spots;
  return spots;
}

/**
 * Which numbered spots hold a piece at one of `positions`: each counts for its nearest spot when it
 * lies within half the spacing of the spots.
 */
function occupiedSpots(spots: NumberedSpot[], positions: Vector[]): number[] {
  if (spots.length === 0) return [];
  let spacing2 = 1;
  if (spots.length > 1) spacing2 = distance2(spots[0].spot, spots[1].spot);
  const out: number[] = [];
  for (const pos of positions) {
    let best = -1;
    let bestD = 0;
    for (let i = 0; i < spots.length; i++) {
      const d = distance2(spots[i].spot, pos);
      if (best < 0 || d < bestD) {
        best = i;
        bestD = d;
      }
    }
    if (best >= 0 && bestD * 4 <= spacing2 && out.indexOf(spots[best].n) < 0) out.push(spots[best].n);
  }
  return out;
}

export function playerBoard(colour: Colour): TTSObject | undefined {
  return colourZone("player-board", colour);
}

/** City slots (1..5) of a colour's board holding one of its cities. */
export function occupiedCitySlots(colour: Colour): number[] {
  const spots = boardSlots(colour, "city-slot-", 5);
  if (spots.length === 0) return [];
  const positions: Vector[] = [];
  for (const city of getObjectsWithAllTags(["city", colour])) positions.push(city.getPosition());
  return occupiedSpots(spots, positions);
}

/** The rightmost empty city slot's spot (cities return there, p.19), if any. */
export function rightmostEmptyCitySlot(colour: Colour, alsoTaken: number[]): WorldSnap | undefined {
  const taken = occupiedCitySlots(colour).concat(alsoTaken);
  const spots = boardSlots(colour, "city-slot-", 5);
  for (let i = spots.length - 1; i >= 0; i--) {
    if (taken.indexOf(spots[i].n) < 0) return spots[i].spot;
  }
  return undefined;
}

/** The city slot number of a spot returned by rightmostEmptyCitySlot. */
export function citySlotNumber(spot: WorldSnap): number {
  for (let n = 1; n <= 5; n++) if (spot.tags.indexOf(`city-slot-${n}`) >= 0) return n;
  return 0;
}

/** The six resource slots of a colour's board, left to right (tokens near `resource-slot-<n>`). */
export function resourceSlots(colour: Colour): SlotContent[] {
  const out: SlotContent[] = ["empty", "empty", "empty", "empty", "empty", "empty"];
  const spots = boardSlots(colour, "resource-slot-", 6);
  for (const token of withTags(objectsIn(colourZone("resources-zone", colour)))) {
    const type = tagsResource(token.tags);
    if (type === undefined) continue;
    const at = occupiedSpots(spots, [token.obj.getPosition()]);
    if (at.length > 0) out[at[0] - 1] = type;
  }
  return out;
}

/** What lies in a colour's zones, read once: the counted parts of its play area. */
export interface PlayerZones {
  /** resource tokens on the board and on its Guild cards (p.18 "resources you have") */
  resources: TaggedObject[];
  /** court cards in the play area */
  cards: CardAt[];
  captives: TaggedObject[];
  trophies: TaggedObject[];
}

function piecesAmong(objs: TaggedObject[]): TaggedObject[] {
  const out: TaggedObject[] = [];
  for (const t of objs) if (tagsKind(t.tags) !== undefined && tagsColour(t.tags) !== undefined) out.push(t);
  return out;
}

/** What lies in one of a colour's zones, with tags. */
export function readZone(tag: string, colour: Colour): TaggedObject[] {
  return withTags(objectsIn(colourZone(tag, colour)));
}

/** A play area's objects and the court cards among them. */
export interface AreaRead {
  objs: TaggedObject[];
  cards: CardAt[];
}

export function readArea(colour: Colour): AreaRead {
  const objs = readZone("play-area", colour);
  return { objs, cards: courtCardsAmong(objs) };
}

/** The counted parts of a colour's zones, from what was read of each zone. */
export function playerZonesFrom(board: TaggedObject[], area: AreaRead, captives: TaggedObject[], trophies: TaggedObject[]): PlayerZones {
  const resources: TaggedObject[] = [];
  const seen: TTSObject[] = [];
  for (const t of board.concat(area.objs)) {
    // The two zones do not overlap on the printed board; a token on their edge counts once.
    if (tagsResource(t.tags) === undefined || seen.indexOf(t.obj) >= 0) continue;
    seen.push(t.obj);
    resources.push(t);
  }
  return { resources, cards: area.cards, captives: piecesAmong(captives), trophies: piecesAmong(trophies) };
}

export function readPlayerZones(colour: Colour): PlayerZones {
  return playerZonesFrom(readZone("resources-zone", colour), readArea(colour), readZone("captives", colour), readZone("trophies", colour));
}

export function resourceType(o: TTSObject): ResourceType | undefined {
  return tagsResource(o.getTags());
}

/** The kind of a piece (ship, agent, city, starport), if it is one. */
export function pieceKind(o: TTSObject): "ship" | "agent" | "city" | "starport" | undefined {
  return tagsKind(o.getTags());
}

/** Pieces lying in a zone (ships, agents, cities, starports of any colour). */
export function piecesIn(zone: TTSObject | undefined): TTSObject[] {
  const out: TTSObject[] = [];
  for (const t of piecesAmong(withTags(objectsIn(zone)))) out.push(t.obj);
  return out;
}

/** A colour's supply bag of a kind of piece. */
export function supplyBag(kind: string, colour: Colour): TTSObject | undefined {
  const found = getObjectsWithAllTags(["supply", kind, colour]);
  return found.length > 0 ? found[0] : undefined;
}

function guildIds(cards: CardAt[]): string[] {
  const out: string[] = [];
  for (const c of cards) {
    const def = courtCard(c.id);
    if (def !== undefined && def.kind === "guild") out.push(c.id);
  }
  return out;
}

/** Guild card ids lying in a colour's play area. */
export function guildCardsOf(colour: Colour): string[] {
  return guildIds(courtCardsIn(colourZone("play-area", colour)));
}

function captivesOf(z: PlayerZones): ColourCounts {
  let counts: ColourCounts = {};
  for (const t of z.captives) {
    const c = tagsColour(t.tags);
    if (c !== undefined && t.tags.indexOf("agent") >= 0) counts = addCount(counts, c, 1);
  }
  return counts;
}

function trophiesOfColour(z: PlayerZones): TrophyCounts {
  let t: TrophyCounts = {};
  for (const o of z.trophies) {
    const c = tagsColour(o.tags);
    const k = tagsKind(o.tags);
    if (c === undefined || k === undefined) continue;
    if (k === "ship") t = addTrophies(t, c, { ships: 1 });
    else if (k === "agent") t = addTrophies(t, c, { agents: 1 });
    else if (k === "city") t = addTrophies(t, c, { cities: 1 });
    else t = addTrophies(t, c, { starports: 1 });
  }
  return t;
}

function playerHoldings(colour: Colour): PlayerHoldings {
  const p = newPlayerHoldings(colour, occupiedCitySlots(colour).length);
  const bag = supplyBag("agent", colour);
  const z = readPlayerZones(colour);
  return {
    ...p,
    agentSupply: bag === undefined ? 0 : bag.getQuantity(),
    captives: captivesOf(z),
    trophies: trophiesOfColour(z),
    resources: resourceSlots(colour),
    guildCards: guildIds(z.cards),
  };
}

/** The face-up Court discard pile, oldest first (a loose pile reads in zone order). */
function courtDiscardIds(): string[] {
  const out: string[] = [];
  for (const c of courtCardsIn(fixture("court-discard"))) out.push(c.id);
  return out;
}

/**
 * The Court table snapshot the core's Court functions take: players in turn order from the
 * initiative holder, the row (agents per slot per colour), the deck by identity, the discard, the
 * resource supply. `skipCard` is a Vox card lying in its slot while its When Secured waits.
 * Outrage icons are not read (the agents on them are out of the supply either way).
 */
export function readCourtTable(s: GameState, skipCard?: string): TableState {
  const players: PlayerHoldings[] = [];
  for (const colour of turnOrderFrom(s.seats, s.initiative)) players.push(playerHoldings(colour));
  const zones = courtSlotZones();
  const row: CourtSlot[] = [];
  const size = courtRowSize(s.playerCount);
  for (let i = 0; i < size && i < zones.length; i++) row.push(readCourtSlot(zones[i], skipCard));
  const supply: { [type: string]: number } = {};
  for (const r of RESOURCE_TYPES) {
    let n = 0;
    for (const bag of tagged("resource-supply")) if (bag.hasTag(r)) n += bag.getQuantity();
    supply[r] = n;
  }
  return { players, court: { deck: courtDeckIds(), row, discard: courtDiscardIds() }, supply };
}

/** The row alone (enough for "who may secure here"), with blank players for the seats. */
export function readCourtRowOnly(s: GameState): TableState {
  const players: PlayerHoldings[] = [];
  for (const colour of s.seats) players.push(newPlayerHoldings(colour, 0));
  const zones = courtSlotZones();
  const row: CourtSlot[] = [];
  const size = courtRowSize(s.playerCount);
  for (let i = 0; i < size && i < zones.length; i++) row.push(readCourtSlot(zones[i]));
  return { players, court: { deck: [], row, discard: [] }, supply: {} };
}

// ---- moving things ------------------------------------------------------------------------------

const FACE_UP_Z = 0;
const FACE_DOWN_Z = 180;

/** Place an object at a world spot, face up or down, keeping its yaw. */
export function placeAt(o: TTSObject, at: { x: number; y: number; z: number }, faceDown: boolean, lift = 0.5): void {
  const r = o.getRotation();
  o.setRotation(Vector(r.x, r.y, faceDown ? FACE_DOWN_Z : FACE_UP_Z));
  o.setPositionSmooth(Vector(at.x, at.y + lift, at.z), false, true);
}

/** A spot in a zone for the `i`-th of several things put there (a small grid around its centre). */
export function spotInZone(zone: TTSObject, i: number): Vector {
  const c = above(zone, 0.5);
  const col = i % 4;
  const row = Math.floor(i / 4);
  return Vector(c.x - 0.6 + col * 0.4, c.y + row * 0.2, c.z - 0.3 + row * 0.3);
}

/** Put a piece back into its owner's supply bag (or leave it where it is when there is none). */
export function returnToSupply(o: TTSObject): boolean {
  const kind = pieceKind(o);
  const colour = colourOf(o);
  if (kind === undefined || colour === undefined) return false;
  const bag = supplyBag(kind, colour);
  if (bag === undefined) return false;
  bag.putObject(o);
  return true;
}
