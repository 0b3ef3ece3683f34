/**
 * Save/load for a TTS script: JSON through TTS's own encoder, the envelope checked by the core.
 * `JSON.decode` on garbage must never take the script down, so it runs under pcall.
 */
import { unwrapState, wrapState } from "../../core/saved";

export interface Restored<T> {
  state: T;
  /** Set when a saved state existed but could not be used; the table continues fresh. */
  problem?: string;
}

export function encodeState<T>(version: number, state: T): string {
  return JSON.encode(wrapState(version, state));
}

export function restoreState<T>(
  saved: string | undefined,
  version: number,
  fresh: () => T,
  upgrade: (version: number, state: unknown) => T | string,
): Restored<T> {
  if (saved === undefined || saved === "") return { state: fresh() };
  const [decodedOk, decoded] = pcall(() => JSON.decode(saved));
  if (!decodedOk) return { state: fresh(), problem: "the saved script state is not valid JSON" };
  const unwrapped = unwrapState(decoded, version);
  if (!unwrapped.ok) return { state: fresh(), problem: unwrapped.reason };
  const upgraded = upgrade(unwrapped.value.version, unwrapped.value.state);
  if (typeof upgraded === "string") return { state: fresh(), problem: upgraded };
  return { state: upgraded };
}
