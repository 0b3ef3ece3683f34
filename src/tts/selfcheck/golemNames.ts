/**
 * The Golems' names (docs/tts-behaviour.md `memo`): each Golem token carries its name (F506: Warrior,
 * Protector, Seeker, Harvester) in its memo, which the typings document for a saved object and a
 * bag's contents but nothing in play shows. The Unstable cards (F508-F511) tell the Golems apart by
 * it, so every Golem token out of its bag must still hold a name, each once; else the memo did not
 * come out of the bag with it (`takeObject`), and the host is told. With no Golem out, nothing to measure.
 */
import { GOLEM } from "../../core/campaign/fates/golems";
import { tagged } from "../lib/table";
import type { Finding } from "./report";

export function golemNamesFinding(): Finding {
  const names: string[] = [];
  for (const o of tagged("fate-token")) if (o.getGMNotes() === GOLEM) names.push(o.memo || "");
  const bad = names.filter((n, i) => n === "" || names.indexOf(n) !== i).length;
  const text = names.length === 0 ? "no Golem out: not measured" : `${bad > 0 ? `${bad} of ` : ""}${names.length} Golems out ${bad > 0 ? "lost or share a" : "keep their"} name (memo)`;
  return { check: "Golem names", ok: bad === 0, text };
}
