/**
 * The rules engine: `applyRules(rules, state, command)` either applies the command to a copy of
 * the state or refuses it with a reason a player can read, leaving the input untouched. `rules`
 * is the rule modules in force in front of the base rules (`ruleSet`); the engine knows none by
 * name: the entry points compose them (src/core/rules.ts, docs/architecture.md "The seam").
 */
import type { Colour } from "../data/vocabulary";
import { actionDeckFor } from "../data/actionCards";
import { AMBITION_MARKERS, HAND_SIZE, MAX_CHAPTERS, powerToWin } from "../data/ambitions";
import { ok, refuse, Result } from "../result";
import type {
  Command,
  DealCommand,
  GameState,
  KeepHandCommand,
  MulliganCommand,
  PlayerState,
  RoundState,
  ScoreCommand,
  ShuffleDiscardCommand,
} from "./types";
import { declare, endTurn, follow, lead, markerFirst, pass, playerState, seize, startRound } from "./rounds";
import { scoreChapter } from "./scoring";
import { draft, setup } from "./setup";
import { clone, isPermutationOf, logEvent, turnOrderFrom } from "./util";
import { dealHands, deckToDiscard } from "./deal";
import { declareByCard, drawFromDiscardBottom, seizeByCard } from "./cardEffects";
import { farseersSwap } from "../powers/farseers";
import { fieldCopiers, throughModules } from "./ruleModules";
import type { FieldCopier, RuleModule } from "./ruleModules";
import { battle, court, dropStaleBattle, dropStaleSecure, spendResourceCommand, takeAction, undoActionCommand, whenSecuredHolds } from "./tableActions";
import { dropStaleActions } from "./actions";
import { playerInTurn } from "./legal";
import { applyOverride, switchRules } from "./override";
import { cardAction } from "../powers/cardActions";
import { mapAction } from "../map/mapAction";
import { handlersByType } from "../util/byType";

/** The state before the `setup` command: no players yet. */
export function initialState(): GameState {
  const markers = [];
  for (const m of AMBITION_MARKERS) markers.push({ id: m.id, flipped: false, at: "available" as const });
  return {
    version: 1,
    phase: "setup",
    mode: "standard",
    playerCount: 0,
    seats: [],
    players: [],
    setupCard: "",
    outOfPlayClusters: [],
    placements: [],
    court: { row: [], deck: [] },
    actionCards: [],
    deck: [],
    discard: [],
    chapter: 1,
    initiative: "Red",
    markers,
    zeroMarker: "declaredSlot",
    roundCount: 0,
    passStreak: [],
    events: [],
  };
}

function isSeat(s: GameState, player: unknown): boolean {
  return typeof player === "string" && s.seats.indexOf(player as Colour) >= 0;
}

/**
 * Fields no handler mutates in place (they are only ever replaced whole), so a new state may share
 * them with the old one. Sharing them matters in TTS: a deep copy of the whole state per command
 * costs milliseconds in Lua. tests/core/game/immutability.test.ts checks that inputs stay untouched.
 */
const SHARED_FIELDS: { readonly [field: string]: true } = {
  actionCards: true,
  placements: true,
  lastScoring: true,
  thirdPlayer: true,
  outOfPlayClusters: true,
  events: true,
  battle: true,
  secure: true,
  // The Court as dealt: setup, an Act's start and the Intermission replace it whole.
  court: true,
  actions: true,
};

/**
 * Commands whose handlers only replace whole top-level fields (the table's step machines: a battle
 * step sets `battle`, a Court step sets `secure`): their copy shares every field. They run on every
 * click of a battle or a secure, so the deep copy would be most of their cost in TTS.
 */
const REPLACE_ONLY_COMMANDS: readonly string[] = ["battle", "court", "takeAction", "undoAction", "spendResource", "cardAction", "mapAction"];

