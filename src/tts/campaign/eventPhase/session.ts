/**
 * The event phase panel's own session (BR pp.13-21): what the core does not keep but the table must
 * survive a save/load with -- the event dice in the air, each Regent's give to the Imperial Demand
 * chosen so far, and whether the last Crises' list is still on show. Plain JSON, checked on restore.
 */
import type { Colour } from "../../../core/data/vocabulary";
import { COLOURS } from "../../../core/data/vocabulary";
import type { GameState } from "../../../core/game/types";

export interface EventSession {
  /** The event (or the Council's Crises) dice were thrown and are not read yet. */
  rolling?: "event" | "crises";
  /** Each Regent's give to the Imperial Demand, as chosen with their buttons (BR p.20). */
  gifts: { player: Colour; gives: string }[];
  /** The last Crises' list stays on the panel until the initiative holder says it was carried out. */
  crisesShown?: boolean;
  /** The next of the last Crises' pieces (Extortion, Itinerant Empaths) the table has still to move. */
  piecesNext?: number;
}

let session: EventSession = { gifts: [] };

export function eventSession(): EventSession {
  return session;
}

export function resetGifts(): void {
  session.gifts = [];
}

export function giftOf(player: Colour): string | undefined {
  for (const g of session.gifts) if (g.player === player) return g.gives;
  return undefined;
}

export function setGift(player: Colour, gives: string): void {
  session.gifts = session.gifts.filter((g) => g.player !== player).concat([{ player, gives }]);
}

/** Nothing in progress: nothing saved. */
export function sessionToSave(): EventSession | undefined {
  if (session.rolling === undefined && session.gifts.length === 0 && session.crisesShown !== true && session.piecesNext === undefined) return undefined;
  return session;
}

/** A saved section read back, field by field (a bad one starts clean with the reason). */
export function restoreSession(data: unknown): string | undefined {
  session = { gifts: [] };
  if (data === undefined) return undefined;
  const d = data as EventSession;
  if (typeof d !== "object" || !Array.isArray(d.gifts)) return "the event phase in progress is not readable";
  if (d.rolling !== undefined && d.rolling !== "event" && d.rolling !== "crises") return "the event dice's roll is not readable";
  for (const g of d.gifts) {
    if (typeof g !== "object" || COLOURS.indexOf(g.player) < 0 || typeof g.gives !== "string") return "a give to the Imperial Demand is not readable";
  }
  const n = d.piecesNext;
  // Any other number names no move: the moves are over.
  if (n !== undefined && typeof n !== "number") return "the Crises' moves are not readable";
  session = { gifts: d.gifts.slice(), rolling: d.rolling, crisesShown: d.crisesShown === true ? true : undefined, piecesNext: n };
  return undefined;
}

/**
 * A saved section checked against the restored game (BR pp.13, 18, 20): dice in the air only while
 * the event phase waits for its roll (or the Crises for theirs), gives only from seated players.
 */
export function sessionProblems(data: unknown, g: GameState | undefined): string[] {
  const before = session;
  const shape = restoreSession(data);
  const d = session;
  session = before;
  if (shape !== undefined) return [shape];
  const c = g && g.campaign;
  if (c === undefined || g === undefined) return ["an event phase is saved beside a non-campaign game"];
  const out: string[] = [];
  const ep = c.eventPhase;
  if (d.rolling === "event" && (ep === undefined || ep.step !== "roll")) out.push("the event dice are saved rolling with no event roll due");
  if (d.rolling === "crises" && (ep !== undefined || c.crisesDue !== true)) out.push("the Crises dice are saved rolling with no Crises due");
  for (const gift of d.gifts) if (g.seats.indexOf(gift.player) < 0) out.push(`a give to the Imperial Demand is saved for ${gift.player}, who is not playing`);
  return out;
}
