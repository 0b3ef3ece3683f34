/**
 * What a piece or card is, read from its tags (kind, colour, resource; court cards loose or in a
 * deck), and the fixed zones found once by tag: the shared vocabulary of every room that reads the table (docs/table-contract.md).
 */
import type { Colour, ResourceType } from "../../core/data/vocabulary";
import { COLOURS, RESOURCE_TYPES } from "../../core/data/vocabulary";
import { courtCard } from "../../core/data/court";
import { find, tagged, zoneOf } from "./table";

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

export function resourceType(o: TTSObject): ResourceType | undefined {
  return tagsResource(o.getTags());
}

/** The kind of a piece (ship, agent, city, starport), if it is one. */
export function pieceKind(o: TTSObject): "ship" | "agent" | "city" | "starport" | undefined {
  return tagsKind(o.getTags());
}

export function piecesAmong(objs: TaggedObject[]): TaggedObject[] {
  const out: TaggedObject[] = [];
  for (const t of objs) if (tagsKind(t.tags) !== undefined && tagsColour(t.tags) !== undefined) out.push(t);
  return out;
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

/** A court card lying somewhere: the object (a card, or the deck it is stacked in) and its id. */
export interface CardAt {
  id: string;
  /** the card object itself, or the deck holding it */
  obj: TTSObject;
  /** set when the card is inside a deck (the contained object's GUID) */
  inDeck?: string;
}

export function isDeck(o: TTSObject): boolean {
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
