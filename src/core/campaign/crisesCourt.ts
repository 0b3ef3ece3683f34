/**
 * Court Crises (BR p.18, p.27): the Court row as the table shows it, left to right, each slot's
 * attached card before the card it is attached to; only Vox cards resolve a Crisis from the Court
 * (campaign and Fate-set Vox). Their texts come from the card data; those whose effect is on what
 * the core holds are applied here (CC11 Populist Demands, CC12 Council Intrigue) and in crisesVox.ts
 * (the Fate-set Vox cards).
 */
import { CAMPAIGN_COURT_CARDS, campaignCourtCard, crisisText } from "../data/campaign/campaignCourt";
import { FATE_SETS } from "../data/campaign/fateSets";
import { indexById } from "../util/byId";
import { crisisParagraph } from "../data/prose";
import type { FateSetCard } from "../data/campaign/fateTypes";
import type { GameState } from "../game/types";
import { markerFirst, markerSecond } from "../game/rounds";
import type { MapSnapshot } from "./mapControl";
import { BLIGHT_LOOMS, blightLooms, withRolled } from "./crisesDice";
import type { RolledPlaces } from "./crisesDice";
import type { CampaignState, CrisesRead } from "./types";
import type { PlanetSymbol } from "../data/map";
import { voxCrisis } from "./crisesVox";
import { DAMAGED_CRISES, GOLEM_MOVES, GOLEM_SHIPS, STORMS, afterBlight, damagedCrisis, golemMoves } from "./fates/damagedCrises";
import { DEFECTORS, defectors } from "./fates/defectors";
import { planetEater } from "./fates/breakWorld";
export type { CrisisText, CourtRemoval, CourtRowSnapshot } from "./resultTypes";
import type { CrisesResult, CrisisText, CourtCrisisExit, CourtRemoval, CourtRowSnapshot } from "./resultTypes";

/** A Fate-set card's Crisis paragraph (BR p.18), if it has one. */
export function fateCrisisParagraph(card: FateSetCard): string | undefined {
  return crisisParagraph(card.text);
}

/**
 * The Fate-set cards by id, the first of an id in set order as a scan finds it: built once, because
 * the Crisis index below asks for every card when the script loads (a scan per ask was ~80k loop
 * steps on every load of Global).
 */
const FATE_SET_CARD_BY_ID = indexById(allFateSetCards());

function allFateSetCards(): FateSetCard[] {
  const out: FateSetCard[] = [];
  for (const set of FATE_SETS) for (const c of set) out.push(c);
  return out;
}

function fateSetCard(id: string): FateSetCard | undefined {
  const c = FATE_SET_CARD_BY_ID[id];
  // A card names itself (in Node a lookup may find an Object prototype member, e.g. "constructor").
  return c !== undefined && c.id === id ? c : undefined;
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
  // A Vox card the seeds name only: listed so the table reads its printed Crisis, never invented.
  if (f.textGiven === false) return { card: id, name: f.name, text: "", textMissing: true };
  const t = fateCrisisParagraph(f);
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
  // An entry names its own card (in Node a lookup may find an Object prototype member, e.g. "constructor").
  if (t === undefined || t.card !== id) return undefined;
  return t.textMissing === true ? { card: t.card, name: t.name, text: t.text, textMissing: true } : { card: t.card, name: t.name, text: t.text };
}


/**
 * Checks the Court row the table sends: Court cards, each at most once (a slot's card, then its
 * attached card). Index loops, no list or call per slot, the ids seen as a lookup keyed "#" + id
 * (in Node a bare "__proto__" would not be kept by a plain object): the Lua VMs pay for each call
 * and list scan (issue 14).
 */
export function courtRowRefusal(row: unknown): string | undefined {
  if (!Array.isArray(row)) return "send the Court row, left to right (BR p.18)";
  const seen: { [key: string]: boolean } = {};
  const slots = row as CourtRowSnapshot[];
  const n = slots.length;
  for (let i = 0; i < n; i++) {
    const slot = slots[i];
    if (typeof slot !== "object") return "each Court slot holds a card and maybe an attached card";
    const card: unknown = slot.card;
    const attached: unknown = slot.attached;
    if (attached !== undefined && card === undefined) return "an attached card sits above a Court card (BR p.27)";
    if (card !== undefined) {
      if (typeof card !== "string") return "a Court card is named by its id";
      const key = "#" + card;
      if (seen[key] === true) return `the Court row shows ${card} twice`;
      seen[key] = true;
    }
    if (attached !== undefined) {
      if (typeof attached !== "string") return "a Court card is named by its id";
      const key = "#" + attached;
      if (seen[key] === true) return `the Court row shows ${attached} twice`;
      seen[key] = true;
    }
  }
  return undefined;
}

/** The Court Crisis of card `id` in slot `i`, if it has one, its phrases answered, added to `court`. */
function addCourtCrisis(court: CrisisText[], map: MapSnapshot, slot: CourtRowSnapshot, i: number, id: string, dice: RolledPlaces): void {
  const t = courtCrisis(id);
  if (t === undefined) return;
  let answered = withRolled(t, dice.symbol);
  if (BLIGHT_LOOMS.indexOf(id) >= 0) answered = { ...answered, blight: blightLooms(map, dice) };
  if (crisisExit(answered.text) !== undefined) answered = { ...answered, leaves: removal(slot, i, id) };
  court.push(answered);
}

