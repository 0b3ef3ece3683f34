/** The Imperial Council (BR p.14; AID01A/B) through the campaign rule module. */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { startCampaign } from "./fixtures";
import type { CampaignState } from "../../../src/core/campaign/types";
import { end, follow, lead, refusal, run } from "../game/helpers";

const HANDS = [
  ["construction-2", "aggression-3", "administration-4", "mobilization-5", "construction-6", "aggression-6"],
  ["EVENT1", "construction-3", "aggression-4", "administration-5", "mobilization-6", "administration-6"],
  ["EVENT2", "construction-4", "aggression-5", "administration-2", "mobilization-2", "mobilization-3"],
];

function game(): GameState {
  const dealt = ([] as string[]).concat(...HANDS);
  const s = startCampaign({
    type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: dealt.concat(campaignActionDeck(3).filter((id) => !dealt.includes(id))),
    courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id), governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"],
  });
  return run(s, { type: "shuffleDiscard", order: s.discard.slice() });
}

function withCampaign(s: GameState, change: (c: CampaignState) => CampaignState): GameState {
  return { ...s, campaign: change(s.campaign as CampaignState) };
}

const secure = (player: Colour) => ({ type: "secureCouncil", player }) as Command;
const resolve = (player: Colour, steal: string[], what: "Crises" | "Edicts", firstRegentGuildCards: string[] = []) => ({ type: "resolveCouncil", player, steal, resolve: what, firstRegentGuildCards }) as Command;

const DECIDED = 'the Imperial Council is Decided: it cannot be influenced or secured (BR p.14)';
const influence = (player: Colour, card: string) => ({ type: "takeAction", player, action: "influence", card }) as Command;

