import { DICE } from "../../src/core/data/dice";
import { dieObj, dieRotationValues, faceUvRect, unityNormal, unityRotate, FACE_NORMALS } from "../../tools/render/dieMesh";
import { renderDieAtlas, renderDieFace, atlasCell, DIE_CELL } from "../../tools/render/dice";
import { rasterize, pngInfo, svgToPng } from "../../tools/render/raster";

type V3 = [number, number, number];

function parseObj(obj: string) {
  const v: V3[] = [];
  const vt: [number, number][] = [];
  const faces: { v: number[]; vt: number[] }[] = [];
  for (const line of obj.split("\n")) {
    const p = line.trim().split(/\s+/);
    if (p[0] === "v") v.push([Number(p[1]), Number(p[2]), Number(p[3])]);
    else if (p[0] === "vt") vt.push([Number(p[1]), Number(p[2])]);
    else if (p[0] === "f") faces.push({ v: p.slice(1).map((s) => Number(s.split("/")[0]) - 1), vt: p.slice(1).map((s) => Number(s.split("/")[1]) - 1) });
  }
  return { v, vt, faces };
}

const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const norm = (a: V3): V3 => {
  const l = Math.hypot(...a);
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** Which face index (by atlas cell) a UV point lies in. */
function cellIndexOf(u: number, v: number): number {
  const col = Math.floor(u * 3);
  const row = Math.floor((1 - v) * 2);
  return row * 3 + col + 1;
}

describe("die mesh, atlas and RotationValues", () => {
  const mesh = parseObj(dieObj());

  test("12 triangles, CCW from outside; each triangle's normal is its face's normal and its UVs sit in that face's atlas cell", () => {
    expect(mesh.faces).toHaveLength(12);
    for (const f of mesh.faces) {
      const [a, b, c] = f.v.map((i) => mesh.v[i]);
      const n = norm(cross(sub(b, a), sub(c, a)));
      const idx = f.vt.map((t) => cellIndexOf(mesh.vt[t][0], mesh.vt[t][1]));
      expect(new Set(idx).size).toBe(1);
      const face = idx[0];
      const expected = FACE_NORMALS[face];
      expect(n.map((x) => Math.round(x) + 0)).toEqual(expected);
      // Centroid lies on the outward side (the triangle faces out).
      const centroid: V3 = [(a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3, (a[2] + b[2] + c[2]) / 3];
      expect(centroid[0] * n[0] + centroid[1] * n[1] + centroid[2] * n[2]).toBeGreaterThan(0);
    }
  });

  test("opposite faces sum to 7", () => {
    for (let i = 1; i <= 6; i++) expect(FACE_NORMALS[7 - i].map((x) => x + 0)).toEqual(FACE_NORMALS[i].map((x) => 0 - x + 0));
  });

  test.each([true, false])("RotationValues (mirrorX=%s): each rotation brings exactly the face with that Value up", (mirrorX) => {
    const rv = dieRotationValues({ mirrorX });
    expect(rv.map((r) => r.Value)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const r of rv) {
      for (let i = 1; i <= 6; i++) {
        const up = unityRotate(r.Rotation, unityNormal(i, mirrorX));
        expect(Math.abs(up[1] - 1) < 1e-9).toBe(i === r.Value);
      }
      // And that face's UVs are the atlas cell of the same index.
      const uv = faceUvRect(Number(r.Value));
      expect(cellIndexOf((uv.u0 + uv.u1) / 2, (uv.v0 + uv.v1) / 2)).toBe(r.Value);
    }
  });

  test("each atlas cell is the face of the same index, drawn from dice.ts symbols", () => {
    for (const d of DICE) {
      const faces = d.faces.map((f) => ({ index: f.index, symbols: f.symbols, label: f.label }));
      const atlas = rasterize(renderDieAtlas(d.type, faces));
      expect([atlas.width, atlas.height]).toEqual([3 * DIE_CELL, 2 * DIE_CELL]);
      for (const f of faces) {
        const cell = rasterize(renderDieFace(d.type, f));
        const { col, row } = atlasCell(f.index);
        let diff = 0;
        for (let y = 0; y < DIE_CELL; y += 4) {
          for (let x = 0; x < DIE_CELL; x += 4) {
            const ai = ((row * DIE_CELL + y) * atlas.width + col * DIE_CELL + x) * 3;
            const ci = (y * DIE_CELL + x) * 3;
            diff += Math.abs(atlas.rgb[ai] - cell.rgb[ci]) + Math.abs(atlas.rgb[ai + 1] - cell.rgb[ci + 1]) + Math.abs(atlas.rgb[ai + 2] - cell.rgb[ci + 2]);
          }
        }
        expect({ die: d.type, face: f.index, diff: diff / (64 * 64) < 2 }).toEqual({ die: d.type, face: f.index, diff: true });
      }
      expect(pngInfo(svgToPng(renderDieAtlas(d.type, faces))).colourType).toBe(2);
    }
  });

  test("faces with different symbols look different (blank vs hit on skirmish)", () => {
    const sk = DICE.find((d) => d.type === "skirmish")!;
    const blank = sk.faces.find((f) => f.symbols.length === 0)!;
    const hit = sk.faces.find((f) => f.symbols.includes("hit"))!;
    expect(renderDieFace("skirmish", blank)).not.toBe(renderDieFace("skirmish", hit));
  });
});
