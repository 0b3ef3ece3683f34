/**
 * Player board per colour: 6 resource slots with their raid costs, 5 city slots with the bonus
 * marks, 5 Outrage icons (one per resource type), Trophies and Captives boxes. Returns the SVG and
 * the layout (normalised spots) of every slot.
 */
import type { Colour, ResourceType } from "../../src/core/data/vocabulary";
import { INK, PLAYER_COLOUR, RESOURCE_COLOUR, inkOn, mix } from "./palette";
import { icon } from "./icons";
import { textLine } from "./text";
import { circle, rect, starfield, svgDoc } from "./svg";
import { Spot, spot } from "./layout";

export const PLAYER_BOARD_W = 2048;
export const PLAYER_BOARD_H = 1024;

export interface PlayerBoardInput {
  colour: Colour;
  /** Raid cost (keys) of each resource slot, left to right (playerBoard.ts RESOURCE_SLOT_RAID_COSTS). */
  raidCosts: readonly number[];
  /** City slots (playerBoard.ts CITY_SLOTS). */
  citySlots: number;
  /** Open resource slots by cities on board 0..N (playerBoard.ts OPEN_RESOURCE_SLOTS_BY_CITIES_ON_BOARD). */
  openSlotsByCities: readonly number[];
  /** Bonus Power by cities on board 0..N (playerBoard.ts CITY_BONUS_POWER_BY_CITIES_ON_BOARD). */
  bonusByCities: readonly number[];
  /** Outrage icons, left to right (vocabulary RESOURCE_TYPES). */
  outrage: readonly ResourceType[];
}

export interface PlayerBoardLayout {
  width: number;
  height: number;
  /** "resource-1".."resource-6". */
  resourceSlots: Spot[];
  /** "city-1".."city-5" (cities are built from the leftmost). */
  citySlots: Spot[];
  /** "outrage-<resource>". */
  outrage: Spot[];
  trophies: Spot;
  captives: Spot;
  /** Where each "+N bonus Power" label is drawn: inside the city slot it explains (a test checks). */
  bonusLabels: Spot[];
}

export interface PlayerBoardRender {
  svg: string;
  layout: PlayerBoardLayout;
  warnings: string[];
}

