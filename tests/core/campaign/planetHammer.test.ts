/**
 * The Planet Breaker's builds on the map (src/core/campaign/fates/planetHammer.ts; the build step's
 * MapRules.cardBuild). Card texts: seed 003's card reference, F1104 Planet Hammer and F1105-F1109 the
 * Refugees; F1103A "Hammer Fragment tokens are now known as Hammer tokens". Control: a system and its
 * contents (p.7), on a player's turn in a campaign BR p.10; building slots p.12.
 */
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { refusal, run } from "../game/helpers";
import { mapAction, mapOf, redLeads as baseRedLeads } from "../map/fixtures";
import { redLeads } from "./mapFixtures";

// 2.1 (Psionic, 1 slot): Red controls; 2.2 (Weapon, 1 slot): Blue controls; 2.3 (Relic, 2 slots): Red
// controls, a Red city; 1.2 (Fuel, 1 slot): Red's city fills it; 3.1 (Material): a fresh Imperial ship and Red's ship; gate 1.0: Red's ship.
const board = mapOf({
  "2.1": { Red: { ship: [2, 0] } }, "2.2": { Blue: { ship: [1, 0] }, Red: { ship: [0, 1] } }, "2.3": { Red: { ship: [1, 0], city: [1, 0] } },
  "1.2": { Red: { ship: [1, 0], city: [1, 0] } }, "3.1": { Red: { ship: [2, 0] }, empire: { ship: [1, 0] } }, "1.0": { Red: { ship: [1, 0] } },
});
const plain = mapOf({ "2.1": { Red: { ship: [2, 0] } } });
const holding = (cards: string[]): MapSnapshot => ({ ...board, playAreas: [{ colour: "Red", cards }] });
const prepare = (system: string, m = holding(["F1104"])) => mapAction("Red", { kind: "build", system, piece: "hammer" } as never, m);
const resettle = (system: string, m = holding(["F1109", "F1107", "F1106"])) => mapAction("Red", { kind: "build", system, piece: "free city" } as never, m);

describe("seed 003 F1104 Planet Hammer: 'Prepare (Build): Place a Hammer token at a planet you control. If one is already on the map, return it to your supply first.'", () => {
  test("a Build action (a Construction card) at a planet Red controls: the Prepare kept in the turn's record for Break World's 'If you did not Prepare this turn'", () => {
    const after = run(redLeads("construction"), prepare("2.1"));
    expect(after.actions?.taken).toEqual(["build"]);
    expect(after.actions?.mapActs).toEqual(["build:hammer@2.1"]);
    expect(after.events[0]).toMatchObject({ text: "Red builds a Hammer token in 2.1", map: {} });
  });

  test("refused: a planet Blue controls, a gate, the Empire's planet on an Outlaw's turn (BR p.10), without the card, with no Build action, outside a campaign", () => {
    const s = redLeads("construction");
    const w = "Prepare (Planet Hammer (F1104))";
    expect(refusal(s, prepare("2.2"))).toBe(`${w}: Red does not control 2.2 (BR p.10)`);
    expect(refusal(s, prepare("1.0"))).toBe(`${w}: 1.0 is a gate`);
    expect(refusal(s, prepare("3.1"))).toBe(`${w}: Red does not control 3.1 (BR p.10)`);
    expect(refusal(s, prepare("2.1", holding(["F1103A"])))).toBe(`${w}: the card is not in Red's play area`);
    expect(refusal(redLeads("aggression"), prepare("2.1"))).toMatch(/^Red cannot build/);
    expect(refusal(baseRedLeads("construction-3"), prepare("2.1", plain))).toBe("only a Fate card builds a hammer");
  });
});

describe("seed 003 F1105-F1109 the Refugees: 'Resettle (Build): Build a Free city on a <type> planet you control. Clear your <type> Outrage and gain <type> up to your number of empty resource slots. Tuck this card under the Breaking Worlds card.'", () => {
  test("the card of each type: F1105 Material, F1106 Fuel, F1107 Weapon, F1108 Relic, F1109 Psionic", () => {
    const s = redLeads("construction");
    expect(["1.3", "1.2", "2.2", "2.3", "2.1"].map((id) => refusal(s, resettle(id, holding([]))))).toEqual(["F1105", "F1106", "F1107", "F1108", "F1109"].map((card) => expect.stringContaining(`(${card})): the card is not in Red's play area`)));
  });

  test("a Build action at a Psionic planet Red controls, Heartworld Refugees (F1109) among Red's three: a fresh Free city, the Outrage and the tuck told (the table gains the resources)", () => {
    const after = run(redLeads("construction"), resettle("2.1"));
    expect(after.actions?.taken).toEqual(["build"]);
    expect(after.actions?.mapActs).toEqual(["build:free city@2.1"]);
    expect(after.events[0]).toMatchObject({ text: "Red builds a Free city in 2.1; clear your psionic Outrage, tuck the card under Breaking Worlds", map: {} });
  });

  test("refused: the planet's type picks the card (Relic: F1108 not held), a planet Blue controls, no empty building slot (p.12), a gate, outside a campaign", () => {
    const s = redLeads("construction");
    expect(refusal(s, resettle("2.3"))).toBe("Resettle (Lostworld Refugees (F1108)): the card is not in Red's play area");
    expect(refusal(s, resettle("2.2"))).toBe("Resettle (Deadworld Refugees (F1107)): Red does not control 2.2 (BR p.10)");
    expect(refusal(s, resettle("1.2"))).toBe("Resettle (Blazeworld Refugees (F1106)): 1.2 has no empty building slot (p.12)");
    expect(refusal(s, resettle("1.0"))).toBe("Resettle: 1.0 is a gate");
    expect(refusal(baseRedLeads("construction-3"), resettle("2.1", plain))).toBe("only a Fate card builds a free city");
  });
});
