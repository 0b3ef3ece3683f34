/**
 * Battle: acting on the table once the core has decided (the one place the battle feature moves
 * things): dice to the tray and back, damage and destruction with Trophies, Provoke Outrage and
 * Ransack, and raid steals.
 */
import type { CityTypes, DiceCollection } from "../../core/battle/battle";
import { outrageTypesOf } from "../../core/battle/types";
import type { CityOutcome, RaidPick } from "../../core/battle/flow";
import type { TableState } from "../../core/court/types";
import { playerIndex } from "../../core/court/types";
import { courtCard } from "../../core/data/court";
import type { DieType } from "../../core/data/dice";
import { DIE_TYPES } from "../../core/data/dice";
import type { Colour, ResourceType } from "../../core/data/vocabulary";
import { flatDistance, setDamaged, snapPointWorld } from "../lib/pieces";
import { insideZone } from "../lib/assumptions";
import { above, find, tagged, zoneOf, gmNotes } from "../lib/table";
import { courtDeckObject } from "../court/table";
import { game } from "../session/session";
import { buryUnder } from "../lib/place";
import { protect } from "../lib/guard";
import { campaignRansackOnTable } from "../court/campaignMoves";
import { discardOnBoard, outrageOnTable, cardsToDiscard, toDiscard, toPlayArea } from "../court/moves";
import {
  board,
  courtCardsIn,
  courtSlotZone,
  guildCardsOf,
  heldTokens,
  resourceBag,
  resourceTokens,
  zoneObjects,
} from "./read";
import { supplyBag } from "../lib/pieceTags";

const FACE_UP = Vector(0, 180, 0);

// ---- dice ------------------------------------------------------------------------------------

function diceBag(type: DieType): TTSObject | undefined {
  return find("dice-bag", type);
}

function trayZone(): TTSObject | undefined {
  return find("dice-tray");
}

/** Where the i-th die of a row lands in the tray: one row per die type. */
function traySpot(tray: TTSObject, row: number, i: number): Vector {
  const p = tray.getPosition();
  return Vector(p.x + (i - 2.5) * 1.2, p.y + 0.5, p.z + (row - 1) * 1.6);
}

/** Loose dice of a type (dice in bags are not loose objects). */
function looseDice(type: DieType): TTSObject[] {
  return tagged("die").filter((d) => d.hasTag(type));
}

/** Put every loose die back into its bag (clears the tray before a roll, tidies after a battle). */
export function returnDice(guids?: string[]): void {
  for (const type of DIE_TYPES) {
    const bag = diceBag(type);
    if (bag === undefined) continue;
    for (const d of looseDice(type)) {
      if (guids === undefined || guids.indexOf(d.getGUID()) >= 0) bag.putObject(d);
    }
  }
}

/**
 * Bring the collected dice into the tray and roll them: loose dice of the type first (so dice a
 * player set aside are used), then dice from the bag; loose dice not needed go back to the bag.
 * `onRolled(guids)` runs once every die was thrown (dice from a bag are thrown once spawned).
 * Returns a reason when the dice cannot be collected.
 */
export function throwDice(dice: DiceCollection, onRolled: (guids: string[]) => void): string | undefined {
  const tray = trayZone();
  if (tray === undefined) return "the table has no dice tray";
  for (const type of DIE_TYPES) {
    const bag = diceBag(type);
    const available = looseDice(type).length + (bag === undefined ? 0 : bag.getQuantity());
    if (available < dice[type]) return "only " + available + " " + type + " dice are on the table";
  }
  const guids: string[] = [];
  const loose: TTSObject[] = [];
  let expected = 0;
  let thrown = 0;
  const thrownOne = () => {
    thrown++;
    if (thrown === expected) onRolled(guids);
  };
  for (let row = 0; row < DIE_TYPES.length; row++) {
    const type = DIE_TYPES[row];
    const want = dice[type];
    const bag = diceBag(type);
    const lying = looseDice(type);
    lying.forEach((d, i) => {
      if (i >= want) {
        if (bag !== undefined) bag.putObject(d);
        return;
      }
      d.setPosition(traySpot(tray, row, i));
      guids.push(d.getGUID());
      loose.push(d);
    });
    for (let i = lying.length; i < want && bag !== undefined; i++) {
      expected++;
      bag.takeObject({
        position: traySpot(tray, row, i),
        smooth: false,
        // A taken object's GUID is final only once it has spawned (typings of `guid`): note it then.
        callback_function: protect("dice takeObject callback", (spawned: TTSObject) => {
          guids.push(spawned.getGUID());
          spawned.randomize();
          thrownOne();
        }),
      });
    }
  }
  expected += loose.length;
  if (expected === 0) {
    onRolled(guids);
    return undefined;
  }
  for (const d of loose) {
    d.randomize();
    thrownOne();
  }
  return undefined;
}

// ---- hits ------------------------------------------------------------------------------------

/** Spots laid out in a Trophies zone: 3 rows of 6. */
const TROPHY_SPOTS = 18;

