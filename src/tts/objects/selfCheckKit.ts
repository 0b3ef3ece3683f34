/**
 * The self-check kit's script (`!arcs check`; Global's side: src/tts/selfcheck/selfCheck.ts). The
 * kit lies in the Host tools bag; an object's script runs when it is taken out of a container (api
 * events onLoad, "Object Script"), so this code is parsed only while a check runs. As it loads, the
 * kit asks Global for the request; with one it measures the table and reports to the host, then (or
 * with none: a save made mid-check, a player who took it out) it goes back into its bag.
 */
import { guarded } from "../lib/guard";
import { find } from "../lib/table";
import { noteEnterZone, runChecks } from "../selfcheck/kit";
import type { CheckRequest } from "../selfcheck/report";
import { KIT_BAG_TAG } from "../selfcheck/report";

const kit = self;

/**
 * Into the bag, unless a player put it there already: whether a destroyed object's pending Waits still
 * run is not documented (docs/tts-behaviour.md), so a check interrupted so may still report, or not.
 */
function backToBag(): void {
  const bag = find(KIT_BAG_TAG);
  if (bag !== undefined && !kit.isDestroyed()) bag.putObject(kit);
}

onLoad = () => {
  const request = guarded("self-check", () => Global.call("arcsSelfCheckRequest") as CheckRequest | undefined);
  if (request === undefined) return backToBag();
  // A frame later: the kit has finished spawning before anything is measured.
  Wait.frames(() => {
    let started = false;
    guarded("self-check", () => {
      runChecks(request, backToBag);
      started = true;
    });
    if (!started) backToBag();
  }, 1);
};

onObjectEnterZone = noteEnterZone;
