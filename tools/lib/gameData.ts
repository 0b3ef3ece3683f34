/**
 * The game-data validators the build runs before anything else: a malformed card or map entry
 * refuses the build naming file, id and field (the data modules register their checks in
 * src/core/data/validate.ts). The Blighted Reach's data (campaign Court, aid cards, Fates and Fate
 * sets, pieces) is checked here too: the build is where its 400 cards are checked, not TTS's load.
 */
import { validateGameData } from "../../src/core/data/validate";
import { validateCampaignData } from "../../src/core/data/campaign/validateCampaign";

export function gameDataValidators(): (() => string[])[] {
  return [() => validateGameData(), () => validateCampaignData()];
}
