/**
 * Buttons that live on a Court card (Lattice Spies' seize, Secret Order's and Galactic Bards'
 * declares, Court Enforcers' and Prison Wardens' actions): drawn where the card lies, so redrawn when the card enters or leaves a play area or a
 * Court slot, and when the game's phase changes (after a load too). One mechanism for every card
 * that carries buttons; the card's own module says which objects are its cards (`shapeOf`) and
 * what to draw (`draw`), and this one finds them in the play areas and redraws them.
 */
import { on } from "../lib/events";
import { exposeGlobal } from "../lib/globals";
import type { TagSet } from "../lib/events";
import { game } from "../session/session";
import { refuseTo } from "../lib/chat";
import { playingColour } from "../lib/seats";
import { onRedraw } from "../session/redraw";
import type { Colour } from "../../core/data/vocabulary";
import type { GameState } from "../../core/game/types";
import { zonesTagged, gmNotes } from "../lib/table";
import { COLOURS } from "../../core/data/vocabulary";
import type { CourtPower } from "../../core/powers/courtPowers";
import { courtPower } from "../../core/powers/courtPowers";
import { colourOf, colourZone, objectsIn } from "../lib/pieceTags";
import { hasButtonWhere, removeButtonsWhere } from "./buttonKit";

/**
 * A Court card that may carry a base card's buttons: a base Court card, or a campaign Guild card,
 * which has the power of its base twin (`sameAs`, BR p.27; core/powers/courtPowers.ts `baseCardOf`).
 * Each feature then asks the power by the card's own id (the core answers for the CC id).
 */
export function isCourtCardObject(o: TTSObject): boolean {
  return o.hasTag("court-card") || o.hasTag("campaign-guild");
}

/** The power of a Court card object (the base card's, for a campaign Guild card), if it has one. */
export function courtPowerOf(o: TTSObject): CourtPower | undefined {
  return isCourtCardObject(o) ? courtPower(gmNotes(o)) : undefined;
}

/** The colour of the play area a card lies in, if any: the only player its buttons answer. */
export function playAreaOwner(card: TTSObject): Colour | undefined {
  const zones = zonesTagged(card, "play-area");
  return zones.length > 0 ? colourOf(zones[0]) : undefined;
}

/**
 * One family of cards carrying buttons. `S` is what a card's buttons are drawn from (its suit, its
 * Prelude's shape...; `true` when there is nothing to tell its cards apart: then `shapeOf` may be the
 * cards' own test, false for any other object).
 */
export interface CardButtons<S> {
  /** the feature's name (its cards are redrawn by the one "card buttons" painter, session/redraw.ts) */
  name: string;
  /** What `obj`'s buttons are drawn from if it is one of these cards; undefined (or false) when it is not. */
  shapeOf(this: void, obj: TTSObject): S | undefined;
  /** Redraw the buttons of one of these cards. */
  draw(this: void, card: TTSObject, shape: S): void;
  /** Its cards are Lore cards (tag `lore-card`, e.g. Gate Ports L08) or Fate-set cards (Partisan Seizing F603), not Court cards. */
  lore?: boolean;
}

/** Every card-button feature installed: a zone event asks the zone's tags once for all of them. */
const features: CardButtons<unknown>[] = [];
let loreFeatures = 0;

/** Redraws `obj`'s buttons if it is one of `b`'s cards. */
export function redrawCard<S>(b: CardButtons<S>, obj: TTSObject): void {
  const shape = b.shapeOf(obj);
  if (shape !== undefined && shape !== false) b.draw(obj, shape);
}

/** Redraws the buttons of every one of `b`'s cards lying in a play area (4 zone reads). */
export function redrawCards<S>(b: CardButtons<S>): void {
  for (const c of COLOURS) for (const o of objectsIn(colourZone("play-area", c))) redrawCard(b, o);
}

