/**
 * Battle's hits (rulebook pp.14-15 + FAQ): where a roll's hits land. The attacker chooses every
 * target (p.14 "the attacker rolls and resolves all the dice"); `checkHitAssignment` validates that
 * choice and `defaultHitAssignment` offers one.
 */
import type { ResourceType } from "../data/vocabulary";
import type { Result } from "../result";
import { ok, refuse } from "../result";
import { ignoresIntercept } from "../powers/leaderLorePowers";
import type { BoardSlots, HitKind, PartTarget, PartsDestroyed } from "./rules";
import { cloneSlots, defaultPart, hitLabel, hitPart, partsCapacity } from "./rules";
import type { AttackerTarget, BattleOutcome, BattleSnapshot, CityTypes, DefenderTarget, FlagshipsAfter, HitAssignment, ImperialTarget, PieceState, RollTotals } from "./types";
import { checkBattleSnapshot, railgunHitsOn } from "./limits";

interface Board {
  att: PieceState;
  ships: PieceState;
  cities: PieceState;
  ports: PieceState;
  destroyed: { attackingShips: number; defendingShips: number; defendingCities: number; defendingStarports: number };
  /** Tough (BR p.19): hits landed on a defending ship of each state that have not yet made a damage step. */
  pending: { fresh: number; damaged: number };
  toughness: number;
  attParts?: BoardSlots;
  defParts?: BoardSlots;
  attLost: PartsDestroyed;
  defLost: PartsDestroyed;
  /** Imperial ships fighting beside a Regent, apart from the players' ships (BR p.11). */
  attImp: PieceState;
  shipsImp: PieceState;
  impLost: { attacking: number; defending: number };
  /** The defender's Bunkers (F1804), the hits landed on each state short of a pair, and those destroyed. */
  bunk: PieceState;
  bunkPending: { fresh: number; damaged: number };
  bunkLost: number;
}

function capacity(p: PieceState): number {
  return 2 * p.fresh + p.damaged;
}

/**
 * One hit on a Board's own count (newBoard copies every count, so it is changed in place: a battle
 * deals dozens of hits and the Lua VMs pay for every table made). NO_PIECE when none is there.
 */
const NO_PIECE = 0;
const DAMAGED = 1;
const DESTROYED = 2;
function hitPiece(p: PieceState, state: "fresh" | "damaged"): number {
  if (state === "fresh") {
    if (p.fresh <= 0) return NO_PIECE;
    p.fresh -= 1;
    p.damaged += 1;
    return DAMAGED;
  }
  if (p.damaged <= 0) return NO_PIECE;
  p.damaged -= 1;
  return DESTROYED;
}

function pieceWord(t: DefenderTarget): string {
  return t.state + " defending " + (t.piece === "ship" ? "ship" : t.piece);
}

function toughness(s: BattleSnapshot): number {
  return s.rules === undefined || s.rules.toughness === undefined ? 1 : s.rules.toughness;
}

/** The Flagship is one of the ships counted fresh; its board takes the hits, never the Flagship (BR p.22). */
function withoutFlagship(p: PieceState, board: BoardSlots | undefined): PieceState {
  return board === undefined ? { fresh: p.fresh, damaged: p.damaged } : { fresh: Math.max(0, p.fresh - 1), damaged: p.damaged };
}

function minus(p: PieceState, q: PieceState | undefined): PieceState {
  return q === undefined ? p : { fresh: Math.max(0, p.fresh - q.fresh), damaged: Math.max(0, p.damaged - q.damaged) };
}

