/**
 * Parity: the Court cards' powers (src/core/powers) give the same numbers, battle steps, states and
 * refusals in Lua as in Node: Gatekeepers BC08, Skirmishers BC13, Secret Order BC18, Galactic Bards BC25,
 * and Lore cards' (Gate Stations L11, Gate Ports L08, ...).
 */
import type { BattleSnapshot } from "../../src/core/battle/battle";
import { checkBattleSnapshot, checkDiceCollection, hitsOnAttackers, maxDice } from "../../src/core/battle/battle";
import { stepBattle } from "../../src/core/battle/machine";
import type { BattleState } from "../../src/core/battle/machine";
import { actionDeckFor } from "../../src/core/data/actionCards";
import { courtDeck } from "../../src/core/data/court";
import type { Colour } from "../../src/core/data/vocabulary";
import { replay } from "../../src/core/rules";
import { apply } from "../../src/core/rules";
import { playRandomGame } from "../../src/core/game/driver";
import { gameInPlay } from "../../tools/bench/courtScoringHandlers";
import { fourPlayerGame, lead, leadAggression, run } from "../core/game/helpers";
import type { Command, GameLog, GameState } from "../../src/core/game/types";
import { COURT_POWERS, weaponIcons, skirmishRerollLimit, cardExtraDice, courtPower, cardActionOutcome, afterScoringInstructions, secureRefusalByLeader } from "../../src/core/powers";
import type { CourtPower } from "../../src/core/powers/courtPowers";
import { giveCard, player, setResources, tableWith } from "../core/court/fixtures";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import * as flow from "../../src/core/battle/flow";
import { holdRefusal } from "../../src/core/powers/heldResources";
import { dice as exDice, example, exampleTable, faces as exFaces, mikahsChoice } from "../core/battle/rulebookExample";

const powers = loadCoreModuleInLua("src/core/powers/index.ts");
const battle = loadCoreModuleInLua("src/core/battle/index.ts");
const game = loadCoreModuleInLua("src/core/index.ts");
const held = loadCoreModuleInLua("src/core/powers/heldResources.ts");

