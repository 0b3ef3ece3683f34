/**
 * Battle: reading the table (the one place the battle feature looks at pieces, dice and boards).
 *
 * - map pieces per system zone (`system`, GMNotes `c.n`), fresh or damaged by how they lie;
 * - the core's BattleSnapshot for an attacker, a defender and a system;
 * - the Court/holdings snapshot (core `TableState`) the after-battle flow needs: the Court
 *   feature's reader (courtTable.ts) plus the Outrage icons covered by an agent;
 * - resource tokens by slot, held on a card (Ancient Holdings L13) and Guild cards in play areas (raid targets).
 */
import { belongsTo } from "../lib/assumptions";
import type { BattleSnapshot, PieceState } from "../../core/battle/battle";
import type { TableState } from "../../core/court/types";
import type { GameState } from "../../core/game/types";
import { SYSTEMS, system as mapSystem } from "../../core/data/map";
import type { GateColourPieces, GatePieces } from "../../core/powers/gatePowers";
import { cityTypesOfCluster } from "../../core/powers/gatePowers";
import type { Colour, ResourceType } from "../../core/data/vocabulary";
import { COLOURS, RESOURCE_TYPES } from "../../core/data/vocabulary";
import { compareStrings } from "../../core/util/ascii";
import type { MapPieceKind } from "../lib/pieces";
import { flatDistance, isDamaged, mapPieceKind, pieceColour, snapPointWorld } from "../lib/pieces";
import { find, systemZone, tagged, zoneOf, gmNotes } from "../lib/table";
import { readCourtTable } from "../court/table";
import { guildSuitOf } from "../lib/pieceTags";
import { campaignCourtCards } from "../../core/campaign/courtCards";
import { holdingCard } from "../../core/powers/heldResources";

/** How close (world units, horizontally) a piece must lie to a board snap point to sit on it. */
const ON_POINT = 0.8;

export interface MapPiece {
  obj: TTSObject;
  kind: MapPieceKind;
  colour: Colour;
  damaged: boolean;
}

export function zoneObjects(zone: TTSObject): TTSObject[] {
  return zone.getObjects() as TTSObject[];
}

/**
 * The map pieces (ships, cities, starports) lying in a zone. A piece across two system zones is
 * reported by both (TTS counts collider overlap): it counts only in the one holding its centre.
 */
export function piecesIn(zone: TTSObject): MapPiece[] {
  const out: MapPiece[] = [];
  const system = zone.hasTag("system");
  for (const o of zoneObjects(zone)) {
    const kind = mapPieceKind(o);
    const colour = pieceColour(o);
    if (kind === undefined || colour === undefined) continue;
    if (system && !belongsTo(zone, o, "system")) continue;
    out.push({ obj: o, kind, colour, damaged: isDamaged(o) });
  }
  return out;
}

/** Systems (sorted) where `attacker` has a ship and a Rival of this game has a piece. */
export function battleSystems(attacker: Colour, inGame: readonly Colour[]): string[] {
  const out: string[] = [];
  for (const zone of tagged("system")) {
    const pieces = piecesIn(zone);
    const mine = pieces.some((p) => p.colour === attacker && p.kind === "ship");
    const rival = pieces.some((p) => p.colour !== attacker && inGame.indexOf(p.colour) >= 0);
    if (mine && rival) out.push(gmNotes(zone));
  }
  out.sort((a, b) => compareStrings(a, b));
  return out;
}

/** Rivals (in seat order) with pieces in the system. */
export function defendersIn(systemId: string, attacker: Colour, inGame: readonly Colour[]): Colour[] {
  const zone = systemZone(systemId);
  if (zone === undefined) return [];
  const pieces = piecesIn(zone);
  return inGame.filter((c) => c !== attacker && pieces.some((p) => p.colour === c));
}

function count(pieces: MapPiece[], colour: Colour, kind: MapPieceKind): PieceState {
  let fresh = 0;
  let damaged = 0;
  for (const p of pieces) {
    if (p.colour !== colour || p.kind !== kind) continue;
    if (p.damaged) damaged++;
    else fresh++;
  }
  return { fresh, damaged };
}

/** Does `colour` have a city or starport in a system other than `except`? */
function buildingsElsewhere(colour: Colour, except: string): boolean {
  for (const zone of tagged("system")) {
    if (gmNotes(zone) === except) continue;
    for (const p of piecesIn(zone)) if (p.colour === colour && p.kind !== "ship") return true;
  }
  return false;
}

