/**
 * Fate-set Vox cards whose Crisis or When Secured changes what the core holds (issue 35; texts: seed
 * 003), applied by `resolveCrises` in the Court Crises' order and by the campaign's `court` secure.
 * A Favor is a Rival's agent on your Fate card (BR p.16); giving one is Promise Favor's move, an
 * agent from your supply (BR p.17), taking one is the Imperial Demand's, an agent from the Rival's
 * supply (BR p.20): with none in the supply, none is given or taken.
 * - F205-F207 Political Intrigue, Crisis: "Each player gives Favors as follows. If [arrow] was rolled,
 *   give one to your left. If [hex] was rolled, give one right. If [moon] was rolled, give one to both
 *   your left and right." Left is the next seat clockwise (turn order goes clockwise, BR p.6), right
 *   the one before; with 2 players both are the Rival, who gets two on [moon]. The supplies are the
 *   table's read (`players`); a giver with one agent on [moon] gives it left, as printed first.
 *   When Secured: "Take 1 Favor from each Rival." The supplies are the secure's boards.
 * - F1307-F1309 Blight Purge, Crisis: "Each player gains 2 Power per Blight Trophy they have." The
 *   Trophies are the table's read (`players`).
 * - F323/F324 Extortion, Crisis: "For each resource type, the player with most of it, or the players
 *   tied for the most of it, must discard 1 resource of that type." Most is counted as BR p.27 counts
 *   (board, cards, tiles: `resources`), none is no most; the one discarded leaves the board's slots
 *   (`board`): frozen resources cannot be discarded (BR p.27), nor, in this reading, ones on cards.
 * - F1406/F1407 Itinerant Empaths, Crisis: "The player with the least Power gains Psionic up to their
 *   number of empty resource slots." A tie for least is broken in turn order (base p.22); the gain is
 *   what the Psionic supply holds (`psionic`), into the board's empty open slots.
 * - F613/F614 Outrage Spreads, Crisis: "Each player Provokes Outrage of the rolled planet." As base
 *   p.16 (resources.ts provokeOutrage): the board's resources of its type and the Guild cards of its
 *   suit (not Loyal ones, none with Guild Loyalty F424) are discarded, an agent from the supply covers
 *   the icon unless one does (`outrage`), none with an empty supply (a placeholder, the players').
 * - F508 Unstable Harvester, Crisis: "The player with the Harvester discards all of their resources."
 *   The player with it is the one whose read names it (`golems`, fates/damagedCrises.ts, with F510/F511);
 *   their resources are, as Extortion's, the board's slots (`board`); nobody holds it, none are discarded.
 * - F817 Plot to Kidnap, Crisis: "Each player discards their highest-number Faithful action card."
 *   From the core's hands (below); "Attach The Young Light or The Prophet here." is the table's.
 * The resources to move are kept as `lastCrises.pieces` for the table.
 */
import type { Colour } from "../data/vocabulary";
import { RESOURCE_TYPES } from "../data/vocabulary";
import { isResourceType } from "../resources/resources";
import type { PlanetSymbol } from "../data/map";
import { system } from "../data/map";
import { courtCard } from "../data/court";
import { campaignCourtCards } from "./courtCards";
import type { ResourceType } from "../data/vocabulary";
import type { GameState } from "../game/types";
import { logEvent, stringList, turnOrderFrom, without } from "../game/util";
import type { CampaignState, CrisesRead } from "./types";
import type { CrisesResult, CrisisText } from "./resultTypes";
import type { SlotContent } from "../court/types";
import type { SecureOutcome } from "../court/secure";
import type { CountsByType } from "../game/scoringTypes";
import { DAMAGED_CRISES, GOLEM_MOVES, GOLEM_SHIPS, golemHolder } from "./fates/damagedCrises";
import { DEFECTORS, piecesOf } from "./fates/defectors";
import { findByColour } from "../util/byId";
import type { CourtCommand } from "../game/commands";
import { answering } from "./fates/seekPortal";
import { isPermutation } from "../court/row";
import { faithfulNumber } from "./fates/faithful";
import { turnActions } from "../game/actions";
import type { SecureState } from "../court/machine";

