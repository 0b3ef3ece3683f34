/**
 * The Blight Speaker's Guild cards (Fate Set 13, seed 003's card reference), read in the acting
 * player's play area the map shows (`playAreas`, src/tts/map/read.ts withPlayArea):
 * - F1302 Spore Ships: "When you take a Catapult move, Blight no longer ends it." (BR p.19: Blight
 *   in a gate ends a Catapult move; campaign/mapActions.ts catapultStop asks here.) "Spawn (Build):
 *   Damage 1 fresh Blight you control to place 1 damaged Blight in the same system.": a card action
 *   (MapRules.cardAct, fates/mapCards.ts). Blight "you control" lies in a system its holder controls on
 *   their turn (a system "and its contents", base p.7; the Empire's and Regents' control, BR p.10), as
 *   Blight Fury's. The placed Blight comes from the supply, else from the player with the most Blight
 *   Trophies (BR p.19 "Empty Supply"; the table's). Damaging Blight is Blight Society's moment too.
 * - F1306 Blight Reapers: "Harvest (Tax): Destroy 1 damaged Blight from a system you control. (Do not
 *   take it as a Trophy.) Gain 1 resource of the planet in that system, or gain any 1 resource if it
 *   is a gate." A map action (`kind: "harvest"`, MapRules.harvest) paid with a Tax action, control on
 *   the holder's turn (BR p.10).
 * - F1304 Blight Fury, F2102 Blight Society (Lore): "You can move and repair Blight you control.
 *   (They can't Catapult. They're not Loyal.)" (MapRules.blight; control on the holder's turn).
 *   F2102: "Once per action, if you damage or destroy Blight, scrap 1 Loyal agent from your supply."
 *   is told at its holder's battle roll against the Blight (battleLaws.ts).
 * - F2103 Spore Guides: "Seed (Build): Roll the number die. For each Loyal agent you choose to return
 *   from the Court, change the roll by 1--"6" wraps to "1" and vice versa. In the rolled cluster, place
 *   1 damaged Blight in a system with no Blight." A card action paid with a Build action: `die` the
 *   face the table rolled, `shift` the change (its sign the way, one agent per step), `agents` the
 *   holder's Loyal agents the Court read shows; the table returns them and places the Blight (BR p.19).
 */
import type { Colour, Owner, ResourceType, SystemId } from "../../data/vocabulary";
import { RESOURCE_TYPES } from "../../data/vocabulary";
import { system } from "../../data/map";
import type { MapSnapshot } from "../../map/snapshot";
import type { CardActOutcome, CardMapAction, HarvestAction } from "../../map/actionTypes";
import { countPieces, piecesIn } from "../../map/pieces";
import { playAreaOf } from "./monopolies";

const SPORE_SHIPS = "F1302";
export const REAPERS = "F1306";

/** Blight Fury or Blight Society: its holder moves and repairs Blight they control. */
export function movesBlight(this: void, id: string): boolean {
  return id === "F1304" || id === "F2102";
}

/** Whether the map's rules read this card in the mover's or harvester's play area. */
export function blightCardOnMap(id: string): boolean {
  return id === SPORE_SHIPS || id === REAPERS || movesBlight(id);
}

/** Blight Fury or Blight Society in `player`'s play area. */
export function blightMover(map: MapSnapshot, player: Colour): boolean {
  return playAreaOf(map, player).some((id) => movesBlight(id));
}

/** Blight Society's scrap, told when its holder battles the Blight. */
export function blightSocietyLine(map: MapSnapshot, player: Colour, defender: Owner): string | undefined {
  return defender === "blight" && playAreaOf(map, player).indexOf("F2102") >= 0 ? `Blight Society (F2102): once per action, if ${player} damages or destroys Blight, ${player} scraps 1 Loyal agent from their supply` : undefined;
}

/** Spore Ships: Blight does not end `player`'s Catapult moves. */
export function sporeShips(map: MapSnapshot, player: Colour): boolean {
  return playAreaOf(map, player).indexOf(SPORE_SHIPS) >= 0;
}

const SUPPLY = "(from the supply, else the most Blight Trophies, BR p.19)";

/** Why `player` cannot Spawn in `id` (`controller`: on their turn), or what it does. */
export function spawnOutcome(map: MapSnapshot, id: SystemId | undefined, player: Colour, controller: (id: SystemId) => Owner | undefined): string | CardActOutcome {
  const name = "Spawn (Spore Ships, F1302)";
  if (!sporeShips(map, player)) return `${name}: the card is not in ${player}'s play area`;
  if (id === undefined) return `${name}: name the system`;
  if (controller(id) !== player) return `${name}: ${player} does not control ${id} nor its Blight`;
  if (countPieces(piecesIn(map, id), "blight", "blight", "fresh") === 0) return `${name}: no fresh Blight in ${id}`;
  const soc = blightSocietyLine(map, player, "blight");
  return { text: `${player} takes ${name}: 1 fresh Blight in ${id} damaged, 1 damaged Blight placed there ${SUPPLY}${soc === undefined ? "" : "; " + soc}`, paid: "build", map: { spawn: id } };
}

/** What Seed does as `a` says (its holder checked: fates/mapCards.ts), or why `player` cannot. */
export function seedOutcome(map: MapSnapshot, a: CardMapAction, player: Colour, name: string): string | CardActOutcome {
  const die = a.die ?? 0;
  const n = Math.abs(a.shift ?? 0);
  if ([1, 2, 3, 4, 5, 6].indexOf(die) < 0) return `${name}: roll the number die`;
  const agents = a.agents ?? 0;
  if (!(n <= agents)) return `${name}: ${player} has ${agents} Loyal agent(s) in the Court`;
  const cluster = ((die + 5 + ((a.shift ?? 0) % 6)) % 6) + 1;
  const id = a.system;
  if (id === undefined) return `${name}: name the system`;
  if (system(id)?.cluster !== cluster || countPieces(piecesIn(map, id), "blight", "blight", "any") > 0) return `${name}: ${id} is no system without Blight in the rolled cluster ${cluster}`;
  return { text: `${player} takes ${name}: die ${die}, ${n} Loyal agent(s) back from the Court, 1 damaged Blight in ${id} ${SUPPLY}`, paid: "build", map: { seed: id, returned: n } };
}

/** Why `player` cannot Harvest as `a` says (`controller`: who controls its system on their turn), or the resource gained (none named at a gate: the table's choice) and the log's words. */
export function harvestOutcome(map: MapSnapshot, a: HarvestAction, player: Colour, controller: Owner | undefined): string | { text: string; resource?: ResourceType } {
  const name = "Blight Reapers (F1306)";
  if (playAreaOf(map, player).indexOf(REAPERS) < 0) return `${player} has no ${name}`;
  const id = a.system;
  if (countPieces(piecesIn(map, id), "blight", "blight", "damaged") === 0) return `${name}: no damaged Blight in ${id}`;
  if (controller !== player) return `${name}: ${player} does not control ${id}`;
  // (The base step checked the system: `a.system` is one.)
  const planet = system(id)?.resource;
  const g = a.gain;
  if (g !== undefined && (RESOURCE_TYPES.indexOf(g) < 0 || (planet !== undefined && g !== planet))) return `${name}: Harvest in ${id} gains 1 ${planet === undefined ? "resource" : planet}, not ${String(g)}`;
  const resource = g ?? planet;
  const out: { text: string; resource?: ResourceType } = { text: `${player} Harvests with ${name}: 1 damaged Blight in ${id} destroyed (no Trophy), gains 1 ${resource ?? "resource"}` };
  if (resource !== undefined) out.resource = resource;
  return out;
}
