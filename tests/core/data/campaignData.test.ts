/**
 * The Blighted Reach data (src/core/data/campaign/): counts and texts against seed 003's card
 * reference and the rulebook (BR), and validators that name file, id and field.
 */
import {
  AID_CARDS, CAMPAIGN_COURT_CARDS, FATES, FATE_SETS, campaignPieceCount, chaptersInAct,
  chapterTrackFor, crisisText, eventCardsFor, validateAidCards, validateCampaignCourt, validateCampaignData,
  validateCampaignPieces, validateFateSet, fateSetNumber, validateFates, CAMPAIGN_PIECES, CHAPTER_TRACK,
  FATE_TOKENS, validateFateTokens,
} from "../../../src/core/data/campaign/index";
import type { FatePath, FateSetCard } from "../../../src/core/data/campaign/index";

describe("Blighted Reach data", () => {
  test("all campaign data validates", () => {
    expect(validateCampaignData()).toEqual([]);
  });

  test("BR p.4 step I: 15 campaign Court cards, 10 Guild and 5 Vox with Crisis and When Secured", () => {
    expect(CAMPAIGN_COURT_CARDS).toHaveLength(15);
    expect(CAMPAIGN_COURT_CARDS.filter((c) => c.kind === "guild")).toHaveLength(10);
    const vox = CAMPAIGN_COURT_CARDS.filter((c) => c.kind === "vox");
    expect(vox.map((c) => c.name)).toEqual(["Populist Demands", "Council Intrigue", "Diplomatic Fiasco", "Song of Freedom", "Blight Looms"]);
    expect(crisisText(vox[0])).toBe("**Crisis:** Return the declared ambition marker of highest Power to Available Ambitions.");
  });

  test("BR pp.14, 20: the Council's two sides, Guild Envoys Depart and one Govern card per Policy", () => {
    const ids = AID_CARDS.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(["AID01A", "AID01B", "AID02", "AID03", "AID04", "AID05", "AID06A", "AID06B", "AID10A", "AID10B"]));
    expect(AID_CARDS.filter((c) => c.policy !== undefined).map((c) => `${c.id}:${c.policy}`)).toEqual(["AID03:war", "AID04:peace", "AID05:escalation"]);
  });

  test("BR p.4 step E: 2 Event cards at 2-3 players, 3 at 4", () => {
    expect(eventCardsFor(2)).toHaveLength(2);
    expect(eventCardsFor(3)).toHaveLength(2);
    expect(eventCardsFor(4)).toHaveLength(3);
  });

  test("BR p.2: 24 Fates, 8 each of A, B and C, with paths for the Acts they play", () => {
    expect(FATES).toHaveLength(24);
    expect(FATES[0]).toMatchObject({ id: "FATE01", name: "Steward", letter: "A" });
    expect(FATES[8].paths.map((p) => p.act)).toEqual(["II", "III"]);
    expect(FATES[23]).toMatchObject({ name: "Judge", letter: "C" });
    expect(FATES[23].paths.map((p) => p.act)).toEqual(["III"]);
  });

  test("seed 003: every Fate Set has its cards; cards the seed lists by name only are marked, not invented", () => {
    expect(FATE_SETS).toHaveLength(24);
    // Each set's cards carry its number in their ids (a card's Fate is its set's).
    for (let i = 0; i < 24; i++) expect(FATE_SETS[i].every((c) => fateSetNumber(c.id) === FATES[i].set && FATES[i].set === i + 1)).toBe(true);
    const all = FATE_SETS.reduce<FateSetCard[]>((acc, s) => acc.concat(s), []);
    const stubs = all.filter((c) => c.textGiven === false);
    expect(stubs.map((c) => c.id)).toContain("F105");
    expect(stubs.every((c) => c.text.length === 0)).toBe(true);
    // F112A is listed twice in the seed, once with text: the text wins.
    expect(all.filter((c) => c.id === "F112A")[0].textGiven).toBeUndefined();
    expect(all.filter((c) => c.id === "F112A")[0].text.length).toBeGreaterThan(0);
    expect(all.filter((c) => c.id === "F2405")[0]).toMatchObject({ name: "Judge Sets Agenda", type: "Edict" });
    expect(FATES[fateSetNumber("F2405") - 1].name).toBe("Judge");
  });

  test("BR p.4 step A: 24 Blight, 28 Free cities, 14 Free starports; 15 Imperial ships", () => {
    expect(campaignPieceCount("blight")).toBe(24);
    expect(campaignPieceCount("freeCity")).toBe(28);
    expect(campaignPieceCount("freeStarport")).toBe(14);
    expect(campaignPieceCount("imperialShip")).toBe(15);
  });

  test("BR pp.8-9: Acts I and II have 3 chapters, Act III 4; chapter 3 of Act III gives 4 for one grand ambition", () => {
    expect(chaptersInAct("I")).toBe(3);
    expect(chaptersInAct("II")).toBe(3);
    expect(chaptersInAct("III")).toBe(4);
    expect(chapterTrackFor("III").chapters[2].grandLower).toBe(4);
  });
});

