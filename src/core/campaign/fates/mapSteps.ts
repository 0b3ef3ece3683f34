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
 * the card. The game is never held: once the Act's first round starts, a step not done is logged as
 * left to the players and dropped.
 */
import type { Colour, SystemId } from "../../data/vocabulary";
import type { Command, GameState } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import type { MapSnapshot } from "../../map/snapshot";
import { logEvent } from "../../game/util";
import { mapSnapshotRefusal } from "../mapControl";
import type { CampaignState } from "../types";
import type { MapStepCommand, MapStepOwed } from "../fateCommandTypes";
import { campaignPlayer } from "./setupWords";

const REPLENISH: { readonly [card: string]: string } = { F1301A: "3", F1401A: "4", F1501A: "5", F1601A: "5" };

/** The player's Loyal pieces on the map: ships (with the Flagship), cities, starports, Flagships, and the systems holding any. */
function loyal(map: MapSnapshot, colour: Colour): { ships: number; cities: number; ports: number; flag: number; at: SystemId[] } {
  const out = { ships: 0, cities: 0, ports: 0, flag: 0, at: [] as SystemId[] };
  for (const sp of map.systems) {
    let here = false;
    for (const p of sp.pieces) {
      const n = p.owner === colour ? p.fresh + p.damaged : 0;
      if (n === 0) continue;
      here = true;
      if (p.kind === "ship" || p.kind === "flagship") out.ships += n;
      if (p.kind === "flagship") out.flag += n;
      if (p.kind === "city") out.cities += n;
      if (p.kind === "starport") out.ports += n;
    }
    if (here) out.at.push(sp.system);
  }
  return out;
}

/** After the setups of `startAct`: the steps each setup owes, logged for the table. */
function owe(s: GameState, map: MapSnapshot | undefined): void {
  const c = s.campaign as CampaignState;
  const owed: MapStepOwed[] = [];
  for (const f of c.actSetups ?? []) {
    const l = map && loyal(map, f.player);
    const o: MapStepOwed = { player: f.player, step: "replenish", card: `${f.card} step ${REPLENISH[f.card]}` };
    if (campaignPlayer(c, f.player)?.letter === "C") {
      // Offered only to a Flagship the map shows: without a map the table cannot tell.
      if (l === undefined || l.flag === 0) continue;
      o.step = "resettle";
      o.card = `${f.card} step 1`;
      o.cities = l.cities;
      o.ports = l.ports;
      o.at = l.at;
    } else if (REPLENISH[f.card] === undefined) continue;
    if (l !== undefined) o.ships = l.ships;
    owed.push(o);
    logEvent(s, "setUp", f.player, o.step === "resettle"
      ? `${f.player} may Resettle (${o.card}, BR p.25) before the first round: press Resettle on their board`
      : `${f.player} replenishes their fleet to 8 Loyal ships on the map (${o.card}) before the first round: press Fleet replenished on their board`);
  }
  if (owed.length > 0) c.mapSteps = owed;
}

/** Why the map after the step is not what the card asks; undefined when it is. */
function wrong(s: GameState, o: MapStepOwed, c: MapStepCommand): string | undefined {
  const map = c.map;
  if (map === undefined) return "the map was not read";
  const bad = mapSnapshotRefusal(map, s.seats);
  if (bad !== undefined) return bad;
  const l = loyal(map, c.player);
  const rule = o.step === "resettle" ? "BR p.25" : o.card;
  if (o.step === "resettle") {
    if (l.flag > 0 || (map.flagships ?? []).some((b) => b.owner === c.player)) return `clear your Flagship board, return it to the box and replace your Flagship with a Loyal ship (${rule} step 1)`;
    if (l.cities !== (o.cities ?? 0) + 1 || l.ports !== (o.ports ?? 0) + 1) return `place 1 city and 1 starport in empty building slots on the map (${rule} step 2)`;
    const old = o.at ?? [];
    for (const sp of map.systems) {
      const mine = loyal({ systems: [sp] }, c.player);
      if (mine.ships > 0 && old.indexOf(sp.system) < 0 && mine.cities + mine.ports === 0) return `place ships only in systems with Loyal pieces (${rule} step 3)`;
    }
  }
  const until = `place ships until you have 8 Loyal ships on the map (${rule}${o.step === "resettle" ? " step 3" : ""})`;
  if (l.ships < 8 && (c.supply ?? 0) > 0) return `${c.player} has ${l.ships} Loyal ships on the map and ships in their supply: ${until}`;
  if (l.ships > 8 && l.ships > (o.ships ?? l.ships)) return `${c.player} has ${l.ships} Loyal ships on the map: ${until}`;
  return undefined;
}

function mapStep(s: GameState, c: MapStepCommand): string | undefined {
  const camp = s.campaign as CampaignState | undefined;
  const owed = camp?.mapSteps ?? [];
  const o = owed.filter((x) => x.player === c.player && x.step === c.step)[0];
  if (camp === undefined || o === undefined) return `${c.player} owes no ${c.step === "resettle" ? "Resettle" : "fleet replenished"} from their setup (BR p.7 step F)`;
  if (c.skip !== true || o.step !== "resettle") {
    const r = wrong(s, o, c);
    if (r !== undefined) return r;
  }
  const left = owed.filter((x) => x !== o);
  s.campaign = { ...camp, mapSteps: left.length > 0 ? left : undefined };
  logEvent(s, "setUp", c.player, c.skip === true ? `${c.player} does not Resettle (${o.card})` : `${c.player} ${o.step === "resettle" ? "Resettled (BR p.25)" : "replenished their fleet"}: the map checked (${o.card})`);
  return undefined;
}

/**
 * In front of the Fates' setups (`startAct`), and while steps are owed: `mapStep`, and the first
 * round's start, which drops what is left (logged).
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
    if (c.type !== "startAct" && camp !== undefined && camp.mapSteps !== undefined && s.round !== undefined) {
      for (const o of camp.mapSteps) logEvent(s, "setUp", o.player, `${o.player}'s ${o.step === "resettle" ? "Resettle" : "fleet replenished"} (${o.card}) was not done at the table: left to the players`);
      s.campaign = { ...camp, mapSteps: undefined };
    }
    return undefined;
  },
};
