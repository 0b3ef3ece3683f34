/**
 * Leader and Lore abilities the core cannot see (taxing a given city, moving ships, where and how a
 * piece is built), reminded when the played card gives that action (seed 003 card reference;
 * src/core/powers/playReminders.ts); and Demagogue LEAD08 "Bold"'s free influences, counted by the
 * action count (src/core/game/actions.ts).
 */
import type { Colour } from "../../../src/core/data/vocabulary";
import type { Command, GameState } from "../../../src/core/game/types";
import { end, follow, fourPlayerGame, lead, refusal, run } from "../game/helpers";
import { playReminders } from "../../../src/core/powers/playReminders";
import { actionsLeftText } from "../../../src/core/game/actions";

function withHero(s: GameState, colour: Colour, leader: string | undefined, lore: string[] = []): GameState {
  return { ...s, players: s.players.map((p) => (p.colour === colour ? { ...p, leader, lore } : p)) };
}
const influence = (player: Colour): Command => ({ type: "takeAction", player, action: "influence" });
const texts = (s: GameState): string[] => s.events.map((e) => e.text);

describe("reminders when the played card gives the action the ability bends", () => {
  test("LEAD04 Upstart (Callow) 'You can only tax Loyal cities if you control them.': reminded with a card that can tax, not with one that cannot", () => {
    const tax = run(withHero(fourPlayerGame(), "Red", "LEAD04"), lead("Red", "administration-2"));
    expect(texts(tax).slice(1)).toEqual(["Red can only tax Loyal cities if they control them (Upstart (Callow))"]);
    expect(texts(run(withHero(fourPlayerGame(), "Red", "LEAD04"), lead("Red", "construction-4")))).toHaveLength(1);
  });

  test("LEAD05 Rebel (Disorganized) 'You cannot move more than 2 ships at a time.': a Copy of Aggression gives a move, so it is reminded", () => {
    const s = run(fourPlayerGame(), lead("Red", "aggression-7"), end("Red"));
    const copy = run(withHero(s, "Blue", "LEAD05"), follow("Blue", "construction-5", "copy"));
    expect(texts(copy)).toEqual(["Blue Copies with a face-down card: 1 Aggression action (battle, move or secure)", "Blue cannot move more than 2 ships at a time (Rebel (Disorganized))"]);
  });

  test("Lore L01, L02, L03, L05, L08, L09, L10, L11: build, move and repair reminders by the played card's suit", () => {
    expect(playReminders(undefined, ["L01", "L05", "L08", "L09", "L10", "L11", "L03"], "Red", "construction")).toEqual([
      "Red may Summon (Build): once per turn, build 1 ship at any city they control, even a Rival city (Tool-Priests (L01))",
      "Red always builds ships fresh (Hidden Harbors (L05))",
      "Red may build starports on gates, max 1 per gate (Gate Ports (L08))",
      "Red may build cities on planets outside their building slots, max 1 per planet, for 1 resource of the planet type (Cloud Cities (L09))",
      "Red may Nurture (Build): tax a Loyal city (Living Structures (L10))",
      "Red may Prune (Repair): replace a Loyal starport with a Loyal city or vice versa (Living Structures (L10))",
      "Red may build cities on gates, max 1 per gate; a gate city's type matches all cities in its cluster (Gate Stations (L11))",
    ]);
    expect(playReminders("LEAD05", ["L03", "L01"], "Red", "mobilization")).toEqual([
      "Red cannot move more than 2 ships at a time (Rebel (Disorganized))",
      "Red may move any fresh Loyal ships they move one more time (after all Catapult moves; damaged ships only once) (Sprinter Drives (L03))",
    ]);
    expect(playReminders("LEAD01", ["L04", "L12"], "Red", "aggression")).toEqual([]);
    expect(playReminders(undefined, ["L02"], "Red", "aggression")).toEqual([
      "Red may Fire Rifles (Battle): skirmish dice for fresh Loyal ships in a system, against a defender in an adjacent system, 1 hit per hit rolled (ships before buildings) (Galactic Rifles (L02))",
    ]);
  });
});

describe("Demagogue (LEAD08) Bold: 'When you declare an ambition, you may influence any number of cards in the Court once.'", () => {
  test("LEAD08: the declare gives one free influence per Court card, beyond the card's pips; none without the Leader", () => {
    const s = run(fourPlayerGame(), lead("Red", "construction-4"));
    const cards = s.court.row.length;
    expect(cards).toBeGreaterThan(1);
    const demagogue = withHero(s, "Red", "LEAD08");
    const before = JSON.stringify(demagogue);
    let bold = run(demagogue, { type: "declare", player: "Red", ambition: "warlord" });
    expect(JSON.stringify(demagogue)).toBe(before);
    expect(bold.round?.bold).toEqual({ player: "Red", influences: cards });
    expect(actionsLeftText(bold, "Red")).toBe(`${3 + cards} of ${3 + cards} actions left (Construction: build or repair; Prelude: ${cards} Bold influences)`);
    // Construction 4 gives build or repair only: every influence here is a Bold one.
    for (let i = 0; i < cards; i++) bold = run(bold, influence("Red"));
    expect(bold.actions?.taken).toEqual(Array(cards).fill("influence"));
    expect(refusal(bold, influence("Red"))).toMatch(/^Red cannot influence/);
    const plain = run(s, { type: "declare", player: "Red", ambition: "warlord" });
    expect(refusal(plain, influence("Red"))).toMatch(/^Red cannot influence/);
    // Undeclared, the Demagogue gets none.
    expect(refusal(withHero(s, "Red", "LEAD08"), influence("Red"))).toMatch(/^Red cannot influence/);
  });
});
