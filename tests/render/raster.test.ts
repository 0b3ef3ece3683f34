/**
 * The raster code's fast paths (word-at-a-time RGBA -> RGB, pattern fill, word-wise "Up" filter) give
 * exactly the bytes of the plain per-byte loops they replaced: the build's output must not change
 * when it gets faster. The references below are those loops, kept verbatim.
 */
import * as zlib from "node:zlib";
import { Resvg } from "@resvg/resvg-js";
import { blankImage, encodePng, rasterize, rgbaToRgb, RgbImage } from "../../tools/render/raster";
import { rect, svgDoc } from "../../tools/render/svg";

function referenceRgb(rgba: Uint8Array): Buffer {
  const rgb = Buffer.allocUnsafe((rgba.length / 4) * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    const a = rgba[i + 3];
    if (a === 255) {
      rgb[j] = rgba[i];
      rgb[j + 1] = rgba[i + 1];
      rgb[j + 2] = rgba[i + 2];
    } else {
      rgb[j] = Math.round((rgba[i] * a) / 255);
      rgb[j + 1] = Math.round((rgba[i + 1] * a) / 255);
      rgb[j + 2] = Math.round((rgba[i + 2] * a) / 255);
    }
  }
  return rgb;
}

function referenceBlank(width: number, height: number, fill: [number, number, number]): Buffer {
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0; i < rgb.length; i += 3) {
    rgb[i] = fill[0];
    rgb[i + 1] = fill[1];
    rgb[i + 2] = fill[2];
  }
  return rgb;
}

/** The IDAT payload the previous encoder produced: filter Sub on row 0, Up below, deflate level 6. */
function referenceIdat(img: RgbImage): Buffer {
  const { width, height, rgb } = img;
  const stride = width * 3;
  const raw = Buffer.allocUnsafe((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const o = y * (stride + 1);
    const s = y * stride;
    if (y === 0) {
      raw[o] = 1;
      for (let x = 0; x < stride; x++) raw[o + 1 + x] = (rgb[s + x] - (x >= 3 ? rgb[s + x - 3] : 0)) & 0xff;
    } else {
      raw[o] = 2;
      const p = s - stride;
      for (let x = 0; x < stride; x++) raw[o + 1 + x] = (rgb[s + x] - rgb[p + x]) & 0xff;
    }
  }
  return zlib.deflateSync(raw, { level: 6 });
}

function idatOf(png: Buffer): Buffer {
  // signature (8) + IHDR chunk (25) -> IDAT: length, type, data
  const len = png.readUInt32BE(33);
  expect(png.toString("latin1", 37, 41)).toBe("IDAT");
  return png.subarray(41, 41 + len);
}

/** A deterministic byte stream (xorshift), so a failure is reproducible. */
function noise(n: number, seed: number): Buffer {
  const out = Buffer.alloc(n);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

describe("raster fast paths give the bytes of the plain loops", () => {
  test("RGBA -> RGB: opaque runs, transparent pixels in any lane, odd pixel counts, unaligned input", () => {
    for (const pixels of [0, 1, 3, 4, 5, 7, 8, 13, 64, 1001]) {
      const rgba = noise(pixels * 4, pixels + 7);
      // Mostly opaque with some transparent and half-transparent pixels scattered over all four lanes.
      for (let p = 0; p < pixels; p++) rgba[p * 4 + 3] = p % 5 === 0 ? rgba[p * 4 + 3] : p % 11 === 3 ? 0 : 255;
      expect(rgbaToRgb(rgba, pixels).equals(referenceRgb(rgba))).toBe(true);
      // The same pixels at an odd byte offset take the per-pixel path.
      const shifted = Buffer.alloc(pixels * 4 + 1);
      rgba.copy(shifted, 1);
      expect(rgbaToRgb(shifted.subarray(1), pixels).equals(referenceRgb(rgba))).toBe(true);
    }
  });

  test("blankImage fills every pixel with the colour", () => {
    for (const [w, h] of [[0, 0], [1, 1], [5, 3], [500, 7]]) {
      expect(blankImage(w, h, [6, 12, 32]).rgb.equals(referenceBlank(w, h, [6, 12, 32]))).toBe(true);
    }
    expect(blankImage(4, 4).rgb.equals(referenceBlank(4, 4, [0, 0, 0]))).toBe(true);
  });

  test("encodePng: the same IDAT for widths on and off the 4-byte word path and unaligned buffers", () => {
    for (const [w, h] of [[1, 1], [4, 3], [5, 4], [8, 9], [37, 12], [500, 6]]) {
      const rgb = noise(w * h * 3, w * 31 + h);
      const img = { width: w, height: h, rgb };
      expect(idatOf(encodePng(img)).equals(referenceIdat(img))).toBe(true);
      const shifted = Buffer.alloc(rgb.length + 2);
      rgb.copy(shifted, 2);
      expect(idatOf(encodePng({ width: w, height: h, rgb: shifted.subarray(2) })).equals(referenceIdat(img))).toBe(true);
    }
  });

  test("a rasterised SVG with soft edges over transparency flattens and encodes as before", () => {
    const svg = svgDoc(37, 21, `${rect(3, 2, 20, 11, 'fill="#c83" opacity="0.6"')}<circle cx="25" cy="12" r="7.3" fill="#3a9"/>`);
    const img = rasterize(svg);
    expect([img.width, img.height]).toEqual([37, 21]);
    const rgba = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false }, shapeRendering: 2, textRendering: 1, imageRendering: 0 }).render().pixels;
    expect(img.rgb.equals(referenceRgb(rgba))).toBe(true);
    expect(idatOf(encodePng(img)).equals(referenceIdat(img))).toBe(true);
  });
});
