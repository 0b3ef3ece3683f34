/**
 * The saved state through TTS's own JSON (docs/tts-behaviour.md "JSON.encode/JSON.decode"): the
 * table's state is encoded as `onSave` does, decoded, and compared field by field with what was
 * encoded; the first difference is reported (an empty table may come back either way: Lua has one
 * kind of table).
 */
import { encodeState } from "../lib/persistence";
import { TABLE_STATE_VERSION, tableToSave } from "../session/session";
import type { Finding } from "./report";

/** The first path where `a` and `b` differ, or undefined. Budgeted: stops after `limit` values. */
function firstDifference(a: unknown, b: unknown, path: string, left: { n: number }): string | undefined {
  left.n--;
  if (left.n < 0) return undefined;
  if (typeof a !== typeof b) return `${path}: ${typeof a} became ${typeof b}`;
  if (typeof a !== "object" || a === undefined) {
    return a === b ? undefined : `${path}: ${tostring(a)} became ${tostring(b)}`;
  }
  const x = a as { [k: string]: unknown };
  const y = b as { [k: string]: unknown };
  for (const k of Object.keys(x)) {
    const d = firstDifference(x[k], y[k], `${path}.${k}`, left);
    if (d !== undefined) return d;
  }
  for (const k of Object.keys(y)) if (x[k] === undefined) return `${path}.${k}: appeared`;
  return undefined;
}

export function roundTripFinding(): Finding {
  const state = tableToSave();
  const [encodedOk, text] = pcall(() => encodeState(TABLE_STATE_VERSION, state));
  if (!encodedOk) return { check: "JSON round trip", ok: false, text: `JSON.encode raised: ${tostring(text)}` };
  const [decodedOk, back] = pcall(() => JSON.decode(text as string));
  if (!decodedOk) return { check: "JSON round trip", ok: false, text: `JSON.decode raised: ${tostring(back)}` };
  const wrapped = (back as { state?: unknown }).state;
  const left = { n: 200000 };
  const d = firstDifference(state, wrapped, "state", left);
  const size = `${(text as string).length} characters`;
  if (d !== undefined) return { check: "JSON round trip", ok: false, text: `the saved state (${size}) comes back different: ${d}` };
  return { check: "JSON round trip", ok: true, text: `the saved state (${size}) comes back the same${left.n < 0 ? " as far as compared" : ""}` };
}
