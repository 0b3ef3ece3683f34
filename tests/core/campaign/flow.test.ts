/**
 * The campaign's Act structure through the rule-module seam: BR pp.4-9 (setup, Acts and chapters,
 * no early end by Power, negative Power, winner) and the campaign record (BR p.30).
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { apply, initialState } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck, campaignWinner, exportCampaignRecord } from "../../../src/core/campaign/flow";
import { importCampaignRecord, validateCampaignRecord } from "../../../src/core/campaign/record";
import type { CampaignRecord } from "../../../src/core/campaign/types";
import { blankPlayer, refusal, run, snapshot } from "../game/helpers";
import { startCampaign } from "./fixtures";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id).concat(["L01", "L02", "L03"]);

function startCommand(over: Record<string, unknown> = {}): Command {
  return {
    type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(3), courtDeck: COURT,
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"], numberDie: 1, eventDiePlanet: "hex", ...over,
  } as Command;
}

function started(): GameState {
  return startCampaign(startCommand() as unknown as Record<string, unknown>);
}

/** Ends the current chapter as if its rounds were played (the rounds are the base game's, tested there). */
function scoreChapter(s: GameState, gains: Partial<Record<Colour, number>> = {}): GameState {
  let atScoring: GameState = { ...s, phase: "scoring", players: s.players.map((p) => ({ ...p, hand: [] })) };
  const snap = snapshot(s.seats.map((c) => blankPlayer(c)));
  if (s.campaign?.act === "III") atScoring = run(atScoring, { type: "grandAmbitions", results: [] } as Command);
  const next = run(atScoring, { type: "score", snapshot: snap });
  return { ...next, players: next.players.map((p) => ({ ...p, power: p.power + (gains[p.colour] ?? 0) })) };
}

function dealNext(s: GameState): GameState {
  return run(s, { type: "deal", order: s.actionCards.slice() });
}

describe("Act I setup through the campaign module (BR pp.4-6)", () => {
  test("BR p.4 steps E, I-K: Event cards in the action deck, the Imperial Council leftmost in the Court", () => {
    const s = started();
    expect(s.actionCards.filter((id) => id.indexOf("EVENT") === 0)).toEqual(["EVENT1", "EVENT2"]);
    expect(s.court.row).toEqual(["AID01", "CC01", "CC02", "CC03", "CC04"]);
    expect(s.outOfPlayClusters).toEqual([]);
    expect(s.campaign).toMatchObject({ act: "I", stage: "act", firstRegent: "Red", policy: "peace", booklet: ["AID04", "AID03", "AID05"] });
    expect(s.campaign?.players.map((p) => p.title)).toEqual(["regent", "regent", "regent"]);
  });

  test("BR p.6 step 6, F101A, F701A: the First Regent tile goes to the Steward's setup, else the Admiral's, else the initiative player", () => {
    const firstRegent = (fates: string[]) => {
      const s = run(initialState(), startCommand({ fates }));
      return { fr: s.campaign?.firstRegent, text: s.events.map((e) => e.text).join("\n") };
    };
    // No Steward, no Admiral: the initiative player (Red) takes it.
    expect(firstRegent(["FATE02", "FATE03", "FATE04"]).fr).toBe("Red");
    expect(firstRegent(["FATE02", "FATE03", "FATE04"]).text).toContain("Red has the initiative; Red takes the First Regent tile (BR p.6)");
    // F101A "Gain the First Regent tile": the Steward, Yellow, holds it though Red has the initiative.
    const steward = firstRegent(["FATE02", "FATE03", "FATE01"]);
    expect(steward.fr).toBe("Yellow");
    expect(steward.text).toContain("Yellow gains the First Regent tile from Steward Act I Setup (F101A)");
    // F701A "Gain the First Regent tile unless the Steward is in play".
    expect(firstRegent(["FATE02", "FATE07", "FATE04"]).fr).toBe("Blue");
    expect(firstRegent(["FATE01", "FATE07", "FATE04"]).fr).toBe("Red");
    expect(firstRegent(["FATE07", "FATE03", "FATE01"]).fr).toBe("Yellow");
  });

  test("BR p.5 step L: at 2 players Guild Envoys Depart takes the first booklet slot; 4 players add a third Event", () => {
    const two = startCampaign(startCommand({ seats: ["Red", "Blue"], fates: ["FATE01", "FATE02"], actionDeck: campaignActionDeck(2) }) as unknown as Record<string, unknown>);
    expect(two.campaign?.booklet).toEqual(["AID02", "AID04", "AID03", "AID05"]);
    expect(campaignActionDeck(4).filter((id) => id.indexOf("EVENT") === 0)).toHaveLength(3);
  });

  test("BR p.6: Act I Fates are 'A' Fates; the Council is never shuffled into the Court deck", () => {
    expect(refusal(initialState(), startCommand({ fates: ["FATE01", "FATE09", "FATE03"] }))).toBe(
      'Blue must choose an "A" Fate in Act I, not Pathfinder (BR p.6)',
    );
    expect(refusal(initialState(), startCommand({ courtDeck: ["AID01"].concat(COURT) }))).toBe(
      "the Imperial Council is the leftmost Court card, not in the Court deck (BR p.4)",
    );
    expect(refusal(initialState(), startCommand({ actionDeck: campaignActionDeck(3).slice(1) }))).toMatch(/Events included/);
  });

  test("the base game is unchanged: a base setup command is still the base rules' when no campaign is in force", () => {
    const r = apply(initialState(), { type: "setup", seats: SEATS, setupCard: "3SETUP01", actionDeck: [], courtDeck: [] } as Command);
    expect(r.ok ? "" : r.reason).toBe("the shuffled action deck must hold exactly the 20 action cards for 3 players");
  });
});

