/**
 * The tokens a Fate's setup places, where the core named their places (fates/setups.ts,
 * laterSetups.ts, setupTokens.ts): the Caretaker's Sleeping Golems, shuffled, one at each gate of
 * the clusters without Imperial ships (F501A step 2); the Pacifist's Witnesses, one at each Weapon
 * planet (F1401A step 3); the Peacekeeper's Ceasefires by each cluster's gate, Peace face up, War
 * flipped (F1507A step 1); the Sponsored token on the First Regent tile (F122A step 2); the Court
 * tokens in a column by the Court (F1617A step 1); the Edenguard and Blightkin Ambition tiles by the
 * Tycoon and Empath ambition boxes (F2001A step 4, F2101A step 3); the War Profiteer marker on the
 * Warlord box (F312A, F325A); and the bag of each kind a setup collects, in
 * its holder's play area (F1001A's Banners ...) or the right-hand player's (F901A's Clues and
 * Portal). At the Caretaker's Act II and III setups every Sleeping Golem on the table is flipped to
 * Awake (F512A step 4, F520A). What the tokens do stays the players' (the core holds no Fate tokens).
 *
 * The tokens lie in one bag per kind inside the Fate-set tokens bag (docs/table-contract.md). A bag
 * taken out of another spawns in a later frame (TTS: `takeObject`'s object is ready in its
 * callback, docs/tts-behaviour.md), so the tokens are taken from it there; a kind's bag already out
 * on the table is used as it lies.
 */
import type { FateSetupDone, SetupTokens } from "../../core/campaign/fates/fateTypes";
import type { Colour } from "../../core/data/vocabulary";
import type { IdealRead } from "../../core/campaign/fateCommandTypes";
import { find } from "../lib/table";
import { protect } from "../lib/guard";
import { courtSlotSpot, mapObject, pieceSpot, playAreaSpot } from "../setup/places";

/** The spot in a system left free by the setup's pieces (its centre, above the ships' ring). */
const TOKEN_SPOT = 6;
/** A Ceasefire's spot at its cluster's gate (the Golems take the centre). */
const CEASEFIRE_SPOT = 1;
/** A Fate ambition's tile from its ambition box's centre, outward (F2001A, F2101A). */
const TILE_OFF = 4.3;

interface Spot {
  at: Vector | undefined;
  flipped: boolean;
}

function placeFrom(bag: TTSObject, spots: readonly Spot[], shuffle: boolean): void {
  if (shuffle) bag.shuffle();
  for (const sp of spots) {
    if (sp.at !== undefined && bag.getQuantity() > 0) bag.takeObject({ position: sp.at, rotation: Vector(0, 180, sp.flipped ? 180 : 0), smooth: false });
  }
}

/** One kind's bag (`f5-sleeping-golem`), wherever it is, handed to `use`; out of the Fate-set tokens bag onto `to` (above that bag when undefined). */
function withKind(kind: string, to: Vector | undefined, use: (bag: TTSObject) => void): void {
  const loose = find("fate-token-supply", kind);
  if (loose !== undefined) {
    if (to !== undefined) loose.setPosition(to);
    use(loose);
    return;
  }
  const outer = find("fate-token-bag");
  if (outer === undefined) return;
  const at = outer.getPosition();
  for (const o of outer.getObjects() as ContainedObjectInfo[]) {
    if (o.gm_notes !== kind) continue;
    outer.takeObject({
      guid: o.guid,
      position: to !== undefined ? to : Vector(at.x, at.y + 2, at.z),
      smooth: false,
      callback_function: protect("fate tokens", use),
    });
    return;
  }
}

/** One kind's tokens onto `systems`' token spot (the setups' event-die rolls too: setupRolls.ts). */
export function layKind(kind: string, systems: readonly string[], shuffle: boolean): void {
  if (systems.length === 0) return;
  const spots = systems.map((sys): Spot => ({ at: pieceSpot(sys, TOKEN_SPOT), flipped: false }));
  withKind(kind, undefined, (bag) => placeFrom(bag, spots, shuffle));
}

