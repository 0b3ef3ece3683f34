/**
 * docs/card-powers.md is the promise issue 15 makes to players and modders: a row per base Court
 * card, Leader and Lore card, each saying how the project handles it and which test proves it. A row
 * that cites a test file that is gone, or a test name no longer in it, is a promise nobody checks.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { COURT_CARDS } from "../../src/core/data/court";
import { BASE_GAME, baseCourt, baseLeaders, baseLore } from "../support/baseGame";
import { LEADERS } from "../../src/core/data/leaders";
import { LORE_CARDS } from "../../src/core/data/lore";
import { citations, tableRowCells } from "../support/docTables";

const ROOT = path.join(__dirname, "..", "..");
const DOC = fs.readFileSync(path.join(ROOT, "docs", "card-powers.md"), "utf8");

interface Row {
  card: string;
  handled: string;
  tests: string;
}

function rows(): Row[] {
  return tableRowCells(DOC).map((cells) => ({ card: cells[0], handled: cells[cells.length - 2], tests: cells[cells.length - 1] }));
}

describe("docs/card-powers.md (issue 15: every row true and tested)", () => {
  const all = rows();

  test("a row for every base Court card and Lore card, two for each Leader (one per ability)", () => {
    // The box's cards (rulebook p.2-3); a modder's card may add a row of its own (README "Modding").
    const ids = all.map((r) => r.card.split(" ")[0]);
    const once = baseCourt().map((c) => c.id).concat(baseLore().map((l) => l.id));
    for (const id of once) expect({ id, rows: ids.filter((x) => x === id).length }).toEqual({ id, rows: 1 });
    for (const l of baseLeaders()) expect({ id: l.id, rows: ids.filter((x) => x === l.id).length }).toEqual({ id: l.id, rows: 2 });
    // Every row names a card of the data: a row of a card that is gone promises nothing.
    const known = new Set([...COURT_CARDS.map((c) => c.id), ...LEADERS.map((l) => l.id), ...LORE_CARDS.map((l) => l.id)]);
    expect(ids.filter((id) => !known.has(id))).toEqual([]);
    expect(ids.filter((id) => once.indexOf(id) >= 0 || baseLeaders().some((l) => l.id === id))).toHaveLength(BASE_GAME.court + BASE_GAME.lore + 2 * BASE_GAME.leaders);
  });

  test("every row cites at least one test; every cited file exists and holds the quoted test names", () => {
    const problems: string[] = [];
    for (const r of all) {
      const cited = citations(r.tests);
      // "as BC01": the row is handled by the same code as the row it names, whose tests it shares.
      const sameAs = /^as (BC\d\d|LEAD\d\d|L\d\d)\b/.exec(r.tests);
      if (sameAs !== null && all.filter((o) => o.card.startsWith(sameAs[1] + " ") && citations(o.tests).length > 0).length === 0) problems.push(`${r.card}: ${sameAs[1]} cites no test`);
      if (cited.length === 0 && sameAs === null) problems.push(`${r.card}: no test cited`);
      for (const c of cited) {
        const file = path.join(ROOT, c.file);
        if (!fs.existsSync(file)) {
          problems.push(`${r.card}: ${c.file} does not exist`);
          continue;
        }
        const text = fs.readFileSync(file, "utf8");
        for (const n of c.names) if (text.indexOf(n) < 0) problems.push(`${r.card}: ${c.file} has no “${n}”`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("no row is left 'not yet' (an honest gap is named in the row's text, not as the whole row)", () => {
    expect(all.filter((r) => r.handled.indexOf("**not yet**") >= 0).map((r) => r.card)).toEqual([]);
  });
});