describe("Acts and chapters (BR p.8)", () => {
  test("BR p.8: Act I has 3 chapters and Power never ends it early; then the Intermission", () => {
    let s = started();
    s = scoreChapter(s, { Red: 40 });
    expect(s.phase).toBe("deal");
    expect(s.chapter).toBe(2);
    s = scoreChapter(dealNext(s));
    expect(s.chapter).toBe(3);
    s = scoreChapter(dealNext(s));
    expect(s.campaign).toMatchObject({ stage: "intermission", intermissionStep: "A" });
    expect(s.winner).toBeUndefined();
    expect(refusal(s, { type: "deal", order: s.actionCards.slice() })).toBe("Act I is over: resolve the Intermission first (BR p.28)");
  });

  test("BR pp.8-9: Act III has 4 chapters; the winner has the most Power, ties to 'A' over 'B' over 'C' Fates", () => {
    const record: CampaignRecord = {
      version: 1, nextAct: "III", seats: SEATS, initiative: "Blue", booklet: ["AID04", "AID03", "AID05"], policy: "war",
      players: [
        { colour: "Red", fate: "FATE17", power: 5, title: "outlaw", favors: [] },
        { colour: "Blue", fate: "FATE09", power: -3, title: "regent", favors: ["Red"] },
        { colour: "Yellow", fate: "FATE01", power: 5, title: "regent", favors: [] },
      ],
    };
    let s = run(initialState(), { type: "startAct", record, actionDeck: campaignActionDeck(3), courtDeck: COURT, map: { systems: [] }, eventDiePlanet: "arrow" } as Command);
    expect(s.players.map((p) => p.power)).toEqual([5, -3, 5]);
    expect(s.markers.filter((m) => m.flipped)).toHaveLength(2);
    for (let ch = 1; ch <= 3; ch++) s = dealNext(scoreChapter(s));
    expect(s.chapter).toBe(4);
    s = scoreChapter(s);
    expect(s.campaign?.stage).toBe("over");
    // Red (C Fate) and Yellow (A Fate) tie on 5: the A Fate wins (BR p.8).
    expect(s.winner).toBe("Yellow");
    expect(campaignWinner(s)).toBe("Yellow");
  });
});

