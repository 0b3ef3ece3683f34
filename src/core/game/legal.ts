/**
 * The legal commands for the current decision, so a UI and a random driver can offer them.
 * Player decisions are listed exhaustively (one command per distinct choice). Oracle inputs and
 * table snapshots cannot be enumerated: for `shuffleDiscard` and `deal` the single listed command
 * carries the unshuffled pile and ANY permutation of its `order` is legal; for `score` the listed
 * command carries an all-zero snapshot and any snapshot of the table is legal.
 */
import type { Colour } from "../data/vocabulary";
import { AMBITIONS } from "../data/vocabulary";
import type { Command, GameState, PlayerSnapshot, ScoringSnapshot } from "./types";
import { playerState } from "./rounds";
import { card } from "./util";
import { cardCommands } from "./cardEffects";
import { actedThisTurn } from "./actions";

export interface Awaiting {
  /** who must act: a player, the table's shuffler ("oracle"), the table's snapshot ("table"), or nobody */
  kind: "player" | "oracle" | "table" | "none";
  player?: Colour;
  text: string;
}

/** Who the game is waiting for. */
/**
 * Whose turn it is during a chapter (phase "play"): what awaiting(s).player says there, read without
 * building awaiting's text or walking the phases (every battle, Court and table action asks it).
 */
export function playerInTurn(s: GameState): Colour | undefined {
  const r = s.round;
  return r && r.order[r.turn];
}

export function awaiting(s: GameState): Awaiting {
  const p = s.phase;
  if (p === "setup") return { kind: "table", text: "set up the game" };
  if (p === "draft") {
    const d = s.draft;
    const who = d && d.order[d.pick];
    return { kind: "player", player: who, text: `${who} picks a leader or lore card` };
  }
  if (p === "mulligan") return { kind: "player", player: s.mulliganBy, text: `${s.mulliganBy} may mulligan or keep the hand` };
  if (p === "shuffleDiscard") return { kind: "oracle", text: "shuffle the action discard pile" };
  if (p === "play") {
    const r = s.round;
    if (r === undefined) return { kind: "none", text: "no round" };
    const who = r.order[r.turn];
    return { kind: "player", player: who, text: `${who}'s turn` };
  }
  if (p === "scoring") return { kind: "table", text: "count ambitions for scoring" };
  if (p === "deal") return { kind: "oracle", text: "shuffle all action cards and deal" };
  if (p === "gameOver") return { kind: "none", text: `the game is over: ${s.winner} won` };
  return { kind: "none", text: "" };
}

function uniqueCards(hand: readonly string[]): string[] {
  const out: string[] = [];
  for (const id of hand) if (out.indexOf(id) < 0) out.push(id);
  return out;
}

function zeroSnapshot(s: GameState): ScoringSnapshot {
  const players: PlayerSnapshot[] = [];
  for (const colour of s.seats) {
    players.push({
      colour,
      resources: { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 },
      guildCards: { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 },
      captives: 0,
      trophies: 0,
      citiesOnBoard: 4,
    });
  }
  return { players };
}

export interface LegalOptions {
  /**
   * Court cards whose effect is happening now (e.g. `["BC29"]` right after Song of Freedom was
   * secured): their commands (`declareByCard`, `seizeByCard`, `drawFromDiscardBottom`) are listed
   * too when legal. The engine does not see the Court, so without this they are never listed.
   */
  cards?: string[];
}

/**
 * Whether an ambition marker is still Available, i.e. highestAvailableMarker(s) !== undefined
 * without ranking the markers (this runs in the TTS turn bar after every command).
 */
function anyMarkerAvailable(s: GameState): boolean {
  for (const m of s.markers) if (m.at === "available") return true;
  return false;
}

