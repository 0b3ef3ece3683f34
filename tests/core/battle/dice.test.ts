import type { DieSymbol } from "../../../src/core/data/dice";
import { DICE, DIE_TYPES, dieFace, faceById, validateDice, validateDiceData } from "../../../src/core/data/dice";
import { readRoll } from "../../../src/core/battle/battle";
import { facesText } from "../../../src/core/battle/resolution";

const none = { skirmish: 0, assault: 0, raid: 0 };

// game-data.md §4: the six faces of each die, as symbol totals.
const EXPECTED: Record<string, [number, Record<string, number>][]> = {
  skirmish: [
    [1, {}], [2, {}], [3, {}], [4, { hit: 1 }], [5, { hit: 1 }], [6, { hit: 1 }],
  ],
  assault: [
    [1, {}],
    [2, { self: 1, hit: 1 }],
    [3, { intercept: 1, hit: 1 }],
    [4, { self: 1, hit: 2 }],
    [5, { hit: 2 }],
    [6, { self: 1, hit: 1 }],
  ],
  raid: [
    [1, { intercept: 1, key: 2 }],
    [2, { self: 1, key: 1 }],
    [3, { intercept: 1 }],
    [4, { self: 1, building: 1 }],
    [5, { building: 1, key: 1 }],
    [6, { self: 1, building: 1 }],
  ],
};

describe("battle dice data (game-data.md §4)", () => {
  test("the dice table passes its own data checks", () => {
    expect(validateDiceData()).toEqual([]);
  });

  test("a bad face is reported with file, face and field", () => {
    const bad = DICE.map((d) =>
      d.type === "raid" ? { ...d, faces: d.faces.map((f) => (f.index === 3 ? { ...f, symbols: ["intercept", "boom"] as DieSymbol[] } : f)) } : d,
    );
    expect(validateDice(bad)).toEqual(["src/core/data/dice.ts: raid face 3 field symbols: unknown symbol boom"]);
    expect(validateDice(DICE.slice(0, 2))).toEqual(["src/core/data/dice.ts: die raid field type: missing"]);
  });

  test("p.3/p.14: 18 dice, 6 of each of the three types, 6 faces each with stable ids", () => {
    expect(DICE.map((d) => d.type)).toEqual(["skirmish", "assault", "raid"]);
    for (const d of DICE) {
      expect(d.count).toBe(6);
      expect(d.faces.map((f) => f.id)).toEqual([1, 2, 3, 4, 5, 6].map((i) => d.type + "-" + i));
    }
  });

  for (const type of DIE_TYPES) {
    for (const [index, want] of EXPECTED[type]) {
      test(`game-data §4: ${type} face ${index} reads as ${JSON.stringify(want)}`, () => {
        const roll = readRoll({ ...none, [type]: 1 }, [{ die: type, face: index }]);
        expect(roll).toEqual({
          ok: true,
          value: { self: 0, intercept: 0, hit: 0, building: 0, key: 0, ...want },
        });
        expect(dieFace(type, index)!.label.length).toBeGreaterThan(0);
      });
    }
  }

  test("faces are found by die and index and by id; anything else is no face", () => {
    for (const d of DICE) {
      for (const f of d.faces) {
        expect(dieFace(d.type, f.index)).toBe(f);
        expect(faceById(f.id)).toEqual({ type: d.type, face: f });
      }
    }
    expect(dieFace("assault", 0)).toBeUndefined();
    expect(dieFace("assault", 7)).toBeUndefined();
    expect(dieFace("dread" as never, 1)).toBeUndefined();
    for (const bad of ["assault-7", "constructor", "__proto__", "", 4, undefined, null]) expect(faceById(bad)).toBeUndefined();
  });

  test("p.14 'keep you safe': no skirmish face hurts the attacker", () => {
    for (const f of DICE[0].faces) expect(f.symbols.filter((s) => s === "self" || s === "intercept")).toEqual([]);
  });

  test("a face outside 1..6 or a die that was not collected is refused", () => {
    const bad = readRoll({ ...none, assault: 1 }, [{ die: "assault", face: 7 }]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.reason).toMatch(/no face 7/);
    const wrong = readRoll({ ...none, assault: 1 }, [{ die: "raid", face: 1 }]);
    expect(wrong.ok).toBe(false);
    const missing = readRoll({ ...none, assault: 2 }, [{ die: "assault", face: 1 }]);
    expect(missing.ok).toBe(false);
  });
});

describe("the rolled faces as the table reads them (p.14: the roll shown before it is resolved)", () => {
  test("each die by its type and face label, in roll order; an unknown face shows '?'; no dice says so", () => {
    expect(facesText([{ die: "assault", face: 4 }, { die: "skirmish", face: 1 }, { die: "raid", face: 5 }])).toBe("assault self + 2 hits; skirmish blank; raid building hit + key");
    expect(facesText([{ die: "skirmish", face: 9 }])).toBe("skirmish ?");
    expect(facesText([])).toBe("no dice");
  });
});
