/**
 * Fate-set cards that change a tax for their holder (src/core/campaign/fates/taxCards.ts), read in
 * the taxer's play area the map shows (`playAreas`). Card texts: seed 003's card reference (F102,
 * F1205, F1902, F2003); "like they are Loyal": FAQ (no control needed, no Captive).
 */
import type { Colour } from "../../../src/core/data/vocabulary";
import type { GameState } from "../../../src/core/game/types";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { taxCardOnMap } from "../../../src/core/campaign/fates/taxCards";
import { refusal, run } from "../game/helpers";
import { mapAction, mapOf } from "../map/fixtures";
import { redLeads } from "./mapFixtures";

const withCards = (map: MapSnapshot, cards: string[], colour: Colour = "Red"): MapSnapshot => ({ ...map, playAreas: [{ colour, cards }] });
const tax = (system: string, owner: string, map: MapSnapshot) => mapAction("Red", { kind: "tax", system, owner } as never, map);
/** The log's lines (a tax of a Rival city says whether it captures an agent). */
const taxed = (s: GameState) => s.events.map((e) => e.text).join("\n");

test("seed 003: the map reads Imperial Authority, Pirate Smugglers and the two Ires in the taxer's play area, no other card", () => {
  expect(["F102", "F1205", "F1902", "F2003"].every((id) => taxCardOnMap(id))).toBe(true);
  expect(["F101", "F1204", "F1502", "F1802", "F2004", "constructor"].some((id) => taxCardOnMap(id))).toBe(false);
});

describe("seed 003 F1902 Ire of the Keepers, F2003 Ire of the Tycoons: 'You cannot tax Loyal cities on Relic (Material and Fuel) planets that you do not control'", () => {
  // Red's cities in 2.3 (Relic), 1.3 (Material) and 1.2 (Fuel), where Blue's 2 fresh ships control; in 4.1 (Relic) Red's own ship controls.
  const map = mapOf({
    "2.3": { Red: { city: [1, 0] }, Blue: { ship: [2, 0] } },
    "1.3": { Red: { city: [1, 0] }, Blue: { ship: [2, 0] } },
    "1.2": { Red: { city: [1, 0] }, Blue: { ship: [2, 0] } },
    "4.1": { Red: { city: [1, 0], ship: [1, 0] } },
  });
  const s = redLeads("administration");

  test("F1902: a Loyal city on a Relic planet someone else controls is refused in the game's words; one on a Relic planet Red controls, or on a Material planet, is taxed", () => {
    expect(run(s, tax("2.3", "Red", map)).actions?.taken).toEqual(["tax"]);
    expect(refusal(s, tax("2.3", "Red", withCards(map, ["F1902"])))).toBe(
      "Ire of the Keepers (F1902): you tax Loyal cities on Relic planets only where you control, and Red does not control 2.3",
    );
    expect(run(s, tax("4.1", "Red", withCards(map, ["F1902"]))).actions?.taken).toEqual(["tax"]);
    expect(run(s, tax("1.3", "Red", withCards(map, ["F1902"]))).actions?.taken).toEqual(["tax"]);
    // Another player's Ire is not Red's.
    expect(run(s, tax("2.3", "Red", withCards(map, ["F1902"], "Blue"))).actions?.taken).toEqual(["tax"]);
  });

  test("F2003: Material and Fuel planets are refused where Red does not control; a Relic one is not", () => {
    const ire = withCards(map, ["F2003"]);
    expect(refusal(s, tax("1.3", "Red", ire))).toBe("Ire of the Tycoons (F2003): you tax Loyal cities on Material and Fuel planets only where you control, and Red does not control 1.3");
    expect(refusal(s, tax("1.2", "Red", ire))).toMatch(/^Ire of the Tycoons \(F2003\)/);
    expect(run(s, tax("2.3", "Red", ire)).actions?.taken).toEqual(["tax"]);
  });
});

