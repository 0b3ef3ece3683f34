/**
 * The table seen from straight above (north up, +X east), drawn from a save's transforms with the
 * project's own geometry (tools/table/footprint.ts, hence geometry.ts): every board and tile with its
 * image placed, turned and scaled as the layout places it; decks by the card on top (a face-down
 * deck by its back); bags and models as labelled footprints; zones outlined by role; the table's
 * edge; a grid. The build writes it to build/preview/ as SVG and PNG (`writeTableViews`): a modder
 * who moves an object sees where it lands without TTS.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { AssetSizes, Footprint, PlacedObject, footprintOf } from "../table/footprint";
import { rotateY } from "../table/geometry";
import { encodePng, rgbaToRgb } from "./raster";
import { textLine } from "./text";

/** An image the view can draw: its file (relative to the picture) and pixel size. */
export interface ViewImage {
  file: string;
  w: number;
  h: number;
}

export interface ViewSource {
  /** the image behind an asset URL of the save, if it is one */
  image(url: string): ViewImage | undefined;
  sizes: AssetSizes;
}

export interface ViewFrame {
  title: string;
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  /** pixels per world unit */
  scale: number;
  /** draw each zone's name (the close view) */
  zoneLabels?: boolean;
}

const ROLE_COLOURS = ["#ff6b6b", "#4dabf7", "#ffd43b", "#69db7c", "#da77f2", "#ff922b", "#3bc9db", "#f783ac", "#a9e34b", "#9775fa", "#ffa8a8", "#74c0fc"];
const SEAT_COLOURS: Record<string, string> = { Red: "#e03131", Blue: "#1c7ed6", Yellow: "#f2c200", White: "#f1f3f5" };
const NOT_ROLES = ["arcs", "campaign", "Red", "Blue", "Yellow", "White"];

function roleOf(o: PlacedObject): string {
  if (o.Name === "HandTrigger") return "hand";
  return (o.Tags ?? []).find((t) => !NOT_ROLES.includes(t)) ?? "zone";
}

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
}

const n = (v: number) => (Math.round(v * 100) / 100).toString();
const n4 = (v: number) => (Math.round(v * 1e4) / 1e4).toString();

interface CustomDeckEntry {
  FaceURL?: string;
  BackURL?: string;
  NumWidth?: number;
  NumHeight?: number;
  UniqueBack?: boolean;
}

/** What a card-shaped object shows on top: an image URL and the cell of a sheet (or the whole). */
function cardFace(o: PlacedObject): { url: string; cols: number; rows: number; index: number } | undefined {
  const faceDown = Math.abs((((o.Transform?.rotZ ?? 0) % 360) + 360) % 360 - 180) < 1;
  const decks = (o.CustomDeck ?? {}) as Record<string, CustomDeckEntry>;
  const contents = (o.ContainedObjects ?? []) as PlacedObject[];
  // a face-down deck shows its top card's back; a face-up one the face of its last card
  const card = o.Name.startsWith("Deck") ? (faceDown ? contents[0] : contents[contents.length - 1]) : o;
  const id = Number(card?.CardID ?? NaN);
  if (!Number.isFinite(id)) return undefined;
  const key = Math.floor(id / 100);
  const entry = ((card?.CustomDeck ?? decks) as Record<string, CustomDeckEntry>)[String(key)] ?? decks[String(key)];
  if (entry === undefined) return undefined;
  const cols = Number(entry.NumWidth ?? 1);
  const rows = Number(entry.NumHeight ?? 1);
  if (!faceDown) return entry.FaceURL !== undefined ? { url: entry.FaceURL, cols, rows, index: id % 100 } : undefined;
  // Hidden with unique backs: the face sheet's last slot is the plain back (docs/table-contract.md).
  if (entry.UniqueBack === true && entry.FaceURL !== undefined) return { url: entry.FaceURL, cols, rows, index: cols * rows - 1 };
  return entry.BackURL !== undefined ? { url: entry.BackURL, cols: 1, rows: 1, index: 0 } : undefined;
}

