/**
 * The Fate edicts whose Power the core moves at Edict done (src/core/campaign/fates/fateEdicts.ts;
 * BR p.20; seed 003 F1510 Peace Dividends, F1619 Lords Gain Power, F1903 Rebuke of the Keepers, F318
 * Gain Monopolies, F1412 Rebuke of the Empaths; fates/fateEdicts.ts: F619 Guilds Decry Terror, F2405 Judge
 * Sets Agenda; F703 Use Imperial Foundries) give the same states and refusals in Lua.
 */
import { apply } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import { blankPlayer, snapshot } from "../core/game/helpers";
import { BALKS_MAP, COUNCIL_ROW, FIASCO_DECK, FOUNDRY_MAP, PEACE_MAP, balksDue, SEATS_MAP, edictDue, empathDeclared, founderDue, judgeSeated, keeperDeclared, supplyOf } from "../core/campaign/edictFixtures";
import { fiascoAttach } from "../../src/core/campaign/fates/fateEdicts";
import type { PlayerSnapshot } from "../../src/core/game/types";
import { empathRebuke } from "../../src/core/campaign/fates/fateEdicts";
import { monopolyTakes } from "../../src/core/campaign/fates/monopolies";
import { believerChapter, doctrineDue, withFaithful } from "../core/campaign/faithfulFixtures";

const lua = loadCoreModuleInLua("src/core/index.ts");
const edicts = loadCoreModuleInLua("src/core/campaign/fates/fateEdicts.ts");
const monopolies = loadCoreModuleInLua("src/core/campaign/fates/monopolies.ts");

test("seed 003 F1510, F1619, F1903 at Edict done (BR p.20): Power moved or the Edict done refused, in Lua too", () => {
  const relics = (colour: "Red" | "Blue" | "Yellow", n: number) => blankPlayer(colour, { resources: { material: 0, fuel: 0, weapon: 0, relic: n, psionic: 0 } });
  const cases: [GameState, Command][] = [
    [edictDue("F1510"), { type: "edictDone", card: "F1510", map: PEACE_MAP } as Command],
    [edictDue("F1510", {}, "war"), { type: "edictDone", card: "F1510", map: PEACE_MAP } as Command],
    [edictDue("F1510"), { type: "edictDone", card: "F1510" } as Command],
    [edictDue("F1619"), { type: "edictDone", card: "F1619", map: SEATS_MAP } as Command],
    [keeperDeclared(edictDue("F1903", { trust: ["relic"] })), { type: "edictDone", card: "F1903", snapshot: snapshot([relics("Red", 0), relics("Blue", 1), relics("Yellow", 2)]) } as Command],
    [keeperDeclared(edictDue("F1903")), { type: "edictDone", card: "F1903", snapshot: snapshot([relics("Red", 0), relics("Blue", 1), relics("Yellow", 2)]) } as Command],
    [keeperDeclared(edictDue("F1903")), { type: "edictDone", card: "F1903" } as Command],
    [edictDue("F1903"), { type: "edictDone", card: "F1903" } as Command],
  ];
  const outcomes: boolean[] = [];
  for (const [s, c] of cases) {
    const node = apply(s, c);
    outcomes.push(node.ok);
    expect(lua.call("apply", s, c)).toEqual(normalise(node));
  }
  expect(outcomes).toEqual([true, true, false, true, true, true, false, true]);
});

test("seed 003 F318 Gain Monopolies, F1412 Rebuke of the Empaths at Edict done (BR p.20): the takes and the discards decided, or refused, in Lua too", () => {
  const p = (colour: "Red" | "Blue" | "Yellow", material: number, fuel: number, cards: string[], outrage: PlayerSnapshot["outrage"]) =>
    blankPlayer(colour, { resources: { material, fuel, weapon: 0, relic: 0, psionic: 0 }, cards, outrage });
  const held = snapshot([p("Red", 0, 0, [], ["psionic"]), p("Blue", 3, 2, ["F314"], []), p("Yellow", 2, 0, ["F313"], ["material", "fuel"])]);
  const trust = edictDue("F318", { trust: ["fuel", "fuel"] });
  const cases: [GameState, Command][] = [
    [edictDue("F318"), { type: "edictDone", card: "F318", snapshot: held, supply: supplyOf(1, 3) } as Command],
    [trust, { type: "edictDone", card: "F318", snapshot: held, supply: supplyOf(2, 0) } as Command],
    [edictDue("F318"), { type: "edictDone", card: "F318", snapshot: held } as Command],
    [empathDeclared(edictDue("F1412")), { type: "edictDone", card: "F1412", snapshot: held } as Command],
    [edictDue("F1412"), { type: "edictDone", card: "F1412", snapshot: held } as Command],
    [empathDeclared(edictDue("F1412")), { type: "edictDone", card: "F1412", snapshot: snapshot([p("Red", 0, 0, [], undefined), p("Blue", 0, 0, [], []), p("Yellow", 0, 0, [], [])]) } as Command],
  ];
  const outcomes: boolean[] = [];
  for (const [s, c] of cases) {
    const node = apply(s, c);
    outcomes.push(node.ok);
    expect(lua.call("apply", s, c)).toEqual(normalise(node));
  }
  expect(outcomes).toEqual([true, true, false, true, true, false]);
  // What the table moves from (edictMoves.ts), in Lua as in Node.
  expect(monopolies.call("monopolyTakes", trust, held, supplyOf(2, 0))).toEqual(normalise(monopolyTakes(trust, held, supplyOf(2, 0))));
  expect(edicts.call("empathRebuke", empathDeclared(edictDue("F1412")), held)).toEqual(normalise(empathRebuke(empathDeclared(edictDue("F1412")), held)));
});

