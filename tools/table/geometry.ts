/**
 * THE one place where layout coordinates (normalised image coordinates from tools/render) become
 * TTS coordinates. Evidence and the choice are in docs/table-geometry.md. The assumptions:
 *
 *  1. A Custom_Tile at scale 1 whose image is W x H pixels spans, in LOCAL units,
 *     x in [-W/H, W/H] and z in [-1, 1] when W >= H (the short side is 2 units, the long side keeps
 *     the image's aspect); for a portrait image x in [-1, 1], z in [-H/W, H/W]. ("Stretch": true.)
 *  2. Seen from above, the image's TOP edge lies towards local -Z and its RIGHT edge towards
 *     local -X (so a tile at rotY = 180 reads upright to a player sitting at -Z, as TTS spawns
 *     objects for the south seat).
 *  3. AttachedSnapPoints are in local, unscaled units; world = position + rotY(scale * local).
 *
 * If a check in TTS shows one of these wrong, fix it HERE (halfExtents / spotToLocal); snap points,
 * zones and the table tests all go through these functions.
 */

export interface NormSpot {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Transform {
  posX: number;
  posY: number;
  posZ: number;
  rotX: number;
  rotY: number;
  rotZ: number;
  scaleX: number;
  scaleY: number;
  scaleZ: number;
}

/** Half extents (local units, scale 1) of a Custom_Tile showing a W x H image. */
export function halfExtents(imageW: number, imageH: number): { hx: number; hz: number } {
  return imageW >= imageH ? { hx: imageW / imageH, hz: 1 } : { hx: 1, hz: imageH / imageW };
}

/** A normalised spot -> local centre and size (x, z; width along x, depth along z). */
export function spotToLocal(s: NormSpot, imageW: number, imageH: number): { x: number; z: number; w: number; d: number } {
  const { hx, hz } = halfExtents(imageW, imageH);
  return { x: (0.5 - s.x) * 2 * hx, z: (s.y - 0.5) * 2 * hz, w: s.w * 2 * hx, d: s.h * 2 * hz };
}

/** Unity's rotation about +Y (degrees) of a horizontal vector. */
export function rotateY(deg: number, x: number, z: number): { x: number; z: number } {
  const r = (deg * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  return { x: x * c + z * s, z: -x * s + z * c };
}

/** Local point of a flat (rotX = rotZ = 0) object -> world point. */
export function localToWorld(t: Transform, x: number, y: number, z: number): { x: number; y: number; z: number } {
  const p = rotateY(t.rotY, x * t.scaleX, z * t.scaleZ);
  return { x: t.posX + p.x, y: t.posY + y * t.scaleY, z: t.posZ + p.z };
}

/** World point -> local point of a flat object (inverse of localToWorld). */
export function worldToLocal(t: Transform, x: number, y: number, z: number): { x: number; y: number; z: number } {
  const p = rotateY(-t.rotY, x - t.posX, z - t.posZ);
  return { x: p.x / t.scaleX, y: (y - t.posY) / t.scaleY, z: p.z / t.scaleZ };
}

/** A spot of a flat tile -> world centre and world size (width along the tile's x, depth along z). */
export function spotToWorld(t: Transform, s: NormSpot, imageW: number, imageH: number): { x: number; z: number; w: number; d: number } {
  const l = spotToLocal(s, imageW, imageH);
  const p = localToWorld(t, l.x, 0, l.z);
  return { x: p.x, z: p.z, w: l.w * Math.abs(t.scaleX), d: l.d * Math.abs(t.scaleZ) };
}

/** Rounds to 4 decimals (stable, compact JSON; -0 becomes 0). */
export function r4(v: number): number {
  const r = Math.round(v * 1e4) / 1e4;
  return Object.is(r, -0) ? 0 : r;
}
