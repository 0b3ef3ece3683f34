/**
 * The Blight Speaker's Guild cards (src/core/campaign/fates/blightCards.ts), read in the acting
 * player's play area the map shows (`playAreas`). Card texts: seed 003's card reference (F1302,
 * F1306); Blight ends Catapult moves: BR p.19; control on a player's turn: BR p.10.
 */
import type { Colour } from "../../../src/core/data/vocabulary";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import type { GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import { blightCardOnMap } from "../../../src/core/campaign/fates/blightCards";
import { catapultGatesToRead } from "../../../src/core/map/move";
import { campaignMapRules } from "../../../src/core/campaign/mapActions";
import { refusal, run } from "../game/helpers";
import { mapAction, mapOf, redLeads as baseRedLeads } from "../map/fixtures";
import { redLeads } from "./mapFixtures";
import { redToBattle, roll } from "./battleFixtures";

const withCards = (map: MapSnapshot, cards: string[], colour: Colour = "Red"): MapSnapshot => ({ ...map, playAreas: [{ colour, cards }] });

test("seed 003: the map reads Spore Ships, Blight Reapers, Blight Fury and Blight Society in the acting player's play area, not the Blight Speaker's other cards", () => {
  expect(["F1302", "F1306", "F1304", "F2102"].every((id) => blightCardOnMap(id))).toBe(true);
  expect(["F1301A", "F1305", "F2103", "constructor"].some((id) => blightCardOnMap(id))).toBe(false);
});

describe("seed 003 F1302 Spore Ships: 'When you take a Catapult move, Blight no longer ends it.' (BR p.19: Blight in a gate ends Catapult moves)", () => {
  // Red's starport and 2 ships in 1.2; damaged Blight in gate 1.0; gate 2.0 beyond it.
  const map = mapOf({ "1.2": { Red: { ship: [2, 0], starport: [1, 0] } }, "1.0": { blight: { blight: [0, 1] } } });
  const through = (m: MapSnapshot) => mapAction("Red", { kind: "move", from: "1.2", groups: [{ to: "1.0", ships: { fresh: 1, damaged: 0 } }, { to: "2.0", ships: { fresh: 1, damaged: 0 } }] }, m);

  test("its holder's Catapult goes on through a gate with Blight, dropping a ship there; without it, or with another player's, the Blight stops it", () => {
    const s = redLeads("mobilization");
    expect(run(s, through(withCards(map, ["F1302"]))).events[0].text).toBe("Red takes Catapult moves from 1.2: 1 ship to 1.0, 1 ship to 2.0");
    expect(refusal(s, through(map))).toMatch(/Blight in gate 1\.0 ends Catapult moves \(BR p\.19\)/);
    expect(refusal(s, through(withCards(map, ["F1302"], "Blue")))).toMatch(/Blight in gate 1\.0 ends Catapult moves/);
  });

  test("only the Blight: a Rival's control of a gate still ends its holder's Catapult (p.13)", () => {
    const held = withCards(mapOf({ "1.2": { Red: { ship: [2, 0], starport: [1, 0] } }, "1.0": { blight: { blight: [1, 0] }, Blue: { ship: [1, 0] } } }), ["F1302"]);
    expect(refusal(redLeads("mobilization"), through(held))).toMatch(/Blue, a Regent, controls gate 1\.0/);
  });

  test("the gates the table reads for its holder's Catapult go on behind a gate with Blight (catapultGatesToRead)", () => {
    const s = redLeads("mobilization");
    const rules = campaignMapRules(s);
    const read = { "1.2": true, "1.0": true };
    const behind = catapultGatesToRead(withCards(map, ["F1302"]), "1.2", "Red", false, [], rules, read);
    expect(behind.length).toBeGreaterThan(0);
    expect(behind).toContain("2.0");
    expect(catapultGatesToRead(map, "1.2", "Red", false, [], rules, read)).toEqual([]);
  });
});

describe("seed 003 F1306 Blight Reapers: 'Harvest (Tax): Destroy 1 damaged Blight from a system you control. (Do not take it as a Trophy.) Gain 1 resource of the planet in that system, or gain any 1 resource if it is a gate.'", () => {
  // 1.2 (a Fuel planet): Red's ship controls, a damaged Blight; 1.3: Blue controls; 1.1: only fresh Blight; gate 1.0: Red controls.
  const map = withCards(mapOf({
    "1.2": { Red: { ship: [1, 0] }, blight: { blight: [0, 1] } },
    "1.3": { Red: { ship: [1, 0] }, Blue: { ship: [2, 0] }, blight: { blight: [0, 1] } },
    "1.1": { Red: { ship: [1, 0] }, blight: { blight: [1, 0] } },
    "1.0": { Red: { ship: [1, 0] }, blight: { blight: [0, 1] } },
  }), ["F1306"]);
  const harvest = (system: string, m: MapSnapshot, gain?: string) => mapAction("Red", (gain === undefined ? { kind: "harvest", system } : { kind: "harvest", system, gain }) as never, m);

  test("with a Tax action, in a system Red controls with a damaged Blight: the planet's resource, and the log says the Blight goes without a Trophy", () => {
    const s = redLeads("administration");
    const after = run(s, harvest("1.2", map));
    expect(after.actions?.taken).toEqual(["tax"]);
    expect(after.events[0].text).toBe("Red Harvests with Blight Reapers (F1306): 1 damaged Blight in 1.2 destroyed (no Trophy), gains 1 fuel");
    expect(after.events[0].map).toEqual({ resource: "fuel" });
    expect(refusal(s, harvest("1.2", map, "relic"))).toBe("Blight Reapers (F1306): Harvest in 1.2 gains 1 fuel, not relic");
  });

  test("at a gate, any 1 resource: the one the table saw taken", () => {
    const after = run(redLeads("administration"), harvest("1.0", map, "relic"));
    expect(after.events[0].map).toEqual({ resource: "relic" });
  });

  test("refused: not controlled, no damaged Blight, without the card, and with no Tax action (a Mobilization card)", () => {
    const s = redLeads("administration");
    expect(refusal(s, harvest("1.3", map))).toBe("Blight Reapers (F1306): Red does not control 1.3");
    expect(refusal(s, harvest("1.1", map))).toBe("Blight Reapers (F1306): no damaged Blight in 1.1");
    expect(refusal(s, harvest("1.2", withCards(map, ["F1306"], "Blue")))).toBe("Red has no Blight Reapers (F1306)");
    expect(refusal(redLeads("mobilization"), harvest("1.2", map))).toBe("Red cannot tax: the Mobilization card gives Mobilization actions, which cannot tax; no resource gives it (p.17)");
  });
});

test("seed 003 F1306: the base game has no Blight and no Harvest: its map rules refuse one", () => {
  const m = withCards(mapOf({ "3.3": { Red: { ship: [1, 0] } } }), ["F1306"]);
  expect(refusal(baseRedLeads("administration-4"), mapAction("Red", { kind: "harvest", system: "3.3" } as never, m))).toBe("only Blight Reapers (F1306) Harvests");
});

describe("seed 003 F1304 Blight Fury, F2102 Blight Society: 'You can move and repair Blight you control. (They can't Catapult. They're not Loyal.)' (control on the holder's turn, BR p.10)", () => {
  // 1.2: Red controls (a starport, so a Catapult could leave), a fresh and a damaged Blight; 1.3: Blue controls; 1.1: the Empire controls for Red, an Outlaw.
  const map = mapOf({
    "1.2": { Red: { ship: [1, 0], starport: [1, 0] }, blight: { blight: [1, 1] } },
    "1.3": { Red: { ship: [1, 0] }, Blue: { ship: [2, 0] }, blight: { blight: [0, 1] } },
    "1.1": { Red: { ship: [1, 0] }, empire: { ship: [1, 0] }, blight: { blight: [0, 1] } },
  });
  const moveBlight = (from: string, groups: { to: string; ships?: [number, number]; blight: [number, number] }[], m: MapSnapshot) =>
    mapAction("Red", { kind: "move", from, groups: groups.map((g) => ({ to: g.to, ships: { fresh: (g.ships ?? [0, 0])[0], damaged: (g.ships ?? [0, 0])[1] }, blight: { fresh: g.blight[0], damaged: g.blight[1] } })) } as never, m);
  const repairBlight = (system: string, m: MapSnapshot) => mapAction("Red", { kind: "repair", system, owner: "blight", piece: "blight" } as never, m);

  test("a Move: its holder moves Blight from a system they control to an adjacent one, alone or with their ships, as one action", () => {
    const s = redLeads("mobilization");
    const alone = run(s, moveBlight("1.2", [{ to: "1.0", blight: [1, 1] }], withCards(map, ["F1304"])));
    expect(alone.actions?.taken).toEqual(["move"]);
    expect(alone.events[0].text).toBe("Red moves 2 Blight from 1.2 to 1.0");
    const both = run(s, moveBlight("1.2", [{ to: "1.0", ships: [1, 0], blight: [1, 0] }], withCards(map, ["F2102"])));
    expect(both.events[0].text).toBe("Red moves 1 ship and 1 Blight from 1.2 to 1.0");
    // Blight are no ships: Gate Ports (L08) is told of Red's ship, not of the Blight alone.
    const ports = { ...s, players: s.players.map((p) => (p.colour === "Blue" ? { ...p, lore: ["L08"] } : p)) };
    const gateMap = withCards({ systems: map.systems.concat(mapOf({ "1.0": { Blue: { ship: [1, 0], starport: [1, 0] } } }).systems) }, ["F1304"]);
    expect(run(ports, moveBlight("1.2", [{ to: "1.0", blight: [1, 0] }], gateMap)).events).toHaveLength(1);
    expect(run(ports, moveBlight("1.2", [{ to: "1.0", ships: [1, 0], blight: [1, 0] }], gateMap)).events[1].text).toMatch(/^Blue may capture 1 of Red's agents with Gate Ports \(L08\)/);
  });

  test("refused: without the card (or with another player's), where a Rival or the Empire controls, more Blight than lie there, and any Catapult", () => {
    const s = redLeads("mobilization");
    const held = withCards(map, ["F1304"]);
    expect(refusal(s, moveBlight("1.2", [{ to: "1.0", blight: [1, 0] }], map))).toBe("only Blight Fury or Blight Society (F1304, F2102) moves and repairs Blight");
    expect(refusal(s, moveBlight("1.2", [{ to: "1.0", blight: [1, 0] }], withCards(map, ["F2102"], "Blue")))).toBe("only Blight Fury or Blight Society (F1304, F2102) moves and repairs Blight");
    expect(refusal(s, moveBlight("1.3", [{ to: "1.0", blight: [0, 1] }], held))).toBe("Blight Fury or Blight Society (F1304, F2102): you move and repair Blight you control, and Blue controls 1.3");
    expect(refusal(s, moveBlight("1.1", [{ to: "1.0", blight: [0, 1] }], held))).toBe("Blight Fury or Blight Society (F1304, F2102): you move and repair Blight you control, and the Empire controls 1.1");
    expect(refusal(s, moveBlight("1.2", [{ to: "1.0", blight: [2, 0] }], held))).toBe("1.2 holds 1 fresh and 1 damaged Blight, not the ones moved");
    expect(refusal(s, moveBlight("1.2", [{ to: "2.0", blight: [1, 0] }], held))).toBe("Blight can't Catapult (F1304, F2102): they move to an adjacent system");
    expect(refusal(s, moveBlight("1.2", [{ to: "1.0", blight: [1, 0] }, { to: "2.0", ships: [1, 0], blight: [0, 0] }], held))).toBe("Blight can't Catapult (F1304, F2102): they move to an adjacent system");
  });

  test("a Repair: its holder turns a damaged Blight fresh in a system they control (an Administration action); refused elsewhere and without the card", () => {
    const s = redLeads("administration");
    const after = run(s, repairBlight("1.2", withCards(map, ["F2102"])));
    expect(after.actions?.taken).toEqual(["repair"]);
    expect(after.events[0].text).toBe("Red repairs a damaged Blight in 1.2 (p.13)");
    expect(refusal(s, repairBlight("1.3", withCards(map, ["F1304"])))).toBe("Blight Fury or Blight Society (F1304, F2102): you move and repair Blight you control, and Blue controls 1.3");
    expect(refusal(s, repairBlight("1.2", map))).toBe("only Blight Fury or Blight Society (F1304, F2102) moves and repairs Blight");
  });

  test("the base game has no Blight: its map rules move none", () => {
    const m = withCards(mapOf({ "3.3": { Red: { ship: [1, 0] } } }), ["F1304"]);
    expect(refusal(baseRedLeads("mobilization-2"), moveBlight("3.3", [{ to: "3.0", blight: [1, 0] }], m))).toBe("only Blight Fury or Blight Society (F1304, F2102) moves and repairs Blight");
  });
});

describe("seed 003 F2102 Blight Society: 'Once per action, if you damage or destroy Blight, scrap 1 Loyal agent from your supply.'", () => {
  const map: MapSnapshot = { systems: [{ system: "3.0", pieces: [{ owner: "Red", kind: "ship", fresh: 2, damaged: 0 }, { owner: "blight", kind: "blight", fresh: 1, damaged: 1 }] }] };
  const rollBlight = (m: MapSnapshot) => roll(m, { system: "3.0", defender: "blight", attacking: { fresh: 2, damaged: 0 }, ships: { fresh: 1, damaged: 1 }, dice: { skirmish: 2, assault: 0, raid: 0 } });
  const line = "Blight Society (F2102): once per action, if Red damages or destroys Blight, Red scraps 1 Loyal agent from their supply";

  test("its holder's battle roll against the Blight tells the scrap; without it, nothing", () => {
    const held = run(redToBattle(), rollBlight(withCards(map, ["F2102"])));
    expect(held.events.map((e) => e.text)).toContain(line);
    expect(run(redToBattle(), rollBlight(map)).events.map((e) => e.text)).not.toContain(line);
    expect(run(redToBattle(), rollBlight(withCards(map, ["F2102"], "Blue"))).events.map((e) => e.text)).not.toContain(line);
  });
});

describe("seed 003 F1302 Spore Ships: 'Spawn (Build): Damage 1 fresh Blight you control to place 1 damaged Blight in the same system.'", () => {
  // 1.2: Red controls (2 fresh ships), 1 fresh Blight; 1.1: Red controls, damaged Blight only; 1.3: Blue controls, a fresh Blight;
  // 2.1: 2 fresh Red ships and 1 fresh Imperial ship with a fresh Blight: the Empire's on an Outlaw's turn (BR p.10).
  const map = withCards(mapOf({
    "1.2": { Red: { ship: [2, 0] }, blight: { blight: [1, 0] } },
    "1.1": { Red: { ship: [1, 0] }, blight: { blight: [0, 1] } },
    "1.3": { Red: { ship: [1, 0] }, Blue: { ship: [2, 0] }, blight: { blight: [1, 0] } },
    "2.1": { Red: { ship: [2, 0] }, empire: { ship: [1, 0] }, blight: { blight: [1, 0] } },
  }), ["F1302"]);
  const spawn = (m: MapSnapshot, system?: string) => mapAction("Red", (system === undefined ? { kind: "card", card: "F1302" } : { kind: "card", card: "F1302", system }) as never, m);
  const text = "Red takes Spawn (Spore Ships, F1302): 1 fresh Blight in 1.2 damaged, 1 damaged Blight placed there (from the supply, else the most Blight Trophies, BR p.19)";
  /** Red holds the Blight Speaker in `act`, objective marker on 10. */
  const speaker = (s: GameState, act: "II" | "III"): GameState => {
    const campaign = s.campaign as CampaignState;
    return { ...s, campaign: { ...campaign, act, players: campaign.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE13", letter: "B" as const, objective: 10 } : p)) } };
  };

  test("with a Build action, a fresh Blight in a system its holder controls (its contents, p.7; BR p.10): the table flips it and places a damaged one; F1301B 'Advance 1 each time you place Blight on the map using your Spore Ships card' in Act II", () => {
    const after = run(speaker(redLeads("construction"), "II"), spawn(map, "1.2"));
    expect(after.actions?.taken).toEqual(["build"]);
    expect(after.events[0].text).toBe(text);
    expect(after.events[0].map).toEqual({ spawn: "1.2" });
    expect(after.events[1].text).toBe("Red's objective advances 1 for Blight placed with Spore Ships (F1301B): marker 10 -> 9");
    expect((after.campaign as CampaignState).players.filter((p) => p.colour === "Red")[0].objective).toBe(9);
    expect(run(speaker(redLeads("construction"), "III"), spawn(map, "1.2")).events.map((e) => e.text)).toEqual([text]);
  });

  test("seed 003 F1301B 'each time you place Blight on the map using your Spore Ships card': a Spawn with no Blight to place (the table's `blight: 0`, supply and Trophies empty, BR p.19) advances nothing", () => {
    const none = run(speaker(redLeads("construction"), "II"), mapAction("Red", { kind: "card", card: "F1302", system: "1.2", blight: 0 } as never, map));
    expect(none.actions?.taken).toEqual(["build"]);
    expect(none.events.map((e) => e.text)).toEqual([text]);
    expect((none.campaign as CampaignState).players.filter((p) => p.colour === "Red")[0].objective).toBe(10);
    const one = run(speaker(redLeads("construction"), "II"), mapAction("Red", { kind: "card", card: "F1302", system: "1.2", blight: 1 } as never, map));
    expect((one.campaign as CampaignState).players.filter((p) => p.colour === "Red")[0].objective).toBe(9);
  });

  test("seed 003 F2102 Blight Society: damaging Blight with Spawn tells the holder's scrap", () => {
    expect(run(redLeads("construction"), spawn(withCards(map, ["F1302", "F2102"]), "1.2")).events[0].text).toBe(`${text}; Blight Society (F2102): once per action, if Red damages or destroys Blight, Red scraps 1 Loyal agent from their supply`);
  });

  test("refused: no fresh Blight there, a system Blue or the Empire controls, no system named, without the card, and with no Build action (an Aggression card)", () => {
    const s = redLeads("construction");
    expect(refusal(s, spawn(map, "1.1"))).toBe("Spawn (Spore Ships, F1302): no fresh Blight in 1.1");
    expect(refusal(s, spawn(map, "1.3"))).toBe("Spawn (Spore Ships, F1302): Red does not control 1.3 nor its Blight");
    expect(refusal(s, spawn(map, "2.1"))).toBe("Spawn (Spore Ships, F1302): Red does not control 2.1 nor its Blight");
    expect(refusal(s, spawn(map))).toBe("Spawn (Spore Ships, F1302): name the system");
    expect(refusal(s, spawn(withCards(map, ["F1302"], "Blue"), "1.2"))).toBe("Spawn (Spore Ships, F1302): the card is not in Red's play area");
    expect(refusal(redLeads("aggression"), spawn(map, "1.2"))).toMatch(/^Red cannot build/);
  });

  test("the base game has no Blight: its map rules refuse a Spawn", () => {
    expect(refusal(baseRedLeads("construction-3"), spawn(withCards(mapOf({ "1.2": { Red: { ship: [2, 0] } } }), ["F1302"]), "1.2"))).toBe("no card of yours acts on this map");
  });
});

describe("seed 003 F2103 Spore Guides: 'Seed (Build): Roll the number die. For each Loyal agent you choose to return from the Court, change the roll by 1--\"6\" wraps to \"1\" and vice versa. In the rolled cluster, place 1 damaged Blight in a system with no Blight.'", () => {
  // 1.2: a damaged Blight; 1.1, 6.3, 2.0: no Blight; 3.1: a fresh Blight.
  const map = withCards(mapOf({ "1.2": { blight: { blight: [0, 1] } }, "3.1": { blight: { blight: [1, 0] } }, "1.1": { Blue: { ship: [2, 0] } } }), ["F2103"]);
  const seed = (m: MapSnapshot, system: string | undefined, die: number, shift = 0, agents = 0) => mapAction("Red", { kind: "card", card: "F2103", system, die, shift, agents } as never, m);
  const text = (die: number, n: number, id: string) => `Red takes Seed (Spore Guides, F2103): die ${die}, ${n} Loyal agent(s) back from the Court, 1 damaged Blight in ${id} (from the supply, else the most Blight Trophies, BR p.19)`;

  test("with a Build action: the rolled cluster, a system there with no Blight (whoever controls it); the table places the Blight (BR p.19 'Empty Supply') and returns no agent", () => {
    const after = run(redLeads("construction"), seed(map, "1.1", 1));
    expect(after.actions?.taken).toEqual(["build"]);
    expect(after.events[0].text).toBe(text(1, 0, "1.1"));
    expect(after.events[0].map).toEqual({ seed: "1.1", returned: 0 });
  });

  test("each Loyal agent returned changes the roll by 1 either way, 6 wrapping to 1 and 1 to 6", () => {
    expect(run(redLeads("construction"), seed(map, "1.1", 6, 1, 2)).events[0].map).toEqual({ seed: "1.1", returned: 1 });
    expect(run(redLeads("construction"), seed(map, "6.3", 1, -1, 1)).events[0].text).toBe(text(1, 1, "6.3"));
    expect(run(redLeads("construction"), seed(map, "2.0", 5, 3, 3)).events[0].map).toEqual({ seed: "2.0", returned: 3 });
  });

  test("refused: a system with Blight (fresh or damaged), outside the rolled cluster, more agents than the Court shows, no roll, no system, without the card, with no Build action", () => {
    const s = redLeads("construction");
    expect(refusal(s, seed(map, "1.2", 1))).toBe("Seed (Spore Guides, F2103): 1.2 is no system without Blight in the rolled cluster 1");
    expect(refusal(s, seed(map, "3.1", 3))).toBe("Seed (Spore Guides, F2103): 3.1 is no system without Blight in the rolled cluster 3");
    expect(refusal(s, seed(map, "2.0", 1))).toBe("Seed (Spore Guides, F2103): 2.0 is no system without Blight in the rolled cluster 1");
    expect(refusal(s, seed(map, "2.0", 1, 1, 0))).toBe("Seed (Spore Guides, F2103): Red has 0 Loyal agent(s) in the Court");
    expect(refusal(s, seed(map, "1.1", 0))).toBe("Seed (Spore Guides, F2103): roll the number die");
    expect(refusal(s, seed(map, undefined, 4))).toBe("Seed (Spore Guides, F2103): name the system");
    expect(refusal(s, seed(withCards(map, ["F2103"], "Blue"), "1.1", 1))).toBe("Seed (Spore Guides, F2103): the card is not in Red's play area");
    expect(refusal(redLeads("aggression"), seed(map, "1.1", 1))).toMatch(/^Red cannot build/);
  });
});
