/**
 * Fate-set Guild cards whose own action takes damaged ships off the map (seed 003's card reference),
 * read in the acting player's play area the map shows (`playAreas`, src/tts/map/read.ts withPlayArea);
 * a map action (`kind: "card"`, MapRules.cardAct) paid with the standard action the card names:
 * - F1012 Happy Hosts: "Pacify (Secure): Capture all damaged ships you control except Loyal ones."
 *   Ships "you control" are those in systems you control, as the base cards' "Rival cities you
 *   control" (Tool-Priests, BC10): every damaged Rival and Imperial ship in a system its holder
 *   controls on their turn (BR p.10) goes to their Captives. Its scoring line (keep Captives per
 *   Banner) is the players'.
 * - F227 Freedom Fighters: "Incite Revolt (Battle): In a system with a fresh Free city, destroy all
 *   damaged Rival and Imperial ships, ignoring the Imperial Truce Law. Don't take Trophies." They go
 *   back to their supplies.
 * - F1103A Hammer Fragments: "Repair Hammer (Repair): Take 1 Hammer Fragment token you control and
 *   place it on this card. Place 1 fresh ship at the planet you took it from." A token "you control"
 *   lies face up (its Hammer Fragment side) in a system its holder controls (base control rules, BR
 *   p.10); the table moves it onto the card and places the ship. With no other Hammer Fragment left on
 *   the map (setup put 6, one per planet of a symbol: F1101A), its event reminds the card's "If you
 *   have all 6 Hammer Fragments on this card" steps, which are the holder's.
 */
import type { Colour, Owner, SystemId } from "../../data/vocabulary";
import type { CardMapAction, ShipsTaken } from "../../map/actionTypes";
import type { MapSnapshot } from "../../map/snapshot";
import { countPieces, piecesIn } from "../../map/pieces";
import type { CardActOutcome } from "../../map/mapRules";
import { playAreaOf } from "./monopolies";

const NAMES: { readonly [id: string]: string } = { F1012: "Pacify (Happy Hosts, F1012)", F227: "Incite Revolt (Freedom Fighters, F227)", F1103A: "Repair Hammer (Hammer Fragments, F1103A)" };

/** Whether the map's rules read this card in the acting player's play area. */
export function mapCardOnMap(id: string): boolean {
  return typeof NAMES[id] === "string";
}

const FRAGMENT = "Hammer Fragment";

/** Hammer Fragment tokens face up in `id` (every system: undefined). */
function fragments(map: MapSnapshot, id?: SystemId): number {
  return (map.fateTokens ?? []).filter((t) => t.token === FRAGMENT && t.faceDown !== true && (id === undefined || t.system === id)).length;
}

/** The damaged ships in `id` that are neither `player`'s (Loyal) nor a Flagship: Rival and Imperial ships. */
function damagedShips(map: MapSnapshot, id: SystemId, player: Colour, out: ShipsTaken[]): void {
  for (const p of piecesIn(map, id)) if (p.kind === "ship" && p.owner !== player && p.damaged > 0) out.push({ system: id, owner: p.owner, damaged: p.damaged });
}

function shipsText(ships: ShipsTaken[]): string {
  return ships.map((t) => `${t.damaged} ${t.owner === "empire" ? "Imperial" : t.owner} in ${t.system}`).join(", ");
}

/** Why `player` cannot take card action `a` (`controller`: who controls a system on their turn), or what it does. */
export function cardActOutcome(map: MapSnapshot, a: CardMapAction, player: Colour, controller: (id: SystemId) => Owner | undefined): string | CardActOutcome {
  const name = NAMES[a.card];
  if (typeof name !== "string") return `${String(a.card)} has no action on the map`;
  if (playAreaOf(map, player).indexOf(a.card) < 0) return `${name}: the card is not in ${player}'s play area`;
  const ships: ShipsTaken[] = [];
  if (a.card === "F1012") {
    for (const sp of map.systems) if (controller(sp.system) === player) damagedShips(map, sp.system, player, ships);
    if (ships.length === 0) return `${name}: no damaged Rival or Imperial ship lies in a system ${player} controls`;
    return { text: `${player} takes ${name}: captures the damaged ships ${shipsText(ships)}`, paid: "secure", ships, captured: true };
  }
  const id = a.system;
  if (id === undefined) return `${name}: name the system`;
  if (a.card === "F1103A") {
    if (controller(id) !== player) return `${name}: ${player} does not control ${id}`;
    if (fragments(map, id) === 0) return `${name}: no Hammer Fragment token lies in ${id}`;
    const last = fragments(map) === 1 ? "; no other lies on the map: with all 6 on the card, take the Planet Hammer (F1104), warn everyone, flip the card to Breaking Worlds" : "";
    return { text: `${player} takes ${name}: the Hammer Fragment in ${id} goes onto the card, 1 fresh ship there${last}`, paid: "repair", ships: [] };
  }
  if (countPieces(piecesIn(map, id), "free", "city", "fresh") === 0) return `${name}: ${id} has no fresh Free city`;
  damagedShips(map, id, player, ships);
  if (ships.length === 0) return `${name}: no damaged Rival or Imperial ship lies in ${id}`;
  return { text: `${player} takes ${name}: destroys the damaged ships ${shipsText(ships)}, ignoring the Truce Law, no Trophies`, paid: "battle", ships };
}
