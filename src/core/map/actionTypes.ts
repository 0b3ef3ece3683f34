/**
 * The map's standard actions as commands (rulebook pp.12-13): Move, Build, Tax and Repair, each
 * decided on the map as the table showed it just before the action (the command's `map`). The
 * rules are in this folder (move.ts, build.ts, tax.ts, repair.ts; the command: mapAction.ts); a
 * rule module hands them its changes (mapRules.ts `MapRules`), never the table.
 */
import type { Ambition, Colour, Owner, ResourceType, SystemId } from "../data/vocabulary";
import type { MapSnapshot } from "./snapshot";

/** Fresh and damaged pieces moved, built or counted. */
export interface PieceCount {
  fresh: number;
  damaged: number;
}

/**
 * One destination of a move: the Loyal ships (and, in a campaign, the Imperial ships a Regent
 * moves with them, BR p.10, and the player's Flagship, BR p.22) that end the move in `to`.
 */
export interface MoveGroup {
  to: SystemId;
  ships: PieceCount;
  imperial?: PieceCount;
  flagship?: boolean;
  /** Blight its holder controls (Blight Fury F1304, Blight Society F2102; MapRules.blight): no Catapult */
  blight?: PieceCount;
}

/**
 * Sprinter Drives (L03): after the move (and all its Catapult moves), fresh ships it moved go one
 * system further: `fresh` of those that ended in `from` go on to the adjacent `to`.
 */
export interface SprintStep {
  from: SystemId;
  to: SystemId;
  fresh: number;
}

/**
 * Move (p.13): ships leave `from` together; each group ends in its system. One group to an
 * adjacent system is a plain move; several, or one further away, is a Catapult (from a Loyal
 * starport: on through gates until a gate controlled by anyone else or any planet, dropping ships
 * off as they go; FAQ "Move": the ships may backtrack while they have not stopped).
 */
export interface MoveAction {
  kind: "move";
  from: SystemId;
  groups: MoveGroup[];
  sprint?: SprintStep[];
  /**
   * A Prelude Catapult from the player's Flagship that spends no action, once per turn (Slipstream
   * Drive, BR p.25, AID10A: "either your Flagship alone or other ships from your Flagship"); only a
   * rule module that has Flagships takes it (MapRules.slipstream).
   */
  slipstream?: boolean;
  /** A Catapult from a planet into its own cluster's gate that breaks it (Breaking Gates & Placing Passages, F2203: MapRules.breakGate). */
  breaking?: boolean;
  /** A move a card grants, paid by no action (Passage Storms, F2206): read by the rule module, which sets MapRules.freeMove. */
  storms?: boolean;
}

/**
 * Build (p.12): a city or starport in an empty building slot of a system with a Loyal piece, or a
 * ship at a starport there (a Loyal one; in a campaign a Free one you control, BR p.15, or at your
 * Flagship, `at: "flagship"`, BR p.22). Placed damaged in a system anyone else controls.
 */
export interface BuildAction {
  kind: "build";
  system: SystemId;
  /** a Fate card's (MapRules.cardBuild): "bunker" a Bunker token (F1803), "hammer" a Hammer token (F1104), "free city" a Refugees' (F1105-F1109) */
  piece: "city" | "starport" | "ship" | "bunker" | "hammer" | "free city";
  /**
   * a ship: built at whose starport (default the player's own), at the player's Flagship, or at a
   * city the player controls (Tool-Priests' Summon, L01)
   */
  at?: "loyal" | "free" | "flagship" | "city";
  /**
   * a city: built on the planet outside its building slots (Cloud Cities, L09), even with a slot
   * free. Without it a Cloud Cities holder's city goes outside only when the slots are full.
   */
  outside?: boolean;
  /** a Bunker: the builder's agents in supply as the table read them (one is scrapped, F1803) */
  agents?: number;
}

/**
 * Tax (p.12): a city of `owner` in `system` (a Loyal one, a Rival one you control; a Free one you
 * control, BR p.15). `gain`: the resource the table saw taken from the supply for it (a planet
 * city's is its planet's type; a gate city's, Gate Stations L11, any type, unchecked: D19).
 */
export interface TaxAction {
  kind: "tax";
  system: SystemId;
  owner: Owner;
  gain?: ResourceType;
}

