/**
 * The map room: the map's actions seen as they happen (docs/playing.md "What the table checks on
 * the map"). On the player's own turn, after their card, a piece of theirs picked up and let go on
 * the map is an action the core decides (src/core/map/mapAction.ts) on the systems it names, read
 * just before it (read.ts; a Catapult's other gates by what stops it there, so a stray building
 * there blocks no move, and only once the move is a Catapult: a plain move reads two systems):
 * - a ship (a Flagship; a Regent's Imperial ship) from one system into another: a Move. Drops from
 *   the same system are one move while it is the turn's last action (`join`: the core spends one
 *   action for all of them); a ship put back into the move's origin takes its drop back, the last
 *   one the whole move (`undoAction`); from the Flagship's system, a Slipstream Drive move (slipstream.ts);
 * - a city, starport or ship from off the map (a board, a bag) into a system: a Build (placed
 *   damaged when the core says so); lifted off the map again while it is the turn's last action:
 *   the build taken back;
 * - a damaged piece of theirs stood up or flipped fresh where it lies: a Repair;
 * - a Free city from off the map into a system, by a holder of a Refugees card (F1105-F1109): Resettle;
 * - a ship from the Twisted Passage while its mover's Passage Storms moves are open (F2206): a free move.
 * - a resource token from the supply let go on a city: a Tax (tax.ts, installed from here).
 * Refused under enforced rules, the piece goes back where it was picked up (or into its supply bag,
 * a repaired piece damaged again) and the reason goes to the dropper alone; under advisory rules it
 * stays and the dropper may `!arcs override`; stopped rules run no handler (lib/guard.ts). Anyone
 * else's drop, a drop before the card, and a nudge inside one system are corrections it leaves alone.
 */
import type { Colour, SystemId } from "../../core/data/vocabulary";
import type { MapAction, MoveGroup, SprintStep } from "../../core/map/actionTypes";
import { SPRINTER_DRIVES, isPlainMove } from "../../core/map/move";
import { apply } from "../../core/rules";
import type { MapSnapshot } from "../../core/map/snapshot";
import type { Command, GameState } from "../../core/game/types";
import { on } from "../lib/events";
import type { TagSet } from "../lib/events";
import { refuseTo } from "../lib/chat";
import { gmNotes, whenRested } from "../lib/table";
import { isDamaged, setDamaged } from "../lib/pieces";
import { campaignPiece, warmSystemZones } from "../lib/campaignMap";
import { onResume } from "../session/redraw";
import { game, rulesMode, submit, tableState } from "../session/session";
import type { MapPick } from "./read";
import { regroup, resprint } from "./moveGroups";
import { cloudHolders, mover, offSlots, passageLaw, pickOf, placeOf, readMove, readSystems, systemOf, withCatapultGates, withFlagshipBoard, withPickBack, withPlayArea } from "./read";
import { TOOL_PRIESTS, shipBuiltAt } from "../../core/map/build";
import { system } from "../../core/data/map";
import { installTax } from "./tax";
import { breakerBuild } from "../campaign/bunkers";
import { gateBreaker, redrawStart } from "../campaign/mapCards";
import { moveOf, slipstreamMove, withImperial } from "./slipstream";
import { withBanners, withPassages } from "../lib/fateTokensOnMap";
import { fateCardsIn, supplyBag } from "../lib/pieceTags";
import { SLIPSTREAM_KEY } from "../../core/map/mapAction";
import { movesBlight } from "../../core/campaign/fates/blightCards";
import { TWISTED_PASSAGE, stormsOpen } from "../../core/campaign/fates/twistedPassage";

const MAP_TAGS: readonly string[] = ["ship", "city", "starport", "imperial-ship", "flagship", "free-city", "free-starport", "blight"];

function mapTagged(tags: TagSet): boolean {
  for (const t of MAP_TAGS) if (tags[t] === true) return true;
  return false;
}

/** Where each map piece was last picked up, by GUID (read at pick-up, while its zones are where it lay). */
const picks: { [guid: string]: MapPick | undefined } = {};

