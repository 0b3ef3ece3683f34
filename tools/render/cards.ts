/**
 * Card face renderers. Every renderer takes a plain data object (shaped like the records of
 * src/core/data/*.ts) and returns { id, svg, warnings }; texts come only from the data.
 */
import type { Ambition, CourtSuit, ResourceType, Suit } from "../../src/core/data/vocabulary";
import { AMBITION_COLOUR, INK, RESOURCE_COLOUR, SUIT_COLOUR, VOX_COLOUR, inkOn, mix, titleCase } from "./palette";
import { CARD_H, CARD_W, CardCanvas, CardRender, cardBackground, panel, seedOf } from "./card";
import { icon } from "./icons";
import { layoutText, layoutToSvg, measure, textLine } from "./text";
import { circle, n, rect, starfield } from "./svg";
import { mapGeometry, MapInput } from "./mapGeometry";

// ---- action cards ---------------------------------------------------------------------------

/** Shaped like ActionCard of src/core/data/actionCards.ts. */
export interface ActionCardFace {
  id: string;
  suit: Suit;
  number: number;
  pips: number;
  declares: Ambition | "none" | "any";
}

export interface ActionCardOptions {
  /** The suit's action names to print (e.g. ["Tax", "Repair", "Influence"]); omitted = not printed. */
  suitActions?: readonly string[];
  /** Label over the ambition box (default "Declare"). */
  declareLabel?: string;
  /** Label for a 7's "any" ambition (default "Any ambition"). */
  anyLabel?: string;
}

export function renderActionCard(card: ActionCardFace, opts: ActionCardOptions = {}): CardRender {
  const c = new CardCanvas(card.id);
  const suitCol = SUIT_COLOUR[card.suit];
  cardBackground(c, suitCol, seedOf(card.id), 0.45);
  // Watermark suit icon.
  c.add(`<g opacity="0.13">${icon(card.suit, CARD_W / 2, 360, 330, suitCol)}</g>`);
  // Number medallion top-left + pips under it.
  c.add(circle(98, 104, 70, `fill="${suitCol}" stroke="${INK.text}" stroke-width="4"`));
  c.add(textLine(String(card.number), 98, 142, 104, inkOn(suitCol), { style: "display", anchor: "middle" }));
  for (let i = 0; i < card.pips; i++) {
    c.add(rect(70, 192 + i * 40, 56, 26, `fill="${INK.text}" stroke="${suitCol}" stroke-width="3"`, 8));
  }
  // Suit icon top-right.
  c.add(circle(CARD_W - 92, 98, 56, `fill="${INK.bgDeep}" stroke="${suitCol}" stroke-width="4"`));
  c.add(icon(card.suit, CARD_W - 92, 98, 70, suitCol));
  // Suit name.
  c.text("suit", card.suit.toUpperCase(), { x: 160, y: 190, width: 300, height: 60 }, { maxSize: 34, minSize: 20, style: "display", maxLines: 1, align: "center" }, INK.text);
  if (opts.suitActions && opts.suitActions.length > 0) {
    c.text("actions", opts.suitActions.join("\n"), { x: 160, y: 262, width: 300, height: 190 }, { maxSize: 40, minSize: 22, style: "bold", align: "center", paragraphGap: 0.1, valign: "middle" }, mix(suitCol, INK.white, 0.6));
  }
  // Ambition box at the bottom.
  if (card.declares !== "none") {
    const bx = 50;
    const by = 500;
    const bw = CARD_W - 100;
    const bh = 150;
    c.add(rect(bx, by, bw, bh, `fill="${INK.bgDeep}" fill-opacity="0.9" stroke="${INK.gold}" stroke-width="3"`, 16));
    c.add(textLine((opts.declareLabel ?? "Declare").toUpperCase(), CARD_W / 2, by + 36, 24, INK.muted, { style: "bold", anchor: "middle", letterSpacing: 0.12 }));
    if (card.declares === "any") {
      const amb: Ambition[] = ["tycoon", "tyrant", "warlord", "keeper", "empath"];
      amb.forEach((a, i) => c.add(icon(a, bx + 60 + i * 70, by + 70, 44, AMBITION_COLOUR[a])));
      c.text("declares", opts.anyLabel ?? "Any ambition", { x: bx + 10, y: by + 98, width: bw - 20, height: 46 }, { maxSize: 34, minSize: 22, style: "bold", align: "center", maxLines: 1 }, INK.text);
    } else {
      const col = AMBITION_COLOUR[card.declares];
      c.add(icon(card.declares, bx + 70, by + 95, 70, col));
      c.text("declares", titleCase(card.declares), { x: bx + 120, y: by + 52, width: bw - 140, height: 86 }, { maxSize: 52, minSize: 24, style: "display", maxLines: 1, valign: "middle" }, col);
    }
  }
  // Rotated small number bottom-right.
  c.add(`<g transform="rotate(180 ${CARD_W / 2} ${CARD_H - 30})">${textLine(String(card.number), CARD_W / 2, CARD_H - 18, 26, suitCol, { style: "display", anchor: "middle" })}</g>`);
  return c.done();
}

