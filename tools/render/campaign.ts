/**
 * The Blighted Reach's components, in the base table's style: campaign cards (Court, aid, Fate-set
 * cards, the tarot-size Fates), their backs, the campaign tokens and tiles (Blight, Free buildings,
 * objective markers, First Regent tile, chapter track tile) and the faces of the event and number
 * dice. Every renderer takes plain data (shaped like src/core/data/campaign records) and returns
 * SVG; card renderers return a CardRender whose warnings refuse the build on overflow.
 */
import type { Colour, ResourceType } from "../../src/core/data/vocabulary";
import { CAMPAIGN_COLOUR, INK, PLAYER_COLOUR, RESOURCE_COLOUR, inkOn, mix } from "./palette";
import { CARD_H, CARD_W, CardCanvas, CardRender, cardBackground, panel, seedOf } from "./card";
import { icon } from "./icons";
import { drawRaidKeys } from "./cards";
import { layoutText, layoutToSvg, textLine } from "./text";
import type { Box, LayoutOptions } from "./text";
import { circle, polyPoints, rect, starfield, svgDoc } from "./svg";
import { ATLAS_COLS, ATLAS_ROWS, DIE_CELL, atlasCell } from "./dice";

/** Inline `[name]` icons the campaign texts use (`[clock]` = the objective track). */
const CAMPAIGN_BRACKETS = ["key", "clock"];

/**
 * The largest whole size in [minSize, maxSize] at which `text` fits `box` (minSize when none does),
 * found by bisection: the long campaign texts would otherwise be laid out once per half point.
 * Returns options whose maxSize is that size, so the card's own layout runs once.
 */
function fitted(text: string, box: Box, opts: LayoutOptions): LayoutOptions {
  let lo = Math.ceil(opts.minSize);
  let hi = Math.floor(opts.maxSize);
  const fits = (size: number) => !layoutText(text, box, { ...opts, maxSize: size, minSize: size }).overflow;
  if (fits(hi)) return { ...opts, maxSize: hi, minSize: hi };
  if (!fits(lo)) return { ...opts, maxSize: lo, minSize: lo };
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return { ...opts, maxSize: lo, minSize: lo };
}

// ---- cards ----------------------------------------------------------------------------------------

/** One printed side of a campaign card (Court, aid or Fate-set card). */
export interface CampaignCardFace {
  id: string;
  name: string;
  /** The type line, e.g. "Vox", "Guild · Fuel", "Edict", "Fate Set 1 · Setup". */
  typeLine: string;
  /** Frame and header colour. */
  accent: string;
  /** The icon in the header disc (a resource, "vox", ...), if any. */
  iconName?: string;
  /** Guild cards: raid cost in keys. */
  raidCost?: number;
  /** Printed paragraphs (data markup). */
  text: readonly string[];
  /** False when the seeds list the card by name only: the face says so instead of a text. */
  textGiven: boolean;
  /** Bottom-right small print (the Fate or "Blighted Reach"). */
  footer: string;
}

/** What a card whose text the seeds lack shows, in small type. */
export const TEXT_NOT_GIVEN = "This card's text is not in the rules sources this table is built from: read the printed card.";

/** A campaign card's render, with the plain text each field printed (what the tests read). */
export type CampaignCardRender = CardRender & { texts: Record<string, string> };

