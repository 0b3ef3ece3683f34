/**
 * The rules booklet (BR p.3, p.5 steps L-M, p.9, pp.20-21; seed 003 Fate texts "Add X to the rules
 * booklet", "Scrap X from the rules booklet", "Tuck X in front of Y"): the `booklet` command, the
 * Edicts resolving the booklet slot by slot, and the record carrying both sides.
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { apply, initialState } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck, exportCampaignRecord } from "../../../src/core/campaign/flow";
import { importCampaignRecord } from "../../../src/core/campaign/record";
import { seatCommand } from "../../../src/core/rules";
import type { CampaignRecord, CampaignState } from "../../../src/core/campaign/types";
import { checkCampaignInvariants } from "../../../src/core/campaign/invariants";
import { startCampaign } from "./fixtures";
import { end, lead, refusal, run } from "../game/helpers";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id);
const HANDS = [
  ["construction-2", "aggression-3", "administration-4", "mobilization-5", "construction-6", "aggression-6"],
  ["EVENT1", "construction-3", "aggression-4", "administration-5", "mobilization-6", "administration-6"],
  ["EVENT2", "construction-4", "aggression-5", "administration-2", "mobilization-2", "mobilization-3"],
];
/** Steward, Admiral, Believer: Fates whose cards add, scrap and tuck booklet cards. */
const FATES = ["FATE01", "FATE07", "FATE08"];

const add = (player: Colour, card: string, inFrontOf?: string) =>
  (inFrontOf === undefined ? { type: "booklet", player, action: "add", card } : { type: "booklet", player, action: "add", card, inFrontOf }) as Command;
const scrap = (player: Colour, card: string) => ({ type: "booklet", player, action: "scrap", card }) as Command;
const campaign = (s: GameState) => s.campaign as CampaignState;

function startCommand(seats: Colour[], fates: string[]): Command {
  const dealt = ([] as string[]).concat(...HANDS.slice(0, seats.length));
  const deck = dealt.concat(campaignActionDeck(seats.length).filter((id) => !dealt.includes(id)));
  return {
    type: "startCampaign", seats, actionDeck: deck, courtDeck: COURT, governOrder: ["AID04", "AID03", "AID05"], fates, numberDie: 1, eventDiePlanet: "hex",
  } as Command;
}

/** Act I started (the Admiral's and Believer's setups add F703, F813 and F814: fates/setups.ts), placements made, first round ready. */
/** The record with "B" Fates whose Act II setups add nothing to the booklet (F1101A, F1301A, F1501A gain cards only). */
function untouched(rec: CampaignRecord): CampaignRecord {
  return { ...rec, players: rec.players.map((p, i) => ({ ...p, fate: ["FATE11", "FATE13", "FATE15"][i] })) };
}

function game(): GameState {
  const s = startCampaign(startCommand(SEATS, FATES) as unknown as Record<string, unknown>);
  return run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
}

/** A round in which Blue and Yellow played Events, then the Edict symbol rolled (BR p.13). */
function atEdicts(s: GameState): GameState {
  return run(
    s,
    lead("Red", "construction-2"), end("Red"),
    { type: "playEvent", player: "Blue", card: "EVENT1" } as Command, end("Blue"),
    { type: "playEvent", player: "Yellow", card: "EVENT2" } as Command, end("Yellow"),
    { type: "eventSummit", player: "Red", call: false } as Command,
    { type: "rollEventDice", player: "Red", event: "edict", planet: "arrow", cluster: 1 } as Command,
  );
}

const enforcePeace = {
  type: "govern", player: "Red",
  demands: [{ player: "Red", gives: "none" }, { player: "Blue", gives: "favor" }, { player: "Yellow", gives: "favor" }],
  citiesOnBoard: SEATS.map((player) => ({ player, cities: 5 })),
} as Command;

