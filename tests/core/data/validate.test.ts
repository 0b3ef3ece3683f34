import {
  GAME_DATA_VALIDATORS,
  checkCount,
  checkRecords,
  fieldError,
  intBetween,
  listOf,
  nonEmptyText,
  oneOf,
  rule,
  validateGameData,
} from "../../../src/core/data/validate";
import * as data from "../../../src/core/data/index";
import { ACTION_CARDS } from "../../../src/core/data/actionCards";
import { SETUP_CARDS } from "../../../src/core/data/setupCards";
import { LEADERS } from "../../../src/core/data/leaders";
import { LORE_CARDS } from "../../../src/core/data/lore";

describe("validateGameData: one check of all game data, errors naming file, id and field", () => {
  test("the shipped data has no error", () => {
    expect(validateGameData()).toEqual([]);
  });

  test("every data module of this set is registered, with its file", () => {
    expect(GAME_DATA_VALIDATORS.map((v) => v.file)).toEqual([
      "src/core/data/actionCards.ts",
      "src/core/data/ambitions.ts",
      "src/core/data/map.ts",
      "src/core/data/setupCards.ts",
      "src/core/data/pieces.ts",
      "src/core/data/leaders.ts",
      "src/core/data/lore.ts",
      "src/core/data/court.ts",
      "src/core/data/dice.ts",
    ]);
  });

  test("extra validators (e.g. a court module's) are appended and their errors come through", () => {
    const extra = () => ["src/core/data/court.ts: BC07 field keys: 9 is not a whole number from 1 to 3"];
    expect(validateGameData([extra])).toEqual(["src/core/data/court.ts: BC07 field keys: 9 is not a whole number from 1 to 3"]);
  });

  test("index re-exports the data and the validator", () => {
    // The same modules (their printed counts are checked once, beside each data module's tests).
    expect(data.ACTION_CARDS).toBe(ACTION_CARDS);
    expect(data.SETUP_CARDS).toBe(SETUP_CARDS);
    expect(data.LEADERS).toBe(LEADERS);
    expect(data.LORE_CARDS).toBe(LORE_CARDS);
    expect(data.validateGameData()).toEqual([]);
  });
});

describe("the reusable per-field checker (for court.ts, dice.ts and later modules)", () => {
  interface Guild {
    id: string;
    name: string;
    suit: string;
    keys: number;
    tags: string[];
  }
  const FILE = "src/core/data/example.ts";
  const RULES = [
    rule("name", (g: Guild) => g.name, nonEmptyText),
    rule("suit", (g: Guild) => g.suit, oneOf(["material", "fuel"], "suit")),
    rule("keys", (g: Guild) => g.keys, intBetween(1, 3)),
    rule("tags", (g: Guild) => g.tags, listOf(0, 2, nonEmptyText)),
  ];
  const good: Guild = { id: "BC01", name: "Loyal Engineers", suit: "material", keys: 3, tags: [] };

  test("valid records give no error", () => {
    expect(checkRecords(FILE, [good], (g) => g.id, RULES)).toEqual([]);
  });

  test("each bad field is one line naming file, id and field", () => {
    const bad: Guild = { id: "BC02", name: "", suit: "gold", keys: 2.5, tags: ["a", "", "c"] };
    expect(checkRecords(FILE, [good, bad], (g) => g.id, RULES)).toEqual([
      'src/core/data/example.ts: BC02 field name: "" is not a non-empty text',
      'src/core/data/example.ts: BC02 field suit: "gold" is not a valid suit',
      "src/core/data/example.ts: BC02 field keys: 2.5 is not a whole number from 1 to 3",
      "src/core/data/example.ts: BC02 field tags: has 3 entries, expected 0 to 2",
    ]);
  });

  test("duplicate and missing ids are reported; a record-level extra check adds its own lines", () => {
    const errors = checkRecords(FILE, [good, { ...good }, { ...good, id: "" }], (g) => g.id, [], (g, id) =>
      g.keys === 3 ? [fieldError(FILE, id, "keys", "Loyal cards cost 3")] : [],
    );
    expect(errors).toEqual([
      "src/core/data/example.ts: BC01 field keys: Loyal cards cost 3",
      "src/core/data/example.ts: BC01 field id: duplicate id BC01",
      "src/core/data/example.ts: BC01 field keys: Loyal cards cost 3",
      "src/core/data/example.ts: #3 field id: missing id",
      "src/core/data/example.ts: #3 field keys: Loyal cards cost 3",
    ]);
  });

  test("checkCount reports a wrong table size", () => {
    expect(checkCount(FILE, "guild cards", 24, 25)).toEqual(["src/core/data/example.ts: expected 25 guild cards, found 24"]);
    expect(checkCount(FILE, "guild cards", 25, 25)).toEqual([]);
  });
});
