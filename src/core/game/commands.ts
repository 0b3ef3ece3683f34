/** The commands of the base game (docs/log-format.md) and the log that lists them. */
import type { Ambition, Colour, ResourceType } from "../data/vocabulary";
import type { MapSnapshot } from "../map/snapshot";
import type { BattleAction } from "../battle/machine";
import type { CourtAction } from "../court/machine";
import type { ActionKind } from "./actionTypes";
import type { CardActionCommand } from "../powers/cardActionTypes";
import type { MapActionCommand } from "../map/actionTypes";
import type { GameMode } from "./state";
import type { ScoringSnapshot } from "./scoringTypes";

/**
 * The extension point of the commands: a rule module adds its commands to `Command` by merging
 * `name: TheirUnion` into this interface (`declare module "../game/commands"`). The base union is closed over the base rules.
 */
export interface ModuleCommands {}

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
/** The Fate-set cards in the player's play area that a rule module reads, as the table shows them (a campaign's: src/core/campaign/fates/oaths.ts). */
/** The holder's Fate-set cards the table shows, and with Faithful Disciples (F802) the table's counts for "you're winning". */
type PlayAreaRead = { playArea?: string[]; snapshot?: ScoringSnapshot };
export interface DeclareCommand extends PlayAreaRead {
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
export interface DeclareByCardCommand extends PlayAreaRead {
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
 * Advisory rules (docs/playing.md): the players go on with a move the rules refused. Accepted only
 * under advisory rules (`GameState.rules`) and only for a command the rules refuse now, for the
 * reason recorded. The state takes the refused move's effect where it can be had without the check
 * that refused it (overrideEffects.ts); otherwise the override is a note in the log (override.ts).
 */
export interface OverrideCommand {
  type: "override";
  player: Colour;
  command: Command;
  reason: string;
}

/** The host's choice of how the table holds the rules for this game (docs/playing.md). */
export interface RulesCommand {
  type: "rules";
  mode: "enforced" | "advisory";
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
  /** Campaign only: the Relics the Redeemer scraps after scoring (F1901B, src/core/campaign/fates/objectives.ts). */
  relics?: number;
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
  /** Campaign only: the Weapons on the attacker's board as read, with a roll in a cluster at Peace (Ceasefires, F1508). */
  weapons?: number;
}
/** A token lying on a Court card as the table read it, with the map of its cluster (a rule module's: the campaign's Feudal Courts, F1618). */
export interface FiefRead {
  token: string;
  map?: MapSnapshot;
}
/** A secure (p.13) or the answer to its When Secured, with the Court as the table showed it. */
export interface CourtCommand {
  type: "court";
  player: Colour;
  action: CourtAction;
  /** Campaign only (the base rules never read it): the Fate-set cards in play areas its secure reads (Spirit of Freedom, F224). */
  playAreas?: { colour: Colour; cards: string[] }[];
  /** Campaign only: the Court token on the card and its Fief's map (Feudal Courts, F1618). */
  fief?: FiefRead;
}
/** An action the table saw (an agent placed on a Court card, ...): spends one of the turn's actions. */
export interface TakeActionCommand {
  type: "takeAction";
  player: Colour;
  action: ActionKind;
  /** An influence: the Court card the agent went to, as the table read it (Demagogue's Bold: once per card). */
  card?: string;
  /** Campaign only: an influence's Court token on the card and its Fief's map (Feudal Courts, F1618). */
  fief?: FiefRead;
}
/** An influence, tax, build, repair or move taken back (FAQ "Rewind / Undo"): its action is free again. */
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
  | MapActionCommand
  | OverrideCommand
  | RulesCommand
  | ModuleCommands[keyof ModuleCommands];

export interface GameLog {
  version: number;
  commands: Command[];
}
