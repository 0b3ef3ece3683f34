/**
 * The pieces Gain Monopolies (F318) and Rebuke of the Empaths (F1412) move once the core accepted
 * their Edict done (core/campaign/fates/fateEdicts.ts decides who, from the counts the press sent):
 * - F318: a Monopoly card lying loose (in the general supply or a play area) goes to its taker's play
 *   area, and its supply bag follows it there as it follows every Monopoly (court/cards/cartelCards.ts).
 *   A card in a deck or a bag is not the table's to find: the log names the take.
 * - F1412: each player's Outrage types leave their board's slots for the supply bags, as a Provoked
 *   Outrage's do (court/moves.ts), so frozen resources and those on cards stay (the card's note); then
 *   1 Psionic from its bag to each without Psionic Outrage, into a slot the discards left free too.
 * - F2405: the marker the Judge declared with goes to its ambition box.
 * - F619: the Diplomatic Fiasco the core attached leaves the Court deck for the Council's slot, laid
 *   above it as every attached card is (court/cards/fateGuildCards.ts attachInSlot).
 * - F703, one replacement: the resolver's Loyal ship the core chose (fresh while there is one,
 *   fates/fateEdicts.ts) goes back to its supply and an Imperial ship from its bag takes its place,
 *   damaged if it was (BR p.22 "If you replace a piece, return it and place another piece in its place").
 * - F1509: the Ceasefire of the cluster the First Regent chose is turned face down (War).
 * - F1805: the Captives returned, or the Survivalist's Outrage as a Provoked Outrage's (battle/moves.ts).
 * - F413: the Guild card given, and the Favor: an agent from the giver's supply onto the taker's Fate card.
 * - F215, F226: the Armistice untucked (read anywhere on the table out of the Court row: a card dropped
 *   on the booklet that is not a booklet card goes back, so no tuck under the edict can be seen) attached
 *   above the chosen Court card, as F619's Fiasco.
 * - F821, F827: the Doctrine card, loose on the table, flipped to the side chosen.
 * - F521: the Court's Guild cards scrapped with their agents (eventPhase.ts), each chooser's card scrapped
 *   (the Scrapped spot); once its choices are over, every Sleeping Golem, on the map or held, turned Awake (campaign/golems.ts).
 */
import type { Colour, ResourceType } from "../../../core/data/vocabulary";
import { RESOURCE_TYPES } from "../../../core/data/vocabulary";
import type { CountsByType, GameState, ScoringSnapshot } from "../../../core/game/types";
import type { CampaignPlayer, CampaignState, EdictDoneCommand } from "../../../core/campaign/types";
import { toWar } from "../../battle/ceasefire";
import { balksOn, empathRebuke, fiascoAttach, foundryDamaged } from "../../../core/campaign/fates/fateEdicts";
import { monopolyTakes } from "../../../core/campaign/fates/monopolies";
import type { MapSnapshot } from "../../../core/map/snapshot";
import { above, find, gmNotes, tagged, zoneOf } from "../../lib/table";
import { colourOf, objectsIn, supplyBag } from "../../lib/pieceTags";
import { locateCard, looseCard } from "../../lib/cards";
import { armisticeTargets, demandable } from "../../../core/campaign/fates/edictChoices";
import { ARMISTICES } from "../../../core/campaign/fates/courtBans";
import { campaignPlayer, fateHolder } from "../../../core/campaign/fates/setupWords";
import type { TableState } from "../../../core/court/types";
import { provokeOutrage } from "../../../core/resources/resources";
import { campaignCourtCards } from "../../../core/campaign/courtCards";
import { returnToSupply } from "../../lib/place";
import { outrageActedOut } from "../../battle/moves";
import { systemZoneOf } from "../../lib/fateTokensOnMap";
import { campaignSystemPieces } from "../../lib/campaignMap";
import { toSupply } from "../../lib/supply";
import { setDamaged } from "../../lib/pieces";
import { takeFrom } from "../../setup/lay";
import { readBattleCourt, resourceBag } from "../../battle/read";
import { playerHoldings, readCourtRowSnapshot } from "../../court/table";
import type { CourtRowSnapshot } from "../../../core/campaign/resultTypes";
import { discardOnBoard, liftCard, looseCardObject, toPlayArea } from "../../court/moves";
import { campaignCourtPile } from "../../court/campaignSlots";
import { toScrapped } from "../../court/campaignMoves";
import { attachInSlot } from "../../court/cards/fateGuildCards";
import { placeMarkerByCard } from "../../court/effects";
import { game } from "../../session/session";
import { gain } from "../../map/tax";
import { wakeGolems } from "../golems";

/** The tokens in each supply bag, wherever it lies (F318's `supply`). */
export function supplyCounts(): CountsByType {
  const n = {} as CountsByType;
  for (const t of RESOURCE_TYPES) {
    const bag = resourceBag(t);
    n[t] = bag ? bag.getQuantity() : 0;
  }
  return n;
}

/** F215, F226: the Armistice (F216, F217) "here": on the table, loose or in a deck, out of the Court `row` (with a card to attach it to). */
export function armisticeHere(row: CourtRowSnapshot[]): string | undefined {
  return ARMISTICES.find((id) => armisticeTargets(row, id).length > 0 && locateCard("fate-set-card", id) !== undefined);
}

/**
 * The choices of the edict due, each a button of its resolver `who` (panel.ts): F703, the systems with a
 * starport of theirs; F1509 under the Policy of War with the Peacekeeper an Outlaw, the clusters at Peace.
 */
