/**
 * The Pirate Haven at the end of Act III (Fate Set 12). Texts: seed 003.
 * - F1208B: "At the end of Act III, the Pirate's Rivals in turn order may each choose 1 planet that they
 *   control. Reveal the True Rumor tokens to show the Pirate Haven's planet. If any player chose the
 *   Pirate Haven's planet, they gain 10 Power and you lose 10 Power. If no one did, you gain 10 Power."
 * - F1211 (a Law): "The True Rumors saying "Cluster Correct" and "Symbol Correct" indicate the cluster
 *   and planet ID of the Haven planet" (F1208A's example: "Cluster Correct" in cluster 5 and "Symbol
 *   Correct" on an Arrow planet put the Haven on 5's Arrow planet).
 * The module `haven` (the Pirate holding FATE12 in Act III, Rumors of the Haven in the rules booklet,
 * whose card carries the table's buttons) takes Act III's end at its last chapter's end (BR p.8: after 4
 * chapters), before the score, which it refuses until the Haven is revealed, so the winner is decided
 * on the Power after it (a final objective too, BR p.9; one completed at an earlier chapter's end has
 * already won). Each Rival in turn order from the initiative sends `haven` with a planet they control
 * for objectives (BR p.10, the map as read) or none; the choices are public. Then any player sends the
 * True Rumors as they lie; the core reads the Haven from them and moves the Power. `campaign.haven`
 * keeps the choices, then the Pirate's own entry with the Haven.
 */
import type { Colour, SystemId } from "../../data/vocabulary";
import { SYSTEMS, system } from "../../data/map";
import type { Command, GameState } from "../../game/types";
import type { RuleModule } from "../../game/ruleModules";
import { turnOrderFrom } from "../../game/util";
import { chaptersInAct } from "../../data/campaign/campaignPieces";
import { findInBooklet, rulesBookletOf } from "../booklet";
import { controllerOf, empireFacts, mapSnapshotRefusal } from "../mapControl";
import type { CampaignState } from "../types";
import type { HavenCommand } from "../fateCommandTypes";

const pirateOf = (c: CampaignState): Colour | undefined => c.players.filter((p) => p.fate === "FATE12").map((p) => p.colour)[0];

/** Who chooses now at Act III's end: a Rival, "reveal" once all have, undefined when not due or done. */
export function havenTurn(s: GameState): Colour | "reveal" | undefined {
  const c = s.campaign;
  const pirate = c === undefined || c.act !== "III" || s.phase !== "scoring" || s.chapter !== chaptersInAct("III") ? undefined : pirateOf(c);
  if (c === undefined || pirate === undefined || findInBooklet(rulesBookletOf(c), "F1211") === undefined) return undefined;
  const h = c.haven ?? [];
  if (h.some((e) => e.player === pirate)) return undefined;
  return turnOrderFrom(s.seats, s.initiative).filter((x) => x !== pirate && !h.some((e) => e.player === x))[0] ?? "reveal";
}

/** The planet of the True Rumor `label`, when exactly one lies on a planet. */
function rumor(c: HavenCommand, label: string) {
  const at = (c.rumors ?? []).filter((t) => t.token === "True Rumor " + label).map((t) => system(t.system));
  return at.length === 1 && at[0] !== undefined && at[0].kind === "planet" ? at[0] : undefined;
}

function haven(s: GameState, c: HavenCommand, turn: Colour | "reveal"): string | undefined {
  const a = s.campaign as CampaignState;
  const h = a.haven ?? [];
  const pirate = pirateOf(a) as Colour;
  let entry: { player: Colour; planet?: SystemId } = { player: c.player };
  let text = `${c.player} chooses no planet for the Pirate Haven (F1208B)`;
  if (c.rumors === undefined) {
    if (turn !== c.player) return turn === "reveal" ? "every Rival has chosen: reveal the True Rumors (F1208B)" : `${turn} chooses now (F1208B)`;
    if (c.planet !== undefined) {
      const bad = c.map === undefined ? "the map was not read" : mapSnapshotRefusal(c.map, s.seats);
      if (bad !== undefined) return bad;
      const at = system(c.planet);
      if (at === undefined || at.kind !== "planet" || controllerOf(c.map!, c.planet, s.seats, empireFacts(a), "standing") !== c.player) return `${c.player} does not control the planet ${c.planet} (F1208B, BR p.10)`;
      entry = { player: c.player, planet: c.planet };
      text = `${c.player} chooses ${c.planet} for the Pirate Haven (F1208B)`;
    }
  } else {
    if (turn !== "reveal") return `${turn} chooses first (F1208B)`;
    const cl = rumor(c, "Cluster Correct");
    const sy = rumor(c, "Symbol Correct");
    if (s.seats.indexOf(c.player) < 0 || cl === undefined || sy === undefined) return "the True Rumors, Cluster Correct and Symbol Correct, must each lie on a planet (F1208A)";
    const at = SYSTEMS.filter((x) => x.cluster === cl.cluster && x.symbol === sy.symbol)[0].id;
    const found = h.filter((e) => e.planet === at).map((e) => e.player)[0];
    for (const p of s.players) p.power += p.colour === found ? 10 : p.colour !== pirate ? 0 : found === undefined ? 10 : -10;
    entry = { player: pirate, planet: at };
    text = `The True Rumors show the Pirate Haven on ${at} (F1208B): ${found === undefined ? `no one chose it, ${pirate} +10` : `${found} chose it, ${found} +10, ${pirate} -10`}`;
  }
  s.campaign = { ...a, haven: h.concat([entry]) };
  s.events.push({ kind: "scored", player: c.player, text });
  return undefined;
}

export const pirateHaven: RuleModule<Command> = {
  id: "fate:F1211",
  inForce: (s: GameState) => s.campaign !== undefined && s.campaign.act === "III",
  apply: (s, c, next) => {
    if (c.type !== "haven" && c.type !== "score") return next(s, c);
    const turn = havenTurn(s);
    if (c.type === "score") return turn === undefined ? next(s, c) : "first the Pirate's Rivals choose a planet and the True Rumors are revealed (F1208B)";
    return turn === undefined ? "the Pirate Haven is chosen at the end of Act III (F1208B)" : haven(s, c, turn);
  },
};