const INTRIGUE: readonly string[] = ["F205", "F206", "F207"];
const PURGE: readonly string[] = ["F1307", "F1308", "F1309"];
const EXTORTION: readonly string[] = ["F323", "F324"];
const EMPATHS: readonly string[] = ["F1406", "F1407"];
const SPREADS: readonly string[] = ["F613", "F614"];
/** The cards whose Crisis needs each player's resources and board read. */
export const BOARD_CRISES: readonly string[] = EXTORTION.concat(EMPATHS, SPREADS);
/** The cards for which the table reads the boards: those and Terror Strike, for the Outrage. */
export const BOARD_READS: readonly string[] = BOARD_CRISES.concat(DAMAGED_CRISES.slice(2), ["F508"]);
/** The Golem cards whose Crises the core applies from who holds which Golem (each read's `golems`): the Unstable Golems, Golem Worship. */
export const UNSTABLE: readonly string[] = GOLEM_SHIPS.concat(["F508"], GOLEM_MOVES);

/** The Crises step's reads, when a card in the Court needs them: each seat once, whole counts, the board's slots; else why not. */
export function crisesReadRefusal(s: GameState, court: readonly { card: string }[], reads: unknown, psionic: unknown): string | undefined {
  let needed = false;
  let boards = false;
  let spreads = false;
  let ships = false;
  let golem = false;
  for (const c of court) {
    if (UNSTABLE.indexOf(c.card) >= 0) golem = true;
    if (INTRIGUE.indexOf(c.card) >= 0 || PURGE.indexOf(c.card) >= 0) needed = true;
    if (DEFECTORS.indexOf(c.card) >= 0) ships = true;
    if (BOARD_READS.indexOf(c.card) >= 0) boards = true;
    // Terror Strike (fates/damagedCrises.ts) reads the Outrage as Outrage Spreads does.
    if (SPREADS.indexOf(c.card) >= 0 || DAMAGED_CRISES.indexOf(c.card) >= 2) spreads = true;
  }
  if (!needed && !boards && !ships && !golem) return undefined;
  const list = reads as CrisesRead[];
  const ok = Array.isArray(list) && list.length === s.seats.length && s.seats.every((c) => list.some((r) => r.colour === c && whole(r.agents) && whole(r.blight) && (!boards || boardRead(r)) && (!ships || whole(r.ships)) && (!golem || stringList(r.golems)) && (!spreads || (Array.isArray(r.outrage) && r.outrage.every((t) => isResourceType(t)) && Array.isArray(r.guild)))));
  if (!ok) return `read each player's agents in supply and Blight Trophies${boards ? ", resources and board slots" : ""}${spreads ? ", Outrage and Guild cards" : ""}${ships ? ", ships in supply" : ""}${golem ? ", Golems held" : ""}`;
  return boards && !whole(psionic) ? "read the Psionic supply" : undefined;
}

function boardRead(r: CrisesRead): boolean {
  const b = r.board;
  const n = r.resources;
  // What a player has counts their board's tokens too (BR p.27).
  return Array.isArray(b) && b.length <= 6 && b.every((x) => x === "empty" || isResourceType(x)) && typeof n === "object" && n !== null && RESOURCE_TYPES.every((t) => whole(n[t]) && n[t] >= b.filter((x) => x === t).length);
}

function whole(n: unknown): boolean {
  return typeof n === "number" && n >= 0 && Math.floor(n) === n;
}

/** `holder` gets a Favor of each of `from` (new lists: the old state's are shared). */
function addFavors(campaign: CampaignState, holder: Colour, from: readonly Colour[]): void {
  campaign.players = campaign.players.map((p) => (p.colour === holder ? { ...p, favors: p.favors.concat(from) } : p));
}

/**
 * The Court Crisis of Fate-set Vox card `id` that changes what the core holds, applied, as the
 * event log's text; undefined for any other card. `agents` (the supplies read) counts down as
 * agents are given.
 */
