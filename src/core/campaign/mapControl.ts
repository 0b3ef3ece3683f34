/**
 * The map as the table shows it in a campaign, and who controls a system (BR p.10, p.15, p.19,
 * pp.22-24). A piece's OWNER is a player colour or one of the three non-player owners: the Empire
 * (Imperial ships), the Free States (Free cities and starports) and the Blight. They are owners,
 * never players: they have no seat, no Power and never control a system by the base rule.
 *
 * The snapshot is what the table reads; the core checks it and decides from it (Crises, the
 * Intermission's board step, Fate ambitions). Lists are in the table's order; nothing here
 * depends on it: every answer iterates SYSTEMS or the seats.
 */
import type { Colour, NonPlayerOwner, Owner, SystemId } from "../data/vocabulary";
import { COLOURS, NON_PLAYER_OWNERS, ownerName } from "../data/vocabulary";
import { SYSTEMS } from "../data/map";
import { campaignPieceCount } from "../data/campaign/campaignPieces";
import { PLAYER_PIECES } from "../data/pieces";
import type { CampaignState } from "./types";

export type { NonPlayerOwner, Owner };
export { NON_PLAYER_OWNERS };

export type { FlagshipBoard, FlagshipPart, MapPieceKind, MapPieces, MapSnapshot, SystemPieces } from "../map/snapshot";
import type { FlagshipBoard, FlagshipPart, MapPieceKind, MapPieces, MapSnapshot, SystemPieces } from "../map/snapshot";

/** Who holds the Empire's titles: enough to decide control (BR p.10). */
export interface EmpireFacts {
  firstRegent?: Colour;
  regents: Colour[];
}

export function empireFacts(campaign: CampaignState): EmpireFacts {
  const facts: EmpireFacts = { regents: campaign.players.filter((p) => p.title === "regent").map((p) => p.colour) };
  if (campaign.firstRegent !== undefined) facts.firstRegent = campaign.firstRegent;
  return facts;
}

const KINDS_OF: { readonly [owner: string]: readonly MapPieceKind[] } = {
  empire: ["ship"],
  free: ["city", "starport"],
  blight: ["blight"],
};
const PLAYER_KINDS: readonly MapPieceKind[] = ["ship", "city", "starport", "flagship"];
/** The same as lookups (the snapshot check runs per piece; the Lua VM pays for every list scan). */
const KIND_SET_OF: { readonly [owner: string]: { readonly [kind: string]: true } } = {
  empire: { ship: true },
  free: { city: true, starport: true },
  blight: { blight: true },
};
const PLAYER_KIND_SET: { readonly [kind: string]: true } = { ship: true, city: true, starport: true, flagship: true };

/**
 * Each whole number 0..100 keyed by itself: `COUNT_OF[n] === n` holds exactly when n is a number, whole
 * and 0..100 (or undefined, tested apart), in Node and in Lua alike: a string "3" is another key
 * in Lua, and in Node finds 3, which is not "3". One table read instead of two `type()` calls and
 * six comparisons per piece (the Lua VMs pay for every call in proportion to the caller's frame).
 */
const COUNT_OF: { [n: number]: number } = {};
for (let i = 0; i <= 100; i++) COUNT_OF[i] = i;

/**
 * The box's supply of each owner's pieces by kind (supplyOf, looked up once at load): the snapshot
 * check compares every count the map shows with it, and supplyOf scans the piece lists per call.
 * A player's entry is `players`; keyed by owner and kind, never iterated.
 */
const SUPPLY_LIMITS: { readonly [owner: string]: { readonly [kind: string]: number } } = supplyLimits();

