/**
 * The campaign's rule modules, outermost first (docs/core-guidelines.md "Rule modules"). The entry
 * points compose them in front of the base rules (src/core/rules.ts). A Fate's automated rules are
 * a new module file listed here, in front of the campaign module.
 */
import type { Command } from "../game/types";
import type { RuleModule } from "../game/ruleModules";
import { merchantLeague } from "./fates/merchantLeague";
import { campaignRules, campaignStart } from "./module";
import { fateSetups } from "./fates/setups";
import { fateMapSteps } from "./fates/mapSteps";
import { fateObjectiveMoments } from "./fates/objectiveMoments";
import { deadLive } from "./fates/deadLive";
import { bookletLaws } from "./fates/laws";
import { faithfulCards } from "./fates/faithful";
import { fateStealCards } from "./fates/battleCards";
import { fateOaths, oathOfPeaceGovern } from "./fates/oaths";
import { fateOutrage } from "./fates/outrage";
import { golemBeacon } from "./fates/golems";
import { commonwealthAmbition } from "./fates/commonwealth";
import { guildOverseers } from "./fates/overseers";
import { conspiracies } from "./fates/conspiracies";
import { pirateHaven } from "./fates/haven";
import { imperialSponsor } from "./fates/fateEdicts";
import { peaceAccords } from "./fates/brokerPeace";
import { sharingRumors } from "./fates/shareRumor";
import { theArbiter } from "./fates/arbiter";
import { pathfinderClues } from "./fates/clues";

/**
 * The setups' map steps and event-die rolls (fates/mapSteps.ts, setupRolls.ts) in front of the setups, which they read. The Act I Fates' setups stand in front of the campaign's start, which reveals the Fates (fates/setups.ts);
 * the objectives counted at their moment (fates/objectiveMoments.ts) in front of the campaign's rules,
 * so they see what a command did under them, The Dead Live's count (fates/deadLive.ts) too; the Laws that change what the scoring counts
 * (fates/laws.ts) behind the campaign's rules, so the base scoring counts under them while the
 * campaign's objectives read the table's own counts; the Fate-set Cartels' after-scoring lines
 * (fates/monopolies.ts) there too. The Believer's Faithful cards in card play
 * (fates/faithful.ts) behind the campaign's rules too, so an Event's refusals and a waiting event
 * come first, and a Fate ambition's declaration reaches them. Honor Guard's refusal of a steal
 * (fates/battleCards.ts) in front of the campaign's rules, as a Fate's card beats a campaign rule.
 * The Lore that forbids its holder an ambition (fates/oaths.ts) behind the campaign's rules too, so
 * the campaign's objectives read the Power it pays, with Oath of Peace's Govern in front of them
 * (the campaign's Govern is its own). Partisan Seizing's seize by Outrage (fates/outrage.ts) behind
 * them too, so an Event's and the Edicts' refusals come first. The Commonwealth Ambition's scoring
 * (fates/commonwealth.ts) behind the oaths, so they bind a Member's share too; the Caretaker's Golem Beacon
 * (fates/golems.ts; Golem Actions' spend too) after the Outrage cards. Guild Overseers' limit on Guild card actions
 * (fates/overseers.ts) inside the objectives, so a refused action advances none. The Conspirator's
 * Conspiracies (fates/conspiracies.ts) in front of the campaign's rules, so a Fate ambition's declare
 * keeps its marker Available too. The Pirate Haven (fates/haven.ts) there too: it holds
 * Act III's last score until the Haven is revealed, before the grand ambitions' refusal. Imperial
 * Sponsor's declare (F123, fates/fateEdicts.ts) there too, inside the objectives (the Power it gives
 * counts for them), around every way the campaign declares. Peace Accords' Broker Peace
 * (fates/brokerPeace.ts) in front of the campaign's rules, a Summit's Negotiation action of its own, and
 * Sharing Rumors' Share Rumor (fates/shareRumor.ts) beside it. The Arbiter's gifts at the start of
 * scoring (fates/arbiter.ts) there too: it clears their count once a score is applied. The
 * Pathfinder's Clues placed in Act II (fates/clues.ts) beside them.
 */
export const CAMPAIGN_MODULES: readonly RuleModule<Command>[] = [
  merchantLeague, fateMapSteps, fateSetups, fateObjectiveMoments, deadLive, campaignStart, guildOverseers, fateStealCards, oathOfPeaceGovern, conspiracies, pirateHaven, imperialSponsor, peaceAccords, sharingRumors, theArbiter, pathfinderClues, campaignRules, fateOaths, commonwealthAmbition, faithfulCards, fateOutrage, golemBeacon, bookletLaws,
];
