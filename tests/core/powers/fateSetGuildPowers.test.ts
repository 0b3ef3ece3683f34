/**
 * Fate-set Guild cards whose powers have the shapes of base Court cards' (seed 003 card reference,
 * ARCS-F405..F421, F1405, F1505/F1506), keyed by their own ids (courtPowers.ts FATE_SET_POWERS) and
 * played through the `cardAction` command as the base cards' are (the Liaisons' gain is the
 * Interests' `gain` step, taken as the Copy's bonus: no action of the turn).
 */
import { courtPrelude, declareSteal, gainAction } from "../../../src/core/powers/preludePowers";
import { courtPower, powerCardName } from "../../../src/core/powers/courtPowers";
import type { TableState } from "../../../src/core/court/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { Command, GameState } from "../../../src/core/game/types";
import { giveCard, player, setResources, tableWith } from "../court/fixtures";
import { gameStateProblems } from "../../../src/core/rules";
import { end, follow, fourPlayerGame, lead, refusal, run, must, why } from "../game/helpers";

/** Four players with 3 open slots each; slot 2 holds a Blue agent. `cards` lie in their holders' play areas. */
function table(cards: [Colour, string][] = []): TableState {
  const t = tableWith(["Red", "Blue", "Yellow", "White"], [
    { card: "BC26", agents: {} },
    { card: "BC27", agents: { Blue: 1 } },
    { card: "BC28", agents: {} },
    { card: "BC29", agents: {} },
  ]);
  for (const [c, id] of cards) {
    if (t.court.deck.indexOf(id) >= 0) giveCard(t, c, id);
    else player(t, c).guildCards.push(id);
  }
  return t;
}

const act = (p: Colour, action: object): Command => ({ type: "cardAction", player: p, action } as Command);
const texts = (s: GameState) => s.events.map((e) => e.text);

describe("seed 003 F1505/F1506 Arms Interest: 'Assemble (Build): Gain 1 Weapon. Prelude: You may discard this to gain Weapons up to your number of empty resource slots. If the Weapon supply empties, steal the Weapon instead.'", () => {
  test("its power is Mining Interest's shape (BC02) with Weapons and Assemble, by its own id", () => {
    for (const id of ["F1505", "F1506"]) {
      const p = courtPower(id)!;
      expect(p.gainAction).toEqual({ name: "Assemble", standard: "build", resource: "weapon" });
      expect(p.prelude).toEqual({ kind: "fillSlots", resource: "weapon" });
    }
    expect(powerCardName("F1506")).toBe("Arms Interest (F1506)");
  });

  test("Prelude: Red with 1 of 3 slots full gains 2 Weapons, the card goes to the Court discard; with 1 Weapon left it steals the second", () => {
    const t = table([["Red", "F1505"]]);
    setResources(t, "Red", ["fuel"]);
    const out = must(courtPrelude(t, "Red", { card: "F1505" })).table;
    expect(player(out, "Red").resources.slice(0, 3)).toEqual(["fuel", "weapon", "weapon"]);
    expect(player(out, "Red").guildCards).toEqual([]);
    expect(out.court.discard).toEqual(["F1505"]);
    const short = table([["Red", "F1506"]]);
    setResources(short, "Blue", ["weapon", "weapon"]);
    setResources(short, "Yellow", ["weapon", "weapon"]);
    const stolen = must(courtPrelude(short, "Red", { card: "F1506", steal: [{ from: "Blue", slot: 1 }, { from: "Yellow", slot: 0 }] })).table;
    expect(player(stolen, "Red").resources.slice(0, 3)).toEqual(["weapon", "weapon", "weapon"]);
    expect(player(stolen, "Blue").resources[1]).toBe("empty");
    expect(why(courtPrelude(short, "Red", { card: "F1506", steal: [{ from: "Blue", slot: 0 }, { from: "Blue", slot: 1 }, { from: "Yellow", slot: 0 }] }))).toBe(
      "Arms Interest (F1506): you gain Weapon up to your 3 empty resource slot(s); the supply has 1, so you steal at most 2",
    );
  });

  test("Assemble (Build) through the engine spends a Build of the turn's count and gains 1 Weapon; only its holder takes it", () => {
    const t = table([["Red", "F1505"]]);
    expect(player(must(gainAction(t, "Red", "F1505")), "Red").resources[0]).toBe("weapon");
    const s = run(fourPlayerGame(), lead("Red", "construction-4"), act("Red", { kind: "gain", card: "F1505", court: t }));
    expect(s.actions?.taken).toEqual(["build"]);
    expect(texts(s)).toEqual(["Red takes Assemble with Arms Interest (F1505)"]);
    expect(why(gainAction(t, "Blue", "F1505"))).toBe("Blue does not have Arms Interest (F1505): only its owner takes its action");
  });
});

