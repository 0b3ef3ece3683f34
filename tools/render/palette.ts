/** The mod's colour palette: dark navy space-opera base, one colour per suit, resource, ambition, player. */
import * as fs from "node:fs";
import * as path from "node:path";
import type { Ambition, Colour, ResourceType, Suit } from "../../src/core/data/vocabulary";
import { AMBITIONS, COLOURS, RESOURCE_TYPES, SUITS } from "../../src/core/data/vocabulary";
import { REPO_ROOT } from "../lib/repo";

/** The palette's source is assets/palette.json (edit colours there; the build re-renders). */
interface PaletteFile {
  ink: Record<"bg" | "bgDeep" | "panel" | "panelLight" | "line" | "text" | "muted" | "dark" | "gold" | "danger" | "white", string>;
  suit: Record<Suit, string>;
  resource: Record<ResourceType, string>;
  vox: string;
  ambition: Record<Ambition, string>;
  player: Record<Colour, string>;
  /** The Blighted Reach's components (tools/render/campaign.ts). */
  campaign: Record<CampaignInk, string>;
}

export const CAMPAIGN_INKS = ["accent", "blight", "empire", "imperialShip", "free", "fateA", "fateB", "fateC", "aid", "event"] as const;
export type CampaignInk = (typeof CAMPAIGN_INKS)[number];

const PALETTE_FILE = path.join(REPO_ROOT, "assets", "palette.json");

function loadPalette(): PaletteFile {
  const raw = JSON.parse(fs.readFileSync(PALETTE_FILE, "utf8")) as Record<string, unknown>;
  const colour = (where: string, v: unknown): string => {
    if (typeof v !== "string" || !/^#[0-9a-f]{6}$/.test(v)) throw new Error(`assets/palette.json: ${where}: expected a colour #rrggbb, got ${JSON.stringify(v)}`);
    return v;
  };
  const group = <K extends string>(name: string, keys: readonly K[]): Record<K, string> => {
    const g = raw[name] as Record<string, unknown> | undefined;
    const out = {} as Record<K, string>;
    for (const k of keys) out[k] = colour(`${name}.${k}`, g === undefined ? undefined : g[k]);
    return out;
  };
  return {
    ink: group("ink", ["bg", "bgDeep", "panel", "panelLight", "line", "text", "muted", "dark", "gold", "danger", "white"] as const),
    suit: group("suit", SUITS),
    resource: group("resource", RESOURCE_TYPES),
    vox: colour("vox", raw.vox),
    ambition: group("ambition", AMBITIONS),
    player: group("player", COLOURS),
    campaign: group("campaign", CAMPAIGN_INKS),
  };
}

const PALETTE = loadPalette();

export const INK = PALETTE.ink;
export const SUIT_COLOUR: Record<Suit, string> = PALETTE.suit;
export const RESOURCE_COLOUR: Record<ResourceType, string> = PALETTE.resource;
export const VOX_COLOUR = PALETTE.vox;
export const AMBITION_COLOUR: Record<Ambition, string> = PALETTE.ambition;
export const PLAYER_COLOUR: Record<Colour, string> = PALETTE.player;
export const CAMPAIGN_COLOUR: Record<CampaignInk, string> = PALETTE.campaign;

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