function supplyLimits(): { [owner: string]: { [kind: string]: number } } {
  const out: { [owner: string]: { [kind: string]: number } } = {};
  const player: { [kind: string]: number } = {};
  for (let k = 0; k < PLAYER_KINDS.length; k++) player[PLAYER_KINDS[k]] = supplyOf("Red", PLAYER_KINDS[k]);
  out.players = player;
  for (let i = 0; i < NON_PLAYER_OWNERS.length; i++) {
    const owner = NON_PLAYER_OWNERS[i];
    const limits: { [kind: string]: number } = {};
    for (let k = 0; k < KINDS_OF[owner].length; k++) limits[KINDS_OF[owner][k]] = supplyOf(owner, KINDS_OF[owner][k]);
    out[owner] = limits;
  }
  return out;
}

/** Each system's building slots by id (the snapshot check reads one per system listed). */
const SLOTS_BY_ID: { readonly [id: string]: number } = slotsById();

function slotsById(): { [id: string]: number } {
  const out: { [id: string]: number } = {};
  for (let i = 0; i < SYSTEMS.length; i++) out[SYSTEMS[i].id] = SYSTEMS[i].slots;
  return out;
}

/** One owner's entry in the snapshot check: the kinds of piece it has and how many the map shows of each. */
interface OwnerTally {
  owner: Owner;
  kinds: { readonly [kind: string]: true };
  shown: { [kind: string]: number };
  /** A player's entry (a seat's colour), checked against a player's supply. */
  player: boolean;
}

/** The Empire's, the Free States' and the Blight's kinds by owner; an entry is known by its own `owner` (Node's prototype members have none). */
const NON_PLAYER_KINDS: { readonly [owner: string]: { owner: Owner; kinds: { readonly [kind: string]: true } } } = nonPlayerKinds();

function nonPlayerKinds(): { [owner: string]: { owner: Owner; kinds: { readonly [kind: string]: true } } } {
  const out: { [owner: string]: { owner: Owner; kinds: { readonly [kind: string]: true } } } = {};
  for (let i = 0; i < NON_PLAYER_OWNERS.length; i++) out[NON_PLAYER_OWNERS[i]] = { owner: NON_PLAYER_OWNERS[i], kinds: KIND_SET_OF[NON_PLAYER_OWNERS[i]] };
  return out;
}

/**
 * A piece owner's entry, made when the map first shows one of its pieces: the Empire, the Free
 * States or the Blight (before a seat of the same name), else a seat's colour; undefined for anyone
 * else.
 */
function newTally(owner: unknown, seats: readonly Colour[]): OwnerTally | undefined {
  const np = NON_PLAYER_KINDS[owner as string];
  if (np !== undefined && np.owner === owner) return { owner: np.owner, kinds: np.kinds, shown: {}, player: false };
  for (let i = 0; i < seats.length; i++) if (seats[i] === owner) return { owner: seats[i], kinds: PLAYER_KIND_SET, shown: {}, player: true };
  return undefined;
}

/** How many of one owner's pieces of one kind the box holds (BR p.4 step A, p.3; base p.2). */
function supplyOf(owner: Owner, kind: MapPieceKind): number {
  if (owner === "empire") return campaignPieceCount("imperialShip");
  if (owner === "blight") return campaignPieceCount("blight");
  if (owner === "free") return campaignPieceCount(kind === "city" ? "freeCity" : "freeStarport");
  if (kind === "flagship") return 1;
  for (const p of PLAYER_PIECES) if (p.kind === kind) return p.count;
  return 0;
}

function partProblem(part: unknown): boolean {
  if (part === undefined) return false;
  const p = part as FlagshipPart;
  return typeof p !== "object" || (p.building !== "city" && p.building !== "starport") || typeof p.damaged !== "boolean";
}

/** Why the snapshot cannot describe this table, if it cannot; `seats` are the players' colours. */
export function mapSnapshotRefusal(snap: MapSnapshot, seats: readonly Colour[]): string | undefined {
  if (typeof snap !== "object" || snap === undefined || !Array.isArray(snap.systems)) return "the map snapshot lists no systems";
  const bad = piecesRefusal(snap.systems, seats);
  if (bad !== undefined) return bad;
  if (snap.flagships !== undefined) {
    const badBoard = boardsRefusal(snap.flagships, seats);
    if (badBoard !== undefined) return badBoard;
  }
  return undefined;
}

