/**
 * What the map room reads: where a piece was picked up (its system, how it lay), and the systems an
 * action is decided on, as the core's MapSnapshot (src/core/map/snapshot.ts). Only what the action
 * needs is read (for a move the origin and the destination, and for a Catapult the ships and
 * Blight of every other gate it may reach, none behind a stop; the one system of a build, tax or repair): a system not listed is
 * empty to the core, and none unread decides anything. Pieces are read as every map read reads them (lib/campaignMap.ts:
 * by tags, fresh or damaged by how they lie), so the base game and a campaign share the read.
 */
import type { Colour, Owner, SystemId } from "../../core/data/vocabulary";
import type { MapPieceKind, MapPieces, MapSnapshot, SystemPieces } from "../../core/map/snapshot";
import type { MoveGroup, PieceCount, SprintStep } from "../../core/map/actionTypes";
import { playerInTurn } from "../../core/game/legal";
import type { GameState } from "../../core/game/types";
import { campaignPiece, campaignSystemPieces, countPiece } from "../lib/campaignMap";
import { worldSnapPoints } from "../lib/boards";
import { boardSnapshot, flagshipBoardOf } from "../lib/flagshipBoards";
import { asColour, find, gmNotes, systemZone } from "../lib/table";
import { SYSTEMS, system } from "../../core/data/map";
import { insideZone } from "../lib/assumptions";
import { CLOUD_CITIES } from "../../core/map/build";
import { readOnMap } from "../../core/campaign/fates/monopolies";
import { empireCardOnMap } from "../../core/campaign/fates/empireCards";
import { battleCardOnMap } from "../../core/campaign/fates/battleCards";
import { taxCardOnMap } from "../../core/campaign/fates/taxCards";
import { SONG } from "../../core/campaign/fates/banners";
import { blightCardOnMap } from "../../core/campaign/fates/blightCards";
import { mapCardOnMap } from "../../core/campaign/fates/mapCards";
import { LEVY } from "../../core/campaign/fates/levy";
import { fateCardsIn } from "../lib/pieceTags";
import { catapultGatesToRead } from "../../core/map/move";
import { mapRulesOf } from "../../core/rules";
import { lawInForce } from "../../core/campaign/fates/laws";
import { OVERDRIVE, PASSAGES_LAW, TWISTED_PASSAGE } from "../../core/campaign/fates/twistedPassage";

/** The player whose drop (or command) is a map action now (their turn, their card played), or undefined. */
export function mover(s: GameState | undefined, dropper: string): Colour | undefined {
  if (s === undefined || s.phase !== "play" || s.round === undefined || !s.round.played) return undefined;
  const player = asColour(dropper);
  return player !== undefined && playerInTurn(s) === player ? player : undefined;
}

/** A map piece picked up: by whom, where it lay and how. */
export interface MapPick {
  by: string;
  position: { x: number; y: number; z: number };
  rotation: { x: number; y: number; z: number };
  /** the system zone it lay in, if any */
  system?: string;
  owner: Owner;
  kind: MapPieceKind;
  damaged: boolean;
}

/** The system zone `obj` lies in (its id, the zone's GMNotes), or undefined off the map. */
export function systemOf(obj: TTSObject): string | undefined {
  for (const zone of obj.getZones()) if (zone.hasTag("system")) return gmNotes(zone);
  return undefined;
}

/** The map system whose zone's box holds `at`, seen from above: a drop's zone events may come after it (docs/tts-behaviour.md). */
export function systemAt(at: Vector): SystemId | undefined {
  for (const sys of SYSTEMS) {
    const z = systemZone(sys.id);
    if (z !== undefined && insideZone(z, at)) return sys.id as SystemId;
  }
  return undefined;
}

/** The Gate Wraith's Law (F2205) in `s`'s rules booklet: the map centre's zone is the Twisted Passage. */
export function passageLaw(s: GameState | undefined): boolean {
  return s !== undefined && s.campaign !== undefined && lawInForce(s.campaign, PASSAGES_LAW);
}

/** The system `obj` lies in, or the Twisted Passage under F2205 (`law`), or undefined. */
export function placeOf(obj: TTSObject, law: boolean): string | undefined {
  const id = systemOf(obj);
  if (id === undefined && law) for (const zone of obj.getZones()) if (zone.hasTag("twisted-passage")) return TWISTED_PASSAGE;
  return id;
}

