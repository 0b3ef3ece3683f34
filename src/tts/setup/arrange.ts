/**
 * Setup done physically: each function puts one part of the table where the core's state says
 * (rulebook pp.4-5, p.21). Cards are moved BY IDENTITY (lib/cards.ts), pieces are taken from their
 * supply bags. Every function is idempotent enough to be used both right after a command applied
 * and to stage a whole table from a state (`arrangeAll`, used by tests and by staging).
 *
 * The Court deck: only the row is dealt by identity; the rest stays a face-down deck in the
 * court deck zone in whatever physical order it has. Whoever refills the row takes the core's next
 * card (`state.court.deck[0]`) BY IDENTITY, so the physical order of the Court deck never matters.
 */
import { actionDeckFor } from "../../core/data/actionCards";
import { ambitionBoxFor } from "../../core/data/setupCards";
import { SYSTEMS } from "../../core/data/map";
import type { Colour, ResourceType } from "../../core/data/vocabulary";
import type { GameState, Placement as PiecePlacement } from "../../core/game/types";
import { moveCard, stackPile } from "../lib/cards";
import { above, find, tagged, zoneOf } from "../lib/table";
import {
  bag,
  buildingSpot,
  courtSlotSpot,
  deckSpot,
  discardSpot,
  draftRowSpot,
  handSpot,
  initiativeSpot,
  mapObject,
  pieceSpot,
  playAreaSpot,
  playerBoard,
  resourceBag,
  setAsideSpot,
  snapSpot,
  systemZone,
} from "./places";

const FACE_UP = 0;
const FACE_DOWN = 180;

function put(o: TTSObject, at: Vector, faceDown: boolean): void {
  o.setRotation(Vector(0, 180, faceDown ? FACE_DOWN : FACE_UP));
  o.setPosition(at);
}

function takeFrom(container: TTSObject | undefined, at: Vector): TTSObject | undefined {
  if (container === undefined || container.getQuantity() <= 0) return undefined;
  return container.takeObject({ position: at, rotation: Vector(0, 180, 0), smooth: false });
}

// ---- markers ---------------------------------------------------------------------------------

/** Ambition markers (available or in their box, flipped = face down), zero, chapter, Power and initiative markers. */
export function arrangeMarkers(s: GameState): void {
  const available = find("available-markers");
  let k = 0;
  for (const m of s.markers) {
    const marker = find("ambition-marker", m.id);
    if (marker === undefined) continue;
    if (m.at === "available") {
      if (available !== undefined) {
        const p = available.getPosition();
        put(marker, Vector(p.x, 1.4, p.z - 0.8 + 0.8 * k), m.flipped);
      }
      k++;
    } else {
      const box = find("ambition-box", m.at);
      if (box !== undefined) put(marker, Vector(box.getPosition().x, 1.4 + 0.2 * k, box.getPosition().z), m.flipped);
    }
  }
  const zero = find("zero-marker");
  const lead = tagged("lead-slot")[0];
  if (zero !== undefined) {
    const home = s.zeroMarker === "leadCard" && lead !== undefined ? lead : find("ambition-declared");
    if (home !== undefined) put(zero, above(home, -0.6), false);
  }
  const chapter = find("chapter-marker");
  const chapterAt = snapSpot(mapObject(), [`chapter-${s.chapter}`]);
  if (chapter !== undefined && chapterAt !== undefined) put(chapter, chapterAt, false);
  s.players.forEach((p, i) => {
    const marker = find("power-marker", p.colour);
    const at = snapSpot(mapObject(), [`power-${Math.min(p.power, 35)}`]);
    if (marker !== undefined && at !== undefined) put(marker, Vector(at.x, at.y + 0.2 * i, at.z), false);
  });
  const initiative = find("initiative-marker");
  const spot = s.seats.length > 0 ? initiativeSpot(s.initiative) : undefined;
  const seized = s.round !== undefined && s.round.seizedBy !== undefined;
  if (initiative !== undefined && spot !== undefined) put(initiative, spot, seized);
}

// ---- the map ---------------------------------------------------------------------------------

function tokenFrom(bagTag: string, tokenTag: string, at: Vector): TTSObject | undefined {
  const container = find(bagTag);
  const taken = takeFrom(container, at);
  if (taken !== undefined) return taken;
  // No bag (or empty): a loose token not already on the map.
  for (const o of tagged(tokenTag)) {
    if (o.type !== "Bag" && !o.hasTag("supply") && o.getZones().length === 0) {
      put(o, at, false);
      return o;
    }
  }
  return undefined;
}

/**
 * p.4 step J: out-of-play markers on the 3 planets and a path marker on the gate of each out-of-play
 * cluster, taken from the bags tagged `out-of-play-markers` / `path-markers` (any path marker: the
 * long/short choice is the players' to adjust).
 */
export function arrangeOutOfPlay(s: GameState): void {
  for (const sys of SYSTEMS) {
    if (s.outOfPlayClusters.indexOf(sys.cluster) < 0) continue;
    const zone = systemZone(sys.id);
    if (zone === undefined) continue;
    if (hasPiece(zone, sys.kind === "gate" ? "path-marker" : "out-of-play-marker")) continue;
    const at = above(zone, -0.9);
    if (sys.kind === "gate") tokenFrom("path-markers", "path-marker", at);
    else tokenFrom("out-of-play-markers", "out-of-play-marker", at);
  }
}

