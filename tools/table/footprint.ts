/**
 * Where an object of the save lies on the table, seen from above: its footprint (a box turned about
 * Y, half extents along its own x and z) and its height range. The top-down picture
 * (tools/render/tableView.ts) and the geometry gate (tools/table/geometryGate.ts) both read objects
 * through this one function, so what the picture shows is what the gate checks.
 *
 * Sizes come from the project's geometry rules (geometry.ts `halfExtents` for Custom_Tiles, the
 * table's own mesh, OBJ bounds for Custom_Models) and, for TTS's built-in objects whose size no
 * document gives (cards, bags, notecards), from the assumptions below (docs/table-geometry.md).
 */
import { halfExtents, rotateY } from "./geometry";

/** The top of our table (the `table-surface` object): every object rests on it at load. */
export const TABLE_SURFACE_Y = 0.9;

/**
 * The table top, world units: the whole layout, the campaign area included, with a margin. The
 * table object (objects/Table.*.json) is a box mesh of exactly this size, its top face at
 * TABLE_SURFACE_Y (tools/render/tableMesh.ts); tests/table/geometryGate.test.ts holds them together.
 */
export const TABLE_TOP = { x0: -38, x1: 56, z0: -30, z1: 30, thickness: 1 };

/**
 * A TTS card at scale 1, seen from above: about 2.14 x 3.0 units (src/tts/lib/assumptions.ts SIZES
 * "action card" is this times 1.15; unverified in TTS, `!arcs check` measures it). A card is thin:
 * 0.02 assumed, per card in a deck.
 */
export const CARD = { w: 2.14, d: 3.0, thick: 0.02 };
/** TTS's built-in bag at scale 1: assumed about 2 units across and 2 high (not documented). */
export const BAG = { across: 2, high: 2 };
/** TTS's notecard at scale 1: assumed about 2 x 1.4 units (not documented). */
export const NOTECARD = { w: 2, d: 1.4 };

export type FootprintKind = "table" | "zone" | "hand" | "board" | "piece";

export interface Footprint {
  /** the object's Nickname (or Name), as findings name it */
  name: string;
  kind: FootprintKind;
  /** round things (bags, round tiles) are drawn as circles; the gate treats them as their box */
  round: boolean;
  cx: number;
  cz: number;
  /** half extents along the object's own x and z, world units */
  hx: number;
  hz: number;
  rotY: number;
  bottom: number;
  top: number;
  /** its height is a guess (TTS's bags): only its centre is checked against what it lies on */
  heightAssumed?: boolean;
}

/** The save fields the footprint reads. */
export interface PlacedObject {
  Name: string;
  Nickname?: string;
  GUID?: string;
  Tags?: string[];
  GMNotes?: string;
  Locked?: boolean;
  Transform?: { posX: number; posY: number; posZ: number; rotX?: number; rotY: number; rotZ?: number; scaleX: number; scaleY: number; scaleZ: number };
  CustomImage?: { ImageURL?: string; CustomTile?: { Type?: number; Thickness?: number } };
  CustomMesh?: { MeshURL?: string };
  ContainedObjects?: unknown[];
  DeckCount?: number;
  [key: string]: unknown;
}

/** What the footprint needs to know of the assets: an image's pixel size, a mesh's bounds. */
export interface AssetSizes {
  image(url: string): { w: number; h: number } | undefined;
  mesh(url: string): MeshBounds | undefined;
}

export interface MeshBounds {
  min: [number, number, number];
  max: [number, number, number];
}

/** The bounds of an OBJ mesh's vertices. */
export function objBounds(obj: string): MeshBounds | undefined {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  let any = false;
  for (const line of obj.split("\n")) {
    const p = line.trim().split(/\s+/);
    if (p[0] !== "v") continue;
    any = true;
    for (let i = 0; i < 3; i++) {
      const v = Number(p[i + 1]);
      min[i] = Math.min(min[i], v);
      max[i] = Math.max(max[i], v);
    }
  }
  return any ? { min, max } : undefined;
}

export function nameOf(o: PlacedObject): string {
  return o.Nickname !== undefined && o.Nickname !== "" ? o.Nickname : o.Name;
}