/** A map piece's pick-up record, or undefined for anything that is not a map piece (a bag, a card). */
export function pickOf(by: string, obj: TTSObject, law: boolean): MapPick | undefined {
  if (obj.hasTag("supply")) return undefined;
  const piece = campaignPiece(obj);
  if (piece === undefined) return undefined;
  const p = obj.getPosition();
  const r = obj.getRotation();
  const pick: MapPick = { by, position: { x: p.x, y: p.y, z: p.z }, rotation: { x: r.x, y: r.y, z: r.z }, owner: piece.owner, kind: piece.kind, damaged: piece.damaged };
  const system = placeOf(obj, law);
  if (system !== undefined) pick.system = system;
  return pick;
}

/** The kinds of piece a Catapult's passing reads in a gate: ships (control) and Blight (BR p.19). */
const PASSING_KINDS: { readonly [kind: string]: true } = { ship: true, flagship: true, blight: true };

/** The players who hold Cloud Cities (L09): their cities may lie on a planet outside its building slots. */
export function cloudHolders(s: GameState | undefined): string[] {
  const out: string[] = [];
  if (s !== undefined) for (const p of s.players) if (Array.isArray(p.lore) && p.lore.indexOf(CLOUD_CITIES) >= 0) out.push(p.colour);
  return out;
}

/** How near a building slot's snap point a building lies on it: half the ~0.55 between two slots of a planet. */
const SLOT_REACH = 0.25;

/**
 * Whether `obj` lies on planet `id` away from each of its building slots (the map's snap points
 * `building-slot` + `system-<id>`, docs/table-contract.md): a Cloud Cities city (L09). A drop near a
 * slot snaps onto it, so a city is either on a slot or clearly beside them.
 */
export function offSlots(obj: TTSObject, id: string): boolean {
  const board = find("map");
  if (board === undefined) return false;
  const p = obj.getPosition();
  const tag = `system-${id}`;
  for (const sp of worldSnapPoints(board)) {
    if (sp.tags.indexOf("building-slot") >= 0 && sp.tags.indexOf(tag) >= 0) {
      const dx = sp.x - p.x;
      const dz = sp.z - p.z;
      if (dx * dx + dz * dz <= SLOT_REACH * SLOT_REACH) return false;
    }
  }
  return true;
}

/**
 * One system's pieces without `except`; `kinds`: only pieces of those kinds. A city of a Cloud
 * Cities holder (`cloud`) lying on a planet away from its building slots is counted `outside` them.
 */
function systemPieces(id: string, except: TTSObject | undefined, kinds?: { readonly [kind: string]: true }, cloud: readonly string[] = []): SystemPieces {
  const pieces: MapPieces[] = [];
  const where = cloud.length > 0 ? system(id as SystemId) : undefined;
  const planet = where !== undefined && where.slots > 0;
  for (const p of campaignSystemPieces(id)) {
    if (p.obj === except || (kinds !== undefined && kinds[p.kind] !== true)) continue;
    countPiece(pieces, p);
    if (planet && p.kind === "city" && cloud.indexOf(p.owner) >= 0 && offSlots(p.obj, id)) {
      for (const e of pieces) if (e.owner === p.owner && e.kind === "city") e.outside = (e.outside === undefined ? 0 : e.outside) + 1;
    }
  }
  return { system: id as SystemId, pieces };
}

/**
 * The snapshot of the systems `ids` (each once; empty ones left out), without the piece `except` (the
 * one just moved); the cities of `cloud` (Cloud Cities holders) outside a planet's slots marked so.
 */
export function readSystems(ids: readonly string[], except?: TTSObject, cloud: readonly string[] = []): MapSnapshot {
  const systems: SystemPieces[] = [];
  const seen: { [id: string]: boolean } = {};
  for (const id of ids) {
    if (seen[id] !== true) {
      seen[id] = true;
      const sp = systemPieces(id, except, undefined, cloud);
      if (sp.pieces.length > 0) systems.push(sp);
    }
  }
  return { systems };
}

/** The map a move of `player`'s from `from` to `to` is decided on when it is plain: both systems whole, without `except` (the ship just moved). */
export function readMove(from: string, to: string, except: TTSObject, cloud: readonly string[]): MapSnapshot {
  return readSystems([from, to], except, cloud);
}

