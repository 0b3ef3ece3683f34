/**
 * F1803 Building Bunkers on the table: a Bunker (tag `fate-token`, GMNotes "Bunker") the Survivalist
 * lets go in a system on their turn after their card, from off the map, is a Build the core decides
 * (core/campaign/fates/bunkers.ts) on that system's read, the Bunkers there without it and the agents
 * in their supply. Accepted: turned damaged when the core says so, 1 of their agents from the supply
 * onto the rules booklet's Scrapped spot, and 1 agent of the one Rival with agents in supply into
 * their Captives (with several, the Survivalist is told to choose). Refused under enforced rules, it
 * goes back and the reason goes to the Survivalist alone; under advisory rules it stays. Anyone
 * else's drop, or a Bunker moved on the map, is a correction left alone (banners.ts listens).
 * F1104 Planet Hammer's Prepare (hammerDrop) the same way, and the Refugees' Resettle (F1105-F1109:
 * a Free city, map/mapActions.ts onResettle) sends its Build the same way (breakerBuild).
 */
import type { Colour, SystemId } from "../../core/data/vocabulary";
import type { GameState } from "../../core/game/types";
import type { Result } from "../../core/result";
import { SURVIVALIST } from "../../core/campaign/fates/bunkers";
import { named } from "../../core/campaign/fates/setupWords";
import { refuseTo, tell } from "../lib/chat";
import { above, find as tagged, tagged as all } from "../lib/table";
import { setDamaged } from "../lib/pieces";
import { tokensBut } from "../lib/fateTokensOnMap";
import { game, rulesMode, submit } from "../session/session";
import { mover, readSystems, systemOf, withPlayArea } from "../map/read";
import { playAreaOf } from "../../core/campaign/fates/monopolies";
import { capture, gain } from "../map/tax";
import { system } from "../../core/data/map";
import { emptySlots } from "../../core/resources/resources";
import { playerHoldings } from "../court/table";
import { supplyBag } from "../battle/read";

const HAMMERS = "f11-hammer-fragment";

/** Where a Fate token was picked up, and the system it lay in. */
export interface TokenPick {
  at: Vector;
  from?: string;
}

/** `obj` where `pick` was (else into its bag, `notes`); false when neither is there. */
function putBack(obj: TTSObject, pick: TokenPick | undefined, notes: string): boolean {
  const bag = tagged("fate-token-supply", notes);
  if (pick !== undefined) obj.setPositionSmooth(Vector(pick.at.x, pick.at.y + 0.5, pick.at.z), false, true);
  else if (bag !== undefined) bag.putObject(obj);
  return pick !== undefined || bag !== undefined;
}

/** A refused token: back where it was picked up (or into its bag, `notes`) under enforced rules, `why` to the dropper. */
export function tokenBack(colour: string, obj: TTSObject, pick: TokenPick | undefined, why: string, notes: string): void {
  refuseTo(colour, `${why}. ${rulesMode() !== "advisory" && putBack(obj, pick, notes) ? "It went back" : "It stays where you put it"}.`);
}

/** The Planet Breaker's build of `piece` in `id` (the core's planetHammer.ts), sent when `player`'s play area shows its card: the Planet Hammer (F1104) for a Hammer token, a Refugees card (F1105-F1109) for a Free city (accepted: that planet's type into their empty resource slots). */
export function breakerBuild(player: Colour, id: string, piece: "hammer" | "free city", obj: TTSObject): Result<GameState> | undefined {
  const map = withPlayArea(readSystems([id], obj), game(), player, (c) => c.length === 5 && c.slice(0, 4) === "F110" && c !== "F1102");
  if (!playAreaOf(map, player).some((c) => (c === "F1104") === (piece === "hammer"))) return undefined;
  const r = submit({ type: "mapAction", player, action: { kind: "build", system: id as SystemId, piece }, map });
  const where = system(id as SystemId);
  // Resettle: "gain <type> up to your number of empty resource slots", from the supply.
  if (r.ok && piece === "free city" && where !== undefined && where.resource !== undefined) gain(player, where.resource, undefined, emptySlots(playerHoldings(player)));
  return r;
}

/**
 * Once a Hammer Fragment token rests face up: Prepare (F1104), when the Planet Hammer's holder let it
 * go on the map from off it (it is a Hammer token, F1103A); accepted, any other Hammer token face up
 * on the map goes back where this one was picked up (their supply), else into its bag.
 */
export function hammerDrop(colour: string, obj: TTSObject, pick: TokenPick | undefined): void {
  const player = mover(game(), colour);
  const id = obj.isDestroyed() ? undefined : systemOf(obj);
  if (player === undefined || id === undefined || obj.is_face_down || (pick !== undefined && pick.from !== undefined)) return;
  const r = breakerBuild(player, id, "hammer", obj);
  if (r !== undefined && !r.ok) tokenBack(colour, obj, pick, r.reason, HAMMERS);
  else if (r !== undefined) for (const o of all("fate-token")) if (o !== obj && o.getGMNotes() === "Hammer Fragment" && !o.is_face_down && systemOf(o) !== undefined) putBack(o, pick, HAMMERS);
}

/** Once the Bunker rests: a Build, when the Survivalist let it go on the map from off it. */
export function bunkerDrop(colour: string, obj: TTSObject, pick: TokenPick | undefined): void {
  const s = game();
  const player = mover(s, colour);
  const id = obj.isDestroyed() ? undefined : systemOf(obj);
  if (s === undefined || s.campaign === undefined || player === undefined || id === undefined || (pick !== undefined && pick.from !== undefined)) return;
  if (!s.campaign.players.some((p) => p.colour === player && p.fate === SURVIVALIST)) return;
  const bag = supplyBag("agent", player);
  const agents = bag === undefined ? 0 : bag.getQuantity();
  const r = submit({ type: "mapAction", player, action: { kind: "build", system: id as SystemId, piece: "bunker", agents }, map: { ...readSystems([id]), fateTokens: tokensBut(id, "Bunker") } });
  if (!r.ok) {
    tokenBack(colour, obj, pick, r.reason, "f18-bunker");
    return;
  }
  if (r.value.events.some((e) => e.map !== undefined && e.map.damaged === true)) setDamaged(obj, true);
  const scrap = tagged("rules-booklet-scrap");
  if (bag !== undefined && scrap !== undefined) bag.takeObject({ position: above(scrap, 0.5), smooth: false });
  const rivals: Colour[] = [];
  for (const c of s.seats) {
    const b = c === player ? undefined : supplyBag("agent", c);
    if (b !== undefined && b.getQuantity() > 0) rivals.push(c);
  }
  if (rivals.length === 1) capture(player, rivals[0]);
  else if (rivals.length > 1) tell(colour, `${named("F1803")}: capture 1 agent from a chosen Rival's supply.`);
}
