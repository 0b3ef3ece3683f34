/**
 * What an Act II or III setup does to Outrage and the cards it lays beside the booklet (seed 003;
 * BR p.7 step F), decided here for the table, which carries it out after `startAct`
 * (src/tts/campaign/setupPieces.ts):
 * - Outrage (the players' boards, read by the table: the core holds no Outrage): F1401A step 1
 *   "Clear all of your Outrage"; F1501A steps 2-3 "Clear all your Outrage. Provoke Outrage with
 *   Weapons"; F1901A step 2 "Provoke Relic Outrage"; F2001A step 2 "You Provoke Outrage for Fuel and
 *   Material". A Provoke is the base rule (resources.ts provokeOutrage, p.16: resources and Guild
 *   cards of the type discarded, an agent on the icon; Guild Loyalty F424 keeps the cards).
 * - F1701A step 4 "If you have no Outrage, you may Provoke Outrage once to place 2 ships at a planet
 *   of that Outrage type": `overlordOutrage`, the holder's choice before the Act's first card.
 * - F122A step 4 "The First Regent chooses which Govern with Authority card to place on top of the
 *   stack": `authorityTop`, the Policy in force (BR p.20), the First Regent's before the Act's first card.
 * - The cards a setup lays (the reminder copies and the cards placed by the map): where, and on which side.
 */
import type { Colour, ResourceType } from "../../data/vocabulary";
import { RESOURCE_TYPES } from "../../data/vocabulary";
import type { GameState } from "../../game/types";
import type { TableState } from "../../court/types";
import { playerIndex, resourceName } from "../../court/types";
import type { OutrageOutcome } from "../../resources/resources";
import { provokeOutrage } from "../../resources/resources";
import type { Result } from "../../result";
import { logEvent } from "../../game/util";
import { campaignCourtCards } from "../courtCards";
import type { CampaignState } from "../types";
import type { FateSetupDone } from "./fateTypes";
import type { AuthorityTopCommand, OverlordOutrageCommand } from "../fateCommandTypes";
import { findInBooklet, governPolicy, rulesBookletOf, writeBooklet } from "../booklet";
import { isAuthority } from "./governAuthority";
import { campaignPlayer, listed, named } from "./setupWords";

/** Each setup's Outrage, in the card's order: "-" clears all of the holder's Outrage, a type Provokes it. */
const OUTRAGE: { readonly [card: string]: readonly string[] } = { F1401A: ["-"], F1501A: ["-", "weapon"], F1901A: ["relic"], F2001A: ["fuel", "material"] };

/** One Provoke of a setup, on the boards before and after it. */
export interface OutrageStep {
  type: ResourceType;
  before: TableState;
  after: TableState;
}

/** Setup `card`'s Outrage on the boards `t` as read: whether the holder's is cleared, and each Provoke in turn (`loyal`: Guild Loyalty in their play area). */
export function setupOutrage(t: TableState, player: Colour, card: string, loyal: boolean): { clear: boolean; steps: OutrageStep[] } {
  const out: { clear: boolean; steps: OutrageStep[] } = { clear: false, steps: [] };
  const i = playerIndex(t, player);
  let now = t;
  for (const k of OUTRAGE[card] ?? []) {
    if (i < 0) break;
    if (k === "-") {
      out.clear = true;
      const players = now.players.slice();
      players[i] = { ...players[i], outrage: [], outragePlaceholders: [] };
      now = { ...now, players };
      continue;
    }
    const r = provokeOutrage(now, player, k as ResourceType, campaignCourtCards, loyal);
    if (!r.ok) break;
    out.steps.push({ type: k as ResourceType, before: now, after: r.value.table });
    now = r.value.table;
  }
  return out;
}

/**
 * The cards each setup lays and where (seed 003; the table's spots: src/tts/campaign/setupPieces.ts): "ambitions" near the ambition boxes (F423A: "As a
 * reminder, place the second copy of Guild Supremacy (26) near the ambition boxes"); "play" tucked by
 * the map's card play area (F615A step 2 Partisan Seizing (03), F719A step 2 Martial Law (21), F1408A
 * step 2 Empathy for All (10), F325A the Economy, F820A step 3 and F829A step 3 the Doctrine); "track" near the map by
 * the chapter track (F2201A step 5 The Dead Live); "F215" tucked under Call for Armistice in the
 * rules booklet (F212A the 2 Armistices); "supply" under their resource supplies (F312A the 5 Monopolies);
 * "lords" in a row in the supply past the decks (F1601A step 3 "Add the 6 Lord title cards (03-08) to the supply");
 * a Fate-set card gained by the same setup: tucked under it in its holder's play area (F907A step 3 "Tuck the other 2
 * Seek the Portal cards (10-11) under the Pilgrims and the Portal card (08)"; F1101A step 5 "Tuck the Planet Hammer
 * (04) and the 5 Refugees cards (05-09) under the Hammer Fragments card"), not held until its Fate's holder takes it
 * (F908 "Untuck a Seek the Portal card from here", F1103A "Untuck the Planet Hammer card from here and take it").
 */
const CARDS: { readonly [card: string]: string } = {
  F423A: "ambitions F426", F615A: "play F603", F719A: "play F721", F1408A: "play F1410", F2201A: "track F2204",
  F212A: "F215 F216 F217", F312A: "supply F313 F314 F315 F316 F317", F325A: "play F326A", F820A: "play F822A", F829A: "play F822A",
  F1601A: "lords F1603 F1604 F1605 F1606 F1607 F1608", F907A: "F908 F910 F911", F1101A: "F1103A F1104 F1105 F1106 F1107 F1108 F1109",
};

