/**
 * The shapes of the results the campaign keeps in its state (`CampaignState`): the Crises' (BR
 * p.18, pp.22-27) and the Intermission board step's (BR p.28 D). They live apart from the steps that
 * work them out (crisesBlight.ts, crisesCourt.ts, crisesDice.ts, crisesCourtCarry.ts, crisesStep.ts,
 * intermissionBoard.ts) so the campaign's state types name them without importing those steps; and
 * Act III's grand ambitions as given (BR p.9, grandAmbitions.ts).
 */
import type { Colour, Owner, ResourceType, SystemId } from "../data/vocabulary";
import type { SlotContent } from "../court/types";
import type { CountsByType } from "../game/scoringTypes";
import type { PlanetSymbol } from "../data/map";
import type { MapPieceKind, MapSnapshot } from "../map/snapshot";

/** One owner's pieces of one kind in one system, before and after, and how many were destroyed. */
export interface PieceChange {
  system: SystemId;
  owner: Owner;
  kind: MapPieceKind;
  before: { fresh: number; damaged: number };
  after: { fresh: number; damaged: number };
  destroyed: number;
}

/** A hit on a Flagship board (BR p.24): slot 1-6 from the left. */
export interface FlagshipHit {
  owner: Colour;
  slot: number;
  part: "armor" | "upgrade";
  result: "damaged" | "destroyed";
}

export interface BlightCrisis {
  system: SystemId;
  hits: number;
  changes: PieceChange[];
  flagship: FlagshipHit[];
  /** Hits left when no ship remained to take them. */
  lostHits: number;
}

export interface CrisisText {
  card: string;
  name: string;
  text: string;
  /** "If A/B/C was rolled" (BR p.18): each planet symbol the text asks about, and whether it was rolled. */
  ifRolled?: { symbol: PlanetSymbol; rolled: boolean }[];
  /** Blight Looms (CC15, F1311): the Blight it repairs and places, worked out from the map and the roll. */
  blight?: { repair: { system: SystemId; count: number }[]; place: SystemId[] };
  /** The seeds list the card by name only: its text (and whether it has a Crisis) is on the printed card. */
  textMissing?: boolean;
  /** "Must attach it to a card in the Court" (F513 Librarians, BR p.27): the Court slots (0-based) it may go above. */
  attachTo?: number[];
  /** No card in the Court is free of an attached card: Forced Attach (BR p.27) lets it go above any card. */
  forcedAttach?: boolean;
  /**
   * A Court Crisis whose text removes its own card (bury, discard, scrap, shuffle it into the deck):
   * what happens to its slot (BR p.18 "Removing Cards", p.27 "Removal from Court").
   */
  leaves?: CourtRemoval;
}

/**
 * A card leaving the Court (BR p.27): with an attached card, that card slides down into the slot and
 * takes the agents, no refill; an attached card leaving changes nothing below it; otherwise the
 * slot's agents return and the Court refills (BR p.18).
 */
export interface CourtRemoval {
  /** 0-based Court slot. */
  slot: number;
  slidesDown?: string;
  refill: boolean;
}

/**
 * The Court row as the table shows it, left to right: each slot's card and the card attached to it
 * (BR p.27). The core's own `court.row` is only the dealt row: secures happen on the table.
 */
export interface CourtRowSnapshot {
  card?: string;
  attached?: string;
}

/** What the dice phrases of a Crisis text mean for this roll (BR p.18). */
export interface RolledPlaces {
  symbol: PlanetSymbol;
  cluster: number;
  /** "Rolled Cluster": its gate and planets. */
  rolledCluster: SystemId[];
  /** "Planets of the Rolled Symbol": every planet with the rolled ID symbol. */
  planetsOfRolledSymbol: SystemId[];
  /** "Rolled Planet": the rolled symbol's planet in the rolled cluster. */
  rolledPlanet: SystemId;
}

/** Oracle dice for Court Crises when none were just rolled (the Council's Crises, BR p.18). */
export interface CrisesDice {
  planet: PlanetSymbol;
  cluster: number;
}

/** Where a Court card goes when its own Crisis removes it (its printed words). */
export type CourtCrisisExit = "bury" | "discard" | "scrap" | "shuffle" | "underTop";

/** Where the agents on a leaving card go. */
export type CourtCrisisAgents = "return" | "council" | "scrap" | "slide" | "none";

/** One card leaving the Court, as the core decided it for the table. */
export interface CourtRemovalStep {
  card: string;
  /** 0-based Court slot it leaves. */
  slot: number;
  to: CourtCrisisExit;
  agents: CourtCrisisAgents;
  /** The card attached to it, sliding down into the slot with the agents (BR p.27). */
  slidesDown?: string;
  /** The card drawn from the top of the Court deck into the slot (BR p.18). */
  refill?: string;
  /** The Court deck was empty: the slot stays empty. */
  deckEmpty?: boolean;
}

