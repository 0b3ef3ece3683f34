import { COURT_CARDS } from "../../src/core/data/court";
import { LORE_CARDS } from "../../src/core/data/lore";
import { LEADERS } from "../../src/core/data/leaders";
import { ACTION_CARDS } from "../../src/core/data/actionCards";
import { SETUP_CARDS } from "../../src/core/data/setupCards";
import { renderActionCard, renderCourtCard, renderLeaderCard, renderLoreCard, renderSetupCard, renderCardBack, CARD_W, CARD_H } from "../../tools/render";
import { pngInfo, svgToPng, decodePng } from "../../tools/render/raster";
import { BACK_STYLE, SEAT_COLOURS } from "../../tools/render/cards";
import { PLAYER_COLOUR } from "../../tools/render/palette";
import { SUIT_ACTION_NAMES, mapInput } from "../../tools/render/fromData";

describe("card faces from the data modules", () => {
  test("every court card's rules text and name fit their boxes (never clipped)", () => {
    expect(COURT_CARDS.length).toBeGreaterThan(0);
    for (const c of COURT_CARDS) expect({ id: c.id, warnings: renderCourtCard(c).warnings }).toEqual({ id: c.id, warnings: [] });
  });

  test("every lore, leader, action and setup card fits", () => {
    const all = [
      ...LORE_CARDS.map((c) => renderLoreCard(c)),
      ...LEADERS.map((c) => renderLeaderCard(c)),
      ...ACTION_CARDS.map((c) => renderActionCard(c, { suitActions: SUIT_ACTION_NAMES[c.suit] })),
      ...SETUP_CARDS.map((c) => renderSetupCard(c, { map: mapInput() })),
      ...(["action", "court", "setup", "leader", "lore"] as const).map((d) => renderCardBack(d)),
    ];
    for (const r of all) expect({ id: r.id, warnings: r.warnings }).toEqual({ id: r.id, warnings: [] });
  });

  test("an absurdly long court text is reported, not clipped", () => {
    const r = renderCourtCard({ id: "X01", name: "Test", suit: "fuel", raidCost: 2, text: [Array.from({ length: 300 }, () => "Prelude").join(" ")] });
    expect(r.warnings.length).toBe(1);
    expect(r.warnings[0]).toMatch(/^X01: text does not fit/);
  });

  test("a card face is an RGB PNG of the declared size", () => {
    const png = svgToPng(renderCourtCard(COURT_CARDS[0]).svg);
    expect(pngInfo(png)).toEqual({ width: CARD_W, height: CARD_H, bitDepth: 8, colourType: 2 });
    const img = decodePng(png);
    expect(img.rgb.length).toBe(CARD_W * CARD_H * 3);
  });

  test("rendering is deterministic: same input, identical bytes", () => {
    const a = svgToPng(renderCourtCard(COURT_CARDS[16]).svg);
    const b = svgToPng(renderCourtCard(COURT_CARDS[16]).svg);
    expect(a.equals(b)).toBe(true);
    expect(renderSetupCard(SETUP_CARDS[3], { map: mapInput() }).svg).toBe(renderSetupCard(SETUP_CARDS[3], { map: mapInput() }).svg);
  });

  test("a modder's text edit changes the face", () => {
    const base = COURT_CARDS[0];
    const edited = { ...base, text: ["Edited text."] };
    expect(renderCourtCard(edited).svg).not.toBe(renderCourtCard(base).svg);
  });
});

describe("readability (issue 16 item 4)", () => {
  const rgb = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const dist = (a: string, b: string) => Math.hypot(...rgb(a).map((v, i) => v - rgb(b)[i]));

  test("every two deck backs differ clearly in colour (no near twins)", () => {
    const decks = Object.keys(BACK_STYLE) as (keyof typeof BACK_STYLE)[];
    for (const a of decks) for (const b of decks) if (a < b) expect({ a, b, far: dist(BACK_STYLE[a].accent, BACK_STYLE[b].accent) > 90 }).toEqual({ a, b, far: true });
  });

  test("setup-card position chips are not in any seat colour", () => {
    for (const chip of SEAT_COLOURS) for (const [seat, c] of Object.entries(PLAYER_COLOUR)) expect({ chip, seat, far: dist(chip, c) > 80 }).toEqual({ chip, seat, far: true });
  });
});
