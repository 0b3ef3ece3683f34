/**
 * Leader and Lore battle abilities the core enforces (seed 003 card reference; src/core/powers/
 * leaderLorePowers.ts): Rebel LEAD05 "Committed", Hidden Harbors L05, Signal Breaker L06. The core
 * reads them from the game state, never from the table.
 */
import type { BattleSnapshot } from "../../../src/core/battle/battle";
import { checkDiceCollection, defaultHitAssignment, hitsOnAttackers, maxDice } from "../../../src/core/battle/battle";
import { apply } from "../../../src/core/rules";
import { stepBattle } from "../../../src/core/battle/machine";
import type { Command, GameState } from "../../../src/core/game/types";
import { gameInPlay, run } from "../../../tools/bench/courtScoringHandlers";
import { tableWith } from "../court/fixtures";
import { leadAggression } from "../game/helpers";
import { dice, example, exampleTable, faces, mikahsChoice } from "../battle/rulebookExample";
import { snapshotWithAbilities } from "../../../src/core/powers/snapshotAbilities";

const snap: BattleSnapshot = {
  attacker: "Red",
  defender: "Blue",
  attackingShips: { fresh: 2, damaged: 0 },
  defendingShips: { fresh: 2, damaged: 0 },
  defendingCities: { fresh: 0, damaged: 0 },
  defendingStarports: { fresh: 1, damaged: 0 },
  defenderHasBuildingsElsewhere: true,
};
function must<T>(r: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}
const interceptRoll = { self: 0, intercept: 1, hit: 0, building: 0, key: 0 };


