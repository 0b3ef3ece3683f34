/**
 * The Conspirator's Conspiracies in play (fates/conspiracies.ts, module `conspiracies`): seed 003
 * F2303 Conspiracies (declaring, a face-down Conspiracy instead of an ambition marker) and F2305
 * Foiling Conspiracies (a Rival's guess after securing a Vox card or the Conspirator's agents).
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { CampaignState } from "../../../src/core/campaign/types";
import { card } from "../../../src/core/game/util";
import { rulesBookletOf } from "../../../src/core/campaign/booklet";
import { campaignBattleState } from "../../../tools/bench/campaignBattleScenario";
import { campaignTable, secureCommand } from "./campaignCourtCards";
import { refusal, run } from "../game/helpers";
import { act } from "./objectiveFixtures";

const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");
const objectiveOf = (s: GameState, colour: Colour) => (s.campaign as CampaignState).players.filter((p) => p.colour === colour)[0].objective;

/** Act III, hands dealt, Red to lead with a card that declares; `fates` Red, Blue, Yellow. */
function leading(fates: string[]): { s: GameState; ambition: string } {
  let s = act("III", fates);
  if (s.phase === "shuffleDiscard") s = run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
  const lead = s.players[0].hand.filter((id) => card(id)?.declares !== "none")[0];
  const declares = card(lead)?.declares as string;
  s = run(s, { type: "lead", player: "Red", card: lead } as Command);
  return { s, ambition: declares === "any" ? "tycoon" : declares };
}

describe("F2303 Conspiracies (seed 003): declaring, a Conspiracy instead of a marker", () => {
  test("seed 003 F2303 'When you declare an ambition, you do not place an ambition marker ... Instead, you place a Conspiracy ... facedown in the declared ambition box': every marker stays Available, the zero marker goes as usual (p.9)", () => {
    const { s, ambition } = leading(["FATE23", "FATE09", "FATE10"]);
    const after = run(s, { type: "declare", player: "Red", ambition } as Command);
    expect(after.markers.map((m) => m.at)).toEqual(s.markers.map((m) => m.at));
    expect(after.markers.every((m) => m.at === "available")).toBe(true);
    expect(after.round?.declared).toBe(true);
    expect(after.zeroMarker).toBe("leadCard");
    expect(texts(after)).toMatch(/^Red declares \w+: a Conspiracy, no marker \(F2303\)$/m);
  });

  test("seed 003 F2303 '(You cannot declare an ambition if there are no Available markers.)'", () => {
    const { s, ambition } = leading(["FATE23", "FATE09", "FATE10"]);
    const full = { ...s, markers: s.markers.map((m) => ({ ...m, at: "keeper" as const })) };
    expect(refusal(full, { type: "declare", player: "Red", ambition } as Command)).toBe("all ambition markers are already placed");
  });

  test("a Rival of the Conspirator declares with a marker as ever (p.9)", () => {
    const { s, ambition } = leading(["FATE24", "FATE23", "FATE10"]);
    const after = run(s, { type: "declare", player: "Red", ambition } as Command);
    expect(after.markers.filter((m) => m.at === ambition).length).toBe(1);
  });
});

