/**
 * Crises (BR p.18): Blight Crises, then Fate Crises, then Court Crises, decided from the map as the
 * table shows it (mapControl.ts). The core works out every hit of the Blight and lists the Fate and
 * Court Crisis texts in their order with the dice phrases resolved to systems and planets; the table
 * carries the result out (damages, removals, the texts).
 *
 * Blight Crises: each fresh Blight deals 3 hits and each damaged Blight 1, to the Imperial ships
 * there first, then each remaining hit to every player's Loyal ships there; fresh before damaged; a
 * Flagship only once no other fresh Loyal ship of its owner remains there (BR p.24), its rightmost
 * Armor first, then its rightmost Upgrade. Buildings are not hit (only in the Intermission).
 */
import type { Colour, SystemId } from "../data/vocabulary";
import { SYSTEMS } from "../data/map";
import type { PlanetSymbol } from "../data/map";
import { CAMPAIGN_COURT_CARDS, campaignCourtCard, crisisText } from "../data/campaign/campaignCourt";
import { FATE_SETS } from "../data/campaign/fateSets";
import { FATES } from "../data/campaign/fates";
import type { FateSetCard } from "../data/campaign/fateTypes";
import type { GameState } from "../game/types";
import { turnOrderFrom } from "../game/util";
import { markerFirst, markerSecond } from "../game/rounds";
import { countPieces, mapSnapshotRefusal, piecesIn } from "./mapControl";
import type { FlagshipBoard, MapPieceKind, MapPieces, MapSnapshot, Owner } from "./mapControl";
import type { CampaignState, ResolveCrisesCommand } from "./types";

/** One owner's pieces of one kind in one system, before and after, and how many were destroyed. */
export interface PieceChange {
  system: SystemId;
  owner: Owner;
  kind: MapPieceKind;
  before: { fresh: number; damaged: number };
  after: { fresh: number; damaged: number };
  destroyed: number;
}

/** A hit on a Flagship board (BR p.24): slot 1-6 from the left. */
export interface FlagshipHit {
  owner: Colour;
  slot: number;
  part: "armor" | "upgrade";
  result: "damaged" | "destroyed";
}

export interface BlightCrisis {
  system: SystemId;
  hits: number;
  changes: PieceChange[];
  flagship: FlagshipHit[];
  /** Hits left when no ship remained to take them. */
  lostHits: number;
}

/** What the dice phrases of a Crisis text mean for this roll (BR p.18). */
export interface RolledPlaces {
  symbol: PlanetSymbol;
  cluster: number;
  /** "Rolled Cluster": its gate and planets. */
  rolledCluster: SystemId[];
  /** "Planets of the Rolled Symbol": every planet with the rolled ID symbol. */
  planetsOfRolledSymbol: SystemId[];
  /** "Rolled Planet": the rolled symbol's planet in the rolled cluster. */
  rolledPlanet: SystemId;
}

export interface CrisisText {
  card: string;
  name: string;
  text: string;
  /** "If A/B/C was rolled" (BR p.18): each planet symbol the text asks about, and whether it was rolled. */
  ifRolled?: { symbol: PlanetSymbol; rolled: boolean }[];
  /** Blight Looms (CC15, F1311): the Blight it repairs and places, worked out from the map and the roll. */
  blight?: { repair: { system: SystemId; count: number }[]; place: SystemId[] };
}

/** Court Crises whose effect on the map is plain counting: Blight Looms (CC15 and the Blight Speaker's F1311). */
const BLIGHT_LOOMS: readonly string[] = ["CC15", "F1311"];

/**
 * Blight Looms: "Repair all Blight in the rolled cluster. Place 1 damaged Blight at each planet of the
 * rolled symbol with no Blight." The Blight Crises before it hit ships only, so the map as sent
 * still shows the Blight. Placements beyond the supply are the table's (BR p.19 Empty Supply).
 */
