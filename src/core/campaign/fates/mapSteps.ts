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
 *   in systems with Loyal pieces until you have 8); accepted, the Ceasefires of a Peacekeeper set up
 *   after it follow its map (setupTokens.ts `ceasefiresAfterResettle`, F1507A step 1).
 * - F1301A step 2, "Scrap 2 Loyal ships from your supply or the map", with its replenish: the ships
 *   on the map and in the supply bag, 2 fewer than `startAct` read them (a scrapped ship leaves both);
 * - F1201A step 4, after its Flagship is placed: "in each cluster where you have no Loyal ships,
 *   place 1 ship on the gate"; F1001A steps 3-4: "fewer than 6 Loyal ships on the map other than your
 *   Flagship, place ships at your Flagship until you have 6. Scrap any 4 Loyal ships." (owed only with
 *   `startAct`'s map: they are counted against its ships, system by system);
 * - "You gain a Flagship" (F901A, F1001A, F1101A, F1201A steps 1-2; BR p.22 "When you get a Flagship,
 *   you also replace all of your Loyal buildings on the map with Free buildings of the same type"): the
 *   Flagship on the map (where: the board back says, not in the seeds), the board holding the step's
 *   Upgrades alone, fresh, and the map's Loyal buildings replaced by Free ones system by system;
 * - F1208A step 2, "Place the 2 True Rumor and 2 False Rumor tokens each face down on a different
 *   planet": read by their back ("Rumor", the table never sends a face-down Rumor's face), so the
 *   check keeps the Pirate's secret;
 * - F2201A step 3, "Place one [Passage] on any gate. Resolve step 3 of Breaking Gates" (F2203: "Place
 *   all ships and tokens from the gate onto the Twisted Passage ... Destroy all buildings on the gate").
 * `campaign.mapSteps` lists what is owed, with what `startAct`'s map showed of the player (Loyal
 * ships, cities, starports, the systems with Loyal pieces, ships by system, the supply bag). `mapStep`
 * carries the map and the ships left in the player's supply ("until you have 8": fewer when the
 * supply runs out); a refusal names the card. The game is never held: once the Act's first card is played, a step not done is logged as
 * not done at the table (left to the players) and dropped.
 */
import type { Colour, Owner, SystemId } from "../../data/vocabulary";
import { system } from "../../data/map";
import type { Command, GameState } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import type { MapPieceKind, MapSnapshot, SystemPieces } from "../../map/snapshot";
import { FLAGSHIP_UPGRADES } from "../../data/campaign/flagship";
import { flagshipHere } from "../battleRules";
import { countIn, countPieces, loyalIn } from "../../map/pieces";
import { logEvent } from "../../game/util";
import { mapSnapshotRefusal } from "../mapControl";
import type { CampaignState, StartActCommand } from "../types";
import type { MapStepCommand, MapStepOwed } from "../fateCommandTypes";
import { campaignPlayer } from "./setupWords";
import { dropRolls, oweRolls, setupRoll } from "./setupRolls";
import { ceasefiresAfterResettle } from "./setupTokens";

const REPLENISH: { readonly [card: string]: string } = { F1301A: "3", F1401A: "4", F1501A: "5", F1601A: "5", F1201A: "4", F1001A: "3" };
/** The ships a setup scraps with its replenish, and its words (F1301A step 2, F1001A step 4). */
const SCRAP: { readonly [card: string]: [number, string] } = { F1301A: [2, "2 Loyal ships from your supply or the map (F1301A step 2)"], F1001A: [4, "any 4 Loyal ships (F1001A step 4)"] };

/** The Upgrades "You gain a Flagship" fills (seed 003 step 2), by FLAGSHIP_UPGRADES' order: the building on each, "" for none. */
const FLAGSHIP: { readonly [card: string]: string[] } = {
  F901A: ["", "", "starport", "", "", "city"],
  F1001A: ["", "starport", "starport", "", "", ""],
  F1101A: ["", "", "starport", "", "", ""],
  F1201A: ["", "starport", "", "", "starport", ""],
};