export function renderCampaignCard(card: CampaignCardFace): CampaignCardRender {
  const c = new CardCanvas(card.id);
  const texts: Record<string, string> = { name: card.name, type: card.typeLine };
  const col = card.accent;
  cardBackground(c, col, seedOf(card.id), 0.3);
  c.add(rect(22, 22, CARD_W - 44, 128, `fill="${col}"`, 14));
  const nameX = card.iconName ? 142 : 40;
  if (card.iconName) {
    c.add(circle(84, 86, 46, `fill="${INK.bgDeep}" stroke="${INK.text}" stroke-width="3"`));
    c.add(icon(card.iconName, 84, 86, 58, col, INK.bgDeep));
  }
  c.text("name", card.name, { x: nameX, y: 32, width: CARD_W - 22 - nameX - 18, height: 108 }, { maxSize: 44, minSize: 20, style: "bold", uppercase: true, maxLines: 2, valign: "middle", lineHeight: 1.0 }, inkOn(col));
  const keys = card.raidCost ?? 0;
  const typeWidth = CARD_W - 76 - (keys > 0 ? keys * 46 + 30 : 0);
  c.text("type", card.typeLine.toUpperCase(), { x: 38, y: 166, width: typeWidth, height: 40 }, { maxSize: 24, minSize: 14, style: "bold", maxLines: 1, valign: "middle", letterSpacing: 0.06 }, mix(col, INK.white, 0.25));
  drawRaidKeys(c, keys);
  const tb = { x: 34, y: 222, width: CARD_W - 68, height: CARD_H - 222 - 70 };
  c.add(panel(tb.x - 8, tb.y - 8, tb.width + 16, tb.height + 16, col));
  const inner = { x: tb.x + 12, y: tb.y + 10, width: tb.width - 24, height: tb.height - 20 };
  if (card.textGiven) {
    const text = card.text.join("\n");
    texts.text = text;
    c.text("text", text, inner, fitted(text, inner, { maxSize: 28, minSize: 14, lineHeight: 1.14, paragraphGap: 0.45, bracketIcons: CAMPAIGN_BRACKETS }), INK.text, mix(col, INK.white, 0.35));
  } else {
    texts.text = TEXT_NOT_GIVEN;
    c.text("text", `*${TEXT_NOT_GIVEN}*`, inner, { maxSize: 20, minSize: 14, align: "center", valign: "middle" }, INK.muted);
  }
  c.add(textLine(card.id, 40, CARD_H - 36, 20, INK.muted, { style: "bold" }));
  c.text("footer", card.footer, { x: 160, y: CARD_H - 58, width: CARD_W - 200, height: 30 }, { maxSize: 20, minSize: 12, style: "bold", maxLines: 1, align: "right", valign: "middle" }, INK.muted);
  texts.footer = card.footer;
  return { ...c.done(), texts };
}

/** Shaped like fates.ts Fate. */
export interface FateFace {
  id: string;
  name: string;
  letter: "A" | "B" | "C";
  set: number;
  flavour: string;
  paths: readonly { act: string; text: string }[];
}

export function fateAccent(letter: "A" | "B" | "C"): string {
  return letter === "A" ? CAMPAIGN_COLOUR.fateA : letter === "B" ? CAMPAIGN_COLOUR.fateB : CAMPAIGN_COLOUR.fateC;
}

/** A Fate card (tarot size in the box; drawn on the same 5:7 face, placed larger on the table). */
export function renderFateCard(f: FateFace): CardRender {
  const c = new CardCanvas(f.id);
  const col = fateAccent(f.letter);
  cardBackground(c, col, seedOf(f.id), 0.35);
  c.add(circle(CARD_W / 2, 118, 70, `fill="${INK.bgDeep}" stroke="${col}" stroke-width="6"`));
  c.add(textLine(f.letter, CARD_W / 2, 150, 92, col, { style: "display", anchor: "middle" }));
  c.text("name", f.name, { x: 40, y: 196, width: CARD_W - 80, height: 64 }, { maxSize: 50, minSize: 24, style: "display", uppercase: true, maxLines: 1, align: "center", valign: "middle" }, INK.text);
  c.add(textLine(`FATE ${f.letter} · FATE SET ${f.set}`, CARD_W / 2, 290, 22, col, { style: "bold", anchor: "middle", letterSpacing: 0.12 }));
  c.text("flavour", `*${f.flavour}*`, { x: 44, y: 304, width: CARD_W - 88, height: 78 }, { maxSize: 24, minSize: 14, align: "center", valign: "middle" }, INK.muted);
  const tb = { x: 34, y: 396, width: CARD_W - 68, height: CARD_H - 396 - 60 };
  c.add(panel(tb.x - 8, tb.y - 8, tb.width + 16, tb.height + 16, col));
  const paths = ["**YOUR PATH TO POWER**", ...f.paths.map((p) => `**Act ${p.act}:** ${p.text}`)].join("\n");
  const pbox = { x: tb.x + 12, y: tb.y + 8, width: tb.width - 24, height: tb.height - 16 };
  c.text("paths", paths, pbox, fitted(paths, pbox, { maxSize: 24, minSize: 13, lineHeight: 1.12, paragraphGap: 0.35 }), INK.text, col);
  c.add(textLine(f.id, 40, CARD_H - 30, 18, INK.muted, { style: "bold" }));
  return c.done();
}