describe("seed 003 F405-F409 Liaisons (and F1405): 'When you Copy to build, you may gain 1 Material.' (F406 move/Fuel, F407 battle/Weapon, F408 secure/Relic, F409 and F1405 influence/Psionic)", () => {
  /** Red leads Construction 4; Blue Copies it face down. */
  const blueCopies = () => run(fourPlayerGame(), lead("Red", "construction-4"), end("Red"), follow("Blue", "aggression-4", "copy"));
  const build: Command = { type: "takeAction", player: "Blue", action: "build" } as Command;

  test("F405: after Blue's Copy builds, Blue gains 1 Material; once per Copy; no action of the turn is spent", () => {
    const t = table([["Blue", "F405"]]);
    const s = run(blueCopies(), build, act("Blue", { kind: "gain", card: "F405", court: t }));
    expect(s.actions?.taken).toEqual(["build"]);
    expect(texts(s)).toEqual(["Blue gains 1 Material on a Copy to build with Material Liaisons (F405)"]);
    expect(gameStateProblems(s)).toEqual([]);
    expect(refusal(s, act("Blue", { kind: "gain", card: "F405", court: t }))).toBe("Material Liaisons (F405): once per turn");
    expect(player(must(gainAction(t, "Blue", "F405")), "Blue").resources[0]).toBe("material");
  });

  test("refused before the build, on a Surpass, for a Copy that cannot take the card's action (F406 move on Construction), and by a Rival", () => {
    const t = table([["Blue", "F405"], ["Blue", "F406"], ["Yellow", "F1405"]]);
    expect(refusal(blueCopies(), act("Blue", { kind: "gain", card: "F405", court: t }))).toBe("Material Liaisons (F405): Blue has not Copied to build this turn");
    expect(refusal(run(blueCopies(), build), act("Blue", { kind: "gain", card: "F406", court: t }))).toBe("Fuel Liaisons (F406): Blue has not Copied to move this turn");
    const surpass = run(fourPlayerGame(), lead("Red", "construction-4"), end("Red"), follow("Blue", "construction-5", "surpass"), build);
    expect(refusal(surpass, act("Blue", { kind: "gain", card: "F405", court: t }))).toBe("Material Liaisons (F405): Blue has not Copied to build this turn");
    expect(why(gainAction(t, "Blue", "F1405"))).toBe("Blue does not have Psionic Liaisons (F1405): only its owner takes its action");
  });
});

