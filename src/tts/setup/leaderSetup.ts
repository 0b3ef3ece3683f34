/**
 * Leaders' own setup steps, done by the script after the draft, in turn order (FAQ erratum p.21):
 * the steps are data (src/core/powers/leaderSetup.ts). Mystic (Cryptic): one agent from the
 * player's supply on each of their board's Material and Fuel Outrage slots.
 */
import type { GameState } from "../../core/game/types";
import { capitalise, turnOrderFrom } from "../../core/game/util";
import { leaderSetupStep } from "../../core/powers/leaderSetup";
import { tell } from "../lib/chat";
import { bag, playerBoard, snapSpot } from "./places";
import { takeFrom } from "./lay";
import { findByColour } from "../../core/util/byId";

/** `quiet`: a table staged from a state (arrange.ts `arrangeAll`) puts the agents without telling anyone again. */
export function arrangeLeaderSetup(s: GameState, quiet = false): void {
  for (const colour of turnOrderFrom(s.seats, s.initiative)) {
    const p = findByColour(s.players, colour);
    const step = leaderSetupStep(p && p.leader);
    if (step === undefined) continue;
    const board = playerBoard(colour);
    const agents = bag("agent", colour);
    for (const type of step.agentsOnOutrage) {
      const at = snapSpot(board, [`outrage-${type}`]);
      if (at !== undefined) takeFrom(agents, at);
    }
    if (!quiet) tell(colour, `${step.name}: your agents are on your ${step.agentsOnOutrage.map((t) => capitalise(t)).join(" and ")} Outrage slots (leader setup, p.21).`);
  }
}
