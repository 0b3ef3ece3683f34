/**
 * Plain-data snapshots shared by the Court, resources and battle modules.
 *
 * The table supplies these (players move pieces by hand); the core checks what is legal and
 * returns the new snapshot. Everything is JSON data: no null, no holes, string keys only.
 */
import type { Colour, Owner, ResourceType } from "../data/vocabulary";
import { COLOURS, NON_PLAYER_OWNERS, RESOURCE_TYPES } from "../data/vocabulary";
import { capitalise } from "../util/ascii";

/** Agents (or other pieces) per colour; a missing colour means 0. Iterate COLOURS, never the keys. */
export type ColourCounts = { [colour: string]: number };

/** Pieces of one colour held as Trophies. */
export interface TrophyPieces {
  ships: number;
  agents: number;
  cities: number;
  starports: number;
  /** The Survivalist's Bunkers (F1803 "Bunker tokens are your Loyal pieces"), destroyed by a Rival: kept only when any. */
  bunkers?: number;
}
export type TrophyCounts = { [colour: string]: TrophyPieces };

/** A resource slot's content; covered slots are always "empty". */
export type SlotContent = ResourceType | "empty";

/** The parts of a player's play area the Court, raid and resource rules touch. */
export interface PlayerHoldings {
  colour: Colour;
  /** Loyal agents in the player's supply (each colour has 10 in all). */
  agentSupply: number;
  /** Rival agents in this player's Captives box, by colour. */
  captives: ColourCounts;
  /** Rival pieces in this player's Trophies box, by colour. */
  trophies: TrophyCounts;
  /** Outraged resource types, in RESOURCE_TYPES order; each icon is covered by a Loyal agent ... */
  outrage: ResourceType[];
  /** ... except these, covered by a placeholder until an agent returns to supply (p.22). */
  outragePlaceholders: ResourceType[];
  /** Cities still on the player board (0..5): decides the open resource slots (game-data.md §6). */
  citiesOnBoard: number;
  /** The six resource slots left to right (raid costs 3,1,1,2,1,3). */
  resources: SlotContent[];
  /** Guild cards in the play area, in the order gained. */
  guildCards: string[];
  /**
   * Resources held on cards in the play area that a raid may steal (Ancient Holdings L13: "one
   * resource slot with a raid cost of 4 keys"; FAQ erratum p.17: held resources "cannot be stolen in
   * battle unless explicitly allowed"), as the table read them. Omitted when none.
   */
  held?: HeldResource[];
  /**
   * Frozen resources in the play area (BR p.27): the Imperial Trust on the First Regent tile (BR
   * p.21). The player has them (FAQ "Resources You Have": they count for ambitions, Skirmishers, ...)
   * but cannot spend, give or discard them; Rivals may steal them. In a campaign the campaign module
   * sets them from the state (src/core/campaign/frozenTrust.ts), whatever the table sent.
   */
  frozen?: ResourceType[];
}

/** A resource lying on a card that holds one (src/core/powers/heldResources.ts). */
export interface HeldResource {
  /** the card it lies on, e.g. "L13" */
  card: string;
  resource: ResourceType;
}

export interface CourtSlot {
  /** The face-up card here; omitted when the slot is empty (Court deck ran out). */
  card?: string;
  /** Agents on the card, by colour. */
  agents: ColourCounts;
  /**
   * The card attached above this one (The Blighted Reach, BR p.27): at most one per card, it holds
   * no agents of its own, and securing this card secures it too. The base game never has one.
   */
  attached?: string;
}

export interface CourtState {
  /** Face-down Court deck, top first (index 0 is drawn next; bury appends). */
  deck: string[];
  /** The Court row: 3 slots (2 players) or 4 (3-4 players), left to right. */
  row: CourtSlot[];
  /** Face-up Court discard pile, oldest first (the last entry is on top). */
  discard: string[];
}

