/**
 * F907A step 4, F1101A step 7 at the table (the core's campaign/fates/setupRolls.ts): while the core
 * lists a roll owed, the script throws the event die where it lies (after F2201A's, which lays it in
 * the map's centre), reads it once it rests (eventPhase/dice.ts, docs/tts-behaviour.md) and sends
 * `setupRoll` with the planet symbol read; accepted, a token of the setup's kind from its bag at each
 * planet the core named (campaign/fateTokens.ts). A load while the die rolls throws it again (nothing
 * was read from it); a roll the core holds as made is never made again, so nothing is laid twice.
 */
import type { Command, GameState } from "../../core/game/types";
import type { SetupRollOwed } from "../../core/campaign/fateCommandTypes";
import { announce } from "../lib/chat";
import { game, onApplied, submit } from "../session/session";
import { onResume } from "../session/redraw";
import { throwEventDice } from "./eventPhase/dice";
import { layKind } from "./fateTokens";

/** The die is on its way for a roll (this script's own, not saved: a load throws it again). */
let rolling = false;

function owed(s: GameState | undefined): SetupRollOwed | undefined {
  for (const o of (s && s.campaign && s.campaign.setupRolls) || []) if (o.planet === undefined) return o;
  return undefined;
}

function rollOwed(): void {
  const o = owed(game());
  if (o === undefined || rolling) return;
  rolling = true;
  throwEventDice((roll, problem) => {
    rolling = false;
    const r = roll === undefined ? undefined : submit({ type: "setupRoll", player: o.player, planet: roll.planet } as Command);
    const why = r === undefined ? problem : r.ok ? undefined : r.reason;
    if (why !== undefined) announce(why);
  }, true);
}

export function installSetupRolls(): void {
  onApplied((after, command) => {
    // After startAct's setup pieces (campaign.ts: 5 frames), F2201A's die among them.
    if (command.type === "startAct") Wait.frames(() => rollOwed(), 6);
    if (command.type !== "setupRoll") return;
    for (const o of (after.campaign && after.campaign.setupRolls) || []) if (o.player === command.player && o.systems !== undefined) layKind(o.kind, o.systems, false);
    rollOwed();
  });
  onResume("setup rolls", () => rollOwed());
}
