/**
 * The Believer's Faithful cards in card play (seed 003 F813, F814, F820A, F823) give the same states
 * and refusals in Lua: a lead on a side, Surpass only on the same side, no seize by a Faithful 7, a
 * Pivot to the other side, uncounted actions, a declaration under F814, the Doctrine's side and its
 * flip, a Faithful card secured from the Court into the hand, and The Young Light's Prelude (F816,
 * F818, F825) with its refusals and its round end.
 */
import { apply } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import { newPlayerHoldings } from "../../src/core/court/types";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import { baseCard, beside, believerChapter, faithfulRound, teach, withFaithful } from "../core/campaign/faithfulFixtures";

const lua = loadCoreModuleInLua("src/core/index.ts");

/** The command in both VMs: the same result (a state or a refusal); the state to go on from. */
function both(s: GameState, c: Command): GameState {
  const node = apply(s, c);
  expect(lua.call("apply", s, c)).toEqual(normalise(node));
  return node.ok ? node.value : s;
}

const c = (x: object) => x as Command;

test("F813, F814 and F823 in Lua: Faithful leads, Surpasses, Pivots, refusals, the initiative, a declaration and the Doctrine's flip", () => {
  let s = withFaithful(believerChapter(), { Red: ["F806", "F805"], Blue: ["F810"], Yellow: ["F809"] });
  // F823 with the Doctrine on Zeal (F820A step 3): Wisdom refused, then the Doctrine flipped back and forth.
  s = both(s, c({ type: "lead", player: "Red", card: "F806", side: "wisdom" }));
  s = both(s, c({ type: "setDoctrine", player: "Blue", side: "wisdom" }));
  s = both(s, c({ type: "setDoctrine", player: "Blue", side: "zeal" }));
  s = both(s, c({ type: "booklet", player: "Red", action: "scrap", card: "F823" }));
  s = both(s, c({ type: "booklet", player: "Red", action: "add", card: "F814" }));
  s = both(s, c({ type: "lead", player: "Red", card: "F806" }));
  s = both(s, c({ type: "lead", player: "Red", card: "F806", side: "zeal" }));
  s = both(s, c({ type: "declare", player: "Red", ambition: "keeper" }));
  for (const action of ["influence", "tax", "move", "build"]) s = both(s, c({ type: "takeAction", player: "Red", action }));
  s = both(s, c({ type: "endTurn", player: "Red" }));
  const blueBase = s.players[1].hand.find((id) => id.indexOf("-") > 0) as string;
  s = both(s, c({ type: "follow", player: "Blue", card: blueBase, mode: "surpass" }));
  s = both(s, c({ type: "follow", player: "Blue", card: "F810", mode: "surpass", side: "wisdom" }));
  s = both(s, c({ type: "follow", player: "Blue", card: "F810", mode: "pivot", side: "zeal" }));
  s = both(s, c({ type: "follow", player: "Blue", card: "F810", mode: "surpass", side: "zeal" }));
  expect(s.round?.seizedBy).toBeUndefined();
  s = both(s, c({ type: "endTurn", player: "Blue" }));
  s = both(s, c({ type: "follow", player: "Yellow", card: "F809", mode: "pivot", side: "wisdom" }));
  for (const action of ["build", "repair"]) s = both(s, c({ type: "takeAction", player: "Yellow", action }));
  s = both(s, c({ type: "endTurn", player: "Yellow" }));
  expect(s.initiative).toBe("Blue");
});

test("seed 003 F822A/B, F823, F828, F830 in Lua: the Ideal limits on a declare read in the markers sent, refused or declared alike, the Doctrine's Ideal said for the table", () => {
  const ideals = [{ at: "tycoon", side: "wisdom" }, { at: "keeper", side: "zeal" }];
  const declare = (ambition: string) => c({ type: "declare", player: "Red", ambition, ideals });
  let s = withFaithful(believerChapter(), { Red: ["F808"] });
  s = both(s, c({ type: "lead", player: "Red", card: "F808", side: "zeal" }));
  both(s, declare("tycoon"));
  const placed = both(s, declare("empath"));
  expect(placed.events.some((e) => e.card === "F822A")).toBe(true);
  s = both(s, c({ type: "booklet", player: "Red", action: "add", card: "F828" }));
  both(s, declare("empath"));
  both(s, declare("keeper"));
  let base = withFaithful(believerChapter(), {});
  base = both(base, c({ type: "booklet", player: "Red", action: "add", card: "F830", inFrontOf: "F823" }));
  base = both(base, c({ type: "lead", player: "Red", card: baseCard(base, "Red") }));
  for (const ambition of ["tycoon", "keeper", "empath", "warlord", "tyrant"]) both(base, declare(ambition));
});

