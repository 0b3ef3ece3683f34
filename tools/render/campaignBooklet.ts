/**
 * The rules booklet (BR p.3, p.9) as one board lying open on the table: its Edicts side on the left
 * page, its Laws & Summit side on the right, each a grid of numbered slots (lowest first, BR p.20),
 * and a "Scrapped" spot beside them. The booklet's two sides are shown side by side, not as the two
 * faces of a tile: a turned tile would hide its slots and the cards on them. The layout (normalised
 * spots per slot) becomes the slot zones (tools/table/expand.ts "$zones").
 */
import { CAMPAIGN_COLOUR, INK, mix } from "./palette";
import { layoutText, layoutToSvg, textLine } from "./text";
import { rect, starfield, svgDoc } from "./svg";
import { seedOf } from "./card";

/** 100 px per world unit at the object's scale 6 (the short side, 1200 px, is 12 units). */
export const BOOKLET_W = 2900;
export const BOOKLET_H = 1200;
/** Slots per side: 4 columns x 2 rows (a side with more cards continues past its page: src/tts/campaign/booklet/). */
export const BOOKLET_COLS = 4;
export const BOOKLET_ROWS = 2;

const MARGIN = 30;
const PAGE_W = 1260;
const SLOT_W = 300;
const SLOT_H = 510;
const TOP = 140;
const GAP = 10;
const SCRAP_X = MARGIN + 2 * PAGE_W + 20;
const SCRAP_W = BOOKLET_W - SCRAP_X - MARGIN;

export interface BookletSpot {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface BookletRender {
  svg: string;
  warnings: string[];
  /** Normalised spots: "edicts-1".."edicts-8", "laws-1".."laws-8", and the scrap pile. */
  layout: { width: number; height: number; edicts: BookletSpot[]; laws: BookletSpot[]; scrap: BookletSpot };
}

function spot(id: string, x: number, y: number, w: number, h: number): BookletSpot {
  return { id, x: (x + w / 2) / BOOKLET_W, y: (y + h / 2) / BOOKLET_H, w: w / BOOKLET_W, h: h / BOOKLET_H };
}

function page(side: "edicts" | "laws", x0: number, warnings: string[]): { svg: string; spots: BookletSpot[] } {
  const col = side === "edicts" ? CAMPAIGN_COLOUR.empire : CAMPAIGN_COLOUR.accent;
  let b = rect(x0, MARGIN, PAGE_W, BOOKLET_H - 2 * MARGIN, `fill="${mix(INK.bg, col, 0.12)}" stroke="${col}" stroke-width="8"`, 24);
  b += textLine(side === "edicts" ? "EDICTS" : "LAWS & SUMMITS", x0 + 40, 96, 48, col, { style: "display", letterSpacing: 0.08 });
  const note = layoutText(
    side === "edicts"
      ? "*When the Edicts are called, every edict here resolves, lowest slot first (BR p.20).*"
      : "*These rules affect everyone: explain each card as it is added (BR p.9).*",
    { x: x0 + 720, y: 44, width: PAGE_W - 760, height: 84 },
    { maxSize: 24, minSize: 14, align: "right", valign: "middle" },
  );
  if (note.overflow) warnings.push(`rules-booklet: the ${side} page's note does not fit`);
  b += layoutToSvg(note, INK.muted);
  const spots: BookletSpot[] = [];
  const left = x0 + (PAGE_W - BOOKLET_COLS * SLOT_W) / 2;
  for (let r = 0; r < BOOKLET_ROWS; r++) {
    for (let c = 0; c < BOOKLET_COLS; c++) {
      const n = r * BOOKLET_COLS + c + 1;
      const x = left + c * SLOT_W;
      const y = TOP + r * (SLOT_H + GAP);
      b += rect(x + 8, y + 8, SLOT_W - 16, SLOT_H - 16, `fill="${INK.bgDeep}" fill-opacity="0.7" stroke="${col}" stroke-width="3" stroke-dasharray="14 8"`, 16);
      b += textLine(String(n), x + SLOT_W / 2, y + SLOT_H - 30, 40, mix(col, INK.bg, 0.35), { style: "display", anchor: "middle" });
      spots.push(spot(`${side}-${n}`, x, y, SLOT_W, SLOT_H));
    }
  }
  return { svg: b, spots };
}

/** The open booklet: Edicts page, Laws & Summit page, and the Scrapped spot. */
export function renderRulesBooklet(): BookletRender {
  const warnings: string[] = [];
  let b = rect(0, 0, BOOKLET_W, BOOKLET_H, `fill="${INK.bg}"`) + starfield(BOOKLET_W, BOOKLET_H, 140, seedOf("rules-booklet"), 0.3);
  const edicts = page("edicts", MARGIN, warnings);
  const laws = page("laws", MARGIN + PAGE_W, warnings);
  b += edicts.svg + laws.svg;
  const muted = INK.muted;
  b += rect(SCRAP_X, MARGIN, SCRAP_W, BOOKLET_H - 2 * MARGIN, `fill="${INK.bgDeep}" stroke="${muted}" stroke-width="4" stroke-dasharray="10 8"`, 18);
  b += textLine("SCRAPPED", SCRAP_X + SCRAP_W / 2, 98, 36, muted, { style: "display", anchor: "middle", letterSpacing: 0.06 });
  const note = layoutText("*Scrap removes a card forever (BR p.28).*", { x: SCRAP_X + 16, y: BOOKLET_H - 230, width: SCRAP_W - 32, height: 160 }, { maxSize: 24, minSize: 14, align: "center", valign: "middle" });
  if (note.overflow) warnings.push("rules-booklet: the scrap note does not fit");
  b += layoutToSvg(note, muted);
  return {
    svg: svgDoc(BOOKLET_W, BOOKLET_H, b),
    warnings,
    layout: { width: BOOKLET_W, height: BOOKLET_H, edicts: edicts.spots, laws: laws.spots, scrap: spot("scrap", SCRAP_X, TOP, SCRAP_W, SLOT_H) },
  };
}
