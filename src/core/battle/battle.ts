/**
 * Battle (rulebook pp.14-16 + FAQ): which dice may be collected, what a roll means, and where
 * its hits land.
 *
 * The table reports the rolled faces (`{ die, face }`, face 1..6 from src/core/data/dice.ts); the
 * core never rolls. The attacker chooses every target (p.14 "the attacker rolls and resolves all
 * the dice"); `checkHitAssignment` validates that choice and `defaultHitAssignment` offers one.
 */
import type { Colour, Owner, ResourceType } from "../data/vocabulary";
import type { DieType } from "../data/dice";
import { DICE_PER_TYPE, DIE_TYPES, FACES_BY_DIE } from "../data/dice";
import type { Result } from "../result";
import { ok, refuse } from "../result";
import { cardExtraDice, extraDiceCard } from "../powers/battlePowers";
import { abilityExtraDice, forbidsRaidDice, ignoresIntercept, railgunHits } from "../powers/leaderLorePowers";
import { courtCardName } from "../data/court";
import { gateBuildingsRefusal } from "../powers/gatePowers";
import { ownerName } from "../data/vocabulary";
import type { BattleRules, BoardSlots, HitKind, PartTarget, PartsDestroyed } from "./rules";
import { cloneSlots, defaultPart, freshStarports, hitLabel, hitPart, partsCapacity } from "./rules";

/** Fresh and damaged pieces of one kind. */
export interface PieceState {
  fresh: number;
  damaged: number;
}

/** What the table reports about the battle system when the attacker declares a battle. */
export interface BattleSnapshot {
  attacker: Colour;
  /** A player, or (with `rules` saying so) an owner who is not a player: the Empire, the Free States, the Blight. */
  defender: Owner;
  /** All the attacker's Loyal ships in the system are attacking ships (FAQ), dice or not. */
  attackingShips: PieceState;
  defendingShips: PieceState;
  defendingCities: PieceState;
  defendingStarports: PieceState;
  /** Does the defender have Loyal buildings in any OTHER system (raid dice limit, p.14)? */
  defenderHasBuildingsElsewhere: boolean;
  /** The battle system's planet type (a destroyed city Provokes Outrage of it); omitted in a gate. */
  planetType?: ResourceType;
  /** Dice beyond one per ship granted by cards (e.g. Gatekeepers in a gate: 2); still at most 6 of a type. */
  extraDice?: number;
  /**
   * The attacker's Guild cards as the table shows them. When present the core decides the extra
   * dice from the cards' powers (src/core/powers) and refuses a larger `extraDice`; older logs
   * without it keep the table's `extraDice`.
   */
  attackerGuildCards?: string[];
  /** Is the battle system a gate? (Gatekeepers BC08: extra dice only in a gate.) */
  inGate?: boolean;
  /**
   * In a gate: the types of the cities in its cluster as the table reads them (Gate Stations L11: a
   * gate city's type matches all of them; destroyed, it Provokes Outrage of each). Needed only when a
   * city defends the gate.
   */
  gateCityTypes?: ResourceType[];
  /**
   * The attacker's Leader and Lore and the defender's Lore, filled in by the core from the game
   * state when the dice are thrown (never trusted from the table): Rebel's extra dice, Signal
   * Breaker, Hidden Harbors (src/core/powers/leaderLorePowers.ts).
   */
  attackerLeader?: string;
  attackerLore?: string[];
  defenderLore?: string[];
  /** The defender's Leader (Elder LEAD01 "Beloved": Rivals cannot Ransack the Court when they battle you). */
  defenderLeader?: string;
  /** Intercepts added to the attacker's roll by the defender's Lore (Mirror Plating L04), set by the core at the roll. */
  addedIntercepts?: number;
  /** A rule module's changes to the battle (src/core/battle/rules.ts), set by the core at the roll, never by the table. */
  rules?: BattleRules;
}

/** A destroyed city's type: a planet's, or a gate city's list of types (Gate Stations L11; possibly none). */
export type CityTypes = ResourceType | ResourceType[];

/** The types a destroyed city Provokes Outrage of, one by one. */
export function outrageTypesOf(c: CityTypes): ResourceType[] {
  return Array.isArray(c) ? c.slice() : [c];
}

export interface DiceCollection {
  skirmish: number;
  assault: number;
  raid: number;
}

export interface RolledDie {
  die: DieType;
  /** Face index 1..6 (src/core/data/dice.ts). */
  face: number;
}

