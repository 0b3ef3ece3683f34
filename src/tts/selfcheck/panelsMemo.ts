/**
 * Global's panels (docs/tts-behaviour.md `memo`): the build stores Global's whole XML UI in the
 * table object's memo and Global sets it from there at every load (lib/ui.ts). The typings say TTS
 * saves a memo, not how long one may be: this line compares what the running TTS kept with what this
 * build wrote (the same composition, lib/panelsXml.ts, compiled into the kit's own script, not Global's).
 */
import { globalUiXml } from "../lib/panelsXml";
import { TABLE_SURFACE_TAG } from "../lib/assumptions";
import { tagged } from "../lib/table";
import type { Finding } from "./report";

export function panelsMemoFinding(): Finding {
  const built = globalUiXml();
  const table = tagged(TABLE_SURFACE_TAG)[0];
  const kept = table === undefined ? "" : table.memo || "";
  const check = "panels in the table's memo";
  if (kept === built) return { check, ok: true, text: `Global's panels kept whole (${built.length} characters)` };
  const where = table === undefined ? "no table object (tag table-surface)" : `${kept.length} characters kept, not the ${built.length} the build wrote`;
  return { check, ok: false, text: `${where}: Global's panels are missing or cut (it shows a one-line notice instead when none)` };
}
