/**
 * How the table holds the rules, per game and kept in the save (docs/playing.md "Rules: enforced,
 * advisory, stopped"): the host switches with `!arcs rules enforced|advisory`, or stops the scripts
 * for the rest of the game with `!arcs rules stopped confirm`; the turn bar shows the mode. Under
 * advisory rules a player goes on with their last refused move with `!arcs override`: the table
 * logs an `override` command (src/core/game/override.ts), which the game's state follows where the
 * move's effect is defined without the refused check; a replay gives the same state. Enforced and
 * advisory are the game's (a logged `rules` command); stopped is the table's.
 */
import { announce, refuseTo, tell } from "../lib/chat";
import { onChatEvenStopped } from "../lib/events";
import { setScriptsStopped } from "../lib/guard";
import { isHost } from "../lib/seats";
import { asColour } from "../lib/table";
import { composedUi } from "../lib/ui";
import { forgetRefused, game, rulesMode, stopScriptsForGame, submit, takeRefused } from "../session/session";
import type { RulesMode } from "../session/session";
import { redrawAll } from "../session/redraw";

export const RULES_COMMAND = "!arcs rules";
export const OVERRIDE_COMMAND = "!arcs override";

/** What a stopped table shows: one line, no buttons (Global's XML UI is replaced). */
export const STOPPED_XML =
  '<Panel id="arcsStopped" height="30" width="640" rectAlignment="UpperCenter" offsetXY="0 -8" color="#0b1530cc"><Text text="Arcs: the scripts are stopped for this game (a plain table)." fontSize="14" color="#ffffff"/></Panel>';

const WORDS: { [mode: string]: string } = {
  enforced: "a move the rules refuse is undone",
  advisory: "a refused move stays, told to its player; !arcs override logs it",
  stopped: "the scripts are stopped for this game",
};

/** Stop every script of this game: no handler runs from now on, no buttons, a one-line UI. */
export function stopTable(): void {
  setScriptsStopped(true);
  for (const o of getObjects() as TTSObject[]) {
    if (o.getButtons() !== undefined) o.clearButtons();
  }
  UI.setXml(STOPPED_XML);
}

function switchTo(colour: string, mode: RulesMode): void {
  if (!isHost(colour)) {
    refuseTo(colour, "only the host changes how the table holds the rules");
    return;
  }
  if (rulesMode() === "stopped") {
    refuseTo(colour, "the scripts are stopped for this game; a reset starts them again");
    return;
  }
  if (rulesMode() === mode) {
    tell(colour, `Rules are ${mode} already: ${WORDS[mode]}.`);
    return;
  }
  if (mode === "stopped") {
    stopScriptsForGame();
    forgetRefused();
    announce("Arcs: the host stopped the scripts: a plain table now; the log is kept.");
    stopTable();
    return;
  }
  if (game() === undefined) {
    refuseTo(colour, "set up the game first: the rules mode is part of the game");
    return;
  }
  // The mode is the game's: a logged command, so a replay knows which moves may stand as overrides.
  const r = submit({ type: "rules", mode });
  if (!r.ok) {
    refuseTo(colour, r.reason);
    return;
  }
  forgetRefused();
  announce(`Arcs: rules are now ${mode}: ${WORDS[mode]}.`);
  redrawAll(true);
}

function override(colour: string): void {
  if (rulesMode() !== "advisory") {
    refuseTo(colour, "overrides are for advisory rules only (the host: !arcs rules advisory)");
    return;
  }
  const player = asColour(colour);
  const last = takeRefused(colour);
  if (last === undefined || player === undefined) {
    refuseTo(colour, "you have no refused move to go on with");
    return;
  }
  const r = submit({ type: "override", player, command: last.command, reason: last.reason });
  if (!r.ok) refuseTo(colour, `the override cannot be logged: ${r.reason}`);
}

function onRulesChat(message: string, colour: string): boolean {
  const m = message.trim();
  if (m === OVERRIDE_COMMAND) {
    override(colour);
    return true;
  }
  if (m === RULES_COMMAND) {
    const mode = rulesMode();
    tell(colour, `Rules are ${mode}: ${WORDS[mode]}. Host: !arcs rules enforced / advisory / stopped confirm.`);
    return true;
  }
  if (m === `${RULES_COMMAND} enforced`) switchTo(colour, "enforced");
  else if (m === `${RULES_COMMAND} advisory`) switchTo(colour, "advisory");
  else if (m === `${RULES_COMMAND} stopped confirm`) switchTo(colour, "stopped");
  else if (m === `${RULES_COMMAND} stopped`) {
    if (isHost(colour)) tell(colour, "Stopping lasts all game: !arcs rules stopped confirm.");
    else refuseTo(colour, "only the host changes how the table holds the rules");
  } else return false;
  return true;
}

export function installRules(): void {
  onChatEvenStopped(onRulesChat);
}

/** After a load: a game whose scripts were stopped stays stopped (main.ts, instead of the redraw). */
export function stoppedAtLoad(): boolean {
  if (rulesMode() !== "stopped") {
    setScriptsStopped(false);
    return false;
  }
  setScriptsStopped(true);
  return true;
}

/** The composed UI unless the scripts are stopped. */
export function uiForMode(): string {
  return rulesMode() === "stopped" ? STOPPED_XML : composedUi();
}
