/** Shared card chrome: size, frame, background, headers; the text-with-overflow-report helper. */
import { INK, mix } from "./palette";
import { layoutText, layoutToSvg, Box, LayoutOptions, TextLayout } from "./text";
import { inlineIcon } from "./icons";
import { n, rect, starfield, svgDoc } from "./svg";

/** Card face size in px (TTS card aspect 5:7). 8 columns x 700 = 4000 px, within the 4096 limit. */
export const CARD_W = 500;
export const CARD_H = 700;

/** What every card renderer returns: the SVG and any problem found (text overflow etc.). */
export interface CardRender {
  id: string;
  svg: string;
  /** Human-readable problems ("BC07: rules text overflows at 21px"); empty when all is well. */
  warnings: string[];
}

/** Collects text layouts and warnings while building one card. */
export class CardCanvas {
  body = "";
  defs = "";
  readonly warnings: string[] = [];
  constructor(readonly id: string, readonly width = CARD_W, readonly height = CARD_H) {}

  add(svg: string): this {
    this.body += svg;
    return this;
  }

  /** Lays text out in a box and draws it; overflow becomes a warning naming the card and field. */
  text(field: string, text: string, box: Box, opts: LayoutOptions, fill: string, boldFill?: string): TextLayout {
    const l = layoutText(text, box, opts);
    if (l.overflow) {
      this.warnings.push(`${this.id}: ${field} does not fit its box at ${l.size}px (${l.lines.length} lines, ${Math.round(l.height)}px of ${box.height}px): "${text.slice(0, 40)}..."`);
    }
    this.body += layoutToSvg(l, fill, { boldFill, icon: inlineIcon });
    return l;
  }

  done(): CardRender {
    return { id: this.id, svg: svgDoc(this.width, this.height, this.body, this.defs), warnings: this.warnings };
  }
}

/** Dark space background with a tinted gradient, starfield and a coloured frame. */
export function cardBackground(c: CardCanvas, accent: string, seed: number, tint = 0.18): void {
  const gid = `bg${seed}`;
  c.defs += `<linearGradient id="${gid}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${mix(INK.bg, accent, tint)}"/><stop offset="1" stop-color="${INK.bgDeep}"/></linearGradient>`;
  c.add(rect(0, 0, c.width, c.height, `fill="url(#${gid})"`));
  c.add(starfield(c.width, c.height, 70, seed, 0.45));
  c.add(rect(9, 9, c.width - 18, c.height - 18, `fill="none" stroke="${accent}" stroke-width="8"`, 22));
  c.add(rect(20, 20, c.width - 40, c.height - 40, `fill="none" stroke="${accent}" stroke-opacity="0.45" stroke-width="2"`, 14));
}

/** A translucent panel behind body text (keeps contrast high over the starfield). */
export function panel(x: number, y: number, w: number, h: number, accent: string, fillOpacity = 0.85): string {
  return rect(x, y, w, h, `fill="${INK.panel}" fill-opacity="${n(fillOpacity)}" stroke="${accent}" stroke-opacity="0.7" stroke-width="2"`, 12);
}

/** Stable small integer from a string (seeds the decorative starfield per card). */
export function seedOf(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
