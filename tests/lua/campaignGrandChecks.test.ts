/**
 * Issue 35, BR p.9: the Act III grand ambitions the core checks (src/core/campaign/fates/grandChecks.ts)
 * give the same states, events and refusals in Lua, line by line (F122B, F423B, F624B, F719B, F1011B,
 * F1112B, F1312B, F1408B, F906; F1507B's Ceasefires and F1617B's Seats on the map), and an older grandAmbitions command keeps its meaning there too.
 */
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import { SYSTEMS } from "../../src/core/data/map";
import type { Colour } from "../../src/core/data/vocabulary";
import { apply, initialState } from "../../src/core/rules";
import type { Command, GameState, PlayerSnapshot } from "../../src/core/game/types";
import { campaignActionDeck } from "../../src/core/campaign/flow";
import type { MapSnapshot } from "../../src/core/campaign/mapControl";
import type { CampaignRecord, CampaignState } from "../../src/core/campaign/types";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const lua = loadCoreModuleInLua("src/core/index.ts");
const SEATS: Colour[] = ["Red", "Blue", "Yellow"];

/** Node's answer, checked against Lua's. */
function both(s: GameState, c: Command): ReturnType<typeof apply> {
  const node = apply(s, c);
  expect(lua.call("apply", s, c)).toEqual(normalise(node));
  return node;
}

function run(s: GameState, ...cs: Command[]): GameState {
  let out = s;
  for (const c of cs) {
    const r = both(out, c);
    if (!r.ok) throw new Error(r.reason);
    out = r.value;
  }
  return out;
}

/** Act III chapter 1 at its scoring: Red holds `fate`; Blue an Outlaw when asked; Red First Regent and initiative. */
function actThree(fate: string, over: Partial<CampaignState> = {}, ambitions: string[] = [], blueOutlaw = false): GameState {
  const record: CampaignRecord = {
    version: 1, nextAct: "III", seats: SEATS, initiative: "Red", firstRegent: "Red", booklet: ["AID04", "AID03", "AID05"], policy: "peace",
    players: SEATS.map((colour, i) => ({ colour, fate: [fate, "FATE19", "FATE24"][i], power: 3, title: blueOutlaw && colour === "Blue" ? ("outlaw" as const) : ("regent" as const), favors: [] })),
  };
  const r = apply(initialState(), { type: "startAct", record, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id) } as Command);
  if (!r.ok) throw new Error(r.reason);
  const s = r.value;
  const markers = s.markers.map((m, i) => (i < ambitions.length ? { ...m, at: ambitions[i] as never } : m));
  return { ...s, round: undefined, phase: "scoring", markers, players: s.players.map((p) => ({ ...p, hand: [] })), campaign: { ...(s.campaign as CampaignState), ...over } };
}

const claim = (n: number): Command => ({ type: "grandAmbitions", checked: true, results: [{ player: "Red", fulfilled: n }] }) as Command;
const blank = () => ({ material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 });
function score(players: Partial<PlayerSnapshot>[] = [], map?: MapSnapshot): Command {
  const snapshot = { players: SEATS.map((colour, i) => ({ colour, resources: blank(), guildCards: blank(), captives: 0, trophies: 0, citiesOnBoard: 4, ...(players[i] ?? {}) })) };
  return (map === undefined ? { type: "score", snapshot } : { type: "score", snapshot, map }) as Command;
}
const planets = SYSTEMS.filter((x) => x.kind === "planet").map((x) => x.id);
const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");

test("BR p.9, F122B: an Outlaw city outside the Empire's control, and the Imperial Trust over the chapter, in Lua too", () => {
  const map: MapSnapshot = { systems: [{ system: "2.1", pieces: [{ owner: "Blue", kind: "city", fresh: 1, damaged: 0 }, { owner: "empire", kind: "ship", fresh: 0, damaged: 1 }] }] };
  const s = run(actThree("FATE01", { trust: ["relic", "fuel"] }, [], true), claim(0), score([], map));
  expect(texts(s)).toContain("F122B no (the Empire does not control Blue's city in 2.1); F122B yes (2 resource(s) in the Imperial Trust, chapter 1)");
  run(actThree("FATE01", {}, [], true), claim(1), score());
});

test("BR p.9, F624B and F423B: Guild cards from the snapshot, the initiative from the state; a claim past the players' lines refused alike", () => {
  const guild = (material: number, fuel: number) => ({ guildCards: { ...blank(), material, fuel } });
  const given = run(actThree("FATE06"), claim(1));
  expect(both(given, score([guild(2, 0), guild(1, 1)])).ok).toBe(false);
  run(actThree("FATE06"), claim(0), score([guild(3, 0), guild(1, 1)]));
  run(actThree("FATE04"), claim(1), score([guild(1, 1)]));
});

