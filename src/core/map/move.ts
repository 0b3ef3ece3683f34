/**
 * Move (rulebook p.13, FAQ "Move"): any number of Loyal ships from one system to one adjacent
 * system; from a system with a Loyal starport they may take Catapult moves, on and on through
 * gates, dropping ships off as they go (and backtracking while they have not stopped), until they
 * move into a gate controlled by anyone else (counted just before they move in) or any planet.
 * Out-of-play clusters do not exist for movement; the path marker joins the gates beside them
 * (data/map.ts adjacentSystems). Leaders and Lore: Rebel's Disorganized (LEAD05: no more than 2
 * ships at a time), Sprinter Drives (L03: fresh ships move one more time, after all Catapult
 * moves). A rule module changes control, what stops a Catapult and who Catapults (MapRules); the
 * campaign's Imperial ships follow the Movement Law here (BR p.10) when its rules let them move.
 */
import type { Colour, SystemId } from "../data/vocabulary";
import { adjacentSystems, areAdjacent, system } from "../data/map";
import type { MapSnapshot, MapPieces } from "./snapshot";
import type { MoveAction, MoveGroup, SprintStep } from "./actionTypes";
import type { MapRules } from "./mapRules";
import { blightRefusal } from "./mapRules";
import { countPieces, piecesIn } from "./pieces";
import { isPieceCount, ships, systemRefusal } from "./count";

export const SPRINTER_DRIVES = "L03";
export const REBEL = "LEAD05";

/** The Leader and Lore of the player acting (PlayerState). */
export interface MapPowers {
  leader?: string;
  lore: readonly string[];
}

/** What a move did, for the log's words and the table. */
export interface MoveOutcome {
  ships: number;
  catapult: boolean;
  text: string;
}

interface Totals {
  fresh: number;
  damaged: number;
  imperial: number;
  imperialFresh: number;
  flagship: number;
  blight: number;
  blightFresh: number;
}

function groupShips(g: MoveGroup): number {
  return g.ships.fresh + g.ships.damaged + imperialOf(g) + (g.flagship === true ? 1 : 0) + blightOf(g);
}

function blightOf(g: MoveGroup): number {
  return g.blight === undefined ? 0 : g.blight.fresh + g.blight.damaged;
}

/** Why no piece may be in `id`: a rule module's map (MapRules.around, F2205) over the printed one. */
function placeRefusal(map: MapSnapshot, id: unknown, outOfPlay: readonly number[], rules: MapRules): string | undefined {
  const r = rules.around === undefined || typeof id !== "string" ? undefined : rules.around(map, id);
  return typeof r === "string" ? r : r === undefined ? systemRefusal(id, outOfPlay) : undefined;
}

/** The systems a move from `id` goes to next: the rule module's (MapRules.around), else the printed map's. */
function nextTo(map: MapSnapshot, id: SystemId, outOfPlay: readonly number[], rules: MapRules): SystemId[] {
  const r = rules.around === undefined ? undefined : rules.around(map, id);
  return typeof r === "object" ? r : adjacentSystems(id, outOfPlay);
}

/** Why a group is malformed, or undefined. */
function groupRefusal(g: unknown, from: SystemId, place: (id: unknown) => string | undefined, seen: { [id: string]: boolean }): string | undefined {
  if (typeof g !== "object" || g === undefined) return "each group of ships names where it ends and its ships";
  const grp = g as MoveGroup;
  const bad = place(grp.to);
  if (bad !== undefined) return bad;
  if (grp.to === from) return `ships moving from ${from} end somewhere else`;
  if (seen[grp.to] === true) return `${grp.to} is named twice: one group of ships per system`;
  seen[grp.to] = true;
  if (!isPieceCount(grp.ships)) return "the ships moved are counts of fresh and damaged ships";
  if (grp.imperial !== undefined && !isPieceCount(grp.imperial)) return "the Imperial ships moved are counts of fresh and damaged ships";
  if (grp.flagship !== undefined && typeof grp.flagship !== "boolean") return "a Flagship moves or not";
  if (grp.blight !== undefined && !isPieceCount(grp.blight)) return "the Blight moved are counts of fresh and damaged Blight";
  if (groupShips(grp) === 0) return `no ships end the move in ${grp.to}`;
  return undefined;
}

