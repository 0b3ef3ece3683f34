/**
 * The cards the campaign adds to the Court, as the base Court rules take them (court/types.ts
 * AddedCourtCards): the campaign Court deck ("CC", BR p.5) and the Fate-set Guild and Vox cards
 * Resolutions add to it (BR p.28 A). Secured or ransacked, a Guild card joins the securer's play
 * area (and Provoking Outrage of its suit discards it unless it is Loyal, p.16); a Vox card's When
 * Secured is printed text the table resolves (its card data holds the text).
 * The module hands this to the base `court` and `battle` steps; the base never asks for the campaign.
 */
import type { AddedCourtCard, AddedCourtCards, TableState, VoxDestination } from "../court/types";
import { CAMPAIGN_COURT_CARDS } from "../data/campaign/campaignCourt";
import { FATE_SETS } from "../data/campaign/fateSets";
import { fateSetTwinOf } from "../data/campaign/fateSetTwins";
import { IMPERIAL_COUNCIL } from "../data/campaign/aidCards";
import { courtCard, courtCardName } from "../data/court";
import { LORE_CARDS, loreName } from "../data/lore";
import { keepsOnOutrage, whenSecuredDestination } from "../data/prose";
import { DEFECTORS } from "./fates/defectors";


/**
 * The campaign Vox cards whose When Secured is a base Vox card's (seed 003: BC26-BC31's text, "Bury"
 * for "Discard" aside): the base card's kind, so securing one waits for the base card's answer
 * (court/whenSecured.ts); the card then goes where its own text says (`whenSecuredTo`).
 */
const REPRINTS: { [id: string]: string } = { CC11: "populistDemands", CC14: "songOfFreedom", F411: "guildStruggle", F613: "outrageSpreads", F614: "outrageSpreads", F717: "massUprising", F718: "massUprising", F1206: "callToAction", CC15: "inCluster", F1310: "inCluster", F1311: "inCluster", F1009: "takeBanners", F1010: "takeBanners", F1209: "rumorAgent", F1210: "rumorAgent", F905: "pilgrimage", F416: "guildFair", F909: "seekPortal", F910: "seekPortal", F911: "seekPortal", F422: "giveGuild", F410: "giveGuild", CC13: "giveGuild" };
// Against Hegemony: "You may take any Banners you control as Trophies." (the table's, fates/banners.ts);
// Rumors Spread: "You may place an agent on a Rumor token in a system with Loyal pieces." (the table's, fates/haven.ts);
// Guild Fair: its securer secures the Guild cards they can (court/secure.ts guildFair);
// Call to Pilgrimage: a suit of the securer's Guild cards, Rivals discard theirs (court/whenSecured.ts);
// Guilds Withdraw, Diplomatic Fiasco (the Advocate's F410, the campaign Court's CC13): the Rivals give up Guild cards (court/guildCards.ts giveGuildCards);
// Seek the Portal: "If you control the Portal token, scrap any number of ***any*** ships in its system." (fates/seekPortal.ts);
// Blight Looms and Panic act in a chosen cluster; Imperial Defectors (seed 003): "You may discard
// this card or resolve the Crisis in a cluster of your choice."
for (const id of DEFECTORS) REPRINTS[id] = "inCluster";
// Plot to Kidnap (F817): the action discard's draw and shuffle (crisesVox.ts).
REPRINTS.F817 = "plotToKidnap";
// Planet-Eater Loose (F1111): its securer's roll, a skirmish die per agent on it (court/whenSecured.ts, crisesVox.ts).
REPRINTS.F1111 = "planetEater";
// Command Chaos (F713): "Influence once. You may become a Regent." (court/whenSecured.ts, fates/commandChaos.ts).
REPRINTS.F713 = "commandChaos";
// The Unstable Golems (F508-F511): "Flip the <Golem> to Awake and take it."; Golem Worship (F517-F519):
// "Take any Golem and flip it to Awake." The table offers the named Golem, or any (its Golem tokens
// carry their names: tts/campaign/golems.ts), and moves it; the card is discarded.
for (const id of ["F508", "F509", "F510", "F511", "F517", "F518", "F519"]) REPRINTS[id] = "takeGolem";

