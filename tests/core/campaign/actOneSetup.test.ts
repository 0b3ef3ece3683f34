/** Act I table setup and the two placement passes (BR pp.5-6). */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { apply, initialState } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import { actOneMap, imperialClusters, placementOrder } from "../../../src/core/campaign/actOneSetup";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { refusal, run } from "../game/helpers";

function started(numberDie: number, eventDiePlanet: string): GameState {
  const r = apply(initialState(), {
    type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"], numberDie, eventDiePlanet,
  } as Command);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

const place = (player: string, system: string, building = "city") => ({ type: "placeStart", player, system, building }) as Command;

describe("Act I table setup (BR p.5 steps N-P)", () => {
  test("BR p.5 step N: the rolled cluster and the next clockwise one are Imperial (6 wraps to 1), 8 Imperial ships", () => {
    expect(imperialClusters(3)).toEqual([3, 4]);
    expect(imperialClusters(6)).toEqual([6, 1]);
    const map = actOneMap(6, "crescent");
    expect(map.imperialShips).toEqual(["1.0", "1.1", "1.2", "1.3", "6.0", "6.1", "6.2", "6.3"]);
  });

  test("BR p.5 steps O-P: Free cities on the rolled symbol's planets and damaged Blight in every system outside the Imperial clusters", () => {
    const map = actOneMap(1, "hex");
    expect(map.freeCities).toEqual(["3.3", "4.3", "5.3", "6.3"]);
    expect(map.blight).toHaveLength(16);
    expect(map.blight.some((id) => id.indexOf("1.") === 0 || id.indexOf("2.") === 0)).toBe(false);
  });

  test("the dice are oracle inputs and are checked", () => {
    expect(refusal(initialState(), {
      type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
      governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"], numberDie: 7, eventDiePlanet: "hex",
    } as Command)).toBe("roll the number die for the Imperial clusters: 1-6 (BR p.5)");
  });
});

describe("placement passes (BR p.6)", () => {
  test("BR p.6: turn order then reverse; only planets with an Imperial ship and an empty slot; the planet's resource is gained", () => {
    expect(placementOrder(["Red", "Blue", "Yellow"], "Red")).toEqual(["Red", "Blue", "Yellow", "Yellow", "Blue", "Red"]);
    let s = started(1, "hex");
    expect(refusal(s, { type: "lead", player: "Red", card: "construction-2" } as Command)).toBe(
      "first place the starting pieces: Red is next (BR p.6)",
    );
    expect(refusal(s, place("Blue", "1.1"))).toBe("it is Red's turn to place starting pieces (BR p.6)");
    expect(refusal(s, place("Red", "3.1"))).toBe("3.1 is not a planet with an Imperial ship (BR p.6)");
    expect(refusal(s, place("Red", "1.0"))).toBe("1.0 is not a planet with an Imperial ship (BR p.6)");
    s = run(s, place("Red", "1.2", "starport"));
    expect(s.players[0].startingResources).toEqual(["fuel"]);
    expect(refusal(s, place("Blue", "1.2"))).toBe("1.2 has no empty building slot");
    s = run(s, place("Blue", "1.1"), place("Yellow", "1.1"), place("Yellow", "2.3"), place("Blue", "2.1"), place("Red", "2.2"));
    // Free cities fill the slots left on Imperial planets: 1.3 (2), 2.3 (1 left).
    expect(s.campaign?.setup?.freeCities.slice(4)).toEqual(["1.3", "1.3", "2.3"]);
    expect(s.campaign?.stage).toBe("act");
    expect(s.players.map((p) => p.hand.length)).toEqual([6, 6, 6]);
  });
});