/** What the table must still do once a When Secured has resolved (the core has no map or action deck). */
export type TableEffect =
  | { kind: "placeShipsInCluster"; colour: Colour; cluster: number }
  | { kind: "declareAmbition"; colour: Colour; ambition: string }
  | { kind: "returnCity"; colour: Colour; owner: Colour; system: string }
  | { kind: "seizeInitiative"; colour: Colour }
  | { kind: "drawBottomActionCard"; colour: Colour }
  /**
   * BR p.27: the Vox card attached to a secured card was secured too; its When Secured is resolved at
   * the table. `to`: where the card goes when its text says so plainly (the module's `whenSecuredTo`).
   */
  | { kind: "resolveAttached"; colour: Colour; card: string; to?: VoxDestination }
  /**
   * A Vox card a rule module added to the Court was secured or ransacked: its When Secured is the
   * table's; `to` is where the card went when its text says so plainly, else the table moves it.
   */
  | { kind: "resolveWhenSecured"; colour: Colour; card: string; to?: VoxDestination }
  /** A rule module's card whose When Secured acts in the securer's chosen cluster (kind "inCluster"): the table's. */
  | { kind: "resolveInCluster"; colour: Colour; card: string; cluster: number };

/**
 * Where a secured Vox card goes by its printed When Secured (a rule module's card): the Court discard
 * pile, the bottom of the Court deck ("bury"), into the Court deck ("shuffle": the table shuffles),
 * or it stays in its Court slot, its agents taken, with no refill ("This card remains in the Court").
 */
export type VoxDestination = "discard" | "bury" | "shuffle" | "stay";

/**
 * What the Court rules need of a card that is not in the base Court deck, for the rule module that
 * adds it (the campaign's Court and Fate-set cards, BR p.27): a Guild card joins its securer's play
 * area; a Vox card's When Secured is resolved at the table. Handed to a Court step by its caller
 * (the module), never taken from the table.
 */
export interface AddedCourtCard {
  /**
   * "lore": a lore card in the Court (BR p.5 shuffles one per player into the campaign Court deck):
   * secured, it joins its securer's play area as a persistent power, but it is no Guild card: no suit
   * and no raid cost, so it adds to no ambition and cannot be stolen (p.21).
   * "action": an action card of a rule module's own suit in the Court (the campaign's Faithful cards,
   * F813 "When you secure one from the Court, draw it into your hand"): secured, it goes to the hand.
   */
  kind: "guild" | "vox" | "lore" | "action";
  /** A Guild card's suit: Provoking Outrage of it discards the card (p.16) ... */
  suit?: string;
  /** ... unless the card says "If you Provoke Outrage, keep this card" (a Loyal Guild card). */
  keptOnOutrage?: boolean;
  /** A Vox card: where its printed When Secured sends it, when plainly said (else the table moves it). */
  whenSecuredTo?: VoxDestination;
  /**
   * A Vox card whose When Secured is a base card's (a reprint, "Bury" for "Discard" aside): its kind
   * ("massUprising"...). Secured, it waits for its securer's answer as the base card does, then goes
   * to `whenSecuredTo` (answerWhenSecured). Or "takeBanners" (Against Hegemony: taken or declined,
   * the table moves the Banners), "rumorAgent" (Rumors Spread: the table places the agent), "takeGolem" (F508-F511,
   * F517-F519: the table moves the Golem), "pilgrimage" (Call to Pilgrimage: a suit chosen, the card shuffled in),
   * "guildFair" (Guild Fair: no choice, then buried), "giveGuild" (Guilds Withdraw, Diplomatic Fiasco: the
   * Rivals' Guild cards given up, guildCards.ts giveGuildCards), or "inCluster": its text acts in a cluster the securer chooses (the
   * table's), or declined; it then goes to `whenSecuredTo`, else buried if resolved (a Crisis's "Bury
   * this card.") and discarded if declined.
   */
  whenSecured?: string;
}
export type AddedCourtCards = (id: string) => AddedCourtCard | undefined;

