/**
 * Issue 35 in Lua: the Caretaker's F515 in Act II's deck and played as an Event, the objectives the
 * core counts after a chapter's scoring (F112B, F712B, F1501B, F212B, F412B, F1301B, F1401B; F101B,
 * F201B in Act I; F1901B (its Relics too), F2401B in Act III; F512B's lore) and at their moment (F615B, F512B, F712B's Trophies and
 * captures; F512B's Transfer Lore gifts, F514, in a Summit; F1411's Forgive; F312B's Monopolies from Gain Monopolies), a Fate-set reprint's base power (F1207 Silver-Tongues stealing F1616 Sworn Guardians),
 * the "B" and "C" Fates' and a kept "A" Fate's setups at startAct (fates/laterSetups.ts, keptSetups.ts),
 * F506 Golem Actions' Prelude spend with F501B's Golems (spent, and counted at the score),
 * and the Laws the core enforces while in the booklet (fates/laws.ts: F425, F320 in the scoring, F327's
 * Tax Limit) give the same states in Lua as in Node.
 */
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import { apply, initialState } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import { campaignActionDeck } from "../../src/core/campaign/flow";
import { newPlayerHoldings } from "../../src/core/court/types";
import { courtPrelude } from "../../src/core/powers/preludePowers";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import type { CampaignState } from "../../src/core/campaign/types";
import type { BattleState } from "../../src/core/battle/machine";
import { campaignBattleState, nextCommand } from "../../tools/bench/campaignBattleScenario";
import { campaignTable, secureCommand } from "../core/campaign/campaignCourtCards";
import { redLeads } from "../core/campaign/mapFixtures";
import { mapAction, mapOf } from "../core/map/fixtures";
import { actI, redLed } from "../core/campaign/outrageCardFixtures";
import { summitWithLore } from "../core/campaign/transferLoreFixtures";
import { edictDue, supplyOf } from "../core/campaign/edictFixtures";
import { blankPlayer, snapshot } from "../core/game/helpers";

const lua = loadCoreModuleInLua("src/core/index.ts");
const preludes = loadCoreModuleInLua("src/core/powers/preludePowers.ts");
const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id);

function both(s: GameState, c: Command): GameState {
  const node = apply(s, c);
  expect(lua.call("apply", s, c)).toEqual(normalise(node));
  if (!node.ok) throw new Error(node.reason);
  return node.value;
}

function actII(fates: string[], deck: string[], nextAct: "II" | "III" = "II"): GameState {
  return both(initialState(), {
    type: "startAct", actionDeck: deck, courtDeck: COURT,
    record: {
      version: 1, nextAct, seats: ["Red", "Blue", "Yellow"], initiative: "Red", firstRegent: "Red", booklet: ["AID04", "AID03", "AID05"], policy: "peace",
      players: [
        { colour: "Red", fate: fates[0], power: 3, title: "regent", favors: [] },
        { colour: "Blue", fate: fates[1], power: 2, title: "regent", favors: [] },
        { colour: "Yellow", fate: fates[2], power: 2, title: "regent", favors: [] },
      ],
    },
  } as Command);
}

