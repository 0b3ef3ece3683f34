/**
 * Tax on the table (docs/playing.md "What the table checks on the map"; rulebook p.12, FAQ "Tax").
 * On the player's own turn, after their card, a resource token taken from the supply (out of its
 * bag, or lying loose: anything but a token picked up from a player's board or play area, the
 * Imperial Trust or the map) and let go on a city in a system zone is a Tax of that city: the
 * system is the zone's, the city the one nearest the token (a Loyal, Rival or Free city), the
 * resource the token's. The core decides (src/core/map/tax.ts: whose city, control, the Tax Limit,
 * the planet's type); accepted, the token goes to the player's leftmost empty open resource slot
 * (p.17, as the core places gained resources; none empty: back to the supply, and the player may
 * rearrange by hand) and a Rival city's tax takes 1 agent of that Rival from their supply into the
 * player's Captives. Refused under enforced rules, the token goes back into its supply bag and the
 * reason goes to the dropper alone; under advisory rules it stays and `!arcs override` logs it.
 *
 * Blight Reapers' Harvest (Tax) (F1306, in the taxer's play area): the token let go on a damaged Blight
 * lying nearer than any city there is a Harvest of that system (the core decides: control, the
 * planet's type or any at a gate); accepted, the token goes to the slot as a tax's and the Blight
 * back to its supply (no Trophy).
 *
 * Why a drop on the city and not into the resource slot: a token on the board cannot say which city
 * was taxed, and the choice matters (a Loyal or a Rival city: a Captive; two cities of one type: the
 * Tax Limit and control later in the turn). `!arcs tax <system> [owner] [resource]` taxes without a
 * token: a Rival city taxed while the supply has none of its type still gives the Captive (FAQ "Tax").
 */
import type { Colour, Owner, ResourceType, SystemId } from "../../core/data/vocabulary";
import { COLOURS, RESOURCE_TYPES } from "../../core/data/vocabulary";
import { placeResources } from "../../core/resources/resources";
import { asciiLower } from "../../core/util/ascii";
import { on } from "../lib/events";
import type { TagSet } from "../lib/events";
import { refuseTo, tell } from "../lib/chat";
import { campaignSystemPieces } from "../lib/campaignMap";
import { objectsIn, resourceType, supplyBag } from "../lib/pieceTags";
import { spotInZone } from "../lib/place";
import { flatDistance, snapPointWorld } from "../lib/pieces";
import { find, whenRested, zoneOf } from "../lib/table";
import type { MapAction } from "../../core/map/actionTypes";
import { playAreaOf } from "../../core/campaign/fates/monopolies";
import { REAPERS } from "../../core/campaign/fates/blightCards";
import { withSeats } from "../lib/fateTokensOnMap";
import { board, resourceBag } from "../battle/read";
import { playerHoldings } from "../court/table";
import { game, rulesMode, submit } from "../session/session";
import { cloudHolders, mover, readSystems, systemOf, taxSystems, withFlagshipBoard, withPlayArea } from "./read";

export const TAX_COMMAND = "!arcs tax";

/** Zones a token is held in (not the supply): a board's slot row, a play area, the Trust, the map. */
const HELD_ZONES: readonly string[] = ["resources-zone", "play-area", "imperial-trust", "system", "captives", "trophies"];

/** Resource tokens picked up where a player holds them, by GUID (a drop of one of those is no tax). */
const heldPicks: { [guid: string]: boolean | undefined } = {};

function heldWhere(obj: TTSObject): boolean {
  for (const zone of obj.getZones()) for (const t of HELD_ZONES) if (zone.hasTag(t)) return true;
  return false;
}