// ---- court cards ----------------------------------------------------------------------------

/** Shaped like a base Court record (court.ts): Guild cards have a resource suit and a raid cost in keys; Vox cards neither. */
export interface CourtCardFace {
  id: string;
  name: string;
  suit: CourtSuit;
  /** Raid cost in keys (Guild cards); absent or 0 for Vox. */
  raidCost?: number;
  /** Rules text with the data's light markup (**bold**, *italic*, `[key]`, `--`), one entry per paragraph. */
  text: string | readonly string[];
}

/** A Guild card's raid cost: its keys in a gold-edged box at the right of the type line. */
export function drawRaidKeys(c: CardCanvas, keys: number): void {
  if (keys <= 0) return;
  const kw = 46;
  const x0 = CARD_W - 40 - keys * kw;
  c.add(rect(x0 - 12, 160, keys * kw + 18, 48, `fill="${INK.bgDeep}" stroke="${INK.gold}" stroke-width="2"`, 10));
  for (let i = 0; i < keys; i++) c.add(icon("key", x0 + kw / 2 + i * kw - 3, 184, 42, INK.gold));
}

function paragraphs(t: string | readonly string[]): string {
  return typeof t === "string" ? t : t.join("\n");
}

export interface CourtCardOptions {
  /** Type line, e.g. "Guild" / "Vox" (defaults from the suit). */
  typeLabel?: string;
}

export function renderCourtCard(card: CourtCardFace, opts: CourtCardOptions = {}): CardRender {
  const c = new CardCanvas(card.id);
  const vox = card.suit === "vox";
  const col = vox ? VOX_COLOUR : RESOURCE_COLOUR[card.suit as ResourceType];
  cardBackground(c, col, seedOf(card.id), 0.3);
  // Header band with the name.
  c.add(rect(22, 22, CARD_W - 44, 128, `fill="${col}"`, 14));
  c.add(circle(84, 86, 46, `fill="${INK.bgDeep}" stroke="${INK.text}" stroke-width="3"`));
  c.add(icon(card.suit, 84, 86, 58, col, INK.bgDeep));
  c.text("name", card.name, { x: 142, y: 32, width: CARD_W - 44 - 130, height: 108 }, { maxSize: 46, minSize: 24, style: "bold", uppercase: true, maxLines: 2, valign: "middle", lineHeight: 1.0 }, inkOn(col));
  // Type line + raid cost.
  const type = opts.typeLabel ?? (vox ? "Vox" : `Guild · ${titleCase(card.suit)}`);
  c.add(textLine(type.toUpperCase(), 38, 194, 24, col, { style: "bold", letterSpacing: 0.08 }));
  drawRaidKeys(c, card.raidCost ?? 0);
  // Rules text.
  const tb = { x: 34, y: 222, width: CARD_W - 68, height: CARD_H - 222 - 70 };
  c.add(panel(tb.x - 8, tb.y - 8, tb.width + 16, tb.height + 16, col));
  c.text("text", paragraphs(card.text), { x: tb.x + 12, y: tb.y + 10, width: tb.width - 24, height: tb.height - 20 }, { maxSize: 31, minSize: 21, lineHeight: 1.16, paragraphGap: 0.55 }, INK.text, mix(col, INK.white, 0.35));
  c.add(textLine(card.id, 40, CARD_H - 36, 20, INK.muted, { style: "bold" }));
  return c.done();
}

// ---- setup cards ----------------------------------------------------------------------------

/** One player's starting systems on a setup card (P1 = initiative, then clockwise). */
export interface SetupPosition {
  A: string;
  B: string;
  C: readonly string[];
}

