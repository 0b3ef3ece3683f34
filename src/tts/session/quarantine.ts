/**
 * A save that cannot be restored is held here, unchanged: onSave writes it back as it was, so a save
 * made by mistake (or an autosave) never replaces the damaged game with an empty table. The host
 * reads the problems privately (they may name cards) and may Reset the game, with a confirmation.
 */
import { announce, refuseTo, tell } from "../lib/chat";
import { exposeGlobal } from "../lib/globals";
import { hostColour, isHost } from "../lib/seats";
import { setUiAttribute } from "../lib/ui";
import { onRedraw } from "./redraw";

interface Held {
  raw: string;
  problems: string[];
}

let held: Held | undefined;
let confirming = false;
const resetListeners: (() => void)[] = [];

export function quarantined(): boolean {
  return held !== undefined;
}

/** The saved string to write back while quarantined (undefined otherwise). */
export function heldSave(): string | undefined {
  return held && held.raw;
}

export function quarantine(raw: string, problems: string[]): void {
  held = { raw, problems };
  confirming = false;
}

/** Runs after the host confirmed a reset (the session starts a fresh table). */
export function onReset(listener: () => void): void {
  resetListeners.push(listener);
}

/** Details of a restore go to the host alone: a problem may quote a hand card. */
export function tellHost(lines: string[]): void {
  const host = hostColour();
  if (host !== undefined) for (const line of lines) tell(host, line);
}

/** Tell the host (only) what is wrong; everyone else learns that a problem exists, not what. */
export function tellHostProblems(): void {
  if (held === undefined) return;
  const host = hostColour();
  announce("Arcs: the saved game could not be restored; saves keep it until the host resets.");
  if (host === undefined) return;
  tell(host, `Arcs: the saved game has ${held.problems.length === 1 ? "a problem" : "these problems"}:`);
  for (const p of held.problems) tell(host, `  ${p}`);
}

/** The last drawing found nothing held: the panel hidden. */
let drawnClear = false;

export function redrawQuarantine(): void {
  drawnClear = held === undefined;
  setUiAttribute("arcsRestoreProblem", "active", held === undefined ? "false" : "true");
  if (held === undefined) return;
  setUiAttribute(
    "arcsRestoreProblemText",
    "text",
    `The saved game could not be restored (${held.problems.length} problem${held.problems.length === 1 ? "" : "s"}; the host has them in chat). ` +
      "Saving keeps it unchanged. The host may reset it.",
  );
  setUiAttribute("arcsResetGame", "active", confirming ? "false" : "true");
  setUiAttribute("arcsResetConfirm", "active", confirming ? "true" : "false");
  setUiAttribute("arcsResetCancel", "active", confirming ? "true" : "false");
}

function hostClick(player: { color: string }, then: () => void): void {
  if (held === undefined) return;
  if (!isHost(player.color)) {
    refuseTo(player.color, "only the host can reset the game");
    return;
  }
  then();
  redrawQuarantine();
}

export function installQuarantine(): void {
  // Nothing held, as when last drawn (every command of a restored game): the hidden panel stays so.
  onRedraw("quarantine", (full) => {
    if (!full && drawnClear && held === undefined) return;
    redrawQuarantine();
  });
  exposeGlobal("arcsResetGame", (player: { color: string }) => hostClick(player, () => (confirming = true)));
  exposeGlobal("arcsResetCancel", (player: { color: string }) => hostClick(player, () => (confirming = false)));
  exposeGlobal("arcsResetConfirm", (player: { color: string }) =>
    hostClick(player, () => {
      if (!confirming) return;
      held = undefined;
      confirming = false;
      announce("Arcs: the host reset the game; the damaged save is discarded.");
      for (const l of resetListeners) l();
    }),
  );
}
