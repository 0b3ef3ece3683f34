/**
 * Commands beside the campaign's own (types.ts): the Imperial Council's (BR p.14) and those of single
 * Fates' cards (the Believer's Faithful cards, the Partisan's Outrage, the Caretaker's Golems, the
 * Planet Breaker's Breaking Worlds, the Founder's Commonwealth, the Fate ambitions, Conspiracies, the Haven).
 */
import type { Ambition, Colour, ResourceType, SystemId } from "../data/vocabulary";
import type { ScoringSnapshot } from "../game/scoringTypes";
import type { FateTokenOnMap, MapSnapshot } from "../map/snapshot";
import type { CourtSlot, TableState } from "../court/types";
import type { PlanetSymbol } from "../data/map";

/** Ambitions a Fate adds (fateAmbitions.ts): Guardian's Edenguard (F2004), Naturalist's Blightkin (F2104). */
export type FateAmbitionId = "edenguard" | "blightkin";

export interface FateAmbitionResult {
  ambition: FateAmbitionId;
  markers: string[];
  counts: { player: Colour; count: number }[];
  /** The untied first place ("winning" it, BR p.8). */
  first?: Colour;
  awards: { player: Colour; place: "first" | "second"; power: number; bonus: number }[];
  notes: string[];
}

/** Declares a Fate ambition instead of the ambition it replaces, with the lead card (F2004, F2104). */
export interface DeclareFateAmbitionCommand {
  type: "declareFateAmbition";
  player: Colour;
  ambition: FateAmbitionId;
}

/** F2305: a Rival's guess at a face-down Conspiracy; `right` as the table read its colour (told to no seat). */
export interface GuessConspiracyCommand {
  type: "guessConspiracy";
  player: Colour;
  guess: Colour;
  right: boolean;
}

/**
 * F1208B at the end of Act III (fates/haven.ts): a Rival's choice of a planet they control (none: no
 * planet) with the map as read; the last Rival's carries the True Rumors as they lie (`rumors`).
 */
export interface HavenCommand {
  type: "haven";
  player: Colour;
  planet?: SystemId;
  map?: MapSnapshot;
  rumors?: FateTokenOnMap[];
}

/** The Imperial Council's commands (BR p.14; types.ts re-exports them). */

/** Securing the Imperial Council In Session on your turn (BR p.14; the agents are the table's). */
export interface SecureCouncilCommand {
  type: "secureCouncil";
  player: Colour;
}

/**
 * The Council's round-end resolution after the Summit (BR p.14): a Regent becomes First Regent; an
 * Outlaw steals `steal` from the Imperial Trust (up to their empty resource slots, counted by the
 * table) and the First Regent loses 1 Power each; then Crises or Edicts by choice.
 */
export interface ResolveCouncilCommand {
  type: "resolveCouncil";
  player: Colour;
  steal: string[];
  resolve: "Crises" | "Edicts";
  /** The First Regent's Guild cards as the table shows them, needed for a steal: Sworn Guardians stops it. */
  firstRegentGuildCards?: string[];
}

/**
 * The Believer's Faithful cards in card play (seed 003 F813; fates/faithful.ts): the side a Faithful
 * card is played on, carried by the base play commands (merged into them here, so the base rules
 * never name it), and the Doctrine card's flip.
 */

/** The two sides a Faithful action card is played on (F813): Zeal (move, influence, battle, tax), Wisdom (build, repair, secure). */
export type FaithfulSide = "zeal" | "wisdom";

declare module "../game/commands" {
  /** A Faithful card is led on one of its sides (F813). */
  interface LeadCommand { side?: FaithfulSide }
  /** A Faithful card Surpasses or Pivots on one of its sides (F813); a Copy is face down and has none. */
  interface FollowCommand { side?: FaithfulSide }
  /** The Ideal markers on the ambition boxes as the table reads them (the scoring's read, F820B): read while the Doctrine is in play (F822A/B, F823, F828, F830). */
  interface DeclareCommand { ideals?: IdealRead[] }
  interface DeclareByCardCommand { ideals?: IdealRead[] }
}

/** An Ideal marker in an ambition box: its ambition and the side it shows (face up Zeal, face down Wisdom: fateTokens.ts). */
export interface IdealRead {
  at: string;
  side: FaithfulSide;
}

/** Breaking the Faith (F831, fates/breakingFaith.ts): the Ideal marker on `ambition`'s box removed; `ideals` the boxes as read. */
export interface RemoveIdealCommand {
  type: "removeIdeal";
  player: Colour;
  ambition: string;
  ideals: IdealRead[];
}

/** The Doctrine card is flipped (Set Doctrine F821, Set Lay Doctrine F827, Act III setup F829A step 3): the table says its new side. */
export interface SetDoctrineCommand {
  type: "setDoctrine";
  player: Colour;
  side: FaithfulSide;
}