/** The cards a setup tucks under a card it gains (the table's `tucked`: src/tts/campaign/setupPieces.ts). */
export const tuckedUnder = (place: string): boolean => place === "F908" || place === "F1103A";


/** The setup line's words for its Outrage and the cards it lays (laterSetups.ts; F325A's and F820A's tuck is said with its side). */
export function setupPieceWords(card: string, said: string[]): void {
  for (const k of OUTRAGE[card] ?? []) said.push(k === "-" ? "clears all of their Outrage" : `Provokes ${resourceName(k as ResourceType)} Outrage`);
  const words = (CARDS[card] ?? "").split(" ");
  const ids = listed(words.slice(1).map((id) => named(id)));
  if (tuckedUnder(words[0])) said.push(`tucks ${ids} under ${named(words[0])}`);
  else if (words.length > 1 && words[1] !== "F326A" && words[1] !== "F822A") said.push(`places ${ids}`);
}

/** A card a setup lays: where, and face down (a two-sided card on its side B). */
export interface SetupCard {
  card: string;
  place: string;
  faceDown: boolean;
}

/** The cards setup `f` lays; the Economy on Open Economy (F326B) for an Outlaw, the Doctrine on Wisdom (F822B) as the core holds it. */
export function setupCards(c: CampaignState, f: FateSetupDone): SetupCard[] {
  // F829A step 3: the Doctrine turned once the record's Ideals decided its side (logSheet.ts).
  const words = (f.card === "F829A" && c.doctrine === undefined ? "" : CARDS[f.card] ?? "").split(" ");
  const p = campaignPlayer(c, f.player);
  const down = (id: string) => (id === "F326A" && (p === undefined || p.title !== "regent")) || (id === "F822A" && c.doctrine === "wisdom");
  return words.slice(1).map((id) => ({ card: id, place: words[0], faceDown: down(id) }));
}

/** The index of `player`'s board in the boards a command carries with an Outrage type; -1 when either is malformed (the Outrage commands of fates/outrage.ts too). */
export function boardIndex(t: TableState, outrage: ResourceType, player: Colour): number {
  return typeof t !== "object" || t === undefined || !Array.isArray(t.players) || RESOURCE_TYPES.indexOf(outrage) < 0 ? -1 : playerIndex(t, player);
}

/** F1701A step 4's Provoke on the boards the command carries (for the module and for the table acting it out). */
export function overlordProvoke(c: OverlordOutrageCommand): Result<OutrageOutcome> {
  return provokeOutrage(c.court, c.player, c.outrage, campaignCourtCards, c.loyal === true);
}

/** F1701A step 4's time: Act III's setup, before its first card (the table draws its buttons then). */
export function overlordWindow(s: GameState): boolean {
  return s.chapter === 1 && s.roundCount <= 1 && (s.round === undefined || s.round.plays.length === 0);
}

/**
 * F1701A step 4: the Overlord Provokes Outrage of a type once, before the Act's first card, with no
 * Outrage on their board as read; the 2 ships are placed by the player at a planet of that type.
 */
export function overlordOutrage(s: GameState, c: OverlordOutrageCommand): string | undefined {
  const p = campaignPlayer(s.campaign as CampaignState, c.player);
  const name = "Overlord Act III Setup (F1701A)";
  if (p === undefined || p.fate !== "FATE17" || (s.campaign as CampaignState).act !== "III") return `${name}: only the Overlord`;
  if (!overlordWindow(s)) return `${name}: only before the Act's first card`;
  const t = c.court;
  const i = boardIndex(t, c.outrage, c.player);
  if (i < 0) return "send an Outrage type and the boards";
  if (t.players[i].outrage.length > 0) return `${name}: only with no Outrage`;
  const r = overlordProvoke(c);
  if (!r.ok) return r.reason;
  logEvent(s, "cardAction", c.player, `${c.player} Provokes ${resourceName(c.outrage)} Outrage (${name}): place 2 ships at a ${resourceName(c.outrage)} planet`);
  return undefined;
}

/**
 * F122A step 4: the First Regent puts a Govern with Authority card on top of its slot, making its
 * Policy the one in force (BR p.20, as a Govern's change puts it in front), before the Act's first card.
 */
export function authorityTop(s: GameState, c: AuthorityTopCommand): string | undefined {
  const campaign = s.campaign as CampaignState;
  const name = "Steward Act III Setup (F122A): only";
  const policy = isAuthority(c.card) && findInBooklet(rulesBookletOf(campaign), c.card) !== undefined ? governPolicy(c.card) : undefined;
  if (policy === undefined) return `${name} a Govern with Authority card in the rules booklet`;
  // In the booklet only by F122A, at Act III's start (the Steward's kept Fate).
  if (!overlordWindow(s)) return `${name} at the Act's setup, before its first card`;
  const fr = campaign.firstRegent;
  if (c.player !== fr) return `${name} the First Regent${fr === undefined ? "" : ` (${fr})`} chooses the card on top`;
  if (policy === campaign.policy) return `${named(c.card)} is on top already`;
  campaign.policy = policy;
  writeBooklet(campaign, rulesBookletOf(campaign));
  logEvent(s, "booklet", c.player, `${c.player}, the First Regent, places ${named(c.card)} on top: the Policy of ${policy} (F122A step 4, BR p.20)`);
  return undefined;
}
