/**
 * SVG -> pixels (resvg, native binary shipped inside the npm package) and a tiny deterministic
 * PNG codec for 8-bit RGB images (TTS wants RGB PNG/JPG, no alpha: tts-notes.md).
 */
import * as os from "node:os";
import * as zlib from "node:zlib";
import { Resvg } from "@resvg/resvg-js";

/** An opaque 8-bit RGB image, row-major, 3 bytes per pixel. */
export interface RgbImage {
  width: number;
  height: number;
  rgb: Buffer;
}

/** Background colour used when flattening any transparency (the svg should paint its own background). */
const FLATTEN_BG: [number, number, number] = [0, 0, 0];

/**
 * Rasterises an SVG string. `width` rescales (keeping the aspect ratio); by default the SVG's own
 * width/height attributes give the pixel size. No fonts are loaded: text.ts emits glyphs as paths.
 */
export function rasterize(svg: string, width?: number): RgbImage {
  const resvg = new Resvg(svg, {
    fitTo: width === undefined ? { mode: "original" } : { mode: "width", value: width },
    font: { loadSystemFonts: false },
    shapeRendering: 2,
    textRendering: 1,
    imageRendering: 0,
  });
  const img = resvg.render();
  const w = img.width;
  const h = img.height;
  const rgba = img.pixels;
  if (rgba.length !== w * h * 4) throw new Error(`rasterize: resvg gave ${rgba.length} bytes for ${w}x${h}`);
  return { width: w, height: h, rgb: rgbaToRgb(rgba, w * h) };
}

const LITTLE_ENDIAN = os.endianness() === "LE";

/** One pixel composited over FLATTEN_BG (resvg returns demultiplied RGBA). */
function flattenPixel(rgba: Uint8Array, i: number, rgb: Uint8Array, j: number): void {
  const a = rgba[i + 3];
  if (a === 255) {
    rgb[j] = rgba[i];
    rgb[j + 1] = rgba[i + 1];
    rgb[j + 2] = rgba[i + 2];
  } else {
    rgb[j] = Math.round((rgba[i] * a + FLATTEN_BG[0] * (255 - a)) / 255);
    rgb[j + 1] = Math.round((rgba[i + 1] * a + FLATTEN_BG[1] * (255 - a)) / 255);
    rgb[j + 2] = Math.round((rgba[i + 2] * a + FLATTEN_BG[2] * (255 - a)) / 255);
  }
}

/**
 * RGBA -> RGB, flattening transparency over FLATTEN_BG. Four opaque pixels (16 bytes) become three
 * 32-bit words at once on a little-endian machine; any group with a transparent pixel, the tail and
 * unaligned buffers take the per-pixel path. Same bytes either way (tests/render/raster.test.ts).
 */
export function rgbaToRgb(rgba: Uint8Array, pixels: number): Buffer {
  // allocUnsafeSlow: an ArrayBuffer of its own at offset 0, so the Uint32 view below is aligned.
  const rgb = Buffer.allocUnsafeSlow(pixels * 3);
  let p = 0;
  if (LITTLE_ENDIAN && rgba.byteOffset % 4 === 0) {
    const src = new Uint32Array(rgba.buffer, rgba.byteOffset, pixels);
    const dst = new Uint32Array(rgb.buffer, 0, (pixels * 3) >> 2);
    for (let w = 0; p + 4 <= pixels; p += 4, w += 3) {
      const p0 = src[p];
      const p1 = src[p + 1];
      const p2 = src[p + 2];
      const p3 = src[p + 3];
      if ((p0 & p1 & p2 & p3) >>> 24 === 255) {
        dst[w] = (p0 & 0xffffff) | (p1 << 24);
        dst[w + 1] = ((p1 >>> 8) & 0xffff) | (p2 << 16);
        dst[w + 2] = ((p2 >>> 16) & 0xff) | (p3 << 8);
      } else {
        for (let k = 0; k < 4; k++) flattenPixel(rgba, (p + k) * 4, rgb, (p + k) * 3);
      }
    }
  }
  for (; p < pixels; p++) flattenPixel(rgba, p * 4, rgb, p * 3);
  return rgb;
}

// ---- PNG ------------------------------------------------------------------------------------

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length, 0);
  const td = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td), 0);
  return Buffer.concat([len, td, crc]);
}

const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

let scratch = Buffer.alloc(0);

/**
 * The filtered scanlines' buffer, reused from one image to the next (one per thread; every byte
 * is written before deflate reads it): the render filters ~800 MB of rows, and fresh buffers cost
 * a page fault per 4 KB.
 */
function filterScratch(bytes: number): Buffer {
  if (scratch.length < bytes) scratch = Buffer.allocUnsafeSlow(bytes);
  return scratch.subarray(0, bytes);
}