test("BR p.9, F719B: planets controlled and Loyal ships (a Flagship among them) on the map, in Lua too", () => {
  const systems: MapSnapshot["systems"] = planets.slice(0, 9).map((id) => ({ system: id, pieces: [{ owner: "Red", kind: "ship", fresh: 1, damaged: 0 }] }));
  systems.push({ system: planets[9], pieces: [{ owner: "Blue", kind: "ship", fresh: 3, damaged: 0 }, { owner: "Blue", kind: "flagship", fresh: 1, damaged: 0 }] });
  const s = run(actThree("FATE07"), claim(0), score([], { systems }));
  expect(texts(s)).toContain("Red fulfils both: +4 Power");
});

test("BR p.9, F1011B, F1112B, F1312B: a Rival who won Tyrant or Warlord (an untied first, BR p.8) in Lua too", () => {
  run(actThree("FATE10", {}, ["tyrant"]), claim(1), score([{}, { captives: 1 }]));
  const won = run(actThree("FATE11", {}, ["warlord"]), claim(0));
  expect(both(won, score([{}, { trophies: 1 }], { systems: [] })).ok).toBe(true);
  expect(both(run(actThree("FATE11", {}, ["warlord"]), claim(1)), score([{}, { trophies: 1 }])).ok).toBe(false);
  run(actThree("FATE11"), claim(1), score([], { systems: [{ system: "1.1", pieces: [{ owner: "Red", kind: "ship", fresh: 1, damaged: 0 }] }] }));
  run(actThree("FATE13", {}, ["warlord"]), claim(1), score([{ trophies: 1 }, { trophies: 1 }]));
});

test("seed 003 F1507B (a Ceasefire face up is a cluster at Peace) and F1617B (Fiefs, Seats controlled) from the Fate tokens on the map, in Lua too", () => {
  const tokens = [{ system: "1.0", token: "Ceasefire" }, { system: "2.0", token: "Ceasefire", faceDown: true }, { system: "1.1", token: "Seat 1st", on: "Red" }, { system: "4.2", token: "Seat 4th", on: "Red" }];
  const systems = [{ system: "1.1", pieces: [{ owner: "Red", kind: "city", fresh: 1, damaged: 0 }, { owner: "Red", kind: "ship", fresh: 2, damaged: 0 }] }];
  const map = { systems, fateTokens: tokens } as MapSnapshot;
  expect(texts(run(actThree("FATE15"), claim(0), score([], map)))).toContain("F1507B no (1 cluster(s) at Peace)");
  expect(texts(run(actThree("FATE16"), claim(0), score([], map)))).toContain("F1617B yes (Red has the most Fief(s) (2)); F1617B no (1 Seat(s) controlled, chapter 1)");
  run(actThree("FATE16"), claim(2), score([], { systems: [] }));
});

test("seed 003 F1312B line 2 and F1313: the pieces read on Blight Hunger over the chapter, the return instruction, a bad count refused, in Lua too", () => {
  const two = run(actThree("FATE13"), claim(0), score([{}, { hunger: 2 }]));
  expect(texts(two)).toContain("F1312B yes (2 piece(s) on Blight Hunger, chapter 1)");
  expect(two.lastScoring!.instructions).toContain("return the pieces on Blight Hunger (F1313) to their supplies");
  expect(texts(run(actThree("FATE13"), claim(0), score([{ hunger: 1 }])))).toContain("F1312B no (1 piece(s) on Blight Hunger, chapter 1)");
  expect(both(run(actThree("FATE13"), claim(0)), score([{ hunger: -1 }])).ok).toBe(false);
});

test("BR p.9, F1408B with the Imperial Trust (BR p.27), F906 Portal Seekers, and an older command without `checked`, in Lua too", () => {
  const psi = (n: number) => ({ resources: { ...blank(), psionic: n } });
  run(actThree("FATE14", { trust: ["psionic"] }), claim(0), score([psi(0), psi(1), psi(1)]));
  run(actThree("FATE06"), claim(1), score([{ cards: ["F906"], guildCards: { ...blank(), relic: 1 } }]));
  const old = run(actThree("FATE06"), { type: "grandAmbitions", results: [{ player: "Red", fulfilled: 2 }] } as Command, score());
  expect(texts(old)).toContain("Red fulfils both: +4 Power");
});