/** Symbols counted over a roll. */
export interface RollTotals {
  self: number;
  intercept: number;
  hit: number;
  building: number;
  key: number;
}

/** An attacking ship by state, an Imperial one added by a Regent, or a part of the attacking Flagship's board (hit like a ship, BR p.23). */
export type AttackerTarget = "fresh" | "damaged" | PartTarget | ImperialTarget;
export interface ImperialTarget {
  imperial: "fresh" | "damaged";
}
/** A defending piece by kind and state, or (piece "part") a part of the defending Flagship's board, hit like a building (BR p.24). */
export interface DefenderTarget {
  piece: "ship" | "city" | "starport" | "part";
  state: "fresh" | "damaged";
  part?: PartTarget;
  /** A defending Imperial ship (a Regent's, BR p.11) rather than one of the defender's own. */
  imperial?: boolean;
}

/**
 * The attacker's targets, in the order the hits are dealt. A hit on a fresh piece damages it, on
 * a damaged piece destroys it; a piece damaged by an earlier hit can be destroyed by a later one.
 */
export interface HitAssignment {
  /** Self hits then intercept hits, each on an attacking ship. */
  onAttackers: AttackerTarget[];
  /** One per ship-hit symbol: defending ships while any remain, then defending buildings. */
  shipHits: DefenderTarget[];
  /** One per building-hit symbol: defending buildings only. */
  buildingHits: DefenderTarget[];
}

export interface BattleOutcome {
  attacker: Colour;
  defender: Owner;
  attackingShips: PieceState;
  defendingShips: PieceState;
  defendingCities: PieceState;
  defendingStarports: PieceState;
  destroyed: { attackingShips: number; defendingShips: number; defendingCities: number; defendingStarports: number };
  totals: RollTotals;
  /** Hits the defender's intercept dealt (fresh defending ships when intercepting; 0 without intercept). */
  interceptHits: number;
  /** Hits that found no legal target and were lost. */
  lostHits: number;
  /** Attacking ships left after taking hits: raiding needs at least one (p.16). */
  attackingShipsRemain: boolean;
  /** Keys available for the raid (0 if no attacking ship remains). */
  keys: number;
  /** The type of each destroyed city (the system's planet type; a gate city's: its cluster's city types, L11), for Provoke Outrage in order. */
  citiesDestroyed: CityTypes[];
  /** Flagship boards after the hits and the parts destroyed (BR pp.23-24), when a Flagship fought. */
  flagships?: FlagshipsAfter;
  /** Of the destroyed ships, the Imperial ones on each side (the Empire's pieces), when Imperial ships fought beside a Regent. */
  imperialDestroyed?: { attacking: number; defending: number };
}

export interface FlagshipsAfter {
  attacking?: BoardSlots;
  defending?: BoardSlots;
  /** Cities and starports destroyed on the attacker's board (Trophies as the attacker's losses). */
  attackerLost: PartsDestroyed;
  /** ... on the defender's board (the attacker's Trophies; no Outrage, no Ransack, BR p.22). */
  defenderLost: PartsDestroyed;
}

function isCount(n: number): boolean {
  return typeof n === "number" && Math.floor(n) === n && n >= 0;
}

function checkPieces(name: string, p: PieceState): string | undefined {
  if (p === undefined || !isCount(p.fresh) || !isCount(p.damaged)) return name + " must be whole numbers of fresh and damaged pieces";
  return undefined;
}

/** Checks the snapshot describes a legal battle: a Loyal ship, a Rival defender with pieces there (FAQ). */
export function checkBattleSnapshot(s: BattleSnapshot): Result<true> {
  // The first count that is not whole numbers, in this order (no list of the four answers built).
  const p =
    checkPieces("Attacking ships", s.attackingShips) ??
    checkPieces("Defending ships", s.defendingShips) ??
    checkPieces("Defending cities", s.defendingCities) ??
    checkPieces("Defending starports", s.defendingStarports);
  if (p !== undefined) return refuse(p);
  if (s.attacker === s.defender) return refuse("You cannot battle yourself: choose a Rival as defender");
  if (s.attackingShips.fresh + s.attackingShips.damaged === 0) return refuse("You need a Loyal ship in the battle system to battle");
  const defending =
    s.defendingShips.fresh + s.defendingShips.damaged + s.defendingCities.fresh + s.defendingCities.damaged +
    s.defendingStarports.fresh + s.defendingStarports.damaged;
  if (defending === 0) return refuse(ownerName(s.defender) + " has no pieces in the battle system: you need a legal defender");
  // Buildings on a gate: only the holder of Gate Stations (L11) / Gate Ports (L08), one per gate.
  const playerDefends = s.rules === undefined || s.rules.defenderIsPlayer;
  const gate = s.inGate === true && playerDefends ? gateBuildingsRefusal(s) : undefined;
  if (gate !== undefined) return refuse(gate);
  if (s.defendingCities.fresh + s.defendingCities.damaged > 0 && s.planetType === undefined && !(s.inGate === true && playerDefends)) {
    return refuse("Name the battle system's planet type: a destroyed city Provokes Outrage of it");
  }
  if (s.extraDice !== undefined && !isCount(s.extraDice)) return refuse("Extra dice must be a whole number");
  const cards = checkCardExtraDice(s);
  if (cards !== undefined) return refuse(cards);
  return ok(true);
}