function totalsOf(groups: readonly MoveGroup[]): Totals {
  const t: Totals = { fresh: 0, damaged: 0, imperial: 0, imperialFresh: 0, flagship: 0, blight: 0, blightFresh: 0 };
  for (const g of groups) {
    t.fresh += g.ships.fresh;
    t.damaged += g.ships.damaged;
    if (g.imperial !== undefined) {
      t.imperial += g.imperial.fresh + g.imperial.damaged;
      t.imperialFresh += g.imperial.fresh;
    }
    if (g.flagship === true) t.flagship += 1;
    if (g.blight !== undefined) {
      t.blight += blightOf(g);
      t.blightFresh += g.blight.fresh;
    }
  }
  return t;
}

/** Why the origin does not hold the ships that leave it, or undefined. */
function originRefusal(map: MapSnapshot, from: SystemId, player: Colour, t: Totals, rules: MapRules): string | undefined {
  const here = piecesIn(map, from);
  const fresh = countPieces(here, player, "ship", "fresh");
  const damaged = countPieces(here, player, "ship", "damaged");
  if (t.fresh > fresh || t.damaged > damaged) {
    return `${player} has ${fresh} fresh and ${damaged} damaged ships in ${from}, not ${t.fresh} fresh and ${t.damaged} damaged (p.13: Loyal ships)`;
  }
  if (t.flagship > 1 || (t.flagship === 1 && countPieces(here, player, "flagship", "fresh") === 0)) return `${player}'s Flagship is not in ${from}`;
  if (t.blight > 0) {
    const no = blightRefusal(map, from, player, rules) ?? short(here, "blight", t.blightFresh, t.blight, from, "Blight");
    if (no !== undefined) return no;
  }
  if (t.imperial === 0) return undefined;
  if (!rules.imperialMoves) return "you move only Loyal ships: ships of your colour (p.13)";
  return short(here, "empire", t.imperialFresh, t.imperial, from, "Imperial ships") ?? (free(map, player, rules) ? undefined : movementLaw(t.imperial, t.fresh + t.damaged + t.flagship, ""));
}

/** Why `here` lacks the `fresh` of `all` pieces of `owner` moved (Imperial ships, Blight), or undefined. */
function short(here: readonly MapPieces[], owner: "empire" | "blight", fresh: number, all: number, from: SystemId, what: string): string | undefined {
  const kind = owner === "empire" ? "ship" : "blight";
  const f = countPieces(here, owner, kind, "fresh");
  const d = countPieces(here, owner, kind, "damaged");
  return fresh > f || all - fresh > d ? `${from} holds ${f} fresh and ${d} damaged ${what}, not the ones moved` : undefined;
}

/** `player` ignores the Movement Law (MapRules.fleetAnywhere). */
function free(map: MapSnapshot, player: Colour, rules: MapRules): boolean {
  return rules.fleetAnywhere !== undefined && rules.fleetAnywhere(map, player);
}

/** BR p.10 Movement Law: no more Imperial ships than the Loyal ships moving with them to the same system. */
function movementLaw(imperial: number, loyal: number, where: string): string | undefined {
  if (imperial <= loyal) return undefined;
  return `Movement Law: a Regent moves 1 Imperial ship per Loyal ship moving with it${where}: ${imperial} Imperial with ${loyal} Loyal (BR p.10)`;
}

/** The map with the moving ships lifted off the origin: control there is counted without them. */
function lifted(map: MapSnapshot, from: SystemId, player: Colour, t: Totals): MapSnapshot {
  // The rest of the map (its play areas, boards) as it is: only the origin's pieces change.
  const out: MapSnapshot = { ...map, systems: [] };
  for (const sp of map.systems) {
    if (sp.system !== from) {
      out.systems.push(sp);
    } else {
      const pieces: MapPieces[] = [];
      for (const p of sp.pieces) {
        if (p.owner === player && p.kind === "ship") pieces.push({ ...p, fresh: p.fresh - t.fresh, damaged: p.damaged - t.damaged });
        else if (p.owner === player && p.kind === "flagship") pieces.push({ ...p, fresh: p.fresh - t.flagship });
        else if (p.owner === "empire" && p.kind === "ship") pieces.push({ ...p, fresh: p.fresh - t.imperialFresh, damaged: p.damaged - (t.imperial - t.imperialFresh) });
        else pieces.push(p);
      }
      out.systems.push({ system: sp.system, pieces });
    }
  }
  return out;
}