function newBoard(s: BattleSnapshot): Board {
  const r = s.rules;
  const attImp = r && r.attackingImperial && r.attackingImperial;
  const defImp = r && r.defendingImperial && r.defendingImperial;
  const b: Board = {
    att: minus(withoutFlagship(s.attackingShips, r && r.attackingFlagship), attImp),
    ships: minus(withoutFlagship(s.defendingShips, r && r.defendingFlagship), defImp),
    attImp: attImp === undefined ? { fresh: 0, damaged: 0 } : { fresh: attImp.fresh, damaged: attImp.damaged },
    shipsImp: defImp === undefined ? { fresh: 0, damaged: 0 } : { fresh: defImp.fresh, damaged: defImp.damaged },
    impLost: { attacking: 0, defending: 0 },
    bunk: r === undefined || r.bunkers === undefined ? { fresh: 0, damaged: 0 } : { fresh: r.bunkers.fresh, damaged: r.bunkers.damaged },
    bunkPending: { fresh: 0, damaged: 0 },
    bunkLost: 0,
    cities: { ...s.defendingCities },
    ports: { ...s.defendingStarports },
    destroyed: { attackingShips: 0, defendingShips: 0, defendingCities: 0, defendingStarports: 0 },
    pending: { fresh: 0, damaged: 0 },
    toughness: toughness(s),
    attLost: { cities: 0, starports: 0 },
    defLost: { cities: 0, starports: 0 },
  };
  if (r !== undefined && r.attackingFlagship !== undefined) b.attParts = cloneSlots(r.attackingFlagship);
  if (r !== undefined && r.defendingFlagship !== undefined) b.defParts = cloneSlots(r.defendingFlagship);
  return b;
}

/**
 * A hit on a defending ship: Tough ships take `toughness` hits per damage step (one hit alone does
 * nothing). Without Tough ships nothing is pending (it stays 0). hitPiece inlined: a battle deals
 * dozens of hits and the Lua VMs pay for every call.
 */
function hitShip(b: Board, state: "fresh" | "damaged", imperial: boolean): boolean {
  const p = imperial ? b.shipsImp : b.ships;
  const fresh = state === "fresh";
  if ((fresh ? p.fresh : p.damaged) <= 0) return false;
  if (b.toughness > 1) {
    const landed = b.pending[state] + 1;
    if (landed < b.toughness) {
      b.pending[state] = landed;
      return true;
    }
    b.pending[state] = 0;
  }
  if (fresh) {
    p.fresh -= 1;
    p.damaged += 1;
    return true;
  }
  p.damaged -= 1;
  b.destroyed.defendingShips++;
  if (imperial) b.impLost.defending++;
  return true;
}

/** F1804 "Tough. Bunkers take 2 hits each to damage and to destroy": the second hit of a pair on a state makes the step. */
function hitBunker(b: Board, state: "fresh" | "damaged"): boolean {
  if ((state === "fresh" ? b.bunk.fresh : b.bunk.damaged) <= 0) return false;
  b.bunkPending[state] = 1 - b.bunkPending[state];
  if (b.bunkPending[state] === 0 && hitPiece(b.bunk, state) === DESTROYED) b.bunkLost++;
  return true;
}

function hitDefender(b: Board, t: DefenderTarget, which: HitKind, i: number): string | undefined {
  if (t === undefined || (t.state !== "fresh" && t.state !== "damaged")) return hitLabel(which, i) + ": name a fresh or damaged piece";
  // A ship first: most hits name one.
  if (t.piece === "ship") return hitShip(b, t.state, t.imperial === true) ? undefined : hitLabel(which, i) + ": there is no " + (t.imperial === true ? t.state + " defending Imperial ship" : pieceWord(t)) + " to hit";
  if (t.piece === "part") {
    if (b.defParts === undefined) return hitLabel(which, i) + ": no defending Flagship is in this battle";
    return hitPart(b.defParts, t.part as PartTarget, b.defLost, which, i);
  }
  if (t.piece === "bunker") return hitBunker(b, t.state) ? undefined : hitLabel(which, i) + ": there is no " + pieceWord(t) + " to hit";
  let res;
  if (t.piece === "city") res = hitPiece(b.cities, t.state);
  else if (t.piece === "starport") res = hitPiece(b.ports, t.state);
  else return hitLabel(which, i) + ": there is no piece " + t.piece;
  if (res === NO_PIECE) return hitLabel(which, i) + ": there is no " + pieceWord(t) + " to hit";
  if (res === DESTROYED) {
    if (t.piece === "city") b.destroyed.defendingCities++;
    else b.destroyed.defendingStarports++;
  }
  return undefined;
}

