/**
 * Laws as rules for everyone while they lie in the rules booklet (BR p.9 "Law and Summit cards ...";
 * src/core/campaign/fates/laws.ts), for the Laws whose effect the core sees: F425 Guild Supremacy and
 * F320 War Profiteering change what the chapter's scoring counts; F327 Closed & Open Economy lifts
 * the Tax Limit (base p.12) under the Open Economy. Card texts: seed 003.
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { initialState } from "../../../src/core/game/engine";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import type { CampaignRecord, CampaignState, Title } from "../../../src/core/campaign/types";
import { reportLines } from "../../../src/core/game/scoring";
import { blankPlayer, refusal, run, snapshot } from "../game/helpers";
import { mapAction, mapOf } from "../map/fixtures";
import { redLeads } from "./mapFixtures";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id);
const campaign = (s: GameState) => s.campaign as CampaignState;

/** Act II at its first chapter's end with these Laws in the booklet, markers on `ambitions`; Yellow the Pacifist (F1401B). */
function atScoring(laws: string[], ambitions: string[]): GameState {
  const record: CampaignRecord = {
    version: 2, nextAct: "II", seats: SEATS, initiative: "Red", booklet: ["AID04", "AID03", "AID05"], policy: "peace",
    rulesBooklet: { edicts: [["AID04", "AID03", "AID05"]], laws: laws.map((id) => [id]) },
    players: SEATS.map((colour, i) => ({ colour, fate: ["FATE11", "FATE13", "FATE14"][i], power: 3, title: "regent" as const, favors: [] })),
  };
  let s = run(initialState(), { type: "startAct", record, actionDeck: campaignActionDeck(3), courtDeck: COURT } as Command);
  s = run(s, ...SEATS.map((colour) => ({ type: "setObjective", player: colour, space: 20 }) as Command));
  const markers = s.markers.map((m, i) => (i < ambitions.length ? { ...m, at: ambitions[i] as never } : m));
  return { ...s, round: undefined, phase: "scoring", markers, players: s.players.map((p) => ({ ...p, hand: [] })) };
}

const counts = (s: GameState, ambition: string) => s.lastScoring?.ambitions.filter((a) => a.ambition === ambition)[0]?.counts.map((c) => `${c.who} ${c.count}`);
const texts = (s: GameState) => s.events.map((e) => e.text);

describe("Laws in the rules booklet change what the scoring counts (BR p.9)", () => {
  const psionic = snapshot([
    blankPlayer("Red", { resources: { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 2 } }),
    blankPlayer("Blue", { guildCards: { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 1 } }),
    blankPlayer("Yellow"),
  ]);

  test("seed 003 F425 Guild Supremacy 'When scoring, Guild cards count twice. For example, each Psionic Guild card counts as two toward the Empath ambition.'", () => {
    const without = run(atScoring([], ["empath"]), { type: "score", snapshot: psionic } as Command);
    expect(counts(without, "empath")).toEqual(["Red 2", "Blue 1", "Yellow 0"]);
    expect(without.lastScoring?.ambitions[0].first).toBe("Red");
    const under = run(atScoring(["F425"], ["empath"]), { type: "score", snapshot: psionic } as Command);
    // Blue's 1 Psionic Guild card counts as 2: Red and Blue tie for first, both take second place (base p.18).
    expect(counts(under, "empath")).toEqual(["Red 2", "Blue 2", "Yellow 0"]);
    expect(under.lastScoring?.ambitions[0].first).toBeUndefined();
    expect(texts(under)).toContain("Guild Supremacy (F425) is in the rules booklet: Guild cards count twice in this scoring (BR p.9)");
    expect(texts(without).join("\n")).not.toContain("F425");
  });

  test("seed 003 F320 War Profiteering 'The Warlord ambition now counts the total of Trophies and Weapons icons from resources and cards'; with Guild Supremacy a Weapon Guild card counts twice", () => {
    const snap = snapshot([
      blankPlayer("Red", { trophies: 2 }),
      blankPlayer("Blue", { resources: { material: 0, fuel: 0, weapon: 1, relic: 0, psionic: 0 }, guildCards: { material: 0, fuel: 0, weapon: 1, relic: 0, psionic: 0 } }),
      blankPlayer("Yellow", { resources: { material: 0, fuel: 0, weapon: 1, relic: 0, psionic: 0 } }),
    ]);
    expect(counts(run(atScoring([], ["warlord"]), { type: "score", snapshot: snap } as Command), "warlord")).toEqual(["Red 2", "Blue 0", "Yellow 0"]);
    const war = run(atScoring(["F320"], ["warlord"]), { type: "score", snapshot: snap } as Command);
    expect(counts(war, "warlord")).toEqual(["Red 2", "Blue 2", "Yellow 1"]);
    expect(texts(war)).toContain("War Profiteering (F320) is in the rules booklet: Warlord counts Trophies, Weapons and Weapon Guild cards in this scoring (BR p.9)");
    const both = run(atScoring(["F425", "F320"], ["warlord"]), { type: "score", snapshot: snap } as Command);
    expect(counts(both, "warlord")).toEqual(["Red 2", "Blue 3", "Yellow 1"]);
    expect(both.lastScoring?.ambitions[0].first).toBe("Blue");
    // The objectives read the table's own counts: Yellow the Pacifist has no Trophies (F1401B), whatever Warlord counted.
    expect(texts(war)).toContain("Yellow's objective advances 2 for no Trophies (F1401B): marker 20 -> 18");
  });

  test("a Law scrapped from the booklet no longer counts (BR p.9: a rule while it is in the booklet)", () => {
    const s = atScoring(["F425"], ["empath"]);
    const scrapped = { ...s, campaign: { ...campaign(s), rulesBooklet: { edicts: campaign(s).rulesBooklet!.edicts, laws: [] } } } as GameState;
    expect(counts(run(scrapped, { type: "score", snapshot: psionic } as Command), "empath")).toEqual(["Red 2", "Blue 1", "Yellow 0"]);
  });
});

