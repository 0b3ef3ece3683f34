/**
 * A restored game state is checked field by field before anything trusts it (a save can be edited,
 * truncated or written by another version). Every problem names the field path and what it holds,
 * e.g. `round.turn: expected an integer 0..3 (got "2")`. Runs in TTS too: no JSON, no RegExp, and
 * numbers are range-checked rather than compared with Infinity (MoonSharp's math.huge ~= 1/0).
 */
import { actionDeckFor } from "../data/actionCards";
import { AMBITION_MARKERS, MAX_CHAPTERS } from "../data/ambitions";
import { COURT_CARDS } from "../data/court";
import { leader } from "../data/leaders";
import { loreCard } from "../data/lore";
import { setupCard } from "../data/setupCards";
import { AMBITIONS, COLOURS, RESOURCE_TYPES } from "../data/vocabulary";
import { checkInvariants } from "./invariants";
import type { RuleModule, StateVocabulary } from "./ruleModules";
import type { Command } from "./types";
import { COUNTED_ACTIONS } from "./actions";
import { Problems, bool, bools, describeValue, int, isInt, isObj, list, objects, oneOf, strings, maybeOneOf } from "./stateChecks";
import type { Obj } from "./stateChecks";

const PHASES = ["setup", "draft", "mulligan", "shuffleDiscard", "play", "scoring", "deal", "gameOver"];
const MODES = ["standard", "leadersAndLore"];
const PLAY_MODES = ["lead", "surpass", "copy", "pivot"];
const SUIT_NAMES = ["administration", "aggression", "construction", "mobilization"];
const LIMIT = 1000000;

const MARKER_IDS = AMBITION_MARKERS.map((m) => m.id);

/** The base game's vocabulary, widened by every rule module in force in this state (ruleModules.ts). */
function vocabularyFor(modules: readonly RuleModule<Command>[], value: Obj): { v: StateVocabulary; invariants: ((s: never) => string[])[]; shapes: ((s: Obj) => string[])[] } {
  let v: StateVocabulary = {
    actionCards: actionDeckFor(4),
    courtCards: COURT_CARDS.map((c) => c.id),
    phases: PHASES,
    playModes: PLAY_MODES,
    minPower: 0,
    setupCard: true,
    waived: [],
    defenders: [],
  };
  const invariants: ((s: never) => string[])[] = [];
  const shapes: ((s: Obj) => string[])[] = [];
  for (const m of modules) {
    if (!m.inForce(value as never)) continue;
    if (m.widenState !== undefined) v = m.widenState(v);
    const shape = m.stateProblems;
    if (shape !== undefined) shapes.push((s: Obj) => shape(s));
    const extra = m.invariants;
    if (extra !== undefined) invariants.push((s: never) => extra(s));
  }
  return { v, invariants, shapes };
}

function checkPlayers(p: Problems, v: unknown, seats: readonly string[] | undefined, cards: readonly string[], minPower: number): void {
  const players = list(p, "players", v);
  if (players === undefined) return;
  if (seats !== undefined && players.length !== seats.length) p.add("players", `expected one entry per seat (${seats.length})`, v);
  objects(p, "players", players, (raw, at, i) => {
    if (oneOf(p, `${at}.colour`, raw.colour, COLOURS) && seats !== undefined && seats[i] !== raw.colour) {
      p.add(`${at}.colour`, `expected the seat's colour ${seats[i] === undefined ? "(none)" : seats[i]}`, raw.colour);
    }
    int(p, `${at}.power`, raw.power, minPower, 1000);
    strings(p, `${at}.hand`, raw.hand, cards, "an action card of this game");
    strings(p, `${at}.startingResources`, raw.startingResources, RESOURCE_TYPES, "a resource type");
    if (raw.leader !== undefined && (typeof raw.leader !== "string" || leader(raw.leader) === undefined)) {
      p.add(`${at}.leader`, "expected a leader id", raw.leader);
    }
    const lore = strings(p, `${at}.lore`, raw.lore);
    if (lore !== undefined) lore.forEach((l, k) => {
      if (loreCard(l) === undefined) p.add(`${at}.lore[${k}]`, "expected a lore id", l);
    });
  });
}

