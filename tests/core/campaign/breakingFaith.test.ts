/**
 * F831 Breaking the Faith (seed 003, a Law the Believer's Act III setup F829A adds to the rules
 * booklet; BR p.9 the booklet's Laws): "When a Rival of the Believer destroys a Loyal city of the
 * Believer, the destroying player may remove 1 Ideal token from an undeclared ambition." The core's
 * `removeIdeal` (src/core/campaign/fates/breakingFaith.ts, handed it by fates/faithful.ts): one removal a city destroyed in the
 * Rival's battle (p.14: a destroyed city is a Trophy), for the rest of that turn; "undeclared": no
 * ambition marker on it (p.8).
 */
import type { Command, GameState } from "../../../src/core/game/types";
import { actThreeBattle } from "./battleFixtures";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { IdealRead } from "../../../src/core/campaign/fateCommandTypes";
import { idealsLeft } from "../../../src/core/campaign/fates/breakingFaith";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { newPlayerHoldings } from "../../../src/core/court/types";
import { refusal, run } from "../game/helpers";
import { mapAction, mapOf } from "../map/fixtures";
import { redLeads, withPassageLaw } from "./mapFixtures";

const IDEALS: IdealRead[] = [{ at: "tycoon", side: "zeal" }, { at: "keeper", side: "wisdom" }];

/** Red (an Outlaw) attacks Blue, the Believer in Act III, and destroys Blue's city (tools/bench/campaignBattleScenario.ts); `law`: F831 in the booklet. */
function battle(law: boolean): GameState {
  return actThreeBattle("Blue", "FATE08", undefined, law ? "F831" : undefined);
}

const remove = (player: string, ambition: string, ideals: IdealRead[] = IDEALS) => ({ type: "removeIdeal", player, ambition, ideals }) as Command;

describe("seed 003 F831 'Breaking the Faith': 'the destroying player may remove 1 Ideal token from an undeclared ambition'", () => {
  const after = battle(true);

  test("accepted: Red, who destroyed Blue's Loyal city, removes the Ideal from undeclared Tycoon; the removal is spent", () => {
    expect(after.battle!.attacker).toBe("Red");
    expect(idealsLeft(after, "Red")).toBe(1);
    const s = run(after, remove("Red", "tycoon"));
    expect(s.events.map((e) => e.text)).toContain("Red removes the Ideal from Tycoon (F831)");
    expect(idealsLeft(s, "Red")).toBe(0);
    // "1 Ideal token": one city destroyed, one removal.
    expect(refusal(s, remove("Red", "keeper"))).toBe("Red destroyed no city of the Believer this turn (F831)");
  });

  test("wrong player: Blue (the Believer) or Yellow cannot remove it, the state untouched", () => {
    expect(refusal(after, remove("Blue", "tycoon"))).toBe("Blue destroyed no city of the Believer this turn (F831)");
    expect(refusal(after, remove("Yellow", "tycoon"))).toBe("Yellow destroyed no city of the Believer this turn (F831)");
  });

  test("refused, the state untouched: a declared ambition (an ambition marker on it, p.8), an ambition without an Ideal", () => {
    const declared: GameState = { ...after, markers: after.markers.map((m, i) => (i === 0 ? { ...m, at: "tycoon" } : m)) };
    expect(refusal(declared, remove("Red", "tycoon"))).toBe("Tycoon is declared (F831)");
    expect(refusal(after, remove("Red", "warlord"))).toBe("Warlord has no Ideal token");
    expect(refusal(after, remove("Red", "tycoon", []))).toBe("Tycoon has no Ideal token");
  });

  test("without Breaking the Faith in the booklet no removal is granted", () => {
    const s = battle(false);
    expect(idealsLeft(s, "Red")).toBe(0);
    expect(refusal(s, remove("Red", "tycoon"))).toBe("Red destroyed no city of the Believer this turn (F831)");
  });
});

