/**
 * Chapter end on the table (rulebook pp.18-19): the ScoringSnapshot read from the table (the cleanup
 * once the core has scored is cleanup.ts).
 */
import { outragedTypes } from "../battle/read";
import type { Colour, ResourceType } from "../../core/data/vocabulary";
import { AMBITIONS, COLOURS } from "../../core/data/vocabulary";
import type { Command, CountsByType, DeclareByCardCommand, DeclareCommand, GameState, PlayerSnapshot, ScoringSnapshot } from "../../core/game/types";
import type { TaggedObject } from "../lib/pieceTags";
import { withOaths } from "../lib/pieceTags";
import { tagged, gmNotes } from "../lib/table";
import { occupiedCitySlots, readArea, readZone } from "../lib/boards";
import { colourZone, fixture, guildSuitOf, objectsIn, tagsColour, tagsKind, tagsResource, withTags } from "../lib/pieceTags";
import { supplyOnCard } from "../../core/campaign/fates/monopolies";
import { HUNGER, onCard, piecesOnHunger } from "../lib/blightHunger";
import { GOLEM } from "../../core/campaign/fates/golems";
import { FAITHFUL_CARDS, stackTop } from "../../core/campaign/fates/faithful";
import type { IdealRead } from "../../core/campaign/fateCommandTypes";


function zeroCounts(): CountsByType {
  return { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };
}

function bump(c: CountsByType, type: string): void {
  if (type === "material") c.material += 1;
  else if (type === "fuel") c.fuel += 1;
  else if (type === "weapon") c.weapon += 1;
  else if (type === "relic") c.relic += 1;
  else if (type === "psionic") c.psionic += 1;
}

/**
 * The preview's reads per player, kept until an event says one of that player's counted zones (or
 * any city) changed: a zone event then re-reads one player, not the whole table. Confirming and
 * "Recount" read everything afresh, so a change no event reported is still caught before scoring.
 */
interface TokenRead {
  obj: TTSObject;
  type: string;
}

/** What counts in one play area: its resource tokens (Cartels) and its Guild cards by suit. */
interface AreaCounts {
  tokens: TokenRead[];
  guild: CountsByType;
  /** Guild and Fate-set card ids: the Cartels' after-scoring cleanup (src/core/powers/scoringPowers.ts), the Monopolies held, the Lore read in scoring. */
  guildIds: string[];
  /** the resources lying on the Pirate Hoard (F1202), when it is here */
  hoard?: CountsByType;
  /** the pieces lying on Blight Hunger (F1313), when it is here */
  hunger?: number;
}

interface PlayerRead {
  /** resource tokens on the board's slots */
  board?: TokenRead[];
  area?: AreaCounts;
  /** the Captives zone as read */
  captives?: TaggedObject[];
  trophies?: number;
  /** Banner tokens among the Trophies */
  banners?: number;
  cities?: number;
  /** The snapshot built from the reads above; dropped with any of them (unchanged players keep theirs). */
  snap?: PlayerSnapshot;
}

function tokensAmong(objs: TaggedObject[]): TokenRead[] {
  const out: TokenRead[] = [];
  for (const t of objs) {
    const type = tagsResource(t.tags);
    if (type !== undefined) out.push({ obj: t.obj, type });
  }
  return out;
}

