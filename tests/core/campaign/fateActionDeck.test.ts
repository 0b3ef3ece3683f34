/**
 * Issue 35: the Caretaker's extra Event card (seed 003 F512A step 3, "Shuffle the extra Event card
 * (15) into the action deck"; F515's text is the box's Event card's, BR p.12). The core takes it in
 * the deck an Act starts with where the Fate puts it (src/core/campaign/fates/actionDeck.ts), and it
 * plays as an Event.
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { initialState } from "../../../src/core/game/engine";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { actActionDeck, campaignActionDeck, exportCampaignRecord } from "../../../src/core/campaign/flow";
import { fateActionCards } from "../../../src/core/campaign/fates/actionDeck";
import type { CampaignRecord } from "../../../src/core/campaign/types";
import { checkInvariants } from "../../../src/core/game/invariants";
import { gameStateProblems } from "../../../src/core/rules";
import { end, lead, refusal, run } from "../game/helpers";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id);

function record(act: "II" | "III", blueFate: string): CampaignRecord {
  return {
    version: 1, nextAct: act, seats: SEATS, initiative: "Red", booklet: ["AID04", "AID03", "AID05"], policy: "peace",
    players: SEATS.map((colour) => ({ colour, fate: colour === "Blue" ? blueFate : colour === "Red" ? "FATE01" : "FATE03", power: 2, title: "regent" as const, favors: [] })),
  };
}

/** Red is dealt F515 first when `withF515` (the deck's top card), then the box's cards. */
function startAct(s: GameState, act: "II" | "III", blueFate: string, withF515: boolean): Command {
  const deck = withF515 ? ["F515"].concat(campaignActionDeck(3)) : campaignActionDeck(3);
  return { type: "startAct", record: record(act, blueFate), actionDeck: deck, courtDeck: COURT } as Command;
}

describe("seed 003 F512A step 3: the Caretaker's extra Event card F515 in the action deck", () => {
  test("Act II with the Caretaker (FATE05): a deck with F515 is taken; it is dealt and is an Event (cannot be led, BR p.12)", () => {
    let s = run(initialState(), startAct(initialState(), "II", "FATE05", true));
    expect(s.actionCards).toContain("F515");
    const red = s.players.find((p) => p.colour === "Red")!;
    expect(red.hand).toContain("F515");
    expect(gameStateProblems(JSON.parse(JSON.stringify(s)))).toEqual([]);
    expect(checkInvariants(s)).toEqual([]);
    s = run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
    expect(refusal(s, lead("Red", "F515"))).toBe("an Event cannot be led (BR p.12)");
  });

  test("F515 is played as an Event after the lead: it takes the lead card's actions (BR p.12 'Mirror Lead')", () => {
    // Blue is dealt the second six cards: F515 among them.
    const box = campaignActionDeck(3);
    const deck = box.slice(0, 6).concat(["F515"], box.slice(6));
    let s = run(initialState(), { type: "startAct", record: record("II", "FATE05"), actionDeck: deck, courtDeck: COURT } as Command);
    s = run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
    expect(s.players.find((p) => p.colour === "Blue")!.hand).toContain("F515");
    const ledByRed = s.players.find((p) => p.colour === "Red")!.hand.find((c) => !c.startsWith("EVENT"))!;
    s = run(s, lead("Red", ledByRed), end("Red"), { type: "playEvent", player: "Blue", card: "F515" } as Command);
    expect(s.round?.plays[1]).toMatchObject({ player: "Blue", card: "F515", mode: "event", faceUp: true, actionSuit: ledByRed.split("-")[0] });
    expect(checkInvariants(s)).toEqual([]);
  });

  test("a deck without F515 is still taken (laying it in is the players'); F515 without the Caretaker is refused, the state untouched", () => {
    expect(run(initialState(), startAct(initialState(), "II", "FATE05", false)).actionCards).not.toContain("F515");
    const s = initialState();
    const before = JSON.stringify(s);
    expect(refusal(s, startAct(s, "II", "FATE02", true))).toBe("the action deck must be the 22 action cards for 3 players, Events included (BR p.4)");
    expect(JSON.stringify(s)).toBe(before);
  });

  test("BR p.29 step F scraps only a Fate Set's cards not in play: in Act III F515 stays with the Caretaker, or when the Act II deck held it", () => {
    expect(fateActionCards("I", ["FATE05"], [])).toEqual([]);
    expect(fateActionCards("II", ["FATE05"], [])).toEqual(["F515"]);
    expect(fateActionCards("II", ["FATE01"], ["F515"])).toEqual([]);
    expect(fateActionCards("III", ["FATE05"], [])).toEqual(["F515"]);
    expect(fateActionCards("III", ["FATE17"], ["F515", "EVENT1"])).toEqual(["F515"]);
    expect(fateActionCards("III", ["FATE17"], ["EVENT1"])).toEqual([]);
    expect(run(initialState(), startAct(initialState(), "III", "FATE05", true)).actionCards).toContain("F515");
  });
});

describe("BR p.7: a later Act is set up 'the same as the previous Act': its action deck is the one the last Act ended with", () => {
  /** Act II on this table, done with its Intermission, its action cards as the Believer left them. */
  function afterActTwo(cards: string[]): GameState {
    const s = run(initialState(), startAct(initialState(), "II", "FATE08", false));
    s.campaign!.stage = "intermission";
    s.campaign!.intermissionStep = "done";
    s.actionCards = cards;
    return s;
  }
  const box = campaignActionDeck(3);
  // F803 Teach scraps a box card ("Scrap removes the piece forever", BR p.28); F813 draws a Faithful card into a hand.
  const last = box.filter((id) => id !== box[4]).concat(["F804"]);

  test("on the same table: the scrapped card stays out and the Faithful card stays in; the box's deck is refused, the state untouched", () => {
    const s = afterActTwo(last);
    const rec = exportCampaignRecord(s)!;
    expect(actActionDeck(rec, s.actionCards).sort()).toEqual(last.slice().sort());
    const before = JSON.stringify(s);
    expect(refusal(s, { type: "startAct", record: rec, actionDeck: box, courtDeck: COURT } as Command)).toBe("the action deck must be the 22 action cards the last Act ended with (BR p.7)");
    expect(JSON.stringify(s)).toBe(before);
    const next = run(s, { type: "startAct", record: rec, actionDeck: last, courtDeck: COURT } as Command);
    expect(next.actionCards.slice().sort()).toEqual(last.slice().sort());
    expect(next.campaign!.act).toBe("III");
    expect(checkInvariants(next)).toEqual([]);
  });

  test("a record imported into a table with no campaign starts from the box's deck", () => {
    const rec = exportCampaignRecord(afterActTwo(last))!;
    expect(actActionDeck(rec, [])).toEqual(box);
    expect(run(initialState(), { type: "startAct", record: rec, actionDeck: box, courtDeck: COURT } as Command).campaign!.act).toBe("III");
  });
});
