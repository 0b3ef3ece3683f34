/** Types of the Fates' own rules (src/core/campaign/fates/), kept apart so campaign/types.ts imports no rule module. */
import type { Colour, SystemId } from "../../data/vocabulary";

/** One Fate's Act I setup as the core did it (setups.ts): the cards it gains and, for the Caretaker, the gates of its Sleeping Golems. */
export interface FateSetupDone {
  player: Colour;
  /** The Setup side's card (F101A ...). */
  card: string;
  /** Fate-set cards gained into the player's play area. */
  gain: string[];
  /** F501A step 2: the gates that take a Sleeping Golem each. */
  golems?: SystemId[];
}