/** The core's battle snapshot, read from the table; undefined if the system has no zone. */
export function readBattleSnapshot(attacker: Colour, defender: Colour, systemId: string): BattleSnapshot | undefined {
  const zone = systemZone(systemId);
  if (zone === undefined) return undefined;
  const pieces = piecesIn(zone);
  const snap: BattleSnapshot = {
    attacker,
    defender,
    attackingShips: count(pieces, attacker, "ship"),
    defendingShips: count(pieces, defender, "ship"),
    defendingCities: count(pieces, defender, "city"),
    defendingStarports: count(pieces, defender, "starport"),
    defenderHasBuildingsElsewhere: buildingsElsewhere(defender, systemId),
  };
  return withSystemFacts(snap, systemId);
}

/** The battle system's planet type, whether it is a gate, and the attacker's Guild cards as the table shows them. */
export function withSystemFacts(snap: BattleSnapshot, systemId: string): BattleSnapshot {
  const info = mapSystem(systemId);
  if (info !== undefined && info.resource !== undefined) snap.planetType = info.resource;
  // The core decides the attacker's extra dice from their cards (Gatekeepers BC08: 2, in a gate).
  snap.inGate = info !== undefined && info.kind === "gate";
  // Gate Stations (L11): a gate city's types are those of the cities in its cluster.
  if (info !== undefined && info.kind === "gate") snap.gateCityTypes = clusterCityTypes(info.cluster);
  snap.attackerGuildCards = guildCardsOf(snap.attacker).map((c) => gmNotes(c));
  return snap;
}

/** The types of the planets of `cluster` holding a player's city, as the table shows them (Gate Stations L11). */
export function clusterCityTypes(cluster: number): ResourceType[] {
  const found: ResourceType[] = [];
  for (const sys of SYSTEMS) {
    if (sys.cluster !== cluster || sys.resource === undefined) continue;
    const zone = systemZone(sys.id);
    if (zone !== undefined && piecesIn(zone).some((p) => p.kind === "city")) found.push(sys.resource);
  }
  return cityTypesOfCluster(found);
}

/** Every gate and the players' ships and starports in it, as the table shows them (Gate Ports L08). */
export function readGates(): GatePieces[] {
  const out: GatePieces[] = [];
  for (const sys of SYSTEMS) {
    if (sys.kind !== "gate") continue;
    const zone = systemZone(sys.id);
    if (zone === undefined) continue;
    const pieces = piecesIn(zone);
    const colours: GateColourPieces[] = [];
    for (const c of COLOURS) {
      const ships = count(pieces, c, "ship");
      const starports = count(pieces, c, "starport");
      if (ships.fresh + ships.damaged + starports.fresh + starports.damaged > 0) colours.push({ colour: c, ships, starports });
    }
    out.push({ system: sys.id, pieces: colours });
  }
  return out;
}

export function sameSnapshot(a: BattleSnapshot, b: BattleSnapshot): boolean {
  const same = (x: PieceState, y: PieceState) => x.fresh === y.fresh && x.damaged === y.damaged;
  return (
    a.attacker === b.attacker &&
    a.defender === b.defender &&
    same(a.attackingShips, b.attackingShips) &&
    same(a.defendingShips, b.defendingShips) &&
    same(a.defendingCities, b.defendingCities) &&
    same(a.defendingStarports, b.defendingStarports)
  );
}

// ---- the Court and the players' holdings ----------------------------------------------------

/** A colour's supply bag of a kind of piece (the campaign's Bunkers read it here). */
export { supplyBag } from "../lib/pieceTags";

export function resourceBag(type: ResourceType): TTSObject | undefined {
  for (const o of tagged("resource-supply")) if (o.hasTag(type)) return o;
  return undefined;
}

export function board(colour: Colour): TTSObject | undefined {
  for (const o of tagged("player-board")) if (o.hasTag(colour)) return o;
  return undefined;
}

function resourceTypeOf(o: TTSObject): ResourceType | undefined {
  for (const r of RESOURCE_TYPES) if (o.hasTag(r)) return r;
  return undefined;
}

export interface SlotToken {
  obj: TTSObject;
  type: ResourceType;
  /** 0-based slot index */
  slot: number;
}

