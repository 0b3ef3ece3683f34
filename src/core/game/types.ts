/**
 * Game state and commands of the rules engine (Rules core I).
 *
 * The whole game is the fold of a list of commands over `initialState()` (see replay.ts and
 * docs/log-format.md). State is plain JSON data: no null, no holes, integers only.
 * Ordered piles are listed TOP FIRST (index 0 = top card).
 */
import type { Ambition, Colour, ResourceType, Suit, SystemId } from "../data/vocabulary";
import type { MapSnapshot } from "../map/snapshot";
import type { BattleAction, BattleState } from "../battle/machine";
import type { CourtAction, SecureState } from "../court/machine";
import type { ActionKind, TurnActions } from "./actionTypes";
import type { CardActionCommand } from "../powers/cardActionTypes";

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
  actionSuit: Suit;
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
    // Advisory rules: the players went on against a refusal (override.ts).
    | "overridden";
  player?: Colour;
  card?: string;
  text: string;
  /** the table announces this in its own, fuller words (a battle step): not to be repeated */
  quiet?: boolean;
}

/**
 * The extension point of the state (docs/architecture.md "The seam"): a rule module adds its own
 * top-level field to `GameState` by merging a property into this interface from its own types file
 * (`declare module "../game/types" { interface ModuleStates { … } }`). The field sits in the saved
 * JSON beside the base fields; the base rules never read it. Empty in the base game.
 */
export interface ModuleStates {}

/**
 * The extension point of the commands: a rule module adds its commands to `Command` by merging
 * `name: TheirUnion` into this interface. The base union is closed over the base rules.
 */
export interface ModuleCommands {}

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
}

// ---------------------------------------------------------------------------------------------
// Scoring

export interface CountsByType {
  material: number;
  fuel: number;
  weapon: number;
  relic: number;
  psionic: number;
}

/** What the table shows for one player at chapter end (rulebook p.18). */
export interface PlayerSnapshot {
  colour: Colour;
  /** resource tokens the player has (slots and cards that hold resources; FAQ "Resources you have") */
  resources: CountsByType;
  /** Guild cards by suit */
  guildCards: CountsByType;
  captives: number;
  trophies: number;
  /** cities still on the player board (0..5): decides the bonus city Power */
  citiesOnBoard: number;
  /** Guild card ids in the play area, as read (optional: the Cartels' after-scoring cleanup, src/core/powers/scoringPowers.ts) */
  cards?: string[];
}

export interface ScoringSnapshot {
  players: PlayerSnapshot[];
  /** 2 players: counts of the third player; defaults to the tokens placed at setup */
  thirdPlayer?: { tycoon: number; warlord: number; keeper: number; empath: number };
}

/** "third" is the 2-player third player (never gains Power). */
export type Contender = Colour | "third";

export interface AmbitionCount {
  who: Contender;
  count: number;
}

export interface Award {
  player: Colour;
  ambition: Ambition;
  place: "first" | "second";
  power: number;
  /** part of `power` that is bonus city Power */
  bonus: number;
  reason: string;
}

export interface AmbitionResult {
  ambition: Ambition;
  markers: string[];
  firstPower: number;
  secondPower: number;
  counts: AmbitionCount[];
  /** untied first place (may be "third") */
  first?: Contender;
  /** second place: several when first place is tied */
  second: Contender[];
  awards: Award[];
  notes: string[];
}

export interface ScoringReport {
  chapter: number;
  ambitions: AmbitionResult[];
  /** Power gained this chapter, in seat order */
  gains: { player: Colour; power: number }[];
  /** Power after scoring, in seat order */
  totals: { player: Colour; power: number }[];
  /** cleanup instructions for the table (p.19 step 2) */
  returnTrophies: boolean;
  returnCaptives: boolean;
  instructions: string[];
}

// ---------------------------------------------------------------------------------------------
// Commands

export interface SetupCommand {
  type: "setup";
  /** colours in clockwise order; the first holds the initiative (player 1) */
  seats: Colour[];
  /** setup card id, or `setupCardIndex` to draw one of this player count's cards (0-based, data order) */
  setupCard?: string;
  setupCardIndex?: number;
  mode?: GameMode;
  /** the shuffled action deck, top first: a permutation of the deck for this player count */
  actionDeck: string[];
  /** the shuffled Court deck, top first (ids from the Court module); the first 3/4 form the row */
  courtDeck: string[];
  /** Leaders & Lore: the face-up rows, players + 1 cards each */
  leaderRow?: string[];
  loreRow?: string[];
}

export interface DraftCommand {
  type: "draft";
  player: Colour;
  card: string;
}
export interface MulliganCommand {
  type: "mulligan";
  player: Colour;
}
export interface KeepHandCommand {
  type: "keepHand";
  player: Colour;
}
export interface ShuffleDiscardCommand {
  type: "shuffleDiscard";
  /** the discard pile after shuffling, top first: a permutation of the pile */
  order: string[];
}
export interface LeadCommand {
  type: "lead";
  player: Colour;
  card: string;
}
export interface PassCommand {
  type: "pass";
  player: Colour;
}
export interface DeclareCommand {
  type: "declare";
  player: Colour;
  ambition: Ambition;
}
export interface FollowCommand {
  type: "follow";
  player: Colour;
  card: string;
  mode: "surpass" | "copy" | "pivot";
}
export interface SeizeCommand {
  type: "seize";
  player: Colour;
  /** the extra action card played face down */
  card: string;
}
/**
 * Court card effects that change what the engine tracks (rules-digest §12). The engine does not
 * hold the Court (src/core/court does): the table sends these when the card's effect happens, the
 * engine checks what it can see (whose turn, markers, the initiative, the discard pile).
 */
