/**
 * Court cards' Prelude abilities and resource actions (seed 003 card reference; FAQ "Turn
 * Structure", "Resources", the p.17 errata on Silver-Tongues): src/core/powers/preludePowers.ts and
 * the `cardAction` command (src/core/powers/cardActions.ts), and Loyal cards' "spend as".
 */
import { courtPrelude, gainAction, trade } from "../../../src/core/powers/preludePowers";
import type { TableState } from "../../../src/core/court/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { Command, GameState } from "../../../src/core/game/types";
import { giveCard, player, setResources, tableWith } from "../court/fixtures";
import { gameStateProblems } from "../../../src/core/rules";
import { end, follow, fourPlayerGame, hand, lead, refusal, run, must, why } from "../game/helpers";

/** Red, Blue, Yellow with 3 open slots each (4 cities on the board). */
function table(): TableState {
  return tableWith(["Red", "Blue", "Yellow", "White"], [
    { card: "BC26", agents: {} },
    { card: "BC27", agents: {} },
    { card: "BC28", agents: {} },
    { card: "BC29", agents: {} },
  ]);
}

function prelude(p: Colour, choice: object, court: TableState): Command {
  return { type: "cardAction", player: p, action: { kind: "prelude", choice, court } } as Command;
}

describe("BC02 Mining Interest / BC09 Shipping Interest: 'Prelude: You may discard this to gain Material up to your number of empty resource slots. If the Material supply empties, steal the Material instead.'", () => {
  test("BC02: Red with 1 of 3 slots full gains 2 Material and the card goes to the Court discard pile", () => {
    const t = table();
    giveCard(t, "Red", "BC02");
    setResources(t, "Red", ["fuel"]);
    const out = must(courtPrelude(t, "Red", { card: "BC02" })).table;
    expect(player(out, "Red").resources).toEqual(["fuel", "material", "material", "empty", "empty", "empty"]);
    expect(out.supply.material).toBe(3);
    expect(player(out, "Red").guildCards).toEqual([]);
    expect(out.court.discard).toEqual(["BC02"]);
  });

  test("BC09: the Fuel supply has 1 left: Red gains it and steals the second from a Rival's slot; no more steals than the supply left", () => {
    const t = table();
    giveCard(t, "Red", "BC09");
    setResources(t, "Blue", ["fuel", "fuel"]);
    setResources(t, "Yellow", ["fuel", "fuel"]);
    expect(t.supply.fuel).toBe(1);
    const out = must(courtPrelude(t, "Red", { card: "BC09", steal: [{ from: "Blue", slot: 1 }, { from: "Yellow", slot: 0 }] })).table;
    expect(player(out, "Red").resources.slice(0, 3)).toEqual(["fuel", "fuel", "fuel"]);
    expect(player(out, "Blue").resources[1]).toBe("empty");
    expect(player(out, "Yellow").resources[0]).toBe("empty");
    expect(out.supply.fuel).toBe(0);
    expect(why(courtPrelude(t, "Red", { card: "BC09", steal: [{ from: "Blue", slot: 0 }, { from: "Blue", slot: 1 }, { from: "Yellow", slot: 0 }] }))).toBe(
      "Shipping Interest (BC09, Fuel Guild): you gain Fuel up to your 3 empty resource slot(s); the supply has 1, so you steal at most 2",
    );
  });

  test("the table as read is never changed: only the players a Prelude or action touches are copied (BC09 steals, BC02 Manufacture)", () => {
    const t = table();
    giveCard(t, "Red", "BC09");
    giveCard(t, "Red", "BC02");
    setResources(t, "Blue", ["fuel", "fuel"]);
    setResources(t, "Yellow", ["fuel", "fuel"]);
    const before = JSON.stringify(t);
    const out = must(courtPrelude(t, "Red", { card: "BC09", steal: [{ from: "Blue", slot: 1 }, { from: "Yellow", slot: 0 }] })).table;
    const made = must(gainAction(t, "Red", "BC02"));
    expect(JSON.stringify(t)).toBe(before);
    expect(player(out, "Red").guildCards).toEqual(["BC02"]);
    expect(player(made, "Red").resources[0]).toBe("material");
    // untouched players are shared, not copied
    expect(player(made, "Blue")).toBe(player(t, "Blue"));
  });

  test("BC22 Sworn Guardians: a Rival holding it cannot be stolen from; only the owner uses the Prelude", () => {
    const t = table();
    giveCard(t, "Red", "BC02");
    giveCard(t, "Blue", "BC22");
    setResources(t, "Blue", ["material"]);
    t.supply.material = 0;
    expect(why(courtPrelude(t, "Red", { card: "BC02", steal: [{ from: "Blue", slot: 0 }] }))).toBe("Blue has Sworn Guardians (BC22, Relic Guild): Rivals cannot steal their resources");
    expect(why(courtPrelude(t, "Blue", { card: "BC02" }))).toBe("Blue does not have Mining Interest (BC02, Material Guild) in their play area: only its owner uses its Prelude");
  });

  test("BC02 Manufacture (Build): gain 1 Material; BC09 Synthesize (Build): gain 1 Fuel", () => {
    const t = table();
    giveCard(t, "Red", "BC02");
    giveCard(t, "Red", "BC09");
    expect(player(must(gainAction(t, "Red", "BC02")), "Red").resources[0]).toBe("material");
    expect(player(must(gainAction(t, "Red", "BC09")), "Red").resources[0]).toBe("fuel");
    expect(why(gainAction(t, "Blue", "BC02"))).toMatch(/^Blue does not have Mining Interest/);
  });
});

