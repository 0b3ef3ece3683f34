/**
 * `!arcs help` in chat: the chat commands, told privately to whoever asked. `!arcs` alone, or an
 * `!arcs ...` the table does not know (a typo), gets the same list, so no command goes unanswered.
 */
import { asciiLower } from "../../core/util/ascii";
import { tell } from "../lib/chat";
import { onChatEvenStopped } from "../lib/events";
import { CHAT_COMMANDS, HELP_COMMAND, helpText } from "./commands";

/**
 * Whether the trimmed message is one of the commands as each feature reads it (exactly; help in any
 * case; a command that takes words, followed by some), or one that asks to be confirmed without its
 * `confirm` (the rules feature answers `!arcs rules stopped` by asking the host to add it).
 */
function known(message: string): boolean {
  if (asciiLower(message) === HELP_COMMAND) return true;
  for (const c of CHAT_COMMANDS) {
    if (c.command === message || c.command === `${message} confirm`) return true;
    if (c.args !== undefined && message.indexOf(`${c.command} `) === 0) return true;
  }
  return false;
}

export function installHelp(): void {
  // Answered even when the host stopped the scripts (rules mode "stopped"): help still says how to go on.
  onChatEvenStopped((message, colour) => {
    const m = message.trim();
    if (asciiLower(m) === HELP_COMMAND) {
      tell(colour, helpText());
      return true;
    }
    // "!arcs", "!arcs hlep", "!Arcs log": not a command any feature answers.
    const lower = asciiLower(m);
    if ((lower === "!arcs" || lower.indexOf("!arcs ") === 0) && !known(m)) {
      tell(colour, `${m === "!arcs" ? "" : `"${m}" is not a command of this table. `}${helpText()}`);
      return true;
    }
    return false;
  });
}