/** Merchant League (F302, fates/merchantLeague.ts): 1 resource of `resource` onto the card, or none (the rest declined). */
export interface LeagueGainCommand {
  type: "leagueGain";
  player: Colour;
  resource?: ResourceType;
}

/** Spreading the Faith (F803) Teach (Influence; fates/faithful.ts teach): the table's reads for it. */
export interface TeachCommand {
  type: "teach";
  player: Colour;
  /** the Court slot (0-based) whose Guild card takes the top Faithful card */
  slot: number;
  /** the Court row as read */
  row: CourtSlot[];
  /** the card ids in the player's play area as read, loose or in decks: F803 and the Faithful stack */
  playArea: string[];
  /** the systems where the table shows a city of the player's */
  cities: SystemId[];
}

/**
 * The Partisan's seize by Outrage (seed 003 F603 Partisan Seizing, Ability; F616, its Law;
 * fates/outrage.ts): "you may seize the initiative when you play a card if you choose to Provoke
 * Outrage with a non-Outraged resource".
 */

export interface SeizeByOutrageCommand {
  type: "seizeByOutrage";
  player: Colour;
  /** the resource type whose Outrage is Provoked: one the player is not Outraged of */
  outrage: ResourceType;
  /** the players' boards and Guild cards as the table shows them (their resources, Guild cards, Outrage icons, agent supply) */
  court: TableState;
  /** the Fate-set cards in the seizer's play area the Outrage reads (Guild Loyalty, F424) */
  cards?: string[];
}

/**
 * An Outrage a Fate-set Lore card moves (fates/outrage.ts): People's Hero (F617) clears `outrage`
 * from its holder's board; Sower of Division (F625) places its holder's Loyal agent on `rival`'s empty
 * `outrage` slot.
 */
export interface OutrageCardCommand {
  type: "outrageCard";
  player: Colour;
  card: string;
  outrage: ResourceType;
  /** F625: whose Outrage slot */
  rival?: Colour;
  /** the boards as the table shows them */
  court: TableState;
}

/** F122A step 4 (fates/setupPieces.ts): the First Regent's Govern with Authority card on top, the Policy in force. */
export interface AuthorityTopCommand {
  type: "authorityTop";
  player: Colour;
  card: string;
}

/** F1701A step 4 (fates/setupPieces.ts): the Overlord Provokes `outrage` once in the Act's setup. */
export interface OverlordOutrageCommand {
  type: "overlordOutrage";
  player: Colour;
  outrage: ResourceType;
  /** the boards as the table shows them */
  court: TableState;
  /** Guild Loyalty (F424) lies in the player's play area */
  loyal?: boolean;
}

/** The Caretaker's Golem Beacon (seed 003 F502; fates/golems.ts): "Awaken (Influence)"; Golem Actions' spend (F506), there too. */

export interface AwakenGolemsCommand {
  type: "awakenGolems";
  player: Colour;
  /** the systems holding a Golem as read, with the Golems (`fateTokens`) and the player's play area (F502, the cards that change control) */
  map: MapSnapshot;
  /** the table's counts (the chapter scoring's read): is the player winning a declared ambition */
  snapshot: ScoringSnapshot;
}

/** Golem Actions (F506): an Awake Golem spent in the Prelude. */
export interface SpendGolemCommand {
  type: "spendGolem";
  player: Colour;
  /** the Awake Golems the player has, as read (of the one named by `golem`, when named) */
  awake: number;
  /** the Golem spent, by its name (F506: Warrior, Protector, Seeker, Harvester); older logs name none */
  golem?: string;
}

/** The Planet Breaker's Breaking Worlds after Break World (seed 003 F1103B, F1104; fates/breakWorld.ts). */

/**
 * A Rival's press once they battled the holder at the Hammer token's planet or declined (in turn
 * order), or the holder's after the Rivals': the break, decided on the map and the boards as read.
 */
export interface BreakWorldCommand {
  type: "breakWorld";
  player: Colour;
  /** the map after the battles, with its Fate tokens (the Hammer token) */
  map: MapSnapshot;
  /** the boards and the Court as read (everyone's Outrage, the Court's Guild cards) */
  court: TableState;
  /** the players with Guild Loyalty (F424) in their play area: they keep their Guild cards */
  loyal?: Colour[];
}

/** F213: a declare with the Commonwealth Ambition marker placed too (fates/commonwealth.ts); `playArea` and `snapshot` as for a declare, F213 among the play area's cards. */
export interface DeclareCommonwealthCommand {
  type: "declareCommonwealth";
  player: Colour;
  ambition: Ambition;
  playArea?: string[];
  snapshot?: ScoringSnapshot;
}