export function voxCrisis(s: GameState, campaign: CampaignState, id: string, symbol: PlanetSymbol, reads: readonly CrisesRead[], agents: { [colour: string]: number }): string | undefined {
  const seats = s.seats;
  const n = seats.length;
  if (SPREADS.indexOf(id) >= 0) return outrageSpreads(s, reads, agents);
  if (id === "F508") return harvester(s, reads, agents);
  if (id === "F817") return kidnapCrisis(s);
  // F713 Command Chaos: the table attaches Imperial Officers and shuffles the discarded Rogue Admirals in (eventPhase.ts movePieces).
  if (id === "F713") {
    piecesOf(s).push({ colour: s.initiative, chaos: true });
    return "Command Chaos: Imperial Officers attached, Rogue Admirals shuffled in";
  }
  if (BOARD_CRISES.indexOf(id) >= 0) return onBoards(s, reads, EMPATHS.indexOf(id) >= 0, agents);
  if (PURGE.indexOf(id) >= 0) {
    const gains: string[] = [];
    s.players = s.players.map((p) => {
      const b = findByColour(reads, p.colour)!.blight;
      if (b > 0) gains.push(`${p.colour} +${2 * b}`);
      return b > 0 ? { ...p, power: p.power + 2 * b } : p;
    });
    return `Blight Purge: Power ${gains.length === 0 ? "to none" : gains.join(", ")}`;
  }
  if (INTRIGUE.indexOf(id) < 0) return undefined;
  const given: string[] = [];
  for (let i = 0; i < n; i++) {
    const giver = seats[i];
    const to: Colour[] = [];
    if (symbol !== "hex") to.push(seats[i + 1 < n ? i + 1 : 0]);
    if (symbol !== "arrow") to.push(seats[i > 0 ? i - 1 : n - 1]);
    for (const rival of to) {
      if (agents[giver] > 0) {
        agents[giver] -= 1;
        addFavors(campaign, rival, [giver]);
        given.push(`${giver} to ${rival}`);
      } else given.push(`${giver} has none for ${rival}`);
    }
  }
  return `Political Intrigue: Favors ${given.join(", ")}`;
}

/** The last accepted secure's outcome and how many of `ids` it took (its card and the attached card); undefined for none. */
export function securedOf(s: GameState, ids: readonly string[]): { o: SecureOutcome; n: number } | undefined {
  const last = s.secure === undefined ? undefined : s.secure.last;
  if (last === undefined || last.kind !== "secured") return undefined;
  const o = last.outcome;
  let n = 0;
  for (const id of [o.card, o.attached]) if (id !== undefined && ids.indexOf(id) >= 0) n += 1;
  return n === 0 ? undefined : { o, n };
}

/**
 * Political Intrigue's When Secured, after `player`'s accepted secure, for the secured card and its
 * attached card if they are ones: 1 Favor from each Rival with an agent in the secure's supplies each.
 */
export function intrigueSecured(s: GameState, player: Colour): void {
  const got = securedOf(s, INTRIGUE);
  if (got === undefined) return;
  const o = got.o;
  const n = got.n;
  const from: Colour[] = [];
  for (const p of o.table.players) for (let k = 0; k < n && k < p.agentSupply; k++) if (p.colour !== player) from.push(p.colour);
  // A Court step shares the state's fields with the state before (engine.ts): the campaign is replaced.
  const campaign = { ...(s.campaign as CampaignState) };
  s.campaign = campaign;
  addFavors(campaign, player, from);
  logEvent(s, "secured", player, `Political Intrigue: ${player} takes Favors from ${from.join(", ")}`);
}


/** Passage Storms' When Secured (F2206) after `player`'s accepted secure: its moves granted (fates/twistedPassage.ts stormsOpen). */
export function stormsSecured(s: GameState, player: Colour): void {
  if (securedOf(s, ["F2206"]) === undefined) return;
  const t = turnActions(s, player);
  s.actions = { ...t, mapActs: (t.mapActs ?? []).concat([`F2206@${t.taken.length}`]) };
  logEvent(s, "secured", player, `${player} may move from the Twisted Passage to any planets, no action (F2206)`);
}

/** Slot `i` of a read's board discarded (a Psionic back to the supply): its type. */
function discardSlot(r: CrisesRead, i: number, agents: { [key: string]: number }): ResourceType {
  const b = r.board as SlotContent[];
  const t = b[i] as ResourceType;
  b[i] = "empty";
  (r.resources as CountsByType)[t] -= 1;
  if (t === "psionic") agents.psionic += 1;
  return t;
}

/** F508 Unstable Harvester's Crisis: every resource in its holder's board slots discarded. */
function harvester(s: GameState, reads: readonly CrisesRead[], agents: { [key: string]: number }): string {
  const r = findByColour(reads, golemHolder(reads, "Unstable Harvester") as Colour);
  const b = r === undefined ? [] : (r.board as SlotContent[]);
  let n = 0;
  for (let i = 0; i < b.length; i++) {
    if (b[i] !== "empty") {
      piecesOf(s).push({ colour: (r as CrisesRead).colour, discard: discardSlot(r as CrisesRead, i, agents) });
      n += 1;
    }
  }
  return `Unstable Harvester: ${r === undefined ? "nobody holds it" : `${r.colour} discards ${n} resources`}`;
}