export function blightLooms(map: MapSnapshot, places: RolledPlaces): { repair: { system: SystemId; count: number }[]; place: SystemId[] } {
  const repair: { system: SystemId; count: number }[] = [];
  for (const id of places.rolledCluster) {
    const n = countPieces(piecesIn(map, id), "blight", "blight", "damaged");
    if (n > 0) repair.push({ system: id, count: n });
  }
  const place = places.planetsOfRolledSymbol.filter((id) => countPieces(piecesIn(map, id), "blight", "blight", "any") === 0);
  return { repair, place };
}

/** The card texts print the symbols as [arrow], [moon] (the crescent) and [hex]. */
const SYMBOL_TOKENS: readonly { symbol: PlanetSymbol; token: string }[] = [
  { symbol: "arrow", token: "[arrow]" },
  { symbol: "crescent", token: "[moon]" },
  { symbol: "hex", token: "[hex]" },
];

/** Answers a Crisis text's "If A/B/C was rolled" for this roll. */
function withRolled(t: CrisisText, symbol: PlanetSymbol): CrisisText {
  if (t.text.indexOf("was rolled") < 0) return t;
  const asks: { symbol: PlanetSymbol; rolled: boolean }[] = [];
  for (const s of SYMBOL_TOKENS) if (t.text.indexOf(s.token) >= 0) asks.push({ symbol: s.symbol, rolled: s.symbol === symbol });
  return asks.length === 0 ? t : { card: t.card, name: t.name, text: t.text, ifRolled: asks };
}

export interface CrisesResult {
  blight: BlightCrisis[];
  /** Fate Crises, in turn order: each player's Fate-set cards with Crisis text, resolved if held in play. */
  fate: { player: Colour; cards: CrisisText[] }[];
  /** Court Crises, left to right (BR p.18). */
  court: CrisisText[];
  dice: RolledPlaces;
}

/** BR p.18's dice phrases for a roll of the event die's planet symbol and the number die. */
export function rolledPlaces(symbol: PlanetSymbol, cluster: number): RolledPlaces {
  const inCluster: SystemId[] = [];
  const ofSymbol: SystemId[] = [];
  let rolledPlanet = "";
  for (const s of SYSTEMS) {
    if (s.cluster === cluster) inCluster.push(s.id);
    if (s.symbol === symbol) ofSymbol.push(s.id);
    if (s.cluster === cluster && s.symbol === symbol) rolledPlanet = s.id;
  }
  return { symbol, cluster, rolledCluster: inCluster, planetsOfRolledSymbol: ofSymbol, rolledPlanet };
}

interface Group {
  fresh: number;
  damaged: number;
  destroyed: number;
}

function boardOf(map: MapSnapshot, owner: Colour): FlagshipBoard | undefined {
  if (map.flagships === undefined) return undefined;
  for (const b of map.flagships) if (b.owner === owner) return b;
  return undefined;
}

const FLAGSHIP_PARTS: readonly ("armor" | "upgrade")[] = ["armor", "upgrade"];

/** BR p.24: the hit goes to the rightmost Armor, else the rightmost Upgrade; false if none is left. */
function hitFlagship(board: { upgrade?: { damaged: boolean }; armor?: { damaged: boolean } }[], owner: Colour, out: FlagshipHit[]): boolean {
  for (const part of FLAGSHIP_PARTS) {
    // Rightmost first: the last slot holding this part.
    let i = board.length - 1;
    while (i >= 0 && board[i][part] === undefined) i -= 1;
    if (i >= 0) {
      const piece = board[i][part] as { damaged: boolean };
      if (piece.damaged) {
        board[i] = part === "armor" ? { upgrade: board[i].upgrade } : {};
        out.push({ owner, slot: i + 1, part, result: "destroyed" });
      } else {
        board[i] = part === "armor" ? { upgrade: board[i].upgrade, armor: { damaged: true } } : { upgrade: { damaged: true } };
        out.push({ owner, slot: i + 1, part, result: "damaged" });
      }
      return true;
    }
  }
  return false;
}

