/**
 * Buildings on gates (seed 003 card reference): Gate Stations L11 "You may build cities on gates, max
 * 1 per gate. A gate city's type matches all cities in its cluster. (Players may tax it for 1
 * resource of any of those cities. If it is destroyed, Provoke Outrage of all those city types.)" and
 * Gate Ports L08 "You may build starports on gates, max 1 per gate. When Rival ships take a move into
 * a gate you control with a fresh Loyal starport, capture 1 agent of that Rival."
 *
 * The battle snapshot accepts a defending city or starport in a gate only for the holder of that Lore
 * (one per gate); a gate city's types are the types of the cities in its cluster as the table reads
 * them (`gateCityTypes`). Gate Ports' capture is decided on the gates as read (`GatePieces`).
 * Pure: inputs are never changed.
 */
import type { Colour, ResourceType } from "../data/vocabulary";
import { COLOURS, RESOURCE_TYPES } from "../data/vocabulary";
import { loreName } from "../data/lore";
import type { TableState } from "../court/types";
import { addCount, playerIndex } from "../court/types";
import type { Result } from "../result";
import { ok, refuse } from "../result";

export const GATE_PORTS = "L08";
export const GATE_STATIONS = "L11";

/** Fresh and damaged pieces of one kind (the battle's PieceState, kept here so the module needs no battle import). */
export interface GatePieceCount {
  fresh: number;
  damaged: number;
}

/** What the defender's buildings in a gate need from the battle snapshot. */
export interface GateBattleFacts {
  defendingCities: GatePieceCount;
  defendingStarports: GatePieceCount;
  defenderLore?: string[];
  gateCityTypes?: ResourceType[];
}

function holds(lore: readonly string[] | undefined, id: string): boolean {
  return lore !== undefined && lore.indexOf(id) >= 0;
}

function isTypeList(x: unknown): boolean {
  if (!Array.isArray(x)) return false;
  for (const r of x) if (RESOURCE_TYPES.indexOf(r as ResourceType) < 0) return false;
  return true;
}

/**
 * The defender's cities and starports in a gate (a player defending, no rule module saying
 * otherwise): refused unless the defender holds the Lore that builds them there, one per gate; a gate
 * city needs its cluster's city types (a destroyed one Provokes Outrage of all of them).
 */
export function gateBuildingsRefusal(s: GateBattleFacts): string | undefined {
  const cities = s.defendingCities.fresh + s.defendingCities.damaged;
  const ports = s.defendingStarports.fresh + s.defendingStarports.damaged;
  if (cities > 0 && !holds(s.defenderLore, GATE_STATIONS)) {
    return "A gate has no planet: no city defends it (only the holder of " + loreName(GATE_STATIONS) + " builds cities on gates)";
  }
  if (cities > 1) return loreName(GATE_STATIONS) + ": max 1 city per gate, not " + cities;
  if (cities > 0 && !isTypeList(s.gateCityTypes)) {
    return "Name the gate cluster's city types: a destroyed gate city Provokes each (" + loreName(GATE_STATIONS) + ")";
  }
  if (ports > 0 && !holds(s.defenderLore, GATE_PORTS)) {
    return "A gate has no planet: no starport defends it (only the holder of " + loreName(GATE_PORTS) + " builds starports on gates)";
  }
  if (ports > 1) return loreName(GATE_PORTS) + ": max 1 starport per gate, not " + ports;
  return undefined;
}

/** The distinct types of the given cities' planets, in the resource order (a gate city's types, L11). */
export function cityTypesOfCluster(planetTypesWithCities: readonly ResourceType[]): ResourceType[] {
  const out: ResourceType[] = [];
  for (const r of RESOURCE_TYPES) if (planetTypesWithCities.indexOf(r) >= 0) out.push(r);
  return out;
}

// ---- Gate Ports (L08): the capture -------------------------------------------------------------

/** One colour's ships and starports in a gate, as the table shows them. */
export interface GateColourPieces {
  colour: Colour;
  ships: GatePieceCount;
  starports: GatePieceCount;
}

