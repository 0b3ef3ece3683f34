/**
 * The map board: 6 clusters around an unplayable centre (24 systems, building slots), ambition
 * boxes, power track 0..35, chapter track 1..5, "Ambition Declared" and available-marker slots, and
 * the court row area. Returns the SVG and the layout (normalised spots) of everything placeable.
 */
import type { Ambition, ResourceType } from "../../src/core/data/vocabulary";
import { AMBITION_COLOUR, INK, RESOURCE_COLOUR, mix, titleCase } from "./palette";
import { icon } from "./icons";
import { layoutText, layoutToSvg, textLine } from "./text";
import { inlineIcon } from "./icons";
import { circle, n, polyPoints, rect, starfield, svgDoc } from "./svg";
import { MapInput, mapGeometry } from "./mapGeometry";
import { Spot, spot } from "./layout";

export const BOARD_W = 4096;
export const BOARD_H = 3072;

export interface MapBoardOptions {
  /** Ambition boxes, top to bottom (default order of the data passed in). */
  ambitions: readonly Ambition[];
  /** Optional one-line hint per ambition box (e.g. "most Material + Fuel"). */
  ambitionHints?: Partial<Record<Ambition, string>>;
  /** Highest power track space (default 35). */
  maxPower?: number;
  /** Marked spaces on the power track: Power that ends the game by player count. */
  powerToWin?: readonly { players: number; power: number }[];
  /** Chapters (default 5). */
  chapters?: number;
  /** Court row slots (default 4: the 3-4 player size). */
  courtSlots?: number;
  /** Planet symbol per system id (arrow / crescent / hex) for the small ID glyph. */
  planetSymbols?: Record<string, string>;
  /** Title printed on the board. */
  title?: string;
}

export interface MapBoardLayout {
  width: number;
  height: number;
  /** One per system, id "c.n"; w/h = the drawn disc's diameter. */
  systems: Spot[];
  /** Building slots, id "c.n/k" (k = 1..slots, left to right as seen from the centre). */
  buildingSlots: Spot[];
  /** One per ambition, id = the ambition; where declared markers go. */
  ambitionBoxes: Spot[];
  /** "power-0".."power-35". */
  powerTrack: Spot[];
  /** "chapter-1".."chapter-5". */
  chapterTrack: Spot[];
  /** "court-1".."court-N" (left to right), plus "court-deck" and "court-discard". */
  court: Spot[];
  /**
   * "court-5": the campaign Court's fifth slot (the Imperial Council and 4 cards at 3-4 players, BR
   * p.4 step K), not printed: just off the map's edge beside "court-4", as large as a printed slot.
   */
  courtExtra: Spot[];
  /** The zero marker's home ("Ambition Declared" slot, rulebook setup step G). */
  ambitionDeclared: Spot;
  /** Where unused ambition markers wait ("Available markers", setup step E). */
  availableMarkers: Spot;
  /** The unplayable centre of the map. */
  mapCentre: Spot;
}

export interface MapBoardRender {
  svg: string;
  layout: MapBoardLayout;
  warnings: string[];
}

const DEFAULT_HINTS: Partial<Record<Ambition, string>> = {};

/** The planet ID glyph (arrow, crescent, hex) at (x, y). */
function planetGlyph(kind: string, x: number, y: number, s: number, fill: string): string {
  if (kind === "arrow") return `<polygon points="${n(x)},${n(y - s / 2)} ${n(x + s / 2)},${n(y + s / 2)} ${n(x)},${n(y + s / 4)} ${n(x - s / 2)},${n(y + s / 2)}" fill="${fill}"/>`;
  if (kind === "crescent") return `<path d="M${n(x + s * 0.2)},${n(y - s / 2)} A${n(s / 2)},${n(s / 2)} 0 1 0 ${n(x + s * 0.2)},${n(y + s / 2)} A${n(s * 0.38)},${n(s * 0.42)} 0 1 1 ${n(x + s * 0.2)},${n(y - s / 2)} Z" fill="${fill}"/>`;
  if (kind === "hex") return `<polygon points="${polyPoints(x, y, s / 2, 6, 30)}" fill="${fill}"/>`;
  return "";
}

