/**
 * A kept "A" Fate's Act II and Act III setups done by the core at startAct (BR p.7 step F, BR p.29
 * step F "keep"; seed 003 F112A, F122A ... F820A, F829A; src/core/campaign/fates/keptSetups.ts,
 * done by laterSetups.ts as the "B" and "C" Fates' are): gains, a Member title to each player, the
 * rules booklet's adds, scraps and tucks, Command Chaos shuffled into the Court deck, and the side
 * the Economy and the Doctrine are tucked on.
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { FATES } from "../../../src/core/data/campaign/fates";
import { FATE_SETS } from "../../../src/core/data/campaign/fateSets";
import { apply, initialState, gameStateProblems } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { KEPT_SETUPS } from "../../../src/core/campaign/fates/keptSetups";
import { courtShuffledInBySetups } from "../../../src/core/campaign/fates/laterSetups";
import type { CampaignRecord, CampaignState } from "../../../src/core/campaign/types";
import { run } from "../game/helpers";

const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id);
const campaign = (s: GameState) => s.campaign as CampaignState;
const GOVERN = ["AID04", "AID03", "AID05"];

function record(nextAct: "II" | "III", seats: Colour[], fates: string[], laws: string[][] = [], initiative: Colour = seats[0]): CampaignRecord {
  return {
    version: 2, nextAct, seats, initiative, booklet: GOVERN.slice(), rulesBooklet: { edicts: [GOVERN.slice()], laws }, policy: "peace",
    players: seats.map((colour, i) => ({ colour, fate: fates[i], power: 2, title: i === 1 ? ("outlaw" as const) : ("regent" as const), favors: [] })),
  };
}

function startAct(rec: CampaignRecord, courtDeck: string[] = COURT): GameState {
  return run(initialState(), { type: "startAct", record: rec, actionDeck: campaignActionDeck(rec.seats.length), courtDeck } as Command);
}

const lineOf = (s: GameState, card: string) => s.events.filter((e) => e.kind === "setUp" && e.card === card).map((e) => e.text)[0];

/** A card number of Fate Set `set` in a setup's text: "13" -> F113, "*03" -> AID03 (the Govern the Imperial Reach aid cards). */
function cardOf(set: number, nn: string): string {
  return nn[0] === "*" ? `AID${nn.slice(1)}` : `F${String(set)}${nn}`;
}

