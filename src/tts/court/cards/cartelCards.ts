/**
 * Material Cartel (BC03) and Fuel Cartel (BC06), seed 003 card reference: "You keep the Material
 * (Fuel) supply on here. (You add it to Tycoon but can't spend it.)"; in a campaign their reprints
 * and the Weapon, Psionic and Relic Cartels (F307-F311), and the Monopolies (F313-F317: "You hold the
 * <type> supply here"), src/core/campaign/fates/monopolies.ts.
 *
 * The table's supply of a resource is its `resource-supply` bag (docs/table-contract.md): every gain
 * takes from it and every spend or discard goes into it, wherever it lies. So the script keeps the
 * BAG on the card: once a Cartel comes to rest in a player's play area, that type's supply bag is
 * laid on it; once the card rests anywhere else (the Court discard, a deck) the bag goes back to
 * where it lay before. A stolen Cartel takes the supply with it to the thief's play area (FAQ
 * erratum p.17: "If a card holding resources is stolen, the resources on the card stay on it. If it is
 * buried, discarded, or scrapped, the resources on it return to the supply"). The scoring read counts
 * the bag's tokens for its holder's Tycoon (src/tts/scoring/read.ts); the tokens stay in the supply
 * bag, so nobody can spend them (a spend is a token from a board into the bag, src/tts/actions/spend.ts).
 *
 * Where each bag lay is saved with the table ("cartels"), so it goes home after a load too.
 *
 * Merchant League (F302) "When you declare an ambition, you may gain any 2 resources onto here.":
 * while its holder has the gain (core campaign/fates/merchantLeague.ts), "Gain <Type>" per type with
 * supply and "Decline" on the card; the core refuses any other clicker; a gain's token goes from its
 * bag onto the card, where it is frozen: no board slot holds it (src/tts/lib/blightHunger.ts onLeague).
 */
import type { Colour, ResourceType } from "../../../core/data/vocabulary";
import { RESOURCE_TYPES } from "../../../core/data/vocabulary";
import { monopolyOf, supplyOnCard } from "../../../core/campaign/fates/monopolies";
import { fateCardsIn } from "../../lib/pieceTags";
import { on } from "../../lib/events";
import { flatDistance } from "../../lib/pieces";
import { above, onBoard, gmNotes, whenRested } from "../../lib/table";
import { game, registerSavedFeature, submit } from "../../session/session";
import type { Command } from "../../../core/game/types";
import { capitalise } from "../../../core/util/ascii";
import { exposeCardClicks } from "../cardButtons";
import { removeButtonsWhere, rowButton } from "../buttonKit";
import { refuseTo } from "../../lib/chat";
import { playingColour } from "../../lib/seats";
import { onRedraw } from "../../session/redraw";
import { guildCardsOf, resourceBag } from "../../battle/read";

/** Where each supply bag lay before a Cartel took it, by type. */
const homes: { [type: string]: { x: number; y: number; z: number } | undefined } = {};

/** A bag this close (world units, horizontally) to the card's spot already lies on the card. */
const ON_CARD = 0.5;

/** A Cartel card of `type`'s supply lying loose in a seated player's play area, with that player. */
function holderOf(type: ResourceType): { card: TTSObject; colour: Colour } | undefined {
  const s = game();
  if (s === undefined) return undefined;
  for (const colour of s.seats) {
    for (const card of guildCardsOf(colour).concat(fateCardsIn(colour, (id) => monopolyOf(id) === type))) if (supplyOnCard(gmNotes(card)) === type) return { card, colour };
  }
  return undefined;
}

/** Where the bag lies on the card: on its lower half, clear of the card's button rows. */
function spotOn(card: TTSObject): Vector {
  return onBoard(card, 0, 0.75, card.getPosition().y + 1);
}

/** The supply bag of `type` onto the Cartel holding it, or back home when no Cartel holds it. */
export function keepSupply(type: ResourceType): void {
  const bag = resourceBag(type);
  if (bag === undefined) return;
  const holder = holderOf(type);
  if (holder !== undefined) {
    const at = spotOn(holder.card);
    if (flatDistance(bag.getPosition(), at) <= ON_CARD) return;
    if (homes[type] === undefined) {
      const p = bag.getPosition();
      homes[type] = { x: p.x, y: p.y, z: p.z };
    }
    bag.setPositionSmooth(at, false, true);
    return;
  }
  const home = homes[type];
  if (home === undefined) return;
  homes[type] = undefined;
  bag.setPositionSmooth(Vector(home.x, home.y, home.z), false, true);
}

