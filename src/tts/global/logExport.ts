/**
 * Export the game log for a bug report: `!arcs log` in chat. The log holds every shuffle (so the
 * whole action deck order), which would reveal hands mid-game: only the host may export before the
 * game is over, and the log goes to a Notebook tab visible to the requester's colour alone.
 */
import { refuseTo, tell } from "../lib/chat";
import { isHost } from "../lib/seats";
import { on } from "../lib/events";
import { table } from "./session";

export const LOG_COMMAND = "!arcs log";

function encodeLog(): string {
  return JSON.encode(table().log);
}

export function exportLog(requester: string): void {
  const s = table();
  const over = s.game !== undefined && s.game.phase === "gameOver";
  if (!over && !isHost(requester)) {
    refuseTo(requester, "the log reveals every shuffle; only the host can export it before the game is over");
    return;
  }
  const title = `Arcs log (${s.log.commands.length} commands)`;
  Notes.addNotebookTab({ title, body: encodeLog(), color: requester as PlayerColor });
  tell(requester, `The log is in your Notebook tab "${title}". Save it as a .json file and run: npm run replay -- <file>`);
}

export function installLogExport(): void {
  on("chat", (message, colour) => {
    if (message.trim() !== LOG_COMMAND) return false;
    exportLog(colour);
    return true;
  });
}
