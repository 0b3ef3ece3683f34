/** The mod's colour palette: dark navy space-opera base, one colour per suit, resource, ambition, player. */
import type { Ambition, Colour, ResourceType, Suit } from "../../src/core/data/vocabulary";

export const INK = {
  bg: "#0a1330",
  bgDeep: "#060c20",
  panel: "#132453",
  panelLight: "#1d3270",
  line: "#3a5499",
  text: "#eef2ff",
  muted: "#a8b7de",
  dark: "#0a1330",
  gold: "#f2c14e",
  danger: "#ff6b6b",
  white: "#ffffff",
} as const;

export const SUIT_COLOUR: Record<Suit, string> = {
  administration: "#5aa6a0",
  aggression: "#d8453d",
  construction: "#ec8a2a",
  mobilization: "#3b86dc",
};

export const RESOURCE_COLOUR: Record<ResourceType, string> = {
  material: "#b3bdca",
  fuel: "#f3c623",
  weapon: "#e5483f",
  relic: "#2fbccb",
  psionic: "#d45ee6",
};

export const VOX_COLOUR = "#8f78e0";

export const AMBITION_COLOUR: Record<Ambition, string> = {
  tycoon: "#f2c14e",
  tyrant: "#b779e8",
  warlord: "#e5574a",
  keeper: "#2fbccb",
  empath: "#d45ee6",
};

export const PLAYER_COLOUR: Record<Colour, string> = {
  Red: "#d33b3b",
  Blue: "#2f6fd6",
  Yellow: "#efc12c",
  White: "#e9edf3",
};

/** Readable ink on a given fill (dark on light fills, light on dark). */
export function inkOn(hex: string): string {
  const r = parseInt(hex.slice(1, 3), 16);
  const g = parseInt(hex.slice(3, 5), 16);
  const b = parseInt(hex.slice(5, 7), 16);
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return lum > 150 ? INK.dark : INK.text;
}

/** Mixes two #rrggbb colours (t = 0 gives a, 1 gives b). */
export function mix(a: string, b: string, t: number): string {
  const p = (h: string, i: number) => parseInt(h.slice(1 + 2 * i, 3 + 2 * i), 16);
  let out = "#";
  for (let i = 0; i < 3; i++) out += Math.round(p(a, i) * (1 - t) + p(b, i) * t).toString(16).padStart(2, "0");
  return out;
}

export function titleCase(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
