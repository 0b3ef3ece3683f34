/**
 * The Gate Wraith's Twisted Passage (src/core/campaign/fates/twistedPassage.ts), a rule module of the
 * campaign's map. Card texts: seed 003's card reference, Fate Set 22: F2205 Passages & The Twisted
 * Passage (Law), F2202 Catapult Overdrive (Lore), F2203 Breaking Gates & Placing Passages (Ability);
 * Catapult moves: p.13, FAQ "Move"; control of gates: BR p.10.
 */
import type { Command } from "../../../src/core/game/types";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import type { MapAction } from "../../../src/core/map/actionTypes";
import { TWISTED_PASSAGE as TP } from "../../../src/core/campaign/fates/twistedPassage";
import { refusal, run } from "../game/helpers";
import { catapult, mapAction, mapOf, move } from "../map/fixtures";
import type { MapSpec } from "../map/fixtures";
import { passageMap, redLeads, withPassageLaw } from "./mapFixtures";
import { redToBattle, roll } from "./battleFixtures";

const red = (a: MapAction, m: MapSnapshot): Command => mapAction("Red", a, m);

describe("seed 003 F2205: 'The map center is now a gate called the Twisted Passage. Gates with Passage tokens are out of play'", () => {
  const m = passageMap(mapOf({ "3.1": { Red: { ship: [2, 0] } }, "2.0": { Red: { ship: [1, 0] } }, "1.1": { Red: { ship: [1, 0] } } }), ["3.0"]);
  const law = () => withPassageLaw(redLeads("mobilization"));

  test("'You may move from systems adjacent to gates with a Passage to the Twisted Passage': from a planet of its cluster and from the gate beside it", () => {
    expect(run(law(), red(move("3.1", TP, 2), m)).events[0].text).toBe("Red moves 2 ships from 3.1 to Twisted Passage");
    expect(run(law(), red(move("2.0", TP, 1), m)).events[0].text).toBe("Red moves 1 ship from 2.0 to Twisted Passage");
  });

  test("refused: from a system beside no gate with a Passage, into the gate with a Passage, and without the Law in the rules booklet", () => {
    expect(refusal(law(), red(move("1.1", TP, 1), m))).toMatch(/^Twisted Passage is not adjacent to 1\.1/);
    expect(refusal(law(), red(move("3.1", "3.0", 1), m))).toBe("gate 3.0 has a Passage: out of play (F2205)");
    expect(refusal(redLeads("mobilization"), red(move("3.1", TP, 1), m))).toBe("Twisted Passage is not a system of the map");
    expect(refusal(redLeads("mobilization"), red(move("3.1", "3.2", 1), mapOf({ "3.1": { Red: { ship: [1, 0] } }, [TP]: { Red: { ship: [1, 0] } } })))).toBe("the map snapshot names a system that is not on the map (Twisted Passage)");
  });

  test("'You may move from the Twisted Passage to any planet whose ID symbol is on the event die. After this, reroll the event die.'", () => {
    const out = passageMap(mapOf({ [TP]: { Red: { ship: [2, 0] } } }), ["3.0"], "hex");
    const after = run(law(), red(move(TP, "5.3", 2), out));
    expect(after.events.map((e) => e.text)).toEqual(["Red moves 2 ships from Twisted Passage to 5.3", "reroll the event die (F2205)"]);
    expect(refusal(law(), red(move(TP, "5.1", 1), out))).toBe("from the Twisted Passage ships move to planets of the event die's symbol (hex) (F2205)");
    expect(refusal(law(), red(move(TP, "5.3", 1), passageMap(mapOf({ [TP]: { Red: { ship: [2, 0] } } }), ["3.0"])))).toBe("from the Twisted Passage ships move to planets of the event die's symbol (unread) (F2205)");
    expect(refusal(law(), red(move(TP, "5.3", 1), { ...out, eventDie: "moon" as never }))).toBe("from the Twisted Passage ships move to planets of the event die's symbol (moon) (F2205)");
  });

  test("a Catapult passes the Twisted Passage as a gate: out to the event die's planets, stopped there where a Rival controls it (p.13, BR p.10)", () => {
    // Blue holds gate 5.0: the way round the ring is shut, the way through the Twisted Passage open.
    const port: MapSpec = { "4.1": { Red: { ship: [2, 0], starport: [1, 0] } }, "5.0": { Blue: { ship: [1, 0] } } };
    const open = passageMap(mapOf(port), ["3.0"], "hex");
    expect(run(law(), red(catapult("4.1", [["6.3", 2]]), open)).events[0].text).toBe("Red takes Catapult moves from 4.1: 2 ships to 6.3");
    const held = passageMap(mapOf({ ...port, [TP]: { Blue: { ship: [1, 0] } } }), ["3.0"], "hex");
    expect(refusal(law(), red(catapult("4.1", [["6.3", 2]]), held))).toMatch(/^6\.3 cannot be reached from 4\.1 in one Catapult move/);
    expect(run(law(), red(catapult("4.1", [[TP, 2]]), held)).events[0].text).toBe("Red takes Catapult moves from 4.1: 2 ships to Twisted Passage");
  });

  test("'Players cannot harm Rivals in the Twisted Passage': a battle roll there against a Rival is refused", () => {
    const s = withPassageLaw(redToBattle());
    const map = mapOf({ [TP]: { Red: { ship: [2, 0] }, Blue: { ship: [1, 0] } } });
    expect(refusal(s, roll(map, { system: TP, defender: "Blue", attacking: { fresh: 2, damaged: 0 }, ships: { fresh: 1, damaged: 0 }, dice: { skirmish: 1 } } as never))).toBe("Players cannot harm Rivals in the Twisted Passage (F2205)");
  });
});