/** A card a text makes attach to the Court (courtAttach.ts attachCard, BR p.27): Passage Storms (F2206), Librarians (F513), Claims of Nobility (F1602). */
export interface AttachCardCommand {
  type: "attachCard";
  player: Colour;
  card: string;
  /** the Court slot (0-based) whose card it goes above */
  slot: number;
  /** the Court row as read, the card's own slot emptied */
  row: { card?: string; attached?: string }[];
  /** the card ids in the player's play area as read (F513, F1602: its holder's) */
  playArea?: string[];
}

/** F504 Stone-Speakers (events.ts): its holder ends the turn after their declare, with the Golems the table takes from Rivals. */
export interface StoneSpeakersCommand {
  type: "stoneSpeakers";
  player: Colour;
  playArea?: string[];
  golems?: number;
}

/** F202 Parade Fleets (fates/paradeFleets.ts): a fresh ship at the Free city in `system` as `map` shows it; without `system`, the Regent becomes an Outlaw. */
export interface ParadeFleetsCommand {
  type: "paradeFleets";
  player: Colour;
  playArea?: string[];
  system?: SystemId;
  map?: MapSnapshot;
}

/** The map steps an Act II or III setup owes, and their done at the table (fates/mapSteps.ts). */
export type MapStepKind = "replenish" | "resettle" | "passage" | "flagship" | "rumors";

export interface MapStepOwed {
  player: Colour;
  step: MapStepKind;
  /** The setup card and step ("F1401A step 4"). */
  card: string;
  /** `startAct`'s map: Loyal ships (the Flagship too), cities, starports; the systems with Loyal pieces. */
  ships?: number;
  cities?: number;
  ports?: number;
  at?: SystemId[];
  /** `startAct`'s Loyal ships (no Flagship) by system, where the step is counted ship by ship (F1201A, F1001A). */
  fleet?: { system: SystemId; ships: number }[];
  /** The ships in the player's supply bag at `startAct`, where the step scraps (F1301A, F1001A). */
  supply?: number;
  /** A Flagship gained (BR p.22): each system where `startAct`'s map showed the player's buildings, with the Free cities and starports it shows once they are replaced. */
  frees?: { system: SystemId; cities: number; ports: number }[];
}

/** Done at the table: the map and the ships left in the player's supply; `skip`: no Resettle. */
export interface MapStepCommand {
  type: "mapStep";
  player: Colour;
  step: MapStepKind;
  map?: MapSnapshot;
  supply?: number;
  skip?: boolean;
}

/** An event-die roll an Act II or III setup owes for its tokens (fates/setupRolls.ts); once rolled, the face read and the planets of that symbol. */
export interface SetupRollOwed {
  player: Colour;
  /** The setup card (F907A, F1101A). */
  card: string;
  /** The Fate-set token kind laid at each planet (`f9-pilgrim`). */
  kind: string;
  planet?: PlanetSymbol;
  systems?: SystemId[];
}

/** F1511 Broker Peace in a Summit: the cluster whose Ceasefire `player` turned to Peace, and the map read after it. */
export interface BrokerPeaceCommand {
  type: "brokerPeace";
  player: Colour;
  cluster: number;
  map?: MapSnapshot;
}

/**
 * F1212 Share Rumor in a Summit: `player`'s Loyal agent put on the Rumor in `system` by `by`'s hand;
 * `onRumor`: the seated colours of the agents the table saw on that Rumor before (never its face).
 */
export interface ShareRumorCommand {
  type: "shareRumor";
  player: Colour;
  by: Colour;
  system: string;
  onRumor: Colour[];
}

/**
 * F2403 The Arbiter at the start of scoring: one of `player`'s Trophies, Captives or resources moved
 * by `by`'s hand into `to`'s; `cards`: the Fate-set cards in `player`'s play area as read; `slots`:
 * `to`'s empty resource slots as read without the piece; `loyal`: the piece is `to`'s own.
 */
export interface ArbiterGiftCommand {
  type: "arbiterGift";
  player: Colour;
  by: Colour;
  to: Colour;
  piece: "trophy" | "captive" | "resource";
  cards: string[];
  slots: number;
  loyal?: boolean;
}

/** What The Arbiter gave a Rival this scoring, against their empty resource slots at its start (fates/arbiter.ts). */
export interface ArbiterGifts {
  to: Colour;
  slots: number;
  given: number;
}

/**
 * F902/F903 in Act II: `player`'s hand laid a Clue token on its `token` side, or the Portal token, at
 * planet `system`, with the map as it lay before (its Fate tokens, the Pathfinder's Flagship).
 */
export interface PlaceClueCommand {
  type: "placeClue";
  player: Colour;
  token: "Check" | "X" | "Portal";
  system: SystemId;
  map: MapSnapshot;
}

/** The event die's planet symbol as the table read it, for `player`'s setup roll. */
export interface SetupRollCommand {
  type: "setupRoll";
  player: Colour;
  planet: PlanetSymbol;
}