/** A Cartel entered or left a play area: once it rests (or went into a deck), the bag follows. */
function onZoneChange(zone: TTSObject, obj: TTSObject): void {
  if (!zone.hasTag("play-area")) return;
  const type = supplyOnCard(gmNotes(obj));
  if (type === undefined) return;
  whenRested(obj, () => keepSupply(type), 5);
}

/** A coordinate in the save: whole hundredths (the saved state holds integers only: docs/tts-behaviour.md "JSON round trip"). */
const SAVED_PER_UNIT = 100;

function saveHomes(): unknown {
  let any = false;
  const out: { [type: string]: { x: number; y: number; z: number } } = {};
  for (const r of RESOURCE_TYPES) {
    const h = homes[r];
    if (h !== undefined) {
      out[r] = { x: Math.round(h.x * SAVED_PER_UNIT), y: Math.round(h.y * SAVED_PER_UNIT), z: Math.round(h.z * SAVED_PER_UNIT) };
      any = true;
    }
  }
  return any ? out : undefined;
}

function restoreHomes(data: unknown): string | undefined {
  for (const r of RESOURCE_TYPES) homes[r] = undefined;
  if (data === undefined) return undefined;
  if (typeof data !== "object") return "expected the supply bags' home spots";
  const d = data as { [type: string]: { x?: unknown; y?: unknown; z?: unknown } };
  for (const r of RESOURCE_TYPES) {
    const h = d[r];
    if (h === undefined) continue;
    if (typeof h !== "object" || typeof h.x !== "number" || typeof h.y !== "number" || typeof h.z !== "number") return `expected a spot for the ${r} supply bag`;
    homes[r] = { x: h.x / SAVED_PER_UNIT, y: h.y / SAVED_PER_UNIT, z: h.z / SAVED_PER_UNIT };
  }
  return undefined;
}

const LEAGUE = "arcsLeague_";
const LEAGUE_KEYS = ["material", "fuel", "weapon", "relic", "psionic", "decline"] as const;
let shown = "";

/** Merchant League's buttons while its holder has the gain (redrawn when the gain changes, and after a load). */
function paintLeague(full: boolean): void {
  const s = game();
  const o = s && s.campaign && s.campaign.league;
  const key = o === undefined ? "" : o.player + o.left;
  if (!full && key === shown) return;
  shown = key;
  for (const c of s === undefined ? [] : s.seats) for (const card of fateCardsIn(c, (id) => id === "F302")) {
    removeButtonsWhere(card, (fn) => fn.indexOf(LEAGUE) === 0);
    let row = 0;
    if (o !== undefined && o.player === c) for (const r of LEAGUE_KEYS) if (r === "decline" || (resourceBag(r)?.getQuantity() ?? 0) > 0) {
      rowButton(card, LEAGUE + r, r === "decline" ? "Decline" : `Gain ${capitalise(r)}`, "", row);
      row += 1;
    }
  }
}

function onLeagueClick(card: TTSObject, clicker: string, r: (typeof LEAGUE_KEYS)[number]): void {
  const bag = r === "decline" ? undefined : resourceBag(r);
  if (bag !== undefined && bag.getQuantity() < 1) return refuseTo(clicker, "the supply has none");
  const s = game();
  const player = s && playingColour(clicker, s.seats);
  if (player === undefined) return refuseTo(clicker, "only a seated player of this game can do that");
  const res = submit({ type: "leagueGain", player, resource: bag && r } as Command);
  if (!res.ok) return refuseTo(clicker, res.reason);
  if (bag !== undefined) bag.takeObject({ position: above(card, 0.5), smooth: false });
}

export function installCartelCards(): void {
  onRedraw("Merchant League", paintLeague);
  exposeCardClicks(LEAGUE, LEAGUE_KEYS, onLeagueClick);
  on("objectEnterZone", onZoneChange);
  on("objectLeaveZone", onZoneChange);
  registerSavedFeature("cartels", { save: saveHomes, restore: restoreHomes });
}
