/**
 * Build (rulebook p.12; FAQ "Build"): a city or starport in an empty building slot of a system with
 * a Loyal piece, or a ship at a Loyal starport, each starport building one ship per turn; placed
 * damaged in a system controlled by anyone other than you. The supply may be empty (FAQ): the
 * action is still taken. Lore: Gate Ports (L08, starports on gates, max 1 per gate), Gate Stations
 * (L11, cities on gates, max 1 per gate), Cloud Cities (L09, a city outside the slots, max 1 per
 * planet, even with a slot free: the build says so, `outside`; its resource is the player's to
 * pay), Hidden Harbors (L05, ships always built fresh), Tool-Priests' Summon (L01, a ship at a
 * city you control, once per turn; a Build action). A
 * rule module adds starports (the Free States', BR p.15), the Flagship's rules (BR p.22) and what
 * its Fate cards build (MapRules.cardBuild: Bunkers, Hammer tokens, the Refugees' Free cities).
 */
import type { Colour, Owner, SystemId } from "../data/vocabulary";
import { ownerName } from "../data/vocabulary";
import { system } from "../data/map";
import type { MapSnapshot } from "./snapshot";
import type { BuildAction } from "./actionTypes";
import type { MapRules } from "./mapRules";
import type { MapPowers } from "./move";
import { buildingsIn, citiesOutside, countPieces, loyalIn, piecesIn } from "./pieces";
import { systemRefusal } from "./count";

export const GATE_PORTS = "L08";
export const GATE_STATIONS = "L11";
export const CLOUD_CITIES = "L09";
export const HIDDEN_HARBORS = "L05";
export const TOOL_PRIESTS = "L01";

export interface BuildOutcome {
  damaged: boolean;
  /** the turn's record of it (TurnActions.mapActs) */
  key: string;
  text: string;
}

function timesDone(acts: readonly string[], key: string): number {
  let n = 0;
  for (const k of acts) if (k === key) n += 1;
  return n;
}

/** How many of the turn's map actions begin with `prefix`. */
function timesBegun(acts: readonly string[], prefix: string): number {
  let n = 0;
  for (const k of acts) if (k.slice(0, prefix.length) === prefix) n += 1;
  return n;
}

/**
 * Where a ship let go in `id` is built, as the table reads it (the core then decides): at the
 * player's starport there, else a Free starport, else the player's fresh Flagship, else, for a
 * Tool-Priests holder (L01), at a city there (Summon, so its refusal is Summon's), else at the
 * player's starport (refused: there is none).
 */
export function shipBuiltAt(map: MapSnapshot, id: SystemId, player: Colour, lore: readonly string[]): "loyal" | "free" | "flagship" | "city" {
  const here = piecesIn(map, id);
  if (countPieces(here, player, "starport", "any") > 0) return "loyal";
  if (countPieces(here, "free", "starport", "any") > 0) return "free";
  if (countPieces(here, player, "flagship", "fresh") > 0) return "flagship";
  if (lore.indexOf(TOOL_PRIESTS) < 0) return "loyal";
  for (const p of here) if (p.kind === "city" && p.fresh + p.damaged > 0) return "city";
  return "loyal";
}

/** A ship: at which starports, and how many this turn. */
function shipRefusal(map: MapSnapshot, id: SystemId, player: Colour, a: BuildAction, rules: MapRules, powers: MapPowers, acts: readonly string[]): string | { key: string } {
  const at = a.at === undefined ? "loyal" : a.at;
  if (at !== "loyal" && at !== "free" && at !== "flagship" && at !== "city") return "ships are built at a Loyal starport, a controlled Free starport or your Flagship";
  if (at === "flagship") {
    if (!rules.flagshipOf(map, player)) return `${player} has no Flagship`;
    if (countPieces(piecesIn(map, id), player, "flagship", "fresh") === 0) return `${player}'s Flagship is not in ${id}`;
    const most = rules.flagshipShips(map, player);
    if (timesBegun(acts, "build:ship:flagship@") >= most) return most === 1 ? "you build up to 1 ship at your Flagship per turn (BR p.22)" : `your Flagship builds up to ${most} ships per turn with Ship Crane (BR p.25)`;
    return { key: `build:ship:flagship@${id}` };
  }
  if (at === "city") {
    // Tool-Priests (L01) "Summon (Build): Once per turn, build 1 ship at any city you control. Yes, even Rival cities you control!"
    if (powers.lore.indexOf(TOOL_PRIESTS) < 0) return "only Tool-Priests' Summon (L01) builds a ship at a city";
    const here = piecesIn(map, id);
    let cities = 0;
    for (const p of here) if (p.kind === "city") cities += p.fresh + p.damaged;
    const summon = "Tool-Priests' Summon builds a ship at a city you control";
    if (cities === 0) return `${summon}: there is no city in ${id} (L01)`;
    if (rules.controller(map, id, player) !== player) return `${summon}, and ${player} does not control ${id} (L01)`;
    if (timesBegun(acts, "build:ship:summon@") > 0) return "Tool-Priests' Summon builds 1 ship per turn, already built (L01)";
    return { key: `build:ship:summon@${id}` };
  }
  const yards = rules.shipyards(map, id, player, at);
  if (yards === 0) {
    return at === "loyal"
      ? `a ship is built at a Loyal starport (p.12): ${player} has no starport in ${id}`
      : `you build at a Free starport only in a system you control (BR p.15): not ${id}`;
  }
  const key = `build:ship:${at}@${id}`;
  if (timesDone(acts, key) >= yards) return `each starport builds one ship per turn (p.12): ${yards === 1 ? "the starport" : `the ${yards} starports`} in ${id} built already this turn`;
  return { key };
}