/** In `system`, the owner of the city nearest `at` and, when a damaged Blight lies nearer than any city, that Blight (a Harvest, F1306). */
function near(system: string, at: Vector): { city?: Owner; blight?: TTSObject } {
  const out: { city?: Owner; blight?: TTSObject } = {};
  let city = -1;
  let blight = -1;
  for (const p of campaignSystemPieces(system)) {
    const d = p.kind === "city" || (p.kind === "blight" && p.damaged) ? flatDistance(p.obj.getPosition(), at) : -1;
    if (p.kind === "city" && (city < 0 || d < city)) {
      out.city = p.owner;
      city = d;
    } else if (d >= 0 && p.kind === "blight" && (blight < 0 || d < blight)) {
      out.blight = p.obj;
      blight = d;
    }
  }
  if (city >= 0 && city < blight) out.blight = undefined;
  return out;
}

/** `n` gained resources of `type` into `player`'s leftmost empty open slots (the token given for the first, else from its bag while it has any); `before`: their board, if not as read. */
export function gain(player: Colour, type: ResourceType, token: TTSObject | undefined, n = 1, before = playerHoldings(player)): void {
  const types: ResourceType[] = [];
  for (let i = 0; i < n; i++) types.push(type);
  const placed = placeResources(before, types);
  const b = board(player);
  const slots: number[] = [];
  if (placed.ok) {
    const after = placed.value.player.resources;
    for (let i = 0; i < after.length; i++) if (before.resources[i] === "empty" && after[i] === type) slots.push(i);
  }
  const bag = resourceBag(type);
  if (slots.length < n) tell(player, `You have no empty resource slot for the ${type}: it went back to the supply (p.17).`);
  if (slots.length === 0 && token !== undefined && bag !== undefined) bag.putObject(token);
  slots.forEach((slot, k) => {
    const spot = b && snapPointWorld(b, `resource-slot-${slot + 1}`);
    if (spot === undefined) return;
    const to = Vector(spot.x, spot.y + 0.3, spot.z);
    if (token !== undefined && k === 0) token.setPositionSmooth(to, false, true);
    else if (bag !== undefined && bag.getQuantity() > 0) bag.takeObject({ position: to, smooth: false });
  });
}

/** A Rival city taxed: 1 of that Rival's agents from their supply into the taxer's Captives (p.12). */
export function capture(player: Colour, rival: Colour): void {
  const bag = supplyBag("agent", rival);
  const captives = zoneOf("captives", player);
  if (bag === undefined || captives === undefined || bag.getQuantity() < 1) return;
  bag.takeObject({ position: spotInZone(captives, objectsIn(captives).length), smooth: false });
}

/**
 * Ask the core for the tax; accepted: the resource and the Captive moved; refused: `undo`'s words to
 * the taxer. With Blight Reapers (F1306) in the taxer's play area, a token let go on a damaged Blight
 * (`blight`) is a Harvest: accepted, that Blight goes back to its supply (no Trophy).
 */
function tax(who: string, player: Colour, system: string, owner: Owner, gained: ResourceType | undefined, token: TTSObject | undefined, undo: () => string, blight?: TTSObject): void {
  const s = game();
  // The taxer's Monopolies go with the map (Closed Economy, F326A), and the cluster's Seats (Feudal Law, F1610).
  const map = withSeats(withPlayArea(withFlagshipBoard(readSystems(taxSystems(system, s !== undefined && s.campaign !== undefined), undefined, cloudHolders(s)), player), s, player), s, system);
  const reap = blight !== undefined && playAreaOf(map, player).indexOf(REAPERS) >= 0;
  const action: MapAction = reap ? { kind: "harvest", system: system as SystemId } : { kind: "tax", system: system as SystemId, owner };
  if (gained !== undefined) action.gain = gained;
  const r = submit({ type: "mapAction", player, action, map });
  if (!r.ok) {
    refuseTo(who, `${r.reason}. ${undo()}`);
    return;
  }
  let resource: ResourceType | undefined = gained;
  let rival: Colour | undefined = undefined;
  for (const e of r.value.events) {
    if (e.map !== undefined && e.map.resource !== undefined) resource = e.map.resource;
    if (e.map !== undefined && e.map.captive !== undefined) rival = e.map.captive;
  }
  if (resource !== undefined) gain(player, resource, token);
  if (rival !== undefined) capture(player, rival);
  const bag = reap ? find("blight-supply") : undefined;
  if (bag !== undefined) bag.putObject(blight as TTSObject);
}

