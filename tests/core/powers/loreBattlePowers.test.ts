/**
 * Lore battle abilities added to the battle machine (seed 003 card reference; src/core/powers/
 * leaderLorePowers.ts, src/core/battle/railgun.ts and reroll.ts): Railgun Arrays L12, Seeker
 * Torpedoes L14. The core reads Lore from the game state (snapshotWithAbilities), never the table.
 */
import type { BattleSnapshot, RolledDie } from "../../../src/core/battle/battle";
import { checkDiceCollection, checkHitAssignment, defaultHitAssignment, hitsOnAttackers, maxDice } from "../../../src/core/battle/battle";
import type { BattleState } from "../../../src/core/battle/machine";
import { battleStepText, stepBattle } from "../../../src/core/battle/machine";
import { apply } from "../../../src/core/rules";
import type { GameState } from "../../../src/core/game/types";
import { gameInPlay } from "../../../tools/bench/courtScoringHandlers";
import { leadAggression } from "../game/helpers";
import { tableWith } from "../court/fixtures";
import { resolutionText } from "../../../src/core/battle/resolution";

const snap: BattleSnapshot = {
  attacker: "Red",
  defender: "Blue",
  attackingShips: { fresh: 2, damaged: 0 },
  defendingShips: { fresh: 1, damaged: 0 },
  defendingCities: { fresh: 0, damaged: 0 },
  defendingStarports: { fresh: 0, damaged: 0 },
  defenderHasBuildingsElsewhere: true,
};
const none = { self: 0, intercept: 0, hit: 0, building: 0, key: 0 };
function must<T>(r: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}
const court = tableWith(["Red", "Blue", "Yellow"], [{ card: "BC02", agents: {} }]);

describe("Railgun Arrays (L12): 'When defending in battle, before the attacker collects dice, they must take 1 hit if any Loyal defending ships are fresh.'", () => {
  const railgun = { ...snap, defenderLore: ["L12"] };

  test("L12: a fresh defending ship: the attacker takes 1 hit, first of the hits on their ships; none without a fresh defending ship or the card", () => {
    expect(hitsOnAttackers(railgun, none)).toEqual({ self: 0, intercept: 0, railgun: 1 });
    expect(hitsOnAttackers({ ...railgun, defendingShips: { fresh: 0, damaged: 2 } }, none)).toEqual({ self: 0, intercept: 0 });
    expect(hitsOnAttackers(snap, none)).toEqual({ self: 0, intercept: 0 });
    // the attacker's own Railgun Arrays does nothing
    expect(hitsOnAttackers({ ...snap, attackerLore: ["L12"] }, none)).toEqual({ self: 0, intercept: 0 });
    expect(defaultHitAssignment(railgun, none).onAttackers).toEqual(["fresh"]);
    expect(checkHitAssignment(railgun, none, { onAttackers: [], shipHits: [], buildingHits: [] })).toEqual({
      ok: false,
      reason: "Your attacking ships take 1 hit(s) (1 Railgun Arrays, 0 self, 0 intercept): assign 1, not 0",
    });
  });

  test("L12: with no fresh attacking ship the hit destroys one before the dice: one die fewer; a Trophy for the defender", () => {
    const worn = { ...railgun, attackingShips: { fresh: 0, damaged: 2 } };
    expect(maxDice(worn)).toBe(1);
    expect(checkDiceCollection(worn, { skirmish: 2, assault: 0, raid: 0 })).toEqual({ ok: false, reason: "You may collect at most 1 dice (one per attacking ship), not 2" });
    const out = must(checkHitAssignment(worn, none, { onAttackers: ["damaged"], shipHits: [], buildingHits: [] }));
    expect(out.destroyed.attackingShips).toBe(1);
    expect(maxDice({ ...snap, attackingShips: { fresh: 0, damaged: 2 } })).toBe(2);
  });

  test("L12: through the battle machine: the Railgun hit cannot destroy a damaged ship whose die was collected", () => {
    const mixed = { ...railgun, attackingShips: { fresh: 1, damaged: 1 } };
    const thrown = must(stepBattle(undefined, "Red", { kind: "roll", system: "1.1", defender: "Blue", dice: { skirmish: 2, assault: 0, raid: 0 }, snapshot: mixed }));
    const blanks: RolledDie[] = [{ die: "skirmish", face: 1 }, { die: "skirmish", face: 2 }];
    const read = must(stepBattle(thrown, "Red", { kind: "read", faces: blanks }));
    expect(stepBattle(read, "Red", { kind: "hits", assignment: { onAttackers: ["damaged"], shipHits: [], buildingHits: [] }, court })).toEqual({
      ok: false,
      reason: "Railgun Arrays (L12) hit before collecting: it cannot destroy a damaged ship you collected for (2 dice); damage a fresh ship with it",
    });
    const hit = must(stepBattle(read, "Red", { kind: "hits", assignment: { onAttackers: ["fresh"], shipHits: [], buildingHits: [] }, court }));
    expect(hit.last.kind === "hits" && hit.last.outcome.attackingShips).toEqual({ fresh: 0, damaged: 2 });
  });

  test("L12: through the game, the defender's Lore comes from the game state, not the table's snapshot", () => {
    const played: GameState = JSON.parse(JSON.stringify(must(leadAggression(gameInPlay(["Red", "Blue", "Yellow"]), "Red"))));
    const roll = (snapshot: BattleSnapshot) => ({ type: "battle" as const, player: "Red" as const, action: { kind: "roll" as const, system: "1.1", defender: "Blue" as const, dice: { skirmish: 1, assault: 0, raid: 0 }, snapshot } });
    const claimed = must(apply(played, roll(railgun))).battle as BattleState;
    expect(hitsOnAttackers(claimed.snapshot, none)).toEqual({ self: 0, intercept: 0 });
    played.players.find((p) => p.colour === "Blue")!.lore = ["L12"];
    const real = must(apply(played, roll(snap))).battle as BattleState;
    expect(hitsOnAttackers(real.snapshot, none)).toEqual({ self: 0, intercept: 0, railgun: 1 });
  });
});

