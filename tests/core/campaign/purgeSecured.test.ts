/**
 * F1307-F1309 Blight Purge's When Secured (src/core/campaign/fates/purgeSecured.ts), applied after the
 * campaign's accepted secure (BR p.27; FAQ seed 002: "Resolve the When Secured effect of a Vox card
 * before drawing a new card to refill it"). Card text, seed 003 F1307: "When Secured: Gain 2 Power
 * per Blight Trophy you have. Return all Blight Trophies of Rivals to the supply. Discard this card."
 * A Blight Trophy: a Blight in the Trophies box (BR p.19 "Take Blight that you destroy as Trophies"),
 * in the secure's table as ships of "blight".
 */
import type { GameState } from "../../../src/core/game/types";
import type { TableState } from "../../../src/core/court/types";
import { addTrophies } from "../../../src/core/court/types";
import { apply } from "../../../src/core/rules";
import { campaignBattleState } from "../../../tools/bench/campaignBattleScenario";
import { campaignTable, secureCommand } from "./campaignCourtCards";

/** Slot 1 shows `card` with Red's agent; each player's Blight Trophies as given (Red, Blue, Yellow, White). */
function court(card: string, blight: number[]): TableState {
  const t = campaignTable([{ card: "CC01", agents: {} }, { card, agents: { Red: 1 } }, { card: "CC02", agents: {} }]);
  t.players.forEach((p, i) => {
    if (blight[i] > 0) p.trophies = addTrophies(p.trophies, "blight", { ships: blight[i] });
  });
  return t;
}

function secured(s: GameState, t: TableState): GameState {
  const r = apply(s, secureCommand(1, t));
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

const power = (s: GameState) => s.players.map((p) => p.power);
const texts = (s: GameState) => s.events.map((e) => e.text);

describe("seed 003 F1307 Blight Purge's When Secured: 'Gain 2 Power per Blight Trophy you have. Return all Blight Trophies of Rivals to the supply.'", () => {
  const s = campaignBattleState();
  const red = s.players.findIndex((p) => p.colour === "Red");

  test("Red with 3 Blight Trophies gains 6 Power; the Rivals with Blight Trophies are told to return them, how many each", () => {
    const after = secured(s, court("F1307", [3, 2, 0, 1]));
    expect(power(after)).toEqual(power(s).map((x, i) => (i === red ? x + 6 : x)));
    expect(texts(after)).toContain("Blight Purge: Red +6 Power; Rivals return their Blight Trophies to the supply: Blue 2, White 1");
  });

  test("F1309, Red with none: no Power, and nothing to return when no Rival has any", () => {
    const after = secured(s, court("F1309", [0, 0, 0, 0]));
    expect(power(after)).toEqual(power(s));
    expect(texts(after)).toContain("Blight Purge: Red +0 Power; Rivals return their Blight Trophies to the supply: none");
  });

  test("another Vox card's secure gains nothing for Blight Trophies", () => {
    const after = secured(s, court("CC11", [3, 2, 0, 1]));
    expect(power(after)).toEqual(power(s));
    expect(texts(after).filter((t) => t.startsWith("Blight Purge"))).toEqual([]);
  });
});
