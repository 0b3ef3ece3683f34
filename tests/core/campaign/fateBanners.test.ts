/**
 * Seed 003 F1002 Planting Banners (the Hegemon's Ability): "Banner tokens are your Loyal pieces.
 * Prelude: You may place a Banner at your Flagship's planet if it has no Banners and no ships or
 * buildings that are not Loyal. (You can do this multiple times.)" (src/core/campaign/fates/banners.ts).
 * The Prelude: after the card, until a battle or secure is paid with a pip (p.20).
 */
import type { GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { bannerRefusal, bannersControlled } from "../../../src/core/campaign/fates/banners";
import { mapAction, mapOf } from "../map/fixtures";
import { refusal, run } from "../game/helpers";
import { redLeads } from "./mapFixtures";

/** Red, the Hegemon, has led Administration (its Prelude open). */
function hegemonLeads(): GameState {
  const s = redLeads("administration");
  const c = s.campaign as CampaignState;
  return { ...s, campaign: { ...c, players: c.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE10" } : p)) } };
}

const withBanners = (map: MapSnapshot, at: string[]): MapSnapshot => ({ ...map, fateTokens: at.map((system) => ({ system: system as never, token: "Banner" })) });

describe("seed 003 F1002 Planting Banners: a Banner at the Hegemon's Flagship's planet", () => {
  const s = hegemonLeads();
  const own = mapOf({ "1.2": { Red: { flagship: [1, 0], ship: [2, 1], city: [1, 0] }, blight: { blight: [1, 0] } }, "2.2": { Red: { ship: [1, 0] } } });

  test("'if it has no Banners and no ships or buildings that are not Loyal': Loyal ships and cities and Blight do not stop it; a Banner elsewhere neither ('multiple times')", () => {
    expect(bannerRefusal(s, "Red", withBanners(own, ["2.2"]), "1.2")).toBeUndefined();
  });

  test("refused where the planet has a Banner, a Rival's ship, a Free city, or where the Flagship is not", () => {
    expect(bannerRefusal(s, "Red", withBanners(own, ["1.2"]), "1.2")).toBe("Planting Banners (F1002): 1.2 has a Banner already");
    const rival = mapOf({ "1.2": { Red: { flagship: [1, 0] }, Blue: { ship: [0, 1] } } });
    expect(bannerRefusal(s, "Red", rival, "1.2")).toBe("Planting Banners (F1002): 1.2 has a Blue ship, not Loyal to you");
    const free = mapOf({ "1.2": { Red: { flagship: [1, 0] }, free: { city: [1, 0] } } });
    expect(bannerRefusal(s, "Red", free, "1.2")).toBe("Planting Banners (F1002): 1.2 has a free city, not Loyal to you");
    expect(bannerRefusal(s, "Red", own, "2.2")).toBe("Planting Banners (F1002): a Banner goes at your Flagship's planet, and 2.2 is not it");
    // A Flagship at a gate is at no planet.
    expect(bannerRefusal(s, "Red", mapOf({ "1.0": { Red: { flagship: [1, 0] } } }), "1.0")).toMatch(/1\.0 is not it$/);
  });

  test("only the Hegemon, only in its Prelude (p.20)", () => {
    expect(bannerRefusal(s, "Blue", own, "1.2")).toBe("Planting Banners (F1002): only the Hegemon places Banners");
    const over: GameState = { ...s, actions: { player: "Red", chapter: s.chapter, round: s.round!.number, spent: [], weapon: false, taken: ["battle"], preludeOver: true } };
    expect(bannerRefusal(over, "Red", own, "1.2")).toBe("Planting Banners (F1002): a Prelude: your turn, after your card, before a battle or secure (p.20)");
    expect(bannerRefusal({ ...s, phase: "scoring" }, "Red", own, "1.2")).toMatch(/a Prelude/);
  });
});

describe("seed 003 F1004 Song of the Banner: 'You may move between planets with Banners as if they were adjacent.'", () => {
  // Red's 2 ships at planet 1.2 (no starport: no Catapult); Banners on 1.2 and on planet 4.3, far away.
  const map = mapOf({ "1.2": { Red: { ship: [2, 0] } } });
  const move = (m: MapSnapshot) => mapAction("Red", { kind: "move", from: "1.2", groups: [{ to: "4.3", ships: { fresh: 1, damaged: 0 } }] }, m);
  const held = (m: MapSnapshot, colour: "Red" | "Blue" = "Red"): MapSnapshot => ({ ...m, playAreas: [{ colour, cards: ["F1004"] }] });

  test("its holder moves between two Banner planets as a plain move; without the card, another's card, or a Banner missing, the move is refused as not adjacent (p.13)", () => {
    const s = redLeads("mobilization");
    expect(run(s, move(held(withBanners(map, ["1.2", "4.3"])))).events[0].text).toBe("Red moves 1 ship from 1.2 to 4.3");
    for (const m of [withBanners(map, ["1.2", "4.3"]), held(withBanners(map, ["1.2", "4.3"]), "Blue"), held(withBanners(map, ["1.2"])), held(map)]) {
      expect(refusal(s, move(m))).toMatch(/4\.3 is not adjacent to 1\.2/);
    }
  });
});

describe("seed 003 F1009/F1010 Against Hegemony, When Secured: 'You may take any Banners you control as Trophies.'", () => {
  test("base p.7: the Banners in systems where the securer has more fresh ships than each Rival; a tie, damaged ships or no ships control nothing", () => {
    const s = hegemonLeads();
    const map = mapOf({ "1.2": { Red: { ship: [2, 0] }, Blue: { ship: [1, 0] } }, "2.2": { Red: { ship: [1, 0] }, Blue: { ship: [1, 0] } }, "3.2": { Red: { ship: [0, 3] } }, "4.2": { Blue: { ship: [1, 0] } } });
    expect(bannersControlled(s, "Red", withBanners(map, ["1.2", "2.2", "3.2", "4.2", "5.2"]))).toEqual(["1.2"]);
    expect(bannersControlled(s, "Blue", withBanners(map, ["1.2", "4.2"]))).toEqual(["4.2"]);
    expect(bannersControlled(s, "Red", map)).toEqual([]);
  });
});
