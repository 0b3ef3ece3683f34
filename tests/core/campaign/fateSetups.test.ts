/**
 * The Act I Fates' Setup sides done by the core (src/core/campaign/fates/setups.ts; BR p.6 step C,
 * seed 003 F101A..F801A): the cards each setup gains, listed for the table; the cards it adds to the
 * rules booklet, added for its holder; the Caretaker's Sleeping Golems at the gates of the clusters
 * without Imperial ships; the First Regent tile.
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { FATES } from "../../../src/core/data/campaign/fates";
import { FATE_SETS } from "../../../src/core/data/campaign/fateSets";
import { apply, initialState, gameStateProblems } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck, exportCampaignRecord } from "../../../src/core/campaign/flow";
import { ACT_ONE_SETUPS, gatesWithoutImperialShips } from "../../../src/core/campaign/fates/setups";
import type { CampaignState } from "../../../src/core/campaign/types";
import { run } from "../game/helpers";
import { startCampaign } from "./fixtures";

const SEATS: Colour[] = ["Red", "Blue", "Yellow", "White"];
const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id).concat(["L01", "L02", "L03", "L04"]);

function startCommand(fates: string[], numberDie = 1, seats: Colour[] = SEATS): Command {
  return {
    type: "startCampaign", seats, actionDeck: campaignActionDeck(seats.length), courtDeck: COURT,
    governOrder: ["AID04", "AID03", "AID05"], fates, numberDie, eventDiePlanet: "hex",
  } as Command;
}

const campaign = (s: GameState) => s.campaign as CampaignState;

function started(fates: string[], numberDie = 1): GameState {
  const r = apply(initialState(), startCommand(fates, numberDie));
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

/** "F5" + "02" -> "F502": a Fate Set's card number as its id. */
function cardId(set: number, nn: string): string {
  return `F${String(set)}${nn}`;
}

