/**
 * The results a campaign state keeps for the table to carry out and show (the last Crises, the
 * Intermission's step D, the Fate ambitions scored): each part the painters and the table read is
 * checked for its shape, field by field, like the rest of a restored state (validate.ts).
 */
import { NON_PLAYER_OWNERS } from "../data/vocabulary";
import { PLANET_SYMBOLS } from "../data/map";
import type { Obj } from "../game/stateChecks";
import { Problems, bool, bools, int, isObj, list, objects, oneOf, strings, maybeOneOf } from "../game/stateChecks";
import { mapSnapshotRefusal } from "./mapControl";
import type { MapSnapshot } from "./mapControl";

const PIECE_KINDS = ["ship", "city", "starport", "blight", "flagship"];
const FLAGSHIP_PARTS = ["upgrade", "armor"];

function text(p: Problems, path: string, v: unknown): void {
  if (typeof v !== "string") p.add(path, "expected a text", v);
}

/** The texts `keys` of `o` (at `at`). */
function texts(p: Problems, at: string, o: Obj, keys: string[]): void {
  for (const k of keys) text(p, `${at}.${k}`, o[k]);
}

/** The whole numbers `keys` of `o` (at `at`), each from 0 to `max`. */
function counts(p: Problems, at: string, o: Obj, keys: string[], max = 1000): void {
  for (const k of keys) int(p, `${at}.${k}`, o[k], 0, max);
}

function crisisTexts(p: Problems, path: string, v: unknown): void {
  objects(p, path, v, (o, at) => {
    texts(p, at, o, ["card", "name", "text"]);
    if (o.ifRolled !== undefined) objects(p, `${at}.ifRolled`, o.ifRolled, (r, rat) => {
      oneOf(p, `${rat}.symbol`, r.symbol, PLANET_SYMBOLS);
      bool(p, `${rat}.rolled`, r.rolled);
    });
    if (o.blight !== undefined) {
      if (!isObj(o.blight)) p.add(`${at}.blight`, "expected the Blight it repairs and places", o.blight);
      else {
        objects(p, `${at}.blight.repair`, o.blight.repair, (r, rat) => {
          text(p, `${rat}.system`, r.system);
          int(p, `${rat}.count`, r.count, 0, 100);
        });
        strings(p, `${at}.blight.place`, o.blight.place);
      }
    }
  });
}