/** Built once, by id: a secure and a Ransack look a card up, never scan the decks. */
const ADDED: { [id: string]: AddedCourtCard } = {};
const NAMES: { [id: string]: string } = {};
for (const c of CAMPAIGN_COURT_CARDS) {
  NAMES[c.id] = `${c.name} (${c.id})`;
  if (c.kind === "vox") ADDED[c.id] = voxCard(c.id, whenSecuredDestination(c.name, c.text));
  else {
    // A CC Guild card has the rules of its base card (sameAs), Loyal ones too.
    const base = c.sameAs === undefined ? undefined : courtCard(c.sameAs);
    ADDED[c.id] = { kind: "guild", suit: c.suit, keptOnOutrage: base !== undefined && base.loyal };
  }
}
for (const set of FATE_SETS) {
  for (const c of set) {
    if (c.type === "Guild" || c.type === "Vox") NAMES[c.id] = `${c.name} (${c.id})`;
    if (c.type === "Guild") {
      // A reprint of a base Court card has its rules (fateSetTwins.ts); another keeps what its text says.
      const twin = fateSetTwinOf(c.id);
      const base = twin === undefined ? undefined : courtCard(twin);
      ADDED[c.id] = { kind: "guild", suit: c.suit, keptOnOutrage: base !== undefined ? base.loyal : keepsOnOutrage(c.text) };
    }
    else if (c.type === "Vox") ADDED[c.id] = voxCard(c.id, whenSecuredDestination(c.name, c.text));
    // The Believer's Faithful action cards (F813): "When you secure one from the Court, draw it into your hand."
    else if (c.type === "Action Card") ADDED[c.id] = { kind: "action" };
  }
}
// BR p.5 step J: one lore card per player is shuffled into the campaign Court deck.
for (const l of LORE_CARDS) {
  NAMES[l.id] = loreName(l.id);
  ADDED[l.id] = { kind: "lore" };
}

function voxCard(id: string, to: VoxDestination | undefined): AddedCourtCard {
  // Diplomatic Fiasco (F410, CC13): "Rivals resolve the Crisis", whose last words are "Bury this card." (docs/rules-decisions-campaign.md).
  const ws = REPRINTS[id];
  return { kind: "vox", whenSecuredTo: ws === "giveGuild" ? "bury" : to, whenSecured: ws };
}

/** The campaign's Court card with this id, if it is one (CC cards and Fate-set Guild and Vox cards). */
export const campaignCourtCards: AddedCourtCards = (id: string) => (typeof id === "string" ? ADDED[id] : undefined);

/** Every id campaignCourtCards knows, in deck order (the state vocabulary's widening). */
export function campaignCourtCardIds(): string[] {
  const out: string[] = CAMPAIGN_COURT_CARDS.map((c) => c.id);
  for (const set of FATE_SETS) for (const c of set) if (c.type === "Guild" || c.type === "Vox" || c.type === "Action Card") out.push(c.id);
  return out;
}

/** "Mining Interest (CC01)": how the table names a campaign Court card; the id alone if unknown. */
export function campaignCourtCardName(id: string): string {
  const name = NAMES[id];
  return name === undefined ? id : name;
}

/** Any Court card's name: a base card's (courtCardName), else a campaign card's. */
export function anyCourtCardName(id: string): string {
  return courtCard(id) === undefined ? campaignCourtCardName(id) : courtCardName(id);
}

/**
 * BR p.14: the Imperial Council is secured with its own command (`secureCouncil`: it flips to Decided
 * and is tucked under the played card), never taken from its slot like a Court card, nor ransacked.
 */
export function councilSlotRefusal(court: TableState, slot: number): string | undefined {
  if (typeof court !== "object" || court === undefined || typeof court.court !== "object" || court.court === undefined || !Array.isArray(court.court.row)) return undefined;
  const s = court.court.row[slot];
  if (s === undefined || s.card !== IMPERIAL_COUNCIL) return undefined;
  return "secure the Imperial Council with its button: it flips to Decided (BR p.14)";
}

/**
 * The Court as a Ransack sees it (BR p.14 with p.16 step 2): the Imperial Council's agents are not
 * counted, so a Ransack never picks the Council; they stay on it. Securing it is its own act. So too
 * a card `barred` (by its slot: Feudal Courts F1618, fates/feudalCourts.ts ransackBarred).
 */
export function withoutCouncilAgents(court: TableState, barred: (i: number) => boolean = () => false): TableState {
  if (typeof court !== "object" || court === undefined || typeof court.court !== "object" || court.court === undefined || !Array.isArray(court.court.row)) return court;
  const row = court.court.row.map((slot, i) => (slot.card === IMPERIAL_COUNCIL || barred(i) ? (slot.attached === undefined ? { card: slot.card, agents: {} } : { card: slot.card, agents: {}, attached: slot.attached }) : slot));
  return { ...court, court: { ...court.court, row } };
}