export function renderMapBoard(map: MapInput, opts: MapBoardOptions): MapBoardRender {
  const W = BOARD_W;
  const H = BOARD_H;
  const warnings: string[] = [];
  let b = "";
  const defs =
    `<radialGradient id="space" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="#1b2a63"/><stop offset="0.55" stop-color="${INK.bg}"/><stop offset="1" stop-color="${INK.bgDeep}"/></radialGradient>` +
    `<radialGradient id="core" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff3c4"/><stop offset="0.25" stop-color="#f2a93b"/><stop offset="0.7" stop-color="#5a1d4a"/><stop offset="1" stop-color="${INK.bgDeep}"/></radialGradient>`;
  b += rect(0, 0, W, H, `fill="url(#space)"`);
  b += starfield(W, H, 900, 4242, 0.7);
  b += rect(8, 8, W - 16, H - 16, `fill="none" stroke="${INK.line}" stroke-width="6"`, 30);

  // ---- power track (top strip)
  const maxPower = opts.maxPower ?? 35;
  const nP = maxPower + 1;
  const px0 = 40;
  const pw = (W - 2 * px0) / nP;
  const powerTrack: Spot[] = [];
  const winAt = new Map<number, number[]>();
  for (const e of opts.powerToWin ?? []) winAt.set(e.power, [...(winAt.get(e.power) ?? []), e.players]);
  for (let i = 0; i < nP; i++) {
    const x = px0 + i * pw;
    const y = 36;
    const h = 120;
    const mark = winAt.get(i);
    b += rect(x + 4, y, pw - 8, h, `fill="${mark ? mix(INK.panel, INK.gold, 0.25) : INK.panel}" stroke="${mark ? INK.gold : INK.line}" stroke-width="${mark ? 5 : 3}"`, 12);
    b += textLine(String(i), x + pw / 2, y + 72, 46, i % 5 === 0 ? INK.gold : INK.text, { style: "display", anchor: "middle" });
    if (mark) b += textLine(`${mark.join("/")}P END`, x + pw / 2, y + 106, 20, INK.gold, { style: "bold", anchor: "middle" });
    powerTrack.push(spot(`power-${i}`, { cx: x + pw / 2, cy: y + h / 2, w: pw - 8, h }, W, H));
  }

  // ---- map
  const cx = 2040;
  const cy = 1290;
  const R = 1070;
  const g = mapGeometry(map);
  const P = (x: number, y: number): [number, number] => [cx + x * R, cy + y * R];
  b += circle(cx, cy, R * 1.04, `fill="${INK.bgDeep}" fill-opacity="0.6" stroke="${INK.line}" stroke-width="6"`);
  const badges = clusterBadges(g, cx, cy, R);
  for (const cl of g.clusters) {
    const pts = cl.wedge.map(([x, y]) => P(x, y).map(n).join(",")).join(" ");
    b += `<polygon points="${pts}" fill="${cl.cluster % 2 ? "#15275a" : "#112152"}" fill-opacity="0.85" stroke="#7d93d6" stroke-width="10" stroke-linejoin="round"/>`;
  }
  for (const badge of badges) {
    b += circle(badge.x, badge.y, BADGE_R, `fill="${INK.bgDeep}" stroke="${INK.muted}" stroke-width="4"`);
    b += textLine(String(badge.cluster), badge.x, badge.y + 24, 68, INK.text, { style: "display", anchor: "middle" });
  }
  // Unplayable centre.
  const [ccx, ccy] = P(0, 0);
  b += circle(ccx, ccy, g.centreRadius * R, `fill="url(#core)" stroke="${INK.line}" stroke-width="6"`);
  // Lanes.
  const byId = new Map(g.systems.map((s) => [s.id, s]));
  for (const [a, c] of g.lanes) {
    const sa = byId.get(a);
    const sb = byId.get(c);
    if (!sa || !sb) {
      warnings.push(`map board: lane ${a}-${c} names an unknown system`);
      continue;
    }
    const [x1, y1] = P(sa.x, sa.y);
    const [x2, y2] = P(sb.x, sb.y);
    b += `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="#9fb4ff" stroke-opacity="0.55" stroke-width="14" stroke-linecap="round"/>`;
  }
  const systems: Spot[] = [];
  const buildingSlots: Spot[] = [];
  for (const s of g.systems) {
    const [x, y] = P(s.x, s.y);
    const r = s.r * R;
    if (s.gate) {
      b += `<polygon points="${polyPoints(x, y, r, 6, 30)}" fill="${INK.panelLight}" stroke="#cfd9ff" stroke-width="8"/>`;
      b += circle(x, y, r * 0.5, `fill="none" stroke="#cfd9ff" stroke-width="6" stroke-dasharray="14 10"`);
    } else {
      const col = s.resource ? RESOURCE_COLOUR[s.resource] : INK.muted;
      b += circle(x, y, r, `fill="${mix(col, INK.bgDeep, 0.45)}" stroke="${col}" stroke-width="10"`);
      if (s.resource) b += icon(s.resource, x, y, r * 1.05, col, INK.bgDeep);
    }
    // id label (+ planet glyph) towards the centre side.
    const [ix, iy] = systemLabelAt(s, x, y, r);
    const sym = opts.planetSymbols?.[s.id];
    b += rect(ix - 60, iy - 24, 120, 48, `fill="${INK.bgDeep}" fill-opacity="0.8"`, 12);
    b += textLine(s.id, ix + (sym ? 16 : 0), iy + 14, 40, INK.text, { style: "bold", anchor: "middle" });
    if (sym) b += planetGlyph(sym, ix - 34, iy, 28, INK.gold);
    systems.push(spot(s.id, { cx: x, cy: y, w: 2 * r, h: 2 * r }, W, H));
    s.slots.forEach((sl, k) => {
      const [sx, sy] = P(sl.x, sl.y);
      const hs = s.slotHalf * R;
      b += rect(sx - hs, sy - hs, 2 * hs, 2 * hs, `fill="${INK.bgDeep}" stroke="${s.resource ? RESOURCE_COLOUR[s.resource] : INK.muted}" stroke-width="6"`, 10);
      b += icon("city", sx, sy, hs * 1.1, "#33426e", INK.bgDeep);
      buildingSlots.push(spot(`${s.id}/${k + 1}`, { cx: sx, cy: sy, w: 2 * hs, h: 2 * hs }, W, H));
    });
  }

  // ---- ambition boxes (left column)
  const ambitionBoxes: Spot[] = [];
  const ax = 40;
  const aw = 780;
  const ay0 = 200;
  const ah = 420;
  const agap = 26;
  opts.ambitions.forEach((a, i) => {
    const y = ay0 + i * (ah + agap);
    const col = AMBITION_COLOUR[a];
    b += rect(ax, y, aw, ah, `fill="${mix(INK.panel, col, 0.12)}" stroke="${col}" stroke-width="6"`, 24);
    b += icon(a, ax + 80, y + 78, 96, col, INK.bgDeep);
    const l = layoutText(titleCase(a).toUpperCase(), { x: ax + 150, y: y + 30, width: aw - 180, height: 90 }, { maxSize: 72, minSize: 40, style: "display", maxLines: 1, valign: "middle" });
    b += layoutToSvg(l, col);
    const hint = (opts.ambitionHints ?? DEFAULT_HINTS)[a];
    if (hint) {
      const hl = layoutText(hint, { x: ax + 40, y: y + 124, width: aw - 80, height: 70 }, { maxSize: 46, minSize: 24, style: "bold", maxLines: 1 });
      if (hl.overflow) warnings.push(`map board: hint of ${a} does not fit`);
      b += layoutToSvg(hl, INK.text, { icon: inlineIcon });
    }
    // Marker area.
    const mx = ax + 40;
    const my = y + 200;
    const mw = aw - 80;
    const mh = ah - 230;
    b += rect(mx, my, mw, mh, `fill="${INK.bgDeep}" fill-opacity="0.7" stroke="${col}" stroke-opacity="0.6" stroke-width="4" stroke-dasharray="18 12"`, 18);
    ambitionBoxes.push(spot(a, { cx: mx + mw / 2, cy: my + mh / 2, w: mw, h: mh }, W, H));
  });

  // ---- "Ambition Declared" + available markers (below the ambitions)
  const sy = ay0 + opts.ambitions.length * (ah + agap) + 10;
  const slotH = Math.min(H - 40 - sy, 520);
  const half = (aw - 30) / 2;
  const drawSlot = (x: number, label: string, col: string): Spot => {
    b += rect(x, sy, half, slotH, `fill="${INK.panel}" stroke="${col}" stroke-width="6"`, 24);
    const l = layoutText(label.toUpperCase(), { x: x + 20, y: sy + 16, width: half - 40, height: 110 }, { maxSize: 40, minSize: 22, style: "bold", align: "center", maxLines: 2, lineHeight: 1.0 });
    if (l.overflow) warnings.push(`map board: label "${label}" does not fit`);
    b += layoutToSvg(l, col);
    const inner = { cx: x + half / 2, cy: sy + 130 + (slotH - 150) / 2, w: half - 60, h: slotH - 160 };
    b += rect(inner.cx - inner.w / 2, inner.cy - inner.h / 2, inner.w, inner.h, `fill="${INK.bgDeep}" stroke="${col}" stroke-opacity="0.6" stroke-width="4" stroke-dasharray="18 12"`, 18);
    return spot("", inner, W, H);
  };
  const ambitionDeclared = { ...drawSlot(ax, "Ambition Declared", INK.gold), id: "ambition-declared" };
  const availableMarkers = { ...drawSlot(ax + half + 30, "Available Markers", INK.muted), id: "available-markers" };

  // ---- chapter track (right column)
  const chapters = opts.chapters ?? 5;
  const chapterTrack: Spot[] = [];
  const chx = 3300;
  const chw = 720;
  b += rect(chx, 200, chw, 1000, `fill="${INK.panel}" fill-opacity="0.85" stroke="${INK.line}" stroke-width="6"`, 24);
  b += textLine("CHAPTER", chx + chw / 2, 282, 64, INK.gold, { style: "display", anchor: "middle" });
  const cs = Math.min(150, (1000 - 140) / chapters - 20);
  for (let i = 0; i < chapters; i++) {
    const col = i % 2 === 0 ? 0 : 1;
    const x = chx + 110 + col * 300 + cs / 2;
    const y = 330 + i * (cs + 20) + cs / 2 - 10;
    b += circle(x, y, cs / 2, `fill="${INK.bgDeep}" stroke="${INK.gold}" stroke-width="6"`);
    b += textLine(String(i + 1), x, y + 30, 84, INK.text, { style: "display", anchor: "middle" });
    chapterTrack.push(spot(`chapter-${i + 1}`, { cx: x, cy: y, w: cs, h: cs }, W, H));
  }
  if (opts.title) b += textLine(opts.title, chx + chw / 2, 1330, 110, INK.text, { style: "display", anchor: "middle", letterSpacing: 0.05 });

  // ---- court row (bottom strip, right of the ambitions)
  const courtN = opts.courtSlots ?? 4;
  const court: Spot[] = [];
  const ctop = 2420;
  const cbot = H - 40;
  const cardH = cbot - ctop - 80;
  const cardW = Math.round((cardH * 5) / 7);
  const slots = courtN + 2;
  const cx0 = 880;
  const gap = (W - 40 - cx0 - slots * cardW) / (slots + 1);
  b += rect(cx0, ctop, W - 40 - cx0, cbot - ctop, `fill="${INK.panel}" fill-opacity="0.6" stroke="${INK.line}" stroke-width="6"`, 24);
  const labels = ["Court deck", ...Array.from({ length: courtN }, (_, i) => `Court ${i + 1}`), "Discard"];
  const ids = ["court-deck", ...Array.from({ length: courtN }, (_, i) => `court-${i + 1}`), "court-discard"];
  for (let i = 0; i < slots; i++) {
    const x = cx0 + gap + i * (cardW + gap);
    const y = ctop + 62;
    const isRow = i > 0 && i <= courtN;
    b += rect(x, y, cardW, cardH, `fill="${INK.bgDeep}" stroke="${isRow ? INK.gold : INK.muted}" stroke-width="5" stroke-dasharray="${isRow ? "0" : "20 12"}"`, 22);
    b += textLine(labels[i].toUpperCase(), x + cardW / 2, ctop + 46, 32, isRow ? INK.gold : INK.muted, { style: "bold", anchor: "middle", letterSpacing: 0.08 });
    court.push(spot(ids[i], { cx: x + cardW / 2, cy: y + cardH / 2, w: cardW, h: cardH }, W, H));
  }
  // The campaign's fifth slot: beside the last printed slot, past the map's edge by the row's gap.
  const last = cx0 + gap + courtN * (cardW + gap);
  const courtExtra = [spot(`court-${courtN + 1}`, { cx: last + cardW / 2, cy: H + gap + cardH / 2, w: cardW, h: cardH }, W, H)];

  const mapCentre = spot("map-centre", { cx: ccx, cy: ccy, w: 2 * g.centreRadius * R, h: 2 * g.centreRadius * R }, W, H);
  return {
    svg: svgDoc(W, H, b, defs),
    layout: { width: W, height: H, systems, buildingSlots, ambitionBoxes, powerTrack, chapterTrack, court, courtExtra, ambitionDeclared, availableMarkers, mapCentre },
    warnings,
  };
}

