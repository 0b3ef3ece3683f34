/**
 * The Pathfinder's Seek the Portal (F909-F911), When Secured at the table (seed 003): "If you control
 * the Portal token, scrap any number of ***any*** ships in its system. Gain 2 Power per ship scrapped.
 * Shuffle this card into the Court deck." Its securer presses a "Scrap a fresh Blue ship" button per
 * ship, as often as ships lie there, then Done. Each scrap joins the answer kept with the pending
 * choice (saved with the table), on the map read at the first, before any ship leaves; the core
 * checks the whole answer at each press (core/campaign/fates/seekPortal.ts). At Done the core gives
 * the Power and the ships leave the game (BR glossary "Scrap: Make out of play permanently").
 */
import type { Colour, SystemId } from "../../core/data/vocabulary";
import type { GameState } from "../../core/game/types";
import type { MapSnapshot } from "../../core/map/snapshot";
import type { WhenSecuredAnswer } from "../../core/court/court";
import type { TableState } from "../../core/court/types";
import { bannersControlled } from "../../core/campaign/fates/banners";
import { apply } from "../../core/rules";
import { announce, refuseTo } from "../lib/chat";
import { tagged } from "../lib/table";
import { campaignSystemPieces } from "../lib/campaignMap";
import { readSystems, systemOf, withPlayArea } from "../map/read";
import type { Choice, PendingVox } from "../court/pending";

/** The Portal's system as it lies now, with its token and `colour`'s play area, if they control it (the core decides). */
function portalMap(s: GameState, colour: Colour): MapSnapshot | undefined {
  const o = tagged("fate-token").filter((x) => x.getGMNotes() === "Portal")[0];
  const id = o && systemOf(o);
  const map = id === undefined ? undefined : withPlayArea({ ...readSystems([id]), fateTokens: [{ system: id as SystemId, token: "Portal" }] }, s, colour);
  return map && bannersControlled(s, colour, map, "Portal").length > 0 ? map : undefined;
}

/** A button per owner and side of the ships in the Portal's system `colour` controls; none if they do not. */
export function portalChoices(s: GameState, colour: Colour): Choice[] {
  const map = portalMap(s, colour);
  const out: Choice[] = [];
  if (map) {
    for (const p of map.systems[0].pieces) {
      for (const damaged of [false, true]) {
        if (p.kind === "ship" && (damaged ? p.damaged : p.fresh) > 0) out.push({ label: `Scrap a ${damaged ? "damaged" : "fresh"} ${p.owner === "empire" ? "Imperial" : p.owner} ship`, answer: { scrap: [{ owner: p.owner, damaged }] } });
      }
    }
  }
  return out;
}

/** A press: its scrap joins the kept ones (refused to `clicker` alone if the core says no); false for Done, whose answer then carries them all. */
export function portalPress(s: GameState, p: PendingVox, answer: WhenSecuredAnswer, clicker: string, court: TableState, said: string): boolean {
  const add = answer.scrap;
  const kept = p.answer || {};
  answer.scrap = (kept.scrap || []).concat(add || []);
  answer.map = kept.map || portalMap(s, p.colour);
  if (add === undefined) return false;
  const r = apply(s, { type: "court", player: p.colour, action: { kind: "answer", answer, court } });
  if (!r.ok) refuseTo(clicker, r.reason);
  else {
    p.answer = answer;
    announce(said);
  }
  return true;
}

/** The answer taken: its ships leave the Portal's system, out of the game. */
export function scrapOnTable(answer: WhenSecuredAnswer): void {
  const t = answer.map && answer.map.fateTokens;
  const here = t ? campaignSystemPieces(t[0].system) : [];
  for (const x of answer.scrap || []) {
    const k = here.findIndex((o) => o.kind === "ship" && o.owner === x.owner && o.damaged === x.damaged);
    if (k >= 0) here.splice(k, 1)[0].obj.destruct();
  }
}
