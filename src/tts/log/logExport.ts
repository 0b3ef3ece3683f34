/**
 * Export the game log for a bug report: `!arcs log` in chat, into a Notebook tab only the requester
 * can read. The full log holds every shuffle (so every hand): until the game is over, each requester
 * gets their seat's log instead — what they may see, built by the core's seat view (their own hand
 * and face-down cards, public plays, no shuffle order). After the game the full, replayable log.
 */
import { seatLog, seatView } from "../../core/rules";
import type { Viewer } from "../../core/game/seatView";
import { tell } from "../lib/chat";
import { playingColour } from "../lib/seats";
import { onChatEvenStopped } from "../lib/events";
import { tableState } from "../session/session";

export const LOG_COMMAND = "!arcs log";

/** Until the game is over: the requester's seat log (not replayable: hidden parts are left out). */
function seatExport(requester: string): { title: string; body: string } {
  const s = tableState();
  const game = s.game;
  const seated = game && playingColour(requester, game.seats);
  const viewer: Viewer = seated === undefined ? "public" : seated;
  const body = {
    format: "arcs-seat-log",
    viewer,
    note: "Cards hidden from you are left out until the game ends; no replay.",
    view: game && seatView(game, viewer),
    commands: seatLog(s.log.commands, viewer),
  };
  const who = viewer === "public" ? "public" : viewer;
  return { title: `Arcs log as ${who} sees it (${s.log.commands.length} commands)`, body: JSON.encode(body) };
}

export function exportLog(requester: string): void {
  const s = tableState();
  const over = s.game !== undefined && s.game.phase === "gameOver";
  const tab = over
    ? { title: `Arcs log (${s.log.commands.length} commands)`, body: JSON.encode(s.log) }
    : seatExport(requester);
  Notes.addNotebookTab({ title: tab.title, body: tab.body, color: requester as PlayerColor });
  const how = over
    ? "Save it as a .json file and run: npm run replay -- <file>"
    : "It holds what you may see; the full log comes after the game.";
  tell(requester, `The log is in your Notebook tab "${tab.title}". ${how}`);
}

export function installLogExport(): void {
  onChatEvenStopped((message, colour) => {
    if (message.trim() !== LOG_COMMAND) return false;
    exportLog(colour);
    return true;
  });
}
