/**
 * Govern with Authority (seed 003 F124-F126; core/campaign/fates/governAuthority.ts, edicts.ts): the
 * Govern slot's cards after the Steward's Act III setup (F122A), resolved by the Govern command as
 * Govern the Imperial Reach is (BR pp.20-21), with the cards' words: the Demand also "from each Outlaw
 * with a Loyal city or Flagship controlled by the Empire", and each card's Imperial Action.
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { CampaignState } from "../../../src/core/campaign/types";
import { refusal, run } from "../game/helpers";
import { mapOf } from "../map/fixtures";
import { atAuthority, atQuorum } from "./governAuthorityFixtures";

const campaign = (s: GameState) => s.campaign as CampaignState;
const gifts = (...g: [Colour, string][]) => g.map(([player, gives]) => ({ player, gives }));
const log = (s: GameState) => s.events.map((e) => e.text).join("\n");
// White's Loyal city lies where fresh Imperial ships are (BR p.10: the Empire controls it); Yellow's city only beside damaged ones.
const MAP = mapOf({ "1.1": { empire: { ship: [1, 0] }, White: { city: [1, 0] } }, "2.1": { empire: { ship: [0, 2] }, Yellow: { city: [1, 0] } } });

describe("seed 003 F124 Govern with Authority, A Policy of War", () => {
  const s = atAuthority("war", ["Yellow", "White"]);
  const govern = (extra: object) => ({ type: "govern", player: "Red", demands: gifts(["Red", "none"], ["Blue", "trophy"], ["White", "favor"]), ...extra }) as Command;

  test("'Take 1 Trophy or Captive ... from each Rival Regent and from each Outlaw with a Loyal city or Flagship controlled by the Empire': White gives, Yellow is not asked", () => {
    expect(campaign(s).edictQueue).toEqual(["F124"]);
    expect(refusal(s, { type: "edictDone", card: "F124" } as Command)).toBe("the First Regent governs the Imperial Reach (govern)");
    expect(refusal(s, { ...govern({ map: MAP }), player: "Blue" } as Command)).toBe("only Red, the First Regent, governs the Imperial Reach (BR p.20)");
    expect(refusal(s, govern({}))).toBe("read the map: (Govern with Authority, F124) demands from each Outlaw with a Loyal city or Flagship controlled by the Empire");
    expect(refusal(s, govern({ map: MAP, demands: gifts(["Red", "none"], ["Blue", "trophy"]) }))).toBe("say what White gives to the Imperial Demand (Govern with Authority, F124)");
    expect(refusal(s, govern({ map: MAP, demands: gifts(["Red", "none"], ["Blue", "trophy"], ["White", "outlaw"]) }))).toBe(
      "White cannot give outlaw to the Policy of war's Demand (trophy, captive, or a Favor; with no agents, none) (Govern with Authority, F124)",
    );
    const t = run(s, govern({ map: MAP }));
    // "If they have none, take 1 agent from their supply as a Favor."
    expect(campaign(t).players[0].favors).toEqual(["White"]);
    expect(campaign(t).trust).toEqual([]);
    expect(campaign(t).edictQueue).toBeUndefined();
    // Imperial Action: "Give 1 Weapon and any 1 resource to each Regent from the supply."
    expect(log(t)).toContain("Red enforces the Policy of war: Blue gives trophy; White has none and gives an agent as a Favor; give 1 Weapon and any 1 resource to each Regent from the supply (Govern with Authority, F124)");
  });
});

describe("seed 003 F125 Govern with Authority, A Policy of Escalation", () => {
  test("an Outlaw's Flagship in an Empire-controlled system: it gives a Fuel to the Trust; the Action places 4 fresh Imperial ships", () => {
    const s = atAuthority("escalation", ["White"]);
    const map = mapOf({ "3.2": { empire: { ship: [2, 0] }, White: { flagship: [1, 0] } } });
    const c = { type: "govern", player: "Red", demands: gifts(["Red", "weapon"], ["Blue", "material"], ["Yellow", "favor"], ["White", "fuel"]), map } as Command;
    const t = run(s, c);
    expect(campaign(t).trust).toEqual(["weapon", "material", "fuel"]);
    expect(log(t)).toContain("place 4 fresh Imperial ships in an Empire-controlled system, else at a Loyal starport (Govern with Authority, F125)");
    // With no Outlaw under the Empire, White's give is not asked (nor taken).
    const u = run(s, { ...c, map: mapOf({ "3.2": { White: { flagship: [1, 0] } } }) } as Command);
    expect(campaign(u).trust).toEqual(["weapon", "material"]);
  });
});

describe("seed 003 F126 Govern with Authority, A Policy of Peace", () => {
  test("'Each Regent gains double their bonus city Power on uncovered city slots'; with no Outlaws no map is read", () => {
    const s = atAuthority("peace");
    const t = run(s, {
      type: "govern", player: "Red", demands: gifts(["Red", "relic"], ["Blue", "psionic"], ["Yellow", "favor"], ["White", "spared"]),
      citiesOnBoard: [{ player: "Red", cities: 0 }, { player: "Blue", cities: 5 }, { player: "Yellow", cities: 5 }, { player: "White", cities: 5 }],
    } as Command);
    // BR p.21 example: 5 cities built gain 5; doubled, 10.
    expect(t.players.map((p) => p.power)).toEqual([10, 0, 0, 0]);
    expect(campaign(t).trust).toEqual(["relic", "psionic"]);
    expect(log(t)).toContain("Red gains 10 bonus city Power");
  });
});

describe("seed 003 F113 Imperial Quorum", () => {
  test("'then skip Edict 03 itself': the Govern slot is not called; its Edict done names who collects, who may act and who may change the Policy, counting the map and the Flagship boards", () => {
    const s = atQuorum();
    expect(campaign(s).edictQueue).toEqual(["F113"]);
    expect(refusal(s, { type: "edictDone", card: "F113" } as Command)).toBe("read the map: Imperial Quorum (F113) counts the starports and cities built");
    // Blue and Yellow have 2 starports each (Yellow's second on its Flagship board: "do include ... starports on Flagship boards"): a tie, skipped.
    // Red has 2 cities built; White, an Outlaw, has 3 but only a Regent is counted.
    const map = {
      ...mapOf({ "1.1": { Red: { city: [1, 1] } }, "1.3": { Blue: { starport: [2, 0] } }, "2.1": { Yellow: { starport: [1, 0] } }, "4.1": { White: { city: [2, 0] } }, "4.2": { White: { city: [1, 0] } } }),
      flagships: [{ owner: "Yellow" as Colour, slots: [{ upgrade: { building: "starport" as const, damaged: false } }, {}, {}, {}, {}, {}] }],
    };
    const t = run(s, { type: "edictDone", card: "F113", map } as Command);
    expect(campaign(t).edictQueue).toBeUndefined();
    expect(log(t)).toContain("edict F113 resolved: Red collects the Demand; nobody (a tie) may take the Imperial Action; Red (2 built) may change the Policy; Edict 03 is skipped");
  });
});
