/**
 * Simple geometric icons as SVG snippets, each drawn centred at (cx, cy) inside a square of side
 * `s`. Names: the 5 resource types, the 4 suits, the 5 ambitions, the die symbols (hit, self,
 * intercept, building, key), pieces (city, starport, ship, agent), "vox", "outrage", "power".
 */
import { AMBITION_COLOUR, INK, RESOURCE_COLOUR, SUIT_COLOUR, VOX_COLOUR } from "./palette";
import { n, polyPoints, starPoints } from "./svg";

type Painter = (cx: number, cy: number, s: number, fill: string, ink: string) => string;

/** Maps unit coordinates (-1..1) to the icon box. */
function P(cx: number, cy: number, s: number, pts: [number, number][]): string {
  return pts.map(([x, y]) => `${n(cx + (x * s) / 2)},${n(cy + (y * s) / 2)}`).join(" ");
}

const ICONS: Record<string, Painter> = {
  // ---- resources
  material: (cx, cy, s, fill, ink) => {
    const r = s * 0.46;
    const h = (x: number, y: number): [number, number] => [x, y];
    const top = P(cx, cy, s, [h(0, -0.92), h(0.8, -0.46), h(0, 0), h(-0.8, -0.46)]);
    const left = P(cx, cy, s, [h(-0.8, -0.46), h(0, 0), h(0, 0.92), h(-0.8, 0.46)]);
    const right = P(cx, cy, s, [h(0.8, -0.46), h(0, 0), h(0, 0.92), h(0.8, 0.46)]);
    return (
      `<polygon points="${top}" fill="${fill}"/>` +
      `<polygon points="${left}" fill="${fill}" fill-opacity="0.75"/>` +
      `<polygon points="${right}" fill="${fill}" fill-opacity="0.5"/>` +
      `<polygon points="${polyPoints(cx, cy, r, 6)}" fill="none" stroke="${ink}" stroke-width="${n(s * 0.05)}" stroke-linejoin="round"/>`
    );
  },
  fuel: (cx, cy, s, fill, ink) => {
    const k = s / 2;
    const d = `M${n(cx)},${n(cy - 0.95 * k)} C${n(cx + 0.35 * k)},${n(cy - 0.4 * k)} ${n(cx + 0.72 * k)},${n(cy - 0.05 * k)} ${n(cx + 0.72 * k)},${n(cy + 0.3 * k)} A${n(0.72 * k)},${n(0.66 * k)} 0 0 1 ${n(cx - 0.72 * k)},${n(cy + 0.3 * k)} C${n(cx - 0.72 * k)},${n(cy - 0.05 * k)} ${n(cx - 0.35 * k)},${n(cy - 0.4 * k)} ${n(cx)},${n(cy - 0.95 * k)} Z`;
    return `<path d="${d}" fill="${fill}" stroke="${ink}" stroke-width="${n(s * 0.05)}" stroke-linejoin="round"/><circle cx="${n(cx)}" cy="${n(cy + 0.32 * k)}" r="${n(0.28 * k)}" fill="${ink}" fill-opacity="0.55"/>`;
  },
  weapon: (cx, cy, s, fill, ink) =>
    `<polygon points="${P(cx, cy, s, [[0, -0.95], [0.78, 0.85], [0, 0.4], [-0.78, 0.85]])}" fill="${fill}" stroke="${ink}" stroke-width="${n(s * 0.05)}" stroke-linejoin="round"/>`,
  relic: (cx, cy, s, fill, ink) =>
    `<polygon points="${polyPoints(cx, cy, s * 0.47, 4)}" fill="${fill}" stroke="${ink}" stroke-width="${n(s * 0.05)}" stroke-linejoin="round"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.17)}" fill="none" stroke="${ink}" stroke-width="${n(s * 0.07)}"/>`,
  psionic: (cx, cy, s, fill, ink) => {
    const k = s / 2;
    const d = `M${n(cx - 0.95 * k)},${n(cy)} Q${n(cx)},${n(cy - 1.05 * k)} ${n(cx + 0.95 * k)},${n(cy)} Q${n(cx)},${n(cy + 1.05 * k)} ${n(cx - 0.95 * k)},${n(cy)} Z`;
    return `<path d="${d}" fill="${fill}" stroke="${ink}" stroke-width="${n(s * 0.05)}" stroke-linejoin="round"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(0.3 * k)}" fill="${ink}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(0.1 * k)}" fill="${fill}"/>`;
  },
  // ---- suits
  administration: (cx, cy, s, fill) => {
    const k = s / 2;
    let g = `<polygon points="${P(cx, cy, s, [[0, -0.95], [0.9, -0.5], [-0.9, -0.5]])}" fill="${fill}"/>`;
    for (const x of [-0.62, -0.2, 0.2, 0.62]) g += `<rect x="${n(cx + (x - 0.12) * k)}" y="${n(cy - 0.38 * k)}" width="${n(0.24 * k)}" height="${n(1.0 * k)}" fill="${fill}"/>`;
    return g + `<rect x="${n(cx - 0.95 * k)}" y="${n(cy + 0.7 * k)}" width="${n(1.9 * k)}" height="${n(0.25 * k)}" fill="${fill}"/>`;
  },
  aggression: (cx, cy, s, fill) => `<polygon points="${starPoints(cx, cy, s * 0.5, s * 0.16, 4, 45)}" fill="${fill}"/><polygon points="${starPoints(cx, cy, s * 0.3, s * 0.1, 4, 0)}" fill="${fill}"/>`,
  construction: (cx, cy, s, fill) => {
    const k = s / 2;
    return (
      `<polygon points="${P(cx, cy, s, [[-0.9, 0.95], [-0.9, -0.1], [-0.3, -0.55], [-0.3, -0.1], [0.3, -0.55], [0.3, -0.1], [0.9, -0.55], [0.9, 0.95]])}" fill="${fill}"/>` +
      `<rect x="${n(cx - 0.9 * k)}" y="${n(cy - 0.95 * k)}" width="${n(0.3 * k)}" height="${n(0.9 * k)}" fill="${fill}"/>`
    );
  },
  mobilization: (cx, cy, s, fill) =>
    `<polygon points="${P(cx, cy, s, [[-0.95, -0.8], [-0.15, 0], [-0.95, 0.8], [-0.55, 0.8], [0.25, 0], [-0.55, -0.8]])}" fill="${fill}"/>` +
    `<polygon points="${P(cx, cy, s, [[-0.1, -0.8], [0.7, 0], [-0.1, 0.8], [0.3, 0.8], [1.1, 0], [0.3, -0.8]])}" fill="${fill}"/>`,
  vox: (cx, cy, s, fill) => {
    const k = s / 2;
    return (
      `<polygon points="${P(cx, cy, s, [[-0.9, -0.3], [-0.3, -0.3], [0.5, -0.85], [0.5, 0.85], [-0.3, 0.3], [-0.9, 0.3]])}" fill="${fill}"/>` +
      `<path d="M${n(cx + 0.68 * k)},${n(cy - 0.4 * k)} Q${n(cx + 0.95 * k)},${n(cy)} ${n(cx + 0.68 * k)},${n(cy + 0.4 * k)}" fill="none" stroke="${fill}" stroke-width="${n(s * 0.08)}" stroke-linecap="round"/>`
    );
  },
  // ---- ambitions
  tycoon: (cx, cy, s, fill, ink) => {
    const k = s / 2;
    let g = "";
    for (const dy of [0.45, 0.05, -0.35]) {
      g += `<ellipse cx="${n(cx)}" cy="${n(cy + dy * k)}" rx="${n(0.85 * k)}" ry="${n(0.38 * k)}" fill="${fill}" stroke="${ink}" stroke-width="${n(s * 0.05)}"/>`;
    }
    return g;
  },
  tyrant: (cx, cy, s, fill, ink) =>
    `<polygon points="${P(cx, cy, s, [[-0.9, 0.7], [-0.9, -0.6], [-0.45, -0.05], [0, -0.85], [0.45, -0.05], [0.9, -0.6], [0.9, 0.7]])}" fill="${fill}" stroke="${ink}" stroke-width="${n(s * 0.05)}" stroke-linejoin="round"/>`,
  warlord: (cx, cy, s, fill, ink) => {
    const k = s / 2;
    const blade = (sx: number) =>
      `<line x1="${n(cx - sx * 0.8 * k)}" y1="${n(cy - 0.8 * k)}" x2="${n(cx + sx * 0.65 * k)}" y2="${n(cy + 0.65 * k)}" stroke="${fill}" stroke-width="${n(s * 0.14)}" stroke-linecap="round"/>` +
      `<line x1="${n(cx + sx * 0.3 * k)}" y1="${n(cy + 0.65 * k)}" x2="${n(cx + sx * 0.7 * k)}" y2="${n(cy + 0.25 * k)}" stroke="${fill}" stroke-width="${n(s * 0.12)}" stroke-linecap="round"/>`;
    return `<g stroke-opacity="1">${blade(1)}${blade(-1)}</g>` + (ink ? "" : "");
  },
  keeper: (cx, cy, s, fill, ink) =>
    `<polygon points="${P(cx, cy, s, [[-0.9, -0.3], [-0.45, -0.8], [0.45, -0.8], [0.9, -0.3], [0, 0.9]])}" fill="${fill}" stroke="${ink}" stroke-width="${n(s * 0.05)}" stroke-linejoin="round"/>` +
    `<polyline points="${P(cx, cy, s, [[-0.9, -0.3], [0.9, -0.3]])}" stroke="${ink}" stroke-width="${n(s * 0.05)}"/>` +
    `<polyline points="${P(cx, cy, s, [[-0.45, -0.8], [-0.25, -0.3], [0, 0.9], [0.25, -0.3], [0.45, -0.8]])}" fill="none" stroke="${ink}" stroke-width="${n(s * 0.04)}"/>`,
  empath: (cx, cy, s, fill, ink) => {
    const k = s / 2;
    const d = `M${n(cx)},${n(cy + 0.85 * k)} L${n(cx - 0.85 * k)},${n(cy - 0.05 * k)} A${n(0.45 * k)},${n(0.45 * k)} 0 0 1 ${n(cx)},${n(cy - 0.55 * k)} A${n(0.45 * k)},${n(0.45 * k)} 0 0 1 ${n(cx + 0.85 * k)},${n(cy - 0.05 * k)} Z`;
    return `<path d="${d}" fill="${fill}" stroke="${ink}" stroke-width="${n(s * 0.05)}" stroke-linejoin="round"/>`;
  },
  // ---- die symbols
  hit: (cx, cy, s, fill) => `<polygon points="${starPoints(cx, cy, s * 0.5, s * 0.22, 8, 0)}" fill="${fill}"/>`,
  self: (cx, cy, s, fill, ink) =>
    `<polygon points="${starPoints(cx, cy, s * 0.5, s * 0.22, 8, 22.5)}" fill="${INK.danger}" stroke="${ink}" stroke-width="${n(s * 0.04)}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.14)}" fill="${ink}"/>` + (fill ? "" : ""),
  intercept: (cx, cy, s, fill, ink) => {
    const k = s / 2;
    const d = `M${n(cx)},${n(cy - 0.95 * k)} L${n(cx + 0.8 * k)},${n(cy - 0.6 * k)} Q${n(cx + 0.8 * k)},${n(cy + 0.5 * k)} ${n(cx)},${n(cy + 0.95 * k)} Q${n(cx - 0.8 * k)},${n(cy + 0.5 * k)} ${n(cx - 0.8 * k)},${n(cy - 0.6 * k)} Z`;
    return `<path d="${d}" fill="${fill}" stroke="${ink}" stroke-width="${n(s * 0.05)}"/><polygon points="${starPoints(cx, cy - 0.05 * k, s * 0.22, s * 0.09, 4, 0)}" fill="${ink}"/>`;
  },
  building: (cx, cy, s, fill, ink) =>
    `<polygon points="${P(cx, cy, s, [[-0.75, 0.9], [-0.75, -0.2], [0, -0.9], [0.75, -0.2], [0.75, 0.9]])}" fill="${fill}" stroke="${ink}" stroke-width="${n(s * 0.05)}" stroke-linejoin="round"/>` +
    `<rect x="${n(cx - 0.2 * (s / 2))}" y="${n(cy + 0.3 * (s / 2))}" width="${n(0.4 * (s / 2))}" height="${n(0.6 * (s / 2))}" fill="${ink}"/>`,
  key: (cx, cy, s, fill, ink) => {
    const k = s / 2;
    return (
      `<circle cx="${n(cx - 0.5 * k)}" cy="${n(cy)}" r="${n(0.4 * k)}" fill="${fill}" stroke="${ink}" stroke-width="${n(s * 0.04)}"/>` +
      `<circle cx="${n(cx - 0.5 * k)}" cy="${n(cy)}" r="${n(0.15 * k)}" fill="${ink}"/>` +
      `<polygon points="${P(cx, cy, s, [[-0.15, -0.12], [0.95, -0.12], [0.95, 0.12], [0.85, 0.12], [0.85, 0.45], [0.62, 0.45], [0.62, 0.12], [0.45, 0.12], [0.45, 0.35], [0.25, 0.35], [0.25, 0.12], [-0.15, 0.12]])}" fill="${fill}" stroke="${ink}" stroke-width="${n(s * 0.03)}" stroke-linejoin="round"/>`
    );
  },
  // ---- pieces and misc
  city: (cx, cy, s, fill, ink) =>
    `<polygon points="${P(cx, cy, s, [[-0.85, 0.8], [-0.85, -0.1], [-0.35, -0.1], [-0.35, -0.8], [0.25, -0.8], [0.25, -0.35], [0.85, -0.35], [0.85, 0.8]])}" fill="${fill}" stroke="${ink}" stroke-width="${n(s * 0.05)}" stroke-linejoin="round"/>`,
  starport: (cx, cy, s, fill, ink) =>
    `<polygon points="${polyPoints(cx, cy, s * 0.47, 8, 22.5)}" fill="${fill}" stroke="${ink}" stroke-width="${n(s * 0.05)}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.17)}" fill="${ink}"/>`,
  ship: (cx, cy, s, fill, ink) =>
    `<polygon points="${P(cx, cy, s, [[0, -0.95], [0.7, 0.85], [0, 0.5], [-0.7, 0.85]])}" fill="${fill}" stroke="${ink}" stroke-width="${n(s * 0.05)}" stroke-linejoin="round"/>`,
  agent: (cx, cy, s, fill, ink) =>
    `<circle cx="${n(cx)}" cy="${n(cy - 0.45 * (s / 2))}" r="${n(0.38 * (s / 2))}" fill="${fill}" stroke="${ink}" stroke-width="${n(s * 0.04)}"/>` +
    `<path d="M${n(cx - 0.7 * (s / 2))},${n(cy + 0.9 * (s / 2))} Q${n(cx)},${n(cy - 0.5 * (s / 2))} ${n(cx + 0.7 * (s / 2))},${n(cy + 0.9 * (s / 2))} Z" fill="${fill}" stroke="${ink}" stroke-width="${n(s * 0.04)}"/>`,
  outrage: (cx, cy, s, fill, ink) =>
    `<polygon points="${polyPoints(cx, cy, s * 0.48, 3)}" fill="${fill}" stroke="${ink}" stroke-width="${n(s * 0.05)}" stroke-linejoin="round"/>` +
    `<rect x="${n(cx - s * 0.045)}" y="${n(cy - s * 0.12)}" width="${n(s * 0.09)}" height="${n(s * 0.22)}" fill="${ink}"/><circle cx="${n(cx)}" cy="${n(cy + s * 0.17)}" r="${n(s * 0.05)}" fill="${ink}"/>`,
  power: (cx, cy, s, fill, ink) =>
    `<polygon points="${starPoints(cx, cy, s * 0.5, s * 0.22, 5, 0)}" fill="${fill}" stroke="${ink}" stroke-width="${n(s * 0.04)}" stroke-linejoin="round"/>`,
};

