/**
 * The Unstable Golems' Crises (issue 35; seed 003 F508, F510, F511), in the Court Crises' order (BR
 * p.18 "Court Crises ... left to right"), the player with the Golem being the one whose read names it
 * (each Golem token's memo, F506's four names; F505: board and play area):
 * - F508 Unstable Harvester: "The player with the Harvester discards all of their resources." (the board's slots)
 * - F510 Unstable Protector: "Repair all ships except those of the player with the Protector."
 * - F511 Unstable Warrior: "Destroy all damaged Loyal ships of the player with the Warrior."
 * The Protector's and Warrior's ships are `lastCrises.wrecks`, carried out with the Blight hits.
 */
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { CampaignState, CrisesRead } from "../../../src/core/campaign/types";
import type { SlotContent } from "../../../src/core/court/types";
import { gameStateProblems } from "../../../src/core/rules";
import { refusal, run } from "../game/helpers";
import { crisesDueCampaign } from "./fixtures";

const seats: Colour[] = ["Red", "Blue", "Yellow"];

const crisesDue = crisesDueCampaign;

/** 1.0: damaged Red and Blue ships; 1.1: a damaged Red city; 1.2: a damaged Imperial ship and 2 Red ships (1 damaged). No Blight. */
const MAP = {
  systems: [
    { system: "1.0", pieces: [
      { owner: "Red", kind: "ship", fresh: 0, damaged: 2 },
      { owner: "Blue", kind: "ship", fresh: 1, damaged: 1 },
    ] },
    { system: "1.1", pieces: [{ owner: "Red", kind: "city", fresh: 0, damaged: 1 }] },
    { system: "1.2", pieces: [{ owner: "empire", kind: "ship", fresh: 0, damaged: 1 }, { owner: "Red", kind: "ship", fresh: 1, damaged: 1 }] },
  ],
} as MapSnapshot;

/** The reads: Red's board holds 2 material and a Psionic; `golems` the Golems each holds. */
const reads = (golems: string[][]): CrisesRead[] => seats.map((colour, i) => ({
  colour, agents: 3, blight: 0, golems: golems[i],
  resources: { material: i === 0 ? 3 : 0, fuel: 0, weapon: 0, relic: 0, psionic: i === 0 ? 1 : 0 },
  board: (i === 0 ? ["material", "empty", "psionic", "material"] : ["empty"]) as SlotContent[],
}));
const resolve = (court: string[], players?: CrisesRead[]) => ({ type: "resolveCrises", map: MAP, court: court.map((card) => ({ card })), players, psionic: 5 } as Command);
const crises = (s: GameState) => (s.campaign as CampaignState).lastCrises!;
const texts = (s: GameState) => s.events.map((e) => e.text);
const change = (system: string, owner: string, fresh: number, damaged: number, repaired: boolean) =>
  ({ system, owner, kind: "ship", before: { fresh, damaged }, after: { fresh: repaired ? fresh + damaged : fresh, damaged: 0 }, destroyed: repaired ? 0 : damaged });

test("seed 003 F511 Unstable Warrior, Crisis: 'Destroy all damaged Loyal ships of the player with the Warrior': Red's damaged ships only (not the city, not Blue's or the Empire's); the Golems unread are refused", () => {
  const s = crisesDue();
  expect(refusal(s, resolve(["F511"], seats.map((colour) => ({ colour, agents: 3, blight: 0 }))))).toBe("read each player's agents in supply and Blight Trophies, Golems held");
  const after = run(s, resolve(["F511"], reads([["Warrior", "Seeker"], ["Harvester"], []])));
  expect(crises(after).wrecks).toEqual([change("1.0", "Red", 0, 2, false), change("1.2", "Red", 1, 1, false)]);
  expect(texts(after)).toContain("Unstable Warrior (Red): 3 damaged pieces destroyed");
  expect(gameStateProblems(after)).toEqual([]);
  // Nobody holds the Warrior: nothing is destroyed, nothing to carry out.
  const none = run(s, resolve(["F511"], reads([["Seeker"], [], []])));
  expect(crises(none).wrecks).toEqual([]);
  expect(texts(none)).toContain("Unstable Warrior: 0 damaged pieces destroyed");
});