/** The move the drops are adding to: its origin, its groups so far and the map before its first drop. */
interface OpenMove {
  from: string;
  groups: MoveGroup[];
  map: MapSnapshot;
  /** Sprinter Drives' steps so far (L03) */
  sprint?: SprintStep[];
  /** a Slipstream Drive move (BR p.25): no action spent */
  slipstream: boolean;
  /** a Catapult that breaks the gate (F2203) */
  breaking?: boolean;
}

/**
 * The move `player`'s drops add to, derived from the game alone (so a save/load mid-move goes on
 * with it): while the turn's last action is a move (the core's record, `actions.mapActs`), its
 * latest `mapAction` in the log carries the whole move so far and the map before its first drop
 * (a `join` keeps the first drop's map). Read newest first; each `undoAction` of a move met on the
 * way cancels the latest move not yet cancelled (its joins and its first drop). A Slipstream Drive
 * move spends no action: it is open while it is the turn's last map action.
 */
function openMoveOf(s: GameState, player: Colour): OpenMove | undefined {
  const a = s.actions;
  if (a === undefined || a.player !== player) return undefined;
  const acts = a.mapActs === undefined ? [] : a.mapActs;
  const last = acts.length > 0 ? acts[acts.length - 1] : "";
  const slipstream = last.slice(0, SLIPSTREAM_KEY.length) === SLIPSTREAM_KEY;
  if (!slipstream && (last.slice(0, 5) !== "move:" || a.taken.length === 0 || a.taken[a.taken.length - 1] !== "move")) return undefined;
  const from = last.slice(slipstream ? SLIPSTREAM_KEY.length : 5);
  const commands = tableState().log.commands;
  let undone = 0;
  for (let i = commands.length - 1; i >= 0; i--) {
    const c = commands[i];
    if (c.type === "undoAction" && c.player === player && c.action === "move") undone += 1;
    else if (c.type === "mapAction" && c.player === player && c.action.kind === "move") {
      if (undone === 0) return c.action.from === from && (c.action.slipstream === true) === slipstream ? { from, groups: c.action.groups, map: c.map, sprint: c.action.sprint, slipstream, breaking: c.action.breaking } : undefined;
      if (c.join !== true) undone -= 1;
    }
  }
  return undefined;
}

/** Enforced rules: the piece back where it was picked up (or into its supply bag); the words for the dropper. */
function sendBack(obj: TTSObject, pick: MapPick | undefined): string {
  if (rulesMode() === "advisory") return "It stays where you put it.";
  if (pick !== undefined) {
    obj.setRotation(Vector(pick.rotation.x, pick.rotation.y, pick.rotation.z));
    obj.setPositionSmooth(Vector(pick.position.x, pick.position.y + 0.5, pick.position.z), false, true);
    return "It went back where it was.";
  }
  const piece = campaignPiece(obj);
  const bag = piece && supplyBag(piece.kind, piece.owner);
  if (bag !== undefined) bag.putObject(obj);
  return "It went back to your supply.";
}

function tryCommand(dropper: string, command: Command, undo: () => string): boolean {
  const r = submit(command);
  if (r.ok) return true;
  refuseTo(dropper, `${r.reason}. ${undo()}`);
  return false;
}

function loreOf(s: GameState, player: Colour): readonly string[] {
  for (const p of s.players) if (p.colour === player && Array.isArray(p.lore)) return p.lore;
  return [];
}

function holdsLore(s: GameState, player: Colour, lore: string): boolean {
  return loreOf(s, player).indexOf(lore) >= 0;
}

/** The open move again with Sprinter Drives' `steps` (the move's groups unchanged). */
function withSprint(player: Colour, open: OpenMove, steps: SprintStep[]): Command {
  return { type: "mapAction", player, action: moveOf(open.from, open.groups, steps.length > 0 ? steps : undefined, open.slipstream), map: open.map, join: true };
}

