/** The rules booklet (BR p.5 steps L-M, p.9, p.20): adds, scraps, tucks and refusals give the same states in Lua. */
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import { apply, initialState } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import { campaignActionDeck } from "../../src/core/campaign/flow";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import { atAuthority, atQuorum } from "../core/campaign/governAuthorityFixtures";
import { mapOf } from "../core/map/fixtures";

const lua = loadCoreModuleInLua("src/core/index.ts");

function both(s: GameState, c: Command): GameState {
  const node = apply(s, c);
  expect(lua.call("apply", s, c)).toEqual(normalise(node));
  if (!node.ok) throw new Error(node.reason);
  return node.value;
}

function refusedInBoth(s: GameState, c: Command): void {
  const node = apply(s, c);
  expect(node.ok).toBe(false);
  expect(lua.call("apply", s, c)).toEqual(normalise(node));
}

const booklet = (player: string, action: string, card: string, inFrontOf?: string) =>
  (inFrontOf === undefined ? { type: "booklet", player, action, card } : { type: "booklet", player, action, card, inFrontOf }) as Command;

test("BR p.5 steps L-M, p.9, p.20: the booklet laid at setup (the Fates' setups' cards too), cards added into the first available slot, scrapped, tucked, in Lua too", () => {
  let s = both(initialState(), {
    type: "startCampaign", seats: ["Red", "Blue"], actionDeck: campaignActionDeck(2), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID05", "AID03", "AID04"], fates: ["FATE07", "FATE08"], numberDie: 2, eventDiePlanet: "arrow",
  } as Command);
  // F701A step 2, F801A step 3: the Admiral's and Believer's setups add their cards at the start (fates/setups.ts).
  expect(s.campaign?.rulesBooklet).toEqual({ edicts: [["AID02"], ["AID05", "AID03", "AID04"], ["F703"]], laws: [["F813"], ["F814"]] });
  s = both(s, booklet("Blue", "add", "F821"));
  s = both(s, booklet("Red", "scrap", "F703"));
  s = both(s, booklet("Blue", "scrap", "F814"));
  s = both(s, booklet("Blue", "add", "F823"));
  s = both(s, booklet("Blue", "add", "F830", "F823"));
  s = both(s, booklet("Blue", "add", "F827"));
  expect(s.campaign?.rulesBooklet).toEqual({ edicts: [["AID02"], ["AID05", "AID03", "AID04"], ["F827"], ["F821"]], laws: [["F813"], ["F830", "F823"]] });
  refusedInBoth(s, booklet("Red", "add", "F215"));
  refusedInBoth(s, booklet("Red", "add", "CC11"));
  refusedInBoth(s, booklet("Red", "scrap", "F703"));
  refusedInBoth(s, booklet("Blue", "add", "F831", "F703"));
  refusedInBoth(s, booklet("White", "add", "F831"));
});

