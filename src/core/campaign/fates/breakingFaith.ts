/**
 * F831 Breaking the Faith (seed 003, a Law the Believer's Act III setup F829A adds to the rules
 * booklet): "When a Rival of the Believer destroys a Loyal city of the Believer, the destroying player
 * may remove 1 Ideal token from an undeclared ambition." A Rival's battle step that takes the
 * Believer's cities as Trophies (fates/objectiveMoments.ts) writes one grant a city into that
 * Rival's turn record (`mapActs` "F831"); `removeIdeal` spends one for the rest of that turn
 * (rewritten "F831>" + the ambition): an ambition with no ambition marker on it (undeclared, p.8) that has an
 * Ideal marker as the table reads the boxes (`ideals`, the declare's read: the core holds none).
 * The table puts the marker back in its bag.
 */
import type { Colour } from "../../data/vocabulary";
import type { GameState } from "../../game/types";
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
