/**
 * The log sheet's Fate details in the campaign record (BR p.30 "Use a log sheet to record ... If a
 * Fate has you record more details, use the blank spaces on the back of the log sheet") and the next
 * Act's setups that put them back (src/core/campaign/fates/logSheet.ts):
 * seed 003 F824 "Record all Ideals on your log sheet"; F829A step 3 "Flip the Doctrine card (22) to
 * match the Ideal with more markers on ambition boxes. On a tie, flip it to its Wisdom side." step 4
 * "Place the Ideal markers back on the ambition boxes as recorded at the end of Act II";
 * F1110 step 2 "Use your log sheet to record all pieces on your Breaking Worlds card (03)"; F1112A
 * step 1 "Place pieces that were on your Breaking Worlds card (03) in Act II back on it", step 2
 * "Remind everyone that placing a Broken World token on a planet will make each player Provoke Outrage".
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { apply, initialState, gameStateProblems } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { importCampaignRecord, validateCampaignRecord } from "../../../src/core/campaign/record";
import { setupCards } from "../../../src/core/campaign/fates/setupPieces";
import { fateSetCard } from "../../../src/core/data/campaign/fateSets";
import type { CampaignRecord, CampaignState } from "../../../src/core/campaign/types";
import { refusal, run } from "../game/helpers";

const GOVERN = ["AID04", "AID03", "AID05"];
const campaign = (s: GameState) => s.campaign as CampaignState;
const lineOf = (s: GameState, card: string) => s.events.filter((e) => e.kind === "setUp" && e.card === card).map((e) => e.text)[0];
const cardText = (id: string): string[] => fateSetCard(id)?.text ?? [];
const done = (s: GameState, card: string) => (campaign(s).actSetups ?? []).find((f) => f.card === card)!;

/** Act III for Red the Believer (F823 in the booklet) and Blue the Planet Breaker, both kept. */
function record(extra: Partial<CampaignRecord> = {}): CampaignRecord {
  const seats: Colour[] = ["Red", "Blue"];
  return {
    version: 3, nextAct: "III", seats, initiative: "Red", booklet: GOVERN.slice(), rulesBooklet: { edicts: [GOVERN.slice()], laws: [["F813"], ["F823"]] }, policy: "peace",
    players: [{ colour: "Red", fate: "FATE08", power: 2, title: "regent", favors: [] }, { colour: "Blue", fate: "FATE11", power: 2, title: "regent", favors: [] }],
    ...extra,
  };
}

function startAct(rec: CampaignRecord): GameState {
  return run(initialState(), { type: "startAct", record: rec, actionDeck: campaignActionDeck(2), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id) } as Command);
}

describe("the log sheet in the campaign record (BR p.30)", () => {
  test("the Ideal markers (F824) and the pieces on Breaking Worlds (F1110 step 2) import; a record without them (older) still does", () => {
    const full = record({ ideals: [{ at: "tycoon", side: "zeal" }, { at: "keeper", side: "wisdom" }], breakingWorlds: [{ owner: "Red", kind: "city" }, { owner: "free", kind: "starport" }] });
    expect(validateCampaignRecord(full)).toEqual([]);
    expect(importCampaignRecord(record()).ok).toBe(true);
  });

  test("a corrupt log sheet names each problem and its field; startAct is refused with the state untouched", () => {
    const bad = record({
      ideals: [{ at: "tycoon", side: "zeal" }, { at: "tycoon", side: "wisdom" }, { at: "blightkin", side: "zeal" }, { at: "empath", side: "grey" }] as CampaignRecord["ideals"],
      breakingWorlds: [{ owner: "Yellow", kind: "city" }, { owner: "free", kind: "ship" }] as CampaignRecord["breakingWorlds"],
    });
    expect(validateCampaignRecord(bad)).toEqual([
      "ideals[1]: tycoon holds one Ideal marker",
      "ideals[2]: blightkin is not an ambition box",
      "ideals[3]: side must be zeal or wisdom",
      "breakingWorlds[0]: Yellow is not seated nor Free",
      "breakingWorlds[1]: kind must be city or starport",
    ]);
    expect(validateCampaignRecord(record({ ideals: "tycoon" as never }))).toEqual(["ideals: must be a list"]);
    const s = initialState();
    expect(refusal(s, { type: "startAct", record: bad, actionDeck: campaignActionDeck(2), courtDeck: [] } as Command)).toContain("ideals[1]: tycoon holds one Ideal marker");
  });
});

