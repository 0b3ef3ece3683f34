/**
 * The Gate Wraith's Twisted Passage (seed 003, Fate Set 22), a rule module of the campaign's map
 * (MapRules `centre`, `around`, `breakGate`; src/core/campaign/mapActions.ts):
 * - F2205 Passages & The Twisted Passage (Law), while it is in the rules booklet: "The map center is
 *   now a gate called the Twisted Passage" (the table's zone at the map's centre, id TWISTED_PASSAGE);
 *   "Gates with Passage tokens are out of play" (the Passage tokens the table reads, `fateTokens`);
 *   "You may move from systems adjacent to gates with a Passage to the Twisted Passage"; "You may
 *   move from the Twisted Passage to any planet whose ID symbol is on the event die. After this,
 *   reroll the event die." (the die's planet symbol the table reads, `eventDie`; the reroll is the
 *   table's step, told in the log). A Catapult passes it as any gate (it stops there where someone
 *   else controls it, BR p.10); "Players cannot harm Rivals in the Twisted Passage" (no battle there).
 * - F2202 Catapult Overdrive (Lore, in its holder's play area the map shows): "You may Catapult move
 *   with Rival starports you control." "When you Catapult move into the Twisted Passage, you may
 *   continue your Catapult move, ignoring control and Blight." (nothing there stops it).
 * - F2203 Breaking Gates & Placing Passages (Ability, in the play area): a Catapult (`breaking`) from
 *   a planet into its own cluster's gate; its event names the card's three steps for the table.
 * - F2206 Passage Storms (Vox) "When Secured: Move any number of times from the Twisted Passage to
 *   any planets.": its secure writes `F2206@<actions taken>` into the securer's turn record
 *   (crisesVox.ts stormsSecured); while they have taken no action since, each of their moves marked
 *   `storms` from the Twisted Passage to planets is free (MapRules.freeMove), without the event die.
 */
import type { Colour, SystemId } from "../../data/vocabulary";
import type { GameState } from "../../game/types";
import { turnActions } from "../../game/actions";
import { adjacentSystems, system, SYSTEMS } from "../../data/map";
import type { MapSnapshot } from "../../map/snapshot";
import type { MoveAction } from "../../map/actionTypes";
import { playAreaOf } from "./monopolies";

export const TWISTED_PASSAGE: SystemId = "Twisted Passage";
export const PASSAGES_LAW = "F2205";
export const OVERDRIVE = "F2202";

/** Whether gate `id` holds a Passage token (out of play, F2205). */
function hasPassage(map: MapSnapshot, id: SystemId): boolean {
  return (map.fateTokens ?? []).some((t) => t.system === id && t.token === "Passage");
}

/**
 * Under F2205: why no piece may be in `id` (a gate with a Passage), its neighbours a move goes to
 * (the Twisted Passage's and those of a system beside a gate with a Passage), or undefined: the
 * printed map's.
 */
export function passageAround(map: MapSnapshot, id: SystemId): string | SystemId[] | undefined {
  if (id === TWISTED_PASSAGE) {
    const out: SystemId[] = [];
    for (const s of SYSTEMS) if (s.symbol !== undefined && s.symbol === map.eventDie) out.push(s.id);
    return out;
  }
  if (system(id) === undefined) return undefined;
  if (hasPassage(map, id)) return `gate ${id} has a Passage: out of play (F2205)`;
  const next = adjacentSystems(id, []);
  const out = next.filter((n) => !hasPassage(map, n));
  if (out.length === next.length) return undefined;
  out.push(TWISTED_PASSAGE);
  return out;
}

/** Why a move from the Twisted Passage cannot reach `to` (F2205: planets of the event die's symbol), or undefined. */
export function passageExitRefusal(map: MapSnapshot, to: SystemId): string | undefined {
  const s = system(to);
  return s !== undefined && s.symbol !== undefined && s.symbol === map.eventDie ? undefined : `from the Twisted Passage ships move to planets of the event die's symbol (${map.eventDie ?? "unread"}) (F2205)`;
}

/** Catapult Overdrive (F2202) in `player`'s play area. */
export function overdrive(map: MapSnapshot, player: Colour): boolean {
  return playAreaOf(map, player).indexOf(OVERDRIVE) >= 0;
}

/** Why `a` is no Breaking Gates Catapult of `player`'s (F2203), or its steps for the table. */
export function breakGate(map: MapSnapshot, a: MoveAction, player: Colour): string | { text: string } {
  if (playAreaOf(map, player).indexOf("F2203") < 0) return `F2203 is not in ${player}'s play area`;
  const from = system(a.from);
  const g = a.groups.length === 1 ? a.groups[0] : undefined;
  if (from === undefined || from.kind !== "planet" || g === undefined || g.to !== `${from.cluster}.0`) return "F2203: from a planet into its own cluster's gate";
  const used = a.slipstream === true ? "Slipstream Drive and Armor" : `the starport in ${a.from}`;
  return { text: `; F2203: a Passage on ${g.to}; destroy ${used} and ${g.to}'s buildings (no Trophies); ${g.to}'s ships and tokens to the Twisted Passage` };
}

/** Passage Storms (F2206). */
export const STORMS = "F2206";

/** `player`'s Passage Storms moves are open: they secured it and have taken no action since. */
export function stormsOpen(s: GameState, player: Colour): boolean {
  const t = turnActions(s, player);
  return (t.mapActs ?? []).indexOf(`${STORMS}@${t.taken.length}`) >= 0;
}

/** Why `a` is no Passage Storms move of `player`'s now, or undefined. */
export function stormsRefusal(s: GameState, player: Colour, a: MoveAction): string | undefined {
  if (!stormsOpen(s, player)) return `${player} has no Passage Storms moves now (F2206)`;
  for (const g of a.groups) if (a.from !== TWISTED_PASSAGE || typeof g !== "object" || system(g.to)?.kind !== "planet") return "Passage Storms moves from the Twisted Passage to planets (F2206)";
  return undefined;
}

/** A Passage Storms move's neighbours: every planet from the Twisted Passage. */
export function stormsAround(map: MapSnapshot, id: SystemId): string | SystemId[] | undefined {
  return id === TWISTED_PASSAGE ? SYSTEMS.filter((x) => x.kind === "planet").map((x) => x.id) : passageAround(map, id);
}
