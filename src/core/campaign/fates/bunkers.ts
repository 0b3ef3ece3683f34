/**
 * The Survivalist's Bunkers (Fate Set 18, seed 003's card reference):
 * - F1803 Building Bunkers: "Bunker tokens are your Loyal pieces. You can **build** Bunkers on
 *   planets, max 1 per planet. To build a Bunker, you must also scrap 1 agent from your supply.
 *   When you build a Bunker, capture 1 agent from any Rival's supply." A Build action (p.12: in a
 *   system with a Loyal piece, placed damaged where anyone else controls) the table sees as a Bunker
 *   token let go on a planet (`piece: "bunker"`, MapRules.cardBuild), decided on that system's read, its
 *   Bunkers (`fateTokens`) and the Survivalist's agents in supply as read (`agents`); the table then
 *   scraps the agent and captures the Rival's.
 * - F1804 Bunkers (a Law; F1803 says the same): "Bunkers can be harmed like buildings. (They don't
 *   fill building slots and can't be raided.) Tough. Bunkers take 2 hits each to damage and to
 *   destroy." In a battle against the Survivalist their Bunkers in the system (the roll's map)
 *   defend (BattleRules.bunkers); "When a Rival destroys a Bunker, they scrap 1 Captive held by the
 *   Survivalist": said in the battle's log, the attacker choosing which.
 */
import type { Colour, SystemId } from "../../data/vocabulary";
import { COLOURS } from "../../data/vocabulary";
import type { BattleState } from "../../battle/machine";
import { system } from "../../data/map";
import type { CampaignState } from "../types";
import type { MapSnapshot } from "../../map/snapshot";
import type { BuildAction } from "../../map/actionTypes";
import { loyalIn, piecesIn } from "../../map/pieces";
import { fateHolder, named } from "./setupWords";
import { findByColour } from "../../util/byId";

/** The Survivalist's Fate. */
export const SURVIVALIST = "FATE18";

/** Why `player` cannot build the Bunker `a` on `map`, or undefined (the base build step checked the system and the action). */
export function bunkerRefusal(c: CampaignState | undefined, map: MapSnapshot, a: BuildAction, player: Colour): string | undefined {
  const why = (w: string) => `${named("F1803")}: ${w}`;
  const id = a.system;
  const where = system(id);
  if (c === undefined || !c.players.some((p) => p.colour === player && p.fate === SURVIVALIST)) return why("only the Survivalist builds Bunkers");
  if (where === undefined || where.kind !== "planet") return why(`Bunkers are built on planets, and ${id} is a gate`);
  if ((map.fateTokens ?? []).some((t) => t.system === id && t.token === "Bunker")) return why(`max 1 Bunker per planet, and ${id} has one`);
  if (!loyalIn(piecesIn(map, id), player)) return why(`you build in a system with a Loyal piece (p.12): ${player} has none in ${id}`);
  return typeof a.agents === "number" && a.agents > 0 ? undefined : why("a Bunker scraps 1 agent from your supply, and yours is empty");
}

/** F1804 "Bunkers can be harmed like buildings": the Survivalist's Bunkers in `id` on a roll's map (face down: damaged) join their pieces in the system's tally (battleSides.ts Tally). */
export function tallyBunkers(c: CampaignState | undefined, map: MapSnapshot, id: SystemId, t: { [owner: string]: { [kind: string]: { fresh: number; damaged: number } } }): void {
  const p = c && fateHolder(c, SURVIVALIST);
  if (p === undefined) return;
  const n = { fresh: 0, damaged: 0 };
  for (const f of map.fateTokens ?? []) if (f.system === id && f.token === "Bunker") n[f.faceDown === true ? "damaged" : "fresh"] += 1;
  if (n.fresh + n.damaged === 0) return;
  const byKind = t[p.colour] === undefined ? {} : t[p.colour];
  byKind.bunker = n;
  t[p.colour] = byKind;
}

/** F1804 "When a Rival destroys a Bunker, they scrap 1 Captive held by the Survivalist": the hits' line, the Captives being the attacker's choice. */
export function bunkerScrapLine(b: BattleState | undefined): string | undefined {
  const l = b && b.last;
  if (b === undefined || l === undefined || l.kind !== "hits" || l.outcome.bunkers === undefined || l.outcome.bunkers.destroyed === 0) return undefined;
  const held = findByColour(l.table.players, b.defender);
  let n = 0;
  for (const c of COLOURS) n += held === undefined ? 0 : held.captives[c] ?? 0;
  n = Math.min(n, l.outcome.bunkers.destroyed);
  return `${named("F1804")}: ${b.attacker} destroyed ${l.outcome.bunkers.destroyed} Bunker(s)` + (n > 0 ? ` and scraps ${n} of ${b.defender}'s Captives, their choice` : "");
}
