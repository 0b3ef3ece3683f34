/**
 * The campaign rule module (the seam: src/core/game/ruleModules.ts). In force when the state holds
 * a campaign; it owns the campaign's commands and stands in front of the base rules it changes.
 */
import type { Command, GameState, ScoreCommand } from "../game/types";
import type { RuleModule, RuleStep, StateVocabulary } from "../game/ruleModules";
import { AID_CARDS, COUNCIL_DECIDED, IMPERIAL_COUNCIL, eventCardsFor } from "../data/campaign/aidCards";
import { CARETAKER_EVENT } from "./fates/actionDeck";
import { FAITHFUL_CARDS } from "./fates/faithful";
import { LORE_CARDS } from "../data/lore";
import { campaignCourtCardIds, campaignCourtCards, councilSlotRefusal } from "./courtCards";
import { court } from "../game/tableActions";
import { cardAction } from "../powers/cardActions";
import { checkCampaignInvariants } from "./invariants";
import { campaignStateProblems } from "./validate";
import { scoreInCampaign, startAct, startCampaign } from "./flow";
import type { CampaignState } from "./types";
import { copyCampaign } from "./copy";
import { NON_PLAYER_OWNERS } from "../data/vocabulary";
import { resolveCouncil, secureCouncil } from "./council";
import { takeFromTrust, trustSteals, withFrozenTrust } from "./frozenTrust";
import { summitAction } from "./summit";
import { edictDone, govern } from "./edicts";
import { bookletCommand } from "./booklet";
import { grandAmbitions } from "./grandAmbitions";
import { placeStart } from "./actOneSetup";
import { declareFateAmbition } from "./fateAmbitions";
import { declareCommonwealth, spiritTies } from "./fates/commonwealth";
import { paradeFleets } from "./fates/paradeFleets";
import { feudalCourt } from "./fates/feudalCourts";
import { handCardAction } from "./fates/handCards";
import { resolveCrises } from "./crises";

import { purgeSecured } from "./fates/purgeSecured";
import { commandChaos, seekPortal } from "./fates/seekPortal";
import { intrigueSecured, plotToKidnap, stormsSecured } from "./crisesVox";
import { carryOutBlight } from "./crisesCarry";
import { carryOutCourt } from "./crisesCourtCarry";
import { battleUnderTheLaws } from "./battleLaws";
import { campaignMapAction } from "./mapActions";
import { chooseFates, intermissionStep, setObjective } from "./intermission";
import { handlersByType } from "../util/byType";
import { attachCard } from "./courtAttach";
import { mulliganKeepingEvents, endTurnWithEvents, eventPhaseRefusal, eventRefusal, eventSummit, onlyEventsRefusal, playEvent, rollEventDice, stoneSpeakers } from "./events";

/**
 * The campaign's commands of the chapters (events, the Summit, Edicts, Crises, the Council), each
 * exclusive of the others: found by one lookup instead of a comparison per command in Lua.
 */
type CampaignStep = (this: void, s: GameState, c: never, next: RuleStep<Command>) => string | undefined;
const CAMPAIGN_STEPS = handlersByType<CampaignStep>({
  eventSummit,
  summit: summitAction,
  govern,
  grandAmbitions,
  edictDone,
  rollEventDice,
  playEvent,
  secureCouncil,
  declareFateAmbition,
  declareCommonwealth,
  paradeFleets,
  resolveCrises,
  carryOutBlight,
  carryOutCourt,
  resolveCouncil,
  handCardAction,
  stoneSpeakers,
});

/** Campaign commands are accepted before any campaign exists (they create it). */
export const campaignStart: RuleModule<Command> = {
  id: "campaign start",
  inForce: (s: GameState) => s.campaign === undefined && s.phase === "setup",
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => {
    if (c.type === "startCampaign") return startCampaign(s, c);
    if (c.type === "startAct") return startAct(s, c);
    return next(s, c);
  },
};