/**
 * Extortion's or (`empaths`) Itinerant Empaths' Crisis on the step's copies of the reads (`resources`,
 * `board`, and the Psionic supply as `agents.psionic`, counted down), the moves added to
 * `lastCrises.pieces`.
 */
function onBoards(s: GameState, reads: readonly CrisesRead[], empaths: boolean, agents: { [key: string]: number }): string {
  const pieces = piecesOf(s);
  const said: string[] = [];
  if (empaths) {
    const order = turnOrderFrom(s.seats, s.initiative);
    let least = order[0];
    for (const c of order) if (power(s, c) < power(s, least)) least = c;
    const who = findByColour(reads, least)!;
    const b = who.board as SlotContent[];
    let k = 0;
    for (let i = 0; i < b.length; i++) {
      if (b[i] === "empty" && agents.psionic > 0) {
        b[i] = "psionic";
        agents.psionic -= 1;
        k += 1;
      }
    }
    (who.resources as CountsByType).psionic += k;
    pieces.push({ colour: who.colour, psionic: k });
    return `Itinerant Empaths: ${who.colour} (least Power) gains ${k} Psionic`;
  }
  for (const t of RESOURCE_TYPES) {
    let most = 0;
    for (const r of reads) most = Math.max(most, (r.resources as CountsByType)[t]);
    for (const r of reads) {
      const b = r.board as SlotContent[];
      const i = b.indexOf(t);
      if (most === 0 || (r.resources as CountsByType)[t] < most) continue;
      if (i < 0) said.push(`${r.colour} has no ${t} in its board's slots`);
      else {
        pieces.push({ colour: r.colour, discard: discardSlot(r, i, agents) });
        said.push(`${r.colour} 1 ${t}`);
      }
    }
  }
  return `Extortion: discards ${said.length === 0 ? "none (nobody has resources)" : said.join(", ")}`;
}

/** Outrage Spreads' Crisis: each player in turn order Provokes Outrage of the rolled planet's type (base p.16), on the step's copies of the reads. */
function outrageSpreads(s: GameState, reads: readonly CrisesRead[], agents: { [key: string]: number }): string {
  const pieces = piecesOf(s);
  const type = system(((s.campaign as CampaignState).lastCrises as CrisesResult).dice.rolledPlanet)?.resource as ResourceType;
  const said: string[] = [];
  for (const c of turnOrderFrom(s.seats, s.initiative)) {
    const r = findByColour(reads, c)!;
    const b = r.board as SlotContent[];
    let n = 0;
    for (let i = 0; i < b.length; i++) {
      if (b[i] === type) {
        discardSlot(r, i, agents);
        n += 1;
      }
    }
    // A Guild card of the suit goes unless it says "If you Provoke Outrage, keep this card" (base p.16, BR p.27).
    const cards = r.loyal === true ? [] : (r.guild as string[]).filter((g) => {
      const base = courtCard(g);
      const a = campaignCourtCards(g);
      return base !== undefined ? base.suit === type && !base.loyal : a !== undefined && a.kind === "guild" && a.suit === type && a.keptOnOutrage !== true;
    });
    r.guild = (r.guild as string[]).filter((g) => cards.indexOf(g) < 0);
    const was = (r.outrage as ResourceType[]).indexOf(type) >= 0;
    const agent = !was && agents[c] > 0;
    if (!was) r.outrage = (r.outrage as ResourceType[]).concat([type]);
    if (agent) agents[c] -= 1;
    pieces.push({ colour: c, outrage: type, cards, agent });
    said.push(`${c} ${n} ${type}${cards.length > 0 ? ", " + cards.join(", ") : ""}${was ? " (already Outraged)" : agent ? "" : " (no agent: a placeholder)"}`);
  }
  return `Outrage Spreads: each player Provokes ${type} Outrage, discarding ${said.join("; ")}`;
}

function power(s: GameState, c: Colour): number {
  return findByColour(s.players, c)!.power;
}

