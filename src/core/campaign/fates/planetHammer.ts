/**
 * The Planet Breaker's builds on the map (Fate Set 11, seed 003's card reference): Build actions
 * (MapRules.cardBuild, map/build.ts) at a planet their builder controls on their turn (a system and
 * its contents, p.7; BR p.10), the card read in the builder's play area the map shows:
 * - F1104 Planet Hammer: "Prepare (Build): Place a Hammer token at a planet you control. If one is
 *   already on the map, return it to your supply first." A Hammer token is a Hammer Fragment token
 *   once its holder has the Planet Hammer (F1103A: "Hammer Fragment tokens are now known as Hammer
 *   tokens"); the turn's record keeps `build:hammer@<planet>` (Break World's "If you did not Prepare
 *   this turn", fates/breakWorld.ts).
 * - F1105-F1109 the Refugees: "Resettle (Build): Build a Free city on a <type> planet you control.
 *   Clear your <type> Outrage and gain <type> up to your number of empty resource slots. Tuck this
 *   card under the Breaking Worlds card." The planet's type picks the card (in RESOURCE_TYPES' order);
 *   the city takes an empty building slot (p.12). The Outrage and the tuck are the holder's (the
 *   event says so); the table gains the resources.
 */
import type { Colour, Owner } from "../../data/vocabulary";
import { RESOURCE_TYPES } from "../../data/vocabulary";
import { system } from "../../data/map";
import type { MapSnapshot } from "../../map/snapshot";
import type { BuildAction } from "../../map/actionTypes";
import { buildingsIn, piecesIn } from "../../map/pieces";
import { playAreaOf } from "./monopolies";
import { named } from "./setupWords";

/** Why `player` cannot build `a` (a Hammer token or a Free city; `c`: who controls its system on their turn), or the build's name and what follows it. */
export function hammerBuild(map: MapSnapshot, a: BuildAction, player: Colour, c: Owner | undefined): string | { name: string; then?: string } {
  const id = a.system;
  const where = system(id);
  const type = where && where.resource;
  const hammer = a.piece === "hammer";
  const i = RESOURCE_TYPES.indexOf(type as never);
  const card = hammer ? "F1104" : i < 0 ? undefined : `F110${5 + i}`;
  const w = `${hammer ? "Prepare" : "Resettle"}${card === undefined ? "" : ` (${named(card)})`}`;
  if (card === undefined || where === undefined || type === undefined) return `${w}: ${id} is a gate`;
  if (playAreaOf(map, player).indexOf(card) < 0) return `${w}: the card is not in ${player}'s play area`;
  if (c !== player) return `${w}: ${player} does not control ${id} (BR p.10)`;
  if (hammer) return { name: "Hammer token" };
  if (buildingsIn(piecesIn(map, id)) >= where.slots) return `${w}: ${id} has no empty building slot (p.12)`;
  return { name: "Free city", then: `; clear your ${type} Outrage, tuck the card under Breaking Worlds` };
}
