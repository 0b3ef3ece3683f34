/** The build's data checks cover the base game and The Blighted Reach (README "Modding"). */
import { gameDataValidators } from "../../tools/lib/gameData";
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import type { CampaignCourtCard } from "../../src/core/data/campaign/campaignCourt";

function problems(): string[] {
  return gameDataValidators().flatMap((v) => v());
}

test("the shipped data passes every check the build runs", () => {
  expect(problems()).toEqual([]);
});

test("a broken campaign Court card refuses the build, naming its file, id and field", () => {
  const cards = CAMPAIGN_COURT_CARDS as CampaignCourtCard[];
  const original = cards[0];
  cards[0] = { ...original, name: "" };
  try {
    expect(problems()).toEqual([expect.stringMatching(new RegExp(`campaignCourt\\.ts: ${original.id} field name`))]);
  } finally {
    cards[0] = original;
  }
  expect(problems()).toEqual([]);
});
