/**
 * The Pathfinder's Pilgrims (seed 003 F908) in the core (src/core/campaign/fates/pilgrims.ts through
 * fates/mapCards.ts and map/mapAction.ts): "Pilgrim tokens are your Loyal pieces. Prelude: Once per
 * turn, you may move each Pilgrim token once into a system that you control or has your Flagship. This
 * is the only way Pilgrims can move. You cannot interrupt this Prelude action with other ones, like
 * spending Fuel. Use the Portal (Move): If you control the Portal token, take all Pilgrims from its
 * system onto your objective card. Untuck a Seek the Portal card from here and place it on top of the
 * Court deck." Control on a player's turn: BR p.10; the Prelude, before the first pip: p.20; a card's
 * new action paid with the action it names: FAQ "Action".
 */
import type { GameState } from "../../../src/core/game/types";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { mapCardOnMap } from "../../../src/core/campaign/fates/mapCards";
import { refusal, run } from "../game/helpers";
import { mapAction, mapOf } from "../map/fixtures";
import type { MapSpec } from "../map/fixtures";
import { redLeads } from "./mapFixtures";

// Red controls 2.1 (the Portal's) and 3.1; Blue controls 6.3; Red's Flagship lies in 5.3 beside 2 Blue ships. Pilgrims: 2.2 (nobody's), 6.3, 2.1.
const tokens = [
  { system: "2.2", token: "Pilgrim" },
  { system: "6.3", token: "Pilgrim" },
  { system: "2.1", token: "Pilgrim" },
  { system: "2.1", token: "Portal" },
];
const pieces: MapSpec = { "2.1": { Red: { ship: [2, 0] } }, "3.1": { Red: { ship: [1, 0] } }, "6.3": { Blue: { ship: [1, 0] } }, "5.3": { Red: { flagship: [1, 0] }, Blue: { ship: [2, 0] } } };
const map = { ...mapOf(pieces), playAreas: [{ colour: "Red", cards: ["F908"] }], fateTokens: tokens } as MapSnapshot;
/** The map with the Pilgrims where `at` says (the Portal stays in 2.1). */
const withPilgrims = (at: string[]) => ({ ...map, fateTokens: at.map((system) => ({ system, token: "Pilgrim" })).concat([{ system: "2.1", token: "Portal" }]) }) as MapSnapshot;
const pilgrim = (from: string, to: string, m: MapSnapshot = map) => mapAction("Red", { kind: "card", card: "F908", call: "pilgrim", from, system: to } as never, m);
const portal = (m: MapSnapshot = map) => mapAction("Red", { kind: "card", card: "F908", call: "portal" } as never, m);
const events = (s: GameState) => s.events.map((e) => e.text);

test("seed 003 F908: the map reads Pilgrims in the acting player's play area", () => {
  expect(mapCardOnMap("F908")).toBe(true);
});