describe("seed 003 F829A steps 3-4: the Doctrine's side and the Ideal markers from the record", () => {
  test("card text", () => {
    expect(cardText("F829A").join(" ")).toContain("Flip the Doctrine card (22) to match the Ideal with more markers on ambition boxes. On a tie, flip it to its Wisdom side. 4. Place the Ideal markers back on the ambition boxes as recorded at the end of Act II.");
    expect(cardText("F824")[0]).toContain("Record all Ideals on your log sheet.");
  });

  test("more Zeal markers: the Doctrine on Zeal (F822A face up), the recorded markers put back, the whole card done", () => {
    const ideals = [{ at: "tycoon", side: "zeal" as const }, { at: "warlord", side: "zeal" as const }, { at: "keeper", side: "wisdom" as const }];
    const s = startAct(record({ ideals }));
    expect(campaign(s).doctrine).toBe("zeal");
    expect(done(s, "F829A").ideals).toEqual(ideals);
    expect(setupCards(campaign(s), done(s, "F829A"))).toEqual([{ card: "F822A", place: "play", faceDown: false }]);
    expect(lineOf(s, "F829A")).toContain("turns the Doctrine to Zeal (2 Zeal, 1 Wisdom) and puts the recorded Ideal markers back: Tycoon Zeal, Warlord Zeal, Keeper Wisdom");
    expect(lineOf(s, "F829A")).not.toContain("done at the table");
    expect(gameStateProblems(s)).toEqual([]);
  });

  test("a tie, and no marker recorded, is Wisdom (F822A face down)", () => {
    const tie = startAct(record({ ideals: [{ at: "tycoon", side: "zeal" }, { at: "empath", side: "wisdom" }] }));
    expect(campaign(tie).doctrine).toBe("wisdom");
    expect(setupCards(campaign(tie), done(tie, "F829A"))).toEqual([{ card: "F822A", place: "play", faceDown: true }]);
    const none = startAct(record({ ideals: [] }));
    expect(campaign(none).doctrine).toBe("wisdom");
    expect(lineOf(none, "F829A")).toContain("turns the Doctrine to Wisdom (0 Zeal, 0 Wisdom) and puts the recorded Ideal markers back: none");
  });

  test("an older record without the Ideals: the side and the markers stay the players', the Doctrine card is not moved", () => {
    const s = startAct(record());
    expect(campaign(s).doctrine).toBeUndefined();
    expect(done(s, "F829A").ideals).toBeUndefined();
    expect(setupCards(campaign(s), done(s, "F829A"))).toEqual([]);
    expect(lineOf(s, "F829A")).toContain("the card's other steps are done at the table");
  });
});

describe("seed 003 F1112A: the pieces recorded on Breaking Worlds put back, the reminder to everyone", () => {
  test("card text", () => {
    expect(cardText("F1112A")[0]).toBe("1. Place pieces that were on your Breaking Worlds card (03) in Act II back on it.");
    expect(cardText("F1110").join(" ")).toContain("Use your log sheet to record all pieces on your Breaking Worlds card (03).");
  });

  test("the recorded pieces go back on it (the table lays them), the reminder said, the whole card done", () => {
    const pieces = [{ owner: "Red" as const, kind: "city" as const }, { owner: "free" as const, kind: "city" as const }, { owner: "Blue" as const, kind: "starport" as const }];
    const s = startAct(record({ breakingWorlds: pieces }));
    expect(done(s, "F1112A").breakingWorlds).toEqual(pieces);
    expect(lineOf(s, "F1112A")).toBe("Blue sets up the Planet Breaker (F1112A, BR p.7): reminds everyone: a Broken World token makes each player Provoke Outrage of its planet's type; puts the recorded pieces back on Breaking Worlds: Red city, Free city, Blue starport; then flips it to its objective");
  });

  test("an older record: the reminder is said, the pieces are the players'", () => {
    const s = startAct(record());
    expect(done(s, "F1112A").breakingWorlds).toBeUndefined();
    expect(lineOf(s, "F1112A")).toBe("Blue sets up the Planet Breaker (F1112A, BR p.7): reminds everyone: a Broken World token makes each player Provoke Outrage of its planet's type; the card's other steps are done at the table; then flips it to its objective");
  });
});

test("apply is pure here too", () => {
  const rec = record({ ideals: [{ at: "tycoon", side: "zeal" }] });
  const before = JSON.stringify(rec);
  apply(initialState(), { type: "startAct", record: rec, actionDeck: campaignActionDeck(2), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id) } as Command);
  expect(JSON.stringify(rec)).toBe(before);
});