function checkLastCrises(p: Problems, v: unknown, seats: readonly string[]): void {
  const at = "campaign.lastCrises";
  if (!isObj(v)) return p.add(at, "expected the last Crises", v);
  const owners = seats.concat(NON_PLAYER_OWNERS);
  // One owner's pieces of a kind in a system, before and after: a Blight Crisis's hits, a Court Crisis's wrecks.
  const change = (c: Obj, cat: string) => {
    text(p, `${cat}.system`, c.system);
    oneOf(p, `${cat}.owner`, c.owner, owners);
    oneOf(p, `${cat}.kind`, c.kind, PIECE_KINDS);
    for (const side of ["before", "after"]) {
      const n = c[side];
      if (!isObj(n)) p.add(`${cat}.${side}`, "expected fresh and damaged counts", n);
      else counts(p, `${cat}.${side}`, n, ["fresh", "damaged"]);
    }
    int(p, `${cat}.destroyed`, c.destroyed, 0, 1000);
  };
  if (v.wrecks !== undefined) objects(p, `${at}.wrecks`, v.wrecks, change);
  // The Court Crises' moves on the boards and the map (crisesVox.ts, fates/defectors.ts).
  if (v.pieces !== undefined) objects(p, `${at}.pieces`, v.pieces, (x, xat) => {
    oneOf(p, `${xat}.colour`, x.colour, seats);
    const d = x.defect || x.seek;
    if (d !== undefined && !isObj(d)) p.add(`${xat}.defect`, "expected the Imperial ships replaced", d);
    if (isObj(d)) {
      text(p, `${xat}.defect.system`, d.system);
      counts(p, `${xat}.defect`, d, ["fresh", "damaged"]);
    }
  });
  objects(p, `${at}.blight`, v.blight, (b, bat) => {
    text(p, `${bat}.system`, b.system);
    counts(p, bat, b, ["hits", "lostHits"]);
    objects(p, `${bat}.changes`, b.changes, change);
    objects(p, `${bat}.flagship`, b.flagship, (f, fat) => {
      oneOf(p, `${fat}.owner`, f.owner, seats);
      int(p, `${fat}.slot`, f.slot, 1, 6);
      oneOf(p, `${fat}.part`, f.part, FLAGSHIP_PARTS);
      oneOf(p, `${fat}.result`, f.result, ["damaged", "destroyed"]);
    });
  });
  objects(p, `${at}.fate`, v.fate, (f, fat) => {
    oneOf(p, `${fat}.player`, f.player, seats);
    crisisTexts(p, `${fat}.cards`, f.cards);
  });
  crisisTexts(p, `${at}.court`, v.court);
  const d = v.dice;
  if (!isObj(d)) p.add(`${at}.dice`, "expected the places the dice rolled", d);
  else {
    oneOf(p, `${at}.dice.symbol`, d.symbol, PLANET_SYMBOLS);
    int(p, `${at}.dice.cluster`, d.cluster, 1, 6);
    strings(p, `${at}.dice.rolledCluster`, d.rolledCluster);
    strings(p, `${at}.dice.planetsOfRolledSymbol`, d.planetsOfRolledSymbol);
    if (d.rolledPlanet !== undefined) text(p, `${at}.dice.rolledPlanet`, d.rolledPlanet);
  }
  bools(p, at, v, ["blightCarriedOut"]);
  maybeOneOf(p, at, v, "hunger", seats);
  if (v.courtCarriedOut !== undefined) objects(p, `${at}.courtCarriedOut`, v.courtCarriedOut, (r, rat) => {
    text(p, `${rat}.card`, r.card);
    int(p, `${rat}.slot`, r.slot, 0, 9);
    oneOf(p, `${rat}.to`, r.to, ["bury", "discard", "scrap", "shuffle", "underTop"]);
    oneOf(p, `${rat}.agents`, r.agents, ["return", "council", "scrap", "slide", "none"]);
    if (r.slidesDown !== undefined) text(p, `${rat}.slidesDown`, r.slidesDown);
  });
}

function checkBoardStep(p: Problems, v: unknown, seats: readonly string[]): void {
  const at = "campaign.intermissionBoard";
  if (!isObj(v)) return p.add(at, "expected step D's result", v);
  objects(p, `${at}.repaired`, v.repaired, (r, rat) => {
    text(p, `${rat}.system`, r.system);
    int(p, `${rat}.count`, r.count, 0, 1000);
  });
  objects(p, `${at}.destroyed`, v.destroyed, (d, dat) => {
    text(p, `${dat}.system`, d.system);
    oneOf(p, `${dat}.owner`, d.owner, seats.concat(NON_PLAYER_OWNERS));
    oneOf(p, `${dat}.kind`, d.kind, PIECE_KINDS);
    int(p, `${dat}.count`, d.count, 0, 1000);
    oneOf(p, `${dat}.why`, d.why, ["damaged", "blight"]);
  });
  objects(p, `${at}.flagshipParts`, v.flagshipParts, (f, fat) => {
    oneOf(p, `${fat}.owner`, f.owner, seats);
    int(p, `${fat}.slot`, f.slot, 1, 6);
    oneOf(p, `${fat}.part`, f.part, FLAGSHIP_PARTS);
  });
  strings(p, `${at}.eliminated`, v.eliminated, seats, "a seated colour");
  const bad = isObj(v.after) ? mapSnapshotRefusal(v.after as unknown as MapSnapshot, seats as never) : "expected the map after step D";
  if (bad !== undefined) p.add(`${at}.after`, bad, v.after);
}

