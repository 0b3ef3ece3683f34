/**
 * Text layout with real glyph metrics (opentype.js on the shipped TTFs): word wrap into a box,
 * shrink-to-fit between maxSize and minSize, and an explicit overflow flag (text is never clipped
 * silently: a caller that gets `overflow: true` must report it).
 *
 * Light markup, as in the card texts of the seeds: `**bold**`, `*italic*`, `***bold italic***`,
 * `` `symbol:hit` `` or `[key]` (an inline icon one em wide, drawn by the caller's icon painter; the
 * bracket form only for the names in `bracketIcons`), `--` = an em dash, "\n" starts a
 * new paragraph (blank / whitespace-only lines collapse into one paragraph gap).
 *
 * Glyphs are emitted as SVG paths from the same font objects used for measuring, so the drawn
 * width is exactly the measured width.
 */
import { font, FontStyle } from "./fonts";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LayoutOptions {
  maxSize: number;
  minSize: number;
  /** Base style of plain text (markup switches to bold/italic variants). Default "regular". */
  style?: FontStyle;
  /** Line pitch as a multiple of the font size. Default 1.18. */
  lineHeight?: number;
  /** Extra space between paragraphs, in ems. Default 0.45. */
  paragraphGap?: number;
  align?: "left" | "center" | "right";
  valign?: "top" | "middle" | "bottom";
  /** More lines than this is an overflow (e.g. 1 for a title). */
  maxLines?: number;
  /** Size step of the shrink search, px. Default 0.5. */
  step?: number;
  /** Parse markup (default true). */
  markup?: boolean;
  /** Names written `[name]` in the text that are inline icons (default ["key"]). */
  bracketIcons?: readonly string[];
  /** Upper-case every letter (titles). */
  uppercase?: boolean;
  /** Extra space between letters, in ems (applied per character; default 0). */
  letterSpacing?: number;
}

/** One styled piece of a line, positioned relative to the box's left edge. */
export interface PlacedRun {
  text: string;
  style: FontStyle;
  /** Set for inline icons (`symbol:<icon>`); `text` is then empty. */
  icon?: string;
  x: number;
  width: number;
}

export interface TextLine {
  /** Plain text of the line (markup removed; icons as `[name]`). */
  text: string;
  runs: PlacedRun[];
  width: number;
  /** Baseline, relative to the box's top edge. */
  baseline: number;
}

export interface TextLayout {
  lines: TextLine[];
  /** Font size in px that was chosen. */
  size: number;
  /** True when even at minSize the text does not fit the box (too tall, a word too wide, or too many lines). */
  overflow: boolean;
  /** Total height of the laid-out text, px. */
  height: number;
  /** Widest line, px. */
  width: number;
  box: Box;
  options: LayoutOptions;
}

// ---- measuring ------------------------------------------------------------------------------

const UNIT = 1000;
const widthCache = new Map<string, number>();

/** Advance width of `text` in `style` at `size` px (kerning and ligatures as drawn). */
export function measure(text: string, style: FontStyle, size: number, letterSpacing = 0): number {
  if (text === "") return 0;
  const key = style + "\u0000" + text;
  let w = widthCache.get(key);
  if (w === undefined) {
    w = font(style).getAdvanceWidth(text, UNIT, { kerning: true });
    widthCache.set(key, w);
  }
  return (w * size) / UNIT + letterSpacing * size * text.length;
}

function ascent(style: FontStyle): number {
  const f = font(style);
  return f.ascender / f.unitsPerEm;
}

// ---- markup ---------------------------------------------------------------------------------

interface Segment {
  text: string;
  style: FontStyle;
  icon?: string;
}

/** A word = segments with no space between them; `para` marks the first word of a new paragraph. */
interface Word {
  segs: Segment[];
  para: boolean;
}

function styleOf(base: FontStyle, bold: boolean, italic: boolean): FontStyle {
  if (base === "display") return "display";
  const b = bold || base === "bold" || base === "boldItalic";
  const i = italic || base === "italic" || base === "boldItalic";
  return b && i ? "boldItalic" : b ? "bold" : i ? "italic" : "regular";
}