/**
 * Card plays, the most frequent commands at the table, change only the player's own record (its
 * hand replaced whole: rounds.ts lead/follow), the round (its plays pushed, its flags set) and the
 * pass streak (replaced whole by a lead). So their copy copies just the round (with its play lists)
 * and the player's record, and shares everything else, the other players and every hand included
 * (a rule module's own fields are still copied its way). A deep copy of the players was most of an
 * accepted card drop's Lua work in TTS. tests/core/game/immutability.test.ts keeps every state of
 * random games, card powers on and off, and checks none is changed by a later command.
 */
const CARD_PLAYS: { readonly [type: string]: true } = { lead: true, follow: true };

/** The players list with `player`'s record copied (shallow: its lists are replaced whole, never changed). */
function playersFor(players: readonly PlayerState[], player: unknown): PlayerState[] {
  const out: PlayerState[] = [];
  const n = players.length;
  // An index loop and a copy of the one record: this runs for every card played.
  for (let i = 0; i < n; i++) {
    const p = players[i];
    out[i] = p.colour === player ? { ...p } : p;
  }
  return out;
}

function roundForPlay(round: RoundState): RoundState {
  return { ...round, plays: round.plays.slice(), seizeCards: round.seizeCards.slice() };
}

/**
 * The rules a game is played under: the rule modules, outermost first (each decides from the state
 * whether it is in force), and what the engine gathers from them once (a command's copy asks these
 * per field).
 */
export interface RuleSet {
  modules: readonly RuleModule<Command>[];
  /** Fields a rule module copies its own way (e.g. the campaign shares its last Crises' result). */
  copiers: { [field: string]: FieldCopier };
  /** Fields with a module's copier that are not shared (a shared field is never copied). */
  copied: string[];
  /** Commands whose copy shares every field (REPLACE_ONLY_COMMANDS and the modules' own). */
  replaceOnly: { [type: string]: true };
}

/** The rule set of `modules` (outermost first); `ruleSet([])` is the base game alone. */
export function ruleSet(modules: readonly RuleModule<Command>[]): RuleSet {
  const copiers = fieldCopiers(modules);
  const copied: string[] = [];
  for (const k in copiers) if (SHARED_FIELDS[k] !== true) copied.push(k);
  const replaceOnly: { [type: string]: true } = {};
  for (const t of REPLACE_ONLY_COMMANDS) replaceOnly[t] = true;
  for (const m of modules) for (const t of m.replaceOnly ?? []) replaceOnly[t] = true;
  return { modules, copiers, copied, replaceOnly };
}

function copyForCommand(rules: RuleSet, state: GameState, command: Command): GameState {
  const copiers = rules.copiers;
  const src = state as unknown as { [key: string]: unknown };
  const out: { [key: string]: unknown } = {};
  if (rules.replaceOnly[command.type] === true) {
    // Every field shared: the plain loop (a battle or Court step's copy asks nothing per field).
    for (const k in src) out[k] = src[k];
    const shared = out as unknown as GameState;
    shared.events = [];
    return shared;
  }
  if (CARD_PLAYS[command.type] === true) return copyForCardPlay(rules, state, src, out, command);
  for (const k in src) {
    const copier = copiers[k];
    if (SHARED_FIELDS[k] === true) out[k] = src[k];
    else if (copier !== undefined && src[k] !== undefined) out[k] = copier(src[k], command.type);
    else out[k] = clone(src[k]);
  }
  const s = out as unknown as GameState;
  s.events = [];
  return s;
}

/**
 * A card play's copy (CARD_PLAYS): every field shared by a plain loop (it asks nothing per field),
 * then the few it copies replaced: a module's own fields its way, the player's record and the round
 * (with its play lists) unless a module copies them. The same result as asking per field, for
 * less Lua work on the table's most frequent command.
 */
function copyForCardPlay(rules: RuleSet, state: GameState, src: { [key: string]: unknown }, out: { [key: string]: unknown }, command: Command): GameState {
  const copiers = rules.copiers;
  const copied = rules.copied;
  for (const k in src) out[k] = src[k];
  const n = copied.length;
  for (let i = 0; i < n; i++) {
    const k = copied[i];
    const v = src[k];
    if (v !== undefined) out[k] = (copiers[k] as FieldCopier)(v, command.type);
  }
  if (copiers.players === undefined) out.players = playersFor(state.players, (command as { player?: unknown }).player);
  if (copiers.round === undefined && state.round !== undefined) out.round = roundForPlay(state.round);
  const s = out as unknown as GameState;
  s.events = [];
  return s;
}

