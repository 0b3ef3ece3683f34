/**
 * Where things sit on the map, in map units: centre (0,0), radius 1, y down (SVG convention).
 * Cluster 1 at the top, clusters 2..6 clockwise; gates on the inner ring; within a cluster the
 * planets run clockwise Arrow (c.1), Crescent (c.2), Hex (c.3) (game-data.md §1 layout).
 * Pure geometry: which planet has which resource / how many slots / which lanes exist comes from
 * the map data passed in (src/core/data/map.ts).
 */
import type { ResourceType } from "../../src/core/data/vocabulary";

/** The map facts the renderer needs, shaped after src/core/data/map.ts. */
export interface MapSystemInput {
  id: string;
  /** Planet resource type; absent for gates. */
  resource?: ResourceType;
  /** Building slots (0 for gates). */
  slots: number;
}

export interface MapInput {
  systems: readonly MapSystemInput[];
  /** Adjacent system pairs (drawn as lanes). */
  lanes?: readonly (readonly [string, string])[];
}

export interface SystemGeom {
  id: string;
  cluster: number;
  /** 0 gate, 1 Arrow, 2 Crescent, 3 Hex. */
  index: number;
  gate: boolean;
  resource?: ResourceType;
  x: number;
  y: number;
  /** Drawn radius of the system disc. */
  r: number;
  /** Building slot centres (map units) and their half-size. */
  slots: { x: number; y: number }[];
  slotHalf: number;
}

export interface ClusterGeom {
  cluster: number;
  /** Polygon (map units) of the cluster's wedge. */
  wedge: [number, number][];
  /** Where the cluster number is printed. */
  label: [number, number];
  /** Centre angle, degrees clockwise from up. */
  angle: number;
}

export interface MapGeometry {
  systems: SystemGeom[];
  clusters: ClusterGeom[];
  lanes: [string, string][];
  /** Radius of the unplayable centre. */
  centreRadius: number;
}

const GATE_R = 0.34;
const PLANET_R = [0, 0.7, 0.81, 0.7];
const PLANET_DA = [0, -19, 0, 19];

function polar(r: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [r * Math.sin(a), -r * Math.cos(a)];
}

function parseId(id: string): [number, number] {
  const [c, k] = id.split(".").map((v) => Number(v));
  return [c, k];
}

/** Default systems (ids only, no resources) when no map data is given: 6 clusters x 4 systems. */
function defaultSystems(): MapSystemInput[] {
  const out: MapSystemInput[] = [];
  for (let c = 1; c <= 6; c++) for (let k = 0; k <= 3; k++) out.push({ id: `${c}.${k}`, slots: 0 });
  return out;
}

export function mapGeometry(map?: MapInput): MapGeometry {
  const input = map?.systems ?? defaultSystems();
  const systems: SystemGeom[] = input.map((s) => {
    const [c, k] = parseId(s.id);
    const theta = (c - 1) * 60;
    const gate = k === 0;
    const [x, y] = gate ? polar(GATE_R, theta) : polar(PLANET_R[k], theta + PLANET_DA[k]);
    const r = gate ? 0.062 : 0.082;
    const slotHalf = 0.027;
    const slots: { x: number; y: number }[] = [];
    const ns = gate ? 0 : s.slots;
    // Slots sit just outside the disc, on the radial line, side by side tangentially.
    const deg = theta + (gate ? 0 : PLANET_DA[k]);
    const [ux, uy] = polar(1, deg);
    const [tx, ty] = [-uy, ux];
    const rr = Math.hypot(x, y) + r + slotHalf + 0.012;
    for (let i = 0; i < ns; i++) {
      const off = (i - (ns - 1) / 2) * (slotHalf * 2 + 0.012);
      slots.push({ x: ux * rr + tx * off, y: uy * rr + ty * off });
    }
    return { id: s.id, cluster: c, index: k, gate, resource: s.resource, x, y, r, slots, slotHalf };
  });
  const clusters: ClusterGeom[] = [];
  for (let c = 1; c <= 6; c++) {
    const theta = (c - 1) * 60;
    const wedge: [number, number][] = [];
    for (let d = -30; d <= 30; d += 5) wedge.push(polar(0.2, theta + d));
    for (let d = 30; d >= -30; d -= 5) wedge.push(polar(1, theta + d));
    clusters.push({ cluster: c, wedge, label: polar(0.5, theta - 22), angle: theta });
  }
  const lanes: [string, string][] = (map?.lanes ?? []).map(([a, b]) => [a, b]);
  return { systems, clusters, lanes, centreRadius: 0.2 };
}
