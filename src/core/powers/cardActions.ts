/**
 * The `cardAction` command: a Court card's own action taken on the table (Court Enforcers BC14
 * Abduct, Prison Wardens BC12 Pressgang and Execute), logged with the table as read so the game log
 * holds it and a replay re-decides it. The outcome is the pure function's (capturePowers.ts): the
 * table calls the same function to know what to move. Nothing is kept in the game state.
 */
import type { Colour, ResourceType } from "../data/vocabulary";
import { courtCardName } from "../data/court";
import type { SlotContent, TableState } from "../court/types";
import { count } from "../court/types";
import type { Result } from "../result";
import type { GameState } from "../game/types";
import type { CaptiveCount } from "./capturePowers";
import { abduct, execute, pressgang } from "./capturePowers";
import type { ActionKind } from "../game/actions";
import { spendAction } from "../game/actions";

/** The standard action each card action stands in for (card texts: "Abduct (Battle)", "Pressgang (Build)", "Execute (Influence)"). */
const STANDARD_ACTION: { readonly [kind: string]: ActionKind } = { abduct: "battle", pressgang: "build", execute: "influence" };

export type CardActionStep =
  | { kind: "abduct"; slot: number; court: TableState }
  | { kind: "pressgang"; captives: CaptiveCount[]; gains: ResourceType[]; arrangement?: SlotContent[]; court: TableState }
  | { kind: "execute"; captives: CaptiveCount[]; court: TableState };

export interface CardActionCommand {
  type: "cardAction";
  player: Colour;
  action: CardActionStep;
}

/** The table after the card's action, or why it is refused (the same rules the command applies). */
export function cardActionOutcome(player: Colour, a: CardActionStep): Result<TableState> {
  if (a.kind === "abduct") return abduct(a.court, player, a.slot);
  if (a.kind === "pressgang") return pressgang(a.court, player, a.captives, a.gains, a.arrangement);
  return execute(a.court, player, a.captives);
}

function captivesText(list: CaptiveCount[]): string {
  let n = 0;
  for (const e of list) n += e.count;
  return n + " Captive(s)";
}

function text(player: Colour, a: CardActionStep, before: TableState): string {
  if (a.kind === "abduct") {
    const slot = before.court.row[a.slot];
    let rivals = 0;
    for (const p of before.players) if (p.colour !== player) rivals += count(slot.agents, p.colour);
    return `${player} Abducts ${rivals} Rival agent(s) from ${slot.card === undefined ? "an empty slot" : courtCardName(slot.card)} with ${courtCardName("BC14")}`;
  }
  if (a.kind === "pressgang") return `${player} Pressgangs ${captivesText(a.captives)} for resources with ${courtCardName("BC12")}`;
  return `${player} Executes ${captivesText(a.captives)}: they become Trophies (${courtCardName("BC12")})`;
}

export function cardAction(s: GameState, c: CardActionCommand): string | undefined {
  const a = c.action;
  if (typeof a !== "object" || a === undefined || (a.kind !== "abduct" && a.kind !== "pressgang" && a.kind !== "execute")) return "that is not a Court card's action";
  if (typeof a.court !== "object" || a.court === undefined || !Array.isArray(a.court.players)) return "a Court card's action needs the table as it shows it";
  if (s.phase !== "play" || s.round === undefined) return "a Court card's action is taken during a round, on your turn";
  const r = s.round;
  if (r.order[r.turn] !== c.player) return `it is ${r.order[r.turn]}'s turn, not ${c.player}'s: card actions are taken on your own turn`;
  if (!r.played) return `${c.player} must play a card first: a card's action is taken with an action pip`;
  const out = cardActionOutcome(c.player, a);
  if (!out.ok) return out.reason;
  // A new action "Name (Standard)" is taken instead of that standard action, with its pip or
  // resource (p.20, FAQ): it spends one action of the turn's count like the standard one.
  const none = spendAction(s, c.player, STANDARD_ACTION[a.kind]);
  if (none !== undefined) return none;
  s.events.push({ kind: "cardAction", player: c.player, text: text(c.player, a, a.court) });
  return undefined;
}
