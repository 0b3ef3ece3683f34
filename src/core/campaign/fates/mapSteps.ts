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
 * - F1301A step 2, "Scrap 2 Loyal ships from your supply or the map", with its replenish: the ships
 *   on the map and in the supply bag, 2 fewer than `startAct` read them (a scrapped ship leaves both);
 * - F1201A step 4, after its Flagship is placed: "in each cluster where you have no Loyal ships,
 *   place 1 ship on the gate"; F1001A steps 3-4: "fewer than 6 Loyal ships on the map other than your
 *   Flagship, place ships at your Flagship until you have 6. Scrap any 4 Loyal ships." (owed only with
 *   `startAct`'s map: they are counted against its ships, system by system);
 * - F2201A step 3, "Place one [Passage] on any gate. Resolve step 3 of Breaking Gates" (F2203: "Place
 *   all ships and tokens from the gate onto the Twisted Passage ... Destroy all buildings on the gate").
 * `campaign.mapSteps` lists what is owed, with what `startAct`'s map showed of the player (Loyal
 * ships, cities, starports, the systems with Loyal pieces, ships by system, the supply bag). `mapStep`
 * carries the map and the ships left in the player's supply ("until you have 8": fewer when the
 * supply runs out); a refusal names the card. The game is never held: once the Act's first card is played, a step not done is logged as
 * not done at the table (left to the players) and dropped.
 */
import type { Colour, SystemId } from "../../data/vocabulary";
import { system } from "../../data/map";
import type { Command, GameState } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import type { MapSnapshot } from "../../map/snapshot";
import { countIn, countPieces, loyalIn } from "../../map/pieces";
import { logEvent } from "../../game/util";
import { mapSnapshotRefusal } from "../mapControl";
import type { CampaignState, StartActCommand } from "../types";
import type { MapStepCommand, MapStepOwed } from "../fateCommandTypes";
import { campaignPlayer } from "./setupWords";

const REPLENISH: { readonly [card: string]: string } = { F1301A: "3", F1401A: "4", F1501A: "5", F1601A: "5", F1201A: "4", F1001A: "3" };
/** The ships scrapped with the replenish (F1301A step 2, F1001A step 4). */
const SCRAP: { readonly [card: string]: number } = { F1301A: 2, F1001A: 4 };

type Fleet = { system: SystemId; ships: number }[];

/** The player's Loyal pieces on the map: ships (with the Flagship), cities, starports, Flagships, the systems holding any, ships (no Flagship) by system. */
function loyal(map: MapSnapshot, colour: Colour): { ships: number; cities: number; ports: number; flag: number; at: SystemId[]; fleet: Fleet } {
  let ships = 0;
  let flag = 0;
  let cities = 0;
  let ports = 0;
  const fleet: Fleet = [];
  for (const sp of map.systems) {
    const n = countPieces(sp.pieces, colour, "ship", "any");
    if (n > 0) fleet.push({ system: sp.system, ships: n });
    ships += n;
    flag += countPieces(sp.pieces, colour, "flagship", "any");
    cities += countPieces(sp.pieces, colour, "city", "any");
    ports += countPieces(sp.pieces, colour, "starport", "any");
  }
  return { ships: ships + flag, cities, ports, flag, at: map.systems.filter((sp) => loyalIn(sp.pieces, colour)).map((sp) => sp.system), fleet };
}

/** After the setups of `startAct`: the steps each setup owes, logged for the table. */
function owe(s: GameState, c: StartActCommand): void {
  const camp = s.campaign as CampaignState;
  const owed: MapStepOwed[] = [];
  const add = (o: MapStepOwed) => {
    owed.push(o);
    logEvent(s, "setUp", o.player, `${o.player} owes ${o.card} on the map`);
  };
  for (const f of camp.actSetups ?? []) {
    const l = c.map && loyal(c.map, f.player);
    const n = REPLENISH[f.card];
    const bag = c.supply?.[f.player];
    // Counted ship by ship against startAct's map: without it, no step (F1201A, F1001A).
    const fleet = f.card === "F1201A" || f.card === "F1001A";
    // A "C" Fate's Resettle is offered only to a Flagship the map shows: without a map the table cannot tell.
    if (l && l.flag > 0 && campaignPlayer(camp, f.player)?.letter === "C") add({ player: f.player, step: "resettle", card: `${f.card} step 1`, ships: l.ships, cities: l.cities, ports: l.ports, at: l.at });
    if (f.card === "F2201A") add({ player: f.player, step: "passage", card: "F2201A step 3" });
    if (n === undefined || (fleet && l === undefined)) continue;
    const o: MapStepOwed = { player: f.player, step: "replenish", card: `${f.card} step ${n}` };
    if (l !== undefined) {
      o.ships = l.ships;
      if (fleet) o.fleet = l.fleet;
      if (SCRAP[f.card] !== undefined && typeof bag === "number" && bag >= 0) o.supply = bag;
    }
    add(o);
  }
  if (owed.length > 0) camp.mapSteps = owed;
}

