/** The Crises step as a command (BR p.18): the same states and refusals in Lua (TSTL) as in Node. */
import { apply } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { campaignActionDeck } from "../../src/core/campaign/flow";
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import { startCampaign } from "../core/campaign/fixtures";
import { campaignTable, secureCommand } from "../core/campaign/campaignCourtCards";
import { campaignBattleState } from "../../tools/bench/campaignBattleScenario";

const lua = loadCoreModuleInLua("src/core/index.ts");

test("BR p.18: resolveCrises with Blight, Populist Demands, Council Intrigue and Blight Looms, in Lua too", () => {
  const s0 = startCampaign({
    type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE03", "FATE02", "FATE01"],
  });
  const markers = s0.markers.map((m, i) => ({ ...m, at: (i < 2 ? "warlord" : "available") as "warlord" | "available" }));
  const campaign: CampaignState = { ...(s0.campaign as CampaignState), council: "decided", crisesDue: true, lastEvent: { resolve: "Crises", council: "Blue" } };
  const s: GameState = { ...s0, markers, campaign };
  const map = { systems: [
    { system: "2.1", pieces: [{ owner: "blight", kind: "blight", fresh: 1, damaged: 1 }, { owner: "empire", kind: "ship", fresh: 1, damaged: 0 }, { owner: "Red", kind: "ship", fresh: 1, damaged: 1 }, { owner: "Blue", kind: "ship", fresh: 0, damaged: 1 }] },
    { system: "2.2", pieces: [{ owner: "blight", kind: "blight", fresh: 0, damaged: 1 }] },
  ] };
  const court = [{ card: "AID01", attached: "CC12" }, { card: "CC15" }, { card: "CC11" }, { card: "CC01" }];
  const commands = [
    { type: "resolveCrises", map, court },
    { type: "resolveCrises", map, court, dice: { planet: "crescent", cluster: 2 } },
  ] as Command[];
  for (const c of commands) expect(lua.call("apply", s, c)).toEqual(normalise(apply(s, c)));
  // The Council's Crises roll their own dice: the first is refused, the second applies.
  expect(apply(s, commands[0]).ok).toBe(false);
  const done = apply(s, commands[1]);
  expect(done.ok && done.value.campaign?.council).toBe("inSession");
});

test("BR p.18, p.24: carryOutBlight after the Crises (a Flagship's parts hit), refused a second time, for another player or a changed map; onto Blight Hunger (F1313) where it lies, in Lua too", () => {
  const s0 = startCampaign({
    type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE03", "FATE02", "FATE01"],
  });
  const campaign: CampaignState = { ...(s0.campaign as CampaignState), crisesDue: true, lastEvent: { event: "crisis", planet: "arrow", cluster: 5, resolve: "Crises" } };
  const part = (damaged: boolean) => ({ building: "starport", damaged });
  const map = {
    systems: [{ system: "2.2", pieces: [
      { owner: "blight", kind: "blight", fresh: 2, damaged: 0 }, { owner: "empire", kind: "ship", fresh: 0, damaged: 1 },
      { owner: "Red", kind: "ship", fresh: 1, damaged: 0 }, { owner: "Red", kind: "flagship", fresh: 1, damaged: 0 }, { owner: "Blue", kind: "ship", fresh: 0, damaged: 1 },
    ] }],
    flagships: [{ owner: "Red", slots: [{ upgrade: part(false), armor: part(false) }, {}, {}, {}, {}, { upgrade: part(true) }] }],
  };
  const resolve = apply({ ...s0, campaign }, { type: "resolveCrises", map, court: s0.court.row.map((card) => ({ card })) } as Command);
  if (!resolve.ok) throw new Error(resolve.reason);
  const s = resolve.value;
  const me = s.initiative;
  const moved = { ...map, systems: [{ system: "2.2", pieces: map.systems[0].pieces.slice(1) }] };
  const commands = [
    { type: "carryOutBlight", player: me, map },
    { type: "carryOutBlight", player: me === "Red" ? "Blue" : "Red", map },
    { type: "carryOutBlight", player: me, map: moved },
    // Blight Hunger (F1313) in Blue's play area: the core names it for the destroyed pieces.
    { type: "carryOutBlight", player: me, map: { ...map, playAreas: [{ colour: "Blue", cards: ["F1313"] }] } },
  ] as Command[];
  for (const c of commands) expect(lua.call("apply", s, c)).toEqual(normalise(apply(s, c)));
  const done = apply(s, commands[0]);
  if (!done.ok) throw new Error(done.reason);
  expect(lua.call("apply", done.value, commands[0])).toEqual(normalise(apply(done.value, commands[0])));
  expect(apply(done.value, commands[0]).ok).toBe(false);
  const fed = apply(s, commands[3]);
  expect(fed.ok && fed.value.campaign!.lastCrises!.hunger).toBe("Blue");
});