describe("Act III scoring hooks (BR p.9)", () => {
  const record: CampaignRecord = {
    version: 1, nextAct: "III", seats: SEATS, initiative: "Red", booklet: ["AID04", "AID03", "AID05"], policy: "peace",
    players: [
      { colour: "Red", fate: "FATE01", power: 3, title: "regent", favors: [] },
      { colour: "Blue", fate: "FATE17", power: 0, title: "outlaw", favors: [] },
      { colour: "Yellow", fate: "FATE18", power: 2, title: "outlaw", favors: [] },
    ],
  };
  const actIII = () => run(initialState(), { type: "startAct", record, actionDeck: campaignActionDeck(3), courtDeck: COURT, map: { systems: [] }, eventDiePlanet: "arrow" } as Command);
  const atScoring = (s: GameState): GameState => ({ ...s, phase: "scoring", players: s.players.map((p) => ({ ...p, hand: [] })) });
  const score = { type: "score", snapshot: snapshot(SEATS.map((c) => blankPlayer(c))) } as Command;

  test("BR p.9 example: at the end of chapter 3 Dane fulfils one grand ambition and gains 4 Power; both give the higher value", () => {
    let s = actIII();
    for (let ch = 1; ch <= 2; ch++) s = dealNext(scoreChapter(s));
    s = atScoring(s);
    expect(refusal(s, score)).toBe("first give each player's grand ambitions this chapter (BR p.9)");
    expect(refusal(s, { type: "grandAmbitions", results: [{ player: "Blue", fulfilled: 1 }] } as Command)).toBe(
      'Blue\'s "C" Fate has a final objective, not grand ambitions (BR p.9)',
    );
    s = run(s, { type: "grandAmbitions", results: [{ player: "Red", fulfilled: 1 }] } as Command, score);
    expect(s.players[0].power).toBe(7);
    s = atScoring(dealNext(s));
    s = run(s, { type: "grandAmbitions", results: [{ player: "Red", fulfilled: 2 }] } as Command, score);
    expect(s.players[0].power).toBe(27);
  });

  test("BR p.7 step G, p.9: in Act III only the \"C\" Fates place and move an objective marker; an \"A\" Fate's grand ambitions need none", () => {
    const s = actIII();
    expect(s.campaign!.players.map((p) => p.objective)).toEqual([undefined, undefined, undefined]);
    expect(refusal(s, { type: "setObjective", player: "Red", space: 3 } as Command)).toBe('Red\'s "A" Fate has grand ambitions in Act III, no objective marker (BR p.9)');
    expect(run(s, { type: "setObjective", player: "Blue", space: 3 } as Command).campaign!.players[1].objective).toBe(3);
  });

  test("BR p.9: a final objective wins at chapter end with the marker at 0 and at least 1 Power, beating most Power", () => {
    let s = run(actIII(), { type: "setObjective", player: "Blue", space: 0 } as Command, { type: "setObjective", player: "Yellow", space: 0 } as Command);
    s = run(atScoring(s), { type: "grandAmbitions", results: [] } as Command, score);
    // Blue has 0 Power and cannot win this way; Yellow (2) wins over Red's 3 Power.
    expect(s.campaign?.stage).toBe("over");
    expect(s.winner).toBe("Yellow");
  });

  test("BR p.9: with only \"C\" Fates at the table nobody has grand ambitions, so the chapter scores without a grand ambitions command; one \"A\"/\"B\" Fate still waits for it", () => {
    const allC = (s: GameState): GameState => ({ ...s, campaign: { ...s.campaign!, players: s.campaign!.players.map((p) => ({ ...p, letter: "C" as const })) } });
    const s = run(allC(atScoring(actIII())), score);
    expect(s.phase).not.toBe("scoring");
    expect(s.chapter).toBe(2);
    expect(refusal(atScoring(actIII()), score)).toBe("first give each player's grand ambitions this chapter (BR p.9)");
  });
});

