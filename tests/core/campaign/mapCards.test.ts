/**
 * The Fate-set Guild cards whose own action takes damaged ships off the map
 * (src/core/campaign/fates/mapCards.ts), read in the acting player's play area the map shows.
 * Card texts: seed 003's card reference (F1012, F227, F1103A, F1101B); control on a player's turn:
 * BR p.10; the Truce Law: BR p.11; Free cities: BR p.15; Song of the Banner (F1004): gaining from a
 * short supply p.23 ("Gain"), placing more pieces than the supply has p.22, FAQ "Tax", "Build", "Action".
 */
import type { Colour } from "../../../src/core/data/vocabulary";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import type { GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import { mapCardOnMap } from "../../../src/core/campaign/fates/mapCards";
import { refusal, run } from "../game/helpers";
import { mapAction, mapOf, redLeads as baseRedLeads } from "../map/fixtures";
import { redLeads } from "./mapFixtures";

const withCards = (map: MapSnapshot, cards: string[], colour: Colour = "Red"): MapSnapshot => ({ ...map, playAreas: [{ colour, cards }] });
const pacify = (m: MapSnapshot) => mapAction("Red", { kind: "card", card: "F1012" }, m);
const revolt = (m: MapSnapshot, system?: string) => mapAction("Red", (system === undefined ? { kind: "card", card: "F227" } : { kind: "card", card: "F227", system }) as never, m);

test("seed 003: the map reads Happy Hosts and Freedom Fighters in the acting player's play area, not their Fates' other cards", () => {
  expect(mapCardOnMap("F1012") && mapCardOnMap("F227") && mapCardOnMap("F1103A") && mapCardOnMap("F2103")).toBe(true);
  expect(["F1011B", "F1013", "F226", "F228", "F1103B", "constructor", "toString"].some((id) => mapCardOnMap(id))).toBe(false);
});

describe("seed 003 F1012 Happy Hosts: 'Pacify (Secure): Capture all damaged ships you control except Loyal ones.'", () => {
  // 1.2: Red controls (2 fresh ships), a damaged Blue ship and a damaged Imperial ship; 1.1: Red
  // controls, a damaged Red ship (Loyal) and a damaged Yellow one; 1.3: Blue controls, a damaged Yellow ship.
  const map = withCards(mapOf({
    "1.2": { Red: { ship: [2, 0] }, Blue: { ship: [0, 1] }, empire: { ship: [0, 1] } },
    "1.1": { Red: { ship: [1, 1] }, Yellow: { ship: [0, 1] } },
    "1.3": { Blue: { ship: [2, 0] }, Yellow: { ship: [0, 1] } },
  }), ["F1012"]);

  test("with a Secure action: every damaged Rival and Imperial ship in the systems its holder controls goes to their Captives, their own stay", () => {
    const after = run(redLeads("aggression"), pacify(map));
    expect(after.actions?.taken).toEqual(["secure"]);
    expect(after.events[0].text).toBe("Red takes Pacify (Happy Hosts, F1012): captures the damaged ships 1 Blue in 1.2, 1 Imperial in 1.2, 1 Yellow in 1.1");
    expect(after.events[0].map).toEqual({ captured: true, ships: [{ system: "1.2", owner: "Blue", damaged: 1 }, { system: "1.2", owner: "empire", damaged: 1 }, { system: "1.1", owner: "Yellow", damaged: 1 }] });
  });

  test("BR p.10: a system with a fresh Imperial ship is the Empire's on an Outlaw's turn, a Regent's with Loyal pieces there on theirs", () => {
    const m = withCards(mapOf({ "2.1": { Red: { ship: [1, 0] }, empire: { ship: [1, 0] }, Blue: { ship: [0, 2] } } }), ["F1012"]);
    expect(refusal(redLeads("aggression"), pacify(m))).toBe("Pacify (Happy Hosts, F1012): no damaged Rival or Imperial ship lies in a system Red controls");
    expect(run(redLeads("aggression", "regent"), pacify(m)).events[0].map).toEqual({ captured: true, ships: [{ system: "2.1", owner: "Blue", damaged: 2 }] });
  });

  test("refused: without the card (or with it in a Rival's play area), and with no Secure action (an Administration card)", () => {
    const s = redLeads("aggression");
    expect(refusal(s, pacify({ systems: map.systems }))).toBe("Pacify (Happy Hosts, F1012): the card is not in Red's play area");
    expect(refusal(s, pacify(withCards(map, ["F1012"], "Blue")))).toBe("Pacify (Happy Hosts, F1012): the card is not in Red's play area");
    expect(refusal(redLeads("administration"), pacify(map))).toMatch(/^Red cannot secure/);
  });
});

describe("seed 003 F227 Freedom Fighters: 'Incite Revolt (Battle): In a system with a fresh Free city, destroy all damaged Rival and Imperial ships, ignoring the Imperial Truce Law. Don't take Trophies.'", () => {
  // 2.1: a fresh Free city, 2 damaged Blue ships, a fresh and a damaged Imperial ship, a damaged Red ship; 2.2: a damaged Free city only.
  const map = withCards(mapOf({
    "2.1": { free: { city: [1, 0] }, Blue: { ship: [0, 2] }, empire: { ship: [1, 1] }, Red: { ship: [0, 1] } },
    "2.2": { free: { city: [0, 1] }, Blue: { ship: [0, 1] } },
    "2.3": { free: { city: [1, 0] }, Blue: { ship: [1, 0] } },
  }), ["F227"]);

  test("with a Battle action, by a Regent (the Truce Law ignored, BR p.11): the damaged Rival and Imperial ships there go back to their supplies, the holder's own stay", () => {
    const after = run(redLeads("aggression", "regent"), revolt(map, "2.1"));
    expect(after.actions?.taken).toEqual(["battle"]);
    expect(after.events[0].text).toBe("Red takes Incite Revolt (Freedom Fighters, F227): destroys the damaged ships 2 Blue in 2.1, 1 Imperial in 2.1, ignoring the Truce Law, no Trophies");
    expect(after.events[0].map).toEqual({ ships: [{ system: "2.1", owner: "Blue", damaged: 2 }, { system: "2.1", owner: "empire", damaged: 1 }] });
  });

  test("refused: no fresh Free city there, no damaged Rival or Imperial ship there, no system named, not a system, without the card, and with no Battle action", () => {
    const s = redLeads("aggression");
    expect(refusal(s, revolt(map, "2.2"))).toBe("Incite Revolt (Freedom Fighters, F227): 2.2 has no fresh Free city");
    expect(refusal(s, revolt(map, "2.3"))).toBe("Incite Revolt (Freedom Fighters, F227): no damaged Rival or Imperial ship lies in 2.3");
    expect(refusal(s, revolt(map))).toBe("Incite Revolt (Freedom Fighters, F227): name the system");
    expect(refusal(s, revolt(map, "9.9"))).toBe("9.9 is not a system of the map");
    expect(refusal(s, revolt(withCards(map, ["F1012"]), "2.1"))).toBe("Incite Revolt (Freedom Fighters, F227): the card is not in Red's play area");
    expect(refusal(redLeads("administration"), revolt(map, "2.1"))).toMatch(/^Red cannot battle/);
  });
});

describe("seed 003 F1004 Song of the Banner: 'Call Spirits (Tax): Once per turn, gain 2 resources of a planet with a Banner.' 'Call Bodies (Build): Once per turn, place 2 fresh ships at a Banner.'", () => {
  // Banners on 1.2 (a fuel planet, nobody's pieces) and 4.2 (Blue controls it with 2 fresh ships); none on 1.1, where Red has a ship.
  const map: MapSnapshot = { ...withCards(mapOf({ "1.1": { Red: { ship: [1, 0] } }, "4.2": { Blue: { ship: [2, 0] } } }), ["F1004"]), fateTokens: [{ system: "1.2", token: "Banner" }, { system: "4.2", token: "Banner" }] };
  const call = (m: MapSnapshot, c: "spirits" | "bodies", system?: string) => mapAction("Red", { kind: "card", card: "F1004", call: c, ...(system === undefined ? {} : { system }) } as never, m);

  test("Call Spirits with a Tax action: 2 of the Banner planet's type, as many as the supply has (p.23 Gain; taken even with none, as a tax is, FAQ 'Tax'); once per turn", () => {
    const after = run(redLeads("administration"), call(map, "spirits", "1.2"));
    expect(after.actions?.taken).toEqual(["tax"]);
    expect(after.events[0].text).toBe("Red takes Call Spirits (Song of the Banner, F1004): gains 2 fuel of 1.2, as many as the supply has (p.22, p.23)");
    expect(after.events[0].map).toEqual({ resource: "fuel", gain: 2 });
    expect(refusal(after, call(map, "spirits", "4.2"))).toBe("Call Spirits (Song of the Banner, F1004): once per turn, and Red took it this turn");
  });

  test("Call Bodies with a Build action: 2 fresh ships at a Banner even in a system Blue controls (the card says fresh; p.22: as many as the supply has, FAQ 'Build'); once per turn", () => {
    const after = run(redLeads("construction"), call(map, "bodies", "4.2"));
    expect(after.actions?.taken).toEqual(["build"]);
    expect(after.events[0].text).toBe("Red takes Call Bodies (Song of the Banner, F1004): places 2 fresh ships at the Banner in 4.2, as many as the supply has (p.22, p.23)");
    expect(after.events[0].map).toEqual({ placed: { system: "4.2", fresh: 2 } });
    expect(refusal(after, call(map, "bodies", "1.2"))).toBe("Call Bodies (Song of the Banner, F1004): once per turn, and Red took it this turn");
  });

  test("refused: no Banner on that planet (the Banners as read), no system named, without the card, and with no Tax or Build action", () => {
    const s = redLeads("administration");
    expect(refusal(s, call(map, "spirits", "1.1"))).toBe("Call Spirits (Song of the Banner, F1004): no Banner lies on planet 1.1");
    expect(refusal(s, call({ ...map, fateTokens: undefined }, "spirits", "1.2"))).toBe("Call Spirits (Song of the Banner, F1004): no Banner lies on planet 1.2");
    expect(refusal(s, call(map, "spirits"))).toBe("Call Spirits (Song of the Banner, F1004): name the system");
    expect(refusal(s, call(withCards(map, ["F1004"], "Blue"), "bodies", "1.2"))).toBe("Call Bodies (Song of the Banner, F1004): the card is not in Red's play area");
    expect(refusal(s, call(map, "bodies", "1.2"))).toMatch(/^Red cannot build/);
    expect(refusal(redLeads("construction"), call(map, "spirits", "1.2"))).toMatch(/^Red cannot tax/);
  });
});

test("seed 003 F1012, F227: the base game has no such cards; its map rules refuse their actions", () => {
  const m = withCards(mapOf({ "3.3": { Red: { ship: [2, 0] }, Blue: { ship: [0, 1] } } }), ["F1012"]);
  expect(refusal(baseRedLeads("aggression-3"), pacify(m))).toBe("no card of yours acts on this map");
});

describe("seed 003 F1103A Hammer Fragments: 'Repair Hammer (Repair): Take 1 Hammer Fragment token you control and place it on this card. Place 1 fresh ship at the planet you took it from.'", () => {
  const hammer = (m: MapSnapshot, system?: string) => mapAction("Red", (system === undefined ? { kind: "card", card: "F1103A" } : { kind: "card", card: "F1103A", system }) as never, m);
  // 2.1: Red controls (2 fresh ships); 2.2: Blue controls; 2.3: Red controls, no token; a Broken World (face down) in 3.1, which Red controls.
  const tokens = [{ system: "2.1", token: "Hammer Fragment" }, { system: "2.2", token: "Hammer Fragment" }, { system: "3.1", token: "Hammer Fragment", faceDown: true }];
  const map = { ...withCards(mapOf({ "2.1": { Red: { ship: [2, 0] } }, "2.2": { Blue: { ship: [1, 0] } }, "2.3": { Red: { ship: [1, 0] } }, "3.1": { Red: { ship: [1, 0] } } }), ["F1103A"]), fateTokens: tokens } as MapSnapshot;
  /** Red holds the Planet Breaker in Act II, objective marker on 12. */
  const breaker = (s: GameState): GameState => {
    const campaign = s.campaign as CampaignState;
    return { ...s, campaign: { ...campaign, act: "II", players: campaign.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE11", letter: "B" as const, objective: 12 } : p)) } };
  };

  test("with a Repair action (a Construction card), at a planet Red controls (BR p.10): the token goes onto the card and a fresh ship there; F1101B 'Advance 1 for each Hammer Fragment you take from the map'", () => {
    const after = run(breaker(redLeads("construction")), hammer(map, "2.1"));
    expect(after.actions?.taken).toEqual(["repair"]);
    expect(after.events[0].text).toBe("Red takes Repair Hammer (Hammer Fragments, F1103A): the Hammer Fragment in 2.1 goes onto the card, 1 fresh ship there");
    expect(after.events[1].text).toBe("Red's objective advances 1 for a Hammer Fragment taken from the map (F1101B): marker 12 -> 11");
    expect((after.campaign as CampaignState).players.filter((p) => p.colour === "Red")[0].objective).toBe(11);
  });

  test("seed 003 F1103A 'If you have all 6 Hammer Fragments on this card': the last one on the map reminds the holder of its steps; not the Planet Breaker's Act II, no objective moves", () => {
    const last = { ...map, fateTokens: tokens.filter((t) => t.system !== "2.2") } as MapSnapshot;
    const after = run(redLeads("construction"), hammer(last, "2.1"));
    expect(after.events.map((e) => e.text)).toEqual(["Red takes Repair Hammer (Hammer Fragments, F1103A): the Hammer Fragment in 2.1 goes onto the card, 1 fresh ship there; all 6 on the card: take the Planet Hammer (F1104), warn everyone, flip to Breaking Worlds"]);
  });

  test("refused: a planet Red does not control, no token there (a Broken World is none), no planet named, without the card, and with no Repair action (an Aggression card)", () => {
    const s = breaker(redLeads("construction"));
    expect(refusal(s, hammer(map, "2.2"))).toBe("Repair Hammer (Hammer Fragments, F1103A): Red does not control 2.2");
    expect(refusal(s, hammer(map, "2.3"))).toBe("Repair Hammer (Hammer Fragments, F1103A): no Hammer Fragment token lies in 2.3");
    expect(refusal(s, hammer(map, "3.1"))).toBe("Repair Hammer (Hammer Fragments, F1103A): no Hammer Fragment token lies in 3.1");
    expect(refusal(s, hammer(map))).toBe("Repair Hammer (Hammer Fragments, F1103A): name the system");
    expect(refusal(s, hammer(withCards(map, ["F1012"]), "2.1"))).toBe("Repair Hammer (Hammer Fragments, F1103A): the card is not in Red's play area");
    expect(refusal(breaker(redLeads("aggression")), hammer(map, "2.1"))).toMatch(/^Red cannot repair/);
  });
});
