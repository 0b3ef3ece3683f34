/**
 * The map of the Reach (rulebook p.6; game-data.md §1): 6 clusters x (1 gate + 3 planets) = 24
 * systems. Id `c.n`: cluster c = 1..6 (1 at the top, then clockwise), n = 0 gate, 1 Arrow,
 * 2 Crescent, 3 Hex planet. Planet types and building slots are printed on the map only
 * (game-data.md §1 table).
 */
import { shapeProblems } from "./shape";
import { RESOURCE_TYPES, ResourceType, SystemId } from "./vocabulary";
import {
  FieldRule,
  Validator,
  checkCount,
  checkRecords,
  equals,
  fieldError,
  fileError,
  intBetween,
  oneOf,
  rule,
} from "./fieldCheck";

export const MAP_FILE = "src/core/data/map.ts";

export type SystemKind = "gate" | "planet";
/** The planet ID symbol printed on the map (not the setup card's A/B/C boxes). */
export type PlanetSymbol = "arrow" | "crescent" | "hex";
export const PLANET_SYMBOLS: readonly PlanetSymbol[] = ["arrow", "crescent", "hex"];

export interface MapSystem {
  id: SystemId;
  cluster: number;
  kind: SystemKind;
  /** Planets only. */
  symbol?: PlanetSymbol;
  /** Planets only: the resource a city here taxes, and the type of that city. */
  resource?: ResourceType;
  /** Building slots (0 for gates). */
  slots: number;
}

export const CLUSTERS: readonly number[] = [1, 2, 3, 4, 5, 6];

function gate(c: number): MapSystem {
  return { id: `${c}.0`, cluster: c, kind: "gate", slots: 0 };
}

function planet(c: number, symbol: PlanetSymbol, resource: ResourceType, slots: number): MapSystem {
  const n = symbol === "arrow" ? 1 : symbol === "crescent" ? 2 : 3;
  return { id: `${c}.${n}`, cluster: c, kind: "planet", symbol, resource, slots };
}

/** All 24 systems, by cluster then gate, Arrow, Crescent, Hex (game-data.md §1). */
export const SYSTEMS: readonly MapSystem[] = [
  gate(1),
  planet(1, "arrow", "weapon", 2),
  planet(1, "crescent", "fuel", 1),
  planet(1, "hex", "material", 2),
  gate(2),
  planet(2, "arrow", "psionic", 1),
  planet(2, "crescent", "weapon", 1),
  planet(2, "hex", "relic", 2),
  gate(3),
  planet(3, "arrow", "material", 1),
  planet(3, "crescent", "fuel", 1),
  planet(3, "hex", "weapon", 2),
  gate(4),
  planet(4, "arrow", "relic", 2),
  planet(4, "crescent", "fuel", 2),
  planet(4, "hex", "material", 1),
  gate(5),
  planet(5, "arrow", "weapon", 1),
  planet(5, "crescent", "relic", 1),
  planet(5, "hex", "psionic", 2),
  gate(6),
  planet(6, "arrow", "material", 1),
  planet(6, "crescent", "fuel", 2),
  planet(6, "hex", "psionic", 1),
];

/**
 * The only planet-to-planet links across clusters (game-data.md §1): Hex 2.3-Arrow 3.1 and Hex
 * 5.3-Arrow 6.1. The other cluster boundaries (1.3|2.1, 3.3|4.1, 4.3|5.1, 6.3|1.1) are thick
 * borders, i.e. not adjacent (p.6: adjacent = shares a thin border).
 */
export const CROSS_LINKS: readonly (readonly [SystemId, SystemId])[] = [
  ["2.3", "3.1"],
  ["5.3", "6.1"],
];

function indexSystems(): { [id: string]: MapSystem } {
  const index: { [id: string]: MapSystem } = {};
  for (const s of SYSTEMS) index[s.id] = s;
  return index;
}

/** SYSTEMS by id (a constant lookup table: looked up, never iterated). */
const SYSTEM_BY_ID: { [id: string]: MapSystem } = indexSystems();

export function system(id: SystemId): MapSystem | undefined {
  return SYSTEM_BY_ID[id];
}

export function isSystemId(id: string): boolean {
  return system(id) !== undefined;
}

