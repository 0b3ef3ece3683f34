/** carryOutCourt (BR p.18 "Removing Cards", p.27): the same states and refusals in Lua (TSTL) as in Node. */
import { apply } from "../../src/core/rules";
import type { Command } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { campaignActionDeck } from "../../src/core/campaign/flow";
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import { startCampaign } from "../core/campaign/fixtures";

const lua = loadCoreModuleInLua("src/core/index.ts");

test("BR p.18, p.27: carryOutCourt slides an attached card down, buries, refills from the deck's top, moves Council Intrigue's agents to the Council; refused twice, for another player or a moved card, in Lua too", () => {
  const s0 = startCampaign({
    type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE03", "FATE02", "FATE01"],
  });
  const campaign: CampaignState = { ...(s0.campaign as CampaignState), crisesDue: true, lastEvent: { event: "crisis", planet: "arrow", cluster: 5, resolve: "Crises" } };
  const row = [{ card: "AID01" }, { card: "CC15", attached: "CC11" }, { card: "CC14", attached: "CC13" }, { card: "CC12" }, { card: "F613" }];
  // F613 Outrage Spreads' Crisis needs the boards' reads (crisesVox.ts): nothing on them.
  const zero = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };
  const players = s0.seats.map((colour) => ({ colour, agents: 1, blight: 0, resources: zero, board: [], outrage: [], guild: [] }));
  const resolve = apply({ ...s0, campaign }, { type: "resolveCrises", map: { systems: [] }, court: row, players, psionic: 0 } as Command);
  if (!resolve.ok) throw new Error(resolve.reason);
  const s = resolve.value;
  const me = s.initiative;
  const commands = [
    { type: "carryOutCourt", player: me, court: row, deck: ["CC05"] },
    { type: "carryOutCourt", player: me, court: row, deck: [] },
    { type: "carryOutCourt", player: me === "Red" ? "Blue" : "Red", court: row, deck: ["CC05"] },
    { type: "carryOutCourt", player: me, court: row.slice(0, 3), deck: ["CC05"] },
  ] as Command[];
  for (const c of commands) expect(lua.call("apply", s, c)).toEqual(normalise(apply(s, c)));
  const done = apply(s, commands[0]);
  if (!done.ok) throw new Error(done.reason);
  expect(done.value.campaign!.lastCrises!.courtCarriedOut!.map((r) => r.card)).toEqual(["CC15", "CC13", "CC12", "F613"]);
  expect(lua.call("apply", done.value, commands[0])).toEqual(normalise(apply(done.value, commands[0])));
  expect(apply(done.value, commands[0]).ok).toBe(false);
});

test("Passage Storms (F2206, seed 003) 'Place this under the top card of the Court deck.': the same removal in Lua, under the top card and with the deck empty", () => {
  const s0 = startCampaign({
    type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE03", "FATE02", "FATE01"],
  });
  const campaign: CampaignState = { ...(s0.campaign as CampaignState), crisesDue: true, lastEvent: { event: "crisis", planet: "arrow", cluster: 5, resolve: "Crises" } };
  const row = [{ card: "AID01" }, { card: "F2206" }, { card: "CC13" }];
  const resolve = apply({ ...s0, campaign }, { type: "resolveCrises", map: { systems: [] }, court: row } as Command);
  if (!resolve.ok) throw new Error(resolve.reason);
  const s = resolve.value;
  for (const deck of [["CC05", "CC06"], []]) {
    const c = { type: "carryOutCourt", player: s.initiative, court: row, deck } as Command;
    const node = apply(s, c);
    expect(lua.call("apply", s, c)).toEqual(normalise(node));
    expect(node.ok && node.value.campaign!.lastCrises!.courtCarriedOut!.map((r) => r.to + ":" + r.refill)).toEqual(deck.length > 0 ? ["underTop:CC05", "bury:F2206"] : ["underTop:F2206", "bury:CC13"]);
  }
});
