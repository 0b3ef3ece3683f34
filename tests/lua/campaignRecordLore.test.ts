/** The campaign record's version 3 (lore and the Court deck, BR p.30) and startAct keeping lore give the same results in Lua (TSTL) as in Node. */
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import { apply, initialState } from "../../src/core/rules";
import type { Command } from "../../src/core/game/types";
import type { CampaignRecord } from "../../src/core/campaign/types";
import { campaignActionDeck } from "../../src/core/campaign/flow";
import { validateCampaignRecord } from "../../src/core/campaign/record";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const game = loadCoreModuleInLua("src/core/index.ts");
const record = loadCoreModuleInLua("src/core/campaign/record.ts");

const REC: CampaignRecord = {
  version: 3, nextAct: "II", seats: ["Red", "Blue", "Yellow"], initiative: "Blue", booklet: ["AID04", "AID03", "AID05"],
  rulesBooklet: { edicts: [["AID04", "AID03", "AID05"]], laws: [] }, policy: "peace",
  players: [
    { colour: "Red", fate: "FATE01", power: 4, title: "regent", favors: [], lore: ["L02"] },
    { colour: "Blue", fate: "FATE09", power: -2, title: "outlaw", favors: ["Red"], lore: [] },
    { colour: "Yellow", fate: "FATE03", power: 7, title: "regent", favors: [], lore: ["L05", "L07"] },
  ],
  courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id).concat(["L01"]),
};

test("BR p.30: a version 3 record's lore and Court deck validate, and startAct gives each player their lore, in Lua too", () => {
  const bad = { ...REC, players: REC.players.map((p, i) => (i === 1 ? { ...p, lore: ["L02", "Q"] } : p)), courtDeck: ["CC01", "L05", "AID01"] };
  for (const v of [REC, bad]) expect(record.call("validateCampaignRecord", v)).toEqual(normalise(validateCampaignRecord(v)));
  const commands = [
    { type: "startAct", record: REC, actionDeck: campaignActionDeck(3), courtDeck: REC.courtDeck },
    { type: "startAct", record: REC, actionDeck: campaignActionDeck(3), courtDeck: REC.courtDeck!.concat(["L02"]) },
  ] as Command[];
  for (const c of commands) expect(game.call("apply", initialState(), c)).toEqual(normalise(apply(initialState(), c)));
  const r = apply(initialState(), commands[0]);
  expect(r.ok && r.value.players.map((p) => p.lore)).toEqual([["L02"], [], ["L05", "L07"]]);
  expect(apply(initialState(), commands[1]).ok).toBe(false);
});

test("BR p.7 step G, p.9: in Act III setObjective is refused for an \"A\" or \"B\" Fate and taken for a \"C\" Fate, in Lua too", () => {
  const rec = { ...REC, nextAct: "III" as const, players: REC.players.map((p, i) => (i === 2 ? { ...p, fate: "FATE17" } : p)) };
  const started = apply(initialState(), { type: "startAct", record: rec, actionDeck: campaignActionDeck(3), courtDeck: REC.courtDeck } as Command);
  if (!started.ok) throw new Error(started.reason);
  const s = started.value;
  const commands = [
    { type: "setObjective", player: "Red", space: 2 },
    { type: "setObjective", player: "Blue", space: 2 },
    { type: "setObjective", player: "Yellow", space: 2 },
  ] as Command[];
  for (const c of commands) expect(game.call("apply", s, c)).toEqual(normalise(apply(s, c)));
  expect(commands.map((c) => apply(s, c).ok)).toEqual([false, false, true]);
});
