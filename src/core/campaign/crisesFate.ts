/**
 * Fate Crises (BR p.18): after the Blight Crises, in turn order from the initiative holder, each
 * player's Fate-set cards with a Crisis text that are not Court (Vox) cards, listed with their texts
 * for the table. The core does not know which Fate-set cards a player holds, so each is listed "if
 * in play"; the table resolves those held.
 */
import type { Colour } from "../data/vocabulary";
import type { PlanetSymbol } from "../data/map";
import { FATE_SETS } from "../data/campaign/fateSets";
import { FATES } from "../data/campaign/fates";
import type { GameState } from "../game/types";
import { turnOrderFrom } from "../game/util";
import { fateCrisisParagraph } from "./crisesCourt";
import type { CourtRowSnapshot, CrisisText } from "./crisesCourt";
import { withRolled } from "./crisesDice";
import { attachTargets } from "./courtAttach";
import type { CampaignState } from "./types";

/** A Fate Crisis card, with what its constant text asks answered once (not scanned again at every step). */
interface FateCrisisCard {
  text: CrisisText;
  /** "If A/B/C was rolled" (withRolled changes it). */
  asksRolled: boolean;
  /** It attaches its own card to the Court (withAttachTargets changes it). */
  attaches: boolean;
}

/** Fate Crises that attach their own card to the Court (BR p.27 "Attaching Cards"): F513 Librarians, F1602 Claims of Nobility (its Claim Fief). */
const ATTACHING_CRISES: readonly string[] = ["F513", "F1602"];

function fateCrisisCard(t: CrisisText): FateCrisisCard {
  return { text: t, asksRolled: t.text.indexOf("was rolled") >= 0, attaches: ATTACHING_CRISES.indexOf(t.card) >= 0 };
}

/** Each Fate's non-Vox cards with Crisis text, computed once from the data (a constant). */
function fateCrisisIndex(): { fate: string; cards: FateCrisisCard[] }[] {
  // Each Fate's cards in set order, gathered in one pass over the sets (not one pass per Fate: this
  // runs on every load of Global).
  const byName: { [fateName: string]: FateCrisisCard[] } = {};
  for (let i = 0; i < FATE_SETS.length; i++) {
    const fate = FATES.find((f) => f.set === i + 1);
    const fateName = fate === undefined ? "" : fate.name;
    for (const c of FATE_SETS[i]) {
      if (c.type === "Vox") continue;
      let card: FateCrisisCard | undefined;
      const t = fateCrisisParagraph(c);
      if (t !== undefined) card = fateCrisisCard({ card: c.id, name: c.name, text: t });
      // A Guild or Lore card the seeds name only may carry a Crisis: listed as missing, never invented.
      else if (c.textGiven === false && (c.type === "Guild" || c.type === "Lore")) card = fateCrisisCard({ card: c.id, name: c.name, text: "", textMissing: true });
      if (card === undefined) continue;
      const list = byName[fateName];
      // Own lists only (in Node a lookup may find an Object prototype member).
      if (list === undefined || !Array.isArray(list)) byName[fateName] = [card];
      else list.push(card);
    }
  }
  const out: { fate: string; cards: FateCrisisCard[] }[] = [];
  for (const f of FATES) {
    const found = byName[f.name];
    // A copy per Fate, as before (two Fates of one name never share a list).
    out.push({ fate: f.id, cards: found === undefined || !Array.isArray(found) ? [] : found.slice() });
  }
  return out;
}

/** A Fate's Crisis cards with what the step asks of them answered once at load (a constant). */
interface FateCrisisEntry {
  fate: string;
  cards: FateCrisisCard[];
  /** The cards' texts in order: the Fate's Crises as listed when none is in the Court and none changes. */
  texts: CrisisText[];
  /** No card asks "was rolled" or attaches: the step lists `texts` unchanged, less those in the Court. */
  plain: boolean;
}

function fateCrisisEntry(fate: string, cards: FateCrisisCard[]): FateCrisisEntry {
  const texts: CrisisText[] = [];
  let plain = true;
  for (let i = 0; i < cards.length; i++) {
    texts.push(cards[i].text);
    if (cards[i].asksRolled || cards[i].attaches) plain = false;
  }
  return { fate, cards, texts, plain };
}

/**
 * The same, by Fate id: the first entry of an id, as a scan of the list would find it. An entry is
 * known by its own `fate` being the id (a lookup in Node may find an Object prototype member).
 */
function byFate(list: readonly { fate: string; cards: FateCrisisCard[] }[]): { [fate: string]: FateCrisisEntry } {
  const out: { [fate: string]: FateCrisisEntry } = {};
  for (let i = list.length - 1; i >= 0; i--) out[list[i].fate] = fateCrisisEntry(list[i].fate, list[i].cards);
  return out;
}

const FATE_CRISES = byFate(fateCrisisIndex());

/**
 * Each Fate Crisis card's Fates (by id, those whose entry in FATE_CRISES lists it): a card in the
 * Court marks its Fates, so the step walks the Court's few slots instead of every Fate card. An
 * entry is known by its own `card` being the id (Node's prototype members have none).
 */
const FATES_OF_CARD: { readonly [card: string]: { card: string; fates: string[] } } = fatesOfCard();

