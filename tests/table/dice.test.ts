/**
 * The battle dice of the BUILT save are fair cubes (issue "TTS fidelity", item 2): a die scaled
 * (0.55, 1, 0.55) is a tall prism whose top and bottom faces almost never land up. Every die's mesh
 * extent times its scale must be a cube, and each RotationValue must bring its own face on top.
 * (That OBJ import mirrors X is an assumption, listed in docs/table-geometry.md; the RotationValues
 * below follow it, so the face on top for each rotation is checked under that same assumption.)
 */
import * as fs from "node:fs";
import { fileURLToPath } from "node:url";
import { unityNormal, unityRotate } from "../../tools/render/dieMesh";
import { builtSave } from "../support/builtSave";

type Die = {
  Nickname?: string;
  Tags?: string[];
  Transform: { scaleX: number; scaleY: number; scaleZ: number };
  CustomMesh?: { MeshURL: string; TypeIndex: number };
  RotationValues?: { Value: number | string; Rotation: { x: number; y: number; z: number } }[];
};

const dice = builtSave()
  .allObjects()
  .filter((o) => (o as unknown as Die).CustomMesh?.TypeIndex === 2) as unknown as Die[];

function meshExtent(url: string): [number, number, number] {
  const text = fs.readFileSync(fileURLToPath(url), "utf8");
  const lo = [Infinity, Infinity, Infinity];
  const hi = [-Infinity, -Infinity, -Infinity];
  for (const line of text.split("\n")) {
    if (!line.startsWith("v ")) continue;
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    for (let k = 0; k < 3; k++) {
      lo[k] = Math.min(lo[k], v[k]);
      hi[k] = Math.max(hi[k], v[k]);
    }
  }
  return [hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2]];
}

test("there are 18 battle dice (6 of each type); the campaign's event and number dice are apart", () => {
  expect(dice.filter((d) => !(d.Tags ?? []).includes("campaign"))).toHaveLength(18);
  expect(dice.filter((d) => (d.Tags ?? []).includes("campaign")).map((d) => d.Nickname).sort()).toEqual(["Event die", "Number die"]);
});

test("every die is a cube: mesh extent x scale is the same on all three axes", () => {
  for (const d of dice) {
    const [ex, ey, ez] = meshExtent(d.CustomMesh!.MeshURL);
    const size = [ex * d.Transform.scaleX, ey * d.Transform.scaleY, ez * d.Transform.scaleZ];
    expect({ die: d.Nickname, size }).toEqual({ die: d.Nickname, size: [size[0], size[0], size[0]] });
  }
});

test("each RotationValue brings exactly its own face on top", () => {
  for (const d of dice) {
    const values = d.RotationValues!;
    expect(values).toHaveLength(6);
    values.forEach((r, i) => {
      for (let face = 1; face <= 6; face++) {
        const up = unityRotate(r.Rotation, unityNormal(face));
        expect({ die: d.Nickname, value: r.Value, face, onTop: Math.abs(up[1] - 1) < 1e-9 }).toEqual({
          die: d.Nickname, value: r.Value, face, onTop: face === i + 1,
        });
      }
    });
  }
});
