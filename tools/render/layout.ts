/**
 * Layout data returned with boards: where each drawn spot is, so the build can put snap points and
 * scripting zones exactly there.
 *
 * Coordinates are NORMALISED to the image: x = 0 at the left edge, 1 at the right edge; y = 0 at
 * the top edge, 1 at the bottom edge, as the image is seen from above when the object lies face up
 * with its top edge away from the viewer. `w`, `h` are the spot's size as fractions of the image
 * width and height. To get TTS local coordinates of a Custom_Tile / board whose face spans
 * [-sx, sx] x [-sz, sz]: localX = (0.5 - x) * 2 * sx ... (the lead converts once, in one place;
 * TTS flips X for images on some object types, check against one known spot).
 */
export interface Spot {
  id: string;
  /** Centre, normalised 0..1. */
  x: number;
  y: number;
  /** Size, normalised 0..1 (fraction of the image width / height). */
  w: number;
  h: number;
}

export interface PixelRect {
  cx: number;
  cy: number;
  w: number;
  h: number;
}

export function spot(id: string, r: PixelRect, imgW: number, imgH: number): Spot {
  const q = (v: number) => Math.round(v * 1e6) / 1e6;
  return { id, x: q(r.cx / imgW), y: q(r.cy / imgH), w: q(r.w / imgW), h: q(r.h / imgH) };
}
