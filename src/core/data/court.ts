/**
 * The 31 base Court cards BC01..BC31 (25 Guild + 6 Vox): THE single source of truth for court
 * cards. Rules, card rendering and deck building all read this table.
 *
 * Sources: names, suits and printed texts from seed 003 "Card Reference" (ARCS-BC01..BC31);
 * raid costs from game-data.md §7 (printed on the cards only, not in the seeds).
 *
 * `text` holds the printed paragraphs, ASCII only, with this light markup for the renderer:
 * `**bold**`, `*italic*` (reminder text), `[key]` = the raid key icon, `--` = an em dash.
 * The structured fields are what the engine reads; the text is never parsed by rules code.
 */
import { markupProblem } from "./markup";
import { shapeProblems } from "./shape";
import type { CourtSuit, ResourceType } from "./vocabulary";
import { RESOURCE_TYPES } from "./vocabulary";
import { capitalise } from "../util/ascii";
import { findById } from "../util/byId";

export type CourtCardKind = "guild" | "vox";

/** The When Secured effects of the base Vox cards (rulebook p.13, FAQ: resolved before the refill). */
export type WhenSecured =
  | "massUprising"
  | "populistDemands"
  | "outrageSpreads"
  | "songOfFreedom"
  | "guildStruggle"
  | "callToAction";

/** Where a Vox card goes once its When Secured has resolved. */
export type VoxDestination = "discard" | "shuffleIntoDeck";

export interface CourtCard {
  /** "BC01".."BC31" (the seed's "ARCS-" prefix dropped). */
  id: string;
  name: string;
  kind: CourtCardKind;
  /** A Guild card's resource suit, or "vox". */
  suit: CourtSuit;
  /** Guild cards only: keys an attacker spends to steal it in a raid (p.16-17). */
  raidCost?: number;
  /**
   * The Blighted Reach p.27: a protected Guild card (an "X" in place of its raid cost) cannot be
   * removed from its holder's play area unless the holder Provokes Outrage of its suit. No base card
   * is protected; a modder marks one here and the steal rule honours it (court.ts stealGuildCard).
   */
  protected?: boolean;
  /** "If you Provoke Outrage, keep this card" (the Loyal X cards). */
  loyal: boolean;
  /**
   * Loyal X cards: "You ignore Outrage when spending <type> for its Prelude action"
   * (and "You may spend any resources as <type>").
   */
  ignoresOutrageFor?: ResourceType;
  /** Sworn Guardians: Rivals cannot steal your resources and other Guild cards. */
  guardsHoldings?: boolean;
  /** Sworn Guardians: "If this card is stolen, bury it." */
  buryIfStolen?: boolean;
  /** Vox cards only. */
  whenSecured?: WhenSecured;
  /** Vox cards only. */
  afterSecured?: VoxDestination;
  /** Printed rules text, one entry per paragraph (markup above). */
  text: string[];
}

const UNION = (suit: string): string =>
  "**Prelude:** You may place this card next to a face-up played " +
  suit +
  " card. When the round ends, draw that card into your hand and discard this card.";
const THREE_SHIPS = "**Prelude:** You may discard this to place 3 ships in a system you control.";
const LOYAL_KEEP = "If you **Provoke Outrage**, keep this card.";

// The rows of COURT_CARDS, written as calls to keep Global's Lua small. `text` is missing only in
// the Lua build, which prunes the printed paragraphs (tools/lib/luaProse.ts): the card then has no text.
/** A Guild card with no power the rules read from fields. */
function guildCard(id: string, name: string, suit: ResourceType, raidCost: number, text?: string[]): CourtCard {
  return { id, name, kind: "guild", suit, raidCost, loyal: false, text } as CourtCard;
}

/** A Loyal X card: raid cost 3, kept on Outrage, spends any resource as its own (ignoring its Outrage). */
function loyalCard(id: string, name: string, suit: ResourceType, text?: string[]): CourtCard {
  return { id, name, kind: "guild", suit, raidCost: 3, loyal: true, ignoresOutrageFor: suit, text } as CourtCard;
}

/** A Vox card: its When Secured and where it goes after. */
function voxCard(id: string, name: string, whenSecured: WhenSecured, afterSecured: VoxDestination, text?: string[]): CourtCard {
  return { id, name, kind: "vox", suit: "vox", loyal: false, whenSecured, afterSecured, text } as CourtCard;
}

