/**
 * Issue 35: the Partisan's Lore that moves Outrage (src/core/campaign/fates/outrage.ts `outrageCard`),
 * and F615B's People's Hero line (fates/objectiveMoments.ts). Outrage is the table's read of each board
 * (base p.16, p.22). Card texts: seed 003 F617 People's Hero, F625 Sower of Division, F615B.
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { apply, initialState } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { actionCard as cardData } from "../../../src/core/data/actionCards";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import type { CampaignRecord, CampaignState } from "../../../src/core/campaign/types";
import type { TableState } from "../../../src/core/court/types";
import { newPlayerHoldings } from "../../../src/core/court/types";
import { gameStateProblems } from "../../../src/core/rules";
import { run } from "../game/helpers";
import { startCampaign } from "./fixtures";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id);
const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");
const refusal = (s: GameState, c: Command) => {
  const r = apply(s, c);
  return r.ok ? "accepted" : r.reason;
};
const campaign = (s: GameState) => s.campaign as CampaignState;

function dealt(s: GameState): GameState {
  return s.phase === "shuffleDiscard" ? run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command) : s;
}

const hand = (s: GameState, colour: Colour) => s.players.filter((p) => p.colour === colour)[0].hand.filter((c) => cardData(c) !== undefined);

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

const actI = (fates: string[]) => dealt(startCampaign({ type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(3), courtDeck: COURT, governOrder: ["AID04", "AID03", "AID05"], fates }));

/** Act I, Red the initiative holder, has led a card that declares an ambition (not yet declared). */
function redLed(fates = ["FATE06", "FATE01", "FATE03"]): { s: GameState; ambition: string } {
  let s = actI(fates);
  expect(s.initiative).toBe("Red");
  const card = hand(s, "Red").filter((id) => ["tycoon", "tyrant", "warlord", "keeper", "empath"].indexOf(cardData(id)!.declares) >= 0)[0];
  s = run(s, { type: "lead", player: "Red", card } as Command);
  return { s, ambition: cardData(card)!.declares };
}

describe("People's Hero (F617)", () => {
  test("seed 003 F617: when you declare an ambition you may clear 1 Outrage you have, with more Guild cards of its type than each Rival", () => {
    const { s: led, ambition } = redLed();
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
    const record: CampaignRecord = {
      version: 1, nextAct: "II", seats: SEATS, initiative: "Red", firstRegent: "Red", booklet: ["AID04", "AID03", "AID05"], policy: "peace",
      players: SEATS.map((colour, i) => ({ colour, fate: ["FATE06", "FATE09", "FATE10"][i], power: 3, title: "regent" as const, favors: [] })),
    };
    let s = run(initialState(), { type: "startAct", record, actionDeck: campaignActionDeck(3), courtDeck: COURT } as Command);
    s = dealt(run(s, ...SEATS.map((colour) => ({ type: "setObjective", player: colour, space: 20 }) as Command)));
    const card = hand(s, "Red").filter((id) => ["tycoon", "tyrant", "warlord", "keeper", "empath"].indexOf(cardData(id)!.declares) >= 0)[0];
    s = run(s, { type: "lead", player: "Red", card } as Command, { type: "declare", player: "Red", ambition: cardData(card)!.declares } as Command);
    const before = campaign(s).players[0].objective as number;
    s = run(s, hero("Red", "weapon"));
    expect(campaign(s).players[0].objective).toBe(before - 2);
    expect(texts(s)).toContain("Red's objective advances 2 for 2 Guild card(s), clearing Outrage (F615B)");
  });
});

/** Act III, Red the kept Partisan (F624A gives Sower of Division); the initiative is Red's: Red leads, then Blue and Yellow play. */
function actIII(): GameState {
  const record: CampaignRecord = {
    version: 1, nextAct: "III", seats: SEATS, initiative: "Red", firstRegent: "Blue", booklet: ["AID04", "AID03", "AID05"], policy: "peace",
    players: SEATS.map((colour, i) => ({ colour, fate: ["FATE06", "FATE21", "FATE22"][i], power: 12, title: "regent" as const, favors: [] })),
  };
  return dealt(run(initialState(), { type: "startAct", record, actionDeck: campaignActionDeck(3), courtDeck: COURT } as Command));
}

/** Plays a round: Red leads a card Blue can Surpass; Blue Surpasses or Copies, Yellow Copies; each ends the turn. */
function round(s: GameState, blue: "surpass" | "copy"): GameState {
  const above = (lead: string) => hand(s, "Blue").filter((id) => cardData(id)!.suit === cardData(lead)!.suit && cardData(id)!.number > cardData(lead)!.number)[0];
  const lead = hand(s, "Red").filter((id) => above(id) !== undefined)[0];
  const higher = above(lead);
  s = run(s, { type: "lead", player: "Red", card: lead } as Command, { type: "endTurn", player: "Red" } as Command);
  const blueCard = blue === "surpass" ? higher : hand(s, "Blue")[0];
  s = run(s, { type: "follow", player: "Blue", card: blueCard, mode: blue } as Command, { type: "endTurn", player: "Blue" } as Command);
  return run(s, { type: "follow", player: "Yellow", card: hand(s, "Yellow")[0], mode: "copy" } as Command, { type: "endTurn", player: "Yellow" } as Command);
}

describe("Sower of Division (F625)", () => {
  test("seed 003 F625: at the end of a round, when you get the initiative marker from Surpassing, you may place a Loyal agent on a Rival's empty Outrage slot (not Provoking)", () => {
    let s = actIII();
    // Before any round end: no window.
    expect(refusal(s, sower("Red", "Blue", "relic"))).toBe("Sower of Division (F625): only as you get the initiative by Surpassing");
    s = round(s, "surpass");
    expect(s.initiative).toBe("Blue");
    expect(campaign(s).surpassed).toEqual({ player: "Blue", round: s.roundCount });
    expect(gameStateProblems(s).filter((p) => p.indexOf("surpassed") >= 0)).toEqual([]);
    expect(gameStateProblems({ ...s, campaign: { ...campaign(s), surpassed: { player: "Green", round: 1 } } } as GameState).join()).toContain("campaign.surpassed");
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