/** The ships this move brought into `id` so far (its groups, Sprinter Drives' steps in and out), by owner and kind. */
function arrivals(id: string, groups: readonly MoveGroup[], sprint: readonly SprintStep[]): { ship: PieceCount; imperial: PieceCount; flagship: number } {
  const ship: PieceCount = { fresh: 0, damaged: 0 };
  const imperial: PieceCount = { fresh: 0, damaged: 0 };
  let flagship = 0;
  for (const g of groups) {
    if (g.to === id) {
      ship.fresh += g.ships.fresh;
      ship.damaged += g.ships.damaged;
      if (g.imperial !== undefined) {
        imperial.fresh += g.imperial.fresh;
        imperial.damaged += g.imperial.damaged;
      }
      if (g.flagship === true) flagship += 1;
    }
  }
  for (const st of sprint) {
    if (st.to === id) ship.fresh += st.fresh;
    if (st.from === id) ship.fresh -= st.fresh;
  }
  return { ship, imperial, flagship };
}

/** One entry less `fresh` and `damaged` (never below none). */
function less(p: MapPieces, fresh: number, damaged: number): MapPieces {
  return { owner: p.owner, kind: p.kind, fresh: p.fresh > fresh ? p.fresh - fresh : 0, damaged: p.damaged > damaged ? p.damaged - damaged : 0 };
}

/**
 * The map of a move that is a Catapult (p.13: from a Loyal starport; BR p.15: a Free one), made
 * whole: each gate it may reach that it does not list yet read for what decides whether the
 * Catapult stops there (ships for control, Blight: p.13, BR pp.10, 19) -- not its buildings, so a
 * building lying where it should not in a gate the move does not name refuses no move (the
 * snapshot's check would find a gate with buildings and no slots). The gates are read outwards
 * from the origin, as the core names them (catapultGatesToRead): none behind a gate that stops it.
 * The map is the one before the move: a gate read now leaves out `except` (the ship just dropped)
 * and the ships this move brought there so far (`groups`, `sprint`). A move from a system without
 * such a starport is never a Catapult (its map stays as it is), unless it is a Slipstream Drive
 * move from the Flagship (`slip`). `imperial`: Imperial ships move with it (BR p.10).
 */
export function withCatapultGates(s: GameState, map: MapSnapshot, player: Colour, from: string, except: TTSObject, groups: readonly MoveGroup[], sprint: readonly SprintStep[], imperial: boolean, slip = false): MapSnapshot {
  let port = slip;
  const read: { [id: string]: boolean } = {};
  for (const sp of map.systems) {
    read[sp.system] = true;
    if (sp.system === from) for (const p of sp.pieces) if (p.kind === "starport" && (p.owner === player || p.owner === "free")) port = true;
  }
  if (!port) return map;
  read[from] = true;
  const rules = mapRulesOf(s);
  const systems = map.systems.slice();
  // The mover's play area too: Spore Ships (F1302) lets Blight in a gate stop no Catapult, so the gates behind it are read.
  const now: MapSnapshot = { systems, fateTokens: map.fateTokens, eventDie: map.eventDie };
  if (map.playAreas !== undefined) now.playAreas = map.playAreas;
  let next = catapultGatesToRead(now, from as SystemId, player, imperial, s.outOfPlayClusters, rules, read);
  while (next.length > 0) {
    for (const id of next) {
      read[id] = true;
      const came = arrivals(id, groups, sprint);
      const pieces: MapPieces[] = [];
      for (const p of systemPieces(id, except, PASSING_KINDS).pieces) {
        const mine = p.owner === player && p.kind === "ship" ? less(p, came.ship.fresh, came.ship.damaged)
          : p.owner === "empire" ? less(p, came.imperial.fresh, came.imperial.damaged)
          : p.owner === player && p.kind === "flagship" ? less(p, came.flagship, 0) : p;
        if (mine.fresh + mine.damaged > 0) pieces.push(mine);
      }
      if (pieces.length > 0) systems.push({ system: id, pieces });
    }
    // `now` holds `systems`, the gates just read in it.
    next = catapultGatesToRead(now, from as SystemId, player, imperial, s.outOfPlayClusters, rules, read);
  }
  const out: MapSnapshot = { systems, fateTokens: map.fateTokens, eventDie: map.eventDie };
  if (map.flagships !== undefined) out.flagships = map.flagships;
  if (map.outOfPlay !== undefined) out.outOfPlay = map.outOfPlay;
  if (map.playAreas !== undefined) out.playAreas = map.playAreas;
  return out;
}