describe("seed 003 F102 Imperial Authority: 'Bury this if you're an Outlaw. You may tax any cities controlled by the Empire like they are Loyal, ignoring the Empire's Presence and Truce Laws. (Don't take Captives.)'", () => {
  // 1.1: a fresh Imperial ship (the Empire controls), Yellow's city (Yellow a Regent) and a Free city; Red has no piece there.
  const map = mapOf({ "1.1": { empire: { ship: [1, 0] }, Yellow: { city: [1, 0] }, free: { city: [1, 0] } } });

  test("a Regent holding it taxes a Rival Regent's and a Free city where the Empire controls, without control, without a Captive, despite the Truce Law", () => {
    const s = redLeads("administration", "regent");
    expect(refusal(s, tax("1.1", "Yellow", map))).toBe("Yellow's city in 1.1 is a Rival city: you tax it only in a system you control (p.12; BR p.10)");
    const after = run(s, tax("1.1", "Yellow", withCards(map, ["F102"])));
    expect(after.actions?.taken).toEqual(["tax"]);
    expect(taxed(after)).not.toMatch(/captures 1 of Yellow's agents/);
    expect(after.players.find((p) => p.colour === "Yellow")).toEqual(s.players.find((p) => p.colour === "Yellow"));
    expect(refusal(s, tax("1.1", "free", map))).toMatch(/^you tax a Free city only in a system you control/);
    expect(run(s, tax("1.1", "free", withCards(map, ["F102"]))).actions?.taken).toEqual(["tax"]);
  });

  test("not where the Empire does not control (a damaged Imperial ship), and not an Outlaw's ('Bury this if you're an Outlaw')", () => {
    const damaged = mapOf({ "1.1": { empire: { ship: [0, 1] }, Yellow: { city: [1, 0] } } });
    expect(refusal(redLeads("administration", "regent"), tax("1.1", "Yellow", withCards(damaged, ["F102"])))).toMatch(/is a Rival city: you tax it only in a system you control/);
    expect(refusal(redLeads("administration", "outlaw"), tax("1.1", "Yellow", withCards(map, ["F102"])))).toMatch(/is a Rival city: you tax it only in a system you control/);
  });
});

describe("seed 003 F1205 Pirate Smugglers: 'You may tax Rival cities with any Loyal ships, ignoring control, but you do not capture an agent if you do not control it.'", () => {
  const s = redLeads("administration");

  test("with a damaged Loyal ship where Blue controls, Red taxes Yellow's city without a Captive; where Red controls, with one; without a ship, not at all", () => {
    const there = mapOf({ "1.1": { Red: { ship: [0, 1] }, Blue: { ship: [2, 0] }, Yellow: { city: [1, 0] } } });
    expect(refusal(s, tax("1.1", "Yellow", there))).toMatch(/^Yellow's city in 1.1 is a Rival city/);
    const smuggled = run(s, tax("1.1", "Yellow", withCards(there, ["F1205"])));
    expect(smuggled.actions?.taken).toEqual(["tax"]);
    expect(taxed(smuggled)).not.toMatch(/captures 1 of Yellow's agents/);
    const controlled = run(s, tax("1.1", "Yellow", withCards(mapOf({ "1.1": { Red: { ship: [1, 0] }, Yellow: { city: [1, 0] } } }), ["F1205"])));
    expect(taxed(controlled)).toMatch(/captures 1 of Yellow's agents/);
    expect(refusal(s, tax("1.1", "Yellow", withCards(mapOf({ "1.1": { Blue: { ship: [2, 0] }, Yellow: { city: [1, 0] } } }), ["F1205"])))).toMatch(/^Yellow's city in 1.1 is a Rival city/);
  });

  test("'ignoring control' only: a Regent still does not tax a Rival Regent where Imperial ships are (the Truce Law, BR p.11)", () => {
    const truce = withCards(mapOf({ "1.1": { Red: { ship: [1, 0] }, empire: { ship: [0, 1] }, Blue: { ship: [2, 0] }, Yellow: { city: [1, 0] } } }), ["F1205"]);
    expect(refusal(redLeads("administration", "regent"), tax("1.1", "Yellow", truce))).toBe("Truce Law: Regents cannot tax Rival Regents where there are Imperial ships, as in 1.1 (BR p.11)");
    expect(run(redLeads("administration", "outlaw"), tax("1.1", "Yellow", truce)).actions?.taken).toEqual(["tax"]);
  });
});
