/**
 * Sharing Rumors (seed 003 F1212): "In Summits, Rivals of the Pirate can take a new Negotiation
 * action, Share Rumor: A Rival places their Loyal agent on a Rumor token that has your Loyal agent."
 * (src/core/campaign/fates/shareRumor.ts): the table sends the agents it saw on the Rumor before the
 * drop; the sharer's consent is given at the table (BR p.17).
 */
import { apply } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import { pirateSummit } from "./transferLoreFixtures";

const summit = pirateSummit;

const share = (player: string, by: string, onRumor: string[]) => ({ type: "shareRumor", player, by, system: "2.1", onRumor }) as unknown as Command;
const refusal = (s: GameState, c: Command) => {
  const r = apply(s, c);
  return r.ok ? "accepted" : r.reason;
};

describe("seed 003 F1212 Share Rumor, in a Summit with Sharing Rumors in the rules booklet (Yellow the Pirate)", () => {
  const s = summit();

  test("'A Rival places their Loyal agent on a Rumor token that has your Loyal agent': Blue places theirs on Red's Rumor, or Red moves it there; logged with the sharer", () => {
    for (const by of ["Blue", "Red"]) {
      const r = apply(s, share("Blue", by, ["Red"]));
      expect(r.ok && r.value.events.map((e) => e.text)).toEqual(["Red Shares the Rumor in 2.1 with Blue: Blue's agent goes on it, consent given at the table (F1212)"]);
    }
    const two = apply(s, share("White", "White", ["Red", "Blue"]));
    expect(two.ok && two.value.events.map((e) => e.text)).toEqual(["Red or Blue Shares the Rumor in 2.1 with White: White's agent goes on it, consent given at the table (F1212)"]);
  });

  test("refused in the card's words, the state untouched: the Pirate's agent, no Rival's agent there, one already there, a third player's hand", () => {
    const before = JSON.stringify(s);
    expect(refusal(s, share("Yellow", "Yellow", ["Red"]))).toBe("only a Rival of the Pirate places their agent on a Rumor to share it (F1212)");
    expect(refusal(s, share("Blue", "Blue", ["Yellow"]))).toBe("no Rival of the Pirate has an agent on the Rumor in 2.1 to share it (F1212)");
    expect(refusal(s, share("Blue", "Blue", []))).toBe("no Rival of the Pirate has an agent on the Rumor in 2.1 to share it (F1212)");
    expect(refusal(s, share("Blue", "Blue", ["Red", "Blue"]))).toBe("Blue already has an agent on the Rumor in 2.1");
    expect(refusal(s, share("Blue", "White", ["Red"]))).toBe("only Blue or Red, whose agent is on that Rumor, places Blue's agent there (F1212)");
    expect(refusal(s, share("Blue", "Grey", ["Red"]))).toBe("only Blue or Red, whose agent is on that Rumor, places Blue's agent there (F1212)");
    expect(refusal(s, share("Grey", "Grey", ["Red"]))).toBe("only a Rival of the Pirate places their agent on a Rumor to share it (F1212)");
    expect(JSON.stringify(s)).toBe(before);
  });

  test("no Summit in session (BR p.16), or Sharing Rumors not in the rules booklet", () => {
    expect(refusal(summit(["F1212"], "summit"), share("Blue", "Blue", ["Red"]))).toBe("Share Rumor is a Negotiation action: no Summit is in session (F1212, BR p.16)");
    expect(refusal(summit(["F514"]), share("Blue", "Blue", ["Red"]))).toBe("Sharing Rumors (F1212) is not in the rules booklet");
  });
});
