/** The Empire's Laws in front of the base battle roll (BR p.11). */
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { leadAggression, refusal, run } from "../game/helpers";
import { startCampaign } from "./fixtures";

const seats: Colour[] = ["Red", "Blue", "Yellow"];

/** Red (an Outlaw unless told) has led; Blue is First Regent, Yellow a Regent. */
function redToBattle(redTitle: "outlaw" | "regent" = "outlaw"): GameState {
  let s = startCampaign({
    type: "startCampaign", seats, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"],
  });
  s = run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
  const campaign = s.campaign as CampaignState;
  s = { ...s, campaign: { ...campaign, firstRegent: "Blue", players: campaign.players.map((p) => ({ ...p, title: p.colour === "Red" ? redTitle : "regent" as const })) } };
  const led = leadAggression(s, "Red");
  if (!led.ok) throw new Error(led.reason);
  return led.value;
}

const map: MapSnapshot = {
  systems: [{ system: "3.2", pieces: [
    { owner: "Red", kind: "ship", fresh: 4, damaged: 0 },
    { owner: "Yellow", kind: "ship", fresh: 2, damaged: 0 },
    { owner: "empire", kind: "ship", fresh: 1, damaged: 0 },
  ] }],
};

function roll(defender: Colour, defending: number, attacking = 4, withMap = true): Command {
  const snapshot = {
    attacker: "Red", defender, attackingShips: { fresh: attacking, damaged: 0 }, defendingShips: { fresh: defending, damaged: 0 },
    defendingCities: { fresh: 0, damaged: 0 }, defendingStarports: { fresh: 0, damaged: 0 }, defenderHasBuildingsElsewhere: false, planetType: "fuel",
  };
  const c = { type: "battle", player: "Red", action: { kind: "roll", system: "3.2", defender, dice: { skirmish: 2, assault: 0, raid: 0 }, snapshot } };
  return (withMap ? { ...c, map } : c) as Command;
}

test("BR p.11: in the campaign the battle roll carries the map", () => {
  expect(refusal(redToBattle(), roll("Yellow", 3, 4, false))).toBe("send the map with the battle roll: the Laws decide who may battle whom (BR p.11)");
});

test("BR p.11 example: the Outlaw battling the Regent faces 3 defending ships -- the Regent must add the Imperial ship", () => {
  const s = redToBattle();
  expect(refusal(s, roll("Yellow", 2))).toBe("a defending Regent adds the Imperial ships there (BR p.11): 3 fresh and 0 damaged");
  expect(refusal(s, roll("Yellow", 3, 5))).toBe("the attackers are all your Loyal ships there: the map shows 4 fresh and 0 damaged");
  const after = run(s, roll("Yellow", 3));
  expect(after.battle?.step).toBe("rolling");
});

test("BR p.11 Truce Law: a Regent cannot battle a Rival Regent where Imperial ships are, nor the Empire", () => {
  const s = redToBattle("regent");
  expect(refusal(s, roll("Yellow", 3))).toBe("Regents cannot harm Rival Regents where there are Imperial ships (Truce Law, BR p.11)");
});

test("BR p.11 example: the Regent battling the Outlaw may add the Imperial ship to its Loyal ships", () => {
  let s = redToBattle("regent");
  const campaign = s.campaign as CampaignState;
  s = { ...s, campaign: { ...campaign, players: campaign.players.map((p) => (p.colour === "Yellow" ? { ...p, title: "outlaw" as const } : p)) } };
  // The Outlaw defends with its own 2 ships; Red attacks with 4, or 5 with the Imperial ship.
  expect(run(s, roll("Yellow", 2, 5)).battle?.step).toBe("rolling");
  expect(run(s, roll("Yellow", 2, 4)).battle?.step).toBe("rolling");
  expect(refusal(s, roll("Yellow", 3, 4))).toBe("the defenders are Yellow's ships there: the map shows 2 fresh and 0 damaged");
  expect(refusal(s, roll("Yellow", 2, 6))).toBe("the attackers are all your Loyal ships there (4 fresh and 0 damaged) and any Imperial ships there (up to 5 fresh and 0 damaged) (BR p.11)");
});