export function gateOf(cluster: number): SystemId {
  return `${cluster}.0`;
}

/** Each system's place in SYSTEMS, which lists them in string order ("1.0" < "1.1" < ... < "6.3"). */
const ORDER_OF: { readonly [id: string]: number } = orderOfSystems();

function orderOfSystems(): { [id: string]: number } {
  const out: { [id: string]: number } = {};
  for (let i = 0; i < SYSTEMS.length; i++) out[SYSTEMS[i].id] = i;
  return out;
}

/** The id of cluster `c`'s gate (n 0) or planet (n 1 Arrow, 2 Crescent, 3 Hex), from SYSTEMS: no id built from numbers. */
function idIn(c: number, n: number): SystemId {
  return SYSTEMS[(c - 1) * 4 + n].id;
}

/**
 * The given ids (systems of the map) without duplicates, in string order, by insertion (at most 5
 * ids), compared by their place in SYSTEMS. Not `Array.sort`: TSTL's lualib calls a sort comparator
 * with an extra `self` argument that a function declared under `noImplicitSelf` does not expect.
 */
function sortedUnique(ids: readonly SystemId[]): SystemId[] {
  const out: SystemId[] = [];
  for (const id of ids) {
    let at = out.length;
    let duplicate = false;
    const order = ORDER_OF[id];
    for (let i = 0; i < out.length; i++) {
      if (out[i] === id) {
        duplicate = true;
        break;
      }
      if (order < ORDER_OF[out[i]]) {
        at = i;
        break;
      }
    }
    if (!duplicate) out.splice(at, 0, id);
  }
  return out;
}

function stepCluster(c: number, step: number): number {
  // 1..6 ring; step is +1 (clockwise) or -1 (counter-clockwise). No negative `%`.
  const next = c + step;
  if (next > 6) return 1;
  if (next < 1) return 6;
  return next;
}

/**
 * The nearest in-play cluster from `c` walking the gate ring in direction `step`, skipping
 * out-of-play clusters (their gates carry path markers, p.4 step J / p.6); undefined if none.
 */
function nearestInPlay(c: number, step: number, outOfPlay: readonly number[]): number | undefined {
  let d = stepCluster(c, step);
  while (d !== c) {
    if (!outOfPlay.includes(d)) return d;
    d = stepCluster(d, step);
  }
  return undefined;
}

/**
 * Systems adjacent to `id` given the out-of-play clusters (game-data.md §1; rulebook p.4 step J,
 * p.6, p.13). Out-of-play clusters do not exist for movement: a system in one, or an unknown id,
 * has no neighbours. A gate is adjacent to its cluster's 3 planets and to the gates of the nearest
 * in-play clusters on either side of the ring (the path marker over an out-of-play gate joins its
 * neighbours, also across two adjacent out-of-play clusters). Crescent c.2 touches c.0, c.1, c.3;
 * Arrow and Hex touch c.0 and c.2, plus the cross links 2.3-3.1 and 5.3-6.1 when both clusters are
 * in play. Sorted, without duplicates.
 */
export function adjacentSystems(id: SystemId, outOfPlayClusters: readonly number[]): SystemId[] {
  const s = system(id);
  if (s === undefined || outOfPlayClusters.includes(s.cluster)) return [];
  const c = s.cluster;
  const out: SystemId[] = [];
  if (s.kind === "gate") {
    out.push(idIn(c, 1), idIn(c, 2), idIn(c, 3));
    const cw = nearestInPlay(c, 1, outOfPlayClusters);
    const ccw = nearestInPlay(c, -1, outOfPlayClusters);
    if (cw !== undefined) out.push(idIn(cw, 0));
    if (ccw !== undefined) out.push(idIn(ccw, 0));
  } else if (s.symbol === "crescent") {
    out.push(idIn(c, 0), idIn(c, 1), idIn(c, 3));
  } else {
    out.push(idIn(c, 0), idIn(c, 2));
    for (const link of CROSS_LINKS) {
      const other = link[0] === id ? link[1] : link[1] === id ? link[0] : undefined;
      if (other === undefined) continue;
      const o = system(other);
      if (o !== undefined && !outOfPlayClusters.includes(o.cluster)) out.push(other);
    }
  }
  return sortedUnique(out);
}