function checkFateAmbitions(p: Problems, v: unknown, seats: readonly string[]): void {
  objects(p, "campaign.lastFateAmbitions", v, (r, at) => {
    oneOf(p, `${at}.ambition`, r.ambition, ["edenguard", "blightkin"]);
    strings(p, `${at}.markers`, r.markers);
    objects(p, `${at}.counts`, r.counts, (c, cat) => {
      oneOf(p, `${cat}.player`, c.player, seats);
      int(p, `${cat}.count`, c.count, 0, 1000);
    });
    maybeOneOf(p, at, r, "first", seats);
    objects(p, `${at}.awards`, r.awards, (a, aat) => {
      oneOf(p, `${aat}.player`, a.player, seats);
      oneOf(p, `${aat}.place`, a.place, ["first", "second"]);
      counts(p, aat, a, ["power", "bonus"], 100);
    });
    strings(p, `${at}.notes`, r.notes);
  });
}

function shipCount(p: Problems, path: string, v: unknown): void {
  if (!isObj(v)) return p.add(path, "expected fresh and damaged ships", v);
  counts(p, path, v, ["fresh", "damaged"]);
}

/** A Flagship board's 6 slots (BR p.22): each an Upgrade with at most one Armor above it, fresh or damaged. */
function flagshipBoard(p: Problems, path: string, v: unknown): void {
  if (!isObj(v)) return p.add(path, "expected a Flagship board", v);
  const slots = list(p, `${path}.slots`, v.slots);
  if (slots !== undefined && slots.length > 6) p.add(`${path}.slots`, "expected at most 6 slots", v.slots);
  if (slots !== undefined) slots.forEach((slot, i) => {
    // An empty slot is an empty table, which Lua cannot tell from an empty list.
    if (Array.isArray(slot) && (slot as unknown[]).length === 0) return;
    if (!isObj(slot)) return p.add(`${path}.slots[${i}]`, "expected an object", slot);
    for (const part of FLAGSHIP_PARTS) {
      const b = slot[part];
      if (b === undefined) continue;
      if (!isObj(b)) p.add(`${path}.slots[${i}].${part}`, "expected a building", b);
      else {
        oneOf(p, `${path}.slots[${i}].${part}.building`, b.building, ["city", "starport"]);
        bool(p, `${path}.slots[${i}].${part}.damaged`, b.damaged);
      }
    }
  });
}

/**
 * The battle's rules the campaign module handed the base battle at the roll (battle/rules.ts: a
 * defender who is not a player, Tough ships, Imperial ships, Flagship boards), kept with its snapshot.
 */
export function checkBattleRules(p: Problems, battle: unknown, seats: readonly string[]): void {
  if (!isObj(battle) || !isObj(battle.snapshot) || battle.snapshot.rules === undefined) return;
  const at = "battle.snapshot.rules";
  const r = battle.snapshot.rules;
  if (!isObj(r)) return p.add(at, "expected the battle's rules", r);
  bool(p, `${at}.defenderIsPlayer`, r.defenderIsPlayer);
  if (r.toughness !== undefined) int(p, `${at}.toughness`, r.toughness, 1, 10);
  if (r.interceptHits !== undefined) int(p, `${at}.interceptHits`, r.interceptHits, 0, 100);
  maybeOneOf(p, at, r, "attackerLossesTo", seats.concat(["return"]));
  maybeOneOf(p, at, r, "addedOwner", seats);
  maybeOneOf(p, at, r, "raid", ["planet", "nothing"]);
  bools(p, at, r, ["raidDice"]);
  if (r.raidDiceReason !== undefined) text(p, `${at}.raidDiceReason`, r.raidDiceReason);
  bools(p, at, r, ["raidPerDamagedShip", "piecesStealable", "harmOutrage"]);
  for (const f of ["attackingImperial", "defendingImperial"]) if (r[f] !== undefined) shipCount(p, `${at}.${f}`, r[f]);
  for (const f of ["attackingFlagship", "defendingFlagship"]) if (r[f] !== undefined) flagshipBoard(p, `${at}.${f}`, r[f]);
}

/** The results `c` keeps for the table (each absent when there is none). */
export function checkCampaignResults(p: Problems, c: Obj, seats: readonly string[]): void {
  if (c.lastCrises !== undefined) checkLastCrises(p, c.lastCrises, seats);
  if (c.intermissionBoard !== undefined) checkBoardStep(p, c.intermissionBoard, seats);
  if (c.lastFateAmbitions !== undefined) checkFateAmbitions(p, c.lastFateAmbitions, seats);
}
