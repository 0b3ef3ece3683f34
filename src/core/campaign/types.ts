/// <reference path="../game/state.ts" />
/// <reference path="../game/commands.ts" />
/** The campaign's state in a game state (`GameState.campaign`), its commands and record. Sources: BR pp.4-9, pp.28-30. */
import type { Ambition, Colour, ResourceType, SystemId } from "../data/vocabulary";
import type { Act, FateLetter } from "../data/campaign/fateTypes";
import type { Policy } from "../data/campaign/aidCards";
import type { EventSymbol } from "../data/campaign/campaignPieces";
import type { PlanetSymbol } from "../data/map";
import type { BoardStepResult, CourtRowSnapshot, CrisesDice, CrisesRead, CrisesResult, GrandAmbitionsCommand, GrandGiven } from "./resultTypes";
export type { CrisesRead } from "./resultTypes";
import type { MapSnapshot } from "../map/snapshot";
import type { CountsByType, ScoringSnapshot } from "../game/scoringTypes";
import type { FateSetupDone, RecordedPiece, ResolutionDone } from "./fates/fateTypes";
import type {
  DeclareCommonwealthCommand, DeclareFateAmbitionCommand, FaithfulSide, FateAmbitionId, FateAmbitionResult, GuessConspiracyCommand, HavenCommand, IdealRead, OutrageCardCommand,
  ParadeFleetsCommand, ResolveCouncilCommand, SecureCouncilCommand, SeizeByOutrageCommand, SetDoctrineCommand,
} from "./fateCommandTypes";
export type { ResolveCouncilCommand, SecureCouncilCommand } from "./fateCommandTypes";
/** The campaign's state and commands in the base types' extension points (the references above bring those in). */
declare module "../game/state" {
  interface ModuleStates {
    /** The Blighted Reach: present in a campaign game (src/core/campaign); its rule modules key on it. */
    campaign?: CampaignState;
  }
}
declare module "../game/commands" {
  interface ModuleCommands { campaign: CampaignCommand }
}

export type Title = "regent" | "outlaw";

export interface CampaignPlayer {
  colour: Colour;
  /** The chosen Fate ("FATE01"..). Secret until revealed; the reveal happens at setup (BR p.6). */
  fate: string;
  letter: FateLetter;
  title: Title;
  /** Objective marker's space on the Power track (Acts I-II objectives, Act III final objectives). */
  objective?: number;
  /** Rival colours whose agents sit on this player's Fate card as Favors (BR p.16), one per agent. */
  favors: Colour[];
  /** Whether the Act's objective was completed (decided at Intermission step A, BR p.28). */
  objectiveCompleted?: boolean;
}

/** Where the campaign stands between commands. */
export type CampaignStage = "setup" | "act" | "intermission" | "over";

/** Act I's computed table setup and the placement passes (BR pp.5-6; actOneSetup.ts). */
export interface CampaignSetup {
  imperialClusters: number[];
  imperialShips: SystemId[];
  freeCities: SystemId[];
  blight: SystemId[];
  /** Who places next, in order: turn order then reverse. */
  order: Colour[];
  placements: { player: Colour; system: SystemId; building: "city" | "starport"; resource: ResourceType }[];
  /** The Act I Fates' setups done by the core, in seat order, for the table to lay out (fates/setups.ts; BR p.6 step C). */
  fateSetups?: FateSetupDone[];
}