function areaCounts(colour: Colour): AreaCounts {
  const area = readArea(colour);
  const guild = zeroCounts();
  const guildIds: string[] = [];
  for (const c of area.cards) {
    // Base and campaign Guild cards alike (BR p.27): their suit icons add to ambitions (p.17).
    const suit = guildSuitOf(c.id);
    if (suit !== undefined) {
      bump(guild, suit);
      guildIds.push(c.id);
    }
  }
  const tokens = tokensAmong(area.objs);
  // F1202 "You may place resources you steal here": the tokens within the card's bounds (F1201B counts them).
  let hoard: CountsByType | undefined = undefined;
  // F1313 Blight Hunger: the pieces lying on it (F1312B counts them).
  let hunger: number | undefined = undefined;
  for (const t of area.objs) {
    const id = t.tags.indexOf("fate-set-card") < 0 ? "" : gmNotes(t.obj);
    if (id === HUNGER) hunger = piecesOnHunger(t.obj, colour).length;
    if (id !== "F1202") continue;
    hoard = zeroCounts();
    for (const r of tokens) if (onCard(t.obj, r.obj)) bump(hoard, r.type);
  }
  // A campaign's other Fate-set cards: a Monopoly (F313-F317), no Guild card, but its supply counts
  // as a Cartel's; the Lore the scoring reads (Oath of Peace...: core/campaign/fates/oaths.ts).
  for (const t of area.objs) if (t.tags.indexOf("fate-set-card") >= 0 && guildIds.indexOf(gmNotes(t.obj)) < 0) guildIds.push(gmNotes(t.obj));
  // A Cartel (BC03, BC06, F307-F311) or a Monopoly: "You keep the <type> supply on here. (You add it
  // to Tycoon ...)": the supply bag the script laid on it (src/tts/court/cards/cartelCards.ts) adds its tokens.
  for (const t of area.objs) {
    if (t.tags.indexOf("resource-supply") < 0) continue;
    for (const id of guildIds) {
      const type = supplyOnCard(id);
      if (type === undefined || t.tags.indexOf(type) < 0) continue;
      const n = t.obj.getQuantity();
      for (let i = 0; i < n; i++) tokens.push({ obj: t.obj, type });
    }
  }
  return { tokens, guild, guildIds, hoard, hunger };
}

/** Trophies: Rival pieces (a Survivalist's Bunker among them, F1804), and a campaign's Banner tokens (F1003 "each Banner you have in your Trophies"), counted in `banners` too. */
function trophiesCount(colour: Colour, read: PlayerRead): number {
  let n = 0;
  let banners = 0;
  for (const t of readZone("trophies", colour)) {
    if (tagsKind(t.tags) !== undefined && tagsColour(t.tags) !== undefined) n += 1;
    else if (t.tags.indexOf("fate-token") >= 0) {
      const g = gmNotes(t.obj);
      if (g === "Banner") banners += 1;
      else if (g === "Bunker") n += 1;
    }
  }
  read.banners = banners;
  return n + banners;
}

const reads: { [colour: string]: PlayerRead | undefined } = {};

function readFor(colour: Colour): PlayerRead {
  let r = reads[colour];
  if (r === undefined) {
    r = {};
    reads[colour] = r;
  }
  return r;
}

/** Forget every cached read (the next snapshot reads the whole table). */
export function forgetReads(): void {
  for (const c of COLOURS) reads[c] = undefined;
}

/** Each colour zone the scoring reads and the read it holds, in the order a zone event asks. */
const ZONE_READS: { zone: string; read: "board" | "area" | "captives" | "trophies" }[] = [
  { zone: "resources-zone", read: "board" },
  { zone: "play-area", read: "area" },
  { zone: "captives", read: "captives" },
  { zone: "trophies", read: "trophies" },
];

/** Forget the read a zone event touches; true when the zone is one the scoring counts. */
export function forgetZone(zone: TTSObject): boolean {
  for (const c of COLOURS) {
    const r = reads[c];
    for (const z of ZONE_READS) {
      if (colourZone(z.zone, c) === zone) {
        if (r !== undefined) {
          r[z.read] = undefined;
          r.snap = undefined;
        }
        return true;
      }
    }
  }
  for (const a of AMBITIONS) if (fixture("ambition-box", a) === zone) return true;
  return false;
}

/** A city moved: every player's cities on the board are counted again. */
export function forgetCities(): void {
  for (const c of COLOURS) {
    const r = reads[c];
    if (r !== undefined) {
      r.cities = undefined;
      r.snap = undefined;
    }
  }
}

