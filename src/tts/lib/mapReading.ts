/**
 * The campaign map read over several frames, for the presses that decide on it. A map in the middle
 * of an Act holds some 70 pieces, and reading every system zone costs ~160 Lua instructions per
 * piece: ~11k in one frame, a frame hitch of several ms (issue 14, `npm run bench -- eventPhaseTable`).
 * So a press reads system zones until OBJECTS_PER_FRAME objects were looked at per frame
 * (Wait.frames: a later frame, api Wait), has the core check the snapshot on a frame of its own
 * (a refusal reaches the presser before anything is decided), and decides on the next.
 *
 * Sound only while the map stands still: a map piece picked up, dropped or turned by a player, an
 * object entering or leaving a system zone (api Events), or a scripting zone spawned or destroyed
 * (the furniture generation) during the read starts it over; after MAX_ATTEMPTS the press is refused
 * with a reason. The read is never saved: a load during it drops it, the game state has not changed,
 * and the press is simply made again. The caller checks on `done` that the game is still the one it
 * pressed on (nothing was applied in between).
 */
import type { MapSnapshot } from "../../core/map/snapshot";
import { continueMapReading, finishMapReading, mapReadingCurrent, startMapReading } from "./campaignMap";
import type { MapReading } from "./campaignMap";
import { on } from "./events";
import type { TagSet } from "./events";

/**
 * Objects looked at per frame (each system zone reports the pieces in it): the map read costs some
 * 0.1 ms per piece in the test VM (fengari and the TTS fake), so a frame of ~8 stays near 1 ms.
 */
export const OBJECTS_PER_FRAME = 8;
const MAX_ATTEMPTS = 3;

/** Table events that may change what the map shows, counted since the script started. */
let changes = 0;
let busy = false;

/** The tags of the pieces the map read counts (lib/campaignMap.ts TAG_ROLE's kinds). */
const MAP_PIECE_TAGS: readonly string[] = ["ship", "city", "starport", "blight", "imperial-ship", "free-city", "free-starport", "flagship"];

function isMapPiece(tags: TagSet): boolean {
  for (let i = 0; i < MAP_PIECE_TAGS.length; i++) if (tags[MAP_PIECE_TAGS[i]] === true) return true;
  return false;
}

/** Subscribes to the table events that may change the map (once, at install). */
export function installMapReading(): void {
  on("objectPickUp", (_colour, _obj, tags) => {
    if (busy && isMapPiece(tags)) changes++;
  });
  on("objectDrop", (_colour, _obj, tags) => {
    if (busy && isMapPiece(tags)) changes++;
  });
  on("objectRotate", () => {
    if (busy) changes++;
  });
  on("objectEnterZone", (_zone, _obj, zoneTags) => {
    if (busy && zoneTags.system === true) changes++;
  });
  on("objectLeaveZone", (_zone, _obj, zoneTags) => {
    if (busy && zoneTags.system === true) changes++;
  });
}

/** Whether a map read is under way (a second press waits for it). */
export function mapReadUnderWay(): boolean {
  return busy;
}

/**
 * Reads the map over the next frames, asks `check` about it on a frame of its own (the core's
 * snapshot check), then calls `done` with it on the next; `failed` with a reason when the map kept
 * changing or the check refused it. Returns false (and calls neither) when a read is under way.
 */
export function readMapOverFrames(
  check: (map: MapSnapshot) => string | undefined,
  done: (map: MapSnapshot) => void,
  failed: (why: string) => void,
): boolean {
  if (busy) return false;
  busy = true;
  let attempts = 1;
  let r: MapReading = startMapReading();
  let seen = changes;
  const step = (): void => {
    if (changes !== seen || !mapReadingCurrent(r)) {
      attempts++;
      if (attempts > MAX_ATTEMPTS) {
        busy = false;
        failed("the pieces on the map kept moving: press again once they lie still");
        return;
      }
      r = startMapReading();
      seen = changes;
    }
    if (r.next < r.zones.length) {
      continueMapReading(r, OBJECTS_PER_FRAME);
      Wait.frames(step, 1);
      return;
    }
    // Every zone read, and nothing moved since: this frame checks, the next decides.
    const map = finishMapReading(r);
    const bad = check(map);
    if (bad !== undefined) {
      busy = false;
      failed(bad);
      return;
    }
    Wait.frames(() => {
      busy = false;
      done(map);
    }, 1);
  };
  // The press's own frame only starts the read: the zones are read from the next frame on.
  Wait.frames(step, 1);
  return true;
}
