/**
 * The Survivalist's Bunkers (Fate Set 18, seed 003's card reference):
 * - F1803 Building Bunkers: "Bunker tokens are your Loyal pieces. You can **build** Bunkers on
 *   planets, max 1 per planet. To build a Bunker, you must also scrap 1 agent from your supply.
 *   When you build a Bunker, capture 1 agent from any Rival's supply." A Build action (p.12: in a
 *   system with a Loyal piece, placed damaged where anyone else controls) the table sees as a Bunker
 *   token let go on a planet (`piece: "bunker"`, MapRules.bunker), decided on that system's read, its
 *   Bunkers (`fateTokens`) and the Survivalist's agents in supply as read (`agents`); the table then
 *   scraps the agent and captures the Rival's.
 */
import type { Colour } from "../../data/vocabulary";
import { system } from "../../data/map";
import type { CampaignState } from "../types";
import type { MapSnapshot } from "../../map/snapshot";
import type { BuildAction } from "../../map/actionTypes";
import { loyalIn, piecesIn } from "../../map/pieces";
import { named } from "./setupWords";

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
  return typeof a.agents === "number" && a.agents > 0 ? undefined : why("to build a Bunker you scrap 1 agent from your supply, and yours is empty");
}