function playerSnapshot(colour: Colour): PlayerSnapshot {
  const read = readFor(colour);
  if (read.snap !== undefined) return read.snap;
  if (read.board === undefined) read.board = tokensAmong(readZone("resources-zone", colour));
  if (read.area === undefined) read.area = areaCounts(colour);
  if (read.captives === undefined) read.captives = readZone("captives", colour);
  if (read.trophies === undefined) read.trophies = trophiesCount(colour, read);
  if (read.cities === undefined) read.cities = occupiedCitySlots(colour).length;
  const resources = zeroCounts();
  for (const t of read.board) bump(resources, t.type);
  for (const t of read.area.tokens) {
    // The two zones do not overlap on the printed board; a token on their edge counts once.
    let twice = false;
    for (const b of read.board) if (b.obj === t.obj) twice = true;
    if (!twice) bump(resources, t.type);
  }
  // Green Vault (F2002): Material and Fuel in its holder's Captives are frozen and add to both Tyrant and Tycoon.
  const vault = read.area.guildIds.indexOf("F2002") >= 0;
  let captives = 0;
  let held = 0;
  for (const t of read.captives) {
    const r = tagsResource(t.tags);
    if (t.tags.indexOf("agent") >= 0 && tagsColour(t.tags) !== undefined) captives += 1;
    else if (r === "material" || r === "fuel") {
      held += 1;
      if (vault) {
        captives += 1;
        bump(resources, r);
      }
    }
  }
  const g = read.area.guild;
  const guildCards = { material: g.material, fuel: g.fuel, weapon: g.weapon, relic: g.relic, psionic: g.psionic };
  read.snap = { colour, resources, guildCards, captives, trophies: read.trophies, citiesOnBoard: read.cities, cards: read.area.guildIds.slice(), hoard: read.area.hoard, hunger: read.area.hunger };
  if (read.banners !== undefined && read.banners > 0) read.snap.banners = read.banners;
  if (held > 0) read.snap.capturedResources = held;
  return read.snap;
}

/** F505 "Golems fill resource slots": the Golem tokens on `colour`'s board and in their play area (on the Golem Hearth, F503), each once. */
export function golemsHeld(colour: Colour): TTSObject[] {
  const out: TTSObject[] = [];
  for (const t of readZone("resources-zone", colour).concat(readZone("play-area", colour))) if (gmNotes(t.obj) === GOLEM && out.indexOf(t.obj) < 0) out.push(t.obj);
  return out;
}

/** 2 players: the third player's counts from the tokens on the ambition boxes (p.4 step K, p.19). */
function thirdPlayer(): ScoringSnapshot["thirdPlayer"] {
  const out = { tycoon: 0, warlord: 0, keeper: 0, empath: 0, tokens: [] as ResourceType[] };
  for (const box of tagged("ambition-box")) {
    const ambition = gmNotes(box);
    for (const o of withTags(objectsIn(box))) {
      const t = tagsResource(o.tags);
      if (t !== undefined) out.tokens.push(t as ResourceType);
      if (ambition === "tycoon" && (t === "material" || t === "fuel")) out.tycoon += 1;
      if (ambition === "warlord" && t === "weapon") out.warlord += 1;
      if (ambition === "keeper" && t === "relic") out.keeper += 1;
      if (ambition === "empath" && t === "psionic") out.empath += 1;
    }
  }
  return out;
}

/** What the table shows at chapter end, for the core's scoreChapter. Seat order. `fresh`: read everything. */
export function readScoringSnapshot(s: GameState, fresh = true): ScoringSnapshot {
  if (fresh) forgetReads();
  const players: PlayerSnapshot[] = [];
  // In a campaign the Outrage icons and the Golems (F505) too, read at each score (Fate objectives read them: F601B, F1701B, F501B).
  for (const colour of s.seats) players.push(fresh && s.campaign !== undefined ? { ...playerSnapshot(colour), outrage: outragedTypes(colour), golems: golemsHeld(colour).length } : playerSnapshot(colour));
  const snap: ScoringSnapshot = s.playerCount === 2 ? { players, thirdPlayer: thirdPlayer() } : { players };
  // While a Believer plays: the Ideal markers in the ambition boxes, one ambition per marker (F820B),
  // and the Faithful stack's top card (F801B): the highest Faithful card lying in the Believer's play
  // area, loose or in a deck (F801A stacks them 1 to 9, F803 takes the top card), "" when none lies
  // there (an empty stack).
  const believer = s.campaign && s.campaign.players.find((p) => p.fate === "FATE08");
  if (believer === undefined) return snap;
  snap.ideals = idealMarkers().map((i) => i.at);
  const top = stackTop(playAreaIds(believer.colour));
  snap.faithfulTop = top === 0 ? "" : FAITHFUL_CARDS[top - 1];
  return snap;
}

