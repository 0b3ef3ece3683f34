/**
 * Seeded fuzz: random campaign battles (random owners, titles, Imperial ships, Flagship boards, dice
 * and faces) through the `battle` command; every owner's pieces are conserved across the hits (what
 * stands + what was destroyed = what fought, for ships, buildings, Blight, Imperial ships, Upgrades and
 * Armor), every destroyed piece lands in exactly one Trophy box or returns (BR pp.11, 15, 19, 22-24),
 * Tough takes at most one damage step per 2 hits, and a refused step leaves the state untouched.
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour, Owner } from "../../../src/core/data/vocabulary";
import type { MapPieces, MapSnapshot } from "../../../src/core/campaign/mapControl";
import type { BattleOutcome, PieceState } from "../../../src/core/battle/battle";
import type { BoardSlots } from "../../../src/core/battle/rules";
import { defaultHitAssignment } from "../../../src/core/battle/battle";
import { campaignBattleSides } from "../../../src/core/campaign/battleSides";
import { empireFacts } from "../../../src/core/campaign/mapControl";
import type { CampaignState } from "../../../src/core/campaign/types";
import { trophiesOf } from "../../../src/core/court/types";
import type { TableState } from "../../../src/core/court/types";
import { apply } from "../../../src/core/rules";
import { battleStep, redToBattle, roll, table } from "./battleFixtures";

function rng(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return Math.floor((x / 4294967296) * n);
  };
}

const SYSTEM = "1.1"; // a weapon planet with 2 building slots
const STATES: { [key: string]: GameState } = {};
function staged(red: "regent" | "outlaw", yellow: "regent" | "outlaw", first: Colour | undefined): GameState {
  const key = `${red}/${yellow}/${String(first)}`;
  if (STATES[key] === undefined) STATES[key] = redToBattle({ Red: red, Yellow: yellow }, first);
  return STATES[key];
}

function randomBoard(r: (n: number) => number, owner: Colour) {
  const slots: { upgrade?: { building: "city" | "starport"; damaged: boolean }; armor?: { building: "city" | "starport"; damaged: boolean } }[] = [];
  for (let i = 0; i < 6; i++) {
    const s: (typeof slots)[number] = {};
    if (r(2) === 0) {
      s.upgrade = { building: r(2) === 0 ? "city" : "starport", damaged: r(3) === 0 };
      if (!s.upgrade.damaged && r(2) === 0) s.armor = { building: r(2) === 0 ? "city" : "starport", damaged: r(3) === 0 };
    }
    slots.push(s);
  }
  return { owner, slots };
}

function parts(b: BoardSlots | undefined): number {
  if (b === undefined) return 0;
  let n = 0;
  for (const s of b.slots) n += (s.upgrade === undefined ? 0 : 1) + (s.armor === undefined ? 0 : 1);
  return n;
}

function total(p: PieceState): number {
  return p.fresh + p.damaged;
}

function trophyCount(t: TableState, holder: Colour, owner: Owner): number {
  const i = t.players.findIndex((p) => p.colour === holder);
  const x = trophiesOf(t.players[i].trophies, owner);
  return x.ships + x.cities + x.starports;
}

test("fuzz: every owner's pieces are conserved through 400 random campaign battles (seeded)", () => {
  const r = rng(20261125);
  let checked = 0;
  const byDefender: { [owner: string]: number } = {};
  for (let iter = 0; iter < 400; iter++) {
    const red = r(2) === 0 ? "regent" : "outlaw";
    const yellow = r(2) === 0 ? "regent" : "outlaw";
    const first: Colour | undefined = r(3) === 0 ? undefined : "Blue";
    const defender: Owner = (["Yellow", "empire", "free", "blight"] as Owner[])[r(4)];
    const pieces: MapPieces[] = [];
    const redFlagship = r(3) === 0;
    pieces.push({ owner: "Red", kind: "ship", fresh: r(6) + (redFlagship ? 0 : 1), damaged: r(4) });
    if (redFlagship) pieces.push({ owner: "Red", kind: "flagship", fresh: 1, damaged: 0 });
    const imperial = defender === "empire" || r(2) === 0;
    if (imperial) pieces.push({ owner: "empire", kind: "ship", fresh: r(3) + (defender === "empire" ? 1 : 0), damaged: r(3) });
    const yellowFlagship = defender === "Yellow" && r(3) === 0;
    if (defender === "Yellow") {
      pieces.push({ owner: "Yellow", kind: "ship", fresh: r(5), damaged: r(4) });
      if (yellowFlagship) pieces.push({ owner: "Yellow", kind: "flagship", fresh: 1, damaged: 0 });
      else pieces.push({ owner: "Yellow", kind: "city", fresh: r(2), damaged: 0 }, { owner: "Yellow", kind: "starport", fresh: 0, damaged: r(2) });
    }
    if (defender === "free") pieces.push({ owner: "free", kind: "city", fresh: r(2), damaged: r(2) === 0 ? 1 : 0 }, { owner: "free", kind: "starport", fresh: 0, damaged: 1 });
    if (defender === "blight") pieces.push({ owner: "blight", kind: "blight", fresh: r(3), damaged: 1 + r(2) });
    const flagships = [];
    if (redFlagship) flagships.push(randomBoard(r, "Red"));
    if (yellowFlagship) flagships.push(randomBoard(r, "Yellow"));
    const map: MapSnapshot = { systems: [{ system: SYSTEM, pieces }], flagships };
    const s = staged(red, yellow, first);
    const facts = empireFacts(s.campaign as CampaignState);
    const addImperial = red === "regent" && r(2) === 0;
    const sides = campaignBattleSides(map, SYSTEM, "Red", defender, facts, addImperial);
    const dice = { skirmish: r(4), assault: r(4), raid: r(3) };
    const rollCmd = roll(map, {
      system: SYSTEM, defender, attacking: sides.attackingShips, ships: sides.defendingShips, cities: sides.defendingCities,
      starports: sides.defendingStarports, dice, planetType: "weapon",
    });
    const rolled = apply(s, rollCmd);
    if (!rolled.ok) continue; // Truce Law, too many dice, raid dice limits: refused before anything happens
    const faces: { die: string; face: number }[] = [];
    for (const d of ["skirmish", "assault", "raid"] as const) for (let i = 0; i < dice[d]; i++) faces.push({ die: d, face: 1 + r(6) });
    const read = apply(rolled.value, battleStep({ kind: "read", faces }));
    if (!read.ok) throw new Error(read.reason);
    const b = read.value.battle!;
    const assignment = defaultHitAssignment(b.snapshot, b.totals!);
    // A broken assignment is refused and leaves the state untouched.
    const before = JSON.stringify(read.value);
    const broken = apply(read.value, battleStep({ kind: "hits", court: table(), assignment: { ...assignment, shipHits: assignment.shipHits.concat([{ piece: "ship", state: "fresh" }]) } }));
    expect(broken.ok).toBe(false);
    expect(JSON.stringify(read.value)).toBe(before);
    const hit = apply(read.value, battleStep({ kind: "hits", court: table(), assignment } as Record<string, unknown>) as Command);
    if (!hit.ok) throw new Error(`seed iteration ${iter}: the core's own default was refused: ${hit.reason}`);
    const last = hit.value.battle!.last;
    if (last.kind !== "hits") throw new Error("no hits step");
    const o: BattleOutcome = last.outcome;
    const snap = b.snapshot;
    const rules = snap.rules!;
    // Conservation by owner and kind: what stands + what was destroyed = what fought.
    expect(total(o.attackingShips) + o.destroyed.attackingShips).toBe(total(snap.attackingShips));
    expect(total(o.defendingShips) + o.destroyed.defendingShips).toBe(total(snap.defendingShips));
    expect(total(o.defendingCities) + o.destroyed.defendingCities).toBe(total(snap.defendingCities));
    expect(total(o.defendingStarports) + o.destroyed.defendingStarports).toBe(total(snap.defendingStarports));
    const f = o.flagships;
    expect(parts(f?.attacking) + (f === undefined ? 0 : f.attackerLost.cities + f.attackerLost.starports)).toBe(parts(rules.attackingFlagship));
    expect(parts(f?.defending) + (f === undefined ? 0 : f.defenderLost.cities + f.defenderLost.starports)).toBe(parts(rules.defendingFlagship));
    // The Flagships themselves are never removed (BR p.22).
    if (redFlagship) expect(o.attackingShips.fresh).toBeGreaterThanOrEqual(1);
    if (yellowFlagship) expect(o.defendingShips.fresh).toBeGreaterThanOrEqual(1);
    // Trophies: the defender's destroyed pieces (and destroyed parts) are the attacker's.
    const defLost = o.destroyed.defendingShips + o.destroyed.defendingCities + o.destroyed.defendingStarports + (f === undefined ? 0 : f.defenderLost.cities + f.defenderLost.starports);
    // Imperial ships beside a Regent are the Empire's pieces: their Trophies are under the Empire (BR p.11).
    const imp = o.imperialDestroyed === undefined ? { attacking: 0, defending: 0 } : o.imperialDestroyed;
    expect(imp.defending).toBeLessThanOrEqual(rules.defendingImperial === undefined ? 0 : total(rules.defendingImperial));
    expect(imp.attacking).toBeLessThanOrEqual(rules.attackingImperial === undefined ? 0 : total(rules.attackingImperial));
    expect(trophyCount(last.table, "Red", defender)).toBe(defLost - imp.defending);
    if (defender !== "empire") expect(trophyCount(last.table, "Red", "empire")).toBe(imp.defending);
    // The attacker's losses: to the defender, the First Regent (Empire), or back (no First Regent, Free States, Blight).
    const attLost = o.destroyed.attackingShips + (f === undefined ? 0 : f.attackerLost.cities + f.attackerLost.starports);
    const to = defender === "empire" ? first : defender === "free" || defender === "blight" ? undefined : defender;
    for (const c of ["Blue", "Yellow"] as Colour[]) {
      expect(trophyCount(last.table, c, "Red")).toBe(c === to ? attLost - imp.attacking : 0);
      expect(trophyCount(last.table, c, "empire")).toBe(c === to ? imp.attacking : 0);
    }
    if (rules.attackingImperial !== undefined || rules.defendingImperial !== undefined) byDefender.imperial = (byDefender.imperial ?? 0) + 1;
    // Tough: at most one damage step per 2 hits.
    if (defender === "blight") {
      const steps = o.defendingShips.damaged - snap.defendingShips.damaged + 2 * o.destroyed.defendingShips;
      expect(steps).toBeLessThanOrEqual(Math.floor(o.totals.hit / 2));
      expect(o.interceptHits).toBe(0);
    }
    byDefender[defender] = (byDefender[defender] ?? 0) + 1;
    checked += 1;
  }
  // Every kind of defender was fought, many times.
  for (const d of ["Yellow", "empire", "free", "blight", "imperial"]) expect(byDefender[d]).toBeGreaterThan(20);
  expect(checked).toBeGreaterThan(150);
});
