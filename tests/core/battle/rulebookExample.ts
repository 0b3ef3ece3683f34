/**
 * The rulebook pp.15-16 battle example as test data (Mikah = Red, Lotus = Blue, Dane = Yellow),
 * shared by the Node tests and the Lua parity tests.
 */
import type { BattleSnapshot } from "../../../src/core/battle/battle";
import { giveCard, setResources, tableWith } from "../court/fixtures";

// Rulebook pp.15-16 example: Mikah = Red, Lotus = Blue, Dane = Yellow.
export function exampleTable() {
  const t = tableWith(
    ["Red", "Blue", "Yellow"],
    [
      { card: "BC02", agents: { Red: 1 } },
      { card: "BC17", agents: { Blue: 1, Yellow: 2, Red: 1 } },
      { card: "BC11", agents: {} },
      { card: "BC13", agents: { Yellow: 1 } },
    ],
  );
  setResources(t, "Red", ["relic", "fuel", "relic"]);
  giveCard(t, "Red", "BC23"); // Elder Broker, Relic: discarded by the Outrage
  giveCard(t, "Red", "BC21"); // Loyal Keepers, Relic: kept
  giveCard(t, "Red", "BC06"); // Fuel Cartel: untouched
  setResources(t, "Blue", ["relic", "material", "weapon"]);
  return t;
}

export const example: BattleSnapshot = {
  attacker: "Red",
  defender: "Blue",
  attackingShips: { fresh: 4, damaged: 0 },
  defendingShips: { fresh: 1, damaged: 2 },
  defendingCities: { fresh: 0, damaged: 1 },
  defendingStarports: { fresh: 0, damaged: 0 },
  defenderHasBuildingsElsewhere: true,
  planetType: "relic",
};
export const dice = { skirmish: 0, assault: 2, raid: 2 };
export const faces = [
  { die: "assault" as const, face: 3 },
  { die: "assault" as const, face: 1 },
  { die: "raid" as const, face: 5 },
  { die: "raid" as const, face: 2 },
];
export const mikahsChoice = {
  onAttackers: ["fresh" as const, "fresh" as const],
  shipHits: [{ piece: "ship" as const, state: "fresh" as const }],
  buildingHits: [{ piece: "city" as const, state: "damaged" as const }],
};