test("F813 in Lua: a Faithful card secured from the Court is drawn into the hand; a Copy of a Faithful lead gives one action of its side", () => {
  let s = withFaithful(believerChapter(), { Red: ["F806"] });
  s = both(s, c({ type: "setDoctrine", player: "Red", side: "wisdom" }));
  s = both(s, c({ type: "lead", player: "Red", card: "F806", side: "wisdom" }));
  const court = {
    players: s.seats.map((colour) => newPlayerHoldings(colour, 5)),
    court: { deck: ["CC05"], row: [{ card: "CC01", agents: {} }, { card: "CC02", agents: { Red: 1 }, attached: "F809" }, { card: "CC03", agents: {} }, { card: "CC04", agents: {} }], discard: [] },
    supply: { material: 4, fuel: 4, weapon: 4, relic: 4, psionic: 5 },
  };
  s = both(s, c({ type: "court", player: "Red", action: { kind: "secure", slot: 1, court } }));
  expect(s.players[0].hand).toContain("F809");
  s = both(s, c({ type: "endTurn", player: "Red" }));
  const blueBase = s.players[1].hand.find((id) => id.indexOf("-") > 0) as string;
  s = both(s, c({ type: "follow", player: "Blue", card: blueBase, mode: "copy" }));
  for (const action of ["secure", "build"]) s = both(s, c({ type: "takeAction", player: "Blue", action }));
});

test("F816, F818, F825 in Lua: laid beside a face-down Faithful card for a discarded non-Event card, the refusals, and the round's end drawing it back", () => {
  let s = faithfulRound();
  const d = baseCard(s, "Yellow");
  s = both(s, beside(s, "Yellow", "F825", "F806", [d], { Red: ["F825"] }));
  s = both(s, beside(s, "Yellow", "F825", s.round!.plays[2].card, [d]));
  s = both(s, beside(s, "Yellow", "F825", "F806", ["EVENT1"]));
  s = both(s, beside(s, "Yellow", "F818", "F806", [d]));
  s = both(s, beside(s, "Yellow", "F818", "F808", [baseCard(s, "Yellow")]));
  s = both(s, beside(s, "Yellow", "F825", "F806", [baseCard(s, "Yellow")]));
  expect(s.round?.unions).toEqual([{ player: "Yellow", union: "F818", card: "F806", back: true }]);
  s = both(s, c({ type: "endTurn", player: "Yellow" }));
  expect(s.players[2].hand).toContain("F806");
});

test("F803 Teach in Lua (seed 003): refused off turn, on a card with one attached, without a stack or malformed; accepted past Events at the discard's bottom, the card scrapped", () => {
  let s = both(believerChapter(), teach("Red", 0, ["1.3"]));
  s = both(s, c({ type: "lead", player: "Red", card: "administration-2" }));
  s = { ...s, discard: ["mobilization-6", "mobilization-5", "EVENT2", "EVENT1"] };
  both(s, teach("Blue", 0, ["1.3"]));
  both(s, teach("Red", 1, ["1.2"]));
  both(s, teach("Red", 0, ["1.3"], ["F803"]));
  both(s, c({ type: "teach", player: "Red", slot: "x", row: "y", playArea: 3, cities: {} }));
  both(s, c({ type: "teach", player: "Red", slot: 9, row: [], playArea: ["F803", "F812"], cities: ["1.3"] }));
  s = both(s, teach("Red", 3, ["2.3"], ["F803", "F804", "F805"]));
  expect(s.discard).toEqual(["mobilization-6", "EVENT2", "EVENT1"]);
  s = both(s, teach("Red", 0, ["1.3"]));
  expect(s.discard).toEqual(["EVENT2", "EVENT1"]);
});