/** Copies a board's damage states only (what the Crisis changes), dropping absent parts. */
function boardCopy(b: FlagshipBoard | undefined): { upgrade?: { damaged: boolean }; armor?: { damaged: boolean } }[] {
  const out: { upgrade?: { damaged: boolean }; armor?: { damaged: boolean } }[] = [];
  if (b === undefined) return out;
  for (const slot of b.slots) {
    const copy: { upgrade?: { damaged: boolean }; armor?: { damaged: boolean } } = {};
    if (slot.upgrade !== undefined) copy.upgrade = { damaged: slot.upgrade.damaged };
    if (slot.armor !== undefined) copy.armor = { damaged: slot.armor.damaged };
    out.push(copy);
  }
  return out;
}

/** Each seat's place in the turn order of the seats, by colour (a lookup, not a scan per piece). */
type SeatIndex = { [colour: string]: number };

function seatIndexOf(seats: readonly Colour[]): SeatIndex {
  const out: SeatIndex = {};
  for (let i = 0; i < seats.length; i++) out[seats[i]] = i;
  return out;
}

/** One owner's ships in a system as the hits change them, with what they were. */
interface Ships extends Group {
  wasFresh: number;
  wasDamaged: number;
  /** A fresh Flagship of this player is here (BR p.24). */
  flagship: boolean;
}

/** The board of a player with no Flagship in the system: never hit, so one shared empty list. */
const NO_BOARD: { upgrade?: { damaged: boolean }; armor?: { damaged: boolean } }[] = [];

/**
 * The Blight Crisis of one system from its pieces (BR p.18), or undefined when it has no Blight.
 * Shaped for the Lua VMs, where every function call and every ipairs step is a call that costs
 * more than the arithmetic: index loops, the hits on Imperial ships counted at once, one small
 * record per owner.
 */
function blightCrisisOf(map: MapSnapshot, id: SystemId, here: readonly MapPieces[], seats: readonly Colour[], seatAt: SeatIndex): BlightCrisis | undefined {
  let fresh = 0;
  let damaged = 0;
  const n = here.length;
  for (let k = 0; k < n; k++) {
    const p = here[k];
    if (p.owner === "blight") {
      fresh += p.fresh;
      damaged += p.damaged;
    }
  }
  if (fresh + damaged === 0) return undefined;
  const imperial: Ships = { fresh: 0, damaged: 0, destroyed: 0, wasFresh: 0, wasDamaged: 0, flagship: false };
  const groups: Ships[] = [];
  for (let i = 0; i < seats.length; i++) groups.push({ fresh: 0, damaged: 0, destroyed: 0, wasFresh: 0, wasDamaged: 0, flagship: false });
  let anyFlagship = false;
  for (let k = 0; k < n; k++) {
    const p = here[k];
    if (p.owner === "empire") {
      imperial.fresh += p.fresh;
      imperial.damaged += p.damaged;
    } else {
      const i = seatAt[p.owner];
      if (i !== undefined) {
        const g = groups[i];
        if (p.kind === "ship") {
          g.fresh += p.fresh;
          g.damaged += p.damaged;
        } else if (p.kind === "flagship" && p.fresh > 0) {
          g.flagship = true;
          anyFlagship = true;
        }
      }
    }
  }
  const hits = 3 * fresh + damaged;
  // The Imperial ships first, one hit at a time, fresh before damaged: the first hits damage the
  // fresh ships, the next destroy the damaged ones (2 per fresh ship and 1 per damaged at most).
  imperial.wasFresh = imperial.fresh;
  imperial.wasDamaged = imperial.damaged;
  const taken = Math.min(hits, 2 * imperial.fresh + imperial.damaged);
  const flipped = Math.min(taken, imperial.fresh);
  imperial.fresh -= flipped;
  imperial.damaged += flipped - (taken - flipped);
  imperial.destroyed = taken - flipped;
  let left = hits - taken;
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i];
    g.wasFresh = g.fresh;
    g.wasDamaged = g.damaged;
  }
  // Flagship boards are copied only for the players with a Flagship here.
  const boards: { upgrade?: { damaged: boolean }; armor?: { damaged: boolean } }[][] = [];
  if (anyFlagship) for (let i = 0; i < seats.length; i++) boards.push(groups[i].flagship ? boardCopy(boardOf(map, seats[i])) : NO_BOARD);
  const flagship: FlagshipHit[] = [];
  let lost = 0;
  while (left > 0) {
    let anyone = false;
    for (let i = 0; i < seats.length; i++) {
      const g = groups[i];
      // Fresh ships, then the Flagship (a fresh ship, BR p.24), then damaged ships (hitGroup, inlined).
      if (g.fresh > 0) {
        g.fresh -= 1;
        g.damaged += 1;
        anyone = true;
      } else if (g.flagship && hitFlagship(boards[i], seats[i], flagship)) anyone = true;
      else if (g.damaged > 0) {
        g.damaged -= 1;
        g.destroyed += 1;
        anyone = true;
      }
    }
    if (!anyone) {
      lost = left;
      left = 0;
    } else left -= 1;
  }
  const changes: PieceChange[] = [];
  // The Imperial ships, then each seat's (noteChange, inlined).
  for (let i = -1; i < seats.length; i++) {
    const g = i < 0 ? imperial : groups[i];
    if (g.fresh !== g.wasFresh || g.damaged !== g.wasDamaged || g.destroyed > 0) {
      changes.push({ system: id, owner: i < 0 ? "empire" : seats[i], kind: "ship", before: { fresh: g.wasFresh, damaged: g.wasDamaged }, after: { fresh: g.fresh, damaged: g.damaged }, destroyed: g.destroyed });
    }
  }
  return { system: id, hits, changes, flagship, lostHits: lost };
}

