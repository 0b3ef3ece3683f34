import {
  AMBITION_BY_NUMBER,
  AMBITION_MARKERS,
  AmbitionMarker,
  HAND_SIZE,
  MAX_CHAPTERS,
  ambitionForNumber,
  ambitionMarker,
  courtRowSize,
  markerValue,
  markersFlippedAtChapter,
  outOfPlayClusterCount,
  powerToWin,
  validateAmbitionMarkers,
  validateAmbitionNumbers,
  validatePlayerCountTables,
} from "../../../src/core/data/ambitions";

function marker(id: string): AmbitionMarker {
  const m = ambitionMarker(id);
  if (m === undefined) throw new Error(`no marker ${id}`);
  return m;
}

describe("ambition markers (rulebook p.3, p.9, p.18-19; game-data.md §5)", () => {
  test("p.3: three two-sided markers, start 2/0, 3/2, 5/3 and flipped 4/2, 6/3, 9/4", () => {
    expect(AMBITION_MARKERS).toHaveLength(3);
    expect(AMBITION_MARKERS.map((m) => [m.first, m.second, m.flippedFirst, m.flippedSecond])).toEqual([
      [2, 0, 4, 2],
      [3, 2, 6, 3],
      [5, 3, 9, 4],
    ]);
  });

  test("rulebook p.18: two markers on Tycoon in chapter 1 are worth 7, and a tie for first pays 3", () => {
    // Chapter 1: the first declaration takes the 5/3 marker, the second the 3/2, the third the 2/0.
    const onTycoon = [marker("marker-5-3"), marker("marker-2-0")].map((m) => markerValue(m, false));
    const first = onTycoon.reduce((sum, v) => sum + v.first, 0);
    const second = onTycoon.reduce((sum, v) => sum + v.second, 0);
    expect(first).toBe(7);
    // p.18: "On a tie for first place, all tied players get second place" -> Mikah and Dane gain 3.
    expect(second).toBe(3);
  });

  test("markerValue gives the flipped side when flipped", () => {
    expect(markerValue(marker("marker-5-3"), true)).toEqual({ first: 9, second: 4 });
    expect(markerValue(marker("marker-2-0"), false)).toEqual({ first: 2, second: 0 });
  });

  test("p.19 step 2 / game-data §5: the lowest unflipped marker flips after each chapter", () => {
    const sides = (chapter: number) =>
      markersFlippedAtChapter(chapter).map((s) => {
        const v = markerValue(marker(s.id), s.flipped);
        return `${v.first}/${v.second}`;
      });
    expect(sides(1)).toEqual(["2/0", "3/2", "5/3"]);
    expect(sides(2)).toEqual(["4/2", "3/2", "5/3"]);
    expect(sides(3)).toEqual(["4/2", "6/3", "5/3"]);
    expect(sides(4)).toEqual(["4/2", "6/3", "9/4"]);
    expect(sides(5)).toEqual(["4/2", "6/3", "9/4"]);
  });

  test("p.18 list order: 2 Tycoon, 3 Tyrant, 4 Warlord, 5 Keeper, 6 Empath; 1 none, 7 any", () => {
    expect(AMBITION_BY_NUMBER.map((e) => `${e.number}:${e.ambition}`)).toEqual([
      "2:tycoon",
      "3:tyrant",
      "4:warlord",
      "5:keeper",
      "6:empath",
    ]);
    expect(ambitionForNumber(1)).toBe("none");
    expect(ambitionForNumber(4)).toBe("warlord");
    expect(ambitionForNumber(7)).toBe("any");
    expect(ambitionForNumber(0)).toBe("none");
  });

  test("p.2 / p.19 step 3: Power to win is 33 (2p), 30 (3p), 27 (4p); nothing for other counts", () => {
    expect([2, 3, 4].map(powerToWin)).toEqual([33, 30, 27]);
    expect(powerToWin(5)).toBeUndefined();
  });

  test("p.4 step H: Court row of 3 (2p) or 4 (3-4p); p.4 step J: 2, 2, 1 out-of-play clusters", () => {
    expect([2, 3, 4].map(courtRowSize)).toEqual([3, 4, 4]);
    expect([2, 3, 4].map(outOfPlayClusterCount)).toEqual([2, 2, 1]);
  });

  test("p.8 / p.19: at most 5 chapters; p.5 step P: hands of 6", () => {
    expect(MAX_CHAPTERS).toBe(5);
    expect(HAND_SIZE).toBe(6);
  });

  describe("validation", () => {
    test("the real data is valid", () => {
      expect(validateAmbitionMarkers()).toEqual([]);
      expect(validateAmbitionNumbers()).toEqual([]);
      expect(validatePlayerCountTables()).toEqual([]);
    });

    test("a flipped side worth less and a second place worth more than first are reported", () => {
      const markers = AMBITION_MARKERS.map((m) => ({ ...m }));
      markers[1] = { ...markers[1], flippedFirst: 3 };
      markers[2] = { ...markers[2], second: 6 };
      const errors = validateAmbitionMarkers(markers);
      expect(errors).toContain(
        "src/core/data/ambitions.ts: marker-3-2 field flippedFirst: the flipped side must be worth more (p.19 step 2)",
      );
      expect(errors).toContain("src/core/data/ambitions.ts: marker-5-3 field second: second place is worth more than first");
    });

    test("a number mapped twice is reported", () => {
      const table = AMBITION_BY_NUMBER.map((e) => ({ ...e }));
      table[1] = { ...table[1], number: 2 };
      expect(validateAmbitionNumbers(table)).toContain(
        "src/core/data/ambitions.ts: AMBITION_BY_NUMBER: number 2 appears twice",
      );
    });
  });
});
