/**
 * The `mapAction` command: a Move, Build, Tax or Repair the table saw on the map, decided on the
 * map as it was just before (the command's `map`), on the player's turn after their card; it spends
 * one action of the turn's count like any standard action (src/core/game/actions.ts), and keeps
 * what the once-per-turn limits need (the cities taxed, the ships built at each starport) in the
 * turn's record. A refusal leaves the state untouched (the engine's working copy is dropped).
 * `mapActionUnder` takes a rule module's MapRules (the campaign's, src/core/campaign/mapActions.ts);
 * the base game's command uses BASE rules only, so a crafted command cannot steer it.
 */
import type { Colour, ResourceType, SystemId } from "../data/vocabulary";
import type { GameState } from "../game/types";
import { onTurnAfterCard } from "../game/legal";
import { spendAction, turnActions } from "../game/actions";
import { playerState } from "../game/rounds";
import { pushTaxReminder } from "../powers/leaderTurnPowers";
import type { CardActMap, CardActOutcome, MapActionCommand, MoveAction } from "./actionTypes";
import type { MapSnapshot } from "./snapshot";
import type { MapRules } from "./mapRules";
import { baseMapRules } from "./mapRules";
import { mapSnapshotRefusal } from "./check";
import type { MapPowers } from "./move";
import { moveOutcome } from "./move";
import { buildOutcome, CLOUD_CITIES, GATE_PORTS, GATE_STATIONS } from "./build";

/** Living Structures (L10): Nurture (Build) taxes a Loyal city; Prune (Repair) is not read on the table (D19). */
export const LIVING_STRUCTURES = "L10";
import { taxOutcome } from "./tax";
import { repairOutcome } from "./repair";
import { countPieces, piecesIn } from "./pieces";
import { systemRefusal } from "./count";
import { logEvent } from "../game/util";
import { declareWithoutZero } from "../powers/declarePowers";

export type { MapAction, MapActionCommand } from "./actionTypes";

/** What the table does after an accepted map action (the event's `map`): a piece placed damaged, a Rival's agent captured, a card action's pieces. */
export interface MapOutcome extends CardActMap {
  damaged?: boolean;
  captive?: Colour;
  /** a tax's resource: the one the table saw taken, else the planet's (none for a gate city); with `gain`, a card action's */
  resource?: ResourceType;
}

/** How many players hold Gate Ports or Gate Stations (each may build one piece on a gate), and Cloud Cities (one per planet), in one pass. */
function holders(s: GameState): { gateSlots: number; planetSlots: number } {
  let gate = 0;
  let planet = 0;
  for (const p of s.players) {
    const lore = p.lore;
    if (Array.isArray(lore) && lore.length > 0) {
      if (lore.indexOf(GATE_PORTS) >= 0) gate += 1;
      if (lore.indexOf(GATE_STATIONS) >= 0) gate += 1;
      if (lore.indexOf(CLOUD_CITIES) >= 0) planet += 1;
    }
  }
  return { gateSlots: gate, planetSlots: planet };
}

/** Why the map cannot be this game's: the snapshot's own check, and its out-of-play clusters against the setup's. */
function mapRefusal(s: GameState, map: MapSnapshot, rules: MapRules): string | undefined {
  if (typeof map !== "object" || map === undefined) return "send the map with the action: the rules decide on it";
  const h = holders(s);
  const bad = mapSnapshotRefusal(map, s.seats, { nonPlayers: rules.nonPlayers, gateSlots: h.gateSlots, planetSlots: h.planetSlots, centre: rules.centre });
  if (bad !== undefined) return bad;
  const shown = map.outOfPlay;
  if (shown === undefined) return undefined;
  const game = s.outOfPlayClusters;
  const agree = Array.isArray(shown) && shown.length === game.length && game.every((c) => shown.indexOf(c) >= 0);
  if (agree) return undefined;
  return game.length === 0 ? "no cluster is out of play in this game, yet the map shows some" : `the setup card puts cluster${game.length === 1 ? "" : "s"} ${game.map((c) => String(c)).join(" and ")} out of play (p.4 step J), not the map's`;
}

/**
 * Gate Ports (L08): "When Rival ships take a move into a gate you control with a fresh Loyal
 * starport, capture 1 agent of that Rival." The capture is its holder's (`cardAction` gatePorts);
 * the log says who may take it.
 */