/** The setup card of an owed step ("F901A step 2": F901A). */
const setupCard = (o: MapStepOwed) => o.card.split(" ")[0];

/** The Upgrades a Flagship step owes (FLAGSHIP's row), undefined for any other step. */
export const flagshipParts = (o: MapStepOwed): readonly string[] | undefined => (o.step === "flagship" ? FLAGSHIP[setupCard(o)] : undefined);

type Fleet = { system: SystemId; ships: number }[];

/** The player's Loyal pieces on the map: ships (with the Flagship), cities, starports, Flagships, the systems holding any, ships (no Flagship) by system. */
function loyal(map: MapSnapshot, colour: Colour): { ships: number; cities: number; ports: number; flag: number; at: SystemId[]; fleet: Fleet } {
  const n = (kind: MapPieceKind) => {
    let t = 0;
    for (const sp of map.systems) t += countPieces(sp.pieces, colour, kind, "any");
    return t;
  };
  const fleet: Fleet = [];
  for (const sp of map.systems) {
    const k = countPieces(sp.pieces, colour, "ship", "any");
    if (k > 0) fleet.push({ system: sp.system, ships: k });
  }
  const flag = n("flagship");
  return { ships: n("ship") + flag, cities: n("city"), ports: n("starport"), flag, at: map.systems.filter((sp) => loyalIn(sp.pieces, colour)).map((sp) => sp.system), fleet };
}

/** Where `colour` has buildings on `map`: the Free cities and starports there once theirs are Free ones (BR p.22). */
function frees(map: MapSnapshot, colour: Colour): MapStepOwed["frees"] {
  const n = (sp: SystemPieces, o: Owner, k: MapPieceKind) => countPieces(sp.pieces, o, k, "any");
  return map.systems.filter((sp) => n(sp, colour, "city") + n(sp, colour, "starport") > 0).map((sp) => ({ system: sp.system, cities: n(sp, "free", "city") + n(sp, colour, "city"), ports: n(sp, "free", "starport") + n(sp, colour, "starport") }));
}

/** "You gain a Flagship" (steps 1-2) and BR p.22's Free buildings, on the map sent. */
function gained(map: MapSnapshot, o: MapStepOwed): string | undefined {
  const at = map.systems.filter((sp) => countPieces(sp.pieces, o.player, "flagship", "any") > 0)[0];
  if (at === undefined) return `place your Flagship on the map (${setupCard(o)} step 1)`;
  const want = flagshipParts(o) as readonly string[];
  const slots = flagshipHere(map, at.system, o.player)?.slots ?? [];
  const named = want.map((b, i) => (b === "" ? "" : `1 fresh ${b} on your ${FLAGSHIP_UPGRADES[i].name} Upgrade`)).filter((x) => x !== "");
  for (let i = 0; i < 6; i++) {
    const x = slots[i] ?? {};
    const u = x.upgrade;
    if (x.armor !== undefined || (want[i] === "" ? u !== undefined : u === undefined || u.damaged || u.building !== want[i])) return `place ${named.join(" and ")}, nothing else on your Flagship board (${o.card})`;
  }
  const l = loyal(map, o.player);
  const moved = (o.frees ?? []).some((f) => countIn(map, f.system, "free", "city", "any") !== f.cities || countIn(map, f.system, "free", "starport", "any") !== f.ports);
  return l.cities + l.ports > 0 || moved ? "replace all of your Loyal buildings on the map with Free buildings of the same type (BR p.22)" : undefined;
}

