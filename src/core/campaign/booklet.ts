/**
 * The rules booklet (BR p.3 "This booklet holds various cards that are added in play", p.9): one
 * side holds the Edict cards, the other the Law and Summit cards. Each side is a row of slots,
 * lowest first, each slot its cards front first. A card goes into the first available (empty) slot
 * (BR p.5 step M); a slot emptied by a scrap stays available; the 3 Govern the Imperial Reach cards
 * share one slot, the Policy in force in front (BR p.5 step M, p.20), as do the 3 Govern with
 * Authority cards that replace them (F101A..: Steward Act III, F124-F126); a card tucked in front of
 * another joins that card's slot (F8: "Tuck Dominant Faith (30) in front of Doctrinal Faith (23)").
 *
 * `campaign.booklet` (the Edict cards in slot order, flat) stays the list the Edicts read; this
 * module keeps it equal to the Edicts side, so the two never disagree.
 */
import type { Colour } from "../data/vocabulary";
import { aidCard, GOVERN_EDICTS, GUILD_ENVOYS_DEPART } from "../data/campaign/aidCards";
import type { Policy } from "../data/campaign/aidCards";
import { FATES } from "../data/campaign/fates";
import { CAMPAIGN_COURT_CARDS } from "../data/campaign/campaignCourt";
import { FATE_SETS } from "../data/campaign/fateSets/index";
import type { GameState } from "../game/types";
import type { BookletCommand, CampaignState, RulesBooklet } from "./types";
import { fateHolder } from "./fates/setupWords";

/** Govern with Authority (seed 003 F124-F126): the Policy printed on each. */
const GOVERN_WITH_AUTHORITY: { readonly [id: string]: Policy } = { F124: "war", F125: "escalation", F126: "peace" };

/** The Policy a Govern card (Govern the Imperial Reach or Govern with Authority) sets, if it is one. */
export function governPolicy(id: string): Policy | undefined {
  const gwa = GOVERN_WITH_AUTHORITY[id];
  if (gwa !== undefined) return gwa;
  if (GOVERN_EDICTS.indexOf(id) < 0) return undefined;
  const card = aidCard(id);
  return card && card.policy;
}

/** Which Govern family a card belongs to ("imperial": AID03-05, "authority": F124-F126), if any. */
function governFamily(id: string): string | undefined {
  if (GOVERN_EDICTS.indexOf(id) >= 0) return "imperial";
  return GOVERN_WITH_AUTHORITY[id] && "authority";
}

export type BookletSide = "edicts" | "laws";

/** The cards a Fate tucks in front of another rather than adding to a slot of their own (seed 003 F8: "Tuck Dominant Faith (30) in front of Doctrinal Faith (23)"). */
const TUCKED_IN_FRONT_OF: { readonly [id: string]: string } = { F830: "F823" };

/** The card this one is tucked in front of when added, if its Fate's text says so. */
export function tuckedInFrontOf(id: string): string | undefined {
  return TUCKED_IN_FRONT_OF[id];
}

/** A card the booklet may hold: its name, its side, and the Fate whose set holds it ("" for an aid card). */
export interface BookletCard {
  id: string;
  name: string;
  type: string;
  side?: BookletSide;
  fate: string;
  fateName: string;
}

/** Any campaign card by id, with the side of the booklet it goes on (none: not a booklet card). */
export function bookletCard(id: string): BookletCard | undefined {
  const aid = aidCard(id);
  if (aid !== undefined) return { id, name: aid.name, type: aid.type, side: aid.type === "Edict" ? "edicts" : undefined, fate: "", fateName: "" };
  for (const c of CAMPAIGN_COURT_CARDS) if (c.id === id) return { id, name: c.name, type: c.kind === "vox" ? "Vox" : "Guild", fate: "", fateName: "" };
  for (let i = 0; i < FATE_SETS.length; i++) {
    for (const c of FATE_SETS[i]) {
      if (c.id !== id) continue;
      const fate = FATES.filter((f) => f.set === i + 1)[0];
      const side: BookletSide | undefined = c.type === "Edict" ? "edicts" : c.type === "Law" || c.type === "Summit" ? "laws" : undefined;
      return { id, name: c.name, type: c.type, side, fate: fate === undefined ? "" : fate.id, fateName: fate === undefined ? "" : fate.name };
    }
  }
  return undefined;
}

function named(id: string): string {
  const c = bookletCard(id);
  return c === undefined ? id : `${c.name} (${id})`;
}

/** The booklet of a state; a state from before both sides were kept holds its edicts one per slot, Govern cards together. */
export function rulesBookletOf(campaign: CampaignState): RulesBooklet {
  const kept = campaign.rulesBooklet;
  if (kept !== undefined) return kept;
  const edicts: string[][] = [];
  for (const id of campaign.booklet) {
    const family = governFamily(id);
    const last = edicts.length > 0 ? edicts[edicts.length - 1] : undefined;
    if (family !== undefined && last !== undefined && governFamily(last[0]) === family) last.push(id);
    else edicts.push([id]);
  }
  return { edicts, laws: [] };
}

