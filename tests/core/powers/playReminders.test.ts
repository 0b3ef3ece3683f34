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
import { actionsLeft, actionsLeftText } from "../../../src/core/game/actions";

function withHero(s: GameState, colour: Colour, leader: string | undefined, lore: string[] = []): GameState {
  return { ...s, players: s.players.map((p) => (p.colour === colour ? { ...p, leader, lore } : p)) };
}
const influence = (player: Colour, card?: string): Command => (card === undefined ? { type: "takeAction", player, action: "influence" } : { type: "takeAction", player, action: "influence", card });
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

  test("Lore L01, L02, L03, L05, L08, L09, L10, L11: build, move, repair and tax reminders by the played card's suit", () => {
    expect(playReminders(undefined, ["L01", "L05", "L08", "L09", "L10", "L11", "L03"], "Red", "construction")).toEqual([
      "Red may Summon (Build): once per turn, build 1 ship at any city they control, even a Rival's (Tool-Priests (L01))",
      "Red always builds ships fresh (Hidden Harbors (L05))",
      "Red may build starports on gates, max 1 per gate (Gate Ports (L08))",
      "Red may build a city outside a planet's slots, 1 per planet, for 1 of its type (Cloud Cities (L09))",
      "Red may Nurture (Build): tax a Loyal city (Living Structures (L10))",
      "Red may Prune (Repair): replace a Loyal starport with a Loyal city or vice versa (Living Structures (L10))",
      "Red may build a city on a gate, 1 per gate; it has its cluster's city types (Gate Stations (L11))",
    ]);
    expect(playReminders("LEAD05", ["L03", "L01"], "Red", "mobilization")).toEqual([
      "Red cannot move more than 2 ships at a time (Rebel (Disorganized))",
      "Red may move fresh Loyal ships they moved once more (after all Catapult moves) (Sprinter Drives (L03))",
    ]);
    expect(playReminders("LEAD01", ["L04", "L12"], "Red", "aggression")).toEqual([]);
    // Gate Stations: "(Players may tax it for 1 resource of any of those cities.)": due with a Tax.
    expect(playReminders(undefined, ["L11"], "Red", "administration")).toEqual(["Red's gate city is taxed for 1 resource of one of its cluster's city types (Gate Stations (L11))"]);
    expect(playReminders(undefined, ["L02"], "Red", "aggression")).toEqual([
      "Red may Fire Rifles (Battle): a skirmish die per fresh Loyal ship at an adjacent defender (Galactic Rifles (L02))",
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
    // Construction 4 gives build or repair only: every influence here is a Bold one, one per card.
    const row = ["BC02", "BC07", "BC14", "BC20", "BC25"].slice(0, cards);
    for (let i = 0; i < cards; i++) bold = run(bold, influence("Red", row[i]));
    expect(bold.actions?.taken).toEqual(Array(cards).fill("influence"));
    expect(bold.actions?.on).toEqual(row);
    expect(refusal(bold, influence("Red", "BC30"))).toMatch(/^Red cannot influence/);
    const plain = run(s, { type: "declare", player: "Red", ambition: "warlord" });
    expect(refusal(plain, influence("Red"))).toMatch(/^Red cannot influence/);
    // Undeclared, the Demagogue gets none.
    expect(refusal(withHero(s, "Red", "LEAD08"), influence("Red"))).toMatch(/^Red cannot influence/);
  });
});

describe("Demagogue (LEAD08) Bold 'once': each card in the Court once (seed 003 card reference)", () => {
  const declared = (card: string, ambition = "warlord"): GameState => {
    const s = run(fourPlayerGame(), lead("Red", card));
    return run(withHero(s, "Red", "LEAD08"), { type: "declare", player: "Red", ambition } as Command);
  };

  test("LEAD08: a second free Bold influence on the same card is refused with the reason, and leaves the state untouched", () => {
    // Construction gives no influence: only Bold's free ones, one per card.
    const s = run(declared("construction-4"), influence("Red", "BC02"));
    const before = JSON.stringify(s);
    expect(refusal(s, influence("Red", "BC02"))).toBe(
      "Demagogue (Bold) influences each Court card once: Red has influenced Mining Interest (BC02, Material Guild) already; Red cannot influence: the Construction card gives Construction actions, which cannot influence (taken: influence); no resource gives it (p.17)",
    );
    expect(JSON.stringify(s)).toBe(before);
    // Another card still has its free influence.
    expect(run(s, influence("Red", "BC07")).actions?.on).toEqual(["BC02", "BC07"]);
    // An influence naming no card is not a Bold one (the table names the card it read).
    expect(refusal(s, influence("Red"))).toMatch(/^Red cannot influence/);
  });

  test("LEAD08: a card's own influence pays the second agent on a card; the pips and Bold are matched in any order", () => {
    // Administration 2 gives its pips' influences; Bold adds one per card.
    let s = declared("administration-2", "tycoon");
    const cards = s.court.row.length;
    const pips = s.round?.plays[0].actions ?? 0;
    expect(pips).toBeGreaterThan(0);
    for (let i = 0; i <= pips; i++) s = run(s, influence("Red", "BC02"));
    expect(s.actions?.taken).toHaveLength(pips + 1);
    // The pips + 1 Bold on BC02: one more on BC02 is refused, one on another card is free.
    expect(refusal(s, influence("Red", "BC02"))).toMatch(/^Demagogue \(Bold\) influences each Court card once: Red has influenced Mining Interest/);
    expect(actionsLeft(s, "Red").find((a) => a.kind === "influence")?.left).toBe(cards - 1);
    expect(run(s, influence("Red", "BC07")).actions?.taken).toHaveLength(pips + 2);
  });

  test("LEAD08 with FAQ 'Rewind / Undo': lifting the agent off a card gives that card's free influence back", () => {
    let s = run(declared("construction-4"), influence("Red", "BC02"));
    s = run(s, influence("Red", "BC07"));
    const undone = run(s, { type: "undoAction", player: "Red", action: "influence", card: "BC02" });
    expect(undone.actions?.taken).toEqual(["influence"]);
    expect(undone.actions?.on).toEqual(["BC07"]);
    expect(run(undone, influence("Red", "BC02")).actions?.on).toEqual(["BC07", "BC02"]);
    expect(refusal(s, { type: "undoAction", player: "Red", action: "influence", card: "BC14" })).toBe("Red has taken no influence on Court Enforcers (BC14, Weapon Guild) this turn to take back");
    expect(refusal(s, { type: "takeAction", player: "Red", action: "tax", card: "BC02" } as Command)).toBe("only an influence goes to a Court card, not a tax");
    expect(refusal(s, { type: "takeAction", player: "Red", action: "influence", card: 7 } as unknown as Command)).toBe("an influence names by id the Court card the agent went to");
  });
});
