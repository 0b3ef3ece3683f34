/**
 * The table's cleanup once the core has scored a chapter (rulebook p.19 steps 2-3): Power markers
 * moved, Trophies and Captives returned, ambition markers back to Available, the chapter marker on;
 * in a campaign the pieces on Blight Hunger (F1313) back to their supplies ("After scoring, return
 * all of the pieces from this card"); the Cartels' "After scoring, Rivals discard all <type>": the
 * report's `discards`, each Rival's tokens of that type from their board to the supply; first The
 * Dead Live's (F2204) ships the core sends to the Twisted Passage (`deadLiveOut`), fresh: every ship
 * on the card and the chapter's Trophy ships it names, before Trophies return.
 */
import type { Colour } from "../../core/data/vocabulary";
import type { GameState } from "../../core/game/types";
import { find } from "../lib/table";
import { citySlotNumber, readZone, rightmostEmptyCitySlot } from "../lib/boards";
import { colourZone, fixture, colourOf, objectsIn, pieceKind, piecesIn, tagsResource } from "../lib/pieceTags";
import { placeAt, returnToSupply, spotInZone } from "../lib/place";
import { deadLiveCard, hungerCard, piecesOnHunger, shipsOnDeadLive } from "../lib/blightHunger";
import { campaignPiece } from "../lib/campaignMap";
import { setDamaged } from "../lib/pieces";
import { bunkersHome, toSupply } from "../lib/supply";
import { placePowerMarkers } from "../setup/arrange";
import { discardOnBoard } from "../court/moves";


/** Every Trophy back to its owner: pieces to the supply, cities to the rightmost empty city slot, Bunkers to their bag (F1803). */
function returnTrophies(seats: readonly Colour[]): number {
  let n = 0;
  const filled: { colour: Colour; slot: number }[] = [];
  for (const colour of seats) {
    n += bunkersHome(colour);
    for (const o of piecesIn(colourZone("trophies", colour))) {
      const owner = colourOf(o);
      if (owner === undefined) continue;
      n += 1;
      if (pieceKind(o) === "city") {
        const taken: number[] = [];
        for (const f of filled) if (f.colour === owner) taken.push(f.slot);
        const spot = rightmostEmptyCitySlot(owner, taken);
        if (spot !== undefined) {
          filled.push({ colour: owner, slot: citySlotNumber(spot) });
          placeAt(o, spot, false, 0.3);
        }
      } else {
        returnToSupply(o);
      }
    }
  }
  return n;
}

/** Every Captive back to its owner but those the report lets a player keep (Vow of Survival, F1802: its first agents read). */
function returnCaptives(seats: readonly Colour[], keep: { player: Colour; captives: number }[]): number {
  let n = 0;
  for (const colour of seats) {
    let kept = 0;
    for (const k of keep) if (k.player === colour) kept = k.captives;
    for (const t of readZone("captives", colour)) {
      // Green Vault (F2002): its Material and Fuel "return to the supply if Tyrant is scored".
      const r = tagsResource(t.tags);
      if (r === undefined && kept > 0) {
        kept -= 1;
        continue;
      }
      const bag = r && find("resource-supply", r);
      if (bag !== undefined) bag.putObject(t.obj);
      if (bag !== undefined || returnToSupply(t.obj)) n += 1;
    }
  }
  return n;
}

/** Ambition markers back to Available markers, each on the side the core says. */
function returnAmbitionMarkers(after: GameState): void {
  const zone = fixture("available-markers");
  if (zone === undefined) return;
  after.markers.forEach((m, i) => {
    const marker = find("ambition-marker", m.id);
    if (marker === undefined) return;
    const at = spotInZone(zone, i);
    placeAt(marker, { x: at.x, y: at.y, z: at.z }, m.flipped, 0);
  });
}

/** The Dead Live (F2204): the ships the core sent, fresh onto the Twisted Passage (the map centre's zone). */
function deadLiveOut(after: GameState): void {
  const out = after.campaign && after.campaign.deadLiveOut;
  const centre = find("twisted-passage");
  const card = deadLiveCard();
  if (out === undefined || centre === undefined) return;
  const ships = card === undefined ? [] : shipsOnDeadLive(card);
  for (const d of out) {
    let n = d.ships;
    for (const o of objectsIn(colourZone("trophies", d.by))) {
      const p = campaignPiece(o);
      if (n > 0 && p !== undefined && p.kind === "ship" && p.owner === d.owner) {
        ships.push(o);
        n -= 1;
      }
    }
  }
  ships.forEach((o, i) => {
    setDamaged(o, false);
    o.setPosition(spotInZone(centre, i));
  });
}

export interface CleanupDone {
  trophies: number;
  captives: number;
}

/** The p.19 step 2-3 bookkeeping for a `score` the core applied. */
export function applyScoringToTable(after: GameState): CleanupDone {
  const report = after.lastScoring;
  const done: CleanupDone = { trophies: 0, captives: 0 };
  deadLiveOut(after);
  if (report !== undefined && report.returnTrophies) done.trophies = returnTrophies(after.seats);
  if (report !== undefined && report.returnCaptives) done.captives = returnCaptives(after.seats, report.keepCaptives ?? []);
  for (const d of report?.discards ?? []) discardOnBoard(d.player, d.type);
  returnAmbitionMarkers(after);
  if (after.campaign !== undefined) for (const c of after.seats) {
    const card = hungerCard(c);
    if (card !== undefined) for (const p of piecesOnHunger(card, c)) toSupply(p.obj, p.owner, p.kind);
  }
  placePowerMarkers(after, after.phase !== "gameOver");
  return done;
}
