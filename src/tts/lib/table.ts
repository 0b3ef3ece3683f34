/**
 * Finding things on the table by tag, GMNotes and zone (docs/table-contract.md). Never by GUID.
 */
import type { Colour } from "../../core/data/vocabulary";
import { COLOURS } from "../../core/data/vocabulary";
import { faithfulNumber } from "../../core/campaign/fates/faithful";

export function tagged(tag: string): TTSObject[] {
  return getObjectsWithTag(tag);
}

/** The one object with `tag` (and GM notes `notes`, when given), or undefined. */
export function find(tag: string, notes?: string): TTSObject | undefined {
  for (const o of getObjectsWithTag(tag)) {
    if (notes === undefined || gmNotes(o) === notes) return o;
  }
  return undefined;
}

/** A system's scripting zone, by its id (the zone's GM notes, e.g. "3.2"). */
export function systemZone(id: string): TTSObject | undefined {
  return find("system", id);
}

/** The zone with `tag` that belongs to a colour (its GMNotes is the colour). */
export function zoneOf(tag: string, colour: Colour): TTSObject | undefined {
  return find(tag, colour);
}

export function hasTag(o: TTSObject, tag: string): boolean {
  return o.hasTag(tag);
}

/** An object's GM notes: the data id it carries (a card's id, a zone's system or colour, a token's name). */
export function gmNotes(o: TTSObject): string {
  return o.getGMNotes();
}

/** The data id of a card (action card, court card...): its GMNotes. */
export function cardId(o: TTSObject): string {
  return gmNotes(o);
}

/**
 * An action card: one of the box's, or a campaign Faithful card (F804-F812, F813), which lies on the
 * table with the Fate-set cards (tag `fate-set-card`): in the play slots and the round's discard it
 * is an action card like the others (campaign/faithful/faithfulPlay.ts plays it).
 */
export function isActionCard(o: TTSObject): boolean {
  return o.hasTag("action-card") || (o.hasTag("fate-set-card") && faithfulNumber(gmNotes(o)) > 0);
}

/** An action card object by its id, wherever it lies as a loose card. */
export function actionCardObject(id: string): TTSObject | undefined {
  return find(faithfulNumber(id) > 0 ? "fate-set-card" : "action-card", id);
}

/** The zones an object lies in that carry `tag`. */
export function zonesTagged(o: TTSObject, tag: string): TTSObject[] {
  const out: TTSObject[] = [];
  for (const z of o.getZones()) if (z.hasTag(tag)) out.push(z);
  return out;
}

/** A Colour if the string names a player colour of the box, else undefined. */
export function asColour(s: string): Colour | undefined {
  for (const c of COLOURS) if (c === s) return c;
  return undefined;
}

/**
 * A spot on a board's zone, `dx`/`dz` away from its centre as seen from the south seats when the
 * boards faced them (rotY 180): the offset turns with the zone, so a board turned on the table
 * (docs/table-layout-decisions.md) keeps its pieces laid out along its own printed rows.
 */
export function onBoard(o: TTSObject, dx: number, dz: number, y: number): Vector {
  const p = o.getPosition();
  const a = ((o.getRotation().y - 180) * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return Vector(p.x + dx * c + dz * s, y, p.z - dx * s + dz * c);
}

/**
 * `then` once `obj` rests or is destroyed (zones see a dropped object only once it rests:
 * docs/tts-behaviour.md), or after `seconds` (3 unless told) at the latest.
 */
export function whenRested(obj: TTSObject, then: () => void, seconds = 3): void {
  Wait.condition(then, () => obj.isDestroyed() || obj.resting, seconds, then);
}

/** A position a little above the centre of `o`, for placing things onto it. */
export function above(o: TTSObject, lift = 1): Vector {
  const p = o.getPosition();
  return Vector(p.x, p.y + lift, p.z);
}
