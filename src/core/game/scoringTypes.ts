/** A chapter's scoring (rulebook p.18 + FAQ): the table's snapshot of what it counts, and the report. */
import type { Ambition, Colour, ResourceType } from "../data/vocabulary";

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
  /**
   * Guild card ids in the play area, as read, and in a campaign its other Fate-set cards' (optional:
   * the Cartels' after-scoring cleanup, src/core/powers/scoringPowers.ts; the Monopolies,
   * src/core/campaign/fates/monopolies.ts; the Lore read in scoring, fates/oaths.ts)
   */
  cards?: string[];
  /** the Outrage icons covered on the player board, as read (optional: a rule module's objectives read it) */
  outrage?: ResourceType[];
  /** the resources lying on the Pirate Hoard (F1202), as read (optional: F1201B reads them) */
  hoard?: CountsByType;
  /** the pieces lying on Blight Hunger (F1313) in this play area, as read (optional: F1312B reads them) */
  hunger?: number;
  /** the Material and Fuel tokens among the Captives, as read, when any (Green Vault, F2002; the Guardian's F2001B counts them) */
  capturedResources?: number;
  /** how many of `trophies` are Banner tokens (optional: read while F1003 Banners of Hegemony is in the rules booklet, fates/laws.ts) */
  banners?: number;
  /** Golem tokens (F505) in the resource slots and play area, as read in a campaign (optional: F501B counts them) */
  golems?: number;
}

export interface ScoringSnapshot {
  players: PlayerSnapshot[];
  /** 2 players: counts of the third player; defaults to the tokens placed at setup. `tokens`: the resources on the ambition boxes, by type, as read (optional: F1201B reads them). */
  thirdPlayer?: { tycoon: number; warlord: number; keeper: number; empath: number; tokens?: ResourceType[] };
  /** The Conspiracies (F2303) in the ambition boxes as read; the colour only of one revealed on a scored ambition (F2304). */
  conspiracies?: { ambition: string; colour?: Colour }[];
  /** The Believer's: the top card of the Faithful stack as read, "" when it is empty (F801B); the ambition of each Ideal marker in the ambition boxes (F820B). */
  faithfulTop?: string;
  ideals?: string[];
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
  /** Captives a player keeps when they are returned (a rule module's: Vow of Survival, F1802) */
  keepCaptives?: { player: Colour; captives: number }[];
  /** Each Rival's resources of a type the table returns from their board to the supply (the Cartels' "After scoring, Rivals discard all <type>") */
  discards?: { player: Colour; type: ResourceType }[];
  instructions: string[];
}
