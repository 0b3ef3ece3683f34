/**
 * Seeded fuzz: every owner's pieces (each player colour, the Empire, the Free States, the Blight) and
 * every Flagship part are conserved through a Crises step (BR p.18, p.24, through the resolveCrises
 * command) and then the Intermission's board step (BR p.28 D): each piece is on the map after, or was
 * destroyed (returned to its supply) by a hit or a rule the result names; nothing appears, nothing is lost.
 */
import { apply } from "../../../src/core/rules";
import { makeRng, randomInt } from "../../../src/core/game/driver";
import type { Rng } from "../../../src/core/game/driver";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { randomMapSnapshot } from "../../../src/core/campaign/randomMap";
import { mapSnapshotRefusal } from "../../../src/core/campaign/mapControl";
import type { FlagshipBoard, MapSnapshot } from "../../../src/core/campaign/mapControl";
import type { CrisesResult } from "../../../src/core/campaign/crises";
import { intermissionBoardStep } from "../../../src/core/campaign/intermissionBoard";
import { eventPhaseState } from "../../../tools/bench/campaignScenarios";

const SEATS: Colour[] = ["Red", "Blue", "Yellow", "White"];
const OWNERS = ["Red", "Blue", "Yellow", "White", "empire", "free", "blight"];
const KINDS = ["ship", "city", "starport", "blight", "flagship"];

/** A random map with Flagships (a piece on the map and a board of Upgrades and Armor) for some players. */
function randomCampaignMap(rng: Rng): MapSnapshot {
  const map = randomMapSnapshot(rng, SEATS);
  const flagships: FlagshipBoard[] = [];
  for (const owner of SEATS) {
    if (randomInt(rng, 2) === 0 || map.systems.length === 0) continue;
    const sp = map.systems[randomInt(rng, map.systems.length)];
    sp.pieces.push({ owner, kind: "flagship", fresh: 1, damaged: 0 });
    const slots: FlagshipBoard["slots"] = [];
    for (let i = 0; i < 6; i++) {
      const slot: FlagshipBoard["slots"][number] = {};
      if (randomInt(rng, 2) === 0) {
        slot.upgrade = { building: randomInt(rng, 2) === 0 ? "city" : "starport", damaged: randomInt(rng, 3) === 0 };
        // Any Upgrade may hold an Armor, a damaged one too (no board the hits reach, BR pp.22-24, but
        // a card may damage an Upgrade): step D then takes the Armor with its Upgrade (docs).
        if (randomInt(rng, 2) === 0) slot.armor = { building: "city", damaged: randomInt(rng, 3) === 0 };
      }
      slots.push(slot);
    }
    flagships.push({ owner, slots });
  }
  return flagships.length > 0 ? { ...map, flagships } : map;
}

/** Pieces on the map by owner and kind, and each player's Flagship parts, as "owner|kind" counts. */
function census(map: MapSnapshot): { [key: string]: number } {
  const out: { [key: string]: number } = {};
  for (const o of OWNERS) for (const k of KINDS) out[`${o}|${k}`] = 0;
  for (const o of SEATS) out[`${o}|parts`] = 0;
  for (const sp of map.systems) for (const p of sp.pieces) out[`${p.owner}|${p.kind}`] += p.fresh + p.damaged;
  for (const b of map.flagships ?? []) for (const s of b.slots) out[`${b.owner}|parts`] += (s.upgrade === undefined ? 0 : 1) + (s.armor === undefined ? 0 : 1);
  return out;
}

