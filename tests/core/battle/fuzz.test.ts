/**
 * Seeded fuzz (deterministic PRNG): random battle snapshots and Court sequences, checking that
 * nothing is created or lost: each colour's 10 agents across supply, Court, Captives, Trophies and
 * Outrage icons; the 31 Court cards across deck, row, discard, players (and a pending Vox card);
 * 5 of each resource; battle pieces (survivors + destroyed = before, destroyed = Trophies).
 * Also: a refused command leaves its input untouched.
 */
import type { BattleSnapshot, DefenderTarget, HitAssignment, RollTotals } from "../../../src/core/battle/battle";
import { checkHitAssignment, legalDiceCollections, readRoll } from "../../../src/core/battle/battle";
import type { RaidPick } from "../../../src/core/battle/flow";
import { cityDestroyedOutsideBattle, raidInBattle, resolveNextCity, startBattle } from "../../../src/core/battle/flow";
import { DIE_TYPES } from "../../../src/core/data/dice";
import { courtCard, courtDeck } from "../../../src/core/data/court";
import type { Colour, ResourceType } from "../../../src/core/data/vocabulary";
import { COLOURS, RESOURCE_TYPES } from "../../../src/core/data/vocabulary";
import type { TableState } from "../../../src/core/court/types";
import type { WhenSecuredAnswer } from "../../../src/core/court/court";
import {
  answerWhenSecured,
  conservationErrors,
  discardGuildCard,
  influence,
  ransack,
  ransackTargets,
  secure,
  secureTargets,
  setupCourt,
} from "../../../src/core/court/court";
import { newPlayerHoldings, trophiesOf } from "../../../src/core/court/types";
import { gainResources, provokeOutrage, spendResource } from "../../../src/core/resources/resources";

/** mulberry32: a small deterministic PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)];
  const shuffle = <T>(xs: readonly T[]): T[] => {
    const out = xs.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(0, i);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  return { next, int, pick, shuffle };
}
type Rng = ReturnType<typeof prng>;

function newTable(rng: Rng): TableState {
  const n = rng.int(2, 4);
  const colours = rng.shuffle(COLOURS).slice(0, n);
  const court = setupCourt(rng.shuffle(courtDeck()), n);
  if (!court.ok) throw new Error(court.reason);
  return {
    players: colours.map((c) => newPlayerHoldings(c, rng.int(0, 5))),
    court: court.value,
    supply: { material: 5, fuel: 5, weapon: 5, relic: 5, psionic: 5 },
  };
}

function answerFor(rng: Rng, t: TableState): WhenSecuredAnswer {
  const p = t.pending!;
  const card = courtCard(p.card)!;
  switch (card.whenSecured) {
    case "massUprising":
      return { cluster: rng.int(1, 6) };
    case "populistDemands":
      return rng.next() < 0.5 ? {} : { ambition: rng.pick(["tycoon", "tyrant", "warlord", "keeper", "empath"]) };
    case "outrageSpreads":
      return rng.next() < 0.3 ? {} : { outrageType: rng.pick(RESOURCE_TYPES) };
    case "songOfFreedom": {
      const owners = t.players.filter((q) => q.citiesOnBoard < 5);
      const a: WhenSecuredAnswer = { deckOrder: rng.shuffle(t.court.deck.concat([p.card])) };
      if (owners.length > 0 && rng.next() < 0.7) {
        a.returnCity = { owner: rng.pick(owners).colour, system: "1.1" };
        a.seize = rng.next() < 0.5;
      }
      return a;
    }
    case "guildStruggle": {
      const a: WhenSecuredAnswer = {};
      let deck = t.court.deck.slice();
      const victims = t.players.filter((q) => q.colour !== p.colour && q.guildCards.length > 0);
      if (victims.length > 0 && rng.next() < 0.8) {
        const v = rng.pick(victims);
        const card = v.guildCards.indexOf("BC22") >= 0 ? "BC22" : rng.pick(v.guildCards);
        a.steal = { from: v.colour, card };
        if (card === "BC22") deck = deck.concat(["BC22"]);
      }
      const incoming = t.court.discard.filter((id) => courtCard(id)!.kind === "guild");
      a.deckOrder = rng.shuffle(deck.concat(incoming));
      return a;
    }
    default:
      return {};
  }
}

/** A random legal assignment, built hit by hit from the pieces left (independent of the core's default). */
function randomAssignment(rng: Rng, s: BattleSnapshot, t: RollTotals): HitAssignment {
  const att = { ...s.attackingShips };
  const pieces = { ship: { ...s.defendingShips }, city: { ...s.defendingCities }, starport: { ...s.defendingStarports } };
  const onAttackers: ("fresh" | "damaged")[] = [];
  const n = t.self + (t.intercept > 0 ? s.defendingShips.fresh : 0);
  for (let i = 0; i < n; i++) {
    const opts: ("fresh" | "damaged")[] = [];
    if (att.fresh > 0) opts.push("fresh");
    if (att.damaged > 0) opts.push("damaged");
    if (opts.length === 0) break;
    const o = rng.pick(opts);
    onAttackers.push(o);
    if (o === "fresh") { att.fresh--; att.damaged++; } else att.damaged--;
  }
  const hit = (kinds: ("ship" | "city" | "starport")[]): DefenderTarget | undefined => {
    const opts: DefenderTarget[] = [];
    for (const k of kinds) {
      if (pieces[k].fresh > 0) opts.push({ piece: k, state: "fresh" });
      if (pieces[k].damaged > 0) opts.push({ piece: k, state: "damaged" });
    }
    if (opts.length === 0) return undefined;
    const o = rng.pick(opts);
    const p = pieces[o.piece as "ship" | "city" | "starport"];
    if (o.state === "fresh") { p.fresh--; p.damaged++; } else p.damaged--;
    return o;
  };
  const shipHits: DefenderTarget[] = [];
  for (let i = 0; i < t.hit; i++) {
    const shipsLeft = pieces.ship.fresh + pieces.ship.damaged > 0;
    const o = hit(shipsLeft ? ["ship"] : ["city", "starport"]);
    if (o === undefined) break;
    shipHits.push(o);
  }
  const buildingHits: DefenderTarget[] = [];
  for (let i = 0; i < t.building; i++) {
    const o = hit(["city", "starport"]);
    if (o === undefined) break;
    buildingHits.push(o);
  }
  return { onAttackers, shipHits, buildingHits };
}

