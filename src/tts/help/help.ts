/** `!arcs help` in chat: the chat commands, told privately to whoever asked. */
import { tell } from "../lib/chat";
import { on } from "../lib/events";
import { HELP_COMMAND, helpText } from "./commands";

export function installHelp(): void {
  on("chat", (message, colour) => {
    if (message.trim().toLowerCase() !== HELP_COMMAND) return false;
    tell(colour, helpText());
    return true;
  });
}
