/**
 * The Fate tokens lying in the map's systems (`MapSnapshot.fateTokens`): the Fate Sets' tokens
 * (tag `fate-token`, their printed name in GMNotes, docs/table-contract.md) out of their bags, each
 * in the system zone it lies in; a token off the map is not listed. A Seat (F1602: "place a Seat
 * token above a Loyal city you control") names the owner of the player's city nearest it in its
 * system, the Fief's Lord (F1609). Read for the chapter's score (the counted objectives,
 * core/campaign/fates/objectiveTokens.ts): a few dozen tokens at most, one zone query each; and,
 * while Feudal Law (F1610) is in the rules booklet, the Seats of one cluster for a tax or a battle
 * roll there (withSeats: core/campaign/fates/fiefs.ts); and for Repair Hammer (F1103A: a Hammer
 * Fragment face down is a Broken World, F1103B).
 */
import type { Colour, SystemId } from "../../core/data/vocabulary";
import { system } from "../../core/data/map";
import type { GameState } from "../../core/game/types";
import { FEUDAL_LAW } from "../../core/campaign/fates/fiefs";
import { lawInForce } from "../../core/campaign/fates/laws";
import { CEASEFIRES } from "../../core/campaign/fates/ceasefires";
import type { FateTokenOnMap, MapPieces, MapSnapshot } from "../../core/map/snapshot";
import { campaignPiece, campaignSystemPieces, countPiece } from "./campaignMap";
import { TWISTED_PASSAGE } from "../../core/campaign/fates/twistedPassage";
import { SONG } from "../../core/campaign/fates/banners";
import { SURVIVALIST } from "../../core/campaign/fates/bunkers";
import { tagged, gmNotes } from "./table";
import { campaignDie, readEventDiePlanet } from "../campaign/start";
import { readSystems, systemAt } from "../map/read";
import type { FiefRead } from "../../core/game/types";
import { FEUDAL_COURTS, courtTokenCluster } from "../../core/campaign/fates/feudalCourts";

export function systemZoneOf(obj: TTSObject): TTSObject | undefined {
  for (const zone of obj.getZones()) if (zone.hasTag("system")) return zone;
  return undefined;
}

/** The owner of the player's city nearest `obj` among the zone's objects, if any. */
function cityBeneath(zone: TTSObject, obj: TTSObject): Colour | undefined {
  const at = obj.getPosition();
  let best: Colour | undefined = undefined;
  let bestD = 0;
  for (const o of zone.getObjects() as TTSObject[]) {
    const p = campaignPiece(o);
    if (p === undefined || p.kind !== "city" || p.owner === "free") continue;
    const q = o.getPosition();
    const d = (q.x - at.x) * (q.x - at.x) + (q.z - at.z) * (q.z - at.z);
    if (best === undefined || d < bestD) {
      best = p.owner as Colour;
      bestD = d;
    }
  }
  return best;
}

/**
 * The tokens on the map; with `cluster`, its Seats only (another token's zone is never asked). A Rumor
 * face down is read by its back, "Rumor" (its face is the Pirate's secret, F1208A), unless `faces`
 * (the Haven's reveal, campaign/haven.ts).
 */
export function fateTokensOnMap(cluster?: number, faces = false): FateTokenOnMap[] {
  const out: FateTokenOnMap[] = [];
  for (const obj of tagged("fate-token")) {
    const token = !faces && obj.is_face_down && gmNotes(obj).indexOf(" Rumor") > 0 ? "Rumor" : gmNotes(obj);
    const zone = cluster === undefined || token.indexOf("Seat") === 0 || token === "Ceasefire" || token === "Bunker" ? systemZoneOf(obj) : undefined;
    if (zone === undefined) continue;
    const t: FateTokenOnMap = { system: gmNotes(zone) as SystemId, token };
    const at = system(t.system);
    if (cluster !== undefined && (at === undefined || at.cluster !== cluster)) continue;
    if (token === "Ceasefire" || token === "Hammer Fragment" || token === "Bunker") t.faceDown = obj.is_face_down;
    if (t.token.indexOf("Seat") === 0) {
      const on = cityBeneath(zone, obj);
      if (on !== undefined) t.on = on;
    }
    out.push(t);
  }
  return out;
}

/** The tokens on the map less one `name` in `id` (the one just let go there: the map before it). */
export function tokensBut(id: string, name: string): FateTokenOnMap[] {
  let self = false;
  return fateTokensOnMap().filter((t) => {
    if (self || t.system !== id || t.token !== name) return true;
    self = true;
    return false;
  });
}