/** The Blight Crisis of one system (BR p.18), or undefined when it has no Blight. */
export function blightCrisis(map: MapSnapshot, id: SystemId, seats: readonly Colour[]): BlightCrisis | undefined {
  return blightCrisisOf(map, id, piecesIn(map, id), seats, seatIndexOf(seats));
}

/** Every system's Blight Crisis, in map order (SYSTEMS), the snapshot indexed once by system. */
export function blightCrises(map: MapSnapshot, seats: readonly Colour[]): BlightCrisis[] {
  const bySystem: { [id: string]: MapPieces[] } = {};
  const systems = map.systems;
  for (let i = 0; i < systems.length; i++) bySystem[systems[i].system] = systems[i].pieces;
  const seatAt = seatIndexOf(seats);
  const out: BlightCrisis[] = [];
  for (let i = 0; i < SYSTEMS.length; i++) {
    const id = SYSTEMS[i].id;
    const here = bySystem[id];
    const b = here === undefined ? undefined : blightCrisisOf(map, id, here, seats, seatAt);
    if (b !== undefined) out.push(b);
  }
  return out;
}

function crisisParagraph(card: FateSetCard): string | undefined {
  for (const p of card.text) if (p.indexOf("**Crisis:**") >= 0) return p;
  return undefined;
}

function fateSetCard(id: string): FateSetCard | undefined {
  for (const set of FATE_SETS) for (const c of set) if (c.id === id) return c;
  return undefined;
}

/** A Court card's Crisis text, if it has one: campaign Vox cards and Fate-set Vox cards (BR p.18). */
function courtCrisisFromData(id: string): CrisisText | undefined {
  const cc = campaignCourtCard(id);
  if (cc !== undefined) {
    const t = crisisText(cc);
    return t === undefined ? undefined : { card: id, name: cc.name, text: t };
  }
  const f = fateSetCard(id);
  // Only Vox cards resolve a Crisis from the Court (BR p.18); a Guild card's Crisis is its holder's.
  if (f === undefined || f.type !== "Vox") return undefined;
  const t = crisisParagraph(f);
  return t === undefined ? undefined : { card: id, name: f.name, text: t };
}

