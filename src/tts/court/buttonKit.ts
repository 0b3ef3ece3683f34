/**
 * The small button helpers the Court card features share (cards/*.ts): each feature removes and
 * draws only its own buttons on a card, found by their click function, so the features never clear
 * each other's.
 */

export interface ButtonInfo {
  index: number;
  click_function: string;
  label?: string;
}

export function buttonsOf(card: TTSObject): ButtonInfo[] {
  return (card.getButtons() ?? []) as unknown as ButtonInfo[];
}

/** Removes the buttons whose click function `ours` recognises (highest index first). */
export function removeButtonsWhere(card: TTSObject, ours: (fn: string) => boolean): void {
  const buttons = buttonsOf(card);
  for (let i = buttons.length - 1; i >= 0; i--) if (ours(buttons[i].click_function)) card.removeButton(buttons[i].index);
}

export function hasButtonWhere(card: TTSObject, ours: (fn: string) => boolean): boolean {
  for (const b of buttonsOf(card)) if (ours(b.click_function)) return true;
  return false;
}

/** A button in row `row` of the card's face (row 0 at the top, rows 0.42 apart), as the Captive cards lay theirs. */
export function rowButton(card: TTSObject, fn: string, label: string, tooltip: string, row: number): void {
  card.createButton({ click_function: fn, function_owner: Global, label, tooltip, position: Vector(0, 0.3, -1.1 + row * 0.42), width: 1000, height: 180, font_size: 100 });
}

/** "Prelude: discard" at the foot of the card's face, below its rows (a Prelude that discards the card). */
export function preludeDiscardButton(card: TTSObject, fn: string, tooltip: string): void {
  card.createButton({ click_function: fn, function_owner: Global, label: "Prelude: discard", tooltip, position: Vector(0, 0.3, 1.5), width: 1000, height: 180, font_size: 100 });
}