/** The campaign's card back: "THE BLIGHTED REACH" over the deck's label, in the campaign's green. */
export function renderCampaignBack(id: string, label: string, accent: string = CAMPAIGN_COLOUR.accent): CardRender {
  const c = new CardCanvas(id);
  c.defs += `<radialGradient id="nebc" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="${mix(INK.bg, accent, 0.5)}"/><stop offset="0.6" stop-color="${INK.bg}"/><stop offset="1" stop-color="${INK.bgDeep}"/></radialGradient>`;
  c.add(rect(0, 0, CARD_W, CARD_H, `fill="url(#nebc)"`));
  c.add(starfield(CARD_W, CARD_H, 160, seedOf(id) + 7, 0.8));
  c.add(rect(9, 9, CARD_W - 18, CARD_H - 18, `fill="none" stroke="${accent}" stroke-width="8"`, 22));
  c.add(`<circle cx="${CARD_W / 2}" cy="300" r="120" fill="none" stroke="${CAMPAIGN_COLOUR.blight}" stroke-width="10" stroke-dasharray="24 14" stroke-opacity="0.8"/>`);
  c.add(textLine("ARCS", CARD_W / 2, 330, 84, INK.text, { style: "display", anchor: "middle", letterSpacing: 0.06 }));
  c.add(textLine("THE BLIGHTED REACH", CARD_W / 2, 470, 32, accent, { style: "display", anchor: "middle", letterSpacing: 0.08 }));
  c.text("label", label.toUpperCase(), { x: 50, y: 500, width: CARD_W - 100, height: 70 }, { maxSize: 40, minSize: 18, style: "display", maxLines: 1, align: "center", valign: "middle", letterSpacing: 0.1 }, INK.text);
  return c.done();
}

// ---- tokens and tiles -----------------------------------------------------------------------------

export const CAMPAIGN_TOKEN_PX = 256;

function disc(fill: string, ring: string, s = CAMPAIGN_TOKEN_PX): string {
  return rect(0, 0, s, s, `fill="${INK.bgDeep}"`) + circle(s / 2, s / 2, s / 2 - 2, `fill="${fill}"`) + circle(s / 2, s / 2, s / 2 - 14, `fill="none" stroke="${ring}" stroke-width="8"`);
}

/** A Blight token: fresh (bright, spreading) or damaged (dark, cracked). */
export function renderBlightFace(damaged: boolean): string {
  const s = CAMPAIGN_TOKEN_PX;
  const col = CAMPAIGN_COLOUR.blight;
  const fill = damaged ? mix(col, "#000000", 0.6) : col;
  let b = disc(fill, damaged ? INK.danger : INK.bgDeep);
  b += `<polygon points="${polyPoints(s / 2, s / 2 - 10, 70, 7, 10)}" fill="none" stroke="${damaged ? mix(col, "#ffffff", 0.3) : INK.bgDeep}" stroke-width="12" stroke-linejoin="round"/>`;
  b += circle(s / 2, s / 2 - 10, 26, `fill="${damaged ? mix(col, "#ffffff", 0.3) : INK.bgDeep}"`);
  b += textLine(damaged ? "DAMAGED" : "BLIGHT", s / 2, s - 44, 30, damaged ? INK.white : INK.bgDeep, { style: "bold", anchor: "middle", letterSpacing: 0.06 });
  return svgDoc(s, s, b);
}

/** A Free city or starport: the base building token drawn in the Free grey. */
export function renderFreeBuildingFace(kind: "city" | "starport", damaged: boolean): string {
  const s = CAMPAIGN_TOKEN_PX;
  const col = CAMPAIGN_COLOUR.free;
  const fill = damaged ? mix(col, "#000000", 0.55) : col;
  const ink = damaged ? mix(col, "#ffffff", 0.35) : inkOn(col);
  let b = rect(0, 0, s, s, `fill="${fill}"`);
  b += rect(10, 10, s - 20, s - 20, `fill="none" stroke="${ink}" stroke-width="10"`, 28);
  b += icon(kind, s / 2, s / 2 - 16, 150, ink, fill);
  b += textLine(damaged ? "DAMAGED" : "FREE", s / 2, s - 30, 32, damaged ? INK.white : ink, { style: "bold", anchor: "middle", letterSpacing: 0.08 });
  return svgDoc(s, s, b);
}

/** A player's objective marker (its colour, a clock face: how far the Fate's objective is). */
export function renderObjectiveMarker(colour: Colour): string {
  const s = CAMPAIGN_TOKEN_PX;
  const col = PLAYER_COLOUR[colour];
  let b = disc(col, INK.bgDeep);
  b += circle(s / 2, s / 2, 62, `fill="${INK.bgDeep}" stroke="${inkOn(col)}" stroke-width="8"`);
  b += `<path d="M${s / 2},${s / 2} L${s / 2},${s / 2 - 46} M${s / 2},${s / 2} L${s / 2 + 34},${s / 2 + 12}" stroke="${INK.text}" stroke-width="10" stroke-linecap="round"/>`;
  b += textLine("OBJECTIVE", s / 2, s - 36, 24, inkOn(col), { style: "bold", anchor: "middle", letterSpacing: 0.06 });
  return svgDoc(s, s, b);
}