/**
 * Sprinter Drives (L03) on the table: with the move open, a fresh Loyal ship it brought, dropped
 * from where it ended into an adjacent system, moves one more time (the same move, no action
 * spent), when the core takes it so (else the drop is read as any other); one dropped back from
 * such a step takes that step back. True when the drop was one of these.
 */
function onSprint(dropper: string, player: Colour, obj: TTSObject, pick: MapPick, from: string, to: string, open: OpenMove): boolean {
  const s = game() as GameState;
  const steps = open.sprint === undefined ? [] : open.sprint;
  if (steps.some((st) => st.from === to && st.to === from)) {
    tryCommand(dropper, withSprint(player, open, resprint(steps, to, from, -1)), () => sendBack(obj, pick));
    return true;
  }
  if (pick.damaged || pick.owner !== player || !open.groups.some((g) => g.to === from) || !holdsLore(s, player, SPRINTER_DRIVES)) return false;
  const command = withSprint(player, open, resprint(steps, from, to, 1));
  if (!apply(s, command).ok) return false;
  tryCommand(dropper, command, () => sendBack(obj, pick));
  return true;
}

/** A ship of the mover's from one system into another: a new move, a drop joining the open one, or a drop taken back. */
function onMove(dropper: string, player: Colour, obj: TTSObject, pick: MapPick, from: string, to: string): void {
  const open = openMoveOf(game() as GameState, player);
  // Back into the open move's origin from one of its destinations: that drop is taken back.
  if (open !== undefined && open.from === to && open.groups.some((g) => g.to === from)) {
    const groups = regroup(open.groups, from, pick, -1);
    if (groups.length === 0) {
      submit({ type: "undoAction", player, action: "move" });
      return;
    }
    tryCommand(dropper, { type: "mapAction", player, action: moveOf(to, groups, open.sprint, open.slipstream, open.breaking), map: open.map, join: true }, () => sendBack(obj, pick));
    return;
  }
  if (open !== undefined && onSprint(dropper, player, obj, pick, from, to, open)) return;
  const s = game() as GameState;
  if (open !== undefined && open.from === from) {
    const before = open.groups;
    const action = moveOf(from, regroup(before, to, pick, 1), open.sprint, open.slipstream, open.breaking);
    // The map before the move: its first drop's; a Catapult's adds the gates it may pass that it does not list yet (read.ts withCatapultGates).
    const map = isPlainMove(action, s.outOfPlayClusters) ? open.map : withCatapultGates(s, open.map, player, from, obj, before, open.sprint === undefined ? [] : open.sprint, withImperial(action), open.slipstream);
    const join: Command = { type: "mapAction", player, action, map, join: true };
    // A drop a Slipstream move may not take (the Flagship and other ships, BR p.25), or a Blight and a Catapult (F1304), starts a move of its own.
    if (!(open.slipstream || pick.owner === "blight" || open.groups.some((g) => g.blight !== undefined)) || apply(s, join).ok) {
      tryCommand(dropper, join, () => sendBack(obj, pick));
      return;
    }
  }
  const action = moveOf(from, regroup([], to, pick, 1), undefined, false);
  // After Break Gate on the mover's Breaking Gates (F2203), a ship let go on a gate: a Catapult that breaks it.
  const breaker = system(to as SystemId)?.kind === "gate" ? gateBreaker(player) : undefined;
  if (breaker !== undefined) action.breaking = true;
  // Passage Storms' securer (F2206): out of the Twisted Passage, a free move to any planet.
  if (from === TWISTED_PASSAGE && stormsOpen(s, player)) action.storms = true;
  // The mover's play area goes with the first drop's map (Imperial Officers, Rogue Admirals, a Member title: fates/empireCards.ts).
  // Song of the Banner's holder (F1004): the Banners on the map too.
  const read = withPassages(withBanners(withPlayArea(withPickBack(readMove(from, to, obj, cloudHolders(s)), pick), s, player), player), passageLaw(s));
  const slip = slipstreamMove(s, player, action, read, obj);
  const map = isPlainMove(action, s.outOfPlayClusters) ? read : withCatapultGates(s, read, player, from, obj, [], [], withImperial(action));
  if (tryCommand(dropper, slip !== undefined ? slip : { type: "mapAction", player, action, map }, () => sendBack(obj, pick)) && breaker !== undefined) redrawStart(breaker);
}

