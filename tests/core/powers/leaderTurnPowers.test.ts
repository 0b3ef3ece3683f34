/**
 * Leader abilities of the turn (seed 003 card reference; src/core/powers/leaderTurnPowers.ts):
 * Feastbringer LEAD07 "Charismatic" in the action count; reminders for Upstart LEAD04 "Ambitious",
 * Demagogue LEAD08 "Bold", Feastbringer LEAD07 "Generous" on declaring, and for Mystic LEAD02
 * "Attuned" / Fuel-Drinker LEAD03 "Insatiable" on a Copy or Pivot tax.
 */
import type { Colour } from "../../../src/core/data/vocabulary";
import type { Command, GameState } from "../../../src/core/game/types";
import { tableWith } from "../court/fixtures";
import { end, follow, fourPlayerGame, lead, refusal, run } from "../game/helpers";

function withLeader(s: GameState, colour: Colour, leader: string, power?: { [c: string]: number }): GameState {
  return {
    ...s,
    players: s.players.map((p) => ({ ...p, leader: p.colour === colour ? leader : p.leader, power: power !== undefined && power[p.colour] !== undefined ? power[p.colour] : p.power })),
  };
}

const influence = (player: Colour): Command => ({ type: "takeAction", player, action: "influence" });
const tax = (player: Colour): Command => ({ type: "takeAction", player, action: "tax" });
const FOUR: Colour[] = ["Red", "Blue", "Yellow", "White"];
const secure = (player: Colour): Command => ({
  type: "court",
  player,
  action: { kind: "secure", slot: 0, court: tableWith(FOUR, [{ card: "BC02", agents: { [player]: 2 } }, { card: "BC11", agents: {} }, { card: "BC13", agents: {} }, { card: "BC05", agents: {} }]) },
});

describe("Feastbringer (LEAD07) Charismatic: 'When you Copy or Pivot in order to secure a card, you may influence before or after you secure.'", () => {
  /** Red leads Aggression 7; Blue Copies it (1 Aggression action). */
  function blueCopies(leader?: string): GameState {
    const s = run(fourPlayerGame(), lead("Red", "aggression-7"), end("Red"));
    return run(leader === undefined ? s : withLeader(s, "Blue", leader), follow("Blue", "construction-5", "copy"));
  }

  test("LEAD07: the Copy secures and influences, in either order", () => {
    expect(run(blueCopies("LEAD07"), influence("Blue"), secure("Blue")).actions?.taken).toEqual(["influence", "secure"]);
    expect(run(blueCopies("LEAD07"), secure("Blue"), influence("Blue")).actions?.taken).toEqual(["secure", "influence"]);
  });

  test("only one influence, and none without the Leader (an Aggression Copy cannot influence)", () => {
    expect(refusal(run(blueCopies("LEAD07"), influence("Blue")), influence("Blue"))).toMatch(/^Blue cannot influence/);
    expect(refusal(blueCopies(), influence("Blue"))).toMatch(/^Blue cannot influence: a Copy gives Aggression actions/);
    expect(refusal(blueCopies("LEAD06"), influence("Blue"))).toMatch(/^Blue cannot influence/);
  });

  test("a lead is not a Copy or Pivot: no extra influence", () => {
    const s = run(withLeader(fourPlayerGame(), "Red", "LEAD07"), lead("Red", "aggression-7"));
    expect(refusal(s, influence("Red"))).toMatch(/^Red cannot influence/);
  });
});

describe("reminders at the right moment", () => {
  test("LEAD04 Upstart (Ambitious) and LEAD07 Feastbringer (Generous) on declaring with the lead card", () => {
    const s = run(fourPlayerGame(), lead("Red", "construction-4"));
    const upstart = run(withLeader(s, "Red", "LEAD04"), { type: "declare", player: "Red", ambition: "warlord" });
    expect(upstart.events.map((e) => e.text).slice(1)).toEqual(["Red may gain any resource (Upstart (Ambitious))"]);
    const feast = run(withLeader(s, "Red", "LEAD07", { Red: 3, Blue: 1, Yellow: 2, White: 1 }), { type: "declare", player: "Red", ambition: "warlord" });
    expect(feast.events.map((e) => e.text).slice(1)).toEqual(["Red must give 1 Guild card to their Rival with the least Power (Blue or White) (Feastbringer (Generous))"]);
    const demagogue = run(withLeader(s, "Red", "LEAD08"), { type: "declare", player: "Red", ambition: "warlord" });
    expect(demagogue.events.map((e) => e.text).slice(1)).toEqual(["Red may influence any number of cards in the Court once (Demagogue (Bold))"]);
    expect(run(s, { type: "declare", player: "Red", ambition: "warlord" }).events.length).toBe(1);
  });

  test("LEAD02 Mystic (Attuned): a Copy's tax reminds the Psionic; a lead's tax does not", () => {
    const led = run(fourPlayerGame(), lead("Red", "administration-2"), end("Red"));
    const mystic = run(withLeader(led, "Blue", "LEAD02"), follow("Blue", "construction-5", "copy"), tax("Blue"));
    expect(mystic.events.map((e) => e.text)).toEqual(["Blue takes a tax action", "Blue gains 1 Psionic along with the taxed resource (Mystic (Attuned))"]);
    const own = run(withLeader(run(fourPlayerGame(), lead("Red", "administration-2")), "Red", "LEAD03"), tax("Red"));
    expect(own.events.map((e) => e.text)).toEqual(["Red takes a tax action"]);
  });
});
