/**
 * The Cartels after scoring (seed 003 card reference: Material Cartel BC03 / Fuel Cartel BC06 "After
 * scoring, Rivals discard all Material / Fuel."; rulebook p.19 step 2): the scoring snapshot may list
 * each player's Guild cards by id, and the core adds the cleanup line before the markers' return.
 */
import type { Colour } from "../../../src/core/data/vocabulary";
import { actionDeckFor } from "../../../src/core/data/actionCards";
import { scoreChapter } from "../../../src/core/game/scoring";
import type { GameState } from "../../../src/core/game/types";
import { blankPlayer, run, snapshot, startGame } from "../game/helpers";

const THREE: Colour[] = ["Red", "Blue", "Yellow"];

function atScoring(): GameState {
  const deck = actionDeckFor(3);
  let s = startGame({ seats: THREE, hands: THREE.map((_, i) => deck.slice(i * 6, i * 6 + 6)) });
  for (const c of THREE) s = run(s, { type: "pass", player: c });
  expect(s.phase).toBe("scoring");
  return s;
}

describe("Material Cartel (BC03) / Fuel Cartel (BC06): 'After scoring, Rivals discard all Material.'", () => {
  test("BC03, BC06: the holders' Rivals are told to discard after scoring, before the markers return", () => {
    const snap = snapshot([
      blankPlayer("Red", { cards: ["BC03", "BC13"] }),
      blankPlayer("Blue", { cards: [] }),
      blankPlayer("Yellow", { cards: ["BC06"] }),
    ]);
    const r = scoreChapter(atScoring(), snap);
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.instructions).toEqual([
      "Red's Rivals discard all Material (Material Cartel (BC03, Material Guild))",
      "Yellow's Rivals discard all Fuel (Fuel Cartel (BC06, Fuel Guild))",
      "return the ambition markers to Available and flip the lowest unflipped one",
    ]);
    // The table returns these (scoring/cleanup.ts): every Rival of each holder, the holder's type.
    expect(r.value.discards).toEqual([{ player: "Blue", type: "material" }, { player: "Yellow", type: "material" }, { player: "Red", type: "fuel" }, { player: "Blue", type: "fuel" }]);
  });

  test("BC03: without card lists the report is as before; a bad list is refused", () => {
    const plain = scoreChapter(atScoring(), snapshot(THREE.map((c) => blankPlayer(c))));
    expect(plain.ok && plain.value.instructions).toEqual(["return the ambition markers to Available and flip the lowest unflipped one"]);
    const bad = snapshot([blankPlayer("Red", { cards: [3 as unknown as string] }), blankPlayer("Blue"), blankPlayer("Yellow")]);
    expect(scoreChapter(atScoring(), bad)).toEqual({ ok: false, reason: "Red's Guild cards must be listed by id" });
  });
});