describe("Imperial Council (BR p.14)", () => {
  test("BR p.14 'While it is Decided, players cannot influence or secure it' (AID01B): an influence naming the Decided Council is refused; In Session it is an influence like any", () => {
    const played = run(game(), lead("Red", "administration-4"));
    // In Session: an Administration pip influences the Council.
    expect(run(played, influence("Red", "AID01")).actions?.taken).toEqual(["influence"]);
    const decided = withCampaign(played, (c) => ({ ...c, council: "decided" }));
    expect(refusal(decided, influence("Red", "AID01"))).toBe(DECIDED);
    expect(refusal(decided, secure("Red"))).toBe(DECIDED);
    // Another Court card is still influenced.
    expect(run(decided, influence("Red", "CC02")).actions?.taken).toEqual(["influence"]);
  });


  test("BR p.14 example: an Outlaw secures the Council and steals 3 from the Trust; the First Regent loses 3 Power", () => {
    let s = withCampaign(game(), (c) => ({ ...c, trust: ["relic", "psionic", "fuel"], players: c.players.map((p) => (p.colour === "Blue" ? { ...p, title: "outlaw" as const } : p)) }));
    s = { ...s, players: s.players.map((p) => (p.colour === "Red" ? { ...p, power: 5 } : p)) };
    s = run(s, lead("Red", "construction-2"), end("Red"), follow("Blue", "construction-3", "surpass"), secure("Blue"));
    expect(s.campaign?.council).toBe("decided");
    expect(refusal(s, secure("Blue"))).toBe(DECIDED);
    s = run(s, end("Blue"), follow("Yellow", "construction-4", "surpass"), end("Yellow"));
    expect(s.campaign?.eventPhase).toEqual({ player: "Blue", step: "summit", council: true });
    expect(refusal(s, resolve("Blue", [], "Crises"))).toBe("Blue first decides on a Summit (BR p.14)");
    s = run(s, { type: "eventSummit", player: "Blue", call: true } as Command);
    expect(refusal(s, resolve("Blue", [], "Crises"))).toBe("first finish the Summit called by Blue (BR p.16)");
    // BR p.16 example: they may Petition the Council even though they called the Summit by securing it.
    s = run(s, { type: "summit", player: "Blue", action: "petitionCouncil" } as Command);
    expect(s.campaign?.council).toBe("inSession");
    s = run(s, { type: "summit", player: "Blue", action: "end" } as Command);
    expect(refusal(s, resolve("Blue", ["relic", "relic"], "Crises"))).toBe("the Imperial Trust holds no relic to steal");
    s = run(s, resolve("Blue", ["relic", "psionic", "fuel"], "Edicts"));
    expect(s.campaign?.trust).toEqual([]);
    expect(s.players.filter((p) => p.colour === "Red")[0].power).toBe(2);
    expect(s.campaign?.lastEvent).toEqual({ resolve: "Edicts", council: "Blue" });
    expect(s.campaign?.firstRegent).toBe("Red");
  });

  test("BR p.27 with Sworn Guardians (BC22/CC09 'Rivals cannot steal your resources'): an Outlaw steals nothing from the Trust of a First Regent holding it; the steal needs the First Regent's Guild cards", () => {
    let s = withCampaign(game(), (c) => ({ ...c, trust: ["relic", "psionic"], players: c.players.map((p) => (p.colour === "Blue" ? { ...p, title: "outlaw" as const } : p)) }));
    s = run(s, lead("Red", "construction-2"), end("Red"), follow("Blue", "construction-3", "surpass"), secure("Blue"), end("Blue"), follow("Yellow", "construction-4", "surpass"), end("Yellow"));
    s = run(s, { type: "eventSummit", player: "Blue", call: false } as Command);
    expect(refusal(s, resolve("Blue", ["relic"], "Crises", ["CC09"]))).toBe(
      "Red has Sworn Guardians (CC09): Rivals cannot steal their resources or the Imperial Trust (BR p.27)",
    );
    expect(refusal(s, { type: "resolveCouncil", player: "Blue", steal: ["relic"], resolve: "Crises" } as Command)).toBe(
      "to steal from the Imperial Trust, show Red's Guild cards (Sworn Guardians stops it)",
    );
    // Stealing nothing is still the Council's resolution; without Sworn Guardians the steal goes through.
    expect(run(s, resolve("Blue", [], "Crises", ["CC09"])).campaign?.trust).toEqual(["relic", "psionic"]);
    expect(run(s, resolve("Blue", ["relic"], "Crises", ["CC01"])).campaign?.trust).toEqual(["psionic"]);
  });

  test("BR p.14 'When Secured: Flip this card over ... tuck it under your played card': the Decided side, not the Court row, refuses a second secure; the Council stays the leftmost Court card (it never leaves the Court)", () => {
    let s = run(game(), lead("Red", "construction-2"), end("Red"), follow("Blue", "construction-3", "surpass"), secure("Blue"));
    expect(s.campaign?.council).toBe("decided");
    expect(s.court.row[0]).toBe("AID01");
    expect(refusal(s, secure("Blue"))).toBe(DECIDED);
    s = run(s, end("Blue"), follow("Yellow", "construction-4", "surpass"));
    expect(refusal(s, secure("Yellow"))).toBe(DECIDED);
  });

  test("BR p.14: a Regent who secures the Council becomes First Regent; the Council replaces the round's event", () => {
    let s = run(game(), lead("Red", "construction-2"), end("Red"), { type: "playEvent", player: "Blue", card: "EVENT1" } as Command, end("Blue"));
    s = run(s, follow("Yellow", "construction-4", "surpass"), secure("Yellow"), end("Yellow"));
    expect(s.campaign?.eventPhase).toMatchObject({ player: "Yellow", council: true });
    expect(refusal(s, { type: "rollEventDice", player: "Yellow", event: "crisis", planet: "hex", cluster: 1 } as Command)).toBe(
      "the Imperial Council was secured: it is resolved instead of the event (BR p.13)",
    );
    s = run(s, { type: "eventSummit", player: "Yellow", call: false } as Command);
    expect(refusal(s, resolve("Yellow", ["fuel"], "Crises"))).toBe(
      "Yellow is a Regent and takes the First Regent tile; only Outlaws steal (BR p.14)",
    );
    s = run(s, resolve("Yellow", [], "Crises"));
    expect(s.campaign?.firstRegent).toBe("Yellow");
    expect(s.campaign?.eventPhase).toBeUndefined();
  });

  test("BR p.12: after a Rival secured the Council, an Event gives no actions", () => {
    let s = run(game(), lead("Red", "construction-2"), end("Red"));
    s = run(s, follow("Blue", "construction-3", "surpass"), secure("Blue"), end("Blue"));
    s = run(s, { type: "playEvent", player: "Yellow", card: "EVENT2" } as Command);
    expect(s.round?.plays[2].actions).toBe(0);
  });
});
