/** Types of the Fates' own rules (src/core/campaign/fates/), kept apart so campaign/types.ts imports no rule module. */
import type { Colour, SystemId } from "../../data/vocabulary";

/**
 * One Fate's setup as the core did it (Act I: setups.ts; Acts II-III: laterSetups.ts): the cards it
 * gains and gives, and the places of the tokens it names (the Caretaker's Golems, the Pacifist's Witnesses).
 */
export interface FateSetupDone {
  player: Colour;
  /** The Setup side's card (F101A ...). */
  card: string;
  /** Fate-set cards gained into the player's play area. */
  gain: string[];
  /** F501A step 2: the gates that take a Sleeping Golem each. */
  golems?: SystemId[];
  /** F901A step 5: cards given to another player (the player to the holder's right), into their play area. */
  given?: { player: Colour; cards: string[] };
  /** F1401A step 3: the planets that take a Witness each. */
  witnesses?: SystemId[];
}
