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
 * - F1004 Song of the Banner (Lore): "Call Spirits (Tax): Once per turn, gain 2 resources of a planet
 *   with a Banner." "Call Bodies (Build): Once per turn, place 2 fresh ships at a Banner." A Banner
 *   token the table read in a system (`fateTokens`; Banners go only on planets, F1002); Spirits gains
 *   that planet's type, as many as the supply has ("You can't gain it if its supply is empty", p.23;
 *   taken even so, as a tax is, FAQ "Tax"); Bodies places fresh ships whoever controls the system, as
 *   many as the supply has ("do the maximum possible", p.22; FAQ "Build"). New actions, so no Tax or
 *   Build modifier touches them (FAQ "Action"); the turn's record (`acts`) holds the once per turn.
 * - F1103A Hammer Fragments: "Repair Hammer (Repair): Take 1 Hammer Fragment token you control and
 *   place it on this card. Place 1 fresh ship at the planet you took it from." A token "you control"
 *   lies face up (its Hammer Fragment side) in a system its holder controls (base control rules, BR
 *   p.10); the table moves it onto the card and places the ship. With no other Hammer Fragment left on
 *   the map (setup put 6, one per planet of a symbol: F1101A), its event reminds the card's "If you
 *   have all 6 Hammer Fragments on this card" steps, which are the holder's.
 * - F1104 Planet Hammer: "Break World (Battle)", the first step of Breaking Worlds (fates/breakWorld.ts).
 * - F1402 Witnesses (Ability): "Prelude: You may flip a Witness you control at a Psionic planet to its
 *   Psionic resource side and take it. You may declare Empath." A Prelude action (p.20: any number of
 *   them, no action spent): a Witness token in a Psionic planet its holder controls (BR p.10, as a
 *   Hammer Fragment), which the table flips into their resources; the declare is a card's, as the
 *   Liaisons' (F405-F409): the highest Available marker, no zero marker (declarePowers.ts).
 */
import type { Colour, Owner, SystemId } from "../../data/vocabulary";
import type { CardActOutcome, CardMapAction, ShipsTaken } from "../../map/actionTypes";
import { system } from "../../data/map";
import type { MapSnapshot } from "../../map/snapshot";
import { countPieces, piecesIn } from "../../map/pieces";
import { playAreaOf } from "./monopolies";
import { SONG } from "./banners";
import { seedOutcome, spawnOutcome } from "./blightCards";
import { breakAct } from "./breakWorld";
import { PILGRIMS, pilgrimOutcome } from "./pilgrims";

const NAMES: { readonly [id: string]: string } = { F1012: "Pacify (Happy Hosts, F1012)", F227: "Incite Revolt (Freedom Fighters, F227)", F1004: "Call Spirits (Song of the Banner, F1004)", F1103A: "Repair Hammer (Hammer Fragments, F1103A)", F1104: "Break World (Planet Hammer, F1104)", F1402: "Witnesses (F1402)", F2103: "Seed (Spore Guides, F2103)", F908: "Pilgrims (F908)" };

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

/** Why `player` cannot take card action `a` (`controller`: who controls a system on their turn; `acts`: the turn's map actions), or what it does. */
export function cardActOutcome(map: MapSnapshot, a: CardMapAction, player: Colour, controller: (id: SystemId) => Owner | undefined, acts: readonly string[], taken = 0): string | CardActOutcome {
  if (a.card === "F1302") return spawnOutcome(map, a.system, player, controller);
  const bodies = a.card === SONG && a.call === "bodies";
  const name = bodies ? "Call Bodies (Song of the Banner, F1004)" : NAMES[a.card];
  if (typeof name !== "string") return `${String(a.card)} has no action on the map`;
  if (playAreaOf(map, player).indexOf(a.card) < 0) return `${name}: the card is not in ${player}'s play area`;
  if (a.card === "F2103") return seedOutcome(map, a, player, name);
  if (a.card === PILGRIMS) return pilgrimOutcome(map, a, player, controller, acts, taken);
  const ships: ShipsTaken[] = [];
  if (a.card === "F1012") {
    for (const sp of map.systems) if (controller(sp.system) === player) damagedShips(map, sp.system, player, ships);
    if (ships.length === 0) return `${name}: no damaged Rival or Imperial ship lies in a system ${player} controls`;
    return { text: `${player} takes ${name}: captures the damaged ships ${shipsText(ships)}`, paid: "secure", map: { ships, captured: true } };
  }
  if (a.card === "F1104") return breakAct(map, player, acts, name);
  if (a.card === "F1402" && a.call === "empath") return { text: `${player} uses ${name}: declares Empath`, paid: "prelude", map: {}, declare: "empath" };
  const id = a.system;
  if (id === undefined) return `${name}: name the system`;
  if (a.card === "F1402") {
    const at = system(id);
    if (at === undefined || at.resource !== "psionic") return `${name}: ${id} is not a Psionic planet`;
    if (!(map.fateTokens ?? []).some((t) => t.system === id && t.token === "Witness")) return `${name}: no Witness lies in ${id}`;
    if (controller(id) !== player) return `${name}: ${player} does not control ${id}`;
    return { text: `${player} uses ${name}: the Witness in ${id} flips to Psionic and ${player} takes it`, paid: "prelude", map: { witness: id } };
  }
  if (a.card === SONG) {
    const paid = bodies ? "build" : "tax";
    if (acts.indexOf(`${paid}:${SONG}`) >= 0) return `${name}: once per turn, and ${player} took it this turn`;
    const where = system(id);
    if (where === undefined || where.resource === undefined || !(map.fateTokens ?? []).some((t) => t.system === id && t.token === "Banner")) return `${name}: no Banner lies on planet ${id}`;
    const most = "as many as the supply has (p.22, p.23)";
    if (bodies) return { text: `${player} takes ${name}: places 2 fresh ships at the Banner in ${id}, ${most}`, paid, map: { placed: { system: id, fresh: 2 } } };
    return { text: `${player} takes ${name}: gains 2 ${where.resource} of ${id}, ${most}`, paid, map: { resource: where.resource, gain: 2 } };
  }
  if (a.card === "F1103A") {
    if (controller(id) !== player) return `${name}: ${player} does not control ${id}`;
    if (fragments(map, id) === 0) return `${name}: no Hammer Fragment token lies in ${id}`;
    const last = fragments(map) === 1 ? "; all 6 on the card: take the Planet Hammer (F1104), warn everyone, flip to Breaking Worlds" : "";
    return { text: `${player} takes ${name}: the Hammer Fragment in ${id} goes onto the card, 1 fresh ship there${last}`, paid: "repair", map: {} };
  }
  if (countPieces(piecesIn(map, id), "free", "city", "fresh") === 0) return `${name}: ${id} has no fresh Free city`;
  damagedShips(map, id, player, ships);
  if (ships.length === 0) return `${name}: no damaged Rival or Imperial ship lies in ${id}`;
  return { text: `${player} takes ${name}: destroys the damaged ships ${shipsText(ships)}, ignoring the Truce Law, no Trophies`, paid: "battle", map: { ships } };
}
