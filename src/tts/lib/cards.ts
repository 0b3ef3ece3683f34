/**
 * Cards by identity: find the card whose GMNotes is a data id (an action card, a Court card, a
 * leader...) wherever it lies — loose on the table, in a hand, or inside any deck (decks formed on
 * the table carry no tags, so every deck is searched) — and move it. Scripts never take "the top
 * card": the core says which card, the table follows (docs/table-contract.md).
 */

export interface Placement {
  position: Vector;
  /** face down (rotZ 180) or face up (rotZ 0) */
  faceDown: boolean;
  /** the card's yaw (degrees); default 180, the way the table's cards lie */
  yaw?: number;
}

function rotationOf(p: Placement): Vector {
  return Vector(0, p.yaw === undefined ? 180 : p.yaw, p.faceDown ? 180 : 0);
}

/** A loose card (on the table or in a hand) with this tag and id. */
export function looseCard(tag: string, id: string): TTSObject | undefined {
  for (const o of getObjectsWithTag(tag)) if (o.getGMNotes() === id) return o;
  return undefined;
}

function isDeck(o: TTSObject): boolean {
  return o.type === "Deck";
}

/** Where a card lies: loose, or inside a deck (with its contained guid). */
export interface CardWhere {
  loose?: TTSObject;
  deck?: TTSObject;
  guid?: string;
}

/** Find a card by id: loose first, then inside every deck on the table. */
export function locateCard(tag: string, id: string): CardWhere | undefined {
  const loose = looseCard(tag, id);
  if (loose !== undefined) return { loose };
  for (const o of getObjects()) {
    if (!isDeck(o)) continue;
    for (const c of o.getObjects() as ContainedObjectInfo[]) {
      if (c.gm_notes === id && (c.tags === undefined || (c.tags as string[]).indexOf(tag) >= 0)) {
        return { deck: o, guid: c.guid };
      }
    }
  }
  return undefined;
}

/** Move the card `id` to a place (taking it out of its deck if needed). Returns the card, or undefined if not on the table. */
export function moveCard(tag: string, id: string, to: Placement): TTSObject | undefined {
  const where = locateCard(tag, id);
  if (where === undefined) return undefined;
  const rotation = rotationOf(to);
  let card = where.loose;
  if (card !== undefined) {
    card.setRotation(rotation);
    card.setPosition(to.position);
  } else card = (where.deck as TTSObject).takeObject({ guid: where.guid as string, position: to.position, rotation, smooth: false });
  // A card a script moves is no longer tucked (src/tts/campaign/setupPieces.ts).
  if (card !== undefined && card.hasTag("tucked")) tuck(card, false);
  return card;
}

/**
 * Tucks a campaign card (it swaps its tag `campaign` for `tucked`: no zone sees it, TTS's tag rule) or
 * untucks it (F907A, F1101A: src/tts/campaign/setupPieces.ts).
 */
export function tuck(card: TTSObject, tucked: boolean): void {
  card.removeTag(tucked ? "campaign" : "tucked");
  card.addTag(tucked ? "tucked" : "campaign");
}

/** Every card id with `tag` on the table, loose or in decks (for checks and gathering). */
export function cardIdsOnTable(tag: string): string[] {
  const out: string[] = [];
  for (const o of getObjectsWithTag(tag)) out.push(o.getGMNotes());
  for (const o of getObjects()) {
    if (!isDeck(o)) continue;
    for (const c of o.getObjects() as ContainedObjectInfo[]) {
      if (c.tags === undefined || (c.tags as string[]).indexOf(tag) >= 0) out.push(c.gm_notes);
    }
  }
  return out;
}

/**
 * Lay cards as one face-down pile at `at`, in order (top first): the bottom card goes down first and
 * every next card a little higher, so in TTS they settle into a deck with `ids[0]` on top.
 */
export function stackPile(tag: string, ids: readonly string[], at: Vector, faceDown: boolean): void {
  for (let i = ids.length - 1; i >= 0; i--) {
    const k = ids.length - 1 - i;
    moveCard(tag, ids[i], { position: Vector(at.x, at.y + 0.05 * k, at.z), faceDown });
  }
}
