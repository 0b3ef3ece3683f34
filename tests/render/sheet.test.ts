import { renderDeckSheetImage, sheetGrid, MAX_SHEET_PX } from "../../tools/render/sheet";
import { pngInfo, decodePng, encodePng, blankImage } from "../../tools/render/raster";
import { svgDoc, rect } from "../../tools/render/svg";

import { ACTION_CARDS } from "../../src/core/data/actionCards";
import { COURT_CARDS } from "../../src/core/data/court";
import { LORE_CARDS } from "../../src/core/data/lore";
import { SETUP_CARDS } from "../../src/core/data/setupCards";

const DECKS = { setup: SETUP_CARDS.length, lore: LORE_CARDS.length, action: ACTION_CARDS.length, court: COURT_CARDS.length };

const face = (colour: string, w = 500, h = 700) => svgDoc(w, h, rect(0, 0, w, h, `fill="${colour}"`));

describe("deck sheets", () => {
  test("sheetGrid stays within 10x7 and 4096 px for every deck size up to 69 + back", () => {
    for (let n = 1; n <= 69; n++) {
      const { cols, rows } = sheetGrid(n, true, 400, 560);
      expect(cols).toBeLessThanOrEqual(10);
      expect(rows).toBeLessThanOrEqual(7);
      expect(cols * rows).toBeGreaterThanOrEqual(n + 1);
    }
    // Every deck the data holds, at the full cell size (bigger decks use the smaller cells above).
  for (const n of [DECKS.setup, DECKS.lore, DECKS.action, DECKS.court]) {
      const { cols, rows } = sheetGrid(n, true);
      expect(cols * 500).toBeLessThanOrEqual(MAX_SHEET_PX);
      expect(rows * 700).toBeLessThanOrEqual(MAX_SHEET_PX);
    }
  });

  test("row-major layout, hidden back in the last slot, RGB PNG of cols*cell x rows*cell", () => {
    const colours = ["#ff0000", "#00ff00", "#0000ff", "#ffff00", "#00ffff"];
    const s = renderDeckSheetImage(colours.map((c) => face(c, 50, 70)), 3, 2, { back: face("#ffffff", 50, 70) });
    expect(pngInfo(s.png)).toEqual({ width: 150, height: 140, bitDepth: 8, colourType: 2 });
    const img = decodePng(s.png);
    const px = (x: number, y: number) => Array.from(img.rgb.subarray((y * img.width + x) * 3, (y * img.width + x) * 3 + 3));
    expect(px(25, 35)).toEqual([255, 0, 0]); // slot 0
    expect(px(75, 35)).toEqual([0, 255, 0]); // slot 1
    expect(px(25, 105)).toEqual([255, 255, 0]); // slot 3 (second row)
    expect(px(125, 105)).toEqual([255, 255, 255]); // last slot: back
  });

  test("a sheet that would exceed 4096 px scales SVG faces down to fit", () => {
    const s = renderDeckSheetImage(Array.from({ length: 69 }, () => face("#123456")), 10, 7, { back: face("#000000") });
    expect(s.width).toBeLessThanOrEqual(MAX_SHEET_PX);
    expect(s.height).toBeLessThanOrEqual(MAX_SHEET_PX);
    expect(pngInfo(s.png).width).toBe(s.cellWidth * 10);
  });

  test("grids beyond 10x7 and too many faces are refused", () => {
    expect(() => renderDeckSheetImage([face("#000000")], 11, 1)).toThrow();
    expect(() => renderDeckSheetImage([face("#000000")], 1, 8)).toThrow();
    expect(() => renderDeckSheetImage([face("#000000"), face("#000000")], 2, 1, { back: face("#000000") })).toThrow();
  });

  test("PNG codec round-trips and is deterministic", () => {
    const img = blankImage(7, 5, [10, 20, 30]);
    img.rgb[0] = 200;
    const a = encodePng(img);
    expect(encodePng(img).equals(a)).toBe(true);
    expect(decodePng(a)).toEqual(img);
  });
});
