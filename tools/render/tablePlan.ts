/**
 * The table from above, for build/preview: the seats, the shared boards and the player boards, each
 * with an arrow to the top of its image — so which way every board reads from every seat is seen at
 * a glance (docs/table-layout-decisions.md). North is up.
 */
import { rotateY } from "../table/geometry";

export interface PlanObject {
  Name?: string;
  Nickname?: string;
  Tags?: string[];
  FogColor?: string;
  Transform?: { posX?: number; posZ?: number; rotY?: number; scaleX?: number; scaleZ?: number };
}

/** Boards drawn, by tag, with their image's width:height. */
const BOARDS: { tag: string; aspect: number; label: string }[] = [
  { tag: "map", aspect: 4 / 3, label: "map" },
  { tag: "play-mat", aspect: 1, label: "play mat" },
  { tag: "player-board", aspect: 2, label: "board" },
];

const PX = 9;
const HALF_W = 36;
const HALF_H = 33;

function svgX(x: number): number {
  return (x + HALF_W) * PX;
}
function svgY(z: number): number {
  return (HALF_H - z) * PX;
}

export function tablePlanSvg(objects: readonly PlanObject[]): string {
  const out: string[] = [];
  for (const b of BOARDS) {
    for (const o of objects.filter((x) => (x.Tags ?? []).includes(b.tag))) {
      const t = o.Transform ?? {};
      const x = t.posX ?? 0;
      const z = t.posZ ?? 0;
      const rot = t.rotY ?? 0;
      // A tile is 2 units across its shorter image side, times its scale.
      const hx = (b.aspect >= 1 ? b.aspect : 1) * (t.scaleX ?? 1);
      const hz = (b.aspect >= 1 ? 1 : 1 / b.aspect) * (t.scaleZ ?? 1);
      const corners = [[-hx, -hz], [hx, -hz], [hx, hz], [-hx, hz]].map(([lx, lz]) => {
        const w = rotateY(rot, lx, lz);
        return `${svgX(x + w.x).toFixed(1)},${svgY(z + w.z).toFixed(1)}`;
      });
      const up = rotateY(rot, 0, -Math.min(hx, hz) * 0.8);
      const colour = (o.Tags ?? []).find((tag) => /^[A-Z]/.test(tag));
      out.push(`<polygon points="${corners.join(" ")}" fill="${colour ? "#2a2f3a" : "#1f3b2c"}" stroke="#9ab" stroke-width="1.5"/>`);
      out.push(`<line x1="${svgX(x)}" y1="${svgY(z)}" x2="${svgX(x + up.x)}" y2="${svgY(z + up.z)}" stroke="#ffd27a" stroke-width="3" marker-end="url(#head)"/>`);
      out.push(`<text x="${svgX(x)}" y="${svgY(z) + 16}" fill="#ddd" font-size="12" text-anchor="middle">${colour ? `${colour} ${b.label}` : b.label}</text>`);
    }
  }
  for (const seat of objects.filter((o) => o.Name === "HandTrigger")) {
    const t = seat.Transform ?? {};
    out.push(`<circle cx="${svgX(t.posX ?? 0)}" cy="${svgY(t.posZ ?? 0)}" r="10" fill="${String(seat.FogColor).toLowerCase()}" stroke="#000"/>`);
    out.push(`<text x="${svgX(t.posX ?? 0)}" y="${svgY(t.posZ ?? 0) + ((t.posZ ?? 0) < 0 ? 26 : -16)}" fill="#ddd" font-size="13" text-anchor="middle">${seat.FogColor} seat</text>`);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${2 * HALF_W * PX}" height="${2 * HALF_H * PX}" viewBox="0 0 ${2 * HALF_W * PX} ${2 * HALF_H * PX}">` +
    `<defs><marker id="head" markerWidth="8" markerHeight="8" refX="4" refY="4" orient="auto"><path d="M0,0 L8,4 L0,8 z" fill="#ffd27a"/></marker></defs>` +
    `<rect width="100%" height="100%" fill="#111"/>` +
    `<text x="10" y="20" fill="#aaa" font-size="13">The table from above (north up). Arrows point to the top of each board's image.</text>` +
    out.join("") +
    `</svg>`
  );
}