/** The command's working copy, with what belongs to a turn gone by dropped. */
function workingCopy(rules: RuleSet, state: GameState, command: Command): GameState {
  const s = copyForCommand(rules, state, command);
  // A battle or secure of a turn gone by is history; the last step's outcome stays for the table
  // until the next command.
  dropStaleBattle(s);
  dropStaleSecure(s);
  // Only a count held needs whose turn it is (in play; every command passes here).
  if (s.actions !== undefined) dropStaleActions(s, s.phase === "play" ? playerInTurn(s) : undefined);
  return s;
}

/** Applies one command under `rules`. The input state is never modified. */
export function applyRules(rules: RuleSet, state: GameState, command: Command): Result<GameState> {
  if (typeof command !== "object" || command === undefined || typeof command.type !== "string") {
    return refuse("that is not a command");
  }
  // The host's rules mode and the players' overrides under advisory rules (override.ts): the
  // override asks these same rules whether, and why, its command is refused.
  if (command.type === "rules") return switchRules(state, command);
  if (command.type === "override") {
    return applyOverride(state, command, (inner) => applyRules(rules, state, inner), () => workingCopy(rules, state, command));
  }
  const s = workingCopy(rules, state, command);
  // A waiting When Secured holds the turn (p.13): only its answer goes through.
  const held = s.secure && whenSecuredHolds(s, command);
  if (held !== undefined) return refuse(held);
  // The rule modules in force (a campaign's, a Fate's) stand in front of the base rules (ruleModules.ts).
  const reason = throughModules(rules.modules, s, command, dispatch);
  if (reason !== undefined) return refuse(reason);
  return ok(s);
}

/**
 * The base rules' handler of each command type, found by one lookup (a switch is a comparison per
 * case in Lua: a battle step, the 17th, paid ~70 VM instructions to reach its handler).
 */
type Handler = (this: void, s: GameState, c: never) => string | undefined;
const HANDLERS = handlersByType<Handler>({
  draft, mulligan, keepHand, shuffleDiscard, lead, pass, declare, follow, seize, declareByCard, seizeByCard,
  drawFromDiscardBottom, farseersSwap, endTurn, score, deal, battle: (s, c) => battle(s, c), court: (s, c) => court(s, c),
  takeAction, undoAction: undoActionCommand, spendResource: spendResourceCommand, cardAction, mapAction,
});

function dispatch(s: GameState, c: Command): string | undefined {
  if (c.type === "setup") return setup(s, c);
  if (s.phase === "setup") return "the game has not been set up yet";
  if (s.phase === "gameOver") return `the game is over${s.winner === undefined ? "" : `: ${s.winner} won`}`;
  if ("player" in c && !isSeat(s, c.player)) return `${typeof c.player === "string" ? c.player : "that"} is not playing`;
  const h = HANDLERS[c.type];
  if (h !== undefined && h.type === c.type) return h.run(s, c as never);
  return `${typeof (c as { type: unknown }).type === "string" ? (c as { type: string }).type : "that"} is not a command`;
}

function mulliganRefusal(s: GameState, player: Colour): string | undefined {
  if (s.phase !== "mulligan" || s.mulliganBy === undefined) return "there is no mulligan to decide now";
  if (player !== s.mulliganBy) return `only ${s.mulliganBy}, the player without the initiative, may mulligan`;
  return undefined;
}

function mulligan(s: GameState, c: MulliganCommand): string | undefined {
  const r = mulliganRefusal(s, c.player);
  if (r !== undefined) return r;
  const p = playerState(s, c.player) as PlayerState;
  for (const id of p.hand) s.discard.unshift(id);
  p.hand = s.deck.slice(0, HAND_SIZE);
  s.deck = s.deck.slice(HAND_SIZE);
  logEvent(s, "mulliganed", c.player, `${c.player} discards the hand and draws ${HAND_SIZE} new cards (p.19)`);
  deckToDiscard(s);
  return undefined;
}

