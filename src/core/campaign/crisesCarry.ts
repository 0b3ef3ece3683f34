/**
 * Carrying out the Blight Crises on the table (BR p.18, p.24): the `carryOutBlight` command says the
 * table moved the pieces the last Crises' Blight hits name -- Imperial ships first, then each
 * player's Loyal ships, fresh before damaged, a Flagship's rightmost Armor then Upgrade; destroyed
 * pieces back to their supply (a Crisis gives nobody Trophies), or onto Blight Hunger (F1313) while the
 * map's play areas show it in one (`hunger`). The core keeps that it was done, so
 * it is never done twice (a second press, a press after a save and load), and checks the map the
 * table sends still gives the same hits: pieces moved since the Crises were resolved are refused,
 * naming the system.
 */
import type { Colour } from "../data/vocabulary";
import type { GameState } from "../game/types";
import { mapSnapshotRefusal } from "./mapControl";
import { blightCrises } from "./crisesBlight";
import type { BlightCrisis, FlagshipHit, PieceChange } from "./crisesBlight";
import type { CampaignState, CarryOutBlightCommand } from "./types";
import { logEvent } from "../game/util";
import type { CrisesResult } from "./resultTypes";

/** Who resolves the Crises: the Council's securer when the Council called them (BR p.14), else the initiative holder (BR p.13). */
export function crisesResolver(s: GameState): Colour {
  const c = s.campaign as CampaignState;
  const ev = c.lastEvent;
  return ev !== undefined && ev.council !== undefined ? ev.council : s.initiative;
}

/** Whether a Blight Crisis changes any piece (ships damaged or destroyed, Flagship parts hit), or a Court Crisis destroys damaged ones (fates/damagedCrises.ts). */
export function blightHitsAnything(r: CrisesResult): boolean {
  for (const b of r.blight) if (b.changes.length > 0 || b.flagship.length > 0) return true;
  return (r.wrecks ?? []).length > 0;
}

function sameChange(a: PieceChange, b: PieceChange): boolean {
  return a.system === b.system && a.owner === b.owner && a.kind === b.kind && a.destroyed === b.destroyed &&
    a.before.fresh === b.before.fresh && a.before.damaged === b.before.damaged && a.after.fresh === b.after.fresh && a.after.damaged === b.after.damaged;
}

function sameHit(a: FlagshipHit, b: FlagshipHit): boolean {
  return a.owner === b.owner && a.slot === b.slot && a.part === b.part && a.result === b.result;
}

function sameCrisis(a: BlightCrisis, b: BlightCrisis): boolean {
  if (a.system !== b.system || a.hits !== b.hits || a.lostHits !== b.lostHits || a.changes.length !== b.changes.length || a.flagship.length !== b.flagship.length) return false;
  for (let i = 0; i < a.changes.length; i++) if (!sameChange(a.changes[i], b.changes[i])) return false;
  for (let i = 0; i < a.flagship.length; i++) if (!sameHit(a.flagship[i], b.flagship[i])) return false;
  return true;
}

/** The first system whose Blight Crisis differs between the two lists (map order), if any. */
export function changedBlightSystem(was: readonly BlightCrisis[], now: readonly BlightCrisis[]): string | undefined {
  const n = Math.max(was.length, now.length);
  for (let i = 0; i < n; i++) {
    const a = was[i];
    const b = now[i];
    if (a === undefined) return b.system;
    if (b === undefined) return a.system;
    if (a.system !== b.system) return a.system;
    if (!sameCrisis(a, b)) return a.system;
  }
  return undefined;
}

export function carryOutBlight(s: GameState, c: CarryOutBlightCommand): string | undefined {
  const before = s.campaign as CampaignState;
  const last = before.lastCrises;
  if (last === undefined) return "no Crises were resolved: no Blight hits to carry out (BR p.18)";
  if (last.blightCarriedOut === true) return "these Blight hits were already carried out";
  const resolver = crisesResolver(s);
  if (c.player !== resolver) return `only ${resolver}, who resolves the Crises, carries out the Blight hits (BR p.18)`;
  if (!blightHitsAnything(last)) return "the Blight Crises hit no piece: nothing to carry out";
  const bad = mapSnapshotRefusal(c.map, s.seats);
  if (bad !== undefined) return bad;
  const changed = changedBlightSystem(last.blight, blightCrises(c.map, s.seats));
  if (changed !== undefined) {
    return `the pieces in ${changed} changed since the Crises: put them back, then carry out the Blight hits`;
  }
  // F1313 "Place pieces (even yours) destroyed by a Blight Crisis on this card": its play area, if any.
  const hunger = (c.map.playAreas ?? []).find((a) => a.cards.indexOf("F1313") >= 0);
  // The last Crises are shared with older states (copy.ts): replaced whole, never changed in place.
  s.campaign = { ...before, lastCrises: hunger === undefined ? { ...last, blightCarriedOut: true } : { ...last, blightCarriedOut: true, hunger: hunger.colour } };
  logEvent(s, "eventPhase", c.player, `${c.player} carries out the Blight hits; destroyed pieces go ${hunger === undefined ? "back to their supply" : `onto Blight Hunger (F1313) in ${hunger.colour}'s play area`}, nobody takes them as Trophies (BR pp.18-19)`);
  return undefined;
}