function checkRound(p: Problems, v: unknown, seats: readonly string[], cards: readonly string[], playModes: readonly string[]): void {
  if (!isObj(v)) {
    p.add("round", "expected the round in progress", v);
    return;
  }
  int(p, "round.number", v.number, 1, LIMIT);
  const order = strings(p, "round.order", v.order, seats, "a seated colour");
  int(p, "round.turn", v.turn, 0, order === undefined ? LIMIT : Math.max(0, order.length - 1));
  bool(p, "round.played", v.played);
  // A lead of a rule module's own suit may be numbered higher (PlayedCard.own: the Faithful cards go to 9).
  const plays0 = Array.isArray(v.plays) && isObj(v.plays[0]) ? v.plays[0] : undefined;
  const ownLead = plays0 !== undefined && isObj(plays0.own) && isInt(plays0.own.number, 0, 99) ? plays0.own.number : 7;
  int(p, "round.leadNumber", v.leadNumber, 0, ownLead > 7 ? ownLead : 7);
  bool(p, "round.declared", v.declared);
  maybeOneOf(p, "round", v, "declaredBy", seats);
  if (v.declaredAmbitions !== undefined) strings(p, "round.declaredAmbitions", v.declaredAmbitions);
  maybeOneOf(p, "round", v, "farseersLook", seats);
  bools(p, "round", v, ["farseersUsed"]);
  maybeOneOf(p, "round", v, "seizedBy", seats);
  objects(p, "round.plays", v.plays, (raw, at) => {
    oneOf(p, `${at}.player`, raw.player, seats);
    oneOf(p, `${at}.card`, raw.card, cards);
    oneOf(p, `${at}.mode`, raw.mode, playModes);
    bool(p, `${at}.faceUp`, raw.faceUp);
    int(p, `${at}.actions`, raw.actions, 0, 10);
    oneOf(p, `${at}.actionSuit`, raw.actionSuit, raw.own === undefined ? SUIT_NAMES : ["own"]);
    if (raw.own !== undefined) checkOwnPlay(p, `${at}.own`, raw.own);
  });
  objects(p, "round.seizeCards", v.seizeCards, (raw, at) => {
    oneOf(p, `${at}.player`, raw.player, seats);
    oneOf(p, `${at}.card`, raw.card, cards);
  });
  if (v.unions !== undefined) objects(p, "round.unions", v.unions, (raw, at) => {
    oneOf(p, `${at}.player`, raw.player, seats);
    if (typeof raw.union !== "string") p.add(`${at}.union`, "expected the Union card's id", raw.union);
    oneOf(p, `${at}.card`, raw.card, cards);
    if (raw.back !== undefined) bool(p, `${at}.back`, raw.back);
  });
}

/** A play of a rule module's own suit (state.ts OwnSuitPlay). */
function checkOwnPlay(p: Problems, at: string, raw: unknown): void {
  if (!isObj(raw)) return p.add(at, "expected the own suit's actions", raw);
  if (typeof raw.name !== "string") p.add(`${at}.name`, "expected a name", raw.name);
  strings(p, `${at}.kinds`, raw.kinds, COUNTED_ACTIONS, "an action");
  if (raw.number !== undefined) int(p, `${at}.number`, raw.number, 0, 99);
  bools(p, at, raw, ["uncounted"]);
  maybeOneOf(p, at, raw, "declares", ["any"]);
}

function checkMarkers(p: Problems, v: unknown): void {
  const markers = list(p, "markers", v);
  if (markers === undefined) return;
  if (markers.length !== MARKER_IDS.length) p.add("markers", `expected the ${MARKER_IDS.length} ambition markers`, v);
  objects(p, "markers", markers, (raw, at) => {
    oneOf(p, `${at}.id`, raw.id, MARKER_IDS);
    bool(p, `${at}.flipped`, raw.flipped);
    oneOf(p, `${at}.at`, raw.at, ["available", ...AMBITIONS]);
  });
}

/**
 * Every problem of a restored game state under the rule modules `modules` (the entry points pass
 * theirs: src/core/rules.ts); [] when the scripts may trust it.
 */
