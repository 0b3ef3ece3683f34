/**
 * F831 Breaking the Faith (seed 003, a Law the Believer's Act III setup F829A adds to the rules
 * booklet): "When a Rival of the Believer destroys a Loyal city of the Believer, the destroying player
 * may remove 1 Ideal token from an undeclared ambition." Each destruction by a Rival the core sees
 * writes one grant a city into that Rival's turn record (`mapActs` "F831", `citiesDestroyed`): a
 * battle step of theirs as the attacker that takes the Believer's cities as Trophies
 * (fates/objectiveMoments.ts); their Break World that breaks a planet (F1103B step 2 "Destroy all
 * buildings on the planet", fates/breakWorld.ts) and their Breaking Gates Catapult (F2203 step 3
 * "Destroy all buildings on the gate", fates/objectiveMoments.ts), the Believer's cities there as
 * the command's map shows them. A Crisis is nobody's: no Rival destroys (Terror Strike's When Secured
 * is told to its securer and carried out by hand, the core sees no piece of it). `removeIdeal` spends one for the rest of that turn
 * (rewritten "F831>" + the ambition): an ambition with no ambition marker on it (undeclared, p.8) that has an
 * Ideal marker as the table reads the boxes (`ideals`, the declare's read: the core holds none).
 * The table puts the marker back in its bag.
 */
import type { Colour, SystemId } from "../../data/vocabulary";
import type { GameEvent, GameState } from "../../game/types";
import type { MapSnapshot } from "../../map/snapshot";
import type { CampaignState } from "../types";
import { lawInForce } from "./laws";
import { fateHolder } from "./setupWords";
import type { TurnActions } from "../../game/actionTypes";
import type { RemoveIdealCommand } from "../fateCommandTypes";
import { turnActions } from "../../game/actions";
import { capitalise, logEvent } from "../../game/util";

const LAW = "F831";

/** `n` removals granted to `rival` this turn (one a city destroyed). */
export function grantIdeals(s: GameState, rival: Colour, n: number): void {
  const t = turnActions(s, rival);
  const acts = (t.mapActs ?? []).slice();
  for (let i = 0; i < n; i++) acts.push(LAW);
  s.actions = { ...t, mapActs: acts };
}

/** The Believer's Loyal cities in `id` on `map` (none when the map does not show it). */
export function believerCities(s: GameState, map: MapSnapshot | undefined, id: SystemId): number {
  const b = fateHolder(s.campaign as CampaignState, "FATE08");
  const sp = b === undefined || map === undefined || !Array.isArray(map.systems) ? undefined : map.systems.find((x) => x.system === id);
  let n = 0;
  for (const p of sp === undefined ? [] : sp.pieces) if (p.owner === (b as { colour: Colour }).colour && p.kind === "city") n += p.fresh + p.damaged;
  return n;
}

/** `rival` destroyed `n` of the Believer's cities: while F831 is in the booklet, told and granted `n` removals. */
export function citiesDestroyed(s: GameState, rival: Colour, n: number, kind: GameEvent["kind"]): void {
  const campaign = s.campaign as CampaignState;
  const believer = fateHolder(campaign, "FATE08");
  if (n < 1 || believer === undefined || believer.colour === rival || !lawInForce(campaign, LAW)) return;
  logEvent(s, kind, rival, `${rival} destroyed ${n} of ${believer.colour}'s cities: they may remove ${n} Ideal(s) from undeclared ambitions (F831)`);
  grantIdeals(s, rival, n);
}

/** The removals `player` may still make this turn (a spent one is rewritten "F831>" + the ambition). */
export function idealsLeft(s: GameState, player: Colour): number {
  const a = s.actions;
  return a === undefined || a.player !== player ? 0 : (a.mapActs ?? []).filter((k) => k === LAW).length;
}

/** `removeIdeal` (fates/faithful.ts hands it here); the grant exists only while F831 was in the booklet. */
export function removeIdeal(s: GameState, c: RemoveIdealCommand): string | undefined {
  if (idealsLeft(s, c.player) < 1) return `${c.player} destroyed no city of the Believer this turn (F831)`;
  const a = capitalise(c.ambition);
  if (s.markers.some((m) => m.at === c.ambition)) return `${a} is declared (F831)`;
  if (!Array.isArray(c.ideals) || !c.ideals.some((i) => i.at === c.ambition)) return `${a} has no Ideal token`;
  const t = s.actions as TurnActions;
  const acts = (t.mapActs as string[]).slice();
  acts[acts.indexOf(LAW)] = `${LAW}>${c.ambition}`;
  s.actions = { ...t, mapActs: acts };
  logEvent(s, "booklet", c.player, `${c.player} removes the Ideal from ${a} (F831)`);
  return undefined;
}