describe("seed 003 F908 Pilgrims' Prelude: 'move each Pilgrim token once into a system that you control or has your Flagship'", () => {
  test("into a system Red controls, then into the one with their Flagship: Prelude actions, no action spent", () => {
    const one = run(redLeads("mobilization"), pilgrim("2.2", "2.1"));
    expect(events(one)).toEqual(["Red moves a Pilgrim from 2.2 to 2.1 (Pilgrims (F908), Prelude)"]);
    expect(one.actions?.taken).toEqual([]);
    expect(one.actions?.prelude).toBe(true);
    // 2.1 now shows 2 Pilgrims, one of which has not moved; Blue controls 5.3 but Red's Flagship is there.
    const two = run(one, pilgrim("2.1", "5.3", withPilgrims(["2.1", "2.1", "6.3"])));
    expect(events(two)).toEqual(["Red moves a Pilgrim from 2.1 to 5.3 (Pilgrims (F908), Prelude)"]);
  });

  test("'each Pilgrim token once': a Pilgrim moved into 2.1 cannot move on; refused in the card's words, the state untouched", () => {
    const one = run(redLeads("mobilization"), pilgrim("2.2", "2.1", withPilgrims(["2.2", "6.3"])));
    const before = JSON.stringify(one);
    expect(refusal(one, pilgrim("2.1", "3.1", withPilgrims(["2.1", "6.3"])))).toBe("Pilgrims (F908): each Pilgrim moves once per turn, and those in 2.1 have moved");
    expect(refusal(one, pilgrim("6.3", "6.3"))).toBe("Pilgrims (F908): a Pilgrim moves only into another system that Red controls or that has their Flagship");
    expect(refusal(one, pilgrim("3.1", "2.1"))).toBe("Pilgrims (F908): no Pilgrim token lies there to move");
    expect(refusal(one, pilgrim("6.3", "1.1"))).toBe("Pilgrims (F908): Red neither controls 1.1 nor has their Flagship there");
    expect(JSON.stringify(one)).toBe(before);
  });

  test("'You cannot interrupt this Prelude action with other ones': after another action, no Pilgrim moves again this turn", () => {
    const moved = run(redLeads("mobilization"), pilgrim("2.2", "2.1"));
    const after = run(moved, portal());
    expect(refusal(after, pilgrim("6.3", "3.1"))).toBe("Pilgrims (F908): once per turn, and Red's Pilgrims' moves were interrupted by another action");
    // Before any Pilgrim moved, another action does not stop the first move (the Prelude goes on, p.20).
    expect(events(run(redLeads("mobilization"), portal(), pilgrim("6.3", "3.1")))).toEqual(["Red moves a Pilgrim from 6.3 to 3.1 (Pilgrims (F908), Prelude)"]);
  });

  test("p.20: only on Red's turn after the card, in the Prelude, with the card in Red's play area", () => {
    const s = redLeads("mobilization");
    expect(refusal(s, mapAction("Blue", { kind: "card", card: "F908", call: "pilgrim", from: "6.3", system: "2.1" } as never, { ...map, playAreas: [{ colour: "Blue", cards: ["F908"] }] } as MapSnapshot))).toBe("it is Red's turn, not Blue's");
    expect(refusal(s, pilgrim("2.2", "2.1", { ...map, playAreas: [] } as MapSnapshot))).toBe("Pilgrims (F908): the card is not in Red's play area");
    const over = { ...s, actions: { player: "Red" as const, chapter: s.chapter, round: 1, spent: [], weapon: false, taken: ["move" as const], preludeOver: true } };
    expect(refusal(over, pilgrim("2.2", "2.1"))).toBe("Red's Prelude is over (p.20)");
  });
});

describe("seed 003 F908 'Use the Portal (Move): If you control the Portal token, take all Pilgrims from its system onto your objective card.'", () => {
  test("Red controls 2.1, the Portal's: a Move action spent; the event names the system whose Pilgrims go onto the objective card", () => {
    const after = run(redLeads("mobilization"), portal());
    expect(after.actions?.taken).toEqual(["move"]);
    expect(after.events[0].text).toBe("Red takes Use the Portal (Pilgrims, F908): 1 Pilgrim from 2.1 onto their objective card; untuck a Seek the Portal from Pilgrims onto the Court deck");
    expect(after.events[0].map).toEqual({ pilgrims: "2.1" });
  });

  test("refused: the Portal in a system Red does not control, no Portal on the map, no Move action left (a Construction card)", () => {
    const s = redLeads("mobilization");
    const blue = { ...map, fateTokens: [{ system: "6.3", token: "Portal" }] } as MapSnapshot;
    expect(refusal(s, portal(blue))).toBe("Use the Portal (Pilgrims, F908): Red does not control the Portal token's system, 6.3");
    expect(refusal(s, portal({ ...map, fateTokens: [] } as MapSnapshot))).toBe("Use the Portal (Pilgrims, F908): the Portal token is not on the map");
    expect(refusal(redLeads("construction"), portal())).toMatch(/move/i);
  });
});
