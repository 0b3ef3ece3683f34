/**
 * The Pirate Haven at the end of Act III (seed 003 F1208B, F1211; the core's campaign/fates/haven.ts):
 * while the core names the Rival who chooses (`havenTurn`), Rumors of the Haven (F1211) in the rules
 * booklet carries a button per planet, a row per cluster, and "<Rival>: no planet". A press sends
 * `haven` for the presser with the map as read; the core checks who chooses and control. The last
 * Rival's press also sends the True Rumors on the map, read by their faces (GM notes, "True Rumor
 * Cluster Correct") only then, and, accepted, turns them face up: the reveal.
 */
import type { SystemId } from "../../core/data/vocabulary";
import type { HavenCommand } from "../../core/campaign/fateCommandTypes";
import { SYSTEMS } from "../../core/data/map";
import { NOT_YOURS, havenTurn } from "../../core/campaign/fates/haven";
import { refuseTo } from "../lib/chat";
import { exposeGlobal } from "../lib/globals";
import { looseCard } from "../lib/cards";
import { asColour, tagged } from "../lib/table";
import { readCampaignMap } from "../lib/campaignMap";
import { fateTokensOnMap } from "../lib/fateTokensOnMap";
import { game, submit } from "../session/session";
import { onRedraw } from "../session/redraw";
import { removeButtonsWhere } from "../court/buttonKit";

const FN = "arcsHaven";
const TRUE = "True Rumor";
/** What each press sends, its index after FN: a planet's id, then "" (no planet). */
const PRESSES = SYSTEMS.filter((x) => x.kind === "planet").map((x) => x.id as string).concat([""]);
let shown: string | undefined = undefined;

function press(clicker: string, what: string): void {
  const s = game();
  const player = asColour(clicker);
  if (s === undefined || player === undefined) return refuseTo(clicker, NOT_YOURS);
  const c: HavenCommand = { type: "haven", player, map: readCampaignMap() };
  if (what !== "") c.planet = what as SystemId;
  const last = (s.campaign?.haven ?? []).length + 2 === s.seats.length && havenTurn(s) === player;
  if (last) c.rumors = fateTokensOnMap(undefined, true).filter((t) => t.token.indexOf(TRUE) === 0);
  const r = submit(c);
  if (!r.ok) return refuseTo(clicker, r.reason);
  if (last) for (const o of tagged("fate-token")) if (o.is_face_down && o.getGMNotes().indexOf(TRUE) === 0) o.flip();
}

export function installHaven(): void {
  PRESSES.forEach((what, i) => exposeGlobal(FN + i, (_o: TTSObject, clicker: string) => press(clicker, what)));
  onRedraw("Haven", (full) => {
    const s = game();
    const turn = s && havenTurn(s);
    if (!full && turn === shown) return;
    shown = turn;
    const card = looseCard("fate-set-card", "F1211");
    if (card === undefined) return;
    removeButtonsWhere(card, (fn) => fn.indexOf(FN) === 0);
    if (turn !== undefined) PRESSES.forEach((what, i) => card.createButton({ click_function: FN + i, function_owner: Global, label: what === "" ? turn + ": no planet" : what, position: Vector(what === "" ? 0 : ((i % 3) - 1) * 0.6, 0.3, -0.85 + Math.floor(i / 3) * 0.3), width: what === "" ? 700 : 250, height: 120, font_size: 80 }));
  });
}