describe("BC03 Material Cartel / BC06 Fuel Cartel: 'Prelude: You may discard this to steal 1 Material.'", () => {
  test("BC03 steals exactly 1 Material from a Rival's slot", () => {
    const t = table();
    giveCard(t, "Red", "BC03");
    setResources(t, "Blue", ["fuel", "material"]);
    const out = must(courtPrelude(t, "Red", { card: "BC03", steal: [{ from: "Blue", slot: 1 }] })).table;
    expect(player(out, "Red").resources[0]).toBe("material");
    expect(player(out, "Blue").resources.slice(0, 2)).toEqual(["fuel", "empty"]);
    expect(why(courtPrelude(t, "Red", { card: "BC03", steal: [{ from: "Blue", slot: 0 }] }))).toBe("Blue's resource slot 1 holds Fuel, not Material");
    expect(why(courtPrelude(t, "Red", { card: "BC03" }))).toBe("Material Cartel (BC03, Material Guild): name the Rival's Material you steal (1)");
  });
});

describe("seed 003 F309 Weapon Cartel / F310 Psionic Cartel / F311 Relic Cartel: 'Prelude: You may discard this to steal 1 Weapon / Psionic / Relic.' (BR p.27: Fate-set Guild cards)", () => {
  test("F309 steals exactly 1 Weapon from a Rival's slot and goes to the Court discard; a slot of another type is refused, nothing changed", () => {
    const t = table();
    player(t, "Red").guildCards.push("F309");
    setResources(t, "Blue", ["fuel", "weapon"]);
    const out = must(courtPrelude(t, "Red", { card: "F309", steal: [{ from: "Blue", slot: 1 }] })).table;
    expect(player(out, "Red").resources[0]).toBe("weapon");
    expect(player(out, "Blue").resources.slice(0, 2)).toEqual(["fuel", "empty"]);
    expect(player(out, "Red").guildCards).not.toContain("F309");
    expect(out.court.discard).toEqual(["F309"]);
    const before = JSON.stringify(t);
    expect(why(courtPrelude(t, "Red", { card: "F309", steal: [{ from: "Blue", slot: 0 }] }))).toBe("Blue's resource slot 1 holds Fuel, not Weapon");
    expect(JSON.stringify(t)).toBe(before);
  });

  test("F310 steals Psionic, F311 a Relic; only the holder may", () => {
    const t = table();
    player(t, "Red").guildCards.push("F310");
    player(t, "Yellow").guildCards.push("F311");
    setResources(t, "Blue", ["psionic", "relic"]);
    expect(player(must(courtPrelude(t, "Red", { card: "F310", steal: [{ from: "Blue", slot: 0 }] })).table, "Red").resources[0]).toBe("psionic");
    expect(player(must(courtPrelude(t, "Yellow", { card: "F311", steal: [{ from: "Blue", slot: 1 }] })).table, "Yellow").resources[0]).toBe("relic");
    expect(why(courtPrelude(t, "Blue", { card: "F310", steal: [{ from: "Red", slot: 0 }] }))).toMatch(/Psionic Cartel \(F310\)/);
  });
});

