/** The campaign flow (BR pp.4-8) gives the same states in Lua (TSTL) as in Node. */
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import { apply, initialState } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import { campaignActionDeck } from "../../src/core/campaign/flow";
import { openStartPlanets } from "../../src/core/campaign/actOneSetup";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const lua = loadCoreModuleInLua("src/core/index.ts");

function both(s: GameState, c: Command): GameState {
  const node = apply(s, c);
  const inLua = lua.call("apply", s, c);
  expect(inLua).toEqual(normalise(node));
  if (!node.ok) throw new Error(node.reason);
  return node.value;
}

/** BR p.6: both placement passes on the first open planets, each command checked in Lua too. */
function placeAll(start: GameState): GameState {
  let s = start;
  while (s.campaign?.stage === "setup" && s.campaign.setup !== undefined) {
    const setup = s.campaign.setup;
    s = both(s, { type: "placeStart", player: setup.order[setup.placements.length], system: openStartPlanets(s)[0], building: "starport" } as Command);
  }
  return s;
}

test("BR pp.4-8: campaign start, a chapter end without early end by Power, and a refusal, in Lua too", () => {
  let s = both(initialState(), {
    type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: campaignActionDeck(3),
    courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id), governOrder: ["AID05", "AID04", "AID03"], fates: ["FATE04", "FATE05", "FATE06"], numberDie: 6, eventDiePlanet: "arrow",
  } as Command);
  s = placeAll(s);
  s = both(s, { type: "shuffleDiscard", order: s.discard.slice() });
  const atScoring: GameState = { ...s, round: undefined, phase: "scoring", players: s.players.map((p) => ({ ...p, power: p.colour === "Red" ? 60 : p.power, hand: [] })) };
  const blank = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };
  const snap = { players: s.seats.map((colour) => ({ colour, resources: blank, guildCards: blank, captives: 0, trophies: 0, citiesOnBoard: 5 })) };
  s = both(atScoring, { type: "score", snapshot: snap });
  expect(s.phase).toBe("deal");
  expect(lua.call("apply", s, { type: "startCampaign" })).toEqual(normalise(apply(s, { type: "startCampaign" } as Command)));
});

test("BR pp.12-13: an Event play, the event phase and its refusals give the same states in Lua", () => {
  const hands = [
    ["construction-2", "aggression-3", "administration-4", "mobilization-5", "construction-6", "aggression-6"],
    ["EVENT1", "construction-3", "aggression-4", "administration-5", "mobilization-6", "administration-6"],
    ["EVENT2", "construction-4", "aggression-5", "administration-2", "mobilization-2", "mobilization-3"],
  ];
  const dealt = ([] as string[]).concat(...hands);
  let s = both(initialState(), {
    type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: dealt.concat(campaignActionDeck(3).filter((id) => !dealt.includes(id))),
    courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id), governOrder: ["AID03", "AID04", "AID05"], fates: ["FATE07", "FATE08", "FATE01"], numberDie: 3, eventDiePlanet: "crescent",
  } as Command);
  s = placeAll(s);
  const steps = [
    { type: "shuffleDiscard", order: s.discard.slice() },
    { type: "lead", player: "Red", card: "construction-2" }, { type: "endTurn", player: "Red" },
    { type: "playEvent", player: "Blue", card: "EVENT1" }, { type: "endTurn", player: "Blue" },
    { type: "playEvent", player: "Yellow", card: "EVENT2" }, { type: "endTurn", player: "Yellow" },
    { type: "eventSummit", player: "Red", call: true },
    { type: "summit", player: "Red", action: "promiseFavor", rival: "Blue" },
    { type: "summit", player: "Red", action: "leaveEmpire" },
    { type: "summit", player: "Red", action: "end" },
    { type: "rollEventDice", player: "Red", event: "edict", planet: "crescent", cluster: 5 },
  ] as Command[];
  for (const c of steps) s = both(s, c);
  expect(s.campaign?.lastEvent?.resolve).toBe("Edicts");
  const leadEvent = { type: "lead", player: "Red", card: "EVENT1" } as Command;
  expect(lua.call("apply", s, leadEvent)).toEqual(normalise(apply(s, leadEvent)));
});
