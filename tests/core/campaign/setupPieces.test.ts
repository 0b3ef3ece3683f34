/**
 * Issue 35, "The Fates in the rules": the Outrage and the cards an Act II or III setup lays
 * (src/core/campaign/fates/setupPieces.ts), checked against seed 003's card texts; F1701A step 4's
 * `overlordOutrage`; F122A step 4's `authorityTop`. The table carries them out
 * (tests/scenarios/campaignSetupPieces.test.ts, campaignGovernAuthority.test.ts).
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { FATE_SETS } from "../../../src/core/data/campaign/fateSets";
import { apply, initialState } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { TableState } from "../../../src/core/court/types";
import { newPlayerHoldings } from "../../../src/core/court/types";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { ACT_SETUPS } from "../../../src/core/campaign/fates/laterSetups";
import { setupCards, setupOutrage, tuckedUnder } from "../../../src/core/campaign/fates/setupPieces";
import type { CampaignRecord, CampaignState } from "../../../src/core/campaign/types";
import { refusal as untouched, run } from "../game/helpers";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id);
const campaign = (s: GameState) => s.campaign as CampaignState;
const lineOf = (s: GameState, card: string) => s.events.filter((e) => e.kind === "setUp" && e.card === card).map((e) => e.text)[0];

function record(nextAct: "II" | "III", fates: string[], titles: ("regent" | "outlaw")[] = ["regent", "outlaw", "regent"]): CampaignRecord {
  return {
    version: 2, nextAct, seats: SEATS, initiative: "Red", booklet: ["AID04", "AID03", "AID05"], rulesBooklet: { edicts: [["AID04", "AID03", "AID05"]], laws: [] }, policy: "peace",
    players: SEATS.map((colour, i) => ({ colour, fate: fates[i], power: 2, title: titles[i], favors: [] })),
  };
}

function startAct(rec: CampaignRecord): GameState {
  return run(initialState(), { type: "startAct", record: rec, actionDeck: campaignActionDeck(rec.seats.length), courtDeck: COURT } as Command);
}

/** Blue: 2 Weapons, a Relic, Arms Union (BC11, Weapon) and Loyal Marines (BC15, Weapon, Loyal); Outraged of Fuel and Weapons. */
function boards(): TableState {
  const players = SEATS.map((c) => newPlayerHoldings(c, 4));
  const blue = players[1];
  blue.resources = ["weapon", "relic", "weapon", "empty", "empty", "empty"];
  blue.guildCards = ["BC11", "BC15"];
  blue.outrage = ["fuel", "weapon"];
  blue.agentSupply = 6;
  return { players, court: { deck: [], row: [], discard: [] }, supply: { material: 5, fuel: 5, weapon: 3, relic: 4, psionic: 5 } };
}

const cardText = (card: string) => {
  const set = Number(card.replace(/[AB]$/, "").slice(1, -2));
  return (FATE_SETS[set - 1].find((c) => c.id === card)?.text ?? []).join("\n").split(/\n|(?=\b\d\. )/);
};

