/**
 * What a rule module may change in the map's actions (docs/architecture.md "The seam"): who
 * controls a system on a player's turn, what stops a Catapult, which starports Catapult and build
 * ships, which cities a player taxes and which pieces they repair. The base game's answers are
 * BASE_MAP_RULES (rulebook pp.7, 12-13); the campaign hands the base step its own
 * (src/core/campaign/mapActions.ts), decided from the state, never from the table.
 */
import type { Colour, Owner, ResourceType, SystemId } from "../data/vocabulary";
import { ownerName } from "../data/vocabulary";
import type { MapSnapshot } from "./snapshot";
import type { BuildAction, CardActOutcome, CardMapAction, HarvestAction, MoveAction } from "./actionTypes";
import { countPieces, piecesIn, playerControlling } from "./pieces";

/** A tax allowed: the Rival whose agent is captured (p.12), if any. */
export interface TaxAllowed {
  captive?: Colour;
}

export interface MapRules {
  /** Who controls `id` on `player`'s turn (undefined: nobody). */
  controller: (this: void, map: MapSnapshot, id: SystemId, player: Colour) => Owner | undefined;
  /**
   * Why a Catapult of `player`'s ships (with Imperial ships among them or not) stops on moving into
   * gate `id` (control counted just before they move in, FAQ "Move"), or undefined: it goes on.
   */
  catapultStop: (this: void, map: MapSnapshot, id: SystemId, player: Colour, withImperial: boolean) => string | undefined;
  /** Whether `player`'s ships moving from `id` may take Catapult moves (p.13: from a Loyal starport). */
  catapultFrom: (this: void, map: MapSnapshot, id: SystemId, player: Colour) => boolean;
  /** How many starports in `id` build ships for `player` (`at`: the player's own, or the Free States', BR p.15). */
  shipyards: (this: void, map: MapSnapshot, id: SystemId, player: Colour, at: "loyal" | "free") => number;
  /** Why `player` cannot tax a city of `owner` in `id`, or what the tax captures. */
  tax: (this: void, map: MapSnapshot, id: SystemId, player: Colour, owner: Owner) => string | TaxAllowed;
  /** Why `player` cannot repair a damaged `piece` of `owner` in `id`, or undefined. */
  repair: (this: void, map: MapSnapshot, id: SystemId, player: Colour, owner: Owner, piece: string) => string | undefined;
  /** Whether the Tax Limit (p.12: each city once per turn) holds for `player` taxing a city of `owner` (absent: always; F327's Open Economy lifts it). */
  taxLimit?: (this: void, player: Colour, owner: Owner) => boolean;
  /** Whether `player` builds a city on `id` without a Loyal piece there (absent: never; Prospectors, F322). */
  cityWithoutLoyal?: (this: void, map: MapSnapshot, id: SystemId, player: Colour) => boolean;
  /** `player` moves Imperial ships free of the Movement Law, without Loyal ships (absent: never; Imperial Officers, F702). */
  fleetAnywhere?: (this: void, map: MapSnapshot, player: Colour) => boolean;
  /** What lets `player` take actions with the Free buildings in `id` like Loyal ones, its pieces built so placed fresh (absent: nothing; F222). */
  freeAsLoyal?: (this: void, map: MapSnapshot, id: SystemId, player: Colour) => string | undefined;
  /** Whether `player` moves from `from` to `to` as between adjacent systems (absent: never; Song of the Banner, F1004). */
  linked?: (this: void, map: MapSnapshot, from: SystemId, to: SystemId, player: Colour) => boolean;
  /** `player` moves and repairs Blight they control, no Catapult (absent: never; Blight Fury F1304, Blight Society F2102). */
  blight?: (this: void, map: MapSnapshot, player: Colour) => boolean;
  /** Imperial ships may move with a player's (the campaign's Regents, BR p.10). */
  imperialMoves: boolean;
  /** The map may hold the Empire's, the Free States' and the Blight's pieces (a campaign). */
  nonPlayers: boolean;
  /** `player` builds cities and starports on the map (not with a Flagship, BR p.22). */
  buildsOnMap: (this: void, map: MapSnapshot, player: Colour) => boolean;
  /** `player` has a Flagship that builds ships (BR p.22). */
  flagshipOf: (this: void, map: MapSnapshot, player: Colour) => boolean;
  /** How many ships `player`'s Flagship builds per turn (BR p.22: 1; Ship Crane, AID10B: 2). */
  flagshipShips: (this: void, map: MapSnapshot, player: Colour) => number;
  /**
   * Why `player` may not take `a` as a Slipstream Drive move (a Prelude Catapult from their
   * Flagship, BR p.25), or undefined (absent: no such move; the base step checks the Prelude and
   * once per turn).
   */
  slipstream?: (this: void, map: MapSnapshot, a: MoveAction, player: Colour) => string | undefined;
  /** The card whose grant pays this move, checked by the rule module (MoveAction.storms; absent: an action pays). */
  freeMove?: string;
  /** Why `player` may not take `a`, or what it gains (absent: no such action; Blight Reapers, F1306). */
  harvest?: (this: void, map: MapSnapshot, a: HarvestAction, player: Colour) => string | { text: string; resource?: ResourceType };
  /** Why `player` may not take card action `a` (`acts`: the turn's map actions so far), or what it does (absent: none; F1012, F227, F1004). */
  cardAct?: (this: void, map: MapSnapshot, a: CardMapAction, player: Colour, acts: readonly string[]) => string | CardActOutcome;
  /** Why `player` may not build `a` by a Fate card (absent: none; a Bunker F1803, a Hammer token F1104, a Free city F1105-F1109), or its name and what follows. */
  cardBuild?: (this: void, map: MapSnapshot, a: BuildAction, player: Colour) => string | { name: string; then?: string };
  /** The system a Law adds at the map's centre (F2205's Twisted Passage; absent: none). */
  centre?: SystemId;
  /** Under such a Law, why no piece may be in `id`, or its neighbours a move goes to (undefined: the printed map's; F2205). */
  around?: (this: void, map: MapSnapshot, id: SystemId) => string | SystemId[] | undefined;
  /** Why `a` (`breaking`) is no Breaking Gates Catapult of `player`'s, or the steps it adds (absent: none; F2203). */
  breakGate?: (this: void, map: MapSnapshot, a: MoveAction, player: Colour) => string | { text: string };
  /** The seats (the players' colours): the base rule of control compares their ships. */
  seats: readonly Colour[];
}

