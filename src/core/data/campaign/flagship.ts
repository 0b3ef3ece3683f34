/**
 * Flagship boards (BR p.2 "Player pieces": each player has a Flagship piece and board; pp.22-25):
 * 6 Upgrade slots, each with an Armor slot above it. To build an Upgrade or its Armor, the Flagship
 * must be at a planet of the type shown on that slot (BR p.25, "Upgrade (Upgrade type -> Armor
 * type)"). The order is the rules' list on p.25; the printed board's order is not in the seeds.
 */
import type { ResourceType } from "../vocabulary";

export interface FlagshipUpgrade {
  name: string;
  /** The planet type the Flagship must be at to build the Upgrade ("any" for the Hull). */
  upgrade: ResourceType | "any";
  /** ... and its Armor. */
  armor: ResourceType | "any";
}

export const FLAGSHIP_UPGRADES: readonly FlagshipUpgrade[] = [
  { name: "Ship Crane", upgrade: "material", armor: "fuel" },
  { name: "Defense Array", upgrade: "weapon", armor: "psionic" },
  { name: "Slipstream Drive", upgrade: "fuel", armor: "relic" },
  { name: "Control Array", upgrade: "psionic", armor: "material" },
  { name: "Tractor Beam", upgrade: "relic", armor: "weapon" },
  { name: "Hull", upgrade: "any", armor: "any" },
];