function must<T>(r: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

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

describe("card powers run identically in Node and in Lua", () => {
  test("the power table and its numbers (BC08 extra dice, BC13 Weapon icons)", () => {
    // The Lua holds a power's rules, not its summary for people (`changes`, `handled`: tools/lib/luaProse.ts).
    const rules = (p: CourtPower | undefined): unknown => {
      const out: Record<string, unknown> = { ...p };
      delete out.changes;
      delete out.handled;
      return normalise(out);
    };
    expect(powers.call("courtPower", "CC05")).toEqual(rules(courtPower("CC05")));
    expect(powers.call("courtPower", "BC18")).toEqual(rules(COURT_POWERS.BC18));
    expect((powers.call("courtPower", "BC18") as CourtPower).changes).toBeUndefined();
    for (const inGate of [true, false]) expect(powers.call("cardExtraDice", ["BC13", "BC08"], inGate)).toBe(cardExtraDice(["BC13", "BC08"], inGate));
    const t = tableWith(["Red", "Blue"], [{ card: "BC02", agents: {} }, { card: "BC03", agents: {} }, { card: "BC04", agents: {} }]);
    giveCard(t, "Red", "BC13");
    giveCard(t, "Red", "BC14");
    setResources(t, "Red", ["weapon", "fuel", "weapon"]);
    expect(powers.call("weaponIcons", player(t, "Red"))).toBe(weaponIcons(player(t, "Red")));
    expect(powers.call("skirmishRerollLimit", player(t, "Red"))).toBe(skirmishRerollLimit(player(t, "Red")));
  });

  test("BC08: dice limits and refusals in a gate and out of it", () => {
    const cases: [BattleSnapshot, { skirmish: number; assault: number; raid: number }][] = [
      [gate, { skirmish: 3, assault: 2, raid: 0 }],
      [gate, { skirmish: 3, assault: 3, raid: 0 }],
      [{ ...gate, inGate: false, planetType: "fuel", extraDice: 2 }, { skirmish: 3, assault: 0, raid: 0 }],
      [{ ...gate, attackerGuildCards: [], extraDice: 2 }, { skirmish: 3, assault: 0, raid: 0 }],
    ];
    for (const [s, d] of cases) {
      expect(battle.call("checkDiceCollection", s, d)).toEqual(normalise(checkDiceCollection(s, d)));
      expect(battle.call("maxDice", s)).toBe(maxDice(s));
    }
  });

  test("LEAD05 Committed, L04 Mirror Plating, L05 Hidden Harbors, L06 Signal Breaker: dice limits and intercept agree", () => {
    const base = { ...gate, inGate: false, planetType: "fuel" as const, attackerGuildCards: [], defendingStarports: { fresh: 1, damaged: 0 } };
    const snaps: BattleSnapshot[] = [
      { ...base, attackerLeader: "LEAD05" },
      { ...base, defenderLore: ["L05"] },
      { ...base, attackerLore: ["L06"] },
      { ...base, attackerLore: ["L06"], attackingShips: { fresh: 2, damaged: 1 } },
      { ...base, defenderLore: ["L04"], addedIntercepts: 1 },
    ];
    for (const dice of [{ skirmish: 0, assault: 1, raid: 0 }, { skirmish: 1, assault: 0, raid: 0 }]) {
      const roll = { kind: "roll" as const, system: "1.1", defender: "Blue" as const, dice, snapshot: { ...base, defenderLore: ["L04"] } };
      expect(battle.call("stepBattle", undefined, "Red", roll)).toEqual(normalise(stepBattle(undefined, "Red", roll)));
    }
    for (const s of snaps) {
      expect(battle.call("maxDice", s)).toBe(maxDice(s));
      for (const d of [{ skirmish: 5, assault: 0, raid: 0 }, { skirmish: 0, assault: 0, raid: 1 }]) {
        expect(battle.call("checkDiceCollection", s, d)).toEqual(normalise(checkDiceCollection(s, d)));
      }
      for (const intercept of [1, 2]) {
        const totals = { self: 1, intercept, hit: 1, building: 0, key: 0 };
        expect(battle.call("hitsOnAttackers", s, totals)).toEqual(normalise(hitsOnAttackers(s, totals)));
      }
    }
  });

  test("BC13: the reroll step and its refusals", () => {
    const t = tableWith(["Red", "Blue"], [{ card: "BC02", agents: {} }, { card: "BC03", agents: {} }, { card: "BC04", agents: {} }]);
    giveCard(t, "Red", "BC13");
    setResources(t, "Red", ["weapon"]);
    const snap = { ...gate, inGate: false, attackerGuildCards: ["BC13"], planetType: "weapon" as const };
    let b: BattleState = must(stepBattle(undefined, "Red", { kind: "roll", system: "4.1", defender: "Blue", dice: { skirmish: 2, assault: 1, raid: 0 }, snapshot: snap }));
    b = must(stepBattle(b, "Red", { kind: "read", faces: [{ die: "skirmish", face: 1 }, { die: "assault", face: 2 }, { die: "skirmish", face: 3 }] }));
    const actions = [
      { kind: "reroll" as const, dice: [0, 2], faces: [{ die: "skirmish" as const, face: 4 }, { die: "skirmish" as const, face: 6 }], court: t },
      { kind: "reroll" as const, dice: [0, 1, 2], faces: [{ die: "skirmish" as const, face: 4 }, { die: "skirmish" as const, face: 4 }, { die: "skirmish" as const, face: 4 }], court: t },
      { kind: "reroll" as const, dice: [1], faces: [{ die: "skirmish" as const, face: 4 }], court: t },
    ];
    for (const a of actions) expect(battle.call("stepBattle", b, "Red", a)).toEqual(normalise(stepBattle(b, "Red", a)));
    const once = must(stepBattle(b, "Red", actions[0]));
    expect(battle.call("stepBattle", once, "Red", actions[2])).toEqual(normalise(stepBattle(once, "Red", actions[2])));
  });

  test("L12 Railgun Arrays and L14 Seeker Torpedoes: the Railgun hit, the dice it costs, the assault reroll and their refusals agree", () => {
    const base = { ...gate, inGate: false, planetType: "fuel" as const, attackerGuildCards: [] };
    const railgun: BattleSnapshot = { ...base, defenderLore: ["L12"], attackingShips: { fresh: 1, damaged: 1 } };
    const worn: BattleSnapshot = { ...railgun, attackingShips: { fresh: 0, damaged: 2 } };
    for (const s of [railgun, worn, { ...railgun, defendingShips: { fresh: 0, damaged: 2 } }]) {
      expect(battle.call("maxDice", s)).toBe(maxDice(s));
      expect(battle.call("hitsOnAttackers", s, { self: 1, intercept: 0, hit: 1, building: 0, key: 0 })).toEqual(normalise(hitsOnAttackers(s, { self: 1, intercept: 0, hit: 1, building: 0, key: 0 })));
    }
    expect(maxDice(worn)).toBe(1);
    const court = tableWith(["Red", "Blue"], [{ card: "BC02", agents: {} }]);
    let r: BattleState = must(stepBattle(undefined, "Red", { kind: "roll", system: "4.1", defender: "Blue", dice: { skirmish: 2, assault: 0, raid: 0 }, snapshot: railgun }));
    r = must(stepBattle(r, "Red", { kind: "read", faces: [{ die: "skirmish", face: 1 }, { die: "skirmish", face: 4 }] }));
    const hits = [
      { kind: "hits" as const, assignment: { onAttackers: ["fresh" as const], shipHits: [{ piece: "ship" as const, state: "fresh" as const }], buildingHits: [] }, court },
      { kind: "hits" as const, assignment: { onAttackers: ["damaged" as const], shipHits: [{ piece: "ship" as const, state: "fresh" as const }], buildingHits: [] }, court },
    ];
    expect(stepBattle(r, "Red", hits[0]).ok).toBe(true);
    for (const a of hits) expect(battle.call("stepBattle", r, "Red", a)).toEqual(normalise(stepBattle(r, "Red", a)));
    const torpedoes: BattleSnapshot = { ...base, attackerLore: ["L14"], attackingShips: { fresh: 2, damaged: 1 } };
    let t: BattleState = must(stepBattle(undefined, "Red", { kind: "roll", system: "4.1", defender: "Blue", dice: { skirmish: 1, assault: 2, raid: 0 }, snapshot: torpedoes }));
    t = must(stepBattle(t, "Red", { kind: "read", faces: [{ die: "assault", face: 1 }, { die: "skirmish", face: 1 }, { die: "assault", face: 3 }] }));
    const steps = [
      { kind: "torpedoes" as const, dice: [0, 2], faces: [{ die: "assault" as const, face: 5 }, { die: "assault" as const, face: 4 }] },
      { kind: "torpedoes" as const, dice: [0, 1, 2], faces: [{ die: "assault" as const, face: 5 }, { die: "assault" as const, face: 5 }, { die: "assault" as const, face: 5 }] },
      { kind: "torpedoes" as const, dice: [1], faces: [{ die: "assault" as const, face: 5 }] },
    ];
    expect(stepBattle(t, "Red", steps[0]).ok).toBe(true);
    for (const a of steps) expect(battle.call("stepBattle", t, "Red", a)).toEqual(normalise(stepBattle(t, "Red", a)));
    const once = must(stepBattle(t, "Red", steps[0]));
    expect(battle.call("stepBattle", once, "Red", steps[2])).toEqual(normalise(stepBattle(once, "Red", steps[2])));
  });

  test("BC14 Abduct, BC12 Pressgang and Execute: the same tables and refusals", () => {
    const t = tableWith(["Red", "Blue", "Yellow"], [
      { card: "BC02", agents: { Blue: 1, Yellow: 1, Red: 1 } },
      { card: "BC03", agents: { Blue: 3 } },
      { card: "BC04", agents: {} },
      { card: "BC05", agents: {} },
    ]);
    giveCard(t, "Red", "BC14");
    giveCard(t, "Red", "BC12");
    setResources(t, "Red", ["weapon"]);
    player(t, "Red").captives = { Blue: 2 };
    player(t, "Blue").agentSupply -= 2;
    const steps = [
      { kind: "abduct" as const, slot: 0, court: t },
      { kind: "abduct" as const, slot: 1, court: t },
      { kind: "pressgang" as const, captives: [{ colour: "Blue" as const, count: 2 }], gains: ["relic" as const, "fuel" as const], court: t },
      { kind: "pressgang" as const, captives: [{ colour: "Blue" as const, count: 3 }], gains: ["relic" as const], court: t },
      { kind: "execute" as const, captives: [{ colour: "Blue" as const, count: 1 }], court: t },
    ];
    for (const a of steps) expect(powers.call("cardActionOutcome", "Red", a)).toEqual(normalise(cardActionOutcome("Red", a)));
  });

  test("L11 Gate Stations and L08 Gate Ports: gate buildings in the snapshot, a gate city's Outrage of each cluster type, and the L08 capture agree (accepted and refused)", () => {
    const city: BattleSnapshot = {
      ...gate,
      attackerGuildCards: [],
      defendingShips: { fresh: 0, damaged: 0 },
      defendingCities: { fresh: 0, damaged: 1 },
      gateCityTypes: ["material", "weapon"],
      defenderLore: ["L11"],
    };
    const port: BattleSnapshot = { ...city, defendingCities: { fresh: 0, damaged: 0 }, defendingStarports: { fresh: 1, damaged: 0 }, defenderLore: ["L08"] };
    const snaps: BattleSnapshot[] = [city, { ...city, defenderLore: undefined }, { ...city, defendingCities: { fresh: 1, damaged: 1 } }, { ...city, gateCityTypes: undefined }, port, { ...port, defenderLore: [] }];
    for (const sn of snaps) expect(battle.call("checkBattleSnapshot", sn)).toEqual(normalise(checkBattleSnapshot(sn)));
    // The battle steps: a raid die's building hit destroys the damaged gate city; Outrage of Material and Weapon, then the Ransack.
    const court = tableWith(["Red", "Blue"], [{ card: "BC02", agents: { Blue: 1 } }, { card: "BC05", agents: { Blue: 1 } }]);
    setResources(court, "Red", ["material", "weapon", "fuel"]);
    const steps = [
      { kind: "roll" as const, system: "1.0", defender: "Blue" as const, dice: { skirmish: 0, assault: 0, raid: 1 }, snapshot: city },
      { kind: "read" as const, faces: [{ die: "raid" as const, face: 5 }] },
      { kind: "hits" as const, assignment: { onAttackers: [], shipHits: [], buildingHits: [{ piece: "city" as const, state: "damaged" as const }] }, court },
      { kind: "ransack" as const, slot: undefined, court },
      { kind: "ransack" as const, slot: 1, court },
    ];
    let b: BattleState | undefined = undefined;
    let accepted = 0;
    for (const a of steps) {
      const node = stepBattle(b, "Red", a);
      expect(battle.call("stepBattle", b, "Red", a)).toEqual(normalise(node));
      if (node.ok) {
        accepted++;
        b = node.value;
      }
    }
    expect(accepted).toBe(4);
    // L08 through the engine: Blue captures on Red's turn; refused for Yellow (not their turn) and without the card.
    const t = tableWith(["Red", "Blue", "Yellow", "White"], [{ card: "BC02", agents: {} }]);
    const gates = [{ system: "3.0", pieces: [{ colour: "Blue" as const, ships: { fresh: 2, damaged: 0 }, starports: { fresh: 1, damaged: 0 } }, { colour: "Red" as const, ships: { fresh: 3, damaged: 0 }, starports: { fresh: 0, damaged: 0 } }] }];
    const led = run(fourPlayerGame(), lead("Red", "aggression-7"));
    const holder: GameState = { ...led, players: led.players.map((p) => (p.colour === "Blue" ? { ...p, lore: ["L08"] } : p)) };
    const capture = (rival: Colour): Command => ({ type: "cardAction", player: "Blue", action: { kind: "gatePorts", rival, gates, court: t } });
    let ok = 0;
    for (const [state, c] of [[holder, capture("Red")], [holder, capture("Yellow")], [led, capture("Red")]] as [GameState, Command][]) {
      const n = apply(state, c);
      if (n.ok) ok++;
      expect(game.call("apply", normalise(state), c)).toEqual(normalise(n));
    }
    expect(ok).toBe(1);
    for (const rival of ["Red", "Yellow"] as Colour[]) {
      const a = { kind: "gatePorts" as const, rival, gates, court: t };
      expect(powers.call("cardActionOutcome", "Blue", a)).toEqual(normalise(cardActionOutcome("Blue", a)));
    }
  });

  test("LEAD08 Paranoid: the secure refusals agree", () => {
    const t = tableWith(["Red", "Blue", "Yellow"], [
      { card: "BC02", agents: { Red: 1 } },
      { card: "BC27", agents: { Red: 1 } },
      { card: "BC04", agents: { Red: 2 } },
      { card: "BC05", agents: {} },
    ]);
    for (const leader of ["LEAD08", "LEAD01"]) {
      for (const slot of [0, 1, 2, 3]) expect(powers.call("secureRefusalByLeader", leader, "Red", t, slot) ?? null).toEqual(secureRefusalByLeader(leader, "Red", t, slot) ?? null);
    }
  });

  test("BC03 / BC06: the after-scoring cleanup lines agree", () => {
    const snap = {
      players: [
        { colour: "Red" as const, resources: { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 }, guildCards: { material: 1, fuel: 0, weapon: 0, relic: 0, psionic: 0 }, captives: 0, trophies: 0, citiesOnBoard: 5, cards: ["BC03"] },
        { colour: "Blue" as const, resources: { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 }, guildCards: { material: 0, fuel: 1, weapon: 0, relic: 0, psionic: 0 }, captives: 0, trophies: 0, citiesOnBoard: 5, cards: ["CC03", "BC06"] },
      ],
    };
    expect(powers.call("afterScoringInstructions", snap)).toEqual(normalise(afterScoringInstructions(snap)));
    expect(afterScoringInstructions(snap)).toHaveLength(2);
  });

  test("BC18 / BC25: declares through declareByCard replay the same, refusals included", () => {
    const FOUR: Colour[] = ["Red", "Blue", "Yellow", "White"];
    const HANDS = [
      ["construction-5", "construction-1", "aggression-7", "administration-2", "mobilization-1", "administration-1"],
      ["aggression-4", "construction-4", "construction-7", "mobilization-3", "administration-5", "aggression-1"],
      ["construction-6", "construction-3", "mobilization-7", "administration-4", "aggression-2", "aggression-3"],
      ["construction-2", "mobilization-6", "administration-7", "aggression-6", "mobilization-4", "administration-6"],
    ];
    const deck = ([] as string[]).concat(...HANDS).concat(actionDeckFor(4).filter((id) => !HANDS.flat().includes(id)));
    const log: GameLog = {
      version: 1,
      commands: [
        { type: "setup", seats: FOUR, setupCard: "4SETUP01", actionDeck: deck, courtDeck: courtDeck() },
        { type: "shuffleDiscard", order: deck.slice(24) },
        { type: "lead", player: "Red", card: "construction-5" },
        { type: "declareByCard", player: "Red", ambition: "keeper", card: "BC18", guildCards: [] }, // not held
        { type: "declareByCard", player: "Red", ambition: "keeper", card: "BC18", guildCards: ["BC18"] },
        { type: "declare", player: "Red", ambition: "keeper" }, // already declared
        { type: "endTurn", player: "Red" },
        { type: "follow", player: "Blue", card: "construction-7", mode: "surpass" },
        { type: "declareByCard", player: "Blue", ambition: "tycoon", card: "BC25", guildCards: ["BC25"] }, // declared this round
        { type: "endTurn", player: "Blue" },
      ] as Command[],
    };
    const node = replay(log);
    expect(node.refused.map((r) => r.index)).toEqual([3, 5, 8]);
    expect(game.call("replay", log)).toEqual(normalise(node));
  });

  test("Preludes and resource actions (BC02, BC03, BC08, BC09, BC17, BC20, BC23, BC24, the Unions, Loyal spend-as): the same tables, refusals and replays", () => {
    const t = tableWith(["Red", "Blue", "Yellow"], [{ card: "BC26", agents: {} }, { card: "BC27", agents: {} }, { card: "BC28", agents: {} }, { card: "BC29", agents: {} }]);
    for (const id of ["BC02", "BC03", "BC09", "BC20", "BC23", "BC24", "BC08"]) giveCard(t, "Red", id);
    giveCard(t, "Blue", "BC13");
    setResources(t, "Red", ["relic"]);
    setResources(t, "Blue", ["material", "fuel", "weapon"]);
    t.supply.fuel = 0;
    const steps = [
      { kind: "prelude" as const, choice: { card: "BC02" }, court: t },
      { kind: "prelude" as const, choice: { card: "BC09", steal: [{ from: "Blue" as const, slot: 1 }] }, court: t },
      { kind: "prelude" as const, choice: { card: "BC09", steal: [{ from: "Blue" as const, slot: 0 }] }, court: t },
      { kind: "prelude" as const, choice: { card: "BC03", steal: [{ from: "Blue" as const, slot: 0 }] }, court: t },
      { kind: "prelude" as const, choice: { card: "BC20", guildCard: { from: "Blue" as const, card: "BC13" } }, court: t },
      { kind: "prelude" as const, choice: { card: "BC20" }, court: t },
      { kind: "prelude" as const, choice: { card: "BC23" }, court: t },
      { kind: "prelude" as const, choice: { card: "BC24", discardSlot: 0 }, court: t },
      { kind: "prelude" as const, choice: { card: "BC08" }, court: t },
      { kind: "gain" as const, card: "BC02", court: t },
      { kind: "trade" as const, rival: "Blue" as const, cityType: "weapon" as const, takeSlot: 2, giveSlot: 0, court: t },
      { kind: "trade" as const, rival: "Blue" as const, cityType: "fuel" as const, takeSlot: 2, giveSlot: 0, court: t },
    ];
    let accepted = 0;
    for (const a of steps) {
      const node = cardActionOutcome("Red", a);
      if (node.ok) accepted++;
      expect(powers.call("cardActionOutcome", "Red", a)).toEqual(normalise(node));
    }
    expect(accepted).toBe(9);

    const FOUR: Colour[] = ["Red", "Blue", "Yellow", "White"];
    const HANDS = [
      ["construction-4", "construction-1", "aggression-7", "administration-2", "mobilization-1", "administration-1"],
      ["aggression-4", "construction-5", "construction-7", "mobilization-3", "administration-5", "aggression-1"],
      ["construction-6", "construction-3", "mobilization-7", "administration-4", "aggression-2", "aggression-3"],
      ["construction-2", "mobilization-6", "administration-7", "aggression-6", "mobilization-4", "administration-6"],
    ];
    const deck = ([] as string[]).concat(...HANDS).concat(actionDeckFor(4).filter((id) => !HANDS.flat().includes(id)));
    const blue = tableWith(FOUR, [{ card: "BC26", agents: {} }, { card: "BC27", agents: {} }, { card: "BC28", agents: {} }, { card: "BC29", agents: {} }]);
    giveCard(blue, "Blue", "BC05");
    giveCard(blue, "Blue", "BC24");
    setResources(blue, "Blue", ["fuel"]);
    const yellow = tableWith(FOUR, [{ card: "BC26", agents: {} }, { card: "BC27", agents: {} }, { card: "BC28", agents: {} }, { card: "BC29", agents: {} }]);
    giveCard(yellow, "Yellow", "BC17");
    const log: GameLog = {
      version: 1,
      commands: [
        { type: "setup", seats: FOUR, setupCard: "4SETUP01", actionDeck: deck, courtDeck: courtDeck() },
        { type: "shuffleDiscard", order: deck.slice(24) },
        { type: "lead", player: "Red", card: "construction-4" },
        { type: "spendResource", player: "Red", resource: "fuel", outrage: [], as: "material", guildCards: ["BC01"] },
        { type: "spendResource", player: "Red", resource: "fuel", outrage: [], as: "weapon", guildCards: ["BC01"] }, // no Loyal Marines
        { type: "endTurn", player: "Red" },
        { type: "follow", player: "Blue", card: "construction-5", mode: "surpass" },
        { type: "cardAction", player: "Blue", action: { kind: "prelude", choice: { card: "BC05", played: "construction-4" }, court: blue } },
        { type: "cardAction", player: "Blue", action: { kind: "prelude", choice: { card: "BC24", discardSlot: 0 }, court: blue } },
        { type: "cardAction", player: "Blue", action: { kind: "prelude", choice: { card: "BC24", discardSlot: 0 }, court: blue } }, // once per turn
        { type: "endTurn", player: "Blue" },
        { type: "follow", player: "Yellow", card: "construction-6", mode: "surpass" },
        { type: "cardAction", player: "Yellow", action: { kind: "prelude", choice: { card: "BC17", hand: ["construction-3"] }, court: yellow } },
        { type: "endTurn", player: "Yellow" },
        { type: "follow", player: "White", card: "construction-2", mode: "copy" },
        { type: "endTurn", player: "White" },
      ] as Command[],
    };
    const node = replay(log);
    expect(node.refused.map((r) => r.index)).toEqual([4, 9]);
    expect(game.call("replay", log)).toEqual(normalise(node));
  });

  test("LEAD01 Elder (Beloved): the no-Ransack city step and its refusal agree", () => {
    const thrown = { kind: "roll" as const, system: "2.1", defender: "Blue" as const, dice: exDice, snapshot: { ...example, defenderLeader: "LEAD01" } };
    let b = must(stepBattle(undefined, "Red", thrown));
    b = must(stepBattle(b, "Red", { kind: "read", faces: exFaces }));
    b = must(stepBattle(b, "Red", { kind: "hits", assignment: mikahsChoice, court: exampleTable() }));
    const court = b.last.kind === "hits" ? b.last.table : exampleTable();
    let accepted = 0;
    for (const slot of [undefined, 0]) {
      const node = stepBattle(b, "Red", { kind: "ransack", slot, court });
      if (node.ok) accepted++;
      expect(battle.call("stepBattle", b, "Red", { kind: "ransack", slot, court })).toEqual(normalise(node));
    }
    expect(accepted).toBe(1);
  });

  test("LEAD07 Charismatic and the Leader reminders (LEAD02, LEAD04, LEAD07, LEAD08): replays agree, with accepted and refused commands", () => {
    const FOUR: Colour[] = ["Red", "Blue", "Yellow", "White"];
    const HANDS = [
      ["construction-4", "construction-1", "aggression-7", "administration-2", "mobilization-1", "administration-1"],
      ["aggression-4", "construction-5", "construction-7", "mobilization-3", "administration-5", "aggression-1"],
      ["construction-6", "construction-3", "mobilization-7", "administration-4", "aggression-2", "aggression-3"],
      ["construction-2", "mobilization-6", "administration-7", "aggression-6", "mobilization-4", "administration-6"],
    ];
    const deck = ([] as string[]).concat(...HANDS).concat(actionDeckFor(4).filter((id) => !HANDS.flat().includes(id)));
    const court = tableWith(FOUR, [{ card: "BC02", agents: { Blue: 2 } }, { card: "BC11", agents: {} }, { card: "BC13", agents: {} }, { card: "BC05", agents: {} }]);
    const log: GameLog = {
      version: 1,
      commands: [
        { type: "setup", seats: FOUR, setupCard: "4SETUP01", actionDeck: deck, courtDeck: courtDeck() },
        { type: "shuffleDiscard", order: deck.slice(24) },
      ] as Command[],
    };
    const start = replay(log);
    // Leaders are drafted in Leaders & Lore mode; this test gives them directly to the state.
    const s: GameState = { ...start.state, players: start.state.players.map((p, i) => ({ ...p, leader: ["LEAD04", "LEAD07", "LEAD02", "LEAD08"][i] })) };
    const commands: Command[] = [
      { type: "lead", player: "Red", card: "aggression-7" },
      { type: "declare", player: "Red", ambition: "warlord" },
      { type: "endTurn", player: "Red" },
      { type: "follow", player: "Blue", card: "construction-5", mode: "copy" },
      { type: "takeAction", player: "Blue", action: "influence" },
      { type: "takeAction", player: "Blue", action: "influence" }, // one only
      { type: "court", player: "Blue", action: { kind: "secure", slot: 0, court } },
      { type: "endTurn", player: "Blue" },
    ];
    let node = s;
    let lua = normalise(s);
    let accepted = 0;
    for (const c of commands) {
      const n = apply(node, c);
      const l = game.call("apply", lua, c) as { ok: boolean; value?: unknown; reason?: string };
      expect(l).toEqual(normalise(n));
      if (n.ok) {
        accepted++;
        node = n.value;
        lua = l.value as typeof lua;
      }
    }
    expect(accepted).toBe(7);
  });

  test("BC17 Farseers: the look, the swap and their refusals agree (states, events and reasons)", () => {
    const FOUR: Colour[] = ["Red", "Blue", "Yellow", "White"];
    const HANDS = [
      ["construction-5", "construction-1", "aggression-7", "administration-2", "mobilization-1", "administration-1"],
      ["aggression-4", "construction-4", "construction-7", "mobilization-3", "administration-5", "aggression-1"],
      ["construction-6", "construction-3", "mobilization-7", "administration-4", "aggression-2", "aggression-3"],
      ["construction-2", "mobilization-6", "administration-7", "aggression-6", "mobilization-4", "administration-6"],
    ];
    const deck = ([] as string[]).concat(...HANDS).concat(actionDeckFor(4).filter((id) => !HANDS.flat().includes(id)));
    const log: GameLog = {
      version: 1,
      commands: [
        { type: "setup", seats: FOUR, setupCard: "4SETUP01", actionDeck: deck, courtDeck: courtDeck() },
        { type: "shuffleDiscard", order: deck.slice(24) },
      ] as Command[],
    };
    const commands: Command[] = [
      { type: "farseersSwap", player: "Red", rival: "Blue", guildCards: ["BC17"] }, // refused: no declare yet
      { type: "lead", player: "Red", card: "construction-5" },
      { type: "declare", player: "Red", ambition: "keeper" },
      { type: "farseersSwap", player: "Red", rival: "Blue", guildCards: ["BC18"] }, // refused: no Farseers
      { type: "farseersSwap", player: "Red", rival: "Blue", guildCards: ["BC17"] },
      { type: "farseersSwap", player: "Red", rival: "Yellow", guildCards: ["BC17"] }, // refused: one Rival
      { type: "farseersSwap", player: "Red", rival: "Blue", guildCards: ["BC17"], take: "construction-6", give: "construction-1" }, // refused
      { type: "farseersSwap", player: "Red", rival: "Blue", guildCards: ["BC17"], take: "construction-7", give: "administration-2" },
      { type: "farseersSwap", player: "Red", rival: "Blue", guildCards: ["BC17"], take: "aggression-4", give: "construction-1" }, // refused: once
    ];
    let node = replay(log).state;
    let lua = normalise(node);
    let accepted = 0;
    for (const c of commands) {
      const n = apply(node, c);
      const l = game.call("apply", lua, c) as { ok: boolean; value?: unknown; reason?: string };
      expect(l).toEqual(normalise(n));
      if (n.ok) {
        accepted++;
        node = n.value;
        lua = l.value as typeof lua;
      }
    }
    expect(accepted).toBe(4);
    expect(node.players[0].hand).toContain("construction-7");
  });

  test("the driver with card powers plays the same game in Lua (cardAction preludes and actions accepted)", () => {
    const opts = { seed: 7, playerCount: 3, cardPowers: true, maxCommands: 100 };
    const node = playRandomGame(opts);
    expect(node.problems).toEqual([]);
    expect(node.log.commands.filter((c) => c.type === "cardAction").length).toBeGreaterThan(3);
    expect(game.call("playRandomGame", opts)).toEqual(normalise(node));
  });

  test("play reminders (LEAD04 Callow, L10 Living Structures) and LEAD08 Bold's free influences, once per card, agree (a second Bold influence on a card refused alike)", () => {
    const start = gameInPlay(["Red", "Blue", "Yellow"]);
    // Red leads a Construction card (no influence of its own): swapped in from whoever holds one.
    const holder = start.players.find((p) => p.hand.some((id) => id.startsWith("construction-") && id !== "construction-1"))!;
    const card = holder.hand.find((id) => id.startsWith("construction-") && id !== "construction-1")!;
    const redFirst = start.players.find((p) => p.colour === "Red")!.hand[0];
    const swapped = start.players.map((p) => (p.colour === holder.colour ? { ...p, hand: p.hand.map((id) => (id === card ? redFirst : id)) } : p));
    const s: GameState = { ...start, players: swapped.map((p) => (p.colour === "Red" ? { ...p, leader: "LEAD08", lore: ["L10"], hand: p.hand.map((id) => (id === redFirst ? card : id)) } : p)) };
    const commands: Command[] = [
      { type: "lead", player: "Red", card },
      { type: "declare", player: "Red", ambition: "tycoon" },
      { type: "takeAction", player: "Red", action: "influence", card: "BC02" },
      { type: "takeAction", player: "Red", action: "influence", card: "BC02" },
      { type: "takeAction", player: "Red", action: "influence", card: "BC07" },
      { type: "undoAction", player: "Red", action: "influence", card: "BC02" },
      { type: "takeAction", player: "Red", action: "influence", card: "BC02" },
    ];
    expect(card.startsWith("construction-")).toBe(true);
    let node = s;
    let lua = normalise(s);
    let refused = 0;
    for (const c of commands) {
      const n = apply(node, c);
      expect(game.call("apply", lua, c)).toEqual(normalise(n));
      if (n.ok) {
        node = n.value;
        lua = normalise(n.value);
      } else refused += 1;
    }
    // Construction gives no influence: the second on BC02 is refused (Bold: once per card).
    expect(refused).toBe(1);
    expect(node.actions?.taken).toEqual(["influence", "influence"]);
    expect(node.actions?.on).toEqual(["BC07", "BC02"]);
    const upstart: GameState = { ...start, players: start.players.map((p) => (p.colour === "Red" ? { ...p, leader: "LEAD04" } : p)) };
    const admin = upstart.players.find((p) => p.colour === "Red")!.hand[0];
    const lead: Command = { type: "lead", player: "Red", card: admin };
    expect(apply(upstart, lead).ok).toBe(true);
    expect(game.call("apply", normalise(upstart), lead)).toEqual(normalise(apply(upstart, lead)));
  });

  test("LEAD01 Beloved and L07 Repair Drones reminders through the battle command agree (all steps accepted)", () => {
    const start = gameInPlay(["Red", "Blue", "Yellow"]);
    const led = leadAggression(start, "Red");
    if (!led.ok) throw new Error(led.reason);
    const s: GameState = { ...led.value, players: led.value.players.map((p) => (p.colour === "Blue" ? { ...p, leader: "LEAD01" } : p.colour === "Red" ? { ...p, lore: ["L07"] } : p)) };
    const step = (action: object): Command => ({ type: "battle", player: "Red", action } as Command);
    let node = s;
    let lua = normalise(s);
    const steps = [step({ kind: "roll", system: "2.1", defender: "Blue", dice: exDice, snapshot: example }), step({ kind: "read", faces: exFaces }), step({ kind: "hits", assignment: mikahsChoice, court: exampleTable() })];
    for (const c of steps) {
      const n = apply(node, c);
      expect(n.ok).toBe(true);
      expect(game.call("apply", lua, c)).toEqual(normalise(n));
      if (n.ok) {
        node = n.value;
        lua = normalise(n.value);
      }
    }
    const court = node.battle?.last.kind === "hits" ? node.battle.last.table : exampleTable();
    for (const c of [step({ kind: "ransack", court }), step({ kind: "end" })]) {
      const n = apply(node, c);
      expect(n.ok).toBe(true);
      expect(game.call("apply", lua, c)).toEqual(normalise(n));
      if (n.ok) {
        node = n.value;
        lua = normalise(n.value);
      }
    }
    expect(node.events.map((e) => e.text)).toContain("Red repairs 1 Loyal attacking ship (Repair Drones (L07))");
  });

  test("L13 Ancient Holdings: the raid of its one resource (4 keys), the refusals and the one-slot limit agree", () => {
    const t = tableWith(["Red", "Blue"], [{ card: "BC02", agents: {} }]);
    setResources(t, "Blue", ["relic", "material"]);
    t.supply.psionic -= 1;
    player(t, "Blue").held = [{ card: "L13", resource: "psionic" }];
    for (const keys of [3, 4, 6]) {
      for (const card of ["L13", "BC03"]) {
        const picks = [{ kind: "held" as const, card }];
        expect(battle.call("raid", t, "Red", "Blue", keys, true, picks)).toEqual(normalise(flow.raid(t, "Red", "Blue", keys, true, picks)));
      }
    }
    giveCard(t, "Blue", "BC22");
    const guarded = [{ kind: "held" as const, card: "L13" }];
    expect(battle.call("raid", t, "Red", "Blue", 6, true, guarded)).toEqual(normalise(flow.raid(t, "Red", "Blue", 6, true, guarded)));
    for (const [card, n] of [["L13", 0], ["L13", 1], ["L01", 0]] as const) expect(held.call("holdRefusal", card, n)).toEqual(normalise(holdRefusal(card, n)));
  });
});