/** The systems' part of mapSnapshotRefusal: each system once, each piece of a known owner and kind, counts, slots and the box's supply. */
function piecesRefusal(systems: readonly SystemPieces[], seats: readonly Colour[]): string | undefined {
  // Lookups by string key, not list scans: the Lua VM pays for every scan.
  const seen: { [id: string]: boolean } = {};
  // Each owner's entry by the owner's name, made when the map first shows one of its pieces (most
  // of this check's work on a sparse map was making all seven); an entry is known by its own
  // `owner` being the key (a lookup in Node may find an Object prototype member, e.g. "constructor").
  const byOwner: { [owner: string]: OwnerTally } = {};
  let anyShown = false;
  // Index loops, not for...of: ipairs is a function call per element in the Lua VMs.
  const systemCount = systems.length;
  for (let si = 0; si < systemCount; si++) {
    const sp = systems[si];
    const id = typeof sp === "object" ? sp.system : undefined;
    // A lookup, not system(id): the same answer (a known id's slots), one call fewer per system.
    const slots = typeof id === "string" ? SLOTS_BY_ID[id] : undefined;
    // A number, not merely found: in Node a lookup may find an Object prototype member ("constructor").
    if (typeof slots !== "number") {
      const named = typeof id === "string" ? ` (${id})` : "";
      return `the map snapshot names a system that is not on the map${named}`;
    }
    if (seen[id as string] === true) return `the map snapshot lists system ${id} twice`;
    seen[id as string] = true;
    const pieces = sp.pieces;
    if (!Array.isArray(pieces)) return `the map snapshot lists no pieces for system ${id}`;
    let buildings = 0;
    const pieceCount = pieces.length;
    for (let pi = 0; pi < pieceCount; pi++) {
      const p = pieces[pi];
      if (typeof p !== "object") return `the map snapshot lists a piece in ${id} that is not a piece`;
      const owner = p.owner;
      let tally = byOwner[owner];
      if (tally === undefined || tally.owner !== owner) {
        const made = newTally(owner, seats);
        if (made === undefined) return COLOURS.indexOf(owner as Colour) >= 0 ? `${owner} is not playing` : "a piece's owner is a player, the Empire, the Free States or the Blight";
        tally = made;
        byOwner[owner] = made;
        anyShown = true;
      }
      const kind = p.kind;
      if (tally.kinds[kind] !== true) return `${ownerName(owner)} has no ${String(kind)} pieces (BR pp.10, 15, 19)`;
      const fresh = p.fresh;
      const damaged = p.damaged;
      if (COUNT_OF[fresh] !== fresh || COUNT_OF[damaged] !== damaged || fresh === undefined || damaged === undefined) {
        return `the ${kind} count of ${ownerName(owner)} in ${id} must be whole numbers of fresh and damaged pieces`;
      }
      if (kind === "flagship" && damaged > 0) return "a Flagship is never damaged: hits go to its Upgrades and Armor (BR p.22)";
      if (kind === "city" || kind === "starport") buildings += fresh + damaged;
      const shown = tally.shown;
      const was = shown[kind];
      shown[kind] = was === undefined ? fresh + damaged : was + fresh + damaged;
    }
    if (buildings > slots) {
      return slots === 0 ? `a gate has no building slots, but ${id} shows ${buildings} buildings` : `${id} has ${slots} building slot${slots === 1 ? "" : "s"}, not ${buildings}`;
    }
  }
  // Supply limits, checked over a fixed list of owners and kinds (never the order of the record):
  // the seats in order, then the Empire, the Free States and the Blight; an owner the map shows
  // nothing of has no entry and exceeds none (an empty map skips the list).
  // (An `if` around the body, never `continue` in an index loop: MoonSharp's label bug.)
  if (!anyShown) return undefined;
  for (let i = 0; i < seats.length; i++) {
    const tally = byOwner[seats[i]];
    if (tally !== undefined && tally.owner === seats[i] && tally.player) {
      const bad = supplyRefusal(tally, true);
      if (bad !== undefined) return bad;
    }
  }
  for (let i = 0; i < NON_PLAYER_OWNERS.length; i++) {
    const tally = byOwner[NON_PLAYER_OWNERS[i]];
    if (tally !== undefined && tally.owner === NON_PLAYER_OWNERS[i] && !tally.player) {
      const bad = supplyRefusal(tally, false);
      if (bad !== undefined) return bad;
    }
  }
  return undefined;
}