test("seed 003 F510 Unstable Protector, Crisis: 'Repair all ships except those of the player with the Protector': Blue's and the Empire's damaged ships fresh, Red's (the holder's) not; carried out with the Blight hits (BR p.18)", () => {
  const after = run(crisesDue(), resolve(["F510"], reads([["Protector"], [], []])));
  expect(crises(after).wrecks).toEqual([change("1.0", "Blue", 1, 1, true), change("1.2", "empire", 0, 1, true)]);
  expect(texts(after)).toContain("Unstable Protector (Red): 2 damaged ships repaired");
  expect(gameStateProblems(after)).toEqual([]);
  const done = run(after, { type: "carryOutBlight", player: after.initiative, map: MAP } as Command);
  expect(crises(done).blightCarriedOut).toBe(true);
  // Then the Warrior (left to right): Red's damaged ships still damaged, destroyed.
  const both = run(crisesDue(), resolve(["F510", "F511"], reads([["Protector", "Warrior"], [], []])));
  expect(crises(both).wrecks!.length).toBe(4);
});

test("seed 003 F510 with nobody holding the Protector: nothing is repaired (the Golems leave the map at F507, the Act I Resolution, so a Golem nobody holds is not in play: 'Scrap this if the Protector is not in play')", () => {
  const after = run(crisesDue(), resolve(["F510"], reads([["Warrior"], [], []])));
  expect(crises(after).wrecks).toEqual([]);
  expect(texts(after)).toContain("Unstable Protector: 0 damaged ships repaired");
});

test("seed 003 F508 Unstable Harvester, Crisis: 'The player with the Harvester discards all of their resources': each resource in Red's board slots, one move each for the table; nobody holding it, none", () => {
  const s = crisesDue();
  const after = run(s, resolve(["F508"], reads([["Harvester"], [], []])));
  expect(crises(after).pieces).toEqual([{ colour: "Red", discard: "material" }, { colour: "Red", discard: "psionic" }, { colour: "Red", discard: "material" }]);
  expect(texts(after)).toContain("Unstable Harvester: Red discards 3 resources");
  expect(gameStateProblems(after)).toEqual([]);
  const none = run(s, resolve(["F508"], reads([["Warrior"], ["Seeker"], []])));
  expect(crises(none).pieces ?? []).toEqual([]);
  expect(texts(none)).toContain("Unstable Harvester: nobody holds it");
  // The Harvester's Crisis reads the boards (as Extortion's).
  expect(refusal(s, resolve(["F508"], seats.map((colour) => ({ colour, agents: 3, blight: 0, golems: [] }))))).toBe("read each player's agents in supply and Blight Trophies, resources and board slots, Golems held");
});

/** Arrow (1.1, 3.1 are arrow planets; cluster 5 rolled, its gate 5.0): Red's ships and Flagship at 1.1, ships at 3.1; Blue's at 2.1; Red's at 1.2 (a crescent). */
const SEEK = {
  systems: [
    { system: "1.1", pieces: [{ owner: "Red", kind: "ship", fresh: 1, damaged: 1 }, { owner: "Red", kind: "flagship", fresh: 1, damaged: 0 }, { owner: "Red", kind: "city", fresh: 1, damaged: 0 }] },
    { system: "1.2", pieces: [{ owner: "Red", kind: "ship", fresh: 2, damaged: 0 }, { owner: "Blue", kind: "city", fresh: 1, damaged: 0 }] },
    { system: "2.1", pieces: [{ owner: "Blue", kind: "ship", fresh: 2, damaged: 0 }, { owner: "Blue", kind: "city", fresh: 0, damaged: 1 }] },
    { system: "3.1", pieces: [{ owner: "Red", kind: "ship", fresh: 0, damaged: 2 }, { owner: "Yellow", kind: "city", fresh: 1, damaged: 0 }] },
  ],
} as MapSnapshot;
const onSeek = (court: string[], players: CrisesRead[]) => ({ ...(resolve(court, players) as object), map: SEEK } as Command);

