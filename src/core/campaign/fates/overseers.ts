/**
 * The Advocate's Guild Overseers (seed 003 F403, Guild): "To use actions on Guild cards, you must be
 * in first or second place for a declared ambition. (That is, you'd gain Power if it scored now.)"
 * A rule module in front of the campaign's rules. The actions on Guild cards the core decides: a
 * Court card's `cardAction` (a Prelude, and the named actions "Name (Standard)": Abduct, Pressgang,
 * Execute, Manufacture and the other gains, Trade, Recover) and a `handCardAction` (Spy, Manipulate).
 * Not the Liaisons' gain on a Copy nor the Guildmasters' steal on a declare ("When you ..., you may":
 * no action), nor Gate Ports (a Lore card). Held when F403 is among the player's Guild cards as the
 * command's table shows them; the table then sends its counts (`snapshot`, the chapter scoring's
 * read) and the core places the player in each declared ambition as the scoring would now (p.18:
 * tied for first is second place). "Declared" is an ambition with a marker on it.
 * F401B (the Advocate's Act I objective) is counted in fates/objectiveMoments.ts from the same reads.
 */
import type { Colour } from "../../data/vocabulary";
import { AMBITIONS } from "../../data/vocabulary";
import type { Command, GameState } from "../../game/types";
import type { ScoringSnapshot } from "../../game/scoringTypes";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import type { TableState } from "../../court/types";
import { playerIndex } from "../../court/types";
import { scoreAmbition, snapshotRefusal } from "../../game/scoring";
import { courtPower } from "../../powers/courtPowers";

export const OVERSEERS = "F403";

/** Whether `t` (a command's table as read) shows Guild Overseers among `player`'s Guild cards. */
export function holdsOverseers(t: TableState | undefined, player: Colour): boolean {
  if (typeof t !== "object" || t === undefined || !Array.isArray(t.players)) return false;
  const i = playerIndex(t, player);
  return i >= 0 && Array.isArray(t.players[i].guildCards) && t.players[i].guildCards.indexOf(OVERSEERS) >= 0;
}

/** The table of a command that uses an action on a Guild card, or undefined for any other command. */
function guildActionTable(c: Command): TableState | undefined {
  if (c.type === "handCardAction") return c.court;
  if (c.type !== "cardAction" || typeof c.action !== "object" || c.action === undefined) return undefined;
  const a = c.action;
  if (a.kind === "gatePorts" || a.kind === "declareSteal") return undefined;
  if (a.kind === "gain") {
    const p = courtPower(a.card);
    if (p !== undefined && p.copyGain !== undefined) return undefined;
  }
  return a.court;
}

/** Why `player` may not use an action on a Guild card under F403, or undefined. */
function overseersRefusal(s: GameState, player: Colour, snap: ScoringSnapshot | undefined): string | undefined {
  const name = "Guild Overseers (F403)";
  if (snap === undefined) return `${name}: the table's counts are needed`;
  const bad = snapshotRefusal(s, snap);
  if (bad !== undefined) return bad;
  for (const a of AMBITIONS) {
    const r = scoreAmbition(s, snap, a);
    if (r !== undefined && (r.first === player || r.second.indexOf(player) >= 0)) return undefined;
  }
  return `${name}: ${player} uses Guild card actions only in first or second place of a declared ambition`;
}

export const guildOverseers: RuleModule<Command> = {
  id: "fate:Advocate's Guild Overseers",
  inForce: (s: GameState) => s.campaign !== undefined,
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => {
    const t = guildActionTable(c);
    const holder = t && (c as { player: Colour }).player;
    const no = holder !== undefined && holdsOverseers(t, holder) ? overseersRefusal(s, holder, (c as { snapshot?: ScoringSnapshot }).snapshot) : undefined;
    // Placed before the action (its own declare does not count); the base refusal ("not your turn") comes first.
    const r = next(s, c);
    return r ?? no;
  },
};
