/**
 * The Blighted Reach's card faces and pieces from the campaign data (issue 14 item 1): every card
 * of every campaign table renders without overflow, counts come from the data, a card whose text
 * the seeds lack says so, and two-sided cards pair their A and B sides.
 */
import { AID_CARDS, CAMPAIGN_COURT_CARDS, CHAPTER_TRACK, EVENT_SYMBOLS, FATES, FATE_SETS, FATE_TOKENS, NUMBER_DIE_FACES } from "../../src/core/data/campaign/index";
import { PLANET_SYMBOLS, SYSTEMS } from "../../src/core/data/map";
import { TEXT_NOT_GIVEN, renderCampaignCard, renderChapterTrackSide, renderFirstRegentTile } from "../../tools/render/campaign";
import { campaignDeckSpecs, twoSidedSheets, TWO_SIDED_PER_SHEET } from "../../tools/table/campaignDecks";
import { eventDieFaces, eventDieValue, fateTokenFaces, numberDieFaces } from "../../tools/table/campaignAssets";
import { renderFateTokenFace, renderFlagshipBoard } from "../../tools/render/campaign";
import { FLAGSHIP_UPGRADES } from "../../src/core/data/campaign/index";
import { COLOURS } from "../../src/core/data/vocabulary";
import { MAX_SHEET_COLS, MAX_SHEET_ROWS, MAX_SHEET_PX, sheetGrid } from "../../tools/render/sheet";
import { CARD_H, CARD_W } from "../../tools/render/card";

const specs = campaignDeckSpecs();
const cards = specs.flatMap((s) => s.cards);
const setCards = FATE_SETS.flatMap((s) => [...s]);
/** Every printed side in the data: each is a card's face or a two-sided card's back. */
const dataIds = [...CAMPAIGN_COURT_CARDS, ...AID_CARDS, ...FATES, ...setCards].map((c) => c.id);

describe("campaign decks from the data", () => {
  test("every printed side of the data is exactly one card face or one card back", () => {
    const sides = cards.flatMap((c) => (c.backId === undefined ? [c.id] : [c.id, c.backId]));
    expect([...sides].sort()).toEqual([...dataIds].sort());
    expect(new Set(sides).size).toBe(sides.length);
  });

  test("one deck per card table: Court, aid, Fates and one per Fate Set, each with the data's cards", () => {
    expect(specs.map((s) => s.kind)).toEqual(["campaign-court", "campaign-aid", "campaign-fates", ...FATE_SETS.map((_, i) => `campaign-fate-set-${i < 9 ? "0" : ""}${i + 1}`)]);
    expect(specs[0].cards.map((c) => c.id)).toEqual(CAMPAIGN_COURT_CARDS.map((c) => c.id));
    expect(specs[2].cards.map((c) => c.id)).toEqual(FATES.map((c) => c.id));
    FATE_SETS.forEach((set, i) => {
      const ids = specs[3 + i].cards.flatMap((c) => (c.backId === undefined ? [c.id] : [c.id, c.backId]));
      expect(ids).toEqual(set.map((c) => c.id));
    });
    // A/B pairs are one card: side A's id with A, side B's with B.
    for (const c of cards.filter((x) => x.backId !== undefined)) expect(c.backId).toBe(`${c.id.slice(0, -1)}B`);
  });

  test("CustomDeck keys are unique and clear of the base decks' 1..5", () => {
    const keys = [...specs.map((s) => s.key), ...twoSidedSheets(specs).map((s) => s.key)];
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of keys) expect(k).toBeGreaterThan(5);
  });

  test("every sheet fits TTS's deck rules (10 x 7 at most, 4096 px, a slot left for the hidden back)", () => {
    const counts = [...specs.map((s) => s.cards.filter((c) => c.back === undefined).length).filter((n) => n > 0), ...twoSidedSheets(specs).map((s) => s.ids.length)];
    for (const n of counts) {
      const { cols, rows } = sheetGrid(n, true);
      expect(cols).toBeLessThanOrEqual(MAX_SHEET_COLS);
      expect(rows).toBeLessThanOrEqual(MAX_SHEET_ROWS);
      expect(cols * rows).toBeGreaterThan(n);
      expect([cols * CARD_W <= MAX_SHEET_PX, rows * CARD_H <= MAX_SHEET_PX]).toEqual([true, true]);
    }
    for (const s of twoSidedSheets(specs)) expect(s.ids.length).toBeLessThanOrEqual(TWO_SIDED_PER_SHEET);
  });

  test("every campaign card face and back renders without overflow", () => {
    let rendered = 0;
    for (const c of cards) {
      for (const r of [c.front(), ...(c.back ? [c.back()] : [])]) {
        rendered++;
        expect({ id: r.id, warnings: r.warnings }).toEqual({ id: r.id, warnings: [] });
      }
    }
    expect(rendered).toBe(dataIds.length);
  });

  test("a card whose text the seeds lack shows its name and says so; a card with text prints it", () => {
    const missing = setCards.filter((c) => c.textGiven === false);
    expect(missing.length).toBeGreaterThan(0);
    for (const m of missing) {
      const card = cards.find((c) => c.id === m.id || c.backId === m.id)!;
      const r = (card.id === m.id ? card.front : card.back!)();
      expect(r.texts).toMatchObject({ name: m.name, text: TEXT_NOT_GIVEN });
    }
    const given = setCards.find((c) => c.textGiven !== false)!;
    const card = cards.find((c) => c.id === given.id || c.backId === given.id)!;
    expect((card.id === given.id ? card.front : card.back!)().texts?.text).toBe(given.text.join("\n"));
  });

  test("an absurdly long campaign text is reported with the card and field, not clipped", () => {
    const r = renderCampaignCard({ id: "F9901", name: "Test", typeLine: "Law", accent: "#7fbf3f", text: [Array.from({ length: 400 }, () => "Blight").join(" ")], textGiven: true, footer: "F99" });
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatch(/^F9901: text does not fit/);
  });

  test("campaign cards carry the campaign tag and no base role tag", () => {
    for (const c of cards) {
      expect(c.tags).toContain("campaign");
      for (const t of ["arcs", "court-card", "action-card", "lore-card", "guild", "vox"]) expect({ id: c.id, t, has: c.tags.includes(t) }).toEqual({ id: c.id, t, has: false });
    }
  });
});