/** Repair (p.13): one damaged piece of `owner` and `piece` in `system` turned fresh (a Blight: MapRules.blight). */
export interface RepairAction {
  kind: "repair";
  system: SystemId;
  owner: Owner;
  piece: "ship" | "city" | "starport" | "blight";
}

/**
 * Harvest (Tax), Blight Reapers (F1306): 1 damaged Blight in `system` destroyed for 1 resource
 * (`gain`: the one the table saw taken); only a rule module that has Blight takes it (MapRules.harvest).
 */
export interface HarvestAction {
  kind: "harvest";
  system: SystemId;
  gain?: ResourceType;
}

/**
 * A Fate-set card's own action on the map, paid with the standard action it names: Happy Hosts'
 * Pacify (Secure) (F1012), Freedom Fighters' Incite Revolt (Battle) in `system` (F227), Song of the
 * Banner's Call Spirits (Tax) or Call Bodies (Build) at the Banner in `system` (F1004, `call`), the
 * Witnesses' Prelude (F1402: the Witness in `system`, or `call` "empath", paid "prelude"); only
 * a rule module that has them takes it (MapRules.cardAct).
 */
export interface CardMapAction {
  kind: "card";
  card: string;
  system?: SystemId;
  call?: "spirits" | "bodies" | "empath" | "pilgrim" | "portal";
  /** Pilgrims (F908): the system a Pilgrim token moves from, into `system` */
  from?: SystemId;
  /** Warden's Levy (F1612): the Vassal whose ship it takes, and how many of theirs the card holds as read */
  vassal?: Colour;
  held?: number;
  /** Spore Guides' Seed (F2103): the number die's face, the change (a Loyal agent returned per step), the holder's Loyal agents in the Court as read */
  die?: number;
  shift?: number;
  agents?: number;
  /** Spawn (F1302): the Blight the table can place, the supply's and the Blight Trophies' as read (0: none is placed, F1301B not advanced) */
  blight?: number;
}

/** Damaged ships of one owner in one system that a card action removes from the map. */
export interface ShipsTaken {
  system: SystemId;
  owner: Owner;
  damaged: number;
}

/** What a card action does (MapRules.cardAct): its words, the action that pays for it, what the table does (the event's `map`). */
export interface CardActOutcome {
  text: string;
  paid: "tax" | "build" | "secure" | "battle" | "repair" | "move" | "prelude";
  /** the turn's record of it, when not `<paid>:<card>` (a Pilgrim's move, F908) */
  key?: string;
  map: CardActMap;
  /** Witnesses (F1402): the ambition its Prelude declares (no zero marker) */
  declare?: Ambition;
}

/** What the table does for a card action (the event's `map`). */
export interface CardActMap {
  /** damaged ships it takes off the map: into the player's Captives when `captured`, else to their supply */
  ships?: ShipsTaken[];
  captured?: boolean;
  /** `gain` resources of type `resource` for the player (as many as the supply has) */
  resource?: ResourceType;
  gain?: number;
  /** fresh ships of the player's placed in `system` (as many as their supply has, p.22) */
  placed?: { system: SystemId; fresh: number };
  /** Use the Portal (F908): the Pilgrims in this system go onto the holder's objective card */
  pilgrims?: SystemId;
  /** Spawn (F1302): 1 fresh Blight there flipped damaged, 1 damaged Blight placed there */
  spawn?: SystemId;
  /** Seed (F2103): 1 damaged Blight placed in this system, `returned` of the player's agents back from the Court */
  seed?: SystemId;
  returned?: number;
  /** Warden's Levy (F1612): 1 ship of this Vassal's from their supply onto the card */
  levy?: Colour;
  /** Witnesses (F1402): the Witness in this system flipped to Psionic, into the player's resources */
  witness?: SystemId;
}

export type MapAction = MoveAction | BuildAction | TaxAction | RepairAction | HarvestAction | CardMapAction;

/**
 * A map action the table saw, with the map just before it. `join`: a move that adds ships to the
 * turn's last move (same origin, no other action between: the table groups drops, docs/playing.md);
 * its `groups` are the whole move so far and `map` the map before the move's first drop.
 */
export interface MapActionCommand {
  type: "mapAction";
  player: Colour;
  action: MapAction;
  map: MapSnapshot;
  join?: boolean;
}
