/**
 * String order and case that do not depend on a culture (tts-notes.md: MoonSharp's `<` and
 * string.upper/lower are culture-aware). Node and Lua must agree, and the order must be JS's
 * default (code unit) order, which is what `<` gives in Node.
 */
import { asciiDigits, asciiLower, asciiUpper, capitalise, compareStrings } from "../../src/core/util/ascii";
import { loadCoreModuleInLua } from "../support/lua";
import { hasDuplicates, isPermutationOf } from "../../src/core/game/util";

const lua = loadCoreModuleInLua("src/core/util/ascii.ts");
// The pairs MoonSharp's culture-aware comparison orders differently from code units (tts-notes.md).
const PAIRS: [string, string][] = [
  ["B", "a"],
  ["a-1", "a1"],
  ["a", "A"],
  ["aa", "a"],
  ["BC10", "BC9"],
  ["", "x"],
  ["Red", "Red"],
];

describe("culture-independent string order and case", () => {
  test.each(PAIRS)("compareStrings(%s, %s) is the code-unit order in Node and Lua", (a, b) => {
    const expected = a < b ? -1 : a > b ? 1 : 0;
    expect(compareStrings(a, b)).toBe(expected);
    expect(lua.call("compareStrings", a, b)).toBe(expected);
  });

  test("sorting ids with it gives JS's default order (upper case before lower, '-' before digits)", () => {
    const ids = ["b", "B", "a1", "a-2", "aa", "A", "a"];
    const sorted = ids.slice().sort((x, y) => compareStrings(x, y));
    expect(sorted).toEqual(ids.slice().sort());
    expect(sorted).toEqual(["A", "B", "a", "a-2", "a1", "aa", "b"]);
  });

  test("asciiDigits reads ASCII digits without tonumber, 0 for text that spells no number, the same in both VMs", () => {
    const cases: [string, number][] = [["3", 3], ["12", 12], ["007", 7], ["", 0], ["x", 0], ["1x", 0], ["-1", 0], ["1.5", 0]];
    for (const [text, n] of cases) {
      expect(asciiDigits(text)).toBe(n);
      expect(lua.call("asciiDigits", text)).toBe(n);
    }
  });

  test("case changes touch a-z/A-Z only, the same in both VMs", () => {
    expect(asciiUpper("influence & tax: 3i")).toBe("INFLUENCE & TAX: 3I");
    expect(asciiLower("!ARCS Help")).toBe("!arcs help");
    expect(capitalise("material")).toBe("Material");
    expect(capitalise("")).toBe("");
    for (const s of ["influence & tax: 3i", "!ARCS Help", "Zz-09"]) {
      expect(lua.call("asciiUpper", s)).toBe(asciiUpper(s));
      expect(lua.call("asciiLower", s)).toBe(asciiLower(s));
      expect(lua.call("capitalise", s)).toBe(capitalise(s));
    }
  });
});

describe("multiset checks by count agree in Node and Lua (no string order involved)", () => {
  const util = loadCoreModuleInLua("src/core/game/util.ts");
  test.each([
    [["b", "a", "a"], ["a", "b", "a"]],
    [["a", "b", "b"], ["a", "b", "a"]],
    [["constructor", "x"], ["x", "constructor"]],
    [["a"], ["a", "a"]],
  ])("isPermutationOf(%j, %j)", (a, b) => {
    expect(util.call("isPermutationOf", a, b)).toBe(isPermutationOf(a, b));
    expect(util.call("hasDuplicates", a)).toBe(hasDuplicates(a));
  });
});