/** Once the dropped token rests: a tax of the city it lies on, if it came from the supply on the taxer's turn. */
function decide(dropper: string, token: TTSObject, held: boolean): void {
  if (token.isDestroyed() || held) return;
  const player = mover(game(), dropper);
  if (player === undefined) return;
  const system = systemOf(token);
  const type = resourceType(token);
  if (system === undefined || type === undefined) return;
  const at = near(system, token.getPosition());
  tax(dropper, player, system, at.city === undefined ? player : at.city, type, token, () => {
    if (rulesMode() === "advisory") return "It stays where you put it.";
    const bag = resourceBag(type);
    if (bag !== undefined) bag.putObject(token);
    return "The token went back to the supply.";
  }, at.blight);
}

/** The one owner of the cities in `system`, or why the command must name one. */
function onlyOwner(system: string): Owner | string {
  let found: Owner | undefined = undefined;
  for (const p of campaignSystemPieces(system)) {
    if (p.kind === "city") {
      if (found !== undefined && found !== p.owner) return `${system} has cities of more than one owner: name whose city, e.g. ${TAX_COMMAND} ${system} ${p.owner}`;
      found = p.owner;
    }
  }
  return found === undefined ? `there is no city in ${system}` : found;
}

/** `!arcs tax <system> [owner] [resource]`: a tax without a token (FAQ "Tax": the Captive even without a resource). */
function onTaxChat(message: string, colour: string): boolean {
  const m = message.trim();
  if (m !== TAX_COMMAND && m.indexOf(`${TAX_COMMAND} `) !== 0) return false;
  const player = mover(game(), colour);
  if (player === undefined) {
    refuseTo(colour, "a tax is an action: on your turn, after your card");
    return true;
  }
  const words = m.slice(TAX_COMMAND.length).split(" ").filter((w) => w !== "");
  if (words.length === 0 || words.length > 3) {
    refuseTo(colour, `name the system (whose city, which resource if need be): ${TAX_COMMAND} 3.3, ${TAX_COMMAND} 2.1 Blue, ${TAX_COMMAND} 1.0 ${player} fuel`);
    return true;
  }
  const system = words[0];
  let owner: Owner | undefined = undefined;
  let gained: ResourceType | undefined = undefined;
  for (let i = 1; i < words.length; i++) {
    const w = asciiLower(words[i]);
    for (const c of COLOURS) if (asciiLower(c) === w) owner = c;
    if (w === "free") owner = "free";
    for (const t of RESOURCE_TYPES) if (t === w) gained = t;
    if (owner === undefined && gained === undefined) {
      refuseTo(colour, `"${words[i]}" is neither a colour, "free" nor a resource`);
      return true;
    }
  }
  if (owner === undefined) {
    const only = onlyOwner(system);
    if (only !== "free" && COLOURS.indexOf(only as Colour) < 0) {
      refuseTo(colour, only);
      return true;
    }
    owner = only as Owner;
  }
  tax(colour, player, system, owner, gained, undefined, () => "Nothing moved.");
  return true;
}

export function installTax(): void {
  on("objectPickUp", (_colour, obj, tags) => {
    if (tags.resource === true) heldPicks[obj.getGUID()] = heldWhere(obj);
  });
  on("objectDrop", (colour, obj, tags: TagSet) => {
    if (tags.resource !== true || tags["resource-supply"] === true) return;
    const guid = obj.getGUID();
    const held = heldPicks[guid] === true;
    heldPicks[guid] = undefined;
    // Zones see a dropped token only once it rests (as a map piece: mapActions.ts).
    whenRested(obj, () => decide(colour, obj, held));
  });
  on("chat", onTaxChat);
}
