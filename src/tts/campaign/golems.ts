/**
 * The Caretaker's Golem Beacon at the table (seed 003 F502; the core's campaign/fates/golems.ts): an
 * "Awaken" button on the card in its holder's play area, pressed by the holder alone. The press reads
 * the systems holding a Golem (the map's Fate tokens), their pieces, the holder's play area (F502, the
 * cards that change control) and the scoring's counts, and sends `awakenGolems`; accepted, the Golems
 * in the systems the core names go onto the holder's Golem Hearth (F503), turned Awake when the core
 * says they are winning a declared ambition, else as they lay.
 * Golem Actions (F506) in the rules booklet carries a "Spend <Golem>" button for each Golem, by name
 * (the booklet's painter draws them; each Golem has its own action): any seated player presses for
 * themself, sending whether that Golem lies Awake (turned over) in their resource slots or play area
 * (`spendGolem`); accepted, it is flipped to Sleeping, for its
 * spender to place in a Rival's empty resource slot (F505); refused, the reason goes to them alone.
 * Stone-Speakers (F504) carries "End the turn" while its holder's turn follows their declare: the press
 * sends `stoneSpeakers` (core campaign/events.ts) for the presser with their play area's cards and the
 * Golems in the Rivals' resource slots; accepted, those go onto the holder's board, as they lay, and
 * the event panel asks the holder's roll; refused, the reason goes to the presser alone.
 */
import type { Command } from "../../core/game/types";
import { BEACON, GOLEM, awakening } from "../../core/campaign/fates/golems";
import { GOLEM_NAMES } from "../../core/data/campaign/golemNames";
import type { AwakenGolemsCommand } from "../../core/campaign/fateCommandTypes";
import { empireCardOnMap } from "../../core/campaign/fates/empireCards";
import { refuseTo } from "../lib/chat";
import { exposeGlobal } from "../lib/globals";
import { fateCardsIn } from "../lib/pieceTags";
import { above, tagged } from "../lib/table";
import { fateTokensOnMap } from "../lib/fateTokensOnMap";
import { readSystems, systemOf, withPlayArea } from "../map/read";
import { golemsHeld, readScoringSnapshot } from "../scoring/read";
import { game, submit } from "../session/session";
import { playingColour } from "../lib/seats";
import { chapterOwnerToDraw, installCardButtonsFor, ownerClick, playAreaOwner } from "../court/cardButtons";
import type { Colour } from "../../core/data/vocabulary";
import type { Choice } from "../court/pending";
import { colourZone, withOaths } from "../lib/pieceTags";
import { onRedraw } from "../session/redraw";
import { removeButtonsWhere } from "../court/buttonKit";
import { looseCard } from "../lib/cards";

const FN = "arcsGolemBeacon";
const SPEND = "arcsGolemSpend";
const STONE = "arcsStoneSpeakers";
let stoneShown: string | undefined;

/** A Golem token turned Awake side up (its second face). */
export const awake = (o: TTSObject) => Math.abs(o.getRotation().z - 180) <= 90;

const flip = (o: TTSObject, z: number) => {
  const r = o.getRotation();
  o.setRotation(Vector(r.x, r.y, z));
};

/**
 * Unstable Golems (F508-F511), When Secured (seed 003): "Flip the <Golem> to Awake and take it": the
 * Golem the card's title names, if a player holds it (else nothing to take); Golem Worship (F517-F519):
 * "Take any Golem" a player holds (F505: only the Caretaker takes Golems from the map). Each token's
 * memo is its name (objects/; F506 names the four), told only when Awake ("Its Awake side is public if
 * a player holds it", F505) or named by the card.
 */
export function golemChoices(seats: Colour[], title: string): Choice[] {
  const any = title.indexOf("Unstable") < 0;
  const out: Choice[] = [];
  for (const c of seats) {
    for (const o of golemsHeld(c)) {
      const n = o.memo || "Golem";
      if (any || title.indexOf(n) > 0) out.push({ label: `${c}'s ${any && !awake(o) ? "Sleeping Golem" : n}`, answer: { golem: o.getGUID() } });
    }
  }
  return out;
}

/** Golem Hearth's Crisis (F503: the Golems off the map, loose on the table: F505, the players') and Golems Sate Their Appetite's (F521, `map`: every Golem) turned Awake. */
export function wakeGolems(map: boolean): void {
  for (const o of tagged("fate-token")) if (o.getGMNotes() === GOLEM && (map || systemOf(o) === undefined)) flip(o, 180);
}

/** The Golem `guid` onto `colour`'s board, Awake (F505: Golems fill resource slots); else why not. */
export function takeGolem(colour: Colour, guid: string, seats: Colour[]): string | undefined {
  for (const c of seats) {
    for (const o of golemsHeld(c)) {
      if (o.getGUID() === guid) {
        o.setPosition(above(colourZone("resources-zone", colour)!, 1));
        flip(o, 180);
        return undefined;
      }
    }
  }
  return "that Golem is no longer held";
}

