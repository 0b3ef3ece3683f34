/**
 * Vox cards whose "while this is in the Court" bans harm (seed 003), read from the Court row the
 * table sends with a battle's map (`MapSnapshot.court`, src/tts/battle/campaign.ts). Harm is
 * "choosing as defender in battle, damaging, destroying, or hitting" (BR p.27): the core refuses
 * the battle (the choice of defender and the roll); a raid's steal is not harm, and another card's
 * or a Crisis's harm is the players' (docs/rules-decisions-campaign.md).
 * - F216/F217 Armistice: "While this is in the Court, Members of the Commonwealth cannot harm each
 *   other or Free buildings." A Member: a Member title (F218-F221) in the play area the map lists
 *   (the attacker's, and the defender's: battleCards.ts defenceCardOnMap).
 * - F1613/F1614 Feast Day: "While this is in the Court, players cannot harm each other in Fiefs."
 *   A Fief: a cluster whose Seat lies on a player's city (F1609, fiefs.ts lordAt).
 */
import type { Colour, Owner, SystemId } from "../../data/vocabulary";
import type { MapSnapshot } from "../../map/snapshot";
import { MEMBERS } from "./empireCards";
import { playAreaOf } from "./monopolies";
import { lordAt } from "./fiefs";

/** The Armistices (F215, F226 attach them). */
export const ARMISTICES = ["F216", "F217"];

/** The cards the table sends in `MapSnapshot.court` when the Court row shows them. */
export const COURT_BANS: readonly string[] = ARMISTICES.concat(["F1613", "F1614"]);

/** Whether the map's Court shows one of `ids`. */
function shown(map: MapSnapshot, ids: readonly string[]): boolean {
  return Array.isArray(map.court) && map.court.some((id) => ids.indexOf(id) >= 0);
}

function member(map: MapSnapshot, c: Owner): boolean {
  return playAreaOf(map, c as Colour).some((id) => MEMBERS.indexOf(id) >= 0);
}

/** Why a Vox card in the Court forbids `attacker` to battle `defender` in `id`, if one does. */
export function courtHarmBan(map: MapSnapshot, id: SystemId, attacker: Colour, defender: Owner, seats: readonly Colour[]): string | undefined {
  if (shown(map, ARMISTICES) && member(map, attacker) && (defender === "free" || member(map, defender))) {
    return `Members of the Commonwealth cannot harm ${defender === "free" ? "Free buildings" : "each other"} while the Armistice (F216) is in the Court`;
  }
  if (seats.indexOf(defender as Colour) >= 0 && shown(map, ["F1613", "F1614"]) && lordAt(map, id) !== undefined) {
    return `players cannot harm each other in Fiefs while Feast Day (F1613) is in the Court`;
  }
  return undefined;
}