/** The bench's Court state (Red's turn after a lead) in Act III, Blue the Conspirator on 20, F2305 in the booklet unless `law` is false. */
function foiling(law = true): GameState {
  const base = campaignBattleState();
  const c = base.campaign as CampaignState;
  const b = rulesBookletOf(c);
  const players = c.players.map((p) => (p.colour === "Blue" ? { ...p, fate: "FATE23", letter: "C" as const, objective: 20 } : p));
  return { ...base, campaign: { ...c, act: "III", players, rulesBooklet: law ? { ...b, laws: b.laws.concat([["F2304"], ["F2305"]]) } : b } };
}
const row = (agents: { [c: string]: number }) => campaignTable([{ card: "CC01", agents: { ...agents, Red: 3 } }, { card: "CC12", agents: { Red: 1 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
const guess = (player: Colour, guessed: Colour, right: boolean) => ({ type: "guessConspiracy", player, guess: guessed, right }) as Command;

describe("F2305 Foiling Conspiracies (seed 003): a Rival's guess on securing", () => {
  test("seed 003 F2305 'When a Rival of the Conspirator secures any Vox card or a card with Conspirator agents, you may guess': a Vox card or Blue's agents open the guess to Red; a Guild card without them does not", () => {
    const vox = run(foiling(), secureCommand(1, row({})));
    expect((vox.campaign as CampaignState).foil).toBe("Red");
    expect((run(foiling(), secureCommand(0, row({ Blue: 1 }))).campaign as CampaignState).foil).toBe("Red");
    const plain = run(foiling(), secureCommand(0, row({ Yellow: 1 })));
    expect((plain.campaign as CampaignState).foil).toBeUndefined();
    expect(refusal(plain, guess("Red", "Yellow", false))).toBe("Red may not guess that now (F2305)");
    // The Law out of the booklet: no guess.
    expect((run(foiling(false), secureCommand(1, row({}))).campaign as CampaignState).foil).toBeUndefined();
  });

  test("seed 003 F2305 'If you are incorrect, the Conspirator advances 1': the objective moves towards completion (BR p.8), the token's colour untold", () => {
    const open = run(foiling(), secureCommand(0, row({ Blue: 2 })));
    const wrong = run(open, guess("Red", "Yellow", false));
    expect(objectiveOf(wrong, "Blue")).toBe(19);
    expect(texts(wrong)).toContain("Red guesses Yellow: wrong (F2305)");
    expect(texts(wrong)).toContain("Blue's objective advances 1 for a wrong guess (F2305): marker 20 -> 19");
    // One guess per secure.
    expect((wrong.campaign as CampaignState).foil).toBeUndefined();
    expect(refusal(wrong, guess("Red", "Red", true))).toBe("Red may not guess that now (F2305)");
  });

  test("seed 003 F2305 'If they are correct, return it to the Conspirator': no advance; only the securer guesses", () => {
    const open = run(foiling(), secureCommand(1, row({})));
    expect(refusal(open, guess("Yellow", "Red", true))).toBe("Yellow may not guess that now (F2305)");
    const right = run(open, guess("Red", "White", true));
    expect(objectiveOf(right, "Blue")).toBe(20);
    expect(texts(right)).toContain("Red guesses White: right (F2305)");
    expect(refusal(open, { ...guess("Red", "White", true), guess: "Green" } as unknown as Command)).toBe("Red may not guess that now (F2305)");
  });

  test("seed 003 F2305 'secures any Vox card' with BR p.27 'When you secure a card, also secure its attached card': a Vox card attached to the secured one opens a guess, one per Vox card secured", () => {
    const withVox = (card: string, agents: { [c: string]: number }) => campaignTable([{ card, agents: { ...agents, Red: 3 }, attached: "CC12" }, { card: "CC11", agents: { Red: 1 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
    // A Guild card with a Vox card attached, no Blue agents: one guess.
    const one = run(foiling(), secureCommand(0, withVox("CC01", { Yellow: 1 })));
    expect([(one.campaign as CampaignState).foil, (one.campaign as CampaignState).foilGuesses]).toEqual(["Red", undefined]);
    expect((run(one, guess("Red", "White", false)).campaign as CampaignState).foil).toBeUndefined();
    // A Vox card with a Vox card attached: two guesses, the second after the first.
    // Political Intrigue (F205): a Vox card whose When Secured the core applies, no choice waiting.
    const two = run(foiling(), secureCommand(0, withVox("F205", {})));
    expect([(two.campaign as CampaignState).foil, (two.campaign as CampaignState).foilGuesses]).toEqual(["Red", 2]);
    const first = run(two, guess("Red", "White", false));
    expect([(first.campaign as CampaignState).foil, (first.campaign as CampaignState).foilGuesses]).toEqual(["Red", undefined]);
    const second = run(first, guess("Red", "Yellow", true));
    expect((second.campaign as CampaignState).foil).toBeUndefined();
    expect(objectiveOf(second, "Blue")).toBe(19);
  });

  test("F2305 'When a Rival ... secures': the guess is that moment's, gone once the Rival's turn ends", () => {
    const open = run(foiling(), secureCommand(1, row({})));
    const ended = run(open, { type: "endTurn", player: "Red" } as Command);
    expect((ended.campaign as CampaignState).foil).toBeUndefined();
  });
});