test("seed 003 F512A step 3: F515 taken in Act II's deck with the Caretaker, refused without, and played as an Event, in Lua too", () => {
  const box = campaignActionDeck(3);
  const deck = box.slice(0, 6).concat(["F515"], box.slice(6));
  const refused = { type: "startAct", actionDeck: deck, courtDeck: COURT, record: { version: 1, nextAct: "II", seats: ["Red", "Blue"], initiative: "Red", booklet: ["AID04", "AID03", "AID05"], policy: "peace", players: [{ colour: "Red", fate: "FATE01", power: 0, title: "regent", favors: [] }, { colour: "Blue", fate: "FATE02", power: 0, title: "regent", favors: [] }] } } as Command;
  expect(lua.call("apply", initialState(), refused)).toEqual(normalise(apply(initialState(), refused)));
  let s = actII(["FATE01", "FATE05", "FATE15"], deck);
  s = both(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
  const led = s.players[0].hand.filter((c) => c.indexOf("EVENT") !== 0)[0];
  s = both(s, { type: "lead", player: "Red", card: led } as Command);
  s = both(s, { type: "endTurn", player: "Red" } as Command);
  s = both(s, { type: "playEvent", player: "Blue", card: "F515" } as Command);
  expect(s.round?.plays[1].card).toBe("F515");
});

test("F112B, F712B, F1501B counted after the chapter's scoring from the map, in Lua too", () => {
  let s = actII(["FATE01", "FATE07", "FATE15"], campaignActionDeck(3));
  for (const colour of ["Red", "Blue", "Yellow"]) s = both(s, { type: "setObjective", player: colour, space: 20 } as Command);
  s = { ...s, round: undefined, phase: "scoring", players: s.players.map((p) => ({ ...p, hand: [] })), campaign: { ...s.campaign!, trust: ["weapon", "relic"] } };
  const blank = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };
  const snapshot = { players: s.seats.map((colour) => ({ colour, resources: colour === "Yellow" ? { ...blank, weapon: 3 } : blank, guildCards: blank, captives: 0, trophies: 0, citiesOnBoard: 3 })) };
  const map = {
    systems: [
      { system: "1.1", pieces: [{ owner: "empire", kind: "ship", fresh: 1, damaged: 0 }] },
      { system: "2.0", pieces: [{ owner: "empire", kind: "ship", fresh: 1, damaged: 0 }] },
      { system: "5.1", pieces: [{ owner: "Yellow", kind: "ship", fresh: 1, damaged: 0 }] },
    ],
  };
  const noMap = { type: "score", snapshot } as Command;
  expect(lua.call("apply", s, noMap)).toEqual(normalise(apply(s, noMap)));
  s = both(s, { type: "score", snapshot, map } as Command);
  expect(s.campaign?.players.map((p) => p.objective)).toEqual([16, 19, 16]);
});

const BLANK = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };

/** The chapter's end with markers on `ambitions`, hands empty. */
function atScoring(s: GameState, ambitions: string[]): GameState {
  const markers = s.markers.map((m, i) => (i < ambitions.length ? { ...m, at: ambitions[i] as never } : m));
  return { ...s, round: undefined, phase: "scoring", markers, players: s.players.map((p) => ({ ...p, hand: [] })) };
}

test("F212B, F412B, F1301B, F1401B (Act II) and F1901B, F2401B (Act III) counted after the chapter's scoring, in Lua too", () => {
  let s = actII(["FATE02", "FATE04", "FATE13"], campaignActionDeck(3));
  for (const colour of ["Red", "Blue", "Yellow"]) s = both(s, { type: "setObjective", player: colour, space: 20 } as Command);
  const snapshot = {
    players: s.seats.map((colour) => ({
      colour, resources: colour === "Yellow" ? { ...BLANK, material: 2 } : BLANK, guildCards: colour === "Blue" ? { ...BLANK, fuel: 1, relic: 2 } : BLANK, captives: 0, trophies: 0, citiesOnBoard: 3,
    })),
  };
  const map = {
    systems: [
      { system: "1.1", pieces: [{ owner: "free", kind: "city", fresh: 1, damaged: 1 }] },
      { system: "2.1", pieces: [{ owner: "free", kind: "city", fresh: 1, damaged: 0 }, { owner: "empire", kind: "ship", fresh: 1, damaged: 0 }] },
      { system: "4.1", pieces: [{ owner: "blight", kind: "blight", fresh: 2, damaged: 1 }, { owner: "Yellow", kind: "ship", fresh: 1, damaged: 0 }] },
    ],
  };
  s = both(atScoring(s, ["tycoon"]), { type: "score", snapshot, map } as Command);
  expect(s.campaign?.players.map((p) => p.objective)).toEqual([18, 16, 17]);
  let t = actII(["FATE19", "FATE09", "FATE24"], campaignActionDeck(3), "III");
  for (const colour of ["Red", "Yellow"]) t = both(t, { type: "setObjective", player: colour, space: 20 } as Command);
  t = both(atScoring(t, ["tycoon"]), { type: "grandAmbitions", results: [] } as Command);
  const tied = { players: t.seats.map((colour) => ({ colour, resources: colour === "Yellow" ? BLANK : { ...BLANK, fuel: 1 }, guildCards: BLANK, captives: 0, trophies: 0, citiesOnBoard: 3 })) };
  t = both(t, { type: "score", snapshot: tied } as Command);
  expect(t.campaign?.players.map((p) => p.objective)).toEqual([17, undefined, 19]);
});

