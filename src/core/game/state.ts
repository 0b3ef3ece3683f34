/**
 * The game's state (Rules core I): the whole game is the fold of a list of commands over
 * `initialState()` (see replay.ts and docs/log-format.md). State is plain JSON data: no null, no
 * holes, integers only. Ordered piles are listed TOP FIRST (index 0 = top card).
 */
import type { Ambition, Colour, Owner, ResourceType, Suit, SystemId } from "../data/vocabulary";
import type { BattleState } from "../battle/machine";
import type { SecureState } from "../court/machine";
import type { ActionKind, TurnActions } from "./actionTypes";
import type { ScoringReport } from "./scoringTypes";

export type Phase =
  | "setup" //          waiting for the `setup` command
  | "draft" //          Leaders & Lore: players pick leaders and lore in reverse turn order
  | "mulligan" //       2 players: the player without initiative may redraw once
  | "shuffleDiscard" // oracle: the face-down action discard pile is shuffled (FAQ erratum p.5 step Q / p.19)
  | "play" //           rounds of the chapter
  | "scoring" //        chapter over: waiting for the table snapshot to score ambitions
  | "deal" //           oracle: all action cards are shuffled for the next chapter
  | "intermission" // campaign only: between Acts (src/core/campaign/intermission.ts)
  | "gameOver";

export type GameMode = "standard" | "leadersAndLore";
export type SetupBox = "A" | "B" | "C";
export type PlayMode = "lead" | "surpass" | "copy" | "pivot" | "event"; // "event": campaign only (src/core/campaign/events.ts)

/** One starting placement for the table layer: ships and at most one building in one system. */
export interface Placement {
  player: Colour;
  box: SetupBox;
  system: SystemId;
  ships: number;
  /** omitted when the box places ships only */
  building?: "city" | "starport";
}

export interface PlayerState {
  colour: Colour;
  power: number;
  /** action card ids */
  hand: string[];
  /** starting resources, slot 1 then slot 2 (rulebook p.5 step O; FAQ C1) */
  startingResources: ResourceType[];
  /** Leaders & Lore mode only */
  leader?: string;
  lore: string[];
}

export interface MarkerState {
  /** id from data/ambitions.ts, e.g. "2/0" */
  id: string;
  flipped: boolean;
  /** "available" or the ambition box it sits in */
  at: "available" | Ambition;
}

export interface PlayedCard {
  player: Colour;
  card: string;
  mode: PlayMode;
  faceUp: boolean;
  /** actions the play gives (p.8, p.10): the pips when leading or surpassing, 1 for Copy and Pivot */
  actions: number;
  /** the suit whose actions those are: the lead suit for a Copy, the card's own suit otherwise */
  actionSuit: PlaySuit;
  /** with actionSuit "own": the actions of a rule module's own suit (below) */
  own?: OwnSuitPlay;
}

/** A base suit, or "own": a suit a rule module adds (the base deck holds none of its cards), described by the play's `own`. */
export type PlaySuit = Suit | "own";

/**
 * The actions of a card of a rule module's own suit (the campaign's Faithful cards, F813): how the
 * table names them (e.g. "Zeal"), what they allow, the card's number for the initiative check when
 * it Surpassed (p.11), and `uncounted` when the core does not know how many they are (the card's
 * pips are not in its sources): the count then keeps no limit on them and `actions` is 0.
 */
export interface OwnSuitPlay {
  name: string;
  kinds: ActionKind[];
  number?: number;
  uncounted?: boolean;
  /** a lead that may declare any ambition (Pluralistic Faith F814), for the table's declare buttons (legal.ts) */
  declares?: "any";
}

export interface SeizeCard {
  player: Colour;
  card: string;
}

export interface RoundState {
  /** 1-based round number within the chapter */
  number: number;
  /** players taking a turn this round, fixed at round start: leader first, then clockwise, players without cards left out */
  order: Colour[];
  /** index into `order` of the player whose turn it is */
  turn: number;
  /** whether that player has already played their card this turn */
  played: boolean;
  plays: PlayedCard[];
  seizeCards: SeizeCard[];
  seizedBy?: Colour;
  /** current number of the lead card (0 once the zero marker covers it) */
  leadNumber: number;
  /** an ambition was declared with the lead card (the zero marker sits on it) */
  declared: boolean;
  /** an ambition was declared this round without the zero marker (Secret Order, Galactic Bards, Populist Demands) */
  ambitionDeclared?: boolean;
  /** the lead card declared without the zero marker, by this Court card's power (Secret Order BC18) */
  leadDeclaredBy?: string;
  /** Demagogue (LEAD08) "Bold": who declared this round and how many free influences it gave (one per Court card). */
  bold?: { player: Colour; influences: number };
  /** Who declared an ambition this round (any way): Farseers (BC17) "When you declare an ambition, look at a Rival's hand". */
  declaredBy?: Colour;
  /** What `declaredBy` declared this round, in order: the Guildmasters (F417-F421) steal on declaring theirs. */
  declaredAmbitions?: Ambition[];
  /** Farseers: the Rival whose hand the declarer looked at this round; `farseersUsed` once they swapped. */
  farseersLook?: Colour;
  farseersUsed?: boolean;
  /** Unions (BC04, BC05, BC10, BC11) laid beside a played card: `player` draws `card` when the round ends */
  unions?: UnionBeside[];
}

