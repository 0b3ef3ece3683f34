/**
 * The Fate tokens lying in the map's systems (`MapSnapshot.fateTokens`): the Fate Sets' tokens
 * (tag `fate-token`, their printed name in GMNotes, docs/table-contract.md) out of their bags, each
 * in the system zone it lies in; a token off the map is not listed. A Seat (F1602: "place a Seat
 * token above a Loyal city you control") names the owner of the player's city nearest it in its
 * system, the Fief's Lord (F1609). Read for the chapter's score only (the counted objectives,
 * core/campaign/fates/objectiveTokens.ts): a few dozen tokens at most, one zone query each.
 */
import type { Colour } from "../../core/data/vocabulary";
import type { FateTokenOnMap, MapSnapshot } from "../../core/map/snapshot";
import { campaignPiece } from "./campaignMap";
import { tagged } from "./table";

function systemZoneOf(obj: TTSObject): TTSObject | undefined {
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

export function fateTokensOnMap(): FateTokenOnMap[] {
  const out: FateTokenOnMap[] = [];
  for (const obj of tagged("fate-token")) {
    const zone = systemZoneOf(obj);
    if (zone === undefined) continue;
    const t: FateTokenOnMap = { system: zone.getGMNotes(), token: obj.getGMNotes() };
    if (t.token.indexOf("Seat") === 0) {
      const on = cityBeneath(zone, obj);
      if (on !== undefined) t.on = on;
    }
    out.push(t);
  }
  return out;
}

/** `map` with the Fate tokens on it. */
export function withFateTokens(map: MapSnapshot): MapSnapshot {
  return { ...map, fateTokens: fateTokensOnMap() };
}