/** Every icon name the renderer knows. */
export const ICON_NAMES: readonly string[] = Object.keys(ICONS);

/** The natural colour of an icon (resource/suit/ambition colour), else the fallback. */
export function iconColour(name: string, fallback: string = INK.text): string {
  return (
    (RESOURCE_COLOUR as Record<string, string>)[name] ??
    (SUIT_COLOUR as Record<string, string>)[name] ??
    (AMBITION_COLOUR as Record<string, string>)[name] ??
    (name === "vox" ? VOX_COLOUR : undefined) ??
    fallback
  );
}

/**
 * Draws an icon; unknown names draw a labelled ring (visible, never silently dropped).
 * `fill` defaults to the icon's own colour; `ink` is the outline/detail colour.
 */
export function icon(name: string, cx: number, cy: number, s: number, fill?: string, ink: string = INK.dark): string {
  const p = ICONS[name];
  const f = fill ?? iconColour(name);
  if (!p) return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.4)}" fill="none" stroke="${f}" stroke-width="${n(s * 0.08)}"/>`;
  return p(cx, cy, s, f, ink);
}

export function hasIcon(name: string): boolean {
  return name in ICONS;
}

/** Inline icon painter for text.ts (`symbol:hit` etc.): icons in their own colours. */
export function inlineIcon(name: string, cx: number, cy: number, size: number, fill: string): string {
  const key = name.toLowerCase().replace(/s$/, "");
  return icon(hasIcon(key) ? key : name, cx, cy, size * 0.95, hasIcon(key) ? undefined : fill, INK.dark);
}