/** A gate (system id `c.0`) and the players' pieces in it, as read. */
export interface GatePieces {
  system: string;
  pieces: GateColourPieces[];
}

function piecesOf(g: GatePieces, colour: Colour): GateColourPieces | undefined {
  for (const p of g.pieces) if (p.colour === colour) return p;
  return undefined;
}

/** A whole number, 0 or more. */
export function isCount(n: unknown): boolean {
  return typeof n === "number" && Math.floor(n) === n && n >= 0;
}

function badGates(gates: GatePieces[]): boolean {
  if (!Array.isArray(gates)) return true;
  for (const g of gates) {
    if (typeof g !== "object" || g === undefined || typeof g.system !== "string" || !Array.isArray(g.pieces)) return true;
    for (const p of g.pieces) {
      if (typeof p !== "object" || p === undefined || COLOURS.indexOf(p.colour) < 0) return true;
      if (typeof p.ships !== "object" || typeof p.starports !== "object") return true;
      if (!isCount(p.ships.fresh) || !isCount(p.ships.damaged) || !isCount(p.starports.fresh) || !isCount(p.starports.damaged)) return true;
    }
  }
  return false;
}

/**
 * Does `colour` control the gate, counted before `rival`'s ships moved in? Control (p.7): more fresh
 * ships than each Rival. The table does not see the move, so `rival`'s ships, which may have just
 * arrived, are left out; every other player's are counted as they lie.
 */
function controlsBeforeMove(g: GatePieces, colour: Colour, rival: Colour): boolean {
  const mine = piecesOf(g, colour);
  const fresh = mine === undefined ? 0 : mine.ships.fresh;
  if (fresh === 0) return false;
  for (const p of g.pieces) if (p.colour !== colour && p.colour !== rival && p.ships.fresh >= fresh) return false;
  return true;
}

export interface GateCapture {
  table: TableState;
  /** the gate whose move triggered it */
  gate: string;
}

/**
 * Gate Ports (L08): `colour` captures 1 agent of `rival` (from `rival`'s supply to `colour`'s
 * Captives, p.23 "Capture") when `rival` has ships in a gate where `colour` has a fresh Loyal
 * starport and control. Holding the Lore and the moment (the Rival's move) are the command's checks.
 */
export function gatePortsCapture(table: TableState, colour: Colour, rival: Colour, gates: GatePieces[]): Result<GateCapture> {
  const name = loreName(GATE_PORTS);
  const pi = playerIndex(table, colour);
  if (pi < 0) return refuse(colour + " is not playing");
  const ri = playerIndex(table, rival);
  if (rival === colour || ri < 0) return refuse(name + " captures an agent of a Rival: name one in the game");
  if (badGates(gates)) return refuse(name + " needs the gates as the table shows them");
  const ported = gates.filter((g) => {
    const mine = piecesOf(g, colour);
    return mine !== undefined && mine.starports.fresh > 0;
  });
  if (ported.length === 0) return refuse(name + ": " + colour + " has no fresh Loyal starport in a gate");
  const entered = ported.filter((g) => {
    const theirs = piecesOf(g, rival);
    return theirs !== undefined && theirs.ships.fresh + theirs.ships.damaged > 0;
  });
  if (entered.length === 0) return refuse(name + ": " + rival + " has no ships in a gate where " + colour + " has a fresh Loyal starport");
  const controlled = entered.filter((g) => controlsBeforeMove(g, colour, rival));
  if (controlled.length === 0) {
    return refuse(name + ": " + colour + " does not control gate " + entered[0].system + " (more fresh ships there than each other Rival), so " + rival + "'s move into it captures nothing");
  }
  if (table.players[ri].agentSupply < 1) return refuse(rival + " has no agents in their supply: there is none to capture");
  const players = table.players.slice();
  players[pi] = { ...players[pi], captives: addCount(players[pi].captives, rival, 1) };
  players[ri] = { ...players[ri], agentSupply: players[ri].agentSupply - 1 };
  const t: TableState = { ...table, players };
  return ok({ table: t, gate: controlled[0].system });
}
