/**
 * Every core command either applies or is refused with a reason a player can read.
 * Rules code returns these instead of throwing: in TTS (MoonSharp) thrown errors lose their
 * message objects (see tts-notes.md), so a refusal must be plain data.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; reason: string };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function refuse<T = never>(reason: string): Result<T> {
  return { ok: false, reason };
}