export interface CrisesResult {
  blight: BlightCrisis[];
  /** Fate Crises, in turn order: each player's Fate-set cards with Crisis text, resolved if held in play. */
  fate: { player: Colour; cards: CrisisText[] }[];
  /** Court Crises, left to right (BR p.18). */
  court: CrisisText[];
  dice: RolledPlaces;
  /** The table carried out the Blight hits (`carryOutBlight`, crisesCarry.ts): never twice. */
  blightCarriedOut?: boolean;
  /** Whose play area's Blight Hunger (F1313) the pieces the Blight hits destroyed went onto (crisesCarry.ts). */
  hunger?: Colour;
  /** The table carried out the Court Crises' removals (`carryOutCourt`, crisesCourtCarry.ts): what was decided, never twice. */
  courtCarriedOut?: CourtRemovalStep[];
  /** The pieces Mass Uprising and Terror Strike destroy (fates/damagedCrises.ts), counted after the Blight hits, carried out with them. */
  wrecks?: PieceChange[];
  /** The resources the Court Crises move on the boards, in their order, for the table to move once accepted (crisesVox.ts): a discard of 1 of a type, or Psionic gained, or a Provoked Outrage (all of `outrage` off the board, `cards` to the Court discard, an agent on the icon if `agent`), or Imperial Defectors' ships (`defect`: that many fresh and damaged Imperial ships in the system replaced by `colour`'s, fates/defectors.ts), or the Golems' (fates/damagedCrises.ts: `awaken` the Sleeping Golems players hold, `seek` `colour`'s ships from the system to the rolled cluster's gate, `city` one of `colour`'s cities from the system to their board, `choose` one of their choice), or Command Chaos's cards (`chaos`, F713: `colour` is the initiative's, nobody's move), or the resources on `colour`'s Merchant League back to the supply (`league`, F302), moved after the Blight hits and the wrecks. */
  pieces?: { colour: Colour; discard?: ResourceType; psionic?: number; outrage?: ResourceType; cards?: string[]; agent?: boolean; defect?: { system: SystemId; fresh: number; damaged: number }; awaken?: boolean; seek?: { system: SystemId; fresh: number; damaged: number }; city?: SystemId; choose?: boolean; chaos?: boolean; league?: boolean }[];
}

export interface BoardStepResult {
  /** Damaged Blight made fresh, per system. */
  repaired: { system: SystemId; count: number }[];
  /** Pieces destroyed: damaged ones (step 2) and buildings in systems with Blight and no ships (step 3). */
  destroyed: { system: SystemId; owner: Owner; kind: MapPieceKind; count: number; why: "damaged" | "blight" }[];
  /** Damaged Flagship Upgrades and Armor destroyed (slot 1-6 from the left), and fresh Armor on a destroyed Upgrade. */
  flagshipParts: FlagshipPartDestroyed[];
  /** Players with no ships or starports left: each places 3 fresh ships in any gate. */
  eliminated: Colour[];
  /** The map once the table has carried this out (before the eliminated players' ships). */
  after: MapSnapshot;
}

export interface FlagshipPartDestroyed {
  owner: Colour;
  slot: number;
  part: "upgrade" | "armor";
  /** A fresh Armor destroyed with the damaged Upgrade below it (see boardAfter). */
  withUpgrade?: true;
}

/**
 * Act III chapter end: how many grand ambitions each "A"/"B" Fate fulfilled (BR p.9). With `checked`,
 * only among the lines the core does not check (fates/grandChecks.ts: it counts the others at the
 * score); without (older logs), both lines as the table read them.
 */
export interface GrandAmbitionsCommand {
  type: "grandAmbitions";
  results: { player: Colour; fulfilled: number }[];
  checked?: boolean;
}

/** One player's grand ambitions as given, kept until the score (`checked` as the command's). */
export interface GrandGiven {
  player: Colour;
  fulfilled: number;
  checked?: boolean;
}

export interface CrisesRead {
  colour: Colour;
  agents: number;
  blight: number;
  /** The resources the player has, by type (BR p.27 "Counting": board, cards, tiles) */
  resources?: CountsByType;
  /** The open resource slots of the player's board, left to right, as read */
  board?: SlotContent[];
  /** Outrage Spreads: the Outrage icons an agent covers, the Guild cards in play, and Guild Loyalty (F424) held */
  outrage?: ResourceType[];
  guild?: string[];
  loyal?: boolean;
  /** Imperial Defectors: the ships in the player's supply */
  ships?: number;
  /** Unstable Golems (F508-F511): the names of the Golems the player holds (F505: board and play area) */
  golems?: string[];
  /** Golem Hearth (F503) in the player's play area */
  hearth?: boolean;
  /** Merchant League (F302) in the player's play area */
  league?: boolean;
}
