/**
 * Fate-set Vox Crises that destroy damaged pieces (issue 35; src/core/campaign/fates/damagedCrises.ts;
 * card texts seed 003): F717/F718 Mass Uprising "Destroy every damaged ship. Bury this card." and
 * F620/F621 Terror Strike "Destroy all damaged pieces at planets matching any players' Outrage.
 * Shuffle this into the Court deck.", decided by `resolveCrises` from the map after the Blight Crises
 * (BR p.18 order), kept as `lastCrises.wrecks` and carried out with the Blight hits (`carryOutBlight`).
 * Destroy: "Return a fresh or damaged piece from the map" (base p.23 Glossary), no Trophies from a Crisis.
 */
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour, ResourceType } from "../../../src/core/data/vocabulary";
import type { CampaignState, CrisesRead } from "../../../src/core/campaign/types";
import { gameStateProblems } from "../../../src/core/rules";
import { refusal, run } from "../game/helpers";
import { crisesDueCampaign } from "./fixtures";
import { SYSTEMS } from "../../../src/core/data/map";

const seats: Colour[] = ["Red", "Blue", "Yellow"];

const crisesDue = crisesDueCampaign;

/**
 * 1.1 (weapon): damaged Blue ships, a damaged Red city, a damaged Free starport and a damaged Blight,
 * whose 1 hit damages Blue's fresh ship (BR p.18); 1.2 (fuel): a damaged Imperial ship and a damaged Yellow city; the gate
 * 1.0: a damaged Red ship; 3.1: a damaged Blight (1 hit) and two fresh Yellow ships; 2.1: Red's Flagship.
 */
const MAP = {
  systems: [
    { system: "1.1", pieces: [
      { owner: "Blue", kind: "ship", fresh: 1, damaged: 2 },
      { owner: "Red", kind: "city", fresh: 0, damaged: 1 },
      { owner: "free", kind: "starport", fresh: 0, damaged: 1 },
      { owner: "blight", kind: "blight", fresh: 0, damaged: 1 },
    ] },
    { system: "1.2", pieces: [{ owner: "empire", kind: "ship", fresh: 0, damaged: 1 }, { owner: "Yellow", kind: "city", fresh: 0, damaged: 1 }] },
    { system: "1.0", pieces: [{ owner: "Red", kind: "ship", fresh: 0, damaged: 1 }] },
    { system: "3.1", pieces: [{ owner: "blight", kind: "blight", fresh: 0, damaged: 1 }, { owner: "Yellow", kind: "ship", fresh: 2, damaged: 0 }] },
    { system: "2.1", pieces: [{ owner: "Red", kind: "flagship", fresh: 1, damaged: 0 }] },
  ],
  flagships: [{ owner: "Red", slots: [{ upgrade: { building: "starport", damaged: true } }, {}, {}, {}, {}, {}] }],
} as MapSnapshot;

const NONE = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };
/** The Crises press's reads with Terror Strike in the Court (as Outrage Spreads'): the boards, Guild cards and Outrage. */
const reads = (outrage: ResourceType[][]): CrisesRead[] => seats.map((colour, i) => ({ colour, agents: 3, blight: 0, resources: NONE, board: [], guild: [], outrage: outrage[i] }));
const resolve = (court: string[], players?: CrisesRead[], map: MapSnapshot = MAP) => ({ type: "resolveCrises", map, court: court.map((card) => ({ card })), players, psionic: 5 } as Command);
const crises = (s: GameState) => (s.campaign as CampaignState).lastCrises!;
const texts = (s: GameState) => s.events.map((e) => e.text);
const wreck = (system: string, owner: string, kind: string, fresh: number, damaged: number) =>
  ({ system, owner, kind, before: { fresh, damaged }, after: { fresh, damaged: 0 }, destroyed: damaged });

test("seed 003 F717 Mass Uprising, Crisis: \"Destroy every damaged ship\": every owner's damaged ships, those the Blight Crisis just damaged too (BR p.18: Blight Crises first); no building, Blight or Flagship part", () => {
  const s = crisesDue();
  const after = run(s, resolve(["F717"]));
  expect(crises(after).wrecks).toEqual([
    wreck("1.1", "Blue", "ship", 0, 3),
    wreck("1.2", "empire", "ship", 0, 1),
    wreck("1.0", "Red", "ship", 0, 1),
    // The damaged Blights' hits damaged Blue's fresh ship and one of Yellow's (BR p.18): Mass Uprising destroys them.
    wreck("3.1", "Yellow", "ship", 1, 1),
  ]);
  expect(texts(after)).toContain("Mass Uprising: 6 damaged pieces destroyed");
  // "Bury this card": its slot is told as for every self-removing Crisis (BR p.18 Removing Cards).
  expect(crises(after).court[0].leaves).toEqual({ slot: 0, refill: true });
  expect(crises(s)).toBeUndefined();
  expect(gameStateProblems(after)).toEqual([]);
});

