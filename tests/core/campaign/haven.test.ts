/**
 * The Pirate Haven at the end of Act III (fates/haven.ts, module `pirateHaven`): seed 003 F1208B (Pirate
 * Act III Objective), F1211 Rumors of the Haven, F1208A's example of the True Rumors; BR p.8 (Act III
 * ends after 4 chapters; the winner has the most Power), p.10 (control for objectives).
 */
import type { Colour } from "../../../src/core/data/vocabulary";
import type { Command, GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import { NOT_YOURS, havenTurn } from "../../../src/core/campaign/fates/haven";
import { RUMORS, choose, havenDue } from "./havenFixtures";
import { refusal, run } from "../game/helpers";

const power = (s: GameState, c: Colour) => s.players.filter((p) => p.colour === c)[0].power;
const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");
const grand: Command = { type: "grandAmbitions", checked: true, results: [] } as unknown as Command;

describe("seed 003 F1208B, F1211: the Pirate's Rivals choose the Haven at the end of Act III", () => {
  test("BR p.8 'Act III ends after 4 chapters': the last chapter's score waits for the Rivals' choices and the reveal", () => {
    const s = run(havenDue(), grand);
    expect(havenTurn(s)).toBe("Blue");
    expect(refusal(s, { type: "score", snapshot: { players: [] } } as unknown as Command)).toBe("first the Rivals choose the Pirate Haven (F1208B)");
  });

  test("F1208B 'the Pirate's Rivals in turn order may each choose 1 planet that they control': out of turn, a planet not controlled (BR p.10) or a gate is refused", () => {
    const s = havenDue();
    expect(refusal(s, choose("Yellow", "2.1"))).toBe(NOT_YOURS);
    expect(refusal(s, choose("Red"))).toBe(NOT_YOURS);
    expect(refusal(s, choose("Blue", "2.1"))).toBe("Blue does not control 2.1 (F1208B, BR p.10)");
    const b = run(s, choose("Blue"));
    expect(refusal(b, choose("Yellow", "3.2", RUMORS()))).toBe("Yellow does not control 3.2 (F1208B, BR p.10)");
    expect(refusal(b, choose("Yellow", "5.0", RUMORS()))).toBe("Yellow does not control 5.0 (F1208B, BR p.10)");
    expect(refusal(b, { type: "haven", player: "Yellow", planet: "2.1", rumors: RUMORS() } as Command)).toBe("Yellow does not control 2.1 (F1208B, BR p.10)");
  });

  test("F1208B: a choice is public, a Rival may choose none; the Pirate chooses nothing", () => {
    const b = run(havenDue(), choose("Blue", "5.1", RUMORS()));
    expect(texts(b)).toContain("Blue: 5.1 for the Pirate Haven (F1208B)");
    // Not the last choice: the Rumors it carried are not read, no Power moves.
    expect(texts(b)).not.toContain("True Rumors");
    expect(b.players.map((p) => p.power)).toEqual(havenDue().players.map((p) => p.power));
    expect(havenTurn(b)).toBe("Yellow");
    expect(refusal(b, choose("Red", "3.2", RUMORS()))).toBe(NOT_YOURS);
    const y = run(b, choose("Yellow", undefined, RUMORS()));
    expect(texts(y)).toContain("Yellow: no planet for the Pirate Haven (F1208B)");
    expect((y.campaign as CampaignState).haven).toEqual(["5.1", ""]);
    expect(havenTurn(y)).toBeUndefined();
  });

  test("F1211 'Cluster Correct' and 'Symbol Correct' (F1208A's example: the Haven on 5's Arrow planet): Blue chose it, gains 10, the Pirate loses 10", () => {
    const b = run(havenDue(), choose("Blue", "5.1"));
    const after = run(b, choose("Yellow", undefined, RUMORS()));
    expect([power(after, "Blue") - power(b, "Blue"), power(after, "Red") - power(b, "Red"), power(after, "Yellow") - power(b, "Yellow")]).toEqual([10, -10, 0]);
    expect(texts(after)).toContain("Yellow: no planet for the Pirate Haven (F1208B); the True Rumors show it on 5.1: Blue +10, Red -10");
    expect(refusal(after, choose("Yellow", undefined, RUMORS()))).toBe(NOT_YOURS);
  });

  test("F1208B 'If no one did, you gain 10 Power'", () => {
    const b = run(havenDue(), choose("Blue", "5.1"));
    const after = run(b, choose("Yellow", "2.1", RUMORS("2.3", "5.2")));
    expect(texts(after)).toContain("the True Rumors show it on 2.2: Red +10");
    expect([power(after, "Blue") - power(b, "Blue"), power(after, "Yellow") - power(b, "Yellow"), power(after, "Red") - power(b, "Red")]).toEqual([0, 0, 10]);
  });

  test("F1208A 'each face down on a different planet': a True Rumor missing or off the planets refuses the last choice, naming no Rumor's place", () => {
    const b = run(havenDue(), choose("Blue"));
    const reason = "the True Rumors must lie on planets (F1208A)";
    expect(refusal(b, choose("Yellow", undefined, RUMORS("5.0")))).toBe(reason);
    expect(refusal(b, choose("Yellow", undefined, RUMORS().slice(0, 2)))).toBe(reason);
    expect(refusal(b, choose("Yellow"))).toBe(reason);
  });

  test("BR p.8: after the reveal the score ends the campaign on the Power with the Haven's", () => {
    const y = run(havenDue(), grand, choose("Blue", "5.1"), choose("Yellow", undefined, RUMORS()));
    const zero = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };
    const over = run(y, { type: "score", snapshot: { players: y.seats.map((colour) => ({ colour, resources: zero, guildCards: zero, captives: 0, trophies: 0, citiesOnBoard: 5 })) } } as unknown as Command);
    expect(over.phase).toBe("gameOver");
    expect((over.campaign as CampaignState).stage).toBe("over");
  });

  test("not at Act III's last chapter end, nor without Rumors of the Haven in the booklet", () => {
    expect(havenTurn(havenDue(3))).toBeUndefined();
    expect(refusal(havenDue(3), choose("Blue"))).toBe(NOT_YOURS);
    expect(havenTurn(havenDue(4, false))).toBeUndefined();
  });
});