/** Shaped like a setupCards.ts record. */
export interface SetupCardFace {
  id: string;
  name: string;
  playerCount: number;
  /** Out-of-play cluster numbers. */
  outOfPlay: readonly number[];
  /** P1..Pn. */
  positions: readonly SetupPosition[];
}

export interface SetupCardOptions {
  /** Legend lines under the table (default: what A/B/C place). */
  legend?: string;
  /** Map data (resources, lanes) for the mini map. */
  map?: MapInput;
}

/**
 * Position chips P1..P4: one neutral colour, told apart by their number. Coloured chips (gold, cyan,
 * pink...) read as the seat colours Yellow, Blue... and players took them for their own seat.
 */
export const SEAT_COLOURS = ["#8fa0c8", "#8fa0c8", "#8fa0c8", "#8fa0c8"];

export function renderSetupCard(card: SetupCardFace, opts: SetupCardOptions = {}): CardRender {
  const c = new CardCanvas(card.id);
  cardBackground(c, INK.gold, seedOf(card.id), 0.15);
  c.add(textLine(`${card.playerCount} PLAYERS`, CARD_W / 2, 54, 24, INK.muted, { style: "bold", anchor: "middle", letterSpacing: 0.2 }));
  c.text("name", card.name, { x: 40, y: 58, width: CARD_W - 80, height: 44 }, { maxSize: 40, minSize: 22, style: "display", uppercase: true, maxLines: 1, align: "center", valign: "middle" }, INK.gold);
  // Mini map.
  const g = mapGeometry(opts.map);
  const cx = CARD_W / 2;
  const cy = 292;
  const R = 166;
  const P = (x: number, y: number): [number, number] => [cx + x * R, cy + y * R];
  c.add(circle(cx, cy, R * 1.08, `fill="${INK.bgDeep}" stroke="${INK.line}" stroke-width="2"`));
  for (const cl of g.clusters) {
    const out = card.outOfPlay.includes(cl.cluster);
    const pts = cl.wedge.map(([x, y]) => P(x, y).map(n).join(",")).join(" ");
    c.add(`<polygon points="${pts}" fill="${out ? "#000000" : INK.panel}" fill-opacity="${out ? 0.6 : 0.9}" stroke="${INK.line}" stroke-width="2"/>`);
    const [lx, ly] = P(cl.label[0], cl.label[1]);
    c.add(textLine(String(cl.cluster), lx, ly + 10, 28, out ? "#6c7799" : INK.muted, { style: "display", anchor: "middle" }));
  }
  for (const [a, b] of g.lanes) {
    const sa = g.systems.find((s) => s.id === a)!;
    const sb = g.systems.find((s) => s.id === b)!;
    if (card.outOfPlay.includes(sa.cluster) || card.outOfPlay.includes(sb.cluster)) continue;
    const [x1, y1] = P(sa.x, sa.y);
    const [x2, y2] = P(sb.x, sb.y);
    c.add(`<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${INK.line}" stroke-width="3"/>`);
  }
  const marks = new Map<string, string[]>();
  card.positions.forEach((p, i) => {
    const add = (sys: string, letter: string) => {
      const l = marks.get(sys) ?? [];
      l.push(`${i + 1}${letter}`);
      marks.set(sys, l);
    };
    add(p.A, "A");
    add(p.B, "B");
    for (const s of p.C) add(s, "C");
  });
  for (const s of g.systems) {
    const out = card.outOfPlay.includes(s.cluster);
    const [x, y] = P(s.x, s.y);
    const m = marks.get(s.id);
    const r = s.gate ? 11 : 14;
    c.add(circle(x, y, r, out ? `fill="#222a40" stroke="#3a4466" stroke-width="2"` : s.gate ? `fill="${INK.panelLight}" stroke="${INK.muted}" stroke-width="2"` : `fill="${s.resource ? RESOURCE_COLOUR[s.resource] : INK.muted}" stroke="${INK.bgDeep}" stroke-width="2"`));
    if (m) {
      const seat = Number(m[0][0]) - 1;
      const label = m.join(" ");
      const w = measure(label, "bold", 22) + 14;
      c.add(rect(x - w / 2, y - 15, w, 30, `fill="${SEAT_COLOURS[seat % 4]}" stroke="${INK.bgDeep}" stroke-width="2"`, 8));
      c.add(textLine(label, x, y + 8, 22, INK.bgDeep, { style: "bold", anchor: "middle" }));
    }
  }
  // Table.
  const ty = 492;
  const rowH = card.positions.length > 3 ? 34 : 40;
  card.positions.forEach((p, i) => {
    const y = ty + i * rowH;
    c.add(rect(40, y - 25, 52, rowH - 4, `fill="${SEAT_COLOURS[i % 4]}"`, 6));
    c.add(textLine(`P${i + 1}`, 66, y + 2, 24, INK.bgDeep, { style: "bold", anchor: "middle" }));
    c.add(textLine(`A ${p.A}`, 110, y + 2, 26, INK.text, { style: "bold" }));
    c.add(textLine(`B ${p.B}`, 210, y + 2, 26, INK.text, { style: "bold" }));
    c.add(textLine(`C ${p.C.join(" + ")}`, 310, y + 2, 26, INK.text, { style: "bold" }));
  });
  const legend = opts.legend ?? "A: 3 ships + city · B: 3 ships + starport · C: 2 ships";
  const ly = ty + card.positions.length * rowH - 12;
  c.text("legend", legend, { x: 40, y: ly, width: CARD_W - 80, height: CARD_H - 34 - ly }, { maxSize: 22, minSize: 16, align: "center", valign: "middle" }, INK.muted);
  return c.done();
}