export function edictPicks(s: GameState, who: Colour | undefined): (string | number)[] {
  const c = s.campaign as CampaignState;
  const head = c.edictQueue?.[0];
  if (head === "F1509") return balksOn(c) ? toWar() : [];
  // The chains (core fates/edictChoices.ts): F413 the Rivals' Guild cards the Advocate may demand, then the Rival's answer; F1805 a chooser's planet types, then the Survivalist's answer.
  if (head === "F413") return c.edictStep !== undefined ? ["card", "favor"] : demandable(c, readBattleCourt(s)).map((d) => d.card);
  if (c.edictStep && (head === "F821" || head === "F827")) return ["zeal", "wisdom"];
  // F521: the chooser's Guild cards, protected ones too.
  if (head === "F521") return c.edictStep ? playerHoldings(c.edictStep[0]).guildCards : [];
  if (head === "F1805") return c.edictStep === undefined ? [] : c.edictPick === undefined ? RESOURCE_TYPES.slice() : ["return", "outrage"];
  // F215, F226: the chooser's Court cards with no attached card, while an Armistice is here.
  const row = head === "F215" || head === "F226" ? readCourtRowSnapshot(s) : [];
  if (c.edictStep !== undefined && row.length > 0) return armisticeTargets(row, armisticeHere(row));
  const out: string[] = [];
  for (const o of head === "F703" ? tagged("starport") : []) {
    const z = colourOf(o) === who ? systemZoneOf(o) : undefined;
    const id = z && gmNotes(z);
    if (id !== undefined && out.indexOf(id) < 0) out.push(id);
  }
  return out;
}

export function edictMoves(s: GameState, c: EdictDoneCommand): void {
  const at = c.replace;
  const d = at !== undefined && foundryDamaged(c.map as MapSnapshot, at, c.player as Colour);
  const old = at === undefined ? undefined : campaignSystemPieces(at).find((p) => p.owner === c.player && p.kind === "ship" && p.damaged === d);
  if (old) {
    const n = takeFrom(find("imperial-ship-supply"), old.obj.getPosition());
    toSupply(old.obj, old.owner, "ship");
    if (n && d) setDamaged(n, true);
  }
  // F1509: the cluster's Ceasefire turned to War.
  if (c.flip !== undefined) toWar(c.flip);
  // F1805: the Captives Loyal to the chooser back to their supply, or the Survivalist's Outrage acted out on the boards read.
  const q = (s.campaign as CampaignState).edictStep as Colour[];
  const type = (s.campaign as CampaignState).edictPick as ResourceType;
  const o = c.pick === "outrage" ? provokeOutrage(c.table as TableState, q[0], type, campaignCourtCards) : undefined;
  if (o !== undefined && o.ok) outrageActedOut(c.table as TableState, o.value.table, q[0], type);
  if (c.pick === "return") for (const x of objectsIn(zoneOf("captives", q[0]))) if (colourOf(x) === q[1]) returnToSupply(x);
  // F413: the demanded Guild card to the Advocate's play area; a Favor, an agent from the giver's supply onto the taker's Fate card (BR p.16).
  const adv = c.card === "F413" && q ? fateHolder(s.campaign as CampaignState, "FATE04") : undefined;
  if (adv !== undefined) {
    const card = c.pick === "card";
    const found = card ? looseCardObject(type, zoneOf("play-area", q[0])) : undefined;
    if (found) toPlayArea(liftCard(found), adv.colour);
    const bag = supplyBag("agent", card ? adv.colour : q[0]);
    const fate = looseCard("fate-card", (campaignPlayer(s.campaign as CampaignState, card ? q[0] : adv.colour) as CampaignPlayer).fate);
    if (bag && fate && bag.getQuantity() > 0) bag.takeObject({ position: above(fate, 1), smooth: false });
  }
  const snap = c.snapshot as ScoringSnapshot;
  if (c.card === "F318") for (const t of monopolyTakes(s, snap, c.supply as CountsByType)) {
    const card = looseCard("fate-set-card", t.card);
    if (card) toPlayArea(card, t.to);
  }
  const k = c.untuck === undefined || c.pick === undefined ? -1 : (c.court as CourtRowSnapshot[]).findIndex((x) => x.card === c.pick);
  const w = k >= 0 ? locateCard("fate-set-card", c.untuck as string) : undefined;
  if (w) attachInSlot(w.loose ?? liftCard({ obj: w.deck as TTSObject, inDeck: w.guid }), k + 1);
  const f = c.court && c.deck && fiascoAttach(c.court, c.deck);
  if (typeof f === "object") for (const x of campaignCourtPile()) if (x.id === f.card) attachInSlot(liftCard(x), f.slot + 1);
  // F821, F827: the Doctrine card (side A Zeal, F822A) turned to the core's side (`s` is the state before).
  const dc = looseCard("fate-set-card", "F822A");
  const side = ((game() as GameState).campaign as CampaignState).doctrine;
  if (dc && side && dc.is_face_down === (side === "zeal")) dc.flip();
  // F2405: the marker the Judge declared with goes to its box (as Lesser Regent's, court/effects.ts).
  if (c.declare !== undefined) placeMarkerByCard(s, game() as GameState, c.declare.ambition);
  // F521 "Then, Golems Awaken. Flip all Sleeping Golems to Awake.": once its choices are over.
  if (c.card === "F521") {
    const sc = q && looseCardObject(c.pick as string, zoneOf("play-area", q[0]));
    if (sc) toScrapped(liftCard(sc));
    if (((game() as GameState).campaign as CampaignState).edictStep === undefined) wakeGolems(true);
  }
  if (c.card === "F1412") for (const p of empathRebuke(s, snap) ?? []) {
    const h = playerHoldings(p.colour);
    for (const t of p.discards) discardOnBoard(p.colour, t);
    if (p.gains) gain(p.colour, "psionic", undefined, 1, { ...h, resources: h.resources.map((r) => (p.discards.indexOf(r as ResourceType) >= 0 ? "empty" : r)) });
  }
}