test("F512B's chapter-end lore (the core's lore and a Fate-set Lore card read) and F1901B's Relics scrapped after scoring, accepted and refused, in Lua too", () => {
  let s = actII(["FATE05", "FATE09", "FATE10"], campaignActionDeck(3));
  for (const colour of ["Red", "Blue", "Yellow"]) s = both(s, { type: "setObjective", player: colour, space: 20 } as Command);
  s = { ...s, players: s.players.map((p) => ({ ...p, lore: p.colour === "Red" ? ["L01"] : p.colour === "Blue" ? ["L02"] : [] })) };
  const cards = (colour: string) => (colour === "Red" ? ["F502"] : colour === "Yellow" ? ["F504"] : []);
  const lore = { players: s.seats.map((colour) => ({ colour, resources: BLANK, guildCards: BLANK, captives: 0, trophies: 0, citiesOnBoard: 3, cards: cards(colour) })) };
  s = both(atScoring(s, []), { type: "score", snapshot: lore } as Command);
  expect(s.campaign?.players[0].objective).toBe(18);
  let t = actII(["FATE19", "FATE09", "FATE24"], campaignActionDeck(3), "III");
  for (const colour of ["Red", "Yellow"]) t = both(t, { type: "setObjective", player: colour, space: 20 } as Command);
  t = both(atScoring(t, ["keeper"]), { type: "grandAmbitions", results: [] } as Command);
  const relics = { players: t.seats.map((colour) => ({ colour, resources: { ...BLANK, relic: colour === "Red" ? 2 : 0 }, guildCards: BLANK, captives: 0, trophies: 0, citiesOnBoard: 3 })) };
  for (const n of [3, 1.5]) {
    const r = apply(t, { type: "score", snapshot: relics, relics: n } as Command);
    expect(r.ok ? "" : r.reason).toBe("Red may scrap 1 to 2 Relic(s) (F1901B)");
    expect(lua.call("apply", t, { type: "score", snapshot: relics, relics: n })).toEqual(normalise(r));
  }
  t = both(t, { type: "score", snapshot: relics, relics: 2 } as Command);
  expect(t.campaign?.players[0].objective).toBe(13);
});