export function renderPlayerBoard(input: PlayerBoardInput): PlayerBoardRender {
  const W = PLAYER_BOARD_W;
  const H = PLAYER_BOARD_H;
  const col = PLAYER_COLOUR[input.colour];
  const warnings: string[] = [];
  let b = rect(0, 0, W, H, `fill="${mix(INK.bgDeep, col, 0.12)}"`);
  b += starfield(W, H, 200, input.colour.length * 97 + 13, 0.5);
  b += rect(10, 10, W - 20, H - 20, `fill="none" stroke="${col}" stroke-width="14"`, 36);
  // Header.
  b += rect(40, 40, W - 80, 100, `fill="${col}"`, 20);
  b += textLine(input.colour.toUpperCase(), 80, 116, 72, inkOn(col), { style: "display" });

  // City slots (top row) with what emptying each reveals.
  const n = input.citySlots;
  const cityW = 220;
  const cityGap = 30;
  const cx0 = 80;
  const cy = 190;
  const cityH = 250;
  const citySlots: Spot[] = [];
  const bonusLabels: Spot[] = [];
  for (let i = 0; i < n; i++) {
    const x = cx0 + i * (cityW + cityGap);
    b += rect(x, cy, cityW, cityH, `fill="${INK.bgDeep}" stroke="${col}" stroke-width="6"`, 20);
    b += `<g opacity="0.35">${icon("city", x + cityW / 2, cy + 100, 130, col, INK.bgDeep)}</g>`;
    // Cities left on the board once this slot is empty: n - (i+1).
    const left = n - (i + 1);
    const bonus = (input.bonusByCities[left] ?? 0) - (input.bonusByCities[left + 1] ?? 0);
    const opened = (input.openSlotsByCities[left] ?? 0) - (input.openSlotsByCities[left + 1] ?? 0);
    if (bonus > 0) {
      // The label lives in the slot it explains (a label between the rows read as a resource slot's).
      b += circle(x + cityW / 2, cy + 172, 36, `fill="${INK.gold}"`);
      b += textLine(`+${bonus}`, x + cityW / 2, cy + 188, 42, INK.bgDeep, { style: "display", anchor: "middle" });
      b += textLine("bonus Power", x + cityW / 2, cy + 234, 28, INK.gold, { style: "bold", anchor: "middle" });
      bonusLabels.push(spot(`bonus-${i + 1}`, { cx: x + cityW / 2, cy: cy + 200, w: 160, h: 100 }, W, H));
    } else if (opened > 0) {
      const first = (input.openSlotsByCities[left + 1] ?? 0) + 1;
      const label = opened === 1 ? `slot ${first}` : `slots ${first}-${first + opened - 1}`;
      b += textLine(`opens ${label}`, x + cityW / 2, cy + 216, 32, INK.muted, { style: "bold", anchor: "middle" });
    }
    citySlots.push(spot(`city-${i + 1}`, { cx: x + cityW / 2, cy: cy + 100, w: cityW, h: 190 }, W, H));
  }
  b += textLine("CITIES", cx0 + 4, cy - 8, 28, INK.muted, { style: "bold", letterSpacing: 0.15 });

  // Resource slots (middle row).
  const slots = input.raidCosts.length;
  const rw = 180;
  const rgap = 22;
  const ry = 500;
  const rh = 220;
  const resourceSlots: Spot[] = [];
  const alwaysOpen = input.openSlotsByCities[n] ?? slots;
  b += textLine("RESOURCES", 80, ry - 16, 30, INK.muted, { style: "bold", letterSpacing: 0.15 });
  for (let i = 0; i < slots; i++) {
    const x = 80 + i * (rw + rgap);
    const locked = i >= alwaysOpen;
    b += rect(x, ry, rw, rh, `fill="${INK.panel}" stroke="${locked ? INK.muted : col}" stroke-width="6"${locked ? ` stroke-dasharray="20 12"` : ""}`, 20);
    b += circle(x + rw / 2, ry + 85, 62, `fill="${INK.bgDeep}" stroke="${INK.line}" stroke-width="4"`);
    // Raid cost keys under the slot.
    const keys = input.raidCosts[i];
    const kw = 46;
    for (let k = 0; k < keys; k++) b += icon("key", x + rw / 2 + (k - (keys - 1) / 2) * kw, ry + 184, 42, INK.gold);
    resourceSlots.push(spot(`resource-${i + 1}`, { cx: x + rw / 2, cy: ry + 85, w: 124, h: 124 }, W, H));
  }

  // Outrage icons (bottom row).
  const oy = 820;
  const outrage: Spot[] = [];
  b += textLine("OUTRAGE", 80, oy - 60, 30, INK.danger, { style: "bold", letterSpacing: 0.15 });
  input.outrage.forEach((r, i) => {
    const x = 140 + i * 200;
    b += circle(x, oy + 40, 74, `fill="${INK.bgDeep}" stroke="${INK.danger}" stroke-width="6"`);
    b += icon(r, x, oy + 40, 84, RESOURCE_COLOUR[r], INK.bgDeep);
    b += icon("outrage", x + 54, oy - 14, 52, INK.danger, INK.bgDeep);
    outrage.push(spot(`outrage-${r}`, { cx: x, cy: oy + 40, w: 148, h: 148 }, W, H));
  });

  // Trophies and Captives (right column).
  const bx = 1380;
  const bw = W - 60 - bx;
  const box = (y: number, h: number, label: string, sym: string): Spot => {
    b += rect(bx, y, bw, h, `fill="${INK.panel}" stroke="${col}" stroke-width="6"`, 24);
    b += icon(sym, bx + 60, y + 56, 64, INK.text, INK.bgDeep);
    b += textLine(label.toUpperCase(), bx + 110, y + 76, 52, INK.text, { style: "display" });
    return spot(label.toLowerCase(), { cx: bx + bw / 2, cy: y + 110 + (h - 130) / 2, w: bw - 40, h: h - 130 }, W, H);
  };
  const trophies = box(180, 390, "Trophies", "warlord");
  const captives = box(600, 384, "Captives", "tyrant");
  if (captives.y * H + (captives.h * H) / 2 > H) warnings.push("player board: captives box overflows");
  return { svg: svgDoc(W, H, b), layout: { width: W, height: H, resourceSlots, citySlots, outrage, trophies, captives, bonusLabels }, warnings };
}
