/**
 * Tokens and markers (square images; round tokens are drawn as discs on the navy background so a
 * TTS circle tile crops them cleanly). Each returns SVG; two-sided ones return { front, back }.
 */
import type { Colour, ResourceType } from "../../src/core/data/vocabulary";
import { INK, PLAYER_COLOUR, RESOURCE_COLOUR, inkOn, mix } from "./palette";
import { icon } from "./icons";
import { layoutText, layoutToSvg, textLine } from "./text";
import { circle, rect, svgDoc } from "./svg";

export const TOKEN_PX = 256;

function disc(fill: string, ring: string, s = TOKEN_PX): string {
  return rect(0, 0, s, s, `fill="${INK.bgDeep}"`) + circle(s / 2, s / 2, s / 2 - 2, `fill="${fill}"`) + circle(s / 2, s / 2, s / 2 - 14, `fill="none" stroke="${ring}" stroke-width="8"`);
}

export function renderResourceToken(type: ResourceType): string {
  const col = RESOURCE_COLOUR[type];
  return svgDoc(TOKEN_PX, TOKEN_PX, disc(mix(col, INK.bgDeep, 0.55), col) + icon(type, TOKEN_PX / 2, TOKEN_PX / 2, 150, col, INK.bgDeep));
}

/** One side of an ambition marker: first / second place Power (e.g. 5 / 3). */
function ambitionSide(first: number, second: number, flipped: boolean): string {
  const s = TOKEN_PX;
  const fill = flipped ? "#c2571f" : "#2359b8";
  let b = disc(fill, INK.gold);
  b += textLine(String(first), s / 2, 132, 100, INK.white, { style: "display", anchor: "middle" });
  b += `<line x1="70" y1="152" x2="186" y2="152" stroke="${INK.gold}" stroke-width="6"/>`;
  b += textLine(String(second), s / 2, 214, 56, "#dfe6ff", { style: "display", anchor: "middle" });
  return svgDoc(s, s, b);
}

/** Shaped like ambitions.ts AmbitionMarker. */
export interface AmbitionMarkerInput {
  id: string;
  first: number;
  second: number;
  flippedFirst: number;
  flippedSecond: number;
}

export function renderAmbitionMarker(m: AmbitionMarkerInput): { front: string; back: string } {
  return { front: ambitionSide(m.first, m.second, false), back: ambitionSide(m.flippedFirst, m.flippedSecond, true) };
}

export function renderZeroMarker(): string {
  return svgDoc(TOKEN_PX, TOKEN_PX, disc("#3b3f52", INK.text) + textLine("0", TOKEN_PX / 2, 170, 140, INK.text, { style: "display", anchor: "middle" }));
}

export function renderChapterMarker(label = "CHAPTER"): string {
  let b = disc(mix(INK.gold, INK.bgDeep, 0.35), INK.gold);
  b += icon("power", TOKEN_PX / 2, 112, 130, INK.gold, INK.bgDeep);
  const l = layoutText(label.toUpperCase(), { x: 40, y: 176, width: 176, height: 44 }, { maxSize: 32, minSize: 16, style: "bold", maxLines: 1, align: "center" });
  return svgDoc(TOKEN_PX, TOKEN_PX, b + layoutToSvg(l, INK.text));
}

/** The initiative marker: unseized (front) and seized (back) sides. */
export function renderInitiativeMarker(labels: { unseized?: string; seized?: string } = {}): { front: string; back: string } {
  const side = (seized: boolean) => {
    const fill = seized ? "#a3262b" : "#1f6f8b";
    let b = disc(fill, INK.gold);
    b += `<polygon points="128,42 200,128 128,150 56,128" fill="${INK.gold}"/>`;
    b += `<polygon points="128,150 200,128 128,200 56,128" fill="${mix(INK.gold, "#000000", 0.3)}"/>`;
    const label = (seized ? labels.seized ?? "Seized" : labels.unseized ?? "Initiative").toUpperCase();
    const l = layoutText(label, { x: 36, y: 196, width: 184, height: 38 }, { maxSize: 28, minSize: 14, style: "bold", maxLines: 1, align: "center" });
    return svgDoc(TOKEN_PX, TOKEN_PX, b + layoutToSvg(l, INK.white));
  };
  return { front: side(false), back: side(true) };
}

export function renderPowerMarker(colour: Colour): string {
  const col = PLAYER_COLOUR[colour];
  return svgDoc(TOKEN_PX, TOKEN_PX, disc(col, inkOn(col)) + icon("power", TOKEN_PX / 2, TOKEN_PX / 2, 160, inkOn(col), col));
}

/** Path marker covering an out-of-play gate: a lane joining its neighbours. `long` = 2:1, short = 3:2. */
export function renderPathMarker(long: boolean): string {
  const w = long ? 512 : 384;
  const h = 256;
  let b = rect(0, 0, w, h, `fill="${INK.bgDeep}"`);
  b += rect(8, 8, w - 16, h - 16, `fill="${INK.panel}" stroke="${INK.line}" stroke-width="8"`, 40);
  b += `<line x1="40" y1="128" x2="${w - 40}" y2="128" stroke="#9fb4ff" stroke-width="26" stroke-linecap="round"/>`;
  b += circle(40, 128, 26, `fill="#cfd9ff"`) + circle(w - 40, 128, 26, `fill="#cfd9ff"`);
  return svgDoc(w, h, b);
}

export function renderOutOfPlayMarker(): string {
  let b = disc("#202536", "#5b6381");
  b += `<path d="M70,70 L186,186 M186,70 L70,186" stroke="${INK.danger}" stroke-width="26" stroke-linecap="round"/>`;
  return svgDoc(TOKEN_PX, TOKEN_PX, b);
}
