/** The setups' map steps at the table (src/tts/campaign/mapSteps.ts): the owing player's board, its buttons, what was said, a press, a reload. */
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";

export const SEATS = ["Red", "Blue", "Yellow"];

/** A colour's player board, which carries its map steps' buttons. */
export const board = (table: TtsTable, colour: string): FakeObject => table.find((o) => o.tags.includes("player-board") && o.data.GMNotes === colour)[0];
export const labels = (table: TtsTable, colour: string): string[] => board(table, colour).buttons.map((b) => String(b.label));
/** Everything said, to anyone. */
export const said = (table: TtsTable): string => table.messages.map((m) => m.text).join("\n");
/** What `colour` alone was told. */
export const to = (table: TtsTable, colour: string): string => table.messagesTo(colour).map((m) => m.text).join("\n");

/** The table saved and loaded, Red the host. */
export function reload(table: TtsTable): TtsTable {
  const t = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
  t.settle();
  return t;
}

/** `clicker` presses `label` on `colour`'s board, the messages cleared first. */
export function press(table: TtsTable, clicker: string, colour: string, label: string): void {
  table.settle();
  table.messages.length = 0;
  table.clickButton(clicker, board(table, colour), label);
  table.settle();
}
