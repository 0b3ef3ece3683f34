/**
 * The battle snapshot with the players' Leader and Lore abilities in force: the attacker's Leader and
 * Lore and the defender's Lore come from the game state (drafted at setup, never changing hands),
 * never from the table. The battle command applies it to every roll; the table's panel applies it
 * to its own previews so both judge the dice alike.
 */
import type { BattleSnapshot } from "../battle/battle";
import type { GameState } from "../game/types";
import type { Colour } from "../data/vocabulary";
import { playerState } from "../game/rounds";
import { copyWithout } from "../util/copyWithout";

/** The snapshot's fields only the core fills: a table's own values for them are dropped. */
const CORE_FILLS: readonly string[] = ["attackerLeader", "attackerLore", "defenderLore", "defenderLeader", "addedIntercepts", "rules"];

export function snapshotWithAbilities(s: GameState, snapshot: BattleSnapshot): BattleSnapshot {
  // A copy of every field the table sent (including ones added later), without those only the core fills.
  const snap = copyWithout(snapshot, CORE_FILLS);
  const att = playerState(s, snapshot.attacker);
  // A defender that is not a player (the Empire, the Free States, the Blight) has no Lore.
  const def = playerState(s, snapshot.defender as Colour);
  if (att !== undefined && att.leader !== undefined) snap.attackerLeader = att.leader;
  if (att !== undefined && Array.isArray(att.lore) && att.lore.length > 0) snap.attackerLore = att.lore.slice();
  if (def !== undefined && def.leader !== undefined) snap.defenderLeader = def.leader;
  if (def !== undefined && Array.isArray(def.lore) && def.lore.length > 0) snap.defenderLore = def.lore.slice();
  return snap;
}