/** A gate: a printed one, or the one a rule module adds (F2205: "The map center is now a gate"). */
function gateLike(id: SystemId): boolean {
  const s = system(id);
  return s === undefined || s.kind === "gate";
}

/**
 * The Catapult's reach from `from`: the gates its ships may pass through (moving into them does not
 * stop them), every system they may end in (`near`: next to a gate passed through), with what
 * stopped them at the gates that do.
 */
function catapultReach(map: MapSnapshot, from: SystemId, player: Colour, withImperial: boolean, outOfPlay: readonly number[], rules: MapRules): { through: { [id: string]: boolean }; reach: { [id: string]: boolean }; near: { [id: string]: boolean }; stops: { [id: string]: string } } {
  const through: { [id: string]: boolean } = {};
  const reach: { [id: string]: boolean } = {};
  const near: { [id: string]: boolean } = {};
  const stops: { [id: string]: string } = {};
  const frontier: SystemId[] = [from];
  for (let i = 0; i < frontier.length; i++) {
    for (const n of nextTo(map, frontier[i], outOfPlay, rules)) {
      reach[n] = true;
      if (i > 0) near[n] = true;
      if (gateLike(n) && through[n] !== true && stops[n] === undefined) {
        const stop = rules.catapultStop(map, n, player, withImperial);
        if (stop === undefined) {
          through[n] = true;
          frontier.push(n);
        } else stops[n] = stop;
      }
    }
  }
  return { through, reach, near, stops };
}

/**
 * The gates a Catapult of `player`'s ships from `from` may move into that `read` does not hold yet:
 * those next to the origin or to a gate `map` shows it passes (what stops it there:
 * MapRules.catapultStop). Asked again once they are read, until none is left, it names only the
 * gates the Catapult can reach (p.13): the table reads no gate behind a stop.
 */
export function catapultGatesToRead(map: MapSnapshot, from: SystemId, player: Colour, withImperial: boolean, outOfPlay: readonly number[], rules: MapRules, read: { [id: string]: boolean }): SystemId[] {
  const out: SystemId[] = [];
  const seen: { [id: string]: boolean } = {};
  const frontier: SystemId[] = [from];
  for (let i = 0; i < frontier.length; i++) {
    for (const n of nextTo(map, frontier[i], outOfPlay, rules)) {
      if (gateLike(n) && seen[n] !== true) {
        seen[n] = true;
        // The origin as read (its ships not lifted) stops no more Catapults than it would lifted: never too few gates.
        if (read[n] !== true) out.push(n);
        else if (rules.catapultStop(map, n, player, withImperial) === undefined) frontier.push(n);
      }
    }
  }
  return out;
}

