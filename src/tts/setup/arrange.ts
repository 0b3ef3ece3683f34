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
import { ambitionBoxFor } from "../../core/data/setupCards";
import { fateAmbition } from "../../core/campaign/fateAmbitions";
import type { FateAmbition } from "../../core/campaign/fateAmbitions";
import { findBy } from "../../core/util/byId";
import { SYSTEMS } from "../../core/data/map";
import type { Colour, ResourceType } from "../../core/data/vocabulary";
import type { GameState, Placement as PiecePlacement } from "../../core/game/types";
import { above, find, onBoard, systemZone, tagged } from "../lib/table";
import { bag, buildingSpot, initiativeSpot, mapObject, pieceSpot, playerBoard, resourceBag, snapSpot } from "./places";
import { put, takeFrom } from "./lay";
import { powerSpace } from "../scoring/powerLabels";
import { arrangeCourtRow, setAsideUnusedActionCards, arrangeHands, arrangeDiscard, arrangeDeck, arrangePlays, arrangeDraftRows, arrangeDrafted } from "./arrangeCards";
import { arrangeLeaderSetup } from "./leaderSetup";

/** The Power markers on the track, each on the space of its Power's size (BR p.8, p.28's example; scoring/powerLabels.ts labels past the track); with `chapter`, the chapter marker too. */
export function placePowerMarkers(s: GameState, chapter?: boolean): void {
  const marker = find("chapter-marker");
  const at = snapSpot(mapObject(), [`chapter-${s.chapter}`]);
  if (chapter && marker !== undefined && at !== undefined) put(marker, at, false);
  s.players.forEach((p, i) => {
    const marker = find("power-marker", p.colour);
    const at = snapSpot(mapObject(), [`power-${powerSpace(p.power)}`]);
    if (marker !== undefined && at !== undefined) put(marker, Vector(at.x, at.y + 0.2 * i, at.z), false);
  });
}

/** Ambition markers (available or in their box, flipped = face down), zero, chapter, Power and initiative markers. */
export function arrangeMarkers(s: GameState): void {
  const available = find("available-markers");
  let k = 0;
  for (const m of s.markers) {
    const marker = find("ambition-marker", m.id);
    if (marker === undefined) continue;
    if (m.at === "available") {
      if (available !== undefined) {
        put(marker, onBoard(available, 0, -0.8 + 0.8 * k, 1.4), m.flipped);
      }
      k++;
    } else {
      // A Fate ambition's marker (Edenguard, Blightkin) lies on its tile, as the declare laid it (turn/bookkeeping.ts), when the tile is out.
      const f = s.campaign && s.campaign.fateAmbitionMarkers && findBy(s.campaign.fateAmbitionMarkers, "marker", m.id);
      const box = (f && find("fate-token", `${(fateAmbition(f.ambition) as FateAmbition).name} Ambition`)) || find("ambition-box", m.at);
      if (box !== undefined) put(marker, Vector(box.getPosition().x, 1.4 + 0.2 * k, box.getPosition().z), m.flipped);
    }
  }
  const zero = find("zero-marker");
  const lead = tagged("lead-slot")[0];
  if (zero !== undefined) {
    const home = s.zeroMarker === "leadCard" && lead !== undefined ? lead : find("ambition-declared");
    if (home !== undefined) put(zero, above(home, -0.6), false);
  }
  placePowerMarkers(s, true);
  const initiative = find("initiative-marker");
  const spot = s.seats.length > 0 ? initiativeSpot(s.initiative) : undefined;
  const seized = s.round !== undefined && s.round.seizedBy !== undefined;
  if (initiative !== undefined && spot !== undefined) put(initiative, spot, seized);
}

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
    takeFrom(resourceBag(type), onBoard(box, 1 + 0.55 * k, 0, 1.5));
  }
}

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
  // Leaders' own setup steps (Mystic's agents on its Outrage slots) once the draft is over.
  if (s.phase !== "draft") arrangeLeaderSetup(s, true);
  arrangeHands(s);
  arrangeDiscard(s);
  arrangeDeck(s);
  arrangePlays(s);
  arrangeMarkers(s);
}
