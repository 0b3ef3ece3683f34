/**
 * The Summit's actions that change what the core holds (BR pp.16-17): titles, the First Regent
 * tile, the Imperial Trust, the Council's side, Favors and, with Knowledge Set Free (F514) in the
 * rules booklet, lore cards (Transfer Lore), with Reconcile with the Outraged (F1411) a Favor
 * (Forgive), with Guild Negotiations (F414) the log of a Guild card given (Transfer Guild Support).
 * Transfer Asset of a resource (the token moves at the table) or of a Favor (moved between the
 * players' Favors) is kept in the Summit's gifts, as a Promise Favor and the Magnate's discards are
 * (F301B). The other Negotiation actions (Cede Control, Delegate Authority, Transfer Asset of a
 * Captive or Trophy) move pieces and agents at the table.
 */
import type { Colour, ResourceType } from "../data/vocabulary";
import { RESOURCE_TYPES } from "../data/vocabulary";
import type { GameState, PlayerState } from "../game/types";
import { playerState } from "../game/rounds";
import { logEvent, turnOrderFrom } from "../game/util";
import type { CampaignPlayer, CampaignState, EventPhase, SummitActionCommand } from "./types";
import { loreName } from "../data/lore";
import { bookletCards, rulesBookletOf } from "./booklet";
import { campaignPlayer, fateHolder } from "./fates/setupWords";
import { guildSuit } from "./fates/outrage";
import { anyCourtCardName } from "./courtCards";

/**
 * The Negotiation actions the Summit cards in the rules booklet add (seed 003's card texts, in
 * short), told when a Summit is called: the players carry them out at the table.
 */
const SUMMIT_CARDS: readonly (readonly [string, string])[] = [
  ["F319", "Monopoly Consent: Transfer Asset of a resource needs its Monopoly holder's consent (forced by 1 Favor)"],
  ["F414", "Guild Negotiations: Transfer Guild Support, give a Guild card (Advocate's consent; forced by Favors = its raid cost)"],
  ["F514", "Knowledge Set Free: Transfer Lore (never forced), Transfer Golem (forced by Favors = its raid cost)"],
  ["F1212", "Sharing Rumors: Share Rumor, a Rival of the Pirate puts their Loyal agent on a Rumor token with yours"],
  ["F1411", "Reconcile with the Outraged: Forgive, take a Rival's Outrage agent into your play area as a Favor (forced by giving a Psionic)"],
  ["F1511", "Peace Accords: Broker Peace, flip a Ceasefire to Peace with consent of those controlling 2+ systems in its cluster (a Rival's forced by 1 of their Favors)"],
];

/** The reminders of the Summit cards in the rules booklet, in card order. */
export function summitReminders(c: CampaignState): string[] {
  const laws = bookletCards(rulesBookletOf(c).laws);
  return SUMMIT_CARDS.filter((e) => laws.indexOf(e[0]) >= 0).map((e) => `in this Summit, ${e[1]} (${e[0]})`);
}

function power(s: GameState, colour: Colour): number {
  return (playerState(s, colour) as PlayerState).power;
}

/** BR p.16 Leave the Empire: the tile goes to the Regent with the most Power (ties: turn order). */
function regentWithMostPower(s: GameState, c: CampaignState): Colour | undefined {
  let best: Colour | undefined;
  for (const colour of turnOrderFrom(s.seats, s.initiative)) {
    const p = campaignPlayer(c, colour) as CampaignPlayer;
    if (p.title !== "regent") continue;
    if (best === undefined || power(s, colour) > power(s, best)) best = colour;
  }
  return best;
}

/**
 * BR p.16 Leave the Empire (a Summit's, or Parade Fleets' F202): `player`, a Regent, becomes an
 * Outlaw; a First Regent's tile goes to the Regent with the most Power, or with none the Imperial
 * Trust returns to the supply for 1 Power each. What happened in words, or a refusal (a string).
 */
export function leaveEmpire(s: GameState, player: Colour): string | string[] {
  const campaign = s.campaign as CampaignState;
  const me = campaignPlayer(campaign, player) as CampaignPlayer;
  if (me.title !== "regent") return `${player} is already an Outlaw`;
  me.title = "outlaw";
  const texts = [`${player} Leaves the Empire and becomes an Outlaw`];
  if (campaign.firstRegent === player) {
    const heir = regentWithMostPower(s, campaign);
    if (heir !== undefined) {
      campaign.firstRegent = heir;
      texts.push(`the First Regent tile and the Imperial Trust go to ${heir}, the Regent with most Power`);
    } else {
      const lost = campaign.trust.length;
      campaign.trust = [];
      campaign.firstRegent = undefined;
      (playerState(s, player) as PlayerState).power -= lost;
      texts.push(`no Regents: the Imperial Trust and tile return to the supply, ${player} loses ${lost} Power`);
    }
  }
  return texts;
}