/** Populist Demands BC27 "When Secured: you may declare any ambition": a marker, no zero marker. */
export interface DeclareByCardCommand {
  type: "declareByCard";
  player: Colour;
  ambition: Ambition;
  /** the Court card whose effect this is ("BC27"; "BC18" Secret Order, "BC25" Galactic Bards) */
  card: string;
  /** the player's Guild cards as the table shows them (required by the Guild cards' powers, src/core/powers) */
  guildCards?: string[];
}
/** Song of Freedom BC29 (after returning a city) or Lattice Spies BC16 (Prelude): seize the initiative. */
export interface SeizeByCardCommand {
  type: "seizeByCard";
  player: Colour;
  /** "BC29" or "BC16" */
  card: string;
}
/** Call to Action BC31 "When Secured: draw 1 action card from the bottom of the action discard pile". */
export interface DrawFromDiscardBottomCommand {
  type: "drawFromDiscardBottom";
  player: Colour;
  /** "BC31" */
  card: string;
}
/**
 * Farseers BC17 "When you declare an ambition, look at a Rival's hand. You may swap 1 card with
 * them.": without `take`/`give` the look at `rival`'s hand; with them the swap (src/core/powers/farseers.ts).
 */
export interface FarseersSwapCommand {
  type: "farseersSwap";
  player: Colour;
  rival: Colour;
  /** the player's Guild cards as the table shows them */
  guildCards: string[];
  /** the card taken from the Rival's hand */
  take?: string;
  /** the card given from the player's hand */
  give?: string;
}
/**
 * Advisory rules (docs/playing.md): the players go on with a move the rules refused. The log keeps
 * the refused command and the reason; the rules' state does not take the move (override.ts).
 */
export interface OverrideCommand {
  type: "override";
  player: Colour;
  command: Command;
  reason: string;
}
export interface EndTurnCommand {
  type: "endTurn";
  player: Colour;
}
export interface ScoreCommand {
  type: "score";
  snapshot: ScoringSnapshot;
  /** Campaign only (the base rules never read it): the map as the table shows it, for the control
   * the campaign's ambitions and objectives count (src/core/campaign/mapControl.ts, BR p.10). */
  map?: MapSnapshot;
}
/**
 * One step of the current player's battle, with what the table showed when it was taken (the
 * battle system when the dice were thrown, the Court and boards at the hits, a ransack, a steal).
 */
export interface BattleCommand {
  type: "battle";
  player: Colour;
  action: BattleAction;
  /** Campaign only (the base rules never read it): the map with the roll, for the Empire's Laws (BR p.11). */
  map?: MapSnapshot;
}
/** A secure (p.13) or the answer to its When Secured, with the Court as the table showed it. */
export interface CourtCommand {
  type: "court";
  player: Colour;
  action: CourtAction;
}
/** An action the table saw (an agent placed on a Court card, ...): spends one of the turn's actions. */
export interface TakeActionCommand {
  type: "takeAction";
  player: Colour;
  action: ActionKind;
  /** An influence: the Court card the agent went to, as the table read it (Demagogue's Bold: once per card). */
  card?: string;
}
/** An influence, tax, build or repair taken back (FAQ "Rewind / Undo"): its action is free again. */
export interface UndoActionCommand {
  type: "undoAction";
  player: Colour;
  action: ActionKind;
  /** An influence: the Court card the agent was lifted off, as the table read it. */
  card?: string;
}
/**
 * A resource spent in the Prelude (p.17, p.20): gives its Prelude action unless its type is Outraged
 * on the player's board as the table read it (then it is spent for no effect, FAQ "Resources").
 */
export interface SpendResourceCommand {
  type: "spendResource";
  player: Colour;
  resource: ResourceType;
  /** the player's Outraged resource types, as read */
  outrage: ResourceType[];
  /** Loyal cards' "You may spend any resources as <type>": the type it is spent as (optional) */
  as?: ResourceType;
  /** the player's Guild cards as read (optional): the Loyal cards that allow `as` and ignore Outrage */
  guildCards?: string[];
}
export interface DealCommand {
  type: "deal";
  /** all action cards after shuffling, top first */
  order: string[];
}

export type Command =
  | SetupCommand
  | DraftCommand
  | MulliganCommand
  | KeepHandCommand
  | ShuffleDiscardCommand
  | LeadCommand
  | PassCommand
  | DeclareCommand
  | FollowCommand
  | SeizeCommand
  | DeclareByCardCommand
  | SeizeByCardCommand
  | DrawFromDiscardBottomCommand
  | FarseersSwapCommand
  | EndTurnCommand
  | ScoreCommand
  | DealCommand
  | BattleCommand
  | CourtCommand
  | TakeActionCommand
  | UndoActionCommand
  | SpendResourceCommand
  | CardActionCommand
  | OverrideCommand
  | ModuleCommands[keyof ModuleCommands];

export interface GameLog {
  version: number;
  commands: Command[];
}
