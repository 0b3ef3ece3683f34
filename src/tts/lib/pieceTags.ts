/**
 * What a piece or card is, read from its tags (kind, colour, resource; court cards loose or in a
 * deck), and the fixed zones found once by tag: the shared vocabulary of every room that reads the table (docs/table-contract.md).
 */
import type { Colour, ResourceType } from "../../core/data/vocabulary";
import { COLOURS, RESOURCE_TYPES } from "../../core/data/vocabulary";
import { courtCard } from "../../core/data/court";
import { campaignCourtCards } from "../../core/campaign/courtCards";
import { oathCard } from "../../core/campaign/fates/oaths";
import { guildSuit } from "../../core/campaign/fates/outrage";
import type { Command, DeclareByCardCommand, DeclareCommand } from "../../core/game/types";
import type { GovernCommand } from "../../core/campaign/types";
import { find, zoneOf, gmNotes } from "./table";
import { insideZone } from "./assumptions";

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
 * The table's furniture (zones, boards, the map) is found by tag once and kept: the chapter-end,
 * Court and map handlers then only read what moves. Every list or lookup of furniture kept anywhere
 * (these, the Court slot zones, the system zones) is dropped together when a scripting zone is
 * spawned or destroyed (the host replacing a zone): TTS calls onObjectSpawn / onObjectDestroy for
 * every Object, and a zone is one (api Events; docs/tts-behaviour.md). A zone being destroyed is
 * still found by a tag search until its frame ends ("won't be valid next frame"): from its destroy
 * event until the next frame nothing is kept. Boards and the map are locked and never replaced.
 * A load starts a fresh script, so nothing outlives a load.
 */
let furniture: { [key: string]: TTSObject } = {};
/** Counts the drops: a list kept elsewhere is good while its generation is the current one. */
let generation = 0;
/** Zone destroy events whose frame has not ended yet. */
let dying = 0;

export function furnitureGeneration(): number {
  return generation;
}

/** A scripting zone was spawned or is about to be destroyed (lib/events zoneChange): find everything again. */
export function forgetFurniture(destroyed: boolean): void {
  furniture = {};
  generation += 1;
  if (!destroyed) return;
  dying += 1;
  Wait.frames(() => {
    dying -= 1;
  }, 1);
}

/**
 * A list (or lookup) of furniture that `search` finds, kept by the same rule as the rest: found
 * again once a scripting zone is spawned or destroyed, never kept while a destroyed zone is still
 * findable, and kept only when `complete` says the search found all it looks for.
 */
export function keptFurniture<T>(search: () => T, complete: (found: T) => boolean): () => T {
  let kept: T | undefined;
  let keptOf = -1;
  return () => {
    if (kept !== undefined && keptOf === generation) return kept;
    kept = undefined;
    const found = search();
    if (dying === 0 && complete(found)) {
      kept = found;
      keptOf = generation;
    }
    return found;
  };
}

/** The zone or board with `tag` belonging to `colour` (GMNotes = colour), cached. */
export function colourZone(tag: string, colour: Colour): TTSObject | undefined {
  const key = `${tag}/${colour}`;
  const hit = furniture[key];
  if (hit !== undefined) return hit;
  const found = zoneOf(tag, colour);
  if (found !== undefined && dying === 0) furniture[key] = found;
  return found;
}

/**
 * The seat whose zone with `tag` (their resource slots, play area, Trophies...) holds `at`, told from
 * above by its box: a drop's zone events may come after the drop (docs/tts-behaviour.md).
 */
export function seatZoneAt(seats: readonly Colour[], tag: string, at: Vector): Colour | undefined {
  for (const c of seats) {
    const z = colourZone(tag, c);
    if (z !== undefined && insideZone(z, at)) return c;
  }
  return undefined;
}