/** Court Crises (BR p.18): the row left to right, a slot's attached card first, Vox cards only, phrases answered. */
export function courtCrises(map: MapSnapshot, row: readonly CourtRowSnapshot[], dice: RolledPlaces): CrisisText[] {
  const court: CrisisText[] = [];
  const n = row.length;
  for (let i = 0; i < n; i++) {
    const slot = row[i];
    // BR p.18: an attached Vox card's Crisis first, then the card it is attached to.
    if (slot.attached !== undefined) addCourtCrisis(court, map, slot, i, slot.attached, dice);
    if (slot.card !== undefined) addCourtCrisis(court, map, slot, i, slot.card, dice);
  }
  return court;
}

/** The printed orders a Crisis gives its own card, and where each sends it (campaign and Fate-set Vox texts; crisesCourtCarry.ts carries them out). */
const EXITS: readonly { phrase: string; to: CourtCrisisExit }[] = [
  { phrase: "Bury this card", to: "bury" },
  { phrase: "bury Council Intrigue", to: "bury" },
  { phrase: "Bury Guild Struggle", to: "bury" },
  { phrase: "Discard this card", to: "discard" },
  { phrase: "Scrap this card", to: "scrap" },
  { phrase: "Shuffle this card into the Court deck", to: "shuffle" },
  { phrase: "Shuffle this into the Court deck", to: "shuffle" },
  // Passage Storms (F2206): "Place this under the top card of the Court deck."
  { phrase: "under the top card of the Court deck", to: "underTop" },
];

/** Where a Crisis text sends its own card, if it removes it. */
export function crisisExit(text: string): CourtCrisisExit | undefined {
  for (const e of EXITS) if (text.indexOf(e.phrase) >= 0) return e.to;
  return undefined;
}

/** What the slot does when `id` (its card or its attached card) leaves the Court (BR p.27, p.18). */
export function removal(slot: CourtRowSnapshot, i: number, id: string): CourtRemoval {
  if (slot.attached === id) return { slot: i, refill: false };
  if (slot.attached !== undefined) return { slot: i, slidesDown: slot.attached, refill: false };
  return { slot: i, refill: true };
}

/**
 * The Court Crises that change what the core itself holds, in their order (the others are the
 * table's to carry out from their texts; the Fate-set Vox ones: crisesVox.ts). `campaign` is the
 * step's own copy; the markers, players and Favors are replaced.
 */
export function applyCourtCrises(s: GameState, campaign: CampaignState, court: readonly CrisisText[], symbol: PlanetSymbol, map: MapSnapshot, reads: readonly CrisesRead[] = [], psionic = 0): void {
  // The supplies counted down (the Psionic supply as `psionic`), the boards changed: copies of the reads.
  const agents: { [key: string]: number } = { psionic };
  const work: CrisesRead[] = [];
  for (const r of reads) {
    agents[r.colour] = r.agents;
    const w = { ...r };
    if (r.resources) w.resources = { ...r.resources };
    if (r.board) w.board = r.board.slice();
    work.push(w);
  }
  // The map's pieces after the Blight Crises, made when a Crisis changes the map's pieces, counted
  // down in the row's order (fates/damagedCrises.ts, fates/defectors.ts).
  let pieces: ReturnType<typeof afterBlight> | undefined;
  const last = campaign.lastCrises as CrisesResult;
  for (const c of court) {
    const vox = voxCrisis(s, campaign, c.card, symbol, work, agents);
    if (vox !== undefined) s.events.push({ kind: "eventPhase", text: vox });
    const wrecks = DAMAGED_CRISES.indexOf(c.card) >= 0 || GOLEM_SHIPS.indexOf(c.card) >= 0 || c.card === STORMS;
    const golem = GOLEM_MOVES.indexOf(c.card) >= 0;
    if (pieces === undefined && (wrecks || golem || DEFECTORS.indexOf(c.card) >= 0)) {
      pieces = afterBlight(map, last);
      last.wrecks = [];
    }
    if (pieces !== undefined && wrecks) s.events.push({ kind: "eventPhase", text: damagedCrisis(last, c.card, c.name, pieces, work) });
    if (pieces !== undefined && !wrecks && DEFECTORS.indexOf(c.card) >= 0) s.events.push({ kind: "eventPhase", text: defectors(s, pieces, work) });
    if (pieces !== undefined && golem) s.events.push({ kind: "eventPhase", text: golemMoves(s, c.card, pieces, work) });
    if (c.card === "CC11") s.events.push({ kind: "eventPhase", text: populistDemands(s, campaign) });
    // Planet-Eater Loose (F1111): the event die thrown again at the press (the map's `eventDie`); unread, its text is the players'.
    if (c.card === "F1111" && map.eventDie !== undefined) s.events.push({ kind: "eventPhase", text: planetEater(map.eventDie, symbol, last.dice.rolledPlanet) });
    if (c.card === "CC12") {
      campaign.council = "inSession";
      s.events.push({ kind: "eventPhase", text: "Council Intrigue: the Imperial Council flips to In Session; move this card's agents to it and bury it" });
    }
  }
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
