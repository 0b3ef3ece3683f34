/** Battle with the campaign's owners, from the map (BR pp.10-11, 15, 19). */
import { campaignBattleRefusal, campaignBattleSides } from "../../../src/core/campaign/battleSides";
import type { EmpireFacts, MapSnapshot } from "../../../src/core/campaign/mapControl";
import type { Colour } from "../../../src/core/data/vocabulary";

const seats: Colour[] = ["Red", "Blue", "Yellow"];
// Red is an Outlaw; Blue (First Regent) and Yellow are Regents.
const facts: EmpireFacts = { firstRegent: "Blue", regents: ["Blue", "Yellow"] };

/** BR p.10-11 example: an Outlaw with 4 fresh ships, a Regent with 2, one fresh Imperial ship. */
const map: MapSnapshot = {
  systems: [
    { system: "3.2", pieces: [
      { owner: "Red", kind: "ship", fresh: 4, damaged: 0 },
      { owner: "Yellow", kind: "ship", fresh: 2, damaged: 0 },
      { owner: "Yellow", kind: "city", fresh: 1, damaged: 0 },
      { owner: "empire", kind: "ship", fresh: 1, damaged: 0 },
    ] },
    { system: "5.1", pieces: [
      { owner: "Blue", kind: "ship", fresh: 1, damaged: 0 },
      { owner: "Yellow", kind: "ship", fresh: 1, damaged: 0 },
      { owner: "free", kind: "city", fresh: 1, damaged: 0 },
      { owner: "blight", kind: "blight", fresh: 1, damaged: 1 },
    ] },
  ],
};

test("BR p.11 example: the Outlaw battling the Regent faces 3 defending ships; battling the Empire, 1", () => {
  expect(campaignBattleRefusal(map, "3.2", "Red", "Yellow", seats, facts)).toBeUndefined();
  const vsRegent = campaignBattleSides(map, "3.2", "Red", "Yellow", facts, false);
  expect(vsRegent.defendingShips).toEqual({ fresh: 3, damaged: 0 });
  expect(vsRegent.defendingImperial).toEqual({ fresh: 1, damaged: 0 });
  expect(vsRegent.defendingCities).toEqual({ fresh: 1, damaged: 0 });
  expect(campaignBattleRefusal(map, "3.2", "Red", "empire", seats, facts)).toBeUndefined();
  const vsEmpire = campaignBattleSides(map, "3.2", "Red", "empire", facts, false);
  expect(vsEmpire.defendingShips).toEqual({ fresh: 1, damaged: 0 });
  expect(vsEmpire.defendingCities).toEqual({ fresh: 0, damaged: 0 });
  // BR p.11: the First Regent takes the Outlaw's destroyed pieces as Trophies; with none they return.
  expect(vsEmpire.attackerLossesTo).toBe("Blue");
  expect(campaignBattleSides(map, "3.2", "Red", "empire", { regents: ["Yellow"] }, false).attackerLossesTo).toBe("return");
});

test("BR p.11 example: the Regent battling the Outlaw may add the Imperial ship to its 2 Loyal ships", () => {
  expect(campaignBattleRefusal(map, "3.2", "Yellow", "Red", seats, facts)).toBeUndefined();
  expect(campaignBattleSides(map, "3.2", "Yellow", "Red", facts, true).attackingShips).toEqual({ fresh: 3, damaged: 0 });
  expect(campaignBattleSides(map, "3.2", "Yellow", "Red", facts, false).attackingShips).toEqual({ fresh: 2, damaged: 0 });
  // An Outlaw cannot add Imperial ships.
  expect(campaignBattleSides(map, "3.2", "Red", "Yellow", facts, true).attackingImperial).toEqual({ fresh: 0, damaged: 0 });
});

test("BR p.11 Truce Law: a Regent cannot harm Imperial ships, nor a Rival Regent where Imperial ships are", () => {
  expect(campaignBattleRefusal(map, "3.2", "Yellow", "empire", seats, facts)).toBe("a Regent cannot harm Imperial ships (Truce Law, BR p.11)");
  const truce: MapSnapshot = { systems: [{ system: "3.2", pieces: map.systems[0].pieces.concat([{ owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }]) }] };
  expect(campaignBattleRefusal(truce, "3.2", "Yellow", "Blue", seats, facts)).toBe("Regents cannot harm Rival Regents where there are Imperial ships (Truce Law, BR p.11)");
  // Without Imperial ships Regents battle each other freely.
  expect(campaignBattleRefusal(map, "5.1", "Yellow", "Blue", seats, facts)).toBeUndefined();
});

test("BR p.15 and p.19: the Free States and the Blight as defenders", () => {
  const free = campaignBattleSides(map, "5.1", "Yellow", "free", facts, false);
  expect(free).toMatchObject({ defendingCities: { fresh: 1, damaged: 0 }, defendingShips: { fresh: 0, damaged: 0 }, raidLimit: 1, attackerLossesTo: "return" });
  const blight = campaignBattleSides(map, "5.1", "Yellow", "blight", facts, false);
  expect(blight).toMatchObject({ defendingShips: { fresh: 1, damaged: 1 }, tough: true, intercepts: false });
  expect(campaignBattleRefusal(map, "3.2", "Red", "blight", seats, facts)).toBe("there is no Blight in 3.2");
  expect(campaignBattleRefusal(map, "3.2", "Blue", "Red", seats, facts)).toBe("Blue has no Loyal ship in 3.2 to battle with");
});