export interface CampaignState {
  act: Act;
  stage: CampaignStage;
  players: CampaignPlayer[];
  /** The First Regent, when anyone holds the tile (BR p.10). */
  firstRegent?: Colour;
  /** Frozen resources on the First Regent tile (BR p.21). */
  trust: string[];
  league?: { player: Colour; left: number }; // Merchant League's (F302) gain after its holder's declare: fates/merchantLeague.ts
  /** Edict cards in the rules booklet, in slot order (BR p.5 steps L-M, p.20): the Edicts side of `rulesBooklet`, flat (booklet.ts keeps them equal). */
  booklet: string[];
  /** The whole rules booklet, both sides by slot (BR p.9; booklet.ts). Absent in states from before it was kept: `booklet` one edict per slot. */
  rulesBooklet?: RulesBooklet;
  /** The Policy on top of the Govern the Imperial Reach cards (BR p.20). */
  policy: Policy;
  /** Intermission step reached ("A".."F"), while stage is "intermission" (BR pp.28-29). */
  intermissionStep?: string;
  /** Winner after Act III (BR p.8); final-objective wins end the campaign earlier (BR p.9). */
  winner?: Colour;
  /** The current round's campaign facts (BR pp.12-14), keyed by the base round number. */
  round?: CampaignRound;
  /** The event phase after a round with an Event played (BR p.13), while it is pending. */
  eventPhase?: EventPhase;
  /** The last event roll and what it called for, for the table to resolve (BR p.13, p.18, p.20). */
  lastEvent?: { event?: EventSymbol; planet?: PlanetSymbol; cluster?: number; resolve: "Crises" | "Edicts"; council?: Colour };
  /** Act III: grand ambitions fulfilled this chapter end, given before scoring (BR p.9). */
  grand?: GrandGiven[];
  /** Act I's table setup (BR pp.5-6), kept for the table layer. */
  setup?: CampaignSetup;
  /** Act II/III: the damaged Blight the table places on the carried-over map (BR p.7; laterActSetup.ts). */
  actBoard?: { blight: SystemId[]; blightShort: number };
  /** Act II/III: the "B" and "C" Fates' setups done by the core, in turn order, for the table to lay out (fates/laterSetups.ts; BR p.7 step F). */
  actSetups?: FateSetupDone[];
  /** The last Intermission's Resolution sides done by the core, in seat order, for the table to lay out (fates/resolutions.ts; BR p.28 step A). */
  resolutions?: ResolutionDone[];
  /** Edict cards still to resolve this event, lowest slot first (BR p.20); absent when none pending. `foundries`: the systems where Use Imperial Foundries (F703) replaced a Loyal ship so far, one entry each (fates/fateEdicts.ts). A Fate edict's chain of choices under way (fates/edictChoices.ts): who presses next, first (`edictStep`), and the choice so far (`edictPick`). */
  edictQueue?: string[]; foundries?: SystemId[]; edictStep?: Colour[]; edictPick?: string;
  /** The Imperial Council's side (BR p.14): In Session at each Act's start, Decided once secured. */
  council: "inSession" | "decided";
  /** Ambition markers declared on a Fate ambition this chapter (the base state shows them on the ambition it replaces). */
  fateAmbitionMarkers?: { marker: string; ambition: FateAmbitionId }[];
  commonwealth?: Ambition; sponsored?: Ambition; // the box the Commonwealth Ambition marker lies on this chapter (F213; absent: on the Fate card); the Sponsored token's (F123, fates/fateEdicts.ts; absent: on the First Regent tile)
  doctrine?: FaithfulSide; // the Believer's Doctrine card by the card play area, its side shown (F820A step 3, F822A/B)
  /** The event or the Council called for Crises: the table sends `resolveCrises` with the map (BR p.18). */
  crisesDue?: boolean;
  /** Intermission step D's removals, repairs and placements, for the table to carry out (BR p.28). */
  intermissionBoard?: BoardStepResult;
  /** The last Crises, decided from the map, for the table to carry out (crises.ts). */
  lastCrises?: CrisesResult;
  /** The Fate ambitions scored at the last chapter end (fateAmbitions.ts). */
  lastFateAmbitions?: FateAmbitionResult[];
  foil?: Colour; // a Rival who may guess a face-down Conspiracy, from their secure to their turn's end (F2305, fates/conspiracies.ts)
  foilGuesses?: number; // the guesses `foil` has left when more than 1 (one per Vox card secured, F2305)
  surpassed?: { player: Colour; round: number }; // who got the initiative by Surpassing at Act III's last round end (`round`: the roundCount then), until the next play (Sower of Division F625, fates/outrage.ts)
  mapSteps?: import("./fateCommandTypes").MapStepOwed[]; // the map steps Act II/III setups owe until the first round (fates/mapSteps.ts)
  setupRolls?: import("./fateCommandTypes").SetupRollOwed[]; // the event-die rolls Act II/III setups owe for their tokens, until the first round (fates/setupRolls.ts)
  deadLive?: import("./fates/deadLive").DeadShips[]; deadLiveOut?: import("./fates/deadLive").DeadShips[]; // the ships taken as Trophies this chapter while The Dead Live is in play; `deadLiveOut`: those the last scoring sent to the Twisted Passage (F2204, fates/deadLive.ts)
  haven?: string[]; // Act III's end: each Rival's planet in turn order ("": none), then the Haven revealed (F1208B, fates/haven.ts)
  arbiterGifts?: import("./fateCommandTypes").ArbiterGifts[]; // what The Arbiter gave each Rival this scoring, until the score (F2403, fates/arbiter.ts)
}

