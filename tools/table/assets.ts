/**
 * Everything the table needs rendered, as named assets (PNG / OBJ), plus the layouts the
 * expansions place snap points and zones from. `renderTableAssets()` renders once (rasterising on
 * every core: rasterPool.ts);
 * `writeAssets()` writes them under content-hashed file names (a changed card gives a new URL, so
 * TTS's image cache never shows a stale sheet) and returns the name -> URL map.
 */
import * as crypto from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";
import { pathToFileURL } from "node:url";
import { COLOURS } from "../../src/core/data/vocabulary";
import type { Colour } from "../../src/core/data/vocabulary";
import { RenderedAssets, planAllAssets } from "../render/index";
import { Pending, RasterQueue, threadedQueue } from "../render/rasterPool";
import { cachedQueue } from "../render/rasterCache";
import type { MapBoardLayout } from "../render/board";
import type { PlayerBoardLayout } from "../render/playerBoard";
import type { DeckKind } from "../render/cards";
import { PlayMatLayout, renderBuildingFace, renderDiceTray, renderPlayMat, shipObj } from "../render/pieces";
import { CampaignDeckSheet, planCampaignAssets } from "./campaignAssets";
import { renderTableTop, tableObj } from "../render/tableMesh";
import { TABLE_TOP } from "./footprint";
import { BuildError } from "../lib/objects";

export interface Asset {
  ext: "png" | "obj";
  bytes: Buffer;
}

/** A layout the expansions can address: an image size plus named groups of spots. */
export interface ImageLayout {
  width: number;
  height: number;
  [group: string]: unknown;
}

export interface TableAssets {
  /** asset name -> bytes, e.g. "map-board", "deck-court", "token-resource-fuel", "die-mesh". */
  assets: Map<string, Asset>;
  /** Layout per layout name: "map", "playerBoard", "playMat". */
  layouts: Record<string, ImageLayout>;
  /** Card ids in sheet order per deck, and the sheet grid (base decks by kind, campaign decks by "campaign-..."). */
  decks: Record<DeckKind, { ids: string[]; cols: number; rows: number }> & Record<string, { ids: string[]; cols: number; rows: number; uniqueBack?: boolean }>;
  /** The renderer's output (for the preview). */
  rendered: RenderedAssets;
  warnings: string[];
  timings: Record<string, number>;
}

export function colourKey(c: Colour): string {
  return c.toLowerCase();
}

/**
 * Builds every SVG of the table and queues its rasterising on `q` (rasterPool.ts); the returned
 * function waits for the queue and assembles the result. Closes `q` if building the SVGs fails, and
 * throws a BuildError listing every render warning (a text that does not fit) once the SVGs are
 * built, without waiting for the rasterising.
 */
