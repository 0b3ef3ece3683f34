/**
 * The Edicts' own presses (BR p.20): Edict done and the choices of the Fate edicts the core decides
 * (core/campaign/fates/fateEdicts.ts, edictChoices.ts), each checked against who clicked and sent
 * with what its card reads.
 */
import type { Ambition, SystemId } from "../../../core/data/vocabulary";
import type { EdictDoneCommand } from "../../../core/campaign/types";
import type { CourtRowSnapshot } from "../../../core/campaign/resultTypes";
import { laidOnTrust } from "./trust";
import { game } from "../../session/session";
import { edictActor, otherEdictDue } from "./panel";
import { courtDeckIds, readCourtRowSnapshot } from "../../court/table";
import { outragedTypes, readBattleCourt } from "../../battle/read";
import { withFateTokens } from "../../lib/fateTokensOnMap";
import { fateHolder } from "../../../core/campaign/fates/setupWords";
import { golemsHeld, readScoringSnapshot } from "../../scoring/read";
import { armisticeHere, edictPicks, supplyCounts } from "./edictMoves";
import { withPlayArea } from "../../map/read";
import { find } from "../../lib/table";
import { asActor, onMapRead, send } from "./clicks";
import { awake } from "../golems";

/**
 * Edict done, or (`declare`) an ambition button of Judge Sets Agenda (F2405), shown to the Judge alone
 * while it is due, or of Imperial Sponsor (F123), the First Regent's: the Sponsored box, with the
 * resource they laid on the Trust (trust.ts), or (`pick`) a choice button of its resolver
 * (edictMoves.ts edictPicks): F703 a system to replace a ship in, read on the map with their play area
 * and the Imperial ship bag's count; F1509 a cluster whose Ceasefire to flip to War, read on the map
 * with its Ceasefires; F1805 a chooser's planet type (read on the map with its Bunkers) or the
 * Survivalist's answer; F413 the Advocate's demanded card or the Rival's answer; F215, F226 a Court card
 * for the Armistice here, read with the Court row and the play areas (the Member titles); F821 the
 * play areas (The Young Light, The Prophet), then F821, F827 the Doctrine's side; F521 the boards and
 * the Awake Golems, then a chooser's Guild card to scrap.
 */
export function onEdictDone(clicker: string, declare?: { ambition: Ambition; marker: string }, pick?: number): void {
  const s = game();
  const card = otherEdictDue(s && s.campaign);
  const a = asActor(clicker, card !== undefined && s !== undefined && (declare === undefined || card === "F2405" || card === "F123") ? edictActor(s) : undefined, "close this edict");
  const x = a && pick && edictPicks(a.s, a.me)[pick - 1];
  if (a === undefined || card === undefined || (pick && x === undefined)) return;
  // What the core's Fate edicts read (core/campaign/fates/fateEdicts.ts): the Overlord's Outrage (F1703),
  // the scoring counts (F1903), the map with its Ceasefires and Seats (F1510, F1619).
  const c: EdictDoneCommand = { type: "edictDone", card };
  const overlord = card === "F1703" ? fateHolder(a.c, "FATE17") : undefined;
  if (overlord !== undefined) c.outrage = outragedTypes(overlord.colour);
  // F318: with the supply bags' tokens, F1412: with the Outrage (edictMoves.ts moves what the core decides).
  const arm = card === "F215" || card === "F226";
  // F703: each Imperial ship placed, for the Admiral's "winning an ambition" (F701B).
  if (card === "F1903" || card === "F318" || card === "F1412" || card === "F821" || card === "F703" || arm) c.snapshot = readScoringSnapshot(a.s);
  if (card === "F318") c.supply = supplyCounts();
  // F619: the Court row and deck; F2405: the Judge, declaring or not.
  if (card === "F619" || arm) c.court = readCourtRowSnapshot(a.s);
  if (card === "F619") c.deck = courtDeckIds(true);
  if (arm) c.untuck = armisticeHere(c.court as CourtRowSnapshot[]);
  c.player = a.me;
  if (card === "F123") {
    c.box = declare && declare.ambition;
    c.adds = laidOnTrust(a.c.trust);
  } else c.declare = declare;
  // F1805, F413: the boards (the Captives, the Outrage, the Guild cards, the agents), their choices as they are.
  if (card === "F1805" || card === "F413" || card === "F521") c.table = readBattleCourt(a.s);
  // F521: the Awake Golems each holds (campaign/golems.ts), then each chooser's Guild card.
  if (card === "F521" && !a.c.edictStep) {
    c.awake = {};
    for (const p of a.s.seats) c.awake[p] = golemsHeld(p).filter((o) => awake(o)).length;
  }
  if (typeof x === "number") c.flip = x;
  else if (card !== "F703") c.pick = x;
  else if (x !== undefined) {
    c.replace = x as SystemId;
    const bag = find("imperial-ship-supply");
    c.imperial = bag && bag.getQuantity();
  }
  // What the core accepted is moved by edictMoves (eventPhase.ts, once applied).
  if ((x !== undefined && !arm) || card === "F1510" || card === "F1619" || card === "F113") onMapRead(clicker, (map) => ({ ...c, map: withPlayArea(withFateTokens(map), a.s, a.me) }));
  else send(clicker, c);
}

