/**
 * TTS calls event handlers and button/UI callbacks by global name; TSTL module code is local.
 * This is the one place that puts functions into the global table; each runs under protection
 * (`guarded`, lib/guard.ts): an error is reported to the host and play goes on.
 */
import { guarded } from "./guard";

export function exposeGlobal(name: string, fn: (...args: any[]) => unknown): void {
  (_G as unknown as Record<string, unknown>)[name] = (...args: any[]) => guarded(name, () => fn(...args));
}