describe("Blighted Reach validators name file, id and field", () => {
  test("a Vox card without its Crisis paragraph", () => {
    const broken = CAMPAIGN_COURT_CARDS.map((c) => (c.id === "CC12" ? { ...c, text: [c.text[1]] } : c));
    expect(validateCampaignCourt(broken)).toEqual([
      "src/core/data/campaign/campaignCourt.ts: CC12 field text: a campaign Vox card has a Crisis and a When Secured paragraph (BR p.18)",
    ]);
  });

  test("a Govern card without a Policy, and a missing Policy", () => {
    const broken = AID_CARDS.map((c) => (c.id === "AID04" ? { ...c, policy: undefined } : c));
    expect(validateAidCards(broken)).toEqual([
      "src/core/data/campaign/aidCards.ts: AID04 field policy: Govern the Imperial Reach needs a Policy (peace, escalation or war)",
      "src/core/data/campaign/aidCards.ts: no Govern the Imperial Reach card with the Policy of peace",
    ]);
  });

  test("a B Fate with an Act I path, and a wrong letter", () => {
    const broken = FATES.map((f) => (f.id === "FATE10" ? { ...f, paths: ([{ act: "I", text: "x" }] as FatePath[]).concat(f.paths) } : f.id === "FATE20" ? { ...f, letter: "D" as never } : f));
    const errors = validateFates(broken);
    expect(errors).toContain('src/core/data/campaign/fates.ts: FATE10 field paths: a "B" Fate has paths for Acts II,III, found I,II,III');
    expect(errors).toContain('src/core/data/campaign/fates.ts: FATE20 field letter: "D" is not a valid Fate letter');
  });

  test("a Guild card without suit, a stub with invented text, a card without text not marked, a card of another set", () => {
    const cards: FateSetCard[] = [
      { id: "F199", name: "X", type: "Guild", text: ["t"] },
      { id: "F198", name: "Y", type: "Vox", textGiven: false, text: ["made up"] },
      { id: "F197", name: "Z", type: "Vox", text: [] },
      { id: "F1196", name: "W", type: "Vox", text: ["t"] },
      { id: "F195A", name: "V", type: "Setup", textGiven: true as never, text: ["t"] },
    ];
    expect(validateFateSet("f.ts", 1, cards)).toEqual([
      "f.ts: F199 field suit: a Guild card needs a resource suit",
      "f.ts: F198 field text: text given for a card marked textGiven: false",
      "f.ts: F197 field text: no text, and the card is not marked textGiven: false",
      expect.stringMatching(/^f\.ts: F1196 field id: 11 .*number of this set \(F1nn\)/),
      "f.ts: F195A field textGiven: only false is written (a card without it has its text)",
    ]);
  });

  test("an Act III chapter without grand ambition values, and a wrong piece count", () => {
    const track = [CHAPTER_TRACK[0], { ...CHAPTER_TRACK[1], chapters: [{ chapter: 1 }, ...CHAPTER_TRACK[1].chapters.slice(1)] }];
    const pieces = CAMPAIGN_PIECES.map((p) => (p.kind === "blight" ? { ...p, count: 0 } : p));
    expect(validateCampaignPieces(pieces, track)).toEqual([
      "src/core/data/campaign/campaignPieces.ts: blight field count: 0 is not a whole number from 1 to 50",
      "src/core/data/campaign/campaignPieces.ts: Act III field chapter 1: needs grand ambition values lower < higher (BR p.9)",
    ]);
  });

  test("seed 003 F506 names the four Golems (F508-F511 take them by name): the Golem tokens are four, alike Sleeping, each named on its Awake side; a label twice, unnamed, missing or on a token without sides is refused", () => {
    const golem = FATE_TOKENS.find((t) => t.set === 5)!;
    expect(validateFateTokens()).toEqual([]);
    expect({ count: golem.count, sides: golem.sides, labels: golem.labels, back: golem.labelledBack }).toEqual({ count: 4, sides: ["Sleeping", "Awake"], labels: ["Warrior", "Protector", "Seeker", "Harvester"], back: true });
    const broken = FATE_TOKENS.map((t) => (t.set === 5 ? { ...t, labels: ["Warrior", "Warrior", "Gardener", "Harvester"] } : t));
    expect(validateFateTokens(broken)).toEqual([
      "src/core/data/campaign/fateTokens.ts: f5-sleeping-golem field labels: \"Warrior\" twice: each copy is told apart by its label",
      "src/core/data/campaign/fateTokens.ts: f5-sleeping-golem field labels: \"Gardener\" is not named by Fate Set 5's cards",
    ]);
    const short = FATE_TOKENS.map((t) => (t.set === 5 ? { ...t, labels: ["Warrior"], sides: undefined } : t));
    expect(validateFateTokens(short)).toEqual([
      "src/core/data/campaign/fateTokens.ts: f5-sleeping-golem field labels: one label per token: 4 expected, found 1",
      "src/core/data/campaign/fateTokens.ts: f5-sleeping-golem field labelledBack: a token labelled on its second side needs its sides and labels",
    ]);
  });
});
