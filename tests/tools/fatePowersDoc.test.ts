/**
 * docs/fate-powers.md (with its two parts, the Fate Sets) is issue 35's catalogue: a row for every
 * Fate and every Fate-set card, saying what it does, how the table handles it and which test proves
 * it. A card without a row, a row of a card that does not exist, a data gap that is not one, a
 * players' row without its why, or a row citing a test that is gone is a promise nobody checks.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { FATES } from "../../src/core/data/campaign/fates";
import { FATE_SETS } from "../../src/core/data/campaign/fateSets";
import { citations, tableRowCells } from "../support/docTables";

const ROOT = path.join(__dirname, "..", "..");
const DOCS = ["fate-powers.md", "fate-powers-sets-a.md", "fate-powers-sets-bc.md"];
const TEXT: { [doc: string]: string } = {};
for (const d of DOCS) TEXT[d] = fs.readFileSync(path.join(ROOT, "docs", d), "utf8");

const HANDLINGS = ["core", "button", "reminder", "players'", "data gap"];
const CARD_ID = /^(FATE\d\d|F\d{3,4}[AB]?)$/;

interface Row {
  doc: string;
  cells: string[];
}

/** Every table row of the three files but the headers. */
function tableRows(): Row[] {
  const out: Row[] = [];
  for (const doc of DOCS) for (const cells of tableRowCells(TEXT[doc])) out.push({ doc, cells });
  return out;
}

/** The card rows: Id | Name | Type | What it does | How the table handles it | Test. */
const ALL = tableRows();
const CARDS = ALL.filter((r) => CARD_ID.test(r.cells[0]));
const handlingOf = (r: Row): string => {
  const m = /^\*\*([^*]+)\*\*/.exec(r.cells[4]);
  return m === null ? "" : m[1];
};

interface Known {
  name: string;
  type: string;
  textGiven: boolean;
}
const KNOWN: { [id: string]: Known } = {};
for (const f of FATES) KNOWN[f.id] = { name: f.name, type: "Fate", textGiven: true };
for (const set of FATE_SETS) {
  for (const c of set) KNOWN[c.id] = { name: c.name, type: c.suit === undefined ? c.type : `${c.type} (${c.suit.charAt(0).toUpperCase()}${c.suit.slice(1)})`, textGiven: c.textGiven !== false };
}

describe("docs/fate-powers.md (issue 35: every Fate and Fate-set card catalogued, each row true and tested)", () => {
  test("a row for every Fate (24) and every Fate-set card (393), once; no row for a card that does not exist", () => {
    const ids = CARDS.map((r) => r.cells[0]);
    const expected = Object.keys(KNOWN);
    expect(expected).toHaveLength(24 + 393);
    expect(expected.filter((id) => ids.filter((x) => x === id).length !== 1)).toEqual([]);
    expect(ids.filter((id) => KNOWN[id] === undefined)).toEqual([]);
    expect(CARDS.every((r) => r.cells.length === 6)).toBe(true);
  });

  test("each row names the card and its type as the data does, and says what it does", () => {
    const wrong = CARDS.filter((r) => r.cells[1] !== KNOWN[r.cells[0]].name || r.cells[2] !== KNOWN[r.cells[0]].type || r.cells[3].length < 10);
    expect(wrong.map((r) => `${r.cells[0]}: ${r.cells[1]} / ${r.cells[2]}`)).toEqual([]);
  });

  test("each row says how the table handles it, in one of the five words; a players' row says why", () => {
    expect(CARDS.filter((r) => HANDLINGS.indexOf(handlingOf(r)) < 0).map((r) => r.cells[0])).toEqual([]);
    // "**players'**: <why>": the why is what the project does not see or hold ("as F218": that row's why).
    const whyless = CARDS.filter((r) => handlingOf(r) === "players'" && !/^\*\*players'\*\*: (as F\d{3,4}[AB]?\b|.{12,})/.test(r.cells[4]));
    expect(whyless.map((r) => r.cells[0])).toEqual([]);
  });

  test("data gaps are the cards seed 003 prints no text for (BR p.2), and only those: nothing invented", () => {
    const gaps = CARDS.filter((r) => handlingOf(r) === "data gap").map((r) => r.cells[0]);
    const textless = Object.keys(KNOWN).filter((id) => !KNOWN[id].textGiven);
    expect(gaps).toEqual(textless);
    expect(gaps).toHaveLength(22);
    for (const r of CARDS.filter((x) => handlingOf(x) === "data gap")) expect(r.cells[3]).toMatch(/^Not in the rules sources/);
  });

  test("every core, button and reminder row cites a test; every cited file exists and holds the quoted test names", () => {
    const problems: string[] = [];
    for (const r of ALL) {
      const card = r.cells[0];
      const tests = r.cells[r.cells.length - 1];
      const cited = citations(tests);
      if (CARD_ID.test(card) && ["core", "button", "reminder"].indexOf(handlingOf(r)) >= 0 && cited.length === 0) problems.push(`${card}: no test cited`);
      for (const c of cited) {
        const file = path.join(ROOT, c.file);
        if (!fs.existsSync(file)) {
          problems.push(`${card}: ${c.file} does not exist`);
          continue;
        }
        const text = fs.readFileSync(file, "utf8");
        for (const n of c.names) if (text.indexOf(n) < 0) problems.push(`${card}: ${c.file} has no “${n}”`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("'as F208': a row handled as another card names a card with a row", () => {
    const ids = new Set(CARDS.map((r) => r.cells[0]));
    const bad: string[] = [];
    for (const r of CARDS) {
      const m = /\bas (F\d{3,4}[AB]?)\b/.exec(r.cells[4]);
      if (m !== null && !ids.has(m[1])) bad.push(`${r.cells[0]} -> ${m[1]}`);
    }
    expect(bad).toEqual([]);
  });

  test("the counts the catalogue states are its rows'", () => {
    const m = /Counts \(checked by the test\): (\d+) core, (\d+) button, (\d+) reminder, (\d+) players', (\d+) data gap \((\d+) rows\)/.exec(TEXT["fate-powers.md"]);
    expect(m).not.toBeNull();
    const stated = (m as RegExpExecArray).slice(1).map((n) => Number(n));
    const count = (h: string): number => CARDS.filter((r) => handlingOf(r) === h).length;
    expect(stated).toEqual(HANDLINGS.map(count).concat([CARDS.length]));
  });
});
