/**
 * Our own table (docs/table-geometry.md "The table"): a box mesh whose TOP face is the mesh's
 * origin plane (y = 0) and which reaches `thickness` below it, `width` along x and `depth` along z,
 * centred on the origin in x and z; and the plain cloth texture it wears. The table object
 * (objects/Table.*.json) lies at y = TABLE_SURFACE_Y, so its top is the surface every object of the
 * layout rests on, at a height we know rather than one of TTS's own tables.
 */
import { rect, svgDoc } from "./svg";

function fmt(v: number): string {
  const r = Math.round(v * 1e4) / 1e4;
  return (Object.is(r, -0) ? 0 : r).toString();
}

/** The box as OBJ text: 8 vertices, the whole texture on the top face, 12 triangles CCW from outside. */
export function tableObj(width: number, depth: number, thickness: number): string {
  const x = width / 2;
  const z = depth / 2;
  const t = thickness;
  const v: [number, number, number][] = [
    [-x, 0, -z], [x, 0, -z], [x, 0, z], [-x, 0, z], // top 1-4
    [-x, -t, -z], [x, -t, -z], [x, -t, z], [-x, -t, z], // bottom 5-8
  ];
  const vt = [[0, 0], [1, 0], [1, 1], [0, 1]];
  // [vertex, uv] triples; the sides and bottom take the texture's corner (one colour).
  const faces: [number, number][][] = [
    [[1, 1], [4, 4], [3, 3]], [[1, 1], [3, 3], [2, 2]], // top (+y)
    [[5, 1], [6, 1], [7, 1]], [[5, 1], [7, 1], [8, 1]], // bottom (-y)
    [[1, 1], [2, 1], [6, 1]], [[1, 1], [6, 1], [5, 1]], // -z side
    [[3, 1], [4, 1], [8, 1]], [[3, 1], [8, 1], [7, 1]], // +z side
    [[4, 1], [1, 1], [5, 1]], [[4, 1], [5, 1], [8, 1]], // -x side
    [[2, 1], [3, 1], [7, 1]], [[2, 1], [7, 1], [6, 1]], // +x side
  ];
  return (
    "# Arcs table top (tools/render/tableMesh.ts)\n" +
    v.map((p) => `v ${p.map(fmt).join(" ")}`).join("\n") + "\n" +
    vt.map((p) => `vt ${p.join(" ")}`).join("\n") + "\n" +
    faces.map((f) => `f ${f.map(([a, b]) => `${a}/${b}`).join(" ")}`).join("\n") + "\n"
  );
}

/** The table's cloth: a plain dark felt with a lighter rim (the texture's corner colours the sides). */
export function renderTableTop(): string {
  const s = 256;
  return svgDoc(s, s, rect(0, 0, s, s, `fill="#2f3a33"`) + rect(6, 6, s - 12, s - 12, `fill="#26302a"`));
}