/** The map once the table has carried out the Crises' hits (what the result says, nothing more). */
function afterCrises(map: MapSnapshot, r: CrisesResult): MapSnapshot {
  const out: MapSnapshot = JSON.parse(JSON.stringify(map));
  for (const b of r.blight) {
    const sp = out.systems.filter((x) => x.system === b.system)[0];
    for (const c of b.changes) {
      const p = sp.pieces.filter((x) => x.owner === c.owner && x.kind === c.kind)[0];
      expect({ fresh: p.fresh, damaged: p.damaged }).toEqual(c.before);
      p.fresh = c.after.fresh;
      p.damaged = c.after.damaged;
    }
    for (const h of b.flagship) {
      const slot = (out.flagships ?? []).filter((x) => x.owner === h.owner)[0].slots[h.slot - 1];
      const part = slot[h.part];
      if (part === undefined) throw new Error(`no ${h.part} in slot ${h.slot}`);
      if (h.result === "damaged") part.damaged = true;
      else delete slot[h.part];
    }
    sp.pieces = sp.pieces.filter((p) => p.fresh + p.damaged > 0);
  }
  return out;
}

function crisesDueState(): GameState {
  let s = eventPhaseState();
  for (const c of [
    { type: "eventSummit", player: "Red", call: false },
    { type: "rollEventDice", player: "Red", event: "crisis", planet: "hex", cluster: 4 },
  ] as Command[]) {
    const r = apply(s, c);
    if (!r.ok) throw new Error(r.reason);
    s = r.value;
  }
  return s;
}

test("fuzz BR p.18, p.24, p.28 D: every owner's pieces and Flagship parts are conserved through Crises and the Intermission board step", () => {
  const due = crisesDueState();
  const rng = makeRng(2024);
  let hitSomething = 0;
  for (let trial = 0; trial < 150; trial++) {
    const map = randomCampaignMap(rng);
    expect(mapSnapshotRefusal(map, SEATS)).toBeUndefined();
    const r = apply(due, { type: "resolveCrises", map, court: [] } as Command);
    expect(r.ok).toBe(true);
    if (!r.ok || r.value.campaign?.lastCrises === undefined) return;
    const crises = r.value.campaign.lastCrises;
    const before = census(map);
    const mid = afterCrises(map, crises);
    expect(mapSnapshotRefusal(mid, SEATS)).toBeUndefined();
    const midCount = census(mid);
    // Crises: ships destroyed by hits and Flagship parts destroyed; buildings and Blight never touched.
    const lost: { [key: string]: number } = {};
    for (const b of crises.blight) {
      for (const c of b.changes) lost[`${c.owner}|${c.kind}`] = (lost[`${c.owner}|${c.kind}`] ?? 0) + c.destroyed;
      for (const h of b.flagship) if (h.result === "destroyed") lost[`${h.owner}|parts`] = (lost[`${h.owner}|parts`] ?? 0) + 1;
      if (b.changes.length > 0 || b.flagship.length > 0) hitSomething += 1;
    }
    for (const key of Object.keys(before)) expect([key, before[key]]).toEqual([key, midCount[key] + (lost[key] ?? 0)]);
    // Intermission step D on the map as the Crises left it.
    const board = intermissionBoardStep(mid, SEATS);
    expect(mapSnapshotRefusal(board.after, SEATS)).toBeUndefined();
    const end = census(board.after);
    const gone: { [key: string]: number } = {};
    for (const d of board.destroyed) gone[`${d.owner}|${d.kind}`] = (gone[`${d.owner}|${d.kind}`] ?? 0) + d.count;
    for (const f of board.flagshipParts) gone[`${f.owner}|parts`] = (gone[`${f.owner}|parts`] ?? 0) + 1;
    for (const key of Object.keys(midCount)) expect([key, midCount[key]]).toEqual([key, end[key] + (gone[key] ?? 0)]);
    expect(gone["blight|blight"] ?? 0).toBe(0);
    // Nothing damaged is left; every player left with no ship, Flagship or starport is eliminated.
    for (const sp of board.after.systems) for (const p of sp.pieces) expect(p.damaged).toBe(0);
    for (const colour of SEATS) {
      const left = end[`${colour}|ship`] + end[`${colour}|flagship`] + end[`${colour}|starport`];
      expect([colour, board.eliminated.indexOf(colour) >= 0]).toEqual([colour, left === 0]);
    }
  }
  // The fuzz really exercised the hits.
  expect(hitSomething).toBeGreaterThan(100);
});
