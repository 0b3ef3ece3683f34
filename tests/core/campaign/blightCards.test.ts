/**
 * The Blight Speaker's Guild cards (src/core/campaign/fates/blightCards.ts), read in the acting
 * player's play area the map shows (`playAreas`). Card texts: seed 003's card reference (F1302,
 * F1306); Blight ends Catapult moves: BR p.19; control on a player's turn: BR p.10.
 */
import type { Colour } from "../../../src/core/data/vocabulary";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { blightCardOnMap } from "../../../src/core/campaign/fates/blightCards";
import { catapultGatesToRead } from "../../../src/core/map/move";
import { campaignMapRules } from "../../../src/core/campaign/mapActions";
import { refusal, run } from "../game/helpers";
import { mapAction, mapOf, redLeads as baseRedLeads } from "../map/fixtures";
import { redLeads } from "./mapFixtures";

const withCards = (map: MapSnapshot, cards: string[], colour: Colour = "Red"): MapSnapshot => ({ ...map, playAreas: [{ colour, cards }] });

test("seed 003: the map reads Spore Ships and Blight Reapers in the acting player's play area, not the Blight Speaker's other cards", () => {
  expect(blightCardOnMap("F1302") && blightCardOnMap("F1306")).toBe(true);
  expect(["F1301A", "F1304", "F1305", "F2103", "constructor"].some((id) => blightCardOnMap(id))).toBe(false);
});

describe("seed 003 F1302 Spore Ships: 'When you take a Catapult move, Blight no longer ends it.' (BR p.19: Blight in a gate ends Catapult moves)", () => {
  // Red's starport and 2 ships in 1.2; damaged Blight in gate 1.0; gate 2.0 beyond it.
  const map = mapOf({ "1.2": { Red: { ship: [2, 0], starport: [1, 0] } }, "1.0": { blight: { blight: [0, 1] } } });
  const through = (m: MapSnapshot) => mapAction("Red", { kind: "move", from: "1.2", groups: [{ to: "1.0", ships: { fresh: 1, damaged: 0 } }, { to: "2.0", ships: { fresh: 1, damaged: 0 } }] }, m);

  test("its holder's Catapult goes on through a gate with Blight, dropping a ship there; without it, or with another player's, the Blight stops it", () => {
    const s = redLeads("mobilization");
    expect(run(s, through(withCards(map, ["F1302"]))).events[0].text).toBe("Red takes Catapult moves from 1.2: 1 ship to 1.0, 1 ship to 2.0");
    expect(refusal(s, through(map))).toMatch(/Blight in gate 1\.0 ends Catapult moves \(BR p\.19\)/);
    expect(refusal(s, through(withCards(map, ["F1302"], "Blue")))).toMatch(/Blight in gate 1\.0 ends Catapult moves/);
  });

  test("only the Blight: a Rival's control of a gate still ends its holder's Catapult (p.13)", () => {
    const held = withCards(mapOf({ "1.2": { Red: { ship: [2, 0], starport: [1, 0] } }, "1.0": { blight: { blight: [1, 0] }, Blue: { ship: [1, 0] } } }), ["F1302"]);
    expect(refusal(redLeads("mobilization"), through(held))).toMatch(/Blue, a Regent, controls gate 1\.0/);
  });

  test("the gates the table reads for its holder's Catapult go on behind a gate with Blight (catapultGatesToRead)", () => {
    const s = redLeads("mobilization");
    const rules = campaignMapRules(s);
    const read = { "1.2": true, "1.0": true };
    const behind = catapultGatesToRead(withCards(map, ["F1302"]), "1.2", "Red", false, [], rules, read);
    expect(behind.length).toBeGreaterThan(0);
    expect(behind).toContain("2.0");
    expect(catapultGatesToRead(map, "1.2", "Red", false, [], rules, read)).toEqual([]);
  });
});

describe("seed 003 F1306 Blight Reapers: 'Harvest (Tax): Destroy 1 damaged Blight from a system you control. (Do not take it as a Trophy.) Gain 1 resource of the planet in that system, or gain any 1 resource if it is a gate.'", () => {
  // 1.2 (a Fuel planet): Red's ship controls, a damaged Blight; 1.3: Blue controls; 1.1: only fresh Blight; gate 1.0: Red controls.
  const map = withCards(mapOf({
    "1.2": { Red: { ship: [1, 0] }, blight: { blight: [0, 1] } },
    "1.3": { Red: { ship: [1, 0] }, Blue: { ship: [2, 0] }, blight: { blight: [0, 1] } },
    "1.1": { Red: { ship: [1, 0] }, blight: { blight: [1, 0] } },
    "1.0": { Red: { ship: [1, 0] }, blight: { blight: [0, 1] } },
  }), ["F1306"]);
  const harvest = (system: string, m: MapSnapshot, gain?: string) => mapAction("Red", (gain === undefined ? { kind: "harvest", system } : { kind: "harvest", system, gain }) as never, m);

  test("with a Tax action, in a system Red controls with a damaged Blight: the planet's resource, and the log says the Blight goes without a Trophy", () => {
    const s = redLeads("administration");
    const after = run(s, harvest("1.2", map));
    expect(after.actions?.taken).toEqual(["tax"]);
    expect(after.events[0].text).toBe("Red Harvests with Blight Reapers (F1306): 1 damaged Blight in 1.2 destroyed (no Trophy), gains 1 fuel");
    expect(after.events[0].map).toEqual({ resource: "fuel" });
    expect(refusal(s, harvest("1.2", map, "relic"))).toBe("Blight Reapers (F1306): Harvest in 1.2 gains 1 fuel, not relic");
  });

  test("at a gate, any 1 resource: the one the table saw taken", () => {
    const after = run(redLeads("administration"), harvest("1.0", map, "relic"));
    expect(after.events[0].map).toEqual({ resource: "relic" });
  });

  test("refused: not controlled, no damaged Blight, without the card, and with no Tax action (a Mobilization card)", () => {
    const s = redLeads("administration");
    expect(refusal(s, harvest("1.3", map))).toBe("Blight Reapers (F1306): Red does not control 1.3");
    expect(refusal(s, harvest("1.1", map))).toBe("Blight Reapers (F1306): no damaged Blight in 1.1");
    expect(refusal(s, harvest("1.2", withCards(map, ["F1306"], "Blue")))).toBe("Red has no Blight Reapers (F1306)");
    expect(refusal(redLeads("mobilization"), harvest("1.2", map))).toBe("Red cannot tax: the Mobilization card gives Mobilization actions, which cannot tax; no resource gives it (p.17)");
  });
});

test("seed 003 F1306: the base game has no Blight and no Harvest: its map rules refuse one", () => {
  const m = withCards(mapOf({ "3.3": { Red: { ship: [1, 0] } } }), ["F1306"]);
  expect(refusal(baseRedLeads("administration-4"), mapAction("Red", { kind: "harvest", system: "3.3" } as never, m))).toBe("only Blight Reapers (F1306) Harvests");
});
