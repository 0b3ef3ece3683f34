/** `!arcs help` in chat: the chat commands, told privately to whoever asked. */
import { asciiLower } from "../../core/util/ascii";
import { tell } from "../lib/chat";
import { onChatEvenStopped } from "../lib/events";
import { HELP_COMMAND, helpText } from "./commands";

export function installHelp(): void {
  onChatEvenStopped((message, colour) => {
    if (asciiLower(message.trim()) !== HELP_COMMAND) return false;
    tell(colour, helpText());
    return true;
  });
}