/** A Vox card secured (or ransacked) whose When Secured waits for its player's choice. */
export interface PendingWhenSecured {
  card: string;
  colour: Colour;
  /** The Court slot it came from: refilled once the prompt is answered. */
  slot: number;
  /** What to answer, in players' words. */
  prompt: string;
}

export interface TableState {
  /** Players in turn order (seat order from the initiative holder). */
  players: PlayerHoldings[];
  court: CourtState;
  /** General resource supply (5 of each at the start). */
  supply: { [type: string]: number };
  /** Set while a Vox card's When Secured waits for an answer; the card is neither in the Court nor discarded. */
  pending?: PendingWhenSecured;
}

export const AGENTS_PER_COLOUR = 10;
export const RESOURCES_PER_TYPE = 5;

export function count(counts: ColourCounts, colour: Colour): number {
  const n = counts[colour];
  return n === undefined ? 0 : n;
}

/** A copy of `counts` with `delta` added to `colour` (zero entries are dropped). */
export function addCount(counts: ColourCounts, colour: Colour, delta: number): ColourCounts {
  const out: ColourCounts = {};
  for (let i = 0; i < COLOURS.length; i++) {
    const c = COLOURS[i];
    const held = counts[c];
    const n = (held === undefined ? 0 : held) + (c === colour ? delta : 0);
    if (n !== 0) out[c] = n;
  }
  return out;
}

export function emptyTrophies(): TrophyPieces {
  return { ships: 0, agents: 0, cities: 0, starports: 0 };
}

export function trophiesOf(t: TrophyCounts, colour: Owner): TrophyPieces {
  const p = t[colour];
  return p === undefined ? emptyTrophies() : p;
}

/** `out` with `held`'s Bunkers and `add` more, when there are any (F1804). */
function withBunkers(out: TrophyPieces, held: TrophyPieces, add: number | undefined): TrophyPieces {
  const b = (held.bunkers === undefined ? 0 : held.bunkers) + (add === undefined ? 0 : add);
  if (b !== 0 || held.bunkers !== undefined) out.bunkers = b;
  return out;
}

/** Whose pieces can be Trophies: the players' and the owners who are not players (none in the base game). */
const TROPHY_OWNERS: readonly Owner[] = (COLOURS as readonly Owner[]).concat(NON_PLAYER_OWNERS);

/** A copy of `t` with the given pieces of `colour` (a player, or an owner who is not one: a Blight is held as a ship) added. */
export function addTrophies(t: TrophyCounts, colour: Owner, add: Partial<TrophyPieces>): TrophyCounts {
  const out: TrophyCounts = {};
  for (let i = 0; i < TROPHY_OWNERS.length; i++) {
    const c = TROPHY_OWNERS[i];
    const held = t[c];
    if (c === colour) {
      const p = held === undefined ? emptyTrophies() : held;
      out[c] = withBunkers({
        ships: p.ships + (add.ships === undefined ? 0 : add.ships),
        agents: p.agents + (add.agents === undefined ? 0 : add.agents),
        cities: p.cities + (add.cities === undefined ? 0 : add.cities),
        starports: p.starports + (add.starports === undefined ? 0 : add.starports),
      }, p, add.bunkers);
    } else if (held !== undefined) {
      out[c] = withBunkers({ ships: held.ships, agents: held.agents, cities: held.cities, starports: held.starports }, held, undefined);
    }
  }
  return out;
}

/**
 * A copy of `counts` over COLOURS, zero entries dropped (as addCount with no change). The four
 * colours written out: this runs for every player and Court slot of every clone, and a loop costs
 * the Lua VMs a length, an index and a test per colour.
 */
function copyCounts(counts: ColourCounts): ColourCounts {
  const out: ColourCounts = {};
  const red = counts.Red;
  if (red !== undefined && red !== 0) out.Red = red;
  const blue = counts.Blue;
  if (blue !== undefined && blue !== 0) out.Blue = blue;
  const yellow = counts.Yellow;
  if (yellow !== undefined && yellow !== 0) out.Yellow = yellow;
  const white = counts.White;
  if (white !== undefined && white !== 0) out.White = white;
  return out;
}

