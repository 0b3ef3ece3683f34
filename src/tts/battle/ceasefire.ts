/**
 * The Peacekeeper's Ceasefires (F1508) at the table (src/core/campaign/fates/ceasefires.ts): a battle
 * roll in a cluster whose Ceasefire lies face up (Peace) carries the Weapons on the attacker's board
 * (the core refuses it without one); once the core accepts it, the table returns one of them to the
 * Weapon supply and turns the cluster's Ceasefire face down (War). A script's move into a supply bag
 * is no player's spend (actions/spend.ts reads only a player's pick-up).
 */
import type { BattleCommand, Command, GameState } from "../../core/game/types";
import type { SystemId } from "../../core/data/vocabulary";
import { system } from "../../core/data/map";
import { peaceCluster } from "../../core/campaign/fates/ceasefires";
import { onApplied } from "../session/session";
import { systemZoneOf } from "../lib/fateTokensOnMap";
import { tagged, gmNotes } from "../lib/table";
import { resourceBag, resourceTokens } from "./read";

/** The cluster at Peace a roll `c` harms in, on `s`, if any. */
function peaceOf(s: GameState, c: BattleCommand): number | undefined {
  const a = c.action;
  return s.campaign === undefined || c.map === undefined || a.kind !== "roll" ? undefined : peaceCluster(s.campaign, c.map, a.system as SystemId, a.defender);
}

const weaponsOf = (c: BattleCommand) => resourceTokens(c.player).filter((t) => t.type === "weapon");

/** `c` with the attacker's Weapons as read when it rolls in a cluster at Peace. */
export function withWeapons(s: GameState | undefined, c: BattleCommand): BattleCommand {
  return s !== undefined && peaceOf(s, c) !== undefined ? { ...c, weapons: weaponsOf(c).length } : c;
}

function spent(c: Command, before: GameState): void {
  const k = c.type === "battle" ? peaceOf(before, c) : undefined;
  if (k === undefined) return;
  const w = weaponsOf(c as BattleCommand)[0];
  const bag = resourceBag("weapon");
  if (w !== undefined && bag !== undefined) bag.putObject(w.obj);
  toWar(k);
}

/** The clusters whose Ceasefire lies at Peace (face up) on the table; with `k`, cluster k's turned to War (Empire Balks at Peace too). */
export function toWar(k?: number): number[] {
  const out: number[] = [];
  for (const o of tagged("fate-token")) {
    const zone = gmNotes(o) === "Ceasefire" && !o.is_face_down ? systemZoneOf(o) : undefined;
    const at = zone && system(gmNotes(zone) as SystemId);
    if (at !== undefined && at.cluster === k) o.flip();
    else if (at !== undefined) out.push(at.cluster);
  }
  return out;
}

export function installCeasefires(): void {
  onApplied((_after, c, before) => spent(c, before));
}
