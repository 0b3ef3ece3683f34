/** Event cards in the initiative engine, through the campaign rule module (BR pp.12-13). */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { startCampaign } from "./fixtures";
import { checkInvariants } from "../../../src/core/game/invariants";
import { end, follow, lead, refusal, run } from "../game/helpers";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];

/** A 3-player Act I whose deal gives Red, Blue, Yellow these hands; first round ready. */
function game(hands: string[][]): GameState {
  const dealt = ([] as string[]).concat(...hands);
  const deck = dealt.concat(campaignActionDeck(3).filter((id) => !dealt.includes(id)));
  let s = startCampaign({
    type: "startCampaign", seats: SEATS, actionDeck: deck, courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"],
  });
  return run(s, { type: "shuffleDiscard", order: s.discard.slice() });
}

const HANDS = [
  ["construction-2", "aggression-3", "administration-4", "mobilization-5", "construction-6", "aggression-6"],
  ["EVENT1", "construction-3", "aggression-4", "administration-5", "mobilization-6", "administration-6"],
  ["EVENT2", "construction-4", "aggression-5", "administration-2", "mobilization-2", "mobilization-3"],
];

const playEvent = (player: Colour, card: string) => ({ type: "playEvent", player, card }) as Command;

describe("Events (BR p.12)", () => {
  test("BR p.12 example: Lotus leads a 2 Construction; Dane's Event gives 4 Construction actions, Mikah's none", () => {
    let s = game(HANDS);
    s = run(s, lead("Red", "construction-2"), end("Red"), playEvent("Blue", "EVENT1"));
    const blue = s.round?.plays[1];
    expect(blue).toMatchObject({ player: "Blue", card: "EVENT1", mode: "event", faceUp: true, actions: 4, actionSuit: "construction" });
    s = run(s, end("Blue"), playEvent("Yellow", "EVENT2"));
    expect(s.round?.plays[2]).toMatchObject({ actions: 0 });
    expect(s.events[0].text).toBe("Yellow plays an Event but gets no actions: Blue already played an Event this round (BR p.12)");
    expect(checkInvariants(s)).toEqual([]);
  });

  test("BR p.12: an Event cannot be led, copied, used to Surpass or Pivot, or used to seize", () => {
    const s = game([HANDS[0].slice(0, 5).concat(["EVENT1"]), HANDS[1].slice(1).concat(["aggression-6"]), HANDS[2]]);
    expect(refusal(s, lead("Red", "EVENT1"))).toBe("an Event cannot be led (BR p.12)");
    const t = run(s, lead("Red", "construction-2"), end("Red"));
    const y = run(t, follow("Blue", "construction-3", "surpass"), end("Blue"));
    expect(refusal(y, follow("Yellow", "EVENT2", "copy"))).toBe("an Event cannot Copy (BR p.12): play it as an Event");
    expect(refusal(y, follow("Yellow", "EVENT2", "pivot"))).toBe("an Event cannot Surpass or Pivot (BR p.12): play it as an Event");
    const z = run(y, follow("Yellow", "construction-4", "surpass"));
    expect(refusal(z, { type: "seize", player: "Yellow", card: "EVENT2" } as Command)).toBe("an Event cannot seize the initiative (BR p.12)");
  });

  test("BR p.12: a leader holding only Events must pass", () => {
    let s = game(HANDS);
    s = { ...s, players: s.players.map((p) => (p.colour === "Red" ? { ...p, hand: ["EVENT3"] } : p)), actionCards: s.actionCards.concat(["EVENT3"]) };
    expect(refusal(s, lead("Red", "EVENT3"))).toBe("Red holds only Events and must pass (BR p.12)");
  });
});

