/** Small SVG string helpers (numbers rounded to 2 decimals so output is stable and compact). */

export function n(v: number): string {
  const r = Math.round(v * 100) / 100;
  return (Object.is(r, -0) ? 0 : r).toString();
}

export function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function svgDoc(width: number, height: number, body: string, defs = ""): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : "") +
    body +
    `</svg>`
  );
}

export function rect(x: number, y: number, w: number, h: number, attrs: string, rx = 0): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ""} ${attrs}/>`;
}

export function circle(cx: number, cy: number, r: number, attrs: string): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;
}

/** Regular polygon points (first vertex at angle `rot` degrees, 0 = up). */
export function polyPoints(cx: number, cy: number, r: number, sides: number, rot = 0): string {
  const pts: string[] = [];
  for (let i = 0; i < sides; i++) {
    const a = ((rot + (360 * i) / sides) * Math.PI) / 180;
    pts.push(`${n(cx + r * Math.sin(a))},${n(cy - r * Math.cos(a))}`);
  }
  return pts.join(" ");
}

/** Star polygon points (alternating outer/inner radius). */
export function starPoints(cx: number, cy: number, ro: number, ri: number, spikes: number, rot = 0): string {
  const pts: string[] = [];
  for (let i = 0; i < spikes * 2; i++) {
    const r = i % 2 === 0 ? ro : ri;
    const a = ((rot + (180 * i) / spikes) * Math.PI) / 180;
    pts.push(`${n(cx + r * Math.sin(a))},${n(cy - r * Math.cos(a))}`);
  }
  return pts.join(" ");
}

/** Deterministic pseudo-random generator (mulberry32) for decorative starfields. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A subtle starfield over a w x h area. */
export function starfield(w: number, h: number, count: number, seed: number, opacity = 0.55): string {
  const r = rng(seed);
  let s = "";
  for (let i = 0; i < count; i++) {
    const x = r() * w;
    const y = r() * h;
    const rad = 0.6 + r() * 1.6;
    const o = (0.25 + r() * 0.75) * opacity;
    s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="#ffffff" fill-opacity="${n(o)}"/>`;
  }
  return s;
}
