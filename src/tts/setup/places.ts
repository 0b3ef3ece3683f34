/**
 * Where setup puts things (docs/table-contract.md): spots derived from zones and snap points found
 * by tag, never from GUIDs or hard-coded table coordinates, except the few spots the contract has
 * no zone for (the draft rows, the set-aside action cards), which are placed relative to decks and
 * zones that exist.
 */
import type { Colour } from "../../core/data/vocabulary";
import { above, find, onBoard, systemZone, zoneOf } from "../lib/table";
import { insideZone } from "../lib/assumptions";

/** World position of the `n`-th (0-based) snap point of `obj` carrying every tag in `tags`. */
export function snapSpot(obj: TTSObject | undefined, tags: readonly string[], n = 0): Vector | undefined {
  if (obj === undefined) return undefined;
  let k = 0;
  for (const p of obj.getSnapPoints()) {
    const have = p.tags === undefined ? [] : (p.tags as string[]);
    if (!tags.every((t) => have.indexOf(t) >= 0)) continue;
    if (k === n) {
      const w = obj.positionToWorld(p.position as Vector);
      return Vector(w.x, w.y + 0.2, w.z);
    }
    k++;
  }
  return undefined;
}

export function mapObject(): TTSObject | undefined {
  return find("map");
}

/** The k-th piece spot in a system: a small ring around the zone's centre, slightly raised. */
export function pieceSpot(system: string, k: number): Vector | undefined {
  const zone = systemZone(system);
  if (zone === undefined) return undefined;
  const p = zone.getPosition();
  const ring = [
    [-0.3, 0.25],
    [0, 0.32],
    [0.3, 0.25],
    [-0.3, -0.2],
    [0.3, -0.2],
    [0, -0.3],
    [0, 0],
  ];
  const r = ring[k % ring.length];
  return Vector(p.x + r[0], 1.6 + 0.3 * Math.floor(k / ring.length), p.z + r[1]);
}


/**
 * The k-th building slot of a system (map snap points `building-slot` + `system-<id>`) when it lies
 * inside the system's zone (pieces count for a system by its zone); else a spot near the zone centre.
 */
export function buildingSpot(system: string, k: number): Vector | undefined {
  const zone = systemZone(system);
  const snap = snapSpot(mapObject(), ["building-slot", `system-${system}`], k);
  if (snap !== undefined && (zone === undefined || insideZone(zone, snap))) return snap;
  if (zone === undefined) return undefined;
  return onBoard(zone, 0.3 * k, -0.05, 1.5);
}

export function playerBoard(colour: Colour): TTSObject | undefined {
  return find("player-board", colour);
}

/** The hand of a seat (its HandTrigger), where dealt cards go. */
export function handSpot(colour: Colour): { position: Vector; yaw: number } | undefined {
  const t = Player[colour].getHandTransform();
  if (t === undefined) return undefined;
  return { position: Vector(t.position.x, t.position.y, t.position.z), yaw: (t.rotation.y + 180) % 360 };
}

/** The k-th spot in a player's play area (drafted leader and lore, the initiative marker). */
export function playAreaSpot(colour: Colour, k: number): Vector | undefined {
  const zone = zoneOf("play-area", colour);
  if (zone === undefined) return undefined;
  const p = zone.getPosition();
  const dx = [0, -2.4, 2.4, 0];
  const dz = [0, 1, 1, -2];
  return Vector(p.x + dx[k % 4], 1.6, p.z + dz[k % 4]);
}

/** Where the initiative marker lies: on the holder's play area (as bookkeeping.ts places it). */
export function initiativeSpot(colour: Colour): Vector | undefined {
  const zone = zoneOf("play-area", colour);
  return zone && above(zone, 0.5);
}

export function discardSpot(): Vector | undefined {
  const zone = find("action-discard");
  return zone && Vector(zone.getPosition().x, 1.4, zone.getPosition().z);
}

/**
 * The action deck's place: the play mat's first slot, as far left of the lead slot as the discard
 * lies right of it (where the box's action deck starts).
 */
export function deckSpot(): Vector | undefined {
  const lead = find("lead-slot");
  const discard = find("action-discard");
  if (lead === undefined || discard === undefined) return undefined;
  const l = lead.getPosition();
  const d = discard.getPosition();
  return Vector(2 * l.x - d.x, 1.4, 2 * l.z - d.z);
}

/** Out of play: the 2-3 player game's 1s and 7s, face down beside the action deck. */
export function setAsideSpot(): Vector | undefined {
  const deck = deckSpot();
  const lead = find("lead-slot");
  if (deck === undefined || lead === undefined) return undefined;
  return Vector(deck.x - Math.abs(lead.getPosition().x - deck.x), 1.4, deck.z);
}

/**
 * Leaders & Lore: the rows lie face up beside the leader and lore decks, towards the table's edge:
 * leaders in a line 4 units above the leader deck, lore 3.5 units above that, 2.6 apart.
 */
export function draftRowSpot(kind: "leader" | "lore", i: number): Vector | undefined {
  const deck = find("leader-deck");
  if (deck === undefined) return undefined;
  const p = deck.getPosition();
  return Vector(p.x + 2.5 + 2.6 * i, 1.5, p.z + (kind === "leader" ? 4 : 7.5));
}

export function courtSlotSpot(n: number): Vector | undefined {
  const zone = find("court-slot", `${n}`);
  return zone && Vector(zone.getPosition().x, 1.4, zone.getPosition().z);
}

/** A colour's supply bag of a kind of piece. */
export { supplyBag as bag } from "../lib/pieceTags";

export function resourceBag(type: string): TTSObject | undefined {
  return find("resource-supply", type);
}
