/**
 * The Survivalist's Bunkers (src/core/campaign/fates/bunkers.ts; the build step's MapRules.bunker).
 * Card text: seed 003's card reference, F1803 Building Bunkers: "Bunker tokens are your Loyal pieces.
 * You can **build** Bunkers on planets, max 1 per planet. To build a Bunker, you must also scrap 1
 * agent from your supply." Build: p.12 (a system with a Loyal piece; placed damaged where anyone else
 * controls).
 */
import type { GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { refusal, run } from "../game/helpers";
import { mapAction, mapOf } from "../map/fixtures";
import { redLeads } from "./mapFixtures";
import { startCampaign } from "./fixtures";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";

/** Red, the Survivalist (FATE18), has led a Construction card. */
function survivalistBuilds(fate = "FATE18"): GameState {
  const s = redLeads("construction");
  const c = s.campaign as CampaignState;
  return { ...s, campaign: { ...c, players: c.players.map((p) => (p.colour === "Red" ? { ...p, fate, letter: "C" as const } : p)) } };
}

// 1.2: Red's ship; 1.3: Blue controls, Red's city; 1.1: only Blue; gate 1.0: Red's ship.
const map: MapSnapshot = {
  ...mapOf({ "1.2": { Red: { ship: [1, 0] } }, "1.3": { Red: { city: [1, 0] }, Blue: { ship: [1, 0] } }, "1.1": { Blue: { ship: [1, 0] } }, "1.0": { Red: { ship: [1, 0] } } }),
  fateTokens: [{ system: "2.2", token: "Bunker" }],
};
const bunker = (system: string, agents = 4, m = map) => mapAction("Red", { kind: "build", system, piece: "bunker", agents } as never, m);

describe("seed 003 F1803 Building Bunkers: 'You can build Bunkers on planets, max 1 per planet. To build a Bunker, you must also scrap 1 agent from your supply.'", () => {
  test("a Build action on a planet with a Loyal piece: fresh where Red controls, damaged where Blue controls (p.12)", () => {
    const s = survivalistBuilds();
    const after = run(s, bunker("1.2"));
    expect(after.actions?.taken).toEqual(["build"]);
    expect(after.actions?.mapActs).toEqual(["build:bunker@1.2"]);
    expect(after.events[0]).toMatchObject({ text: "Red builds a Bunker in 1.2", map: {} });
    const rival = run(s, bunker("1.3"));
    expect(rival.events[0]).toMatchObject({ text: "Red builds a Bunker in 1.3, placed damaged: Blue controls 1.3 (p.12)", map: { damaged: true } });
  });

  test("refused: a gate, a planet with a Bunker, no Loyal piece there, no agent in supply, and anyone but the Survivalist", () => {
    const s = survivalistBuilds();
    expect(refusal(s, bunker("1.0"))).toBe("Building Bunkers (F1803): Bunkers are built on planets, and 1.0 is a gate");
    expect(refusal(s, bunker("1.2", 4, { ...map, fateTokens: [{ system: "1.2", token: "Bunker" }] }))).toBe("Building Bunkers (F1803): max 1 Bunker per planet, and 1.2 has one");
    expect(refusal(s, bunker("1.1"))).toBe("Building Bunkers (F1803): you build in a system with a Loyal piece (p.12): Red has none in 1.1");
    expect(refusal(s, bunker("1.2", 0))).toBe("Building Bunkers (F1803): a Bunker scraps 1 agent from your supply, and yours is empty");
    expect(refusal(survivalistBuilds("FATE01"), bunker("1.2"))).toBe("Building Bunkers (F1803): only the Survivalist builds Bunkers");
  });

  test("a Build action like any other: refused with no Build action left (a Mobilization card), and outside a campaign", () => {
    const s = survivalistBuilds();
    const mob = redLeads("mobilization");
    const c = mob.campaign as CampaignState;
    const held = { ...mob, campaign: { ...c, players: c.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE18" } : p)) } };
    expect(refusal(held, bunker("1.2"))).toMatch(/^Red cannot build/);
    expect(refusal({ ...s, campaign: undefined }, bunker("1.2"))).toBe("only a Fate card builds a bunker");
  });
});

describe("seed 003 F1801B Keep the People Safe, 'Protect Against the Blight': 'Advance 1 each time a Blight Crisis happens at a planet with a Bunker.'", () => {
  /** Act III, the Crises due after an event (BR p.18); Red the Survivalist with its marker on 10. */
  function crisesDue(fate = "FATE18"): GameState {
    const s = startCampaign({
      type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
      governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"],
    });
    const c = s.campaign as CampaignState;
    const players = c.players.map((p) => (p.colour === "Red" ? { ...p, fate, letter: "C" as const, objective: 10 } : p));
    return { ...s, campaign: { ...c, act: "III", players, crisesDue: true, lastEvent: { event: "crisis", planet: "arrow", cluster: 5, resolve: "Crises" } } };
  }
  // Blight in 5.1, 5.2 and 5.3; Bunkers on 5.1, 5.2 and 6.1 (no Blight there).
  const blight = (system: string) => ({ system, pieces: [{ owner: "blight", kind: "blight", fresh: 1, damaged: 0 }] });
  const map = { systems: [blight("5.1"), blight("5.2"), blight("5.3")], fateTokens: ["5.1", "5.2", "6.1"].map((system) => ({ system, token: "Bunker" })) } as MapSnapshot;
  const resolve = (s: GameState, m: MapSnapshot) => run(s, { type: "resolveCrises", map: m, court: s.court.row.map((card) => ({ card })) } as never);
  const objective = (s: GameState) => (s.campaign as CampaignState).players.find((p) => p.colour === "Red")!.objective;

  test("the Crises step's Blight Crises at the planets where the Crises' map shows a Bunker: 2 of 3, the marker 10 -> 8", () => {
    const after = resolve(crisesDue(), map);
    expect((after.campaign as CampaignState).lastCrises!.blight.map((b) => b.system)).toEqual(["5.1", "5.2", "5.3"]);
    expect(objective(after)).toBe(8);
    expect(after.events.map((e) => e.text)).toContain("Red's objective advances 2 for 2 Blight Crisis(es) at a planet with a Bunker (F1801B): marker 10 -> 8");
  });

  test("no advance without the Survivalist, or with no Fate tokens sent", () => {
    expect(objective(resolve(crisesDue("FATE01"), map))).toBe(10);
    expect(objective(resolve(crisesDue(), { systems: map.systems }))).toBe(10);
  });
});