/** `s` in Act III with Blue the Believer and, with `law`, F831 in the booklet. */
function believerAct(s: GameState, law: boolean): GameState {
  const c = s.campaign as CampaignState;
  const t: GameState = { ...s, campaign: { ...c, act: "III", players: c.players.map((p) => (p.colour === "Blue" ? { ...p, fate: "FATE08" } : p)) } };
  return law ? run(t, { type: "booklet", player: "Blue", action: "add", card: "F831" } as Command) : t;
}

describe("seed 003 F831 'When a Rival of the Believer destroys a Loyal city of the Believer': every destruction by a Rival the core sees, not only a battle's", () => {
  // 2.1: Red's 2 ships, Blue's ship and city; Red holds the Planet Hammer, its token face up there.
  const world = { ...mapOf({ "2.1": { Red: { ship: [2, 0] }, Blue: { ship: [1, 0], city: [1, 0] } } }), playAreas: [{ colour: "Red", cards: ["F1104"] }], fateTokens: [{ system: "2.1", token: "Hammer Fragment" }] } as MapSnapshot;
  const court = { players: (["Red", "Blue", "Yellow"] as const).map((c) => newPlayerHoldings(c, 4)), court: { deck: [], row: [], discard: [] }, supply: { material: 5, fuel: 5, weapon: 5, relic: 5, psionic: 5 } };
  const press = (player: string) => ({ type: "breakWorld", player, map: world, court }) as unknown as Command;
  const broken = (law: boolean) => run(believerAct(redLeads("aggression"), law), mapAction("Red", { kind: "card", card: "F1104" } as never, world), press("Blue"), press("Yellow"), press("Red"));

  test("F1103B step 2 'Destroy all buildings on the planet': Red's Break World breaks 2.1 with Blue's city: Red may remove 1 Ideal, Yellow none", () => {
    const s = broken(true);
    expect(s.events.map((e) => e.text)).toContain("Red destroyed 1 of Blue's cities: they may remove 1 Ideal(s) from undeclared ambitions (F831)");
    expect(idealsLeft(s, "Red")).toBe(1);
    expect(refusal(s, remove("Yellow", "tycoon"))).toBe("Yellow destroyed no city of the Believer this turn (F831)");
    expect(idealsLeft(run(s, remove("Red", "tycoon")), "Red")).toBe(0);
    expect(idealsLeft(broken(false), "Red")).toBe(0);
  });

  const gate = { ...mapOf({ "3.1": { Red: { ship: [2, 0], starport: [1, 0] } }, "3.0": { Blue: { city: [1, 0] } } }), playAreas: [{ colour: "Red", cards: ["F2203"] }] } as MapSnapshot;
  const catapult = mapAction("Red", { kind: "move", from: "3.1", groups: [{ to: "3.0", ships: { fresh: 2, damaged: 0 } }], breaking: true } as never, gate);

  test("F2203 step 3 'Destroy all buildings on the gate': Red's Breaking Gates Catapult into 3.0 with Blue's gate city: Red may remove 1 Ideal; refused, nothing granted", () => {
    // Blue holds Gate Stations (L11, "You may build cities on gates"): its city on gate 3.0.
    const stations = (t: GameState): GameState => ({ ...t, players: t.players.map((p) => (p.colour === "Blue" ? { ...p, lore: ["L11"] } : p)) });
    const s = run(stations(believerAct(withPassageLaw(redLeads("mobilization")), true)), catapult);
    expect(s.events.map((e) => e.text)).toContain("Red destroyed 1 of Blue's cities: they may remove 1 Ideal(s) from undeclared ambitions (F831)");
    expect(idealsLeft(s, "Red")).toBe(1);
    const off = { ...gate, playAreas: [] } as MapSnapshot;
    expect(refusal(stations(believerAct(withPassageLaw(redLeads("mobilization")), true)), { ...catapult, map: off } as Command)).toBe("F2203 is not in Red's play area");
  });
});