// ---- leaders and lore -----------------------------------------------------------------------

/** A leader's starting box (leaders.ts LeaderBox). */
export interface LeaderBoxFace {
  ships: number;
  building?: "city" | "starport";
}

/** Shaped like a leaders.ts record. */
export interface LeaderFace {
  id: string;
  name: string;
  /** Starting resources (slot order). */
  resources: readonly ResourceType[];
  A?: LeaderBoxFace;
  B?: LeaderBoxFace;
  C?: LeaderBoxFace;
  /** Abilities: trait name + text (markup as in the data). */
  abilities: readonly { name: string; text: string }[];
}

export function renderLeaderCard(card: LeaderFace, opts: { resourcesLabel?: string; setupLabel?: string } = {}): CardRender {
  const c = new CardCanvas(card.id);
  const col = "#e3b45a";
  cardBackground(c, col, seedOf(card.id), 0.3);
  c.add(rect(22, 22, CARD_W - 44, 96, `fill="${col}"`, 14));
  c.text("name", card.name, { x: 40, y: 30, width: CARD_W - 80, height: 80 }, { maxSize: 50, minSize: 24, style: "display", uppercase: true, maxLines: 1, align: "center", valign: "middle" }, INK.bgDeep);
  // Starting resources (left) and starting boxes A/B/C (right).
  c.add(textLine((opts.resourcesLabel ?? "Resources").toUpperCase(), 130, 152, 20, INK.muted, { style: "bold", anchor: "middle", letterSpacing: 0.1 }));
  const k = card.resources.length;
  card.resources.forEach((r, i) => {
    const x = 130 + (i - (k - 1) / 2) * 88;
    c.add(circle(x, 206, 38, `fill="${INK.bgDeep}" stroke="${RESOURCE_COLOUR[r]}" stroke-width="3"`));
    c.add(icon(r, x, 206, 50));
  });
  const boxes: ["A" | "B" | "C", LeaderBoxFace | undefined][] = [["A", card.A], ["B", card.B], ["C", card.C]];
  if (boxes.some(([, b]) => b !== undefined)) {
    c.add(textLine((opts.setupLabel ?? "Setup").toUpperCase(), 360, 152, 20, INK.muted, { style: "bold", anchor: "middle", letterSpacing: 0.1 }));
    boxes.forEach(([letter, b], i) => {
      if (!b) return;
      const y = 176 + i * 30;
      c.add(textLine(letter, 262, y + 10, 24, col, { style: "display" }));
      for (let s = 0; s < b.ships; s++) c.add(icon("ship", 302 + s * 26, y + 2, 24, INK.text));
      if (b.building) c.add(icon(b.building, 302 + b.ships * 26 + 14, y + 2, 26, col));
    });
  }
  const tb = { x: 34, y: 262, width: CARD_W - 68, height: CARD_H - 262 - 40 };
  c.add(panel(tb.x - 8, tb.y - 8, tb.width + 16, tb.height + 16, col));
  const text = card.abilities.map((a) => `***${a.name}.*** ${a.text}`).join("\n");
  c.text("text", text, { x: tb.x + 12, y: tb.y + 10, width: tb.width - 24, height: tb.height - 20 }, { maxSize: 30, minSize: 21, lineHeight: 1.16, paragraphGap: 0.6 }, INK.text, "#ffd98a");
  return c.done();
}

