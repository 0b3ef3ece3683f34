/**
 * Fate-set cards that change a tax for their holder (seed 003's card reference), read in the taxer's
 * play area the map shows (`playAreas`, src/tts/map/read.ts withPlayArea); the campaign's tax asks
 * them (campaign/mapActions.ts):
 * - F102 Imperial Authority: "Bury this if you're an Outlaw. You may tax any cities controlled by the
 *   Empire like they are Loyal, ignoring the Empire's Presence and Truce Laws. (Don't take Captives.)"
 *   A Regent's only: an Outlaw buries it (as Imperial Officers, empireCards.ts).
 * - F1205 Pirate Smugglers: "You may tax Rival cities with any Loyal ships, ignoring control, but you
 *   do not capture an agent if you do not control it." A Flagship is a Loyal ship; the Truce Law holds.
 * - F1902 Ire of the Keepers, F2003 Ire of the Tycoons: "You cannot tax Loyal cities on Relic
 *   (Material and Fuel) planets that you do not control." (a gate city lies on no planet)
 */
import type { Colour, ResourceType, SystemId } from "../../data/vocabulary";
import { system } from "../../data/map";
import type { MapSnapshot } from "../../map/snapshot";
import { countPieces, empireControls, piecesIn } from "../../map/pieces";
import { capitalise } from "../../util/ascii";
import { playAreaOf } from "./monopolies";
import { named } from "./setupWords";

const AUTHORITY = "F102";
const SMUGGLERS = "F1205";
/** Each Ire by the planet types whose Loyal cities its holder taxes only where they control. */
const IRES: { readonly [card: string]: readonly ResourceType[] } = { F1902: ["relic"], F2003: ["material", "fuel"] };

/** Whether the map's rules read this card in the taxer's play area. */
export function taxCardOnMap(id: string): boolean {
  return id === AUTHORITY || id === SMUGGLERS || Array.isArray(IRES[id]);
}

/** Imperial Authority: Regent `player` taxes any city in `id`, which the Empire controls, like a Loyal one. */
export function imperialAuthority(map: MapSnapshot, id: SystemId, player: Colour, regent: boolean): boolean {
  return regent && playAreaOf(map, player).indexOf(AUTHORITY) >= 0 && empireControls(map, id);
}

/** Pirate Smugglers: `player` taxes a Rival city in `id`, where they have Loyal ships, ignoring control. */
export function smuggles(map: MapSnapshot, id: SystemId, player: Colour): boolean {
  const here = piecesIn(map, id);
  return playAreaOf(map, player).indexOf(SMUGGLERS) >= 0 && countPieces(here, player, "ship", "any") + countPieces(here, player, "flagship", "any") > 0;
}

/** The Ires: why `player` cannot tax their Loyal city in `id`, a system they do not control, or undefined. */
export function ireRefusal(map: MapSnapshot, id: SystemId, player: Colour): string | undefined {
  const where = system(id);
  const t = where === undefined || where.kind !== "planet" ? undefined : where.resource;
  if (t !== undefined) for (const card of playAreaOf(map, player)) {
    const types = IRES[card];
    if (Array.isArray(types) && types.indexOf(t) >= 0) {
      return `${named(card)}: you tax Loyal cities on ${types.map((x) => capitalise(x)).join(" and ")} planets only where you control, and ${player} does not control ${id}`;
    }
  }
  return undefined;
}