describe("the campaign record (BR p.30)", () => {
  test("export after Act I and import round-trip: Power may be negative, Favors and titles carry over", () => {
    let s = started();
    s = { ...s, players: s.players.map((p) => (p.colour === "Blue" ? { ...p, power: -3 } : p)) };
    const rec = exportCampaignRecord(s) as CampaignRecord;
    // Version 2: the record carries the whole rules booklet (BR p.30 "Keep all of the cards in the rules booklet"); version 3 each player's lore.
    expect(rec).toMatchObject({ version: 3, nextAct: "II", initiative: "Red", firstRegent: "Red" });
    expect(rec.rulesBooklet).toEqual({ edicts: [rec.booklet], laws: [] });
    const text = JSON.stringify(rec);
    const back = importCampaignRecord(JSON.parse(text));
    expect(back.ok && back.value).toEqual(rec);
    const act2 = run(initialState(), { type: "startAct", record: rec, actionDeck: campaignActionDeck(3), courtDeck: COURT, map: { systems: [] }, eventDiePlanet: "arrow" } as Command);
    expect(act2.campaign?.act).toBe("II");
    expect(act2.players.map((p) => p.power)).toEqual([0, -3, 0]);
  });

  test("BR p.30 'preserve ... everyone's play areas': lore secured in Act I stays its holder's in Act II, through the record (version 3) and on the same table", () => {
    const deck = COURT.filter((id) => id !== "L03");
    let s = started();
    s = { ...s, players: s.players.map((p) => (p.colour === "Blue" ? { ...p, lore: ["L03"] } : p)) };
    const rec = exportCampaignRecord(s) as CampaignRecord;
    expect(rec.players.map((p) => p.lore)).toEqual([[], ["L03"], []]);
    const back = importCampaignRecord(JSON.parse(JSON.stringify(rec)));
    expect(back.ok && back.value).toEqual(rec);
    const fresh = run(initialState(), { type: "startAct", record: rec, actionDeck: campaignActionDeck(3), courtDeck: deck } as Command);
    expect(fresh.players.map((p) => p.lore)).toEqual([[], ["L03"], []]);
    // An older record (no lore) continued on the same table keeps the lore the state holds.
    const old = { ...rec, version: 2 as const, players: rec.players.map((p) => ({ colour: p.colour, fate: p.fate, power: p.power, title: p.title, favors: p.favors })) };
    const done = { ...s, campaign: { ...s.campaign!, stage: "intermission" as const, intermissionStep: "done" } };
    expect(run(done, { type: "startAct", record: old, actionDeck: campaignActionDeck(3), courtDeck: deck } as Command).players.map((p) => p.lore)).toEqual([[], ["L03"], []]);
    // ... and imported into a fresh table it has none to give.
    expect(run(initialState(), { type: "startAct", record: old, actionDeck: campaignActionDeck(3), courtDeck: deck } as Command).players.map((p) => p.lore)).toEqual([[], [], []]);
    // A lore card a player holds is not shuffled into the Court deck.
    expect(refusal(initialState(), { type: "startAct", record: rec, actionDeck: campaignActionDeck(3), courtDeck: COURT } as Command)).toBe("L03 is in Blue's play area, not the Court deck (BR p.30)");
  });

  test("version 3's lore and Court deck are checked field by field", () => {
    const rec = exportCampaignRecord(started()) as CampaignRecord;
    const bad = { ...rec, players: rec.players.map((p, i) => (i === 0 ? { ...p, lore: ["L03", "X1"] } : i === 1 ? { ...p, lore: ["L03"] } : { ...p, lore: "L04" })), courtDeck: ["CC01", "CC01", "AID01", "L03", "L05", "F613"] };
    expect(validateCampaignRecord(bad)).toEqual([
      "players[0].lore[1]: X1 is not a lore card",
      "players[1].lore[0]: L03 is held twice",
      "players[2].lore: must be a list of lore cards",
      "courtDeck[1]: CC01 is listed twice",
      "courtDeck[2]: AID01 is not a campaign Court card",
      "courtDeck[3]: L03 is in a player's play area",
    ]);
  });

  test("BR p.6, p.10 (issue 30): a record with one Fate for two players, or an Outlaw First Regent, is refused and starts no Act", () => {
    const rec = exportCampaignRecord(started()) as CampaignRecord;
    const twice = { ...rec, players: rec.players.map((p, i) => (i === 2 ? { ...p, fate: rec.players[0].fate } : p)) };
    expect(validateCampaignRecord(twice)).toEqual([`players[2].fate: ${rec.players[0].fate} is played by players[0] too (BR p.6)`]);
    expect(refusal(initialState(), { type: "startAct", record: twice, actionDeck: campaignActionDeck(3), courtDeck: COURT } as Command)).toMatch(/is played by players\[0\] too/);
    const outlaw = { ...rec, players: rec.players.map((p) => (p.colour === rec.firstRegent ? { ...p, title: "outlaw" as const } : p)) };
    expect(validateCampaignRecord(outlaw)).toEqual([`firstRegent: ${rec.firstRegent} is an Outlaw, not a Regent (BR p.10)`]);
  });

  test("a broken record names the field path of every problem", () => {
    const bad = {
      version: 7, nextAct: "II", seats: ["Red", "Blue"], initiative: "Green", booklet: ["AID04", "CC01"], policy: "calm",
      players: [
        { colour: "Red", fate: "FATE17", power: 1.5, title: "regent", favors: ["Red"] },
        { colour: "Yellow", fate: "FATE99", power: 0, title: "king", favors: [] },
      ],
    };
    expect(validateCampaignRecord(bad)).toEqual([
      "version: must be 1, 2 or 3, found 7",
      "initiative: Green is not seated",
      'players[0].fate: a "C" Fate is chosen only after Act II (BR p.29)',
      "players[0].power: 1.5 is not a whole number (BR p.9)",
      "players[0].favors[0]: Red is not a Rival",
      "players[1].colour: must be Blue (seat order), found Yellow",
      "players[1].fate: FATE99 is not a Fate",
      'players[1].title: must be "regent" or "outlaw", found king',
      "booklet[1]: CC01 is not an edict card",
      "policy: must be peace, escalation or war, found calm",
    ]);
    const r = importCampaignRecord(bad);
    expect(r.ok).toBe(false);
  });
});

