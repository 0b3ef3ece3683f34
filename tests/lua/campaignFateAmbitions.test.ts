/** Fate ambitions (F2004 Edenguard) declared and scored from the map give the same states in Lua. */
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import { apply, initialState } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import { campaignActionDeck } from "../../src/core/campaign/flow";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const lua = loadCoreModuleInLua("src/core/index.ts");

function both(s: GameState, c: Command): GameState {
  const node = apply(s, c);
  expect(lua.call("apply", s, c)).toEqual(normalise(node));
  if (!node.ok) throw new Error(node.reason);
  return node.value;
}

test("F2004 and BR p.10: Edenguard declared instead of Tycoon and scored from the map, in Lua too", () => {
  const hands = [["construction-2", "construction-6", "aggression-3", "aggression-4", "administration-5", "mobilization-3"]];
  const deck = hands[0].concat(campaignActionDeck(3).filter((id) => !hands[0].includes(id)));
  let s = both(initialState(), {
    type: "startAct", actionDeck: deck, courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id), map: { systems: [] }, eventDiePlanet: "arrow",
    record: {
      version: 1, nextAct: "III", seats: ["Red", "Blue", "Yellow"], initiative: "Red", firstRegent: "Yellow", booklet: ["AID04", "AID03", "AID05"], policy: "peace",
      players: [
        { colour: "Red", fate: "FATE20", power: 3, title: "regent", favors: [] },
        { colour: "Blue", fate: "FATE21", power: 0, title: "outlaw", favors: [] },
        { colour: "Yellow", fate: "FATE01", power: 2, title: "regent", favors: [] },
      ],
    },
  } as Command);
  s = both(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
  // The Guardian's setup added its Law to the rules booklet (F2001A step 6, BR p.9); scrapped, Edenguard is not in play.
  expect(s.campaign?.rulesBooklet?.laws).toEqual([["F2004"], ["F2104"]]);
  s = both(s, { type: "booklet", player: "Red", action: "scrap", card: "F2004" } as Command);
  const declare = { type: "declareFateAmbition", player: "Red", ambition: "edenguard" } as Command;
  s = both(s, { type: "lead", player: "Red", card: "construction-2" } as Command);
  expect(apply(s, declare).ok).toBe(false);
  expect(lua.call("apply", s, declare)).toEqual(normalise(apply(s, declare)));
  s = both(s, { type: "booklet", player: "Red", action: "add", card: "F2004" } as Command);
  s = both(s, { type: "declareFateAmbition", player: "Red", ambition: "edenguard" } as Command);
  s = both(s, { type: "setObjective", player: "Red", space: 9 } as Command);
  s = both({ ...s, round: undefined, phase: "scoring", players: s.players.map((p) => ({ ...p, hand: [] })) }, { type: "grandAmbitions", results: [] } as Command);
  const blank = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };
  const snapshot = { players: s.seats.map((colour) => ({ colour, resources: blank, guildCards: blank, captives: 0, trophies: 0, citiesOnBoard: 3 })) };
  const map = {
    systems: [
      { system: "1.2", pieces: [{ owner: "Red", kind: "ship", fresh: 2, damaged: 0 }] },
      { system: "4.2", pieces: [{ owner: "empire", kind: "ship", fresh: 1, damaged: 0 }, { owner: "blight", kind: "blight", fresh: 1, damaged: 0 }] },
      { system: "6.1", pieces: [{ owner: "empire", kind: "ship", fresh: 1, damaged: 0 }] },
    ],
  };
  const noMap = { type: "score", snapshot } as Command;
  expect(lua.call("apply", s, noMap)).toEqual(normalise(apply(s, noMap)));
  s = both(s, { type: "score", snapshot, map } as Command);
  expect(s.campaign?.lastFateAmbitions?.[0].first).toBe("Yellow");
});
