/**
 * Tax (rulebook p.12; FAQ "Tax"): a Loyal city, or a Rival city in a system you control, capturing
 * 1 of that Rival's agents even when no resource can be gained; each city once per turn (the Tax
 * Limit). Upstart's Callow (LEAD04): Loyal cities only where you control them. A rule module adds
 * its own cities (the Free States', BR p.15) and limits (the Truce Law, BR p.11).
 */
import type { Colour, ResourceType, SystemId } from "../data/vocabulary";
import { RESOURCE_TYPES, ownerName } from "../data/vocabulary";
import { system } from "../data/map";
import type { MapSnapshot } from "./snapshot";
import type { TaxAction } from "./actionTypes";
import type { MapRules } from "./mapRules";
import type { MapPowers } from "./move";
import { countPieces, piecesIn } from "./pieces";
import { systemRefusal } from "./count";

export const UPSTART = "LEAD04";

export interface TaxOutcome {
  /** the Rival whose agent is captured */
  captive?: Colour;
  /** the planet's type (a gate city, Gate Stations L11: any type of its cluster's cities) */
  resource?: ResourceType;
  key: string;
  text: string;
}

/** Why `player` cannot tax this city, or what it does (`acts`: the turn's map actions so far). */
export function taxOutcome(map: MapSnapshot, outOfPlay: readonly number[], player: Colour, a: TaxAction, rules: MapRules, powers: MapPowers, acts: readonly string[]): string | TaxOutcome {
  const bad = systemRefusal(a.system, outOfPlay);
  if (bad !== undefined) return bad;
  const id = a.system;
  if (typeof a.owner !== "string") return "name whose city is taxed";
  const cities = countPieces(piecesIn(map, id), a.owner, "city", "any");
  if (cities === 0) return `there is no city of ${ownerName(a.owner)} in ${id}`;
  const key = `tax:${a.owner}@${id}`;
  let done = 0;
  for (const k of acts) if (k === key || k === `build>${key}`) done += 1;
  if (done >= cities && (rules.taxLimit === undefined || rules.taxLimit(player, a.owner))) return `Tax Limit: each city is taxed once per turn (p.12): ${cities === 1 ? `the city of ${ownerName(a.owner)} in ${id} was` : `the ${cities} cities of ${ownerName(a.owner)} in ${id} were`} taxed this turn`;
  const allowed = rules.tax(map, id, player, a.owner);
  if (typeof allowed === "string") return allowed;
  if (a.owner === player && powers.leader === UPSTART && rules.controller(map, id, player) !== player) {
    return `Upstart (Callow): you tax Loyal cities only where you rule, and ${player} does not control ${id}`;
  }
  const where = system(id);
  const planet = where && where.resource;
  let resource: ResourceType | undefined = undefined;
  let gain = "";
  if (where !== undefined && where.kind === "gate") {
    // Gate Stations (L11): "A gate city's type matches all cities in its cluster. (Players may tax it
    // for 1 resource of any of those cities.)": the types of the cluster's planets with a city.
    const types = clusterCityTypes(map, where.cluster);
    const taken = gateGainRefusal(a.gain, types, id);
    if (taken !== undefined) return taken;
    resource = a.gain !== undefined ? a.gain : types.length === 1 ? types[0] : undefined;
    gain = types.length === 0 ? "no resource: its cluster has no planet city (Gate Stations, L11)" : resource !== undefined ? `1 ${resource}` : `1 resource of one of its cluster's city types, ${types.join(" or ")} (Gate Stations, L11)`;
  } else {
    const taken = gainRefusal(a.gain, planet, id);
    if (taken !== undefined) return taken;
    resource = a.gain === undefined ? planet : a.gain;
    gain = resource === undefined ? "1 resource" : `1 ${resource}`;
  }
  const whose = a.owner === player ? "a Loyal city" : `a city of ${ownerName(a.owner)}`;
  const captive = allowed.captive === undefined ? "" : ` and captures 1 of ${allowed.captive}'s agents, even if no resource is gained (p.12, FAQ "Tax")`;
  const out: TaxOutcome = { key, text: `${player} taxes ${whose} in ${id}: gains ${gain} if the supply has one${captive}` };
  if (allowed.captive !== undefined) out.captive = allowed.captive;
  // (`resource` is the one taken, else the planet's: the table fills the slot with it.)
  if (resource !== undefined) out.resource = resource;
  return out;
}

/** The planet types of cluster `c`'s planets that hold a city (any owner's), in map order. */
export function clusterCityTypes(map: MapSnapshot, c: number): ResourceType[] {
  const out: ResourceType[] = [];
  for (let n = 1; n <= 3; n++) {
    const id = `${c}.${n}` as SystemId;
    const p = system(id);
    let cities = 0;
    for (const e of piecesIn(map, id)) if (e.kind === "city") cities += e.fresh + e.damaged;
    if (p !== undefined && p.resource !== undefined && cities > 0 && out.indexOf(p.resource) < 0) out.push(p.resource);
  }
  return out;
}

/** Why the resource the table saw taken is not one of the gate city's types, or undefined. */
function gateGainRefusal(gain: unknown, types: readonly ResourceType[], id: string): string | undefined {
  if (gain === undefined) return undefined;
  if (RESOURCE_TYPES.indexOf(gain as ResourceType) < 0) return "a tax gains a resource: material, fuel, weapon, relic or psionic";
  if (types.indexOf(gain as ResourceType) >= 0) return undefined;
  if (types.length === 0) return `a city in gate ${id} has its cluster's city types, and there are none: not ${String(gain)} (Gate Stations, L11)`;
  return `a city in gate ${id} has its cluster's city types, ${types.join(" or ")}, not ${String(gain)} (Gate Stations, L11)`;
}

/** Why the resource the table saw taken is not this city's (p.12: "Gain 1 resource of the city's planet type from the supply"), or undefined. */
function gainRefusal(gain: unknown, planet: ResourceType | undefined, id: string): string | undefined {
  if (gain === undefined) return undefined;
  if (RESOURCE_TYPES.indexOf(gain as ResourceType) < 0) return "a tax gains a resource: material, fuel, weapon, relic or psionic";
  if (planet === undefined || gain === planet) return undefined;
  return `${id} is a ${planet} planet: a tax there gains ${planet}, not ${String(gain)} (p.12)`;
}