/** Red leads an Aggression card: it gives the battle and secure actions (p.8, the action count). */
function aggressionLed(s: GameState): GameState {
  const r = leadAggression(s, "Red");
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

describe("Rebel (LEAD05) Committed: 'In battle, you collect 2 extra dice.'", () => {
  test("LEAD05: the attacking Rebel may collect 2 dice more than their ships, anywhere", () => {
    expect(maxDice({ ...snap, attackerLeader: "LEAD05" })).toBe(4);
    expect(maxDice({ ...snap, attackerLeader: "LEAD01" })).toBe(2);
    expect(checkDiceCollection({ ...snap, attackerLeader: "LEAD05" }, { skirmish: 4, assault: 0, raid: 0 }).ok).toBe(true);
    // with Gatekeepers in a gate too: both add
    expect(maxDice({ ...snap, attackerLeader: "LEAD05", inGate: true, attackerGuildCards: ["BC08"] })).toBe(6);
  });

  test("LEAD05: the core takes the leader from the game state, not from the table's snapshot", () => {
    const s = gameInPlay(["Red", "Blue", "Yellow"]);
    const played = aggressionLed(s);
    const roll = (snapshot: BattleSnapshot): Command => ({ type: "battle", player: "Red", action: { kind: "roll", system: "1.1", defender: "Blue", dice: { skirmish: 4, assault: 0, raid: 0 }, snapshot } });
    // The table claims Rebel for a player without a leader: refused.
    expect(apply(played, roll({ ...snap, attackerLeader: "LEAD05" }))).toEqual({ ok: false, reason: "You may collect at most 2 dice (one per attacking ship), not 4" });
    const rebel: GameState = JSON.parse(JSON.stringify(played));
    rebel.players.find((p) => p.colour === "Red")!.leader = "LEAD05";
    const r = apply(rebel, roll(snap));
    expect(r.ok && r.value.battle?.snapshot.attackerLeader).toBe("LEAD05");
  });
});

describe("Hidden Harbors (L05): 'When defending in battle, the attacker cannot collect raid dice if you have a fresh defending starport.'", () => {
  test("L05: a fresh defending starport forbids raid dice; a damaged one does not", () => {
    const harbors = { ...snap, defenderLore: ["L05"] };
    expect(checkDiceCollection(harbors, { skirmish: 0, assault: 0, raid: 1 })).toEqual({
      ok: false,
      reason: "You cannot collect raid dice: Blue has a fresh defending starport and Hidden Harbors (L05)",
    });
    expect(checkDiceCollection({ ...harbors, defendingStarports: { fresh: 0, damaged: 1 } }, { skirmish: 0, assault: 0, raid: 1 }).ok).toBe(true);
    expect(checkDiceCollection(snap, { skirmish: 0, assault: 0, raid: 1 }).ok).toBe(true);
    // the attacker's own Hidden Harbors does nothing here
    expect(checkDiceCollection({ ...snap, attackerLore: ["L05"] }, { skirmish: 0, assault: 0, raid: 1 }).ok).toBe(true);
  });
});

describe("Signal Breaker (L06): 'When attacking in battle, if all attacking ships are fresh at the start of the battle, you ignore 1 intercept you roll.'", () => {
  test("L06: one intercept rolled with all ships fresh is ignored; two still intercept; a damaged ship at the start loses the ability", () => {
    const breaker = { ...snap, attackerLore: ["L06"] };
    expect(hitsOnAttackers(breaker, interceptRoll)).toEqual({ self: 0, intercept: 0 });
    expect(hitsOnAttackers(breaker, { ...interceptRoll, intercept: 2 })).toEqual({ self: 0, intercept: 2 });
    expect(hitsOnAttackers({ ...breaker, attackingShips: { fresh: 1, damaged: 1 } }, interceptRoll)).toEqual({ self: 0, intercept: 2 });
    expect(hitsOnAttackers(snap, interceptRoll)).toEqual({ self: 0, intercept: 2 });
    expect(defaultHitAssignment(breaker, interceptRoll).onAttackers).toEqual([]);
  });
});

describe("Demagogue (LEAD08) Paranoid: 'You cannot secure Guild cards with only 1 Loyal agent on them. (You can secure Vox cards as normal.)'", () => {
  test("LEAD08: a Guild card with 1 agent is refused; 2 agents, or a Vox card with 1, may be secured; other leaders are untouched", () => {
    const s = gameInPlay(["Red", "Blue", "Yellow"]);
    const played: GameState = JSON.parse(JSON.stringify(aggressionLed(s)));
    const demagogue: GameState = JSON.parse(JSON.stringify(played));
    demagogue.players.find((p) => p.colour === "Red")!.leader = "LEAD08";
    const court = tableWith(["Red", "Blue", "Yellow"], [
      { card: "BC02", agents: { Red: 1 } },
      { card: "BC27", agents: { Red: 1 } },
      { card: "BC04", agents: { Red: 2, Blue: 1 } },
      { card: "BC05", agents: {} },
    ]);
    const secure = (slot: number): Command => ({ type: "court", player: "Red", action: { kind: "secure", slot, court } });
    expect(apply(demagogue, secure(0))).toEqual({
      ok: false,
      reason: "Demagogue (Paranoid): you cannot secure Mining Interest (BC02, Material Guild), a Guild card, with 1 Loyal agent",
    });
    expect(apply(demagogue, secure(1)).ok).toBe(true);
    expect(apply(demagogue, secure(2)).ok).toBe(true);
    expect(apply(played, secure(0)).ok).toBe(true);
  });
});

describe("Mirror Plating (L04): 'When you defend in battle, add 1 intercept to the attacker's roll if they rolled any number of assault dice.'", () => {
  test("L04: a roll with assault dice against the Mirror Plating owner takes intercept hits from every fresh defending ship; a skirmish-only roll does not", () => {
    const plated = { ...snap, defenderLore: ["L04"] };
    const assault = stepBattle(undefined, "Red", { kind: "roll", system: "1.1", defender: "Blue", dice: { skirmish: 0, assault: 1, raid: 0 }, snapshot: plated });
    if (!assault.ok) throw new Error(assault.reason);
    expect(assault.value.snapshot.addedIntercepts).toBe(1);
    const blank = { self: 0, intercept: 0, hit: 1, building: 0, key: 0 };
    expect(hitsOnAttackers(assault.value.snapshot, blank)).toEqual({ self: 0, intercept: 2 });
    const skirmish = stepBattle(undefined, "Red", { kind: "roll", system: "1.1", defender: "Blue", dice: { skirmish: 2, assault: 0, raid: 0 }, snapshot: plated });
    if (!skirmish.ok) throw new Error(skirmish.reason);
    expect(skirmish.value.snapshot.addedIntercepts).toBeUndefined();
    expect(hitsOnAttackers(skirmish.value.snapshot, blank)).toEqual({ self: 0, intercept: 0 });
  });

  test("L04: through the game, the defender's Lore comes from the game state", () => {
    const s = gameInPlay(["Red", "Blue", "Yellow"]);
    const played: GameState = JSON.parse(JSON.stringify(aggressionLed(s)));
    played.players.find((p) => p.colour === "Blue")!.lore = ["L04"];
    const r = apply(played, { type: "battle", player: "Red", action: { kind: "roll", system: "1.1", defender: "Blue", dice: { skirmish: 0, assault: 1, raid: 0 }, snapshot: snap } });
    expect(r.ok && r.value.battle?.snapshot.addedIntercepts).toBe(1);
    expect(r.ok && r.value.battle?.snapshot.defenderLore).toEqual(["L04"]);
  });
});

describe("Elder (LEAD01) Beloved: 'Rivals cannot Ransack the Court when they battle you.'", () => {
  test("pp.15-16 example with Blue as the Elder: the destroyed city still Provokes Outrage, but nothing is ransacked and a chosen slot is refused", () => {
    const thrown = { kind: "roll" as const, system: "2.1", defender: "Blue" as const, dice, snapshot: { ...example, defenderLeader: "LEAD01" } };
    let b = must(stepBattle(undefined, "Red", thrown));
    b = must(stepBattle(b, "Red", { kind: "read", faces }));
    b = must(stepBattle(b, "Red", { kind: "hits", assignment: mikahsChoice, court: exampleTable() }));
    expect(b.step).toBe("city");
    const afterHits = b.last.kind === "hits" ? b.last.table : exampleTable();
    const refused = stepBattle(b, "Red", { kind: "ransack", slot: 0, court: afterHits });
    expect(refused.ok ? "" : refused.reason).toBe("Rivals cannot Ransack the Court when they battle Blue: Elder (Beloved)");
    const city = must(stepBattle(b, "Red", { kind: "ransack", court: afterHits }));
    expect(city.last.kind === "city" && city.last.city.ransacked).toBe(undefined);
    expect(city.last.kind === "city" && city.last.city.table.players[0].outrage.length).toBeGreaterThan(0);
    // Without the Elder the same step ransacks Farseers (the rulebook example).
    let plain = must(stepBattle(undefined, "Red", { ...thrown, snapshot: example }));
    plain = must(stepBattle(plain, "Red", { kind: "read", faces }));
    plain = must(stepBattle(plain, "Red", { kind: "hits", assignment: mikahsChoice, court: exampleTable() }));
    const ransacked = must(stepBattle(plain, "Red", { kind: "ransack", court: afterHits }));
    expect(ransacked.last.kind === "city" && ransacked.last.city.ransacked).toBe("BC17");
  });
});

test("LEAD01: the defender's Leader comes from the game state, never from the table's snapshot", () => {
  const s = gameInPlay(["Red", "Blue", "Yellow"]);
  const withElder: GameState = { ...s, players: s.players.map((p) => (p.colour === "Blue" ? { ...p, leader: "LEAD01" } : p)) };
  expect(snapshotWithAbilities(withElder, snap).defenderLeader).toBe("LEAD01");
  expect(snapshotWithAbilities(s, { ...snap, defenderLeader: "LEAD01" }).defenderLeader).toBeUndefined();
  // Every field only the core fills is dropped when the table sends it (the key gone, not left undefined).
  const sent = { ...snap, attackerLeader: "LEAD02", attackerLore: ["L04"], defenderLore: ["L04"], defenderLeader: "LEAD01", addedIntercepts: 3, rules: { defenderIsPlayer: true } } as BattleSnapshot;
  expect(Object.keys(snapshotWithAbilities(s, sent)).sort()).toEqual(Object.keys(snap).sort());
});

describe("reminders after a battle: Elder (LEAD01) Beloved 'After defending in battle, you may influence if the attacker took any Trophies.' and Repair Drones (L07) 'After you battle as the attacker, repair 1 Loyal attacking ship.'", () => {
  test("pp.15-16 example through the engine: the hits take Trophies from the Elder; the end of the battle reminds Repair Drones", () => {
    const played: GameState = JSON.parse(JSON.stringify(aggressionLed(gameInPlay(["Red", "Blue", "Yellow"]))));
    played.players.find((p) => p.colour === "Blue")!.leader = "LEAD01";
    played.players.find((p) => p.colour === "Red")!.lore = ["L07"];
    const step = (action: object): Command => ({ type: "battle", player: "Red", action } as Command);
    let s = run(played, step({ kind: "roll", system: "2.1", defender: "Blue", dice, snapshot: example }), step({ kind: "read", faces }));
    s = run(s, step({ kind: "hits", assignment: mikahsChoice, court: exampleTable() }));
    expect(s.events.filter((e) => !e.quiet).map((e) => e.text)).toEqual(["After the battle Blue may influence: Red took Trophies (Elder (Beloved))"]);
    const afterHits = s.battle?.last.kind === "hits" ? s.battle.last.table : exampleTable();
    s = run(s, step({ kind: "ransack", court: afterHits }));
    expect(s.events.filter((e) => !e.quiet)).toEqual([]);
    s = run(s, step({ kind: "end" }));
    expect(s.events.filter((e) => !e.quiet).map((e) => e.text)).toEqual(["Red repairs 1 Loyal attacking ship (Repair Drones (L07))"]);
  });
});