/**
 * Whether `b` is among adjacentSystems(a): the same answer without building the list (every move
 * asks it, and its ids and their sorting were a tenth of a map drop's Lua work). In one cluster a
 * gate touches each planet and the Crescent the other two; across clusters two gates touch when
 * one is the other's nearest in-play neighbour on the ring, two planets by a cross link.
 */
export function areAdjacent(a: SystemId, b: SystemId, outOfPlayClusters: readonly number[]): boolean {
  const sa = system(a);
  const sb = system(b);
  if (sa === undefined || sb === undefined || a === b) return false;
  if (outOfPlayClusters.includes(sa.cluster) || outOfPlayClusters.includes(sb.cluster)) return false;
  if (sa.cluster === sb.cluster) return sa.kind === "gate" || sb.kind === "gate" || sa.symbol === "crescent" || sb.symbol === "crescent";
  if (sa.kind === "gate" && sb.kind === "gate") return nearestInPlay(sa.cluster, 1, outOfPlayClusters) === sb.cluster || nearestInPlay(sa.cluster, -1, outOfPlayClusters) === sb.cluster;
  if (sa.kind === "gate" || sb.kind === "gate") return false;
  for (const link of CROSS_LINKS) if ((link[0] === a && link[1] === b) || (link[1] === a && link[0] === b)) return true;
  return false;
}

/** Systems in play (not in an out-of-play cluster), in SYSTEMS order. */
export function systemsInPlay(outOfPlayClusters: readonly number[]): SystemId[] {
  const out: SystemId[] = [];
  for (const s of SYSTEMS) {
    if (!outOfPlayClusters.includes(s.cluster)) out.push(s.id);
  }
  return out;
}

/** Total building slots on the map: 26 (game-data.md §1). */
export const TOTAL_BUILDING_SLOTS = 26;

// ---- validation --------------------------------------------------------------------------------

/** Built when the check runs (in Node): the Lua, which never runs the data checks, leaves it out with them. */
const systemRules = (): readonly FieldRule<MapSystem>[] => [
  rule("cluster", (s: MapSystem) => s.cluster, oneOf(CLUSTERS, "cluster (1..6)")),
  rule("kind", (s: MapSystem) => s.kind, oneOf(["gate", "planet"], "system kind (gate or planet)")),
  rule("slots", (s: MapSystem) => s.slots, intBetween(0, 2)),
];

export function validateSystems(systems: readonly MapSystem[] = SYSTEMS): string[] {
  const shape = shapeProblems(MAP_FILE, systems, [
    { field: "id", type: "string" },
    { field: "cluster", type: "number" },
    { field: "kind", type: "string" },
    { field: "symbol", type: "string", optional: true },
    { field: "resource", type: "string", optional: true },
    { field: "slots", type: "number" },
  ], "id", "SYSTEMS");
  if (shape.length > 0) return shape;
  const errors = checkRecords(MAP_FILE, systems, (s) => s.id, systemRules(), (s, id) => {
    const out: string[] = [];
    if (s.kind === "gate") {
      const idProblem = equals(`${s.cluster}.0`)(s.id);
      if (idProblem !== undefined) out.push(fieldError(MAP_FILE, id, "id", idProblem));
      if (s.symbol !== undefined) out.push(fieldError(MAP_FILE, id, "symbol", "a gate has no planet symbol"));
      if (s.resource !== undefined) out.push(fieldError(MAP_FILE, id, "resource", "a gate has no resource"));
      if (s.slots !== 0) out.push(fieldError(MAP_FILE, id, "slots", "a gate has no building slots"));
    } else if (s.kind === "planet") {
      const symbolProblem = oneOf(PLANET_SYMBOLS, "planet symbol (arrow, crescent or hex)")(s.symbol);
      if (symbolProblem !== undefined) out.push(fieldError(MAP_FILE, id, "symbol", symbolProblem));
      else {
        const n = s.symbol === "arrow" ? 1 : s.symbol === "crescent" ? 2 : 3;
        const idProblem = equals(`${s.cluster}.${n}`)(s.id);
        if (idProblem !== undefined) out.push(fieldError(MAP_FILE, id, "id", idProblem));
      }
      const resourceProblem = oneOf(RESOURCE_TYPES, "resource type")(s.resource);
      if (resourceProblem !== undefined) out.push(fieldError(MAP_FILE, id, "resource", resourceProblem));
      if (s.slots < 1) out.push(fieldError(MAP_FILE, id, "slots", "a planet has 1 or 2 building slots"));
    }
    return out;
  });
  let slots = 0;
  let planets = 0;
  for (const s of systems) {
    slots += s.slots;
    if (s.kind === "planet") planets++;
  }
  return errors.concat(
    checkCount(MAP_FILE, "systems", systems.length, 24),
    checkCount(MAP_FILE, "planets", planets, 18),
    checkCount(MAP_FILE, "building slots", slots, TOTAL_BUILDING_SLOTS),
  );
}

