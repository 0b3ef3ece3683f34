/**
 * The map as the table shows it: every system's pieces by owner and kind, fresh and damaged, and
 * the Flagship boards (BR p.22). The table reads it; a rule module decides from it (the Blighted
 * Reach's control, Crises and Laws: src/core/campaign/mapControl.ts). The base rules name it only
 * as a command's optional field, so it lives here, apart from any module.
 */
import type { Colour, Owner, SystemId } from "../data/vocabulary";
import type { PlanetSymbol } from "../data/map";

/** "flagship" is a player's Flagship piece (BR p.22): a fresh Loyal ship that cannot be removed. */
export type MapPieceKind = "ship" | "city" | "starport" | "blight" | "flagship";

/** Fresh and damaged pieces of one owner and kind in one system. */
export interface MapPieces {
  owner: Owner;
  kind: MapPieceKind;
  fresh: number;
  damaged: number;
  /**
   * Of these cities (fresh or damaged), how many lie on the planet outside its building slots: a
   * Cloud Cities city (L09, max 1 per planet), which fills no slot. None when absent (a read that
   * does not tell counts every city in a slot).
   */
  outside?: number;
}

export interface SystemPieces {
  system: SystemId;
  pieces: MapPieces[];
}

/** A building on a Flagship board (BR p.22): an Upgrade (bottom row) or the Armor above it. */
export interface FlagshipPart {
  building: "city" | "starport";
  damaged: boolean;
}

/** A Flagship board: 6 slots, left to right, each an Upgrade with at most one Armor above it (BR p.22). */
export interface FlagshipBoard {
  owner: Colour;
  slots: { upgrade?: FlagshipPart; armor?: FlagshipPart }[];
}

/**
 * What the table shows on the map. A system not listed is empty. Building slots are the map's
 * (src/core/data/map.ts `slots`): a system's buildings fill them, and an empty slot is one its
 * buildings leave. The out-of-play clusters are the game's (`GameState.outOfPlayClusters`, from
 * the setup card, p.4 step J; none in a campaign): a path marker lies on each out-of-play gate and
 * joins its neighbours' gates (data/map.ts `adjacentSystems`); `outOfPlay`, when the table reads
 * it, must agree with them.
 */
export interface MapSnapshot {
  systems: SystemPieces[];
  flagships?: FlagshipBoard[];
  /** the clusters the table shows covered by out-of-play markers, if it read them */
  outOfPlay?: number[];
  /**
   * Cards lying in players' play areas that a rule module's map rules read (a campaign's Monopolies
   * and Prospectors, src/core/campaign/fates/monopolies.ts; Imperial Officers, Rogue Admirals and the
   * Member titles, fates/empireCards.ts; the cards that change a tax, fates/taxCards.ts), by colour; the table sends the acting player's. A colour
   * not listed shows none.
   */
  playAreas?: { colour: Colour; cards: string[] }[];
  /**
   * The Fate tokens lying in the systems (a campaign's; the Fate Sets' Banners, Seats, Bunkers,
   * Passages ..., by their printed name), which the counted objectives read
   * (src/core/campaign/fates/objectiveTokens.ts); a tax's or battle roll's map, one cluster's Seats
   * under Feudal Law (fates/fiefs.ts). Absent when the table did not read them.
   */
  fateTokens?: FateTokenOnMap[];
  /** The Court row's cards (attached ones too) a battle reads while in the Court (Armistice, Feast Day: src/core/campaign/fates/courtBans.ts), if the table read them. */
  court?: string[];
  /** The planet symbol the event die shows (a move from the Twisted Passage, F2205), if the table read it. */
  eventDie?: PlanetSymbol;
  /** The pieces in the Twisted Passage, the map centre's zone (F2205), read with the Fate tokens; apart from `systems`, which list the printed map's. */
  twisted?: MapPieces[];
}

/** One Fate token in a system: its printed name ("Banner", "Seat 3rd"); on a city, that city's owner when a player's (a Seat lies above its Lord's city, F1602, F1609). */
export interface FateTokenOnMap {
  system: SystemId;
  token: string;
  on?: Colour;
  /** A Ceasefire lying face down: its War side (F1507A, F1508); a Hammer Fragment: its Broken World side (F1103B). */
  faceDown?: boolean;
}
