/**
 * Every data validator handles ANY malformed entry (issue "Safe in TTS's own Lua", item 6): a modder's
 * missing field, a string for a number, a null, a list for a record is reported naming the file, the
 * record and the field — never a TypeError that hides every other problem.
 */
import { ACTION_CARDS, validateActionCards } from "../../../src/core/data/actionCards";
import { AMBITION_BY_NUMBER, AMBITION_MARKERS, validateAmbitionMarkers, validateAmbitionNumbers } from "../../../src/core/data/ambitions";
import { COURT_CARDS, validateCourtCards } from "../../../src/core/data/court";
import { DICE, validateDice } from "../../../src/core/data/dice";
import { LEADERS, validateLeaders } from "../../../src/core/data/leaders";
import { LORE_CARDS, validateLore } from "../../../src/core/data/lore";
import { SYSTEMS, validateSystems } from "../../../src/core/data/map";
import { PLAYER_PIECES, validatePieces } from "../../../src/core/data/pieces";
import { SETUP_CARDS, validateSetupCards } from "../../../src/core/data/setupCards";
import { makeRng, randomInt } from "../../../src/core/game/driver";

type Entry = Record<string, unknown>;
const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x));

const SETS: { name: string; file: string; data: unknown[]; check: (d: never[]) => string[] }[] = [
  { name: "action cards", file: "actionCards.ts", data: ACTION_CARDS as never[], check: (d) => validateActionCards(d) },
  { name: "ambition markers", file: "ambitions.ts", data: AMBITION_MARKERS as never[], check: (d) => validateAmbitionMarkers(d) },
  { name: "numbered ambitions", file: "ambitions.ts", data: AMBITION_BY_NUMBER as never[], check: (d) => validateAmbitionNumbers(d) },
  { name: "court cards", file: "court.ts", data: COURT_CARDS as never[], check: (d) => validateCourtCards(d) },
  { name: "dice", file: "dice.ts", data: DICE as never[], check: (d) => validateDice(d) },
  { name: "leaders", file: "leaders.ts", data: LEADERS as never[], check: (d) => validateLeaders(d) },
  { name: "lore", file: "lore.ts", data: LORE_CARDS as never[], check: (d) => validateLore(d) },
  { name: "map systems", file: "map.ts", data: SYSTEMS as never[], check: (d) => validateSystems(d) },
  { name: "player pieces", file: "pieces.ts", data: PLAYER_PIECES as never[], check: (d) => validatePieces(d) },
  { name: "setup cards", file: "setupCards.ts", data: SETUP_CARDS as never[], check: (d) => validateSetupCards(d) },
];

describe("the issue's examples", () => {
  test("a Court card without a name names the file, the card and the field", () => {
    const cards = copy(COURT_CARDS) as unknown as Entry[];
    delete cards[4].name;
    expect(validateCourtCards(cards as never)).toEqual(["src/core/data/court.ts: BC05 field name: expected a text, got nothing"]);
  });

  test('raidCost: "3" says it got a string', () => {
    const cards = copy(COURT_CARDS) as unknown as Entry[];
    cards[1].raidCost = "3";
    expect(validateCourtCards(cards as never)).toEqual(['src/core/data/court.ts: BC02 field raidCost: expected a number, got the string "3"']);
  });

  test("a null entry, and a list where a record belongs", () => {
    const cards = copy(LORE_CARDS) as unknown as unknown[];
    cards[2] = null;
    expect(validateLore(cards as never)).toEqual(["src/core/data/lore.ts: #3 field (entry): expected a record ({ ... }), got null"]);
    const leaders = copy(LEADERS) as unknown as Entry[];
    leaders[0].A = [3, "city"];
    expect(validateLeaders(leaders as never)).toEqual([`src/core/data/leaders.ts: ${leaders[0].id} field A: expected a record ({ ... }), got a list`]);
  });
});

describe("fuzz: any damage to any data set is reported, never thrown on", () => {
  const rounds = Number(process.env.ARCS_FUZZ_SCALE ?? "1") * 40;
  const junk: unknown[] = [undefined, null, "3", 3, 2.5, -1, true, [], {}, [1, "x"], { a: 1 }, ""];
  test.each(SETS)("$name", ({ file, data, check }) => {
    expect(check(copy(data) as never[])).toEqual([]);
    const rng = makeRng(file.length * 31 + data.length);
    let reported = 0;
    for (let i = 0; i < rounds; i++) {
      const list = copy(data) as unknown[];
      const at = randomInt(rng, list.length);
      const entry = list[at];
      if (randomInt(rng, 6) === 0 || typeof entry !== "object" || entry === null) {
        list[at] = junk[randomInt(rng, junk.length)];
      } else {
        const keys = Object.keys(entry as Entry);
        const key = keys[randomInt(rng, keys.length)];
        const v = junk[randomInt(rng, junk.length)];
        if (v === undefined) delete (entry as Entry)[key];
        else (entry as Entry)[key] = v;
      }
      let errors: string[] = [];
      expect(() => (errors = check(list as never[]))).not.toThrow();
      for (const e of errors) expect(e.startsWith(`src/core/data/${file}: `)).toBe(true);
      if (errors.length > 0) reported++;
    }
    expect(reported).toBeGreaterThan(rounds / 2);
  });
});