export interface UnionBeside {
  player: Colour;
  /** the Union card (a Court card id) */
  union: string;
  /** the played action card it lies beside */
  card: string;
  /** a rule module's card its player takes back into their play area when the round ends, not to the Court discard */
  back?: boolean;
}

export interface DraftState {
  leaderRow: string[];
  loreRow: string[];
  /** who picks, in order (reverse turn order, repeated) */
  order: Colour[];
  /** index of the next pick in `order` */
  pick: number;
}

/** 2-player "third player" counts from the resources on the ambition boxes (p.4 step K, p.19). */
export interface ThirdPlayer {
  tokens: ResourceType[];
  tycoon: number;
  warlord: number;
  keeper: number;
  empath: number;
}

/**
 * The Court as dealt at setup (p.4 step H). After that the table is the Court's source of truth:
 * secures, refills and Ransacks are decided by src/core/court on a snapshot of the table and are
 * not folded into this record (so it is not updated; nothing reads it after setup).
 */
export interface CourtState {
  /** face-up Court row, left to right */
  row: string[];
  /** face-down Court deck, top first */
  deck: string[];
}

export interface GameEvent {
  kind:
    | "setUp"
    | "drafted"
    | "dealt"
    | "mulliganed"
    | "keptHand"
    | "discardShuffled"
    | "led"
    | "declared"
    | "followed"
    | "seized"
    | "drewCard"
    | "turnEnded"
    | "initiativePassed"
    | "roundEnded"
    // The campaign's event phase after a round (BR p.13): Summit, dice, Council, Edicts, Crises.
    | "eventPhase"
    // A card added to or scrapped from the campaign's rules booklet (BR p.9).
    | "booklet"
    | "chapterEnded"
    | "scored"
    | "markerFlipped"
    | "chapterAdvanced"
    | "gameOver"
    | "battle"
    | "secured"
    | "action"
    | "cardAction"
    // Advisory rules: the players went on against a refusal (override.ts); "rules": the mode switched.
    | "overridden"
    | "rules";
  player?: Colour;
  card?: string;
  text: string;
  /** the table announces this in its own, fuller words (a battle step): not to be repeated */
  quiet?: boolean;
  /**
   * a map action's outcome for the table (src/core/map/mapAction.ts): a piece to place damaged, a
   * Rival's agent to capture, the resource a tax gains (the one the table saw taken, else the planet's),
   * the damaged ships a card action takes off the map (`captured`: into the player's Captives, else to their supply)
   */
  map?: { damaged?: boolean; captive?: Colour; resource?: ResourceType; ships?: { system: SystemId; owner: Owner; damaged: number }[]; captured?: boolean; gain?: number; placed?: { system: SystemId; fresh: number }; spawn?: SystemId; seed?: SystemId; returned?: number; levy?: Colour; witness?: SystemId; pilgrims?: SystemId };
}

/**
 * The extension point of the state (docs/architecture.md "The seam"): a rule module adds its own
 * top-level field to `GameState` by merging a property into this interface from its own types file
 * (`declare module "../game/state" { interface ModuleStates { … } }`). The field sits in the saved
 * JSON beside the base fields; the base rules never read it. Empty in the base game.
 */
export interface ModuleStates {}

export interface GameState extends ModuleStates {
  version: 1;
  phase: Phase;
  mode: GameMode;
  playerCount: number;
  /** colours in clockwise seat order; seats[0] is player 1 (initiative holder at setup) */
  seats: Colour[];
  players: PlayerState[];
  setupCard: string;
  outOfPlayClusters: number[];
  placements: Placement[];
  thirdPlayer?: ThirdPlayer;
  court: CourtState;
  /** every action card of this game (canonical order), for conservation checks and deals */
  actionCards: string[];
  /** face-down action deck, top first: only non-empty while a deal is in progress */
  deck: string[];
  /** action discard pile, top first */
  discard: string[];
  chapter: number;
  /** the initiative holder (meaningless before setup) */
  initiative: Colour;
  markers: MarkerState[];
  /** where the zero marker is: the map's "Ambition Declared" slot or on the lead card */
  zeroMarker: "declaredSlot" | "leadCard";
  round?: RoundState;
  /** rounds started this chapter (a pass ends its round at once) */
  roundCount: number;
  /** players with cards who passed the initiative consecutively since the last round was played */
  passStreak: Colour[];
  draft?: DraftState;
  /** 2 players: whether the mulligan decision is pending for this deal */
  mulliganBy?: Colour;
  lastScoring?: ScoringReport;
  winner?: Colour;
  /** what the last applied command did, for the table layer */
  events: GameEvent[];
  /** The battle under way on the current turn, a step machine (src/core/battle/machine.ts). */
  battle?: BattleState;
  /** The last Court card secured, and its When Secured while it waits (src/core/court/machine.ts). */
  secure?: SecureState;
  /** The actions counted on the current turn (src/core/game/actions.ts); dropped when the turn passes. */
  actions?: TurnActions;
  /** Advisory rules for this game (a `rules` command; absent: enforced): overrides are accepted (override.ts). */
  rules?: "advisory";
}