/** Splits text into words of styled segments. */
export function parseMarkup(text: string, base: FontStyle, markup: boolean, uppercase: boolean, bracketIcons: readonly string[] = ["key"]): Word[] {
  const words: Word[] = [];
  const src = markup ? text.replace(/--/g, "\u2014") : text;
  const paragraphs = src.replace(/\r/g, "").split("\n").map((p) => p.trim()).filter((p) => p !== "");
  let bold = false;
  let italic = false;
  for (const para of paragraphs) {
    let cur: Segment[] = [];
    let first = true;
    let buf = "";
    const flushText = () => {
      if (buf !== "") {
        cur.push({ text: uppercase ? buf.toUpperCase() : buf, style: styleOf(base, bold, italic) });
        buf = "";
      }
    };
    const flushWord = () => {
      flushText();
      if (cur.length > 0) {
        words.push({ segs: cur, para: first });
        first = false;
        cur = [];
      }
    };
    let i = 0;
    while (i < para.length) {
      const ch = para[i];
      if (ch === " " || ch === "\t") {
        flushWord();
        i++;
      } else if (markup && ch === "*") {
        let n = 0;
        while (para[i + n] === "*") n++;
        flushText();
        if (n >= 3) {
          bold = !bold;
          italic = !italic;
        } else if (n === 2) bold = !bold;
        else italic = !italic;
        i += Math.min(n, 3);
      } else if (markup && ch === "`") {
        const end = para.indexOf("`", i + 1);
        const inner = end < 0 ? para.slice(i + 1) : para.slice(i + 1, end);
        flushText();
        const m = /^symbol:(.+)$/.exec(inner.trim());
        if (m) cur.push({ text: "", style: styleOf(base, bold, italic), icon: m[1] });
        else buf += inner;
        i = end < 0 ? para.length : end + 1;
      } else if (markup && ch === "[" && bracketIcons.some((b) => para.startsWith(`[${b}]`, i))) {
        const name = bracketIcons.find((b) => para.startsWith(`[${b}]`, i))!;
        flushText();
        cur.push({ text: "", style: styleOf(base, bold, italic), icon: name });
        i += name.length + 2;
      } else {
        buf += ch;
        i++;
      }
    }
    flushWord();
    // Styles never leak across paragraphs (an unbalanced marker in the data stays local).
    bold = false;
    italic = false;
  }
  return words;
}

// ---- layout ---------------------------------------------------------------------------------

/**
 * Inline icons are drawn larger than the text around them (ICON_SCALE em, in ICON_EM em of width):
 * at 1 em they were too small to read at table zoom (issue 16 item 4).
 */
const ICON_EM = 1.35;
export const ICON_SCALE = 1.25;

function segWidth(s: Segment, size: number, ls: number): number {
  return s.icon !== undefined ? ICON_EM * size : measure(s.text, s.style, size, ls);
}

function layoutAt(words: Word[], box: Box, size: number, opts: LayoutOptions): TextLayout {
  const lh = (opts.lineHeight ?? 1.18) * size;
  const pgap = (opts.paragraphGap ?? 0.45) * size;
  const ls = opts.letterSpacing ?? 0;
  const base = opts.style ?? "regular";
  let overflow = false;
  interface Building {
    words: { segs: Segment[]; widths: number[]; width: number; space: number }[];
    width: number;
    para: boolean;
  }
  const lines: Building[] = [];
  let line: Building | undefined;
  const spaceOf = (w: Word) => measure(" ", w.segs[0].style, size, ls);
  for (const w of words) {
    const widths = w.segs.map((s) => segWidth(s, size, ls));
    const ww = widths.reduce((a, b) => a + b, 0);
    if (ww > box.width + 0.01) overflow = true;
    const spaceW = spaceOf(w);
    if (line === undefined || w.para || line.width + spaceW + ww > box.width + 0.01) {
      line = { words: [], width: 0, para: w.para && lines.length > 0 };
      lines.push(line);
      line.words.push({ segs: w.segs, widths, width: ww, space: spaceW });
      line.width = ww;
    } else {
      line.words.push({ segs: w.segs, widths, width: ww, space: spaceW });
      line.width += spaceW + ww;
    }
  }
  if (opts.maxLines !== undefined && lines.length > opts.maxLines) overflow = true;
  const asc = ascent(base) * size;
  const out: TextLine[] = [];
  let y = 0;
  let widest = 0;
  lines.forEach((l, idx) => {
    if (idx > 0) y += lh + (l.para ? pgap : 0);
    const align = opts.align ?? "left";
    const x0 = align === "center" ? (box.width - l.width) / 2 : align === "right" ? box.width - l.width : 0;
    const runs: PlacedRun[] = [];
    let x = x0;
    const texts: string[] = [];
    l.words.forEach((w, wi) => {
      if (wi > 0) x += w.space;
      let t = "";
      w.segs.forEach((s, si) => {
        runs.push({ text: s.text, style: s.style, icon: s.icon, x, width: w.widths[si] });
        t += s.icon !== undefined ? `[${s.icon}]` : s.text;
        x += w.widths[si];
      });
      texts.push(t);
    });
    widest = Math.max(widest, l.width);
    out.push({ text: texts.join(" "), runs, width: l.width, baseline: y + asc });
  });
  const height = lines.length === 0 ? 0 : y + size * 1.0 + (lh - size) * 0.5;
  if (height > box.height + 0.01) overflow = true;
  const va = opts.valign ?? "top";
  const shift = va === "middle" ? Math.max(0, (box.height - height) / 2) : va === "bottom" ? Math.max(0, box.height - height) : 0;
  if (shift > 0) for (const l of out) l.baseline += shift;
  return { lines: out, size, overflow, height, width: widest, box, options: opts };
}