/** Resource tokens on a player's board, each with the slot (0..5) whose snap point is nearest. */
export function resourceTokens(colour: Colour): SlotToken[] {
  const zone = zoneOf("resources-zone", colour);
  const b = board(colour);
  if (zone === undefined || b === undefined) return [];
  // Only the slots whose snap point exists: an array holding nil would end at it in MoonSharp.
  const points: { slot: number; at: Vector }[] = [];
  for (let i = 1; i <= 6; i++) {
    const at = snapPointWorld(b, "resource-slot-" + i);
    if (at !== undefined) points.push({ slot: i - 1, at });
  }
  const out: SlotToken[] = [];
  for (const o of zoneObjects(zone)) {
    if (!o.hasTag("resource")) continue;
    const type = resourceTypeOf(o);
    if (type === undefined) continue;
    let best = -1;
    let bestD = 0;
    for (const p of points) {
      const d = flatDistance(o.getPosition(), p.at);
      if (best < 0 || d < bestD) {
        best = p.slot;
        bestD = d;
      }
    }
    if (best >= 0) out.push({ obj: o, type, slot: best });
  }
  return out;
}

/** How close (world units, horizontally) a token must lie to a card's centre to lie on the card. */
const ON_CARD = 1;

export interface HeldToken {
  obj: TTSObject;
  type: ResourceType;
  /** the card it lies on (Ancient Holdings L13) */
  card: string;
  /** that card on the table */
  on: TTSObject;
}

/** The resource tokens lying on a card that holds resources in `colour`'s play area (Ancient Holdings L13: src/core/powers/heldResources.ts). */
export function heldTokens(colour: Colour): HeldToken[] {
  const zone = zoneOf("play-area", colour);
  if (zone === undefined) return [];
  const objs = zoneObjects(zone);
  const cards = objs.filter((o) => o.hasTag("lore-card") && holdingCard(gmNotes(o)) !== undefined);
  if (cards.length === 0) return [];
  const out: HeldToken[] = [];
  for (const o of objs) {
    const type = o.hasTag("resource") ? resourceTypeOf(o) : undefined;
    if (type === undefined) continue;
    for (const c of cards) if (flatDistance(o.getPosition(), c.getPosition()) <= ON_CARD) out.push({ obj: o, type, card: gmNotes(c), on: c });
  }
  return out;
}

/** The agent on each Outrage icon of `colour`'s board, by type: of any colour (Sower of Division, F625, lays a Rival's there). */
export function outrageAgents(colour: Colour): { [type: string]: TTSObject } {
  const out: { [type: string]: TTSObject } = {};
  const b = board(colour);
  if (b === undefined) return out;
  const agents = tagged("agent");
  const at = agents.map((a) => a.getPosition());
  for (const r of RESOURCE_TYPES) {
    const p = snapPointWorld(b, "outrage-" + r);
    if (p !== undefined) at.forEach((q, i) => {
      if (flatDistance(q, p) <= ON_POINT) out[r] = agents[i];
    });
  }
  return out;
}

/** Outrage types whose icon on the board holds an agent. */
export function outragedTypes(colour: Colour): ResourceType[] {
  const on = outrageAgents(colour);
  return RESOURCE_TYPES.filter((r) => on[r] !== undefined);
}

/** Court cards lying loose in a zone: the base Court's, and in a campaign its Court's (BR p.27). */
export function courtCardsIn(zone: TTSObject | undefined): TTSObject[] {
  if (zone === undefined) return [];
  return zoneObjects(zone).filter((o) => o.hasTag("court-card") || o.hasTag("campaign-court-card") || (o.hasTag("fate-set-card") && campaignCourtCards(gmNotes(o)) !== undefined));
}

/** A colour's Guild cards lying loose in their play area: base ones, and campaign CC and Fate-set Guild cards (BR p.27). */
export function guildCardsOf(colour: Colour): TTSObject[] {
  return courtCardsIn(zoneOf("play-area", colour)).filter((o) => guildSuitOf(gmNotes(o)) !== undefined);
}

/** The Court slot zone `n` (1-based). */
export function courtSlotZone(n: number): TTSObject | undefined {
  return find("court-slot", String(n));
}

/**
 * The table as the Court, resources and battle-flow rules see it: the Court feature's reader
 * (courtTable.ts), plus the Outrage icons covered by an agent, which Provoke Outrage needs.
 */
export function readBattleCourt(s: GameState): TableState {
  const t = readCourtTable(s);
  for (const p of t.players) {
    p.outrage = outragedTypes(p.colour);
    // Ancient Holdings (L13): its resource may be raided (4 keys).
    const held = heldTokens(p.colour);
    if (held.length > 0) p.held = held.map((h) => ({ card: h.card, resource: h.type }));
  }
  return t;
}
