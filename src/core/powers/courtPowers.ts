/**
 * What each base Court card's power changes, keyed by card id beside the card data
 * (src/core/data/court.ts holds the printed text): a modder reads and edits a card's effect here.
 *
 * The structured fields are what the core reads; `changes` and `handled` are the honest summary
 * docs/card-powers.md repeats, for people: the Lua build leaves them out (tools/lib/luaProse.ts). A campaign Guild card with the rules of a base card (`sameAs`,
 * src/core/data/campaign/campaignCourt.ts) has that card's power.
 */
import type { Ambition, ResourceType, Suit } from "../data/vocabulary";
import type { ActionKind } from "../game/actionTypes";
import { courtCard, courtCardName } from "../data/court";
import { campaignCourtCard } from "../data/campaign/campaignCourt";
import { fateSetTwinOf } from "../data/campaign/fateSetTwins";
import { fateSetCard } from "../data/campaign/fateSets";

/**
 * How the project handles a power: the core enforces it ("core"), the script carries it out from a
 * button ("button"), its owner is reminded at the right moment ("reminder"), or nothing yet.
 */
export type PowerHandling = "core" | "button" | "reminder" | "notYet";
// "reminder": the core names the step in the game's words at the right moment (e.g. a scoring cleanup line).

export interface CourtPower {
  /** What the power changes, in the game's words. */
  changes: string;
  handled: PowerHandling;
  /** Gatekeepers: dice the attacker may collect beyond one per ship when battling in a gate. */
  extraDiceInGate?: number;
  /** Skirmishers: after the roll, reroll skirmish dice up to the attacker's Weapon icons. */
  skirmishRerollUpToWeapons?: boolean;
  /** Secret Order: declaring these ambitions with the lead card places no zero marker. */
  declaresWithoutZeroMarker?: Ambition[];
  /** Galactic Bards: a Surpass or Pivot may declare its card's ambition, without the zero marker. */
  declaresOnSurpassOrPivot?: boolean;
  /** The Cartels: "After scoring, Rivals discard all <type>." */
  rivalsDiscardAfterScoring?: ResourceType;
  /** The Cartels: "You keep the <type> supply on here. (You add it to Tycoon but can't spend it.)" */
  keepsSupply?: ResourceType;
  /** The card's Prelude ability, when the core decides it (src/core/powers/preludePowers.ts). */
  prelude?: PreludePower;
  /** A new action "Name (Standard)" that gains one resource (Mining Interest's Manufacture, Shipping Interest's Synthesize). */
  gainAction?: { name: string; standard: "build"; resource: ResourceType };
  /** Elder Broker's Trade (Tax): swap a resource with a Rival whose city you control. */
  tradeAction?: boolean;
  /** Farseers: on declaring, look at a Rival's hand and may swap 1 card (powers/farseers.ts). */
  swapsOnDeclare?: boolean;
  /** The Liaisons (F405-F409): "When you Copy to <action>, you may gain 1 <resource>." */
  copyGain?: { action: ActionKind; resource: ResourceType };
  /** The Guildmasters (F417-F421): "When you declare the <ambition> ambition, you may steal a <suit> Guild card." */
  stealsOnDeclare?: { ambition: Ambition; suit: ResourceType };
  /** Guild Investigators (F402) Recover (Move): attach the topmost Guild card of the Court discard pile to a Court card with no agents. */
  recover?: boolean;
  /** Dealmakers (F103) Bargain (Secure): a Rival secures a card, its agents go home; you influence and secure (powers/cardActions.ts). */
  bargain?: boolean;
}

/**
 * The shapes of the base Court cards' Prelude abilities. Every one but Relic Fence's discards the
 * card ("You may discard this to ...").
 * - fillSlots: gain `resource` up to your empty resource slots; steal it when the supply empties (Interests)
 * - steal: steal 1 `resource` from a Rival (Cartels)
 * - gain: gain these resources (Elder Broker)
 * - ships: the table places ships as `where` says; the core discards the card (Gatekeepers, the 3-ships cards)
 * - stealAny: steal a Guild card or a resource (Silver-Tongues)
 * - relicFence: once per turn, discard 1 resource to gain 1 Relic; the card stays
 * - union: lay the card beside a face-up played action card of `suit`; its owner draws that card when the round ends
 * - cycle: discard this and any cards from hand, draw as many plus one from the bottom of the action discard pile (Farseers)
 * - attachDeclare: attach this to a Court card with no agents to declare `ambition` (the Liaisons, F405-F409)
 * - declare: discard this to declare any ambition (Lesser Regent, F121)
 */