export function stateProblemsUnder(modules: readonly RuleModule<Command>[], value: unknown): string[] {
  const p = new Problems();
  if (!isObj(value)) {
    p.add("game", "expected the game state object", value);
    return p.list;
  }
  const s = value;
  const { v: vocabulary, invariants, shapes } = vocabularyFor(modules, s);
  if (s.version !== 1) p.add("version", "expected game state version 1", s.version);
  const phaseOk = oneOf(p, "phase", s.phase, vocabulary.phases);
  oneOf(p, "mode", s.mode, MODES);
  const setup = s.phase === "setup";
  int(p, "playerCount", s.playerCount, setup ? 0 : 2, 4);
  const seats = strings(p, "seats", s.seats, COLOURS, "a seat colour");
  if (seats !== undefined && !setup && seats.length !== s.playerCount) p.add("seats", `expected ${describeValue(s.playerCount)} seats`, s.seats);
  if (seats !== undefined && seats.some((c, i) => seats.indexOf(c) !== i)) p.add("seats", "a colour is seated twice", s.seats);
  const cards = strings(p, "actionCards", s.actionCards, vocabulary.actionCards, "an action card id");
  const known = cards === undefined ? vocabulary.actionCards : cards;
  checkPlayers(p, s.players, seats, known, vocabulary.minPower);
  if (vocabulary.setupCard && !setup && (typeof s.setupCard !== "string" || setupCard(s.setupCard) === undefined)) {
    p.add("setupCard", "expected a setup card id", s.setupCard);
  }
  const clusters = list(p, "outOfPlayClusters", s.outOfPlayClusters);
  if (clusters !== undefined) clusters.forEach((c, i) => int(p, `outOfPlayClusters[${i}]`, c, 1, 6));
  list(p, "placements", s.placements);
  if (!isObj(s.court)) p.add("court", "expected the Court record", s.court);
  else {
    strings(p, "court.row", s.court.row, vocabulary.courtCards, "a Court card id");
    strings(p, "court.deck", s.court.deck, vocabulary.courtCards, "a Court card id");
  }
  strings(p, "deck", s.deck, known, "an action card of this game");
  strings(p, "discard", s.discard, known, "an action card of this game");
  int(p, "chapter", s.chapter, 1, MAX_CHAPTERS);
  const seated = seats === undefined ? COLOURS : seats;
  oneOf(p, "initiative", s.initiative, setup ? COLOURS : seated);
  checkMarkers(p, s.markers);
  oneOf(p, "zeroMarker", s.zeroMarker, ["declaredSlot", "leadCard"]);
  if (s.rules !== undefined) oneOf(p, "rules", s.rules, ["advisory"]);
  if (s.phase === "play") checkRound(p, s.round, seated, known, vocabulary.playModes);
  else if (s.round !== undefined) p.add("round", `expected no round in the ${describeValue(s.phase)} step`, s.round);
  int(p, "roundCount", s.roundCount, 0, LIMIT);
  strings(p, "passStreak", s.passStreak, seated, "a seated colour");
  if (s.phase === "draft" && !isObj(s.draft)) p.add("draft", "expected the draft in progress", s.draft);
  if (s.mulliganBy !== undefined) oneOf(p, "mulliganBy", s.mulliganBy, seated);
  if (s.phase === "gameOver" || s.winner !== undefined) oneOf(p, "winner", s.winner, seated);
  if (s.lastScoring !== undefined && !isObj(s.lastScoring)) p.add("lastScoring", "expected the last scoring report", s.lastScoring);
  list(p, "events", s.events);
  if (s.battle !== undefined) checkBattle(p, s.battle, seated, vocabulary.defenders);
  if (s.secure !== undefined) checkSecure(p, s.secure, seated, vocabulary.courtCards, s.campaign === undefined ? 3 : 4);
  if (s.actions !== undefined) checkActions(p, s.actions, seated);
  for (const shape of shapes) for (const e of shape(s)) p.list.push(e);
  // The shape holds: the cross-checks the engine keeps after every command must hold too.
  if (p.list.length === 0 && phaseOk) {
    for (const e of checkInvariants(value as never)) {
      if (!vocabulary.waived.some((w) => e.indexOf(w) === 0)) p.list.push(`game: ${e}`);
    }
    for (const check of invariants) for (const e of check(value as never)) p.list.push(`game: ${e}`);
  }
  return p.list;
}

const BATTLE_STEPS = ["rolling", "hits", "city", "raid", "over"];

