/**
 * The setups' map steps at the table (seed 003 F1401A step 4 ..., BR p.25 Resettling Flagships; the
 * core's campaign/fates/mapSteps.ts): while the core lists a step owed (`campaign.mapSteps`), the
 * owing player's board carries its buttons, drawn from the game state alone (a load draws them
 * again): "Fleet replenished" (with F1301A's scrap, F1201A's gates, F1001A's fleet), or "Resettle",
 * "Resettle done" and "No Resettle", "Passage placed" (F2201A step 3), "Rumors placed" (F1208A
 * step 2: face down Rumors are read by their back, so the check keeps the secret), or "Gain Flagship" and
 * "Flagship set up" (F901A, F1001A, F1101A, F1201A steps 1-2). Gain Flagship does what the rules
 * leave no choice in (BR p.22): the player's buildings on the map replaced by Free ones from their
 * bags, and, on the board the player laid, the step's Upgrades from their supply (a city from the
 * board's leftmost filled city slot); the Flagship's place is the player's. Resettle does what
 * the rule leaves no choice in: the Flagship board's cities and starports back to the supply, the
 * board into its bag, a ship from the supply where the Flagship lay and the Flagship into its bag;
 * the player places the city, starport and ships. Done sends `mapStep` with the map as read (its Fate
 * tokens and the Twisted Passage's pieces too) and the ships left in the player's supply bag;
 * `startAct` read the bags with the map (intermission/nextAct.ts). A refusal, or a press by anyone
 * else, is told to the presser alone. A Resettle accepted may change the Peacekeeper's Ceasefire
 * sides (F1507A step 1, the core's setupTokens.ts): the tokens on the map of the clusters whose side
 * changed are turned to it.
 */
import type { Colour } from "../../core/data/vocabulary";
import type { Command, GameState } from "../../core/game/types";
import type { SystemId } from "../../core/data/vocabulary";
import { system } from "../../core/data/map";
import type { MapStepOwed } from "../../core/campaign/fateCommandTypes";
import { refuseTo } from "../lib/chat";
import { exposeGlobal } from "../lib/globals";
import { asColour, find, gmNotes, tagged } from "../lib/table";
import { supplyBag } from "../lib/pieceTags";
import { toSupply } from "../lib/supply";
import type { BoardPiece } from "../lib/flagshipBoards";
import { flagshipBoardOf } from "../lib/flagshipBoards";
import { readCampaignMap } from "../lib/campaignMap";
import { systemZoneOf, withFateTokens } from "../lib/fateTokensOnMap";
import { playingColour } from "../lib/seats";
import { systemOf } from "../map/read";
import { game, onApplied, submit } from "../session/session";
import { onRedraw } from "../session/redraw";
import { removeButtonsWhere } from "../court/buttonKit";
import { flagshipParts } from "../../core/campaign/fates/mapSteps";
import { nextBoardCity, playerBoard, snapSpot } from "../lib/boards";
import { takeFrom } from "../setup/lay";

const FN = "arcsMapStep";
const LABELS = ["Fleet replenished", "Resettle", "Resettle done", "No Resettle", "Passage placed", "Gain Flagship", "Flagship set up", "Rumors placed"];
const BUTTONS: { [step: string]: number[] } = { replenish: [0], resettle: [1, 2, 3], passage: [4], flagship: [5, 6], rumors: [7] };
let shown: MapStepOwed[] | undefined = undefined;

/** BR p.25 step 1: the board cleared into the supply and its bag, the Flagship replaced by a ship from the supply. */
function resettle(colour: Colour): void {
  const b = flagshipBoardOf(colour);
  const back = (p: BoardPiece | undefined) => p && toSupply(p.obj, colour, p.building);
  if (b !== undefined) {
    for (const slot of b.slots) {
      back(slot.upgrade);
      back(slot.armor);
    }
    find("flagship-board-supply")?.putObject(b.obj);
  }
  for (const f of tagged("flagship")) {
    if (gmNotes(f) !== colour || systemOf(f) === undefined) continue;
    supplyBag("ship", colour)?.takeObject({ position: f.getPosition(), smooth: false });
    find("flagship-supply")?.putObject(f);
  }
}