function hasPiece(zone: TTSObject, tag: string): boolean {
  for (const o of zone.getObjects() as TTSObject[]) if (o.hasTag(tag)) return true;
  return false;
}

/** The leftmost city still on a player's board (city slots 1..5, left to right). */
export function leftmostCity(colour: Colour): TTSObject | undefined {
  const board = playerBoard(colour);
  const cities = tagged("city").filter((c) => c.hasTag(colour));
  for (let n = 1; n <= 5; n++) {
    const slot = snapSpot(board, [`city-slot-${n}`]);
    // No `continue` here: MoonSharp's label bug (docs/core-guidelines.md).
    if (slot !== undefined) {
      for (const c of cities) {
        const p = c.getPosition();
        if (Math.abs(p.x - slot.x) < 0.6 && Math.abs(p.z - slot.z) < 0.6) return c;
      }
    }
  }
  return undefined;
}

/** p.5 step N (or p.21): ships, the leftmost city and starports per the core's placements. */
export function arrangeStartingPieces(s: GameState): void {
  const shipsIn: { [system: string]: number } = {};
  const buildingsIn: { [system: string]: number } = {};
  for (const pl of s.placements) placePieces(pl, shipsIn, buildingsIn);
}

function placePieces(pl: PiecePlacement, shipsIn: { [system: string]: number }, buildingsIn: { [system: string]: number }): void {
  const ships = bag("ship", pl.player);
  for (let i = 0; i < pl.ships; i++) {
    const k = shipsIn[pl.system] === undefined ? 0 : shipsIn[pl.system];
    const at = pieceSpot(pl.system, k);
    if (at !== undefined) takeFrom(ships, at);
    shipsIn[pl.system] = k + 1;
  }
  if (pl.building === undefined) return;
  const b = buildingsIn[pl.system] === undefined ? 0 : buildingsIn[pl.system];
  buildingsIn[pl.system] = b + 1;
  const at = buildingSpot(pl.system, b);
  if (at === undefined) return;
  if (pl.building === "city") {
    const city = leftmostCity(pl.player);
    if (city !== undefined) put(city, at, false);
  } else {
    takeFrom(bag("starport", pl.player), at);
  }
}

/** p.5 step O (or p.21): starting resources into board resource slots 1 then 2. */
export function arrangeStartingResources(s: GameState): void {
  for (const p of s.players) {
    const board = playerBoard(p.colour);
    p.startingResources.forEach((type, i) => {
      const at = snapSpot(board, [`resource-slot-${i + 1}`]);
      if (at !== undefined) takeFrom(resourceBag(type), at);
    });
  }
}

/** p.4 step K (2 players): the covered planets' resources onto the ambition boxes. */
export function arrangeThirdPlayer(s: GameState): void {
  const third = s.thirdPlayer;
  if (third === undefined) return;
  const perBox: { [box: string]: number } = {};
  for (const type of third.tokens) {
    const boxId = ambitionBoxFor(type as ResourceType);
    const box = find("ambition-box", boxId);
    if (box === undefined) continue;
    const k = perBox[boxId] === undefined ? 0 : perBox[boxId];
    perBox[boxId] = k + 1;
    const p = box.getPosition();
    takeFrom(resourceBag(type), Vector(p.x + 1 + 0.55 * k, 1.5, p.z));
  }
}

// ---- cards -----------------------------------------------------------------------------------

/** p.4 step H: the Court row face up in the court slots, by identity. */
export function arrangeCourtRow(s: GameState): void {
  s.court.row.forEach((id, i) => {
    const at = courtSlotSpot(i + 1);
    if (at !== undefined) moveCard("court-card", id, { position: at, faceDown: false });
  });
}

/** p.4 steps C-D: with 2-3 players the 1s and 7s are set aside, face down, out of play. */
export function setAsideUnusedActionCards(s: GameState): void {
  if (s.playerCount >= 4) return;
  const used = actionDeckFor(s.playerCount);
  const unused = actionDeckFor(4).filter((id) => used.indexOf(id) < 0);
  const at = setAsideSpot();
  if (at !== undefined) stackPile("action-card", unused, at, true);
}

/** Each player's hand, by identity, into their hand zone. */
export function arrangeHands(s: GameState): void {
  for (const p of s.players) dealInto(p.colour, p.hand);
}

export function dealInto(colour: Colour, ids: readonly string[]): void {
  const spot = handSpot(colour);
  if (spot === undefined) return;
  ids.forEach((id, i) => {
    const at = Vector(spot.position.x - 1.5 + 0.6 * i, spot.position.y, spot.position.z);
    moveCard("action-card", id, { position: at, faceDown: false, yaw: spot.yaw });
  });
}

/** The action discard pile, face down, in the core's order (top first). */
export function arrangeDiscard(s: GameState): void {
  const at = discardSpot();
  if (at !== undefined) stackPile("action-card", s.discard, at, true);
}

