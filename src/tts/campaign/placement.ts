/**
 * Act I's placement passes (BR p.6), guided and checked: in turn order, then reverse, the player due
 * drops a city or starport of their colour on a planet with an Imperial ship. The table reads the
 * system the building lies in and asks the core (`placeStart`); a refusal puts the building back
 * where it was picked up and tells the dropper why; on success the table adds the 3 ships and the
 * planet's resource. The Imperial ships on the open planets are highlighted in the due colour.
 */
import type { Colour } from "../../core/data/vocabulary";
import type { GameState } from "../../core/game/types";
import type { CampaignState } from "../../core/campaign/types";
import { openStartPlanets } from "../../core/campaign/actOneSetup";
import { refuseTo } from "../lib/chat";
import { colourOf, pieceKind } from "../lib/pieceTags";
import { ownerZone } from "../lib/assumptions";
import { tagged } from "../lib/table";
import { game, submit } from "../session/session";

/** highlightOff with no colour removes every highlight (api Object highlightOff; the typings want an argument). */
const ALL_HIGHLIGHTS = undefined as unknown as ColorValue;

/** Whether the last paint lit any Imperial ship (a load starts true: TTS may have kept a highlight). */
let lit = true;

/** Where each building was picked up, by GUID, so a refused placement goes back there. */
const pickedFrom: { [guid: string]: { position: Vector; rotation: Vector } | undefined } = {};

export function placing(s: GameState | undefined): CampaignState | undefined {
  if (s === undefined || s.campaign === undefined) return undefined;
  const c = s.campaign;
  return c.stage === "setup" && c.setup !== undefined ? c : undefined;
}

export function duePlacer(c: CampaignState): Colour | undefined {
  const setup = c.setup;
  return setup && setup.order[setup.placements.length];
}

export function notePickUp(obj: TTSObject): void {
  if (placing(game()) === undefined) return;
  const kind = pieceKind(obj);
  if (kind !== "city" && kind !== "starport") return;
  pickedFrom[obj.getGUID()] = { position: obj.getPosition(), rotation: obj.getRotation() };
}

function putBack(obj: TTSObject): void {
  const from = pickedFrom[obj.getGUID()];
  if (from === undefined) return;
  obj.setRotation(from.rotation);
  obj.setPosition(from.position);
}

/** The system a dropped piece lies in (its centre's zone), if any. */
function systemOf(obj: TTSObject): string | undefined {
  const zones: TTSObject[] = [];
  for (const z of obj.getZones()) if (z.hasTag("system")) zones.push(z);
  const z = ownerZone(obj, zones);
  return z && z.getGMNotes();
}

/** A building dropped during the passes: a placement attempt when it lands in a system. */
export function onPlacementDrop(dropper: string, obj: TTSObject): void {
  const c = placing(game());
  if (c === undefined) return;
  const kind = pieceKind(obj);
  if (kind !== "city" && kind !== "starport") return;
  const system = systemOf(obj);
  if (system === undefined) return;
  const owner = colourOf(obj) as Colour;
  if (dropper !== owner) {
    refuseTo(dropper, `that ${kind} is ${owner}'s: each places their own (BR p.6)`);
    putBack(obj);
    return;
  }
  const r = submit({ type: "placeStart", player: owner, system, building: kind });
  if (!r.ok) {
    refuseTo(dropper, `${r.reason}; your ${kind} goes back`);
    putBack(obj);
    return;
  }
  pickedFrom[obj.getGUID()] = undefined;
}

/** The Imperial ships on planets still open to the next placement, lit in the due player's colour. */
export function paintPlacementHighlights(s: GameState | undefined): void {
  const c = placing(s);
  // Outside the passes nothing is lit: no table query on every redraw of a game in play.
  if (c === undefined && !lit) return;
  lit = c !== undefined;
  const ships = tagged("imperial-ship");
  if (c === undefined || s === undefined) {
    for (const o of ships) o.highlightOff(ALL_HIGHLIGHTS);
    return;
  }
  const open = openStartPlanets(s);
  const due = duePlacer(c) as Colour;
  for (const o of ships) {
    let lit = false;
    for (const z of o.getZones()) if (z.hasTag("system") && open.indexOf(z.getGMNotes()) >= 0) lit = true;
    if (lit) o.highlightOn(due);
    else o.highlightOff(ALL_HIGHLIGHTS);
  }
}

/**
 * After the Imperial ships were taken out of their bag: light them once every one has spawned and
 * the zones have seen it (a taken object is `spawning`, in no zone, for a few frames; zones notice a
 * script's move a physics step later: docs/tts-behaviour.md).
 */
export function highlightWhenLanded(): void {
  Wait.condition(
    () => Wait.frames(() => paintPlacementHighlights(game()), 3),
    () => {
      for (const o of tagged("imperial-ship")) if (o.spawning || !o.resting) return false;
      return true;
    },
    5,
  );
}

/** The public guide line: whose placement, what to place, where it may go. */
export function placementText(s: GameState): string {
  const c = placing(s);
  if (c === undefined || c.setup === undefined) return "";
  const setup = c.setup;
  const due = duePlacer(c) as Colour;
  const pass = setup.placements.length < setup.order.length / 2 ? "first pass, turn order" : "second pass, reverse turn order";
  return `Starting placements (BR p.6, ${pass}): ${due} drops a city or starport on a lit planet, gaining 3 ships and its resource. Open: ${openStartPlanets(s).join(", ")}.`;
}