test("F615B (a card led with the initiative), F512B (a lore card secured), F712B (Outlaw Trophies in battle, Regent agents captured) counted at their moment, in Lua too", () => {
  let s = actII(["FATE06", "FATE09", "FATE10"], campaignActionDeck(3));
  s = both(s, { type: "setObjective", player: "Red", space: 20 } as Command);
  s = both(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
  s = both(s, { type: "lead", player: "Red", card: s.players[0].hand.filter((c) => c.indexOf("EVENT") !== 0)[0] } as Command);
  expect(s.campaign?.players[0].objective).toBe(19);
  const base = campaignBattleState();
  const campaign = base.campaign as CampaignState;
  const withFates = (red: Partial<CampaignState["players"][number]>, blue: Partial<CampaignState["players"][number]>): GameState => ({
    ...base, campaign: { ...campaign, players: campaign.players.map((p) => (p.colour === "Red" ? { ...p, ...red } : p.colour === "Blue" ? { ...p, ...blue } : p)) },
  });
  const lore = both(withFates({ fate: "FATE05", objective: 9 }, { fate: "FATE09" }), secureCommand(1, campaignTable([{ card: "CC01", agents: {} }, { card: "L03", agents: { Red: 2 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }])));
  expect(lore.campaign?.players[0].objective).toBe(7);
  const capture = both(withFates({ fate: "FATE07", title: "regent", objective: 10 }, {}), secureCommand(0, campaignTable([{ card: "CC01", agents: { Red: 4, Blue: 2 } }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }])));
  expect(capture.campaign?.players[0].objective).toBe(6);
  let battle = withFates({}, { fate: "FATE07", objective: 30 });
  for (let i = 0; i < 20; i++) {
    const c = nextCommand(battle, i);
    if (c === undefined) break;
    battle = both(battle, c);
    if ((battle.battle as BattleState).step === "over") break;
  }
  expect(battle.campaign?.players[1].objective).toBeLessThan(30);
});

test("seed 003 F514 Transfer Lore in a Summit (accepted, refused) and F512B's gifts (counted, a returned gift not), in Lua too", () => {
  const give = (player: string, rival: string, card: string) => ({ type: "summit", player, action: "transferLore", rival, card }) as Command;
  for (const [s, c] of [[summitWithLore([]), give("Yellow", "Blue", "L02")], [summitWithLore(), give("Red", "Blue", "L02")]] as [GameState, Command][]) {
    const r = apply(s, c);
    expect(r.ok).toBe(false);
    expect(lua.call("apply", s, c)).toEqual(normalise(r));
  }
  let s = both(summitWithLore(), give("Yellow", "Blue", "L02"));
  s = both(both(s, give("Blue", "Yellow", "L02")), give("Yellow", "Blue", "L02"));
  expect(s.campaign?.players[1].objective).toBe(9);
  expect(s.players[1].lore).toEqual(["L02"]);
});

test("seed 003 F414 Transfer Guild Support in a Summit (accepted from its holder, refused from another, refused without F414), in Lua too", () => {
  const give = (player: string, from: string) => ({ type: "summit", player, action: "transferGuild", rival: "Red", card: "BC01", from }) as Command;
  for (const [s, c] of [[summitWithLore(["F514"]), give("Yellow", "Yellow")], [summitWithLore(["F414"]), give("Blue", "Yellow")]] as [GameState, Command][]) {
    const r = apply(s, c);
    expect(r.ok).toBe(false);
    expect(lua.call("apply", s, c)).toEqual(normalise(r));
  }
  expect(both(summitWithLore(["F414"]), give("Yellow", "Yellow")).events.map((e) => e.text)).toContain("Yellow gives Loyal Engineers (BC01, Material Guild) to Red (Transfer Guild Support, F414)");
});

test("seed 003 F1411 Forgive in a Summit (accepted, refused) and F312B's Monopolies gained from the supply at Gain Monopolies (F318), in Lua too", () => {
  const forgive = { type: "summit", player: "Yellow", action: "forgive", rival: "Red" } as Command;
  const refused = apply(summitWithLore(["F514"]), forgive);
  expect(refused.ok).toBe(false);
  expect(lua.call("apply", summitWithLore(["F514"]), forgive)).toEqual(normalise(refused));
  expect(both(summitWithLore(["F1411"]), forgive).campaign?.players[2].favors).toEqual(["Red"]);
  const due = edictDue("F318");
  const c = due.campaign as CampaignState;
  const magnate = { ...due, campaign: { ...c, act: "II" as const, players: c.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE03", letter: "A" as const, objective: 10 } : p)) } };
  const players = ["Red", "Blue", "Yellow"].map((colour) => blankPlayer(colour as "Red", { resources: { material: colour === "Red" ? 3 : 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 } }));
  expect(both(magnate, { type: "edictDone", card: "F318", snapshot: snapshot(players), supply: supplyOf(2, 0) } as Command).campaign?.players[0].objective).toBe(9);
});

test("a Fate-set reprint has its base card's power by its own id (F1207 as BC20, F1616 as BC22), in Lua too", () => {
  const table = { players: [newPlayerHoldings("Red", 4), newPlayerHoldings("Blue", 4)], court: { deck: [], row: [], discard: [] }, supply: { material: 5, fuel: 5, weapon: 5, relic: 5, psionic: 5 } };
  table.players[0].guildCards = ["F1616", "F306"];
  table.players[1].guildCards = ["F1207"];
  const oks: boolean[] = [];
  for (const card of ["F306", "F1616"]) {
    const choice = { card: "F1207", guildCard: { from: "Red", card } };
    const node = courtPrelude(table, "Blue", choice as never);
    oks.push(node.ok);
    expect(preludes.call("courtPrelude", table, "Blue", choice)).toEqual(normalise(node));
  }
  // Sworn Guardians guards F306; stolen itself, it is buried.
  expect(oks).toEqual([false, true]);
});

function laterAct(nextAct: "II" | "III", seats: string[], fates: string[], initiative: string, extra: Record<string, unknown> = {}): GameState {
  return both(initialState(), {
    type: "startAct", actionDeck: campaignActionDeck(seats.length), courtDeck: COURT, ...extra,
    record: {
      version: 2, nextAct, seats, initiative, booklet: ["AID04", "AID03", "AID05"], rulesBooklet: { edicts: [["AID04", "AID03", "AID05"]], laws: [] }, policy: "peace",
      players: seats.map((colour, i) => ({ colour, fate: fates[i], power: 1, title: "regent", favors: [] })),
    },
  } as Command);
}

test("BR p.7 step F: the 'B' and 'C' Fates' setups (F901A gives to the right, F1001A/F1601A booklet adds, F1401A Witnesses) in turn order, in Lua too", () => {
  const s = laterAct("II", ["Red", "Blue", "Yellow", "White"], ["FATE09", "FATE10", "FATE14", "FATE16"], "Blue");
  expect(s.campaign?.actSetups?.map((f) => f.card)).toEqual(["F1001A", "F1401A", "F1601A", "F901A"]);
  expect(s.campaign?.actSetups?.[3].given).toEqual({ player: "White", cards: ["F903"] });
});

test("F907A, F1901A, F2201A put cards on top of the Court deck; F1208A's Rumors Spread is taken past the deal; F1901A, F2001A empty the 2-player boxes of their resources, in Lua too", () => {
  const top = laterAct("III", ["Red", "Blue", "Yellow"], ["FATE09", "FATE22", "FATE19"], "Blue");
  expect(top.court.deck.slice(0, 3)).toEqual(["F909", "F1904", "F2206"]);
  const two = laterAct("III", ["Red", "Blue"], ["FATE19", "FATE20"], "Red", { map: { systems: [] }, eventDiePlanet: "arrow", numberDice: [2, 3] });
  expect(two.thirdPlayer).toEqual({ tokens: ["psionic", "weapon", "weapon"], tycoon: 0, warlord: 2, keeper: 0, empath: 1 });
  // F1208A: Rumors Spread shuffled in past the deal is taken; dealt into the Court it is refused.
  const rumors = COURT.slice(0, 4).concat(["F1210"], COURT.slice(4), ["F1209"]);
  const pirate = laterAct("III", ["Red", "Blue", "Yellow"], ["FATE12", "FATE22", "FATE19"], "Red", { courtDeck: rumors });
  expect(pirate.court.deck.indexOf("F1209")).toBeGreaterThan(0);
  const dealt = { type: "startAct", actionDeck: campaignActionDeck(3), courtDeck: ["F1209"].concat(COURT), record: { version: 2, nextAct: "III", seats: ["Red", "Blue", "Yellow"], initiative: "Red", booklet: ["AID04", "AID03", "AID05"], policy: "peace", players: ["Red", "Blue", "Yellow"].map((colour, i) => ({ colour, fate: ["FATE12", "FATE22", "FATE19"][i], power: 1, title: "regent", favors: [] })) } } as Command;
  expect(lua.call("apply", initialState(), dealt)).toEqual(normalise(apply(initialState(), dealt)));
  expect(apply(initialState(), dealt).ok).toBe(false);
  // A card already in the booklet is said, not added twice.
  const rec = { version: 2, nextAct: "III", seats: ["Red", "Blue"], initiative: "Red", booklet: ["AID04", "AID03", "AID05"], rulesBooklet: { edicts: [["AID04", "AID03", "AID05"]], laws: [["F2104"]] }, policy: "peace", players: [{ colour: "Red", fate: "FATE21", power: 0, title: "regent", favors: [] }, { colour: "Blue", fate: "FATE13", power: 0, title: "regent", favors: [] }] };
  both(initialState(), { type: "startAct", record: rec, actionDeck: campaignActionDeck(2), courtDeck: COURT } as Command);
});

test("during the Intermission the Fate setups' module is in force: its steps pass through it, and startAct after step F does the new setups, in Lua too", () => {
  let s = laterAct("II", ["Red", "Blue", "Yellow"], ["FATE09", "FATE10", "FATE13"], "Red");
  for (const colour of ["Red", "Blue", "Yellow"]) s = both(s, { type: "setObjective", player: colour, space: colour === "Red" ? 0 : 4 } as Command);
  const c = s.campaign!;
  s = both({ ...s, phase: "intermission", campaign: { ...c, stage: "intermission", intermissionStep: "A" } } as GameState, { type: "intermission", step: "A" } as Command);
  const done = { ...s, campaign: { ...s.campaign!, intermissionStep: "done", players: s.campaign!.players.map((p, i) => ({ ...p, fate: ["FATE09", "FATE23", "FATE24"][i], letter: i === 0 ? "B" : "C" })) } } as GameState;
  const rec = {
    version: 2, nextAct: "III", seats: ["Red", "Blue", "Yellow"], initiative: "Red", booklet: c.booklet, rulesBooklet: c.rulesBooklet, policy: "peace",
    players: ["Red", "Blue", "Yellow"].map((colour, i) => ({ colour, fate: ["FATE09", "FATE23", "FATE24"][i], power: 1, title: "regent", favors: [] })),
  };
  const next = both(done, { type: "startAct", record: rec, actionDeck: campaignActionDeck(3), courtDeck: COURT } as Command);
  expect(next.campaign?.actSetups?.map((f) => f.card)).toEqual(["F907A", "F2301A", "F2401A"]);
});

test("BR p.7 step F, p.29 step F: a kept 'A' Fate's Act II and III setups (F212A a Member title to each player, F712A Command Chaos past the deal, F122A the Govern with Authority cards, F820A/F829A the Doctrine and Dominant Faith, F325A the Economy's side), in Lua too", () => {
  const deck = COURT.slice(0, 8).concat(["F713"], COURT.slice(8));
  const two = laterAct("II", ["Red", "Blue", "Yellow", "White"], ["FATE01", "FATE02", "FATE07", "FATE08"], "Blue", { courtDeck: deck });
  expect(two.campaign?.actSetups?.map((f) => f.card)).toEqual(["F212A", "F712A", "F820A", "F112A"]);
  expect(two.campaign?.actSetups?.[0].givenEach?.map((g) => g.player)).toEqual(["Blue", "Yellow", "White", "Red"]);
  const rec = {
    version: 2, nextAct: "III", seats: ["Red", "Blue", "Yellow"], initiative: "Red", booklet: ["AID04", "AID03", "AID05"], policy: "escalation",
    rulesBooklet: { edicts: [["AID04", "AID03", "AID05"]], laws: [["F813"], ["F823"]] },
    players: ["Red", "Blue", "Yellow"].map((colour, i) => ({ colour, fate: ["FATE01", "FATE08", "FATE03"][i], power: 1, title: i === 2 ? "outlaw" : "regent", favors: [] })),
  };
  const three = both(initialState(), { type: "startAct", record: rec, actionDeck: campaignActionDeck(3), courtDeck: COURT } as Command);
  expect(three.campaign?.rulesBooklet).toEqual({ edicts: [["F125", "F124", "F126"], ["F123"]], laws: [["F813"], ["F830", "F823"], ["F831"], ["F327"]] });
});

test("BR p.9: Guild Supremacy (F425) and War Profiteering (F320) in the scoring's counts, Open Economy (F327) lifting the Tax Limit, in Lua too", () => {
  let s = laterAct("II", ["Red", "Blue", "Yellow"], ["FATE11", "FATE13", "FATE14"], "Red");
  s = { ...s, campaign: { ...s.campaign!, rulesBooklet: { edicts: s.campaign!.rulesBooklet!.edicts, laws: [["F425"], ["F320"]] } } };
  for (const colour of ["Red", "Blue", "Yellow"]) s = both(s, { type: "setObjective", player: colour, space: 20 } as Command);
  const snap = {
    players: s.seats.map((colour) => ({
      colour, resources: colour === "Blue" ? { ...BLANK, weapon: 1 } : BLANK, guildCards: colour === "Blue" ? { ...BLANK, weapon: 1, psionic: 1 } : BLANK,
      captives: 0, trophies: colour === "Red" ? 2 : 0, citiesOnBoard: 3,
    })),
  };
  const scored = both(atScoring(s, ["warlord", "empath"]), { type: "score", snapshot: snap } as Command);
  expect(scored.lastScoring?.ambitions.map((a) => a.counts.map((c) => c.count))).toEqual([[2, 3, 0], [0, 2, 0]]);
  const t = redLeads("administration", "regent");
  const c = t.campaign!;
  const open = { ...t, campaign: { ...c, players: c.players.map((p) => (p.colour === "Yellow" ? { ...p, fate: "FATE03", title: "outlaw" as const } : p.fate === "FATE03" ? { ...p, fate: "FATE01" } : p)), rulesBooklet: { edicts: c.rulesBooklet?.edicts ?? [], laws: [["F327"]] } } } as GameState;
  const tax = mapAction("Red", { kind: "tax", system: "1.2", owner: "Red" } as never, mapOf({ "1.2": { Red: { city: [1, 0], ship: [1, 0] } } }));
  expect(both(both(open, tax), tax).actions?.taken).toEqual(["tax", "tax"]);
});

test("F506 Golem Actions' Prelude spend (accepted, refused) with F501B's 2, and F501B's Golems counted at the score, in Lua too", () => {
  let s = actI(["FATE05", "FATE01", "FATE03"]);
  s = both(s, { type: "setObjective", player: "Red", space: 20 } as Command);
  const led = redLed(s).s;
  for (const awake of [0, 1]) expect(lua.call("apply", led, { type: "spendGolem", player: "Red", awake })).toEqual(normalise(apply(led, { type: "spendGolem", player: "Red", awake } as Command)));
  expect(both(led, { type: "spendGolem", player: "Red", awake: 1 } as Command).campaign?.players[0].objective).toBe(18);
  const snapshot = { players: s.seats.map((colour) => ({ colour, resources: colour === "Red" ? { ...BLANK, relic: 2 } : BLANK, guildCards: BLANK, captives: 0, trophies: 0, citiesOnBoard: 3, golems: colour === "Red" ? 2 : 0 })) };
  const t = both(atScoring(s, ["keeper"]), { type: "score", snapshot } as Command);
  expect(t.campaign?.players[0].objective).toBe(16);
});

test("seed 003 F820B (an ambition won with an Ideal marker) and F801B (the Faithful stack empty, or a card on top told) counted after the chapter's scoring, in Lua too", () => {
  let s = actII(["FATE08", "FATE09", "FATE10"], campaignActionDeck(3));
  s = both(s, { type: "setObjective", player: "Red", space: 20 } as Command);
  const markers = s.markers.map((m, i) => (i === 0 ? { ...m, at: "tycoon" as never } : m));
  s = { ...s, round: undefined, phase: "scoring", markers, players: s.players.map((p) => ({ ...p, hand: [] })) };
  const players = s.seats.map((colour) => ({ colour, resources: colour === "Red" ? { ...BLANK, material: 2 } : BLANK, guildCards: BLANK, captives: 0, trophies: 0, citiesOnBoard: 3 }));
  const two = both(s, { type: "score", snapshot: { players, ideals: ["tycoon"] } } as Command);
  expect(two.campaign?.players[0].objective).toBeLessThan(20);
  const one = { ...s, campaign: { ...s.campaign!, act: "I" as const } };
  for (const faithfulTop of ["", "F806"]) both(one, { type: "score", snapshot: { players, faithfulTop } } as Command);
  expect(both(one, { type: "score", snapshot: { players, faithfulTop: "" } } as Command).campaign?.players[0].objective).toBe(10);
});

test("seed 003 F831: a Rival destroying the Believer's city in battle, with Breaking the Faith in the booklet, is told what they may do and may remove 1 Ideal, in Lua too", () => {
  const base = campaignBattleState();
  const c = base.campaign!;
  let s: GameState = { ...base, campaign: { ...c, act: "III", players: c.players.map((p) => (p.colour === "Blue" ? { ...p, fate: "FATE08" } : p)) } };
  s = both(s, { type: "booklet", player: "Blue", action: "add", card: "F831" } as Command);
  const said: string[] = [];
  for (let i = 0; i < 20; i++) {
    const next = nextCommand(s, i);
    if (next === undefined) break;
    s = both(s, next);
    for (const e of s.events) said.push(e.text);
    if ((s.battle as BattleState).step === "over") break;
  }
  expect(said).toContain("Red destroyed 1 of Blue's cities: they may remove 1 Ideal(s) from undeclared ambitions (F831)");
  // The removal it grants (fates/breakingFaith.ts): Blue's refused, Red's accepted once, in both VMs.
  const ideals = [{ at: "keeper", side: "zeal" }];
  expect(lua.call("apply", s, { type: "removeIdeal", player: "Blue", ambition: "keeper", ideals })).toEqual(normalise(apply(s, { type: "removeIdeal", player: "Blue", ambition: "keeper", ideals } as Command)));
  const t = both(s, { type: "removeIdeal", player: "Red", ambition: "keeper", ideals } as Command);
  expect(lua.call("apply", t, { type: "removeIdeal", player: "Red", ambition: "keeper", ideals })).toEqual(normalise(apply(t, { type: "removeIdeal", player: "Red", ambition: "keeper", ideals } as Command)));
  expect(apply(t, { type: "removeIdeal", player: "Red", ambition: "keeper", ideals } as Command).ok).toBe(false);
});
