/**
 * Dealmakers (F103, seed 003 card reference): "Bargain (Secure): Choose a Court card that a Rival
 * could secure. They secure it but return agents they would capture. You influence once for each
 * agent they had on the card, then you secure once." Who could secure: p.13 (more agents on the card
 * than each Rival); the refill into the same slot: p.13 + FAQ "Secure".
 */
import { bargainSecure } from "../../../src/core/court/secure";
import type { TableState } from "../../../src/core/court/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { Command } from "../../../src/core/game/types";
import { player, tableWith } from "../court/fixtures";
import { gameStateProblems } from "../../../src/core/rules";
import { fourPlayerGame, lead, refusal, run, must, why } from "../game/helpers";

/** Slot 2: Blue 2, Red 1, Yellow 1 (Blue could secure); slot 3: Red and White tied; slot 4 a Vox card Yellow could secure. Red holds Dealmakers. */
function table(): TableState {
  const t = tableWith(["Red", "Blue", "Yellow", "White"], [
    { card: "BC02", agents: {} },
    { card: "BC13", agents: { Blue: 2, Red: 1, Yellow: 1 } },
    { card: "BC14", agents: { Red: 1, White: 1 } },
    { card: "BC27", agents: { Yellow: 1 } },
  ]);
  player(t, "Red").guildCards.push("F103");
  return t;
}

const bargainAt = (p: Colour, slot: number, court: TableState): Command => ({ type: "cardAction", player: p, action: { kind: "bargain", card: "F103", slot, court } } as Command);
const influence = (p: Colour, card: string): Command => ({ type: "takeAction", player: p, action: "influence", card } as Command);
const secureAt = (p: Colour, slot: number, court: TableState): Command => ({ type: "court", player: p, action: { kind: "secure", slot, court } } as Command);

describe("seed 003 F103 Dealmakers: 'Bargain (Secure): Choose a Court card that a Rival could secure. They secure it but return agents they would capture.'", () => {
  test("Blue, who could secure Skirmishers (p.13), secures it; Red's and Yellow's agents go home, not to Blue's Captives; the slot is refilled (p.13, FAQ 'Secure'); the input is untouched", () => {
    const t = table();
    const out = must(bargainSecure(t, "Red", "F103", 1));
    expect(out.rival).toBe("Blue");
    expect(player(out.table, "Blue").guildCards).toEqual(["BC13"]);
    expect(player(out.table, "Blue").captives).toEqual({});
    expect(out.taken).toEqual({});
    expect(out.table.court.row[1]).toEqual({ card: t.court.deck[0], agents: {} });
    expect(["Red", "Blue", "Yellow"].map((c) => player(out.table, c as Colour).agentSupply - player(t, c as Colour).agentSupply)).toEqual([1, 2, 1]);
    expect(t.court.row[1].agents).toEqual({ Blue: 2, Red: 1, Yellow: 1 });
  });

  test("refused for a card no Rival could secure (a tie, or Red's own majority), for a Vox card (its When Secured would be the Rival's choice), and for a player without Dealmakers", () => {
    const t = table();
    expect(why(bargainSecure(t, "Red", "F103", 2))).toBe("No Rival could secure Court Enforcers (BC14, Weapon Guild) (p.13)");
    const mine = tableWith(["Red", "Blue"], [{ card: "BC02", agents: { Red: 2, Blue: 1 } }, { card: "BC13", agents: {} }, { card: "BC14", agents: {} }]);
    player(mine, "Red").guildCards.push("F103");
    expect(why(bargainSecure(mine, "Red", "F103", 0))).toBe("No Rival could secure Mining Interest (BC02, Material Guild) (p.13)");
    expect(why(bargainSecure(t, "Red", "F103", 3))).toBe("Populist Demands (BC27, Vox): bargain by hand (not a plain Guild card)");
    expect(why(bargainSecure(t, "Blue", "F103", 1))).toBe("Blue does not hold Dealmakers (F103)");
  });
});

describe("seed 003 F103 Dealmakers: '... You influence once for each agent they had on the card, then you secure once.'", () => {
  test("through the engine the Bargain spends a Secure; then Red influences twice (Blue had 2 agents) and secures once, paid by the Bargain, not by the card's pips", () => {
    const t = table();
    const led = run(fourPlayerGame(), lead("Red", "aggression-7"));
    const s = run(led, bargainAt("Red", 1, t));
    expect(s.actions?.taken).toEqual(["secure"]);
    expect(s.events.map((e) => e.text)).toContain("Red Bargains: Blue secures Skirmishers (BC13, Weapon Guild); 2 influence(s), then a secure");
    expect(gameStateProblems(s)).toEqual([]);
    // p.13: an influence goes to any card in the Court, the refilled one too.
    const after = run(s, influence("Red", "BC14"), influence("Red", "BC01"));
    expect(refusal(after, influence("Red", "BC02"))).toMatch(/^Red cannot influence/);
    const court = must(bargainSecure(t, "Red", "F103", 1)).table;
    court.court.row[2].agents = { Red: 2, White: 1 };
    court.court.row[1].agents = { Red: 1 };
    player(court, "Red").agentSupply -= 2;
    const secured = run(after, secureAt("Red", 2, court));
    expect(secured.secure?.card).toBe("BC14");
    expect(secured.actions?.taken).toEqual(["secure", "influence", "influence", "secure"]);
    expect(refusal(secured, secureAt("Red", 1, secured.secure?.last.kind === "secured" ? secured.secure.last.outcome.table : court))).toMatch(/^Red has no Aggression action left to secure/);
  });

  test("refused without a Secure to spend (a Construction card) and off Red's turn; the state is untouched", () => {
    const t = table();
    expect(refusal(run(fourPlayerGame(), lead("Red", "construction-4")), bargainAt("Red", 1, t))).toMatch(/^Red cannot secure: the Construction card/);
    expect(refusal(run(fourPlayerGame(), lead("Red", "aggression-7")), bargainAt("Blue", 1, t))).toBe("it is Red's turn, not Blue's");
  });
});