/** The battle under way: its shape (the machine re-checks every step it takes from here). */
function checkBattle(p: Problems, b: unknown, seats: readonly string[], others: readonly string[]): void {
  if (!isObj(b)) {
    p.add("battle", "expected the battle under way", b);
    return;
  }
  oneOf(p, "battle.attacker", b.attacker, seats);
  oneOf(p, "battle.defender", b.defender, others.length === 0 ? seats : seats.concat(others));
  oneOf(p, "battle.step", b.step, BATTLE_STEPS);
  if (typeof b.system !== "string") p.add("battle.system", "expected a system id", b.system);
  if (!isObj(b.snapshot)) p.add("battle.snapshot", "expected the battle system as read", b.snapshot);
  if (!isObj(b.dice)) p.add("battle.dice", "expected the dice thrown", b.dice);
  else for (const t of ["skirmish", "assault", "raid"]) int(p, `battle.dice.${t}`, b.dice[t], 0, 6);
  int(p, "battle.keysLeft", b.keysLeft, 0, 100);
  if (!isObj(b.last) || typeof b.last.kind !== "string") p.add("battle.last", "expected what the last step decided", b.last);
  const step = b.step;
  if ((step === "hits" || step === "city" || step === "raid") && !isObj(b.totals)) p.add("battle.totals", "expected the roll read", b.totals);
  if ((step === "city" || step === "raid") && !isObj(b.flow)) p.add("battle.flow", "expected the hits applied", b.flow);
}

/** The last secure and its When Secured while it waits (`last`: the last Court slot, the campaign row's fifth, BR p.14). */
function checkSecure(p: Problems, v: unknown, seats: readonly string[], cards: readonly string[], last: number): void {
  if (!isObj(v)) {
    p.add("secure", "expected the last secure", v);
    return;
  }
  oneOf(p, "secure.colour", v.colour, seats);
  int(p, "secure.slot", v.slot, 0, last);
  oneOf(p, "secure.card", v.card, cards);
  oneOf(p, "secure.step", v.step, ["whenSecured", "done"]);
  if (v.step === "whenSecured" && typeof v.prompt !== "string") p.add("secure.prompt", "expected what the securer is asked", v.prompt);
  if (!isObj(v.last) || typeof v.last.kind !== "string") p.add("secure.last", "expected what the last step decided", v.last);
}

/** The actions counted on the current turn (src/core/game/actions.ts). */
function checkActions(p: Problems, v: unknown, seats: readonly string[]): void {
  if (!isObj(v)) {
    p.add("actions", "expected the actions counted this turn", v);
    return;
  }
  oneOf(p, "actions.player", v.player, seats);
  int(p, "actions.chapter", v.chapter, 1, MAX_CHAPTERS);
  int(p, "actions.round", v.round, 0, LIMIT);
  strings(p, "actions.spent", v.spent, RESOURCE_TYPES, "a resource type");
  bool(p, "actions.weapon", v.weapon);
  const taken = strings(p, "actions.taken", v.taken, COUNTED_ACTIONS, "a counted action");
  if (v.on !== undefined) {
    const on = strings(p, "actions.on", v.on);
    if (on !== undefined && taken !== undefined && on.length !== taken.length) p.add("actions.on", "expected one Court card (or \"\") per action taken", v.on);
  }
  bool(p, "actions.preludeOver", v.preludeOver);
  if (v.cardPreludes !== undefined) strings(p, "actions.cardPreludes", v.cardPreludes);
  if (v.mapActs !== undefined) strings(p, "actions.mapActs", v.mapActs);
  bools(p, "actions", v, ["prelude"]);
  if (v.overridden !== undefined) strings(p, "actions.overridden", v.overridden, COUNTED_ACTIONS, "a counted action");
}

/** Every problem of a saved game log (the table's and `npm run replay`'s input). */
export function gameLogProblems(value: unknown): string[] {
  const p = new Problems();
  if (!isObj(value)) {
    p.add("log", "expected the game log object", value);
    return p.list;
  }
  if (!isInt(value.version, 1, 1)) p.add("log.version", "expected log version 1", value.version);
  const commands = list(p, "log.commands", value.commands);
  if (commands !== undefined) commands.forEach((c, i) => {
    if (!isObj(c) || typeof c.type !== "string") p.add(`log.commands[${i}]`, "expected a command (an object with a type)", c);
  });
  return p.list;
}
