/**
 * The Pirate Haven at the end of Act III (Fate Set 12). Texts: seed 003.
 * - F1208B: "At the end of Act III, the Pirate's Rivals in turn order may each choose 1 planet that they
 *   control. Reveal the True Rumor tokens to show the Pirate Haven's planet. If any player chose the
 *   Pirate Haven's planet, they gain 10 Power and you lose 10 Power. If no one did, you gain 10 Power."
 * - F1211 (a Law): "The True Rumors saying "Cluster Correct" and "Symbol Correct" indicate the cluster
 *   and planet ID of the Haven planet" (F1208A's example: "Cluster Correct" in cluster 5 and "Symbol
 *   Correct" on an Arrow planet put the Haven on 5's Arrow planet).
 * The module `pirateHaven` (the Pirate holding FATE12 in Act III, Rumors of the Haven in the rules booklet,
 * whose card carries the table's buttons) takes Act III's end at its last chapter's end (BR p.8: after 4
 * chapters), before the score, which it refuses until the Haven is revealed, so the winner is decided
 * on the Power after it (a final objective too, BR p.9; one completed at an earlier chapter's end has
 * already won). Each Rival in turn order from the initiative sends `haven` with a planet they control
 * for objectives (BR p.10, the map as read) or none; the choices are public. The last choice carries
 * the True Rumors as they lie (read then, turned face up once accepted): the core reads the Haven from
 * them and moves the Power; a Rumor off the planets refuses that choice. `campaign.haven` keeps the
 * choices in turn order ("": none). One refusal for any press out of turn.
 */
import type { Colour } from "../../data/vocabulary";
import { system } from "../../data/map";
import type { Command, GameState } from "../../game/types";
import type { RuleModule } from "../../game/ruleModules";
import { turnOrderFrom, logEvent } from "../../game/util";
import { fateHolder } from "./setupWords";
import { chaptersInAct } from "../../data/campaign/campaignPieces";
import { findInBooklet, rulesBookletOf } from "../booklet";
import { controllerOf, empireFacts, mapSnapshotRefusal } from "../mapControl";
import type { CampaignState } from "../types";
import type { HavenCommand } from "../fateCommandTypes";

export const NOT_YOURS = "not your choice (F1208B)";

/** The Pirate and their Rivals in turn order, at Act III's last chapter end with F1211 in the booklet. */
function sides(s: GameState): { pirate: Colour; rivals: Colour[]; c: CampaignState } | undefined {
  const c = s.campaign;
  const p = c === undefined || s.phase !== "scoring" || s.chapter !== chaptersInAct("III") ? undefined : fateHolder(c, "FATE12");
  if (c === undefined || p === undefined || findInBooklet(rulesBookletOf(c), "F1211") === undefined) return undefined;
  return { pirate: p.colour, rivals: turnOrderFrom(s.seats, s.initiative).filter((x) => x !== p.colour), c };
}

/** The Rival who chooses now at Act III's end; undefined when not due or the Haven is revealed. */
export function havenTurn(s: GameState): Colour | undefined {
  const w = sides(s);
  return w && w.rivals[(w.c.haven ?? []).length];
}

/** The planets the True Rumor `label` lies on. */
const rumor = (c: HavenCommand, label: string) => (c.rumors ?? []).filter((t) => t.token === "True Rumor " + label && system(t.system)?.kind === "planet").map((t) => t.system);

function haven(s: GameState, c: HavenCommand): string | undefined {
  const w = sides(s);
  const h = w === undefined ? [] : (w.c.haven ?? []).concat([c.planet ?? ""]);
  if (w === undefined || w.rivals[h.length - 1] !== c.player) return NOT_YOURS;
  const m = c.map;
  if (c.planet !== undefined) {
    const bad = m && mapSnapshotRefusal(m, s.seats);
    if (bad !== undefined) return bad;
    if (m === undefined || system(c.planet)?.kind !== "planet" || controllerOf(m, c.planet, s.seats, empireFacts(w.c), "standing") !== c.player) return `${c.player} does not control ${c.planet} (F1208B, BR p.10)`;
  }
  let text = `${c.player}: ${c.planet ?? "no planet"} for the Pirate Haven (F1208B)`;
  if (h.length === w.rivals.length) {
    // The last choice: the True Rumors as they lie show the Haven (F1211: its cluster, its planet ID symbol).
    const cl = rumor(c, "Cluster Correct");
    const sy = rumor(c, "Symbol Correct");
    if (cl.length !== 1 || sy.length !== 1) return "the True Rumors must lie on planets (F1208A)";
    const at = cl[0].slice(0, 2) + sy[0].slice(2);
    const found = w.rivals[h.indexOf(at)];
    for (const p of s.players) p.power += p.colour === found ? 10 : p.colour !== w.pirate ? 0 : found === undefined ? 10 : -10;
    text += `; the True Rumors show it on ${at}: ${found === undefined ? "" : `${found} +10, `}${w.pirate} ${found === undefined ? "+" : "-"}10`;
  }
  s.campaign = { ...w.c, haven: h };
  logEvent(s, "scored", c.player, text);
  return undefined;
}

export const pirateHaven: RuleModule<Command> = {
  id: "fate:F1211",
  inForce: (s: GameState) => s.campaign !== undefined && s.campaign.act === "III",
  apply: (s, c, next) => (c.type === "haven" ? haven(s, c) : c.type === "score" && havenTurn(s) !== undefined ? "first the Rivals choose the Pirate Haven (F1208B)" : next(s, c)),
};
