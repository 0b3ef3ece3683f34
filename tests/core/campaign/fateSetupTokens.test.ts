/**
 * The tokens the Act II and III setups hand out (src/core/campaign/fates/setupTokens.ts; BR p.7
 * step F, p.27 "Tokens"; seed 003): the kinds a setup collects into its holder's play area, gives
 * to the player on the right (F901A), lays at a fixed place (F122A, F1617A), and the Peacekeeper's
 * Ceasefires, Peace or War by control read from the map `startAct` carries (F1507A step 1, BR p.10).
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { FATE_SETS } from "../../../src/core/data/campaign/fateSets";
import { FATE_TOKENS, fateTokenKind, fateTokenOf } from "../../../src/core/data/campaign/fateTokens";
import { initialState, gameStateProblems } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { ACT_SETUPS } from "../../../src/core/campaign/fates/laterSetups";
import { SINGLE_TOKENS } from "../../../src/core/campaign/fates/setupTokens";
import type { CampaignRecord, CampaignState } from "../../../src/core/campaign/types";
import { run } from "../game/helpers";

const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id);
const campaign = (s: GameState) => s.campaign as CampaignState;

function record(seats: Colour[], fates: string[], firstRegent?: Colour, initiative: Colour = seats[0], laws: string[][] = []): CampaignRecord {
  const rec: CampaignRecord = {
    version: 2, nextAct: "III", seats, initiative, booklet: ["AID04", "AID03", "AID05"], rulesBooklet: { edicts: [["AID04", "AID03", "AID05"]], laws }, policy: "peace",
    players: seats.map((colour, i) => ({ colour, fate: fates[i], power: 2, title: "regent" as const, favors: [] })),
  };
  if (firstRegent !== undefined) rec.firstRegent = firstRegent;
  return rec;
}

function startAct(rec: CampaignRecord, map?: MapSnapshot): GameState {
  const board = map === undefined ? {} : rec.seats.length === 2 ? { map, eventDiePlanet: "arrow", numberDice: [1, 4] } : { map, eventDiePlanet: "arrow" };
  return run(initialState(), { type: "startAct", record: rec, actionDeck: campaignActionDeck(rec.seats.length), courtDeck: COURT, ...board } as Command);
}

const kind = (set: number, name: string) => `f${String(set)}-${name.toLowerCase().split(" ").join("-")}`;
const lineOf = (s: GameState, card: string) => s.events.filter((e) => e.kind === "setUp" && e.card === card).map((e) => e.text)[0];

describe("the tokens the Fates' Act II and III setups hand out (BR p.7 step F, p.27)", () => {
  test("seed 003: each setup's collected, given and placed tokens, and its Ceasefires, are its card's own text", () => {
    for (const setup of ACT_SETUPS) {
      const set = Number(setup.fate.slice(4));
      const card = FATE_SETS[set - 1].find((c) => c.id === setup.card);
      const lines = (card?.text ?? []).join("\n").split(/\n|(?=\b\d\. )/);
      const holder: string[] = [];
      const right: string[] = [];
      const at: { kind: string; place: string }[] = [];
      for (const l of lines) {
        const collect = /[Cc]ollect the \d+ ([A-Z][a-z]+(?: [A-Z][a-z]+)*) (tokens|markers)/.exec(l);
        // F1401A's Witnesses go straight to the Weapon planets (witnessesAtWeaponPlanets); F1617A's Court tokens to the supply near the Court.
        if (collect !== null && /near the Court/.test(l)) at.push({ kind: kind(set, collect[1]), place: "court" });
        else if (collect !== null && !/at each Weapon planet/.test(l)) holder.push(kind(set, collect[1]));
        if (/^(\d\. )?Give\b.*to the player to your right/.test(l.trim())) for (const m of l.matchAll(/([A-Z][a-z]+) tokens?\b/g)) right.push(kind(set, m[1]));
        const tile = /Place the ([A-Z][a-z]+) token on the First Regent tile/.exec(l);
        if (tile !== null) at.push({ kind: kind(set, tile[1]), place: "first-regent-tile" });
        // F2001A step 4, F2101A step 3: "Place the Edenguard Ambition tile by the Tycoon ambition box".
        const box = /Place the ([A-Z][a-z]+ Ambition) tile by the ([A-Z][a-z]+) ambition box/.exec(l);
        if (box !== null) at.push({ kind: kind(set, box[1]), place: box[2].toLowerCase() });
        // F312A, F325A: "Place the War Profiteer marker on the Warlord ambition box" ("Remember to place ...").
        const on = /[Pp]lace the ([A-Z][a-z]+(?: [A-Z][a-z]+)*) marker on the ([A-Z][a-z]+) ambition box/.exec(l);
        if (on !== null) at.push({ kind: kind(set, on[1]), place: on[2].toLowerCase() });
      }
      const text = lines.join(" ");
      expect({ card: setup.card, holder: setup.tokensToHolder ?? [], right: setup.tokensToRight ?? [], at: setup.tokensAt ?? [], ceasefires: setup.ceasefires === true })
        .toEqual({ card: setup.card, holder, right, at, ceasefires: /Place 1 Ceasefire token near each cluster/.test(text) });
      // Every kind named is one of the Fate-set tokens the table holds a bag of.
      for (const k of holder.concat(right, at.map((x) => x.kind))) expect({ k, known: fateTokenOf(k) !== undefined }).toEqual({ k, known: true });
    }
    expect(ACT_SETUPS.filter((f) => f.tokensToHolder !== undefined).map((f) => f.card)).toEqual(["F907A", "F1001A", "F1101A", "F1601A", "F1801A", "F2201A", "F2301A", "F820A"]);
    expect(FATE_TOKENS.map(fateTokenKind)).toContain("f15-ceasefire");
    // The lines name a single token in the singular: the kinds the setups hand out that count 1 in the data.
    const handed = ACT_SETUPS.flatMap((f) => (f.tokensToHolder ?? []).concat(f.tokensToRight ?? [], (f.tokensAt ?? []).map((t) => t.kind)));
    expect([...new Set(handed.filter((k) => fateTokenOf(k)?.count === 1))].sort()).toEqual(SINGLE_TOKENS.slice().sort());
  });

  test("F1507A step 1 (BR p.10): Peace where the Peacekeeper controls any system of the cluster, as First Regent the Empire-controlled ones too; else War", () => {
    const map: MapSnapshot = {
      systems: [
        // Cluster 1: Red's 2 ships over Blue's 1 at 1.1: Red controls it.
        { system: "1.1", pieces: [{ owner: "Red", kind: "ship", fresh: 2, damaged: 0 }, { owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }] },
        // Cluster 2: tied fresh ships: nobody controls it.
        { system: "2.2", pieces: [{ owner: "Red", kind: "ship", fresh: 1, damaged: 0 }, { owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }] },
        // Cluster 3: Blue's alone.
        { system: "3.1", pieces: [{ owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }] },
        // Cluster 4: an Imperial ship: the First Regent's system.
        { system: "4.2", pieces: [{ owner: "empire", kind: "ship", fresh: 1, damaged: 0 }, { owner: "Red", kind: "ship", fresh: 1, damaged: 0 }] },
        // Cluster 5: Red's damaged ships control nothing.
        { system: "5.3", pieces: [{ owner: "Red", kind: "ship", fresh: 0, damaged: 2 }] },
      ],
    };
    const regent = startAct(record(["Red", "Blue", "Yellow"], ["FATE15", "FATE12", "FATE09"], "Red"), map);
    const done = campaign(regent).actSetups?.find((f) => f.card === "F1507A");
    expect(done?.ceasefires).toEqual([
      { cluster: 1, side: "peace" }, { cluster: 2, side: "war" }, { cluster: 3, side: "war" },
      { cluster: 4, side: "peace" }, { cluster: 5, side: "war" }, { cluster: 6, side: "war" },
    ]);
    expect(lineOf(regent, "F1507A")).toContain("places a Ceasefire by each cluster's gate: Peace in 1, 4, War in 2, 3, 5, 6");
    expect(gameStateProblems(regent)).toEqual([]);
    // Not the First Regent: the Empire's system is not Red's.
    const other = startAct(record(["Red", "Blue", "Yellow"], ["FATE15", "FATE12", "FATE09"], "Blue"), map);
    expect(campaign(other).actSetups?.find((f) => f.card === "F1507A")?.ceasefires?.filter((c) => c.side === "peace")).toEqual([{ cluster: 1, side: "peace" }]);
  });

  test("F1507A: after a 'C' Fate set up before it, no flip by hand is asked (the core follows its Resettle: fateCeasefiresResettle.test.ts); no map read: the Ceasefires are placed by hand", () => {
    const map: MapSnapshot = { systems: [{ system: "6.1", pieces: [{ owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }] }] };
    const after = startAct(record(["Red", "Blue"], ["FATE22", "FATE15"]), map);
    expect(lineOf(after, "F1507A")).toContain("places a Ceasefire by each cluster's gate: Peace in 6, War in 1, 2, 3, 4, 5; ");
    expect(lineOf(after, "F1507A")).not.toContain("by hand");
    const first = startAct(record(["Red", "Blue"], ["FATE22", "FATE15"], undefined, "Blue"), map);
    expect(lineOf(first, "F1507A")).not.toContain("Resettle");
    const byHand = startAct(record(["Red", "Blue"], ["FATE15", "FATE22"]));
    expect(campaign(byHand).actSetups?.find((f) => f.card === "F1507A")?.ceasefires).toBeUndefined();
    expect(lineOf(byHand, "F1507A")).toContain("no map was read: place the Ceasefires by hand");
  });

  test("F1617A step 1, F1801A step 3, F2301A step 3: the Court tokens by the Court, the Bunkers and Conspiracies to their holders; a restored state's tokens are checked", () => {
    const s = startAct(record(["Red", "Blue", "Yellow"], ["FATE16", "FATE18", "FATE23"]));
    expect(campaign(s).actSetups?.map((f) => ({ card: f.card, tokens: f.tokens }))).toEqual([
      { card: "F1617A", tokens: [{ kind: "f16-court", place: "court" }] },
      { card: "F1801A", tokens: [{ kind: "f18-bunker", player: "Blue" }] },
      { card: "F2301A", tokens: [{ kind: "f23-conspiracy", player: "Yellow" }] },
    ]);
    // Both steps done (the tokens, the booklet's two cards): the line leaves nothing to the table.
    expect(lineOf(s, "F1617A")).toBe("Red sets up the Warden (F1617A, BR p.7): adds Feudal Courts (F1618) and Lords Gain Power (F1619) to the rules booklet: explain them to everyone; places the Court tokens by the Court; then flips it to its objective");
    expect(lineOf(s, "F2301A")).toContain("collects the Conspiracy tokens");
    expect(gameStateProblems(s)).toEqual([]);
    const done = campaign(s).actSetups ?? [];
    const bad = { ...s, campaign: { ...campaign(s), actSetups: [{ ...done[0], tokens: [{ kind: 15, place: "court" }, { kind: "f18-bunker" }, { kind: "f18-bunker", player: "Green" }, { kind: "f16-court", place: "deck" }], ceasefires: [{ cluster: 2, side: "peace" }, { cluster: 2, side: "truce" }] }] } };
    expect(gameStateProblems(bad as GameState)).toEqual([
      "campaign.actSetups[0].tokens[0]: expected a token kind and a player or a place (got an object)",
      "campaign.actSetups[0].tokens[1]: expected a token kind and a player or a place (got an object)",
      'campaign.actSetups[0].tokens[2].player: expected one of Red, Blue, Yellow (got "Green")',
      'campaign.actSetups[0].tokens[3].place: expected one of first-regent-tile, court, tycoon, empath, warlord (got "deck")',
      "campaign.actSetups[0].ceasefires[0]: expected cluster 1's side, peace or war (got an object)",
      "campaign.actSetups[0].ceasefires[1]: expected cluster 2's side, peace or war (got an object)",
    ]);
  });

  test("seed 003 F320 'In Act II & III setup, place the War Profiteer marker on the Warlord ambition box': while it is in the rules booklet, at every Act III setup, once", () => {
    const profiteer = (g: GameState) => (campaign(g).actSetups ?? []).flatMap((f) => (f.tokens ?? []).filter((t) => t.kind === "f3-war-profiteer").map((t) => ({ card: f.card, ...t })));
    const said = (g: GameState) => g.events.filter((e) => e.text.indexOf("War Profiteer marker") >= 0).map((e) => e.text);
    // The Magnate not kept (Act II's F312A added F320): the marker still goes on Warlord, with the first setup in turn order.
    const law = startAct(record(["Red", "Blue", "Yellow"], ["FATE20", "FATE18", "FATE23"], undefined, "Red", [["F319"], ["F320"]]));
    expect(profiteer(law)).toEqual([{ card: "F2001A", kind: "f3-war-profiteer", place: "warlord" }]);
    expect(said(law)).toEqual(["the War Profiteer marker goes on the Warlord ambition box (War Profiteering, F320)"]);
    expect(gameStateProblems(law)).toEqual([]);
    // Without the Law (scrapped, or never added): no marker, nothing said.
    const none = startAct(record(["Red", "Blue", "Yellow"], ["FATE20", "FATE18", "FATE23"], undefined, "Red", [["F319"]]));
    expect({ marker: profiteer(none), said: said(none) }).toEqual({ marker: [], said: [] });
    // The Magnate kept (F325A lays it with its own line): one marker, no second line.
    const kept = startAct(record(["Red", "Blue", "Yellow"], ["FATE20", "FATE03", "FATE23"], undefined, "Red", [["F319"], ["F320"]]));
    expect(profiteer(kept)).toEqual([{ card: "F325A", kind: "f3-war-profiteer", place: "warlord" }]);
    expect(said(kept)).toHaveLength(1);
    expect(said(kept)[0]).toContain("Blue sets up the Magnate (F325A, BR p.7)");
  });
});
