/**
 * The Imperial Council (BR p.14; AID01A/B): the leftmost Court card, never buried, scrapped or
 * discarded. Secured In Session, it flips to Decided; at round end it returns to the Court and its
 * securer resolves it instead of any event: Summit, then First Regent for a Regent or a steal from
 * the Imperial Trust for an Outlaw (the First Regent loses 1 Power per resource), then Crises or
 * Edicts by choice. It never leaves the Court (campaign invariant) but tucked while Decided: `council`
 * says which side is up, the dealt `court.row` does not.
 */
import { playerState, roundTurnRefusal } from "../game/rounds";
import { COUNCIL_DECIDED } from "../data/campaign/aidCards";
import type { Colour } from "../data/vocabulary";
import { swornGuardians } from "../court/guildCards";
import { anyCourtCardName } from "./courtCards";
import { RESOURCE_TYPES } from "../data/vocabulary";
import type { GameState, PlayerState, RoundState } from "../game/types";
import { startEdicts } from "./edicts";
import type { CampaignPlayer, CampaignRound, CampaignState, ResolveCouncilCommand, SecureCouncilCommand } from "./types";
import { logEvent } from "../game/util";
import { campaignPlayer } from "./fates/setupWords";

/** The refusal of an influence or secure on a Decided Council (BR p.14; AID01B). */

export function secureCouncil(s: GameState, c: SecureCouncilCommand): string | undefined {
  const campaign = s.campaign as CampaignState;
  const turn = roundTurnRefusal(s, c.player);
  if (turn !== undefined) return turn;
  const round = s.round as RoundState;
  if (!round.played) return `${c.player} must play a card before taking actions`;
  if (campaign.council !== "inSession") return COUNCIL_DECIDED;
  if (campaign.round === undefined || campaign.round.number !== round.number) {
    const fresh: CampaignRound = { number: round.number, eventsBy: [] };
    campaign.round = fresh;
  }
  campaign.round.councilSecuredBy = c.player;
  campaign.council = "decided";
  logEvent(s, "followed", c.player, `${c.player} secures the Imperial Council: it flips to Decided, under the played card (BR p.14)`);
  return undefined;
}

/**
 * Sworn Guardians (BC22, CC09) held by the First Regent: "Rivals cannot steal your resources", the
 * frozen ones of the Imperial Trust included (BR p.27: Rivals can steal frozen resources, so a card
 * that forbids stealing forbids this too). An Outlaw's steal needs the First Regent's Guild cards as read.
 */
function trustGuarded(fr: Colour | undefined, c: ResolveCouncilCommand): string | undefined {
  if (fr === undefined || !Array.isArray(c.steal) || c.steal.length === 0) return undefined;
  if (!Array.isArray(c.firstRegentGuildCards)) return `to steal from the Imperial Trust, show ${fr}'s Guild cards (Sworn Guardians stops it)`;
  const guardian = swornGuardians(c.firstRegentGuildCards.filter((id) => typeof id === "string"));
  if (guardian === undefined) return undefined;
  return `${fr} has ${anyCourtCardName(guardian)}: Rivals cannot steal their resources or the Imperial Trust (BR p.27)`;
}

export function resolveCouncil(s: GameState, c: ResolveCouncilCommand): string | undefined {
  const campaign = s.campaign as CampaignState;
  const ep = campaign.eventPhase;
  if (ep === undefined || ep.council !== true) return "the Imperial Council is not waiting to be resolved";
  if (ep.step === "inSummit") return `first finish the Summit called by ${ep.player} (BR p.16)`;
  if (ep.step !== "council") return `${ep.player} first decides on a Summit (BR p.14)`;
  if (c.player !== ep.player) return `${ep.player} secured the Imperial Council and resolves it (BR p.14)`;
  if (c.resolve !== "Crises" && c.resolve !== "Edicts") return "choose to resolve Crises or Edicts (BR p.14)";
  const me = campaignPlayer(campaign, c.player) as CampaignPlayer;
  if (!Array.isArray(c.steal)) return "list the resources stolen from the Imperial Trust";
  const texts: string[] = [];
  if (me.title === "regent") {
    if (c.steal.length > 0) return `${c.player} is a Regent and takes the First Regent tile; only Outlaws steal (BR p.14)`;
    campaign.firstRegent = c.player;
    texts.push(`${c.player} becomes First Regent, with the Imperial Trust`);
  } else {
    const guarded = trustGuarded(campaign.firstRegent, c);
    if (guarded !== undefined) return guarded;
    const trust = campaign.trust.slice();
    for (const r of c.steal) {
      const i = trust.indexOf(r);
      if (RESOURCE_TYPES.indexOf(r as never) < 0 || i < 0) return `the Imperial Trust holds no ${String(r)} to steal`;
      trust.splice(i, 1);
    }
    campaign.trust = trust;
    texts.push(`${c.player}, an Outlaw, steals ${c.steal.length} resource${c.steal.length === 1 ? "" : "s"} from the Imperial Trust`);
    const fr = campaign.firstRegent;
    if (fr !== undefined && c.steal.length > 0) {
      const p = playerState(s, fr) as PlayerState;
      p.power -= c.steal.length;
      texts.push(`${fr}, the First Regent, loses ${c.steal.length} Power`);
    }
  }
  campaign.lastEvent = { resolve: c.resolve, council: c.player };
  campaign.eventPhase = undefined;
  if (c.resolve === "Edicts") startEdicts(campaign);
  else campaign.crisesDue = true;
  texts.push(`resolve ${c.resolve} (BR ${c.resolve === "Crises" ? "p.18" : "p.20"})`);
  logEvent(s, "eventPhase", c.player, `${texts.join("; ")} (BR p.14)`);
  return undefined;
}