/** Every Court card with a Crisis text, by id: computed once from the data (a constant). */
function courtCrisisIndex(): { [id: string]: CrisisText } {
  const out: { [id: string]: CrisisText } = {};
  for (const c of CAMPAIGN_COURT_CARDS) {
    const t = courtCrisisFromData(c.id);
    if (t !== undefined) out[c.id] = t;
  }
  for (const set of FATE_SETS) {
    for (const c of set) {
      const t = courtCrisisFromData(c.id);
      if (t !== undefined) out[c.id] = t;
    }
  }
  return out;
}

const COURT_CRISES: { readonly [id: string]: CrisisText } = courtCrisisIndex();

/** A Court card's Crisis text, if it has one: campaign Vox cards and Fate-set Vox cards (BR p.18). */
export function courtCrisis(id: string): CrisisText | undefined {
  const t = COURT_CRISES[id];
  return t === undefined ? undefined : { card: t.card, name: t.name, text: t.text };
}

/** A slot's cards, never holding undefined (a nil would end the list in Lua); attached first if asked. */
function slotCards(slot: CourtRowSnapshot, attachedFirst: boolean): string[] {
  const out: string[] = [];
  if (attachedFirst && slot.attached !== undefined) out.push(slot.attached);
  if (slot.card !== undefined) out.push(slot.card);
  if (!attachedFirst && slot.attached !== undefined) out.push(slot.attached);
  return out;
}

function inRow(row: readonly CourtRowSnapshot[], id: string): boolean {
  for (const slot of row) if (slot.card === id || slot.attached === id) return true;
  return false;
}

/** Checks the Court row the table sends: Court cards, each at most once. */
export function courtRowRefusal(row: unknown): string | undefined {
  if (!Array.isArray(row)) return "send the Court row as the table shows it, left to right (BR p.18)";
  const seen: string[] = [];
  for (const slot of row as CourtRowSnapshot[]) {
    if (typeof slot !== "object") return "each Court slot holds a card and maybe an attached card";
    if (slot.attached !== undefined && slot.card === undefined) return "an attached card sits above a card in the Court (BR p.27)";
    for (const id of slotCards(slot, false)) {
      if (typeof id !== "string") return "a Court card is named by its id";
      if (seen.indexOf(id) >= 0) return `the Court row shows ${id} twice`;
      seen.push(id);
    }
  }
  return undefined;
}

/** Each Fate's non-Vox cards with Crisis text, computed once from the data (a constant). */
function fateCrisisIndex(): { fate: string; cards: CrisisText[] }[] {
  const out: { fate: string; cards: CrisisText[] }[] = [];
  for (const f of FATES) {
    const cards: CrisisText[] = [];
    for (const set of FATE_SETS) {
      for (const c of set) {
        if (c.fate !== f.name || c.type === "Vox") continue;
        const t = crisisParagraph(c);
        if (t !== undefined) cards.push({ card: c.id, name: c.name, text: t });
      }
    }
    out.push({ fate: f.id, cards });
  }
  return out;
}

const FATE_CRISES: readonly { fate: string; cards: CrisisText[] }[] = fateCrisisIndex();

/** Fate Crises (BR p.18): the player's Fate-set cards with Crisis text that are not Court (Vox) cards. */
function fateCrises(fate: string): CrisisText[] {
  for (const f of FATE_CRISES) if (f.fate === fate) return f.cards.slice();
  return [];
}

/**
 * The Court row as the table shows it, left to right: each slot's card and the card attached to it
 * (BR p.27). The core's own `court.row` is only the dealt row: secures happen on the table.
 */
export interface CourtRowSnapshot {
  card?: string;
  attached?: string;
}

