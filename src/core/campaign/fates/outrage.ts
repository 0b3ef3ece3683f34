/**
 * Fate-set cards about Outrage the core enforces (issue 35). Outrage is the table's read of each
 * player's board (court/types.ts PlayerHoldings `outrage`), carried by the command that needs it;
 * Provoking it is the base rule (resources.ts provokeOutrage, base p.16, p.22). Texts: seed 003.
 * - F603 Partisan Seizing (Ability, the Partisan's) and F616 (its Law, a rule for everyone while in
 *   the rules booklet, BR p.9): "You cannot seize the initiative by discarding a second action card.
 *   Instead, you may seize the initiative when you play a card if you choose to Provoke Outrage with
 *   a non-Outraged resource." The base `seize` is refused; `seizeByOutrage` seizes as the base seize
 *   does (after the card is played, before any action, p.10; not by the holder, once a round).
 *   F603 binds the Partisan (FATE06), who gains it in the setup (F601A) and keeps it while the
 *   Partisan ("Scrap this and clear all your Outrage if you're not the Partisan": its scrap is the
 *   table's; the core reads the card by its holder's Fate, so it binds no other player).
 * - F424 Guild Loyalty (Lore): "When you Provoke Outrage, you do not discard Guild cards" -- read in
 *   the Outraged player's play area (the command's `cards`).
 * - F617 People's Hero (Lore): "When you declare an ambition, you may clear 1 Outrage you have as long
 *   as you have more Guild cards of the Outrage type than each Rival." `outrageCard` on the turn its
 *   sender declared (`round.declaredBy`, a declare is on the declarer's turn), once that turn, the
 *   Guild cards counted on the boards as read.
 * - F625 Sower of Division (Lore): "At the end of a round, when you get the initiative marker from
 *   Surpassing, you may place a Loyal agent on a Rival's empty Outrage slot. (This does not Provoke
 *   Outrage.)" The round's end keeps who got it (`campaign.surpassed`, Act III: the card comes with
 *   F624A) until the next round's first play; one agent, nothing discarded.
 * The holder of F617 or F625 is the table's read: the buttons lie on the card in its holder's play area.
 * - F1103B Breaking Worlds' `breakWorld` (everyone Provokes Outrage of a broken planet's type): fates/breakWorld.ts.
 */
import type { Colour, ResourceType } from "../../data/vocabulary";
import { RESOURCE_TYPES } from "../../data/vocabulary";
import type { Command, GameState } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import type { Result } from "../../result";
import { refuse } from "../../result";
import type { OutrageOutcome } from "../../resources/resources";
import { isOutraged, provokeOutrage } from "../../resources/resources";
import type { PlayerHoldings } from "../../court/types";
import { playerIndex, resourceName } from "../../court/types";
import { roundTurnRefusal, surpassWinner } from "../../game/rounds";
import { actedThisTurn, turnActions } from "../../game/actions";
import { courtCard } from "../../data/court";
import { campaignCourtCards } from "../courtCards";
import { lawInForce } from "./laws";
import type { CampaignState } from "../types";
import type { OutrageCardCommand, SeizeByOutrageCommand } from "../fateCommandTypes";
import { logEvent } from "../../game/util";
import { breakWorld } from "./breakWorld";
import { authorityTop, boardIndex, overlordOutrage } from "./setupPieces";

const PARTISAN = "FATE06";
export const GUILD_LOYALTY = "F424";

/** The Partisan Seizing card binding `colour`, in the game's words, if one does. */
export function partisanSeizing(c: CampaignState, colour: Colour): string | undefined {
  if (lawInForce(c, "F616")) return "Partisan Seizing (F616, in the rules booklet)";
  for (const p of c.players) if (p.colour === colour && p.fate === PARTISAN) return "Partisan Seizing (F603)";
  return undefined;
}

/** The Outrage `c` Provokes, decided on the table it carries (for the module and for the table acting it out). */
export function seizeOutrage(c: SeizeByOutrageCommand): Result<OutrageOutcome> {
  const t = c.court;
  const i = boardIndex(t, c.outrage, c.player);
  if (i < 0) return refuse("send an Outrage type and the boards");
  if (isOutraged(t.players[i], c.outrage)) return refuse(`${c.player} is Outraged of ${resourceName(c.outrage)}: choose a non-Outraged resource`);
  return provokeOutrage(t, c.player, c.outrage, campaignCourtCards, Array.isArray(c.cards) && c.cards.indexOf(GUILD_LOYALTY) >= 0);
}

function seizeByOutrage(s: GameState, c: SeizeByOutrageCommand): string | undefined {
  const by = partisanSeizing(s.campaign as CampaignState, c.player);
  if (by === undefined) return "Partisan Seizing is not in play";
  const turn = roundTurnRefusal(s, c.player);
  if (turn !== undefined) return turn;
  const round = s.round as NonNullable<GameState["round"]>;
  if (c.player === s.initiative) return "the initiative holder cannot seize the initiative";
  if (round.seizedBy !== undefined) return `the initiative was already seized this round by ${round.seizedBy}`;
  if (!round.played) return `${by}: play your card first`;
  const acted = actedThisTurn(s, c.player);
  if (acted !== undefined) return `${c.player} can no longer seize the initiative: it is seized before any actions, Prelude ones too, and ${c.player} ${acted} (p.10, p.20)`;
  const r = seizeOutrage(c);
  if (!r.ok) return r.reason;
  round.seizedBy = c.player;
  s.initiative = c.player;
  logEvent(s, "seized", c.player, `${c.player} Provokes ${resourceName(c.outrage)} Outrage and seizes the initiative (${by})`);
  return undefined;
}