describe("the rules booklet at Act I setup (BR p.5 steps L-M)", () => {
  test("BR p.5 steps L-M: 2 players: Guild Envoys Depart in the first slot, the 3 Govern cards together in the next, Policy in front", () => {
    const r = apply(initialState(), startCommand(["Red", "Blue"], ["FATE01", "FATE02"]));
    expect(r.ok && r.value.campaign?.rulesBooklet).toEqual({ edicts: [["AID02"], ["AID04", "AID03", "AID05"]], laws: [] });
    expect(r.ok && r.value.campaign?.booklet).toEqual(["AID02", "AID04", "AID03", "AID05"]);
  });

  test("BR p.5 step M: 3 players: the Govern cards in the first slot; the Laws & Summit side is empty", () => {
    const r = apply(initialState(), startCommand(SEATS, ["FATE01", "FATE02", "FATE03"]));
    expect(r.ok && r.value.campaign?.rulesBooklet).toEqual({ edicts: [["AID04", "AID03", "AID05"]], laws: [] });
  });

  test("F701A step 2, F801A step 3 (BR p.6 step C): the Fates' setups add their cards before the placements (stage setup), into the first available slots", () => {
    const r = apply(initialState(), startCommand(SEATS, FATES));
    if (!r.ok) throw new Error(r.reason);
    expect(campaign(r.value).stage).toBe("setup");
    expect(campaign(r.value).rulesBooklet).toEqual({ edicts: [["AID04", "AID03", "AID05"], ["F703"]], laws: [["F813"], ["F814"]] });
    expect(r.value.events.filter((e) => e.kind === "booklet")).toEqual([
      { kind: "booklet", player: "Blue", card: "F703", text: "Blue adds Use Imperial Foundries (F703) to the rules booklet, slot 2 of the Edicts side: explain it to all (BR p.9)" },
      { kind: "booklet", player: "Yellow", card: "F813", text: "Yellow adds Faithful Cards (F813) to the rules booklet, slot 1 of the Laws & Summit side: explain it to all (BR p.9)" },
      { kind: "booklet", player: "Yellow", card: "F814", text: "Yellow adds Pluralistic Faith (F814) to the rules booklet, slot 2 of the Laws & Summit side: explain it to all (BR p.9)" },
    ]);
  });
});

describe("adding, scrapping and tucking (BR p.9; seed 003 Fate texts)", () => {
  test("BR p.9: Edict cards go on the Edicts side, Law and Summit cards on the other; a tucked card joins the slot in front of its card", () => {
    let s = run(game(), add("Red", "F123"));
    // F8 Act II: "Scrap Pluralistic Faith (14) ... and add Doctrinal Faith (23)"; Act III: "Tuck Dominant Faith (30) in front of Doctrinal Faith (23)".
    s = run(s, scrap("Yellow", "F814"), add("Yellow", "F823"), add("Yellow", "F830", "F823"));
    expect(campaign(s).rulesBooklet).toEqual({ edicts: [["AID04", "AID03", "AID05"], ["F703"], ["F123"]], laws: [["F813"], ["F830", "F823"]] });
    expect(campaign(s).booklet).toEqual(["AID04", "AID03", "AID05", "F703", "F123"]);
    expect(checkCampaignInvariants(s)).toEqual([]);
  });

  test("BR p.5 'first available slot': a scrapped card leaves its slot empty and the next card added fills it", () => {
    let s = run(game(), add("Red", "F123"), scrap("Blue", "F703"));
    expect(campaign(s).rulesBooklet?.edicts).toEqual([["AID04", "AID03", "AID05"], [], ["F123"]]);
    s = run(s, add("Yellow", "F821"));
    expect(campaign(s).rulesBooklet?.edicts).toEqual([["AID04", "AID03", "AID05"], ["F821"], ["F123"]]);
    // The last slot emptied is simply gone: nothing lies beyond it.
    s = run(s, scrap("Red", "F123"));
    expect(campaign(s).rulesBooklet?.edicts).toEqual([["AID04", "AID03", "AID05"], ["F821"]]);
  });

  test("F101A.. Steward Act III: the 3 Govern cards are scrapped and the 3 Govern with Authority cards share the slot they left", () => {
    let s = game();
    s = run(s, scrap("Red", "AID03"), scrap("Red", "AID04"), scrap("Red", "AID05"), add("Red", "F124"), add("Red", "F125"), add("Red", "F126"));
    // The Policy in force (peace) stays: its Govern with Authority card (F126) lies in front.
    expect(campaign(s).rulesBooklet?.edicts).toEqual([["F126", "F124", "F125"], ["F703"]]);
    expect(campaign(s).policy).toBe("peace");
  });

  test("the booklet's refusals, in the game's words; a refusal leaves the state as it was", () => {
    const s = game();
    const before = JSON.stringify(s);
    expect(refusal(s, add("Red", "CC11"))).toBe("Populist Demands (CC11) is a Vox card: only Edicts, Laws and Summits go in the booklet (BR p.9)");
    expect(refusal(s, add("Red", "F101A"))).toBe("Steward Act I Setup (F101A) is a Setup card: only Edicts, Laws and Summits go in the booklet (BR p.9)");
    expect(refusal(s, add("Red", "F215"))).toBe(
      "Call for Armistice (F215) is from the Founder's Fate Set, not in play (BR p.6)",
    );
    expect(refusal(s, add("Red", "AID02"))).toBe("Guild Envoys Depart (AID02) is only for two-player games (BR p.5)");
    expect(refusal(s, add("Red", "F703"))).toBe("Use Imperial Foundries (F703) is already in the rules booklet");
    expect(refusal(s, add("Red", "AID04"))).toBe("Govern the Imperial Reach (AID04) is already in the rules booklet");
    expect(refusal(s, scrap("Red", "F123"))).toBe("Imperial Sponsor (F123) is not in the rules booklet");
    expect(refusal(s, add("Yellow", "F830", "F823"))).toBe("Doctrinal Faith (F823) is not in the rules booklet to tuck Dominant Faith in front of");
    expect(refusal(s, add("Yellow", "F813"))).toBe("Faithful Cards (F813) is already in the rules booklet");
    expect(refusal(s, add("Yellow", "F823", "F703"))).toBe("Doctrinal Faith and Use Imperial Foundries (F703) go on different booklet sides (BR p.9)");
    expect(refusal(s, { type: "booklet", player: "White", action: "add", card: "F813" } as Command)).toBe("only a player at the table changes the rules booklet");
    expect(refusal(s, { type: "booklet", player: "Red", action: "burn", card: "F813" } as unknown as Command)).toBe("a card is added to or scrapped from the booklet");
    expect(refusal(s, add("Red", "X999"))).toBe("X999 is not a campaign card");
    expect(refusal(s, { type: "booklet", player: "Red", action: "scrap", card: "F703", inFrontOf: "AID04" } as Command)).toBe("only a card being added is tucked");
    expect(JSON.stringify(s)).toBe(before);
  });

  test("the booklet is public: every seat sees the command as it was sent", () => {
    const c = add("Yellow", "F830", "F823");
    for (const viewer of ["Red", "Blue", "public"] as const) expect(seatCommand(c, viewer)).toEqual(c);
  });
});