/**
 * The rules booklet (BR p.9): the Edicts side and the Laws & Summit side, each a row of slots,
 * lowest first, each slot its cards front first; an empty slot (a card scrapped) is available.
 */
export interface RulesBooklet {
  edicts: string[][];
  laws: string[][];
}

/**
 * Adds a card to the rules booklet, scraps one from it, or tucks one in front of another, as a Fate's
 * setup, objective or resolution says (seed 003; BR p.9). `player` is who did it at the table.
 */
export interface BookletCommand {
  type: "booklet";
  player: Colour;
  action: "add" | "scrap";
  card: string;
  /** add only: tuck the card in front of this one, in its slot ("Tuck X in front of Y in the rules booklet") */
  inFrontOf?: string;
}

export type { FateAmbitionId, FateAmbitionResult } from "./fateCommandTypes";

/**
 * Resolves the Crises (BR p.18) from the map as the table shows it. `dice` only when none were just
 * rolled for an Event (the Council's Crises): the event die's planet symbol and the number die.
 */
export interface ResolveCrisesCommand {
  type: "resolveCrises";
  map: MapSnapshot;
  /** The Court row as the table shows it, left to right, with attached cards (BR pp.18, 27). */
  court: CourtRowSnapshot[];
  dice?: CrisesDice;
  /** Each seat's agents in supply and Blight Trophies as read: needed when the Court shows Political Intrigue or Blight Purge (crisesVox.ts); with Extortion or Itinerant Empaths also `resources` and `board`, and `psionic`. */
  players?: CrisesRead[];
  /** The Psionic supply's tokens as read (Itinerant Empaths). */
  psionic?: number;
}

/**
 * The table carried out the last Crises' Blight hits on its pieces (BR p.18, p.24), once per
 * Crises, by the player who resolves them; `map` is the table as it shows it before the pieces move:
 * it must still give the same Blight hits (crisesStep.ts `carryOutBlight`).
 */
export interface CarryOutBlightCommand {
  type: "carryOutBlight";
  player: Colour;
  map: MapSnapshot;
}

/**
 * The table carried out the last Crises' Court removals (BR p.18 "Removing Cards", p.27), once per
 * Crises, by the player who resolves them: the Court row and the campaign Court deck as the table
 * shows them now decide the refills (crisesCourtCarry.ts `carryOutCourt`).
 */
export interface CarryOutCourtCommand {
  type: "carryOutCourt";
  player: Colour;
  court: CourtRowSnapshot[];
  /** The campaign Court deck, top first. */
  deck: string[];
}

export interface CampaignRound {
  number: number;
  /** Who played an Event this round, in play order. */
  eventsBy: Colour[];
  /** Who secured the Imperial Council this round (BR p.14: it replaces the event). */
  councilSecuredBy?: Colour;
}

