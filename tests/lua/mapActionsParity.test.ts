/**
 * Parity: the map's actions (src/core/map, the campaign's src/core/campaign/mapActions.ts) give the
 * same states and refusals in Lua as in Node: a base replay with moves, Catapults, builds, taxes and
 * repairs (accepted and refused), and campaign commands under the Empire's Laws.
 */
import type { Command, GameLog, GameState } from "../../src/core/game/types";
import { apply, replay } from "../../src/core/rules";
import { startGame, setupCommand } from "../core/game/helpers";
import { catapult, HANDS, mapAction, mapOf, move, redLeads as baseLeads, SEATS, withPowers } from "../core/map/fixtures";
import { run } from "../core/game/helpers";
import { passageMap, redLeads, withPassageLaw } from "../core/campaign/mapFixtures";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import type { CampaignState } from "../../src/core/campaign/types";
import { rulesBookletOf } from "../../src/core/campaign/booklet";
import { redToBattle, roll } from "../core/campaign/battleFixtures";
import { newPlayerHoldings } from "../../src/core/court/types";
import { turnActions } from "../../src/core/game/actions";

const lua = loadCoreModuleInLua("src/core/index.ts");

const home = mapOf({ "3.3": { Red: { ship: [3, 1], starport: [1, 0], city: [1, 0] } }, "3.2": { Red: { ship: [2, 0] }, Blue: { ship: [1, 0], city: [1, 0] } }, "2.0": { Blue: { ship: [2, 0] } }, "2.2": { Blue: { ship: [1, 0] } } });

function baseLog(): GameLog {
  const start = startGame({ seats: SEATS, hands: HANDS, setupCard: "3SETUP03" });
  return {
    version: 1,
    commands: [
      setupCommand({ seats: SEATS, hands: HANDS, setupCard: "3SETUP03" }),
      { type: "shuffleDiscard", order: start.discard.slice() } as Command,
      mapAction("Red", move("3.3", "3.0", 1), home), // no card played yet
      { type: "lead", player: "Red", card: "mobilization-2" },
      mapAction("Red", catapult("3.3", [["3.0", 1], ["4.0", 1], ["3.1", 1]]), home),
      mapAction("Red", catapult("3.3", [["1.0", 1]]), home), // gate 2 stops it, gate 4 and the path lead on: accepted
      mapAction("Red", catapult("3.3", [["3.1", 1], ["3.2", 1]]), home), // two stops
      mapAction("Red", move("3.2", "3.0", 1), home),
      mapAction("Red", move("3.2", "3.0", 2), home, true),
      mapAction("Red", { kind: "build", system: "3.3", piece: "ship" }, home), // Mobilization cannot build
      { type: "endTurn", player: "Red" },
      { type: "follow", player: "Blue", card: "construction-5", mode: "pivot" },
      mapAction("Blue", { kind: "build", system: "2.2", piece: "starport" }, home),
      mapAction("Blue", { kind: "build", system: "3.2", piece: "ship" }, home), // no Blue starport on this map
      mapAction("Blue", { kind: "repair", system: "3.3", owner: "Red", piece: "ship" }, home),
      { type: "undoAction", player: "Blue", action: "build" },
    ],
  };
}

/** Node's and Lua's answers to each command on its state: the turn's record and events, or the refusal. */
function bothAnswers(cases: [GameState, Command][]): { node: unknown[]; lua: unknown[] } {
  const node = cases.map(([s, c]) => {
    const r = apply(s, c);
    return r.ok ? { ok: true, actions: r.value.actions, events: r.value.events } : r;
  });
  const inLua = cases.map(([s, c]) => {
    const r = lua.call("apply", s, c) as { ok: boolean; value?: GameState; reason?: string };
    return r.ok ? { ok: true, actions: (r.value as GameState).actions, events: (r.value as GameState).events } : r;
  });
  return { node: normalise(node) as unknown[], lua: inLua };
}

