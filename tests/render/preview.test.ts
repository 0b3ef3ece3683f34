/** build/preview/ shows every asset of the table, grouped under headings (issue 16 item 6). */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { groupOf, meshWireframeSvg, writePreview } from "../../tools/render/contactSheet";
import { tablePlanSvg } from "../../tools/render/tablePlan";
import { builtSave } from "../support/builtSave";

const CUBE = "v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nv 0 0 1\nv 1 0 1\nv 1 1 1\nv 0 1 1\nf 1 2 3 4\nf 5 6 7 8\nf 1 2 6 5\n";
const PNG_1X1 = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8ffff3f0005fe02fea7d6a4e60000000049454e44ae426082", "hex");

test("every asset appears under its heading; a mesh is drawn as a wireframe; no raw timings", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-preview-"));
  const assets = new Map([
    ["deck-court", { ext: "png", bytes: PNG_1X1 }],
    ["city-red-fresh", { ext: "png", bytes: PNG_1X1 }],
    ["play-mat", { ext: "png", bytes: PNG_1X1 }],
    ["ship-mesh", { ext: "obj", bytes: Buffer.from(CUBE) }],
  ]);
  const written = writePreview(dir, assets);
  const html = fs.readFileSync(path.join(dir, "index.html"), "utf8");
  for (const name of assets.keys()) expect(html).toContain(`<b>${name}</b>`);
  expect(html).toContain("<h2>Cities and starports (fresh and damaged)</h2>");
  expect(html).toContain("<h2>Meshes (wireframe, seen from above at an angle)</h2>");
  expect(html).not.toMatch(/Timings/);
  expect(written).toContain("ship-mesh.wireframe.png");
  expect(fs.readFileSync(path.join(dir, "ship-mesh.wireframe.png")).subarray(1, 4).toString()).toBe("PNG");
  expect(meshWireframeSvg(CUBE)).toMatch(/<polygon points="[\d.,\s]+"/);
});

test("groups: boards, mat and tray together; pieces; tokens; dice; meshes", () => {
  expect(groupOf("play-mat")).toBe(groupOf("map-board"));
  expect(groupOf("dice-tray")).toBe(groupOf("player-board-red"));
  expect(groupOf("starport-blue-damaged")).toBe("Cities and starports (fresh and damaged)");
  expect(groupOf("die-mesh")).toMatch(/^Meshes/);
  expect(groupOf("die-raid-atlas")).toBe("Dice");
});

test("the real build's preview shows every asset it wrote", () => {
  const b = builtSave();
  const preview = path.join(b.outDir, "preview", "index.html");
  expect(fs.existsSync(preview)).toBe(true);
  const html = fs.readFileSync(preview, "utf8");
  const names = fs.readdirSync(path.join(b.outDir, "assets")).map((f) => f.replace(/\.[0-9a-f]{10}\.(png|obj)$/, ""));
  expect(names.length).toBeGreaterThan(50);
  for (const n of names) expect({ n, shown: html.includes(`<b>${n}</b>`) }).toEqual({ n, shown: true });
});

test("the preview shows the table from above: every seat, and an arrow to the top of each board's image", () => {
  const svg = tablePlanSvg(builtSave().allObjects() as never);
  for (const seat of ["Red", "Blue", "Yellow", "White"]) expect(svg).toContain(`${seat} seat`);
  // The map, the play mat and four player boards, each with its arrow.
  expect(svg.match(/marker-end="url\(#head\)"/g)).toHaveLength(6);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-plan-"));
  writePreview(dir, new Map(), [], undefined, svg);
  expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toContain("<h2>The table from above</h2>");
});