/** "You gain a Flagship" and BR p.22: Free buildings for the Loyal ones on the map; the step's Upgrades on the board, on empty slots. */
function gain(o: MapStepOwed): string | undefined {
  const c = o.player;
  const b = flagshipBoardOf(c);
  const want = flagshipParts(o);
  if (want === undefined) return `${c} owes no Flagship now`;
  if (b === undefined) return "lay your Flagship board out of its bag first";
  for (const kind of ["city", "starport"]) {
    for (const x of getObjectsWithAllTags([kind, c])) {
      if (x.hasTag("supply") || systemOf(x) === undefined) continue;
      takeFrom(find(`free-${kind}-supply`), x.getPosition());
      toSupply(x, c, kind);
    }
  }
  want.forEach((kind, i) => {
    const at = snapSpot(b.obj, `flagship-upgrade-${i + 1}`);
    if (at === undefined || kind === "" || b.slots[i].upgrade !== undefined) return;
    const to = Vector(at.x, at.y + 0.3, at.z);
    if (kind === "city") nextBoardCity(c)?.setPosition(to);
    else takeFrom(supplyBag(kind, c), to);
  });
  return undefined;
}

function press(board: TTSObject, clicker: string, i: number): void {
  const s = game();
  const owner = asColour(gmNotes(board));
  const o = (s?.campaign?.mapSteps ?? []).filter((x) => x.player === owner)[0];
  if (s === undefined || o === undefined) return;
  if (playingColour(clicker, s.seats) !== owner) return refuseTo(clicker, `only ${o.player} does ${o.card}`);
  if (i === 1) return resettle(o.player);
  const g = i === 5 ? gain(o) : undefined;
  if (g !== undefined) refuseTo(clicker, g);
  if (i === 5) return;
  const r = submit({ type: "mapStep", player: o.player, step: o.step, supply: supplyBag("ship", o.player)?.getQuantity() ?? 0, map: withFateTokens(readCampaignMap()), skip: i === 3 } as Command);
  if (!r.ok) refuseTo(clicker, r.reason);
}

/** The Peacekeeper's Ceasefire sides in `s` (F1507A), by cluster. */
const sidesIn = (s: GameState) => (s.campaign?.actSetups ?? []).filter((f) => f.ceasefires !== undefined)[0]?.ceasefires ?? [];

/** F1507A step 1 after a Resettle: each Ceasefire on the map whose cluster's side the core changed, turned to it (face down: War). */
function turnCeasefires(after: GameState, c: Command, before: GameState): void {
  const now = sidesIn(after);
  const was = sidesIn(before);
  if (c.type !== "mapStep" || now === was) return;
  for (const o of tagged("fate-token")) {
    const zone = gmNotes(o) === "Ceasefire" ? systemZoneOf(o) : undefined;
    const k = (zone && system(gmNotes(zone) as SystemId)?.cluster) ?? 0;
    const side = now[k - 1]?.side;
    if (side !== undefined && side !== was[k - 1]?.side && o.is_face_down !== (side === "war")) o.flip();
  }
}

export function installMapSteps(): void {
  onApplied(turnCeasefires);
  LABELS.forEach((_l, i) => exposeGlobal(FN + i, (board: TTSObject, clicker: string) => press(board, clicker, i)));
  onRedraw("Map steps", (full) => {
    const s = game();
    const steps = s?.campaign?.mapSteps;
    if (!full && steps === shown) return;
    shown = steps;
    for (const colour of s?.seats ?? []) {
      const board = playerBoard(colour);
      if (board === undefined) continue;
      removeButtonsWhere(board, (fn) => fn.indexOf(FN) === 0);
      const o = (steps ?? []).filter((x) => x.player === colour)[0];
      if (o === undefined) continue;
      BUTTONS[o.step].forEach((i, k) => board.createButton({ click_function: FN + i, function_owner: Global, label: LABELS[i], position: Vector(0, 0.3, -0.5 + k * 0.12), width: 500, height: 50, font_size: 40 }));
    }
  });
}
