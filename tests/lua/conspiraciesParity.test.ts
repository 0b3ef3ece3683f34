/**
 * Issue 35 in Lua: seed 003 F2304 Scoring Conspiracies (fates/conspiracies.ts), the Conspirator's one
 * movement after scoring, forwards and back, decided the same in Node and in the Lua core; F2303's
 * declare without a marker and F2305's guess (the Rival named until the guess, then deleted) too.
 */
import { apply } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import { act, atScoring } from "../core/campaign/objectiveFixtures";
import { card } from "../../src/core/game/util";
import { rulesBookletOf } from "../../src/core/campaign/booklet";
import { campaignBattleState } from "../../tools/bench/campaignBattleScenario";
import { campaignTable, secureCommand } from "../core/campaign/campaignCourtCards";

const lua = loadCoreModuleInLua("src/core/index.ts");
const BLANK = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };

function both(s: GameState, c: Command): GameState {
  const node = apply(s, c);
  expect(lua.call("apply", s, c)).toEqual(normalise(node));
  if (!node.ok) throw new Error(node.reason);
  return node.value;
}

test("seed 003 F2304: unrevealed and correct Conspiracies advance, wrong ones go back, in one movement, in Lua too", () => {
  const base = both(atScoring(act("III", ["FATE23", "FATE09", "FATE10"]), ["tycoon"]), { type: "grandAmbitions", results: [] } as Command);
  const players = base.seats.map((colour) => ({ colour, resources: colour === "Blue" ? { ...BLANK, fuel: 2 } : BLANK, guildCards: BLANK, captives: 0, trophies: 0, citiesOnBoard: 3 }));
  const forward = both(base, { type: "score", snapshot: { players, conspiracies: [{ ambition: "tycoon", colour: "Blue" }, { ambition: "keeper" }] } } as Command);
  expect((forward.campaign as CampaignState).players[0].objective).toBe(18);
  const back = both(base, { type: "score", snapshot: { players, conspiracies: [{ ambition: "tycoon", colour: "Red" }, { ambition: "tycoon", colour: "White" }] } } as Command);
  expect((back.campaign as CampaignState).players[0].objective).toBe(22);
});

test("seed 003 F2303 and F2305: the Conspirator's declare keeps every marker Available; a Rival's secure opens one guess, a wrong one advances the Conspirator, in Lua too", () => {
  let s = act("III", ["FATE23", "FATE09", "FATE10"]);
  if (s.phase === "shuffleDiscard") s = both(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
  const lead = s.players[0].hand.filter((id) => card(id)?.declares !== "none")[0];
  s = both(s, { type: "lead", player: "Red", card: lead } as Command);
  const declares = card(lead)!.declares;
  const declared = both(s, { type: "declare", player: "Red", ambition: declares === "any" ? "tycoon" : declares } as Command);
  expect(declared.markers.every((m) => m.at === "available")).toBe(true);

  const base = campaignBattleState();
  const c = base.campaign as CampaignState;
  const b = rulesBookletOf(c);
  const players = c.players.map((p) => (p.colour === "Blue" ? { ...p, fate: "FATE23", letter: "C" as const, objective: 20 } : p));
  const t = { ...base, campaign: { ...c, act: "III" as const, players, rulesBooklet: { ...b, laws: b.laws.concat([["F2305"]]) } } };
  const open = both(t, secureCommand(1, campaignTable([{ card: "CC01", agents: {} }, { card: "CC12", agents: { Red: 1 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }])));
  expect((open.campaign as CampaignState).foil).toBe("Red");
  const wrong = both(open, { type: "guessConspiracy", player: "Red", guess: "Yellow", right: false } as Command);
  expect((wrong.campaign as CampaignState).players.find((p) => p.colour === "Blue")!.objective).toBe(19);
  expect(lua.call("apply", wrong, { type: "guessConspiracy", player: "Red", guess: "Blue", right: true })).toEqual(normalise(apply(wrong, { type: "guessConspiracy", player: "Red", guess: "Blue", right: true } as Command)));
  expect(apply(wrong, { type: "guessConspiracy", player: "Red", guess: "Blue", right: true } as Command).ok).toBe(false);
  // A Vox card with a Vox card attached (BR p.27): two guesses, the same in Lua.
  const two = both(t, secureCommand(0, campaignTable([{ card: "F205", agents: { Red: 3 }, attached: "CC12" }, { card: "CC11", agents: { Red: 1 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }])));
  expect((two.campaign as CampaignState).foilGuesses).toBe(2);
  const once = both(two, { type: "guessConspiracy", player: "Red", guess: "Yellow", right: false } as Command);
  expect((once.campaign as CampaignState).foil).toBe("Red");
  expect((both(once, { type: "guessConspiracy", player: "Red", guess: "White", right: true } as Command).campaign as CampaignState).foil).toBeUndefined();
});