function hitAttacker(b: Board, t: AttackerTarget, which: HitKind, i: number): string | undefined {
  // A Loyal ship first: most hits name one, and two string comparisons cost less than type() in Lua.
  // hitPiece inlined (a call per hit costs more than the hit in the Lua VMs).
  const att = b.att;
  if (t === "fresh") {
    if (att.fresh <= 0) return hitLabel(which, i) + ": you have no fresh attacking ship left";
    att.fresh -= 1;
    att.damaged += 1;
    return undefined;
  }
  if (t === "damaged") {
    if (att.damaged <= 0) return hitLabel(which, i) + ": you have no damaged attacking ship left";
    att.damaged -= 1;
    b.destroyed.attackingShips++;
    return undefined;
  }
  if (typeof t === "object" && t !== undefined && (t as ImperialTarget).imperial !== undefined) {
    const state = (t as ImperialTarget).imperial;
    const imp = state === "fresh" || state === "damaged" ? hitPiece(b.attImp, state) : NO_PIECE;
    if (imp === NO_PIECE) return hitLabel(which, i) + ": there is no " + String(state) + " attacking Imperial ship left";
    if (imp === DESTROYED) {
      b.destroyed.attackingShips++;
      b.impLost.attacking++;
    }
    return undefined;
  }
  if (typeof t === "object" && t !== undefined) {
    if (b.attParts === undefined) return hitLabel(which, i) + ": you have no Flagship in this battle";
    return hitPart(b.attParts, t as PartTarget, b.attLost, which, i);
  }
  // Neither a ship's state nor a target record.
  return hitLabel(which, i) + ": you have no " + String(t) + " attacking ship left";
}

/** Signal Breaker (L06): all attacking ships fresh at the start of the battle: 1 intercept rolled is ignored. */
export function interceptsIgnored(s: BattleSnapshot): number {
  return s.attackingShips.damaged === 0 && ignoresIntercept(s.attackerLore) !== undefined ? 1 : 0;
}

/**
 * Hits the attacker takes: self hits plus, if any intercept was rolled, one per fresh defending ship
 * (once); and first, Railgun Arrays' hit (L12), listed only when due. The Railgun hit is dealt with
 * the others at the hits step (the pieces move once), first, as it came before the dice.
 */
export function hitsOnAttackers(s: BattleSnapshot, totals: RollTotals): { self: number; intercept: number; railgun?: number } {
  const ignored = interceptsIgnored(s);
  const added = s.addedIntercepts === undefined ? 0 : s.addedIntercepts;
  // A rule module may say who intercepts (the Blight never does; a Flagship only with a Defense Array, BR pp.19, 24).
  const interceptors = s.rules !== undefined && s.rules.interceptHits !== undefined ? s.rules.interceptHits : s.defendingShips.fresh;
  const out: { self: number; intercept: number; railgun?: number } = { self: totals.self, intercept: totals.intercept + added - ignored > 0 ? interceptors : 0 };
  const railgun = railgunHitsOn(s);
  if (railgun > 0) out.railgun = railgun;
  return out;
}

/** All the hits on attacking ships (Railgun, self, intercept). */
export function attackerHitCount(h: { self: number; intercept: number; railgun?: number }): number {
  return h.self + h.intercept + (h.railgun === undefined ? 0 : h.railgun);
}

function defendingCapacity(b: Board): number {
  return capacity(b.cities) + capacity(b.ports) + 2 * capacity(b.bunk) + partsCapacity(b.defParts);
}

/**
 * Validate the attacker's targets against the rule's order (p.14): self hits, intercept, ship
 * hits (onto buildings once no defending ship remains), building hits. Every hit must land while
 * a legal target remains (hits cannot be left unused); a hit with no legal target is lost.
 */