/** Every card of a side, slot by slot, front first. */
export function bookletCards(slots: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  for (const slot of slots) for (const id of slot) out.push(id);
  return out;
}

/** Canonical slots: the Policy in force in front of its Govern slot; no empty slot at the end. */
function tidy(slots: readonly (readonly string[])[], policy: Policy): string[][] {
  const out = slots.map((slot) => {
    const front = slot.filter((id) => governPolicy(id) === policy);
    return front.length === 1 ? front.concat(slot.filter((id) => id !== front[0])) : slot.slice();
  });
  while (out.length > 0 && out[out.length - 1].length === 0) out.pop();
  return out;
}

/** Writes the booklet (both sides) and the Edicts' flat list from it. */
export function writeBooklet(campaign: CampaignState, booklet: RulesBooklet): void {
  const edicts = tidy(booklet.edicts, campaign.policy);
  const laws = tidy(booklet.laws, campaign.policy);
  campaign.rulesBooklet = { edicts, laws };
  campaign.booklet = bookletCards(edicts);
}

/** BR p.5 steps L-M: at 2 players Guild Envoys Depart in the first slot, then the Govern cards in the next, in their shuffled order. */
export function actOneBooklet(players: number, governOrder: readonly string[]): RulesBooklet {
  const edicts: string[][] = players === 2 ? [[GUILD_ENVOYS_DEPART]] : [];
  edicts.push(governOrder.slice());
  return { edicts, laws: [] };
}

/** Where a card lies in the booklet: side, slot (0-based) and place in the slot (0 = front). */
export function findInBooklet(b: RulesBooklet, id: string): { side: BookletSide; slot: number; at: number } | undefined {
  for (const side of ["edicts", "laws"] as BookletSide[]) {
    const slots = side === "edicts" ? b.edicts : b.laws;
    for (let i = 0; i < slots.length; i++) {
      const at = slots[i].indexOf(id);
      if (at >= 0) return { side, slot: i, at };
    }
  }
  return undefined;
}

function holder(campaign: CampaignState, fate: string): Colour | undefined {
  const p = fateHolder(campaign, fate);
  return p && p.colour;
}

/** Why this card may not be added now (undefined: it may). */
function addRefusal(s: GameState, campaign: CampaignState, b: RulesBooklet, card: BookletCard, inFrontOf: string | undefined): string | undefined {
  if (card.side === undefined) return `${named(card.id)} is a ${card.type} card: only Edicts, Laws and Summits go in the booklet (BR p.9)`;
  if (card.fate === "") {
    if (card.id === GUILD_ENVOYS_DEPART && s.seats.length !== 2) return `${named(card.id)} is only for two-player games (BR p.5)`;
  } else if (holder(campaign, card.fate) === undefined) {
    return `${named(card.id)} is from the ${card.fateName}'s Fate Set, not in play (BR p.6)`;
  }
  if (findInBooklet(b, card.id) !== undefined) return `${named(card.id)} is already in the rules booklet`;
  if (inFrontOf === undefined) return undefined;
  const target = findInBooklet(b, inFrontOf);
  if (target === undefined) return `${named(inFrontOf)} is not in the rules booklet to tuck ${card.name} in front of`;
  if (target.side !== card.side) return `${card.name} and ${named(inFrontOf)} go on different booklet sides (BR p.9)`;
  return undefined;
}

function withCard(slots: readonly (readonly string[])[], id: string, inFrontOf: string | undefined): string[][] {
  const out = slots.map((slot) => slot.slice());
  if (inFrontOf !== undefined) {
    for (const slot of out) {
      const at = slot.indexOf(inFrontOf);
      if (at >= 0) slot.splice(at, 0, id);
    }
    return out;
  }
  const family = governFamily(id);
  if (family !== undefined) {
    for (const slot of out) {
      if (slot.some((x) => governFamily(x) === family)) {
        slot.push(id);
        return out;
      }
    }
  }
  for (const slot of out) {
    if (slot.length === 0) {
      slot.push(id);
      return out;
    }
  }
  out.push([id]);
  return out;
}

function withoutCard(slots: readonly (readonly string[])[], id: string): string[][] {
  return slots.map((slot) => slot.filter((x) => x !== id));
}

/** The pending Edicts keep only what is still in the booklet (a Govern entry while its family has a card there). */
function pruneQueue(campaign: CampaignState): void {
  const q = campaign.edictQueue;
  if (q === undefined) return;
  const left = q.filter((id) => {
    const family = governFamily(id);
    if (family === undefined) return campaign.booklet.indexOf(id) >= 0;
    return campaign.booklet.some((x) => governFamily(x) === family);
  });
  campaign.edictQueue = left.length > 0 ? left : undefined;
}