describe("Seeker Torpedoes (L14): 'When attacking in battle, after rolling dice, you may reroll up to 1 assault die for each fresh Loyal attacking ship.'", () => {
  const torpedoes = { ...snap, attackingShips: { fresh: 2, damaged: 1 }, attackerLore: ["L14"] };
  const rolled: RolledDie[] = [{ die: "assault", face: 1 }, { die: "assault", face: 3 }, { die: "skirmish", face: 1 }];
  function readRoll(s: BattleSnapshot): BattleState {
    const thrown = must(stepBattle(undefined, "Red", { kind: "roll", system: "1.1", defender: "Blue", dice: { skirmish: 1, assault: 2, raid: 0 }, snapshot: s }));
    return must(stepBattle(thrown, "Red", { kind: "read", faces: rolled }));
  }

  test("L14: up to 1 assault die per fresh Loyal attacking ship, once, before the hits; the totals are read again", () => {
    const b = readRoll(torpedoes);
    const after = must(stepBattle(b, "Red", { kind: "torpedoes", dice: [0, 1], faces: [{ die: "assault", face: 5 }, { die: "assault", face: 4 }] }));
    expect(after.faces).toEqual([{ die: "assault", face: 5 }, { die: "assault", face: 4 }, { die: "skirmish", face: 1 }]);
    expect(after.totals).toEqual({ self: 1, intercept: 0, hit: 4, building: 0, key: 0 });
    expect(after.last).toEqual({ kind: "rerolled", totals: after.totals, count: 2, by: "L14" });
    expect(battleStepText(after)).toBe("Red rerolls 2 assault dice with Seeker Torpedoes");
    expect(stepBattle(after, "Red", { kind: "torpedoes", dice: [0], faces: [{ die: "assault", face: 1 }] })).toEqual({
      ok: false,
      reason: "Seeker Torpedoes (L14) rerolls once: this roll's assault dice were rerolled",
    });
    // Skirmishers' reroll is another ability: both may be used on one roll
    expect(after.rerolled).toBeUndefined();
  });

  test("L14: refused beyond the fresh Loyal attacking ships, for a skirmish die, and without the card", () => {
    const one = readRoll({ ...torpedoes, attackingShips: { fresh: 1, damaged: 2 } });
    expect(stepBattle(one, "Red", { kind: "torpedoes", dice: [0, 1], faces: [{ die: "assault", face: 5 }, { die: "assault", face: 5 }] })).toEqual({
      ok: false,
      reason: "Seeker Torpedoes (L14): you may reroll at most 1 assault dice (1 per fresh Loyal attacking ship), not 2",
    });
    expect(stepBattle(one, "Red", { kind: "torpedoes", dice: [2], faces: [{ die: "assault", face: 5 }] })).toEqual({
      ok: false,
      reason: "Seeker Torpedoes (L14) rerolls assault dice only: die 3 is a skirmish die",
    });
    const without = readRoll({ ...torpedoes, attackerLore: undefined });
    expect(stepBattle(without, "Red", { kind: "torpedoes", dice: [0], faces: [{ die: "assault", face: 5 }] })).toEqual({
      ok: false,
      reason: "Red does not hold Seeker Torpedoes (L14)",
    });
    const hit = must(stepBattle(one, "Red", { kind: "hits", assignment: defaultHitAssignment(one.snapshot, one.totals!), court }));
    expect(stepBattle(hit, "Red", { kind: "torpedoes", dice: [0], faces: [{ die: "assault", face: 5 }] }).ok).toBe(false);
  });
});

describe("the public resolution text counts what the Lore changes (src/tts/battle/words.ts)", () => {
  const faces: RolledDie[] = [{ die: "assault", face: 5 }];
  const twoHits = { self: 0, intercept: 0, hit: 2, building: 0, key: 0 };

  test("L04 Mirror Plating: the added intercept is named and its hits counted, though none was rolled", () => {
    const plated = { ...snap, defenderLore: ["L04"], addedIntercepts: 1, defendingShips: { fresh: 2, damaged: 0 } };
    expect(resolutionText(plated, "1.1", faces, twoHits)).toContain(
      "2) Intercept: none rolled, 1 added by Blue's Mirror Plating (L04): 2 hits on Red's ships (2 fresh defending ships, once).",
    );
    expect(resolutionText(snap, "1.1", faces, twoHits)).toContain("2) Intercept: none rolled.");
  });

  test("L06 Signal Breaker: the ignored intercept is named; L12 Railgun Arrays: its hit comes first", () => {
    const breaker = { ...snap, attackerLore: ["L06"] };
    expect(resolutionText(breaker, "1.1", faces, { ...twoHits, intercept: 1 })).toContain("2) Intercept: 1 rolled, ignored (Red's Signal Breaker (L06)): no hits.");
    expect(resolutionText({ ...snap, defenderLore: ["L12"] }, "1.1", faces, twoHits)).toContain(
      "Rolled: assault 2 hits. 0) Railgun Arrays (L12): 1 hit on Red's ships before the dice (Blue has fresh defending ships). 1) Self hits: 0.",
    );
  });
});