/** A copy of `t` (as addTrophies(t, own, {}): `own` always gets an entry). */
function copyTrophies(t: TrophyCounts, own: Colour): TrophyCounts {
  const out: TrophyCounts = {};
  const n = TROPHY_OWNERS.length;
  for (let i = 0; i < n; i++) {
    const c = TROPHY_OWNERS[i];
    const held = t[c];
    if (held !== undefined) out[c] = withBunkers({ ships: held.ships, agents: held.agents, cities: held.cities, starports: held.starports }, held, undefined);
    else if (c === own) out[c] = emptyTrophies();
  }
  return out;
}

/** A copy of a short list by index (the Lua VMs pay a generic slice's argument handling per call). */
function copyList<T>(xs: readonly T[]): T[] {
  const out: T[] = [];
  const n = xs.length;
  for (let i = 0; i < n; i++) out[i] = xs[i];
  return out;
}

// The clones below run for every Court, raid and battle step (cloneTable is most of a raid step
// in the Lua VM): index loops and direct copies, no per-entry calls.
export function clonePlayer(p: PlayerHoldings): PlayerHoldings {
  return {
    colour: p.colour,
    agentSupply: p.agentSupply,
    captives: copyCounts(p.captives),
    trophies: copyTrophies(p.trophies, p.colour),
    outrage: copyList(p.outrage),
    outragePlaceholders: copyList(p.outragePlaceholders),
    citiesOnBoard: p.citiesOnBoard,
    resources: copyList(p.resources),
    guildCards: copyList(p.guildCards),
    ...(p.held === undefined ? {} : { held: p.held.map((h) => ({ card: h.card, resource: h.resource })) }),
    ...(p.frozen === undefined ? {} : { frozen: copyList(p.frozen) }),
  };
}

function cloneSlot(s: CourtSlot): CourtSlot {
  if (s.card === undefined) return { agents: copyCounts(s.agents) };
  const out: CourtSlot = { card: s.card, agents: copyCounts(s.agents) };
  if (s.attached !== undefined) out.attached = s.attached;
  return out;
}

export function cloneCourt(c: CourtState): CourtState {
  const row: CourtSlot[] = [];
  for (let i = 0; i < c.row.length; i++) row.push(cloneSlot(c.row[i]));
  return { deck: copyList(c.deck), row, discard: copyList(c.discard) };
}

/** A copy of the supply with every resource type counted (a missing one as 0). */
export function cloneSupply(supplied: { [type: string]: number }): { [type: string]: number } {
  const supply: { [type: string]: number } = {};
  for (let i = 0; i < RESOURCE_TYPES.length; i++) {
    const r = RESOURCE_TYPES[i];
    const n = supplied[r];
    supply[r] = n === undefined ? 0 : n;
  }
  return supply;
}

export function cloneTable(t: TableState): TableState {
  const players: PlayerHoldings[] = [];
  for (let i = 0; i < t.players.length; i++) players.push(clonePlayer(t.players[i]));
  const out: TableState = { players, court: cloneCourt(t.court), supply: cloneSupply(t.supply) };
  if (t.pending !== undefined) out.pending = { ...t.pending };
  return out;
}

export function playerIndex(t: TableState, colour: Colour): number {
  for (let i = 0; i < t.players.length; i++) {
    if (t.players[i].colour === colour) return i;
  }
  return -1;
}

/** A fresh play area: all agents in supply, no resources, `citiesOnBoard` cities on the board. */
export function newPlayerHoldings(colour: Colour, citiesOnBoard: number): PlayerHoldings {
  return {
    colour,
    agentSupply: AGENTS_PER_COLOUR,
    captives: {},
    trophies: {},
    outrage: [],
    outragePlaceholders: [],
    citiesOnBoard,
    resources: ["empty", "empty", "empty", "empty", "empty", "empty"],
    guildCards: [],
  };
}

/** "Material" for reasons. */
export function resourceName(type: ResourceType): string {
  return capitalise(type);
}