function keepHand(s: GameState, c: KeepHandCommand): string | undefined {
  const r = mulliganRefusal(s, c.player);
  if (r !== undefined) return r;
  logEvent(s, "keptHand", c.player, `${c.player} keeps the hand`);
  deckToDiscard(s);
  return undefined;
}

function shuffleDiscard(s: GameState, c: ShuffleDiscardCommand): string | undefined {
  if (s.phase !== "shuffleDiscard") return "the action discard pile is not waiting to be shuffled";
  if (!Array.isArray(c.order) || !isPermutationOf(c.order, s.discard)) {
    return "the shuffled discard pile must hold exactly the cards of the discard pile";
  }
  s.discard = c.order.slice();
  s.phase = "play";
  s.roundCount = 0;
  s.passStreak = [];
  logEvent(s, "discardShuffled", undefined, `the action discard pile is shuffled; ${s.initiative} leads chapter ${s.chapter}`);
  startRound(s);
  return undefined;
}

function score(s: GameState, c: ScoreCommand): string | undefined {
  const r = scoreChapter(s, c.snapshot);
  if (!r.ok) return r.reason;
  const report = r.value;
  for (const g of report.gains) (playerState(s, g.player) as PlayerState).power += g.power;
  s.lastScoring = report;
  logEvent(s, "scored", undefined, `chapter ${s.chapter} is scored`);
  // p.19 step 2: markers return; the lowest-Power unflipped marker flips.
  let lowest = -1;
  for (let i = 0; i < s.markers.length; i++) {
    s.markers[i].at = "available";
    if (!s.markers[i].flipped && (lowest < 0 || markerFirst(s.markers[i]) < markerFirst(s.markers[lowest]))) lowest = i;
  }
  if (lowest >= 0) {
    s.markers[lowest].flipped = true;
    logEvent(s, "markerFlipped", undefined, `the ${s.markers[lowest].id} ambition marker flips to its higher side`);
  }
  // p.19 step 3.
  const threshold = powerToWin(s.playerCount) as number;
  let reached = false;
  for (const p of s.players) if (p.power >= threshold) reached = true;
  if (reached || s.chapter >= MAX_CHAPTERS) {
    s.phase = "gameOver";
    s.winner = winner(s);
    logEvent(s, "gameOver", s.winner, `${reached ? `a player reached ${threshold} Power` : `chapter ${MAX_CHAPTERS} is over`}: ${s.winner} wins`);
    return undefined;
  }
  s.chapter += 1;
  s.phase = "deal";
  logEvent(s, "chapterAdvanced", undefined, `chapter ${s.chapter} begins: shuffle all action cards and deal`);
  return undefined;
}

/** Most Power; ties go to the tied player earliest in turn order from the initiative holder (p.19, p.22). */
export function winner(s: GameState): Colour {
  let best: Colour = s.initiative;
  let bestPower = -1;
  for (const colour of turnOrderFrom(s.seats, s.initiative)) {
    const p = playerState(s, colour) as PlayerState;
    if (p.power > bestPower) {
      bestPower = p.power;
      best = colour;
    }
  }
  return best;
}

function deal(s: GameState, c: DealCommand): string | undefined {
  if (s.phase !== "deal") return "no deal is due now";
  if (!Array.isArray(c.order) || !isPermutationOf(c.order, s.actionCards)) {
    return `the shuffled action deck must hold exactly the ${s.actionCards.length} action cards of this game`;
  }
  s.discard = [];
  s.deck = c.order.slice();
  for (const p of s.players) p.hand = [];
  dealHands(s);
  return undefined;
}

/** The canonical unshuffled deck for a player count. */
export function actionDeck(playerCount: number): string[] {
  return actionDeckFor(playerCount);
}