/** F2201A step 3 with F2203 step 3: one Passage, on a gate left with no ships, buildings or tokens (Blight is neither: it stays). */
function passage(map: MapSnapshot): string | undefined {
  const tokens = map.fateTokens ?? [];
  const t = tokens.filter((x) => x.token === "Passage");
  const g = t.length === 1 ? t[0].system : undefined;
  if (g === undefined || system(g)?.kind !== "gate") return "place one Passage token on any gate (F2201A step 3)";
  const left = map.systems.some((sp) => sp.system === g && sp.pieces.some((p) => p.kind !== "blight" && p.fresh + p.damaged > 0));
  if (left || tokens.length > tokens.filter((x) => x.system !== g).length + 1) return "place all ships and tokens from the gate onto the Twisted Passage; destroy all buildings on the gate (F2203 step 3)";
  return undefined;
}

/**
 * F1201A step 4 and F1001A steps 3-4, ship by ship against `startAct`'s (`o.fleet`; no Flagship then:
 * Act II's setups give the first), the Flagship placed (step 1): none of these ships is it.
 */
function fleet(map: MapSnapshot, o: MapStepOwed, now: number, supply: number): string | undefined {
  const had = o.fleet ?? [];
  const before = (id: SystemId) => had.filter((x) => x.system === id).reduce((t, x) => t + x.ships, 0);
  const flag = map.systems.filter((sp) => countPieces(sp.pieces, o.player, "flagship", "any") > 0)[0]?.system;
  const card = o.card.slice(0, 6);
  if (flag === undefined) return `place your Flagship on the map (${card} step 1)`;
  // Where ships may be added: the Pirate's gates of the clusters without Loyal ships (the Flagship is one), the Hegemon's Flagship.
  const gates: SystemId[] = [];
  const m0 = had.reduce((t, x) => t + x.ships, 0);
  const s0 = o.supply;
  const add = card === "F1001A" ? Math.max(0, Math.min(6 - m0, s0 ?? 6)) : 1;
  const why = card === "F1001A" ? `place ships at your Flagship until you have 6 Loyal ships on the map other than your Flagship (${o.card})` : `in each cluster where you have no Loyal ships, place 1 ship on the gate (${o.card})`;
  if (card === "F1201A") {
    for (let k = 1; k <= 6; k++) if (k !== system(flag)?.cluster && !had.some((x) => system(x.system)?.cluster === k)) gates.push(`${k}.0` as SystemId);
  } else gates.push(flag);
  for (const sp of map.systems) if (countPieces(sp.pieces, o.player, "ship", "any") > before(sp.system) + (gates.indexOf(sp.system) >= 0 ? add : 0)) return why;
  if (card === "F1201A") return supply > 0 && gates.some((g) => countIn(map, g, o.player, "ship", "any") === 0) ? why : undefined;
  if (s0 === undefined) return undefined;
  if (now + supply !== Math.max(0, m0 + s0 - 4)) return `${o.player} has ${now + supply} Loyal ships on the map and in the supply, ${m0 + s0} at the Act's start: scrap any 4 Loyal ships (F1001A step 4)`;
  return supply > s0 - add ? why : undefined;
}

/** Why the map after the step is not what the card asks; undefined when it is. */
function wrong(s: GameState, o: MapStepOwed, c: MapStepCommand): string | undefined {
  const map = c.map;
  const bad = map === undefined ? "the map was not read" : mapSnapshotRefusal(map, s.seats);
  if (bad !== undefined || map === undefined) return bad;
  if (o.step === "passage") return passage(map);
  const l = loyal(map, c.player);
  const supply = c.supply ?? 0;
  if (o.fleet !== undefined) return fleet(map, o, l.ships - l.flag, supply);
  const r = o.step === "resettle";
  const rule = r ? "BR p.25 step " : o.card;
  // F1301A step 2: a scrapped ship leaves the map and the supply bag alike.
  const was = o.supply !== undefined && o.ships !== undefined ? o.ships + o.supply : undefined;
  if (was !== undefined && l.ships + supply !== Math.max(0, was - 2)) return `${c.player} has ${l.ships + supply} Loyal ships on the map and in the supply, ${was} at the Act's start: scrap 2 Loyal ships from your supply or the map (F1301A step 2)`;
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
    if (c.type === "startAct") owe(s, c);
    const camp = s.campaign;
    if (camp !== undefined && camp.mapSteps !== undefined && (s.round?.plays.length ?? 0) > 0) {
      for (const o of camp.mapSteps) logEvent(s, "setUp", o.player, `${o.player}'s ${o.card} was not done at the table`);
      setSteps(s, camp, undefined);
    }
    return undefined;
  },
};