function trophySpot(zone: TTSObject, n: number): Vector {
  const p = zone.getPosition();
  return Vector(p.x + ((n % 6) - 2.5) * 0.55, p.y, p.z + (Math.floor(n / 6) % 3 - 1) * 0.5);
}

/**
 * Pieces this script put into each Trophies zone (by the zone's GUID). A zone notices a script's move
 * only a physics step later (docs/tts-behaviour.md), so several Trophies taken in one step would all
 * count the same objects and land on one spot: each placement also counts those still on their way.
 */
const placedIn: { [zone: string]: TTSObject[] } = {};

/** The first spot of the zone that neither a piece seen there nor one just put there lies on. */
function freeTrophySpot(zone: TTSObject): Vector {
  const key = zone.getGUID();
  const was = placedIn[key];
  const kept: TTSObject[] = [];
  if (was !== undefined) for (const o of was) if (!o.isDestroyed() && insideZone(zone, o.getPosition())) kept.push(o);
  placedIn[key] = kept;
  const lying = zoneObjects(zone).concat(kept);
  for (let n = 0; n < TROPHY_SPOTS; n++) {
    const spot = trophySpot(zone, n);
    if (!lying.some((o) => flatDistance(o.getPosition(), spot) < 0.2)) return spot;
  }
  return trophySpot(zone, lying.length);
}

/** Put a destroyed piece (or a ransacked agent) into `owner`'s Trophies zone, upright. */
export function toTrophies(owner: Colour, o: TTSObject): void {
  const zone = zoneOf("trophies", owner);
  if (zone === undefined) return;
  setDamaged(o, false);
  o.setPosition(freeTrophySpot(zone));
  placedIn[zone.getGUID()].push(o);
}

// ---- a destroyed city: Outrage and Ransack ---------------------------------------------------

/** Put a resource token back into its supply bag. */
function toSupply(token: TTSObject, type: ResourceType): void {
  const bag = resourceBag(type);
  if (bag !== undefined) bag.putObject(token);
}

/** Place one agent of `colour` from their supply on their board's Outrage icon of `type`. */
export function coverOutrageIcon(colour: Colour, type: ResourceType, from = colour): boolean {
  const b = board(colour);
  const bag = supplyBag("agent", from);
  if (b === undefined || bag === undefined || bag.getQuantity() <= 0) return false;
  const spot = snapPointWorld(b, "outrage-" + type);
  if (spot === undefined) return false;
  bag.takeObject({ position: Vector(spot.x, spot.y + 0.3, spot.z), smooth: false });
  return true;
}

/** `player`'s Provoked Outrage of `type` on the table (the core's `before` and `after` boards): resources and discarded Guild cards go, an agent covers a newly Outraged icon. */
export function outrageActedOut(before: TableState, after: TableState, player: Colour, type: ResourceType): void {
  const p = after.players[playerIndex(after, player)];
  outrageOnTable(before, after, type, player);
  if (before.players[playerIndex(before, player)].outrage.indexOf(type) < 0 && p.outragePlaceholders.indexOf(type) < 0) coverOutrageIcon(player, type);
}

/** A Crisis's Provoked Outrage as the core decided it (crisesVox.ts): the board's `type` and `cards` go, an agent covers the icon if `agent`. */
export function crisisOutrage(colour: Colour, type: ResourceType, cards: string[], agent: boolean): void {
  cardsToDiscard(colour, cards);
  discardOnBoard(colour, type);
  if (agent) coverOutrageIcon(colour, type);
}

/** Refill a Court slot from the top of the Court deck, face up. */
function refillCourtSlot(slot: number): void {
  const zone = courtSlotZone(slot + 1);
  const deck = courtDeckObject();
  if (zone === undefined || deck === undefined) return;
  const spot = above(zone, 0.3);
  if (deck.getQuantity() > 0) {
    deck.takeObject({ position: spot, rotation: FACE_UP, smooth: false });
  } else {
    deck.setRotation(FACE_UP);
    deck.setPosition(spot);
  }
}

/**
 * Make the table match a resolved destroyed city (CityOutcome from the core): the attacker's
 * discarded resources and Guild cards go, an agent covers the Outrage icon (when the core used one
 * from supply), the ransacked card moves with its agents (Rivals' to the attacker's Trophies, the
 * attacker's back to supply) and the slot is refilled unless a Vox card waits for its answer.
 */