export function startTableRender(q: RasterQueue = cachedQueue(threadedQueue())): () => TableAssets {
  let finishBase: ReturnType<typeof planAllAssets>;
  let finishCampaign: ReturnType<typeof planCampaignAssets>;
  const pieces: [string, Pending<Buffer>][] = [];
  let mat: ReturnType<typeof renderPlayMat>;
  const timings: Record<string, number> = {};
  try {
    finishBase = planAllAssets(q);
    const t0 = Date.now();
    for (const c of COLOURS) {
      for (const kind of ["city", "starport"] as const) {
        pieces.push([`${kind}-${colourKey(c)}-fresh`, q.png(renderBuildingFace(kind, c, false))]);
        pieces.push([`${kind}-${colourKey(c)}-damaged`, q.png(renderBuildingFace(kind, c, true))]);
      }
    }
    mat = renderPlayMat(COLOURS);
    pieces.push(["play-mat", q.png(mat.svg)]);
    pieces.push(["dice-tray", q.png(renderDiceTray())]);
    pieces.push(["table-top", q.png(renderTableTop())]);
    timings["table pieces"] = Date.now() - t0;
    const t1 = Date.now();
    finishCampaign = planCampaignAssets(q);
    timings.campaign = Date.now() - t1;
    // A text that does not fit refuses the build now, before waiting for the rasterising (most of
    // the render's time): every SVG is built, so every overflow is known and listed.
    const overflows = [...finishBase.warnings, ...mat.warnings, ...finishCampaign.warnings];
    if (overflows.length > 0) throw new BuildError(overflows.map((w) => `render: ${w}`));
  } catch (e) {
    q.close();
    throw e;
  }
  return () => {
    q.finish();
    const rendered = finishBase();
    const assets = new Map<string, Asset>();
    const png = (name: string, bytes: Buffer) => assets.set(name, { ext: "png", bytes });
    const warnings = [...rendered.warnings];
    const decks = {} as TableAssets["decks"];
    for (const [kind, d] of Object.entries(rendered.decks) as [DeckKind, RenderedAssets["decks"][DeckKind]][]) {
      png(`deck-${kind}`, d.sheet.png);
      png(`deck-${kind}-back`, d.back);
      decks[kind] = { ids: d.ids, cols: d.sheet.cols, rows: d.sheet.rows };
    }
    png("map-board", rendered.mapBoard.png);
    for (const c of COLOURS) png(`player-board-${colourKey(c)}`, rendered.playerBoards[c].png);
    for (const [name, bytes] of Object.entries(rendered.tokens)) png(`token-${name}`, bytes);
    let dieObj = "";
    for (const [type, d] of Object.entries(rendered.dice)) {
      png(`die-${type}-atlas`, d.atlas);
      dieObj = d.obj;
    }
    assets.set("die-mesh", { ext: "obj", bytes: Buffer.from(dieObj) });
    assets.set("ship-mesh", { ext: "obj", bytes: Buffer.from(shipObj()) });
    assets.set("table-mesh", { ext: "obj", bytes: Buffer.from(tableObj(TABLE_TOP.x1 - TABLE_TOP.x0, TABLE_TOP.z1 - TABLE_TOP.z0, TABLE_TOP.thickness)) });
    for (const [name, bytes] of pieces) png(name, bytes());
    warnings.push(...mat.warnings);
    const campaign = finishCampaign();
    for (const a of campaign.assets) png(a.name, a.bytes);
    warnings.push(...campaign.warnings);
    for (const [kind, d] of Object.entries(campaign.decks)) (decks as Record<string, CampaignDeckSheet>)[kind] = d;
    const layouts: Record<string, ImageLayout> = {
      ...campaign.layouts,
      map: rendered.mapBoard.layout as unknown as ImageLayout,
      playerBoard: rendered.playerBoards.Red.layout as unknown as ImageLayout,
      playMat: mat.layout as unknown as ImageLayout,
      whole: { width: 1, height: 1, all: { id: "all", x: 0.5, y: 0.5, w: 1, h: 1 } },
    };
    return { assets, layouts, decks, rendered, warnings, timings: { ...rendered.timings, ...timings } };
  };
}

/** Renders every texture and mesh of the table from the data modules (on every core by default). */
export function renderTableAssets(q: RasterQueue = cachedQueue(threadedQueue())): TableAssets {
  return startTableRender(q)();
}

export type { MapBoardLayout, PlayerBoardLayout, PlayMatLayout };

/** The file name of an asset: name + first 10 hex of its content hash + extension. */
export function assetFileName(name: string, asset: Asset): string {
  const hash = crypto.createHash("sha256").update(asset.bytes).digest("hex").slice(0, 10);
  return `${name}.${hash}.${asset.ext}`;
}

/**
 * The URL an asset is loaded from: `<baseUrl><file>` when a base URL is given (hosted assets),
 * else a `file:///` URL of the written file (works on the machine that built it).
 */
export function assetUrl(file: string, assetsDir: string, baseUrl?: string): string {
  if (baseUrl) return baseUrl.replace(/\/*$/, "/") + encodeURIComponent(file);
  return pathToFileURL(path.join(path.resolve(assetsDir), file)).href;
}

/** The file name and URL of each asset (nothing is written yet). */
export function planAssets(assets: Map<string, Asset>, dir: string, baseUrl?: string): { urls: Map<string, string>; bytes: number; files: string[] } {
  const urls = new Map<string, string>();
  const files: string[] = [];
  let bytes = 0;
  for (const name of [...assets.keys()].sort()) {
    const a = assets.get(name)!;
    const file = assetFileName(name, a);
    urls.set(name, assetUrl(file, dir, baseUrl));
    files.push(file);
    bytes += a.bytes.length;
  }
  return { urls, bytes, files };
}

/** Writes the assets into `dir` (removing stale files there) and returns name -> URL. */
export function writeAssets(assets: Map<string, Asset>, dir: string, baseUrl?: string): { urls: Map<string, string>; bytes: number; files: string[] } {
  const plan = planAssets(assets, dir, baseUrl);
  fs.mkdirSync(dir, { recursive: true });
  for (const name of [...assets.keys()].sort()) {
    const a = assets.get(name)!;
    const p = path.join(dir, assetFileName(name, a));
    if (!fs.existsSync(p) || !fs.readFileSync(p).equals(a.bytes)) fs.writeFileSync(p, a.bytes);
  }
  for (const f of fs.readdirSync(dir)) if (!plan.files.includes(f)) fs.rmSync(path.join(dir, f), { force: true, recursive: true });
  return plan;
}
