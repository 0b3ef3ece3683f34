/**
 * Whether a map snapshot (snapshot.ts) can describe the table: each system once and on the map,
 * each piece of a known owner and kind, whole counts, no more buildings than building slots, no
 * more pieces than the box holds, Flagship boards well formed (base p.2, p.6; BR pp.3-4, 22). The
 * base game's map holds the players' pieces only; a campaign's also the Empire's, the Free
 * States' and the Blight (`MapCheck.nonPlayers`). Lore that builds outside the building slots
 * (Gate Ports, Gate Stations, Cloud Cities) widens the slots (`MapCheck.gateSlots`, `planetSlots`);
 * a read that marks the Cloud Cities cities outside a planet's slots (`MapPieces.outside`) has the
 * others checked against the printed slots.
 */
import type { Colour, Owner } from "../data/vocabulary";
import { COLOURS, NON_PLAYER_OWNERS, ownerName } from "../data/vocabulary";
import { SYSTEMS } from "../data/map";
import { campaignPieceCount } from "../data/campaign/campaignPieces";
import { PLAYER_PIECES } from "../data/pieces";
import type { FlagshipBoard, FlagshipPart, MapPieceKind, MapSnapshot, SystemPieces } from "./snapshot";

/** What the map may hold beyond the players' pieces in their building slots. */
export interface MapCheck {
  /** the Empire's, the Free States' and the Blight's pieces may lie on the map (a campaign) */
  nonPlayers: boolean;
  /** buildings a gate may hold (Gate Ports, Gate Stations: 1 per gate and holder) */
  gateSlots?: number;
  /** buildings a planet may hold beyond its slots (Cloud Cities: 1 per planet and holder) */
  planetSlots?: number;
  /** a system a Law adds at the map's centre, with no building slots (F2205's Twisted Passage) */
  centre?: string;
}

