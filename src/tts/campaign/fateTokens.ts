/**
 * The tokens a Fate's setup places on the map, where the core named their places (fates/setups.ts,
 * laterSetups.ts): the Caretaker's Sleeping Golems, shuffled, one at each gate of the clusters
 * without Imperial ships (F501A step 2), and the Pacifist's Witnesses, one at each Weapon planet
 * (F1401A step 3); and at the Caretaker's Act II and III setups every Sleeping Golem on the table
 * flipped to Awake (F512A step 4, F520A). What the tokens do stays the players' (the core holds no
 * Fate tokens).
 *
 * The tokens lie in one bag per kind inside the Fate-set tokens bag (docs/table-contract.md). A bag
 * taken out of another spawns in a later frame (TTS: `takeObject`'s object is ready in its
 * callback, docs/tts-behaviour.md), so the tokens are taken from it there; a kind's bag already out
 * on the table is used as it lies.
 */
import type { FateSetupDone } from "../../core/campaign/fates/fateTypes";
import { find } from "../lib/table";
import { protect } from "../lib/guard";
import { pieceSpot } from "../setup/places";

/** The spot in a system left free by the setup's pieces (its centre, above the ships' ring). */
const TOKEN_SPOT = 6;

function placeFrom(bag: TTSObject, systems: readonly string[], shuffle: boolean): void {
  if (shuffle) bag.shuffle();
  for (const sys of systems) {
    const at = pieceSpot(sys, TOKEN_SPOT);
    if (at !== undefined && bag.getQuantity() > 0) bag.takeObject({ position: at, rotation: Vector(0, 180, 0), smooth: false });
  }
}

/** One kind's tokens (`f5-sleeping-golem`) onto `systems`, from its bag wherever it is. */
function layKind(kind: string, systems: readonly string[], shuffle: boolean): void {
  if (systems.length === 0) return;
  const loose = find("fate-token-supply", kind);
  if (loose !== undefined) {
    placeFrom(loose, systems, shuffle);
    return;
  }
  const outer = find("fate-token-bag");
  if (outer === undefined) return;
  const at = outer.getPosition();
  for (const o of outer.getObjects() as ContainedObjectInfo[]) {
    if (o.gm_notes !== kind) continue;
    outer.takeObject({
      guid: o.guid,
      position: Vector(at.x, at.y + 2, at.z),
      smooth: false,
      callback_function: protect("fate tokens", (bag: TTSObject) => placeFrom(bag, systems, shuffle)),
    });
    return;
  }
}

/** F512A step 4, F520A: every Sleeping Golem on the table (face up, its first side) turned to Awake. */
function awakenGolems(): void {
  for (const t of getObjectsWithAllTags(["fate-token", "fate-set-5"])) {
    const r = t.getRotation();
    if (Math.abs(r.z - 180) > 90) t.setRotation(Vector(r.x, r.y, 180));
  }
}

/** The Golems and Witnesses of the setups just done. */
export function layFateTokens(done: readonly FateSetupDone[]): void {
  for (const f of done) {
    if (f.awakenGolems === true) awakenGolems();
    if (f.golems !== undefined) layKind("f5-sleeping-golem", f.golems, true);
    if (f.witnesses !== undefined) layKind("f14-witness", f.witnesses, false);
  }
}
