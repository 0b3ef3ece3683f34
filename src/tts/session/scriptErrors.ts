/**
 * A script error caught by `guarded` (lib/guard.ts) is told to the host ONCE in chat, with a report
 * to copy in their Notebook tab "Arcs script error" (the error, where it happened, the command in
 * progress and a summary of the game), and play goes on. Later errors are added to the same tab, not
 * told again. Nothing hidden goes into it: the command by its type and player only (a face-down
 * card's identity stays out), the state by its public summary.
 */
import { awaiting } from "../../core/game/legal";
import type { Command } from "../../core/game/types";
import { tell } from "../lib/chat";
import { setErrorReporter } from "../lib/guard";
import { hostColour } from "../lib/seats";
import { commandInProgress, rulesMode, tableState } from "./session";
import { redrawAll } from "./redraw";

export const ERROR_TAB = "Arcs script error";
/** Errors kept in the tab (the first ones say the most; a loop of the same error would flood it). */
const KEPT = 20;

let lines: string[] = [];
let count = 0;
let tabIndex: number | undefined = undefined;

function commandText(c: Command | undefined): string {
  if (c === undefined) return "none";
  const who = (c as { player?: unknown }).player;
  return typeof who === "string" ? `${c.type} by ${who}` : c.type;
}

/** The game in public words (no hand, no face-down card). */
export function stateSummary(): string {
  const t = tableState();
  const s = t.game;
  const head = `log ${t.log.commands.length} command(s), loads ${t.loads}, rules ${rulesMode()}`;
  if (s === undefined) return `no game set up; ${head}`;
  const a = awaiting(s);
  const turn = a.player === undefined ? "nobody to act" : `${a.player} to act`;
  const campaign = s.campaign === undefined ? "" : `, campaign stage ${s.campaign.stage}`;
  return `${s.playerCount} players, phase ${s.phase}, chapter ${s.chapter}, ${turn}${campaign}; ${head}`;
}

function report(where: string, error: string): void {
  count++;
  // A command may have failed after it applied (a listener, the redraw): draw everything from the
  // state again on the next frame, so buttons and panels follow it (not after a failed redraw).
  if (where.indexOf("redraw") !== 0) Wait.frames(() => redrawAll(true), 1);
  const last = lastCommand();
  if (lines.length < KEPT) lines.push(`${count}. in ${where}: ${error}\n   command: ${commandText(last)}\n   state: ${stateSummary()}`);
  const body = ["Arcs script error report (copy it whole into a bug report)", `${count} error(s) caught; play went on.`].concat(lines).join("\n");
  const host = hostColour();
  if (host === undefined) return;
  if (tabIndex === undefined) {
    tabIndex = Notes.addNotebookTab({ title: ERROR_TAB, body, color: host as PlayerColor });
    tell(host, `Arcs: a script error was caught (${where}: ${error}). Play goes on. Report: Notebook tab "${ERROR_TAB}". If it misbehaves: !arcs rules advisory or stopped.`);
    return;
  }
  Notes.editNotebookTab({ index: tabIndex, title: ERROR_TAB, body, color: host as PlayerColor });
}

/** The command in progress, else the last one applied. */
function lastCommand(): Command | undefined {
  const c = commandInProgress();
  if (c !== undefined) return c;
  const log = tableState().log.commands;
  return log.length > 0 ? log[log.length - 1] : undefined;
}

export function installScriptErrors(): void {
  lines = [];
  count = 0;
  tabIndex = undefined;
  setErrorReporter(report);
}