/** All of the Crises for this map, Court and roll (pure; the table previews with it). */
export function crisesFor(s: GameState, map: MapSnapshot, symbol: PlanetSymbol, cluster: number, row: readonly CourtRowSnapshot[]): CrisesResult {
  const campaign = s.campaign as CampaignState;
  const blight = blightCrises(map, s.seats);
  const fate: { player: Colour; cards: CrisisText[] }[] = [];
  for (const colour of turnOrderFrom(s.seats, s.initiative)) {
    const p = campaign.players.filter((x) => x.colour === colour)[0];
    if (p === undefined) continue;
    const cards = fateCrises(p.fate).filter((t) => !inRow(row, t.card)).map((t) => withRolled(t, symbol));
    if (cards.length > 0) fate.push({ player: colour, cards });
  }
  const dice = rolledPlaces(symbol, cluster);
  const court: CrisisText[] = [];
  for (const slot of row) {
    // BR p.18: an attached Vox card's Crisis first, then the card it is attached to.
    for (const id of slotCards(slot, true)) {
      const t = courtCrisis(id);
      if (t === undefined) continue;
      const answered = withRolled(t, symbol);
      if (BLIGHT_LOOMS.indexOf(id) >= 0) court.push({ ...answered, blight: blightLooms(map, dice) });
      else court.push(answered);
    }
  }
  return { blight, fate, court, dice };
}

function plural(n: number): string {
  return n === 1 ? "" : "s";
}

/** A Blight Crisis's line: its hits, then each owner's ships damaged and destroyed, then its Flagship parts. */
function blightLine(b: BlightCrisis): string {
  let parts = "";
  for (let i = 0; i < b.changes.length; i++) {
    const c = b.changes[i];
    const who = c.owner === "empire" ? "Imperial" : c.owner;
    const flipped = c.before.fresh - c.after.fresh;
    let text = "";
    if (flipped > 0) text = flipped + " fresh " + who + " ship" + plural(flipped) + " damaged";
    if (c.destroyed > 0) text = (text === "" ? "" : text + ", ") + c.destroyed + " " + who + " ship" + plural(c.destroyed) + " destroyed";
    if (text !== "") parts = parts === "" ? text : parts + "; " + text;
  }
  for (let i = 0; i < b.flagship.length; i++) {
    const f = b.flagship[i];
    const text = f.owner + "'s Flagship " + f.part + " in slot " + f.slot + " " + f.result;
    parts = parts === "" ? text : parts + "; " + text;
  }
  return "Blight Crisis in " + b.system + ": " + b.hits + " hit" + plural(b.hits) + (parts === "" ? ", no ship to hit" : ": " + parts);
}

/** The readable lines of a Crises result (for the log and the table). */
export function crisesLines(r: CrisesResult): string[] {
  const lines: string[] = [];
  for (let i = 0; i < r.blight.length; i++) lines.push(blightLine(r.blight[i]));
  for (const f of r.fate) for (const c of f.cards) lines.push(`Fate Crisis for ${f.player}, if ${c.name} (${c.card}) is in play: ${c.text}`);
  for (const c of r.court) {
    lines.push(`Court Crisis, ${c.name} (${c.card}): ${c.text}`);
    const b = c.blight;
    if (b !== undefined) {
      lines.push(`${c.name}: repair ${b.repair.length === 0 ? "no Blight" : b.repair.map((x) => `${x.count} in ${x.system}`).join(", ")}; place damaged Blight ${b.place.length === 0 ? "nowhere" : `in ${b.place.join(", ")}`}`);
    }
  }
  return lines;
}

/** Oracle dice for Court Crises when none were just rolled (the Council's Crises, BR p.18). */
export interface CrisesDice {
  planet: PlanetSymbol;
  cluster: number;
}

