/**
 * The one redraw path: every feature registers a painter that draws its buttons, panels and labels
 * from the game state and its own saved session alone. `redrawAll` runs after every applied command
 * and after every load or rewind, so nothing on the table depends on having seen the events.
 * Painters must be cheap and idempotent (set UI attributes through setUiAttribute, which skips
 * unchanged values) and must not announce, move pieces or submit commands.
 */
const painters: { name: string; paint: () => void }[] = [];

export function onRedraw(name: string, paint: () => void): void {
  painters.push({ name, paint });
}

export function redrawAll(): void {
  for (const p of painters) p.paint();
}
