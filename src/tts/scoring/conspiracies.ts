/**
 * The Conspirator's Conspiracies (F2303) in the ambition boxes, read for the chapter's score
 * (F2304, core/campaign/fates/conspiracies.ts). Each token's colour is in its GM notes
 * ("Conspiracy Red", objects/), never in its name or on its back, so a face-down one tells no seat.
 * The preview reads none of their colours; the confirm names the colour of those on scored
 * ambitions (a marker there), which the score reveals to all; the others stay face down, unnamed.
 * Once scored, the revealed ones go back to the Conspirator's supply (their bag), face down as the
 * bag holds them all (objects/), so a search of the bag tells no colour left or played.
 * Foiling Conspiracies (F2305): while the core names a Rival who may guess (`campaign.foil`), each
 * face-down Conspiracy in an ambition box carries a button per seat colour; only that Rival's press
 * is sent, with whether the token's GM notes show the guessed colour (never the colour itself).
 * Right, the token goes back to the bag; wrong, it stays face down and the core advances the Conspirator.
 * F2303's declare moves no marker (core): the Conspirator lays the Conspiracy of their choice by hand.
 */
import type { Colour } from "../../core/data/vocabulary";
import { COLOURS } from "../../core/data/vocabulary";
import type { GameState } from "../../core/game/types";
import type { ScoringSnapshot } from "../../core/game/scoringTypes";
import { objectsIn } from "../lib/pieceTags";
import { asColour, tagged, gmNotes } from "../lib/table";
import { refuseTo } from "../lib/chat";
import { exposeGlobal } from "../lib/globals";
import { game, submit } from "../session/session";
import { onRedraw } from "../session/redraw";
import { removeButtonsWhere } from "../court/buttonKit";

type Conspiracy = { ambition: string; colour?: Colour; obj: TTSObject };

function inBoxes(s: GameState, reveal: boolean): Conspiracy[] {
  const out: Conspiracy[] = [];
  for (const box of tagged("ambition-box")) {
    const ambition = gmNotes(box);
    const scored = reveal && s.markers.some((m) => m.at === ambition);
    for (const obj of objectsIn(box)) {
      const n = gmNotes(obj);
      if (n.indexOf("Conspiracy ") === 0) out.push(scored ? { ambition, colour: n.slice(11) as Colour, obj } : { ambition, obj });
    }
  }
  return out;
}

/** `snap` with the Conspiracies read while a Conspirator plays (`reveal`: the confirm's read). */
export function withConspiracies(s: GameState, snap: ScoringSnapshot, reveal: boolean): ScoringSnapshot {
  if (s.campaign === undefined || !s.campaign.players.some((p) => p.fate === "FATE23")) return snap;
  return { ...snap, conspiracies: inBoxes(s, reveal).map((c) => (c.colour === undefined ? { ambition: c.ambition } : { ambition: c.ambition, colour: c.colour })) };
}

/** After a score that revealed Conspiracies: those on scored ambitions back in the Conspirator's bag. */
export function returnRevealed(before: GameState, snap: ScoringSnapshot): void {
  const bag = conspiracyBag();
  if (snap.conspiracies === undefined || bag === undefined) return;
  for (const c of inBoxes(before, true)) if (c.colour !== undefined) toBag(bag, c.obj);
}

/** A Conspiracy back in the bag face down, as the bag holds them all: a search of it shows no colour. */
function toBag(bag: TTSObject, obj: TTSObject): void {
  const r = obj.getRotation();
  obj.setRotation(Vector(r.x, r.y, 180));
  bag.putObject(obj);
}

const conspiracyBag = (): TTSObject | undefined => tagged("fate-token-supply").find((b) => gmNotes(b) === "f23-conspiracy");
const FN = "arcsFoil";
let shown: string | undefined = undefined;
/** The Rival the core lets guess now (F2305), if any. */
const foilOf = (s: GameState | undefined): Colour | undefined => (s && s.campaign && s.campaign.foil);

function onGuess(obj: TTSObject, clicker: string, guess: Colour): void {
  const player = asColour(clicker);
  if (player === undefined || foilOf(game()) !== player) return refuseTo(clicker, "not your guess (F2305)");
  const right = gmNotes(obj) === "Conspiracy " + guess;
  const r = submit({ type: "guessConspiracy", player, guess, right });
  if (!r.ok) return refuseTo(clicker, r.reason);
  const bag = conspiracyBag();
  if (right && bag !== undefined) toBag(bag, obj);
}

export function installConspiracyGuess(): void {
  for (const colour of COLOURS) exposeGlobal(FN + colour, (obj: TTSObject, clicker: string) => onGuess(obj, clicker, colour));
  onRedraw("Conspiracy guess", (full) => {
    const s = game();
    const foil = foilOf(s);
    if (s === undefined || (!full && foil === shown)) return;
    shown = foil;
    for (const c of inBoxes(s, false)) {
      removeButtonsWhere(c.obj, (fn) => fn.indexOf(FN) === 0);
      if (foil !== undefined && c.obj.is_face_down) s.seats.forEach((colour, i) => c.obj.createButton({ click_function: FN + colour, function_owner: Global, label: colour, position: Vector(0, -0.3, -0.75 + i * 0.5), rotation: Vector(0, 0, 180), width: 700, height: 220, font_size: 150 }));
    }
  });
}