/** A city, starport or ship of the mover's from off the map into a system: a Build. */
function onBuild(dropper: string, player: Colour, obj: TTSObject, pick: MapPick | undefined, to: string, kind: "ship" | "city" | "starport"): void {
  const s = game() as GameState;
  const cloud = cloudHolders(s);
  const read = readSystems([to], obj, cloud);
  const id = to as SystemId;
  // Parade Fleets (F202): after its holder's declare, a ship let go at a Free city is the card's (no action).
  if (kind === "ship" && s.round !== undefined && s.round.declaredBy === player) {
    const parade: Command = { type: "paradeFleets", player, playArea: fateCardsIn(player, (i) => i === "F202").map((o) => gmNotes(o)), system: id, map: read };
    if (apply(s, parade).ok) {
      submit(parade);
      return;
    }
  }
  const lore = loreOf(s, player);
  const at = kind === "ship" ? shipBuiltAt(read, id, player, lore) : "loyal";
  // A ship at the Flagship: its board goes with the map (Ship Crane builds 2 a turn, BR p.25).
  // The cards in the builder's play area the rules read go with the map (Prospectors, the Monopolies, a Member title...).
  const map = withPlayArea(at === "flagship" ? withFlagshipBoard(read, player) : read, s, player);
  let action: MapAction = kind === "ship" ? { kind: "build", system: id, piece: "ship", at } : { kind: "build", system: id, piece: kind };
  // Tool-Priests (L01): a ship a starport or the Flagship there may not build is Summoned at a city the player controls, when the core takes it so.
  if (kind === "ship" && at !== "city" && lore.indexOf(TOOL_PRIESTS) >= 0) {
    const summon: MapAction = { kind: "build", system: id, piece: "ship", at: "city" };
    if (!apply(s, { type: "mapAction", player, action, map }).ok && apply(s, { type: "mapAction", player, action: summon, map }).ok) action = summon;
  }
  // A Cloud Cities holder's city let go on a planet beside its building slots is built outside them (L09).
  const where = system(id);
  if (kind === "city" && cloud.indexOf(player) >= 0 && where !== undefined && where.slots > 0 && offSlots(obj, to)) action.outside = true;
  const r = submit({ type: "mapAction", player, action, map });
  if (!r.ok) {
    refuseTo(dropper, `${r.reason}. ${sendBack(obj, pick)}`);
    return;
  }
  for (const e of r.value.events) if (e.map !== undefined && e.map.damaged === true) setDamaged(obj, true);
  if (!r.value.events.some((e) => e.map !== undefined && e.map.damaged === true) && isDamaged(obj)) setDamaged(obj, false);
}

/** A Free city into a planet by a Refugees card's holder: Resettle (bunkers.ts breakerBuild; the Outrage and the tuck are theirs: the event says so). */
function onResettle(dropper: string, player: Colour, obj: TTSObject, pick: MapPick | undefined, to: string): void {
  const r = breakerBuild(player, to, "free city", obj);
  if (r !== undefined && !r.ok) refuseTo(dropper, `${r.reason}. ${sendBack(obj, pick)}`);
}

/** A damaged piece of the mover's made fresh where it lies: a Repair (refused: damaged again). */
function onRepair(dropper: string, player: Colour, obj: TTSObject, pick: MapPick, at: string): void {
  const map = withPlayArea(withPickBack(readSystems([at], obj, cloudHolders(game() as GameState)), pick), game(), player);
  const piece = pick.kind;
  if (piece === "flagship") return;
  const r = submit({ type: "mapAction", player, action: { kind: "repair", system: at as SystemId, owner: pick.owner, piece }, map });
  if (r.ok) return;
  const back = rulesMode() === "advisory" ? "It stays fresh where you put it." : "It is damaged again.";
  if (rulesMode() !== "advisory") setDamaged(obj, true);
  refuseTo(dropper, `${r.reason}. ${back}`);
}

