/**
 * The campaign rule module (the seam: src/core/game/ruleModules.ts). In force when the state holds
 * a campaign; it owns the campaign's commands and stands in front of the base rules it changes.
 */
import type { Command, GameState, ScoreCommand } from "../game/types";
import type { RuleModule, RuleStep, StateVocabulary } from "../game/ruleModules";
import { AID_CARDS, IMPERIAL_COUNCIL, eventCardsFor } from "../data/campaign/aidCards";
import { LORE_CARDS } from "../data/lore";
import { campaignCourtCardIds, campaignCourtCards, councilSlotRefusal } from "./courtCards";
import { court } from "../game/tableActions";
import { checkCampaignInvariants } from "./invariants";
import { scoreInCampaign, startAct, startCampaign } from "./flow";
import type { CampaignState } from "./types";
import { copyCampaign } from "./copy";
import { NON_PLAYER_OWNERS } from "../data/vocabulary";
import { resolveCouncil, secureCouncil } from "./council";
import { summitAction } from "./summit";
import { edictDone, govern } from "./edicts";
import { bookletCommand } from "./booklet";
import { grandAmbitions } from "./grandAmbitions";
import { placeStart } from "./actOneSetup";
import { declareFateAmbition } from "./fateAmbitions";
import { resolveCrises } from "./crises";
import { carryOutBlight } from "./crisesCarry";
import { carryOutCourt } from "./crisesCourtCarry";
import { battleUnderTheLaws } from "./battleLaws";
import { chooseFates, intermissionStep, setObjective } from "./intermission";
import { mulliganKeepingEvents, endTurnWithEvents, eventPhaseRefusal, eventRefusal, eventSummit, onlyEventsRefusal, playEvent, rollEventDice } from "./events";

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
    actionCards: v.actionCards.concat(eventCardsFor(4)),
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
  invariants: (s: GameState) => checkCampaignInvariants(s),
  copies: { campaign: copyCampaign },
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => {
    const campaign = s.campaign as CampaignState;
    if (c.type === "startCampaign") return "the campaign has already started";
    if (c.type === "startAct") return startAct(s, c);
    if (campaign.stage === "over") return `the campaign is over: ${String(campaign.winner)} won`;
    // Fates change the booklet in their setups (before the placements), objectives and resolutions
    // (the Intermission, BR p.28 A): at any stage of an Act, even while an event is resolved.
    if (c.type === "booklet") return bookletCommand(s, c);
    if (c.type === "placeStart") return placeStart(s, c);
    if (campaign.stage === "setup") {
      const setup = campaign.setup;
      const due = setup === undefined ? "" : setup.order[setup.placements.length];
      return `first place the starting pieces: ${due} places 3 ships and a building at a planet with an Imperial ship (BR p.6)`;
    }
    if (c.type === "setObjective") return setObjective(s, c);
    if (c.type === "intermission") return intermissionStep(s, c);
    if (c.type === "chooseFates") return chooseFates(s, c);
    if (campaign.stage === "intermission") return `Act ${campaign.act} is over: resolve the Intermission first (BR p.28)`;
    if (c.type === "setup") return "a campaign Act is set up with startCampaign or startAct";
    const waiting = eventPhaseRefusal(s, c);
    if (waiting !== undefined) return waiting;
    if (c.type === "eventSummit") return eventSummit(s, c);
    if (c.type === "summit") return summitAction(s, c);
    if (c.type === "govern") return govern(s, c);
    if (c.type === "grandAmbitions") return grandAmbitions(s, c);
    if (c.type === "edictDone") return edictDone(s, c);
    if (c.type === "rollEventDice") return rollEventDice(s, c);
    if (c.type === "playEvent") return playEvent(s, c);
    if (c.type === "secureCouncil") return secureCouncil(s, c);
    if (c.type === "declareFateAmbition") return declareFateAmbition(s, c, next);
    if (c.type === "resolveCrises") return resolveCrises(s, c);
    if (c.type === "carryOutBlight") return carryOutBlight(s, c);
    if (c.type === "carryOutCourt") return carryOutCourt(s, c);
    if (c.type === "resolveCouncil") return resolveCouncil(s, c);
    const refused = onlyEventsRefusal(s, c) ?? eventRefusal(s, c);
    if (refused !== undefined) return refused;
    if (c.type === "endTurn") return endTurnWithEvents(s, c, next);
    if (c.type === "mulligan") return mulliganKeepingEvents(s, c, next);
    if (c.type === "score") return scoreInCampaign(s, c, next as RuleStep<ScoreCommand>);
    if (c.type === "battle") return battleUnderTheLaws(s, c, next);
    // The campaign's Court and Fate-set cards are secured like the base Court's (BR p.27); a player
    // not at the table is the base rules' refusal.
    if (c.type === "court" && s.phase === "play" && s.seats.indexOf(c.player) >= 0) {
      const a = c.action;
      // BR p.14: the Imperial Council has its own secure (secureCouncil), never a Court slot's.
      const council = typeof a === "object" && a !== undefined && a.kind === "secure" ? councilSlotRefusal(a.court, a.slot) : undefined;
      return council !== undefined ? council : court(s, c, campaignCourtCards);
    }
    return next(s, c);
  },
};
