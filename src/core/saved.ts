/**
 * The envelope around everything the table saves (TTS `onSave` string). Decoding is pure so the
 * same checks run in Node tests and in TTS: an unreadable or foreign state is reported with what is
 * wrong, and the caller keeps a usable table instead of crashing.
 */
import { Result, ok, refuse } from "./result";

export const SAVE_FORMAT = "arcs-tts";

export interface SavedEnvelope<T> {
  format: string;
  version: number;
  state: T;
}

export function wrapState<T>(version: number, state: T): SavedEnvelope<T> {
  return { format: SAVE_FORMAT, version, state };
}

/**
 * Check a decoded saved value. `decoded` is whatever the JSON decoder produced (maybe nothing).
 * A state saved by a newer version is refused rather than half-read: the table starts fresh and
 * says so, and the old save is not overwritten until the next save.
 */
export function unwrapState(decoded: unknown, currentVersion: number): Result<{ version: number; state: unknown }> {
  if (decoded === undefined || typeof decoded !== "object") {
    return refuse("the saved script state is not a JSON object");
  }
  const env = decoded as { format?: unknown; version?: unknown; state?: unknown };
  if (env.format !== SAVE_FORMAT) {
    return refuse(`the saved script state is not an Arcs table state (format "${String(env.format)}")`);
  }
  if (typeof env.version !== "number" || env.version !== Math.floor(env.version) || env.version < 1) {
    return refuse("the saved script state has no valid version number");
  }
  if (env.version > currentVersion) {
    return refuse(
      `the saved state is version ${env.version}, newer than this mod's version ${currentVersion}: update the mod to continue that game`,
    );
  }
  if (env.state === undefined || typeof env.state !== "object") {
    return refuse(`the saved state (version ${env.version}) has no state object`);
  }
  return ok({ version: env.version, state: env.state });
}