describe("BC23 Elder Broker", () => {
  test("'Prelude: You may discard this to gain 1 Material, 1 Fuel, and 1 Weapon.'", () => {
    const t = table();
    giveCard(t, "Red", "BC23");
    const out = must(courtPrelude(t, "Red", { card: "BC23" })).table;
    expect(player(out, "Red").resources.slice(0, 3)).toEqual(["material", "fuel", "weapon"]);
    expect(out.court.discard).toEqual(["BC23"]);
  });

  test("'Trade (Tax): ... take a resource of that city type from them, and give them a resource they don't have.'", () => {
    const t = table();
    giveCard(t, "Red", "BC23");
    setResources(t, "Red", ["relic", "fuel"]);
    setResources(t, "Blue", ["weapon", "fuel"]);
    const out = must(trade(t, "Red", "Blue", "weapon", 0, 0));
    expect(player(out, "Red").resources.slice(0, 3)).toEqual(["weapon", "fuel", "empty"]);
    expect(player(out, "Blue").resources.slice(0, 3)).toEqual(["relic", "fuel", "empty"]);
    expect(why(trade(t, "Red", "Blue", "weapon", 0, 1))).toBe("Elder Broker (BC23, Relic Guild): you give Blue a resource they don't have, and they have Fuel");
    expect(why(trade(t, "Red", "Blue", "fuel", 0, 0))).toBe("Blue's resource slot 1 holds Weapon, not Fuel");
    expect(why(trade(t, "Blue", "Red", "relic", 0, 0))).toBe("Blue does not have Elder Broker (BC23, Relic Guild): only its owner may Trade");
  });
});

describe("BC20 Silver-Tongues: 'Prelude: You may discard this to steal a Guild card or resource.' (FAQ p.17 errata: yes, off cards too)", () => {
  test("steals a Guild card, or a resource, but not both and not nothing", () => {
    const t = table();
    giveCard(t, "Red", "BC20");
    giveCard(t, "Blue", "BC13");
    setResources(t, "Blue", ["psionic"]);
    const card = must(courtPrelude(t, "Red", { card: "BC20", guildCard: { from: "Blue", card: "BC13" } })).table;
    expect(player(card, "Red").guildCards).toEqual(["BC13"]);
    expect(card.court.discard).toEqual(["BC20"]);
    const res = must(courtPrelude(t, "Red", { card: "BC20", steal: [{ from: "Blue", slot: 0 }] })).table;
    expect(player(res, "Red").resources[0]).toBe("psionic");
    expect(why(courtPrelude(t, "Red", { card: "BC20" }))).toBe("Silver-Tongues (BC20, Psionic Guild): steal one Guild card or one resource");
    expect(why(courtPrelude(t, "Red", { card: "BC20", guildCard: { from: "Blue", card: "BC13" }, steal: [{ from: "Blue", slot: 0 }] }))).toBe("Silver-Tongues (BC20, Psionic Guild): steal one Guild card or one resource");
  });
});

describe("the ships Preludes: BC08 Gatekeepers (1 ship in each gate), BC12-BC15 (3 ships in a system you control)", () => {
  test("BC13 Skirmishers: the card is discarded and the table is told what to place", () => {
    const t = table();
    giveCard(t, "Red", "BC13");
    const out = must(courtPrelude(t, "Red", { card: "BC13" }));
    expect(out.instruction).toBe("Red places 3 ships in a system they control");
    expect(out.table.court.discard).toEqual(["BC13"]);
    const s = run(fourPlayerGame(), lead("Red", "construction-4"), prelude("Red", { card: "BC08" }, withCard("BC08")));
    expect(s.events.map((e) => e.text)).toEqual(["Red discards Gatekeepers (BC08, Fuel Guild) for its Prelude: Red places 1 ship in each gate (unless out of play)"]);
  });
});

function withCard(id: string, colour: Colour = "Red"): TableState {
  const t = table();
  giveCard(t, colour, id);
  return t;
}