describe("a kept 'A' Fate's Act II and III setups (BR p.7 step F, p.29 step F)", () => {
  test("seed 003 F112A..F829A: each setup's gains, gifts, booklet changes and Court-deck shuffle are its card's own text", () => {
    const seen: string[] = [];
    for (const f of FATES.filter((x) => x.letter === "A")) {
      const cards = FATE_SETS[f.set - 1].filter((c) => c.type === "Setup");
      // Act I's, Act II's and Act III's Setup sides, in that order in the Fate Set.
      expect({ fate: f.id, setups: cards.length }).toEqual({ fate: f.id, setups: 3 });
      cards.slice(1).forEach((card, k) => {
        const setup = KEPT_SETUPS.find((x) => x.card === card.id);
        expect({ card: card.id, fate: setup?.fate, act: setup?.act }).toEqual({ card: card.id, fate: f.id, act: k === 0 ? "II" : "III" });
        seen.push(card.id);
        const lines = card.text.join("\n").split(/\n|(?=\b\d\. )/);
        const numbers = (line: string) => (line.match(/\(\*?\d\d(?:-\d\d)?\)/g) ?? []).flatMap((m) => {
          const star = m.indexOf("*") >= 0 ? "*" : "";
          const [from, to] = m.replace(/[()*]/g, "").split("-").map(Number);
          const out: string[] = [];
          for (let n = from; n <= (to ?? from); n++) out.push(cardOf(f.set, star + String(n).padStart(2, "0")));
          return out;
        });
        const gain = lines.filter((l) => /^(\d\.\s+)?Gain\b/.test(l.trim())).flatMap(numbers);
        const giveEach = lines.filter((l) => /Give .* to each player, including you/.test(l)).flatMap(numbers);
        const shuffle = lines.filter((l) => /Shuffle .* into the Court deck/.test(l)).flatMap(numbers);
        // The booklet's changes in the card's order: "Scrap X ... and add Y", "Add/Place X ... to the rules booklet" (or "to the Edicts"), "Tuck X in front of Y".
        const booklet: { action: string; card: string; inFrontOf?: string }[] = [];
        for (const l of lines.filter((x) => /rules booklet|to the Edicts/.test(x))) {
          const tuck = /Tuck .*\((\d\d)\) in front of .*\((\d\d)\)/.exec(l);
          if (tuck !== null) {
            booklet.push({ action: "add", card: cardOf(f.set, tuck[1]), inFrontOf: cardOf(f.set, tuck[2]) });
            continue;
          }
          for (const part of l.split(/ and (?=add )/)) {
            const action = /^(\d\.\s+)?Scrap\b/.test(part.trim()) ? "scrap" : "add";
            for (const id of numbers(part)) booklet.push({ action, card: id });
          }
        }
        const awaken = lines.some((l) => /Flip all Sleeping Golems to Awake/.test(l));
        expect({ card: card.id, gain: setup?.gain, giveEach: setup?.giveEach ?? [], shuffle: setup?.courtShuffle ?? [], booklet: setup?.booklet, awaken: setup?.awakenGolems === true })
          .toEqual({ card: card.id, gain, giveEach, shuffle, booklet, awaken });
        // "whole": every step is a gain, a booklet change, a shuffle into the Court deck, or a step the
        // table does from the setup's entry: F515 into the action deck (actActionDeck), the Golems flipped.
        const steps = lines.filter((l) => l.trim() !== "" && !/Flip this card over/.test(l));
        const coreStep = (l: string) => /^(\d\.\s+)?(Gain\b|Add\b|Scrap\b.*rules booklet|Place .* to the rules booklet|Tuck .* in front of .* in the rules booklet|Shuffle .*into the (Court|action) deck|Flip all Sleeping Golems to Awake)/.test(l.trim()) && !/Explain that Outlaws/.test(l);
        // Or a piece the table lays from the setup's entry (fates/setupPieces.ts, setupTokens.ts: the
        // Monopolies under their supplies, the War Profiteer marker, the Economy on its title's side); the
        // Commonwealth Ambition marker's place is the core's (`campaign.commonwealth`: on the Fate card until declared).
        const tableStep = (l: string) => /As a reminder, (place|tuck)|^Tuck the 2 Armistices|^Give .* to each player, including you|^Place the Commonwealth Ambition marker on your Fate card|^\d\. Collect the 5 Ideal markers|^\d\. Tuck the Doctrine card|^Place the 5 Monopoly cards|^(Remember to )?[Pp]lace the War Profiteer marker|^If you're a Regent, tuck the Economy/.test(l.trim());
        expect({ card: card.id, whole: setup?.whole === true }).toEqual({ card: card.id, whole: steps.every((l) => coreStep(l) || tableStep(l)) });
      });
    }
    expect(KEPT_SETUPS.map((x) => x.card)).toEqual(seen);
  });

  test("F112A, F212A, F312A, F712A (Act II): Imperial Quorum in the Edicts, the Commonwealth's cards and a Member title to each player, the Magnate's edict and cards, Command Chaos shuffled into the Court deck", () => {
    const rec = record("II", ["Red", "Blue", "Yellow", "White"], ["FATE01", "FATE02", "FATE03", "FATE07"], [], "Blue");
    expect(courtShuffledInBySetups("II", ["FATE01", "FATE02", "FATE03", "FATE07"])).toEqual(["F713"]);
    // The table shuffles Command Chaos into the rest of the deck after the deal (BR p.7 steps B, F).
    const deck = COURT.slice(0, 8).concat(["F713"], COURT.slice(8));
    const s = startAct(rec, deck);
    expect(s.court.deck).toEqual(deck.slice(4));
    expect(campaign(s).actSetups).toEqual([
      // F212A: "Give a Member of the Commonwealth title card (18-21) to each player, including you."
      { player: "Blue", card: "F212A", gain: ["F213"], givenEach: [{ player: "Blue", card: "F218" }, { player: "Yellow", card: "F219" }, { player: "White", card: "F220" }, { player: "Red", card: "F221" }] },
      // F312A: "Place the War Profiteer marker on the Warlord ambition box" (the table lays it).
      { player: "Yellow", card: "F312A", gain: [], tokens: [{ kind: "f3-war-profiteer", place: "warlord" }] },
      { player: "White", card: "F712A", gain: [] },
      { player: "Red", card: "F112A", gain: [] },
    ]);
    // F212A: Commonwealth Ambition (14) and Commonwealth Membership (22) are Laws, Call for Armistice (15) an edict; F312A: Gain Monopolies (18) an edict, Monopoly Consent (19) a Summit, War Profiteering (20) a Law; F112A: "Add Imperial Quorum (13) to the Edicts".
    expect(campaign(s).rulesBooklet).toEqual({ edicts: [GOVERN, ["F215"], ["F318"], ["F113"]], laws: [["F214"], ["F222"], ["F319"], ["F320"]] });
    expect(lineOf(s, "F212A")).toBe("Blue sets up the Founder (F212A, BR p.7): gains Founder of the Commonwealth (F213); gives Member of the Commonwealth (F218) to Blue, Member of the Commonwealth (F219) to Yellow, Member of the Commonwealth (F220) to White, Member of the Commonwealth (F221) to Red; adds Commonwealth Ambition (F214), Call for Armistice (F215) and Commonwealth Membership (F222) to the rules booklet: explain them to everyone; places Armistice (F216) and Armistice (F217); then flips it to its objective");
    expect(lineOf(s, "F712A")).toBe("White sets up the Admiral (F712A, BR p.7): shuffles Command Chaos (F713) into the Court deck; then flips it to its objective");
    expect(lineOf(s, "F112A")).toBe("Red sets up the Steward (F112A, BR p.7): adds Imperial Quorum (F113) to the rules booklet: explain it to everyone; then flips it to its objective");
    expect(gameStateProblems(s)).toEqual([]);
    // F712A: dealt into the Court, Command Chaos is refused.
    const r = apply(initialState(), { type: "startAct", record: rec, actionDeck: campaignActionDeck(4), courtDeck: ["F713"].concat(COURT) } as unknown as Command);
    expect(r.ok ? "" : r.reason).toBe("Command Chaos (F713) is shuffled into the Court deck after the Court is dealt (BR p.7)");
  });

  test("F212A at 2 players: a Member title to each of the two, the other two stay in the Fate Set", () => {
    const s = startAct(record("II", ["Red", "Blue"], ["FATE09", "FATE02"]));
    expect(campaign(s).actSetups?.[1].givenEach).toEqual([{ player: "Blue", card: "F218" }, { player: "Red", card: "F219" }]);
  });

  test("F122A step 3: the 3 Govern the Imperial Reach cards (*03-05) scrapped and the 3 Govern with Authority cards (24-26) share their slot, the Policy in force in front; F225A swaps Call for Armistice (15) for Mass Call for Armistice (26)", () => {
    const rec = record("III", ["Red", "Blue", "Yellow"], ["FATE01", "FATE02", "FATE09"], [["F214"], ["F222"]]);
    rec.rulesBooklet = { edicts: [GOVERN.slice(), ["F215"]], laws: [["F214"], ["F222"]] };
    rec.booklet = GOVERN.concat(["F215"]);
    rec.policy = "peace";
    const s = startAct(rec);
    // F123 Imperial Sponsor takes a new slot (step 1, before the scrap); the Govern with Authority cards the slot the Govern cards left, F126 (A Policy of Peace) in front; F226 the slot F215 left.
    expect(campaign(s).rulesBooklet?.edicts).toEqual([["F126", "F124", "F125"], ["F226"], ["F123"]]);
    expect(campaign(s).booklet).toEqual(["F126", "F124", "F125", "F226", "F123"]);
    expect(lineOf(s, "F122A")).toBe("Red sets up the Steward (F122A, BR p.7): scraps Govern the Imperial Reach (AID03), Govern the Imperial Reach (AID04) and Govern the Imperial Reach (AID05) from the rules booklet; adds Imperial Sponsor (F123), Govern with Authority (F124), Govern with Authority (F125) and Govern with Authority (F126) to the rules booklet: explain them to everyone; places the Sponsored token on the First Regent tile; the card's other steps are done at the table; then flips it to its objective");
    expect(lineOf(s, "F225A")).toBe("Blue sets up the Founder (F225A, BR p.7): gains Freedom Fighters (F227); scraps Call for Armistice (F215) from the rules booklet; adds Mass Call for Armistice (F226) to the rules booklet: explain it to everyone; then flips it to its objective");
    expect(gameStateProblems(s)).toEqual([]);
  });

  test("F820A steps 2-4: Set Doctrine added, Pluralistic Faith (14) scrapped for Doctrinal Faith (23), the Doctrine on its Zeal side with the initiative, else Wisdom; F829A tucks Dominant Faith (30) in front of Doctrinal Faith (23)", () => {
    const laws = [["F813"], ["F814"]];
    const zeal = startAct(record("II", ["Red", "Blue"], ["FATE08", "FATE09"], laws, "Red"));
    expect(campaign(zeal).rulesBooklet).toEqual({ edicts: [GOVERN, ["F821"]], laws: [["F813"], ["F823"]] });
    expect(lineOf(zeal, "F820A")).toBe("Red sets up the Believer (F820A, BR p.7): scraps Pluralistic Faith (F814) from the rules booklet; adds Set Doctrine (F821) and Doctrinal Faith (F823) to the rules booklet: explain them to everyone; collects the Ideal tokens; tucks Doctrine of Zeal (F822A) by the card play area (Red holds the initiative); then flips it to its objective");
    const wisdom = startAct(record("II", ["Red", "Blue"], ["FATE08", "FATE09"], laws, "Blue"));
    expect(lineOf(wisdom, "F820A")).toContain("tucks Doctrine of Wisdom (F822B) by the card play area (Red does not hold the initiative)");
    const act3 = startAct(record("III", ["Red", "Blue"], ["FATE08", "FATE09"], [["F813"], ["F823"]]));
    expect(campaign(act3).rulesBooklet?.laws).toEqual([["F813"], ["F830", "F823"], ["F831"]]);
    // A booklet without Doctrinal Faith (a record from a table that scrapped it): Dominant Faith takes a slot of its own.
    const bare = startAct(record("III", ["Red", "Blue"], ["FATE08", "FATE09"], [["F813"]]));
    expect(campaign(bare).rulesBooklet?.laws).toEqual([["F813"], ["F830"], ["F831"]]);
    expect(lineOf(bare, "F829A")).toContain("Doctrinal Faith (F823) is not in the rules booklet: Dominant Faith (F830) takes a slot of its own");
  });

  test("F325A step 1: the Economy tucked on its Closed Economy side for a Regent, Open Economy for an Outlaw; F423A, F520A, F719A add their Laws and edicts", () => {
    const s = startAct(record("III", ["Red", "Blue", "Yellow"], ["FATE04", "FATE03", "FATE05"]));
    // record(): the second seat is an Outlaw.
    expect(lineOf(s, "F325A")).toBe("Blue sets up the Magnate (F325A, BR p.7): adds Closed & Open Economy (F327) to the rules booklet: explain it to everyone; places the War Profiteer marker on the Warlord ambition box; tucks Open Economy (F326B) by the card play area (Blue is an Outlaw); then flips it to its objective");
    expect(campaign(s).rulesBooklet).toEqual({ edicts: [GOVERN, ["F521"]], laws: [["F425"], ["F327"]] });
    expect(campaign(s).actSetups?.map((f) => `${f.player} ${f.card} ${f.gain.join(",")}`)).toEqual(["Red F423A F424", "Blue F325A ", "Yellow F520A "]);
    const regent = startAct(record("III", ["Red", "Blue"], ["FATE03", "FATE07"]));
    expect(lineOf(regent, "F325A")).toContain("tucks Closed Economy (F326A) by the card play area (Red is a Regent)");
    expect(campaign(regent).rulesBooklet?.laws).toEqual([["F327"], ["F720"]]);
  });

  test("a restored state's Member titles are checked field by field", () => {
    const s = startAct(record("II", ["Red", "Blue"], ["FATE02", "FATE09"]));
    const bad = { ...s, campaign: { ...campaign(s), actSetups: [{ player: "Red", card: "F212A", gain: ["F213"], givenEach: [{ player: "Green", card: "F218" }, { player: "Blue", card: "X" }, 3] }] } };
    expect(gameStateProblems(bad as GameState)).toEqual([
      'campaign.actSetups[0].givenEach[0].player: expected one of Red, Blue (got "Green")',
      'campaign.actSetups[0].givenEach[1].card: expected a Fate-set card (got "X")',
      "campaign.actSetups[0].givenEach[2]: expected a player and the card given (got 3)",
    ]);
  });
});