export function checkHitAssignment(s: BattleSnapshot, totals: RollTotals, a: HitAssignment): Result<BattleOutcome> {
  const snap = checkBattleSnapshot(s);
  if (!snap.ok) return refuse(snap.reason);
  const b = newBoard(s);
  let lost = 0;
  const onAtt = hitsOnAttackers(s, totals);
  const attackerHits = attackerHitCount(onAtt);
  const landing = Math.min(attackerHits, capacity(b.att) + capacity(b.attImp) + partsCapacity(b.attParts));
  lost += attackerHits - landing;
  if (a.onAttackers.length !== landing) {
    const railgun = onAtt.railgun === undefined ? "" : onAtt.railgun + " Railgun Arrays, ";
    return refuse(
      "Your attacking ships take " + attackerHits + " hit(s) (" + railgun + onAtt.self + " self, " + onAtt.intercept + " intercept)" +
        (landing < attackerHits ? ", of which " + landing + " can land" : "") + ": assign " + landing + ", not " + a.onAttackers.length,
    );
  }
  for (let i = 0; i < a.onAttackers.length; i++) {
    const err = hitAttacker(b, a.onAttackers[i], "attacker", i);
    if (err !== undefined) return refuse(err);
  }
  const shipLanding = Math.min(totals.hit, b.toughness * (capacity(b.ships) + capacity(b.shipsImp)) + defendingCapacity(b));
  lost += totals.hit - shipLanding;
  if (a.shipHits.length !== shipLanding) {
    return refuse("You rolled " + totals.hit + " ship hit(s) and " + shipLanding + " can land: assign " + shipLanding + ", not " + a.shipHits.length);
  }
  for (let i = 0; i < a.shipHits.length; i++) {
    const t = a.shipHits[i];
    // Whether defending ships remain is asked only of a hit on something else (most hits name a ship).
    if (t !== undefined && t.piece !== "ship" && b.ships.fresh + b.ships.damaged + b.shipsImp.fresh + b.shipsImp.damaged > 0) {
      return refuse(hitLabel("ship", i) + ": hit defending ships while any remain");
    }
    // A hit on a ship that is there lands without hitDefender's call (most hits); any other hit,
    // or a ship hit with no such ship (hitShip then changed nothing), gets hitDefender's words.
    const landed = t !== undefined && t.piece === "ship" && (t.state === "fresh" || t.state === "damaged") && hitShip(b, t.state, t.imperial === true);
    const err = landed ? undefined : hitDefender(b, t, "ship", i);
    if (err !== undefined) return refuse(err);
  }
  const bLanding = Math.min(totals.building, defendingCapacity(b));
  lost += totals.building - bLanding;
  if (a.buildingHits.length !== bLanding) {
    return refuse("You rolled " + totals.building + " building hit(s) and " + bLanding + " can land: assign " + bLanding + ", not " + a.buildingHits.length);
  }
  for (let i = 0; i < a.buildingHits.length; i++) {
    const t = a.buildingHits[i];
    if (t !== undefined && t.piece === "ship") return refuse(hitLabel("building", i) + ": building hits only hit defending buildings");
    const err = hitDefender(b, t, "building", i);
    if (err !== undefined) return refuse(err);
  }
  // The Flagship cannot be removed (BR p.22): an attacking Flagship always remains to raid.
  const remain = b.att.fresh + b.att.damaged + b.attImp.fresh + b.attImp.damaged > 0 || b.attParts !== undefined;
  const cities: CityTypes[] = [];
  // A gate city (L11) Provokes Outrage of all its cluster's city types (the snapshot check asked for them).
  const gateCity = s.inGate === true && s.gateCityTypes !== undefined;
  for (let i = 0; i < b.destroyed.defendingCities; i++) cities.push(gateCity ? (s.gateCityTypes as ResourceType[]).slice() : (s.planetType as ResourceType));
  const out: BattleOutcome = {
    attacker: s.attacker,
    defender: s.defender,
    attackingShips: { fresh: b.att.fresh + b.attImp.fresh + (b.attParts === undefined ? 0 : 1), damaged: b.att.damaged + b.attImp.damaged },
    defendingShips: { fresh: b.ships.fresh + b.shipsImp.fresh + (b.defParts === undefined ? 0 : 1), damaged: b.ships.damaged + b.shipsImp.damaged },
    defendingCities: b.cities,
    defendingStarports: b.ports,
    destroyed: b.destroyed,
    totals,
    interceptHits: onAtt.intercept,
    lostHits: lost,
    attackingShipsRemain: remain,
    keys: remain ? totals.key : 0,
    citiesDestroyed: cities,
  };
  const r = s.rules;
  if (r !== undefined && r.bunkers !== undefined) out.bunkers = { left: b.bunk, destroyed: b.bunkLost };
  if (r !== undefined && (r.attackingImperial !== undefined || r.defendingImperial !== undefined)) out.imperialDestroyed = b.impLost;
  if (b.attParts !== undefined || b.defParts !== undefined) {
    const f: FlagshipsAfter = { attackerLost: b.attLost, defenderLost: b.defLost };
    if (b.attParts !== undefined) f.attacking = b.attParts;
    if (b.defParts !== undefined) f.defending = b.defParts;
    out.flagships = f;
  }
  return ok(out);
}