describe("campaign tiles and dice", () => {
  test("the First Regent tile and both chapter track sides render without overflow; the Trust area lies on the tile", () => {
    const fr = renderFirstRegentTile();
    expect(fr.warnings).toEqual([]);
    const t = fr.trust;
    expect([t.x - t.w / 2 >= 0, t.x + t.w / 2 <= 1, t.y - t.h / 2 >= 0, t.y + t.h / 2 <= 1]).toEqual([true, true, true, true]);
    expect(CHAPTER_TRACK).toHaveLength(2);
    for (const side of CHAPTER_TRACK) expect(renderChapterTrackSide(side).warnings).toEqual([]);
  });

  test("the event die shows each event symbol with each planet ID symbol; the number die the data's faces", () => {
    const ev = eventDieFaces();
    expect(ev).toHaveLength(EVENT_SYMBOLS.length * PLANET_SYMBOLS.length);
    expect(ev.map((f) => f.index)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(ev.map(eventDieValue)).size).toBe(6);
    for (const e of EVENT_SYMBOLS) for (const p of PLANET_SYMBOLS) expect(ev.map(eventDieValue)).toContain(`${e}-${p}`);
    expect(numberDieFaces().map((f) => f.label)).toEqual(NUMBER_DIE_FACES.map(String));
  });
});

describe("Fate-set tokens", () => {
  const textOfSet = (set: number) => FATE_SETS[set - 1].map((c) => c.text.join(" ")).join(" ").replace(/\*/g, "");
  const clusters = new Set(SYSTEMS.map((s) => s.cluster)).size;

  test("each token kind is named by its Fate Set's cards, with the count they give", () => {
    expect(FATE_TOKENS.length).toBeGreaterThan(0);
    for (const t of FATE_TOKENS) {
      const text = textOfSet(t.set);
      expect({ token: t.name, named: text.includes(t.name) }).toEqual({ token: t.name, named: true });
      const counted = text.includes(`${t.count} ${t.name}`) || (t.count === 1 && (text.includes(`the ${t.name} token`) || text.includes(`the ${t.name} tile`) || text.includes(`the ${t.name} marker`))) || (/each cluster/.test(t.source) && t.count === clusters && text.includes(`1 ${t.name} token near each cluster`));
      expect({ token: t.name, count: t.count, counted }).toEqual({ token: t.name, count: t.count, counted: true });
      if (t.labels !== undefined) expect(t.labels).toHaveLength(t.count);
      for (const side of t.sides ?? []) expect({ token: t.name, side, named: text.includes(side) }).toEqual({ token: t.name, side, named: true });
    }
  });

  test("seed 003 F506's four Golems: one alike Sleeping face (F501A shuffles them Sleeping side up), each Awake face printed with its name (F505 'Its Awake side is public if a player holds it')", () => {
    const golem = FATE_TOKENS.find((t) => t.set === 5)!;
    const faces = fateTokenFaces(golem);
    expect(faces.map((f) => [f.asset, f.text, f.label])).toEqual([
      ["campaign-token-f5-sleeping-golem-front", "Sleeping", undefined],
      ...["Warrior", "Protector", "Seeker", "Harvester"].map((n, i) => [`campaign-token-f5-sleeping-golem-${i + 1}`, "Awake", n]),
    ]);
    for (const n of golem.labels!) expect({ n, named: textOfSet(5).includes(`${n}:`) }).toEqual({ n, named: true });
    // Text is drawn as outlines: each face's drawing differs from every other.
    expect(new Set(faces.map((f) => renderFateTokenFace(f.text, 5, f.label).svg)).size).toBe(5);
  });

  test("every token face renders without overflow; a face-down Rumor does not tell True from False", () => {
    for (const t of FATE_TOKENS) for (const f of fateTokenFaces(t)) expect({ asset: f.asset, warnings: renderFateTokenFace(f.text, t.set, f.label).warnings }).toEqual({ asset: f.asset, warnings: [] });
    const backs = FATE_TOKENS.filter((t) => t.set === 12).map((t) => fateTokenFaces(t).slice(-1)[0]);
    expect(backs.map((b) => b.text)).toEqual(["Rumor", "Rumor"]);
    expect(renderFateTokenFace(backs[0].text, 12).svg).toBe(renderFateTokenFace(backs[1].text, 12).svg);
  });
});

describe("Flagship boards", () => {
  test("every Upgrade on the board is one the Flagship Upgrades aid cards describe; each colour's board fits", () => {
    const aidText = AID_CARDS.filter((c) => c.name === "Flagship Upgrades").map((c) => c.text.join(" ")).join(" ");
    expect(FLAGSHIP_UPGRADES).toHaveLength(6);
    for (const u of FLAGSHIP_UPGRADES) expect({ upgrade: u.name, onAidCard: aidText.includes(u.name) }).toEqual({ upgrade: u.name, onAidCard: true });
    for (const c of COLOURS) expect(renderFlagshipBoard(c, FLAGSHIP_UPGRADES).warnings).toEqual([]);
  });
});