test("seed 003 F619 Guilds Decry Terror, F2405 Judge Sets Agenda at Edict done (BR pp.20, 27): attached, declared or refused, in Lua too", () => {
  const decided = edictDue("F619", { council: "decided" });
  const judge = judgeSeated(edictDue("F2405"));
  const forced = [{ card: "AID01", attached: "CC11" }, ...COUNCIL_ROW.slice(1)];
  const cases: [GameState, Command][] = [
    [decided, { type: "edictDone", card: "F619", court: COUNCIL_ROW, deck: FIASCO_DECK } as Command],
    [decided, { type: "edictDone", card: "F619", court: [...COUNCIL_ROW.slice(0, 3), { card: "CC13" }], deck: FIASCO_DECK } as Command],
    [decided, { type: "edictDone", card: "F619", court: forced, deck: FIASCO_DECK } as Command],
    [decided, { type: "edictDone", card: "F619", court: COUNCIL_ROW } as Command],
    [decided, { type: "edictDone", card: "F619", court: [{ attached: "CC13" }], deck: FIASCO_DECK } as Command],
    [judge, { type: "edictDone", card: "F2405", player: "Yellow", declare: { ambition: "tyrant", marker: "marker-3-2" } } as Command],
    [judge, { type: "edictDone", card: "F2405", player: "Yellow" } as Command],
    [judge, { type: "edictDone", card: "F2405", player: "Blue", declare: { ambition: "tyrant", marker: "marker-3-2" } } as Command],
    [keeperDeclared(judge), { type: "edictDone", card: "F2405", player: "Yellow", declare: { ambition: "keeper", marker: "marker-5-3" } } as Command],
  ];
  const outcomes: boolean[] = [];
  for (const [s, c] of cases) {
    const node = apply(s, c);
    outcomes.push(node.ok);
    expect(lua.call("apply", s, c)).toEqual(normalise(node));
  }
  expect(outcomes).toEqual([true, true, true, false, false, true, true, false, false]);
  // What the table lays (edictMoves.ts), in Lua as in Node.
  expect(edicts.call("fiascoAttach", COUNCIL_ROW, FIASCO_DECK)).toEqual(normalise(fiascoAttach(COUNCIL_ROW, FIASCO_DECK)));
  expect(edicts.call("fiascoAttach", forced, FIASCO_DECK)).toEqual(normalise(fiascoAttach(forced, FIASCO_DECK)));
});

test("seed 003 F703 Use Imperial Foundries (BR pp.20, 22): a replacement recorded or refused, Edict done ending it, in Lua too", () => {
  const s = edictDue("F703");
  const replace = (player: string, at: string, imperial = 5) => ({ type: "edictDone", card: "F703", player, replace: at, imperial, map: FOUNDRY_MAP }) as Command;
  const once = apply(s, replace("Red", "1.3"));
  const cases: [GameState, Command][] = [
    [s, replace("Red", "1.1")],
    [once.ok ? once.value : s, replace("Red", "1.3")],
    [once.ok ? once.value : s, { type: "edictDone", card: "F703", player: "Red" } as Command],
    [s, replace("Blue", "4.1")],
    [s, replace("Red", "3.1")],
    [s, replace("Red", "1.1", 0)],
  ];
  const outcomes: boolean[] = [];
  for (const [st, c] of cases) {
    const node = apply(st, c);
    outcomes.push(node.ok);
    expect(lua.call("apply", st, c)).toEqual(normalise(node));
  }
  expect(outcomes).toEqual([true, true, true, false, false, false]);
  expect(edicts.call("foundryDamaged", FOUNDRY_MAP, "1.3", "Red")).toBe(true);
  expect(edicts.call("foundryDamaged", FOUNDRY_MAP, "1.1", "Red")).toBe(false);
});

test("seed 003 F1509 Empire Balks at Peace (BR pp.10, 20): a Ceasefire flipped or refused, in Lua too", () => {
  const flip = (player: string, k: number, s: GameState = balksDue()): [GameState, Command] => [s, { type: "edictDone", card: "F1509", player, flip: k, map: BALKS_MAP } as Command];
  const cases: [GameState, Command][] = [flip("Blue", 1), flip("Blue", 2), flip("Blue", 3), flip("Red", 1), flip("Blue", 1, balksDue("peace")), [balksDue(), { type: "edictDone", card: "F1509", player: "Blue" } as Command]];
  const outcomes: boolean[] = [];
  for (const [s, c] of cases) {
    const node = apply(s, c);
    outcomes.push(node.ok);
    expect(lua.call("apply", s, c)).toEqual(normalise(node));
  }
  expect(outcomes).toEqual([true, false, false, false, false, true]);
});

