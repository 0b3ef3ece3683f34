/**
 * Battle dice textures: one atlas per die type, 3 x 2 cells, face index i (1..6) in cell
 * col = (i-1) % 3, row = floor((i-1) / 3) (row 0 at the top of the image). dieMesh.ts maps each
 * cube face to the cell of the same index. The symbols per face are INPUT (src/core/data/dice.ts).
 */
import { INK } from "./palette";
import { icon } from "./icons";
import { rect, svgDoc } from "./svg";

export const ATLAS_COLS = 3;
export const ATLAS_ROWS = 2;
export const DIE_CELL = 256;

export interface DieFaceInput {
  /** 1..6. */
  index: number;
  symbols: readonly string[];
  label?: string;
}

export interface DieStyle {
  /** Face colour. */
  body: string;
  /** Edge / symbol outline colour. */
  edge: string;
  /** Colour of "hit" and other light symbols. */
  symbol: string;
}

/** Skirmish: pale; assault: red; raid: black (any type name not listed gets the skirmish style). */
export const DIE_STYLES: Record<string, DieStyle> = {
  skirmish: { body: "#d9dee8", edge: "#8a93a8", symbol: "#1b2440" },
  assault: { body: "#b3262b", edge: "#5e0f14", symbol: "#fff4e0" },
  raid: { body: "#1c1f2b", edge: "#4a5068", symbol: "#ffd36b" },
};

/** Cell (col, row) of a face index in the atlas. */
export function atlasCell(index: number): { col: number; row: number } {
  return { col: (index - 1) % ATLAS_COLS, row: Math.floor((index - 1) / ATLAS_COLS) };
}

/** Symbol centres for k symbols in a cell of side s, relative to the cell centre. */
function arrangement(k: number, s: number): [number, number, number][] {
  if (k <= 0) return [];
  if (k === 1) return [[0, 0, s * 0.56]];
  if (k === 2) return [[-s * 0.2, 0, s * 0.38], [s * 0.2, 0, s * 0.38]];
  if (k === 3) return [[0, -s * 0.18, s * 0.32], [-s * 0.2, s * 0.17, s * 0.32], [s * 0.2, s * 0.17, s * 0.32]];
  const out: [number, number, number][] = [];
  const cols = Math.ceil(Math.sqrt(k));
  const size = (s * 0.75) / cols;
  for (let i = 0; i < k; i++) out.push([((i % cols) - (cols - 1) / 2) * size, (Math.floor(i / cols) - (Math.ceil(k / cols) - 1) / 2) * size, size * 0.9]);
  return out;
}

function symbolSvg(sym: string, x: number, y: number, s: number, st: DieStyle): string {
  switch (sym) {
    case "hit":
      return icon("hit", x, y, s, st.symbol);
    case "self":
      return icon("self", x, y, s, st.symbol, st.symbol === "#1b2440" ? "#1b2440" : INK.bgDeep);
    case "intercept":
      return icon("intercept", x, y, s, "#7fd3ff", INK.bgDeep);
    case "building":
      return icon("building", x, y, s, st.symbol, st.edge);
    case "key":
      return icon("key", x, y, s, "#ffd36b", INK.bgDeep);
    default:
      return icon(sym, x, y, s, st.symbol, st.edge);
  }
}

/** One face as SVG (cell size). */
export function renderDieFace(type: string, face: DieFaceInput, size = DIE_CELL): string {
  const st = DIE_STYLES[type] ?? DIE_STYLES.skirmish;
  let b = rect(0, 0, size, size, `fill="${st.edge}"`);
  b += rect(size * 0.04, size * 0.04, size * 0.92, size * 0.92, `fill="${st.body}"`, size * 0.12);
  for (const [i, [dx, dy, s]] of arrangement(face.symbols.length, size).entries()) b += symbolSvg(face.symbols[i], size / 2 + dx, size / 2 + dy, s, st);
  return svgDoc(size, size, b);
}

/** The atlas of one die type (3 x 2 cells of `cell` px): faces must be indices 1..6. */
export function renderDieAtlas(type: string, faces: readonly DieFaceInput[], cell = DIE_CELL): string {
  const idx = faces.map((f) => f.index).sort((a, b) => a - b);
  if (idx.join(",") !== "1,2,3,4,5,6") throw new Error(`renderDieAtlas(${type}): faces must have indices 1..6, got ${idx.join(",")}`);
  let b = "";
  for (const f of faces) {
    const { col, row } = atlasCell(f.index);
    const inner = renderDieFace(type, f, cell).replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    b += `<g transform="translate(${col * cell} ${row * cell})">${inner}</g>`;
  }
  return svgDoc(ATLAS_COLS * cell, ATLAS_ROWS * cell, b);
}