/** The card ids lying in `colour`'s play area, loose or in decks (the Faithful stack: F801B's read, F803's Teach). */
export function playAreaIds(colour: Colour): string[] {
  const out: string[] = [];
  for (const o of objectsIn(colourZone("play-area", colour))) for (const id of o.type === "Deck" ? (o.getObjects() as ContainedObjectInfo[]).map((c) => c.gm_notes) : [gmNotes(o)]) out.push(id);
  return out;
}

/** The Ideal markers (GM notes `Ideal`) in the ambition boxes, each with its box's ambition (Breaking the Faith's buttons, F831). */
export function idealObjects(): { at: string; o: TTSObject }[] {
  const out: { at: string; o: TTSObject }[] = [];
  for (const box of tagged("ambition-box")) for (const o of objectsIn(box)) if (gmNotes(o) === "Ideal") out.push({ at: gmNotes(box), o });
  return out;
}

/** The Ideal markers and the side each shows (face up Zeal, F822A): the scoring's read and the declare's. */
export function idealMarkers(): IdealRead[] {
  return idealObjects().map((x): IdealRead => ({ at: x.at, side: x.o.is_face_down ? "wisdom" : "zeal" }));
}

/** A declare with what the core reads for it: the play area's cards (withOaths), the Ideal markers while the Doctrine is in play (F822A/B) and, with Faithful Disciples (F802) there, the counts for "you're winning". */
export function withDeclareReads(c: DeclareCommand | DeclareByCardCommand, colour: Colour, s: GameState | undefined): Command {
  withOaths(c, colour);
  if (s !== undefined && s.campaign !== undefined && s.campaign.doctrine !== undefined) c.ideals = idealMarkers();
  if (s !== undefined && c.playArea !== undefined && c.playArea.indexOf("F802") >= 0) c.snapshot = readScoringSnapshot(s);
  return c;
}

/** A canonical text of a snapshot: equal texts mean the same counts (no key-order dependence). */
let lastKeys: { p: PlayerSnapshot; key: string }[] = [];

function countsKey(c: CountsByType | undefined): string {
  return c === undefined ? "" : `${c.material},${c.fuel},${c.weapon},${c.relic},${c.psionic}`;
}

function playerKey(p: PlayerSnapshot): string {
  // The read keeps an unchanged player's snapshot object, so its text is reused by identity.
  for (const k of lastKeys) if (k.p === p) return k.key;
  return `${p.colour}:${countsKey(p.resources)}/${countsKey(p.guildCards)}/${p.captives},${p.capturedResources ?? 0},${p.trophies},${p.banners ?? 0},${p.citiesOnBoard}/${p.cards === undefined ? "" : p.cards.join(",")}/${countsKey(p.hoard)}/${p.hunger ?? ""}`;
}

export function snapshotKey(snap: ScoringSnapshot): string {
  const parts: string[] = [];
  const keys: { p: PlayerSnapshot; key: string }[] = [];
  for (const p of snap.players) {
    const key = playerKey(p);
    keys.push({ p, key });
    parts.push(key);
  }
  lastKeys = keys;
  const t = snap.thirdPlayer;
  if (t !== undefined) parts.push(`third:${t.tycoon},${t.warlord},${t.keeper},${t.empath},${t.tokens === undefined ? "" : t.tokens.join(",")}`);
  return parts.join(";");
}