/**
 * Lays `text` out in `box`: the largest size in [minSize, maxSize] (in `step`s) at which every
 * word fits the width and all lines fit the height. If none does, the layout at minSize is
 * returned with `overflow: true` (all lines are still returned: nothing is dropped).
 */
export function layoutText(text: string, box: Box, opts: LayoutOptions): TextLayout {
  const words = parseMarkup(text, opts.style ?? "regular", opts.markup ?? true, opts.uppercase ?? false, opts.bracketIcons);
  const step = opts.step ?? 0.5;
  let size = opts.maxSize;
  for (;;) {
    const l = layoutAt(words, box, size, opts);
    if (!l.overflow) return l;
    if (size - step < opts.minSize - 1e-9) return size === opts.minSize ? l : layoutAt(words, box, opts.minSize, opts);
    size -= step;
  }
}

// ---- drawing --------------------------------------------------------------------------------

/** Paints an inline icon centred at (cx, cy) with the given size (em); returns SVG. */
export type IconPainter = (name: string, cx: number, cy: number, size: number, fill: string) => string;

const fallbackIcon: IconPainter = (name, cx, cy, size, fill) =>
  `<circle cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(size * 0.4)}" fill="none" stroke="${fill}" stroke-width="${f2(size * 0.08)}"/>`;

/** A number with at most 2 decimals, as `(Math.round(n * 100) / 100).toString()` (-0 as "0"). */
function f2(n: number): string {
  const k = Math.round(n * 100);
  // Whole hundredths written out digit by digit: the same text as Number#toString of k / 100 for
  // every |k| <= 5e7 (checked exhaustively), about twice as fast; anything else takes the slow way.
  if (k >= -5e7 && k <= 5e7) return k === 0 ? "0" : k < 0 ? "-" + hundredths(-k) : hundredths(k);
  const r = k / 100;
  return (Object.is(r, -0) ? 0 : r).toString();
}

/** `a` hundredths (a whole number, 0 < a <= 5e7) written as f2 writes them: "12", "12.5", "12.05", "12.25". */
function hundredths(a: number): string {
  const whole = Math.floor(a / 100);
  const frac = a - whole * 100;
  if (frac === 0) return "" + whole;
  if (frac % 10 === 0) return whole + "." + frac / 10;
  return whole + (frac < 10 ? ".0" : ".") + frac;
}

/**
 * The text of each whole number of hundredths 0 < k < 2^20 written so far (a glyph's coordinates are
 * a few thousand px at most): the campaign cards' SVGs write ~15 million coordinates (100 MB of
 * path data), nearly all of them values met before, and making each one's text was most of their time.
 */
const HUNDREDTHS: (string | undefined)[] = new Array(1 << 20);

/** f2(n), the text of its hundredths made once. */
function coordinate(n: number): string {
  const k = Math.round(n * 100);
  if (k > 0 && k < 1 << 20) return HUNDREDTHS[k] ?? (HUNDREDTHS[k] = hundredths(k));
  if (k < 0 && k > -(1 << 20)) return "-" + (HUNDREDTHS[-k] ?? (HUNDREDTHS[-k] = hundredths(-k)));
  return f2(n);
}