describe("the Imperial Trust is frozen but counts (BR p.21, p.27 'Frozen resources still add to your ambitions')", () => {
  test("BR p.27 Counting: the Trust on the First Regent tile counts for the First Regent's Keeper, not for anyone else's", () => {
    const s = started();
    const withTrust: GameState = {
      ...s,
      phase: "scoring",
      players: s.players.map((p) => ({ ...p, hand: [] })),
      markers: s.markers.map((m, i) => (i === 0 ? { ...m, at: "keeper" as const } : m)),
      campaign: { ...s.campaign!, trust: ["relic", "relic"], firstRegent: "Blue" },
    };
    // Red holds 1 Relic on the board; Blue none on the board but 2 in the Trust.
    const players = SEATS.map((c) => (c === "Red" ? { ...blankPlayer(c), resources: { ...blankPlayer(c).resources, relic: 1 } } : blankPlayer(c)));
    const next = run(withTrust, { type: "score", snapshot: snapshot(players) });
    const keeper = next.lastScoring!.ambitions.find((a) => a.ambition === "keeper")!;
    expect(keeper.first).toBe("Blue");
    expect(keeper.counts).toEqual([{ who: "Red", count: 1 }, { who: "Blue", count: 2 }, { who: "Yellow", count: 0 }]);
    // The Trust itself is untouched by scoring (frozen: only Council, Summit, Edicts and the Intermission move it).
    expect(next.campaign!.trust).toEqual(["relic", "relic"]);
  });
});