/** Said in the log; a Summit step returns it (no refusal). */
function say(s: GameState, player: Colour, text: string): undefined {
  logEvent(s, "eventPhase", player, text);
  return undefined;
}

/** The Negotiation actions the core carries out, by the Summit card (SUMMIT_CARDS) that adds them. */
const ADDED_BY: { [action: string]: string | undefined } = { transferLore: "F514", forgive: "F1411", transferGuild: "F414" };

/**
 * F514 Transfer Lore: "Give a lore card to a Rival. This cannot be forced with Return Favors." The
 * giver's own command, sent once the Rival consented at the table (BR p.17), so never a forced one.
 * The card moves between the players' lore (its powers with it); the Summit keeps its gifts
 * (`EventPhase.gifts`, "giver>Rival:card") for the Caretaker's objective (F512B, objectiveMoments.ts).
 */
function transferLore(s: GameState, ep: EventPhase, from: Colour, to: Colour, card: string): string | undefined {
  const mine = (playerState(s, from) as PlayerState).lore;
  const i = mine.indexOf(card);
  if (i < 0) return `${from} holds no such lore card`;
  mine.splice(i, 1);
  (playerState(s, to) as PlayerState).lore.push(card);
  ep.gifts = (ep.gifts ?? []).concat([`${from}>${to}:${card}`]);
  return say(s, from, `${from} gives ${loreName(card)} to ${to} (Transfer Lore, F514)`);
}

/**
 * F301B Export to the Galactic Core, "In Summit Negotiations, advance 2 each time you choose to
 * discard 3 resources": the Magnate's own choice in Act I, seen as a resource token of their board
 * put into its supply bag; kept in the Summit's gifts ("Magnate>supply:resource"), every third
 * advancing the marker (fates/objectiveMoments.ts).
 */
function exportResource(s: GameState, ep: EventPhase, player: Colour, r: ResourceType): string | undefined {
  const campaign = s.campaign as CampaignState;
  const magnate = fateHolder(campaign, "FATE03");
  if (campaign.act !== "I" || magnate === undefined || magnate.colour !== player) return "only the Magnate discards resources in a Summit, to Export to the Galactic Core (F301B)";
  if (RESOURCE_TYPES.indexOf(r) < 0) return `${String(r)} is not a resource`;
  ep.gifts = (ep.gifts ?? []).concat([`${player}>supply:${r}`]);
  const n = ep.gifts.filter((g) => g.indexOf(`${player}>supply:`) === 0).length;
  return say(s, player, `${player} discards 1 ${r} to Export to the Galactic Core (F301B): ${n % 3 === 0 ? "3 discarded" : `${n % 3} of 3`}`);
}

/**
 * Transfer Asset of a Favor (BR p.17: "Give 1 ... Favor you have to a Rival. If it is their Loyal
 * piece, return it to their supply"): the table's move of a Rival agent from the giver's play area
 * (their Fate card's Favors) into the receiver's; `favor`, the agent's colour. Kept in the Summit's
 * gifts as "giver>Rival:favor:colour" (F301B), as a Promise Favor is.
 */
function transferFavor(s: GameState, ep: EventPhase, me: CampaignPlayer, rival: CampaignPlayer, favor: Colour | undefined): string | undefined {
  const i = favor === undefined ? -1 : me.favors.indexOf(favor);
  if (i < 0) return `${me.colour} holds no Favor of ${String(favor)}`;
  me.favors.splice(i, 1);
  const home = favor === rival.colour;
  if (!home) rival.favors.push(favor as Colour);
  ep.gifts = (ep.gifts ?? []).concat([`${me.colour}>${rival.colour}:favor:${String(favor)}`]);
  return say(s, me.colour, `${me.colour} gives ${String(favor)}'s Favor to ${rival.colour}${home ? ", back to their supply" : ""} (Transfer Asset, BR p.17)`);
}