/** Why `player` may not move or repair the Blight in `id`: only a holder of F1304 or F2102, Blight they control. */
export function blightRefusal(map: MapSnapshot, id: SystemId, player: Colour, rules: MapRules): string | undefined {
  const f = "Blight Fury or Blight Society (F1304, F2102)";
  if (rules.blight === undefined || !rules.blight(map, player)) return `only ${f} moves and repairs Blight`;
  const c = rules.controller(map, id, player);
  return c === player ? undefined : `${f}: you move and repair Blight you control, and ${c === undefined ? "nobody" : ownerName(c)} controls ${id}`;
}

/** The base game's rules (pp.7, 12-13) for `seats`. */
export function baseMapRules(seats: readonly Colour[]): MapRules {
  return {
    seats,
    controller: (map, id) => playerControlling(map, id, seats),
    catapultStop: (map, id, player) => {
      const c = playerControlling(map, id, seats);
      return c !== undefined && c !== player ? `${c} controls gate ${id}` : undefined;
    },
    catapultFrom: (map, id, player) => countPieces(piecesIn(map, id), player, "starport", "any") > 0,
    shipyards: (map, id, player, at) => (at === "loyal" ? countPieces(piecesIn(map, id), player, "starport", "any") : 0),
    tax: (map, id, player, owner) => baseTax(map, id, player, owner, seats),
    repair: (_map, _id, player, owner) => (owner === player ? undefined : "you repair only Loyal pieces: your colour's (p.13)"),
    imperialMoves: false,
    nonPlayers: false,
    buildsOnMap: () => true,
    flagshipOf: () => false,
    flagshipShips: () => 1,
  };
}

/** p.12: a Loyal city, or a Rival city in a system you control (capturing 1 of that Rival's agents). */
export function baseTax(map: MapSnapshot, id: SystemId, player: Colour, owner: Owner, seats: readonly Colour[]): string | TaxAllowed {
  if (owner === player) return {};
  if (seats.indexOf(owner as Colour) < 0) return "you tax a Loyal city, or a Rival city in a system you control (p.12)";
  const c = playerControlling(map, id, seats);
  if (c !== player) return `${owner}'s city in ${id} is a Rival city: you tax it only in a system you control, and ${c === undefined ? "nobody controls it" : `${c} controls it`} (p.12)`;
  return { captive: owner as Colour };
}
