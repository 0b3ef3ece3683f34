/** Edicts: Govern the Imperial Reach, the Imperial Demand and Action per Policy (BR pp.20-21). */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { startCampaign } from "./fixtures";
import { startEdicts } from "../../../src/core/campaign/edicts";
import type { CampaignState } from "../../../src/core/campaign/types";
import { refusal, run } from "../game/helpers";

const SEATS: Colour[] = ["Red", "Blue", "Yellow", "White"]; // Lotus, Mikah, Baz, Dane

/** A 4-player Act I at its Edicts with the given Policy on top; Red is First Regent. */
function atEdicts(policy: "peace" | "escalation" | "war", change: (c: CampaignState) => CampaignState = (c) => c): GameState {
  const order = policy === "peace" ? ["AID04", "AID03", "AID05"] : policy === "war" ? ["AID03", "AID04", "AID05"] : ["AID05", "AID03", "AID04"];
  const s = startCampaign({
    type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(4), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: order, fates: ["FATE01", "FATE02", "FATE03", "FATE04"],
  });
  const c = change({ ...(s.campaign as CampaignState) });
  startEdicts(c);
  return { ...s, campaign: c };
}

const campaign = (s: GameState) => s.campaign as CampaignState;
const gifts = (...g: [Colour, string][]) => g.map(([player, gives]) => ({ player, gives }));

describe("Edicts (BR pp.20-21)", () => {
  test("BR p.20 example: Peace Demand -- Mikah gives a Relic, Baz a Psionic, Dane an agent as a Favor, Lotus none", () => {
    let s = atEdicts("peace");
    expect(campaign(s).edictQueue).toEqual(["AID04"]);
    expect(refusal(s, { type: "govern", player: "Blue" } as Command)).toBe("only Red, the First Regent, governs the Imperial Reach (BR p.20)");
    s = run(s, {
      type: "govern", player: "Red",
      demands: gifts(["Red", "none"], ["Blue", "relic"], ["Yellow", "psionic"], ["White", "favor"]),
      citiesOnBoard: [{ player: "Red", cities: 0 }, { player: "Blue", cities: 2 }, { player: "Yellow", cities: 3 }, { player: "White", cities: 5 }],
    } as Command);
    expect(campaign(s).trust).toEqual(["relic", "psionic"]);
    expect(campaign(s).players[0].favors).toEqual(["White"]);
    // BR p.21 example: the Regent with 5 cities built (none left on the board) gains 5, the others 0.
    expect(s.players.map((p) => p.power)).toEqual([5, 0, 0, 0]);
    expect(campaign(s).edictQueue).toBeUndefined();
  });

  test("BR p.20: the Demand takes only the Policy's resources; a Rival Regent with none and no agents may be made an Outlaw", () => {
    const s = atEdicts("escalation");
    expect(refusal(s, { type: "govern", player: "Red", demands: gifts(["Red", "none"], ["Blue", "relic"], ["Yellow", "fuel"], ["White", "fuel"]) } as Command)).toBe(
      "Blue cannot give relic to the Policy of escalation's Demand (material, fuel, weapon, or a Favor; with no agents, an Outlaw or spared) (BR p.20)",
    );
    const t = run(s, { type: "govern", player: "Red", demands: gifts(["Red", "weapon"], ["Blue", "outlaw"], ["Yellow", "fuel"], ["White", "material"]) } as Command);
    expect(campaign(t).trust).toEqual(["weapon", "fuel", "material"]);
    expect(campaign(t).players[1].title).toBe("outlaw");
  });

  test("BR p.20 'If they have no agents, the First Regent may make them an Outlaw': the First Regent may spare them, and they stay a Regent", () => {
    const s = atEdicts("escalation");
    const t = run(s, { type: "govern", player: "Red", demands: gifts(["Red", "weapon"], ["Blue", "spared"], ["Yellow", "fuel"], ["White", "outlaw"]) } as Command);
    expect(campaign(t).players.map((p) => p.title)).toEqual(["regent", "regent", "regent", "outlaw"]);
    expect(campaign(t).trust).toEqual(["weapon", "fuel"]);
    expect(t.events.map((e) => e.text).join("\n")).toContain("Blue has neither, and Red lets them stay a Regent");
    // Only a Rival Regent is spared or outlawed: the First Regent gives its own or none.
    expect(refusal(s, { type: "govern", player: "Red", demands: gifts(["Red", "spared"], ["Blue", "fuel"], ["Yellow", "fuel"], ["White", "fuel"]) } as Command)).toBe(
      "Red cannot give spared to the Policy of escalation's Demand (material, fuel, weapon) (BR p.20)",
    );
  });

  test("BR p.20: War demands Trophies or Captives from Rival Regents only; Weapons may come from the Trust", () => {
    const s = atEdicts("war", (c) => ({ ...c, trust: ["weapon"], players: c.players.map((p) => (p.colour === "White" ? { ...p, title: "outlaw" as const } : p)) }));
    expect(refusal(s, { type: "govern", player: "Red", demands: gifts(["Red", "trophy"], ["Blue", "trophy"], ["Yellow", "captive"]) } as Command)).toBe(
      "the Policy of War demands only from Rival Regents (BR p.20)",
    );
    const t = run(s, { type: "govern", player: "Red", demands: gifts(["Red", "none"], ["Blue", "trophy"], ["Yellow", "captive"]), weaponsFromTrust: 1 } as Command);
    expect(campaign(t).trust).toEqual([]);
  });

  test("BR p.20: the First Regent may replace the Policy instead of enforcing it", () => {
    const s = run(atEdicts("peace"), { type: "govern", player: "Red", replaceWith: "war" } as Command);
    expect(campaign(s).policy).toBe("war");
    expect(s.players.map((p) => p.power)).toEqual([0, 0, 0, 0]);
  });

  test("BR p.5 step L, p.20: at 2 players Guild Envoys Depart resolves first, at the table", () => {
    let s = startCampaign({
      type: "startCampaign", seats: ["Red", "Blue"], actionDeck: campaignActionDeck(2), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
      governOrder: ["AID05", "AID03", "AID04"], fates: ["FATE01", "FATE02"],
    });
    const c = { ...(s.campaign as CampaignState) };
    startEdicts(c);
    s = { ...s, campaign: c };
    expect(c.edictQueue).toEqual(["AID02", "AID05"]);
    expect(refusal(s, { type: "govern", player: "Red", replaceWith: "war" } as Command)).toBe("Govern the Imperial Reach is not the next edict");
    s = run(s, { type: "edictDone", card: "AID02" } as Command);
    expect(campaign(s).edictQueue).toEqual(["AID05"]);
  });
});