test("seed 003 F123 Imperial Sponsor (BR p.20): the Sponsored token placed, kept or refused, and declared by Judge Sets Agenda (the token back, the Trust's Relic taken), in Lua too", () => {
  const due = edictDue("F123", { trust: ["relic"] });
  const placed = judgeSeated(edictDue("F2405", { sponsored: "warlord", trust: ["relic"] }));
  const cases: [GameState, Command][] = [
    [due, { type: "edictDone", card: "F123", player: "Blue", box: "tyrant", adds: "fuel" } as Command],
    [due, { type: "edictDone", card: "F123", player: "Blue", box: "tyrant" } as Command],
    [due, { type: "edictDone", card: "F123", player: "Red", box: "tyrant" } as Command],
    [keeperDeclared(due), { type: "edictDone", card: "F123", player: "Blue", box: "keeper" } as Command],
    [keeperDeclared(edictDue("F123", { sponsored: "keeper" })), { type: "edictDone", card: "F123", player: "Blue", box: "keeper" } as Command],
    [placed, { type: "edictDone", card: "F2405", player: "Yellow", declare: { ambition: "warlord", marker: "marker-5-3" } } as Command],
  ];
  const outcomes: boolean[] = [];
  for (const [s, c] of cases) {
    const node = apply(s, c);
    outcomes.push(node.ok);
    expect(lua.call("apply", s, c)).toEqual(normalise(node));
  }
  expect(outcomes).toEqual([true, true, false, false, true, true]);
  const declared = apply(placed, cases[5][1]);
  expect(declared.ok && (declared.value.campaign as { sponsored?: string }).sponsored).toBeUndefined();
});

test("seed 003 F215 Call for Armistice, F226 Mass Call for Armistice (BR pp.20, 27): the chooser, the attach and the refusals, in Lua too", () => {
  const areas = snapshot([blankPlayer("Red", { cards: ["F218"] }), blankPlayer("Blue", { cards: ["F219"] }), blankPlayer("Yellow")]);
  const started = apply(founderDue("F226"), { type: "edictDone", card: "F226", snapshot: areas } as Command);
  if (!started.ok) throw new Error(started.reason);
  const row = [{ card: "CC01", attached: "CC13" }, { card: "CC02" }];
  const cases: [GameState, Command][] = [
    [founderDue(), { type: "edictDone", card: "F215", snapshot: areas } as Command],
    [founderDue(), { type: "edictDone", card: "F215" } as Command],
    [founderDue(), { type: "edictDone", card: "F215", snapshot: snapshot([blankPlayer("Red"), blankPlayer("Blue"), blankPlayer("Yellow")]) } as Command],
    [started.value, { type: "edictDone", card: "F226", player: "Blue", pick: "CC02", court: row, untuck: "F216" } as Command],
    [started.value, { type: "edictDone", card: "F226", player: "Blue", pick: "CC01", court: row, untuck: "F216" } as Command],
    [started.value, { type: "edictDone", card: "F226", player: "Red", pick: "CC02", court: row, untuck: "F216" } as Command],
  ];
  const outcomes: boolean[] = [];
  for (const [s, c] of cases) {
    const node = apply(s, c);
    outcomes.push(node.ok);
    expect(lua.call("apply", s, c)).toEqual(normalise(node));
  }
  expect(outcomes).toEqual([true, false, true, true, false, false]);
});

test("seed 003 F821 Set Doctrine, F827 Set Lay Doctrine (BR p.20): the chooser, the Doctrine's side and the refusals, in Lua too", () => {
  const due = doctrineDue;
  const areas = snapshot([blankPlayer("Red"), blankPlayer("Blue", { cards: ["F825"] }), blankPlayer("Yellow")]);
  const started = apply(due("F821", believerChapter()), { type: "edictDone", card: "F821", snapshot: areas } as Command);
  if (!started.ok) throw new Error(started.reason);
  const hands = due("F827", withFaithful(believerChapter(), { Red: ["F808"], Yellow: ["F811"] }));
  const cases: [GameState, Command][] = [
    [due("F821", believerChapter()), { type: "edictDone", card: "F821" } as Command],
    [started.value, { type: "edictDone", card: "F821", player: "Blue", pick: "wisdom" } as Command],
    [started.value, { type: "edictDone", card: "F821", player: "Blue" } as Command],
    [started.value, { type: "edictDone", card: "F821", player: "Red", pick: "wisdom" } as Command],
    [started.value, { type: "edictDone", card: "F821", player: "Blue", pick: "sideways" } as Command],
    [hands, { type: "edictDone", card: "F827", player: "Red" } as Command],
  ];
  const outcomes: boolean[] = [];
  for (const [s, c] of cases) {
    const node = apply(s, c);
    outcomes.push(node.ok);
    expect(lua.call("apply", s, c)).toEqual(normalise(node));
  }
  expect(outcomes).toEqual([false, true, true, false, false, true]);
});