describe("seed 003 F405-F409 Liaisons (and F1405): 'Prelude: You may attach this to a Court card with no agents to declare the Tycoon ambition.' (F407 Warlord, F408 Keeper, F409/F1405 Empath)", () => {
  const prelude = (p: Colour, choice: object, court: TableState): Command => act(p, { kind: "prelude", choice, court });

  test("F409: Red attaches it above slot 3's card (no agents) and declares Empath with the highest Available marker, no zero marker (BR p.27)", () => {
    const t = table([["Red", "F409"]]);
    const out = must(courtPrelude(t, "Red", { card: "F409", slot: 2 })).table;
    expect(out.court.row[2]).toEqual({ card: "BC28", agents: {}, attached: "F409" });
    expect(player(out, "Red").guildCards).toEqual([]);
    expect(t.court.row[2].attached).toBeUndefined();
    const s = run(fourPlayerGame(), lead("Red", "construction-4"), prelude("Red", { card: "F409", slot: 2 }, t));
    expect(s.markers.filter((m) => m.at === "empath")).toHaveLength(1);
    expect(s.round?.ambitionDeclared).toBe(true);
    expect(s.round?.declared).toBe(false);
    expect(s.round?.declaredAmbitions).toEqual(["empath"]);
    expect(texts(s)).toEqual(["Red attaches Psionic Liaisons (F409) to a Court card with no agents", expect.stringMatching(/^Red declares Empath with Psionic Liaisons \(F409\): the \d+\/\d+ marker goes to its box \(no zero marker\)$/)]);
    expect(gameStateProblems(s)).toEqual([]);
  });

  test("refused on a card with agents, on a card that has an attached card, and once all three markers are placed", () => {
    const t = table([["Red", "F405"]]);
    const no = "Material Liaisons (F405): attach it to a Court card with no agents or attachment (BR p.27)";
    expect(why(courtPrelude(t, "Red", { card: "F405", slot: 1 }))).toBe(no);
    t.court.row[0].attached = "F406";
    expect(why(courtPrelude(t, "Red", { card: "F405", slot: 0 }))).toBe(no);
    expect(must(courtPrelude(t, "Red", { card: "F405", slot: 3 })).table.court.row[3].attached).toBe("F405");
    const s = run(fourPlayerGame(), lead("Red", "construction-4"));
    const full = { ...s, markers: s.markers.map((m) => ({ ...m, at: "tycoon" as const })) };
    expect(refusal(full, prelude("Red", { card: "F405", slot: 2 }, t))).toBe("Material Liaisons (F405): all ambition markers are already placed");
  });
});

describe("seed 003 F417-F421 Guildmasters: 'When you declare the Warlord ambition, you may steal a Weapon Guild card.' (F417/F418 Tycoon, F420 Keeper, F421 Empath)", () => {
  const declared = () => run(fourPlayerGame(), lead("Red", "construction-4"), { type: "declare", player: "Red", ambition: "warlord" } as Command);
  const steal = (card: string, from: Colour, guildCard: string, court: TableState) => act("Red", { kind: "declareSteal", card, from, guildCard, court });

  test("F419: Red declares Warlord and steals Blue's Skirmishers (BC13, Weapon); once per turn", () => {
    const t = table([["Red", "F419"], ["Blue", "BC13"]]);
    const after = must(declareSteal(t, "Red", "F419", "Blue", "BC13"));
    expect(player(after, "Red").guildCards).toEqual(["F419", "BC13"]);
    expect(player(after, "Blue").guildCards).toEqual([]);
    const s = run(declared(), steal("F419", "Blue", "BC13", t));
    expect(s.actions?.cardPreludes).toEqual(["F419"]);
    expect(texts(s)).toEqual(["Red steals Skirmishers (BC13, Weapon Guild) from Blue with Weapons Guildmasters (F419)"]);
    expect(gameStateProblems(s)).toEqual([]);
    expect(refusal(s, steal("F419", "Blue", "BC13", after))).toBe("Weapons Guildmasters (F419): once per turn");
  });

  test("refused without that declaration, for a card of another suit, a card the Rival does not hold, and a protected card (F202, BR p.27)", () => {
    const t = table([["Red", "F419"], ["Red", "F418"], ["Blue", "BC13"], ["Blue", "BC02"], ["Yellow", "F202"]]);
    expect(refusal(run(fourPlayerGame(), lead("Red", "construction-4")), steal("F419", "Blue", "BC13", t))).toBe("Weapons Guildmasters (F419): Red has not declared Warlord this round");
    expect(refusal(declared(), steal("F418", "Blue", "BC02", t))).toBe("Fuel Guildmasters (F418): Red has not declared Tycoon this round");
    expect(refusal(declared(), steal("F419", "Blue", "BC02", t))).toBe("Weapons Guildmasters (F419): steal a Guild card of its suit");
    expect(refusal(declared(), steal("F419", "Yellow", "BC13", t))).toMatch(/^Yellow does not have Skirmishers/);
    expect(why(declareSteal(t, "Red", "F418", "Yellow", "F202"))).toBe("Parade Fleets (F202) is a protected Guild card: it leaves Yellow's play area only when Yellow Provokes Outrage of its suit (BR p.27)");
  });
});
