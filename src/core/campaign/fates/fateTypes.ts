/** Types of the Fates' own rules (src/core/campaign/fates/), kept apart so campaign/types.ts imports no rule module. */
import type { Colour, ResourceType, SystemId } from "../../data/vocabulary";
import type { Act } from "../../data/campaign/fateTypes";
import type { IdealRead } from "../fateCommandTypes";

/**
 * One Fate's setup as the core did it (Act I: setups.ts; Acts II-III: laterSetups.ts): the cards it
 * gains and gives, and the places of the tokens it names (the Caretaker's Golems, the Pacifist's Witnesses).
 */
export interface FateSetupDone {
  player: Colour;
  /** The Setup side's card (F101A ...). */
  card: string;
  /** Fate-set cards gained into the player's play area. */
  gain: string[];
  /** F501A step 2: the gates that take a Sleeping Golem each. */
  golems?: SystemId[];
  /** F901A step 5: cards given to another player (the player to the holder's right), into their play area. */
  given?: { player: Colour; cards: string[] };
  /** F1401A step 3: the planets that take a Witness each. */
  witnesses?: SystemId[];
  /** F212A: one card given to each player, the holder included, in turn order from the holder, into their play area. */
  givenEach?: { player: Colour; card: string }[];
  /** F512A step 4, F520A: every Sleeping Golem flipped to Awake. */
  awakenGolems?: boolean;
  /** The tokens the setup hands out, by kind (`f10-banner`): their bag to a player's play area, or laid at a fixed place. */
  tokens?: SetupTokens[];
  /** F1507A step 1: each cluster's Ceasefire, on its Peace side where the holder controls a system there, else War. */
  ceasefires?: { cluster: number; side: "peace" | "war" }[];
  /** F829A step 4, F1112A step 1: what the record (the log sheet, BR p.30) puts back: the Ideal markers on the boxes, the pieces on Breaking Worlds. */
  ideals?: IdealRead[];
  breakingWorlds?: RecordedPiece[];
}

/** A building recorded on Breaking Worlds (F1103B step 2: the broken planet's buildings go there): its owner, a colour or Free. */
export interface RecordedPiece {
  owner: Colour | "free";
  kind: "city" | "starport";
}

/** Where a setup's tokens of one kind go: a player's play area (the kind's bag), or a fixed place on the table. */
export interface SetupTokens {
  kind: string;
  player?: Colour;
  /** F122A: on the First Regent tile; F1617A: in the supply by the Court; F2001A, F2101A: by an ambition box. */
  place?: TokenPlace;
}

/** F2001A step 4, F2101A step 3: a Fate ambition's tile by the box of the ambition it stands in for; F312A, F325A: the War Profiteer marker on the Warlord box. */
export type TokenPlace = "first-regent-tile" | "court" | "tycoon" | "empath" | "warlord";

/** One change a setup makes to the rules booklet, in the card's order. */
export interface BookletChange {
  action: "add" | "scrap";
  card: string;
  /** "Tuck X in front of Y in the rules booklet". */
  inFrontOf?: string;
}

export interface LaterFateSetup {
  fate: string;
  /** The Act whose setup the card is (a "C" Fate's is Act III's, whatever its heading says: F1701A). */
  act: Act;
  /** The Setup side's card id. */
  card: string;
  /** Fate-set cards the setup gains, into its holder's play area. */
  gain: readonly string[];
  /** Cards given to the player to the holder's right (F901A step 5). */
  giveRight?: readonly string[];
  /** One of these cards to each player, the holder first, then in turn order (F212A: "to each player, including you"). */
  giveEach?: readonly string[];
  booklet: readonly BookletChange[];
  /** Cards placed on top of the Court deck, in the card's order (the last one ends on top). */
  courtTop?: readonly string[];
  /** Cards shuffled into the Court deck after the deal (F1208A step 1). */
  courtShuffle?: readonly string[];
  /** 2 players: the resources returned from the ambition boxes to the supply. */
  boxesReturn?: readonly ResourceType[];
  /** F1401A step 3: a Witness at each Weapon planet. */
  witnessesAtWeaponPlanets?: boolean;
  /** F512A step 4, F520A: "Flip all Sleeping Golems to Awake." */
  awakenGolems?: boolean;
  /** Token kinds the holder collects ("Collect the 8 Banner tokens"): their bags go to the holder's play area. */
  tokensToHolder?: readonly string[];
  /** Token kinds given to the player to the holder's right (F901A step 5: the Clues and the Portal token). */
  tokensToRight?: readonly string[];
  /** Token kinds laid at a fixed place (F122A: the Sponsored token on the First Regent tile; F1617A: the Court tokens by the Court). */
  tokensAt?: readonly { kind: string; place: TokenPlace }[];
  /** F1507A step 1: a Ceasefire by each cluster, Peace or War by the holder's control there. */
  ceasefires?: boolean;
  /**
   * A two-sided card tucked by the card play area, its side chosen by its holder's state (F325A: the
   * Economy by their title, F820A: the Doctrine by the initiative): `yes` when `when` holds, else `no`.
   */
  tuckSide?: { when: "regent" | "initiative"; yes: string; no: string };
  /** The core (with the table's shuffle) does every step of the card. */
  whole?: boolean;
}


/** One Resolution side as the core did it (resolutions.ts): the cards the table moves, for it to lay. */
export interface ResolutionDone {
  player: Colour;
  /** The Resolution card (F104 ...) and its side. */
  card: string;
  completed: boolean;
  /** Added to the Court deck, gained into the holder's play area, scrapped (to the Scrapped spot). */
  court: string[];
  gain: string[];
  scrap: string[];
}