describe("the Act II and III setups' Outrage (BR p.7 step F; base p.16 Provoke Outrage)", () => {
  test("seed 003: each setup that clears its holder's Outrage or Provokes it, in the card's order (F1401A, F1501A, F1901A, F2001A; F1701A's is a choice)", () => {
    const found: { [card: string]: string[] } = {};
    for (const setup of ACT_SETUPS) {
      const steps: string[] = [];
      for (const l of cardText(setup.card)) {
        if (/Clear all (of )?your Outrage/.test(l)) steps.push("-");
        if (/you may Provoke Outrage/.test(l)) continue;
        const m = /Provoke (\w+) Outrage|Provoke Outrage with (\w+)|Provoke Outrage for (\w+) and (\w+)/.exec(l);
        if (m !== null) for (const w of m.slice(1)) if (w !== undefined) steps.push(w.toLowerCase().replace(/s$/, ""));
      }
      const r = setupOutrage(boards(), "Blue", setup.card, false);
      const got = (r.clear ? ["-"] : []).concat(r.steps.map((st) => st.type));
      if (steps.length > 0 || got.length > 0) found[setup.card] = got;
      expect({ card: setup.card, steps: got }).toEqual({ card: setup.card, steps });
    }
    expect(found).toEqual({ F1401A: ["-"], F1501A: ["-", "weapon"], F1901A: ["relic"], F2001A: ["fuel", "material"] });
  });

  test("F1501A steps 2-3: the Outrage cleared, then Weapon Outrage Provoked: Weapons and non-Loyal Weapon Guild cards discarded, the icon newly covered", () => {
    const r = setupOutrage(boards(), "Blue", "F1501A", false);
    expect(r.clear).toBe(true);
    expect(r.steps.length).toBe(1);
    expect(r.steps[0].before.players[1].outrage).toEqual([]);
    const blue = r.steps[0].after.players[1];
    expect(blue.resources).toEqual(["empty", "relic", "empty", "empty", "empty", "empty"]);
    expect(blue.guildCards).toEqual(["BC15"]);
    expect(blue.outrage).toEqual(["weapon"]);
    expect(r.steps[0].after.court.discard).toEqual(["BC11"]);
  });

  test("F2001A step 2 with Guild Loyalty (F424 'When you Provoke Outrage, you do not discard Guild cards'): both Provokes in order, the cards kept; F1401A only clears", () => {
    const r = setupOutrage(boards(), "Blue", "F2001A", true);
    expect(r.clear).toBe(false);
    expect(r.steps.map((st) => st.type)).toEqual(["fuel", "material"]);
    expect(r.steps[1].after.players[1].guildCards).toEqual(["BC11", "BC15"]);
    expect(r.steps[1].after.players[1].outrage).toEqual(["material", "fuel", "weapon"]);
    expect(setupOutrage(boards(), "Blue", "F1401A", false)).toEqual({ clear: true, steps: [] });
  });

  test("the setup lines say it: F1401A 'clears all of their Outrage', F1501A and F1901A their Provokes", () => {
    const s = startAct(record("II", ["FATE14", "FATE15", "FATE09"]));
    expect(lineOf(s, "F1401A")).toContain("clears all of their Outrage");
    expect(lineOf(s, "F1501A")).toContain("clears all of their Outrage; Provokes Weapon Outrage");
    const t = startAct(record("III", ["FATE19", "FATE20", "FATE09"]));
    expect(lineOf(t, "F1901A")).toContain("Provokes Relic Outrage");
    expect(lineOf(t, "F2001A")).toContain("Provokes Fuel Outrage; Provokes Material Outrage");
  });
});