/** The one object with `tag` (and GMNotes), cached: for locked furniture only. */
export function fixture(tag: string, notes?: string): TTSObject | undefined {
  const key = notes === undefined ? tag : `${tag}/${notes}`;
  const hit = furniture[key];
  if (hit !== undefined) return hit;
  const found = find(tag, notes);
  if (found !== undefined && dying === 0) furniture[key] = found;
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
export function supplyBag(kind: string, colour: string): TTSObject | undefined {
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

/** The Fate-set cards lying loose in `colour`'s play area whose id `keep` takes (the Monopolies, Prospectors). */
export function fateCardsIn(colour: Colour, keep: (this: void, id: string) => boolean): TTSObject[] {
  return objectsIn(colourZone("play-area", colour)).filter((o) => o.hasTag("fate-set-card") && keep(gmNotes(o)));
}

/** `c` with the Lore in `colour`'s play area that forbids its holder an ambition (Oath of Peace...: core/campaign/fates/oaths.ts) Faithful Disciples (F802, fates/faithful.ts), Stone-Speakers (F504, fates/oaths.ts) and Merchant League (F302, fates/merchantLeague.ts) as its `playArea`, if any lies there. */
export function withOaths(c: DeclareCommand | DeclareByCardCommand | GovernCommand, colour: Colour): Command {
  const cards = fateCardsIn(colour, (id) => oathCard(id) || id === "F802" || id === "F504" || id === "F302").map((o) => gmNotes(o));
  if (cards.length > 0) c.playArea = cards;
  return c;
}

export function isDeck(o: TTSObject): boolean {
  return o.type === "Deck";
}

/** The court cards lying in a zone (loose, or stacked into decks), in zone order. */
export function courtCardsIn(zone: TTSObject | undefined): CardAt[] {
  return courtCardsAmong(withTags(objectsIn(zone)));
}

/**
 * A campaign Court card lying loose (BR p.27): a campaign Court card ("CC", tag `campaign-court-card`)
 * or a Fate-set Guild or Vox card (tag `fate-set-card`) the campaign Court knows. Lore is not a
 * Court card here (it is no Guild card, p.21).
 */
function campaignCourtCardAt(tags: string[], id: string): boolean {
  if (tags.indexOf("campaign-court-card") < 0 && tags.indexOf("fate-set-card") < 0) return false;
  const c = campaignCourtCards(id);
  return c !== undefined && c.kind !== "lore";
}

/**
 * The court cards among objects already read with their tags (loose cards, and decks' contents): the
 * base Court's, and in a campaign its Court's (CC cards, Fate-set Guild and Vox cards lying loose; a
 * deck's CC cards, never a Fate Set deck's cards, which are not in play yet).
 */
export function courtCardsAmong(objs: TaggedObject[]): CardAt[] {
  const out: CardAt[] = [];
  for (const t of objs) {
    if (t.tags.indexOf("court-card") >= 0) {
      out.push({ id: gmNotes(t.obj), obj: t.obj });
    } else if (tagsKind(t.tags) === undefined && tagsResource(t.tags) === undefined && isDeck(t.obj)) {
      for (const c of t.obj.getObjects() as ContainedObjectInfo[]) {
        const id = c.gm_notes;
        if (id !== undefined && (courtCard(id) !== undefined || (id.indexOf("CC") === 0 && campaignCourtCards(id) !== undefined))) out.push({ id, obj: t.obj, inDeck: c.guid });
      }
    } else if (campaignCourtCardAt(t.tags, gmNotes(t.obj))) {
      out.push({ id: gmNotes(t.obj), obj: t.obj });
    }
  }
  return out;
}

/**
 * The suit of Guild card `id`: a base Guild card's, or a campaign one's (CC and Fate-set Guild cards,
 * BR p.27); undefined for Vox cards, lore and anything else. Suit icons add to ambitions (p.17).
 */
export function guildSuitOf(id: string): ResourceType | undefined {
  const s = guildSuit(id) as ResourceType;
  return RESOURCE_TYPES.indexOf(s) >= 0 ? s : undefined;
}