/** With the attacker's cards known, extra dice beyond what their powers give are refused (BC08). */
function checkCardExtraDice(s: BattleSnapshot): string | undefined {
  if (s.attackerGuildCards === undefined) return undefined;
  if (!Array.isArray(s.attackerGuildCards) || s.attackerGuildCards.some((c) => typeof c !== "string")) {
    return "The attacker's Guild cards must be a list of card ids";
  }
  const allowed = cardExtraDice(s.attackerGuildCards, s.inGate === true);
  if (s.extraDice === undefined || s.extraDice <= allowed) return undefined;
  const card = extraDiceCard(s.attackerGuildCards);
  if (card !== undefined) return courtCardName(card) + " gives its extra dice only when you battle in a gate";
  return s.attacker + " holds no card that gives extra dice (" + courtCardName("BC08") + " does, in a gate, for the attacker)";
}

function defendingBuildings(s: BattleSnapshot): number {
  return s.defendingCities.fresh + s.defendingCities.damaged + s.defendingStarports.fresh + s.defendingStarports.damaged;
}

/** Raid dice limit (p.14): defending buildings in the system, or no Loyal buildings anywhere on the map. */
export function raidDiceAllowed(s: BattleSnapshot): boolean {
  if (hiddenHarbors(s)) return false;
  if (s.rules !== undefined && s.rules.raidDice !== undefined) return s.rules.raidDice;
  return defendingBuildings(s) > 0 || !s.defenderHasBuildingsElsewhere;
}

/** Hidden Harbors (L05): the defender's fresh defending starport forbids raid dice. */
function hiddenHarbors(s: BattleSnapshot): boolean {
  return s.defendingStarports.fresh > 0 && forbidsRaidDice(s.defenderLore) !== undefined;
}

/** Dice the attacker's cards add: decided from their cards when the table sent them, else as reported. */
export function extraDiceAllowed(s: BattleSnapshot): number {
  const abilities = abilityExtraDice(s.attackerLeader, s.attackerLore);
  if (s.attackerGuildCards !== undefined) return abilities + cardExtraDice(s.attackerGuildCards, s.inGate === true);
  return abilities + (s.extraDice === undefined ? 0 : s.extraDice);
}

/** Fresh defending ships of the defender's own (not Imperial ones beside a Regent, BR p.11). */
function freshLoyalDefending(s: BattleSnapshot): number {
  const imp = s.rules === undefined || s.rules.defendingImperial === undefined ? 0 : s.rules.defendingImperial.fresh;
  return Math.max(0, s.defendingShips.fresh - imp);
}

/** Railgun Arrays (L12): the hit the attacker takes before collecting dice when any Loyal defending ship is fresh. */
export function railgunHitsOn(s: BattleSnapshot): number {
  return railgunHits(s.defenderLore, freshLoyalDefending(s));
}

/**
 * Attacking ships the Railgun hit destroys before the dice are collected: with no fresh attacking
 * ship it can only destroy a damaged one, so that ship collects no die.
 */
function railgunDestroysBeforeDice(s: BattleSnapshot): number {
  if (s.rules !== undefined && s.rules.attackingFlagship !== undefined) return 0;
  return s.attackingShips.fresh === 0 ? Math.min(railgunHitsOn(s), s.attackingShips.damaged) : 0;
}

/** One die per attacking ship, fresh or damaged (p.14), plus card extras (Gatekeepers BC08 in a gate). */
export function maxDice(s: BattleSnapshot): number {
  // An attacking Flagship collects one die per fresh starport on its board, not one as a ship (BR p.23).
  const flagship = s.rules === undefined || s.rules.attackingFlagship === undefined ? 0 : freshStarports(s.rules.attackingFlagship) - 1;
  return Math.max(0, s.attackingShips.fresh + s.attackingShips.damaged + flagship - railgunDestroysBeforeDice(s)) + extraDiceAllowed(s);
}

