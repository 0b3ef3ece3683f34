/**
 * What the Fate edicts' table scenarios share (F703, F1509, F1805, F413 at the table): the messages
 * told to everyone or to one seat, the Edict done commands sent, a seat's agent bag, a press (forged
 * when the button is hidden from the presser) and the 3-seat table saved and loaded again.
 */
import type { Command } from "../../src/core/game/types";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { tableLog } from "./scenario";

export const toAll = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
export const toOne = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text).join("\n");
export const edictsSent = (table: TtsTable) => tableLog(table).commands.filter((c) => c.type === "edictDone") as Extract<Command, { type: "edictDone" }>[];
export const agentBag = (table: TtsTable, c: string): FakeObject => table.find((o) => o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes(c))[0];

/** `colour` presses button `id` (forged: a click on a button hidden from them), the messages cleared first. */
export function press(table: TtsTable, colour: string, id: string, forged = false): void {
  table.messages.length = 0;
  if (forged) table.forgeUiClick(colour, id);
  else table.clickUi(colour, id);
  table.settle();
}

/** The Red, Blue, Yellow table (Red hosting) saved and loaded again. */
export function reloaded(table: TtsTable): TtsTable {
  const again = new TtsTable(table.save(), { seats: ["Red", "Blue", "Yellow"].map((color) => ({ color, host: color === "Red" })) });
  again.settle();
  return again;
}
