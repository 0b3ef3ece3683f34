/**
 * Issue 35: the Partisan's Lore that moves Outrage (src/core/campaign/fates/outrage.ts `outrageCard`),
 * and F615B's People's Hero line (fates/objectiveMoments.ts). Outrage is the table's read of each board
 * (base p.16, p.22). Card texts: seed 003 F617 People's Hero, F625 Sower of Division, F615B.
 */
import { apply, gameStateProblems } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { TableState } from "../../../src/core/court/types";
import { newPlayerHoldings } from "../../../src/core/court/types";
import { run } from "../game/helpers";
import { SEATS, act, actI, dealt, hand, redLed, round } from "./outrageCardFixtures";

const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");
const refusal = (s: GameState, c: Command) => {
  const r = apply(s, c);
  return r.ok ? "accepted" : r.reason;
};
const campaign = (s: GameState) => s.campaign as CampaignState;


/**
 * The boards: Red is Outraged of Weapon and Fuel and holds Arms Union (F612, Weapon) and Loyal Marines
 * (BC15, Weapon); Blue holds Arms Union (BC11, Weapon) and a Fuel Guild card (Shipping Interest BC09) twice over; Yellow none.
 */
function boards(): TableState {
  const players = SEATS.map((c) => newPlayerHoldings(c, 4));
  players[0].outrage = ["fuel", "weapon"];
  players[0].agentSupply = 7;
  players[0].guildCards = ["F612", "BC15"];
  players[1].guildCards = ["BC11", "BC09"];
  return { players, court: { deck: [], row: [], discard: [] }, supply: { material: 5, fuel: 5, weapon: 5, relic: 5, psionic: 5 } };
}

const hero = (player: Colour, outrage: string, court = boards()): Command => ({ type: "outrageCard", player, card: "F617", outrage, court }) as Command;
const sower = (player: Colour, rival: Colour, outrage: string, court = boards()): Command => ({ type: "outrageCard", player, card: "F625", rival, outrage, court }) as Command;

/** Act I, Red the initiative holder, has led a card that declares an ambition (not yet declared). */
function redLedActI(): { s: GameState; ambition: string } {
  const s = actI(["FATE06", "FATE01", "FATE03"]);
  expect(s.initiative).toBe("Red");
  return redLed(s);
}

describe("People's Hero (F617)", () => {
  test("seed 003 F617: when you declare an ambition you may clear 1 Outrage you have, with more Guild cards of its type than each Rival", () => {
    const { s: led, ambition } = redLedActI();
    expect(refusal(led, hero("Red", "weapon"))).toBe("People's Hero (F617): when you declare an ambition");
    const declared = run(led, { type: "declare", player: "Red", ambition } as Command);
    const cleared = run(declared, hero("Red", "weapon"));
    expect(texts(cleared)).toContain("Red clears Weapon Outrage (People's Hero (F617))");
    // Once per ambition declared.
    expect(refusal(cleared, hero("Red", "weapon"))).toBe("People's Hero (F617): when you declare an ambition");
    // Red has no more Fuel Guild cards than Blue (0 against 1); no Outrage of Material; a Rival presses on Red's turn.
    expect(refusal(declared, hero("Red", "fuel"))).toBe("People's Hero (F617): you need more Fuel Guild cards than Blue");
    expect(refusal(declared, hero("Red", "material"))).toBe("Red is not Outraged of Material");
    expect(refusal(declared, hero("Blue", "weapon"))).toBe("People's Hero (F617): when you declare an ambition");
    // Equal counts are not "more": Blue with two Weapon Guild cards too.
    const tied = boards();
    tied.players[1].guildCards = ["BC11", "F623"];
    expect(refusal(declared, hero("Red", "weapon", tied))).toBe("People's Hero (F617): you need more Weapon Guild cards than Blue");
  });

  test("seed 003 F615B 'Burnish Your Image': when you return Outrage using People's Hero, advance 1 for each Guild card you have (Act II)", () => {
    let s = dealt(run(act("II", ["FATE06", "FATE09", "FATE10"]), ...SEATS.map((colour) => ({ type: "setObjective", player: colour, space: 20 }) as Command)));
    const led = redLed(s);
    s = run(led.s, { type: "declare", player: "Red", ambition: led.ambition } as Command);
    const before = campaign(s).players[0].objective as number;
    s = run(s, hero("Red", "weapon"));
    expect(campaign(s).players[0].objective).toBe(before - 2);
    expect(texts(s)).toContain("Red's objective advances 2 for 2 Guild card(s), clearing Outrage (F615B)");
  });
});