export function actOutCity(before: TableState, r: CityOutcome, attacker: Colour, city: CityTypes, ransackSlot: number | undefined): void {
  const bi = playerIndex(before, attacker);
  const ai = playerIndex(r.table, attacker);
  const was = before.players[bi];
  const now = r.table.players[ai];
  // A gate city (Gate Stations L11) Provokes Outrage of each of its cluster's city types.
  const types = outrageTypesOf(city);
  for (const t of resourceTokens(attacker)) if (types.indexOf(t.type) >= 0 && now.resources[t.slot] === "empty") toSupply(t.obj, t.type);
  for (const card of guildCardsOf(attacker)) if (r.discardedCards.indexOf(gmNotes(card)) >= 0) toDiscard(card);
  for (const type of types) {
    if (now.outrage.indexOf(type) >= 0 && was.outrage.indexOf(type) < 0 && now.outragePlaceholders.indexOf(type) < 0) coverOutrageIcon(attacker, type);
  }
  if (r.ransacked === undefined || ransackSlot === undefined) return;
  const zone = courtSlotZone(ransackSlot + 1);
  const cards = courtCardsIn(zone);
  const agents = zone === undefined ? [] : zoneObjects(zone).filter((o) => o.hasTag("agent"));
  for (const agent of agents) {
    if (agent.hasTag(attacker)) {
      const bag = supplyBag("agent", attacker);
      if (bag !== undefined) bag.putObject(agent);
    } else toTrophies(attacker, agent);
  }
  const g = game();
  // A campaign Court slot (BR p.27): its card and attached card, refilled from the campaign Court deck.
  if (g !== undefined && g.campaign !== undefined && zone !== undefined) {
    campaignRansackOnTable(zone, r.table, r.effects, r.ransacked, attacker, ransackSlot);
    return;
  }
  const card = cards.length > 0 ? cards[0] : undefined;
  const def = courtCard(r.ransacked);
  if (card !== undefined) {
    if (def !== undefined && def.kind === "vox" && r.prompt === undefined) toDiscard(card);
    else toPlayArea(card, attacker);
  }
  if (r.prompt === undefined) refillCourtSlot(ransackSlot);
}

// ---- raid ------------------------------------------------------------------------------------

/**
 * Move what a raid step stole: the token from the defender's slot to the attacker's slot the core
 * chose (or back to supply if the attacker could not hold it), or the Guild card to the attacker's
 * play area (a buried Sworn Guardians goes under the Court deck).
 */
export function actOutSteal(before: TableState, after: TableState, attacker: Colour, defender: Colour | undefined, pick: RaidPick): void {
  if (pick.kind === "resource" && defender !== undefined) {
    const token = resourceTokens(defender).find((t) => t.slot === pick.slot);
    if (token === undefined) return;
    toAttackerSlot(before, after, attacker, token.obj, token.type);
    return;
  }
  if (pick.kind === "planet") {
    actOutPlanetGain(before, after, attacker);
    return;
  }
  if (pick.kind === "held") {
    // Ancient Holdings (L13): the token on the card, to the attacker's slot the core chose.
    const held = defender && heldTokens(defender).find((h) => h.card === pick.card);
    if (held !== undefined) toAttackerSlot(before, after, attacker, held.obj, held.type);
    return;
  }
  if (pick.kind !== "guild") return;
  const card = defender && guildCardsOf(defender).find((c) => gmNotes(c) === pick.card);
  if (card === undefined || defender === undefined) return;
  const thief = after.players[playerIndex(after, attacker)];
  if (thief.guildCards.indexOf(pick.card) >= 0) toPlayArea(card, attacker);
  else {
    // Buried (Sworn Guardians): under the Court deck, the campaign's in a campaign.
    const g = game();
    const deck = courtDeckObject(g !== undefined && g.campaign !== undefined);
    if (deck !== undefined) buryUnder(deck, card);
  }
}

/** A stolen token onto the attacker's slot the core placed it in (no room: back to its supply). */
function toAttackerSlot(before: TableState, after: TableState, attacker: Colour, token: TTSObject, type: ResourceType): void {
  const was = before.players[playerIndex(before, attacker)].resources;
  const now = after.players[playerIndex(after, attacker)].resources;
  let target = -1;
  for (let i = 0; i < now.length; i++) if (now[i] === type && was[i] !== type && target < 0) target = i;
  const b = board(attacker);
  const spot = target < 0 || b === undefined ? undefined : snapPointWorld(b, "resource-slot-" + (target + 1));
  if (spot === undefined) toSupply(token, type);
  else token.setPosition(Vector(spot.x, spot.y + 0.3, spot.z));
}

/**
 * Raiding the Free States (BR p.15): the resource the attacker gained, from the supply bag of its
 * type onto the slot of the attacker's board the core placed it in (no room: it stays in the supply).
 */
function actOutPlanetGain(before: TableState, after: TableState, attacker: Colour): void {
  const was = before.players[playerIndex(before, attacker)].resources;
  const now = after.players[playerIndex(after, attacker)].resources;
  let target = -1;
  for (let i = 0; i < now.length; i++) if (now[i] !== "empty" && now[i] !== was[i] && target < 0) target = i;
  const b = board(attacker);
  const type = target < 0 ? undefined : (now[target] as ResourceType);
  const bag = type && resourceBag(type);
  const spot = target < 0 || b === undefined ? undefined : snapPointWorld(b, "resource-slot-" + (target + 1));
  if (bag === undefined || spot === undefined || bag.getQuantity() <= 0) return;
  bag.takeObject({ position: Vector(spot.x, spot.y + 0.3, spot.z), smooth: false });
}