function fatesOfCard(): { [card: string]: { card: string; fates: string[] } } {
  const out: { [card: string]: { card: string; fates: string[] } } = {};
  for (const f of FATES) {
    const e = FATE_CRISES[f.id];
    if (e !== undefined && e.fate === f.id) {
      for (let i = 0; i < e.cards.length; i++) {
        const id = e.cards[i].text.card;
        const known = out[id];
        if (known === undefined || known.card !== id) out[id] = { card: id, fates: [f.id] };
        else if (known.fates.indexOf(f.id) < 0) known.fates.push(f.id);
      }
    }
  }
  return out;
}

/** Fate Crises (BR p.18): the player's Fate-set cards with Crisis text that are not Court (Vox) cards. */
function fateCrises(fate: string): FateCrisisEntry | undefined {
  const e = FATE_CRISES[fate];
  return e !== undefined && e.fate === fate ? e : undefined;
}

/**
 * An attaching Crisis's text with where it may put its card (courtAttach.ts attachTargets: Forced
 * Attach when no card is free). `t` may have its rolled symbols answered; the copy is written out
 * field by field (an object spread is a library call in the Lua VMs), in the spread's order.
 */
function withAttachTargets(t: CrisisText, row: readonly CourtRowSnapshot[]): CrisisText {
  const to = attachTargets(row);
  const out: CrisisText = { card: t.card, name: t.name, text: t.text };
  if (t.ifRolled !== undefined) out.ifRolled = t.ifRolled;
  if (t.textMissing !== undefined) out.textMissing = t.textMissing;
  out.attachTo = to.to;
  if (to.forced) out.forcedAttach = true;
  return out;
}

/** The cards the Court row shows (its cards and attached cards), as a lookup. */
function courtIds(row: readonly CourtRowSnapshot[]): { [id: string]: boolean } {
  const inCourt: { [id: string]: boolean } = {};
  for (let i = 0; i < row.length; i++) {
    const slot = row[i];
    if (slot.card !== undefined) inCourt[slot.card] = true;
    if (slot.attached !== undefined) inCourt[slot.attached] = true;
  }
  return inCourt;
}

/** No card is in the Court (a Fate none of whose cards the Court shows). */
const NONE_IN_COURT: { readonly [id: string]: boolean } = {};

/** One player's Fate Crises the long way: each card, less those in the Court, its phrases answered. */
function fateCardsFor(list: readonly FateCrisisCard[], inCourt: { readonly [id: string]: boolean }, row: readonly CourtRowSnapshot[], symbol: PlanetSymbol): CrisisText[] {
  const cards: CrisisText[] = [];
  for (let ci = 0; ci < list.length; ci++) {
    const c = list[ci];
    if (inCourt[c.text.card] !== true) {
      const t = c.asksRolled ? withRolled(c.text, symbol) : c.text;
      cards.push(c.attaches ? withAttachTargets(t, row) : t);
    }
  }
  return cards;
}

/**
 * The Fate Crises of this step (BR p.18), in turn order from the initiative holder; cards in the Court
 * are Court Crises. Shaped for the Lua VMs (issue 14), which pay for each call, closure and list
 * step: the Court's slots mark the Fates whose cards they show, and a Fate none of whose cards is
 * in the Court or changes with the roll or the row lists its constant texts as a fresh list (a
 * spread: one library call); the others go card by card.
 */
export function fateCrisesFor(s: GameState, row: readonly CourtRowSnapshot[], symbol: PlanetSymbol): { player: Colour; cards: CrisisText[] }[] {
  const players = (s.campaign as CampaignState).players;
  const fate: { player: Colour; cards: CrisisText[] }[] = [];
  // The Fates with a card in the Court.
  const hit: { [fate: string]: boolean } = {};
  const slots = row.length;
  // Each slot's card, then (from `slots` on) each slot's attached card: the same marks either way.
  for (let i = 0; i < 2 * slots; i++) {
    const card = i < slots ? row[i].card : row[i - slots].attached;
    if (card !== undefined) {
      const e = FATES_OF_CARD[card];
      if (e !== undefined && e.card === card) for (let k = 0; k < e.fates.length; k++) hit[e.fates[k]] = true;
    }
  }
  // Each colour's first player, as a lookup (a scan of the players per seat costs the Lua VMs more);
  // an entry is known by its own colour (in Node a lookup may find an Object prototype member).
  const byColour: { [colour: string]: CampaignState["players"][number] } = {};
  for (let i = players.length - 1; i >= 0; i--) byColour[players[i].colour] = players[i];
  let inCourt: { [id: string]: boolean } | undefined;
  // Turn order from the initiative holder (turnOrderFrom, without its list); an initiative holder
  // not seated is left to turnOrderFrom, whose answer differs between the VMs there.
  const seats = s.seats;
  const n = seats.length;
  let start = -1;
  for (let i = 0; i < n && start < 0; i++) if (seats[i] === s.initiative) start = i;
  const order = start < 0 ? turnOrderFrom(seats, s.initiative) : seats;
  for (let oi = 0; oi < n; oi++) {
    let at = start < 0 ? oi : start + oi;
    if (at >= n) at -= n;
    const colour = order[at];
    const p = byColour[colour];
    const e = p === undefined || p.colour !== colour ? undefined : fateCrises(p.fate);
    if (e !== undefined && e.texts.length > 0) {
      let cards: CrisisText[];
      if (hit[e.fate] !== true) cards = e.plain ? [...e.texts] : fateCardsFor(e.cards, NONE_IN_COURT, row, symbol);
      else {
        if (inCourt === undefined) inCourt = courtIds(row);
        cards = fateCardsFor(e.cards, inCourt, row, symbol);
      }
      if (cards.length > 0) fate.push({ player: colour, cards });
    }
  }
  return fate;
}
