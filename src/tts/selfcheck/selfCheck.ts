/**
 * `!arcs check` (host only), Global's side. The measuring (kit.ts and the rest of this folder) is
 * the script of the self-check kit, an object kept in the Host tools bag (tag `host-tools`), so it
 * is loaded only while a check runs, not with Global on every load and rewind (issue 27: Global's
 * size). Global takes the kit out; the kit's onLoad asks Global for the request
 * (`arcsSelfCheckRequest`: who asked, and the two findings only Global can make: the UI's load
 * frames and its own state's JSON round trip), measures, reports and goes back into the bag
 * (src/tts/objects/selfCheckKit.ts). The kit out of the bag is a check running.
 */
import { refuseTo, tell } from "../lib/chat";
import { on } from "../lib/events";
import { exposeGlobal } from "../lib/globals";
import { isHost } from "../lib/seats";
import { find, tagged } from "../lib/table";
import type { CheckRequest, Finding } from "./report";
import { KIT_BAG_TAG, KIT_TAG } from "./report";
import { roundTripFinding } from "./roundTrip";

export const CHECK_COMMAND = "!arcs check";

let uiLoadFrames: number | undefined = undefined;
let request: CheckRequest | undefined = undefined;

/** main.ts tells how many frames the UI took to load after setXml at the last load. */
export function recordUiLoadFrames(frames: number): void {
  uiLoadFrames = frames;
}

function uiFinding(): Finding {
  if (uiLoadFrames === undefined) return { check: "UI", ok: false, text: "the UI load was not measured (reload the save, then check)" };
  return { check: "UI", ok: true, text: `Global's UI was in place ${uiLoadFrames} frame(s) after it was set` };
}

export function runSelfCheck(requester: string): void {
  if (!isHost(requester)) return refuseTo(requester, "only the host runs the table self-check");
  const bag = find(KIT_BAG_TAG);
  if (tagged(KIT_TAG).length > 0) return refuseTo(requester, "the self-check is already running (its kit is out of the Host tools bag; put it back if it stopped)");
  if (bag === undefined || bag.getQuantity() < 1) return refuseTo(requester, "the self-check kit is not in the Host tools bag: the self-check cannot run");
  request = { requester, findings: [uiFinding(), roundTripFinding()] };
  tell(requester, "Arcs self-check: measuring the table (about a minute; all put back after).");
  const p = bag.getPosition();
  bag.takeObject({ position: Vector(p.x, p.y + 1, p.z - 3), smooth: false });
}

export function installSelfCheck(): void {
  on("chat", (message, colour) => {
    if (message.trim() !== CHECK_COMMAND) return false;
    runSelfCheck(colour);
    return true;
  });
  // Asked once by the kit as it loads: a kit loaded with no request pending goes back into its bag.
  exposeGlobal("arcsSelfCheckRequest", () => {
    const r = request;
    request = undefined;
    return r;
  });
}
