/**
 * Fate-set cards that change a battle, its raid or a steal (seed 003 card reference; the core's
 * src/core/campaign/fates/battleCards.ts), read in the attacker's play area on the roll's map and in
 * the victim's Guild cards as the Court is read.
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { ResourceType } from "../../../src/core/data/vocabulary";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import type { SlotContent, TableState } from "../../../src/core/court/types";
import { honorGuardRefusal } from "../../../src/core/campaign/fates/battleCards";
import { refusal, run } from "../game/helpers";
import { battleStep, faces, redToBattle, roll, table } from "./battleFixtures";

const withCards = (map: MapSnapshot, cards: string[]): MapSnapshot => ({ ...map, playAreas: [{ colour: "Red", cards }] });

function battleOf(s: GameState) {
  if (s.battle === undefined) throw new Error("no battle");
  return s.battle;
}

describe("seed 003 F1305 Blight Hunters: 'you can damage and destroy Blight by dealing only 1 hit (instead of 2)'", () => {
  const map: MapSnapshot = { systems: [{ system: "3.0", pieces: [
    { owner: "Red", kind: "ship", fresh: 2, damaged: 0 },
    { owner: "blight", kind: "blight", fresh: 1, damaged: 1 },
  ] }] };
  const rollBlight = (m: MapSnapshot) => roll(m, { system: "3.0", defender: "blight", attacking: { fresh: 2, damaged: 0 }, ships: { fresh: 1, damaged: 1 }, dice: { skirmish: 2, assault: 0, raid: 0 } });
  const read = battleStep({ kind: "read", faces: faces(["skirmish", 4], ["skirmish", 5]) });
  const hits = battleStep({ kind: "hits", court: table(), assignment: { onAttackers: [], shipHits: [{ piece: "ship", state: "fresh" }, { piece: "ship", state: "damaged" }], buildingHits: [] } });

  test("F1305: holding it, 2 hits damage the fresh Blight and destroy the damaged one; without it they only damage the fresh one (BR p.19 Tough)", () => {
    const held = battleOf(run(redToBattle(), rollBlight(withCards(map, ["F1305"])), read, hits));
    expect(held.snapshot.rules?.toughness).toBeUndefined();
    const out = held.last.kind === "hits" ? held.last.outcome : undefined;
    expect(out?.defendingShips).toEqual({ fresh: 0, damaged: 1 });
    expect(out?.destroyed.defendingShips).toBe(1);
    const plain = battleOf(run(redToBattle(), rollBlight(map), read));
    expect(plain.snapshot.rules?.toughness).toBe(2);
  });
});

describe("seed 003 F1203 Pirate Fleet: raid dice with no defending buildings; 'only steal resources, max 1 per damaged defending ship'", () => {
  // Yellow defends with 2 fresh ships in 3.2 and has a city elsewhere (p.14: no raid dice).
  const map: MapSnapshot = { systems: [
    { system: "3.2", pieces: [{ owner: "Red", kind: "ship", fresh: 3, damaged: 0 }, { owner: "Yellow", kind: "ship", fresh: 2, damaged: 0 }] },
    { system: "1.1", pieces: [{ owner: "Yellow", kind: "city", fresh: 1, damaged: 0 }] },
  ] };
  const rollYellow = (m: MapSnapshot) => roll(m, { system: "3.2", defender: "Yellow", attacking: { fresh: 3, damaged: 0 }, ships: { fresh: 2, damaged: 0 }, dice: { skirmish: 1, assault: 0, raid: 1 }, planetType: "fuel", elsewhere: true });
  // 1 hit and an intercept with 2 keys: Yellow's 2 fresh ships deal 2 hits; the hit damages one Yellow ship.
  const read = battleStep({ kind: "read", faces: faces(["skirmish", 4], ["raid", 1]) });
  const court = (): TableState => {
    const t = table();
    t.players[2].resources = ["fuel", "weapon", "empty", "empty", "empty", "empty"];
    t.players[2].guildCards = ["BC11"];
    return t;
  };
  const hits = battleStep({ kind: "hits", court: court(), assignment: { onAttackers: ["fresh", "fresh"], shipHits: [{ piece: "ship", state: "fresh" }], buildingHits: [] } });

  test("F1203: without it the raid dice limit holds (p.14); holding it they may be collected", () => {
    expect(refusal(redToBattle(), rollYellow(map))).toBe("You cannot collect raid dice: Yellow has no buildings here but Loyal buildings elsewhere (p.14)");
    expect(battleOf(run(redToBattle(), rollYellow(withCards(map, ["F1203"])))).snapshot.rules?.raidPerDamagedShip).toBe(true);
  });

  test("F1203: 2 keys but 1 damaged defending ship: 1 resource, no Guild card, then the raid is over", () => {
    const s = run(redToBattle(), rollYellow(withCards(map, ["F1203"])), read, hits);
    expect(battleOf(s).step).toBe("raid");
    expect(battleOf(s).keysLeft).toBe(2);
    expect(refusal(s, battleStep({ kind: "steal", pick: { kind: "guild", card: "BC11" }, court: court() }))).toBe(
      "raid dice without defending buildings or Flagship steal only resources",
    );
    const after = battleOf(run(s, battleStep({ kind: "steal", pick: { kind: "resource", slot: 1 }, court: court() })));
    expect(after.last.kind === "steal" ? after.last.raid.stolenResources : []).toEqual(["weapon"]);
    expect(after.step).toBe("over");
  });

  test("F1203: with defending buildings the raid is the base game's (the card's limit applies only when it allowed the dice)", () => {
    const built: MapSnapshot = { systems: [{ system: "3.2", pieces: [{ owner: "Red", kind: "ship", fresh: 3, damaged: 0 }, { owner: "Yellow", kind: "city", fresh: 1, damaged: 0 }] }] };
    const s = run(redToBattle(), roll(withCards(built, ["F1203"]), { system: "3.2", defender: "Yellow", attacking: { fresh: 3, damaged: 0 }, cities: { fresh: 1, damaged: 0 }, dice: { skirmish: 0, assault: 0, raid: 1 }, planetType: "fuel" }));
    expect(battleOf(s).snapshot.rules?.raidPerDamagedShip).toBeUndefined();
  });
});

describe("seed 003 F204 Book of Liberation: 'You cannot harm Free buildings.'", () => {
  const map: MapSnapshot = { systems: [{ system: "1.1", pieces: [
    { owner: "Red", kind: "ship", fresh: 3, damaged: 0 },
    { owner: "free", kind: "city", fresh: 1, damaged: 0 },
  ] }] };
  const rollFree = (m: MapSnapshot) => roll(m, { system: "1.1", defender: "free", attacking: { fresh: 3, damaged: 0 }, cities: { fresh: 1, damaged: 0 }, dice: { skirmish: 1, assault: 0, raid: 0 }, planetType: "weapon" });

  test("F204: its holder cannot battle the Free States; without it they can (BR p.15)", () => {
    expect(refusal(redToBattle(), rollFree(withCards(map, ["F204"])))).toBe("you cannot harm Free buildings (Book of Liberation, F204)");
    expect(battleOf(run(redToBattle(), rollFree(map))).step).toBe("rolling");
  });
});

describe("seed 003 F705 Honor Guard: 'Your Weapon Guild cards cannot be stolen while you have any Weapons.'", () => {
  const map: MapSnapshot = { systems: [{ system: "3.2", pieces: [{ owner: "Red", kind: "ship", fresh: 3, damaged: 0 }, { owner: "Yellow", kind: "city", fresh: 1, damaged: 0 }] }] };
  const court = (resources: TableState["players"][number]["resources"]): TableState => {
    const t = table();
    t.players[2].resources = resources;
    t.players[2].guildCards = ["F705", "BC11"];
    return t;
  };
  const raidOn = () => run(
    redToBattle(),
    roll(map, { system: "3.2", defender: "Yellow", attacking: { fresh: 3, damaged: 0 }, cities: { fresh: 1, damaged: 0 }, dice: { skirmish: 0, assault: 0, raid: 2 }, planetType: "fuel" }),
    battleStep({ kind: "read", faces: faces(["raid", 2], ["raid", 2]) }),
    battleStep({ kind: "hits", court: table(), assignment: { onAttackers: ["fresh", "fresh"], shipHits: [], buildingHits: [] } }),
  );
  const steal = (t: TableState) => battleStep({ kind: "steal", pick: { kind: "guild", card: "BC11" }, court: t });

  test("F705: with a Weapon on Yellow's board Arms Union (BC11, Weapon) cannot be stolen; with none it can", () => {
    const s = raidOn();
    expect(battleOf(s).step).toBe("raid");
    expect(refusal(s, steal(court(["weapon", "empty", "empty", "empty", "empty", "empty"])))).toBe(
      "Yellow's Weapon Guild cards cannot be stolen while they hold Weapons (Honor Guard, F705)",
    );
    const after = battleOf(run(s, steal(court(["fuel", "empty", "empty", "empty", "empty", "empty"]))));
    expect(after.last.kind === "steal" ? after.last.raid.stolenCards : []).toEqual(["BC11"]);
  });

  test("F705: a Weapon held on a card or frozen counts ('any Weapons'); other suits and other holders are not guarded", () => {
    const held = court(["empty", "empty", "empty", "empty", "empty", "empty"]);
    held.players[2].held = [{ card: "L13", resource: "weapon" }];
    expect(honorGuardRefusal(held, "Yellow", "BC11")).toBeDefined();
    const frozen = court(["empty", "empty", "empty", "empty", "empty", "empty"]);
    frozen.players[2].frozen = ["weapon"];
    expect(honorGuardRefusal(frozen, "Yellow", "BC11")).toBeDefined();
    const armed = court(["weapon", "empty", "empty", "empty", "empty", "empty"]);
    armed.players[2].guildCards.push("BC01");
    expect(honorGuardRefusal(armed, "Yellow", "BC01")).toBeUndefined();
    expect(honorGuardRefusal(armed, "Blue", "BC11")).toBeUndefined();
  });
});

describe("seed 003 F1403 Well of Empathy: 'When defending in battle, if you take Trophies, return them'", () => {
  const map: MapSnapshot = { systems: [{ system: "3.2", pieces: [{ owner: "Red", kind: "ship", fresh: 0, damaged: 2 }, { owner: "Yellow", kind: "ship", fresh: 2, damaged: 0 }] }] };
  const yellowHolds = (cards: string[]): MapSnapshot => ({ ...map, playAreas: [{ colour: "Yellow", cards }] });
  const rollOn = (m: MapSnapshot) => roll(m, { system: "3.2", defender: "Yellow", attacking: { fresh: 0, damaged: 2 }, ships: { fresh: 2, damaged: 0 }, dice: { skirmish: 0, assault: 1, raid: 0 }, planetType: "fuel" });
  // An intercept: Yellow's 2 fresh ships deal 2 hits, destroying both damaged Red ships.
  const steps = [battleStep({ kind: "read", faces: faces(["assault", 3]) }), battleStep({ kind: "hits", court: table(), assignment: { onAttackers: ["damaged", "damaged"], shipHits: [{ piece: "ship", state: "fresh" }], buildingHits: [] } })];
  const yellowTrophies = (s: GameState) => {
    const l = battleOf(s).last;
    return l.kind === "hits" ? l.table.players[2].trophies : {};
  };

  test("F1403: the defender's Trophies of the attacker's destroyed ships return (the roll's map lists the defender's play area); without it they are Trophies (p.14)", () => {
    expect(yellowTrophies(run(redToBattle(), rollOn(yellowHolds(["F1403"])), ...steps))).toEqual({});
    expect(yellowTrophies(run(redToBattle(), rollOn(map), ...steps))).toEqual({ Red: { ships: 2, agents: 0, cities: 0, starports: 0 } });
  });
});

describe("seed 003 F1409 Empathy for All (Law): 'When a player harms anything at a planet that matches a resource they have, they Provoke Outrage of that planet type. For battles, resolve this at the end of dealing hits and before raiding.'", () => {
  // Red (3 fresh ships) battles Yellow (2 fresh ships) at the Fuel planet 3.2; Red has a Fuel and a Weapon, Shipping Interest (CC04, Fuel) and Arms Union (BC11, Weapon).
  const map: MapSnapshot = { systems: [{ system: "3.2", pieces: [{ owner: "Red", kind: "ship", fresh: 3, damaged: 0 }, { owner: "Yellow", kind: "ship", fresh: 2, damaged: 0 }] }] };
  const law = { type: "booklet", player: "Yellow", action: "add", card: "F1409" } as Command;
  // Yellow the Pacifist, whose Act III setup (F1408A) adds the Law.
  const pacifist = (): GameState => {
    const s = redToBattle();
    const c = s.campaign as CampaignState;
    return { ...s, campaign: { ...c, players: c.players.map((p) => (p.colour === "Yellow" ? { ...p, fate: "FATE14" } : p)) } };
  };
  const court = (red: SlotContent[] = ["fuel", "weapon", "empty", "empty", "empty", "empty"]): TableState => {
    const t = table();
    t.players[0].resources = red;
    t.players[0].guildCards = ["CC04", "BC11"];
    return t;
  };
  const steps = (system: string, planetType: ResourceType | undefined, t: TableState): Command[] => [
    roll(system === "3.2" ? map : { systems: [{ ...map.systems[0], system }] }, { system, defender: "Yellow", attacking: { fresh: 3, damaged: 0 }, ships: { fresh: 2, damaged: 0 }, dice: { skirmish: 1, assault: 0, raid: 0 }, planetType }),
    battleStep({ kind: "read", faces: faces(["skirmish", 4]) }),
    battleStep({ kind: "hits", court: t, assignment: { onAttackers: [], shipHits: [{ piece: "ship", state: "fresh" }], buildingHits: [] } }),
  ];
  const hitsOf = (s: GameState) => {
    const l = battleOf(s).last;
    if (l.kind !== "hits") throw new Error("not the hits step");
    return l;
  };

  test("F1409 in the rules booklet: the attacker, who has Fuel, Provokes Fuel Outrage once the hits are dealt: its Fuel and Fuel Guild cards (a campaign one too) go, its Weapon stays", () => {
    const s = run(pacifist(), law, ...steps("3.2", "fuel", court()));
    expect(battleOf(s).snapshot.rules?.harmOutrage).toBe(true);
    const h = hitsOf(s);
    expect(h.outrage).toBe("fuel");
    const red = h.table.players[0];
    expect(red.outrage).toEqual(["fuel"]);
    expect(red.resources).toEqual(["empty", "weapon", "empty", "empty", "empty", "empty"]);
    expect(red.guildCards).toEqual(["BC11"]);
    expect(h.table.court.discard).toContain("CC04");
    // The hits themselves are dealt as ever.
    expect(h.outcome.defendingShips).toEqual({ fresh: 1, damaged: 1 });
  });

  test("F1409: no Outrage without a resource of the planet's type, in a gate (no planet), or with the Law not in the booklet", () => {
    expect(hitsOf(run(pacifist(), law, ...steps("3.2", "fuel", court(["weapon", "empty", "empty", "empty", "empty", "empty"])))).outrage).toBeUndefined();
    expect(hitsOf(run(pacifist(), law, ...steps("3.0", undefined, court()))).outrage).toBeUndefined();
    const plain = run(pacifist(), ...steps("3.2", "fuel", court()));
    expect(battleOf(plain).snapshot.rules?.harmOutrage).toBeUndefined();
    expect(hitsOf(plain).outrage).toBeUndefined();
    expect(hitsOf(plain).table.players[0].outrage).toEqual([]);
  });
});

describe("seed 003 F2402 Vow of Fairness: 'Your Trophies and Captives can be stolen. Their raid cost is [key] each. If a player steals Trophies or Captives that are Loyal to them, those pieces return to their supply.'", () => {
  // Red attacks Yellow's city in 3.2 with 3 fresh ships and 2 raid dice; Yellow holds Trophies and Captives.
  const map: MapSnapshot = { systems: [{ system: "3.2", pieces: [{ owner: "Red", kind: "ship", fresh: 3, damaged: 0 }, { owner: "Yellow", kind: "city", fresh: 1, damaged: 0 }] }] };
  const yellowHolds = (cards: string[]): MapSnapshot => ({ ...map, playAreas: [{ colour: "Yellow", cards }] });
  const rollOn = (m: MapSnapshot) => roll(m, { system: "3.2", defender: "Yellow", attacking: { fresh: 3, damaged: 0 }, cities: { fresh: 1, damaged: 0 }, dice: { skirmish: 0, assault: 0, raid: 2 }, planetType: "fuel" });
  const court = (): TableState => {
    const t = table();
    t.players[2].trophies = { Red: { ships: 1, agents: 0, cities: 0, starports: 0 }, Blue: { ships: 2, agents: 0, cities: 1, starports: 0 } };
    t.players[2].captives = { Red: 1, Blue: 1 };
    return t;
  };
  // Two raid dice's key faces; no hits (the city stays).
  const read = battleStep({ kind: "read", faces: faces(["raid", 1], ["raid", 1]) });
  const hits = battleStep({ kind: "hits", court: court(), assignment: { onAttackers: [], shipHits: [], buildingHits: [] } });
  const steal = (pick: Record<string, unknown>) => battleStep({ kind: "steal", pick, court: court() });
  const lastRaid = (s: GameState) => {
    const l = battleOf(s).last;
    if (l.kind !== "steal") throw new Error("no steal");
    return l.raid.table;
  };

  test("F2402 in the defender's play area: a Blue Trophy and a Blue Captive go to Red's Trophies and Captives, 1 key each (the roll's map lists the defender's play area)", () => {
    const s = run(redToBattle(), rollOn(yellowHolds(["F2402"])), read, hits);
    expect(battleOf(s).snapshot.rules?.piecesStealable).toBe(true);
    const keys = battleOf(s).keysLeft;
    expect(keys).toBeGreaterThan(2);
    const one = run(s, steal({ kind: "trophy", owner: "Blue", piece: "cities" }));
    expect(battleOf(one).keysLeft).toBe(keys - 1);
    expect(lastRaid(one).players[2].trophies.Blue).toEqual({ ships: 2, agents: 0, cities: 0, starports: 0 });
    expect(lastRaid(one).players[0].trophies.Blue).toEqual({ ships: 0, agents: 0, cities: 1, starports: 0 });
    const two = run(one, battleStep({ kind: "steal", pick: { kind: "captive", owner: "Blue" }, court: lastRaid(one) }));
    expect(lastRaid(two).players[2].captives).toEqual({ Red: 1 });
    expect(lastRaid(two).players[0].captives).toEqual({ Blue: 1 });
    expect(battleOf(two).keysLeft).toBe(keys - 2);
  });

  test("F2402: pieces Loyal to the thief return to their supply (Red's own agent back to Red's supply, its ship to no one's Trophies)", () => {
    const s = run(redToBattle(), rollOn(yellowHolds(["F2402"])), read, hits);
    const agent = lastRaid(run(s, steal({ kind: "captive", owner: "Red" })));
    expect(agent.players[2].captives).toEqual({ Blue: 1 });
    expect(agent.players[0].captives).toEqual({});
    expect(agent.players[0].agentSupply).toBe(court().players[0].agentSupply + 1);
    const ship = lastRaid(run(s, steal({ kind: "trophy", owner: "Red", piece: "ships" })));
    expect(ship.players[2].trophies.Red?.ships).toBe(0);
    expect(ship.players[0].trophies.Red?.ships ?? 0).toBe(0);
  });

  test("F2402: without the card Trophies and Captives cannot be stolen (p.16); with it, a piece Yellow does not hold is refused", () => {
    const plain = run(redToBattle(), rollOn(map), read, hits);
    expect(battleOf(plain).snapshot.rules?.piecesStealable).toBeUndefined();
    expect(refusal(plain, steal({ kind: "captive", owner: "Blue" }))).toBe("A raid steals resources or Guild cards, not Trophies or Captives (p.16)");
    const vowed = run(redToBattle(), rollOn(yellowHolds(["F2402"])), read, hits);
    expect(refusal(vowed, steal({ kind: "trophy", owner: "Blue", piece: "starports" }))).toBe("Yellow has no such Trophy");
    expect(refusal(vowed, steal({ kind: "captive", owner: "White" }))).toBe("Yellow has no White Captive");
  });
});