/** One owner's counts on the map against the box's supply (BR p.4 step A, p.3; base p.2). */
function supplyRefusal(tally: OwnerTally, player: boolean): string | undefined {
  const owner = tally.owner;
  const kinds = player ? PLAYER_KINDS : KINDS_OF[owner];
  const limits = SUPPLY_LIMITS[player ? "players" : owner];
  const shown = tally.shown;
  for (let k = 0; k < kinds.length; k++) {
    const kind = kinds[k];
    const n = shown[kind];
    if (n !== undefined && n > limits[kind]) {
      const what = kind === "blight" ? "Blight" : `${kind}s of ${ownerName(owner)}`;
      return `the map shows ${n} ${what}; there are only ${limits[kind]}`;
    }
  }
  return undefined;
}

/** The Flagship boards' part of mapSnapshotRefusal (BR p.22). */
function boardsRefusal(flagships: FlagshipBoard[], seats: readonly Colour[]): string | undefined {
  if (!Array.isArray(flagships)) return "the Flagship boards must be a list";
  const boardOwners: string[] = [];
  for (const b of flagships) {
    if (typeof b !== "object" || seats.indexOf(b.owner) < 0) return "a Flagship board belongs to a player";
    if (boardOwners.indexOf(b.owner) >= 0) return `${b.owner} has one Flagship board`;
    boardOwners.push(b.owner);
    if (!Array.isArray(b.slots) || b.slots.length !== 6) return `${b.owner}'s Flagship board has 6 slots (BR p.22)`;
    for (let i = 0; i < 6; i++) {
      const slot = b.slots[i];
      if (typeof slot !== "object") return `${b.owner}'s Flagship slot ${i + 1} must be listed`;
      // The words only on refusal: building them for every slot was most of this check.
      if (partProblem(slot.upgrade)) return `${b.owner}'s Upgrade in slot ${i + 1} must be a fresh or damaged city or starport`;
      if (partProblem(slot.armor)) return `${b.owner}'s Armor in slot ${i + 1} must be a fresh or damaged city or starport`;
      if (slot.armor !== undefined && slot.upgrade === undefined) return `${b.owner}'s Armor in slot ${i + 1} needs an Upgrade below it (BR p.22)`;
    }
  }
  return undefined;
}

/** The pieces the snapshot shows in one system (none when it is not listed). */
export function piecesIn(snap: MapSnapshot, id: SystemId): MapPieces[] {
  // An index loop: ipairs is a call per system in the Lua VMs, and every map rule comes here.
  const systems = snap.systems;
  for (let i = 0; i < systems.length; i++) if (systems[i].system === id) return systems[i].pieces;
  return [];
}

/** Fresh, damaged or all pieces of one owner and kind in one system's list of pieces. */
export function countPieces(pieces: readonly MapPieces[], owner: Owner, kind: MapPieceKind, state: "fresh" | "damaged" | "any"): number {
  let n = 0;
  for (const p of pieces) {
    if (p.owner !== owner || p.kind !== kind) continue;
    n += state === "fresh" ? p.fresh : state === "damaged" ? p.damaged : p.fresh + p.damaged;
  }
  return n;
}

