import { layoutText, layoutToSvg, measure, parseMarkup, textPathData } from "../../tools/render/text";
import { font } from "../../tools/render/fonts";

const LONG =
  "When you declare an ambition, look at a Rival's hand. You may swap 1 card with them. Prelude: You may discard this and any number of cards from your hand. Draw the same number of cards from the bottom of the action discard pile.";

describe("layoutText", () => {
  test("short text fits at the maximum size on one line", () => {
    const l = layoutText("Gain 1 Material.", { x: 0, y: 0, width: 400, height: 100 }, { maxSize: 30, minSize: 20 });
    expect(l.overflow).toBe(false);
    expect(l.size).toBe(30);
    expect(l.lines).toHaveLength(1);
  });

  test("long text wraps into several lines, every line within the box width", () => {
    const box = { x: 0, y: 0, width: 400, height: 600 };
    const l = layoutText(LONG, box, { maxSize: 30, minSize: 20 });
    expect(l.overflow).toBe(false);
    expect(l.lines.length).toBeGreaterThan(3);
    for (const line of l.lines) expect(line.width).toBeLessThanOrEqual(box.width + 0.01);
    // No word is lost: the lines joined give the text back.
    expect(l.lines.map((x) => x.text).join(" ")).toBe(LONG);
  });

  test("text that is too tall at maxSize shrinks until it fits", () => {
    const box = { x: 0, y: 0, width: 400, height: 220 };
    const l = layoutText(LONG, box, { maxSize: 34, minSize: 14 });
    expect(l.overflow).toBe(false);
    expect(l.size).toBeLessThan(34);
    expect(l.height).toBeLessThanOrEqual(box.height);
  });

  test("absurd text reports overflow at minSize and keeps every line (nothing clipped silently)", () => {
    const absurd = Array.from({ length: 400 }, () => "outrage").join(" ");
    const l = layoutText(absurd, { x: 0, y: 0, width: 300, height: 200 }, { maxSize: 30, minSize: 20 });
    expect(l.overflow).toBe(true);
    expect(l.size).toBe(20);
    expect(l.lines.map((x) => x.text).join(" ")).toBe(absurd);
  });

  test("a single word wider than the box is an overflow", () => {
    const l = layoutText("Supercalifragilisticexpialidocious", { x: 0, y: 0, width: 80, height: 500 }, { maxSize: 30, minSize: 20 });
    expect(l.overflow).toBe(true);
  });

  test("maxLines is enforced", () => {
    const l = layoutText("Loyal Engineers of the Far Reach", { x: 0, y: 0, width: 150, height: 500 }, { maxSize: 40, minSize: 30, maxLines: 1 });
    expect(l.overflow).toBe(true);
  });

  test("markup: bold/italic runs, inline icons, paragraphs", () => {
    const words = parseMarkup("**Prelude:** spend [key] and roll `symbol:hit`\n\n*(reminder)*", "regular", true, false);
    expect(words[0].segs[0]).toMatchObject({ text: "Prelude:", style: "bold" });
    expect(words.find((w) => w.segs[0].icon === "key")).toBeDefined();
    expect(words.find((w) => w.segs[0].icon === "hit")).toBeDefined();
    const rem = words.find((w) => w.segs.some((s) => s.text.includes("reminder")))!;
    expect(rem.para).toBe(true);
    expect(rem.segs.find((s) => s.text.includes("reminder"))!.style).toBe("italic");
  });

  test("measure uses real glyph metrics (W is wider than i, bold is wider than regular)", () => {
    expect(measure("WWW", "regular", 20)).toBeGreaterThan(measure("iii", "regular", 20) * 2);
    expect(measure("Material", "bold", 20)).toBeGreaterThan(measure("Material", "regular", 20));
    expect(measure("abc", "regular", 40)).toBeCloseTo(measure("abc", "regular", 20) * 2, 6);
  });
});

test("inline icons are drawn larger than the text around them (readable at table zoom, issue 16 item 4)", () => {
  let drawn = 0;
  const l = layoutText("Most [key] here", { x: 0, y: 0, width: 600, height: 80 }, { maxSize: 40, minSize: 40, maxLines: 1 });
  layoutToSvg(l, "#ffffff", { icon: (_n, _x, _y, size) => ((drawn = size), "") });
  expect(drawn).toBeGreaterThanOrEqual(40 * 1.2);
});

describe("glyph path data (the SVG every card's text becomes)", () => {
  /** The serialiser the render used before it was made faster, kept as the reference. */
  function referencePathData(commands: { type: string; x?: number; y?: number; x1?: number; y1?: number; x2?: number; y2?: number }[]): string {
    const f2 = (n: number) => {
      const r = Math.round(n * 100) / 100;
      return (Object.is(r, -0) ? 0 : r).toString();
    };
    const v = (a: number | undefined) => f2(a ?? 0);
    let d = "";
    for (const c of commands) {
      if (c.type === "M" || c.type === "L") d += `${c.type}${v(c.x)} ${v(c.y)}`;
      else if (c.type === "Q") d += `Q${v(c.x1)} ${v(c.y1)} ${v(c.x)} ${v(c.y)}`;
      else if (c.type === "C") d += `C${v(c.x1)} ${v(c.y1)} ${v(c.x2)} ${v(c.y2)} ${v(c.x)} ${v(c.y)}`;
      else if (c.type === "Z") d += "Z";
    }
    return d;
  }

  test("textPathData writes exactly the previous text at positions left, right, above and below the origin", () => {
    const styles = ["regular", "bold", "italic", "boldItalic", "display"] as const;
    let checked = 0;
    for (const style of styles) {
      for (const [x, y, size] of [[0, 0, 30], [-13.337, -0.004, 17.5], [1234.5678, 987.654, 44], [0.005, -250.125, 9.99], [-4000.1, 3500.95, 61]]) {
        const text = "Ambition: Tycoon 3 · Keys & 0.5% — Wq";
        const expected = referencePathData(font(style).getPath(text, x, y, size, { kerning: true }).commands);
        expect(textPathData(text, style, x, y, size)).toBe(expected);
        checked++;
      }
    }
    expect(checked).toBe(25);
  });

  test("the same text for coordinates on both sides of the remembered hundredths (2^20 of them: 10485.76 px), at halves and for text written again", () => {
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const places: [number, number, number][] = [[10460.3, -10470.1, 40], [-10485.9, 10485.5, 30], [0.005, -0.005, 12.5], [2e5, -3e5, 25]];
    for (let i = 0; i < 40; i++) places.push([(next() - 0.5) * 30000, (next() - 0.5) * 30000, 5 + next() * 60]);
    for (const [x, y, size] of places.concat(places)) {
      const text = "Wq 0.5% — Blighted Reach";
      expect(textPathData(text, "regular", x, y, size)).toBe(referencePathData(font("regular").getPath(text, x, y, size, { kerning: true }).commands));
    }
  });
});