/** The campaign's map (BR pp.10, 15, 19): every owner, the printed slots. */
const CAMPAIGN_CHECK: MapCheck = { nonPlayers: true };

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
function newTally(owner: unknown, seats: readonly Colour[], nonPlayers: boolean): OwnerTally | undefined {
  const np = NON_PLAYER_KINDS[owner as string];
  if (np !== undefined && np.owner === owner) {
    if (!nonPlayers) return undefined;
    return { owner: np.owner, kinds: np.kinds, shown: {}, player: false };
  }
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

/** Why the snapshot cannot describe this table, if it cannot; `seats` are the players' colours; `check` what it may hold (a campaign's map by default). */
export function mapSnapshotRefusal(snap: MapSnapshot, seats: readonly Colour[], check: MapCheck = CAMPAIGN_CHECK): string | undefined {
  const centre = check.centre;
  if (typeof snap !== "object" || snap === undefined || !Array.isArray(snap.systems)) return "the map snapshot lists no systems";
  const bad = piecesRefusal(snap.systems, seats, check);
  if (bad !== undefined) return bad;
  if (snap.flagships !== undefined) {
    const badBoard = boardsRefusal(snap.flagships, seats);
    if (badBoard !== undefined) return badBoard;
  }
  const areas = snap.playAreas;
  if (areas !== undefined && (!Array.isArray(areas) || !areas.every((a) => typeof a === "object" && seats.indexOf(a.colour) >= 0 && Array.isArray(a.cards) && a.cards.every((id) => typeof id === "string")))) {
    return "the play areas' cards are listed by id under each colour";
  }
  const tokens = snap.fateTokens;
  if (tokens !== undefined && (!Array.isArray(tokens) || !tokens.every((t) => typeof t === "object" && (typeof SLOTS_BY_ID[t.system] === "number" || t.system === centre) && typeof t.token === "string" && (t.on === undefined || seats.indexOf(t.on) >= 0) && (t.faceDown === undefined || typeof t.faceDown === "boolean")))) {
    return "each Fate token on the map is listed by system and name, on a player's city or none";
  }
  return undefined;
}

/** The systems' part of mapSnapshotRefusal: each system once, each piece of a known owner and kind, counts, slots and the box's supply. */
function piecesRefusal(systems: readonly SystemPieces[], seats: readonly Colour[], check: MapCheck): string | undefined {
  const nonPlayers = check.nonPlayers;
  const gateSlots = check.gateSlots === undefined ? 0 : check.gateSlots;
  const planetSlots = check.planetSlots === undefined ? 0 : check.planetSlots;
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
    const slots = typeof id === "string" ? (id === check.centre ? 0 : SLOTS_BY_ID[id]) : undefined;
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
    // Cloud Cities cities outside the slots (L09): they fill no slot.
    let outside = 0;
    const pieceCount = pieces.length;
    for (let pi = 0; pi < pieceCount; pi++) {
      const p = pieces[pi];
      if (typeof p !== "object") return `the map snapshot lists a piece in ${id} that is not a piece`;
      const owner = p.owner;
      let tally = byOwner[owner];
      if (tally === undefined || tally.owner !== owner) {
        const made = newTally(owner, seats, nonPlayers);
        if (made === undefined) return COLOURS.indexOf(owner as Colour) >= 0 ? `${owner} is not playing` : nonPlayers ? "a piece's owner is a player, the Empire, the Free States or the Blight" : "every piece on the map is a player's in the base game";
        tally = made;
        byOwner[owner] = made;
        anyShown = true;
      }
      const kind = p.kind;
      if (tally.kinds[kind] !== true) return `${ownerName(owner)} has no ${String(kind)} pieces (BR pp.10, 15, 19)`;
      const fresh = p.fresh;
      const damaged = p.damaged;
      if (COUNT_OF[fresh] !== fresh || COUNT_OF[damaged] !== damaged || fresh === undefined || damaged === undefined) {
        return `the ${kind} count of ${ownerName(owner)} in ${id} must be counts of fresh and damaged pieces`;
      }
      if (kind === "flagship" && damaged > 0) return "a Flagship is never damaged: hits go to its board (BR p.22)";
      if (kind === "city" || kind === "starport") buildings += fresh + damaged;
      const out = p.outside;
      if (out !== undefined) {
        if (COUNT_OF[out] !== out || kind !== "city" || out > fresh + damaged) return `the cities of ${ownerName(owner)} outside the building slots of ${id} must count cities shown there`;
        outside += out;
      }
      const shown = tally.shown;
      const was = shown[kind];
      shown[kind] = was === undefined ? fresh + damaged : was + fresh + damaged;
    }
    if (outside > 0) {
      if (slots === 0) return `${id} is a gate: only planets hold Cloud Cities (L09)`;
      if (outside > planetSlots) return `${id} shows ${outside} cit${outside === 1 ? "y" : "ies"} outside its building slots: Cloud Cities (L09) allows 1 per planet and holder`;
      if (buildings - outside > slots) return `${id} has ${slots} building slot${slots === 1 ? "" : "s"}, not ${buildings - outside} buildings in them`;
    } else if (buildings > slots + (slots === 0 ? gateSlots : planetSlots)) {
      if (slots === 0) return gateSlots === 0 ? `a gate has no building slots, but ${id} shows ${buildings} buildings` : `gate ${id} holds at most ${gateSlots} building${gateSlots === 1 ? "" : "s"} (1 per gate with Gate Ports or Stations), not ${buildings}`;
      return planetSlots === 0 ? `${id} has ${slots} building slot${slots === 1 ? "" : "s"}, not ${buildings}` : `${id} has ${slots} building slot${slots === 1 ? "" : "s"} and room for ${planetSlots} Cloud Cit${planetSlots === 1 ? "y" : "ies"}, not ${buildings} buildings`;
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
      if (partProblem(slot.upgrade)) return `${b.owner}'s Upgrade in slot ${i + 1} must be a city or starport`;
      if (partProblem(slot.armor)) return `${b.owner}'s Armor in slot ${i + 1} must be a city or starport`;
      if (slot.armor !== undefined && slot.upgrade === undefined) return `${b.owner}'s Armor in slot ${i + 1} needs an Upgrade below it (BR p.22)`;
    }
  }
  return undefined;
}