/** Fresh, damaged or all pieces of one owner and kind in a system (a hot path looks the system up once: piecesIn). */
export function countIn(snap: MapSnapshot, id: SystemId, owner: Owner, kind: MapPieceKind, state: "fresh" | "damaged" | "any"): number {
  return countPieces(piecesIn(snap, id), owner, kind, state);
}

/** BR p.10: "The Empire controls all systems that have any number of fresh Imperial ships". */
export function empireControls(snap: MapSnapshot, id: SystemId): boolean {
  return countIn(snap, id, "empire", "ship", "fresh") > 0;
}

function freshShipsOf(here: readonly MapPieces[], colour: Colour): number {
  return countPieces(here, colour, "ship", "fresh") + countPieces(here, colour, "flagship", "fresh");
}

function controllingPlayer(here: readonly MapPieces[], seats: readonly Colour[]): Colour | undefined {
  let best: Colour | undefined;
  let bestCount = 0;
  let tied = false;
  for (const colour of seats) {
    const n = freshShipsOf(here, colour);
    if (n > bestCount) {
      best = colour;
      bestCount = n;
      tied = false;
    } else if (n === bestCount && n > 0) tied = true;
  }
  return tied ? undefined : best;
}

function loyalIn(here: readonly MapPieces[], colour: Colour): boolean {
  for (const p of here) if (p.owner === colour && p.fresh + p.damaged > 0) return true;
  return false;
}

/**
 * The base rule (p.7): the player with more fresh ships there than each other player (a Flagship
 * is a fresh Loyal ship, BR p.22). Imperial ships and Blight are not players' ships.
 */
export function playerControlling(snap: MapSnapshot, id: SystemId, seats: readonly Colour[]): Colour | undefined {
  return controllingPlayer(piecesIn(snap, id), seats);
}

/** Does `colour` have Loyal pieces (ships, buildings, Flagship) in the system (Presence Law, BR p.10)? */
export function hasLoyalPieces(snap: MapSnapshot, id: SystemId, colour: Colour): boolean {
  return loyalIn(piecesIn(snap, id), colour);
}

/**
 * Who controls a system (BR p.10), for one purpose:
 * - "standing" (ambitions, objectives, events): an Empire-controlled system is the First Regent's,
 *   or the Empire's when nobody holds the tile;
 * - a player's turn: a Regent with Loyal pieces there controls an Empire-controlled system
 *   (Presence Law); anyone else finds it controlled by the Empire -- for an Outlaw, by another.
 * Otherwise the base rule decides. Undefined: nobody controls it.
 */
export function controllerOf(
  snap: MapSnapshot, id: SystemId, seats: readonly Colour[], facts: EmpireFacts, on: "standing" | { turnOf: Colour },
): Owner | undefined {
  const here = piecesIn(snap, id);
  if (countPieces(here, "empire", "ship", "fresh") > 0) {
    if (on === "standing") return facts.firstRegent !== undefined ? facts.firstRegent : "empire";
    const player = on.turnOf;
    if (facts.regents.indexOf(player) >= 0 && loyalIn(here, player)) return player;
    return "empire";
  }
  return controllingPlayer(here, seats);
}

/** Systems `colour` controls for ambitions, objectives and events (BR p.10), in map order. */
export function systemsControlledBy(snap: MapSnapshot, colour: Colour, seats: readonly Colour[], facts: EmpireFacts): SystemId[] {
  const out: SystemId[] = [];
  for (const s of SYSTEMS) if (controllerOf(snap, s.id, seats, facts, "standing") === colour) out.push(s.id);
  return out;
}

/**
 * BR p.10 example: on an Outlaw's turn an Empire-controlled system is controlled by someone else,
 * so what they build there is placed damaged (base p.12); likewise in any system another controls.
 */
export function buildsDamaged(snap: MapSnapshot, id: SystemId, seats: readonly Colour[], facts: EmpireFacts, player: Colour): boolean {
  const c = controllerOf(snap, id, seats, facts, { turnOf: player });
  return c !== undefined && c !== player;
}