describe("the Edicts resolve the booklet slot by slot (BR p.20)", () => {
  test("BR p.20: a Fate edict added in play is resolved in its slot after the Govern slot; Laws never are", () => {
    let s = run(game(), add("Red", "F123"));
    s = atEdicts(s);
    expect(campaign(s).edictQueue).toEqual(["AID04", "F703", "F123"]);
    expect(refusal(s, { type: "edictDone", card: "F703" } as Command)).toBe("the First Regent governs the Imperial Reach (govern)");
    s = run(s, enforcePeace);
    expect(refusal(s, { type: "edictDone", card: "F123" } as Command)).toBe("the next edict is F703, lowest slot first (BR p.20)");
    // Imperial Sponsor (F123) is the core's: its First Regent places the Sponsored token (fates/fateEdicts.ts).
    s = run(s, { type: "edictDone", card: "F703" } as Command, { type: "edictDone", card: "F123", player: campaign(s).firstRegent, box: "tyrant" } as Command);
    expect(campaign(s).edictQueue).toBeUndefined();
    expect(run(s, lead("Red", "aggression-3")).round?.plays[0].card).toBe("aggression-3");
  });

  test("BR p.20: a scrapped edict no longer resolves, even while the Edicts are under way", () => {
    let s = run(game(), add("Red", "F123"), scrap("Blue", "F703"));
    s = atEdicts(s);
    expect(campaign(s).edictQueue).toEqual(["AID04", "F123"]);
    s = run(s, scrap("Red", "F123"));
    expect(campaign(s).edictQueue).toEqual(["AID04"]);
    s = run(s, enforcePeace);
    expect(campaign(s).edictQueue).toBeUndefined();
  });

  test("BR p.20 'place on top of the other two cards': changing the Policy puts its card in front of the Govern slot", () => {
    let s = atEdicts(game());
    s = run(s, { type: "govern", player: "Red", replaceWith: "war" } as Command);
    expect(campaign(s).rulesBooklet?.edicts[0]).toEqual(["AID03", "AID04", "AID05"]);
    expect(campaign(s).booklet).toEqual(["AID03", "AID04", "AID05", "F703"]);
  });

  test("F124-F126: a Govern with Authority slot resolves once, as its card of the Policy in force, by the Govern command", () => {
    let s = run(game(), scrap("Red", "AID03"), scrap("Red", "AID04"), scrap("Red", "AID05"), add("Red", "F124"), add("Red", "F125"), add("Red", "F126"));
    s = atEdicts(s);
    expect(campaign(s).edictQueue).toEqual(["F126", "F703"]);
    expect(refusal(s, { type: "edictDone", card: "F126" } as Command)).toBe("the First Regent governs the Imperial Reach (govern)");
    s = run(s, enforcePeace, { type: "edictDone", card: "F703" } as Command);
    expect(campaign(s).edictQueue).toBeUndefined();
  });
});