function onZoneChange(obj: TTSObject, zoneTags: TagSet): void {
  // Each tag check is a TTS API call, and every card moved by hand fires two zone events: the
  // zone's tags are read once per event for every room (lib/events.ts).
  if (zoneTags["play-area"] !== true && zoneTags["court-slot"] !== true) return;
  // Every feature's cards are Court cards (or, for a few, Lore cards in a play area): an agent or a
  // ship entering asks one or two tags, not one per feature.
  if (!isCourtCardObject(obj)) {
    if (loreFeatures > 0 && (obj.hasTag("lore-card") || obj.hasTag("fate-set-card"))) for (const b of features) if (b.lore === true) redrawCard(b, obj);
    return;
  }
  for (const b of features) if (b.lore !== true) redrawCard(b, obj);
}

/** The phase the card buttons were last drawn for (every feature redraws on the same changes). */
let shownPhase = "";

/**
 * One painter for every feature, in the order they were installed: each redraws all its cards when
 * the phase changed (and after a load), so the phase is compared once per redraw, not once per
 * feature (this runs after every command: a card drop's redraw asked it a dozen times).
 */
function paintCardButtons(full: boolean): void {
  const s = game();
  const phase = s === undefined ? "" : s.phase;
  if (!full && phase === shownPhase) return;
  shownPhase = phase;
  for (const b of features) redrawCards(b);
}

/**
 * One click function per key (`prefix` + the key: a Rival's colour, a resource type), each handing
 * its key to `click` with the card and the clicking colour (TTS calls them by global name).
 */
export function exposeCardClicks<K extends string>(prefix: string, keys: readonly K[], click: (card: TTSObject, clicker: string, key: K) => void): void {
  for (const k of keys) exposeGlobal(prefix + k, (card: TTSObject, clicker: string) => click(card, clicker, k));
}

export function installCardButtonsFor<S>(b: CardButtons<S>): void {
  if (features.length === 0) {
    on("objectEnterZone", (_zone, obj, zoneTags) => onZoneChange(obj, zoneTags));
    on("objectLeaveZone", (_zone, obj, zoneTags) => onZoneChange(obj, zoneTags));
    onRedraw("card buttons", paintCardButtons);
  }
  features.push(b as unknown as CardButtons<unknown>);
  if (b.lore === true) loreFeatures += 1;
}

/**
 * The seated player in whose play area `card` lies during a chapter, with the game: the only time and
 * place a card's own buttons are drawn (every card-button feature asks this one question).
 */
export function chapterOwner(card: TTSObject): { state: GameState; owner: Colour } | undefined {
  const s = game();
  if (s === undefined || s.phase !== "play") return undefined;
  const owner = playAreaOwner(card);
  if (owner === undefined || s.seats.indexOf(owner) < 0) return undefined;
  return { state: s, owner };
}

/**
 * chapterOwner for a feature that draws its buttons once: undefined (its buttons, found by `ours`,
 * removed) when the card is out of a chapter or a seated play area, and undefined when they are drawn already.
 */
export function chapterOwnerToDraw(card: TTSObject, ours: (fn: string) => boolean): { state: GameState; owner: Colour } | undefined {
  const at = chapterOwner(card);
  if (at === undefined) {
    removeButtonsWhere(card, ours);
    return undefined;
  }
  return hasButtonWhere(card, ours) ? undefined : at;
}

/**
 * Who may press a card's own button: the seated player in whose play area the card lies, while a
 * game is on; anyone else is told why not, in the card's words (`name()`: the card's name, asked only
 * for a refusal; `may`: what only the owner may do; `holder`: "owner", or "holder" for a Lore card).
 */
export function ownerClick(card: TTSObject, clicker: string, name: () => string, may: string, holder = "owner"): { state: GameState; colour: Colour } | undefined {
  const s = game();
  if (s === undefined) {
    refuseTo(clicker, "no game is being played");
    return undefined;
  }
  const colour = playingColour(clicker, s.seats);
  const owner = playAreaOwner(card);
  if (colour === undefined || owner === undefined || colour !== owner) {
    refuseTo(clicker, owner === undefined ? `${name()} is used from its ${holder}'s play area` : `${name()} lies in ${owner}'s play area: only ${owner} may ${may}`);
    return undefined;
  }
  return { state: s, colour };
}
