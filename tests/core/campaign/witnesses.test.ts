/**
 * The Pacifist's Witnesses (F1402) and the Empath line of its Act II objective (F1401B), in the core
 * (src/core/campaign/fates/mapCards.ts, map/mapAction.ts, fates/objectiveMoments.ts).
 * Seed 003 F1402: "Witness tokens are your Loyal pieces. ... **Prelude:** You may flip a Witness you
 * control at a Psionic planet to its Psionic resource side and take it. You may declare Empath."
 * F1401B: "Advance 1 for each Psionic you spend in your Prelude while Empath is declared."
 * Control on a player's turn: BR p.10; Prelude actions, any number, before the first pip: p.20;
 * a card's declare: the highest Available marker, no zero marker (as the Liaisons, F409).
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import type { CampaignState } from "../../../src/core/campaign/types";
import { mapCardOnMap } from "../../../src/core/campaign/fates/mapCards";
import { refusal, run } from "../game/helpers";
import { mapAction, mapOf } from "../map/fixtures";
import { redLeads } from "./mapFixtures";

// Psionic planets: 2.1, 5.3, 6.3. Red controls 2.1 and 5.3; Blue controls 6.3; a Witness in each, and one at Weapon planet 2.2 (Red's).
const tokens = ["2.1", "5.3", "6.3", "2.2"].map((system) => ({ system, token: "Witness" }));
const map = { ...mapOf({ "2.1": { Red: { ship: [1, 0] } }, "5.3": { Red: { ship: [2, 0] }, Blue: { ship: [1, 0] } }, "6.3": { Blue: { ship: [1, 0] } }, "2.2": { Red: { ship: [1, 0] } }, "3.1": { Red: { ship: [1, 0] } } }), playAreas: [{ colour: "Red", cards: ["F1402"] }], fateTokens: tokens } as MapSnapshot;
const witness = (system: string, m: MapSnapshot = map) => mapAction("Red", { kind: "card", card: "F1402", system } as never, m);
const empath = (m: MapSnapshot = map) => mapAction("Red", { kind: "card", card: "F1402", call: "empath" } as never, m);

/** Red holds the Pacifist in Act II, objective marker on 9. */
function pacifist(s: GameState): GameState {
  const c = s.campaign as CampaignState;
  return { ...s, campaign: { ...c, act: "II", players: c.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE14", letter: "B" as const, objective: 9 } : p)) } };
}
const redObjective = (s: GameState) => (s.campaign as CampaignState).players.filter((p) => p.colour === "Red")[0].objective;
const psionic = { type: "spendResource", player: "Red", resource: "psionic", outrage: [] } as Command;

test("seed 003 F1402: the map reads Witnesses in the acting player's play area", () => {
  expect(mapCardOnMap("F1402")).toBe(true);
});

describe("seed 003 F1402 Witnesses' Prelude: 'You may flip a Witness you control at a Psionic planet to its Psionic resource side and take it.'", () => {
  test("a Witness at a Psionic planet Red controls (BR p.10): a Prelude action, no action spent; the event tells the table which Witness", () => {
    const after = run(pacifist(redLeads("construction")), witness("2.1"));
    expect(after.actions?.taken).toEqual([]);
    expect(after.actions?.prelude).toBe(true);
    expect(after.events[0].text).toBe("Red uses Witnesses (F1402): the Witness in 2.1 flips to Psionic and Red takes it");
    expect(after.events[0].map).toEqual({ witness: "2.1" });
  });

  test("p.20 'any number of Prelude actions': a second Witness in the same Prelude (5.3, where Red has more ships than Blue)", () => {
    const after = run(pacifist(redLeads("construction")), witness("2.1"), witness("5.3"));
    expect(after.events.map((e) => e.map)).toEqual([{ witness: "5.3" }]);
  });

  test("refused in the game's words: not a Psionic planet, a planet Red does not control, no Witness there, the card not in Red's play area", () => {
    const s = pacifist(redLeads("construction"));
    expect(refusal(s, witness("2.2"))).toBe("Witnesses (F1402): 2.2 is not a Psionic planet");
    expect(refusal(s, witness("6.3"))).toBe("Witnesses (F1402): Red does not control 6.3");
    expect(refusal(s, witness("2.1", { ...map, fateTokens: tokens.slice(1) } as MapSnapshot))).toBe("Witnesses (F1402): no Witness lies in 2.1");
    expect(refusal(s, witness("2.1", { ...map, playAreas: [] } as MapSnapshot))).toBe("Witnesses (F1402): the card is not in Red's play area");
  });

  test("p.20: only on Red's turn after the card, and not once the Prelude is over (a battle paid with a pip)", () => {
    const s = pacifist(redLeads("aggression"));
    expect(refusal(s, mapAction("Blue", { kind: "card", card: "F1402", system: "6.3" } as never, { ...map, playAreas: [{ colour: "Blue", cards: ["F1402"] }] } as MapSnapshot))).toBe("it is Red's turn, not Blue's");
    const over = { ...s, actions: { player: "Red" as const, chapter: s.chapter, round: 1, spent: [], weapon: false, taken: ["battle" as const], preludeOver: true } };
    expect(refusal(over, witness("2.1"))).toBe("Red's Prelude is over (p.20)");
  });
});

describe("seed 003 F1402 Witnesses' Prelude: 'You may declare Empath.'", () => {
  test("the highest Available marker goes to Empath's box, no zero marker (a card's declare, as the Liaisons F409); a Prelude action", () => {
    const s = pacifist(redLeads("construction"));
    const after = run(s, empath());
    const placed = after.markers.filter((m) => m.at === "empath");
    expect(placed).toHaveLength(1);
    expect(after.round?.ambitionDeclared).toBe(true);
    expect(after.actions?.taken).toEqual([]);
    expect(after.events.map((e) => e.text).join(" | ")).toContain("Red declares Empath in the Prelude: the ");
    expect(refusal(s, mapAction("Red", { kind: "card", card: "F1402", call: "empath" } as never, { ...map, playAreas: [] } as MapSnapshot))).toBe("Witnesses (F1402): the card is not in Red's play area");
  });
});

describe("seed 003 F1401B 'Spread Empathy': 'Advance 1 for each Psionic you spend in your Prelude while Empath is declared.'", () => {
  test("Red's Psionic spent with Empath declared advances the marker 1 each; none before the declare, none for another resource", () => {
    const s = pacifist(redLeads("construction"));
    const before = run(s, psionic);
    expect(redObjective(before)).toBe(9);
    const twice = run(s, empath(), psionic, psionic);
    expect(twice.events.map((e) => e.text)).toContain("Red's objective advances 1 for a Psionic spent in the Prelude with Empath declared (F1401B): marker 8 -> 7");
    expect(redObjective(run(twice, { type: "spendResource", player: "Red", resource: "fuel", outrage: [] } as Command))).toBe(7);
  });

  test("not the Pacifist's Act II: no advance", () => {
    const s = redLeads("construction");
    const c = s.campaign as CampaignState;
    const other = { ...s, campaign: { ...c, act: "II" as const, players: c.players.map((p) => (p.colour === "Red" ? { ...p, objective: 9 } : p)) } };
    expect(redObjective(run(other, empath(), psionic))).toBe(9);
  });
});