/** `map` with the Fate tokens on it, and the pieces in the Twisted Passage (F2201B's control, F2205). */
export function withFateTokens(map: MapSnapshot): MapSnapshot {
  const twisted: MapPieces[] = [];
  for (const p of campaignSystemPieces(TWISTED_PASSAGE)) countPiece(twisted, p);
  const out: MapSnapshot = { ...map, fateTokens: fateTokensOnMap() };
  if (twisted.length > 0) out.twisted = twisted;
  return out;
}

/**
 * `map` with the Seats of `id`'s cluster while Feudal Law is in the rules booklet (a Fief's Lord:
 * F1609, F1610) and, for a battle (`harm`), its Ceasefire while Ceasefires is (F1508) and its
 * Bunkers (face down: damaged) while a Survivalist plays (F1804).
 */
export function withSeats(map: MapSnapshot, s: GameState | undefined, id: string, harm = false): MapSnapshot {
  const where = system(id as SystemId);
  if (s === undefined || s.campaign === undefined || where === undefined) return map;
  const seats = lawInForce(s.campaign, FEUDAL_LAW);
  const peace = harm && lawInForce(s.campaign, CEASEFIRES);
  const bunkers = harm && s.campaign.players.some((p) => p.fate === SURVIVALIST);
  return seats || peace || bunkers ? { ...map, fateTokens: fateTokensOnMap(where.cluster).filter((t) => (t.token === "Ceasefire" ? peace : t.token === "Bunker" ? bunkers : seats)) } : map;
}

/** Under F2205 (`law`), `map` with the Passages on the map and the event die's planet symbol (a move through the Twisted Passage). */
export function withPassages(map: MapSnapshot, law: boolean): MapSnapshot {
  if (!law) return map;
  const die = campaignDie("event");
  const out: MapSnapshot = { ...map, fateTokens: (map.fateTokens ?? []).concat(fateTokensOnMap().filter((t) => t.token === "Passage")) };
  const face = die === undefined ? undefined : readEventDiePlanet(die.getRotationValue());
  if (face !== undefined) out.eventDie = face;
  return out;
}

/** `map` with the Banners on the map when `player`'s play area shows Song of the Banner (F1004: its moves between Banner planets). */
export function withBanners(map: MapSnapshot, player: Colour): MapSnapshot {
  if (map.playAreas === undefined || !map.playAreas.some((a) => a.colour === player && a.cards.indexOf(SONG) >= 0)) return map;
  return { ...map, fateTokens: fateTokensOnMap().filter((t) => t.token === "Banner") };
}

/** Feudal Courts (F1618) in `s`'s rules booklet. */
export function feudalCourtsOn(s: GameState | undefined): boolean {
  return s !== undefined && s.campaign !== undefined && lawInForce(s.campaign, FEUDAL_COURTS);
}

/** The Court token lying on the card in Court slot `zone`, "" for none. */
export function courtTokenIn(zone: TTSObject): string {
  for (const o of zone.getObjects() as TTSObject[]) {
    const token = o.hasTag("fate-token") ? gmNotes(o) : "";
    if (courtTokenCluster(token) > 0) return token;
  }
  return "";
}

/**
 * The Court token lying on the card in Court slot `zone` while Feudal Courts (F1618) is in the rules
 * booklet, with its Fief's cluster (pieces and Seats): read only when a Court token lies there.
 */
export function fiefIn(zone: TTSObject | undefined, s: GameState | undefined): FiefRead | undefined {
  const token = zone !== undefined && feudalCourtsOn(s) ? courtTokenIn(zone) : "";
  const k = courtTokenCluster(token);
  if (k === 0) return undefined;
  const map = readSystems([0, 1, 2, 3].map((i) => `${k}.${i}`));
  map.fateTokens = fateTokensOnMap(k);
  return { token, map };
}

/**
 * `map`'s Fate tokens named `name` as they lay before a hand moved `moved`: every other one by its
 * position (map/read.ts systemAt: a drop's zone events may come after it), `moved` in `was` (none: left out).
 */
export function withTokensBefore(map: MapSnapshot, name: string, moved: TTSObject, was: SystemId | undefined): MapSnapshot {
  const tokens = (map.fateTokens ?? []).filter((t) => t.token !== name);
  for (const o of tagged("fate-token")) {
    const id = o === moved ? was : gmNotes(o) === name ? systemAt(o.getPosition()) : undefined;
    if (id !== undefined) tokens.push({ system: id, token: name });
  }
  map.fateTokens = tokens;
  return map;
}
