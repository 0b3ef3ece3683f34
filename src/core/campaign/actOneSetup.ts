/**
 * Act I table setup (BR pp.5-6 steps N-P and the players' placement): the number die picks the
 * Imperial clusters (the rolled cluster and the next clockwise one, 1 Imperial ship in each of their
 * 8 systems), the event die's planet symbol places Free cities outside them, damaged Blight goes in
 * every other system; then each player in turn order, then in reverse, places 3 ships and 1 building
 * in an empty slot at a planet with an Imperial ship and gains 1 resource of that planet; finally
 * Free cities fill the empty slots on planets with Imperial ships. The core computes the placements;
 * the table puts the pieces down.
 */
import type { Colour, ResourceType, SystemId } from "../data/vocabulary";
import { SYSTEMS } from "../data/map";
import type { PlanetSymbol } from "../data/map";
import type { GameState, PlayerState } from "../game/types";
import { dealHands } from "../game/deal";
import { playerState } from "../game/rounds";
import { logEvent, turnOrderFrom } from "../game/util";
import type { CampaignState, PlaceStartCommand } from "./types";
import { findById } from "../util/byId";

/** BR p.5 step N: the rolled cluster and the next clockwise one (clusters are numbered clockwise). */
export function imperialClusters(rolled: number): number[] {
  return [rolled, (rolled % 6) + 1];
}

export interface ActOneMap {
  imperialClusters: number[];
  /** 1 fresh Imperial ship in each (step N). */
  imperialShips: SystemId[];
  /** 1 Free city on each (step O; more are added after the placement passes). */
  freeCities: SystemId[];
  /** 1 damaged Blight in each (step P). */
  blight: SystemId[];
}

export function actOneMap(rolledCluster: number, rolledSymbol: PlanetSymbol): ActOneMap {
  const imperial = imperialClusters(rolledCluster);
  const out: ActOneMap = { imperialClusters: imperial, imperialShips: [], freeCities: [], blight: [] };
  for (const sys of SYSTEMS) {
    if (imperial.indexOf(sys.cluster) >= 0) {
      out.imperialShips.push(sys.id);
    } else {
      out.blight.push(sys.id);
      if (sys.kind === "planet" && sys.symbol === rolledSymbol) out.freeCities.push(sys.id);
    }
  }
  return out;
}

/** The order of the two placement passes: turn order, then reverse turn order (BR p.6). */
export function placementOrder(seats: readonly Colour[], initiative: Colour): Colour[] {
  const order = turnOrderFrom(seats, initiative);
  return order.concat(order.slice().reverse());
}

function usedSlots(campaign: CampaignState, system: SystemId): number {
  const setup = campaign.setup;
  if (setup === undefined) return 0;
  return setup.placements.filter((p) => p.system === system).length + setup.freeCities.filter((id) => id === system).length;
}

export function placeStart(s: GameState, c: PlaceStartCommand): string | undefined {
  const campaign = s.campaign as CampaignState;
  const setup = campaign.setup;
  if (campaign.stage !== "setup" || setup === undefined) return "the starting placements are over";
  const due = setup.order[setup.placements.length];
  if (c.player !== due) return `it is ${due}'s turn to place starting pieces (BR p.6)`;
  const sys = findById(SYSTEMS, c.system)!;
  if (sys === undefined) return `${String(c.system)} is not a system`;
  if (sys.kind !== "planet" || setup.imperialShips.indexOf(sys.id) < 0) return `${sys.id} is not a planet with an Imperial ship (BR p.6)`;
  if (c.building !== "city" && c.building !== "starport") return "place a city or a starport";
  if (usedSlots(campaign, sys.id) >= sys.slots) return `${sys.id} has no empty building slot`;
  const resource = sys.resource as ResourceType;
  setup.placements.push({ player: c.player, system: sys.id, building: c.building, resource });
  (playerState(s, c.player) as PlayerState).startingResources.push(resource);
  logEvent(s, "setUp", c.player, `${c.player} places 3 ships and a ${c.building} at ${sys.id} and gains 1 ${resource} (BR p.6)`);
  if (setup.placements.length < setup.order.length) return undefined;
  // Free cities in every empty slot left on planets with Imperial ships.
  for (const id of setup.imperialShips) {
    const planet = findById(SYSTEMS, id)!;
    while (usedSlots(campaign, id) < planet.slots) setup.freeCities.push(id);
  }
  campaign.stage = "act";
  s.events.push({ kind: "setUp", text: "Free cities fill empty slots of Imperial planets; each player draws 6 cards (BR p.6)" });
  dealHands(s);
  return undefined;
}

/** The planets where the next starting placement may go (Imperial ship, empty slot), in map order. */
export function openStartPlanets(s: GameState): SystemId[] {
  const campaign = s.campaign as CampaignState;
  const setup = campaign.setup;
  if (setup === undefined) return [];
  const out: SystemId[] = [];
  for (const sys of SYSTEMS) {
    if (sys.kind === "planet" && setup.imperialShips.indexOf(sys.id) >= 0 && usedSlots(campaign, sys.id) < sys.slots) out.push(sys.id);
  }
  return out;
}
