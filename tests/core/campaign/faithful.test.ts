/**
 * The Believer's Faithful suit in card play (seed 003 F801A step 2, F813, F814, F820A, F823; BR p.9:
 * a Law is a rule for everyone while it lies in the rules booklet): src/core/campaign/fates/faithful.ts.
 */
import { apply, gameStateProblems } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import { newPlayerHoldings } from "../../../src/core/court/types";
import type { TableState } from "../../../src/core/court/types";
import { blankPlayer, refusal, run, snapshot } from "../game/helpers";
import { legalCommands } from "../../../src/core/game/legal";
import { believerChapter, withFaithful } from "./faithfulFixtures";

const campaign = (s: GameState) => s.campaign as CampaignState;
const lead = (card: string, side?: string) => ({ type: "lead", player: "Red", card, side }) as Command;
const follow = (player: string, card: string, mode: string, side?: string) => ({ type: "follow", player, card, mode, side }) as Command;
const act = (player: string, action: string) => ({ type: "takeAction", player, action }) as Command;
const end = (player: string) => ({ type: "endTurn", player }) as Command;

/** Act I's Laws: Faithful Cards and Pluralistic Faith in the booklet (F801A step 3), no Doctrine. */
function actOneLaws(): GameState {
  const s = believerChapter();
  return run(s, { type: "booklet", player: "Red", action: "scrap", card: "F823" } as Command, { type: "booklet", player: "Red", action: "add", card: "F814" } as Command);
}