/** F1617A: the k-th Court token, in two columns above Court slot 5 (off the map's edge, beside slots 1-3). */
export function courtTokenSpot(k: number): Vector | undefined {
  const five = courtSlotSpot(5);
  return five && Vector(five.x + (k % 2 === 0 ? -0.7 : 0.7), 1.6, five.z + 12 - 4 * Math.floor(k / 2));
}

/** F122A, F1617A, F2001A, F2101A: tokens at a fixed place, once the kind's bag is out (the First Regent tile read then, where it lies). */
function layAtPlace(t: SetupTokens): void {
  withKind(t.kind, undefined, (bag) => {
    if (t.place === "court") {
      const spots: Spot[] = [];
      for (let k = 0; k < bag.getQuantity(); k++) spots.push({ at: courtTokenSpot(k), flipped: false });
      placeFrom(bag, spots, false);
      return;
    }
    const regent = t.place === "first-regent-tile";
    const tile = regent ? find("first-regent-tile") : find("ambition-box", t.place);
    const map = mapObject();
    if (tile === undefined || map === undefined) return;
    const p = tile.getPosition();
    // F2001A, F2101A: past the box's outer end, off the map's edge (the boxes line it: the axis farther from the map's centre).
    const m = map.getPosition();
    // F312A: the War Profiteer marker on the Warlord box, on its inner side (the ambition markers take its centre).
    const off = regent ? 0 : t.place === "warlord" ? -1.8 : TILE_OFF;
    const dx = p.x - m.x;
    const dz = p.z - m.z;
    const x = Math.abs(dx) > Math.abs(dz);
    placeFrom(bag, [{ at: Vector(p.x + (x ? (dx > 0 ? off : -off) : 0), regent ? p.y + 0.5 : 1.5, p.z + (x ? 0 : dz > 0 ? off : -off)), flipped: false }], false);
  });
}

/** A kind's bag into a player's play area, beside the cards the setups laid there (the j-th bag for that player). */
function bagToPlayer(kind: string, colour: Colour, j: number): void {
  const at = playAreaSpot(colour, 3);
  if (at === undefined) return;
  withKind(kind, Vector(at.x - 1.5 + j * 1.5, at.y + 0.5, at.z), () => undefined);
}

/** F822A/B (F823, F830), F829A step 4: Ideal markers from their bag into the ambitions' boxes, face down for Wisdom; none left, the log line told the players. */
export function layIdeals(ideals: readonly IdealRead[]): void {
  const spots = ideals.map((i): Spot => {
    const p = find("ambition-box", i.at)?.getPosition();
    return { at: p && Vector(p.x, p.y + 1, p.z + 1.5), flipped: i.side === "wisdom" };
  });
  if (spots.length > 0) withKind("f8-ideal", undefined, (bag) => placeFrom(bag, spots, false));
}

/** F831: a removed Ideal marker back into its bag. */
export function returnIdeal(o: TTSObject): void {
  withKind("f8-ideal", undefined, (bag) => bag.putObject(o));
}

/** F512A step 4, F520A: every Sleeping Golem on the table (face up, its first side) turned to Awake. */
function awakenGolems(): void {
  for (const t of getObjectsWithAllTags(["fate-token", "fate-set-5"])) {
    const r = t.getRotation();
    if (Math.abs(r.z - 180) > 90) t.setRotation(Vector(r.x, r.y, 180));
  }
}

/** The tokens of the setups just done. */
export function layFateTokens(done: readonly FateSetupDone[]): void {
  for (const f of done) {
    if (f.awakenGolems === true) awakenGolems();
    if (f.golems !== undefined) layKind("f5-sleeping-golem", f.golems, true);
    if (f.witnesses !== undefined) layKind("f14-witness", f.witnesses, false);
    if (f.ceasefires !== undefined) {
      const spots = f.ceasefires.map((c): Spot => ({ at: pieceSpot(`${String(c.cluster)}.0`, CEASEFIRE_SPOT), flipped: c.side === "war" }));
      withKind("f15-ceasefire", undefined, (bag) => placeFrom(bag, spots, false));
    }
    // A setup's bags go to one player each (its holder, or F901A's right-hand player): side by side.
    (f.tokens !== undefined ? f.tokens : []).forEach((t, j) => (t.player !== undefined ? bagToPlayer(t.kind, t.player, j) : layAtPlace(t)));
  }
}