function gatePortsNotices(s: GameState, map: MapSnapshot, player: Colour, a: MoveAction, rules: MapRules): string[] {
  const out: string[] = [];
  for (const p of s.players) {
    if (p.colour !== player && Array.isArray(p.lore) && p.lore.indexOf(GATE_PORTS) >= 0) {
      // Every gate the ships end in, Sprinter Drives' steps included; control as on the mover's turn
      // (in a campaign the Presence Law holds on the Regent's own turn, BR p.10).
      const into: SystemId[] = [];
      // Blight moved alone (F1304, F2102) are no ships.
      for (const g of a.groups) if (into.indexOf(g.to as SystemId) < 0 && (g.blight === undefined || g.ships.fresh + g.ships.damaged > 0 || g.flagship === true || g.imperial !== undefined)) into.push(g.to as SystemId);
      for (const st of a.sprint === undefined ? [] : a.sprint) if (into.indexOf(st.to as SystemId) < 0) into.push(st.to as SystemId);
      for (const gate of into) {
        if (gate.slice(gate.length - 2) === ".0" && rules.controller(map, gate, player) === p.colour && countPieces(piecesIn(map, gate), p.colour, "starport", "fresh") > 0) {
          out.push(`${p.colour} may capture 1 of ${player}'s agents with Gate Ports (L08): ${player}'s ships moved into gate ${gate}, which ${p.colour} controls with a fresh starport`);
        }
      }
    }
  }
  return out;
}

/** The turn's record of a Slipstream Drive move (BR p.25): it spent no action. */
export const SLIPSTREAM_KEY = "slipstream>move:";

/** The last map action of the turn is a move from `from` (a Slipstream Drive one: `slip`) and no other action came after it. */
function joinRefusal(s: GameState, player: Colour, from: SystemId, slip: boolean): string | undefined {
  const t = turnActions(s, player);
  const acts = t.mapActs === undefined ? [] : t.mapActs;
  const last = acts.length > 0 ? acts[acts.length - 1] : "";
  const lastTaken = t.taken.length > 0 ? t.taken[t.taken.length - 1] : "";
  if (slip ? last === SLIPSTREAM_KEY + from : lastTaken === "move" && last === `move:${from}`) return undefined;
  return `these ships join no move: ${player}'s last action this turn is not a ${slip ? "Slipstream Drive move" : "move"} from ${from}`;
}

/**
 * Why `a` is no Slipstream Drive move now: the rule module's reasons (its Flagship and Upgrade,
 * BR p.25), then "Once per turn, in your Prelude" (p.20: the Prelude is over once a battle or
 * secure was paid with a pip, D15).
 */
function slipstreamRefusal(s: GameState, c: MapActionCommand, a: MoveAction, rules: MapRules): string | undefined {
  if (a.slipstream !== true || rules.slipstream === undefined) return "only a Flagship's Slipstream Drive Catapults in the Prelude (BR p.25)";
  const why = rules.slipstream(c.map, a, c.player);
  if (why !== undefined) return why;
  const t = turnActions(s, c.player);
  if (t.preludeOver) return `Slipstream Drive moves in the Prelude, and ${c.player}'s is over (p.20, BR p.25)`;
  const acts = t.mapActs === undefined ? [] : t.mapActs;
  if (c.join !== true && acts.some((k) => k.slice(0, SLIPSTREAM_KEY.length) === SLIPSTREAM_KEY)) return "Slipstream Drive Catapults once per turn, already taken (BR p.25)";
  return undefined;
}

