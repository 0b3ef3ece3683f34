/** `!arcs help` in chat: the chat commands, told privately to whoever asked. */
import { asciiLower } from "../../core/util/ascii";
import { tell } from "../lib/chat";
import { on } from "../lib/events";
import { HELP_COMMAND, helpText } from "./commands";

export function installHelp(): void {
  on("chat", (message, colour) => {
    if (asciiLower(message.trim()) !== HELP_COMMAND) return false;
    tell(colour, helpText());
    return true;
  });
}