function sprinkleAgents(rng: Rng, t: TableState): TableState {
  let cur = t;
  for (let i = 0; i < rng.int(0, 12); i++) {
    const r = influence(cur, rng.pick(cur.players).colour, rng.int(0, cur.court.row.length - 1));
    if (r.ok) cur = r.value;
  }
  return cur;
}

function expectUntouched<T>(before: string, after: T) {
  expect(JSON.stringify(after)).toBe(before);
}

describe("seeded fuzz: conservation", () => {
  test("random battles: pieces, Trophies, agents, Court cards and resources are conserved (FAQ order Outrage -> Ransack -> raid)", () => {
    const rng = prng(20261121);
    let battles = 0;
    for (let iter = 0; iter < 1500; iter++) {
      let t = sprinkleAgents(rng, newTable(rng));
      for (const p of t.players) {
        for (let i = 0; i < rng.int(0, 4); i++) {
          const g = gainResources(t, p.colour, [rng.pick(RESOURCE_TYPES)]);
          if (g.ok) t = g.value.table;
        }
      }
      const [attacker, defender] = rng.shuffle(t.players.map((p) => p.colour));
      const planet = rng.next() < 0.8;
      const snap: BattleSnapshot = {
        attacker: attacker as Colour,
        defender: defender as Colour,
        attackingShips: { fresh: rng.int(0, 8), damaged: rng.int(0, 7) },
        defendingShips: { fresh: rng.int(0, 6), damaged: rng.int(0, 6) },
        defendingCities: planet ? { fresh: rng.int(0, 1), damaged: rng.int(0, 1) } : { fresh: 0, damaged: 0 },
        defendingStarports: planet ? { fresh: rng.int(0, 1), damaged: 0 } : { fresh: 0, damaged: 0 },
        defenderHasBuildingsElsewhere: rng.next() < 0.5,
      };
      if (planet) snap.planetType = rng.pick(RESOURCE_TYPES);
      const options = legalDiceCollections(snap);
      if (options.length === 0) continue; // no legal battle (no ship or no defender)
      const dice = rng.pick(options);
      const faces = [];
      for (const d of DIE_TYPES) for (let i = 0; i < dice[d]; i++) faces.push({ die: d, face: rng.int(1, 6) });
      const roll = readRoll(dice, faces);
      if (!roll.ok) throw new Error(roll.reason);
      const assignment = rng.next() < 0.5 ? undefined : randomAssignment(rng, snap, roll.value);
      const before = JSON.stringify(t);
      const b = startBattle(t, snap, dice, rng.shuffle(faces), assignment);
      expectUntouched(before, t);
      if (!b.ok) throw new Error(b.reason);
      battles++;
      const o = b.value.outcome;
      const total = (p: { fresh: number; damaged: number }) => p.fresh + p.damaged;
      expect(total(o.attackingShips) + o.destroyed.attackingShips).toBe(total(snap.attackingShips));
      expect(total(o.defendingShips) + o.destroyed.defendingShips).toBe(total(snap.defendingShips));
      expect(total(o.defendingCities) + o.destroyed.defendingCities).toBe(total(snap.defendingCities));
      expect(total(o.defendingStarports) + o.destroyed.defendingStarports).toBe(total(snap.defendingStarports));
      const attTrophies = trophiesOf(b.value.table.players.find((p) => p.colour === attacker)!.trophies, defender as Colour);
      expect(attTrophies.ships - trophiesOf(t.players.find((p) => p.colour === attacker)!.trophies, defender as Colour).ships).toBe(o.destroyed.defendingShips);
      expect(o.attackingShipsRemain).toBe(total(o.attackingShips) > 0);
      if (assignment !== undefined) expect(checkHitAssignment(snap, roll.value, assignment).ok).toBe(true);

      let cur = b.value.table;
      let flow = b.value.flow;
      while (flow.citiesLeft.length > 0) {
        const targets = ransackTargets(cur, flow.defender as Colour);
        const slot = targets.length > 1 ? rng.pick(targets) : undefined;
        const c = resolveNextCity(cur, flow, slot);
        if (!c.ok) throw new Error(c.reason);
        cur = c.value.table;
        flow = c.value.flow;
        expect(conservationErrors(cur)).toEqual([]);
        if (cur.pending !== undefined) {
          const a = answerWhenSecured(cur, answerFor(rng, cur));
          if (!a.ok) throw new Error(a.reason);
          cur = a.value.table;
        }
        expect(conservationErrors(cur)).toEqual([]);
      }
      const victim = cur.players.find((p) => p.colour === flow.defender)!;
      const picks: RaidPick[] = [];
      for (let i = 0; i < 6; i++) if (victim.resources[i] !== "empty" && rng.next() < 0.5) picks.push({ kind: "resource", slot: i });
      for (const g of victim.guildCards) if (rng.next() < 0.5) picks.push({ kind: "guild", card: g });
      const raidBefore = JSON.stringify(cur);
      const r = raidInBattle(cur, flow, rng.shuffle(picks));
      expectUntouched(raidBefore, cur);
      if (r.ok) cur = r.value.table;
      else expect(r.reason.length).toBeGreaterThan(0);
      expect(conservationErrors(cur)).toEqual([]);
    }
    expect(battles).toBeGreaterThan(1000);
  });

  test("random Court sequences: influence, secure, ransack, Vox answers, discards, Outrage, gains and spends", () => {
    const rng = prng(7);
    let secured = 0;
    let voxAnswered = 0;
    for (let game = 0; game < 150; game++) {
      let t = newTable(rng);
      for (let step = 0; step < 120; step++) {
        const before = JSON.stringify(t);
        const p = rng.pick(t.players);
        const slot = rng.int(0, t.court.row.length - 1);
        const op = rng.int(0, 9);
        let next: TableState | undefined;
        if (t.pending !== undefined && rng.next() < 0.8) {
          const a = answerWhenSecured(t, answerFor(rng, t));
          if (!a.ok) throw new Error(a.reason);
          next = a.value.table;
          voxAnswered++;
        } else if (op <= 3) {
          const r = influence(t, p.colour, slot);
          if (r.ok) next = r.value;
        } else if (op <= 5) {
          const targets = secureTargets(t, p.colour);
          const r = secure(t, p.colour, targets.length > 0 && rng.next() < 0.9 ? rng.pick(targets) : slot);
          if (r.ok) {
            next = r.value.table;
            secured++;
          }
        } else if (op === 6) {
          const rival = rng.pick(t.players);
          const r = ransack(t, p.colour, rival.colour, slot);
          if (r.ok) next = r.value.table;
        } else if (op === 7) {
          if (p.guildCards.length > 0) {
            const r = discardGuildCard(t, p.colour, rng.pick(p.guildCards));
            if (r.ok) next = r.value;
          }
        } else if (op === 8) {
          const r = rng.next() < 0.5
            ? provokeOutrage(t, p.colour, rng.pick(RESOURCE_TYPES) as ResourceType)
            : cityDestroyedOutsideBattle(t, p.colour, rng.pick(t.players).colour, rng.pick(RESOURCE_TYPES));
          if (r.ok) next = r.value.table;
        } else {
          const r = rng.next() < 0.6
            ? gainResources(t, p.colour, [rng.pick(RESOURCE_TYPES), rng.pick(RESOURCE_TYPES)])
            : spendResource(t, p.colour, rng.int(0, 5), rng.next() < 0.5);
          if (r.ok) next = r.value.table;
        }
        expectUntouched(before, t);
        if (next !== undefined) {
          const errors = conservationErrors(next);
          if (errors.length > 0) throw new Error("game " + game + " step " + step + ": " + errors.join("; "));
          t = next;
        }
      }
    }
    expect(secured).toBeGreaterThan(500);
    expect(voxAnswered).toBeGreaterThan(50);
  });
});