export type { ResourceType };

// ---- cluster badges: placed where they cover no planet, slot or system label -------------------------

export const BADGE_R = 52;

type MapGeom = ReturnType<typeof mapGeometry>;

/** Where a system's id label sits (towards the centre side of its planet), in image pixels. */
export function systemLabelAt(s: { x: number; y: number }, x: number, y: number, r: number): [number, number] {
  const len = Math.hypot(s.x, s.y);
  return [x - (s.x / len) * (r + 40), y - (s.y / len) * (r + 40)];
}

/** What a badge must not cover: planets with their building slots, and the system id labels (as circles). */
export function badgeObstacles(g: MapGeom, cx: number, cy: number, R: number): { x: number; y: number; r: number }[] {
  const out: { x: number; y: number; r: number }[] = [];
  for (const s of g.systems) {
    const x = cx + s.x * R;
    const y = cy + s.y * R;
    const r = s.r * R;
    out.push({ x, y, r });
    for (const sl of s.slots) out.push({ x: cx + sl.x * R, y: cy + sl.y * R, r: s.slotHalf * R * 1.42 });
    const [ix, iy] = systemLabelAt(s, x, y, r);
    out.push({ x: ix, y: iy, r: 66 });
  }
  out.push({ x: cx, y: cy, r: g.centreRadius * R });
  return out;
}