/**
 * Serialises opentype.js path commands ourselves (opentype.js 2.0's toPathData rounding emits
 * "NaN" for some values): 2 decimals, no exponent notation. Joined from an array, so the result is
 * one flat string: a `+=` rope would keep every number's little string alive (and copied by every
 * young-generation GC) for as long as the SVG lives, the render's largest cost after resvg.
 */
function pathData(commands: { type: string; x?: number; y?: number; x1?: number; y1?: number; x2?: number; y2?: number }[]): string {
  const d: string[] = [];
  const v = (a: number | undefined) => coordinate(a ?? 0);
  for (const c of commands) {
    if (c.type === "M" || c.type === "L") d.push(c.type + v(c.x) + " " + v(c.y));
    else if (c.type === "Q") d.push("Q" + v(c.x1) + " " + v(c.y1) + " " + v(c.x) + " " + v(c.y));
    else if (c.type === "C") d.push("C" + v(c.x1) + " " + v(c.y1) + " " + v(c.x2) + " " + v(c.y2) + " " + v(c.x) + " " + v(c.y));
    else if (c.type === "Z") d.push("Z");
  }
  return d.join("");
}

/** Glyph outlines of one string as SVG path data. */
export function textPathData(text: string, style: FontStyle, x: number, baseline: number, size: number, letterSpacing = 0): string {
  if (letterSpacing === 0) return pathData(font(style).getPath(text, x, baseline, size, { kerning: true }).commands);
  let d = "";
  let cx = x;
  for (const ch of Array.from(text)) {
    d += pathData(font(style).getPath(ch, cx, baseline, size, { kerning: true }).commands);
    cx += measure(ch, style, size, letterSpacing);
  }
  return d;
}

/**
 * The laid-out text as SVG (glyph paths, one <path> per fill). `fills` may override the colour
 * per style (e.g. bold in the accent colour).
 */
export function layoutToSvg(
  layout: TextLayout,
  fill: string,
  opts: { boldFill?: string; icon?: IconPainter; stroke?: string; strokeWidth?: number } = {},
): string {
  const { box, size } = layout;
  const ls = layout.options.letterSpacing ?? 0;
  let dMain = "";
  let dBold = "";
  let icons = "";
  const painter = opts.icon ?? fallbackIcon;
  for (const line of layout.lines) {
    const by = box.y + line.baseline;
    for (const r of line.runs) {
      if (r.icon !== undefined) {
        icons += painter(r.icon, box.x + r.x + r.width / 2, by - size * 0.33, size * ICON_SCALE, fill);
        continue;
      }
      const d = textPathData(r.text, r.style, box.x + r.x, by, size, ls);
      if (opts.boldFill && (r.style === "bold" || r.style === "boldItalic")) dBold += d;
      else dMain += d;
    }
  }
  const strokeAttr = opts.stroke ? ` stroke="${opts.stroke}" stroke-width="${opts.strokeWidth ?? 2}" paint-order="stroke" stroke-linejoin="round"` : "";
  let s = "";
  if (dMain) s += `<path d="${dMain}" fill="${fill}"${strokeAttr}/>`;
  if (dBold) s += `<path d="${dBold}" fill="${opts.boldFill}"${strokeAttr}/>`;
  return s + icons;
}

/** Convenience: a single line of text at a fixed size, anchored left/center/right at x. */
export function textLine(
  text: string,
  x: number,
  baseline: number,
  size: number,
  fill: string,
  opts: { style?: FontStyle; anchor?: "start" | "middle" | "end"; letterSpacing?: number; stroke?: string; strokeWidth?: number } = {},
): string {
  const style = opts.style ?? "regular";
  const ls = opts.letterSpacing ?? 0;
  const w = measure(text, style, size, ls);
  const x0 = opts.anchor === "middle" ? x - w / 2 : opts.anchor === "end" ? x - w : x;
  const strokeAttr = opts.stroke ? ` stroke="${opts.stroke}" stroke-width="${opts.strokeWidth ?? 2}" paint-order="stroke" stroke-linejoin="round"` : "";
  return `<path d="${textPathData(text, style, x0, baseline, size, ls)}" fill="${fill}"${strokeAttr}/>`;
}