/** Is this collection legal? Zero dice is legal (FAQ "Battle"). */
export function checkDiceCollection(s: BattleSnapshot, dice: DiceCollection): Result<DiceCollection> {
  const snap = checkBattleSnapshot(s);
  if (!snap.ok) return refuse(snap.reason);
  for (const t of DIE_TYPES) {
    const n = dice[t];
    if (!isCount(n)) return refuse("Collect a whole number of " + t + " dice");
    if (n > DICE_PER_TYPE) return refuse("You cannot collect more than " + DICE_PER_TYPE + " " + t + " dice (p.14)");
  }
  const total = dice.skirmish + dice.assault + dice.raid;
  if (total > maxDice(s)) {
    const flagship = s.rules !== undefined && s.rules.attackingFlagship !== undefined ? ", your Flagship one per fresh starport on its board" : "";
    return refuse("You may collect at most " + maxDice(s) + " dice (one per attacking ship" + flagship + (extraDiceAllowed(s) > 0 ? ", plus extra dice from cards" : "") + "), not " + total);
  }
  if (dice.raid > 0 && hiddenHarbors(s)) {
    return refuse("You cannot collect raid dice: " + s.defender + " has a fresh defending starport and " + (forbidsRaidDice(s.defenderLore) as { name: string }).name);
  }
  if (dice.raid > 0 && !raidDiceAllowed(s) && s.rules !== undefined && s.rules.raidDiceReason !== undefined) {
    return refuse("You cannot collect raid dice: " + s.rules.raidDiceReason);
  }
  if (dice.raid > 0 && !raidDiceAllowed(s)) {
    return refuse("You cannot collect raid dice: " + s.defender + " has no buildings in the battle system but has Loyal buildings elsewhere (p.14)");
  }
  return ok({ skirmish: dice.skirmish, assault: dice.assault, raid: dice.raid });
}

/** Every legal collection, skirmish-major order (includes zero dice). */
export function legalDiceCollections(s: BattleSnapshot): DiceCollection[] {
  const out: DiceCollection[] = [];
  if (!checkBattleSnapshot(s).ok) return out;
  const max = maxDice(s);
  const raidMax = raidDiceAllowed(s) ? DICE_PER_TYPE : 0;
  for (let sk = 0; sk <= DICE_PER_TYPE; sk++) {
    for (let as = 0; as <= DICE_PER_TYPE; as++) {
      for (let r = 0; r <= raidMax; r++) {
        if (sk + as + r <= max) out.push({ skirmish: sk, assault: as, raid: r });
      }
    }
  }
  return out;
}

/**
 * Each face's symbols counted by kind (a repeated symbol counts twice), by die and index, built
 * when the script loads from the faces in order (FACES_BY_DIE): a read adds five counts per die instead of
 * walking the face's symbol list (a loop of iterator calls per die in the Lua VMs).
 */
function countTable(): { [die: string]: RollTotals[] } {
  const out: { [die: string]: RollTotals[] } = {};
  for (const t of DIE_TYPES) {
    // Face i at [i - 1], as FACES_BY_DIE.
    const ofType: RollTotals[] = [];
    for (const f of FACES_BY_DIE[t]) {
      const c: RollTotals = { self: 0, intercept: 0, hit: 0, building: 0, key: 0 };
      for (const sym of f.symbols) c[sym] = c[sym] + 1;
      ofType.push(c);
    }
    out[t] = ofType;
  }
  return out;
}

const COUNTS_OF: { [die: string]: RollTotals[] } = countTable();

