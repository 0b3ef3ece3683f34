/**
 * Fonts for the renderer, shipped through npm (no network, no system fonts):
 * - Barlow Semi Condensed (OFL-1.1, @expo-google-fonts/barlow-semi-condensed): body and titles.
 * - Orbitron (OFL-1.1, @expo-google-fonts/orbitron): numbers and display headings.
 *
 * Text is measured AND drawn with the same opentype.js font objects: every glyph becomes an SVG
 * path, so what text.ts measures is exactly what resvg rasterises (no font lookup in resvg, no
 * fallback fonts, identical output on every machine).
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { createRequire } from "node:module";
import { parse, Font } from "opentype.js";
import { REPO_ROOT } from "../lib/repo";

export type FontStyle = "regular" | "bold" | "italic" | "boldItalic" | "display";

/** The font list's source is assets/fonts.json: style -> [npm package, file inside it]. */
const FILES: Record<FontStyle, [string, string]> = (() => {
  const raw = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "assets", "fonts.json"), "utf8")) as { fonts?: Record<string, unknown> };
  const out = {} as Record<FontStyle, [string, string]>;
  for (const style of ["regular", "bold", "italic", "boldItalic", "display"] as const) {
    const v = raw.fonts === undefined ? undefined : raw.fonts[style];
    if (!Array.isArray(v) || v.length !== 2 || typeof v[0] !== "string" || typeof v[1] !== "string") {
      throw new Error(`assets/fonts.json: fonts.${style}: expected [npm package, file], got ${JSON.stringify(v)}`);
    }
    out[style] = [v[0], v[1]];
  }
  return out;
})();

const requireFromRoot = createRequire(path.join(REPO_ROOT, "package.json"));

/** Absolute path of the TTF file of a style (resolved through node_modules). */
export function fontFile(style: FontStyle): string {
  const [pkg, file] = FILES[style];
  const pkgJson = requireFromRoot.resolve(`${pkg}/package.json`);
  return path.join(path.dirname(pkgJson), file);
}

const cache = new Map<FontStyle, Font>();

export function font(style: FontStyle): Font {
  let f = cache.get(style);
  if (!f) {
    const buf = fs.readFileSync(fontFile(style));
    f = parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
    cache.set(style, f);
  }
  return f;
}

export const FONT_STYLES: readonly FontStyle[] = ["regular", "bold", "italic", "boldItalic", "display"];
