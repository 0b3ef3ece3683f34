/**
 * TTS calls event handlers and button/UI callbacks by global name; TSTL module code is local.
 * This is the one place that puts functions into the global table.
 */
export function exposeGlobal(name: string, fn: (...args: any[]) => unknown): void {
  (_G as unknown as Record<string, unknown>)[name] = fn;
}