/** One face of a Fate-set token: its name (and label, e.g. "1st"), the Fate Set's number. */
export function renderFateTokenFace(name: string, set: number, label?: string): { svg: string; warnings: string[] } {
  const s = CAMPAIGN_TOKEN_PX;
  const col = CAMPAIGN_COLOUR.accent;
  const warnings: string[] = [];
  let b = disc(mix(col, INK.bgDeep, 0.7), col);
  const l = layoutText(name.toUpperCase(), { x: 36, y: label ? 58 : 70, width: s - 72, height: label ? 70 : 96 }, { maxSize: 40, minSize: 16, style: "bold", maxLines: 2, align: "center", valign: "middle", lineHeight: 1.0 });
  if (l.overflow) warnings.push(`fate token ${name}: name does not fit`);
  b += layoutToSvg(l, INK.text);
  if (label) b += textLine(label, s / 2, 176, 48, INK.gold, { style: "display", anchor: "middle" });
  b += textLine(`F${set}`, s / 2, s - 30, 26, col, { style: "bold", anchor: "middle" });
  return { svg: svgDoc(s, s, b), warnings };
}

export const FLAGSHIP_W = 2048;
export const FLAGSHIP_H = 1024;

/** A slot of the Flagship board in normalised image coordinates (layout.ts convention); id `armor-<n>` / `upgrade-<n>`, n = 1..6 from the left. */
export interface FlagshipSlotSpot {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The Flagship board's slots: the one source of their layout (the build's snap points, docs/table-contract.md). */
export type FlagshipLayout = {
  width: number;
  height: number;
  armorSlots: FlagshipSlotSpot[];
  upgradeSlots: FlagshipSlotSpot[];
};

const FLAGSHIP_ARMOR_Y = 160;
const FLAGSHIP_UPGRADE_Y = 520;
const FLAGSHIP_SLOT_H = 330;

/** Where the board's slots are drawn (for `k` Upgrades, left to right). */
export function flagshipLayout(k: number): FlagshipLayout {
  const W = FLAGSHIP_W;
  const H = FLAGSHIP_H;
  const cw = (W - 120) / k;
  const spot = (i: number, kind: string, top: number): FlagshipSlotSpot => ({
    id: `${kind}-${i + 1}`,
    x: (60 + i * cw + cw / 2) / W,
    y: (top + FLAGSHIP_SLOT_H / 2) / H,
    w: (cw - 28) / W,
    h: FLAGSHIP_SLOT_H / H,
  });
  const armorSlots: FlagshipSlotSpot[] = [];
  const upgradeSlots: FlagshipSlotSpot[] = [];
  for (let i = 0; i < k; i++) {
    armorSlots.push(spot(i, "armor", FLAGSHIP_ARMOR_Y));
    upgradeSlots.push(spot(i, "upgrade", FLAGSHIP_UPGRADE_Y));
  }
  return { width: W, height: H, armorSlots, upgradeSlots };
}

