/**
 * Passage Storms (F2206, seed 003) "Crisis: Hit each piece in the Twisted Passage. Place this under
 * the top card of the Court deck." (issue 35; src/core/campaign/fates/damagedCrises.ts): decided by
 * `resolveCrises` in the Court Crises' order (BR p.18 left to right) from the pieces the Crises press
 * reads in the Twisted Passage (F2205, the map's `twisted`), kept as `lastCrises.wrecks` and carried
 * out with the Blight hits (`carryOutBlight`), as Mass Uprising's are. One hit a piece: a fresh piece
 * is damaged, a damaged one destroyed ("Destroy: return a fresh or damaged piece from the map", base
 * p.23 Glossary; a Crisis takes no Trophies, BR p.18).
 */
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import type { Command, GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import { fateText } from "./campaignCourtCards";
import { gameStateProblems } from "../../../src/core/rules";
import { refusal, run } from "../game/helpers";
import { crisesDueCampaign } from "./fixtures";

const TP = "Twisted Passage";
/** Blue: 2 fresh and 1 damaged ship in the Twisted Passage; an Imperial damaged ship there; Red's Flagship; a damaged Yellow ship in 1.0 (no Blight anywhere). */
const MAP = {
  systems: [{ system: "1.0", pieces: [{ owner: "Yellow", kind: "ship", fresh: 0, damaged: 1 }] }],
  twisted: [
    { owner: "Blue", kind: "ship", fresh: 2, damaged: 1 },
    { owner: "empire", kind: "ship", fresh: 0, damaged: 1 },
    { owner: "Red", kind: "flagship", fresh: 1, damaged: 0 },
  ],
} as MapSnapshot;
const resolve = (court: string[], map: MapSnapshot = MAP) => ({ type: "resolveCrises", map, court: court.map((card) => ({ card })) } as Command);
const crises = (s: GameState) => (s.campaign as CampaignState).lastCrises!;
const texts = (s: GameState) => s.events.map((e) => e.text);

test("seed 003 F2206 Passage Storms 'Crisis: Hit each piece in the Twisted Passage.': each ship there takes a hit (fresh damaged, damaged destroyed), none elsewhere; a Flagship's hit (its board, BR p.24) stays the players'", () => {
  expect(fateText("F2206").some((p) => p.startsWith("**Crisis:** Hit each piece in the Twisted Passage."))).toBe(true);
  const after = run(crisesDueCampaign(), resolve(["F2206"]));
  expect(crises(after).wrecks).toEqual([
    { system: TP, owner: "Blue", kind: "ship", before: { fresh: 2, damaged: 1 }, after: { fresh: 0, damaged: 2 }, destroyed: 1 },
    { system: TP, owner: "empire", kind: "ship", before: { fresh: 0, damaged: 1 }, after: { fresh: 0, damaged: 0 }, destroyed: 1 },
  ]);
  expect(texts(after)).toContain("Passage Storms: 4 pieces hit");
  expect(gameStateProblems(after)).toEqual([]);
  // Nobody in the Twisted Passage: nothing hit, nothing to carry out.
  const calm = run(crisesDueCampaign(), resolve(["F2206"], { systems: MAP.systems }));
  expect(crises(calm).wrecks).toEqual([]);
  expect(refusal(calm, { type: "carryOutBlight", player: calm.initiative, map: { systems: [] } } as Command)).toBe("the Blight Crises hit no piece: nothing to carry out");
});

test("BR p.19 'Tough—it takes 2 hits to damage or destroy. One hit does nothing.': Blight in the Twisted Passage is left as it lies; a city there takes its hit", () => {
  const map = { systems: [], twisted: [{ owner: "blight", kind: "blight", fresh: 1, damaged: 1 }, { owner: "Blue", kind: "city", fresh: 1, damaged: 0 }] } as unknown as MapSnapshot;
  const after = run(crisesDueCampaign(), resolve(["F2206"], map));
  expect(crises(after).wrecks).toEqual([{ system: TP, owner: "Blue", kind: "city", before: { fresh: 1, damaged: 0 }, after: { fresh: 0, damaged: 1 }, destroyed: 0 }]);
  expect(texts(after)).toContain("Passage Storms: 1 pieces hit");
});

test("BR p.18 left to right with seed 003 F717 Mass Uprising ('Destroy every damaged ship'): after Passage Storms it destroys the ships the storm damaged there too; before it, the storm hits what Mass Uprising left; the hits are carried out once, by the resolver", () => {
  const first = run(crisesDueCampaign(), resolve(["F2206", "F717"]));
  expect(crises(first).wrecks!.filter((w) => w.system === TP)).toEqual([
    { system: TP, owner: "Blue", kind: "ship", before: { fresh: 2, damaged: 1 }, after: { fresh: 0, damaged: 2 }, destroyed: 1 },
    { system: TP, owner: "empire", kind: "ship", before: { fresh: 0, damaged: 1 }, after: { fresh: 0, damaged: 0 }, destroyed: 1 },
    { system: TP, owner: "Blue", kind: "ship", before: { fresh: 0, damaged: 2 }, after: { fresh: 0, damaged: 0 }, destroyed: 2 },
  ]);
  const second = run(crisesDueCampaign(), resolve(["F717", "F2206"]));
  expect(crises(second).wrecks!.filter((w) => w.system === TP)).toEqual([
    { system: TP, owner: "Blue", kind: "ship", before: { fresh: 2, damaged: 1 }, after: { fresh: 2, damaged: 0 }, destroyed: 1 },
    { system: TP, owner: "empire", kind: "ship", before: { fresh: 0, damaged: 1 }, after: { fresh: 0, damaged: 0 }, destroyed: 1 },
    { system: TP, owner: "Blue", kind: "ship", before: { fresh: 2, damaged: 0 }, after: { fresh: 0, damaged: 2 }, destroyed: 0 },
  ]);
  const cmd = (player: string) => ({ type: "carryOutBlight", player, map: MAP } as Command);
  const other = first.seats.find((c) => c !== first.initiative)!;
  expect(refusal(first, cmd(other))).toBe(`only ${first.initiative}, who resolves the Crises, carries out the Blight hits (BR p.18)`);
  const done = run(first, cmd(first.initiative));
  expect(crises(done).blightCarriedOut).toBe(true);
});