describe("the campaign record carries the whole booklet (BR p.30 'Keep all of the cards in the rules booklet')", () => {
  test("BR p.30: version 2 exports both sides with their empty slots, and the next Act starts from them", () => {
    // The Believer's Act II setup scraps Pluralistic Faith (F814) and adds Doctrinal Faith (F823); Act III tucks Dominant Faith (F830) in front.
    const s = run(game(), add("Red", "F123"), scrap("Blue", "F703"), scrap("Yellow", "F814"), add("Yellow", "F823"), add("Yellow", "F830", "F823"));
    const rec = exportCampaignRecord(s) as CampaignRecord;
    expect(rec.version).toBe(3); // version 2 brought the booklet; 3 keeps it (and adds lore and the Court deck)
    expect(rec.rulesBooklet).toEqual({ edicts: [["AID04", "AID03", "AID05"], [], ["F123"]], laws: [["F813"], ["F830", "F823"]] });
    const back = importCampaignRecord(JSON.parse(JSON.stringify(rec)));
    expect(back.ok && back.value).toEqual(rec);
    // Act II with Fates whose setups touch no booklet (F1101A, F1301A, F1501A): the booklet is the record's (a kept "A" Fate's would add to it: keptFateSetups.test.ts).
    const next = run(initialState(), { type: "startAct", record: untouched(rec), actionDeck: campaignActionDeck(3), courtDeck: COURT } as Command);
    expect(campaign(next).rulesBooklet).toEqual(rec.rulesBooklet);
    expect(campaign(next).booklet).toEqual(["AID04", "AID03", "AID05", "F123"]);
  });

  test("a version 1 record (edicts only) still loads: one edict per slot, the Govern cards together, no Laws", () => {
    const v1 = { ...(exportCampaignRecord(game()) as CampaignRecord), version: 1 as const, rulesBooklet: undefined, booklet: ["AID03", "AID04", "AID05", "F703"] };
    delete (v1 as Partial<CampaignRecord>).rulesBooklet;
    const next = run(initialState(), { type: "startAct", record: untouched(v1), actionDeck: campaignActionDeck(3), courtDeck: COURT } as Command);
    expect(campaign(next).rulesBooklet).toEqual({ edicts: [["AID04", "AID03", "AID05"], ["F703"]], laws: [] });
  });

  test("a version 2 record's booklet is checked field by field", () => {
    const rec = exportCampaignRecord(game()) as CampaignRecord;
    const bad = { ...rec, booklet: ["AID04"], rulesBooklet: { edicts: [["AID04", "F813"]], laws: [["F703"], "x"] } };
    const r = importCampaignRecord(bad);
    expect(r.ok ? "" : r.reason).toBe(
      "the campaign record is not valid: rulesBooklet.edicts[0][1]: F813 is not an Edict card; rulesBooklet.laws[0][0]: F703 is not a Law or Summit card; rulesBooklet.laws[1]: must list the slot's cards",
    );
    const noBooklet = { ...rec };
    delete (noBooklet as Partial<CampaignRecord>).rulesBooklet;
    expect(importCampaignRecord(noBooklet).ok).toBe(false);
    const mismatch = { ...rec, booklet: ["AID03", "AID04", "AID05"] };
    expect(importCampaignRecord(mismatch).ok ? "" : (importCampaignRecord(mismatch) as { reason: string }).reason).toBe(
      "the campaign record is not valid: booklet: must list the Edicts side of rulesBooklet, slot by slot",
    );
  });
});
