/** build/preview/ shows every asset of the table, grouped under headings (issue 16 item 6). */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { groupOf, meshWireframeSvg, writePreview } from "../../tools/render/contactSheet";
import { tableViewPng } from "../../tools/render/tableView";
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

test("the preview shows the whole table and the play area from above, as SVG and PNG, linked from index.html (issue 34)", () => {
  const dir = path.join(builtSave().outDir, "preview");
  const html = fs.readFileSync(path.join(dir, "index.html"), "utf8");
  expect(html).toContain("<h2>The table from above</h2>");
  for (const name of ["table", "play-area"]) {
    expect(html).toContain(`<img src="${name}.png"`);
    expect(html).toContain(`<a href="${name}.svg">`);
    const svg = fs.readFileSync(path.join(dir, `${name}.svg`), "utf8");
    // the boards drawn with their own images, each seat's hand outlined and named
    for (const image of ["map-board.png", "play-mat.png", "player-board-red.png", "player-board-white.png"]) expect({ image, drawn: svg.includes(`href="${image}"`) }).toEqual({ image, drawn: true });
    expect(svg.match(/stroke-dasharray="10 6"/g)).toHaveLength(4);
    const png = fs.readFileSync(path.join(dir, `${name}.png`));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    // deterministic: the same SVG rasterises to the same bytes
    if (name === "play-area") expect(tableViewPng(svg, dir).equals(png)).toBe(true);
  }
  // the whole table shows the campaign area too: the rules booklet and the face-down Fates deck by its back
  const whole = fs.readFileSync(path.join(dir, "table.svg"), "utf8");
  expect(whole.includes(`href="campaign-rules-booklet.png"`)).toBe(true);
  expect(whole.includes(`href="deck-campaign-fates-back.png"`)).toBe(true);
});