export type PreludePower =
  | { kind: "fillSlots"; resource: ResourceType }
  | { kind: "steal"; resource: ResourceType }
  | { kind: "gain"; resources: ResourceType[] }
  | { kind: "ships"; where: string }
  | { kind: "stealAny" }
  | { kind: "relicFence" }
  | { kind: "union"; suit: Suit }
  | { kind: "cycle" }
  | { kind: "attachDeclare"; ambition: Ambition }
  | { kind: "declare" };

const LOYAL = "Kept on Provoke Outrage; any resource spends as its suit; its Prelude ignores Outrage";
const THREE_SHIPS = "Prelude: discard to place 3 ships in a system you control";
const SHIPS3: PreludePower = { kind: "ships", where: "3 ships in a system they control" };
const cartel = (t: string, a = "Tycoon"): string => `Holds the ${t} supply (${a} counts it, unspent); Rivals discard ${t} after scoring; Prelude: discard to steal 1`;
const UNION = "Prelude: lay beside a face-up played card of its suit; draw that card at round end";

export const COURT_POWERS: { readonly [id: string]: CourtPower } = {
  BC01: { changes: LOYAL + " (Material)", handled: "core" },
  BC02: { changes: "Manufacture (Build): gain 1 Material; Prelude: discard to fill empty slots with it", handled: "core", gainAction: { name: "Manufacture", standard: "build", resource: "material" }, prelude: { kind: "fillSlots", resource: "material" } },
  BC03: { changes: cartel("Material"), handled: "core", rivalsDiscardAfterScoring: "material", keepsSupply: "material", prelude: { kind: "steal", resource: "material" } },
  BC04: { changes: UNION + " (Administration)", handled: "core", prelude: { kind: "union", suit: "administration" } },
  BC05: { changes: UNION + " (Construction)", handled: "core", prelude: { kind: "union", suit: "construction" } },
  BC06: { changes: cartel("Fuel"), handled: "core", rivalsDiscardAfterScoring: "fuel", keepsSupply: "fuel", prelude: { kind: "steal", resource: "fuel" } },
  BC07: { changes: LOYAL + " (Fuel)", handled: "core" },
  BC08: { changes: "The attacker may collect 2 more dice in a gate", handled: "core", extraDiceInGate: 2, prelude: { kind: "ships", where: "1 ship in each gate (unless out of play)" } },
  BC09: { changes: "Synthesize (Build): gain 1 Fuel; Prelude: discard to fill empty slots with it", handled: "core", gainAction: { name: "Synthesize", standard: "build", resource: "fuel" }, prelude: { kind: "fillSlots", resource: "fuel" } },
  BC10: { changes: UNION + " (Mobilization)", handled: "core", prelude: { kind: "union", suit: "mobilization" } },
  BC11: { changes: UNION + " (Aggression)", handled: "core", prelude: { kind: "union", suit: "aggression" } },
  BC12: { changes: "Pressgang (Build): return Captives for resources; Execute (Influence): Captives to Trophies; " + THREE_SHIPS, handled: "core", prelude: SHIPS3 },
  BC13: { changes: "The attacker may reroll skirmish dice up to their Weapon icons", handled: "core", skirmishRerollUpToWeapons: true, prelude: SHIPS3 },
  BC14: { changes: "Abduct (Battle): capture Rival agents from a card with fewer than your Weapons; " + THREE_SHIPS, handled: "core", prelude: SHIPS3 },
  BC15: { changes: LOYAL + " (Weapon); " + THREE_SHIPS, handled: "core", prelude: SHIPS3 },
  BC16: { changes: "Prelude: discard to seize the initiative", handled: "core" },
  BC17: { changes: "On declaring: see a Rival's hand, may swap 1 card; Prelude: cycle cards from the discard bottom", handled: "core", prelude: { kind: "cycle" }, swapsOnDeclare: true },
  BC18: { changes: "Declaring Keeper or Empath places no zero marker", handled: "core", declaresWithoutZeroMarker: ["keeper", "empath"] },
  BC19: { changes: LOYAL + " (Psionic)", handled: "core" },
  BC20: { changes: "Prelude: discard to steal a Guild card or resource", handled: "core", prelude: { kind: "stealAny" } },
  BC21: { changes: LOYAL + " (Relic)", handled: "core" },
  BC22: { changes: "Rivals cannot steal your resources and other Guild cards; buried if stolen", handled: "core" },
  BC23: { changes: "Trade (Tax): swap a resource with a Rival whose city you control; Prelude: discard, gain Material, Fuel, Weapon", handled: "core", tradeAction: true, prelude: { kind: "gain", resources: ["material", "fuel", "weapon"] } },
  BC24: { changes: "Prelude, once per turn: discard 1 resource to gain 1 Relic", handled: "core", prelude: { kind: "relicFence" } },
  BC25: { changes: "Surpass or Pivot: may declare its ambition before actions if none was; no zero marker", handled: "core", declaresOnSurpassOrPivot: true },
  BC26: { changes: "When Secured: 1 ship in each system of a chosen cluster", handled: "reminder" },
  BC27: { changes: "When Secured: declare any ambition", handled: "core" },
  BC28: { changes: "When Secured: each player Provokes Outrage of a chosen type", handled: "core" },
  BC29: { changes: "When Secured: return a city you control and seize the initiative", handled: "core" },
  BC30: { changes: "When Secured: steal a Guild card; the Court discard's Guild cards shuffle into the deck", handled: "core" },
  BC31: { changes: "When Secured: draw the bottom card of the action discard pile", handled: "core" },
};

