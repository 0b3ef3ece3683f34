/**
 * A raid that steals Trophies and Captives, where a rule lets it (BattleRules.piecesStealable: the
 * defender's Vow of Fairness, F2402: "Your Trophies and Captives can be stolen. Their raid cost is
 * [key] each. If a player steals Trophies or Captives that are Loyal to them, those pieces return to
 * their supply."). The base raid (p.16) steals resources and Guild cards only.
 */
import type { Colour, Owner } from "../data/vocabulary";
import type { Result } from "../result";
import { ok, refuse } from "../result";
import type { TableState, TrophyPieces } from "../court/types";
import { addCount, addTrophies, count, trophiesOf } from "../court/types";

/** A Trophy (a piece of `owner`'s, of its kind) or a Captive (an agent of `owner`'s) taken in a raid. */
export type PiecePick = { kind: "trophy"; owner: Owner; piece: Exclude<keyof TrophyPieces, "bunkers"> } | { kind: "captive"; owner: Colour };

const KINDS: readonly string[] = ["ships", "agents", "cities", "starports"];

/** `t` with the picked piece moved from the player at `di` to the one at `ai` (or to the thief's supply when it is theirs), or why not. */
export function stealPiece(t: TableState, ai: number, di: number, pick: PiecePick): Result<TableState> {
  const victim = t.players[di];
  const thief = t.players[ai];
  const loyal = pick.owner === thief.colour;
  const players = t.players.slice();
  if (pick.kind === "captive") {
    const owner = pick.owner;
    if (typeof owner !== "string" || count(victim.captives, owner) < 1) return refuse(`${victim.colour} has no ${String(owner)} Captive`);
    players[di] = { ...victim, captives: addCount(victim.captives, owner, -1) };
    players[ai] = loyal ? { ...thief, agentSupply: thief.agentSupply + 1 } : { ...thief, captives: addCount(thief.captives, owner, 1) };
  } else {
    const owner = pick.owner;
    const piece = pick.piece;
    if (typeof owner !== "string" || KINDS.indexOf(piece) < 0 || trophiesOf(victim.trophies, owner)[piece] < 1) {
      return refuse(`${victim.colour} has no such Trophy`);
    }
    players[di] = { ...victim, trophies: addTrophies(victim.trophies, owner, { [piece]: -1 } as Partial<TrophyPieces>) };
    // A Loyal agent back to the supply counts there; a Loyal ship or building's supply is the table's.
    if (loyal) players[ai] = piece === "agents" ? { ...thief, agentSupply: thief.agentSupply + 1 } : thief;
    else players[ai] = { ...thief, trophies: addTrophies(thief.trophies, owner, { [piece]: 1 } as Partial<TrophyPieces>) };
  }
  const out: TableState = { players, court: t.court, supply: t.supply };
  if (t.pending !== undefined) out.pending = t.pending;
  return ok(out);
}
