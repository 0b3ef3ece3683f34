/**
 * A table that never blocks a game (docs/playing.md "When a script fails"): every event handler, UI
 * and button callback, Wait callback and TTS callback of Global runs through `guarded`, so a script
 * error is caught (pcall), handed to the reporter (session/scriptErrors.ts tells the host once, with
 * a report to copy) and play goes on. An error MoonSharp raises as a .NET exception (its label and
 * uninitialised-local bugs, tts-notes.md) is not catchable by pcall; the static gates keep those out.
 *
 * Once the host stops the scripts (`!arcs rules stopped`), `guarded` runs nothing: the table is a
 * plain physical table for the rest of the game, its log kept up to then.
 */

type Reporter = (where: string, error: string) => void;

let reporter: Reporter | undefined = undefined;
let stoppedNow = false;

/** session/scriptErrors.ts installs the report (lib must not import the session). */
export function setErrorReporter(r: Reporter): void {
  reporter = r;
}

/** The scripts are stopped for the rest of this game: no handler runs. */
export function setScriptsStopped(stopped: boolean): void {
  stoppedNow = stopped;
}

export function scriptsStopped(): boolean {
  return stoppedNow;
}

/** Report an error caught elsewhere (a condition of a Wait), as `guarded` does. */
export function reportCaught(where: string, error: unknown): void {
  const text = typeof error === "string" ? error : tostring(error);
  if (reporter === undefined) {
    print(`Arcs script error in ${where}: ${text}`);
    return;
  }
  const r = reporter;
  // The reporter itself must never take the script down.
  const [ok] = pcall(() => r(where, text));
  if (!ok) print(`Arcs script error in ${where}: ${text}`);
}

/** Run `fn` under protection: its result, or undefined when it raised (reported) or the scripts are stopped. */
export function guarded<T>(where: string, fn: () => T): T | undefined {
  if (stoppedNow) return undefined;
  const [ok, result] = pcall(fn);
  if (ok) return result as T;
  reportCaught(where, result);
  return undefined;
}

/** `guarded`, but also once the scripts are stopped (the few chat commands a stopped table keeps). */
export function guardedEvenStopped<T>(where: string, fn: () => T): T | undefined {
  const [ok, result] = pcall(fn);
  if (ok) return result as T;
  reportCaught(where, result);
  return undefined;
}

/** A callback handed to TTS (takeObject's callback_function, a dialog's), wrapped by `guarded`. */
export function protect<A extends unknown[]>(where: string, fn: (...args: A) => unknown): (...args: A) => void {
  return (...args: A) => {
    guarded(where, () => fn(...args));
  };
}

interface RawWait {
  frames(this: void, fn: () => unknown, frames?: number): number;
  time(this: void, fn: () => unknown, seconds: number, repetitions?: number): number;
  condition(this: void, fn: () => unknown, condition: () => boolean, timeout?: number, onTimeout?: () => unknown): number;
  stop(this: void, id: number): unknown;
  stopAll(this: void): unknown;
}

/**
 * Replace Global's `Wait` with one whose callbacks run under `guarded`. A condition that raises is
 * reported and ends its wait: the function it guards does not run (nor its timeout).
 */
export function protectWait(): void {
  const g = _G as unknown as { Wait: RawWait };
  const raw = g.Wait;
  g.Wait = {
    frames: (fn, frames) => raw.frames(() => guarded("Wait.frames", fn), frames === undefined ? 1 : frames),
    time: (fn, seconds, repetitions) => raw.time(() => guarded("Wait.time", fn), seconds, repetitions === undefined ? 1 : repetitions),
    condition: (fn, condition, timeout, onTimeout) => {
      let broken = false;
      const check = (): boolean => {
        if (stoppedNow) return true;
        const [ok, value] = pcall(condition);
        if (ok) return value === true;
        broken = true;
        reportCaught("Wait.condition", value);
        return true;
      };
      const run = () => {
        if (!broken) guarded("Wait.condition", fn);
      };
      if (timeout === undefined) return raw.condition(run, check);
      const late = onTimeout;
      return raw.condition(run, check, timeout, () => {
        if (!broken && late !== undefined) guarded("Wait.condition timeout", late);
      });
    },
    stop: (id) => raw.stop(id),
    stopAll: () => raw.stopAll(),
  };
}