/** Act III, Red the kept Partisan (F624A gives Sower of Division); the initiative is Red's. */
const actIII = () => dealt(act("III", ["FATE06", "FATE21", "FATE22"]));

describe("Sower of Division (F625)", () => {
  test("seed 003 F625: at the end of a round, when you get the initiative marker from Surpassing, you may place a Loyal agent on a Rival's empty Outrage slot (not Provoking)", () => {
    let s = actIII();
    // Before any round end: no window.
    expect(refusal(s, sower("Red", "Blue", "relic"))).toBe("Sower of Division (F625): only as you get the initiative by Surpassing");
    s = round(s, "surpass");
    expect(s.initiative).toBe("Blue");
    expect(campaign(s).surpassed).toEqual({ player: "Blue", round: s.roundCount });
    expect(gameStateProblems(s).filter((p) => p.indexOf("surpassed") >= 0)).toEqual([]);
    expect(gameStateProblems({ ...s, campaign: { ...campaign(s), surpassed: { player: "Green", round: 1 } } } as unknown as GameState).join()).toContain("campaign.surpassed");
    // Only the player who got it; a Rival, not oneself; an empty slot; an agent in supply.
    expect(refusal(s, sower("Red", "Blue", "relic"))).toBe("Sower of Division (F625): only as you get the initiative by Surpassing");
    expect(refusal(s, sower("Blue", "Blue", "relic"))).toBe("Sower of Division (F625): choose a Rival");
    expect(refusal(s, sower("Blue", "Red", "weapon"))).toBe("Red is Outraged of Weapon");
    const noAgents = boards();
    noAgents.players[1].agentSupply = 0;
    expect(refusal(s, sower("Blue", "Red", "relic", noAgents))).toBe("Blue has no agent in supply");
    const placed = run(s, sower("Blue", "Red", "relic"));
    expect(texts(placed)).toContain("Blue's agent on Red's Relic Outrage (Sower of Division (F625))");
    // Nothing Provoked: the event is the only one, and the window is closed (one agent).
    expect(placed.events).toHaveLength(1);
    expect(campaign(placed).surpassed).toBeUndefined();
    expect(refusal(placed, sower("Blue", "Yellow", "relic"))).toBe("Sower of Division (F625): only as you get the initiative by Surpassing");
    // The window closes with the next round's first play.
    const led = run(s, { type: "lead", player: "Blue", card: hand(s, "Blue")[0] } as Command);
    expect(refusal(led, sower("Blue", "Red", "relic"))).toBe("Sower of Division (F625): only as you get the initiative by Surpassing");
  });

  test("F625: no window when nobody Surpassed (the initiative stays), nor outside Act III", () => {
    const s = round(actIII(), "copy");
    expect(s.initiative).toBe("Red");
    expect(campaign(s).surpassed).toBeUndefined();
    expect(refusal(s, sower("Red", "Blue", "relic"))).toBe("Sower of Division (F625): only as you get the initiative by Surpassing");
    // Act I: Blue Surpasses, but the card only comes with Act III's setup (F624A).
    const one = round(actI(["FATE06", "FATE01", "FATE03"]), "surpass");
    expect(one.initiative).toBe("Blue");
    expect(campaign(one).surpassed).toBeUndefined();
  });
});