/** The face-down action deck (only non-empty during a 2-player mulligan), in the core's order. */
export function arrangeDeck(s: GameState): void {
  const at = deckSpot();
  if (at !== undefined && s.deck.length > 0) stackPile("action-card", s.deck, at, true);
}

/** Cards on the play mat this round: lead face up in the lead slot, follows and seize cards in the seat's slots. */
export function arrangePlays(s: GameState): void {
  const r = s.round;
  if (r === undefined) return;
  for (const play of r.plays) {
    const zone = play.mode === "lead" ? find("lead-slot") : zoneOf("follow-slot", play.player);
    if (zone !== undefined) moveCard("action-card", play.card, { position: above(zone, -0.9), faceDown: !play.faceUp });
  }
  for (const c of r.seizeCards) {
    const zone = zoneOf("seize-slot", c.player);
    if (zone !== undefined) moveCard("action-card", c.card, { position: above(zone, -0.9), faceDown: true });
  }
}

// ---- Leaders & Lore --------------------------------------------------------------------------

/** p.21: the leader and lore rows face up; each card gets a Take button. */
export function arrangeDraftRows(s: GameState, takeFunction: string): void {
  const d = s.draft;
  if (d === undefined) return;
  d.leaderRow.forEach((id, i) => layDraftCard("leader-card", id, draftRowSpot("leader", i), takeFunction));
  d.loreRow.forEach((id, i) => layDraftCard("lore-card", id, draftRowSpot("lore", i), takeFunction));
}

function layDraftCard(tag: string, id: string, at: Vector | undefined, takeFunction: string): void {
  if (at === undefined) return;
  const card = moveCard(tag, id, { position: at, faceDown: false });
  if (card !== undefined) addTakeButton(card, takeFunction);
}

export function addTakeButton(card: TTSObject, takeFunction: string): void {
  card.clearButtons();
  card.createButton({
    click_function: takeFunction,
    function_owner: Global,
    label: "Take",
    tooltip: "Take this card when it is your pick (Leaders & Lore, rulebook p.21)",
    position: Vector(0, 0.3, 1.75),
    rotation: Vector(0, 180, 0),
    width: 700,
    height: 220,
    font_size: 150,
  });
}

/** The drafted leader and lore cards face up in their owners' play areas. */
export function arrangeDrafted(s: GameState): void {
  for (const p of s.players) {
    if (p.leader !== undefined) placeDrafted("leader-card", p.leader, p.colour, 1);
    p.lore.forEach((id, i) => placeDrafted("lore-card", id, p.colour, 2 + i));
  }
}

export function placeDrafted(tag: string, id: string, colour: Colour, k: number): void {
  const at = playAreaSpot(colour, k);
  if (at === undefined) return;
  const card = moveCard(tag, id, { position: at, faceDown: false });
  if (card !== undefined) card.clearButtons();
}

/** After the draft: the cards nobody took go back onto their decks, face down, without buttons. */
export function returnUndrafted(leaders: readonly string[], lore: readonly string[]): void {
  const leaderDeck = find("leader-deck");
  const loreDeck = find("lore-deck");
  for (const [tag, ids, deck] of [
    ["leader-card", leaders, leaderDeck],
    ["lore-card", lore, loreDeck],
  ] as [string, readonly string[], TTSObject | undefined][]) {
    for (const id of ids) {
      const at = deck !== undefined ? above(deck, 0.5) : undefined;
      if (at === undefined) continue;
      const card = moveCard(tag, id, { position: at, faceDown: true });
      if (card !== undefined) card.clearButtons();
    }
  }
}

// ---- everything ------------------------------------------------------------------------------

/** The physical setup right after the `setup` command (standard: all of it; Leaders & Lore: up to the draft). */
export function arrangeAfterSetup(s: GameState, takeFunction: string): void {
  arrangeMarkers(s);
  arrangeOutOfPlay(s);
  arrangeThirdPlayer(s);
  arrangeCourtRow(s);
  setAsideUnusedActionCards(s);
  if (s.phase === "draft") {
    arrangeDraftRows(s, takeFunction);
    return;
  }
  arrangeStartingPieces(s);
  arrangeStartingResources(s);
  arrangeHands(s);
}

/**
 * Stage a whole table from a state (tests, and a table loaded with a state but fresh pieces): the
 * setup as above, then where the cards are now (hands, discard, deck, the play mat), the drafted
 * cards and the markers. Pieces on the map are the STARTING pieces: the core does not track the map.
 */
export function arrangeAll(s: GameState, takeFunction: string): void {
  if (s.phase === "setup") return;
  arrangeMarkers(s);
  arrangeOutOfPlay(s);
  arrangeThirdPlayer(s);
  arrangeCourtRow(s);
  setAsideUnusedActionCards(s);
  if (s.phase === "draft") arrangeDraftRows(s, takeFunction);
  arrangeDrafted(s);
  arrangeStartingPieces(s);
  arrangeStartingResources(s);
  arrangeHands(s);
  arrangeDiscard(s);
  arrangeDeck(s);
  arrangePlays(s);
  arrangeMarkers(s);
}
