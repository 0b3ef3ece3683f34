/**
 * Card-power commands for the random-legal driver (src/core/game/driver.ts, option `cardPowers`):
 * on the current player's turn after their card, a random table as read in which they hold the
 * Court cards with powers, and the `cardAction` and `spendResource ... as` commands those cards
 * allow. The driver keeps the ones the engine accepts. Pure and deterministic: `pick(n)` is the
 * driver's seeded 0..n-1.
 */
import type { Colour, ResourceType } from "../data/vocabulary";
import { COLOURS, RESOURCE_TYPES } from "../data/vocabulary";
import { courtDeck } from "../data/court";
import type { CourtSlot, SlotContent, TableState } from "../court/types";
import { newPlayerHoldings } from "../court/types";
import { card as actionCard } from "../game/util";
import type { Command, GameState } from "../game/types";
import type { CardActionStep } from "./cardActions";
import type { CaptiveCount } from "./capturePowers";
import type { PreludeChoice, ResourceTake } from "./preludePowers";
import { COURT_POWERS } from "./courtPowers";

/** The cards the current player holds on the random table: every card with a Prelude or an action, and a Loyal card. */
const HELD: readonly string[] = ["BC01", "BC02", "BC03", "BC04", "BC05", "BC08", "BC09", "BC10", "BC11", "BC12", "BC13", "BC14", "BC17", "BC20", "BC23", "BC24"];

function randomType(pick: (n: number) => number): ResourceType {
  return RESOURCE_TYPES[pick(RESOURCE_TYPES.length)];
}

/** A table as a player might read it on `player`'s turn. */
export function randomPowersTable(s: GameState, player: Colour, pick: (n: number) => number): TableState {
  const held = HELD.slice();
  const deck: string[] = [];
  const row: CourtSlot[] = [];
  for (const id of courtDeck()) if (held.indexOf(id) < 0 && id !== "BC22" && id !== "BC21") deck.push(id);
  const players = [];
  for (const c of s.seats) {
    const p = newPlayerHoldings(c, 2 + pick(3));
    for (let i = 0; i < 4; i++) if (pick(3) > 0) p.resources[i] = randomType(pick);
    if (c === player) {
      p.guildCards = held;
      for (const r of s.seats) if (r !== c && pick(2) === 0) p.captives[r] = 1 + pick(2);
    } else if (pick(4) === 0) p.guildCards = [pick(2) === 0 ? "BC22" : "BC21"];
    players.push(p);
  }
  for (let i = 0; i < 4; i++) {
    const agents: { [c: string]: number } = {};
    for (const c of s.seats) if (pick(3) === 0) agents[c] = 1 + pick(2);
    row.push({ card: deck[i], agents });
  }
  const supply: { [type: string]: number } = {};
  for (const r of RESOURCE_TYPES) supply[r] = pick(6);
  return { players, court: { deck: deck.slice(4), row, discard: [] }, supply };
}

function rivalSlot(t: TableState, player: Colour, type: ResourceType | undefined): ResourceTake | undefined {
  for (const p of t.players) {
    if (p.colour === player) continue;
    for (let i = 0; i < p.resources.length; i++) if (p.resources[i] !== "empty" && (type === undefined || p.resources[i] === type)) return { from: p.colour, slot: i };
  }
  return undefined;
}

function ownSlot(t: TableState, player: Colour): number {
  for (const p of t.players) if (p.colour === player) for (let i = 0; i < p.resources.length; i++) if (p.resources[i] !== "empty") return i;
  return -1;
}

function captivesOf(t: TableState, player: Colour): CaptiveCount[] {
  const out: CaptiveCount[] = [];
  for (const p of t.players) {
    if (p.colour !== player) continue;
    for (const c of COLOURS) if (p.captives[c] !== undefined) out.push({ colour: c, count: p.captives[c] });
  }
  return out;
}

/** The candidate card-power commands for the current player (the driver keeps the accepted ones). */
export function powerCommands(s: GameState, pick: (n: number) => number): Command[] {
  const out: Command[] = [];
  if (s.phase !== "play" || s.round === undefined || !s.round.played) return out;
  const r = s.round;
  const player = r.order[r.turn];
  const t = randomPowersTable(s, player, pick);
  const step = (action: CardActionStep): void => {
    out.push({ type: "cardAction", player, action });
  };
  const prelude = (choice: PreludeChoice): void => step({ kind: "prelude", choice, court: t });
  for (const id of HELD) {
    const p = COURT_POWERS[id].prelude;
    if (p === undefined) continue;
    if (p.kind === "fillSlots" || p.kind === "steal") {
      const take = rivalSlot(t, player, p.resource);
      prelude(take === undefined || (p.kind === "fillSlots" && pick(2) === 0) ? { card: id } : { card: id, steal: [take] });
    } else if (p.kind === "stealAny") {
      const take = rivalSlot(t, player, undefined);
      let victim: Colour | undefined = undefined;
      for (const q of t.players) if (q.colour !== player && q.guildCards.length > 0) victim = q.colour;
      if (victim !== undefined && pick(2) === 0) {
        for (const q of t.players) if (q.colour === victim) prelude({ card: id, guildCard: { from: victim, card: q.guildCards[0] } });
      } else if (take !== undefined) prelude({ card: id, steal: [take] });
    } else if (p.kind === "relicFence") {
      prelude({ card: id, discardSlot: ownSlot(t, player) });
    } else if (p.kind === "union") {
      for (const play of r.plays) {
        const info = actionCard(play.card);
        if (play.faceUp && info !== undefined && info.suit === p.suit) prelude({ card: id, played: play.card });
      }
    } else if (p.kind === "cycle") {
      let hand: string[] = [];
      for (const q of s.players) if (q.colour === player) hand = q.hand.slice(0, pick(Math.min(3, q.hand.length + 1)));
      prelude({ card: id, hand });
    } else prelude({ card: id });
  }
  step({ kind: "gain", card: pick(2) === 0 ? "BC02" : "BC09", court: t });
  const mine = ownSlot(t, player);
  const take = rivalSlot(t, player, undefined);
  if (take !== undefined && mine >= 0) {
    let type: SlotContent = "empty";
    for (const q of t.players) if (q.colour === take.from) type = q.resources[take.slot];
    if (type !== "empty") step({ kind: "trade", rival: take.from, cityType: type, takeSlot: take.slot, giveSlot: mine, court: t });
  }
  step({ kind: "abduct", slot: pick(4), court: t });
  const captives = captivesOf(t, player);
  if (captives.length > 0) {
    step({ kind: "execute", captives, court: t });
    const gains: ResourceType[] = [];
    for (const c of captives) for (let i = 0; i < c.count; i++) gains.push(randomType(pick));
    step({ kind: "pressgang", captives, gains, court: t });
  }
  out.push({ type: "spendResource", player, resource: randomType(pick), outrage: [], as: "material", guildCards: ["BC01"] });
  return out;
}