/** Default targets for a building hit: finish damaged pieces first, starports before cities, then damage fresh ones, then Bunkers (damaged first, in pairs), then a Flagship's board. */
function defaultBuildingTarget(b: Board): DefenderTarget | undefined {
  const cities = b.cities;
  const ports = b.ports;
  const parts = b.defParts;
  if (ports.damaged > 0) return { piece: "starport", state: "damaged" };
  if (cities.damaged > 0) return { piece: "city", state: "damaged" };
  if (ports.fresh > 0) return { piece: "starport", state: "fresh" };
  if (cities.fresh > 0) return { piece: "city", state: "fresh" };
  if (b.bunk.fresh + b.bunk.damaged > 0) return { piece: "bunker", state: b.bunk.damaged > 0 ? "damaged" : "fresh" };
  const part = parts && defaultPart(parts);
  if (part === undefined || parts === undefined) return undefined;
  const slot = parts.slots[part.slot];
  const p = part.part === "armor" ? slot.armor : slot.upgrade;
  return { piece: "part", state: p !== undefined && p.damaged ? "damaged" : "fresh", part };
}

/**
 * A legal assignment the table can offer: the attacker's own ships are damaged before any is
 * destroyed (keeping ships alive to raid, as in the p.15 example), then a Flagship's board;
 * defending ships: destroy damaged ones first, then damage fresh ones (Tough ones: fresh first, in
 * pairs); buildings: see defaultBuildingTarget. Played on a Board so that it follows the same rules.
 */
export function defaultHitAssignment(s: BattleSnapshot, totals: RollTotals): HitAssignment {
  const b = newBoard(s);
  const onAttackers: AttackerTarget[] = [];
  const onAtt = hitsOnAttackers(s, totals);
  const attackerHits = attackerHitCount(onAtt);
  for (let i = 0; i < attackerHits; i++) {
    let t: AttackerTarget | undefined = b.att.fresh > 0 ? "fresh" : b.att.damaged > 0 ? "damaged" : undefined;
    if (t === undefined && b.attImp.fresh + b.attImp.damaged > 0) t = { imperial: b.attImp.fresh > 0 ? "fresh" : "damaged" };
    if (t === undefined && b.attParts !== undefined) t = defaultPart(b.attParts);
    if (t !== undefined && hitAttacker(b, t, "attacker", i) === undefined) onAttackers.push(t);
  }
  const shipHits: DefenderTarget[] = [];
  for (let i = 0; i < totals.hit; i++) {
    let t: DefenderTarget | undefined;
    if (b.toughness > 1 && b.ships.fresh + b.ships.damaged > 0) t = { piece: "ship", state: b.ships.fresh > 0 ? "fresh" : "damaged" };
    else if (b.ships.damaged > 0) t = { piece: "ship", state: "damaged" };
    else if (b.shipsImp.damaged > 0) t = { piece: "ship", state: "damaged", imperial: true };
    else if (b.ships.fresh > 0) t = { piece: "ship", state: "fresh" };
    else if (b.shipsImp.fresh > 0) t = { piece: "ship", state: "fresh", imperial: true };
    else t = defaultBuildingTarget(b);
    if (t === undefined) break;
    // A ship target is one hitShip takes as it is (hitDefender's checks are for the table's targets).
    const landed = t.piece === "ship" ? hitShip(b, t.state, t.imperial === true) : hitDefender(b, t, "ship", i) === undefined;
    if (landed) shipHits.push(t);
  }
  const buildingHits: DefenderTarget[] = [];
  for (let i = 0; i < totals.building; i++) {
    const t = defaultBuildingTarget(b);
    if (t === undefined) break;
    if (hitDefender(b, t, "building", i) === undefined) buildingHits.push(t);
  }
  return { onAttackers, shipHits, buildingHits };
}
