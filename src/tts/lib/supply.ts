/**
 * Pieces going back to their supply (nobody takes them as Trophies): a ship or starport into its
 * colour's bag, a city onto the rightmost empty city slot of its board (p.19), an Imperial ship into
 * the Imperial ship bag; fresh side up, so it comes out fresh (docs/table-contract.md).
 */
import type { Colour, Owner } from "../../core/data/vocabulary";
import { rightmostEmptyCitySlot } from "./boards";
import { setDamaged } from "./pieces";
import { find, tagged } from "./table";

function bagOf(kind: string, colour: Colour): TTSObject | undefined {
  for (const o of tagged("supply")) if (o.hasTag(kind) && o.hasTag(colour)) return o;
  return undefined;
}

/** Put `o`, a piece of `owner` of `kind` ("ship", "city", "starport"), back into its supply. */
export function toSupply(o: TTSObject, owner: Owner, kind: string): void {
  setDamaged(o, false);
  if (owner === "empire") {
    const bag = find("imperial-ship-supply");
    if (bag !== undefined) bag.putObject(o);
    return;
  }
  if (owner === "free" || owner === "blight") return;
  if (kind === "city") {
    const spot = rightmostEmptyCitySlot(owner, []);
    if (spot !== undefined) o.setPosition(Vector(spot.x, spot.y + 0.3, spot.z));
    return;
  }
  const bag = bagOf(kind, owner);
  if (bag !== undefined) bag.putObject(o);
}