describe("the map's actions run identically in Node and in Lua", () => {
  test("seed 003 F1803 Building Bunkers: a Bunker's build, accepted (fresh, damaged) and refused, the same answers", () => {
    const s = redLeads("construction");
    const c = s.campaign as CampaignState;
    const survivalist = { ...s, campaign: { ...c, players: c.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE18", letter: "C" as const } : p)) } };
    const map = { ...mapOf({ "1.2": { Red: { ship: [1, 0] } }, "1.3": { Red: { city: [1, 0] }, Blue: { ship: [1, 0] } } }), fateTokens: [{ system: "1.3" as const, token: "Bunker" }] };
    const bunker = (system: string, agents: number, m = map) => mapAction("Red", { kind: "build", system, piece: "bunker", agents } as never, m);
    const cases: [GameState, Command][] = [
      [survivalist, bunker("1.2", 3)],
      [survivalist, bunker("1.3", 3, { ...map, fateTokens: [] })],
      [survivalist, bunker("1.3", 3)],
      [survivalist, bunker("1.0", 3)],
      [survivalist, bunker("1.2", 0)],
      [s, bunker("1.2", 3)],
    ];
    const { node, lua: inLua } = bothAnswers(cases);
    expect(node.filter((r) => (r as { ok: boolean }).ok).length).toBe(2);
    expect(inLua).toEqual(node);
  });

  test("the card reference's L01 Summon, L09 Cloud Cities, L10 Nurture, L11 Gate Stations: the same answers", () => {
    const lore = (card: string, cards: string[]) => baseLeads(card, withPowers("Red", { lore: cards }));
    const map = mapOf({ "3.3": { Red: { ship: [2, 0], city: [1, 0] } }, "3.2": { Red: { ship: [2, 0] }, Blue: { city: [1, 0] } } });
    const gateMap = mapOf({ "3.3": { Red: { ship: [2, 0], city: [1, 0] } }, "3.2": { Red: { ship: [2, 0] }, Blue: { city: [1, 0] } }, "3.0": { Red: { ship: [1, 0], city: [1, 0] } } });
    const cloudMap = { systems: map.systems.map((sp) => (sp.system !== "3.3" ? sp : { ...sp, pieces: sp.pieces.map((p) => (p.kind === "city" ? { ...p, outside: 1 } : p)) })) };
    const summon = mapAction("Red", { kind: "build", system: "3.2", piece: "ship", at: "city" }, map);
    const cases: [GameState, Command][] = [
      [lore("construction-3", ["L01"]), summon],
      [run(lore("construction-3", ["L01"]), summon), summon],
      [lore("construction-3", []), summon],
      [lore("construction-3", ["L09"]), mapAction("Red", { kind: "build", system: "3.3", piece: "city", outside: true }, map)],
      [lore("construction-3", ["L09"]), mapAction("Red", { kind: "build", system: "3.3", piece: "starport" }, cloudMap)],
      [lore("construction-3", []), mapAction("Red", { kind: "build", system: "3.3", piece: "starport" }, cloudMap)],
      [lore("construction-3", ["L10"]), mapAction("Red", { kind: "tax", system: "3.3", owner: "Red" }, map)],
      [lore("administration-4", ["L11"]), mapAction("Red", { kind: "tax", system: "3.0", owner: "Red", gain: "weapon" }, gateMap)],
      [lore("administration-4", ["L11"]), mapAction("Red", { kind: "tax", system: "3.0", owner: "Red", gain: "relic" }, gateMap)],
    ];
    const { node, lua: inLua } = bothAnswers(cases);
    expect(node.filter((r) => (r as { ok: boolean }).ok).length).toBe(5);
    expect(inLua).toEqual(node);
  });


  test("seed 003 F1610 Feudal Law, F1609 Seats & Fiefs: the Lord's taxes and the battle roll's words, the same answers", () => {
    const feudal = (g: GameState): GameState => {
      const c = g.campaign as CampaignState;
      return { ...g, campaign: { ...c, rulesBooklet: { edicts: rulesBookletOf(c).edicts, laws: [["F1609"], ["F1610"]] } } };
    };
    const seats = (on: "Red" | "Blue", system: string) => [{ system: system as never, token: "Seat 1st", on }];
    const map = mapOf({ "1.1": { Red: { city: [1, 0] } }, "1.2": { Red: { ship: [2, 0] }, Blue: { ship: [1, 0], city: [1, 0] } }, "1.3": { free: { city: [1, 0] } } });
    const a = feudal(redLeads("administration"));
    const b = feudal(redToBattle({ Red: "outlaw" }));
    const attack = (m: typeof map) => roll(m, { system: "1.2", defender: "Blue", attacking: { fresh: 2, damaged: 0 }, ships: { fresh: 1, damaged: 0 }, cities: { fresh: 1, damaged: 0 }, dice: { skirmish: 2, assault: 0, raid: 0 }, planetType: "fuel" });
    const cases: [GameState, Command][] = [
      [a, mapAction("Red", { kind: "tax", system: "1.2", owner: "Blue" }, { ...map, fateTokens: seats("Red", "1.1") })],
      [a, mapAction("Red", { kind: "tax", system: "1.3", owner: "free" }, { ...map, fateTokens: seats("Red", "1.1") })],
      [a, mapAction("Red", { kind: "tax", system: "1.3", owner: "free" }, { ...map, fateTokens: seats("Blue", "1.2") })],
      [b, attack({ ...map, fateTokens: seats("Red", "1.1") })],
      [b, attack({ ...map, fateTokens: seats("Blue", "1.2") })],
    ];
    const { node, lua: inLua } = bothAnswers(cases);
    expect(node.map((r) => (r as { ok: boolean }).ok)).toEqual([true, true, false, true, true]);
    expect(JSON.stringify(node)).toContain("Feudal Law (F1610)");
    expect(inLua).toEqual(node);
  });

  test("seed 003 F1302 Spore Ships, F1306 Blight Reapers' Harvest: the same answers", () => {
    const held = (m: ReturnType<typeof mapOf>, cards: string[]) => ({ ...m, playAreas: [{ colour: "Red" as const, cards }] });
    const past = held(mapOf({ "1.2": { Red: { ship: [2, 0], starport: [1, 0] } }, "1.0": { blight: { blight: [0, 1] } } }), ["F1302"]);
    const through = (m: ReturnType<typeof mapOf>) => mapAction("Red", { kind: "move", from: "1.2", groups: [{ to: "1.0", ships: { fresh: 1, damaged: 0 } }, { to: "2.0", ships: { fresh: 1, damaged: 0 } }] }, m);
    const reap = held(mapOf({ "1.2": { Red: { ship: [1, 0] }, blight: { blight: [0, 1] } }, "1.0": { Red: { ship: [1, 0] }, blight: { blight: [0, 1] } }, "1.3": { Blue: { ship: [1, 0] }, blight: { blight: [0, 1] } } }), ["F1306"]);
    const harvest = (system: string, gain?: string) => mapAction("Red", (gain === undefined ? { kind: "harvest", system } : { kind: "harvest", system, gain }) as never, reap);
    const a = redLeads("administration");
    const cases: [GameState, Command][] = [
      [redLeads("mobilization"), through(past)],
      [redLeads("mobilization"), through(held(past, []))],
      [a, harvest("1.2")],
      [a, harvest("1.0", "relic")],
      [a, harvest("1.2", "relic")],
      [a, harvest("1.3")],
    ];
    const { node, lua: inLua } = bothAnswers(cases);
    expect(node.map((r) => (r as { ok: boolean }).ok)).toEqual([true, false, true, true, false, false]);
    expect(inLua).toEqual(node);
  });

  test("seed 003 F1304 Blight Fury, F2102 Blight Society: Blight moved and repaired, refused, and the scrap told at the roll, the same answers", () => {
    const held = (m: ReturnType<typeof mapOf>, cards: string[]) => ({ ...m, playAreas: [{ colour: "Red" as const, cards }] });
    const m = held(mapOf({ "1.2": { Red: { ship: [1, 0], starport: [1, 0] }, blight: { blight: [1, 1] } }, "1.3": { Blue: { ship: [1, 0] }, blight: { blight: [0, 1] } } }), ["F1304"]);
    const blight = (from: string, to: string, fresh: number, damaged: number, map = m) => mapAction("Red", { kind: "move", from, groups: [{ to, ships: { fresh: 0, damaged: 0 }, blight: { fresh, damaged } }] } as never, map);
    const repair = (system: string, map = m) => mapAction("Red", { kind: "repair", system, owner: "blight", piece: "blight" } as never, map);
    const mv = redLeads("mobilization");
    const a = redLeads("administration");
    const b = { systems: [{ system: "3.0" as never, pieces: [{ owner: "Red" as const, kind: "ship" as const, fresh: 2, damaged: 0 }, { owner: "blight" as const, kind: "blight" as const, fresh: 1, damaged: 0 }] }] };
    const cases: [GameState, Command][] = [
      [mv, blight("1.2", "1.0", 1, 1)],
      [mv, blight("1.2", "2.0", 1, 0)],
      [mv, blight("1.3", "1.0", 0, 1)],
      [mv, blight("1.2", "1.0", 2, 0)],
      [mv, blight("1.2", "1.0", 1, 0, held(m, []))],
      [a, repair("1.2")],
      [a, repair("1.3")],
      [redToBattle(), roll(held(b as never, ["F2102"]), { system: "3.0", defender: "blight", attacking: { fresh: 2, damaged: 0 }, ships: { fresh: 1, damaged: 0 }, dice: { skirmish: 2, assault: 0, raid: 0 } })],
    ];
    const { node, lua: inLua } = bothAnswers(cases);
    expect(node.map((r) => (r as { ok: boolean }).ok)).toEqual([true, false, false, false, false, true, false, true]);
    expect(JSON.stringify(node)).toContain("Blight Society (F2102)");
    expect(inLua).toEqual(node);
  });

  test("seed 003 F1012 Happy Hosts' Pacify, F227 Freedom Fighters' Incite Revolt: the same answers", () => {
    const held = (m: ReturnType<typeof mapOf>, cards: string[]) => ({ ...m, playAreas: [{ colour: "Red" as const, cards }] });
    const m = mapOf({ "1.2": { Red: { ship: [2, 1] }, Blue: { ship: [0, 1] }, empire: { ship: [0, 1] } }, "2.1": { free: { city: [1, 0] }, Yellow: { ship: [0, 2] } }, "2.2": { free: { city: [0, 1] }, Blue: { ship: [0, 1] } } });
    const card = (id: string, system?: string) => mapAction("Red", (system === undefined ? { kind: "card", card: id } : { kind: "card", card: id, system }) as never, held(m, ["F1012", "F227"]));
    const g = redLeads("aggression", "regent");
    const cases: [GameState, Command][] = [[g, card("F1012")], [g, card("F227", "2.1")], [g, card("F227", "2.2")], [g, card("F227")], [g, card("F999")], [redLeads("administration"), card("F1012")]];
    const { node, lua: inLua } = bothAnswers(cases);
    expect(node.map((r) => (r as { ok: boolean }).ok)).toEqual([true, true, false, false, false, false]);
    expect(inLua).toEqual(node);
  });

  test("seed 003 F2205 the Twisted Passage, F2202 Catapult Overdrive, F2203 Breaking Gates: moves in and out, a Catapult through it, a gate broken, refusals: the same answers", () => {
    const TP = "Twisted Passage";
    const g = withPassageLaw(redLeads("mobilization"));
    const m = passageMap(mapOf({ "3.1": { Red: { ship: [2, 0], starport: [1, 0] } }, "4.1": { Red: { ship: [2, 0], starport: [1, 0] } }, "5.0": { Blue: { ship: [1, 0] } }, [TP]: { Red: { ship: [1, 0] }, Blue: { ship: [2, 0] } } }), ["2.0"], "hex", ["F2202", "F2203"]);
    const bare = passageMap(m, ["2.0"], "hex");
    const breaking = { kind: "move", from: "3.1", groups: [{ to: "3.0", ships: { fresh: 2, damaged: 0 } }], breaking: true } as never;
    const cases: [GameState, Command][] = [
      [g, mapAction("Red", move("3.1", TP, 1), passageMap(m, ["3.0"], "hex"))], [g, mapAction("Red", move(TP, "5.3", 1), m)], [g, mapAction("Red", move(TP, "5.1", 1), m)],
      [g, mapAction("Red", catapult("4.1", [["6.3", 2]]), passageMap(m, ["3.0"], "hex", ["F2202"]))], [g, mapAction("Red", catapult("4.1", [["6.3", 2]]), passageMap(m, ["3.0"], "hex"))],
      [g, mapAction("Red", breaking, m)], [g, mapAction("Red", breaking, bare)], [g, mapAction("Red", move("3.1", "2.0", 1), m)], [redLeads("mobilization"), mapAction("Red", move("3.1", TP, 1), mapOf({ "3.1": { Red: { ship: [1, 0] } } }))],
    ];
    const { node, lua: inLua } = bothAnswers(cases);
    expect(node.map((r) => (r as { ok: boolean }).ok)).toEqual([true, true, false, true, false, true, false, false, false]);
    expect(inLua).toEqual(node);
  });

  test("seed 003 F2206 Passage Storms' When Secured 'Move any number of times from the Twisted Passage to any planets': its moves granted, free, to any planet; refused from elsewhere, to a gate, to another player: the same answers", () => {
    const TP = "Twisted Passage";
    const g = withPassageLaw(redLeads("mobilization"));
    const granted = { ...g, actions: { ...turnActions(g, "Red"), mapActs: ["F2206@0"] } } as GameState;
    const m = passageMap(mapOf({ [TP]: { Red: { ship: [2, 0] }, Blue: { ship: [1, 0] } }, "3.1": { Red: { ship: [1, 0] } } }), ["2.0"], "hex");
    const storms = (from: string, to: string) => ({ ...move(from as never, to as never, 1), storms: true }) as never;
    const cases: [GameState, Command][] = [
      [granted, mapAction("Red", storms(TP, "5.1"), m)], [granted, mapAction("Red", storms(TP, "5.0"), m)], [granted, mapAction("Red", storms("3.1", "5.1"), m)],
      [granted, mapAction("Blue", storms(TP, "5.1"), m)], [g, mapAction("Red", storms(TP, "5.1"), m)],
    ];
    const { node, lua: inLua } = bothAnswers(cases);
    expect(node.map((r) => (r as { ok: boolean }).ok)).toEqual([true, false, false, false, false]);
    expect(inLua).toEqual(node);
  });

  test("seed 003 F1004 Song of the Banner's Call Spirits (Tax) and Call Bodies (Build): the same answers, once per turn included", () => {
    const m = { ...mapOf({ "4.2": { Blue: { ship: [2, 0] } } }), playAreas: [{ colour: "Red" as const, cards: ["F1004"] }], fateTokens: [{ system: "1.2" as const, token: "Banner" }, { system: "4.2" as const, token: "Banner" }] };
    const call = (c: string, system: string) => mapAction("Red", { kind: "card", card: "F1004", call: c, system } as never, m);
    const adm = redLeads("administration");
    const con = redLeads("construction");
    const cases: [GameState, Command][] = [[adm, call("spirits", "1.2")], [con, call("bodies", "4.2")], [run(adm, call("spirits", "1.2")), call("spirits", "4.2")], [run(con, call("bodies", "4.2")), call("bodies", "1.2")], [adm, call("spirits", "1.1")], [adm, call("bodies", "1.2")]];
    const { node, lua: inLua } = bothAnswers(cases);
    expect(node.map((r) => (r as { ok: boolean }).ok)).toEqual([true, true, false, false, false, false]);
    expect(JSON.stringify(node)).toContain("once per turn");
    expect(inLua).toEqual(node);
  });

  test("seed 003 F1612 Warden's Levy (Tax), its Vassals from F1609's Seats: the same answers, the card's max included", () => {
    const c = redLeads("administration").campaign as CampaignState;
    const s = { ...redLeads("administration"), campaign: { ...c, rulesBooklet: { edicts: rulesBookletOf(c).edicts, laws: [["F1609"], ["F1610"]] } } };
    const m = { ...mapOf({ "1.1": { Red: { city: [1, 0] } }, "1.2": { Blue: { city: [1, 0] } }, "2.1": { Red: { city: [1, 0] } }, "2.2": { Blue: { flagship: [1, 0] } } }), playAreas: [{ colour: "Red" as const, cards: ["F1612"] }], fateTokens: [{ system: "1.1" as const, token: "Seat 1st", on: "Red" as const }, { system: "2.1" as const, token: "Seat 2nd", on: "Red" as const }] };
    const levy = (vassal: string, held: number) => mapAction("Red", { kind: "card", card: "F1612", vassal, held } as never, m);
    const cases: [GameState, Command][] = [[s, levy("Blue", 1)], [s, levy("Blue", 2)], [s, levy("Yellow", 0)], [s, levy("Red", 0)], [redLeads("administration"), levy("Blue", 0)]];
    const { node, lua: inLua } = bothAnswers(cases);
    expect(node.map((r) => (r as { ok: boolean }).ok)).toEqual([true, false, false, false, false]);
    expect(JSON.stringify(node)).toContain("max of 2 Blue ships");
    expect(inLua).toEqual(node);
  });

  test("seed 003 F1103A Hammer Fragments' Repair Hammer, F1101B's advance for each Hammer Fragment taken: the same answers", () => {
    const m = { ...mapOf({ "2.1": { Red: { ship: [2, 0] } }, "2.2": { Blue: { ship: [1, 0] } }, "3.1": { Red: { ship: [1, 0] } } }), playAreas: [{ colour: "Red" as const, cards: ["F1103A"] }], fateTokens: [{ system: "2.1", token: "Hammer Fragment" }, { system: "2.2", token: "Hammer Fragment" }, { system: "3.1", token: "Hammer Fragment", faceDown: true }] };
    const hammer = (system: string) => mapAction("Red", { kind: "card", card: "F1103A", system } as never, m as never);
    const s = redLeads("construction");
    const campaign = s.campaign as CampaignState;
    const g = { ...s, campaign: { ...campaign, act: "II" as const, players: campaign.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE11", letter: "B" as const, objective: 12 } : p)) } };
    const cases: [GameState, Command][] = [[g, hammer("2.1")], [g, hammer("2.2")], [g, hammer("3.1")], [redLeads("aggression"), hammer("2.1")]];
    const { node, lua: inLua } = bothAnswers(cases);
    expect(node.map((r) => (r as { ok: boolean }).ok)).toEqual([true, false, false, false]);
    expect(JSON.stringify(node[0])).toContain("marker 12 -> 11");
    expect(inLua).toEqual(node);
  });

  test("seed 003 F1402 Witnesses' Prelude (a Witness at a Psionic planet Red controls, BR p.10; declare Empath), F1401B's advance per Psionic spent while Empath is declared: the same answers", () => {
    const m = { ...mapOf({ "2.1": { Red: { ship: [1, 0] } }, "6.3": { Blue: { ship: [1, 0] } }, "2.2": { Red: { ship: [1, 0] } } }), playAreas: [{ colour: "Red" as const, cards: ["F1402"] }], fateTokens: ["2.1", "6.3", "2.2"].map((system) => ({ system, token: "Witness" })) };
    const witness = (system: string) => mapAction("Red", { kind: "card", card: "F1402", system } as never, m as never);
    const empath = mapAction("Red", { kind: "card", card: "F1402", call: "empath" } as never, m as never);
    const s = redLeads("construction");
    const campaign = s.campaign as CampaignState;
    const g = { ...s, campaign: { ...campaign, act: "II" as const, players: campaign.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE14", letter: "B" as const, objective: 9 } : p)) } };
    const spend = { type: "spendResource", player: "Red", resource: "psionic", outrage: [] } as Command;
    const cases: [GameState, Command][] = [[g, witness("2.1")], [g, witness("6.3")], [g, witness("2.2")], [g, empath], [run(g, empath), spend]];
    const { node, lua: inLua } = bothAnswers(cases);
    expect(node.map((r) => (r as { ok: boolean }).ok)).toEqual([true, false, false, true, true]);
    expect(JSON.stringify(node[4])).toContain("marker 9 -> 8");
    expect(inLua).toEqual(node);
  });

  test("seed 003 F1104 Planet Hammer's Prepare and F1105-F1109 the Refugees' Resettle (Build): the same answers", () => {
    const m = { ...mapOf({ "2.1": { Red: { ship: [2, 0] } }, "2.2": { Blue: { ship: [1, 0] } }, "1.2": { Red: { ship: [1, 0], city: [1, 0] } }, "2.3": { Red: { ship: [1, 0] } } }), playAreas: [{ colour: "Red" as const, cards: ["F1104", "F1109", "F1107", "F1106"] }] };
    const build = (system: string, piece: string) => mapAction("Red", { kind: "build", system, piece } as never, m as never);
    const s = redLeads("construction");
    const cases: [GameState, Command][] = [
      [s, build("2.1", "hammer")], [s, build("2.2", "hammer")], [s, build("1.0", "hammer")],
      [s, build("2.1", "free city")], [s, build("2.3", "free city")], [s, build("2.2", "free city")], [s, build("1.2", "free city")], [redLeads("aggression"), build("2.1", "free city")],
    ];
    const { node, lua: inLua } = bothAnswers(cases);
    expect(node.map((r) => (r as { ok: boolean }).ok)).toEqual([true, false, false, true, false, false, false, false]);
    expect(JSON.stringify(node[3])).toContain("clear your psionic Outrage");
    expect(inLua).toEqual(node);
  });

  test("seed 003 F1104 Planet Hammer's Break World (Battle) and F1103B Breaking Worlds (each Rival in turn order, then the holder: everyone's Outrage, the Court's Guild cards; F1101B's advance 6): the same answers", () => {
    const m = (red: number) => ({ ...mapOf({ "2.1": { Red: { ship: [red, 0] }, Blue: { ship: [1, 0], city: [1, 0] } } }), playAreas: [{ colour: "Red" as const, cards: ["F1104"] }], fateTokens: [{ system: "2.1", token: "Hammer Fragment" }] });
    const players = (["Red", "Blue", "Yellow"] as const).map((c) => newPlayerHoldings(c, 4));
    players[1].resources = ["psionic", "relic", "empty", "empty", "empty", "empty"];
    players[1].guildCards = ["CC08", "CC01"];
    const court = { players, court: { deck: [], row: [{ card: "CC07", agents: { Red: 1 } }, { card: "CC01", agents: {} }, { card: "CC08", agents: {} }], discard: [] }, supply: { material: 5, fuel: 5, weapon: 5, relic: 5, psionic: 4 } };
    const press = (player: string, red = 2) => ({ type: "breakWorld", player, map: m(red), court }) as Command;
    const s = redLeads("aggression");
    const campaign = s.campaign as CampaignState;
    const g = { ...s, campaign: { ...campaign, act: "II" as const, players: campaign.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE11", letter: "B" as const, objective: 12 } : p)) } };
    const broke = run(g, mapAction("Red", { kind: "card", card: "F1104" } as never, m(2) as never));
    const done = run(broke, press("Blue"), press("Yellow"));
    const cases: [GameState, Command][] = [
      [g, mapAction("Red", { kind: "card", card: "F1104" } as never, m(2) as never)], [g, mapAction("Red", { kind: "card", card: "F1104" } as never, { ...m(2), fateTokens: [] } as never)],
      [broke, press("Yellow")], [broke, press("Red")], [broke, press("Blue")], [done, press("Red")], [done, press("Red", 1)],
      [done, { ...press("Red"), court: { ...court, court: { ...court.court, row: [{ card: "CC01", agents: {} }] } } } as Command],
    ];
    const { node, lua: inLua } = bothAnswers(cases);
    expect(node.map((r) => (r as { ok: boolean }).ok)).toEqual([true, false, false, false, true, true, true, true]);
    expect(JSON.stringify(node[5])).toContain("marker 12 -> 6");
    expect(JSON.stringify(node[7])).toContain("(agents home): none; refill the Court");
    expect(JSON.stringify(node[5])).toContain("Lattice Spies (CC07), Silver Tongues (CC08)");
    expect(inLua).toEqual(node);
  });

  test("seed 003 F1302 Spore Ships' Spawn (Build), F1301B's advance per Blight placed with Spore Ships: the same answers", () => {
    const m = { ...mapOf({ "1.2": { Red: { ship: [2, 0] }, blight: { blight: [1, 0] } }, "1.1": { Red: { ship: [1, 0] }, blight: { blight: [0, 1] } }, "1.3": { Blue: { ship: [2, 0] }, blight: { blight: [1, 0] } } }), playAreas: [{ colour: "Red" as const, cards: ["F1302", "F2102"] }] };
    const spawn = (system: string) => mapAction("Red", { kind: "card", card: "F1302", system } as never, m as never);
    const s = redLeads("construction");
    const campaign = s.campaign as CampaignState;
    const g = { ...s, campaign: { ...campaign, act: "II" as const, players: campaign.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE13", letter: "B" as const, objective: 10 } : p)) } };
    const empty = mapAction("Red", { kind: "card", card: "F1302", system: "1.2", blight: 0 } as never, m as never);
    const cases: [GameState, Command][] = [[g, spawn("1.2")], [g, spawn("1.1")], [g, spawn("1.3")], [redLeads("aggression"), spawn("1.2")], [g, empty]];
    const { node, lua: inLua } = bothAnswers(cases);
    expect(node.map((r) => (r as { ok: boolean }).ok)).toEqual([true, false, false, false, true]);
    // No Blight to place (F1301B): the Spawn is taken, the objective does not move.
    expect(JSON.stringify(node[4])).not.toContain("F1301B");
    expect(JSON.stringify(node[0])).toContain("marker 10 -> 9");
    expect(JSON.stringify(node[0])).toContain("Blight Society (F2102)");
    expect(inLua).toEqual(node);
  });

  test("seed 003 F2103 Spore Guides' Seed (Build): the number die, the change by returned Loyal agents (6 wraps to 1), a system with no Blight in the rolled cluster: the same answers", () => {
    const m = { ...mapOf({ "1.2": { blight: { blight: [0, 1] } }, "1.1": { Blue: { ship: [2, 0] } } }), playAreas: [{ colour: "Red" as const, cards: ["F2103"] }] };
    const seed = (system: string, die: number, shift: number, agents: number) => mapAction("Red", { kind: "card", card: "F2103", system, die, shift, agents } as never, m as never);
    const s = redLeads("construction");
    const cases: [GameState, Command][] = [[s, seed("1.1", 6, 1, 1)], [s, seed("6.3", 1, -1, 2)], [s, seed("1.2", 1, 0, 0)], [s, seed("1.1", 5, 2, 1)], [s, seed("2.0", 1, 0, 0)], [redLeads("aggression"), seed("1.1", 1, 0, 0)]];
    const { node, lua: inLua } = bothAnswers(cases);
    expect(node.map((r) => (r as { ok: boolean }).ok)).toEqual([true, true, false, false, false, false]);
    expect(JSON.stringify(node[1])).toContain("1 damaged Blight in 6.3 (from the supply");
    expect(inLua).toEqual(node);
  });

  test("p.12-13, FAQ Move: the same replay, with the same refusals", () => {
    const log = baseLog();
    const node = replay(log);
    expect(node.refused.map((r) => r.index)).toEqual([2, 6, 9, 13, 14]);
    expect(lua.call("replay", log)).toEqual(normalise(node));
  });

  test("BR pp.10-11, 15, 19, 22: the campaign's rules give the same answers", () => {
    const cases: [GameState, Command][] = [];
    const imperial = mapOf({ "1.2": { Red: { ship: [2, 0], starport: [1, 0] }, empire: { ship: [3, 0] } }, "1.0": { Yellow: { ship: [1, 0] } }, "2.0": { blight: { blight: [1, 0] } } });
    for (const title of ["outlaw", "regent"] as const) {
      const s = redLeads("mobilization", title);
      cases.push([s, mapAction("Red", { kind: "move", from: "1.2", groups: [{ to: "1.0", ships: { fresh: 2, damaged: 0 }, imperial: { fresh: 2, damaged: 0 } }] }, imperial)]);
      cases.push([s, mapAction("Red", { kind: "move", from: "1.2", groups: [{ to: "3.0", ships: { fresh: 2, damaged: 0 } }] }, imperial)]);
      cases.push([s, mapAction("Red", { kind: "move", from: "1.2", groups: [{ to: "1.0", ships: { fresh: 1, damaged: 0 } }, { to: "6.0", ships: { fresh: 1, damaged: 0 }, imperial: { fresh: 1, damaged: 0 } }] }, imperial)]);
      const c = redLeads("construction", title);
      cases.push([c, mapAction("Red", { kind: "build", system: "1.2", piece: "city" }, imperial)]);
      cases.push([c, mapAction("Red", { kind: "repair", system: "1.2", owner: "empire", piece: "ship" }, mapOf({ "1.2": { Red: { ship: [1, 0] }, empire: { ship: [0, 1] } } }))]);
      const a = redLeads("administration", title);
      cases.push([a, mapAction("Red", { kind: "tax", system: "1.2", owner: "Yellow", gain: "fuel" }, mapOf({ "1.2": { Red: { ship: [1, 0] }, Yellow: { city: [1, 0] }, empire: { ship: [1, 0] } } }))]);
      cases.push([a, mapAction("Red", { kind: "tax", system: "3.3", owner: "free" }, mapOf({ "3.3": { Red: { ship: [1, 0] }, free: { city: [1, 0] } } }))]);
      cases.push([a, mapAction("Red", { kind: "tax", system: "3.3", owner: "free", gain: "relic" }, mapOf({ "3.3": { Red: { ship: [1, 0] }, free: { city: [1, 0] } } }))]);
    }
    // Ship Crane and Control Array (BR p.25): the Flagship board's Upgrades.
    const crane = { ...mapOf({ "3.2": { Red: { flagship: [1, 0], ship: [1, 0] } } }), flagships: [{ owner: "Red" as const, slots: [{ upgrade: { building: "starport" as const, damaged: false } }, {}, {}, {}, {}, {}] }] };
    const craneShip = mapAction("Red", { kind: "build", system: "3.2", piece: "ship", at: "flagship" }, crane);
    cases.push([run(redLeads("construction"), craneShip, craneShip), craneShip]);
    const array = { ...mapOf({ "3.0": { Red: { flagship: [1, 0] } }, "3.2": { Blue: { ship: [2, 0], city: [1, 0] } } }), flagships: [{ owner: "Red" as const, slots: [{}, {}, {}, { upgrade: { building: "city" as const, damaged: true } }, {}, {}] }] };
    cases.push([redLeads("administration"), mapAction("Red", { kind: "tax", system: "3.2", owner: "Blue" }, array)]);
    // Slipstream Drive (BR p.25): a Prelude Catapult from the Flagship, joined, taken back, once per turn, not both.
    const slipMap = { ...mapOf({ "3.2": { Red: { flagship: [1, 0], ship: [2, 0] } } }), flagships: [{ owner: "Red" as const, slots: [{}, {}, { upgrade: { building: "starport" as const, damaged: false } }, {}, {}, {}] }] };
    const slip = (groups: { to: "2.0" | "3.0" | "1.0"; n: number; flagship?: boolean }[], join = false) =>
      mapAction("Red", { kind: "move", from: "3.2", groups: groups.map((g) => (g.flagship === true ? { to: g.to, ships: { fresh: g.n, damaged: 0 }, flagship: true } : { to: g.to, ships: { fresh: g.n, damaged: 0 } })), slipstream: true }, slipMap, join);
    const slipped = run(redLeads("construction"), slip([{ to: "2.0", n: 1 }]));
    const slipFrom = cases.length;
    cases.push([redLeads("construction"), slip([{ to: "2.0", n: 1 }])]);
    cases.push([slipped, slip([{ to: "2.0", n: 1 }, { to: "3.0", n: 1 }], true)]);
    cases.push([slipped, slip([{ to: "1.0", n: 1 }])]);
    cases.push([slipped, { type: "undoAction", player: "Red", action: "move" } as Command]);
    cases.push([redLeads("construction"), slip([{ to: "2.0", n: 1, flagship: true }])]);
    cases.push([redLeads("construction"), mapAction("Red", { kind: "move", from: "3.2", groups: [{ to: "2.0", ships: { fresh: 1, damaged: 0 } }], slipstream: true }, mapOf({ "3.2": { Red: { flagship: [1, 0], ship: [2, 0] } } }))]);
    const answers = cases.map(([s, c]) => {
      const r = apply(s, c);
      return r.ok ? { ok: true, actions: r.value.actions, events: r.value.events } : r;
    });
    expect(answers.slice(slipFrom).map((r) => r.ok)).toEqual([true, true, false, true, false, false]);
    expect(answers.filter((r) => r.ok).length).toBeGreaterThan(4);
    expect(answers.filter((r) => !r.ok).length).toBeGreaterThan(4);
    const inLua = cases.map(([s, c]) => {
      const r = lua.call("apply", s, c) as { ok: boolean; value?: GameState; reason?: string };
      return r.ok ? { ok: true, actions: (r.value as GameState).actions, events: (r.value as GameState).events } : r;
    });
    expect(inLua).toEqual(normalise(answers));
  });
});