test("BR p.20: the Edicts queue the booklet slot by slot (a Fate edict in a refilled slot, the Govern slot once), in Lua too", () => {
  const hands = [
    ["construction-2", "aggression-3", "administration-4", "mobilization-5", "construction-6", "aggression-6"],
    ["EVENT1", "construction-3", "aggression-4", "administration-5", "mobilization-6", "administration-6"],
    ["EVENT2", "construction-4", "aggression-5", "administration-2", "mobilization-2", "mobilization-3"],
  ];
  const dealt = ([] as string[]).concat(...hands);
  const deck = dealt.concat(campaignActionDeck(3).filter((id) => !dealt.includes(id)));
  const node = (s: GameState, ...cs: Command[]): GameState => cs.reduce((x, c) => {
    const r = apply(x, c);
    if (!r.ok) throw new Error(r.reason);
    return r.value;
  }, s);
  let s = node(initialState(), {
    type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: deck, courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE07", "FATE08"], numberDie: 1, eventDiePlanet: "hex",
  } as Command);
  for (const system of ["1.1", "1.2", "1.3", "2.1", "2.2", "2.3"]) {
    const setup = s.campaign?.setup;
    if (s.campaign?.stage !== "setup" || setup === undefined) break;
    const r = apply(s, { type: "placeStart", player: setup.order[setup.placements.length], system, building: "city" } as Command);
    if (r.ok) s = r.value;
  }
  expect(s.campaign?.stage).toBe("act");
  s = node(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command, booklet("Red", "add", "F123"), booklet("Blue", "scrap", "F703"), booklet("Yellow", "add", "F821"));
  s = node(s,
    { type: "lead", player: "Red", card: "construction-2" } as Command, { type: "endTurn", player: "Red" } as Command,
    { type: "playEvent", player: "Blue", card: "EVENT1" } as Command, { type: "endTurn", player: "Blue" } as Command,
    { type: "playEvent", player: "Yellow", card: "EVENT2" } as Command, { type: "endTurn", player: "Yellow" } as Command,
    { type: "eventSummit", player: "Red", call: false } as Command);
  s = both(s, { type: "rollEventDice", player: "Red", event: "edict", planet: "arrow", cluster: 1 } as Command);
  expect(s.campaign?.edictQueue).toEqual(["AID04", "F821", "F123"]);
  s = both(s, booklet("Red", "scrap", "F123"));
  expect(s.campaign?.edictQueue).toEqual(["AID04", "F821"]);
});

test("seed 003 F124-F126 Govern with Authority: the Demand from the Outlaws the Empire holds on the map, refusals citing the card, F126's double city Power, in Lua too", () => {
  const gifts = (...g: [string, string][]) => g.map(([player, gives]) => ({ player, gives }));
  const map = mapOf({ "1.1": { empire: { ship: [1, 0] }, White: { city: [1, 0] } }, "3.2": { empire: { ship: [0, 1] }, Yellow: { flagship: [1, 0] } } });
  const war = atAuthority("war", ["Yellow", "White"]);
  const govern = { type: "govern", player: "Red", demands: gifts(["Red", "none"], ["Blue", "captive"], ["White", "trophy"]), map } as Command;
  expect(both(war, govern).campaign?.edictQueue).toBeUndefined();
  refusedInBoth(war, { ...govern, map: undefined } as Command);
  refusedInBoth(war, { ...govern, demands: gifts(["Red", "none"], ["Blue", "captive"], ["White", "spared"]) } as Command);
  const peace = { type: "govern", player: "Red", demands: gifts(["Red", "relic"], ["Blue", "favor"], ["Yellow", "psionic"], ["White", "favor"]), citiesOnBoard: ["Red", "Blue", "Yellow", "White"].map((player) => ({ player, cities: 1 })) } as Command;
  expect(both(atAuthority("peace"), peace).players.map((p) => p.power)).toEqual([4, 4, 4, 4]); // 4 cities built: 2 bonus city Power, doubled
});

test("seed 003 F113 Imperial Quorum: Edict 03 skipped, the Regents with the most starports and cities built named from the map, in Lua too", () => {
  const s = atQuorum();
  expect(s.campaign?.edictQueue).toEqual(["F113"]);
  const map = { ...mapOf({ "1.1": { Red: { city: [1, 1] } }, "1.3": { Blue: { starport: [1, 0] } } }), flagships: [{ owner: "Blue", slots: [{ upgrade: { building: "starport", damaged: false }, armor: { building: "city", damaged: true } }, {}, {}, {}, {}, {}] }] };
  expect(both(s, { type: "edictDone", card: "F113", map } as Command).events.pop()?.text).toBe(
    "edict F113 resolved: Red collects the Demand; Blue (2 built) may take the Imperial Action; Red (2 built) may change the Policy; Edict 03 is skipped",
  );
  refusedInBoth(s, { type: "edictDone", card: "F113" } as Command);
});