/** After the setups of `startAct`: the steps each setup owes, logged for the table. */
function owe(s: GameState, c: StartActCommand): void {
  const camp = s.campaign as CampaignState;
  const owed: MapStepOwed[] = [];
  for (const f of camp.actSetups ?? []) {
    const l = c.map && loyal(c.map, f.player);
    const n = REPLENISH[f.card];
    const bag = c.supply?.[f.player];
    // Counted ship by ship against startAct's map: without it, no step (F1201A, F1001A).
    const ships = f.card === "F1201A" || f.card === "F1001A";
    // A "C" Fate's Resettle is offered only to a Flagship the map shows: without a map the table cannot tell.
    if (l && l.flag > 0 && campaignPlayer(camp, f.player)?.letter === "C") owed.push({ player: f.player, step: "resettle", card: `${f.card} step 1`, ships: l.ships, cities: l.cities, ports: l.ports, at: l.at });
    if (f.card === "F2201A") owed.push({ player: f.player, step: "passage", card: "F2201A step 3" });
    if (f.card === "F1208A") owed.push({ player: f.player, step: "rumors", card: "F1208A step 2" });
    if (FLAGSHIP[f.card] !== undefined && c.map !== undefined) owed.push({ player: f.player, step: "flagship", card: `${f.card} step 2`, frees: frees(c.map, f.player) });
    if (n === undefined || (ships && l === undefined)) continue;
    const o: MapStepOwed = { player: f.player, step: "replenish", card: `${f.card} step ${n}` };
    if (l !== undefined) {
      o.ships = l.ships;
      if (ships) o.fleet = l.fleet;
      if (SCRAP[f.card] !== undefined && typeof bag === "number") o.supply = bag;
    }
    owed.push(o);
  }
  for (const o of owed) logEvent(s, "setUp", o.player, `${o.player} owes ${o.card} on the map`);
  if (owed.length > 0) camp.mapSteps = owed;
}

/** F2201A step 3 with F2203 step 3: one Passage, on a gate left with no ships, buildings or other tokens (Blight is neither: it stays). */
function passage(map: MapSnapshot): string | undefined {
  const t = map.fateTokens ?? [];
  const g = t.filter((x) => x.token === "Passage").map((x) => x.system);
  if (g.length !== 1 || system(g[0])?.kind !== "gate") return "place one Passage token on any gate (F2201A step 3)";
  if (t.filter((x) => x.system === g[0]).length > 1 || map.systems.some((sp) => sp.system === g[0] && sp.pieces.some((p) => p.kind !== "blight"))) {
    return "place all ships and tokens from the gate onto the Twisted Passage; destroy all buildings on the gate (F2203 step 3)";
  }
  return undefined;
}

/** F1208A step 2: the 4 Rumors face down (their back, "Rumor"), on 4 different planets. */
function rumors(map: MapSnapshot): string | undefined {
  const r = (map.fateTokens ?? []).filter((x) => x.token.indexOf("Rumor") >= 0);
  const at = r.map((x) => x.system);
  const bad = r.length !== 4 || r.some((x, i) => x.token !== "Rumor" || system(x.system)?.kind !== "planet" || at.indexOf(x.system) !== i);
  return bad ? "place the 2 True Rumor and 2 False Rumor tokens each face down on a different planet (F1208A step 2)" : undefined;
}

/**
 * F1201A step 4 and F1001A step 3, ship by ship against `startAct`'s (`o.fleet`; no Flagship then:
 * Act II's setups give the first, a piece of its own), the Flagship placed (step 1).
 */