export const COURT_CARDS: readonly CourtCard[] = [
  loyalCard("BC01", "Loyal Engineers", "material", [LOYAL_KEEP, "You may spend any resources as Material. You ignore Outrage when spending Material for its Prelude action."]),
  guildCard("BC02", "Mining Interest", "material", 2, [
    "**Manufacture (Build):** Gain 1 Material.",
    "**Prelude:** You may discard this to gain Material up to your number of empty resource slots. If the Material supply empties, steal the Material instead.",
  ]),
  guildCard("BC03", "Material Cartel", "material", 2, [
    "You keep the Material supply on here. *(You add it to Tycoon but can't spend it.)*",
    "After **scoring**, Rivals discard all Material.",
    "**Prelude:** You may discard this to steal 1 Material.",
  ]),
  guildCard("BC04", "Admin Union", "material", 2, [UNION("Administration")]),
  guildCard("BC05", "Construction Union", "material", 2, [UNION("Construction")]),
  guildCard("BC06", "Fuel Cartel", "fuel", 2, [
    "You keep the Fuel supply on here. *(You add it to Tycoon but can't spend it.)*",
    "After **scoring**, Rivals discard all Fuel.",
    "**Prelude:** You may discard this to steal 1 Fuel.",
  ]),
  loyalCard("BC07", "Loyal Pilots", "fuel", [LOYAL_KEEP, "You may spend any resources as Fuel. You ignore Outrage when spending Fuel for its Prelude action."]),
  guildCard("BC08", "Gatekeepers", "fuel", 2, [
    "When you **battle** in a gate, you may collect 2 more dice.",
    "**Prelude:** You may discard this to place 1 ship in each gate *(unless out of play)*.",
  ]),
  guildCard("BC09", "Shipping Interest", "fuel", 2, [
    "**Synthesize (Build):** Gain 1 Fuel.",
    "**Prelude:** You may discard this to gain Fuel up to your number of empty resource slots. If the Fuel supply empties, steal the Fuel instead.",
  ]),
  guildCard("BC10", "Spacing Union", "fuel", 2, [UNION("Mobilization")]),
  guildCard("BC11", "Arms Union", "weapon", 2, [UNION("Aggression")]),
  guildCard("BC12", "Prison Wardens", "weapon", 2, [
    "**Pressgang (Build):** Return any number of your Captives to gain any 1 resource for each.",
    "**Execute (Influence):** Move any number of your Captives to your Trophies.",
    THREE_SHIPS,
  ]),
  guildCard("BC13", "Skirmishers", "weapon", 2, [
    "After you roll in **battle**, you may reroll a number of skirmish dice up to your total Weapon icons from resources and cards.",
    THREE_SHIPS,
  ]),
  guildCard("BC14", "Court Enforcers", "weapon", 2, [
    "**Abduct (Battle):** Capture all Rival agents from a card in the Court that has fewer Rival agents than your total Weapon icons from resources and cards.",
    THREE_SHIPS,
  ]),
  loyalCard("BC15", "Loyal Marines", "weapon", [
    LOYAL_KEEP,
    "You may spend any resources as Weapons. You ignore Outrage when spending Weapons for their Prelude action.",
    THREE_SHIPS,
  ]),
  guildCard("BC16", "Lattice Spies", "psionic", 2, [
    "**Prelude:** Before any other actions, you may discard this to seize the initiative.",
    "*You can't seize the initiative if you have it or if it's already seized this round!*",
  ]),
  guildCard("BC17", "Farseers", "psionic", 2, [
    "When you **declare an ambition**, look at a Rival's hand. You may swap 1 card with them.",
    "Prelude: You may discard this and any number of cards from your hand. Draw the same number of cards *(including Farseers)* from the bottom of the action discard pile.",
  ]),
  guildCard("BC18", "Secret Order", "psionic", 2, ["When you **declare** Keeper or Empath, do not place the zero marker."]),
  loyalCard("BC19", "Loyal Empaths", "psionic", [LOYAL_KEEP, "You may spend any resources as Psionic. You ignore Outrage when spending Psionic for its Prelude action."]),
  guildCard("BC20", "Silver-Tongues", "psionic", 2, ["**Prelude:** You may discard this to steal a Guild card or resource."]),
  loyalCard("BC21", "Loyal Keepers", "relic", [LOYAL_KEEP, "You may spend any resources as Relics. You ignore Outrage when spending Relics for their Prelude action."]),
  {
    id: "BC22", name: "Sworn Guardians", kind: "guild", suit: "relic", raidCost: 1, loyal: false,
    guardsHoldings: true, buryIfStolen: true,
    text: [
      "Rivals cannot steal your resources and other Guild cards. *(In battle they can steal this first and then spend [key].)*",
      "If this card is stolen, bury it. *(Place it on the bottom of the Court deck.)*",
    ],
  },
  guildCard("BC23", "Elder Broker", "relic", 2, [
    "**Trade (Tax):** Choose a Rival city you control. Swap 1 resource with that Rival--take a resource of that city type from them, and give them a resource they don't have.",
    "**Prelude:** You may discard this to gain 1 Material, 1 Fuel, and 1 Weapon.",
  ]),
  guildCard("BC24", "Relic Fence", "relic", 2, ["**Prelude:** Once per turn, you may discard 1 resource to gain 1 Relic."]),
  guildCard("BC25", "Galactic Bards", "relic", 1, [
    "When you **Surpass** or **Pivot**, before taking ***any*** actions, you may declare the ambition on your played card if an ambition has not been declared yet this round. Do not place the zero marker.",
  ]),
  voxCard("BC26", "Mass Uprising", "massUprising", "discard", ["**When Secured:** Choose a cluster on the map. You place 1 ship in each system of that cluster. Discard this card."]),
  voxCard("BC27", "Populist Demands", "populistDemands", "discard", ["**When Secured:** You may declare any ambition. *(An ambition marker must be Available.)* Discard this card."]),
  voxCard("BC28", "Outrage Spreads", "outrageSpreads", "discard", ["**When Secured:** You may choose an Outrage type. Each player *(even you)* must Provoke Outrage of that type. Discard this card."]),
  voxCard("BC29", "Song of Freedom", "songOfFreedom", "shuffleIntoDeck", [
    "**When Secured:** You may return ***any*** one city you control to its player board. If you do, you may seize the initiative. Shuffle this card into the Court deck.",
    "*You can't seize the initiative if you have it or if it's already seized this round!*",
  ]),
  voxCard("BC30", "Guild Struggle", "guildStruggle", "discard", [
    "**When Secured:** You may steal 1 Guild card from a Rival. Shuffle all Guild cards from the Court discard pile into the Court deck. Discard Guild Struggle.",
  ]),
  voxCard("BC31", "Call to Action", "callToAction", "discard", ["**When Secured:** Draw 1 action card from the bottom of the action discard pile. Discard Call to Action."]),
];