export function summitAction(s: GameState, c: SummitActionCommand): string | undefined {
  const campaign = s.campaign as CampaignState;
  const ep = campaign.eventPhase;
  if (ep === undefined || ep.step !== "inSummit") return "no Summit is in session (BR p.16)";
  const me = campaignPlayer(campaign, c.player);
  if (me === undefined) return `${String(c.player)} is not playing`;
  const caller = ep.player;
  const callToOrder = c.action === "returnFavors" || c.action === "petitionCouncil" || c.action === "leaveEmpire" || c.action === "reviveEmpire";
  if (callToOrder && c.player !== caller) return `only ${caller}, who called the Summit, Calls to Order (BR p.16)`;
  if (c.action === "end") {
    if (c.player !== caller) return `${caller} called the Summit and closes it`;
    ep.step = ep.council === true ? "council" : "roll";
    return say(s, c.player, "the Summit ends (BR p.17)");
  }
  if (c.action === "petitionCouncil") {
    campaign.council = "inSession";
    return say(s, c.player, `${c.player} Petitions the Council: it flips to In Session (BR p.16)`);
  }
  if (c.action === "leaveEmpire") {
    const out = leaveEmpire(s, c.player);
    if (typeof out === "string") return out;
    say(s, c.player, `${out.join("; ")} (BR p.16)`);
    return undefined;
  }
  if (c.action === "reviveEmpire") {
    if (me.title !== "outlaw") return `${c.player} is a Regent`;
    if (campaign.players.some((p) => p.title === "regent")) return "the Empire is revived only with no Regents (BR p.16)";
    me.title = "regent";
    campaign.firstRegent = c.player;
    return say(s, c.player, `${c.player} Revives the Empire: Regent again, with the First Regent tile (BR p.16)`);
  }
  if (c.action === "exportResource") return exportResource(s, ep, c.player, c.card as ResourceType);
  const rival = c.rival && campaignPlayer(campaign, c.rival);
  if (rival === undefined || rival.colour === c.player) return "name the Rival the action affects";
  const by = SUMMIT_CARDS.filter((e) => e[0] === ADDED_BY[c.action])[0];
  if (by && bookletCards(rulesBookletOf(campaign).laws).indexOf(by[0]) < 0) return `${by[1].split(":")[0]} (${by[0]}) is not in the rules booklet`;
  if (c.action === "transferLore") return transferLore(s, ep, c.player, rival.colour, c.card as string);
  // F414 Transfer Guild Support, "Give a Guild card": the table's drop from the giver's play area (`from`) into the Rival's; the Advocate's consent, and a forcing (Favors = its raid cost, never for a protected card), are given at the table.
  if (c.action === "transferGuild") {
    const card = c.card as string;
    if (c.from !== c.player || guildSuit(card) === undefined) return `${c.player} holds no such Guild card`;
    return say(s, c.player, `${c.player} gives ${anyCourtCardName(card)} to ${rival.colour} (Transfer Guild Support, F414)`);
  }
  // F1411 Forgive, "Take a Rival's Outrage as a Favor": sent once the table saw the Rival's agent leave an Outrage icon of their board for the taker's play area, where the Fate card lies (BR p.16 "Rival agents on your Fate card are Favors"); consent, or the caller's forcing Psionic, is given at the table.
  if (c.action === "forgive") {
    me.favors.push(rival.colour);
    return say(s, c.player, `${c.player} Forgives ${rival.colour}: their Outrage agent is now ${c.player}'s Favor (F1411)`);
  }
  // Transfer Asset of a resource (BR p.17): the table's move of a resource token from the giver's board to the Rival's, kept in the Summit's gifts (F301B).
  if (c.action === "transferAsset") {
    if (c.card === "favor") return transferFavor(s, ep, me, rival, c.from);
    const r = c.card as ResourceType;
    if (RESOURCE_TYPES.indexOf(r) < 0) return `${String(c.card)} is not a resource`;
    ep.gifts = (ep.gifts ?? []).concat([`${c.player}>${rival.colour}:${r}`]);
    return say(s, c.player, `${c.player} gives 1 ${r} to ${rival.colour} (Transfer Asset, BR p.17)`);
  }
  if (c.action === "returnFavors") {
    const n = c.count;
    if (typeof n !== "number" || Math.floor(n) !== n || n < 1) return "return at least 1 Favor";
    const held = me.favors.filter((f) => f === rival.colour).length;
    if (held < n) return `${c.player} holds ${held} of ${rival.colour}'s Favors, not ${n}`;
    let left = n;
    me.favors = me.favors.filter((f) => {
      if (f === rival.colour && left > 0) {
        left -= 1;
        return false;
      }
      return true;
    });
    return say(s, c.player, `${c.player} returns ${n} Favor${n === 1 ? "" : "s"} to ${rival.colour}, forcing Negotiation actions (BR p.16)`);
  }
  if (c.action === "inviteToEmpire") {
    if (campaign.firstRegent !== c.player) return "only the First Regent can Invite to Empire (BR p.17)";
    if (rival.title !== "outlaw") return `${rival.colour} is already a Regent`;
    rival.title = "regent";
    return say(s, c.player, `${c.player} Invites ${rival.colour} to the Empire: ${rival.colour} becomes a Regent (BR p.17)`);
  }
  if (c.action === "promiseFavor") {
    rival.favors.push(c.player);
    ep.gifts = (ep.gifts ?? []).concat([`${c.player}>${rival.colour}:favor:${c.player}`]);
    return say(s, c.player, `${c.player} Promises a Favor: 1 agent goes onto ${rival.colour}'s Fate card (BR p.17)`);
  }
  return `${String(c.action)} is not a Summit action`;
}
