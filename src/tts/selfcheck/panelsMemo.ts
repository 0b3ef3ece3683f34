/**
 * Global's panels (docs/tts-behaviour.md `memo`): the build stores Global's whole XML UI in the
 * table object's memo and Global sets it from there at every load (lib/ui.ts). The typings say TTS
 * saves a memo, not how long one may be: this line compares the fingerprint of what the running TTS
 * kept with the one the build wrote into the kit's own memo (panelsCheck.ts).
 */
import { TABLE_SURFACE_TAG } from "../lib/assumptions";
import { tagged } from "../lib/table";
import type { Finding } from "./report";
import { panelsCheck } from "./panelsCheck";

/** `built`: the kit's memo, the build's fingerprint of the panels ("<bytes>:<sum>"). */
export function panelsMemoFinding(built: string): Finding {
  const check = "panels in the table's memo";
  const bytes = built.split(":")[0];
  if (bytes === "" || built.indexOf(":") < 0) return { check, ok: false, text: "the kit's own memo (the build's fingerprint of the panels) is gone: not measured" };
  const table = tagged(TABLE_SURFACE_TAG)[0];
  const kept = table === undefined ? "" : table.memo || "";
  if (panelsCheck(kept) === built) return { check, ok: true, text: `Global's panels kept whole (${bytes} characters)` };
  const where = table === undefined ? "no table object (tag table-surface)" : String(kept.length) === bytes ? `${bytes} characters kept, but not the ones the build wrote` : `${kept.length} characters kept, not the ${bytes} the build wrote`;
  return { check, ok: false, text: `${where}: Global's panels are missing or cut (it shows a one-line notice instead when none)` };
}
