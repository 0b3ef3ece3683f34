/**
 * A cube mesh (OBJ text) for a TTS Custom_Model die (CustomMesh.TypeIndex 2 = dice) whose faces
 * map to the cells of the dice.ts atlas, and the matching TTS RotationValues.
 *
 * FACE ORDER (OBJ frame: right-handed, +Y up; opposite faces sum to 7):
 *   face 1: +Y (top)   face 6: -Y (bottom)
 *   face 2: +Z         face 5: -Z
 *   face 3: +X         face 4: -X
 * Face i shows atlas cell col = (i-1) % 3, row = floor((i-1)/3) (row 0 = top of the image;
 * OBJ v = 0 is the bottom of the image). Side faces read upright with +Y up; the top face reads
 * upright seen from +Z, the bottom face seen from -Z. The cube is 1 unit, centred on the origin.
 *
 * TTS is Unity (left-handed). Unity OBJ importers, TTS's included, are assumed to negate X
 * (OBJ +X -> Unity -X) — the usual right- to left-handed conversion that keeps images unmirrored.
 * `dieRotationValues({ mirrorX })` follows the same assumption (default true); if a table test
 * shows faces 3 and 4 swapped, pass mirrorX: false and nothing else changes.
 */
import { ATLAS_COLS, ATLAS_ROWS, atlasCell } from "./dice";

type V3 = [number, number, number];

/** Outward normal of each face index 1..6 in the OBJ frame. */
export const FACE_NORMALS: Record<number, V3> = {
  1: [0, 1, 0],
  6: [0, -1, 0],
  2: [0, 0, 1],
  5: [0, 0, -1],
  3: [1, 0, 0],
  4: [-1, 0, 0],
};

/** Image-up direction of each face, as seen from outside (OBJ frame). */
const FACE_UP: Record<number, V3> = {
  1: [0, 0, -1],
  6: [0, 0, 1],
  2: [0, 1, 0],
  5: [0, 1, 0],
  3: [0, 1, 0],
  4: [0, 1, 0],
};

function cross(a: V3, b: V3): V3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

function fmt(v: number): string {
  const r = Math.round(v * 1e6) / 1e6;
  return (Object.is(r, -0) ? 0 : r).toString();
}

/** UV rectangle of a face's atlas cell, inset by `inset` (fraction of a cell) against bleeding. */
export function faceUvRect(index: number, inset = 0.01): { u0: number; v0: number; u1: number; v1: number } {
  const { col, row } = atlasCell(index);
  const cw = 1 / ATLAS_COLS;
  const ch = 1 / ATLAS_ROWS;
  return {
    u0: (col + inset) * cw,
    u1: (col + 1 - inset) * cw,
    v0: 1 - (row + 1 - inset) * ch,
    v1: 1 - (row + inset) * ch,
  };
}

export interface DieMeshOptions {
  /** Edge length (default 1). */
  size?: number;
}

/** The cube as OBJ text: 24 vertices (4 per face), 24 UVs, 6 normals, 12 triangles, CCW from outside. */
export function dieObj(opts: DieMeshOptions = {}): string {
  const h = (opts.size ?? 1) / 2;
  const v: string[] = [];
  const vt: string[] = [];
  const vn: string[] = [];
  const f: string[] = [];
  for (let i = 1; i <= 6; i++) {
    const nrm = FACE_NORMALS[i];
    const up = FACE_UP[i];
    const right = cross(up, nrm);
    const c: V3 = [nrm[0] * h, nrm[1] * h, nrm[2] * h];
    const corner = (a: number, b: number): V3 => [c[0] + (right[0] * a + up[0] * b) * h, c[1] + (right[1] * a + up[1] * b) * h, c[2] + (right[2] * a + up[2] * b) * h];
    const uv = faceUvRect(i);
    // BL, BR, TR, TL
    const corners: [V3, number, number][] = [
      [corner(-1, -1), uv.u0, uv.v0],
      [corner(1, -1), uv.u1, uv.v0],
      [corner(1, 1), uv.u1, uv.v1],
      [corner(-1, 1), uv.u0, uv.v1],
    ];
    const base = (i - 1) * 4;
    for (const [p, u, w] of corners) {
      v.push(`v ${fmt(p[0])} ${fmt(p[1])} ${fmt(p[2])}`);
      vt.push(`vt ${fmt(u)} ${fmt(w)}`);
    }
    vn.push(`vn ${fmt(nrm[0])} ${fmt(nrm[1])} ${fmt(nrm[2])}`);
    const k = (j: number) => `${base + j + 1}/${base + j + 1}/${i}`;
    f.push(`f ${k(0)} ${k(1)} ${k(2)}`, `f ${k(0)} ${k(2)} ${k(3)}`);
  }
  return ["# Arcs battle die: cube with atlas UVs (tools/render/dieMesh.ts). Face i -> atlas cell i.", "o die", ...v, ...vt, ...vn, "s off", ...f, ""].join("\n");
}

// ---- TTS RotationValues -----------------------------------------------------------------------

export interface RotationValue {
  Value: number | string;
  Rotation: { x: number; y: number; z: number };
}

/** Unity Euler (degrees; applied Z, then X, then Y) applied to a vector. */
export function unityRotate(euler: { x: number; y: number; z: number }, v: V3): V3 {
  const r = (d: number) => (d * Math.PI) / 180;
  const [cx, sx] = [Math.cos(r(euler.x)), Math.sin(r(euler.x))];
  const [cy, sy] = [Math.cos(r(euler.y)), Math.sin(r(euler.y))];
  const [cz, sz] = [Math.cos(r(euler.z)), Math.sin(r(euler.z))];
  let [x, y, z] = v;
  [x, y] = [x * cz - y * sz, x * sz + y * cz];
  [y, z] = [y * cx - z * sx, y * sx + z * cx];
  [x, z] = [x * cy + z * sy, -x * sy + z * cy];
  return [x, y, z];
}

/** A face's outward normal in TTS (Unity) local space. */
export function unityNormal(index: number, mirrorX = true): V3 {
  const [x, y, z] = FACE_NORMALS[index];
  return [mirrorX ? -x : x, y, z];
}

const CANDIDATES = [
  { x: 0, y: 0, z: 0 },
  { x: 180, y: 0, z: 0 },
  { x: 90, y: 0, z: 0 },
  { x: 270, y: 0, z: 0 },
  { x: 0, y: 0, z: 90 },
  { x: 0, y: 0, z: 270 },
];

/**
 * TTS RotationValues for the die: for each face, the object rotation at which that face points
 * up (so getRotationValue() returns its value). `value(i)` gives the Value (default: the index).
 */
export function dieRotationValues(opts: { mirrorX?: boolean; value?: (index: number) => number | string } = {}): RotationValue[] {
  const out: RotationValue[] = [];
  for (let i = 1; i <= 6; i++) {
    const nrm = unityNormal(i, opts.mirrorX ?? true);
    const rot = CANDIDATES.find((e) => {
      const [x, y, z] = unityRotate(e, nrm);
      return Math.abs(x) < 1e-9 && Math.abs(y - 1) < 1e-9 && Math.abs(z) < 1e-9;
    });
    if (!rot) throw new Error(`dieRotationValues: no rotation brings face ${i} up`);
    out.push({ Value: opts.value ? opts.value(i) : i, Rotation: { ...rot } });
  }
  return out;
}