/** The `mapAction` command under `rules`. */
export function mapActionUnder(s: GameState, c: MapActionCommand, rules: MapRules): string | undefined {
  const turn = onTurnAfterCard(s, c.player, "move, build, tax and repair");
  if (turn !== undefined) return turn;
  const a = c.action;
  if (typeof a !== "object" || a === undefined) return "name the action: a move, build, tax or repair";
  const bad = mapRefusal(s, c.map, rules);
  if (bad !== undefined) return bad;
  const ps = playerState(s, c.player);
  const powers: MapPowers = { lore: ps === undefined || !Array.isArray(ps.lore) ? [] : ps.lore };
  if (ps !== undefined && ps.leader !== undefined) powers.leader = ps.leader;
  const acts = turnActions(s, c.player).mapActs;
  const done = acts === undefined ? [] : acts;
  const outOfPlay = s.outOfPlayClusters;
  let key = "";
  let text = "";
  let outcome: MapOutcome = {};
  let notices: string[] = [];
  let slip = false;
  let paid: CardActOutcome["paid"] = "tax";
  const free = a.kind === "move" ? rules.freeMove : undefined;
  if (a.kind === "move") {
    if (a.slipstream !== undefined) {
      const no = slipstreamRefusal(s, c, a, rules);
      if (no !== undefined) return no;
      slip = true;
    }
    // Slipstream Drive Catapults from the Flagship (BR p.25), wherever it is.
    const r = moveOutcome(c.map, outOfPlay, c.player, a, slip ? { ...rules, catapultFrom: () => true } : rules, powers);
    if (typeof r === "string") return r;
    text = slip ? `${r.text} (Slipstream Drive: in the Prelude, no action)` : free !== undefined ? `${r.text} (${free}: no action)` : r.text;
    if (c.join === true) {
      const joined = joinRefusal(s, c.player, a.from, slip);
      if (joined !== undefined) return joined;
    } else {
      key = `${slip ? SLIPSTREAM_KEY : free !== undefined ? `${free}>move:` : "move:"}${a.from}`;
      notices = gatePortsNotices(s, c.map, c.player, a, rules);
    }
  } else if (a.kind === "build") {
    const r = buildOutcome(c.map, outOfPlay, c.player, a, rules, powers, done);
    if (typeof r === "string") return r;
    key = r.key;
    text = r.text;
    if (r.damaged) outcome.damaged = true;
  } else if (a.kind === "tax") {
    const r = taxOutcome(c.map, outOfPlay, c.player, a, rules, powers, done);
    if (typeof r === "string") return r;
    key = r.key;
    text = r.text;
    if (r.captive !== undefined) outcome.captive = r.captive;
    if (r.resource !== undefined) outcome.resource = r.resource;
  } else if (a.kind === "repair") {
    const r = repairOutcome(c.map, outOfPlay, c.player, a, rules);
    if (typeof r === "string") return r;
    key = r.key;
    text = r.text;
  } else if (a.kind === "harvest") {
    const r = systemRefusal(a.system, outOfPlay) ?? (rules.harvest === undefined ? "only Blight Reapers (F1306) Harvests" : rules.harvest(c.map, a, c.player));
    if (typeof r === "string") return r;
    key = `tax:harvest@${a.system}`;
    text = r.text;
    if (r.resource !== undefined) outcome.resource = r.resource;
  } else if (a.kind === "card") {
    const r = (a.system === undefined ? undefined : systemRefusal(a.system, outOfPlay)) ?? (rules.cardAct === undefined ? "no card of yours acts on this map" : rules.cardAct(c.map, a, c.player, done));
    if (typeof r === "string") return r;
    paid = r.paid;
    key = r.key ?? `${paid}:${a.card}`;
    text = r.text;
    outcome = r.map;
    // A Prelude of the card's (F1402): no action spent, before the Prelude is over (p.20).
    slip = paid === "prelude";
    if (slip && turnActions(s, c.player).preludeOver) return `${c.player}'s Prelude is over (p.20)`;
    const no = r.declare && declareWithoutZero(s, c.player, r.declare, "in the Prelude");
    if (no) return no;
  } else return "name the action: a move, build, tax or repair";
  if (slip && key !== "") {
    // A Prelude action: no action spent, and declaring or seizing is over (p.20).
    const t = turnActions(s, c.player);
    s.actions = { ...t, prelude: true, mapActs: done.concat([key]) };
  } else if (free !== undefined && key !== "") {
    // A move a card grants (MapRules.freeMove): no action spent.
    s.actions = { ...turnActions(s, c.player), mapActs: done.concat([key]) };
  } else if (key !== "") {
    // Harvest (Tax) is paid with a Tax action, a card's action with the one it names.
    const none = spendAction(s, c.player, a.kind === "harvest" || a.kind === "card" ? (paid as "tax") : a.kind);
    // Living Structures (L10) "Nurture (Build): Tax a Loyal city.": with no Tax action left, a Build action taxes a Loyal city.
    const nurture = none !== undefined && a.kind === "tax" && a.owner === c.player && powers.lore.indexOf(LIVING_STRUCTURES) >= 0 && spendAction(s, c.player, "build") === undefined;
    if (nurture) text = `${text} (Nurture: a Build action, Living Structures L10)`;
    else if (none !== undefined) return none;
    const t = turnActions(s, c.player);
    // An action paid with another kind's action says so ("build>tax:..."), so taking back that
    // kind's action takes it back (undoAction).
    s.actions = { ...t, mapActs: done.concat([nurture ? `build>${key}` : key]) };
  }
  s.events.push({ kind: "action", player: c.player, text: c.join === true ? `${text} (the same move)` : text, map: outcome });
  for (const n of notices) logEvent(s, "action", c.player, n);
  if (a.kind === "tax") pushTaxReminder(s, c.player);
  return undefined;
}

/** The base game's `mapAction` (pp.12-13). */
export function mapAction(s: GameState, c: MapActionCommand): string | undefined {
  return mapActionUnder(s, c, baseMapRules(s.seats));
}