/** Why the Catapult cannot deliver the groups, or undefined (FAQ "Move": one stop, drops on the way at gates passed through). */
function catapultRefusal(map: MapSnapshot, a: MoveAction, player: Colour, t: Totals, outOfPlay: readonly number[], rules: MapRules): string | undefined {
  const work = lifted(map, a.from, player, t);
  const r = catapultReach(work, a.from, player, t.imperial > 0, outOfPlay, rules);
  const ends: MoveGroup[] = [];
  for (const g of a.groups) {
    if (r.reach[g.to] !== true) {
      const stopped = stopsNear(nextTo(map, g.to, outOfPlay, rules), r.stops);
      return `${g.to} cannot be reached from ${a.from} in one Catapult move: it stops at a planet or a gate controlled by anyone else (p.13)${stopped}`;
    }
    if (r.through[g.to] !== true) ends.push(g);
  }
  if (ends.length > 1) {
    return `a Catapult move has one stop: ${ends.map((g) => g.to).join(" or ")}, not both; ships drop off only at gates passed through (p.13, FAQ "Move")`;
  }
  // The ships move as one group along one path: once some are dropped off at a gate passed through,
  // the rest stop next to a gate passed through (backtracking allowed), not anywhere next to the origin.
  const drops = a.groups.filter((g) => r.through[g.to] === true);
  if (drops.length > 0 && ends.length === 1 && r.near[ends[0].to] !== true) {
    return `${ends[0].to} cannot be where this Catapult stops: with drops at ${drops.map((g) => g.to).join(" and ")} it stops next to a gate passed through (p.13, FAQ "Move")`;
  }
  if (t.imperial === 0 || free(map, player, rules)) return undefined;
  // The Movement Law holds at every step (BR p.10 example): dropping the Imperial-heavy groups first,
  // it holds throughout exactly when it holds for all the ships and for the group at the stop.
  if (ends.length === 1) return movementLaw(imperialOf(ends[0]), loyalOf(ends[0]), ` into ${ends[0].to}`);
  for (const g of a.groups) if (imperialOf(g) <= loyalOf(g)) return undefined;
  return movementLaw(imperialOf(a.groups[0]), loyalOf(a.groups[0]), ` into ${a.groups[0].to}`);
}

function imperialOf(g: MoveGroup): number {
  return g.imperial === undefined ? 0 : g.imperial.fresh + g.imperial.damaged;
}

function loyalOf(g: MoveGroup): number {
  return g.ships.fresh + g.ships.damaged + (g.flagship === true ? 1 : 0);
}

/** ": gate 4.0 stopped it (Blue controls gate 4.0)" for a stop among `next` (the systems next to the end), else "". */
function stopsNear(next: readonly SystemId[], stops: { [id: string]: string }): string {
  for (const n of next) if (stops[n] !== undefined) return `; it would stop at ${n}: ${stops[n]}`;
  return "";
}

/** Sprinter Drives (L03): each step from where this move left fresh ships, to an adjacent system. */
function sprintRefusal(a: MoveAction, powers: MapPowers, place: (id: unknown) => string | undefined, next: (id: SystemId) => SystemId[]): string | undefined {
  const steps = a.sprint;
  if (steps === undefined) return undefined;
  if (!Array.isArray(steps)) return "Sprinter Drives' extra moves are a list of steps";
  if (steps.length === 0) return undefined;
  if (powers.lore.indexOf(SPRINTER_DRIVES) < 0) return "only Sprinter Drives (L03) moves ships once more after the move";
  const used: { [id: string]: number } = {};
  for (const step of steps as SprintStep[]) {
    if (typeof step !== "object" || step === undefined) return "each Sprinter Drives step names from, to and fresh ships";
    let freshThere = -1;
    for (const g of a.groups) if (g.to === step.from) freshThere = g.ships.fresh + (g.flagship === true ? 1 : 0);
    if (freshThere < 0) return `Sprinter Drives moves ships this move brought: none ended in ${String(step.from)}`;
    if (typeof step.fresh !== "number" || step.fresh < 1 || Math.floor(step.fresh) !== step.fresh) return "Sprinter Drives moves a whole number of fresh ships";
    const before = used[step.from] === undefined ? 0 : used[step.from];
    if (before + step.fresh > freshThere) return `Sprinter Drives moves fresh ships once more: ${freshThere} fresh moved into ${step.from} (L03)`;
    used[step.from] = before + step.fresh;
    const bad = place(step.to);
    if (bad !== undefined) return bad;
    if (next(step.from).indexOf(step.to) < 0) return `Sprinter Drives moves to an adjacent system: ${step.to} is not adjacent to ${step.from}`;
  }
  return undefined;
}

