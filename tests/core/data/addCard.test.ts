/**
 * Issue 16 item 7: adding a card works. The validators derive their counts from the data, so a
 * new Court card, leader or Lore card appended with the next id passes; tests take names from data.
 */
import { COURT_CARDS, validateCourtCards } from "../../../src/core/data/court";
import { LEADERS, validateLeaders } from "../../../src/core/data/leaders";
import { LORE_CARDS, validateLore } from "../../../src/core/data/lore";
import { BRACKET_TOKENS, SYMBOL_TOKENS, markupProblem } from "../../../src/core/data/markup";
import { DIE_SYMBOLS } from "../../../src/core/data/dice";

function nextId(prefix: string, n: number): string {
  return `${prefix}${n < 10 ? "0" : ""}${n}`;
}

test("a new Guild card appended with the next BC id passes the Court validator (README: Add a card)", () => {
  const template = COURT_CARDS.find((c) => c.kind === "guild" && !c.loyal)!;
  const added = { ...template, id: nextId("BC", COURT_CARDS.length + 1), name: "Modded Guild" };
  expect(validateCourtCards(COURT_CARDS.concat([added]))).toEqual([]);
  const skipped = { ...added, id: nextId("BC", COURT_CARDS.length + 2) };
  expect(validateCourtCards(COURT_CARDS.concat([skipped]))).toEqual([
    `src/core/data/court.ts: ${skipped.id} field id: expected ${added.id}, got ${skipped.id}`,
  ]);
});

test("a new leader and a new Lore card appended with the next id pass their validators", () => {
  const leader = { ...LEADERS[0], id: nextId("LEAD", LEADERS.length + 1), name: "Modded Leader" };
  expect(validateLeaders(LEADERS.concat([leader]))).toEqual([]);
  const lore = { ...LORE_CARDS[0], id: nextId("L", LORE_CARDS.length + 1), name: "Modded Lore" };
  expect(validateLore(LORE_CARDS.concat([lore]))).toEqual([]);
});

describe("card text markup (issue 16 item 7)", () => {
  test("supported tokens are [key] and symbol:<die symbol>; the shipped texts use only those", () => {
    expect(BRACKET_TOKENS).toEqual(["key"]);
    expect(SYMBOL_TOKENS).toEqual(DIE_SYMBOLS);
    expect(markupProblem("spend [key] and roll `symbol:hit`")).toBeUndefined();
  });

  test("an unknown [token] or symbol: is refused naming file, id and field", () => {
    const court = COURT_CARDS.map((c, i) => (i === 0 ? { ...c, text: ["Gain [gold]."] } : c));
    expect(validateCourtCards(court)).toEqual([
      `src/core/data/court.ts: ${COURT_CARDS[0].id} field text: unknown token [gold]; supported: [key]`,
    ]);
    const lore = LORE_CARDS.map((c, i) => (i === 1 ? { ...c, text: ["Deal `symbol:hitt`."] } : c));
    expect(validateLore(lore)).toEqual([
      `src/core/data/lore.ts: ${LORE_CARDS[1].id} field text: unknown token symbol:hitt; supported: ${DIE_SYMBOLS.map((s) => `symbol:${s}`).join(", ")}`,
    ]);
    const leaders = LEADERS.map((l, i) => (i === 0 ? { ...l, abilities: [{ ...l.abilities[0], text: "Use [kee" }].concat(l.abilities.slice(1)) } : l));
    expect(validateLeaders(leaders)).toEqual([
      `src/core/data/leaders.ts: ${LEADERS[0].id} field abilities: ${LEADERS[0].abilities[0].name}: unknown token [kee; supported: [key]`,
    ]);
  });
});

test("README's worked example (BC32 Modded Couriers) passes the Court validator as written", () => {
  const readme = require("node:fs").readFileSync(require("node:path").join(__dirname, "../../../README.md"), "utf8") as string;
  expect(readme).toContain('{ id: "BC32", kind: "guild", name: "Modded Couriers", suit: "fuel", raidCost: 2, loyal: false,');
  const example = { id: "BC32", kind: "guild" as const, name: "Modded Couriers", suit: "fuel" as const, raidCost: 2, loyal: false,
    text: ["Once per turn, you may move 1 ship for free. *(Spend [key] to do it twice.)*"] };
  expect(example.id).toBe(nextId("BC", COURT_CARDS.length + 1)); // the README names the next free id
  expect(validateCourtCards(COURT_CARDS.concat([example]))).toEqual([]);
});

test("README's worked Leader and Lore examples pass their validators as written, with the next free ids", () => {
  const readme = require("node:fs").readFileSync(require("node:path").join(__dirname, "../../../README.md"), "utf8") as string;
  // The examples are object literals in ```ts blocks; read them back as the modder would paste them.
  const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1].trim().replace(/,$/, ""));
  const literal = (start: string) => {
    const code = blocks.find((b) => b.startsWith(start));
    if (code === undefined) throw new Error(`README has no example starting ${start}`);
    return new Function(`return (${code});`)();
  };
  const leader = literal('{ id: "LEAD09"');
  expect(leader.id).toBe(nextId("LEAD", LEADERS.length + 1));
  expect(validateLeaders(LEADERS.concat([leader]))).toEqual([]);
  const lore = literal('{ id: "L15"');
  expect(lore.id).toBe(nextId("L", LORE_CARDS.length + 1));
  expect(validateLore(LORE_CARDS.concat([lore]))).toEqual([]);
});

describe("modding messages (issue 33 item 8)", () => {
  test("a copied entry that keeps its id is a duplicate id, said once, not a gap", () => {
    const last = COURT_CARDS[COURT_CARDS.length - 1];
    expect(validateCourtCards(COURT_CARDS.concat([{ ...last, name: "Modded Copy" }]))).toEqual([
      `src/core/data/court.ts: ${last.id} field id: duplicate id ${last.id} (the id here is ${nextId("BC", COURT_CARDS.length + 1)})`,
    ]);
    const lore = LORE_CARDS[LORE_CARDS.length - 1];
    expect(validateLore(LORE_CARDS.concat([{ ...lore, name: "Modded Copy" }]))).toEqual([
      `src/core/data/lore.ts: ${lore.id} field id: duplicate id ${lore.id}`,
    ]);
    const leader = LEADERS[LEADERS.length - 1];
    expect(validateLeaders(LEADERS.concat([{ ...leader, name: "Modded Copy" }]))).toEqual([
      `src/core/data/leaders.ts: ${leader.id} field id: duplicate id ${leader.id}`,
    ]);
  });

  test("a Lore card or a Leader named like another is refused, as a Court card is", () => {
    const lore = { ...LORE_CARDS[0], id: nextId("L", LORE_CARDS.length + 1) };
    expect(validateLore(LORE_CARDS.concat([lore]))).toEqual([`src/core/data/lore.ts: ${lore.id} field name: duplicate name ${LORE_CARDS[0].name}`]);
    const leader = { ...LEADERS[0], id: nextId("LEAD", LEADERS.length + 1) };
    expect(validateLeaders(LEADERS.concat([leader]))).toEqual([`src/core/data/leaders.ts: ${leader.id} field name: duplicate name ${LEADERS[0].name}`]);
    const court = { ...COURT_CARDS[0], id: nextId("BC", COURT_CARDS.length + 1) };
    expect(validateCourtCards(COURT_CARDS.concat([court]))).toEqual([`src/core/data/court.ts: ${court.id} field name: duplicate name ${COURT_CARDS[0].name}`]);
  });
});
