/**
 * The geometry gate: what a look at the table from above would catch, checked over a save's
 * top-level objects (rotation-aware, through footprint.ts). Each finding names both objects.
 *
 *  1. Zones of different roles do not overlap, except the pairs of ZONE_OVERLAPS_ALLOWED
 *     (docs/table-contract.md "Zones that overlap on purpose").
 *  2. The table is ours (a `table-surface` object); every object and zone lies on its top; every
 *     zone stands on the surface (its bottom is the surface); a locked board rests on it; nothing
 *     is sunk into the table or into the board it lies on.
 *  3. Snap points lie inside the zone of their role (a building slot in its system, a Court slot
 *     snap point in its Court slot zone, a resource slot in its board's resources zone...).
 *  4. Objects do not overlap unless they are meant to: a piece lying on a board lies wholly on it;
 *     boards do not overlap; pieces overlap only when stacked on one spot.
 *  5. A card slot is larger than a card by SLOT_MARGIN on every side (a hand's imprecision).
 */
import { localToWorld } from "./geometry";
import type { Transform } from "./geometry";
import {
  AssetSizes, CARD, Footprint, PlacedObject, TABLE_SURFACE_Y, containsPoint, footprintOf, nameOf, overlapDepth, within,
} from "./footprint";

/** Overlaps shallower than this are touching, not overlapping (world units). */
const TOUCH = 0.01;
/** Free room around a card in a card slot, each side (world units). */
export const SLOT_MARGIN = 0.2;
/** The scale the table's cards lie at (objects/*: every deck 1.15, the Fates 1.5 lie in no slot). */
export const CARD_SCALE = 1.15;

/** Zone roles whose zones take one card each: they need a margin around a card. */
export const CARD_SLOT_ROLES = [
  "lead-slot", "follow-slot", "seize-slot", "action-discard", "court-slot", "court-deck-zone", "court-discard",
  "rules-booklet-slot", "rules-booklet-scrap",
];

/**
 * Pairs of zone roles that overlap on purpose (docs/table-contract.md "Zones that overlap on
 * purpose"): a zone inside another whose reading needs both.
 */
export const ZONE_OVERLAPS_ALLOWED: readonly { roles: [string, string]; why: string }[] = [];

const COLOUR_TAGS = ["Red", "Blue", "Yellow", "White"];
const NOT_ROLES = ["arcs", "campaign", ...COLOUR_TAGS];

/** A zone's role: its first tag that is not the shared tag, `campaign` or a colour. */
export function zoneRole(o: PlacedObject): string {
  if (o.Name === "HandTrigger") return "hand";
  return (o.Tags ?? []).find((t) => !NOT_ROLES.includes(t)) ?? "(untagged zone)";
}

function label(o: PlacedObject): string {
  const name = nameOf(o);
  return o.GUID !== undefined ? `"${name}" (${o.GUID})` : `"${name}"`;
}

function allowedPair(a: string, b: string): boolean {
  return ZONE_OVERLAPS_ALLOWED.some((p) => (p.roles[0] === a && p.roles[1] === b) || (p.roles[0] === b && p.roles[1] === a));
}

/** The zone role and GMNotes a snap point's tags ask it to lie in, if its role has zones. */
function snapZone(tags: string[], boardColour: string | undefined): { role: string; gmNotes?: string; colour?: string } | undefined {
  for (const t of tags) {
    let m = /^system-(.+)$/.exec(t);
    if (m) return { role: "system", gmNotes: m[1] };
    m = /^court-slot-(\d+)$/.exec(t);
    if (m) return { role: "court-slot", gmNotes: m[1] };
    m = /^ambition-(.+)$/.exec(t);
    if (m) return { role: "ambition-box", gmNotes: m[1] };
    if (/^resource-slot-\d+$/.test(t)) return { role: "resources-zone", colour: boardColour };
  }
  return undefined;
}

export interface GateResult {
  findings: string[];
  /** every footprint the gate read, by object (for the picture) */
  footprints: { object: PlacedObject; footprint: Footprint }[];
}

