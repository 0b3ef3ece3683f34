/**
 * Warden's Levy (F1612), a card action paid with a Tax (src/core/campaign/fates/levy.ts). Card texts:
 * seed 003 F1612; the Lords, Fiefs and Vassals: F1609 Seats & Fiefs; "using the Warden's Levy card
 * does not count as harming your Vassal": F1610 Feudal Law; the action spent: FAQ "Action".
 */
import type { Colour } from "../../../src/core/data/vocabulary";
import type { GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { FateTokenOnMap, MapSnapshot } from "../../../src/core/map/snapshot";
import { rulesBookletOf } from "../../../src/core/campaign/booklet";
import { levyOutcome } from "../../../src/core/campaign/fates/levy";
import { refusal, run } from "../game/helpers";
import { mapAction, mapOf } from "../map/fixtures";
import { redLeads } from "./mapFixtures";

/** `s` with Seats & Fiefs and Feudal Law in the rules booklet (F1601A step 4). */
function feudal(s: GameState): GameState {
  const c = s.campaign as CampaignState;
  return { ...s, campaign: { ...c, rulesBooklet: { edicts: rulesBookletOf(c).edicts, laws: [["F1609"], ["F1610"]] } } };
}
const seat = (system: string, on: Colour, n: string): FateTokenOnMap => ({ system: system as never, token: `Seat ${n}`, on });
// Red's Seats on its cities in 1.1 and 2.2 (Red is Lord of clusters 1 and 2); Blue has a city in 1.2
// and in 2.3 (Red's Vassal in both Fiefs); Yellow a Flagship in 1.3 and ships only in 2.1 (a Vassal
// in cluster 1 alone); Blue's Seat on its city in 3.1 over Red's city in 3.2 (Blue is Lord there).
const map: MapSnapshot = {
  ...mapOf({
    "1.1": { Red: { city: [1, 0] } },
    "1.2": { Blue: { city: [1, 0] } },
    "1.3": { Yellow: { flagship: [1, 0] } },
    "2.1": { Yellow: { ship: [2, 0] } },
    "2.2": { Red: { city: [1, 0] } },
    "2.3": { Blue: { city: [1, 0] } },
    "3.1": { Blue: { city: [1, 0] } },
    "3.2": { Red: { city: [1, 0] } },
  }),
  playAreas: [{ colour: "Red", cards: ["F1612"] }],
  fateTokens: [seat("1.1", "Red", "1st"), seat("2.2", "Red", "2nd"), seat("3.1", "Blue", "3rd")],
};
const levy = (vassal: string | undefined, held: number | undefined, m: MapSnapshot = map) =>
  mapAction("Red", { kind: "card", card: "F1612", vassal, held } as never, m);
const NAME = "Levy (Warden's Levy, F1612)";

describe("seed 003 F1612 Warden's Levy: 'Levy (Tax): Place 1 ship here from a Vassal's supply. This card can hold a max of 1 ship of a Vassal for each Fief where you are their Lord.'", () => {
  const s = feudal(redLeads("administration"));

  test("with a Tax action: 1 ship of a Vassal's onto the card, up to 1 per Fief where the holder is their Lord (Blue: 2 Fiefs, Yellow by its Flagship: 1)", () => {
    const blue = run(s, levy("Blue", 1));
    expect(blue.actions?.taken).toEqual(["tax"]);
    expect(blue.events[0].text).toBe(`Red takes ${NAME}: 1 Blue ship from Blue's supply onto the card, if it has one`);
    expect(blue.events[0].map).toEqual({ levy: "Blue" });
    expect(run(s, levy("Yellow", 0)).events[0].map).toEqual({ levy: "Yellow" });
    // F1610: "using the Warden's Levy card does not count as harming your Vassal": no Outrage told.
    expect(blue.events.some((e) => /Outrage/.test(e.text))).toBe(false);
  });

  test("refused at the card's max: 2 Blue ships held (2 Fiefs), 1 Yellow ship held (1 Fief)", () => {
    expect(refusal(s, levy("Blue", 2))).toBe(`${NAME}: the card holds its max of 2 Blue ships (1 per Fief)`);
    expect(refusal(s, levy("Yellow", 1))).toBe(`${NAME}: the card holds its max of 1 Yellow ships (1 per Fief)`);
  });

  test("F1609: a Rival is a Vassal only with a Loyal city or Flagship in a Fief whose Seat lies on the holder's city; Blue, Lord of cluster 3, is not Red's Vassal there", () => {
    const onlyThree: MapSnapshot = { ...map, fateTokens: [seat("3.1", "Blue", "3rd")] };
    const why = (v: string) => `${NAME}: ${v} is not Red's Vassal (no Loyal city or Flagship in Red's Fiefs)`;
    expect(refusal(s, levy("Blue", 0, onlyThree))).toBe(why("Blue"));
    const shipsOnly: MapSnapshot = { ...map, systems: map.systems.filter((sp) => sp.system !== "1.3") };
    expect(refusal(s, levy("Yellow", 0, shipsOnly))).toBe(why("Yellow"));
    // Blue, holding the card, is Lord of cluster 3, where Red has a city: Red is Blue's Vassal.
    const blueHolds: MapSnapshot = { ...map, playAreas: [{ colour: "Blue", cards: ["F1612"] }] };
    expect(levyOutcome(blueHolds, { kind: "card", card: "F1612", vassal: "Red", held: 0 }, "Blue", ["Red", "Blue", "Yellow"], true)).toMatchObject({ paid: "tax", map: { levy: "Red" } });
  });

  test("refused: without the card, naming no Rival or oneself, no count of the ships held, without Seats & Fiefs in the booklet, and with no Tax action", () => {
    expect(refusal(s, levy("Blue", 0, { ...map, playAreas: [{ colour: "Blue", cards: ["F1612"] }] }))).toBe(`${NAME}: the card is not in Red's play area`);
    expect(refusal(s, levy(undefined, 0))).toBe(`${NAME}: name a Rival`);
    expect(refusal(s, levy("Red", 0))).toBe(`${NAME}: name a Rival`);
    expect(refusal(s, levy("Green", 0))).toBe(`${NAME}: name a Rival`);
    expect(refusal(s, levy("Blue", undefined))).toBe(`${NAME}: say how many Blue ships the card holds`);
    expect(refusal(s, levy("Blue", -1))).toBe(`${NAME}: say how many Blue ships the card holds`);
    expect(refusal(redLeads("administration"), levy("Blue", 0))).toBe(`${NAME}: Seats & Fiefs (F1609) is not in the rules booklet`);
    expect(refusal(feudal(redLeads("aggression")), levy("Blue", 0))).toMatch(/^Red cannot tax/);
  });
});