/**
 * Fate-set Guild cards whose powers have the shapes of base Court cards' (seed 003 card reference),
 * keyed by their own id: no base card reprints them (data/campaign/fateSetTwins.ts lists those that
 * do). The rules that read a shape read these cards as they read the base ones.
 */
const ARMS_INTEREST: CourtPower = { changes: "As Mining Interest, with Weapons (Assemble)", handled: "core", gainAction: { name: "Assemble", standard: "build", resource: "weapon" }, prelude: { kind: "fillSlots", resource: "weapon" } };
const liaisons = (action: ActionKind, resource: ResourceType, ambition: Ambition): CourtPower => ({ changes: `Copy to ${action}: gain 1 ${resource}; Prelude: attach to declare ${ambition}`, handled: "button", copyGain: { action, resource }, prelude: { kind: "attachDeclare", ambition } });
const guildmasters = (ambition: Ambition, suit: ResourceType): CourtPower => ({ changes: `Declaring ${ambition}: steal a ${suit} Guild card`, handled: "button", stealsOnDeclare: { ambition, suit } });
// The Fate-set Cartels no base card reprints (F307/F308 reprint BC03/BC06: data/campaign/fateSetTwins.ts).
const fateCartel = (t: ResourceType, a: string): CourtPower => ({ changes: cartel(t, a), handled: "core", rivalsDiscardAfterScoring: t, keepsSupply: t, prelude: { kind: "steal", resource: t } });
const PSIONIC_LIAISONS = liaisons("influence", "psionic", "empath");
// "When you Provoke Outrage, keep this card" is read from its text (data/prose.ts); the 2 fresh ships then are the players'.
const SYCOPHANTS: CourtPower = { changes: THREE_SHIPS, handled: "core", prelude: SHIPS3 };
// Informants' Spy (F602) and Mind Managers' Manipulate (F1006): the campaign's `handCardAction` (campaign/fates/handCards.ts).
const HAND_CARDS: CourtPower = { changes: "Swap hand cards (Influence)", handled: "button" };

