/**
 * Writes build/preview/*.png + index.html: every rendered texture (deck sheets with all faces,
 * boards, tokens, dice atlases) for a human to look at.
 * Run: the lead's build calls writePreview(); standalone (bundled), `node <bundle> [outDir]`.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { RenderedAssets, renderAllAssets } from "./index";
import { REPO_ROOT } from "../lib/repo";


export function defaultPreviewDir(): string {
  return path.join(REPO_ROOT, "build", "preview");
}

/** Writes the preview; renders all assets first unless given. Returns the written file names. */
export function writePreview(outDir: string = defaultPreviewDir(), assets: RenderedAssets = renderAllAssets()): string[] {
  fs.mkdirSync(outDir, { recursive: true });
  const files: { name: string; title: string; note: string }[] = [];
  const put = (name: string, png: Buffer, title: string, note = "") => {
    fs.writeFileSync(path.join(outDir, name), png);
    files.push({ name, title, note });
  };
  for (const [kind, d] of Object.entries(assets.decks)) {
    put(`deck-${kind}.png`, d.sheet.png, `${kind} deck sheet`, `${d.sheet.cols}x${d.sheet.rows}, ${d.sheet.width}x${d.sheet.height}px, ${d.ids.length} cards + hidden back: ${d.ids.join(" ")}`);
    put(`deck-${kind}-back.png`, d.back, `${kind} back`);
  }
  put("map-board.png", assets.mapBoard.png, "map board", `${assets.mapBoard.layout.width}x${assets.mapBoard.layout.height}`);
  for (const [c, b] of Object.entries(assets.playerBoards)) put(`player-board-${c.toLowerCase()}.png`, b.png, `${c} player board`);
  for (const [name, png] of Object.entries(assets.tokens)) put(`token-${name}.png`, png, name);
  for (const [type, d] of Object.entries(assets.dice)) {
    put(`die-${type}-atlas.png`, d.atlas, `${type} die atlas`, "face i in cell (i-1)%3, floor((i-1)/3)");
    fs.writeFileSync(path.join(outDir, `die-${type}.obj`), d.obj);
  }
  fs.writeFileSync(path.join(outDir, "layout.json"), JSON.stringify({ mapBoard: assets.mapBoard.layout, playerBoard: assets.playerBoards.Red.layout }, null, 1));
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const html =
    `<!doctype html><meta charset="utf-8"><title>Arcs TTS - rendered assets</title>` +
    `<style>body{background:#111;color:#ddd;font:14px sans-serif} figure{display:inline-block;margin:8px;vertical-align:top;max-width:46%} img{max-width:100%;border:1px solid #444} figcaption{font-size:12px}</style>` +
    `<h1>Rendered assets</h1>` +
    (assets.warnings.length ? `<h2>Warnings</h2><ul>${assets.warnings.map((w) => `<li>${esc(w)}</li>`).join("")}</ul>` : `<p>No warnings.</p>`) +
    `<p>Timings (ms): ${esc(JSON.stringify(assets.timings))}</p>` +
    files.map((f) => `<figure><a href="${f.name}"><img src="${f.name}" loading="lazy"></a><figcaption><b>${esc(f.title)}</b> ${esc(f.note)}</figcaption></figure>`).join("\n");
  fs.writeFileSync(path.join(outDir, "index.html"), html);
  return files.map((f) => f.name);
}

if (require.main === module) {
  const t = Date.now();
  const out = process.argv[2] ?? defaultPreviewDir();
  const assets = renderAllAssets();
  const names = writePreview(out, assets);
  console.log(`wrote ${names.length} images to ${out} in ${Date.now() - t} ms`, assets.timings);
  if (assets.warnings.length) console.log("WARNINGS:\n" + assets.warnings.join("\n"));
}