export interface EventPhase {
  /** The initiative holder after the initiative check: calls the Summit and rolls (BR p.13). */
  player: Colour;
  step: "summit" | "inSummit" | "roll" | "council";
  /** The Imperial Council was secured this round: it is resolved instead of the event (BR p.14). */
  council?: boolean;
  /** Whether a Summit was called (its negotiations happen at the table). */
  summit?: boolean;
  /** Stone-Speakers' roll (F504, events.ts): its holder's, mid-round; Crises if rolled, no Edicts. */
  stone?: boolean;
  /** This Summit's gifts, "giver>Rival:card" (Transfer Lore, F514, for F512B; Transfer Asset of a resource, or "favor:<colour>" with Promise Favor's, for F301B) and the Magnate's discards, "Magnate>supply:resource". */
  gifts?: string[];
}

export interface StartCampaignCommand {
  type: "startCampaign";
  /** Colours in clockwise order; the first holds the initiative (BR p.4 step B: a random player). */
  seats: Colour[];
  /** The shuffled action deck incl. the Event cards (BR p.4 steps C-E), top first. */
  actionDeck: string[];
  /** The shuffled campaign Court deck with one lore card per player shuffled in after the deal (BR p.4 steps I-J). */
  courtDeck: string[];
  /** The shuffled Govern the Imperial Reach cards (BR p.5 step M), top = first. */
  governOrder: string[];
  /** Each player's chosen "A" Fate, in seat order (BR p.6: each draws 2 and keeps 1 secretly). */
  fates: string[];
  /** Oracle: the number die for the Imperial clusters (BR p.5 step N). */
  numberDie: number;
  /** Oracle: the event die's planet symbol for the Free cities (BR p.5 step O). */
  eventDiePlanet: PlanetSymbol;
}

/** One of a player's two starting placements: 3 ships and a building (BR p.6). */
export interface PlaceStartCommand {
  type: "placeStart";
  player: Colour;
  system: SystemId;
  building: "city" | "starport";
}

/** Starts Act II or III from a campaign record (BR p.7), e.g. after importing it into a new save. */
export interface StartActCommand {
  type: "startAct";
  record: CampaignRecord;
  actionDeck: string[];
  courtDeck: string[];
  /**
   * The map carried over from the last Act, as the table reads it (BR p.7), with the dice below; all
   * absent when the table cannot read its map (BR p.7 steps C-E are then done by hand, the events say so).
   */
  map?: MapSnapshot;
  /** Oracle: the event die's planet symbol for the new Blight (BR p.7 step D). */
  eventDiePlanet?: PlanetSymbol;
  /** The ships in each player's supply bag, read with the map (a setup's scrap, fates/mapSteps.ts). */
  supply?: { [colour: string]: number };
  /** Oracle, 2 players only: the number die rolled twice for the ambition boxes (BR p.7 step E). */
  numberDice?: number[];
}

/** Plays an Event card on your turn instead of following (BR p.12). */
export interface PlayEventCommand {
  type: "playEvent";
  player: Colour;
  card: string;
}

/** The event phase's first step: the initiative holder calls a Summit or not (BR p.13). */
export interface EventSummitCommand {
  type: "eventSummit";
  player: Colour;
  call: boolean;
}

/** Oracle: the event and number dice as rolled by the initiative holder (BR p.13). */
export interface RollEventDiceCommand {
  type: "rollEventDice";
  player: Colour;
  event: EventSymbol;
  planet: PlanetSymbol;
  cluster: number;
}

/** Moves a player's objective marker on the Power track (the table lets the player move it; BR p.8). */
export interface SetObjectiveCommand {
  type: "setObjective";
  player: Colour;
  space: number;
}

/** Intermission steps A-E (BR pp.28-29), each resolved by the core in order. */
export interface IntermissionStepCommand {
  type: "intermission";
  step: "A" | "B" | "C" | "D" | "E";
  /** Step D only: the map as the table shows it (intermissionBoard.ts). */
  map?: MapSnapshot;
}

/** Intermission step F (BR p.29): the Fate cards each player drew (oracle) and their secret choice, revealed together. */
export interface ChooseFatesCommand {
  type: "chooseFates";
  choices: { player: Colour; drawn: string[]; chosen: string }[];
}