/** Every legal command for the current decision (see the module comment for oracle commands). */
export function legalCommands(s: GameState, options?: LegalOptions): Command[] {
  const out: Command[] = [];
  if (options !== undefined && options.cards !== undefined) {
    for (const id of options.cards) for (const c of cardCommands(s, id)) out.push(c);
  }
  if (s.phase === "draft" && s.draft !== undefined) {
    const player = s.draft.order[s.draft.pick];
    const p = playerState(s, player);
    if (p === undefined) return out;
    if (p.leader === undefined) for (const id of s.draft.leaderRow) out.push({ type: "draft", player, card: id });
    if (p.lore.length === 0) for (const id of s.draft.loreRow) out.push({ type: "draft", player, card: id });
    return out;
  }
  if (s.phase === "mulligan" && s.mulliganBy !== undefined) {
    out.push({ type: "keepHand", player: s.mulliganBy });
    out.push({ type: "mulligan", player: s.mulliganBy });
    return out;
  }
  if (s.phase === "shuffleDiscard") {
    out.push({ type: "shuffleDiscard", order: s.discard.slice() });
    return out;
  }
  if (s.phase === "deal") {
    out.push({ type: "deal", order: s.actionCards.slice() });
    return out;
  }
  if (s.phase === "scoring") {
    out.push({ type: "score", snapshot: zeroSnapshot(s) });
    return out;
  }
  if (s.phase !== "play" || s.round === undefined) return out;
  const r = s.round;
  const player = r.order[r.turn];
  const p = playerState(s, player);
  if (p === undefined) return out;
  // The hand's distinct cards are asked for only where a card is chosen (not after the play: the
  // lead's turn then lists declares and End turn, which runs in the turn bar after every card drop).
  if (!r.played) {
    const hand = uniqueCards(p.hand);
    if (r.turn === 0) {
      for (const id of hand) out.push({ type: "lead", player, card: id });
      out.push({ type: "pass", player });
      return out;
    }
    const leadInfo = card(r.plays[0].card);
    for (const id of hand) {
      const info = card(id);
      if (info === undefined || leadInfo === undefined) continue;
      if (info.suit === leadInfo.suit) {
        if (info.number > r.leadNumber) out.push({ type: "follow", player, card: id, mode: "surpass" });
      } else {
        out.push({ type: "follow", player, card: id, mode: "pivot" });
      }
      out.push({ type: "follow", player, card: id, mode: "copy" });
    }
    return out;
  }
  // p.20: declaring and seizing come before any Prelude action or action of the turn.
  const acted = actedThisTurn(s, player) !== undefined;
  if (r.turn === 0) {
    const leadInfo = card(r.plays[0].card);
    // A lead of a rule module's own suit says what it declares (PlayedCard.own).
    const own = r.plays[0].own;
    const declares = own !== undefined ? own.declares : leadInfo && leadInfo.declares;
    if (!acted && !r.declared && r.leadDeclaredBy === undefined && declares !== undefined && anyMarkerAvailable(s)) {
      for (const a of AMBITIONS) {
        if (declares === "any" || declares === a) out.push({ type: "declare", player, ambition: a });
      }
    }
  } else if (!acted && r.seizedBy === undefined && player !== s.initiative) {
    for (const id of uniqueCards(p.hand)) out.push({ type: "seize", player, card: id });
  }
  // p.13: a When Secured waiting for its securer holds the turn (tableActions.ts whenSecuredHolds).
  const sec = s.secure;
  if (sec === undefined || sec.step !== "whenSecured" || sec.colour !== player) out.push({ type: "endTurn", player });
  return out;
}

/** Why `player` takes no `what` now: during a chapter, on their turn, after their action card (p.8, p.20). */
export function onTurnAfterCard(s: GameState, player: Colour, what: string): string | undefined {
  if (s.phase !== "play") return `${what} are taken during a chapter, on your turn`;
  const who = playerInTurn(s);
  if (who !== player) return `it is ${who === undefined ? "nobody" : who}'s turn, not ${player}'s`;
  if (s.round === undefined || !s.round.played) return `play your action card first: ${what} come after it (p.8, p.20)`;
  return undefined;
}
