/**
 * The one redraw path. Every feature registers a painter that draws its buttons, panels and labels
 * from the game state and its own saved session alone; `redrawAll` runs after every applied command
 * (`full` false: a painter may skip when what it draws from did not change) and after every load or
 * rewind (`full` true: TTS saves no buttons and the UI was just rebuilt, so everything is drawn).
 * Painters are idempotent: they never announce, move pieces or submit commands. What a load must
 * RESUME (waiting for dice that were rolling, a pending oracle step, telling players that a battle
 * continues) registers with `onResume` and runs once, after the full redraw.
 */
import { guarded } from "../lib/guard";

type Painter = (full: boolean) => void;

const painters: { name: string; paint: Painter }[] = [];
const resumers: { name: string; resume: () => void }[] = [];

export function onRedraw(name: string, paint: Painter): void {
  painters.push({ name, paint });
}

export function onResume(name: string, resume: () => void): void {
  resumers.push({ name, resume });
}

export function redrawAll(full = false): void {
  // One painter that raises is reported; the others still draw (lib/guard.ts).
  for (const p of painters) guarded(`redraw ${p.name}`, () => p.paint(full));
}

/** After a load: everything drawn from state, then what was in progress carries on. */
export function redrawAfterLoad(): void {
  redrawAll(true);
  for (const r of resumers) guarded(`resume ${r.name}`, () => r.resume());
}