describe("Faithful cards in card play (seed 003 F813, F814)", () => {
  test("F801A step 2 and F813: Faithful 5 (F808) led on its Zeal side moves, influences, battles and taxes, its actions not counted (pips not printed); it builds nothing", () => {
    const s = run(withFaithful(actOneLaws(), { Red: ["F808"] }), lead("F808", "zeal"));
    const play = s.round?.plays[0];
    expect(play).toEqual({ player: "Red", card: "F808", mode: "lead", faceUp: true, actions: 0, actionSuit: "own", own: { name: "Zeal", kinds: ["move", "influence", "battle", "tax"], number: 5, uncounted: true, declares: "any" } });
    expect(s.round?.leadNumber).toBe(5);
    expect(s.events[0].text).toBe("Red leads Faithful 5 (F808) on its Zeal side: Zeal actions (move, influence, battle or tax), not counted (no pips printed: count them yourselves)");
    const five = run(s, act("Red", "influence"), act("Red", "influence"), act("Red", "tax"), act("Red", "influence"), act("Red", "tax"));
    expect(five.actions?.taken).toEqual(["influence", "influence", "tax", "influence", "tax"]);
    expect(refusal(five, act("Red", "build"))).toBe("Red cannot build: the Zeal card gives Zeal actions, which cannot build (taken: influence, influence, tax, influence and tax); a Material spent in your Prelude gives a Build or Repair (p.17)");
    expect(gameStateProblems(five)).toEqual([]);
  });

  test("F813: a Faithful card is played on a side; a card of the base deck has none; without F813 in the booklet there is no Faithful card to play", () => {
    const s = withFaithful(actOneLaws(), { Red: ["F808"] });
    expect(refusal(s, lead("F808"))).toBe("play Faithful 5 (F808) on its Zeal or its Wisdom side (F813)");
    const base = s.players[0].hand.find((id) => id.indexOf("-") > 0) as string;
    expect(refusal(s, lead(base, "zeal"))).toContain("is no Faithful card: it has no Zeal or Wisdom side");
    const without = run(s, { type: "booklet", player: "Red", action: "scrap", card: "F813" } as Command);
    expect(refusal(without, lead("F808", "zeal"))).toBe("Faithful cards play only with Faithful Cards (F813) in the booklet");
  });

  test("F813: only a Faithful card on the same side Surpasses a Faithful card (a Pivot to the other side stays open), and a Faithful 7 that Surpasses does not seize the initiative", () => {
    const s = run(withFaithful(actOneLaws(), { Red: ["F806"], Blue: ["F810"], Yellow: ["F809"] }), lead("F806", "zeal"), end("Red"));
    const blueBase = s.players[1].hand.find((id) => id.indexOf("-") > 0) as string;
    expect(refusal(s, follow("Blue", blueBase, "surpass"))).toContain("cannot Surpass a Faithful card (F813): Copy or Pivot with it");
    expect(refusal(s, follow("Blue", "F810", "surpass", "wisdom"))).toBe("Faithful 7 (F810) on its Wisdom side does not Surpass the lead's Zeal: Pivot to Wisdom instead (F813)");
    expect(refusal(s, follow("Blue", "F810", "pivot", "zeal"))).toBe("Faithful 7 (F810) on its Zeal side is on the lead's side (Zeal): Surpass or Copy with it, not Pivot (F813)");
    const blue = run(s, follow("Blue", "F810", "surpass", "zeal"));
    expect(blue.round?.seizedBy).toBeUndefined();
    expect(blue.initiative).toBe("Red");
    expect(blue.events[0].text).toContain("a Faithful 7 does not seize the initiative (F813)");
    // Yellow Pivots to Wisdom: one Wisdom action (build, repair or secure).
    const yellow = run(blue, end("Blue"), follow("Yellow", "F809", "pivot", "wisdom"), act("Yellow", "build"));
    expect(refusal(yellow, act("Yellow", "repair"))).toContain("Yellow has no Wisdom action left to repair: the Wisdom card gives 1 action, all taken");
    // The round ends: the highest Surpass (the Faithful 7) takes the initiative (p.11).
    const next = run(yellow, end("Yellow"));
    expect(next.initiative).toBe("Blue");
    expect(next.events.map((e) => e.text)).toContain("round 1 ends: Blue Surpassed with the highest number (7) and takes the initiative");
    expect(gameStateProblems(next)).toEqual([]);
  });

  test("p.10 with F813: a Copy of a Faithful lead is face down and gives 1 action of the lead's side; a base-deck card Pivots on it", () => {
    const s = run(withFaithful(actOneLaws(), { Red: ["F806"] }), lead("F806", "wisdom"), end("Red"));
    const blueBase = s.players[1].hand.find((id) => id.indexOf("-") > 0) as string;
    const copy = run(s, follow("Blue", blueBase, "copy"));
    expect(copy.round?.plays[1]).toEqual({ player: "Blue", card: blueBase, mode: "copy", faceUp: false, actions: 1, actionSuit: "own", own: { name: "Wisdom", kinds: ["build", "repair", "secure"] } });
    expect(copy.events[0]).toEqual({ kind: "followed", player: "Blue", text: "Blue Copies with a face-down card: 1 Wisdom action" });
    const pivot = run(s, follow("Blue", blueBase, "pivot"));
    expect(pivot.round?.plays[1].mode).toBe("pivot");
  });

  test("F814: a led Faithful card declares any ambition; without Pluralistic Faith or a Doctrine Law it declares none", () => {
    const s = run(withFaithful(actOneLaws(), { Red: ["F805"] }), lead("F805", "zeal"));
    // The table's declare buttons come from the legal commands: every ambition.
    expect(legalCommands(s).filter((x) => x.type === "declare").map((x) => (x as { ambition: string }).ambition)).toEqual(["tycoon", "tyrant", "warlord", "keeper", "empath"]);
    const declared = run(s, { type: "declare", player: "Red", ambition: "empath" } as Command);
    expect(declared.events.map((e) => e.text)).toContain("Red declares Empath with Faithful 2 (F805): Pluralistic Faith (F814), as a 7");
    expect(declared.round?.leadNumber).toBe(0);
    const bare = run(withFaithful(actOneLaws(), { Red: ["F805"] }), { type: "booklet", player: "Red", action: "scrap", card: "F814" } as Command, lead("F805", "zeal"));
    expect(refusal(bare, { type: "declare", player: "Red", ambition: "empath" } as Command)).toContain("declares only under Pluralistic Faith (F814) or a Doctrine Law");
  });

  test("F820A step 3 and F823: the Doctrine's side is held; Faithful cards are played on it until the Doctrine card is flipped (setDoctrine)", () => {
    const s = withFaithful(believerChapter(), { Red: ["F808"] });
    expect(campaign(s).doctrine).toBe("zeal");
    expect(refusal(s, lead("F808", "wisdom"))).toBe("Faithful cards play on the Doctrine's side, Zeal, not Wisdom (Doctrinal Faith, F823)");
    const flipped = run(s, { type: "setDoctrine", player: "Blue", side: "wisdom" } as Command);
    expect(flipped.events[0].text).toBe("Blue flips the Doctrine card to its Wisdom side (F822B): Faithful cards play on that side");
    const led = run(flipped, lead("F808", "wisdom"), { type: "declare", player: "Red", ambition: "tycoon" } as Command);
    expect(led.events.map((e) => e.text)).toContain("Red declares Tycoon with Faithful 5 (F808): Doctrinal Faith (F823)");
  });

  test("F813 'When you secure one from the Court, draw it into your hand': a secured Faithful card joins the hand and the game's action cards", () => {
    const s = run(withFaithful(actOneLaws(), { Red: ["F806"] }), lead("F806", "wisdom"));
    const players = s.seats.map((c) => newPlayerHoldings(c, 5));
    const court: TableState = { players, court: { deck: ["CC05"], row: [{ card: "F809", agents: { Red: 1 } }, { card: "CC01", agents: {} }, { card: "CC02", agents: {} }, { card: "CC03", agents: {} }], discard: [] }, supply: { material: 4, fuel: 4, weapon: 4, relic: 4, psionic: 5 } };
    const r = apply(s, { type: "court", player: "Red", action: { kind: "secure", slot: 0, court } } as Command);
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.players[0].hand).toContain("F809");
    expect(r.value.actionCards).toContain("F809");
    expect(r.value.events.map((e) => e.text)).toContain("Red draws F809 into their hand from the Court");
    expect(gameStateProblems(r.value)).toEqual([]);
  });

  test("F802 Faithful Disciples: 'If you play a Faithful action card and declare an ambition you're winning, gain one more action pip' (first place as the scoring counts it after the declare, p.18)", () => {
    const counts = (red: number, blue: number) => snapshot([blankPlayer("Red", { captives: red }), blankPlayer("Blue", { captives: blue }), blankPlayer("Yellow")]);
    const declare = (player: string, snap: ReturnType<typeof counts>, playArea = ["F802"]) => ({ type: "declare", player, ambition: "tyrant", playArea, snapshot: snap }) as Command;
    const led = run(withFaithful(actOneLaws(), { Red: ["F805"] }), lead("F805", "zeal"));
    const texts = (s: GameState) => s.events.map((e) => e.text);
    const winning = run(led, declare("Red", counts(2, 1)));
    expect(texts(winning)).toContain("Red is winning Tyrant: +1 action pip (Faithful Disciples, F802)");
    // A Faithful lead's actions are not counted (F813): the pip is said, the play unchanged.
    expect(winning.round?.plays[0].actions).toBe(0);
    // Tied for first is not winning (p.18); without Faithful Disciples in the play area, no pip.
    for (const s of [run(led, declare("Red", counts(1, 1))), run(led, declare("Red", counts(2, 0), ["F1902"]))]) expect(texts(s).join()).not.toContain("F802");
    expect(refusal(led, declare("Red", snapshot([blankPlayer("Red")])))).toBe("the scoring snapshot lists 1 players, but 3 are playing");
    // A counted play: Blue Pivots with a Faithful card (1 action) and declares with Populist Demands (BC27) while winning.
    const base = led.players[0].hand.find((id) => id.indexOf("-") > 0) as string;
    const pivot = run(withFaithful(actOneLaws(), { Blue: ["F808"] }), { type: "lead", player: "Red", card: base } as Command, end("Red"), follow("Blue", "F808", "pivot", "zeal"));
    const byCard = (snap: ReturnType<typeof counts>) => ({ ...declare("Blue", snap), type: "declareByCard", card: "BC27" }) as Command;
    const two = run(pivot, byCard(counts(0, 1)), act("Blue", "tax"), act("Blue", "influence"));
    expect(two.round?.plays[1].actions).toBe(2);
    expect(refusal(two, act("Blue", "tax"))).toContain("Blue has no Zeal action left to tax");
    expect(refusal(run(pivot, byCard(counts(1, 1)), act("Blue", "tax")), act("Blue", "influence"))).toContain("Blue has no Zeal action left to influence");
    expect(gameStateProblems(two)).toEqual([]);
  });
});