/** Shaped like a lore.ts record. */
export interface LoreFace {
  id: string;
  name: string;
  /** Paragraphs (or one string with "\n" between paragraphs). */
  text: string | readonly string[];
}

export function renderLoreCard(card: LoreFace): CardRender {
  const c = new CardCanvas(card.id);
  const col = "#6fd3b5";
  cardBackground(c, col, seedOf(card.id), 0.28);
  c.add(rect(22, 22, CARD_W - 44, 96, `fill="${col}"`, 14));
  c.text("name", card.name, { x: 40, y: 30, width: CARD_W - 80, height: 80 }, { maxSize: 44, minSize: 22, style: "bold", uppercase: true, maxLines: 2, lineHeight: 1.0, align: "center", valign: "middle" }, INK.bgDeep);
  c.add(textLine("LORE", CARD_W / 2, 156, 22, col, { style: "bold", anchor: "middle", letterSpacing: 0.3 }));
  const tb = { x: 34, y: 184, width: CARD_W - 68, height: CARD_H - 184 - 40 };
  c.add(panel(tb.x - 8, tb.y - 8, tb.width + 16, tb.height + 16, col));
  c.text("text", paragraphs(card.text), { x: tb.x + 12, y: tb.y + 10, width: tb.width - 24, height: tb.height - 20 }, { maxSize: 31, minSize: 21, lineHeight: 1.16, paragraphGap: 0.6, valign: "middle" }, INK.text, "#b8f5e2");
  return c.done();
}

// ---- backs ----------------------------------------------------------------------------------

export type DeckKind = "action" | "court" | "setup" | "leader" | "lore";

/** Each deck's back has its own hue (Action/Lore and Leader/Setup used to be near twins). */
export const BACK_STYLE: Record<DeckKind, { accent: string; label: string }> = {
  action: { accent: "#1f9ad6", label: "Action" },
  court: { accent: "#8f78e0", label: "Court" },
  setup: { accent: "#f2c14e", label: "Setup" },
  leader: { accent: "#e0483e", label: "Leader" },
  lore: { accent: "#4fbf6a", label: "Lore" },
};

/** A deck's back: "ARCS" + the deck's name on a deep-space background. `label` overrides the name. */
export function renderCardBack(deck: DeckKind, label?: string, title = "ARCS"): CardRender {
  const st = BACK_STYLE[deck];
  const c = new CardCanvas(`${deck}-back`);
  c.defs += `<radialGradient id="neb" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="${mix(INK.bg, st.accent, 0.5)}"/><stop offset="0.6" stop-color="${INK.bg}"/><stop offset="1" stop-color="${INK.bgDeep}"/></radialGradient>`;
  c.add(rect(0, 0, CARD_W, CARD_H, `fill="url(#neb)"`));
  c.add(starfield(CARD_W, CARD_H, 160, seedOf(deck) + 7, 0.8));
  c.add(rect(9, 9, CARD_W - 18, CARD_H - 18, `fill="none" stroke="${st.accent}" stroke-width="8"`, 22));
  // Orbit rings.
  c.add(`<ellipse cx="${CARD_W / 2}" cy="330" rx="190" ry="70" fill="none" stroke="${st.accent}" stroke-width="3" stroke-opacity="0.7" transform="rotate(-20 ${CARD_W / 2} 330)"/>`);
  c.add(`<ellipse cx="${CARD_W / 2}" cy="330" rx="150" ry="150" fill="none" stroke="${st.accent}" stroke-width="2" stroke-opacity="0.4"/>`);
  c.add(textLine(title, CARD_W / 2, 365, 96, INK.text, { style: "display", anchor: "middle", letterSpacing: 0.06 }));
  const l = layoutText((label ?? st.label).toUpperCase(), { x: 50, y: 470, width: CARD_W - 100, height: 70 }, { maxSize: 44, minSize: 20, style: "display", maxLines: 1, align: "center", letterSpacing: 0.15 });
  c.add(layoutToSvg(l, st.accent));
  if (l.overflow) c.warnings.push(`${deck}-back: label does not fit`);
  return c.done();
}