/** Read rolled faces: they must be exactly the collected dice, each a real face (1..6). */
export function readRoll(dice: DiceCollection, faces: RolledDie[]): Result<RollTotals> {
  // Counted in locals (a record of them was one more table per read).
  let skirmish = 0;
  let assault = 0;
  let raid = 0;
  const totals: RollTotals = { self: 0, intercept: 0, hit: 0, building: 0, key: 0 };
  for (const r of faces) {
    const die = r.die;
    // isDieType and dieFace inlined (the same tests): a known die, a face index that is a number.
    if (die !== "skirmish" && die !== "assault" && die !== "raid") return refuse("There is no " + r.die + " die");
    const c: RollTotals | undefined = typeof r.face === "number" ? COUNTS_OF[die][r.face - 1] : undefined;
    if (c === undefined) return refuse("A " + r.die + " die has no face " + r.face + " (faces are 1 to 6)");
    if (die === "skirmish") skirmish++;
    else if (die === "assault") assault++;
    else raid++;
    totals.self += c.self;
    totals.intercept += c.intercept;
    totals.hit += c.hit;
    totals.building += c.building;
    totals.key += c.key;
  }
  if (skirmish !== dice.skirmish || assault !== dice.assault || raid !== dice.raid) {
    const seen: DiceCollection = { skirmish, assault, raid };
    for (const t of DIE_TYPES) {
      if (seen[t] !== dice[t]) return refuse("You collected " + dice[t] + " " + t + " dice but reported " + seen[t] + " rolled");
    }
  }
  return ok(totals);
}

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
  const attImp = r === undefined || r.attackingImperial === undefined ? undefined : r.attackingImperial;
  const defImp = r === undefined || r.defendingImperial === undefined ? undefined : r.defendingImperial;
  const b: Board = {
    att: minus(withoutFlagship(s.attackingShips, r === undefined ? undefined : r.attackingFlagship), attImp),
    ships: minus(withoutFlagship(s.defendingShips, r === undefined ? undefined : r.defendingFlagship), defImp),
    attImp: attImp === undefined ? { fresh: 0, damaged: 0 } : { fresh: attImp.fresh, damaged: attImp.damaged },
    shipsImp: defImp === undefined ? { fresh: 0, damaged: 0 } : { fresh: defImp.fresh, damaged: defImp.damaged },
    impLost: { attacking: 0, defending: 0 },
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

function hitDefender(b: Board, t: DefenderTarget, which: HitKind, i: number): string | undefined {
  if (t === undefined || (t.state !== "fresh" && t.state !== "damaged")) return hitLabel(which, i) + ": name a fresh or damaged piece";
  // A ship first: most hits name one.
  if (t.piece === "ship") return hitShip(b, t.state, t.imperial === true) ? undefined : hitLabel(which, i) + ": there is no " + (t.imperial === true ? t.state + " defending Imperial ship" : pieceWord(t)) + " to hit";
  if (t.piece === "part") {
    if (b.defParts === undefined) return hitLabel(which, i) + ": no defending Flagship is in this battle";
    return hitPart(b.defParts, t.part as PartTarget, b.defLost, which, i);
  }
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
  return capacity(b.cities) + capacity(b.ports) + partsCapacity(b.defParts);
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
  if (r !== undefined && (r.attackingImperial !== undefined || r.defendingImperial !== undefined)) out.imperialDestroyed = b.impLost;
  if (b.attParts !== undefined || b.defParts !== undefined) {
    const f: FlagshipsAfter = { attackerLost: b.attLost, defenderLost: b.defLost };
    if (b.attParts !== undefined) f.attacking = b.attParts;
    if (b.defParts !== undefined) f.defending = b.defParts;
    out.flagships = f;
  }
  return ok(out);
}

/** Default targets for a building hit: finish damaged pieces first, starports before cities, then damage fresh ones, then a Flagship's board. */
function defaultBuildingTarget(cities: PieceState, ports: PieceState, parts: BoardSlots | undefined): DefenderTarget | undefined {
  if (ports.damaged > 0) return { piece: "starport", state: "damaged" };
  if (cities.damaged > 0) return { piece: "city", state: "damaged" };
  if (ports.fresh > 0) return { piece: "starport", state: "fresh" };
  if (cities.fresh > 0) return { piece: "city", state: "fresh" };
  const part = parts === undefined ? undefined : defaultPart(parts);
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
    else t = defaultBuildingTarget(b.cities, b.ports, b.defParts);
    if (t === undefined) break;
    // A ship target is one hitShip takes as it is (hitDefender's checks are for the table's targets).
    const landed = t.piece === "ship" ? hitShip(b, t.state, t.imperial === true) : hitDefender(b, t, "ship", i) === undefined;
    if (landed) shipHits.push(t);
  }
  const buildingHits: DefenderTarget[] = [];
  for (let i = 0; i < totals.building; i++) {
    const t = defaultBuildingTarget(b.cities, b.ports, b.defParts);
    if (t === undefined) break;
    if (hitDefender(b, t, "building", i) === undefined) buildingHits.push(t);
  }
  return { onAttackers, shipHits, buildingHits };
}
