/**
 * Table pieces and play surfaces that are not printed components of their own in the renderer's
 * first cut: two-sided building tokens (fresh / damaged) per colour, the ship mesh (OBJ), the play
 * mat (lead, follow and seize slots, action deck and discard) and the dice tray.
 * Each returns SVG (or OBJ text); boards return their layout as normalised spots (layout.ts).
 */
import type { Colour } from "../../src/core/data/vocabulary";
import { INK, PLAYER_COLOUR, inkOn, mix } from "./palette";
import { icon } from "./icons";
import { layoutText, layoutToSvg, textLine } from "./text";
import { rect, starfield, svgDoc } from "./svg";
import { Spot, spot } from "./layout";

export const BUILDING_PX = 256;

/** One side of a city or starport token: fresh (bright) or damaged (dark, cracked). */
export function renderBuildingFace(kind: "city" | "starport", colour: Colour, damaged: boolean): string {
  const s = BUILDING_PX;
  const col = PLAYER_COLOUR[colour];
  const fill = damaged ? mix(col, "#000000", 0.55) : col;
  const ink = damaged ? mix(col, "#ffffff", 0.35) : inkOn(col);
  let b = rect(0, 0, s, s, `fill="${fill}"`);
  b += rect(10, 10, s - 20, s - 20, `fill="none" stroke="${ink}" stroke-width="10"`, 28);
  b += icon(kind, s / 2, s / 2 - (damaged ? 14 : 0), 170, ink, fill);
  if (damaged) {
    b += `<path d="M40,60 L110,120 L90,150 L170,210 M170,40 L140,110 L200,130" stroke="${INK.danger}" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    b += textLine("DAMAGED", s / 2, s - 30, 34, INK.white, { style: "bold", anchor: "middle", letterSpacing: 0.08 });
  }
  return svgDoc(s, s, b);
}

function fmt(v: number): string {
  const r = Math.round(v * 1e4) / 1e4;
  return (Object.is(r, -0) ? 0 : r).toString();
}

/**
 * The ship: a flat arrowhead (wedge) pointing to +Z, `length` long, centred on the origin, its
 * base on y = 0. Flat-shaded OBJ (one normal per face), no texture: TTS tints it with ColorDiffuse.
 * Lying on its base it is fresh; tipped on its side (|rotZ| = 90) it is damaged.
 */
export function shipObj(length = 0.6, width = 0.42, height = 0.2): string {
  const l = length / 2;
  const w = width / 2;
  const h = height;
  // Outline (top view): nose, right wing, notch, left wing; the top ridge runs nose -> notch.
  const nose: [number, number] = [0, l];
  const right: [number, number] = [w, -l];
  const notch: [number, number] = [0, -l * 0.45];
  const left: [number, number] = [-w, -l];
  const v: [number, number, number][] = [
    [nose[0], 0, nose[1]], // 1 nose bottom
    [right[0], 0, right[1]], // 2
    [notch[0], 0, notch[1]], // 3
    [left[0], 0, left[1]], // 4
    [nose[0], h * 0.35, nose[1]], // 5 nose top (thin edge)
    [right[0], h * 0.35, right[1]], // 6
    [notch[0], h, notch[1]], // 7 ridge top at the back
    [left[0], h * 0.35, left[1]], // 8
    [0, h, -l * 0.05], // 9 ridge centre
  ];
  // Triangles, counter-clockwise seen from outside.
  const faces: [number, number, number][] = [
    // bottom (seen from below)
    [1, 2, 3], [1, 3, 4],
    // top: two wings sloping down from the ridge
    [5, 9, 6], [9, 7, 6], [5, 8, 9], [9, 8, 7],
    // sides
    [1, 5, 6], [1, 6, 2], // right front edge
    [2, 6, 7], [2, 7, 3], // right back (notch)
    [3, 7, 8], [3, 8, 4], // left back (notch)
    [4, 8, 5], [4, 5, 1], // left front edge
  ];
  const sub = (a: number[], b: number[]) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
  const cross = (a: number[], b: number[]) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
  const lines = ["# Arcs ship: an arrowhead wedge (tools/render/pieces.ts shipObj)", "o ship"];
  for (const p of v) lines.push(`v ${fmt(p[0])} ${fmt(p[1])} ${fmt(p[2])}`);
  const fl: string[] = [];
  faces.forEach((f, i) => {
    const [a, b, c] = f.map((k) => v[k - 1]);
    const nrm = cross(sub(b, a), sub(c, a));
    const len = Math.hypot(nrm[0], nrm[1], nrm[2]) || 1;
    lines.push(`vn ${fmt(nrm[0] / len)} ${fmt(nrm[1] / len)} ${fmt(nrm[2] / len)}`);
    fl.push(`f ${f.map((k) => `${k}//${i + 1}`).join(" ")}`);
  });
  lines.push("s off", ...fl, "");
  return lines.join("\n");
}

// ---- play mat -----------------------------------------------------------------------------------

export const PLAY_MAT_W = 2048;
export const PLAY_MAT_H = 2048;

export interface PlayMatLayout {
  width: number;
  height: number;
  /** "lead", "action-deck", "action-discard", "follow-<Colour>", "seize-<Colour>". */
  slots: Spot[];
}

export interface PlayMatRender {
  svg: string;
  layout: PlayMatLayout;
  warnings: string[];
}

/** The card-play mat: action deck, lead slot and discard on top; a follow and a seize slot per seat. */
export function renderPlayMat(colours: readonly Colour[]): PlayMatRender {
  const W = PLAY_MAT_W;
  const H = PLAY_MAT_H;
  const warnings: string[] = [];
  let b = rect(0, 0, W, H, `fill="${INK.bgDeep}"`) + starfield(W, H, 260, 777, 0.5);
  b += rect(12, 12, W - 24, H - 24, `fill="none" stroke="${INK.line}" stroke-width="8"`, 40);
  const slots: Spot[] = [];
  const cardW = 400;
  const cardH = 560;
  const slot = (id: string, label: string, cx: number, cy: number, col: string, dashed: boolean) => {
    const x = cx - cardW / 2;
    const y = cy - cardH / 2;
    b += rect(x, y, cardW, cardH, `fill="${INK.panel}" fill-opacity="0.7" stroke="${col}" stroke-width="8"${dashed ? ` stroke-dasharray="24 14"` : ""}`, 26);
    const l = layoutText(label.toUpperCase(), { x: x - 40, y: y - 66, width: cardW + 80, height: 56 }, { maxSize: 40, minSize: 20, style: "bold", maxLines: 1, align: "center" });
    if (l.overflow) warnings.push(`play mat: label "${label}" does not fit`);
    b += layoutToSvg(l, col);
    slots.push(spot(id, { cx, cy, w: cardW, h: cardH }, W, H));
  };
  // Top row: deck, lead, discard.
  const topY = 420;
  slot("action-deck", "Action deck", W / 2 - 560, topY, INK.muted, true);
  slot("lead", "Lead", W / 2, topY, INK.gold, false);
  slot("action-discard", "Discard", W / 2 + 560, topY, INK.muted, true);
  // Follow row and seize row, one column per seat.
  const n = colours.length;
  const colW = (W - 120) / n;
  colours.forEach((c, i) => {
    const cx = 60 + colW * (i + 0.5);
    const col = PLAYER_COLOUR[c];
    slot(`follow-${c}`, `${c} follows`, cx, 1100, col, false);
    slot(`seize-${c}`, `${c} seizes`, cx, 1740, col, true);
  });
  return { svg: svgDoc(W, H, b), layout: { width: W, height: H, slots }, warnings };
}

// ---- dice tray ----------------------------------------------------------------------------------

export const DICE_TRAY_W = 1024;
export const DICE_TRAY_H = 640;

/** A felt-like tray surface; its whole area is the dice-tray zone. */
export function renderDiceTray(): string {
  const W = DICE_TRAY_W;
  const H = DICE_TRAY_H;
  let b = rect(0, 0, W, H, `fill="#2a1d3d"`);
  b += rect(16, 16, W - 32, H - 32, `fill="#1b2a4a" stroke="${INK.gold}" stroke-width="10"`, 40);
  b += textLine("DICE TRAY", W / 2, H / 2 + 30, 90, mix(INK.gold, "#1b2a4a", 0.55), { style: "display", anchor: "middle", letterSpacing: 0.1 });
  return svgDoc(W, H, b);
}