/** Once the dropped piece rests: which action it was, if any. */
function decide(dropper: string, obj: TTSObject, pick: MapPick | undefined): void {
  if (obj.isDestroyed()) return;
  const s = game();
  const player = mover(s, dropper);
  if (player === undefined) return;
  const now = campaignPiece(obj);
  if (now === undefined) return;
  const to = placeOf(obj, passageLaw(s));
  const from = pick && pick.system;
  // A Free city let go on the map from off it by a Refugees card's holder: Resettle (F1105-F1109).
  if (now.owner === "free" && now.kind === "city" && to !== undefined && from === undefined) return onResettle(dropper, player, obj, pick, to);
  const mine = now.owner === player || (now.owner === "empire" && now.kind === "ship") || (now.kind === "blight" && blightMover(player));
  if (!mine) return;
  if (to !== undefined && from === undefined) {
    if (now.owner === player && (now.kind === "ship" || now.kind === "city" || now.kind === "starport")) onBuild(dropper, player, obj, pick, to, now.kind);
    return;
  }
  if (pick === undefined || from === undefined) return;
  if (to === undefined) {
    // Lifted off the map: the turn's last action, a build of this piece in that system, is taken back.
    const a = (s as GameState).actions;
    const acts = a === undefined || a.mapActs === undefined ? [] : a.mapActs;
    const last = acts.length > 0 ? acts[acts.length - 1] : "";
    const built = now.kind === "ship" ? last.slice(0, 11) === "build:ship:" && last.slice(last.length - from.length - 1) === `@${from}` : last === `build:${now.kind}@${from}`;
    if (now.owner === player && built) submit({ type: "undoAction", player, action: "build" });
    return;
  }
  if (to !== from) {
    if (now.kind !== "city" && now.kind !== "starport") onMove(dropper, player, obj, pick, from, to);
    return;
  }
  if (pick.damaged && !now.damaged) onRepair(dropper, player, obj, pick, to);
}

/** Blight Fury or Blight Society (F1304, F2102) in `player`'s play area: their Blight drops are Moves and Repairs. */
function blightMover(player: Colour): boolean {
  return fateCardsIn(player, movesBlight).length > 0;
}

/** A building of the mover's (a Blight, its holder's) flipped face up where it lies: a Repair. */
function onRotate(obj: TTSObject, flip: number, colour: string, oldFlip: number): void {
  const s = game();
  const player = mover(s, colour);
  if (player === undefined || !(oldFlip > 90 && oldFlip < 270) || (flip > 90 && flip < 270)) return;
  const piece = campaignPiece(obj);
  const at = systemOf(obj);
  if (piece === undefined || at === undefined || !(piece.kind === "city" || piece.kind === "starport" || (piece.kind === "blight" && blightMover(player)))) return;
  const p = obj.getPosition();
  const r = obj.getRotation();
  onRepair(colour, player, obj, { by: colour, position: { x: p.x, y: p.y, z: p.z }, rotation: { x: r.x, y: r.y, z: r.z }, system: at, owner: piece.owner, kind: piece.kind, damaged: true }, at);
}

export function installMapActions(): void {
  on("objectPickUp", (colour, obj, tags) => {
    if (mapTagged(tags)) picks[obj.getGUID()] = pickOf(colour, obj, passageLaw(game()));
  });
  on("objectDrop", (colour, obj, tags) => {
    if (!mapTagged(tags) || tags.supply === true) return;
    const guid = obj.getGUID();
    const pick = picks[guid];
    picks[guid] = undefined;
    // Zones see a dropped piece only once it rests (as an agent on the Court: actions/influence.ts).
    whenRested(obj, () => decide(colour, obj, pick));
  });
  on("objectRotate", onRotate);
  installTax();
  // The system zones, searched once per load (lib/campaignMap.ts), not in a player's first drop.
  onResume("map", warmSystemZones);
}