/** A player's Flagship board: per Upgrade (data order) an Armor slot above an Upgrade slot, each showing the planet type to build it at. */
export function renderFlagshipBoard(colour: Colour, upgrades: readonly { name: string; upgrade: string; armor: string }[]): { svg: string; warnings: string[] } {
  const W = FLAGSHIP_W;
  const H = FLAGSHIP_H;
  const col = PLAYER_COLOUR[colour];
  const warnings: string[] = [];
  let b = rect(0, 0, W, H, `fill="${mix(INK.bg, col, 0.12)}"`) + starfield(W, H, 120, seedOf(`flagship-${colour}`), 0.4);
  b += rect(12, 12, W - 24, H - 24, `fill="none" stroke="${col}" stroke-width="14"`, 36);
  b += textLine(`${colour.toUpperCase()} FLAGSHIP`, W / 2, 110, 80, col, { style: "display", anchor: "middle", letterSpacing: 0.08 });
  const k = upgrades.length;
  const cw = (W - 120) / k;
  const slot = (x: number, y: number, kind: string, type: string) => {
    let s = rect(x + 14, y, cw - 28, FLAGSHIP_SLOT_H, `fill="${INK.panel}" fill-opacity="0.85" stroke="${col}" stroke-width="4"`, 22);
    s += textLine(kind, x + cw / 2, y + 50, 34, INK.muted, { style: "bold", anchor: "middle", letterSpacing: 0.1 });
    s += type === "any" ? textLine("ANY", x + cw / 2, y + 200, 60, INK.text, { style: "display", anchor: "middle" }) : icon(type, x + cw / 2, y + 175, 120);
    s += textLine(type === "any" ? "any planet" : `at ${type}`, x + cw / 2, y + 300, 28, INK.muted, { style: "bold", anchor: "middle" });
    return s;
  };
  upgrades.forEach((u, i) => {
    const x = 60 + i * cw;
    b += slot(x, FLAGSHIP_ARMOR_Y, "ARMOR", u.armor);
    b += slot(x, FLAGSHIP_UPGRADE_Y, "UPGRADE", u.upgrade);
    const l = layoutText(u.name.toUpperCase(), { x: x + 14, y: 862, width: cw - 28, height: 120 }, { maxSize: 40, minSize: 20, style: "bold", maxLines: 2, align: "center", valign: "middle", lineHeight: 1.0 });
    if (l.overflow) warnings.push(`flagship ${colour}: ${u.name} does not fit`);
    b += layoutToSvg(l, INK.text);
  });
  return { svg: svgDoc(W, H, b), warnings };
}

export const FIRST_REGENT_W = 1024;
export const FIRST_REGENT_H = 512;

/** The First Regent tile and its Imperial Trust area (where the Trust's resources lie, frozen). */
export interface FirstRegentRender {
  svg: string;
  warnings: string[];
  /** The Imperial Trust area in normalised image coordinates (layout.ts convention). */
  trust: { id: string; x: number; y: number; w: number; h: number };
}

export function renderFirstRegentTile(): FirstRegentRender {
  const W = FIRST_REGENT_W;
  const H = FIRST_REGENT_H;
  const col = CAMPAIGN_COLOUR.empire;
  const warnings: string[] = [];
  let b = rect(0, 0, W, H, `fill="${mix(INK.bg, col, 0.15)}"`) + starfield(W, H, 90, seedOf("first-regent"), 0.4);
  b += rect(10, 10, W - 20, H - 20, `fill="none" stroke="${col}" stroke-width="10"`, 30);
  b += textLine("FIRST REGENT", W / 2, 96, 72, col, { style: "display", anchor: "middle", letterSpacing: 0.08 });
  const tx = 60;
  const ty = 150;
  const tw = W - 120;
  const th = H - 200;
  b += rect(tx, ty, tw, th, `fill="${INK.bgDeep}" fill-opacity="0.8" stroke="${col}" stroke-width="4" stroke-dasharray="18 10"`, 22);
  b += textLine("IMPERIAL TRUST", W / 2, ty + 52, 40, INK.text, { style: "bold", anchor: "middle", letterSpacing: 0.12 });
  const note = layoutText("*Resources here are frozen: they cannot be spent, discarded or given away, but still count for ambitions. They return to the supply in the Intermission.*", { x: tx + 30, y: ty + th - 92, width: tw - 60, height: 80 }, { maxSize: 24, minSize: 14, align: "center", valign: "middle" });
  if (note.overflow) warnings.push("first-regent: the Imperial Trust note does not fit");
  b += layoutToSvg(note, INK.muted);
  const types: ResourceType[] = ["material", "fuel", "weapon", "relic", "psionic"];
  types.forEach((r, i) => {
    const x = tx + tw / 2 + (i - 2) * 150;
    b += circle(x, ty + 130, 52, `fill="none" stroke="${RESOURCE_COLOUR[r]}" stroke-width="4" stroke-opacity="0.55"`);
    b += `<g opacity="0.35">${icon(r, x, ty + 130, 60)}</g>`;
  });
  return { svg: svgDoc(W, H, b), warnings, trust: { id: "imperial-trust", x: 0.5, y: (ty + th / 2) / H, w: tw / W, h: th / H } };
}

/** Shaped like campaignPieces.ts ChapterTrackSide. */
export interface ChapterTrackFace {
  side: string;
  chapters: readonly { chapter: number; grandLower?: number; grandHigher?: number }[];
}

export const CHAPTER_TILE_W = 1024;
export const CHAPTER_TILE_H = 320;