function adjust(map: MapSnapshot, id: string, owner: Owner, kind: MapPieceKind, damaged: boolean, by: number): MapSnapshot {
  const systems: SystemPieces[] = [];
  let found = false;
  for (const sp of map.systems) {
    if (sp.system !== id) systems.push(sp);
    else {
      found = true;
      const pieces: MapPieces[] = [];
      let done = false;
      for (const p of sp.pieces) {
        if (p.owner === owner && p.kind === kind) {
          done = true;
          pieces.push(damaged ? { ...p, damaged: p.damaged + by } : { ...p, fresh: p.fresh + by });
        } else pieces.push(p);
      }
      if (!done) pieces.push({ owner, kind, fresh: damaged ? 0 : by, damaged: damaged ? by : 0 });
      systems.push({ system: id, pieces });
    }
  }
  if (!found) systems.push({ system: id, pieces: [{ owner, kind, fresh: damaged ? 0 : by, damaged: damaged ? by : 0 }] });
  return { systems };
}

/** The map before a piece moved (read without it): the piece back where it was picked up, as it lay. */
export function withPickBack(map: MapSnapshot, pick: MapPick): MapSnapshot {
  return pick.system === undefined ? map : adjust(map, pick.system, pick.owner, pick.kind, pick.damaged, 1);
}

/**
 * The systems a tax in `id` is decided on: the city's, with a gate city's cluster planets (Gate
 * Stations, L11: its types are those of its cluster's cities) and, in a campaign, the cluster's gate
 * (Control Array, BR p.25: the taxer's Flagship there).
 */
export function taxSystems(id: string, campaign: boolean): string[] {
  const where = system(id as SystemId);
  if (where === undefined) return [id];
  const c = where.cluster;
  if (where.kind === "gate") return [id, `${c}.1`, `${c}.2`, `${c}.3`];
  return campaign ? [id, `${c}.0`] : [id];
}

/**
 * In a campaign, the map with the cards in `player`'s play area its rules read (Monopolies,
 * Prospectors: fates/monopolies.ts; Imperial Officers, Rogue Admirals, Member titles: fates/empireCards.ts;
 * Pirate Fleet, Blight Hunters, Book of Liberation: fates/battleCards.ts; the cards that change a
 * tax: fates/taxCards.ts; Spore Ships, Blight Reapers: fates/blightCards.ts; Happy Hosts, Freedom Fighters: fates/mapCards.ts), after any play area listed already; `keep` the cards read (a battle's
 * defender: fates/battleCards.ts defenceCardOnMap).
 */
export function withPlayArea(map: MapSnapshot, s: GameState | undefined, player: Colour, keep = actorCardOnMap): MapSnapshot {
  if (s === undefined || s.campaign === undefined) return map;
  const cards = fateCardsIn(player, keep).map((o) => gmNotes(o));
  return cards.length === 0 ? map : { ...map, playAreas: (map.playAreas === undefined ? [] : map.playAreas).concat([{ colour: player, cards }]) };
}

function actorCardOnMap(this: void, id: string): boolean {
  return readOnMap(id) || empireCardOnMap(id) || battleCardOnMap(id) || taxCardOnMap(id) || id === SONG || id === LEVY || blightCardOnMap(id) || mapCardOnMap(id) || id === OVERDRIVE || id === "F2203";
}

/** The map with `player`'s Flagship board when it shows their Flagship (BR p.22; its Upgrades: Ship Crane, Control Array, BR p.25). */
export function withFlagshipBoard(map: MapSnapshot, player: Colour): MapSnapshot {
  let shown = false;
  for (const sp of map.systems) for (const p of sp.pieces) if (p.owner === player && p.kind === "flagship") shown = true;
  if (!shown) return map;
  const board = flagshipBoardOf(player);
  if (board === undefined) return map;
  const out: MapSnapshot = { systems: map.systems, flagships: [boardSnapshot(board)] };
  if (map.outOfPlay !== undefined) out.outOfPlay = map.outOfPlay;
  return out;
}