/** Summit actions (BR pp.16-17): Call to Order (Return Favors, Petition the Council, Leave or Revive the Empire) is the caller's; the
 * Negotiation actions (Invite to Empire, Promise Favor, Transfer Asset, Transfer Lore F514, Forgive F1411, Transfer Guild Support F414)
 * need the affected Rival's consent, given at the table before the command is sent; Export to the Galactic Core (F301B) is the Magnate's. */
export interface SummitActionCommand {
  type: "summit";
  player: Colour;
  action: "returnFavors" | "petitionCouncil" | "leaveEmpire" | "reviveEmpire" | "inviteToEmpire" | "promiseFavor" | "transferLore" | "forgive" | "transferGuild" | "transferAsset" | "exportResource" | "end";
  /** returnFavors: whose Favors; inviteToEmpire: the Outlaw invited; promiseFavor, transferLore, transferGuild, transferAsset: who receives; forgive: whose Outrage. */
  rival?: Colour;
  /** transferLore (F514), transferGuild (F414): the card given; transferAsset, exportResource (F301B): the resource given or discarded. */
  card?: string;
  /** transferGuild: whose play area the Guild card left, as the table saw it; transferAsset of a Favor (`card` "favor"): the agent's colour. */
  from?: Colour;
  /** returnFavors: how many. */
  count?: number;
}

/** What a Regent gives to an Imperial Demand (BR p.20). */
export interface DemandGift {
  player: Colour;
  /** A resource (Peace: relic/psionic; Escalation: material/fuel/weapon), "trophy"/"captive" (War),
   * "favor" (a Rival Regent with none gives an agent), "outlaw" (none and no agents: made Outlaw), "spared" (the same, and the
   * First Regent chooses not to: it stays a Regent, BR p.20 "may"), or "none". */
  gives: string;
}

/**
 * The First Regent resolves Govern the Imperial Reach (BR pp.20-21): enforce the Policy (Imperial
 * Demand from every Regent, then the Imperial Action) or replace it with another Policy.
 */
export interface GovernCommand {
  type: "govern";
  player: Colour;
  replaceWith?: Policy;
  demands?: DemandGift[];
  /** Peace: each Regent's cities still on the player board (decides the bonus city Power). */
  citiesOnBoard?: { player: Colour; cities: number }[];
  /** War: Weapons given from the Imperial Trust because the supply ran out. */
  weaponsFromTrust?: number;
  /** The Fate-set cards in the governor's play area that the rules read (Oath of Peace, fates/oaths.ts), as the table shows them. */
  playArea?: string[];
  /** Govern with Authority (F124-F126) while there are Outlaws: the map, for those with a Loyal city or Flagship controlled by the Empire. */
  map?: MapSnapshot;
  /** Escalation's Imperial Action: the ambitions' counts as the table reads them, for F701B's "winning an ambition". */
  snapshot?: ScoringSnapshot;
}

/** An edict the table resolves (Guild Envoys Depart, Fate edicts) is done (BR p.20). */
export interface EdictDoneCommand {
  type: "edictDone";
  card: string;
  /** Reach Rejects Overlord (F1703): the Overlord's Outrage as their board shows it */
  outrage?: ResourceType[];
  /** Peace Dividends (F1510), Lords Gain Power (F1619): the map with its Fate tokens (Ceasefires, Seats) */
  map?: MapSnapshot;
  /** Rebuke of the Keepers (F1903), Gain Monopolies (F318), Rebuke of the Empaths (F1412): the table's scoring counts (F1412: with the Outrage) */
  snapshot?: ScoringSnapshot;
  /** Gain Monopolies (F318): the tokens in each supply bag */
  supply?: CountsByType;
  /** Guilds Decry Terror (F619): the Court row as the table shows it (attached cards too), the Court deck; Judge Sets Agenda (F2405): the Judge pressing, what they declare (none: they decline); Use Imperial Foundries (F703): one replacement's system (the edict stays due) and the Imperial ship bag's count; Empire Balks at Peace (F1509): the cluster flipped to War (none: nothing flipped); Imperial Sponsor (F123): the Sponsored box, the resource added to the Trust; a chain's choice (`pick`) and the boards read (fates/edictChoices.ts); Call for Armistice (F215, F226): the Armistice the table reads out of the Court (`untuck`); Golems Sate Their Appetite (F521): the Awake Golems each player holds as the table read them (`awake`) */
  court?: CourtRowSnapshot[]; deck?: string[]; player?: Colour; declare?: { ambition: Ambition; marker: string }; replace?: SystemId; imperial?: number; flip?: number; box?: Ambition; adds?: ResourceType; pick?: string; table?: import("../court/types").TableState; untuck?: string; awake?: { [colour: string]: number };
}

