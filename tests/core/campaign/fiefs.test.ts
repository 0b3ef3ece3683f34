/**
 * The Warden's Lords and Fiefs (src/core/campaign/fates/fiefs.ts), read from the Seats a tax's or a
 * battle roll's map carries, while Feudal Law is in the rules booklet (BR p.9). Card texts: seed 003
 * F1609 Seats & Fiefs, F1610 Feudal Law (and the Lord titles F1603-F1608, which say the same);
 * "harm": BR p.27 (choose as defender, damage, destroy or hit).
 */
import type { Colour } from "../../../src/core/data/vocabulary";
import type { GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { FateTokenOnMap, MapSnapshot } from "../../../src/core/map/snapshot";
import { rulesBookletOf } from "../../../src/core/campaign/booklet";
import { refusal, run } from "../game/helpers";
import { mapAction, mapOf } from "../map/fixtures";
import { redLeads } from "./mapFixtures";
import { redToBattle, roll } from "./battleFixtures";

/** `s` with Seats & Fiefs and Feudal Law in the rules booklet (the Warden's Act II setup, F1601A step 4). */
function feudal(s: GameState): GameState {
  const c = s.campaign as CampaignState;
  const b = rulesBookletOf(c);
  return { ...s, campaign: { ...c, rulesBooklet: { edicts: b.edicts, laws: b.laws.concat([["F1609"], ["F1610"]]) } } };
}
const seat = (system: string, on: Colour, n = "1st"): FateTokenOnMap => ({ system: system as never, token: `Seat ${n}`, on });
const withSeats = (map: MapSnapshot, seats: FateTokenOnMap[]): MapSnapshot => ({ ...map, fateTokens: seats });
const tax = (system: string, owner: string, map: MapSnapshot) => mapAction("Red", { kind: "tax", system, owner } as never, map);
const captive = (s: GameState) => s.events.filter((e) => e.map !== undefined && e.map.captive !== undefined).map((e) => e.map!.captive);

describe("seed 003 F1610 Feudal Law: 'A Lord may tax any cities in their Fief, ignoring control. (They still take Captives from Rival Vassals' cities!)'", () => {
  // Cluster 1: Red's city in 1.1; Blue's city in 1.2 where Blue's ships control; a Free city in 1.3 where Yellow's ships control. Cluster 2: Blue's city in 2.1 under Blue's ships.
  const map = mapOf({
    "1.1": { Red: { city: [1, 0] } },
    "1.2": { Blue: { city: [1, 0], ship: [2, 0] } },
    "1.3": { free: { city: [1, 0] }, Yellow: { ship: [2, 0] } },
    "2.1": { Blue: { city: [1, 0], ship: [2, 0] } },
  });
  const lord = withSeats(map, [seat("1.1", "Red")]);
  const s = feudal(redLeads("administration"));

  test("the Lord (the Seat on Red's city, F1609) taxes a Vassal's city where the Vassal controls, taking a Captive, and a Free city without one", () => {
    const rival = run(s, tax("1.2", "Blue", lord));
    expect(rival.actions?.taken).toEqual(["tax"]);
    expect(captive(rival)).toEqual(["Blue"]);
    const free = run(s, tax("1.3", "free", lord));
    expect(free.actions?.taken).toEqual(["tax"]);
    expect(captive(free)).toEqual([]);
  });

  test("not outside the Fief, not a player who is not its Lord, not without the Seats or the Law", () => {
    expect(refusal(s, tax("2.1", "Blue", lord))).toMatch(/^Blue's city in 2.1 is a Rival city: you tax it only in a system you control/);
    // Blue's Seat in 1.2: Blue is the Lord, Red a Vassal.
    expect(refusal(s, tax("1.3", "free", withSeats(map, [seat("1.2", "Blue")])))).toMatch(/^you tax a Free city only in a system you control/);
    // A Seat in cluster 2 makes no Lord of cluster 1.
    expect(refusal(s, tax("1.2", "Blue", withSeats(map, [seat("2.1", "Red", "2nd")])))).toMatch(/is a Rival city/);
    expect(refusal(s, tax("1.2", "Blue", map))).toMatch(/is a Rival city/);
    expect(refusal(redLeads("administration"), tax("1.2", "Blue", lord))).toMatch(/is a Rival city/);
  });

  test("the Truce Law still binds a Regent Lord: ignoring control is not ignoring the Empire's Laws (BR p.11)", () => {
    const imperial = withSeats(mapOf({ "1.1": { Red: { city: [1, 0] } }, "1.2": { Blue: { city: [1, 0] }, empire: { ship: [1, 0] } } }), [seat("1.1", "Red")]);
    expect(refusal(feudal(redLeads("administration", "regent")), tax("1.2", "Blue", imperial))).toMatch(/^Truce Law: Regents cannot tax Rival Regents/);
    expect(run(feudal(redLeads("administration")), tax("1.2", "Blue", imperial)).actions?.taken).toEqual(["tax"]);
  });
});

describe("seed 003 F1610 'If a Lord harms their Vassal in their Fief, or a Vassal harms their Lord in their Fief, they Provoke Outrage with all the Fief's cities. (In battle, resolve this before raiding.)'; F1609 'If a city with a Seat is destroyed, return its Seat and matching Lord title card.'", () => {
  const s = feudal(redToBattle({ Red: "outlaw" }));
  // Red's 2 ships attack Blue's ship and city in 1.2 (Fuel); Red's city in 1.1, a Free city in 1.3: cluster 1 holds 3 cities.
  const base = mapOf({ "1.1": { Red: { city: [1, 0] } }, "1.2": { Red: { ship: [2, 0] }, Blue: { ship: [1, 0], city: [1, 0] } }, "1.3": { free: { city: [1, 0] } } });
  const attack = (map: MapSnapshot) => roll(map, { system: "1.2", defender: "Blue", attacking: { fresh: 2, damaged: 0 }, ships: { fresh: 1, damaged: 0 }, cities: { fresh: 1, damaged: 0 }, dice: { skirmish: 2, assault: 0, raid: 0 }, planetType: "fuel" });
  const told = (after: GameState) => after.events.filter((e) => /F1609|F1610/.test(e.text)).map((e) => e.text);

  test("the Lord choosing their Vassal as defender in the Fief is told, at the roll, to Provoke Outrage with all the Fief's cities before raiding", () => {
    expect(told(run(s, attack(withSeats(base, [seat("1.1", "Red")]))))).toEqual([
      "Feudal Law (F1610): Red harms their Vassal in Red's Fief (cluster 1): Red Provokes Outrage with all its 3 cities, before raiding",
    ]);
  });

  test("a Vassal (a Loyal city in the Fief) attacking their Lord is told so, and the Seat on the defender's city is recalled", () => {
    expect(told(run(s, attack(withSeats(base, [seat("1.2", "Blue")]))))).toEqual([
      "Feudal Law (F1610): Red harms their Lord in Blue's Fief (cluster 1): Red Provokes Outrage with all its 3 cities, before raiding",
      "Seats & Fiefs (F1609): if Blue's city with the Seat is destroyed, return its Seat and matching Lord title card",
    ]);
  });

  test("a Rival with only ships in the Fief is no Vassal; no Seat in the cluster, or the Law out of the booklet, tells nothing", () => {
    const shipsOnly = mapOf({ "1.2": { Red: { ship: [2, 0] }, Blue: { ship: [1, 0], city: [1, 0] } }, "2.1": { Red: { city: [1, 0] } } });
    expect(told(run(s, attack(withSeats(shipsOnly, [seat("1.2", "Blue")]))))).toEqual([
      "Seats & Fiefs (F1609): if Blue's city with the Seat is destroyed, return its Seat and matching Lord title card",
    ]);
    expect(told(run(s, attack(withSeats(base, [seat("2.1", "Red", "2nd")]))))).toEqual([]);
    expect(told(run(redToBattle({ Red: "outlaw" }), attack(withSeats(base, [seat("1.1", "Red")]))))).toEqual([]);
  });
});