export function tableViewSvg(objects: readonly PlacedObject[], src: ViewSource, frame: ViewFrame): string {
  const k = frame.scale;
  const W = Math.round((frame.x1 - frame.x0) * k);
  const H = Math.round((frame.z1 - frame.z0) * k);
  const sx = (x: number) => (x - frame.x0) * k;
  const sy = (z: number) => (frame.z1 - z) * k;
  const world = (f: Footprint, lx: number, lz: number) => {
    const p = rotateY(f.rotY, lx, lz);
    return { x: sx(f.cx + p.x), y: sy(f.cz + p.z) };
  };
  const poly = (f: Footprint) =>
    [[-1, -1], [1, -1], [1, 1], [-1, 1]].map(([a, b]) => world(f, a * f.hx, b * f.hz)).map((p) => `${n(p.x)},${n(p.y)}`).join(" ");
  /**
   * The transform that lays a w x h picture on a footprint by geometry.ts's rule: the picture's top
   * edge towards local -Z, its right edge towards local -X.
   */
  const imageMatrix = (f: Footprint, w: number, h: number) => {
    const o = world(f, f.hx, -f.hz);
    const u = world(f, -f.hx, -f.hz);
    const v = world(f, f.hx, f.hz);
    return `matrix(${n4((u.x - o.x) / w)} ${n4((u.y - o.y) / w)} ${n4((v.x - o.x) / h)} ${n4((v.y - o.y) / h)} ${n(o.x)} ${n(o.y)})`;
  };
  const label = (text: string, x: number, y: number, size: number, fill = "#f1f3f5") =>
    textLine(text, x, y, size, fill, { anchor: "middle", stroke: "#111", strokeWidth: Math.max(1, size / 6) });

  const placed = objects.flatMap((o) => {
    const f = footprintOf(o, src.sizes);
    return f === undefined ? [] : [{ o, f }];
  });
  const layer = (kinds: string[]) => placed.filter((p) => kinds.includes(p.f.kind));
  const body: string[] = [`<rect width="${W}" height="${H}" fill="#14161a"/>`];

  for (const { f } of layer(["table"])) body.push(`<polygon points="${poly(f)}" fill="#2a332d" stroke="#c9a86a" stroke-width="3"/>`);
  // the grid: a line every 2 units, a stronger one and its coordinate every 10
  const grid: string[] = [];
  for (let x = Math.ceil(frame.x0 / 2) * 2; x <= frame.x1; x += 2) grid.push(`<line x1="${n(sx(x))}" y1="0" x2="${n(sx(x))}" y2="${H}" stroke="#ffffff" stroke-opacity="${x % 10 === 0 ? 0.22 : 0.07}" stroke-width="1"/>`);
  for (let z = Math.ceil(frame.z0 / 2) * 2; z <= frame.z1; z += 2) grid.push(`<line x1="0" y1="${n(sy(z))}" x2="${W}" y2="${n(sy(z))}" stroke="#ffffff" stroke-opacity="${z % 10 === 0 ? 0.22 : 0.07}" stroke-width="1"/>`);
  for (let x = Math.ceil(frame.x0 / 10) * 10; x <= frame.x1; x += 10) grid.push(textLine(`x ${x}`, sx(x) + 3, H - 6, 11, "#8a8f98"));
  for (let z = Math.ceil(frame.z0 / 10) * 10; z <= frame.z1; z += 10) grid.push(textLine(`z ${z}`, 4, sy(z) - 3, 11, "#8a8f98"));
  body.push(...grid);

  const drawImage = (f: Footprint, img: ViewImage, cell?: { cols: number; rows: number; index: number }) => {
    if (cell === undefined || (cell.cols === 1 && cell.rows === 1)) {
      body.push(`<image href="${esc(img.file)}" x="0" y="0" width="${img.w}" height="${img.h}" preserveAspectRatio="none" transform="${imageMatrix(f, img.w, img.h)}"/>`);
      return;
    }
    const cw = img.w / cell.cols;
    const ch = img.h / cell.rows;
    const cx = (cell.index % cell.cols) * cw;
    const cy = Math.floor(cell.index / cell.cols) * ch;
    body.push(
      `<g transform="${imageMatrix(f, cw, ch)}"><svg x="0" y="0" width="${n(cw)}" height="${n(ch)}" viewBox="${n(cx)} ${n(cy)} ${n(cw)} ${n(ch)}" preserveAspectRatio="none">` +
      `<image href="${esc(img.file)}" x="0" y="0" width="${img.w}" height="${img.h}" preserveAspectRatio="none"/></svg></g>`,
    );
  };
  const drawObject = (o: PlacedObject, f: Footprint) => {
    if (o.Name === "Custom_Tile") {
      const faceDown = Math.abs((((o.Transform?.rotZ ?? 0) % 360) + 360) % 360 - 180) < 1;
      const ci = (o.CustomImage ?? {}) as { ImageURL?: string; ImageSecondaryURL?: string };
      const url = faceDown && ci.ImageSecondaryURL ? ci.ImageSecondaryURL : ci.ImageURL;
      const img = url !== undefined ? src.image(url) : undefined;
      if (img !== undefined) {
        drawImage(f, img);
        return;
      }
    }
    if (o.Name === "DeckCustom" || o.Name === "CardCustom" || o.Name === "Deck" || o.Name === "Card") {
      const face = cardFace(o);
      const img = face !== undefined ? src.image(face.url) : undefined;
      if (face !== undefined && img !== undefined) {
        drawImage(f, img, face);
        body.push(`<polygon points="${poly(f)}" fill="none" stroke="#000" stroke-width="1"/>`);
        if (o.Name.startsWith("Deck")) body.push(label(String(o.Nickname ?? ""), sx(f.cx), sy(f.cz) + 4, Math.max(9, k * 0.45)));
        return;
      }
    }
    const seat = (o.Tags ?? []).find((t) => SEAT_COLOURS[t] !== undefined);
    const fill = seat !== undefined ? SEAT_COLOURS[seat] : "#868e96";
    if (f.round) body.push(`<ellipse cx="${n(sx(f.cx))}" cy="${n(sy(f.cz))}" rx="${n(f.hx * k)}" ry="${n(f.hz * k)}" fill="${fill}" fill-opacity="0.55" stroke="#000" stroke-width="1.5"/>`);
    else body.push(`<polygon points="${poly(f)}" fill="${fill}" fill-opacity="0.6" stroke="#000" stroke-width="1.5"/>`);
    const words = String(o.Nickname ?? o.Name).split(" ");
    const size = Math.max(8, k * 0.34);
    words.forEach((w, i) => body.push(label(w, sx(f.cx), sy(f.cz) + 4 + (i - (words.length - 1) / 2) * size, size)));
  };

  const byArea = (a: { f: Footprint }, b: { f: Footprint }) => b.f.hx * b.f.hz - a.f.hx * a.f.hz;
  for (const { o, f } of layer(["board"]).sort(byArea)) drawObject(o, f);
  // zones: outlined by role (a colour per role, listed in the legend)
  const zones = layer(["zone", "hand"]);
  const roles = [...new Set(zones.map((z) => roleOf(z.o)))].sort();
  const colourOf = (role: string) => ROLE_COLOURS[roles.indexOf(role) % ROLE_COLOURS.length];
  for (const { o, f } of zones) {
    const c = colourOf(roleOf(o));
    const hand = o.Name === "HandTrigger";
    body.push(`<polygon points="${poly(f)}" fill="${c}" fill-opacity="${hand ? 0.1 : 0.06}" stroke="${c}" stroke-width="${hand ? 3 : 2}"${hand ? ` stroke-dasharray="10 6"` : ""}/>`);
  }
  for (const { o, f } of layer(["piece"]).sort(byArea)) drawObject(o, f);
  for (const { o, f } of zones) {
    if (o.Name === "HandTrigger") body.push(label(`${String(o.FogColor ?? "")} hand (seat)`, sx(f.cx), sy(f.cz) + 6, 16, SEAT_COLOURS[String(o.FogColor)] ?? "#fff"));
    else if (frame.zoneLabels === true) body.push(label(String(o.GMNotes || o.Nickname || ""), sx(f.cx), sy(f.cz) - f.hz * k + 12, 10, colourOf(roleOf(o))));
  }
  // title and legend
  body.push(`<rect x="0" y="0" width="${W}" height="26" fill="#000" fill-opacity="0.6"/>`);
  body.push(textLine(`${frame.title} (from above, north up; ${k} px per unit; grid 2 units)`, 8, 18, 14, "#e9ecef"));
  const legend = roles.map((r, i) => `<rect x="8" y="${36 + i * 16}" width="12" height="10" fill="none" stroke="${colourOf(r)}" stroke-width="2"/>` + textLine(r, 26, 45 + i * 16, 11, colourOf(r)));
  body.push(`<rect x="2" y="30" width="150" height="${roles.length * 16 + 8}" fill="#000" fill-opacity="0.55"/>`, ...legend);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body.join("")}</svg>`;
}

/**
 * Rasterises a view, its images read from `dir` (the preview folder the SVG lies in) and handed to
 * resvg inline (it loads no file an href names).
 */
export function tableViewPng(svg: string, dir: string, inline = new Map<string, string>()): Buffer {
  const withData = svg.replace(/href="([^"]+\.png)"/g, (_m, file: string) => {
    let uri = inline.get(file);
    if (uri === undefined) {
      uri = `data:image/png;base64,${fs.readFileSync(path.join(dir, file)).toString("base64")}`;
      inline.set(file, uri);
    }
    return `href="${uri}"`;
  });
  const resvg = new Resvg(withData, { fitTo: { mode: "original" }, font: { loadSystemFonts: false }, shapeRendering: 2, imageRendering: 0 });
  const img = resvg.render();
  return encodePng({ width: img.width, height: img.height, rgb: rgbaToRgb(img.pixels, img.width * img.height) });
}

/** The whole table and the play area around the map, as SVG and PNG in `dir`; returns the file names. */
export function writeTableViews(dir: string, objects: readonly PlacedObject[], src: ViewSource, table: { x0: number; x1: number; z0: number; z1: number }): string[] {
  const frames: [string, ViewFrame][] = [
    ["table", { title: "The whole table", x0: table.x0 - 2, x1: table.x1 + 2, z0: table.z0 - 2, z1: table.z1 + 2, scale: 16 }],
    ["play-area", { title: "The play area", x0: -36, x1: 30, z0: -29, z1: 29, scale: 26, zoneLabels: true }],
  ];
  const files: string[] = [];
  const inline = new Map<string, string>();
  for (const [name, frame] of frames) {
    const svg = tableViewSvg(objects, src, frame);
    fs.writeFileSync(path.join(dir, `${name}.svg`), svg);
    fs.writeFileSync(path.join(dir, `${name}.png`), tableViewPng(svg, dir, inline));
    files.push(`${name}.svg`, `${name}.png`);
  }
  return files;
}

