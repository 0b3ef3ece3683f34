/**
 * Issue 16 item 7: adding a card works. The validators derive their counts from the data, so a
 * new Court card, leader or Lore card appended with the next id passes; tests take names from data.
 */
import { COURT_CARDS, validateCourtCards } from "../../../src/core/data/court";
import { LEADERS, validateLeaders } from "../../../src/core/data/leaders";
import { LORE_CARDS, validateLore } from "../../../src/core/data/lore";
import { BRACKET_TOKENS, SYMBOL_TOKENS, markupProblem } from "../../../src/core/data/markup";
import { DIE_SYMBOLS } from "../../../src/core/data/dice";
import * as fs from "node:fs";
import * as path from "node:path";
import { REPO_ROOT } from "../../../tools/lib/repo";
import { readmeExamples } from "../../support/moddedCopy";
import { BASE_GAME, baseCourt, baseLeaders, baseLore } from "../../support/baseGame";

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

describe("README's worked examples (Modding: add a card)", () => {
  // Read back as the modder pastes them; each is checked against the box's cards (rulebook p.2-3),
  // so the test holds on a table that already has them or other modded cards (issue 33 item 1).
  const examples = readmeExamples();
  const literal = (table: string) => {
    const ex = examples.find((e) => e.table === table);
    if (ex === undefined) throw new Error(`README has no example for ${table}`);
    return new Function(`return (${ex.code.replace(/,$/, "")});`)();
  };

  test("there is one for each table the README's id table names, in its file", () => {
    expect(examples.map((e) => `${e.table} ${e.file}`)).toEqual([
      "COURT_CARDS src/core/data/court.ts",
      "LEADERS src/core/data/leaders.ts",
      "LORE_CARDS src/core/data/lore.ts",
    ]);
  });

  test("the Guild card BC32 takes the id after the box's Court cards and passes the Court validator", () => {
    const card = literal("COURT_CARDS");
    expect(card.id).toBe(nextId("BC", BASE_GAME.court + 1));
    expect(validateCourtCards(baseCourt().concat([card]))).toEqual([]);
  });

  test("the Leader LEAD09 and the Lore card L15 take the next ids and pass their validators", () => {
    const leader = literal("LEADERS");
    expect(leader.id).toBe(nextId("LEAD", BASE_GAME.leaders + 1));
    expect(validateLeaders(baseLeaders().concat([leader]))).toEqual([]);
    const lore = literal("LORE_CARDS");
    expect(lore.id).toBe(nextId("L", BASE_GAME.lore + 1));
    expect(validateLore(baseLore().concat([lore]))).toEqual([]);
  });

  test("the README's table of next ids says the same ids as its examples", () => {
    const readme = fs.readFileSync(path.join(REPO_ROOT, "README.md"), "utf8");
    for (const table of ["COURT_CARDS", "LEADERS", "LORE_CARDS"]) expect(readme).toContain(`| \`${literal(table).id}\` |`);
  });
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