describe("the cards a setup lays (seed 003)", () => {
  test("each 'As a reminder' copy, The Dead Live, the Armistices, the Monopolies, the Economy, the Doctrine and the Lord titles are their card's own text", () => {
    const c = { players: [] } as unknown as CampaignState;
    const laid: { [card: string]: string[] } = {};
    for (const setup of ACT_SETUPS) {
      const cards = setupCards(c, { player: "Red", card: setup.card, gain: [] });
      if (cards.length > 0) laid[setup.card] = cards.map((x) => `${x.place} ${x.card}`);
    }
    expect(laid).toEqual({
      F212A: ["F215 F216", "F215 F217"], F312A: ["supply F313", "supply F314", "supply F315", "supply F316", "supply F317"], F325A: ["play F326A"],
      F423A: ["ambitions F426"], F615A: ["play F603"], F719A: ["play F721"], F820A: ["play F822A"], F1408A: ["play F1410"], F2201A: ["track F2204"],
      F1601A: ["lords F1603", "lords F1604", "lords F1605", "lords F1606", "lords F1607", "lords F1608"],
      F907A: ["F908 F910", "F908 F911"], F1101A: ["F1103A F1104", "F1103A F1105", "F1103A F1106", "F1103A F1107", "F1103A F1108", "F1103A F1109"],
    });
    const says = (card: string, re: RegExp) => expect({ card, says: cardText(card).some((l) => re.test(l)) }).toEqual({ card, says: true });
    says("F423A", /As a reminder, place the second copy of Guild Supremacy \(26\) near the ambition boxes/);
    says("F615A", /tuck your copy of Partisan Seizing \(03\) under the map near the card play area/);
    says("F719A", /tuck the second copy of Martial Law \(21\) partially under the card play area/);
    says("F1408A", /tuck the second copy of Empathy for All \(10\) into the card play area/);
    says("F2201A", /Place The Dead Live \(04\) near the map by the chapter track/);
    says("F212A", /Tuck the 2 Armistices \(16.17\) under Call for Armistice \(15\)/);
    says("F312A", /Place the 5 Monopoly cards \(13.17\) in the general supply\. Place the resource supplies on their respective Monopoly cards/);
    says("F325A", /tuck the Economy law card \(26\) on its Closed Economy side under the card play area/);
    says("F820A", /Tuck the Doctrine card \(22\) into the card play area/);
    says("F1601A", /Add the 6 Lord title cards \(03-08\) to the supply/);
  });

  test("F325A: the Economy on its Closed Economy side (F326A face up) for a Regent, Open Economy (face down: side B) for an Outlaw; F820A: the Doctrine face down on Wisdom", () => {
    const s = startAct(record("III", ["FATE03", "FATE09", "FATE19"], ["outlaw", "regent", "regent"]));
    const done = (card: string) => (campaign(s).actSetups ?? []).find((f) => f.card === card)!;
    expect(setupCards(campaign(s), done("F325A"))).toEqual([{ card: "F326A", place: "play", faceDown: true }]);
    const t = startAct(record("II", ["FATE09", "FATE08", "FATE14"]));
    const f = (campaign(t).actSetups ?? []).find((x) => x.card === "F820A")!;
    expect(campaign(t).doctrine).toBe("wisdom");
    expect(setupCards(campaign(t), f)).toEqual([{ card: "F822A", place: "play", faceDown: true }]);
    expect(lineOf(t, "F820A")).toContain("collects the Ideal tokens");
    expect(lineOf(t, "F820A")).not.toContain("done at the table");
  });

  test("seed 003 F907A step 3 and F1101A step 5: the cards tucked under the card the same setup gains, face up, named in the line; nothing for a table without the Fate", () => {
    const says = (card: string, re: RegExp) => expect({ card, says: cardText(card).some((l) => re.test(l)) }).toEqual({ card, says: true });
    says("F907A", /Tuck the other 2 Seek the Portal cards \(10-11\) under the Pilgrims and the Portal card \(08\)/);
    says("F1101A", /Tuck the Planet Hammer \(04\) and the 5 Refugees cards \(05-09\) under the Hammer Fragments card/);
    says("F908", /Untuck a Seek the Portal card from here/);
    says("F1103A", /Untuck the Planet Hammer card from here and take it/);
    const s = startAct(record("III", ["FATE09", "FATE14", "FATE22"]));
    const f = (campaign(s).actSetups ?? []).find((x) => x.card === "F907A")!;
    expect({ player: f.player, gain: f.gain }).toEqual({ player: "Red", gain: ["F908"] });
    expect(setupCards(campaign(s), f)).toEqual([{ card: "F910", place: "F908", faceDown: false }, { card: "F911", place: "F908", faceDown: false }]);
    // Step 4's roll is the table's after the line (fates/setupRolls.ts: left to the players if not made by the Act's first card).
    expect(lineOf(s, "F907A")).toContain("tucks Seek the Portal (F910) and Seek the Portal (F911) under Pilgrims (F908); the card's other steps are done at the table");
    const t = startAct(record("II", ["FATE11", "FATE14", "FATE06"]));
    const g = (campaign(t).actSetups ?? []).find((x) => x.card === "F1101A")!;
    expect(setupCards(campaign(t), g).map((x) => `${x.place} ${x.card} ${x.faceDown}`)).toEqual(["F1104", "F1105", "F1106", "F1107", "F1108", "F1109"].map((id) => `F1103A ${id} false`));
    // Step 1's Flagship board stays the players'.
    expect(lineOf(t, "F1101A")).toContain("under Hammer Fragments (F1103A); the card's other steps are done at the table");
    const none = startAct(record("III", ["FATE14", "FATE06", "FATE22"]));
    expect((campaign(none).actSetups ?? []).flatMap((x) => setupCards(campaign(none), x)).filter((x) => tuckedUnder(x.place))).toEqual([]);
  });

  test("the lines name the cards laid and where; a setup whose every step is done says nothing is left (F423A, F1408A)", () => {
    const s = startAct(record("III", ["FATE04", "FATE14", "FATE22"]));
    expect(lineOf(s, "F423A")).toContain("places Guild Supremacy (F426); then flips it");
    expect(lineOf(s, "F1408A")).toContain("places Empathy for All (F1410); then flips it");
    expect(lineOf(s, "F2201A")).toContain("places The Dead Live (F2204); the card's other steps are done at the table");
  });
});

