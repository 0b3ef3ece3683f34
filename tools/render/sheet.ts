/**
 * TTS deck sheets: faces laid out row-major on a grid of at most 10 x 7, image at most 4096 px a
 * side (tts-notes.md). CardID = deckKey*100 + index, index = row-major slot. With a hidden back
 * (`BackIsHidden`), TTS shows the LAST slot (cols*rows-1) for cards in hand/face down: pass `back`.
 */
import { RgbImage, blit, decodePng, encodePng, rasterize, scratchImage } from "./raster";

export const MAX_SHEET_COLS = 10;
export const MAX_SHEET_ROWS = 7;
export const MAX_SHEET_PX = 4096;

export type FaceImage = Buffer | string | RgbImage;

export interface DeckSheetOptions {
  /** Drawn in the last slot (cols*rows - 1): the hidden back. */
  back?: FaceImage;
  /** Filler colour of empty slots. */
  fill?: [number, number, number];
}

export interface DeckSheet {
  png: Buffer;
  width: number;
  height: number;
  cols: number;
  rows: number;
  cellWidth: number;
  cellHeight: number;
  /** Faces placed (excluding the back). */
  count: number;
}

function svgSize(svg: string): [number, number] {
  const w = /<svg[^>]*\swidth="([\d.]+)"/.exec(svg);
  const h = /<svg[^>]*\sheight="([\d.]+)"/.exec(svg);
  if (!w || !h) throw new Error("renderDeckSheet: an SVG face needs width and height attributes");
  return [Number(w[1]), Number(h[1])];
}

function naturalSize(f: FaceImage): [number, number] {
  if (typeof f === "string") return svgSize(f);
  if (Buffer.isBuffer(f)) return [f.readUInt32BE(16), f.readUInt32BE(20)];
  return [f.width, f.height];
}

function toImage(f: FaceImage, cellW: number, cellH: number): RgbImage {
  const img = typeof f === "string" ? rasterize(f, cellW) : Buffer.isBuffer(f) ? decodePng(f) : f;
  if (img.width !== cellW || img.height !== cellH) {
    throw new Error(`renderDeckSheet: face is ${img.width}x${img.height}, expected ${cellW}x${cellH} (all faces must share one size)`);
  }
  return img;
}

/** The smallest grid (cols <= 10, rows <= 7, sheet <= 4096 px) for `count` faces, plus a slot for a hidden back if asked. */
export function sheetGrid(count: number, withHiddenBack: boolean, cellWidth = 500, cellHeight = 700): { cols: number; rows: number } {
  const slots = count + (withHiddenBack ? 1 : 0);
  let best: { cols: number; rows: number } | undefined;
  for (let rows = 1; rows <= MAX_SHEET_ROWS; rows++) {
    for (let cols = 1; cols <= MAX_SHEET_COLS; cols++) {
      if (cols * rows < slots) continue;
      const fits = cols * cellWidth <= MAX_SHEET_PX && rows * cellHeight <= MAX_SHEET_PX;
      const score = (fits ? 0 : 1e9) + cols * rows * 1000 + Math.abs(cols * cellWidth - rows * cellHeight);
      const bestScore = best ? (best.cols * cellWidth <= MAX_SHEET_PX && best.rows * cellHeight <= MAX_SHEET_PX ? 0 : 1e9) + best.cols * best.rows * 1000 + Math.abs(best.cols * cellWidth - best.rows * cellHeight) : Infinity;
      if (score < bestScore) best = { cols, rows };
    }
  }
  if (!best) throw new Error(`sheetGrid: ${slots} slots do not fit a 10x7 sheet`);
  return best;
}

/**
 * Lays faces out row-major on a cols x rows sheet. SVG faces are rasterised at the cell size;
 * if the sheet would exceed 4096 px, SVG faces are scaled down to fit (PNG/RGB faces must then
 * already be small enough, else this throws). Returns the PNG and its geometry.
 */
export function renderDeckSheetImage(faces: readonly FaceImage[], cols: number, rows: number, opts: DeckSheetOptions = {}): DeckSheet {
  if (!Number.isInteger(cols) || !Number.isInteger(rows) || cols < 1 || rows < 1 || cols > MAX_SHEET_COLS || rows > MAX_SHEET_ROWS) {
    throw new Error(`renderDeckSheet: grid ${cols}x${rows} is outside 1..10 x 1..7`);
  }
  const slots = cols * rows - (opts.back ? 1 : 0);
  if (faces.length > slots) throw new Error(`renderDeckSheet: ${faces.length} faces do not fit ${cols}x${rows}${opts.back ? " with a hidden back" : ""}`);
  if (faces.length === 0) throw new Error("renderDeckSheet: no faces");
  let [cw, ch] = naturalSize(faces[0]);
  const scale = Math.min(1, MAX_SHEET_PX / (cols * cw), MAX_SHEET_PX / (rows * ch));
  if (scale < 1) {
    cw = Math.floor(cw * scale);
    ch = Math.floor(ch * scale);
    // Keep the aspect exactly as resvg will produce it for the scaled width.
    const [w0, h0] = naturalSize(faces[0]);
    ch = Math.min(Math.round((h0 * cw) / w0), Math.floor(MAX_SHEET_PX / rows));
  }
  // The sheet's pixels live until encodePng below: a reused buffer.
  const sheet = scratchImage(cols * cw, rows * ch, opts.fill ?? [6, 12, 32]);
  faces.forEach((f, i) => blit(sheet, toImage(f, cw, ch), (i % cols) * cw, Math.floor(i / cols) * ch));
  if (opts.back) {
    const i = cols * rows - 1;
    blit(sheet, toImage(opts.back, cw, ch), (i % cols) * cw, Math.floor(i / cols) * ch);
  }
  return { png: encodePng(sheet), width: sheet.width, height: sheet.height, cols, rows, cellWidth: cw, cellHeight: ch, count: faces.length };
}

/** `renderDeckSheet(faces, cols, rows) -> PNG` (see renderDeckSheetImage for the geometry). */
export function renderDeckSheet(faces: readonly FaceImage[], cols: number, rows: number, opts: DeckSheetOptions = {}): Buffer {
  return renderDeckSheetImage(faces, cols, rows, opts).png;
}