test("seed 003 F620 Terror Strike, Crisis: every damaged piece at the planets of any player's Outraged type (Red's weapon: 1.1), whoever's, Blight too; no read of Outrage is refused and the Crises stay waiting", () => {
  const s = crisesDue();
  const why = "read each player's agents in supply and Blight Trophies, resources and board slots, Outrage and Guild cards";
  expect(refusal(s, resolve(["F620"]))).toBe(why);
  expect(refusal(s, resolve(["F621"], seats.map((colour) => ({ colour, agents: 1, blight: 0, resources: NONE, board: [], guild: [] }))))).toBe(why);
  expect(refusal(s, resolve(["F621"], reads([["weapon"], [], ["steel" as ResourceType]])))).toBe(why);
  expect((s.campaign as CampaignState).crisesDue).toBe(true);
  const after = run(s, resolve(["F620"], reads([["weapon"], [], []])));
  expect(crises(after).wrecks).toEqual([
    wreck("1.1", "Blue", "ship", 0, 3),
    wreck("1.1", "Red", "city", 0, 1),
    wreck("1.1", "free", "starport", 0, 1),
    wreck("1.1", "blight", "blight", 0, 1),
  ]);
  expect(texts(after)).toContain("Terror Strike: 6 damaged pieces destroyed");
  // A gate matches no Outrage; the fuel planet 1.2 is no one's Outrage; nobody's is none.
  const none = run(s, resolve(["F621"], reads([[], [], []])));
  expect(crises(none).wrecks).toEqual([]);
  expect(texts(none)).toContain("Terror Strike: 0 damaged pieces destroyed");
});

test("seed 003 F717 then F620 in the Court (BR p.18: left to right): Terror Strike finds the damaged ships already gone; Blue's fuel Outrage reaches 1.2's city", () => {
  const after = run(crisesDue(), resolve(["F717", "F620"], reads([["weapon"], ["fuel"], []])));
  expect(crises(after).wrecks).toEqual([
    wreck("1.1", "Blue", "ship", 0, 3),
    wreck("1.2", "empire", "ship", 0, 1),
    wreck("1.0", "Red", "ship", 0, 1),
    wreck("3.1", "Yellow", "ship", 1, 1),
    wreck("1.1", "Red", "city", 0, 1),
    wreck("1.1", "free", "starport", 0, 1),
    wreck("1.1", "blight", "blight", 0, 1),
    wreck("1.2", "Yellow", "city", 0, 1),
  ]);
});

test("BR p.18 with seed 003 F717: the wrecks are carried out with the Blight hits, once; a map whose Blight hits changed since is refused, naming the system, the state untouched", () => {
  const s = run(crisesDue(), resolve(["F718"]));
  // Blue's ships in 1.1 (a Blight Crisis there) moved away since the Crises.
  const moved = { ...MAP, systems: MAP.systems.map((x) => (x.system === "1.1" ? { ...x, pieces: x.pieces.slice(1) } : x)) };
  const cmd = (map: MapSnapshot) => ({ type: "carryOutBlight", player: s.initiative, map } as Command);
  expect(refusal(s, cmd(moved))).toBe("the pieces in 1.1 changed since the Crises: put them back, then carry out the Blight hits");
  expect(crises(s).blightCarriedOut).toBeUndefined();
  const done = run(s, cmd(MAP));
  expect(crises(done).blightCarriedOut).toBe(true);
  expect(refusal(done, cmd(MAP))).toBe("these Blight hits were already carried out");
  // With no Blight hit and no wreck there is nothing to carry out.
  const calm = run(crisesDue(), resolve(["F717"], undefined, { systems: [{ system: "1.1", pieces: [{ owner: "Blue", kind: "ship", fresh: 2, damaged: 0 }] }] }));
  expect(crises(calm).wrecks).toEqual([]);
  expect(refusal(calm, { type: "carryOutBlight", player: calm.initiative, map: { systems: [] } } as Command)).toBe("the Blight Crises hit no piece: nothing to carry out");
});

test("seed 003 F613 Outrage Spreads then F620 Terror Strike (BR p.18: left to right): the Outrage just provoked of the rolled planet (5.1) counts; in the other order it does not yet", () => {
  const type = SYSTEMS.filter((x) => x.id === "5.1")[0].resource as ResourceType;
  const map = { systems: [{ system: "5.1", pieces: [{ owner: "Yellow", kind: "city", fresh: 0, damaged: 1 }] }] } as MapSnapshot;
  const spreads = run(crisesDue(), resolve(["F613", "F620"], reads([[], [], []]), map));
  expect(crises(spreads).wrecks).toEqual([wreck("5.1", "Yellow", "city", 0, 1)]);
  expect(texts(spreads)).toContain("Terror Strike: 1 damaged pieces destroyed");
  expect(texts(spreads).some((t) => t.startsWith(`Outrage Spreads: each player Provokes ${type} Outrage`))).toBe(true);
  const before = run(crisesDue(), resolve(["F620", "F613"], reads([[], [], []]), map));
  expect(crises(before).wrecks).toEqual([]);
});