test("seed 003 F509 Unstable Seeker, Crisis: 'The player with the Seeker moves their Loyal ships from planets of the rolled symbol to the gate in the rolled cluster': arrow and cluster 5 rolled, Red's ships (the Flagship too, a Loyal ship, BR p.22) of 1.1 and 3.1 to 5.0; not Red's city, not Red's crescent ships, not Blue's", () => {
  const after = run(crisesDue(), onSeek(["F509"], reads([["Seeker"], ["Warrior"], []])));
  expect(crises(after).pieces).toEqual([{ colour: "Red", seek: { system: "1.1", fresh: 1, damaged: 1 } }, { colour: "Red", seek: { system: "1.1", fresh: 1, damaged: 0 } }, { colour: "Red", seek: { system: "3.1", fresh: 0, damaged: 2 } }]);
  expect(texts(after)).toContain("Unstable Seeker: Red moves 5 ships to gate 5.0");
  expect(gameStateProblems(after)).toEqual([]);
  // Nobody holds the Seeker: none move.
  const none = run(crisesDue(), onSeek(["F509"], reads([["Warrior"], [], []])));
  expect(crises(none).pieces ?? []).toEqual([]);
  expect(texts(none)).toContain("Unstable Seeker: nobody holds it");
  // Its Crisis reads who holds the Seeker.
  expect(refusal(crisesDue(), onSeek(["F509"], seats.map((colour) => ({ colour, agents: 3, blight: 0 }))))).toBe("read each player's agents in supply and Blight Trophies, Golems held");
});

test("seed 003 F517 Golem Worship, Crisis: 'In turn order, each player with any Golems must return 1 Loyal city to their player board': Red's one city goes back (1.1), Blue's two are Blue's to choose (one move each, by Blue's choice), Yellow has no Golem; a Worship after it finds Red with none", () => {
  const s = crisesDue();
  const after = run(s, onSeek(["F517", "F518"], reads([["Seeker"], ["Warrior"], []])));
  // Blue's choice, once per Worship: the table's buttons on Blue's cities (eventPhase.ts).
  expect(crises(after).pieces).toEqual([{ colour: "Red", city: "1.1" }, { colour: "Blue", choose: true }, { colour: "Blue", choose: true }]);
  expect(s.initiative).toBe("Red");
  expect(texts(after)).toContain("Golem Worship: Red returns 1.1, Blue chooses");
  expect(texts(after)).toContain("Golem Worship: Red no city, Blue chooses");
  expect(gameStateProblems(after)).toEqual([]);
  expect(texts(run(s, onSeek(["F519"], reads([[], [], []]))))).toContain("Golem Worship: no Golems held");
});

test("seed 003 F503 Golem Hearth, Crisis (a Fate Crisis, before the Court's, BR p.18): 'Flip all Sleeping Golems that are not on the map to Awake': with the card in Red's play area (the read's `hearth`), the table's first move; without it, none", () => {
  const withHearth = reads([["Harvester"], [], []]).map((r) => (r.colour === "Red" ? { ...r, hearth: true } : r));
  const after = run(crisesDue(), resolve(["F508"], withHearth));
  expect(crises(after).pieces![0]).toEqual({ colour: "Red", awaken: true });
  expect(crises(after).pieces!.length).toBe(4);
  expect(crises(run(crisesDue(), resolve([], withHearth))).pieces).toEqual([{ colour: "Red", awaken: true }]);
  expect(crises(run(crisesDue(), resolve([], reads([[], [], []])))).pieces).toBeUndefined();
});
