/**
 * What an object measures in the fake (api Object `getBounds`, `getBoundsNormalized`): the size of
 * its collider box at scale 1, times its scale. `getBoundsNormalized` is that box "as if it was
 * rotated to {0,0,0}"; `getBounds` the world axis-aligned box around it as it lies (a map turned 270
 * degrees reads long side along z; a die lying tilted reads bigger). Sizes at scale 1 follow the
 * build's assumptions (docs/table-geometry.md): a Custom_Tile's short side is 2 units and the long
 * side keeps its image's aspect (read from the PNG the save points at), a card is 2.14 x 3.0 (a deck
 * the same, thicker), a Custom_Model die a 1-unit cube; anything else a unit box.
 */
import * as fs from "node:fs";
import { fileURLToPath } from "node:url";
import type { FakeObject, Vec } from "./world";

const CARD = { x: 2.14, y: 0.02, z: 3.0 };
const pngSizes = new Map<string, { w: number; h: number } | undefined>();

function pngSize(url: unknown): { w: number; h: number } | undefined {
  if (typeof url !== "string" || !url.startsWith("file://")) return undefined;
  if (pngSizes.has(url)) return pngSizes.get(url);
  let size: { w: number; h: number } | undefined;
  try {
    const fd = fs.openSync(fileURLToPath(url), "r");
    const head = Buffer.alloc(24);
    fs.readSync(fd, head, 0, 24, 0);
    fs.closeSync(fd);
    size = { w: head.readUInt32BE(16), h: head.readUInt32BE(20) };
  } catch {
    size = undefined;
  }
  pngSizes.set(url, size);
  return size;
}

/** The object's collider box at scale 1 (x, y, z), unrotated. */
export function unitExtent(o: FakeObject): Vec {
  if (o.isCard) return CARD;
  if (o.isDeck) return { x: CARD.x, y: CARD.y * Math.max(1, o.contents.length), z: CARD.z };
  if (o.name === "Custom_Tile" || o.name === "Custom_Token") {
    const image = o.data.CustomImage as { ImageURL?: unknown; CustomTile?: { Thickness?: number } } | undefined;
    const size = pngSize(image?.ImageURL);
    const y = image?.CustomTile?.Thickness ?? 0.2;
    if (size === undefined || size.h === 0 || size.w === 0) return { x: 2, y, z: 2 };
    return size.w >= size.h ? { x: (2 * size.w) / size.h, y, z: 2 } : { x: 2, y, z: (2 * size.h) / size.w };
  }
  if (o.name === "Custom_Model" && o.data.RotationValues !== undefined) return { x: 1, y: 1, z: 1 };
  return { x: 1, y: 1, z: 1 };
}

/** Unity's rotation (Z, then X, then Y; degrees) as a 3x3 matrix, rows = world axes. */
function rotationMatrix(r: Vec): number[][] {
  const rad = (d: number) => (d * Math.PI) / 180;
  const [cx, sx, cy, sy, cz, sz] = [Math.cos(rad(r.x)), Math.sin(rad(r.x)), Math.cos(rad(r.y)), Math.sin(rad(r.y)), Math.cos(rad(r.z)), Math.sin(rad(r.z))];
  // R = Ry * Rx * Rz
  return [
    [cy * cz + sy * sx * sz, -cy * sz + sy * sx * cz, sy * cx],
    [cx * sz, cx * cz, -sx],
    [-sy * cz + cy * sx * sz, sy * sz + cy * sx * cz, cy * cx],
  ];
}

export function normalizedSize(o: FakeObject): Vec {
  const u = unitExtent(o);
  return { x: u.x * o.scale.x, y: u.y * o.scale.y, z: u.z * o.scale.z };
}

/** The world axis-aligned box around the rotated object. */
export function worldSize(o: FakeObject): Vec {
  const s = normalizedSize(o);
  const m = rotationMatrix(o.rotation);
  const axis = (i: number) => Math.abs(m[i][0]) * s.x + Math.abs(m[i][1]) * s.y + Math.abs(m[i][2]) * s.z;
  return { x: axis(0), y: axis(1), z: axis(2) };
}
