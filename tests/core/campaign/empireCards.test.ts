/**
 * Fate-set cards and Laws that change the Empire's Laws (BR pp.10-11) and the Free States' (BR p.15)
 * for one player (src/core/campaign/fates/empireCards.ts), read from the acting player's play area
 * the map shows (`playAreas`) and the rules booklet (BR p.9): Imperial Officers (F702), Rogue
 * Admirals (F706-F707), Martial Law (F720) and the Commonwealth's Members (F218-F221 with F222).
 */
import type { Colour } from "../../../src/core/data/vocabulary";
import type { GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { systemsControlledBy } from "../../../src/core/campaign/mapControl";
import { empireCardOnMap, empireFactsOn, standingFacts } from "../../../src/core/campaign/fates/empireCards";
import { refusal, run, snapshot, blankPlayer } from "../game/helpers";
import { mapAction, mapOf } from "../map/fixtures";
import { redLeads } from "./mapFixtures";
import { redToBattle, roll } from "./battleFixtures";

const withCards = (map: MapSnapshot, cards: string[], colour: Colour = "Red"): MapSnapshot => ({ ...map, playAreas: [{ colour, cards }] });

/** `s` with `laws` in the rules booklet's Laws side and `admiral` holding the Admiral (FATE07). */
function under(s: GameState, laws: string[], admiral?: Colour): GameState {
  const c = s.campaign as CampaignState;
  const players = c.players.map((p) => ({ ...p, fate: p.colour === admiral ? "FATE07" : p.fate }));
  return { ...s, campaign: { ...c, players, rulesBooklet: { edicts: c.rulesBooklet?.edicts ?? [], laws: laws.map((l) => [l]) } } } as GameState;
}

const taken = (s: GameState) => s.actions?.taken;

test("seed 003: the map reads Imperial Officers, Rogue Admirals and the 4 Member titles in a play area, no other card", () => {
  expect(["F702", "F706", "F707", "F218", "F219", "F220", "F221"].every((id) => empireCardOnMap(id))).toBe(true);
  expect(["F703", "F705", "F708", "F720", "F222", "F213", "constructor"].some((id) => empireCardOnMap(id))).toBe(false);
});

describe("seed 003 F702 Imperial Officers: 'You ignore the Empire's Presence and Movement Laws' (BR p.10)", () => {
  // 1.2: two Imperial ships, one damaged; Red has no piece there.
  const map = mapOf({ "1.2": { empire: { ship: [2, 1] }, free: { city: [1, 0] } } });
  const moveImperial = (m: MapSnapshot) => mapAction("Red", { kind: "move", from: "1.2", groups: [{ to: "1.0", ships: { fresh: 0, damaged: 0 }, imperial: { fresh: 2, damaged: 0 } }] }, m);

  test("BR p.10 Movement Law: without Loyal ships a Regent moves no Imperial ship; holding F702 it moves them alone", () => {
    const s = redLeads("mobilization", "regent");
    expect(refusal(s, moveImperial(map))).toBe("Movement Law: a Regent moves 1 Imperial ship per Loyal ship moving with it: 2 Imperial with 0 Loyal (BR p.10)");
    expect(run(s, moveImperial(withCards(map, ["F702"]))).events[0].text).toBe("Red moves 2 Imperial ships from 1.2 to 1.0");
    // Another player's Imperial Officers are not Red's.
    expect(refusal(s, moveImperial(withCards(map, ["F702"], "Blue")))).toMatch(/^Movement Law/);
  });

  test("BR p.10 Presence Law: holding F702 a Regent controls an Empire-controlled system without Loyal pieces there (taxes its Free city, repairs its Imperial ship)", () => {
    const tax = (m: MapSnapshot) => mapAction("Red", { kind: "tax", system: "1.2", owner: "free" }, m);
    const s = redLeads("administration", "regent");
    expect(refusal(s, tax(map))).toBe("you tax a Free city only in a system you control (BR p.15): the Empire controls 1.2");
    expect(taken(run(s, tax(withCards(map, ["F702"]))))).toEqual(["tax"]);
    const repair = (m: MapSnapshot) => mapAction("Red", { kind: "repair", system: "1.2", owner: "empire", piece: "ship" }, m);
    const c = redLeads("construction", "regent");
    expect(refusal(c, repair(map))).toBe("only a Regent with Loyal pieces there repairs Imperial ships (Presence Law, BR p.10)");
    expect(run(c, repair(withCards(map, ["F702"]))).events[0].text).toBe("Red repairs a damaged Imperial ship in 1.2 (p.13)");
  });

  test("'Bury this if you are an Outlaw': an Outlaw holding it still moves no Imperial ship", () => {
    expect(refusal(redLeads("mobilization", "outlaw"), moveImperial(withCards(map, ["F702"])))).toBe("an Outlaw moves no Imperial ships: only Regents Command the Imperial Fleet (BR p.10)");
  });

  test("a malformed play area is refused with the map's check, not read", () => {
    const s = redLeads("mobilization", "regent");
    expect(refusal(s, moveImperial({ ...map, playAreas: [7, { colour: "Red", cards: "F702" }] } as never))).toBe("the play areas' cards are listed by id under each colour");
    expect(refusal(s, moveImperial(5 as never))).toBe("send the map with the action: the rules decide on it");
  });

  test("BR p.10: holding F702 a Regent battles with the Imperial ships where it has no Loyal ship; never against the Empire", () => {
    const s = redToBattle({ Red: "regent", Blue: "outlaw" }, "Yellow");
    const at = mapOf({ "3.2": { empire: { ship: [2, 0] }, Blue: { ship: [1, 0] } } });
    const r = (m: MapSnapshot) => roll(m, { system: "3.2", defender: "Blue", attacking: { fresh: 2, damaged: 0 }, ships: { fresh: 1, damaged: 0 }, dice: { skirmish: 2, assault: 0, raid: 0 }, planetType: "fuel" });
    expect(refusal(s, r(at))).toBe("Red has no Loyal ship in 3.2 to battle with");
    expect(run(s, r(withCards(at, ["F702"]))).battle?.step).toBe("rolling");
  });
});

describe("seed 003 F706/F707 Rogue Admirals: 'You ignore the Empire's Presence, Movement, and Truce Laws' (BR p.11)", () => {
  test("BR p.11 Truce Law: a Regent taxes a Rival Regent's city in a system with Imperial ships only holding Rogue Admirals (F702 is not enough)", () => {
    const map = mapOf({ "1.2": { Red: { ship: [1, 0] }, Yellow: { city: [1, 0] }, empire: { ship: [1, 0] } } });
    const tax = (m: MapSnapshot) => mapAction("Red", { kind: "tax", system: "1.2", owner: "Yellow" }, m);
    const s = redLeads("administration", "regent");
    expect(refusal(s, tax(map))).toBe("Truce Law: Regents cannot tax Rival Regents where there are Imperial ships, as in 1.2 (BR p.11)");
    expect(refusal(s, tax(withCards(map, ["F702"])))).toMatch(/^Truce Law/);
    const after = run(s, tax(withCards(map, ["F707"])));
    expect(after.events[0].map).toEqual({ captive: "Yellow", resource: "fuel" });
  });

  test("BR p.11 Truce Law: holding F706 a Regent battles a Rival Regent where Imperial ships are (they defend with that Regent) and the Empire", () => {
    const s = redToBattle({}, "Blue");
    const map = mapOf({ "3.2": { Red: { ship: [4, 0] }, Yellow: { ship: [2, 0] }, empire: { ship: [1, 0] } } });
    const vsYellow = (m: MapSnapshot, attacking = 4) => roll(m, { system: "3.2", defender: "Yellow", attacking: { fresh: attacking, damaged: 0 }, ships: { fresh: 3, damaged: 0 }, dice: { skirmish: 2, assault: 0, raid: 0 }, planetType: "fuel" });
    expect(refusal(s, vsYellow(map))).toBe("Regents cannot harm Rival Regents where there are Imperial ships (Truce Law, BR p.11)");
    const rogue = withCards(map, ["F706"]);
    expect(run(s, vsYellow(rogue)).battle?.step).toBe("rolling");
    // The Imperial ship defends with Yellow: Red cannot add it to the attack too.
    expect(refusal(s, vsYellow(rogue, 5))).toBe("the attackers are all your Loyal ships there: the map shows 4 fresh and 0 damaged");
    const vsEmpire = (m: MapSnapshot) => roll(m, { system: "3.2", defender: "empire", attacking: { fresh: 4, damaged: 0 }, ships: { fresh: 1, damaged: 0 }, dice: { skirmish: 2, assault: 0, raid: 0 }, planetType: "fuel" });
    expect(refusal(s, vsEmpire(map))).toBe("a Regent cannot harm Imperial ships (Truce Law, BR p.11)");
    expect(run(s, vsEmpire(rogue)).battle?.step).toBe("rolling");
  });
});

describe("seed 003 F720 Martial Law: 'Regents except the Admiral follow these rules if they do not have Imperial Officers or Rogue Admirals' (BR p.9, p.10)", () => {
  const map = mapOf({ "1.2": { Red: { ship: [2, 0] }, empire: { ship: [2, 0] } } });
  const moveWith = (m: MapSnapshot) => mapAction("Red", { kind: "move", from: "1.2", groups: [{ to: "1.0", ships: { fresh: 1, damaged: 0 }, imperial: { fresh: 1, damaged: 0 } }] }, m);

  test("'You cannot Command the Imperial Fleet': a Regent moves no Imperial ship; the Admiral, a holder of F702 or F706 does; not while the Law is outside the booklet", () => {
    const s = redLeads("mobilization", "regent");
    expect(refusal(under(s, ["F720"], "Yellow"), moveWith(map))).toBe("under Martial Law (F720, BR p.9) you cannot Command the Imperial Fleet: move no Imperial ships");
    expect(taken(run(under(s, ["F720"], "Red"), moveWith(map)))).toEqual(["move"]);
    expect(taken(run(under(s, ["F720"], "Yellow"), moveWith(withCards(map, ["F702"]))))).toEqual(["move"]);
    expect(taken(run(under(s, ["F720"], "Yellow"), moveWith(withCards(map, ["F706"]))))).toEqual(["move"]);
    expect(taken(run(under(s, [], "Yellow"), moveWith(map)))).toEqual(["move"]);
  });

  test("'On your turn, you don't control Empire-controlled systems': a bound Regent's city there is built damaged, its Imperial ship not repaired", () => {
    const build = mapAction("Red", { kind: "build", system: "1.2", piece: "city" }, map);
    const s = redLeads("construction", "regent");
    expect(run(s, build).events[0].map).toEqual({});
    expect(run(under(s, ["F720"], "Yellow"), build).events[0].text).toBe("Red builds a city in 1.2, placed damaged: the Empire controls 1.2 (p.12)");
    const repair = mapAction("Red", { kind: "repair", system: "1.2", owner: "empire", piece: "ship" }, mapOf({ "1.2": { Red: { ship: [1, 0] }, empire: { ship: [0, 1] } } }));
    expect(refusal(under(s, ["F720"], "Yellow"), repair)).toBe("under Martial Law (F720, BR p.9) you cannot Command the Imperial Fleet: repair no Imperial ships");
  });

  test("'When taking a Catapult move, Empire control of gates ends your move'", () => {
    const port = mapOf({ "1.2": { Red: { ship: [2, 0], starport: [1, 0] } }, "1.0": { empire: { ship: [1, 0] } } });
    const far = mapAction("Red", { kind: "move", from: "1.2", groups: [{ to: "2.0", ships: { fresh: 2, damaged: 0 } }] }, port);
    const s = redLeads("mobilization", "regent");
    expect(taken(run(s, far))).toEqual(["move"]);
    expect(refusal(under(s, ["F720"], "Yellow"), far)).toBe("2.0 cannot be reached from 1.2 in one Catapult move: it stops at a planet or a gate controlled by anyone else (p.13); it would stop at 1.0: the Empire controls gate 1.0: under Martial Law (F720, BR p.9) it ends your Catapult move");
    expect(taken(run(under(s, ["F720"], "Red"), far))).toEqual(["move"]);
    expect(taken(run(under(s, ["F720"], "Yellow"), { ...far, map: withCards(port, ["F707"]) } as never))).toEqual(["move"]);
  });

  test("a bound Regent adds no Imperial ship to an attack (BR p.11 'may add' is Commanding the Imperial Fleet)", () => {
    const s = under(redToBattle({ Blue: "outlaw" }, "Yellow"), ["F720"], "Yellow");
    const at = mapOf({ "3.2": { Red: { ship: [2, 0] }, Blue: { ship: [1, 0] }, empire: { ship: [1, 0] } } });
    const r = (m: MapSnapshot, attacking: number) => roll(m, { system: "3.2", defender: "Blue", attacking: { fresh: attacking, damaged: 0 }, ships: { fresh: 1, damaged: 0 }, dice: { skirmish: 2, assault: 0, raid: 0 }, planetType: "fuel" });
    expect(refusal(s, r(at, 3))).toBe("the attackers are all your Loyal ships there: the map shows 2 fresh and 0 damaged");
    expect(run(s, r(withCards(at, ["F702"]), 3)).battle?.step).toBe("rolling");
  });

  test("'If you're the First Regent, you don't control Empire-controlled systems for ambitions, objectives, and events' (BR p.10), unless the scoring lists F702/F706/F707 among its cards or it is the Admiral", () => {
    const s = redLeads("construction", "regent");
    const m = mapOf({ "1.2": { empire: { ship: [1, 0] } }, "1.3": { Blue: { ship: [1, 0] } } });
    const seats: Colour[] = ["Red", "Blue", "Yellow"];
    const blue = (state: GameState, cards?: string[]) => systemsControlledBy(m, "Blue", seats, standingFacts(state.campaign as CampaignState, snapshot([blankPlayer("Blue", cards === undefined ? {} : { cards })])));
    expect(blue(s)).toEqual(["1.2", "1.3"]);
    expect(blue(under(s, ["F720"], "Yellow"))).toEqual(["1.3"]);
    expect(blue(under(s, ["F720"], "Yellow"), ["F707"])).toEqual(["1.2", "1.3"]);
    expect(blue(under(s, ["F720"], "Blue"))).toEqual(["1.2", "1.3"]);
  });
});

describe("seed 003 F218-F221 Member of the Commonwealth with F222 Commonwealth Membership: 'Members may take actions with Free buildings that are not controlled by the Empire like they are Loyal' (BR p.15)", () => {
  // 3.3 (2 slots): a damaged Free starport where Blue controls; 1.3 (2 slots): a Free city with a fresh Imperial ship.
  const map = mapOf({
    "3.3": { free: { starport: [0, 1] }, Blue: { ship: [1, 0] } },
    "1.3": { free: { city: [1, 0] }, empire: { ship: [1, 0] } },
  });
  const member = (m: MapSnapshot, colour: Colour = "Red") => withCards(m, ["F219"], colour);
  const law = (s: GameState) => under(s, ["F222"]);

  test("'tax Free cities': a Member taxes one where nobody they beat controls it, not one the Empire controls; nor without the Law or the title", () => {
    const tax = (id: string, m: MapSnapshot) => mapAction("Red", { kind: "tax", system: id as never, owner: "free" }, m);
    const m3 = mapOf({ "3.2": { free: { city: [1, 0] }, Blue: { ship: [1, 0] } } });
    const s = redLeads("administration", "outlaw");
    expect(refusal(s, tax("3.2", member(m3)))).toBe("you tax a Free city only in a system you control (BR p.15): Blue controls 3.2");
    expect(refusal(law(s), tax("3.2", m3))).toMatch(/^you tax a Free city only in a system you control/);
    const after = run(law(s), tax("3.2", member(m3)));
    expect(after.events[0].map).toEqual({ resource: "fuel" });
    expect(refusal(law(s), tax("1.3", member(map)))).toBe("you tax a Free city only in a system you control (BR p.15): the Empire controls 1.3");
  });

  test("'build ships ... with Free starports' and 'build buildings at them': placed fresh where Blue controls; repaired", () => {
    const s = law(redLeads("construction", "outlaw"));
    const ship = mapAction("Red", { kind: "build", system: "3.3", piece: "ship", at: "free" }, member(map));
    expect(refusal(redLeads("construction", "outlaw"), ship)).toBe("you build at a Free starport only in a system you control (BR p.15): not 3.3");
    const built = run(s, ship);
    expect(built.events[0].text).toBe("Red builds a ship at a Free starport in 3.3, fresh (Commonwealth Membership (F222): built with Free buildings like Loyal ones)");
    expect(built.events[0].map).toEqual({});
    const city = (m: MapSnapshot) => mapAction("Red", { kind: "build", system: "3.3", piece: "city" }, m);
    expect(refusal(s, city(map))).toBe("you build in a system with a Loyal piece (p.12): Red has no piece in 3.3");
    expect(run(s, city(member(map))).events[0].text).toBe("Red builds a city in 3.3, fresh (Commonwealth Membership (F222): built with Free buildings like Loyal ones)");
    expect(refusal(s, mapAction("Red", { kind: "build", system: "1.3", piece: "city" }, member(map)))).toBe("you build in a system with a Loyal piece (p.12): Red has no piece in 1.3");
    const repair = (m: MapSnapshot) => mapAction("Red", { kind: "repair", system: "3.3", owner: "free", piece: "starport" }, m);
    expect(refusal(s, repair(map))).toBe("you repair Free buildings only in a system you control (BR p.15)");
    expect(run(s, repair(member(map))).events[0].text).toBe("Red repairs a damaged Free starport in 3.3 (p.13)");
  });

  test("'take Catapult moves with Free starports'", () => {
    const m = mapOf({ "3.2": { free: { starport: [1, 0] }, Red: { ship: [1, 0] }, Blue: { ship: [2, 0] } } });
    const far = (mm: MapSnapshot) => mapAction("Red", { kind: "move", from: "3.2", groups: [{ to: "4.0", ships: { fresh: 1, damaged: 0 } }] }, mm);
    const s = law(redLeads("mobilization", "outlaw"));
    expect(refusal(s, far(m))).toBe("4.0 is not adjacent to 3.2: only ships leaving a Loyal starport Catapult (p.13)");
    expect(run(s, far(member(m))).events[0].text).toBe("Red takes Catapult moves from 3.2: 1 ship to 4.0");
  });

  test("the facts: the Members are the players whose play area shows a title, while F222 is in the booklet", () => {
    const s = redLeads("construction", "outlaw");
    expect(empireFactsOn(law(s).campaign as CampaignState, member(map)).freeAsLoyal).toEqual(["Red"]);
    expect(empireFactsOn(s.campaign as CampaignState, member(map)).freeAsLoyal).toEqual([]);
  });
});