function fleet(map: MapSnapshot, o: MapStepOwed, supply: number): string | undefined {
  const had = o.fleet ?? [];
  const heg = o.card === "F1001A step 3";
  const flag = map.systems.filter((sp) => countPieces(sp.pieces, o.player, "flagship", "any") > 0)[0]?.system;
  if (flag === undefined) return `place your Flagship on the map (${o.card.slice(0, 6)} step 1)`;
  // The clusters with Loyal ships, by their ids' first figure ("3.1": cluster 3; the Flagship is one).
  let m0 = 0;
  let has = flag.charAt(0);
  for (const x of had) {
    m0 += x.ships;
    has += x.system.charAt(0);
  }
  // Where ships may be added, and how many: the Hegemon's at the Flagship, up to 6; the Pirate's 1 on the gate of each cluster without Loyal ships.
  const add = heg ? Math.max(0, Math.min(6 - m0, o.supply ?? 6)) : 1;
  const why = heg ? "place ships at your Flagship until you have 6 (F1001A step 3)" : "in each cluster where you have no Loyal ships, place 1 ship on the gate (F1201A step 4)";
  const to: string[] = heg ? [flag] : [];
  for (let k = 1; k <= 6 && !heg; k++) if (has.indexOf(`${k}`) < 0) to.push(`${k}.0`);
  for (const sp of map.systems) {
    let more = countPieces(sp.pieces, o.player, "ship", "any");
    for (const x of had) if (x.system === sp.system) more -= x.ships;
    if (more > (to.indexOf(sp.system) >= 0 ? add : 0)) return why;
  }
  // The Hegemon's bag, less what the replenish took, else too few placed; a Pirate's gate left empty only with the bag empty.
  if (heg) return o.supply !== undefined && supply > o.supply - add ? why : undefined;
  return supply > 0 && to.some((g) => countIn(map, g as SystemId, o.player, "ship", "any") === 0) ? why : undefined;
}

/** Why the map after the step is not what the card asks; undefined when it is. */
function wrong(s: GameState, o: MapStepOwed, c: MapStepCommand): string | undefined {
  const map = c.map;
  const bad = map === undefined ? "the map was not read" : mapSnapshotRefusal(map, s.seats);
  if (bad !== undefined || map === undefined) return bad;
  if (o.step === "passage") return passage(map);
  if (o.step === "flagship") return gained(map, o);
  if (o.step === "rumors") return rumors(map);
  const l = loyal(map, c.player);
  const supply = c.supply ?? 0;
  const f = o.fleet !== undefined ? fleet(map, o, supply) : undefined;
  if (f !== undefined) return f;
  // A scrapped ship leaves the map and the supply bag alike (no Flagship at startAct: see fleet).
  const k = SCRAP[o.card.slice(0, 6)];
  if (k !== undefined && o.supply !== undefined && l.ships - l.flag + supply !== Math.max(0, (o.ships ?? 0) + o.supply - k[0])) return `scrap ${k[1]}`;
  if (o.fleet !== undefined) return undefined;
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
  if (o.step === "resettle" && c.skip !== true && c.map !== undefined) ceasefiresAfterResettle(s, c.player, c.map);
  return undefined;
}

/**
 * In front of the Fates' setups (`startAct`), and while steps or rolls are owed: `mapStep`,
 * `setupRoll` (setupRolls.ts), and the Act's first card played, which drops what is left (logged).
 */
export const fateMapSteps: RuleModule<Command> = {
  id: "fate map steps",
  inForce: (s: GameState) => (s.campaign === undefined ? s.phase === "setup" : s.campaign.stage === "intermission" || s.campaign.mapSteps !== undefined || s.campaign.setupRolls !== undefined),
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => {
    if (c.type === "mapStep") return mapStep(s, c);
    if (c.type === "setupRoll") return setupRoll(s, c);
    const r = next(s, c);
    if (r !== undefined) return r;
    if (c.type === "startAct") {
      owe(s, c);
      oweRolls(s);
    }
    const camp = s.campaign;
    if (camp !== undefined && camp.mapSteps !== undefined && (s.round?.plays.length ?? 0) > 0) {
      for (const o of camp.mapSteps) logEvent(s, "setUp", o.player, `${o.player}'s ${o.card} was not done at the table`);
      setSteps(s, camp, undefined);
    }
    const now = s.campaign;
    if (now !== undefined && now.setupRolls !== undefined && (s.round?.plays.length ?? 0) > 0) dropRolls(s, now);
    return undefined;
  },
};
