/**
 * F1612 Warden's Levy (Lore, seed 003): "Levy (Tax): Place 1 ship here from a Vassal's supply. This
 * card can hold a max of 1 ship of a Vassal for each Fief where you are their Lord." A card action
 * (MapRules.cardAct) paid with a Tax action, read in the holder's play area the map shows. The Lords,
 * Fiefs and Vassals are F1609's (fiefs.ts), read from every Seat on the map while Seats & Fiefs is in
 * the rules booklet: the holder is Lord of each cluster whose Seat lies on their city, and a Rival is
 * their Vassal in each such Fief where it has a Loyal city or Flagship. The table reads the Vassal's
 * ships already on the card (`held`) and moves the ship from the Vassal's supply bag onto the card,
 * if it has one (p.22). Not harm (F1610: "using the Warden's Levy card does not count as harming your
 * Vassal"), so no Outrage. Its battle line ("When attacking in battle, ships on this card must take
 * hits first. Return ships here that are destroyed--they are not taken as Trophies.") is the players'.
 */
import type { Colour } from "../../data/vocabulary";
import type { CardActOutcome, CardMapAction } from "../../map/actionTypes";
import type { MapSnapshot } from "../../map/snapshot";
import { system } from "../../data/map";
import { clusterCount } from "./fiefs";
import { playAreaOf } from "./monopolies";

export const LEVY = "F1612";

/** Why `player` cannot Levy `a.vassal` (`seats`: the players; `fiefs`: Seats & Fiefs in the rules booklet), or what it does. */
export function levyOutcome(map: MapSnapshot, a: CardMapAction, player: Colour, seats: readonly Colour[], fiefs: boolean): string | CardActOutcome {
  const name = "Levy (Warden's Levy, F1612)";
  const v = a.vassal;
  const held = a.held;
  if (playAreaOf(map, player).indexOf(LEVY) < 0) return `${name}: the card is not in ${player}'s play area`;
  if (v === undefined || v === player || seats.indexOf(v) < 0) return `${name}: name a Rival`;
  if (typeof held !== "number" || held < 0 || Math.floor(held) !== held) return `${name}: say how many ${v} ships the card holds`;
  if (!fiefs) return `${name}: Seats & Fiefs (F1609) is not in the rules booklet`;
  const lorded: number[] = [];
  for (const t of map.fateTokens ?? []) {
    const at = system(t.system);
    if (t.token.indexOf("Seat") === 0 && t.on === player && at !== undefined && lorded.indexOf(at.cluster) < 0 && clusterCount(map, at.cluster, v) > 0) lorded.push(at.cluster);
  }
  if (lorded.length === 0) return `${name}: ${v} is not ${player}'s Vassal (no Loyal city or Flagship in ${player}'s Fiefs)`;
  if (held >= lorded.length) return `${name}: the card holds its max of ${lorded.length} ${v} ships (1 per Fief)`;
  return { text: `${player} takes ${name}: 1 ${v} ship from ${v}'s supply onto the card, if it has one`, paid: "tax", map: { levy: v } };
}