/** The card with this id, or undefined. */
export function courtCard(id: string): CourtCard | undefined {
  return findById(COURT_CARDS, id);
}

/** All base Court card ids in printed order (setup step 8 shuffles them into the Court deck). */
export function courtDeck(): string[] {
  return COURT_CARDS.map((c) => c.id);
}

/** Names already built (the card data never changes while the scripts run): reasons and events name cards often. */
const NAMES: { [id: string]: string } = {};

/** "Loyal Engineers (BC01, Material Guild)" - how reasons name a court card. */
export function courtCardName(id: string): string {
  const known = NAMES[id];
  if (known !== undefined) return known;
  const c = courtCard(id);
  if (c === undefined) return id;
  const name = c.kind === "vox" ? c.name + " (" + c.id + ", Vox)" : c.name + " (" + c.id + ", " + capitalise(c.suit) + " Guild)";
  NAMES[id] = name;
  return name;
}


const FILE = "src/core/data/court.ts";

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (code < 32 || code > 126) return false;
  }
  return true;
}

/**
 * Data checks for the build: 31 cards BC01..BC31 in order, unique names, 25 Guild cards with a
 * resource suit and an integer raid cost 1..9, 6 Vox cards with a When Secured and a destination,
 * Loyal X cards consistent, ASCII text.
 */
export function validateCourtData(): string[] {
  return validateCourtCards(COURT_CARDS);
}

