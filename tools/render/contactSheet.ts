/**
 * Writes build/preview/: every asset of the built table (deck sheets and backs, boards, the play mat
 * and dice tray, cities and starports both sides, tokens, dice atlases, and the meshes drawn as
 * wireframes) grouped under headings in index.html, for a person to look at. The build calls it.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { svgToPng } from "./raster";

export interface PreviewAsset {
  bytes: Buffer;
  ext: string;
}

/** Headings, in page order, and which asset names fall under each (first match wins). */
export const PREVIEW_GROUPS: readonly { heading: string; match: (name: string) => boolean }[] = [
  { heading: "The Blighted Reach (campaign)", match: (n) => n.startsWith("campaign-") || n.startsWith("deck-campaign-") },
  { heading: "Card decks", match: (n) => n.startsWith("deck-") && !n.endsWith("-back") },
  { heading: "Card backs", match: (n) => n.startsWith("deck-") && n.endsWith("-back") },
  { heading: "Boards, play mat and dice tray", match: (n) => n === "map-board" || n.startsWith("player-board-") || n === "play-mat" || n === "dice-tray" },
  { heading: "Cities and starports (fresh and damaged)", match: (n) => n.startsWith("city-") || n.startsWith("starport-") },
  { heading: "Tokens and markers", match: (n) => n.startsWith("token-") },
  { heading: "Dice", match: (n) => n.startsWith("die-") && n.endsWith("-atlas") },
  { heading: "Meshes (wireframe, seen from above at an angle)", match: (n) => n.endsWith("-mesh") },
  { heading: "Other", match: () => true },
];

export function groupOf(name: string): string {
  for (const g of PREVIEW_GROUPS) if (g.match(name)) return g.heading;
  return "Other";
}

/** A wireframe of an OBJ mesh: every face's edges, projected obliquely, as an SVG. */
export function meshWireframeSvg(obj: string, size = 320): string {
  const v: [number, number, number][] = [];
  const faces: number[][] = [];
  for (const line of obj.split("\n")) {
    const parts = line.trim().split(/\s+/);
    if (parts[0] === "v") v.push([Number(parts[1]), Number(parts[2]), Number(parts[3])]);
    if (parts[0] === "f") faces.push(parts.slice(1).map((p) => Number(p.split("/")[0]) - 1));
  }
  const proj = ([x, y, z]: [number, number, number]): [number, number] => [x - z * 0.5, -y + z * 0.35];
  const pts = v.map(proj);
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const span = Math.max(Math.max(...xs) - minX, Math.max(...ys) - minY) || 1;
  const k = (size - 40) / span;
  const P = (i: number) => `${(20 + (pts[i][0] - minX) * k).toFixed(1)},${(20 + (pts[i][1] - minY) * k).toFixed(1)}`;
  const lines = faces.map((f) => `<polygon points="${f.map(P).join(" ")}" fill="none" stroke="#9fb4ff" stroke-width="1.5"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="100%" height="100%" fill="#0a1330"/>${lines}</svg>`;
}

/** Writes the preview of every asset; returns the image file names written. */
export function writePreview(
  outDir: string,
  assets: Map<string, PreviewAsset>,
  warnings: readonly string[] = [],
  layouts?: Record<string, unknown>,
  views: readonly { file: string; caption: string }[] = [],
): string[] {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const byGroup = new Map<string, { name: string; file: string; note: string }[]>();
  const written: string[] = [];
  for (const name of [...assets.keys()].sort()) {
    const a = assets.get(name)!;
    let file = `${name}.${a.ext}`;
    let note = `${Math.round(a.bytes.length / 1024)} KB`;
    if (a.ext === "png") {
      fs.writeFileSync(path.join(outDir, file), a.bytes);
    } else if (a.ext === "obj") {
      const text = a.bytes.toString("utf8");
      fs.writeFileSync(path.join(outDir, file), a.bytes);
      const png = `${name}.wireframe.png`;
      fs.writeFileSync(path.join(outDir, png), svgToPng(meshWireframeSvg(text)));
      note = `${text.split("\n").filter((l) => l.startsWith("v ")).length} vertices (<a href="${file}">${file}</a>)`;
      file = png;
    } else {
      fs.writeFileSync(path.join(outDir, file), a.bytes);
    }
    written.push(file);
    const heading = groupOf(name);
    const list = byGroup.get(heading) ?? [];
    list.push({ name, file, note });
    byGroup.set(heading, list);
  }
  // The spots the table's zones and snap points were placed from (tests/table reads them).
  if (layouts !== undefined) fs.writeFileSync(path.join(outDir, "layout.json"), JSON.stringify(layouts, null, 1));
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const sections = PREVIEW_GROUPS.filter((g) => byGroup.has(g.heading)).map((g) =>
    `<h2>${esc(g.heading)}</h2>` +
    byGroup
      .get(g.heading)!
      .map((f) => `<figure><a href="${f.file}"><img src="${f.file}" loading="lazy"></a><figcaption><b>${esc(f.name)}</b> ${f.note}</figcaption></figure>`)
      .join("\n"),
  );
  const html =
    `<!doctype html><meta charset="utf-8"><title>Arcs TTS - every asset of the table</title>` +
    `<style>body{background:#111;color:#ddd;font:14px sans-serif} h2{border-bottom:1px solid #444} figure{display:inline-block;margin:8px;vertical-align:top;max-width:30%} img{max-width:100%;border:1px solid #444} figcaption{font-size:12px}</style>` +
    `<h1>Every asset of the table (${assets.size})</h1>` +
    (warnings.length ? `<h2>Warnings</h2><ul>${warnings.map((w) => `<li>${esc(w)}</li>`).join("")}</ul>` : "") +
    (views.length > 0
      ? `<h2>The table from above</h2>` +
        views.map((v) => `<figure style="max-width:100%"><a href="${v.file}.svg"><img src="${v.file}.png" style="max-width:100%"></a><figcaption>${esc(v.caption)} (<a href="${v.file}.svg">SVG</a>, <a href="${v.file}.png">PNG</a>)</figcaption></figure>`).join("\n")
      : "") +
    sections.join("\n");
  fs.writeFileSync(path.join(outDir, "index.html"), html);
  return written;
}
