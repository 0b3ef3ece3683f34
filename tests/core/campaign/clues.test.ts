/**
 * The Pathfinder's Clues in Act II (src/core/campaign/fates/clues.ts). Seed 003 F902: "Prelude: If your
 * Flagship is at a planet with no Clue token, you may spend 1 resource ... to make the player to your
 * right place 1 Clue token at the planet."; F903: "Place the Clue on its "Check" side if ... its "X"
 * side if ... If their Flagship is at the correct planet, instead place the Portal token."; F901B:
 * "Advance 1 each time a "Check" Clue token is placed. This cannot complete your objective. Advance 8
 * when the Portal token is placed." The player to the right: the previous seat in turn order (BR p.6);
 * the Prelude: after the card, before it ends (p.20); the marker moves towards 0 (BR p.8).
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import type { CampaignState } from "../../../src/core/campaign/types";
import { refusal, run } from "../game/helpers";
import { mapOf } from "../map/fixtures";
import { redLeads } from "./mapFixtures";

/** Red's Flagship in `flagship` (a planet or a gate); a Clue already at 3.1. */
const mapAt = (flagship: string) => ({ ...mapOf({ [flagship]: { Red: { flagship: [1, 0] } } }), fateTokens: [{ system: "3.1", token: "Clue" }] }) as MapSnapshot;
const place = (player: string, token: string, system = "2.1", m: MapSnapshot = mapAt(system)) => ({ type: "placeClue", player, token, system, map: m }) as unknown as Command;
const objective = (s: GameState) => (s.campaign as CampaignState).players.filter((p) => p.colour === "Red")[0].objective;

/** Act II, Red the Pathfinder (objective marker on `at`) with a card led; Yellow is the player to Red's right. */
function pathfinder(at = 10, act: "II" | "III" = "II"): GameState {
  const s = redLeads("mobilization");
  const c = s.campaign as CampaignState;
  return { ...s, campaign: { ...c, act, players: c.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE09", letter: "B" as const, objective: at } : p)) } };
}

describe("seed 003 F901B-F903: Clues and the Portal placed for the Pathfinder in Act II", () => {
  test("F901B 'Advance 1 each time a Check Clue token is placed': Yellow (to Red's right) places one at Red's Flagship; an X Clue moves nothing", () => {
    const check = run(pathfinder(), place("Yellow", "Check"));
    expect(check.events.map((e) => e.text)).toEqual(["Yellow places a Check Clue at 2.1 (F903)", "Red's objective advances 1 for a Check Clue placed (F901B): marker 10 -> 9"]);
    const x = run(pathfinder(), place("Yellow", "X"));
    expect(x.events.map((e) => e.text)).toEqual(["Yellow places an X Clue at 2.1 (F903)"]);
    expect(objective(x)).toBe(10);
  });

  test("'This cannot complete your objective': on 1 a Check Clue leaves the marker there; 'Advance 8 when the Portal token is placed' completes it", () => {
    expect(objective(run(pathfinder(1), place("Yellow", "Check")))).toBe(1);
    expect(objective(run(pathfinder(2), place("Yellow", "Check")))).toBe(1);
    const found = run(pathfinder(5), place("Yellow", "Portal", "3.1"));
    expect(objective(found)).toBe(0);
    expect(found.events[0].text).toBe("Yellow places the Portal token at 3.1: Red found the Portal; scrap all Clues, Clues to the Portal and Uncovering Clues (F903)");
  });

  test("refused in the cards' words, the state untouched: another placer, a planet with a Clue, no Flagship there, a gate, off Red's turn, Act III", () => {
    const s = pathfinder();
    const before = JSON.stringify(s);
    expect(refusal(s, place("Blue", "Check"))).toBe("only Yellow, the player to Red's right, places Clues and the Portal (F903)");
    expect(refusal(s, place("Yellow", "Check", "3.1"))).toBe("3.1 already has a Clue token (F902)");
    expect(refusal(s, place("Yellow", "Check", "5.1", mapAt("2.1")))).toBe("Red's Flagship is not at 5.1 (F902)");
    expect(refusal(s, place("Yellow", "Check", "2.0" as never))).toBe("Clues and the Portal are placed at a planet (F902)");
    expect(refusal(s, place("Yellow", "Maybe"))).toBe("a Clue shows Check or X (F903)");
    expect(refusal(pathfinder(10, "III"), place("Yellow", "Check"))).toBe("Clues are placed for the Pathfinder in Act II (F902)");
    expect(refusal({ ...s, phase: "scoring" }, place("Yellow", "Check"))).toBe("a Clue is placed in Red's Prelude, the Pathfinder's (F902, p.20)");
    const over = { ...s, actions: { player: "Red" as const, chapter: s.chapter, round: 1, spent: [], weapon: false, taken: ["battle" as const], preludeOver: true } };
    expect(refusal(over, place("Yellow", "Check"))).toBe("Red's Prelude is over (p.20)");
    expect(JSON.stringify(s)).toBe(before);
  });
});