describe("seed 003 F1003 Banners of Hegemony, Valuable: 'When scoring Warlord, gain 2 extra Power for each Banner you have in your Trophies. (Gain this Power even if you didn't gain Power from placing in Warlord.)'", () => {
  // Blue places first in Warlord, Red (2 of its 3 Trophies are Banners) second, Yellow (its 1 Trophy a Banner) nowhere.
  const snap = snapshot([blankPlayer("Red", { trophies: 3, banners: 2 }), blankPlayer("Blue", { trophies: 5 }), blankPlayer("Yellow", { trophies: 1, banners: 1 })]);
  const power = (s: GameState) => s.players.map((p) => p.power);

  test("each holder gains 2 per Banner in Trophies beside Warlord's places, said on Warlord's line; the Banners count as Trophies", () => {
    const without = run(atScoring([], ["warlord"]), { type: "score", snapshot: snap } as Command);
    const under = run(atScoring(["F1003"], ["warlord"]), { type: "score", snapshot: snap } as Command);
    expect(counts(under, "warlord")).toEqual(counts(without, "warlord"));
    expect(power(under).map((p, i) => p - power(without)[i])).toEqual([4, 0, 2]);
    expect(under.lastScoring?.gains.map((g) => g.power)).toEqual(without.lastScoring?.gains.map((g, i) => g.power + [4, 0, 2][i]));
    // Yellow placed nowhere in Warlord (Blue 5, Red 3, Yellow 1), and still gains its Banner's Power.
    expect(under.lastScoring?.ambitions[0].awards.some((a) => a.player === "Yellow")).toBe(false);
    const line = reportLines(under.lastScoring!)[0];
    expect(line).toContain("Red +4 for 2 Banner(s) in Trophies (Banners of Hegemony (F1003))");
    expect(line).toContain("Yellow +2 for 1 Banner(s) in Trophies");
  });

  test("no Power when Warlord is not scored, nor once the Law left the booklet; a count past the Trophies is refused", () => {
    const empath = run(atScoring(["F1003"], ["empath"]), { type: "score", snapshot: snap } as Command);
    expect(power(empath)).toEqual(power(run(atScoring([], ["empath"]), { type: "score", snapshot: snap } as Command)));
    const off = run(atScoring([], ["warlord"]), { type: "score", snapshot: snap } as Command);
    expect(reportLines(off.lastScoring!).join("\n")).not.toContain("Banner");
    const bad = snapshot([blankPlayer("Red", { trophies: 1, banners: 2 }), blankPlayer("Blue"), blankPlayer("Yellow")]);
    expect(refusal(atScoring(["F1003"], ["warlord"]), { type: "score", snapshot: bad } as Command)).toBe("Red's Banners in Trophies must be a whole number from 0 to their Trophies");
  });
});

describe("seed 003 F327 Closed & Open Economy: the Tax Limit (base p.12) under the Open Economy", () => {
  const map = mapOf({
    "1.2": { Red: { city: [1, 0], ship: [1, 0] } },
    "2.2": { Red: { ship: [2, 0] }, Blue: { city: [1, 0] } },
    "3.3": { Red: { ship: [2, 0] }, free: { city: [1, 0] } },
  });
  const tax = (system: string, owner: string) => mapAction("Red", { kind: "tax", system, owner } as never, map);

  /** Red (a Regent) has led Administration; the Magnate is `magnate` with `title`; F327 in the booklet when `law`. */
  function economy(magnate: Colour, title: Title, law: boolean): GameState {
    const s = redLeads("administration", "regent");
    const c = campaign(s);
    const players = c.players.map((p) => ({ ...p, fate: p.colour === magnate ? "FATE03" : p.colour === "Yellow" ? "FATE01" : p.fate, title: p.colour === magnate ? title : p.title }));
    const laws = law ? [["F327"]] : [];
    return { ...s, campaign: { ...c, players, rulesBooklet: { edicts: c.rulesBooklet?.edicts ?? [], laws } } } as GameState;
  }

  test("'While the Magnate is an Outlaw ... Players may tax Loyal cities more than once per turn': Red taxes its Loyal city twice; a Rival's city still once", () => {
    const open = economy("Yellow", "outlaw", true);
    const twice = run(open, tax("1.2", "Red"), tax("1.2", "Red"));
    expect(twice.actions?.taken).toEqual(["tax", "tax"]);
    const rival = run(open, tax("2.2", "Blue"));
    expect(refusal(rival, tax("2.2", "Blue"))).toMatch(/^Tax Limit: each city is taxed once per turn \(p\.12\)/);
  });

  test("'The Magnate may also tax Rival and Free cities more than once per turn' (an Outlaw Magnate)", () => {
    const magnate = economy("Red", "outlaw", true);
    expect(run(magnate, tax("3.3", "free"), tax("3.3", "free")).actions?.taken).toEqual(["tax", "tax"]);
  });

  test("'While the Magnate is a Regent, the Empire has a Closed Economy', or without the Law: the Tax Limit holds", () => {
    for (const s of [economy("Yellow", "regent", true), economy("Yellow", "outlaw", false)]) {
      const once = run(s, tax("1.2", "Red"));
      expect(refusal(once, tax("1.2", "Red"))).toBe("Tax Limit: each city is taxed once per turn (p.12): the city of Red in 1.2 was taxed this turn");
    }
  });
});
