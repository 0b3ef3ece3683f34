/**
 * The action count's words for the table: what a resource spent in the Prelude gives (p.17), in
 * full and in the turn bar's short form (actions.ts counts; this says).
 */
import type { ResourceType } from "../data/vocabulary";

/** What each resource gives when spent in the Prelude (p.17), in the words the table shows. */
export function preludeAction(r: ResourceType): string {
  if (r === "material") return "one Build or Repair action";
  if (r === "fuel") return "one Move action";
  if (r === "relic") return "one Secure action";
  if (r === "psionic") return "one action of the lead card";
  return "the played card's pips may battle this turn";
}

/** The turn bar's short form of the same (preludeAction). */
export function resourceWord(r: ResourceType): string {
  if (r === "material") return "Material (build or repair)";
  if (r === "fuel") return "Fuel (move)";
  if (r === "relic") return "Relic (secure)";
  if (r === "psionic") return "Psionic (a lead card action)";
  return "Weapon";
}
