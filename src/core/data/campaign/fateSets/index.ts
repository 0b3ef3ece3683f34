/** Every Fate Set's cards, in set order (generated; see tools/campaign/extractCampaignCards.py). */
import type { FateSetCard } from "../fateTypes";
import { FATE_SET_01 } from "./f01Steward";
import { FATE_SET_02 } from "./f02Founder";
import { FATE_SET_03 } from "./f03Magnate";
import { FATE_SET_04 } from "./f04Advocate";
import { FATE_SET_05 } from "./f05Caretaker";
import { FATE_SET_06 } from "./f06Partisan";
import { FATE_SET_07 } from "./f07Admiral";
import { FATE_SET_08 } from "./f08Believer";
import { FATE_SET_09 } from "./f09Pathfinder";
import { FATE_SET_10 } from "./f10Hegemon";
import { FATE_SET_11 } from "./f11PlanetBreaker";
import { FATE_SET_12 } from "./f12Pirate";
import { FATE_SET_13 } from "./f13BlightSpeaker";
import { FATE_SET_14 } from "./f14Pacifist";
import { FATE_SET_15 } from "./f15Peacekeeper";
import { FATE_SET_16 } from "./f16Warden";
import { FATE_SET_17 } from "./f17Overlord";
import { FATE_SET_18 } from "./f18Survivalist";
import { FATE_SET_19 } from "./f19Redeemer";
import { FATE_SET_20 } from "./f20Guardian";
import { FATE_SET_21 } from "./f21Naturalist";
import { FATE_SET_22 } from "./f22GateWraith";
import { FATE_SET_23 } from "./f23Conspirator";
import { FATE_SET_24 } from "./f24Judge";

export const FATE_SETS: readonly (readonly FateSetCard[])[] = [
  FATE_SET_01,
  FATE_SET_02,
  FATE_SET_03,
  FATE_SET_04,
  FATE_SET_05,
  FATE_SET_06,
  FATE_SET_07,
  FATE_SET_08,
  FATE_SET_09,
  FATE_SET_10,
  FATE_SET_11,
  FATE_SET_12,
  FATE_SET_13,
  FATE_SET_14,
  FATE_SET_15,
  FATE_SET_16,
  FATE_SET_17,
  FATE_SET_18,
  FATE_SET_19,
  FATE_SET_20,
  FATE_SET_21,
  FATE_SET_22,
  FATE_SET_23,
  FATE_SET_24,
];

/** A Fate-set card by its id. */
export function fateSetCard(id: unknown): FateSetCard | undefined {
  for (const set of FATE_SETS) for (const card of set) if (card.id === id) return card;
  return undefined;
}