describe("the Act I setups (BR p.6 step C)", () => {
  test("seed 003 F101A..F801A: each setup's gains, booklet cards, First Regent and Golems are its card's own text", () => {
    for (const f of FATES.filter((x) => x.letter === "A")) {
      const setup = ACT_ONE_SETUPS.find((x) => x.fate === f.id);
      const card = FATE_SETS[f.set - 1][0];
      expect({ fate: f.id, card: setup?.card }).toEqual({ fate: f.id, card: card.id });
      const lines = card.text.join("\n").split(/\n|(?=\b\d\. )/);
      const numbers = (line: string) => (line.match(/\((\d\d)(?:-\d\d)?\)/g) ?? []).map((m) => cardId(f.set, m.slice(1, 3)));
      const gains = lines.filter((l) => /\bGain\b/.test(l) && !/First Regent tile/.test(l)).flatMap(numbers);
      const booklet = lines.filter((l) => /to the rules booklet/.test(l)).flatMap(numbers);
      expect({ fate: f.id, gain: setup?.gain, booklet: setup?.booklet }).toEqual({ fate: f.id, gain: gains, booklet });
      expect({ fate: f.id, firstRegent: setup?.firstRegent === true }).toEqual({ fate: f.id, firstRegent: /Gain the First Regent tile/.test(card.text.join(" ")) });
      expect({ fate: f.id, golems: setup?.golemsAtGates === true }).toEqual({ fate: f.id, golems: /Sleeping Golem/.test(card.text.join(" ")) });
    }
    // Every named card is of the Fate's own Set.
    for (const s of ACT_ONE_SETUPS) {
      const set = FATES.find((f) => f.id === s.fate)!.set;
      for (const id of s.gain.concat(s.booklet)) expect({ id, inSet: FATE_SETS[set - 1].some((c) => c.id === id) }).toEqual({ id, inSet: true });
    }
  });

  test("F101A, F401A, F501A, F701A, BR p.6 step C: the gained cards are listed for the table in seat order, each setup announced", () => {
    const s = started(["FATE01", "FATE04", "FATE05", "FATE07"]);
    expect(campaign(s).setup?.fateSetups).toEqual([
      { player: "Red", card: "F101A", gain: ["F102", "F103"] },
      { player: "Blue", card: "F401A", gain: ["F402", "F403"] },
      { player: "Yellow", card: "F501A", gain: ["F502", "F503", "F504"], golems: ["3.0", "4.0", "5.0", "6.0"] },
      { player: "White", card: "F701A", gain: ["F702"] },
    ]);
    const lines = s.events.filter((e) => e.kind === "setUp" && e.card !== undefined).map((e) => e.text);
    expect(lines).toEqual([
      "Red sets up the Steward (F101A, BR p.6): gains Imperial Authority (F102) and Dealmakers (F103); gains the First Regent tile; then flips it to its objective",
      "Blue sets up the Advocate (F401A, BR p.6): gains Guild Investigators (F402) and Guild Overseers (F403); then flips it to its objective",
      "Yellow sets up the Caretaker (F501A, BR p.6): gains Golem Beacon (F502), Golem Hearth (F503) and Stone-Speakers (F504); adds Golems (F505) and Golem Actions (F506) to the rules booklet: explain them to everyone; places a shuffled Sleeping Golem at each gate of clusters without Imperial ships: 3.0, 4.0, 5.0, 6.0; then flips it to its objective",
      "White sets up the Admiral (F701A, BR p.6): gains Imperial Officers (F702); adds Use Imperial Foundries (F703) to the rules booklet: explain it to everyone; does not gain the First Regent tile: the Steward is in play; then flips it to its objective",
    ]);
    expect(campaign(s).firstRegent).toBe("Red");
  });

  test("F501A step 2 with BR p.5 step N: the Golems go to the gates of the 4 clusters the number die did not make Imperial (6 wraps to 1)", () => {
    expect(gatesWithoutImperialShips([6, 1])).toEqual(["2.0", "3.0", "4.0", "5.0"]);
    const s = started(["FATE05", "FATE02", "FATE03", "FATE04"], 6);
    expect(campaign(s).setup?.imperialClusters).toEqual([6, 1]);
    expect(campaign(s).setup?.fateSetups?.[0]).toEqual({ player: "Red", card: "F501A", gain: ["F502", "F503", "F504"], golems: ["2.0", "3.0", "4.0", "5.0"] });
  });

  test("F501A step 3, F701A step 2, F801A step 3 (BR p.9): the setups' cards are in the rules booklet from the start, added by their Fate's holder before the placements", () => {
    const s = started(["FATE08", "FATE05", "FATE07", "FATE01"]);
    expect(campaign(s).rulesBooklet).toEqual({ edicts: [["AID04", "AID03", "AID05"], ["F703"]], laws: [["F813"], ["F814"], ["F505"], ["F506"]] });
    expect(s.events.filter((e) => e.kind === "booklet").map((e) => `${String(e.player)} ${String(e.card)}`)).toEqual(["Red F813", "Red F814", "Blue F505", "Blue F506", "Yellow F703"]);
    // A setup's card added again by hand is refused: the core did it.
    expect(apply(s, { type: "booklet", player: "Yellow", action: "add", card: "F703" } as Command)).toEqual({ ok: false, reason: "Use Imperial Foundries (F703) is already in the rules booklet" });
    // Kept through the placements and carried by the record like any booklet card (BR p.30).
    const placed = startCampaign(startCommand(["FATE08", "FATE05", "FATE07", "FATE01"]) as unknown as Record<string, unknown>);
    expect(campaign(placed).stage).toBe("act");
    expect((exportCampaignRecord(placed) as { rulesBooklet: unknown }).rulesBooklet).toEqual(campaign(s).rulesBooklet);
  });

  test("Fates whose setups add nothing to the booklet leave it as BR p.5 step M lays it; the setups list every player", () => {
    const s = started(["FATE02", "FATE03", "FATE06", "FATE04"]);
    expect(campaign(s).rulesBooklet).toEqual({ edicts: [["AID04", "AID03", "AID05"]], laws: [] });
    expect(campaign(s).setup?.fateSetups?.map((f) => f.card)).toEqual(["F201A", "F301A", "F601A", "F401A"]);
  });

  test("a refused start does no setup and leaves the state as it was; a later Act's start (startAct) does no Act I setup, only the kept Fates' Act II ones", () => {
    const before = initialState();
    const json = JSON.stringify(before);
    const r = apply(before, startCommand(["FATE01", "FATE01", "FATE02", "FATE03"]));
    expect(r.ok ? "" : r.reason).toBe("two players cannot play the same Fate");
    expect(JSON.stringify(before)).toBe(json);
    const act1 = startCampaign(startCommand(["FATE01", "FATE07", "FATE05", "FATE08"]) as unknown as Record<string, unknown>);
    const rec = exportCampaignRecord({ ...act1, campaign: { ...campaign(act1), stage: "intermission", intermissionStep: "done", act: "I" } } as GameState);
    const next = run(initialState(), { type: "startAct", record: rec, actionDeck: campaignActionDeck(4), courtDeck: COURT } as Command);
    expect(campaign(next).setup).toBeUndefined();
    // Only the kept Fates' Act II setups (keptFateSetups.test.ts), none of Act I's.
    expect(next.events.filter((e) => e.kind === "setUp" && e.card !== undefined).map((e) => e.card)).toEqual(["F112A", "F712A", "F512A", "F820A"]);
  });

  test("a restored state's setups are checked field by field", () => {
    const s = started(["FATE05", "FATE02", "FATE03", "FATE04"]);
    expect(gameStateProblems(s)).toEqual([]);
    const setup = campaign(s).setup!;
    const bad = { ...s, campaign: { ...campaign(s), setup: { ...setup, fateSetups: [{ player: "Green", card: "F999A", gain: ["X1"], golems: ["9.9"] }] } } };
    expect(gameStateProblems(bad as GameState)).toEqual([
      'campaign.setup.fateSetups[0].player: expected one of Red, Blue, Yellow, White (got "Green")',
      'campaign.setup.fateSetups[0].card: expected one of F101A, F201A, F301A, F401A, F501A, F601A, F701A, F801A (got "F999A")',
      'campaign.setup.fateSetups[0].gain[0]: expected a Fate-set card (got "X1")',
      'campaign.setup.fateSetups[0].golems[0]: expected a system of the map (got "9.9")',
    ]);
  });
});