/**
 * Each cluster's number badge: of the spots inside its wedge, the one farthest from every obstacle
 * (ties: nearest the usual spot). A badge over "3.1" or "6.1" was unreadable at table zoom.
 */
export function clusterBadges(g: MapGeom, cx: number, cy: number, R: number): { cluster: number; x: number; y: number; clearance: number }[] {
  const obstacles = badgeObstacles(g, cx, cy, R);
  return g.clusters.map((cl) => {
    const [px, py] = [cx + cl.label[0] * R, cy + cl.label[1] * R];
    let best = { x: px, y: py, clearance: -Infinity, pref: 0 };
    for (let dA = -26; dA <= 26; dA += 2) {
      for (let rr = 0.3; rr <= 0.92; rr += 0.02) {
        // The map's polar frame (mapGeometry.ts): 0 degrees points up, clockwise.
        const a = ((cl.angle + dA) * Math.PI) / 180;
        const x = cx + Math.sin(a) * rr * R;
        const y = cy - Math.cos(a) * rr * R;
        let clearance = Infinity;
        for (const o of obstacles) clearance = Math.min(clearance, Math.hypot(x - o.x, y - o.y) - o.r - BADGE_R);
        const pref = -Math.hypot(x - px, y - py);
        if (Math.min(clearance, 40) > Math.min(best.clearance, 40) || (Math.min(clearance, 40) === Math.min(best.clearance, 40) && pref > best.pref)) {
          best = { x, y, clearance, pref };
        }
      }
    }
    return { cluster: cl.cluster, x: best.x, y: best.y, clearance: best.clearance };
  });
}
