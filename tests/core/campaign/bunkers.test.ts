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
    expect(refusal(s, bunker("1.2", 0))).toBe("Building Bunkers (F1803): to build a Bunker you scrap 1 agent from your supply, and yours is empty");
    expect(refusal(survivalistBuilds("FATE01"), bunker("1.2"))).toBe("Building Bunkers (F1803): only the Survivalist builds Bunkers");
  });

  test("a Build action like any other: refused with no Build action left (a Mobilization card), and outside a campaign", () => {
    const s = survivalistBuilds();
    const mob = redLeads("mobilization");
    const c = mob.campaign as CampaignState;
    const held = { ...mob, campaign: { ...c, players: c.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE18" } : p)) } };
    expect(refusal(held, bunker("1.2"))).toMatch(/^Red cannot build/);
    expect(refusal({ ...s, campaign: undefined }, bunker("1.2"))).toBe("only Building Bunkers (F1803) builds Bunkers");
  });
});