export type CampaignCommand =
  | PlaceStartCommand
  | DeclareFateAmbitionCommand | GuessConspiracyCommand | HavenCommand | DeclareCommonwealthCommand | ParadeFleetsCommand
  | ResolveCrisesCommand | CarryOutBlightCommand | CarryOutCourtCommand
  | GrandAmbitionsCommand | GovernCommand | EdictDoneCommand | BookletCommand | SummitActionCommand
  | SecureCouncilCommand | ResolveCouncilCommand | SetDoctrineCommand | import("./fateCommandTypes").TeachCommand | import("./fateCommandTypes").RemoveIdealCommand | SeizeByOutrageCommand | OutrageCardCommand | import("./fateCommandTypes").OverlordOutrageCommand | import("./fateCommandTypes").AuthorityTopCommand | import("./fateCommandTypes").AwakenGolemsCommand | import("./fateCommandTypes").SpendGolemCommand | import("./handCardTypes").HandCardCommand
  | StartCampaignCommand | StartActCommand | PlayEventCommand | EventSummitCommand | RollEventDiceCommand
  | import("./fateCommandTypes").BreakWorldCommand | import("./fateCommandTypes").LeagueGainCommand | import("./fateCommandTypes").StoneSpeakersCommand | import("./fateCommandTypes").AttachCardCommand
  | SetObjectiveCommand | IntermissionStepCommand | ChooseFatesCommand | import("./fateCommandTypes").MapStepCommand | import("./fateCommandTypes").SetupRollCommand | import("./fateCommandTypes").BrokerPeaceCommand | import("./fateCommandTypes").ShareRumorCommand | import("./fateCommandTypes").ArbiterGiftCommand | import("./fateCommandTypes").PlaceClueCommand;

/** What the next Act needs, as plain JSON (BR p.30 "Packing Up": the log sheet). */
export interface CampaignRecord {
  /** 2 since the record carries the whole booklet (`rulesBooklet`); 3 since it carries each player's lore and the campaign Court deck. Version 1 and 2 records still load. */
  version: 1 | 2 | 3;
  nextAct: Act; // the Act to play next
  seats: Colour[];
  initiative: Colour;
  /** `lore` (version 3): the lore cards in the player's play area, kept between Acts (BR p.30 "preserve ... everyone's play areas"). */
  players: { colour: Colour; fate: string; power: number; title: Title; favors: Colour[]; lore?: string[] }[];
  firstRegent?: Colour;
  /** The Edict cards in slot order (version 1's only booklet field; in version 2 the Edicts side of `rulesBooklet`, flat). */
  booklet: string[];
  /** Version 2: the whole rules booklet, both sides by slot (BR p.30 "Keep all of the cards in the rules booklet"). */
  rulesBooklet?: RulesBooklet;
  policy: Policy;
  /**
   * Version 3, written by the table: every card of the campaign Court deck once the Intermission
   * cleared the Court (BR p.28 B: the row back into the deck; BR p.30 the deck is kept): the CC cards
   * not secured, the lore shuffled in at Act I (BR p.5 step J) and not secured, the Fate-set cards the
   * Resolutions added (BR p.28 A). The next Act shuffles it (BR p.7 step B). Absent: the table does not know it.
   */
  courtDeck?: string[];
  /** The log sheet's Fate details (BR p.30), read by the table at the Act's end: the Ideal markers on the ambition boxes (F824), the pieces on Breaking Worlds (F1110). */
  ideals?: IdealRead[];
  breakingWorlds?: RecordedPiece[];
}

export const CAMPAIGN_RECORD_VERSION = 3;