/**
 * F817 Plot to Kidnap, When Secured (seed 003): "Search the action discard pile, draw the Faithful
 * action card of highest number, then shuffle it. Discard Plot to Kidnap." Its answer (court/
 * whenSecured.ts, kind "plotToKidnap") carries the pile's order after the shuffle (`discardOrder`,
 * top first: the table shuffles, as it does the Court deck's `deckOrder`). Checked here on the core's pile (game state
 * `discard`): the order holds exactly the pile's cards less its highest Faithful card (none there,
 * nothing is drawn, the pile is still shuffled); accepted, that card joins the securer's hand,
 * never named (the pile is face down; campaign/seatView.ts hides the order from the other seats).
 * `kidnapped`: the Faithful card of highest number in `pile`, if it holds one.
 */
export function kidnapped(pile: readonly string[]): string | undefined {
  let top: string | undefined;
  for (const id of pile) if (faithfulNumber(id) > faithfulNumber(top)) top = id;
  return top;
}

/**
 * A `court` command `run`, with Plot to Kidnap's draw and shuffle checked before and made after; and
 * F1111 Planet-Eater Loose's When Secured (seed 003): "Roll 1 skirmish die per agent here. If you roll
 * at least 3[hit], gain 3 Power, draw the bottom card from the action discard pile, and bury this
 * card." The roll is judged by the Court (court/whenSecured.ts); its gains here, the card drawn never named.
 */
export function plotToKidnap(s: GameState, c: CourtCommand, run: () => string | undefined): string | undefined {
  const eater = answering(s, c, ["F1111"]);
  if (eater) {
    const r = run();
    // 3 hits: the Court buried it (court/whenSecured.ts); the pile's bottom card, if any.
    const sec = s.secure as SecureState;
    const won = r === undefined && sec.last.kind === "answered" && sec.last.table.court.row[sec.slot].card !== "F1111";
    const drawn = won ? s.discard.slice(s.discard.length - 1) : [];
    s.discard = s.discard.slice(0, s.discard.length - drawn.length);
    if (won) s.players = s.players.map((p) => (p.colour === c.player ? { ...p, power: p.power + 3, hand: p.hand.concat(drawn) } : p));
    if (r === undefined) logEvent(s, "secured", c.player, `Planet-Eater Loose: ${c.player} ${won ? "rolls 3 hits: +3 Power, a card drawn" : "misses: it stays"}`);
    return r;
  }
  const answer = answering(s, c, ["F817"]);
  if (!answer) return run();
  const id = kidnapped(s.discard);
  // Nothing removed when the pile holds no Faithful card.
  const rest = without(s.discard, id as string);
  const order = answer.discardOrder;
  if (!Array.isArray(order) || !isPermutation(order, rest)) return `Plot to Kidnap: shuffle the action discard pile's ${rest.length} cards`;
  const r = run();
  if (r === undefined) {
    // Whole fields replaced (a Court step shares them with the state before, engine.ts).
    s.discard = order.slice();
    if (id !== undefined) s.players = s.players.map((p) => (p.colour === c.player ? { ...p, hand: p.hand.concat([id]) } : p));
    // Whether the pile held a Faithful card is hidden too.
    logEvent(s, "secured", c.player, `Plot to Kidnap: ${c.player} searches and shuffles the action discard pile`);
  }
  return r;
}

/**
 * Its Crisis (seed 003): "Attach The Young Light or The Prophet here. Each player discards their
 * highest-number Faithful action card." Each hand's highest Faithful card goes face down onto the
 * action discard, unnamed; the attach is the table's (the Court is its read), told in the log.
 */
export function kidnapCrisis(s: GameState): string {
  const n = s.discard.length;
  s.players = s.players.map((p) => {
    const id = kidnapped(p.hand);
    if (id === undefined) return p;
    s.discard = [id].concat(s.discard);
    return { ...p, hand: without(p.hand, id) };
  });
  return `Plot to Kidnap: attach The Young Light or The Prophet; ${s.discard.length - n} Faithful card(s) discarded`;
}

/**
 * The Court Crises on the players' Guild cards (seed 003), in the last Crises' order, for the table
 * to carry out before the Court removals: F416 Guild Fair's (court/secure.ts guildFairCrisis), F410
 * and CC13 Diplomatic Fiasco's, and F422 Guilds Withdraw's "If a [hex] or [arrow] was rolled" (each
 * player's choice, court/guildCards.ts giveGuildCards).
 */
export function guildCrises(last: CrisesResult): CrisisText[] {
  return last.court.filter((c) => ["F410", "CC13", "F416"].indexOf(c.card) >= 0 || (c.card === "F422" && last.dice.symbol !== "crescent"));
}
