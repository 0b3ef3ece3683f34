/** Judge's Chosen (F2404) in battle: the Judge's Loyal ships join their Chosen's attack on anyone else, never on the Judge. */
import { refusal, run } from "../game/helpers";
import { attack, battleStep, faces, judgeMap, judgeTable, table } from "./battleFixtures";

describe("seed 003 F2404 Judge's Chosen: 'When attacking anyone except the Judge in battle, you may add the Judge's Loyal ships in the battle system to your attacking ships. When attacking the Judge in battle, Judge's Loyal ships add to their defending pieces, not your attacking ships.'", () => {
  test("the holder attacking Yellow adds the Judge's ships; a self hit destroys one: Yellow's Trophy of the Judge's colour (p.14)", () => {
    const s = run(judgeTable(), attack(judgeMap("Red"), "Yellow", 3, 1));
    const rules = s.battle?.snapshot.rules;
    expect(rules?.attackingImperial).toEqual({ fresh: 1, damaged: 1 });
    expect(rules?.addedOwner).toBe("Blue");
    // Skirmish 4 = hit; assault 2 = self + hit. The self hit destroys the Judge's damaged ship; both hits destroy Yellow's ship.
    const read = battleStep({ kind: "read", faces: faces(["skirmish", 4], ["assault", 2]) });
    const hits = battleStep({ kind: "hits", court: table(), assignment: { onAttackers: [{ imperial: "damaged" }], shipHits: [{ piece: "ship", state: "fresh" }, { piece: "ship", state: "damaged" }], buildingHits: [] } });
    const after = run(s, read, hits);
    const last = after.battle?.last;
    if (last === undefined || last.kind !== "hits") throw new Error("not the hits step");
    expect(last.table.players[2].trophies.Blue).toEqual({ ships: 1, agents: 0, cities: 0, starports: 0 });
    expect(last.table.players[2].trophies.Red?.ships ?? 0).toBe(0);
    expect(last.table.players[0].trophies.Yellow).toEqual({ ships: 1, agents: 0, cities: 0, starports: 0 });
  });

  test("the holder may leave the Judge's ships out, or add only some; not more than are there", () => {
    expect(run(judgeTable(), attack(judgeMap("Red"), "Yellow", 2, 0)).battle?.snapshot.rules?.attackingImperial).toBeUndefined();
    expect(run(judgeTable(), attack(judgeMap("Red"), "Yellow", 3, 0)).battle?.snapshot.rules?.attackingImperial).toEqual({ fresh: 1, damaged: 0 });
    expect(refusal(judgeTable(), attack(judgeMap("Red"), "Yellow", 4, 1))).toBe("the attackers are all your Loyal ships there (2 fresh and 0 damaged) and any Blue ships there (up to 3 fresh and 1 damaged) (F2404)");
  });

  test("attacking the Judge, the Judge's ships defend, not the holder's attack", () => {
    expect(refusal(judgeTable(), attack(judgeMap("Red"), "Blue", 3, 1))).toBe("attacking the Judge, the Judge's ships defend (F2404)");
    expect(run(judgeTable(), attack(judgeMap("Red"), "Blue", 2, 0)).battle?.snapshot.defendingShips).toEqual({ fresh: 1, damaged: 1 });
  });

  test("without the title, or with the Judge holding it, the Judge's ships join no one", () => {
    const plain = "the attackers are all your Loyal ships there: the map shows 2 fresh and 0 damaged";
    expect(refusal(judgeTable(), attack(judgeMap(), "Yellow", 3, 1))).toBe(plain);
    expect(refusal(judgeTable(), attack(judgeMap("Blue"), "Yellow", 3, 1))).toBe(plain);
    expect(refusal(judgeTable(), attack(judgeMap("Yellow"), "Yellow", 3, 1))).toBe(plain);
  });
});