/** Encodes an RGB image as a PNG (colour type 2, 8 bit, no alpha). Deterministic bytes. */
export function encodePng(img: RgbImage): Buffer {
  const { width, height, rgb } = img;
  if (rgb.length !== width * height * 3) throw new Error(`encodePng: buffer size ${rgb.length} != ${width}x${height}x3`);
  const stride = width * 3;
  const raw = filterScratch((stride + 1) * height);
  // Filter "Up" for every row but the first ("Sub"): cheap and compresses flat art well.
  if (height > 0) {
    raw[0] = 1;
    for (let x = 0; x < stride; x++) raw[1 + x] = (rgb[x] - (x >= 3 ? rgb[x - 3] : 0)) & 0xff;
  }
  const words = stride % 4 === 0 && rgb.byteOffset % 4 === 0 ? new Uint32Array(rgb.buffer, rgb.byteOffset, (stride * height) >> 2) : undefined;
  const row = new Uint32Array(words ? stride >> 2 : 0);
  const rowBytes = new Uint8Array(row.buffer);
  for (let y = 1; y < height; y++) {
    const o = y * (stride + 1);
    raw[o] = 2;
    if (words) {
      // Four byte-wise subtractions (mod 256) per 32-bit word, no borrow between bytes
      // (Hacker's Delight 2-18): ((a | H) - (b & ~H)) ^ ((a ^ ~b) & H), H = 0x80808080.
      const n = stride >> 2;
      const cur = y * n;
      const up = cur - n;
      for (let k = 0; k < n; k++) {
        const a = words[cur + k];
        const b = words[up + k];
        row[k] = ((a | 0x80808080) - (b & 0x7f7f7f7f)) ^ ((a ^ ~b) & 0x80808080);
      }
      raw.set(rowBytes, o + 1);
    } else {
      const s = y * stride;
      const p = s - stride;
      for (let x = 0; x < stride; x++) raw[o + 1 + x] = (rgb[s + x] - rgb[p + x]) & 0xff;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  const idat = zlib.deflateSync(raw, { level: 6 });
  return Buffer.concat([PNG_SIGNATURE, chunk("IHDR", ihdr), chunk("IDAT", idat), chunk("IEND", Buffer.alloc(0))]);
}

export interface PngInfo {
  width: number;
  height: number;
  bitDepth: number;
  /** 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA. */
  colourType: number;
}

/** Reads a PNG header (width, height, bit depth, colour type). */
export function pngInfo(png: Buffer): PngInfo {
  if (png.length < 33 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error("not a PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), bitDepth: png[24], colourType: png[25] };
}

/** Decodes an 8-bit, non-interlaced RGB or RGBA PNG (alpha is composited over black). */
export function decodePng(png: Buffer): RgbImage {
  const info = pngInfo(png);
  if (info.bitDepth !== 8 || (info.colourType !== 2 && info.colourType !== 6)) {
    throw new Error(`decodePng: only 8-bit RGB/RGBA PNGs are supported (got depth ${info.bitDepth}, type ${info.colourType})`);
  }
  const parts: Buffer[] = [];
  let off = 8;
  while (off < png.length) {
    const len = png.readUInt32BE(off);
    const type = png.toString("latin1", off + 4, off + 8);
    if (type === "IHDR" && png[off + 8 + 12] !== 0) throw new Error("decodePng: interlaced PNGs are not supported");
    if (type === "IDAT") parts.push(png.subarray(off + 8, off + 8 + len));
    off += 12 + len;
  }
  const bpp = info.colourType === 6 ? 4 : 3;
  const { width, height } = info;
  const stride = width * bpp;
  const raw = zlib.inflateSync(Buffer.concat(parts));
  const cur = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const dst = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? cur[dst + x - bpp] : 0;
      const b = y > 0 ? cur[dst - stride + x] : 0;
      const c = x >= bpp && y > 0 ? cur[dst - stride + x - bpp] : 0;
      let v = raw[src + x];
      if (f === 1) v += a;
      else if (f === 2) v += b;
      else if (f === 3) v += (a + b) >> 1;
      else if (f === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      cur[dst + x] = v & 0xff;
    }
  }
  if (bpp === 3) return { width, height, rgb: cur };
  const rgb = Buffer.allocUnsafe(width * height * 3);
  for (let i = 0, j = 0; i < cur.length; i += 4, j += 3) {
    const al = cur[i + 3];
    rgb[j] = Math.round((cur[i] * al) / 255);
    rgb[j + 1] = Math.round((cur[i + 1] * al) / 255);
    rgb[j + 2] = Math.round((cur[i + 2] * al) / 255);
  }
  return { width, height, rgb };
}

/** A new image filled with one colour. */
export function blankImage(width: number, height: number, fill: [number, number, number] = [0, 0, 0]): RgbImage {
  return fillImage(Buffer.allocUnsafeSlow(width * height * 3), width, height, fill);
}

let canvasScratch = Buffer.alloc(0);

/**
 * An image filled with one colour in a buffer reused by the next call on this thread: for a
 * picture that is encoded and dropped before then (a deck sheet: up to 50 MB each, whose fresh
 * pages cost more than filling them).
 */
export function scratchImage(width: number, height: number, fill: [number, number, number]): RgbImage {
  const bytes = width * height * 3;
  if (canvasScratch.length < bytes) canvasScratch = Buffer.allocUnsafeSlow(bytes);
  return fillImage(canvasScratch.subarray(0, bytes), width, height, fill);
}

function fillImage(rgb: Buffer, width: number, height: number, fill: [number, number, number]): RgbImage {
  // Buffer#fill repeats the 3-byte pattern over the whole buffer (its length is a multiple of 3).
  rgb.fill(Buffer.from(fill));
  return { width, height, rgb };
}

/** Copies `src` into `dst` with its top-left corner at (x, y); clipped to dst. */
export function blit(dst: RgbImage, src: RgbImage, x: number, y: number): void {
  const w = Math.min(src.width, dst.width - x);
  for (let row = 0; row < src.height; row++) {
    const dy = y + row;
    if (dy < 0 || dy >= dst.height || w <= 0) continue;
    src.rgb.copy(dst.rgb, (dy * dst.width + x) * 3, row * src.width * 3, (row * src.width + w) * 3);
  }
}

/** SVG string -> RGB PNG in one step. */
export function svgToPng(svg: string, width?: number): Buffer {
  return encodePng(rasterize(svg, width));
}