export const campaignRules: RuleModule<Command> = {
  id: "campaign",
  inForce: (s: GameState) => s.campaign !== undefined,
  // Events join the action deck, the campaign Court and aid cards the Court, an Intermission
  // follows Act III's chapters, Power may go negative (BR p.9), and an Act has no setup card.
  widenState: (v: StateVocabulary) => ({
    // The Believer's Faithful cards too, once secured from the Court into a hand (F813).
    actionCards: v.actionCards.concat(eventCardsFor(4), [CARETAKER_EVENT], FAITHFUL_CARDS),
    // The Council (one card, two sides), the campaign Court, and one Lore per player shuffled in (BR p.5).
    // Fate-set Guild and Vox cards too: Resolutions add them to the Court deck (BR p.28 A).
    courtCards: v.courtCards.concat([IMPERIAL_COUNCIL], campaignCourtCardIds(), AID_CARDS.map((c) => c.id), LORE_CARDS.map((c) => c.id)),
    phases: v.phases.concat(["intermission"]),
    playModes: v.playModes.concat(["event"]),
    minPower: -1000,
    setupCard: false,
    // The Empire, the Free States and the Blight may defend in battle (BR pp.11, 15, 19).
    defenders: v.defenders.concat(NON_PLAYER_OWNERS),
    waived: v.waived.concat(["Red has negative Power", "Blue has negative Power", "Yellow has negative Power", "White has negative Power"]),
  }),
  stateProblems: (s: { [field: string]: unknown }) => campaignStateProblems(s),
  invariants: (s: GameState) => checkCampaignInvariants(s),
  copies: { campaign: copyCampaign },
  // The event dice and Crises step (events.ts, crisesStep.ts) replace `campaign` and `markers` whole.
  replaceOnly: ["eventSummit", "rollEventDice", "resolveCrises"],
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => {
    const campaign = s.campaign as CampaignState;
    // The type read once: every comparison below would read it again (a battle step makes ~20 in Lua).
    const { type } = c;
    if (type === "startCampaign") return "the campaign has already started";
    if (type === "startAct") return startAct(s, c);
    if (campaign.stage === "over") return `the campaign is over: ${String(campaign.winner)} won`;
    // Fates change the booklet in their setups (before the placements), objectives and resolutions
    // (the Intermission, BR p.28 A): at any stage of an Act, even while an event is resolved.
    if (type === "booklet") return bookletCommand(s, c);
    if (type === "placeStart") return placeStart(s, c);
    if (campaign.stage === "setup") {
      const setup = campaign.setup;
      const due = setup === undefined ? "" : setup.order[setup.placements.length];
      return `first place the starting pieces: ${due} is next (BR p.6)`;
    }
    if (type === "setObjective") return setObjective(s, c);
    if (type === "intermission") return intermissionStep(s, c);
    if (type === "chooseFates") return chooseFates(s, c);
    if (campaign.stage === "intermission") return `Act ${campaign.act} is over: resolve the Intermission first (BR p.28)`;
    if (type === "setup") return "a campaign Act is set up with startCampaign or startAct";
    // An attach a card's text asks comes when it is drawn or its Crisis resolved, whatever step waits (BR p.27).
    if (type === "attachCard") return attachCard(s, c);
    const waiting = eventPhaseRefusal(s, c);
    if (waiting !== undefined) return waiting;
    const step = CAMPAIGN_STEPS[type];
    if (step !== undefined && step.type === type) return step.run(s, c as never, next);
    const refused = onlyEventsRefusal(s, c) ?? eventRefusal(s, c);
    if (refused !== undefined) return refused;
    // The Trust is the First Regent's frozen resources in every Court and board the table reads (BR p.27).
    if (type === "battle" || type === "court" || type === "cardAction") c = withFrozenTrust(s, c);
    // A Prelude stealing from the Trust (Silver-Tongues, BR p.21): the Trust loses what the base steal took.
    const fromTrust = trustSteals(c);
    if (fromTrust.length > 0) {
      const r = next(s, c);
      if (r === undefined) takeFromTrust(s, fromTrust);
      return r;
    }
    if (type === "endTurn") return endTurnWithEvents(s, c, next);
    if (type === "mulligan") return mulliganKeepingEvents(s, c, next);
    if (type === "score") return scoreInCampaign(s, c, next as RuleStep<ScoreCommand>);
    if (type === "battle") return battleUnderTheLaws(s, c, next);
    // The map's actions under the Empire's Laws, the Free States, the Blight and Flagships (mapActions.ts).
    if (type === "mapAction") return campaignMapAction(s, c);
    // The campaign's Court and Fate-set cards are secured like the base Court's (BR p.27); a player
    // not at the table is the base rules' refusal.
    // BR p.14, AID01B "You cannot influence or secure this card": a Decided Council takes no agent.
    if (type === "takeAction" && c.action === "influence" && c.card === IMPERIAL_COUNCIL && campaign.council !== "inSession") return COUNCIL_DECIDED;
    // Feudal Courts (F1618): a card with a Court token is its Fief's Lord's and Vassals'.
    const feudal = (type === "takeAction" && c.action === "influence") || type === "court" ? feudalCourt(s, c.player, c.fief) : undefined;
    if (typeof feudal === "string") return feudal;
    // Dealmakers' Bargain (F103) secures for a Rival: the campaign's Guild cards (never the Council,
    // no Guild card, BR p.14: court/secure.ts bargainSecure refuses it).
    if (type === "cardAction" && typeof c.action === "object" && c.action.kind === "bargain") return cardAction(s, c, campaignCourtCards);
    if (type === "court" && s.phase === "play" && s.seats.indexOf(c.player) >= 0) {
      const a = c.action;
      // BR p.14: the Imperial Council has its own secure (secureCouncil), never a Court slot's.
      const council = typeof a === "object" && a !== undefined && a.kind === "secure" ? councilSlotRefusal(a.court, a.slot) : undefined;
      const r = council ?? commandChaos(s, c, () => seekPortal(s, c, () => plotToKidnap(s, c, () => court(s, c, campaignCourtCards, false, spiritTies(s.seats, c.player, c.playAreas), feudal))));
      if (r === undefined) {
        intrigueSecured(s, c.player);
        purgeSecured(s, c.player);
        stormsSecured(s, c.player);
      }
      return r;
    }
    return next(s, c);
  },
};
