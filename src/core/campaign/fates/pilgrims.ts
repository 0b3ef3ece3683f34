/**
 * Pilgrims (seed 003 F908, the Pathfinder's Ability from their Act III setup): "Pilgrim tokens are your
 * Loyal pieces. Prelude: Once per turn, you may move each Pilgrim token once into a system that you
 * control or has your Flagship. This is the only way Pilgrims can move. You cannot interrupt this
 * Prelude action with other ones, like spending Fuel. Use the Portal (Move): If you control the Portal
 * token, take all Pilgrims from its system onto your objective card. Untuck a Seek the Portal card from
 * here and place it on top of the Court deck."
 *
 * Both are the card's map actions (`kind: "card"`, card F908, read in the holder's play area the map
 * shows), decided on the map as the table read it before them (its Fate tokens):
 * - `call: "pilgrim"`: one Pilgrim token from `from` into `system`, in the Prelude (no action spent).
 *   The turn's record (`mapActs`) keeps each move as `prelude:F908@<into>#<actions taken>`: a Pilgrim
 *   moved into a system this turn cannot move again (the tokens are alike: a system's Pilgrims less
 *   those moved into it are the ones still to move), and the moves are one Prelude action, so once
 *   another action came after them (a map action, an action taken) no Pilgrim moves again this turn.
 * - `call: "portal"`: a Move action (FAQ "Action": a new action paid with a Move) in the Portal's
 *   system, which the holder controls (BR p.10); its Pilgrims go onto the objective card
 *   (the event's `pilgrims`), and the holder untucks a Seek the Portal onto the Court deck by hand.
 */
import type { Colour, Owner, SystemId } from "../../data/vocabulary";
import type { CardActOutcome, CardMapAction } from "../../map/actionTypes";
import type { MapSnapshot } from "../../map/snapshot";
import { countIn } from "../../map/pieces";

export const PILGRIMS = "F908";
const KEY = "prelude:F908@";

function pilgrimsIn(map: MapSnapshot, id: SystemId): number {
  return (map.fateTokens ?? []).filter((t) => t.token === "Pilgrim" && t.system === id).length;
}

/** The Pilgrims moved into `id` this turn. */
function moved(acts: readonly string[], id: SystemId): number {
  let n = 0;
  for (const k of acts) if (k.indexOf(`${KEY}${id}#`) === 0) n += 1;
  return n;
}

/** Why `player` cannot take Pilgrims' action `a` (`taken`: the actions taken this turn), or what it does. */
export function pilgrimOutcome(map: MapSnapshot, a: CardMapAction, player: Colour, controller: (id: SystemId) => Owner | undefined, acts: readonly string[], taken: number): string | CardActOutcome {
  const to = a.system;
  if (a.call === "portal") {
    const name = "Use the Portal (Pilgrims, F908)";
    const portal = (map.fateTokens ?? []).filter((t) => t.token === "Portal")[0];
    if (portal === undefined) return `${name}: the Portal token is not on the map`;
    if (controller(portal.system) !== player) return `${name}: ${player} does not control the Portal token's system, ${portal.system}`;
    const n = pilgrimsIn(map, portal.system);
    return { text: `${player} takes ${name}: ${n} Pilgrim${n === 1 ? "" : "s"} from ${portal.system} onto their objective card; untuck a Seek the Portal from Pilgrims onto the Court deck`, paid: "move", map: { pilgrims: portal.system } };
  }
  const name = "Pilgrims (F908)";
  const from = a.from;
  if (from === undefined || pilgrimsIn(map, from) === 0) return `${name}: no Pilgrim token lies there to move`;
  if (to === undefined || to === from) return `${name}: a Pilgrim moves only into another system that ${player} controls or that has their Flagship`;
  const mine = acts.filter((k) => k.indexOf(KEY) === 0);
  const last = acts.length > 0 ? acts[acts.length - 1] : "";
  if (mine.length > 0 && (last.indexOf(KEY) !== 0 || last.slice(last.indexOf("#") + 1) !== String(taken))) return `${name}: once per turn, and ${player}'s Pilgrims' moves were interrupted by another action`;
  if (pilgrimsIn(map, from) <= moved(acts, from)) return `${name}: each Pilgrim moves once per turn, and those in ${from} have moved`;
  if (controller(to) !== player && countIn(map, to, player, "flagship", "any") === 0) return `${name}: ${player} neither controls ${to} nor has their Flagship there`;
  return { text: `${player} moves a Pilgrim from ${from} to ${to} (${name}, Prelude)`, paid: "prelude", map: {}, key: `${KEY}${to}#${taken}` };
}