export const FATE_SET_POWERS: { readonly [id: string]: CourtPower } = {
  F405: liaisons("build", "material", "tycoon"),
  F406: liaisons("move", "fuel", "tycoon"),
  F407: liaisons("battle", "weapon", "warlord"),
  F408: liaisons("secure", "relic", "keeper"),
  F409: PSIONIC_LIAISONS,
  F417: guildmasters("tycoon", "material"),
  F418: guildmasters("tycoon", "fuel"),
  F419: guildmasters("warlord", "weapon"),
  F420: guildmasters("keeper", "relic"),
  F421: guildmasters("empath", "psionic"),
  F121: { changes: "Prelude: discard to declare any ambition", handled: "button", prelude: { kind: "declare" } },
  F103: { changes: "Bargain (Secure)", handled: "button", bargain: true },
  F402: { changes: "Recover (Move): attach the top discarded Guild card to an agent-free Court card", handled: "button", recover: true },
  F602: HAND_CARDS,
  F1006: HAND_CARDS,
  F1102: SYCOPHANTS,
  F1702: SYCOPHANTS,
  F1405: PSIONIC_LIAISONS,
  F309: fateCartel("weapon", "Warlord"),
  F310: fateCartel("psionic", "Empath"),
  F311: fateCartel("relic", "Keeper"),
  F1505: ARMS_INTEREST,
  F1506: ARMS_INTEREST,
};

/**
 * The base card whose rules `id` has: itself, a campaign Guild card's `sameAs`, or the base card a
 * Fate-set Guild card reprints (data/campaign/fateSetTwins.ts, BR p.27-28).
 */
export function baseCardOf(id: string): string {
  if (COURT_POWERS[id] !== undefined) return id;
  const cc = campaignCourtCard(id);
  if (cc !== undefined && cc.sameAs !== undefined) return cc.sameAs;
  const twin = fateSetTwinOf(id);
  return twin === undefined ? id : twin;
}

/** The power of Court card `id` (campaign copies and FATE_SET_POWERS included), or undefined. */
export function courtPower(id: string): CourtPower | undefined {
  const p = COURT_POWERS[baseCardOf(id)];
  if (p !== undefined) return p;
  const f = typeof id === "string" ? FATE_SET_POWERS[id] : undefined;
  // In Node a lookup may find an Object prototype member ("constructor"): only an entry is a power.
  return typeof f === "object" ? f : undefined;
}

/** A Guild card's suit and BR p.27 protection, from its data (base, campaign Court or Fate set), or undefined. */
export function guildCardFacts(id: string): { suit: string; protected: boolean } | undefined {
  const base = courtCard(baseCardOf(id));
  if (base !== undefined) return base.kind === "guild" ? { suit: base.suit, protected: base.protected === true } : undefined;
  const c = campaignCourtCard(id) ?? fateSetCard(id);
  return c && c.suit && { suit: c.suit, protected: c.protected === true };
}

/** How the rules name a card with a power: "Mining Interest (BC02, Material Guild)", "Arms Interest (F1505)", "Populist Demands (CC11)". */
export function powerCardName(id: string): string {
  const base = baseCardOf(id);
  const c = fateSetCard(id);
  const cc = c ?? campaignCourtCard(id);
  return courtCard(base) !== undefined ? courtCardName(base) : cc !== undefined ? `${cc.name} (${id})` : id;
}

/**
 * Whether Court card `id`'s Prelude discards the card itself ("You may discard this to ...", seed 003):
 * every Prelude shape but Relic Fence's (discards a resource), a Union's (laid beside a played card)
 * and the Liaisons' (attached). tests/core/powers/preludeDiscards.test.ts holds it to the printed texts.
 */
export function discardsItself(id: string): boolean {
  const p = courtPower(id);
  return p !== undefined && p.prelude !== undefined && ["relicFence", "union", "attachDeclare"].indexOf(p.prelude.kind) < 0;
}

/** The supply Court card `id` keeps on itself (the Cartels BC03 / BC06 and their campaign twins), or undefined. */
export function suppliesKept(id: string): ResourceType | undefined {
  const p = courtPower(id);
  return p && p.keepsSupply;
}

/** The first of `cards` whose power has `has`, as the card id held (undefined if none). */
export function heldWith(cards: readonly string[], has: (p: CourtPower) => boolean): string | undefined {
  for (const id of cards) {
    const p = courtPower(id);
    if (p !== undefined && has(p)) return id;
  }
  return undefined;
}
