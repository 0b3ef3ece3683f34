/**
 * The map steps an Act II or III setup owes (BR p.7 step F; seed 003), done by hand and checked by
 * the core when the player presses done at the table (src/tts/campaign/mapSteps.ts):
 * - "Replenish your fleet—if you have fewer than 8 Loyal ships on the map, place 1 ship each in any
 *   systems until you have 8 Loyal ships on the map" (F1301A step 3, F1401A step 4, F1501A step 5,
 *   F1601A step 5);
 * - a "C" Fate's step 1 (F1701A ... F2401A), "If you have a Flagship, you may Resettle", offered when
 *   `startAct`'s map shows the player's Flagship, and optional (BR p.25 "Resettling Flagships": 1. clear
 *   the Flagship board, replace the Flagship with a Loyal ship; 2. place 1 city and 1 starport in empty
 *   building slots, else replacing Free buildings; 3. fewer than 8 Loyal ships on the map: place ships
 *   in systems with Loyal pieces until you have 8).
 * `campaign.mapSteps` lists what is owed, with what `startAct`'s map showed of the player (Loyal
 * ships, cities, starports, the systems with Loyal pieces). `mapStep` carries the map and the ships
 * left in the player's supply ("until you have 8": fewer when the supply runs out); a refusal names
 * the card. The game is never held: once the Act's first card is played, a step not done is logged as
 * not done at the table (left to the players) and dropped.
 */
import type { Colour, SystemId } from "../../data/vocabulary";
import type { Command, GameState } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import type { MapPieceKind, MapSnapshot } from "../../map/snapshot";
import { countPieces, loyalIn } from "../../map/pieces";
import { logEvent } from "../../game/util";
import { mapSnapshotRefusal } from "../mapControl";
import type { CampaignState } from "../types";
import type { MapStepCommand, MapStepOwed } from "../fateCommandTypes";
import { campaignPlayer } from "./setupWords";

const REPLENISH: { readonly [card: string]: string } = { F1301A: "3", F1401A: "4", F1501A: "5", F1601A: "5" };

/** The player's Loyal pieces on the map: ships (with the Flagship), cities, starports, Flagships, and the systems holding any. */
function loyal(map: MapSnapshot, colour: Colour): { ships: number; cities: number; ports: number; flag: number; at: SystemId[] } {
  const n = (kind: MapPieceKind) => {
    let t = 0;
    for (const sp of map.systems) t += countPieces(sp.pieces, colour, kind, "any");
    return t;
  };
  const flag = n("flagship");
  return { ships: n("ship") + flag, cities: n("city"), ports: n("starport"), flag, at: map.systems.filter((sp) => loyalIn(sp.pieces, colour)).map((sp) => sp.system) };
}

/** After the setups of `startAct`: the steps each setup owes, logged for the table. */
function owe(s: GameState, map: MapSnapshot | undefined): void {
  const c = s.campaign as CampaignState;
  const owed: MapStepOwed[] = [];
  for (const f of c.actSetups ?? []) {
    const l = map && loyal(map, f.player);
    const n = REPLENISH[f.card];
    // A "C" Fate's Resettle is offered only to a Flagship the map shows: without a map the table cannot tell.
    const resettle = campaignPlayer(c, f.player)?.letter === "C";
    if (resettle ? l === undefined || l.flag === 0 : n === undefined) continue;
    const o: MapStepOwed = resettle && l ? { player: f.player, step: "resettle", card: `${f.card} step 1`, cities: l.cities, ports: l.ports, at: l.at } : { player: f.player, step: "replenish", card: `${f.card} step ${n}` };
    if (l !== undefined) o.ships = l.ships;
    owed.push(o);
    logEvent(s, "setUp", f.player, `${f.player} owes ${o.card} on the map`);
  }
  if (owed.length > 0) c.mapSteps = owed;
}

/** Why the map after the step is not what the card asks; undefined when it is. */
function wrong(s: GameState, o: MapStepOwed, c: MapStepCommand): string | undefined {
  const map = c.map;
  const bad = map === undefined ? "the map was not read" : mapSnapshotRefusal(map, s.seats);
  if (bad !== undefined || map === undefined) return bad;
  const l = loyal(map, c.player);
  const r = o.step === "resettle";
  const rule = r ? "BR p.25 step " : o.card;
  if (r) {
    // A board is read only with its Flagship on the map (src/tts/lib/flagshipBoards.ts): the piece tells.
    if (l.flag > 0) return `replace your Flagship with a Loyal ship (${rule}1)`;
    if (l.cities !== (o.cities ?? 0) + 1 || l.ports !== (o.ports ?? 0) + 1) return `place 1 city and 1 starport in empty building slots on the map (${rule}2)`;
    for (const sp of map.systems) {
      const mine = loyal({ systems: [sp] }, c.player);
      if (mine.ships > 0 && (o.at ?? []).indexOf(sp.system) < 0 && mine.cities + mine.ports === 0) return `place ships only in systems with Loyal pieces (${rule}3)`;
    }
  }
  if ((l.ships < 8 && (c.supply ?? 0) > 0) || (l.ships > 8 && l.ships > (o.ships ?? l.ships))) return `${c.player} has ${l.ships} Loyal ships on the map: place ships until you have 8 Loyal ships on the map (${rule}${r ? "3" : ""})`;
  return undefined;
}

/** A new campaign record with these steps owed; set apart from the spread: in Lua `{ ...camp, mapSteps: nil }` keeps camp's. */
function setSteps(s: GameState, camp: CampaignState, steps: MapStepOwed[] | undefined): void {
  const out = { ...camp };
  out.mapSteps = steps;
  s.campaign = out;
}

function mapStep(s: GameState, c: MapStepCommand): string | undefined {
  const camp = s.campaign as CampaignState | undefined;
  const owed = camp?.mapSteps ?? [];
  const o = owed.filter((x) => x.player === c.player && x.step === c.step)[0];
  if (camp === undefined || o === undefined) return `${c.player} owes no ${c.step} (BR p.7 step F)`;
  // "No Resettle" once the table did step 1 (the Flagship replaced) is too late: the Resettle is under way.
  const r = c.skip !== true || o.step !== "resettle" ? wrong(s, o, c) : c.map && loyal(c.map, c.player).flag === 0 ? "you have begun to Resettle (BR p.25)" : undefined;
  if (r !== undefined) return r;
  const left = owed.filter((x) => x !== o);
  setSteps(s, camp, left.length > 0 ? left : undefined);
  logEvent(s, "setUp", c.player, c.skip === true ? `${c.player} does not Resettle (${o.card})` : `${c.player} did ${o.card}: the map checked`);
  return undefined;
}

/**
 * In front of the Fates' setups (`startAct`), and while steps are owed: `mapStep`, and the Act's
 * first card played, which drops what is left (logged).
 */
export const fateMapSteps: RuleModule<Command> = {
  id: "fate map steps",
  inForce: (s: GameState) => (s.campaign === undefined ? s.phase === "setup" : s.campaign.stage === "intermission" || s.campaign.mapSteps !== undefined),
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => {
    if (c.type === "mapStep") return mapStep(s, c);
    const r = next(s, c);
    if (r !== undefined) return r;
    if (c.type === "startAct") owe(s, c.map);
    const camp = s.campaign;
    if (camp !== undefined && camp.mapSteps !== undefined && (s.round?.plays.length ?? 0) > 0) {
      for (const o of camp.mapSteps) logEvent(s, "setUp", o.player, `${o.player}'s ${o.card} was not done at the table`);
      setSteps(s, camp, undefined);
    }
    return undefined;
  },
};