/** Checks the map for a Crises step; the dice that decide its phrases. */
export function crisesRefusal(s: GameState, map: MapSnapshot, dice: CrisesDice | undefined): string | CrisesDice {
  const campaign = s.campaign as CampaignState;
  const bad = mapSnapshotRefusal(map, s.seats);
  if (bad !== undefined) return bad;
  const ev = campaign.lastEvent;
  const justRolled = ev !== undefined && ev.council === undefined && ev.planet !== undefined && ev.cluster !== undefined;
  if (justRolled) {
    if (dice !== undefined) return "the event and number dice were just rolled: the Court Crises use that roll (BR p.18)";
    return { planet: (ev as { planet: PlanetSymbol }).planet, cluster: (ev as { cluster: number }).cluster };
  }
  if (dice === undefined) return "roll the event and number dice for the Court Crises (BR p.18)";
  if (dice.planet !== "arrow" && dice.planet !== "crescent" && dice.planet !== "hex") return "the event die shows a planet ID symbol (arrow, crescent or hex)";
  if (typeof dice.cluster !== "number" || dice.cluster < 1 || dice.cluster > 6 || Math.floor(dice.cluster) !== dice.cluster) return "the number die shows a cluster from 1 to 6";
  return { planet: dice.planet, cluster: dice.cluster };
}

/**
 * The Crises step (BR p.18), due after the event dice or the Council called for Crises: decided from
 * the map the table shows, kept as `campaign.lastCrises` for the table to carry out.
 */
export function resolveCrises(s: GameState, c: ResolveCrisesCommand): string | undefined {
  const before = s.campaign as CampaignState;
  if (before.crisesDue !== true) return "no Crises are waiting to be resolved (BR p.18)";
  const dice = crisesRefusal(s, c.map, c.dice);
  if (typeof dice === "string") return dice;
  const badRow = courtRowRefusal(c.court);
  if (badRow !== undefined) return badRow;
  const result = crisesFor(s, c.map, dice.planet, dice.cluster, c.court);
  // The engine shares the state's fields with the last state for this command (a Crises step runs
  // in TTS on a large map): replace the fields it changes, never change them in place.
  const campaign: CampaignState = { ...before };
  s.campaign = campaign;
  campaign.crisesDue = undefined;
  campaign.lastCrises = result;
  const lines = crisesLines(result);
  s.events.push({ kind: "roundEnded", text: `the Crises: ${lines.length === 0 ? "no Blight and no Crisis text in play" : `${lines.length} to resolve`} (BR p.18)` });
  for (const line of lines) s.events.push({ kind: "roundEnded", text: line });
  // The Court Crises that change what the core itself holds, in their order.
  for (const c of result.court) {
    if (c.card === "CC11") s.events.push({ kind: "roundEnded", text: populistDemands(s, campaign) });
    if (c.card === "CC12") {
      campaign.council = "inSession";
      s.events.push({ kind: "roundEnded", text: "Council Intrigue: the Imperial Council flips to In Session; move the agents from Council Intrigue to it and bury Council Intrigue" });
    }
  }
  return undefined;
}

/** CC11 Populist Demands' Crisis: "Return the declared ambition marker of highest Power to Available Ambitions." */
function populistDemands(s: GameState, campaign: CampaignState): string {
  let best = -1;
  for (let i = 0; i < s.markers.length; i++) {
    const m = s.markers[i];
    if (m.at !== "available" && (best < 0 || markerFirst(m) > markerFirst(s.markers[best]))) best = i;
  }
  if (best < 0) return "Populist Demands: no ambition is declared";
  const m = s.markers[best];
  const from = m.at;
  // A new list with a new marker: the old state's markers are shared (resolveCrises).
  const moved = { ...m, at: "available" as const };
  s.markers = s.markers.map((x, i) => (i === best ? moved : x));
  if (campaign.fateAmbitionMarkers !== undefined) {
    const left = campaign.fateAmbitionMarkers.filter((x) => x.marker !== m.id);
    campaign.fateAmbitionMarkers = left.length > 0 ? left : undefined;
  }
  return `Populist Demands: the ${markerFirst(moved)}/${markerSecond(moved)} ambition marker returns from ${from} to Available Ambitions`;
}