describe("F1701A step 4: 'If you have no Outrage, you may Provoke Outrage once to place 2 ships at a planet of that Outrage type'", () => {
  const s = startAct(record("III", ["FATE17", "FATE19", "FATE09"]));
  const calm = (): TableState => {
    const t = boards();
    t.players[0].resources = ["fuel", "empty", "empty", "empty", "empty", "empty"];
    return t;
  };
  const press = (player: Colour, outrage: string, court: TableState): Command => ({ type: "overlordOutrage", player, outrage, court }) as Command;
  const refusal = (st: GameState, c: Command) => {
    const r = apply(st, c);
    return r.ok ? "accepted" : r.reason;
  };

  test("the Overlord with no Outrage, before the Act's first card: accepted, the line tells the 2 ships", () => {
    const after = run(s, press("Red", "fuel", calm()));
    expect(after.events.map((e) => e.text).join("\n")).toContain("Red Provokes Fuel Outrage (Overlord Act III Setup (F1701A)): place 2 ships at a Fuel planet");
  });

  test("refused, the state untouched: a Rival; with Outrage already (once); after the first card", () => {
    expect(refusal(s, press("Blue", "fuel", calm()))).toBe("Overlord Act III Setup (F1701A): only the Overlord");
    const angry = calm();
    angry.players[0].outrage = ["relic"];
    expect(refusal(s, press("Red", "fuel", angry))).toBe("Overlord Act III Setup (F1701A): only with no Outrage");
    const dealt = run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
    expect(refusal(dealt, press("Red", "fuel", calm()))).toBe("accepted");
    const hand = dealt.players[0].hand.filter((id) => id.indexOf("EVENT") !== 0);
    const led = run(dealt, { type: "lead", player: "Red", card: hand[0] } as Command);
    expect(refusal(led, press("Red", "fuel", calm()))).toBe("Overlord Act III Setup (F1701A): only before the Act's first card");
    expect(refusal(s, press("Red", "nothing", calm()))).toBe("send an Outrage type and the boards");
  });
});

describe("F122A step 4: 'The First Regent chooses which Govern with Authority card to place on top of the stack' (BR p.20: the card on top is the Policy in force)", () => {
  const rec = record("III", ["FATE01", "FATE09", "FATE19"]);
  rec.firstRegent = "Red";
  const s = startAct(rec);
  const top = (player: Colour, card: string): Command => ({ type: "authorityTop", player, card }) as Command;

  test("the First Regent puts Govern with Authority (F124, War) on top: the Policy of war, F124 in front of the slot, said", () => {
    expect(campaign(s).rulesBooklet?.edicts[0]).toEqual(["F126", "F124", "F125"]);
    const after = run(s, top("Red", "F124"));
    expect(campaign(after).policy).toBe("war");
    expect(campaign(after).rulesBooklet?.edicts[0]).toEqual(["F124", "F126", "F125"]);
    expect(campaign(after).booklet.slice(0, 3)).toEqual(["F124", "F126", "F125"]);
    expect(after.events.map((e) => e.text)).toContain("Red, the First Regent, places Govern with Authority (F124) on top: the Policy of war (F122A step 4, BR p.20)");
    // Chosen again before the first card: the First Regent may change their mind.
    expect(campaign(run(after, top("Red", "F125"))).policy).toBe("escalation");
  });

  test("refused, the state untouched: a Rival (Blue); not a Govern with Authority card; the card on top already; after the Act's first card; without the Steward's setup this Act (no such card in the booklet)", () => {
    expect(untouched(s, top("Blue", "F124"))).toBe("Steward Act III Setup (F122A): only the First Regent (Red) chooses the card on top");
    expect(untouched(s, top("Red", "AID03"))).toBe("Steward Act III Setup (F122A): only a Govern with Authority card in the rules booklet");
    expect(untouched(s, top("Red", "F126"))).toBe("Govern with Authority (F126) is on top already");
    const dealt = run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
    const hand = dealt.players[0].hand.filter((id) => id.indexOf("EVENT") !== 0);
    const led = run(dealt, { type: "lead", player: "Red", card: hand[0] } as Command);
    expect(untouched(led, top("Red", "F124"))).toBe("Steward Act III Setup (F122A): only at the Act's setup, before its first card");
    const none = startAct(record("III", ["FATE09", "FATE19", "FATE20"]));
    expect(untouched(none, top("Red", "F124"))).toBe("Steward Act III Setup (F122A): only a Govern with Authority card in the rules booklet");
  });
});
