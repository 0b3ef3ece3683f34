/**
 * The 15 campaign Court cards CC01..CC15 (10 Guild + 5 Vox) of The Blighted Reach (BR p.4 step I).
 * Texts from seed 003's card reference (ARCS-CC01..15).
 *
 * Guild cards have the rules of the base card they share a name with (`sameAs`); their raid cost
 * is that card's (printed on the card, not in the seeds: game-data.md §7). Vox cards carry both a
 * Crisis (resolved in Court Crises, BR p.18) and a When Secured text.
 */
import type { CourtSuit, ResourceType } from "../vocabulary";
import { indexById } from "../../util/byId";
import { crisisParagraph } from "../prose";

export interface CampaignCourtCard {
  /** "CC01".."CC15". */
  id: string;
  name: string;
  kind: "guild" | "vox";
  suit: CourtSuit;
  /** Guild cards: the base Court card ("BCnn") with the same rules. */
  sameAs?: string;
  /**
   * BR p.27 protected Guild card ("X" in place of the raid cost). The seeds lose the icon: no CC card
   * is marked (docs/rules-decisions-campaign.md); a modder may mark one.
   */
  protected?: boolean;
  /** Printed paragraphs (markup as in court.ts). Vox: the Crisis paragraph, then When Secured. */
  text: string[];
}

// The rows of CAMPAIGN_COURT_CARDS, written as calls to keep Global's Lua small. `text` is missing only
// in the Lua build, which prunes the paragraphs the rules never read (tools/lib/luaProse.ts).
/** A Guild card with the rules of its base twin `sameAs`. */
function guildCard(id: string, name: string, suit: ResourceType, sameAs: string, text?: string[]): CampaignCourtCard {
  return { id, name, kind: "guild", suit, sameAs, text } as CampaignCourtCard;
}

/** A Vox card (its Crisis, then its When Secured). */
function voxCard(id: string, name: string, text?: string[]): CampaignCourtCard {
  return { id, name, kind: "vox", suit: "vox", text } as CampaignCourtCard;
}

export const CAMPAIGN_COURT_CARDS: readonly CampaignCourtCard[] = [
  guildCard("CC01", "Mining Interest", "material", "BC02", [
    "**Manufacture (Build):** Gain 1 Material.",
    "**Prelude:** You may discard this to gain Material up to your number of empty resource slots. If the Material supply empties, steal the Material instead.",
  ]),
  guildCard("CC02", "Construction Union", "material", "BC05", [
    "**Prelude:** You may place this card next to a face-up played Construction card. When the round ends, draw that card into your hand and discard this card.",
  ]),
  guildCard("CC03", "Gatekeepers", "fuel", "BC08", [
    "When you **battle** in a gate, you may collect 2 more dice.",
    "**Prelude:** You may discard this to place 1 ship in each gate *(unless out of play)*.",
  ]),
  guildCard("CC04", "Shipping Interest", "fuel", "BC09", [
    "**Synthesize (Build):** Gain 1 Fuel.",
    "**Prelude:** You may discard this to gain Fuel up to your number of empty resource slots. If the Fuel supply empties, steal the Fuel instead.",
  ]),
  guildCard("CC05", "Skirmishers", "weapon", "BC13", [
    "After you roll in **battle**, you may reroll a number of skirmish dice up to your total Weapon icons from resources and cards.",
    "**Prelude:** You may discard this to place 3 ships in a system you control.",
  ]),
  guildCard("CC06", "Arms Union", "weapon", "BC11", [
    "**Prelude:** You may place this card next to a face-up played Aggression card. When the round ends, draw that card into your hand and discard this card.",
  ]),
  guildCard("CC07", "Lattice Spies", "psionic", "BC16", [
    "**Prelude:** Before any other actions, you may discard this to seize the initiative.",
    "*You can't seize the initiative if you have it or if it's already seized this round!*",
  ]),
  guildCard("CC08", "Silver Tongues", "psionic", "BC20", [
    "**Prelude:** You may discard this to steal a Guild card or resource.",
  ]),
  guildCard("CC09", "Sworn Guardians", "relic", "BC22", [
    "Rivals cannot steal your resources and other Guild cards. *(In battle they can steal this first and then spend [key].)*",
    "If this card is stolen, bury it. *(Place it on the bottom of the Court deck.)*",
  ]),
  guildCard("CC10", "Elder Broker", "relic", "BC23", [
    "**Trade (Tax):** Choose a Rival city you control. Swap 1 resource with that Rival--take a resource of that city type from them, and give them a resource they don't have.",
    "**Prelude:** You may discard this to gain 1 Material, 1 Fuel, and 1 Weapon.",
  ]),
  voxCard("CC11", "Populist Demands", [
    "**Crisis:** Return the declared ambition marker of highest Power to Available Ambitions.",
    "**When Secured:** You may declare any ambition. *(An ambition marker must be Available.)* Bury this card.",
  ]),
  voxCard("CC12", "Council Intrigue", [
    "**Crisis:** Flip the Imperial Council to In Session. Move agents from here to it. Bury this card.",
    "**When Secured:** Flip the Imperial Council to In Session. You may move any Loyal agents from here to other Court cards *(even the Council)*. Bury this card.",
  ]),
  voxCard("CC13", "Diplomatic Fiasco", [
    "**Crisis:** In turn order, each player with more Guild cards than agents in their supply must discard Guild cards until their Guild cards equal their agents. Bury this card. *(Count protected Guild cards but don't discard them.)*",
    "**When Secured:** Rivals resolve the Crisis.",
  ]),
  voxCard("CC14", "Song of Freedom", [
    "**Crisis:** The player with the most Power must replace a Loyal city with a Free city.",
    "**When Secured:** You may replace ***any*** Loyal or Rival city you control with a Free city. If you do, you may seize the initiative. Shuffle this card into the Court deck.",
  ]),
  voxCard("CC15", "Blight Looms", [
    "**Crisis:** Repair all Blight in the rolled cluster. Place 1 damaged Blight at each planet of the rolled symbol with no Blight. Bury this card.",
    "**When Secured:** You may destroy all damaged Blight in a cluster with Loyal pieces. Bury this card.",
  ]),
];


/** The Crisis paragraph of a campaign Vox card (BR p.18), or undefined for Guild cards. */
export function crisisText(card: CampaignCourtCard): string | undefined {
  return crisisParagraph(card.text);
}

/** The cards by id, the first of an id as a scan would find it (every load builds indexes that ask by id). */
const BY_ID = indexById(CAMPAIGN_COURT_CARDS);

export function campaignCourtCard(id: string): CampaignCourtCard | undefined {
  if (typeof id !== "string") return undefined;
  const c = BY_ID[id];
  // A card names itself (in Node a lookup may find an Object prototype member, e.g. "constructor").
  return c !== undefined && c.id === id ? c : undefined;
}
