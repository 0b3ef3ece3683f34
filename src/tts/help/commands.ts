/**
 * Every chat command the table understands, in one list: `!arcs help` prints it, and a test keeps
 * docs/playing.md (and so the Notebook's "How to use this table" tab built from it) naming each one.
 */
export interface ChatCommand {
  command: string;
  /** the words that may follow the command, as help shows them (a command without them takes none) */
  args?: string;
  what: string;
}

export const HELP_COMMAND = "!arcs help";

export const CHAT_COMMANDS: readonly ChatCommand[] = [
  { command: HELP_COMMAND, what: "this list, shown only to you" },
  { command: "!arcs log", what: "the game log for a bug report, in your own Notebook tab (your view until game end)" },
  { command: "!arcs campaign export", what: "host, after an Intermission: the next Act's record, in your Notebook tab" },
  { command: "!arcs campaign import", what: "host, fresh table: start the next Act from Notebook tab \"Arcs campaign record\"" },
  { command: "!arcs check", what: "host: the table self-check, in your own Notebook tab" },
  { command: "!arcs rules", what: "the rules mode now (enforced, advisory or stopped)" },
  { command: "!arcs rules enforced", what: "host: a move the rules refuse is undone (the default)" },
  { command: "!arcs rules advisory", what: "host: a refused move stays, told to its player, who may !arcs override" },
  { command: "!arcs tax", args: "<system> [colour|free] [resource]", what: "your turn, after your card: tax a city there when its resource's supply is empty" },
  { command: "!arcs doctrine", args: "zeal|wisdom", what: "campaign: the Believer's Doctrine was flipped: Faithful cards play on that side" },
  { command: "!arcs override", what: "advisory rules: go on with your last refused move (logged)" },
  { command: "!arcs rules stopped confirm", what: "host: stop the scripts for this game (a plain table)" },
];

/** The private reply to `!arcs help`. */
export function helpText(): string {
  const lines = ["Arcs chat commands:"];
  for (const c of CHAT_COMMANDS) lines.push(`  ${c.command}${c.args === undefined ? "" : ` ${c.args}`}  ${c.what}`);
  lines.push('More: Notebook tab "How to use this table".');
  return lines.join("\n");
}
