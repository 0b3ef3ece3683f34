/**
 * A random map snapshot a campaign table could show (for the random driver and fuzz tests): every
 * owner within its box count, buildings within each planet's slots. Pure: randomness from an Rng.
 */
import type { Colour } from "../data/vocabulary";
import { SYSTEMS } from "../data/map";
import { randomInt } from "../game/driver";
import type { Rng } from "../game/driver";
import type { MapPieceKind, MapPieces, MapSnapshot, Owner, SystemPieces } from "./mapControl";

interface Budget {
  owner: Owner;
  kind: MapPieceKind;
  left: number;
}

function take(rng: Rng, b: Budget, most: number): number {
  const n = randomInt(rng, (most < b.left ? most : b.left) + 1);
  b.left -= n;
  return n;
}

export function randomMapSnapshot(rng: Rng, seats: readonly Colour[]): MapSnapshot {
  const ships: Budget[] = [{ owner: "empire", kind: "ship", left: 15 }, { owner: "blight", kind: "blight", left: 24 }];
  const buildings: Budget[] = [{ owner: "free", kind: "city", left: 28 }, { owner: "free", kind: "starport", left: 14 }];
  for (const colour of seats) {
    ships.push({ owner: colour, kind: "ship", left: 15 });
    buildings.push({ owner: colour, kind: "city", left: 5 }, { owner: colour, kind: "starport", left: 5 });
  }
  const systems: SystemPieces[] = [];
  for (const sys of SYSTEMS) {
    if (randomInt(rng, 3) === 0) continue;
    const pieces: MapPieces[] = [];
    for (const b of ships) {
      if (randomInt(rng, 3) !== 0) continue;
      const fresh = take(rng, b, 3);
      const damaged = take(rng, b, 2);
      if (fresh + damaged > 0) pieces.push({ owner: b.owner, kind: b.kind, fresh, damaged });
    }
    let slots = sys.slots;
    for (const b of buildings) {
      if (slots === 0 || randomInt(rng, 3) !== 0) continue;
      const fresh = take(rng, b, slots);
      slots -= fresh;
      const damaged = take(rng, b, slots);
      slots -= damaged;
      if (fresh + damaged > 0) pieces.push({ owner: b.owner, kind: b.kind, fresh, damaged });
    }
    if (pieces.length > 0) systems.push({ system: sys.id, pieces });
  }
  return { systems };
}
