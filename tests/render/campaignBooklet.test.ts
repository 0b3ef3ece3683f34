/** The rules booklet's art (BR p.9): both pages' slots and the Scrapped spot from its layout, nothing overflowing. */
import { BOOKLET_COLS, BOOKLET_ROWS, renderRulesBooklet } from "../../tools/render/campaignBooklet";

test("BR p.9: the open booklet shows an Edicts page and a Laws & Summit page of numbered slots, left to right, and fits its text", () => {
  const r = renderRulesBooklet();
  expect(r.warnings).toEqual([]);
  expect(r.svg.startsWith("<svg")).toBe(true);
  for (const side of ["edicts", "laws"] as const) {
    const spots = r.layout[side];
    expect(spots.map((s) => s.id)).toEqual(Array.from({ length: BOOKLET_COLS * BOOKLET_ROWS }, (_, i) => `${side}-${i + 1}`));
    for (const s of spots) for (const v of [s.x - s.w / 2, s.x + s.w / 2, s.y - s.h / 2, s.y + s.h / 2]) expect(v >= 0 && v <= 1).toBe(true);
    // Slot 1..4 left to right on the top row, 5..8 below.
    expect(spots[1].x).toBeGreaterThan(spots[0].x);
    expect(spots[4].y).toBeGreaterThan(spots[0].y);
  }
  expect(Math.max(...r.layout.edicts.map((s) => s.x))).toBeLessThan(Math.min(...r.layout.laws.map((s) => s.x)));
  expect(r.layout.scrap.x).toBeGreaterThan(Math.max(...r.layout.laws.map((s) => s.x)));
});
