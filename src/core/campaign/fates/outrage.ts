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
 */
import type { Colour, ResourceType } from "../../data/vocabulary";
import { RESOURCE_TYPES } from "../../data/vocabulary";
import type { Command, GameState } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import type { Result } from "../../result";
import { refuse } from "../../result";
import type { OutrageOutcome } from "../../resources/resources";
import { isOutraged, provokeOutrage } from "../../resources/resources";
import { playerIndex, resourceName } from "../../court/types";
import { roundTurnRefusal } from "../../game/rounds";
import { actedThisTurn } from "../../game/actions";
import { campaignCourtCards } from "../courtCards";
import { bookletCards, rulesBookletOf } from "../booklet";
import type { CampaignState } from "../types";
import type { SeizeByOutrageCommand } from "../outrageTypes";

const PARTISAN = "FATE06";
export const GUILD_LOYALTY = "F424";

/** The Partisan Seizing card binding `colour`, in the game's words, if one does. */
export function partisanSeizing(c: CampaignState, colour: Colour): string | undefined {
  if (bookletCards(rulesBookletOf(c).laws).indexOf("F616") >= 0) return "Partisan Seizing (F616, in the rules booklet)";
  for (const p of c.players) if (p.colour === colour && p.fate === PARTISAN) return "Partisan Seizing (F603)";
  return undefined;
}

/** The Outrage `c` Provokes, decided on the table it carries (for the module and for the table acting it out). */
export function seizeOutrage(c: SeizeByOutrageCommand): Result<OutrageOutcome> {
  const t = c.court;
  const i = typeof t !== "object" || t === undefined || !Array.isArray(t.players) || RESOURCE_TYPES.indexOf(c.outrage) < 0 ? -1 : playerIndex(t, c.player);
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
  if (acted !== undefined) return `${c.player} can no longer seize the initiative: it is seized before any actions, Prelude actions included, and ${c.player} ${acted} (p.10, p.20)`;
  const r = seizeOutrage(c);
  if (!r.ok) return r.reason;
  round.seizedBy = c.player;
  s.initiative = c.player;
  s.events.push({ kind: "seized", player: c.player, text: `${c.player} Provokes ${resourceName(c.outrage)} Outrage and seizes the initiative (${by})` });
  return undefined;
}

export const fateOutrage: RuleModule<Command> = {
  id: "fate outrage",
  inForce: (s: GameState) => s.campaign !== undefined,
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => {
    if (c.type === "seizeByOutrage") return seizeByOutrage(s, c);
    if (c.type === "seize") {
      const by = partisanSeizing(s.campaign as CampaignState, c.player);
      if (by !== undefined) return `${by}: you cannot seize by discarding a second card; Provoke Outrage instead`;
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
