/**
 * Battle powers of Court cards (seed 003 card reference; FAQ "Resources You Have", "Simultaneous
 * Triggers"): Gatekeepers BC08's extra dice, Skirmishers BC13's reroll. Data in
 * src/core/powers/courtPowers.ts, numbers in battlePowers.ts, the reroll step in battle/reroll.ts.
 */
import type { BattleSnapshot } from "../../../src/core/battle/battle";
import { checkDiceCollection, legalDiceCollections, maxDice } from "../../../src/core/battle/battle";
import { stepBattle } from "../../../src/core/battle/machine";
import type { BattleState } from "../../../src/core/battle/machine";
import { cardExtraDice, skirmishRerollLimit, weaponIcons } from "../../../src/core/powers/battlePowers";
import { COURT_POWERS, courtPower } from "../../../src/core/powers/courtPowers";
import { COURT_CARDS } from "../../../src/core/data/court";
import { giveCard, player, setResources, tableWith } from "../court/fixtures";

function must<T>(r: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

/** Red attacks Blue's two ships in a gate with 3 ships. */
const gate: BattleSnapshot = {
  attacker: "Red",
  defender: "Blue",
  attackingShips: { fresh: 3, damaged: 0 },
  defendingShips: { fresh: 2, damaged: 0 },
  defendingCities: { fresh: 0, damaged: 0 },
  defendingStarports: { fresh: 0, damaged: 0 },
  defenderHasBuildingsElsewhere: true,
  inGate: true,
  attackerGuildCards: ["BC08"],
};

describe("the power table sits beside the card data", () => {
  test("every base Court card BC01-BC31 has exactly one power row, and no row names a card that does not exist", () => {
    const ids = COURT_CARDS.map((c) => c.id);
    expect(Object.keys(COURT_POWERS).sort()).toEqual(ids.slice().sort());
  });
  test("campaign copies share their base card's power (CC03 Gatekeepers = BC08, CC05 Skirmishers = BC13)", () => {
    expect(courtPower("CC03")).toBe(COURT_POWERS.BC08);
    expect(courtPower("CC05")).toBe(COURT_POWERS.BC13);
    expect(courtPower("BC99")).toBeUndefined();
  });
});

describe("Gatekeepers (BC08): 'When you battle in a gate, you may collect 2 more dice.'", () => {
  test("BC08: in a gate the attacker holding Gatekeepers may collect 2 dice more than their ships", () => {
    expect(maxDice(gate)).toBe(5);
    expect(must(checkDiceCollection(gate, { skirmish: 3, assault: 2, raid: 0 }))).toEqual({ skirmish: 3, assault: 2, raid: 0 });
    expect(checkDiceCollection(gate, { skirmish: 3, assault: 3, raid: 0 })).toEqual({
      ok: false,
      reason: "You may collect at most 5 dice (one per attacking ship, plus extra dice from cards), not 6",
    });
    expect(legalDiceCollections(gate).some((d) => d.skirmish + d.assault + d.raid === 5)).toBe(true);
  });

  test("BC08: outside a gate the card gives nothing, and the table's extra dice are refused in the game's words", () => {
    const planet = { ...gate, inGate: false, planetType: "fuel" as const };
    expect(maxDice(planet)).toBe(3);
    expect(checkDiceCollection(planet, { skirmish: 4, assault: 0, raid: 0 }).ok).toBe(false);
    expect(checkDiceCollection({ ...planet, extraDice: 2 }, { skirmish: 3, assault: 0, raid: 0 })).toEqual({
      ok: false,
      reason: "Gatekeepers (BC08, Fuel Guild) gives its extra dice only when you battle in a gate",
    });
  });

  test("BC08: only the attacker's Gatekeepers count (the snapshot names the attacker's cards; the defender's never add dice)", () => {
    const noCard = { ...gate, attackerGuildCards: ["BC13"] };
    expect(maxDice(noCard)).toBe(3);
    expect(checkDiceCollection({ ...noCard, extraDice: 2 }, { skirmish: 3, assault: 0, raid: 0 })).toEqual({
      ok: false,
      reason: "Red holds no card that gives extra dice (Gatekeepers (BC08, Fuel Guild) does, in a gate, for the attacker)",
    });
    expect(cardExtraDice(["BC08"], true)).toBe(2);
    expect(cardExtraDice(["BC08"], false)).toBe(0);
    expect(cardExtraDice(["CC03"], true)).toBe(2);
  });

  test("BC08: 'may': fewer dice are fine; a claimed 2 with the card in a gate is accepted; old snapshots keep their extraDice", () => {
    expect(checkDiceCollection({ ...gate, extraDice: 2 }, { skirmish: 1, assault: 0, raid: 0 }).ok).toBe(true);
    const old = { ...gate, attackerGuildCards: undefined, inGate: undefined, extraDice: 2 };
    expect(maxDice(old)).toBe(5);
  });

  test("a gate has no planet: a city cannot defend one (but for Gate Stations L11: tests/core/powers/gatePowers.test.ts)", () => {
    const bad = { ...gate, defendingCities: { fresh: 1, damaged: 0 }, planetType: "fuel" as const };
    expect(checkDiceCollection(bad, { skirmish: 1, assault: 0, raid: 0 })).toEqual({ ok: false, reason: "A gate has no planet: no city defends it (only the holder of Gate Stations (L11, lore) builds cities on gates)" });
  });
});

describe("Skirmishers (BC13): 'After you roll in battle, you may reroll a number of skirmish dice up to your total Weapon icons from resources and cards.'", () => {
  function table(weapons: number, cards: string[]) {
    const t = tableWith(["Red", "Blue"], [{ card: "BC02", agents: {} }, { card: "BC03", agents: {} }, { card: "BC04", agents: {} }]);
    for (const c of cards) giveCard(t, "Red", c);
    const slots: string[] = [];
    for (let i = 0; i < weapons; i++) slots.push("weapon");
    setResources(t, "Red", slots);
    return t;
  }
  const snap: BattleSnapshot = { ...gate, inGate: false, attackerGuildCards: ["BC13"], planetType: "weapon" };
  const collected = { skirmish: 3, assault: 0, raid: 0 };
  // Three blanks (skirmish faces 1-3 are blank, 4-6 a hit).
  const blanks = [
    { die: "skirmish" as const, face: 1 },
    { die: "skirmish" as const, face: 2 },
    { die: "skirmish" as const, face: 3 },
  ];
  function rolled(): BattleState {
    const b = must(stepBattle(undefined, "Red", { kind: "roll", system: "4.1", defender: "Blue", dice: collected, snapshot: snap }));
    return must(stepBattle(b, "Red", { kind: "read", faces: blanks }));
  }

  test("FAQ 'Resources You Have': Weapon icons are Weapon resources plus Weapon Guild cards (Skirmishers itself is one)", () => {
    const t = table(1, ["BC13", "BC14", "BC08"]);
    expect(weaponIcons(player(t, "Red"))).toBe(3);
    expect(skirmishRerollLimit(player(t, "Red"))).toBe(3);
    expect(skirmishRerollLimit(player(table(2, ["BC14"]), "Red"))).toBe(0);
  });

  test("BC13: the attacker rerolls up to their Weapon icons; the new faces replace the old and the totals are read again", () => {
    const t = table(1, ["BC13"]); // 2 icons
    const b = rolled();
    expect(b.totals!.hit).toBe(0);
    const after = must(stepBattle(b, "Red", { kind: "reroll", dice: [0, 2], faces: [{ die: "skirmish", face: 6 }, { die: "skirmish", face: 5 }], court: t }));
    expect(after.step).toBe("hits");
    expect(after.totals!.hit).toBe(2);
    expect(after.faces).toEqual([{ die: "skirmish", face: 6 }, { die: "skirmish", face: 2 }, { die: "skirmish", face: 5 }]);
    expect(after.rerolled).toBe(true);
    expect(after.last).toEqual({ kind: "rerolled", totals: after.totals, count: 2 });
  });

  test("BC13: more dice than Weapon icons, non-skirmish dice, a second reroll and a player without the card are refused", () => {
    const t = table(1, ["BC13"]);
    const b = rolled();
    const three = { kind: "reroll" as const, dice: [0, 1, 2], faces: blanks, court: t };
    expect(stepBattle(b, "Red", three)).toEqual({
      ok: false,
      reason: "Skirmishers (BC13, Weapon Guild): you may reroll at most 2 skirmish dice (your Weapon icons), not 3",
    });
    const once = must(stepBattle(b, "Red", { kind: "reroll", dice: [0], faces: [{ die: "skirmish", face: 1 }], court: t }));
    expect(stepBattle(once, "Red", { kind: "reroll", dice: [1], faces: [{ die: "skirmish", face: 4 }], court: t })).toEqual({
      ok: false,
      reason: "Skirmishers (BC13, Weapon Guild) rerolls once: this roll was already rerolled",
    });
    expect(stepBattle(b, "Red", { kind: "reroll", dice: [0], faces: [{ die: "skirmish", face: 4 }], court: table(3, ["BC14"]) })).toEqual({
      ok: false,
      reason: "Red does not hold Skirmishers (BC13, Weapon Guild): only its owner may reroll skirmish dice",
    });
    expect(stepBattle(b, "Red", { kind: "reroll", dice: [0, 0], faces: [{ die: "skirmish", face: 4 }, { die: "skirmish", face: 4 }], court: t }).ok).toBe(false);
    expect(stepBattle(b, "Blue", { kind: "reroll", dice: [0], faces: [{ die: "skirmish", face: 4 }], court: t })).toEqual({
      ok: false,
      reason: "only Red, the attacker, operates this battle",
    });
  });

  test("BC13: only skirmish dice are rerolled; the reroll comes before the hits (after them it is refused)", () => {
    const t = table(3, ["BC13"]);
    const mixed = { ...snap };
    let b = must(stepBattle(undefined, "Red", { kind: "roll", system: "4.1", defender: "Blue", dice: { skirmish: 1, assault: 1, raid: 0 }, snapshot: mixed }));
    b = must(stepBattle(b, "Red", { kind: "read", faces: [{ die: "skirmish", face: 1 }, { die: "assault", face: 1 }] }));
    expect(stepBattle(b, "Red", { kind: "reroll", dice: [1], faces: [{ die: "skirmish", face: 4 }], court: t })).toEqual({
      ok: false,
      reason: "Skirmishers (BC13, Weapon Guild) rerolls skirmish dice only: die 2 is an assault die",
    });
    const rolling = must(stepBattle(undefined, "Red", { kind: "roll", system: "4.1", defender: "Blue", dice: collected, snapshot: snap }));
    expect(stepBattle(rolling, "Red", { kind: "reroll", dice: [0], faces: [{ die: "skirmish", face: 4 }], court: t })).toEqual({
      ok: false,
      reason: "the dice are still rolling",
    });
    const done = must(stepBattle(rolled(), "Red", { kind: "hits", assignment: { onAttackers: [], shipHits: [], buildingHits: [] }, court: t }));
    expect(done.step).toBe("over");
    expect(stepBattle(done, "Red", { kind: "reroll", dice: [0], faces: [{ die: "skirmish", face: 4 }], court: t })).toEqual({
      ok: false,
      reason: expect.stringContaining("no battle is under way"),
    });
  });
});