describe("the Prelude's turn rules (p.20, FAQ 'Turn Structure')", () => {
  test("BC24 Relic Fence: 'Once per turn, you may discard 1 resource to gain 1 Relic.' The card stays; a second use this turn is refused; next turn it works again", () => {
    const t = withCard("BC24");
    setResources(t, "Red", ["fuel"]);
    const out = must(courtPrelude(t, "Red", { card: "BC24", discardSlot: 0 })).table;
    expect(player(out, "Red").resources[0]).toBe("relic");
    expect(player(out, "Red").guildCards).toEqual(["BC24"]);
    const s = run(fourPlayerGame(), lead("Red", "construction-4"), prelude("Red", { card: "BC24", discardSlot: 0 }, t));
    expect(s.actions?.cardPreludes).toEqual(["BC24"]);
    expect(gameStateProblems(s)).toEqual([]);
    expect(refusal(s, prelude("Red", { card: "BC24", discardSlot: 0 }, out))).toBe("Relic Fence (BC24, Relic Guild): once per turn, and Red has used it this turn");
    const blueTurn = run(s, end("Red"), follow("Blue", "construction-5", "surpass"));
    expect(blueTurn.actions?.cardPreludes).toBeUndefined();
  });

  test("a Prelude on another player's turn or before the card is refused", () => {
    const s = run(fourPlayerGame(), lead("Red", "construction-4"));
    expect(refusal(s, prelude("Blue", { card: "BC24", discardSlot: 0 }, withCard("BC24", "Blue")))).toBe("it is Red's turn, not Blue's");
    expect(refusal(fourPlayerGame(), prelude("Red", { card: "BC24", discardSlot: 0 }, withCard("BC24")))).toMatch(/^a Court card's action is taken during a round|^Red must play a card first/);
  });

  test("Manufacture (Build) through the engine spends a Build of the turn's count; an Aggression card has none", () => {
    const gain: Command = { type: "cardAction", player: "Red", action: { kind: "gain", card: "BC02", court: withCard("BC02") } } as Command;
    const s = run(fourPlayerGame(), lead("Red", "construction-4"), gain);
    expect(s.actions?.taken).toEqual(["build"]);
    expect(s.events.map((e) => e.text)).toEqual(["Red takes Manufacture with Mining Interest (BC02, Material Guild)"]);
    expect(refusal(run(fourPlayerGame(), lead("Red", "aggression-7")), gain)).toMatch(/^Red cannot build: the Aggression card gives Aggression actions/);
  });
});

describe("the Unions (BC04 Admin, BC05 Construction, BC10 Spacing, BC11 Arms): 'Prelude: You may place this card next to a face-up played Construction card. When the round ends, draw that card into your hand and discard this card.'", () => {
  test("BC05: Blue lays it beside Red's led Construction 4; at the round's end Blue draws it instead of the discard pile", () => {
    let s = run(fourPlayerGame(), lead("Red", "construction-4"), end("Red"), follow("Blue", "construction-5", "surpass"));
    const before = hand(s, "Blue").length;
    s = run(s, prelude("Blue", { card: "BC05", played: "construction-4" }, withCard("BC05", "Blue")));
    expect(s.round?.unions).toEqual([{ player: "Blue", union: "BC05", card: "construction-4" }]);
    expect(gameStateProblems(s)).toEqual([]);
    expect(s.events.map((e) => e.text)).toEqual(["Blue lays Construction Union (BC05, Material Guild) beside Construction 4: they draw it when the round ends"]);
    s = run(s, end("Blue"), follow("Yellow", "construction-6", "surpass"), end("Yellow"), follow("White", "construction-2", "copy"), end("White"));
    expect(hand(s, "Blue")).toContain("construction-4");
    expect(hand(s, "Blue").length).toBe(before + 1);
    expect(s.discard).not.toContain("construction-4");
    expect(s.events.map((e) => e.text)).toContain("Blue draws Construction 4 into their hand and discards Construction Union (BC05, Material Guild) to the Court discard pile");
  });

  test("BC05 refuses a card of another suit, a face-down Copy, and a card that already has a Union", () => {
    const s = run(fourPlayerGame(), lead("Red", "construction-4"), end("Red"), follow("Blue", "aggression-4", "pivot"));
    expect(refusal(s, prelude("Blue", { card: "BC05", played: "aggression-4" }, withCard("BC05", "Blue")))).toBe("Construction Union (BC05, Material Guild): lay it beside a face-up Construction card, not Aggression 4");
    const copy = run(fourPlayerGame(), lead("Red", "construction-4"), end("Red"), follow("Blue", "construction-5", "copy"));
    expect(refusal(copy, prelude("Blue", { card: "BC05", played: "construction-5" }, withCard("BC05", "Blue")))).toBe("Construction Union (BC05, Material Guild): lay it beside a face-up Construction card, not a face-down card");
    const laid = run(fourPlayerGame(), lead("Red", "construction-4"), end("Red"), follow("Blue", "construction-5", "surpass"), prelude("Blue", { card: "BC05", played: "construction-4" }, withCard("BC05", "Blue")));
    const yellow = run(laid, end("Blue"), follow("Yellow", "construction-6", "surpass"));
    expect(refusal(yellow, prelude("Yellow", { card: "BC05", played: "construction-4" }, withCard("BC05", "Yellow")))).toBe("Construction 4 already has Construction Union (BC05, Material Guild) beside it");
    expect(run(yellow, prelude("Yellow", { card: "BC05", played: "construction-6" }, withCard("BC05", "Yellow"))).round?.unions?.length).toBe(2);
  });
});

describe("BC17 Farseers: 'Prelude: You may discard this and any number of cards from your hand. Draw the same number of cards (including Farseers) from the bottom of the action discard pile.'", () => {
  test("Red discards 1 card and draws 2 from the bottom; the cards stay conserved and nothing hidden is named", () => {
    let s = run(fourPlayerGame(), lead("Red", "construction-4"), end("Red"), follow("Blue", "construction-5", "surpass"), end("Blue"));
    s = run(s, follow("Yellow", "construction-6", "surpass"), end("Yellow"), follow("White", "construction-2", "copy"), end("White"));
    // Round 2: the discard holds round 1's cards, top first.
    const bottom = s.discard.slice(-2);
    const who = s.round?.order[0] as Colour;
    const mine = hand(s, who);
    const lead2 = mine[0];
    s = run(s, lead(who, lead2));
    const give = hand(s, who)[0];
    const after = run(s, prelude(who, { card: "BC17", hand: [give] }, withCard("BC17", who)));
    expect(hand(after, who)).toEqual(hand(s, who).filter((c) => c !== give).concat(bottom));
    expect(after.discard[0]).toBe(give);
    expect(after.discard.length).toBe(s.discard.length - 1);
    expect(after.events.map((e) => e.text)).toEqual([`${who} discards Farseers (BC17, Psionic Guild) and 1 card(s) from hand, and draws 2 from the bottom of the action discard pile`]);
    expect(refusal(s, prelude(who, { card: "BC17", hand: ["not-a-card"] }, withCard("BC17", who)))).toBe("Farseers (BC17, Psionic Guild): discard only cards from your hand");
  });
});

describe("Loyal cards: 'You may spend any resources as Material.' (BC01 Loyal Engineers; BC07, BC15, BC19, BC21 alike)", () => {
  const spend = (over: object): Command => ({ type: "spendResource", player: "Red", resource: "fuel", outrage: [], ...over } as Command);
  test("BC01: a Fuel spent as Material gives a Build or Repair; without the card it is refused", () => {
    const s = run(fourPlayerGame(), lead("Red", "aggression-7"));
    const after = run(s, spend({ as: "material", guildCards: ["BC01"] }));
    expect(after.actions?.spent).toEqual(["material"]);
    expect(after.events.map((e) => e.text)).toEqual(["Red spends Fuel as Material (Loyal Engineers (BC01, Material Guild)) in the Prelude: one Build or Repair action (p.17)"]);
    expect(run(after, { type: "takeAction", player: "Red", action: "build" }).actions?.taken).toEqual(["build"]);
    expect(refusal(s, spend({ as: "material", guildCards: ["BC07"] }))).toBe("Red cannot spend Fuel as Material: only a Loyal Material Guild card allows it");
  });

  test("BC21 Loyal Keepers: 'You ignore Outrage when spending Relics for their Prelude action' - read Outrage does not make it a spend for no effect", () => {
    const s = run(fourPlayerGame(), lead("Red", "aggression-7"));
    expect(run(s, spend({ resource: "relic", outrage: ["relic"], guildCards: ["BC21"] })).actions?.spent).toEqual(["relic"]);
    expect(run(s, spend({ resource: "relic", outrage: ["relic"] })).actions?.spent).toEqual([]);
  });
});

export type { GameState };