describe("the event phase (BR p.13)", () => {
  function roundWithEvents(): GameState {
    const s = game(HANDS);
    return run(
      s,
      lead("Red", "construction-2"), end("Red"),
      playEvent("Blue", "EVENT1"), end("Blue"),
      playEvent("Yellow", "EVENT2"), end("Yellow"),
    );
  }

  test("BR p.13 example: nobody seized, so Lotus keeps the initiative, may call a Summit, then rolls the dice", () => {
    let s = roundWithEvents();
    expect(s.initiative).toBe("Red");
    expect(s.campaign?.eventPhase).toEqual({ player: "Red", step: "summit" });
    expect(refusal(s, lead("Red", "aggression-3"))).toBe(
      "first resolve the event: Red may call a Summit, then rolls the event and number dice (BR p.13)",
    );
    expect(refusal(s, { type: "eventSummit", player: "Blue", call: true } as Command)).toBe(
      "only Red, with the initiative, may call the Summit (BR p.13)",
    );
    s = run(s, { type: "eventSummit", player: "Red", call: false } as Command);
    expect(refusal(s, { type: "rollEventDice", player: "Red", event: "crisis", planet: "arrow", cluster: 7 } as Command)).toBe(
      "the number die shows a cluster from 1 to 6",
    );
    s = run(s, { type: "rollEventDice", player: "Red", event: "crisis", planet: "hex", cluster: 3 } as Command);
    expect(s.campaign?.lastEvent).toEqual({ event: "crisis", planet: "hex", cluster: 3, resolve: "Crises" });
    expect(s.campaign?.eventPhase).toBeUndefined();
    // BR p.18: the Crises are resolved from the map before play goes on.
    expect(refusal(s, lead("Red", "aggression-3"))).toBe("first resolve the Crises: send the map (BR p.18)");
    s = run(s, { type: "resolveCrises", map: { systems: [] }, court: s.court.row.map((card) => ({ card })) } as Command, lead("Red", "aggression-3"));
    expect(s.round?.plays[0].card).toBe("aggression-3");
  });

  test("BR p.13: the dice are rolled even without a Summit; an Edict symbol calls for Edicts", () => {
    let s = run(roundWithEvents(), { type: "eventSummit", player: "Red", call: true } as Command, { type: "summit", player: "Red", action: "end" } as Command);
    s = run(s, { type: "rollEventDice", player: "Red", event: "edict", planet: "arrow", cluster: 1 } as Command);
    expect(s.campaign?.lastEvent?.resolve).toBe("Edicts");
    // BR p.20: the Govern cards share one booklet slot; the Policy on top (peace, AID04) resolves.
    expect(s.campaign?.edictQueue).toEqual(["AID04"]);
    expect(refusal(s, lead("Red", "aggression-3"))).toBe("first resolve the Edicts: AID04 is next (BR p.20)");
  });

  test("BR p.13: a round without an Event has no event phase", () => {
    const s = run(
      game(HANDS),
      lead("Red", "construction-2"), end("Red"),
      follow("Blue", "construction-3", "surpass"), end("Blue"),
      follow("Yellow", "construction-4", "surpass"), end("Yellow"),
    );
    expect(s.campaign?.eventPhase).toBeUndefined();
    expect(s.initiative).toBe("Yellow");
  });
});

describe("two-player mulligan (BR p.12)", () => {
  test("BR p.12: the mulligan keeps the Event cards and draws only as many as were discarded", () => {
    const red = ["construction-2", "aggression-3", "administration-4", "mobilization-5", "construction-6", "aggression-6"];
    const blue = ["EVENT1", "construction-3", "aggression-4", "administration-5", "mobilization-6", "administration-6"];
    const dealt = red.concat(blue);
    const deck = dealt.concat(campaignActionDeck(2).filter((id) => !dealt.includes(id)));
    let s = startCampaign({
      type: "startCampaign", seats: ["Red", "Blue"], actionDeck: deck, courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
      governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02"],
    });
    expect(s.mulliganBy).toBe("Blue");
    const nextFive = s.deck.slice(0, 5);
    s = run(s, { type: "mulligan", player: "Blue" } as Command);
    expect(s.players[1].hand).toEqual(["EVENT1"].concat(nextFive));
    expect(s.phase).toBe("shuffleDiscard");
    expect(checkInvariants(s)).toEqual([]);
  });
});
