/**
 * The random-legal driver with card powers on (src/core/game/driver.ts `cardPowers`,
 * src/core/powers/driverPowers.ts): complete games in which the Court cards' actions, Preludes and
 * Loyal "spend as" are played whenever the engine accepts them, keeping every invariant and replaying.
 */
import { playRandomGame } from "../../../src/core/game/driver";
import { replay } from "../../../src/core/rules";
import type { GameMode } from "../../../src/core/game/types";

describe("random legal games with card powers", () => {
  const cases: { players: number; mode: GameMode }[] = [
    { players: 2, mode: "standard" },
    { players: 3, mode: "leadersAndLore" },
    { players: 4, mode: "standard" },
  ];
  test.each(cases)("$players players, $mode: 8 complete games keep every invariant and exercise the powers", ({ players, mode }) => {
    const kinds = new Set<string>();
    const cards = new Set<string>();
    let spentAs = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const r = playRandomGame({ seed: seed * 104729 + players, playerCount: players, mode, cardPowers: true, checkAllLegal: seed === 1 });
      expect(r.problems).toEqual([]);
      expect(r.state.phase).toBe("gameOver");
      for (const c of r.log.commands) {
        if (c.type === "cardAction") {
          kinds.add(c.action.kind);
          if (c.action.kind === "prelude") cards.add(c.action.choice.card);
        }
        if (c.type === "spendResource" && c.as !== undefined) spentAs++;
      }
      if (seed <= 2) {
        const rep = replay(r.log);
        expect(rep.refused).toEqual([]);
        expect(rep.state).toEqual(r.state);
      }
    }
    for (const k of ["prelude", "gain", "trade", "abduct", "execute", "pressgang"]) expect(kinds.has(k)).toBe(true);
    // every Prelude shape is played: Interests, Cartel, ships cards, Silver-Tongues, Elder Broker, Relic Fence, a Union, Farseers
    for (const id of ["BC02", "BC03", "BC08", "BC12", "BC17", "BC20", "BC23", "BC24"]) expect(cards.has(id)).toBe(true);
    expect(["BC04", "BC05", "BC10", "BC11"].some((id) => cards.has(id))).toBe(true);
    expect(spentAs).toBeGreaterThan(0);
  });
});