test("seed 003 F205-F207 Political Intrigue and F1307 Blight Purge (Crisis), and F205's When Secured, change the Favors and Power the same in Lua", () => {
  const s0 = startCampaign({
    type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE03", "FATE02", "FATE01"],
  });
  const players = [{ colour: "Red", agents: 3, blight: 1 }, { colour: "Blue", agents: 1, blight: 0 }, { colour: "Yellow", agents: 0, blight: 2 }];
  const court = [{ card: "F205" }, { card: "CC14", attached: "F1307" }, { card: "F206" }];
  for (const planet of ["arrow", "crescent", "hex"] as const) {
    const campaign: CampaignState = { ...(s0.campaign as CampaignState), crisesDue: true, lastEvent: { event: "crisis", planet, cluster: 3, resolve: "Crises" } };
    const s = { ...s0, campaign };
    for (const c of [{ type: "resolveCrises", map: { systems: [] }, court, players }, { type: "resolveCrises", map: { systems: [] }, court, players: players.slice(1) }] as Command[]) {
      expect(lua.call("apply", s, c)).toEqual(normalise(apply(s, c)));
    }
  }
  const table = campaignTable([{ card: "CC01", agents: {} }, { card: "F207", agents: { Red: 1 }, attached: "F205" }]);
  table.players[2].agentSupply = 1;
  const secure = secureCommand(1, table);
  const s = campaignBattleState();
  const done = apply(s, secure);
  expect(done.ok && done.value.events.some((e) => e.text === "Political Intrigue: Red takes Favors from Blue, Blue, Yellow, White, White")).toBe(true);
  expect(lua.call("apply", s, secure)).toEqual(normalise(done));
});

test("seed 003 F323 Extortion and F1406 Itinerant Empaths (Crisis): the same discards, Psionic and refusals in Lua", () => {
  const s0 = startCampaign({
    type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE03", "FATE02", "FATE01"],
  });
  const campaign: CampaignState = { ...(s0.campaign as CampaignState), crisesDue: true, lastEvent: { event: "crisis", planet: "arrow", cluster: 3, resolve: "Crises" } };
  const s = { ...s0, campaign, players: s0.players.map((p) => ({ ...p, power: p.colour === "Red" ? 5 : 1 })) };
  const zero = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };
  const players = [
    { colour: "Red", agents: 3, blight: 0, resources: { ...zero, material: 2, psionic: 1 }, board: ["material", "psionic", "material", "empty"] },
    { colour: "Blue", agents: 1, blight: 0, resources: { ...zero, material: 2 }, board: ["material", "empty"] },
    { colour: "Yellow", agents: 0, blight: 0, resources: { ...zero, psionic: 1 }, board: ["empty", "psionic", "empty"] },
  ];
  const court = [{ card: "F323" }, { card: "CC14", attached: "F1406" }, { card: "F324" }];
  const commands = [
    { type: "resolveCrises", map: { systems: [] }, court, players, psionic: 1 },
    { type: "resolveCrises", map: { systems: [] }, court, players },
    { type: "resolveCrises", map: { systems: [] }, court, players: players.map((p) => ({ ...p, board: undefined })), psionic: 1 },
  ] as Command[];
  for (const c of commands) expect(lua.call("apply", s, c)).toEqual(normalise(apply(s, c)));
  const done = apply(s, commands[0]);
  // F323: Red and Blue tie on Material, Red and Yellow on Psionic (back to the supply: 3); F1406: Blue
  // (least Power, first in turn order from Red) fills 2 empty slots; F324: Red's Material, Blue's Psionic.
  expect(done.ok && done.value.campaign!.lastCrises!.pieces).toEqual([
    { colour: "Red", discard: "material" }, { colour: "Blue", discard: "material" }, { colour: "Red", discard: "psionic" }, { colour: "Yellow", discard: "psionic" },
    { colour: "Blue", psionic: 2 }, { colour: "Red", discard: "material" }, { colour: "Blue", discard: "psionic" },
  ]);
});

test("seed 003 F613/F614 Outrage Spreads (Crisis, 'Each player Provokes Outrage of the rolled planet', base p.16): the same discards, agents and refusals in Lua", () => {
  const s0 = startCampaign({
    type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE03", "FATE02", "FATE01"],
  });
  // Cluster 3 [arrow] is a Material planet.
  const s = { ...s0, campaign: { ...(s0.campaign as CampaignState), crisesDue: true, lastEvent: { event: "crisis", planet: "arrow", cluster: 3, resolve: "Crises" } } as CampaignState };
  const zero = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };
  const players = [
    { colour: "Red", agents: 3, blight: 0, resources: { ...zero, material: 2 }, board: ["material", "empty", "material"], outrage: [], guild: ["BC01", "BC02", "BC07"] },
    { colour: "Blue", agents: 0, blight: 0, resources: { ...zero, material: 1 }, board: ["material"], outrage: [], guild: ["BC03"], loyal: true },
    { colour: "Yellow", agents: 2, blight: 0, resources: zero, board: ["empty"], outrage: ["material"], guild: ["BC04"] },
  ];
  const court = [{ card: "F613" }, { card: "CC14", attached: "F614" }];
  const commands = [
    { type: "resolveCrises", map: { systems: [] }, court, players, psionic: 1 },
    { type: "resolveCrises", map: { systems: [] }, court, players: players.map((p) => ({ ...p, guild: undefined })), psionic: 1 },
  ] as Command[];
  for (const c of commands) expect(lua.call("apply", s, c)).toEqual(normalise(apply(s, c)));
  const done = apply(s, commands[0]);
  // F613: Red loses BC02 (BC01 Loyal, BC07 Fuel) and covers the icon; Blue has no agent and Guild Loyalty; Yellow is Outraged already.
  expect(done.ok && done.value.campaign!.lastCrises!.pieces!.slice(0, 3)).toEqual([
    { colour: "Red", outrage: "material", cards: ["BC02"], agent: true }, { colour: "Blue", outrage: "material", cards: [], agent: false }, { colour: "Yellow", outrage: "material", cards: ["BC04"], agent: false },
  ]);
});