/** The move's words: "moves 2 ships from 3.1 to 3.0" or "takes Catapult moves from 3.1: 1 ship to 3.0, 2 ships to 4.0". */
function moveText(player: Colour, a: MoveAction, catapult: boolean): string {
  const parts: string[] = [];
  for (const g of a.groups) {
    const imperial = imperialOf(g);
    const loyal = g.ships.fresh + g.ships.damaged;
    const flag = g.flagship !== true ? "" : loyal > 0 ? " and the Flagship" : "the Flagship";
    const part = loyal === 0 && flag === "" ? (imperial > 0 ? `${imperial} Imperial ship${imperial === 1 ? "" : "s"}` : "") : `${loyal > 0 ? ships(loyal) : ""}${flag}${imperial > 0 ? ` with ${imperial} Imperial` : ""}`;
    const b = blightOf(g);
    parts.push(b === 0 ? part : part === "" ? `${b} Blight` : `${part} and ${b} Blight`);
  }
  const steps = a.sprint === undefined ? [] : a.sprint;
  const sprint = steps.length > 0 ? `; Sprinter Drives: ${steps.map((st) => `${ships(st.fresh)} on from ${st.from} to ${st.to}`).join(", ")}` : "";
  if (!catapult) return `${player} moves ${parts[0]} from ${a.from} to ${a.groups[0].to}${sprint}`;
  const each: string[] = [];
  for (let i = 0; i < parts.length; i++) each.push(`${parts[i]} to ${a.groups[i].to}`);
  return `${player} takes Catapult moves from ${a.from}: ${each.join(", ")}${sprint}`;
}

/**
 * A plain move (p.13): one group of ships into a system adjacent to the origin. It is decided on
 * the origin alone; any other move is a Catapult, decided also on every gate its ships may pass
 * (what stops them there), so the table reads the other gates only for such a move.
 */
export function isPlainMove(a: MoveAction, outOfPlay: readonly number[]): boolean {
  return Array.isArray(a.groups) && a.groups.length === 1 && typeof a.groups[0] === "object" && areAdjacent(a.from, a.groups[0].to, outOfPlay);
}

/** Why `player` cannot take this move on `map`, or what it does. */
export function moveOutcome(map: MapSnapshot, outOfPlay: readonly number[], player: Colour, a: MoveAction, rules: MapRules, powers: MapPowers): string | MoveOutcome {
  const place = (id: unknown) => placeRefusal(map, id, outOfPlay, rules);
  const next = (id: SystemId) => nextTo(map, id, outOfPlay, rules);
  const badFrom = place(a.from);
  if (badFrom !== undefined) return badFrom;
  if (!Array.isArray(a.groups) || a.groups.length === 0) return "a move names where its ships go";
  const seen: { [id: string]: boolean } = {};
  for (const g of a.groups) {
    const bad = groupRefusal(g, a.from, place, seen);
    if (bad !== undefined) return bad;
  }
  const t = totalsOf(a.groups);
  const bad = originRefusal(map, a.from, player, t, rules);
  if (bad !== undefined) return bad;
  const moving = t.fresh + t.damaged + t.imperial + t.flagship;
  if (powers.leader === REBEL && moving > 2) return `Rebel (Disorganized): you cannot move more than 2 ships at a time, not ${moving}`;
  const linked = rules.linked;
  let broke = "";
  if (a.breaking !== undefined) {
    const b = rules.breakGate === undefined ? "only F2203 breaks a gate" : rules.breakGate(map, a, player);
    if (typeof b === "string") return b;
    broke = b.text;
  }
  const one = a.groups.length === 1;
  const plain = broke === "" && ((rules.around === undefined ? isPlainMove(a, outOfPlay) : one && next(a.from).indexOf(a.groups[0].to) >= 0) || (one && linked !== undefined && linked(map, a.from, a.groups[0].to, player)));
  if (!plain) {
    if (t.blight > 0) return "Blight can't Catapult (F1304, F2102): they move to an adjacent system";
    if (!rules.catapultFrom(map, a.from, player)) {
      return a.groups.length === 1
        ? `${a.groups[0].to} is not adjacent to ${a.from}: only ships leaving a Loyal starport Catapult (p.13)`
        : `a move goes to one adjacent system; dropping ships off on the way is a Catapult, from a Loyal starport (p.13)`;
    }
    const far = catapultRefusal(map, a, player, t, outOfPlay, rules);
    if (far !== undefined) return far;
  }
  const sprint = sprintRefusal(a, powers, place, next);
  if (sprint !== undefined) return sprint;
  return { ships: moving, catapult: !plain, text: moveText(player, a, !plain) + broke };
}
