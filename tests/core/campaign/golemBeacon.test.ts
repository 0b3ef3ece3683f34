/**
 * Issue 35: the Caretaker's Golem Beacon (src/core/campaign/fates/golems.ts). Card texts: seed 003
 * F502 Golem Beacon, "Awaken (Influence): Take any Golems you control from the map and place them on
 * your Golem Hearth card. Flip these Golems to Awake if you are winning a declared ambition.";
 * F505 Golems, "Only the Caretaker can take Golems from the map."
 */
import { apply } from "../../../src/core/rules";
import type { Command, GameState, PlayerSnapshot } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { awakening } from "../../../src/core/campaign/fates/golems";
import type { AwakenGolemsCommand } from "../../../src/core/campaign/fateCommandTypes";
import { blankPlayer, run, snapshot } from "../game/helpers";
import { actI, redLed } from "./outrageCardFixtures";

const refusal = (s: GameState, c: Command) => {
  const r = apply(s, c);
  return r.ok ? "accepted" : r.reason;
};
const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");

/** Red's ships hold gates 1.0 and 2.0, Blue's 3.0; a Golem in each, and one in 4.0 where nobody is. */
function golemMap(cards = ["F502", "F503"]): MapSnapshot {
  return {
    systems: [
      { system: "1.0", pieces: [{ owner: "Red", kind: "ship", fresh: 1, damaged: 0 }] },
      { system: "2.0", pieces: [{ owner: "Red", kind: "ship", fresh: 2, damaged: 0 }, { owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }] },
      { system: "3.0", pieces: [{ owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }] },
    ],
    playAreas: [{ colour: "Red", cards }],
    fateTokens: ["1.0", "2.0", "3.0", "4.0"].map((system) => ({ system: system as MapSnapshot["systems"][0]["system"], token: "Sleeping Golem" })),
  } as MapSnapshot;
}

/** Each player's counts: Red's `red` of everything, Blue's `blue`. */
function counts(red: number, blue: number) {
  const all = (n: number): Partial<PlayerSnapshot> => ({ captives: n, trophies: n, resources: { material: n, fuel: n, weapon: n, relic: n, psionic: n } });
  return snapshot([blankPlayer("Red", all(red)), blankPlayer("Blue", all(blue)), blankPlayer("Yellow")]);
}

const awaken = (player: Colour, map = golemMap(), snap = counts(3, 1)): Command =>
  ({ type: "awakenGolems", player, map, snapshot: snap }) as AwakenGolemsCommand as Command;

/** Act I: Red the Caretaker (F501A gains it Golem Beacon), Red has led a card that declares an ambition. */
function led(): { s: GameState; ambition: string } {
  return redLed(actI(["FATE05", "FATE01", "FATE03"]));
}

describe("Golem Beacon (F502)", () => {
  test("seed 003 F502: Awaken (Influence) takes the Golems in the systems Red controls; not winning a declared ambition, they stay Sleeping", () => {
    const { s } = led();
    const after = run(s, awaken("Red"));
    expect(texts(after)).toContain("Red Awakens 2 Golem(s) from 1.0, 2.0 onto Golem Hearth (F503), Sleeping: not winning a declared ambition (Golem Beacon (F502))");
    expect(after.actions?.taken).toEqual(["influence"]);
  });

  test("seed 003 F502: 'Flip these Golems to Awake if you are winning a declared ambition' (first place as the scoring counts it, p.18)", () => {
    const { s, ambition } = led();
    const declared = run(s, { type: "declare", player: "Red", ambition } as Command);
    const awake = run(declared, awaken("Red"));
    expect(texts(awake)).toContain(`Awake: winning ${ambition[0].toUpperCase()}${ambition.slice(1)} (Golem Beacon (F502))`);
    // Blue ahead, or tied with Red for first (p.18: no first place): Sleeping.
    for (const snap of [counts(1, 3), counts(2, 2)]) {
      const r = awakening(declared, awaken("Red", golemMap(), snap) as AwakenGolemsCommand);
      expect(r.ok && r.value.winning).toBe(undefined);
    }
  });

  test("seed 003 F502, F505: only the Caretaker, with the card, on their turn after their card, with a Golem in a system they control", () => {
    const s0 = actI(["FATE05", "FATE01", "FATE03"]);
    expect(refusal(s0, awaken("Red"))).toBe("Red must play a card first: Awaken is an Influence action (Golem Beacon (F502))");
    const { s } = led();
    expect(refusal(s, awaken("Blue"))).toMatch(/turn/);
    expect(refusal(s, awaken("Red", golemMap(["F503"])))).toBe("Red has no Golem Beacon (F502) in their play area");
    const none = golemMap();
    none.fateTokens = [{ system: "3.0" as never, token: "Sleeping Golem" }];
    expect(refusal(s, awaken("Red", none))).toBe("Red controls no system with a Golem (Golem Beacon (F502))");
    expect(refusal(s, awaken("Red", golemMap(), snapshot([blankPlayer("Red")])))).toBe("the scoring snapshot lists 1 players, but 3 are playing");
    // Blue is not the Caretaker, even on their own turn.
    const notCaretaker = redLed(actI(["FATE01", "FATE05", "FATE03"])).s;
    expect(refusal(notCaretaker, awaken("Red"))).toBe("only the Caretaker takes Golems from the map (Golems, F505)");
  });
});