/** A Guild card's suit: a base, campaign or Fate-set Guild card (BR p.27); undefined for any other card. */
export function guildSuit(id: string): string | undefined {
  const d = courtCard(id) ?? campaignCourtCards(id);
  return d !== undefined && d.kind === "guild" ? d.suit : undefined;
}

function guildCount(p: PlayerHoldings, type: ResourceType): number {
  return p.guildCards.filter((id) => guildSuit(id) === type).length;
}

const HERO = "F617";

/** People's Hero clears an Outrage (F617), Sower of Division places one on a Rival (F625): see the head of this file. */
function outrageCard(s: GameState, c: OutrageCardCommand): string | undefined {
  const hero = c.card === HERO;
  const name = hero ? "People's Hero (F617)" : "Sower of Division (F625)";
  const t = c.court;
  const i = !hero && c.card !== "F625" ? -1 : boardIndex(t, c.outrage, c.player);
  if (i < 0) return "send an Outrage type and the boards";
  const type = resourceName(c.outrage);
  if (hero) {
    // A declare is on the declarer's turn: the round's declarer, on their turn, not yet this turn.
    const r = s.round;
    const a = turnActions(s, c.player);
    const used = a.cardPreludes ?? [];
    if (r === undefined || r.order[r.turn] !== c.player || r.declaredBy !== c.player || used.indexOf(HERO) >= 0) return `${name}: when you declare an ambition`;
    if (!isOutraged(t.players[i], c.outrage)) return `${c.player} is not Outraged of ${type}`;
    const mine = guildCount(t.players[i], c.outrage);
    for (const p of t.players) if (p.colour !== c.player && guildCount(p, c.outrage) >= mine) return `${name}: you need more ${type} Guild cards than ${p.colour}`;
    s.actions = { ...a, cardPreludes: used.concat([HERO]) };
    logEvent(s, "cardAction", c.player, `${c.player} clears ${type} Outrage (${name})`);
    return undefined;
  }
  const campaign = s.campaign as CampaignState;
  const w = campaign.surpassed;
  // The round count starts again each chapter: a chapter of one round is all that could meet an old count.
  if (w === undefined || w.player !== c.player || w.round !== s.roundCount || (s.round !== undefined && s.round.plays.length > 0)) {
    return `${name}: only as you get the initiative by Surpassing`;
  }
  const j = c.rival === c.player ? -1 : playerIndex(t, c.rival as Colour);
  if (j < 0) return `${name}: choose a Rival`;
  if (isOutraged(t.players[j], c.outrage)) return `${c.rival} is Outraged of ${type}`;
  if (t.players[i].agentSupply < 1) return `${c.player} has no agent in supply`;
  campaign.surpassed = undefined;
  logEvent(s, "cardAction", c.player, `${c.player}'s agent on ${c.rival}'s ${type} Outrage (${name})`);
  return undefined;
}

/** A round ended by `c` in Act III: who got the initiative marker from Surpassing, if anyone (F625). The campaign is copied for an endTurn. */
function endTurn(s: GameState, c: Command, next: RuleStep<Command>): string | undefined {
  const round = s.round;
  const before = s.initiative;
  const r = next(s, c);
  const campaign = s.campaign as CampaignState;
  if (r !== undefined || round === undefined || campaign.act !== "III" || (s.round !== undefined && s.round.number === round.number)) return r;
  const w = surpassWinner(round);
  if (w !== undefined && w.player !== before) campaign.surpassed = { player: w.player, round: s.roundCount };
  else campaign.surpassed = undefined;
  return undefined;
}

export const fateOutrage: RuleModule<Command> = {
  id: "fate outrage",
  inForce: (s: GameState) => s.campaign !== undefined,
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => {
    if (c.type === "seizeByOutrage") return seizeByOutrage(s, c);
    if (c.type === "outrageCard") return outrageCard(s, c);
    if (c.type === "breakWorld") return breakWorld(s, c);
    if (c.type === "overlordOutrage") return overlordOutrage(s, c);
    if (c.type === "authorityTop") return authorityTop(s, c);
    if (c.type === "endTurn") return endTurn(s, c, next);
    if (c.type === "seize") {
      const by = partisanSeizing(s.campaign as CampaignState, c.player);
      if (by !== undefined) return `${by}: you cannot seize by discarding a card; Provoke Outrage instead`;
    }
    return next(s, c);
  },
};

/** Reach Rejects Overlord (F1703): the Power the Overlord loses for their number of Outrage. */
const OVERLORD_LOSS: readonly number[] = [0, 1, 3, 6, 8, 10];

export function overlordLoss(outrage: readonly ResourceType[]): number {
  let n = 0;
  for (const r of RESOURCE_TYPES) if (outrage.indexOf(r) >= 0) n++;
  return OVERLORD_LOSS[n];
}