/**
 * A city or starport: an empty slot (or a lore's place outside them) in a system with a Loyal
 * piece. What it does: in a slot, or outside the slots (a gate's Gate Ports or Gate Stations
 * building; a Cloud Cities city, L09: named by the build, or when the planet's slots are full).
 */
function buildingRefusal(map: MapSnapshot, id: SystemId, player: Colour, a: BuildAction, piece: "city" | "starport", rules: MapRules, powers: MapPowers): string | { outside: "" | "gate" | "cloud" } {
  const here = piecesIn(map, id);
  const where = system(id);
  const slots = where === undefined ? 0 : where.slots;
  let outside: "" | "gate" | "cloud" = "";
  const cloud = piece === "city" && powers.lore.indexOf(CLOUD_CITIES) >= 0;
  if (a.outside !== undefined && typeof a.outside !== "boolean") return "a building is built outside the building slots or not";
  if (a.outside === true) {
    if (!cloud) return "only Cloud Cities (L09) builds a city outside the building slots";
    if (slots === 0) return `${id} is a gate: Cloud Cities builds on planets only (L09)`;
  }
  if (slots === 0) {
    const lore = piece === "starport" ? GATE_PORTS : GATE_STATIONS;
    if (powers.lore.indexOf(lore) < 0) return `${id} is a gate: gates have no building slots (p.6)`;
    if (countPieces(here, player, piece, "any") > 0) return `${piece === "starport" ? "Gate Ports" : "Gate Stations"}: max 1 ${piece} per gate, and ${player} has one in ${id}`;
    outside = "gate";
  } else {
    const buildings = buildingsIn(here);
    if (a.outside === true || buildings >= slots) {
      if (!cloud || buildings > slots) {
        return `${id} has no empty building slot: its ${slots === 1 ? "slot holds" : `${slots} slots hold`} ${buildings === 1 ? "a building" : `${buildings} buildings`} (p.12)`;
      }
      if (citiesOutside(here, player) > 0) return `Cloud Cities: max 1 city outside the slots per planet, and ${player} has one in ${id} (L09)`;
      outside = "cloud";
    }
  }
  if (outside === "" && !rules.buildsOnMap(map, player)) return "with a Flagship your cities and starports go on its board, not the map (BR p.22)";
  if (!loyalIn(here, player) && !freeHere(map, id, player, rules) && !(piece === "city" && rules.cityWithoutLoyal !== undefined && rules.cityWithoutLoyal(map, id, player))) return `you build in a system with a Loyal piece (p.12): ${player} has no piece in ${id}`;
  return { outside };
}

/** `player` builds at the Free buildings in `id` like Loyal pieces (MapRules.freeAsLoyal). */
function freeHere(map: MapSnapshot, id: SystemId, player: Colour, rules: MapRules): boolean {
  if (rules.freeAsLoyal === undefined || rules.freeAsLoyal(map, id, player) === undefined) return false;
  const here = piecesIn(map, id);
  return countPieces(here, "free", "city", "any") + countPieces(here, "free", "starport", "any") > 0;
}

/** Why `player` cannot build this, or what it does (`acts`: the turn's map actions so far). */
export function buildOutcome(map: MapSnapshot, outOfPlay: readonly number[], player: Colour, a: BuildAction, rules: MapRules, powers: MapPowers, acts: readonly string[]): string | BuildOutcome {
  const bad = systemRefusal(a.system, outOfPlay);
  if (bad !== undefined) return bad;
  const id = a.system;
  let key = `build:${String(a.piece)}@${id}`;
  let cloudText = "";
  let name: string = a.piece;
  let then = "";
  if (a.piece === "ship") {
    const r = shipRefusal(map, id, player, a, rules, powers, acts);
    if (typeof r === "string") return r;
    key = r.key;
  } else if (a.piece === "city" || a.piece === "starport") {
    const r = buildingRefusal(map, id, player, a, a.piece, rules, powers);
    if (typeof r === "string") return r;
    if (r.outside === "cloud") {
      const where = system(id);
      cloudText = ` outside its building slots (Cloud Cities, L09: it costs 1 ${where === undefined || where.resource === undefined ? "resource of the planet type" : where.resource})`;
    }
  } else if (a.piece === "bunker" || a.piece === "hammer" || a.piece === "free city") {
    const r = rules.cardBuild === undefined ? `only a Fate card builds a ${a.piece}` : rules.cardBuild(map, a, player);
    if (typeof r === "string") return r;
    name = r.name;
    then = r.then ?? "";
  } else return "you build a city, a starport or a ship";
  const c = rules.controller(map, id, player);
  const harbors = a.piece === "ship" && powers.lore.indexOf(HIDDEN_HARBORS) >= 0;
  // Built with a Free starport, or at Free buildings without a Loyal piece, like Loyal ones: always fresh (F222).
  const member = (a.piece === "ship" ? a.at === "free" : !loyalIn(piecesIn(map, id), player) && freeHere(map, id, player, rules)) && rules.freeAsLoyal !== undefined ? rules.freeAsLoyal(map, id, player) : undefined;
  const damaged = c !== undefined && c !== player && !harbors && member === undefined;
  const at = a.piece !== "ship" ? "" : a.at === "flagship" ? " at the Flagship" : a.at === "free" ? " at a Free starport" : a.at === "city" ? " at a city (Tool-Priests' Summon, L01)" : "";
  const how = damaged ? `, placed damaged: ${ownerName(c as Owner)} controls ${id} (p.12)` : c === undefined || c === player ? "" : member !== undefined ? `, fresh (${member}: built with Free buildings like Loyal ones)` : ", fresh (Hidden Harbors)";
  return { damaged, key, text: `${player} builds a ${name}${at} in ${id}${cloudText}${how}${then}` };
}