/** The checks of validateCourtData over any card list (so a modder's edited copy can be checked). */
export function validateCourtCards(COURT_CARDS: readonly CourtCard[]): string[] {
  const shape = shapeProblems(FILE, COURT_CARDS, [
    { field: "id", type: "string" },
    { field: "name", type: "string" },
    { field: "kind", type: "string" },
    { field: "suit", type: "string" },
    { field: "raidCost", type: "number", optional: true },
    { field: "loyal", type: "boolean" },
    { field: "ignoresOutrageFor", type: "string", optional: true },
    { field: "guardsHoldings", type: "boolean", optional: true },
    { field: "buryIfStolen", type: "boolean", optional: true },
    { field: "whenSecured", type: "string", optional: true },
    { field: "afterSecured", type: "string", optional: true },
    { field: "text", type: "strings" },
  ], "id", "COURT_CARDS");
  if (shape.length > 0) return shape;
  const errors: string[] = [];
  const names: string[] = [];
  let guilds = 0;
  let voxes = 0;
  for (let i = 0; i < COURT_CARDS.length; i++) {
    const c = COURT_CARDS[i];
    const expectedId = "BC" + (i + 1 < 10 ? "0" : "") + (i + 1);
    const where = FILE + ": " + c.id;
    if (c.id !== expectedId) {
      // A repeated id is said as such (a modder copied an entry and kept its id), not as a gap.
      let repeated = false;
      for (let k = 0; k < i; k++) if (COURT_CARDS[k].id === c.id) repeated = true;
      errors.push(where + " field id: " + (repeated ? "duplicate id " + c.id + " (the id here is " + expectedId + ")" : "expected " + expectedId + ", got " + c.id));
    }
    if (c.name.length === 0 || !isAscii(c.name)) errors.push(where + " field name: expected a non-empty ASCII name, got '" + c.name + "'");
    if (names.indexOf(c.name) >= 0) errors.push(where + " field name: duplicate name " + c.name);
    names.push(c.name);
    // `?? []`: in the Lua build a card whose text no rule reads has none (tools/lib/luaProse.ts).
    const text = c.text ?? [];
    if (text.length === 0) errors.push(where + " field text: expected at least one paragraph");
    for (const p of text) {
      if (p.length === 0 || !isAscii(p)) errors.push(where + " field text: expected non-empty ASCII paragraphs");
      const token = markupProblem(p);
      if (token !== undefined) errors.push(where + " field text: " + token);
    }
    if (c.kind === "guild") {
      guilds++;
      if (RESOURCE_TYPES.indexOf(c.suit as ResourceType) < 0) errors.push(where + " field suit: expected a resource type, got " + c.suit);
      const rc = c.raidCost;
      if (rc === undefined || Math.floor(rc) !== rc || rc < 1 || rc > 9) {
        errors.push(where + " field raidCost: expected an integer 1..9, got " + (rc === undefined ? "nothing" : "" + rc));
      }
      if (c.whenSecured !== undefined) errors.push(where + " field whenSecured: only Vox cards have a When Secured");
      if (c.afterSecured !== undefined) errors.push(where + " field afterSecured: only Vox cards have a destination");
      if (c.loyal !== (c.ignoresOutrageFor !== undefined)) {
        errors.push(where + " field ignoresOutrageFor: only a Loyal card has it");
      }
      if (c.ignoresOutrageFor !== undefined && c.ignoresOutrageFor !== c.suit) {
        errors.push(where + " field ignoresOutrageFor: expected " + c.suit + ", got " + c.ignoresOutrageFor);
      }
      if (c.loyal && c.name.substring(0, 6) !== "Loyal ") errors.push(where + " field loyal: only the Loyal X cards are Loyal");
    } else if (c.kind === "vox") {
      voxes++;
      if (c.suit !== "vox") errors.push(where + " field suit: expected vox, got " + c.suit);
      if (c.raidCost !== undefined) errors.push(where + " field raidCost: Vox cards have no raid cost");
      if (c.loyal) errors.push(where + " field loyal: Vox cards are never Loyal");
      if (c.whenSecured === undefined) errors.push(where + " field whenSecured: a Vox card needs a When Secured");
      if (c.afterSecured !== "discard" && c.afterSecured !== "shuffleIntoDeck") {
        errors.push(where + " field afterSecured: expected discard or shuffleIntoDeck");
      }
    } else {
      errors.push(where + " field kind: expected guild or vox, got " + c.kind);
    }
  }
  // The counts come from the data (a modder may add cards); an empty kind cannot make a Court.
  if (guilds === 0) errors.push(FILE + ": field COURT_CARDS: expected at least one Guild card");
  if (voxes === 0) errors.push(FILE + ": field COURT_CARDS: expected at least one Vox card");
  return errors;
}