export function geometryGate(objects: readonly PlacedObject[], sizes: AssetSizes): GateResult {
  const findings: string[] = [];
  const fps = objects.flatMap((o) => {
    const f = footprintOf(o, sizes);
    return f === undefined ? [] : [{ object: o, footprint: f }];
  });
  const zones = fps.filter((p) => p.footprint.kind === "zone" || p.footprint.kind === "hand");
  const boards = fps.filter((p) => p.footprint.kind === "board");
  const pieces = fps.filter((p) => p.footprint.kind === "piece");
  const table = fps.find((p) => p.footprint.kind === "table");

  // 1. zones of different roles
  for (let i = 0; i < zones.length; i++) {
    for (let j = i + 1; j < zones.length; j++) {
      const a = zones[i];
      const b = zones[j];
      const ra = zoneRole(a.object);
      const rb = zoneRole(b.object);
      if (ra === rb || allowedPair(ra, rb)) continue;
      const d = overlapDepth(a.footprint, b.footprint);
      if (d > TOUCH) findings.push(`zones overlap: ${label(a.object)} (${ra}) and ${label(b.object)} (${rb}), by ${d.toFixed(2)}`);
    }
  }

  // 2. the table and the surface
  if (table === undefined) findings.push("no table of ours: no object tagged table-surface (the save's own Table has no known surface)");
  const surface = table !== undefined ? table.footprint.top : TABLE_SURFACE_Y;
  for (const p of fps) {
    if (p === table) continue;
    if (table !== undefined && !within(p.footprint, table.footprint)) {
      findings.push(`off the table: ${label(p.object)} reaches beyond the edge of ${label(table.object)}`);
    }
    const f = p.footprint;
    if ((f.kind === "zone" || f.kind === "hand") && Math.abs(f.bottom - surface) > TOUCH) {
      findings.push(`zone not on the surface: ${label(p.object)} has its bottom at ${f.bottom.toFixed(2)}, the table ${table ? label(table.object) : "(none)"} its top at ${surface.toFixed(2)}`);
    }
    if (f.kind === "board" && Math.abs(f.bottom - surface) > TOUCH) {
      findings.push(`board not resting on the table: ${label(p.object)} has its bottom at ${f.bottom.toFixed(2)}, the table ${table ? label(table.object) : "(none)"} its top at ${surface.toFixed(2)}`);
    }
  }

  // 3. snap points inside the zone of their role
  for (const p of fps) {
    const snaps = p.object.AttachedSnapPoints;
    if (!Array.isArray(snaps) || p.object.Transform === undefined) continue;
    const colour = (p.object.Tags ?? []).find((t) => COLOUR_TAGS.includes(t));
    for (const s of snaps as { Position: { x: number; y: number; z: number }; Tags?: string[] }[]) {
      const want = snapZone(s.Tags ?? [], colour);
      if (want === undefined) continue;
      const w = localToWorld(p.object.Transform as unknown as Transform, s.Position.x, s.Position.y, s.Position.z);
      const candidates = zones.filter((z) =>
        zoneRole(z.object) === want.role &&
        (want.gmNotes === undefined || z.object.GMNotes === want.gmNotes) &&
        (want.colour === undefined || (z.object.Tags ?? []).includes(want.colour)));
      const what = `snap point ${(s.Tags ?? []).join("+")} of ${label(p.object)}`;
      if (candidates.length === 0) findings.push(`${what}: no ${want.role} zone ${want.gmNotes ?? want.colour ?? ""} to lie in`);
      else if (!candidates.some((z) => containsPoint(z.footprint, w.x, w.z))) {
        findings.push(`${what} lies outside ${label(candidates[0].object)} (${want.role})`);
      }
    }
  }

  // 4. objects that overlap
  for (let i = 0; i < boards.length; i++) {
    for (let j = i + 1; j < boards.length; j++) {
      const d = overlapDepth(boards[i].footprint, boards[j].footprint);
      if (d > TOUCH) findings.push(`boards overlap: ${label(boards[i].object)} and ${label(boards[j].object)}, by ${d.toFixed(2)}`);
    }
  }
  const support = new Map<(typeof pieces)[number], (typeof boards)[number] | undefined>();
  for (const p of pieces) {
    const on = boards.find((b) => containsPoint(b.footprint, p.footprint.cx, p.footprint.cz, 0));
    support.set(p, on);
    const floor = on !== undefined ? on.footprint.top : surface;
    const low = p.footprint.heightAssumed === true ? (p.footprint.bottom + p.footprint.top) / 2 : p.footprint.bottom;
    if (low < floor - TOUCH) {
      findings.push(`sunk: ${label(p.object)} has its ${p.footprint.heightAssumed === true ? "centre" : "bottom"} at ${low.toFixed(2)}, below the top of ${on ? label(on.object) : table ? label(table.object) : "the table"} (${floor.toFixed(2)})`);
    }
    if (on !== undefined && !within(p.footprint, on.footprint, TOUCH)) {
      findings.push(`over an edge: ${label(p.object)} lies partly on ${label(on.object)}`);
    }
    if (on === undefined) {
      for (const b of boards) {
        const d = overlapDepth(p.footprint, b.footprint);
        if (d > TOUCH) findings.push(`over an edge: ${label(p.object)} lies partly on ${label(b.object)}, by ${d.toFixed(2)}`);
      }
    }
  }
  for (let i = 0; i < pieces.length; i++) {
    for (let j = i + 1; j < pieces.length; j++) {
      const a = pieces[i].footprint;
      const b = pieces[j].footprint;
      const stacked = Math.abs(a.cx - b.cx) < 0.05 && Math.abs(a.cz - b.cz) < 0.05;
      if (stacked) continue;
      const d = overlapDepth(a, b);
      if (d > TOUCH) findings.push(`objects overlap: ${label(pieces[i].object)} and ${label(pieces[j].object)}, by ${d.toFixed(2)}`);
    }
  }

  // 5. card slots with a margin
  for (const z of zones) {
    if (!CARD_SLOT_ROLES.includes(zoneRole(z.object))) continue;
    const roomX = z.footprint.hx - (CARD.w / 2) * CARD_SCALE;
    const roomZ = z.footprint.hz - (CARD.d / 2) * CARD_SCALE;
    if (Math.min(roomX, roomZ) < SLOT_MARGIN - 1e-6) {
      findings.push(`slot without a margin: ${label(z.object)} leaves ${roomX.toFixed(2)} x ${roomZ.toFixed(2)} around a card (at least ${SLOT_MARGIN} each side wanted)`);
    }
  }
  return { findings, footprints: fps };
}