/** `golem`: the name on the button pressed (F506: each Golem its own action), the clicker's Awake one of that name spent. */
function onSpend(clicker: string, golem: string): void {
  const s = game();
  const player = s && playingColour(clicker, s.seats);
  if (player === undefined) return refuseTo(clicker, "only a seated player of this game can do that");
  const golems = golemsHeld(player).filter((o) => awake(o) && o.memo === golem);
  const r = submit({ type: "spendGolem", player, awake: golems.length, golem } as Command);
  if (!r.ok) return refuseTo(clicker, r.reason);
  flip(golems[0], 0);
}

/** Golem Beacon's "Awaken" button (F502); with no `fn`, Golem Actions' (F506) "Spend <Golem>" buttons, one a Golem, by its action's line. */
export function drawSpendGolem(card: TTSObject, fn?: string, label?: string): void {
  const one = (f: string, l: string, z: number) => {
    card.createButton({ click_function: f, function_owner: Global, label: l, position: Vector(0, 0.3, z), width: 700, height: 120, font_size: 80 });
  };
  if (fn !== undefined) return one(fn, label!, 0.7);
  GOLEM_NAMES.forEach((n, i) => one(SPEND + n, "Spend " + n, 0.1 + i * 0.32));
}

function onAwaken(card: TTSObject, clicker: string): void {
  const at = ownerClick(card, clicker, () => card.getName(), "use it", "holder");
  if (at === undefined) return;
  const player = at.colour;
  const golems = fateTokensOnMap().filter((t) => t.token === GOLEM);
  const read = readSystems(golems.map((t) => t.system));
  const map = withPlayArea({ ...read, fateTokens: golems }, at.state, player, (id) => id === BEACON || empireCardOnMap(id));
  const command: AwakenGolemsCommand = { type: "awakenGolems", player, map, snapshot: readScoringSnapshot(at.state) };
  const r = submit(command as Command);
  if (!r.ok) return refuseTo(clicker, r.reason);
  const a = awakening(at.state, command);
  const hearth = fateCardsIn(player, (id) => id === "F503")[0];
  if (!a.ok || hearth === undefined) return;
  let k = 0;
  for (const obj of tagged("fate-token")) {
    const sys = obj.getGMNotes() === GOLEM ? systemOf(obj) : undefined;
    if (sys !== undefined && a.value.systems.indexOf(sys) >= 0) {
      obj.setPosition(above(hearth, 0.5 + k * 0.3));
      if (a.value.winning !== undefined) flip(obj, 180);
      k += 1;
    }
  }
}

function drawBeacon(card: TTSObject): void {
  if (chapterOwnerToDraw(card, (f) => f === FN) === undefined) return;
  drawSpendGolem(card, FN, "Awaken");
}

/** Stone-Speakers' press (F504): the Rivals' Golems onto the presser's board once the core ends the turn. */
function onStone(_card: TTSObject, clicker: string): void {
  const s = game();
  const player = s && playingColour(clicker, s.seats);
  if (s === undefined || player === undefined) return refuseTo(clicker, "only a seated player of this game can do that");
  const taken: TTSObject[] = [];
  for (const c of s.seats) if (c !== player) for (const o of golemsHeld(c)) taken.push(o);
  const r = submit(withOaths({ type: "stoneSpeakers", player, golems: taken.length } as never, player));
  if (!r.ok) return refuseTo(clicker, r.reason);
  taken.forEach((o, i) => o.setPosition(above(colourZone("resources-zone", player)!, 1 + i * 0.3)));
}

/** "End the turn" on Stone-Speakers while its holder, in turn, has declared (redrawn when that changes, and after a load). */
function paintStone(full: boolean): void {
  const r = game()?.round;
  // Ended, the turn is the next player's (a round's event phase comes with a new round).
  const who = r && r.declaredBy === r.order[r.turn] ? r.declaredBy : undefined;
  if (!full && who === stoneShown) return;
  stoneShown = who;
  const card = looseCard("fate-set-card", "F504");
  if (card === undefined) return;
  removeButtonsWhere(card, (f) => f === STONE);
  if (who !== undefined && playAreaOwner(card) === who) drawSpendGolem(card, STONE, "End the turn");
}

export function installGolemBeacon(): void {
  exposeGlobal(FN, onAwaken);
  exposeGlobal(STONE, onStone);
  onRedraw("Stone-Speakers", paintStone);
  for (const n of GOLEM_NAMES) exposeGlobal(SPEND + n, (_card: TTSObject, clicker: string) => onSpend(clicker, n));
  installCardButtonsFor({
    name: "Golem Beacon",
    lore: true,
    shapeOf: (o) => o.hasTag("fate-set-card") && o.getGMNotes() === BEACON,
    draw: drawBeacon,
  });
}