/** One side of the chapter track tile: its chapter spaces and, in Act III, the grand ambition Power. */
export function renderChapterTrackSide(t: ChapterTrackFace): { svg: string; warnings: string[] } {
  const W = CHAPTER_TILE_W;
  const H = CHAPTER_TILE_H;
  const col = CAMPAIGN_COLOUR.accent;
  const warnings: string[] = [];
  let b = rect(0, 0, W, H, `fill="${INK.bg}"`) + rect(8, 8, W - 16, H - 16, `fill="none" stroke="${col}" stroke-width="8"`, 24);
  const head = layoutText(t.side.toUpperCase(), { x: 30, y: 20, width: W - 60, height: 56 }, { maxSize: 44, minSize: 20, style: "display", maxLines: 1, align: "center", valign: "middle", letterSpacing: 0.08 });
  if (head.overflow) warnings.push(`chapter-track ${t.side}: title does not fit`);
  b += layoutToSvg(head, col);
  const k = t.chapters.length;
  const grand = t.chapters.some((c) => c.grandLower !== undefined);
  t.chapters.forEach((c, i) => {
    const x = W / 2 + (i - (k - 1) / 2) * 210;
    b += circle(x, 160, 62, `fill="${INK.panel}" stroke="${col}" stroke-width="5"`);
    b += textLine(String(c.chapter), x, 190, 84, INK.text, { style: "display", anchor: "middle" });
    if (c.grandLower !== undefined && c.grandHigher !== undefined) {
      b += textLine(`${c.grandLower} / ${c.grandHigher}`, x, 270, 36, INK.gold, { style: "bold", anchor: "middle" });
    }
  });
  if (grand) b += textLine("Grand ambitions: Power for one / both", W / 2, H - 14, 22, INK.muted, { style: "bold", anchor: "middle" });
  return { svg: svgDoc(W, H, b), warnings };
}

// ---- dice -------------------------------------------------------------------------------------------

/** One face of a campaign die: a big label and, for the event die, a planet ID symbol under it. */
export interface CampaignDieFace {
  index: number;
  label: string;
  /** "arrow" | "crescent" | "hex": drawn under the label. */
  planet?: string;
  /** "crisis" | "edict": colours the face. */
  event?: string;
}

function planetSymbol(name: string, cx: number, cy: number, r: number, fill: string, body: string): string {
  if (name === "hex") return `<polygon points="${polyPoints(cx, cy, r, 6, 30)}" fill="${fill}"/>`;
  // A crescent: the ink disc, overpainted by a disc of the face's colour shifted right.
  if (name === "crescent") return circle(cx, cy, r, `fill="${fill}"`) + circle(cx + r * 0.5, cy - r * 0.1, r * 0.85, `fill="${body}"`);
  return `<polygon points="${cx},${cy - r} ${cx + r},${cy + r * 0.7} ${cx},${cy + r * 0.25} ${cx - r},${cy + r * 0.7}" fill="${fill}"/>`;
}

export function renderCampaignDieFace(face: CampaignDieFace, size = DIE_CELL): string {
  const body = face.event === "crisis" ? CAMPAIGN_COLOUR.blight : face.event === "edict" ? CAMPAIGN_COLOUR.empire : "#e6e0cf";
  const ink = INK.bgDeep;
  let b = rect(0, 0, size, size, `fill="${mix(body, "#000000", 0.45)}"`);
  b += rect(size * 0.04, size * 0.04, size * 0.92, size * 0.92, `fill="${body}"`, size * 0.12);
  if (face.planet) {
    const l = layoutText(face.label.toUpperCase(), { x: 14, y: 26, width: size - 28, height: 70 }, { maxSize: 48, minSize: 16, style: "bold", maxLines: 1, align: "center", valign: "middle" });
    b += layoutToSvg(l, ink);
    b += planetSymbol(face.planet, size / 2, size * 0.64, size * 0.2, ink, body);
  } else {
    b += textLine(face.label, size / 2, size * 0.7, size * 0.6, ink, { style: "display", anchor: "middle" });
  }
  return svgDoc(size, size, b);
}

/** The 3 x 2 atlas of a campaign die (same cell order as the battle dice: dieMesh.ts). */
export function renderCampaignDieAtlas(faces: readonly CampaignDieFace[], cell = DIE_CELL): string {
  let b = "";
  for (const f of faces) {
    const { col, row } = atlasCell(f.index);
    const inner = renderCampaignDieFace(f, cell).replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    b += `<g transform="translate(${col * cell} ${row * cell})">${inner}</g>`;
  }
  return svgDoc(ATLAS_COLS * cell, ATLAS_ROWS * cell, b);
}