/**
 * `booklet`: a Fate's setup, objective or resolution adds a card to the rules booklet, scraps one
 * from it, or tucks one in front of another (seed 003: "Add X to the rules booklet", "Scrap X from
 * the rules booklet", "Tuck X in front of Y in the rules booklet"). Public: the booklet lies face up.
 */
export function bookletCommand(s: GameState, c: BookletCommand): string | undefined {
  const campaign = s.campaign as CampaignState;
  if (typeof c.player !== "string" || s.seats.indexOf(c.player) < 0) return "only a player at the table changes the rules booklet";
  if (c.action !== "add" && c.action !== "scrap") return "a card is added to or scrapped from the booklet";
  const card = typeof c.card === "string" ? bookletCard(c.card) : undefined;
  if (card === undefined) return `${typeof c.card === "string" ? c.card : "that"} is not a campaign card`;
  if (c.inFrontOf !== undefined && (c.action !== "add" || typeof c.inFrontOf !== "string")) return "only a card being added is tucked";
  const b = rulesBookletOf(campaign);
  if (c.action === "scrap") {
    const where = findInBooklet(b, card.id);
    if (where === undefined) return `${named(card.id)} is not in the rules booklet`;
    writeBooklet(campaign, { edicts: withoutCard(b.edicts, card.id), laws: withoutCard(b.laws, card.id) });
    pruneQueue(campaign);
    s.events.push({ kind: "booklet", player: c.player, card: card.id, text: `${c.player} scraps ${named(card.id)} from the rules booklet (slot ${where.slot + 1} of the ${where.side === "edicts" ? "Edicts" : "Laws & Summit"} side)` });
    return undefined;
  }
  const refused = addRefusal(s, campaign, b, card, c.inFrontOf);
  if (refused !== undefined) return refused;
  const next: RulesBooklet = card.side === "edicts"
    ? { edicts: withCard(b.edicts, card.id, c.inFrontOf), laws: b.laws.map((x) => x.slice()) }
    : { edicts: b.edicts.map((x) => x.slice()), laws: withCard(b.laws, card.id, c.inFrontOf) };
  writeBooklet(campaign, next);
  const where = findInBooklet(rulesBookletOf(campaign), card.id) as { side: BookletSide; slot: number; at: number };
  const how = c.inFrontOf === undefined ? "adds" : "tucks";
  const target = c.inFrontOf === undefined ? "" : ` in front of ${named(c.inFrontOf)}`;
  s.events.push({
    kind: "booklet", player: c.player, card: card.id,
    text: `${c.player} ${how} ${named(card.id)}${target} to the rules booklet, slot ${where.slot + 1} of the ${card.side === "edicts" ? "Edicts" : "Laws & Summit"} side: explain it to all (BR p.9)`,
  });
  return undefined;
}

/** Problems of a booklet (for the record's check and the campaign's invariants); `at` prefixes each. */
export function bookletProblems(value: unknown, at: string): string[] {
  const out: string[] = [];
  const v = value as { edicts?: unknown; laws?: unknown };
  if (typeof value !== "object" || value === undefined || value === null || Array.isArray(value)) return [`${at}: must hold the Edicts side and the Laws & Summit side`];
  const seen: string[] = [];
  for (const side of ["edicts", "laws"] as BookletSide[]) {
    const slots = side === "edicts" ? v.edicts : v.laws;
    if (!Array.isArray(slots)) {
      out.push(`${at}.${side}: must list the side's slots`);
      continue;
    }
    // By index: a hole in a damaged list (a deleted slot) is a slot that lists nothing, which forEach would skip.
    const list = slots as unknown[];
    for (let i = 0; i < list.length; i++) bookletSlotProblems(list[i], `${at}.${side}[${i}]`, side, seen, out);
  }
  return out;
}

function bookletSlotProblems(slot: unknown, at: string, side: BookletSide, seen: string[], out: string[]): void {
  if (!Array.isArray(slot)) {
    out.push(`${at}: must list the slot's cards`);
    return;
  }
  const ids = slot as unknown[];
  for (let j = 0; j < ids.length; j++) {
    const id = ids[j];
    const card = typeof id === "string" ? bookletCard(id) : undefined;
    if (card === undefined || card.side !== side) out.push(`${at}[${j}]: ${String(id)} is not ${side === "edicts" ? "an Edict" : "a Law or Summit"} card`);
    else if (seen.indexOf(id as string) >= 0) out.push(`${at}[${j}]: ${String(id)} is in the booklet twice`);
    else seen.push(id as string);
  }
}