describe("seed 003 F2202 Catapult Overdrive: 'You may Catapult move with Rival starports you control. When you Catapult move into the Twisted Passage, you may continue your Catapult move, ignoring control and Blight.'", () => {
  const law = () => withPassageLaw(redLeads("mobilization"));

  test("into the Twisted Passage its holder's Catapult goes on past a Rival's control and Blight", () => {
    const held = mapOf({ "4.1": { Red: { ship: [2, 0], starport: [1, 0] } }, "5.0": { Blue: { ship: [1, 0] } }, [TP]: { Blue: { ship: [1, 0] }, blight: { blight: [1, 0] } } });
    expect(run(law(), red(catapult("4.1", [["6.3", 2]]), passageMap(held, ["3.0"], "hex", ["F2202"]))).events[0].text).toBe("Red takes Catapult moves from 4.1: 2 ships to 6.3");
  });

  test("a Catapult from a Rival starport its holder controls; without the card, or where they do not control, it is refused", () => {
    const rival = mapOf({ "4.1": { Red: { ship: [2, 0] }, Blue: { starport: [1, 0] } } });
    expect(run(law(), red(catapult("4.1", [["5.0", 2]]), passageMap(rival, [], undefined, ["F2202"]))).events[0].text).toBe("Red takes Catapult moves from 4.1: 2 ships to 5.0");
    expect(refusal(law(), red(catapult("4.1", [["5.0", 2]]), passageMap(rival, [])))).toMatch(/^5\.0 is not adjacent to 4\.1/);
    const theirs = mapOf({ "4.1": { Red: { ship: [1, 0] }, Blue: { ship: [2, 0], starport: [1, 0] } } });
    expect(refusal(law(), red(catapult("4.1", [["5.0", 1]]), passageMap(theirs, [], undefined, ["F2202"])))).toMatch(/^5\.0 is not adjacent to 4\.1/);
  });
});

describe("seed 003 F2203 Breaking Gates & Placing Passages: 'When you Catapult move from a planet into the gate of the same cluster, do the following.'", () => {
  const law = () => withPassageLaw(redLeads("mobilization"));
  const home = mapOf({ "3.1": { Red: { ship: [2, 0], starport: [1, 0] } }, "3.0": { Blue: { ship: [1, 0] } } });
  const breaking = (from: string, to: string): MapAction => ({ kind: "move", from, groups: [{ to, ships: { fresh: 2, damaged: 0 } }], breaking: true });

  test("a Catapult from a planet with the holder's starport into its own cluster's gate names the card's three steps for the table", () => {
    expect(run(law(), red(breaking("3.1", "3.0"), passageMap(home, [], undefined, ["F2203"]))).events[0].text).toBe(
      "Red takes Catapult moves from 3.1: 2 ships to 3.0; F2203: a Passage on 3.0; destroy the starport in 3.1 and 3.0's buildings (no Trophies); 3.0's ships and tokens to the Twisted Passage",
    );
  });

  test("refused: without the card, into another cluster's gate, from a planet with no starport, into a gate with a Passage", () => {
    expect(refusal(law(), red(breaking("3.1", "3.0"), passageMap(home, [])))).toBe("F2203 is not in Red's play area");
    const far = mapOf({ "3.1": { Red: { ship: [2, 0], starport: [1, 0] } } });
    expect(refusal(law(), red(breaking("3.1", "4.0"), passageMap(far, [], undefined, ["F2203"])))).toBe("F2203: from a planet into its own cluster's gate");
    const bare = mapOf({ "3.1": { Red: { ship: [2, 0] } } });
    expect(refusal(law(), red(breaking("3.1", "3.0"), passageMap(bare, [], undefined, ["F2203"])))).toMatch(/only ships leaving a Loyal starport Catapult \(p.13\)/);
    expect(refusal(law(), red(breaking("3.1", "3.0"), passageMap(far, ["3.0"], undefined, ["F2203"])))).toBe("gate 3.0 has a Passage: out of play (F2205)");
  });
});