export function validateCrossLinks(
  links: readonly (readonly [SystemId, SystemId])[] = CROSS_LINKS,
  systems: readonly MapSystem[] = SYSTEMS,
): string[] {
  const errors: string[] = [];
  const known = (id: string): MapSystem | undefined => {
    for (const s of systems) if (s.id === id) return s;
    return undefined;
  };
  for (let i = 0; i < links.length; i++) {
    const [a, b] = links[i];
    const name = `CROSS_LINKS[${i + 1}] ${a}-${b}`;
    const sa = known(a);
    const sb = known(b);
    if (sa === undefined) errors.push(fieldError(MAP_FILE, name, "from", `unknown system ${a}`));
    if (sb === undefined) errors.push(fieldError(MAP_FILE, name, "to", `unknown system ${b}`));
    if (sa !== undefined && sb !== undefined) {
      if (sa.kind !== "planet" || sb.kind !== "planet" || sa.cluster === sb.cluster) {
        errors.push(fieldError(MAP_FILE, name, "link", "a cross link joins planets of two different clusters"));
      }
    }
  }
  return errors;
}

/**
 * No cluster out, every single cluster out, every pair out (covers every setup card): made when a
 * check asks (in Node), so the Lua, which runs no data check, leaves it out.
 */
export function adjacencyCheckConfigurations(): number[][] {
  const out: number[][] = [[]];
  for (const a of CLUSTERS) out.push([a]);
  for (const a of CLUSTERS) {
    for (const b of CLUSTERS) {
      if (a < b) out.push([a, b]);
    }
  }
  return out;
}

/** Adjacency must be symmetric and never reach out of play, for every out-of-play configuration. */
export function validateAdjacency(
  adjacency: (id: SystemId, outOfPlayClusters: readonly number[]) => SystemId[] = adjacentSystems,
  configurations: readonly (readonly number[])[] = adjacencyCheckConfigurations(),
): string[] {
  const errors: string[] = [];
  for (const out of configurations) {
    const label = out.length === 0 ? "none out of play" : `out of play ${out.map((n) => String(n)).join("+")}`;
    const inPlay = systemsInPlay(out);
    // Each system's neighbours once per configuration (string keys; looked up, never iterated).
    const table: { [id: string]: SystemId[] } = {};
    for (const id of inPlay) table[id] = adjacency(id, out);
    for (const id of inPlay) {
      const adjacent = table[id];
      if (adjacent.length === 0) errors.push(fieldError(MAP_FILE, id, "adjacency", `no neighbours (${label})`));
      for (const other of adjacent) {
        if (other === id) errors.push(fieldError(MAP_FILE, id, "adjacency", `adjacent to itself (${label})`));
        const o = system(other);
        if (o === undefined) errors.push(fieldError(MAP_FILE, id, "adjacency", `unknown system ${other} (${label})`));
        else if (out.includes(o.cluster)) {
          errors.push(fieldError(MAP_FILE, id, "adjacency", `reaches out-of-play system ${other} (${label})`));
        } else if (!table[other].includes(id)) {
          errors.push(fieldError(MAP_FILE, id, "adjacency", `${id} -> ${other} but not back (${label})`));
        }
      }
    }
  }
  if (configurations.length === 0) errors.push(fileError(MAP_FILE, "no adjacency configurations to check"));
  return errors;
}

export const validateMapData: Validator = () =>
  validateSystems().concat(validateCrossLinks(), validateAdjacency());