/** The object's footprint, or undefined when it has no transform. */
export function footprintOf(o: PlacedObject, sizes: AssetSizes): Footprint | undefined {
  const t = o.Transform;
  if (t === undefined) return undefined;
  const base = { name: nameOf(o), cx: t.posX, cz: t.posZ, rotY: t.rotY, round: false };
  const box = (kind: FootprintKind, hx: number, hz: number, halfHigh: number, round = false): Footprint => ({
    ...base, kind, round, hx, hz, bottom: t.posY - halfHigh, top: t.posY + halfHigh,
  });
  const sx = Math.abs(t.scaleX);
  const sy = Math.abs(t.scaleY);
  const sz = Math.abs(t.scaleZ);
  if (o.Name === "ScriptingTrigger") return box("zone", sx / 2, sz / 2, sy / 2);
  if (o.Name === "HandTrigger") return box("hand", sx / 2, sz / 2, sy / 2);
  if (o.Name === "Custom_Tile") {
    const img = o.CustomImage?.ImageURL !== undefined ? sizes.image(o.CustomImage.ImageURL) : undefined;
    const { hx, hz } = img === undefined ? { hx: 1, hz: 1 } : halfExtents(img.w, img.h);
    const thick = (o.CustomImage?.CustomTile?.Thickness ?? 0.2) * sy;
    const type = o.CustomImage?.CustomTile?.Type ?? 0;
    return box(o.Locked === true ? "board" : "piece", hx * sx, hz * sz, thick / 2, type === 2);
  }
  if (o.Name === "Custom_Model") {
    const b = o.CustomMesh?.MeshURL !== undefined ? sizes.mesh(o.CustomMesh.MeshURL) : undefined;
    const m = b ?? { min: [-0.5, -0.5, -0.5], max: [0.5, 0.5, 0.5] };
    const isTable = (o.Tags ?? []).includes("table-surface");
    // Off-centre meshes (a table whose top face is its origin): the box around the mesh's centre.
    const c = rotateY(t.rotY, ((m.min[0] + m.max[0]) / 2) * sx, ((m.min[2] + m.max[2]) / 2) * sz);
    return {
      ...base,
      cx: t.posX + c.x,
      cz: t.posZ + c.z,
      kind: isTable ? "table" : o.Locked === true ? "board" : "piece",
      hx: ((m.max[0] - m.min[0]) / 2) * sx,
      hz: ((m.max[2] - m.min[2]) / 2) * sz,
      bottom: t.posY + m.min[1] * sy,
      top: t.posY + m.max[1] * sy,
    };
  }
  if (o.Name === "CardCustom" || o.Name === "Card" || o.Name === "DeckCustom" || o.Name === "Deck") {
    const cards = o.Name.startsWith("Deck") ? Math.max(1, o.DeckCount ?? (o.ContainedObjects ?? []).length) : 1;
    return box("piece", (CARD.w / 2) * sx, (CARD.d / 2) * sz, (CARD.thick * cards * sy) / 2);
  }
  if (o.Name === "Bag" || o.Name === "Infinite_Bag") return { ...box("piece", (BAG.across / 2) * sx, (BAG.across / 2) * sz, (BAG.high / 2) * sy, true), heightAssumed: true };
  if (o.Name === "Notecard") return box(o.Locked === true ? "board" : "piece", (NOTECARD.w / 2) * sx, (NOTECARD.d / 2) * sz, 0.01);
  return box("piece", 0.5 * sx, 0.5 * sz, 0.5 * sy);
}

/** The four corners of a footprint, world x/z. */
export function corners(f: Footprint): { x: number; z: number }[] {
  return [[-1, -1], [1, -1], [1, 1], [-1, 1]].map(([a, b]) => {
    const p = rotateY(f.rotY, a * f.hx, b * f.hz);
    return { x: f.cx + p.x, z: f.cz + p.z };
  });
}

/**
 * How far two footprints overlap: the shortest overlap of their shadows on the axes of both boxes
 * (separating axes); 0 or less when they are apart or only touch.
 */
export function overlapDepth(a: Footprint, b: Footprint): number {
  const ca = corners(a);
  const cb = corners(b);
  let depth = Infinity;
  for (const f of [a, b]) {
    for (const deg of [f.rotY, f.rotY + 90]) {
      const r = (deg * Math.PI) / 180;
      // the box's own x axis in world terms (rotateY of (1, 0)), then its z axis
      const ax = Math.cos(r);
      const az = -Math.sin(r);
      const proj = (cs: { x: number; z: number }[]) => cs.map((c) => c.x * ax + c.z * az);
      const pa = proj(ca);
      const pb = proj(cb);
      const d = Math.min(Math.max(...pa), Math.max(...pb)) - Math.max(Math.min(...pa), Math.min(...pb));
      depth = Math.min(depth, d);
    }
  }
  return depth;
}

/** Does footprint `inner` lie wholly within `outer` (within `slack`)? */
export function within(inner: Footprint, outer: Footprint, slack = 1e-3): boolean {
  return corners(inner).every((c) => {
    const l = rotateY(-outer.rotY, c.x - outer.cx, c.z - outer.cz);
    return Math.abs(l.x) <= outer.hx + slack && Math.abs(l.z) <= outer.hz + slack;
  });
}

/** Is the world point inside the footprint (x/z)? */
export function containsPoint(f: Footprint, x: number, z: number, slack = 1e-3): boolean {
  const l = rotateY(-f.rotY, x - f.cx, z - f.cz);
  return Math.abs(l.x) <= f.hx + slack && Math.abs(l.z) <= f.hz + slack;
}
