/**
 * The "B" and "C" Fates' Setup sides done by the core at the start of Acts II and III
 * (src/core/campaign/fates/laterSetups.ts; BR p.7 step F, seed 003 F901A..F2401A): the cards each
 * setup gains or gives, the cards it adds to the rules booklet, the cards it places on top of the
 * Court deck, the resources it returns from the 2-player ambition boxes, the Pacifist's Witnesses.
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { FATES } from "../../../src/core/data/campaign/fates";
import { FATE_SETS } from "../../../src/core/data/campaign/fateSets";
import { apply, initialState, gameStateProblems } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour, ResourceType } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { ambitionBoxTokens } from "../../../src/core/campaign/laterActSetup";
import { ACT_SETUPS, LATER_SETUPS, courtShuffledInBySetups, playerToTheRight, weaponPlanets } from "../../../src/core/campaign/fates/laterSetups";
import type { CampaignRecord, CampaignState } from "../../../src/core/campaign/types";
import { run } from "../game/helpers";

const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id);
const campaign = (s: GameState) => s.campaign as CampaignState;

function record(nextAct: "II" | "III", seats: Colour[], fates: string[], initiative: Colour = seats[0]): CampaignRecord {
  return {
    version: 2, nextAct, seats, initiative, booklet: ["AID04", "AID03", "AID05"], rulesBooklet: { edicts: [["AID04", "AID03", "AID05"]], laws: [] }, policy: "peace",
    players: seats.map((colour, i) => ({ colour, fate: fates[i], power: 2, title: "regent" as const, favors: [] })),
  };
}

function startAct(rec: CampaignRecord, extra: Record<string, unknown> = {}): GameState {
  return run(initialState(), { type: "startAct", record: rec, actionDeck: campaignActionDeck(rec.seats.length), courtDeck: COURT, ...extra } as Command);
}

/** The card of a Fate Set numbered "NN" in a card's text: F<set><NN>, or its side A when it is two-sided (F1103A). */
function cardOf(set: number, nn: string): string {
  const cards = FATE_SETS[set - 1];
  const id = `F${String(set)}${nn}`;
  return cards.some((c) => c.id === id) ? id : `${id}A`;
}

const setupLines = (s: GameState) => s.events.filter((e) => e.kind === "setUp" && e.card !== undefined).map((e) => e.text);

describe("the 'B' and 'C' Fates' setups (BR p.7 step F)", () => {
  test("seed 003 F901A..F2401A: each setup's gains, gifts, booklet cards, Court-deck cards, ambition-box returns and Witnesses are its card's own text", () => {
    const seen: string[] = [];
    for (const f of FATES.filter((x) => x.letter !== "A")) {
      const cards = FATE_SETS[f.set - 1].filter((c) => c.type === "Setup");
      // A "B" Fate sets up in Acts II and III, a "C" Fate in Act III only (BR p.29 step F; F1701A's heading says Act II).
      expect({ fate: f.id, setups: cards.length }).toEqual({ fate: f.id, setups: f.letter === "B" ? 2 : 1 });
      cards.forEach((card, k) => {
        const setup = LATER_SETUPS.find((x) => x.card === card.id);
        expect({ card: card.id, fate: setup?.fate, act: setup?.act }).toEqual({ card: card.id, fate: f.id, act: f.letter === "C" || k === 1 ? "III" : "II" });
        seen.push(card.id);
        const lines = card.text.join("\n").split(/\n|(?=\b\d\. )/);
        // "(02)", "( 02 )", and a range "(09-10)" naming each card of it.
        const numbers = (line: string) => (line.match(/\( ?\d\d ?(?:-\d\d)?\)/g) ?? []).flatMap((m) => {
          const [from, to] = m.replace(/[() ]/g, "").split("-").map(Number);
          const out: string[] = [];
          for (let n = from; n <= (to ?? from); n++) out.push(cardOf(f.set, String(n).padStart(2, "0")));
          return out;
        });
        const gain = lines.filter((l) => /^(\d\.\s+)?Gain\b/.test(l.trim())).flatMap(numbers);
        const give = lines.filter((l) => /^(\d\. )?Give\b.*to the player to your right/.test(l)).flatMap(numbers);
        const booklet = lines.filter((l) => /to the rules booklet/.test(l)).flatMap(numbers);
        const courtTop = lines.filter((l) => /on top of the Court deck/.test(l)).flatMap(numbers);
        const shuffle = lines.filter((l) => /Shuffle .* into the Court deck/.test(l)).flatMap(numbers);
        const boxes = lines.filter((l) => /With 2 players, return all/.test(l)).flatMap((l) => (l.match(/Weapons|Relics|Material|Fuel|Psionics/g) ?? []).map((w) => w.toLowerCase().replace(/s$/, "") as ResourceType));
        expect({ card: card.id, gain: setup?.gain, give: setup?.giveRight ?? [], booklet: setup?.booklet.map((b) => b.card), courtTop: setup?.courtTop ?? [], shuffle: setup?.courtShuffle ?? [], boxes: setup?.boxesReturn ?? [] })
          .toEqual({ card: card.id, gain, give, booklet, courtTop, shuffle, boxes: Array.from(new Set(boxes)) });
        expect({ card: card.id, witnesses: setup?.witnessesAtWeaponPlanets === true }).toEqual({ card: card.id, witnesses: /Witness .* at each Weapon planet/.test(card.text.join(" ")) });
        // "whole": the card says nothing but its gains, booklet adds and tokens collected with no more to do
        // with them (tests/core/campaign/fateSetupTokens.test.ts; and the flip).
        const steps = lines.filter((l) => l.trim() !== "" && !/Flip this card over/.test(l));
        // Or a card the table lays from the setup's entry (fates/setupPieces.ts): a reminder copy.
        const coreStep = (l: string) => /^\d\. As a reminder, tuck the second copy/.test(l.trim()) || /^(\d\. )?(Gain\b|Add .* to the rules booklet( \(\d\d\))?\. \**Explain (it|them) to everyone\.\**$|Collect the \d+ [A-Za-z ]+ tokens( in the general supply near the Court)?\.( \*?\(They are labeled [^)]*\)\*?)?$)/.test(l.trim());
        expect({ card: card.id, whole: setup?.whole === true }).toEqual({ card: card.id, whole: steps.every(coreStep) });
      });
    }
    expect(LATER_SETUPS.map((x) => x.card)).toEqual(seen);
  });

  test("F901A, F1001A, F1401A, F1601A (BR p.7 step F): Act II's setups in turn order from the initiative, gains listed, booklet cards added by their holders, each announced", () => {
    const s = startAct(record("II", ["Red", "Blue", "Yellow", "White"], ["FATE09", "FATE10", "FATE14", "FATE16"], "Blue"));
    expect(campaign(s).actSetups).toEqual([
      // F1001A step 5 "Collect the 8 Banner tokens", F1601A step 1 "Collect the 6 Seat tokens": each kind's bag to its holder.
      { player: "Blue", card: "F1001A", gain: ["F1002", "F1004"], tokens: [{ kind: "f10-banner", player: "Blue" }] },
      { player: "Yellow", card: "F1401A", gain: ["F1402", "F1403"], witnesses: ["1.1", "2.2", "3.3", "5.1"] },
      { player: "White", card: "F1601A", gain: ["F1602"], tokens: [{ kind: "f16-seat", player: "White" }] },
      // F901A step 5: "Give the Clues to the Portal card (03) ... to the player to your right": Red's right is White (turn order goes clockwise, BR p.6).
      // ... "6 Clue tokens, and the Portal token to the player to your right".
      { player: "Red", card: "F901A", gain: ["F902"], given: { player: "White", cards: ["F903"] }, tokens: [{ kind: "f9-clue", player: "White" }, { kind: "f9-portal", player: "White" }] },
    ]);
    expect(campaign(s).rulesBooklet).toEqual({ edicts: [["AID04", "AID03", "AID05"]], laws: [["F1003"], ["F1609"], ["F1610"]] });
    expect(s.events.filter((e) => e.kind === "booklet").map((e) => `${String(e.player)} ${String(e.card)}`)).toEqual(["Blue F1003", "White F1609", "White F1610"]);
    expect(setupLines(s)).toEqual([
      "Blue sets up the Hegemon (F1001A, BR p.7): gains Planting Banners (F1002) and Song of the Banner (F1004); adds Banners of Hegemony (F1003) to the rules booklet: explain it to everyone; collects the Banner tokens; the card's other steps are done at the table; then flips it to its objective",
      "Yellow sets up the Pacifist (F1401A, BR p.7): gains Witnesses (F1402) and Well of Empathy (F1403); places 1 Witness, spyglass side up, at each Weapon planet: 1.1, 2.2, 3.3, 5.1; clears all of their Outrage; the card's other steps are done at the table; then flips it to its objective",
      "White sets up the Warden (F1601A, BR p.7): gains Claims of Nobility (F1602); adds Seats & Fiefs (F1609) and Feudal Law (F1610) to the rules booklet: explain them to everyone; collects the Seat tokens; places Lord of the 1st Cluster (F1603), Lord of the 2nd Cluster (F1604), Lord of the 3rd Cluster (F1605), Lord of the 4th Cluster (F1606), Lord of the 5th Cluster (F1607) and Lord of the 6th Cluster (F1608); the card's other steps are done at the table; then flips it to its objective",
      "Red sets up the Pathfinder (F901A, BR p.7): gains Uncovering Clues (F902); gives Clues to the Portal (F903) to White, the player to the right; gives the Clue tokens and the Portal token to White; the card's other steps are done at the table; then flips it to its objective",
    ]);
    // The setups come after the Act's board (steps C-E) and before nothing else: the hands are dealt.
    expect(s.players.every((p) => p.hand.length === 6)).toBe(true);
    expect(gameStateProblems(s)).toEqual([]);
  });

  test("F1208A step 1 (BR p.7 steps B, F): Rumors Spread is shuffled into the Court deck after the deal: the table's deck holds it past the dealt cards; dealt into the Court it is refused; missing, the players shuffle it in", () => {
    const rec = record("III", ["Red", "Blue", "Yellow"], ["FATE12", "FATE20", "FATE24"]);
    expect(courtShuffledInBySetups("III", ["FATE12", "FATE20", "FATE24"])).toEqual(["F1209", "F1210"]);
    expect(courtShuffledInBySetups("II", ["FATE12", "FATE20"])).toEqual([]);
    const withRumors = COURT.slice(0, 8).concat(["F1210"], COURT.slice(8), ["F1209"]);
    const s = startAct(rec, { courtDeck: withRumors });
    expect(s.court.deck).toEqual(withRumors.slice(4));
    expect(setupLines(s)[0]).toBe("Red sets up the Pirate (F1208A, BR p.7): adds Rumors of the Haven (F1211) and Sharing Rumors (F1212) to the rules booklet: explain them to everyone; shuffles Rumors Spread (F1209) and Rumors Spread (F1210) into the Court deck; the card's other steps are done at the table; then flips it to its objective");
    const dealt = ["F1209"].concat(COURT.slice(0, 8), ["F1210"], COURT.slice(8));
    const r = apply(initialState(), { type: "startAct", record: rec, actionDeck: campaignActionDeck(3), courtDeck: dealt } as unknown as Command);
    expect(r.ok ? "" : r.reason).toBe("Rumors Spread (F1209) is shuffled into the Court deck after the Court is dealt (BR p.7)");
    expect(setupLines(startAct(rec))[0]).toContain("shuffle Rumors Spread (F1209) and Rumors Spread (F1210) into the Court deck by hand: the deck sent does not hold them");
  });

  test("F1401A step 3: the Weapon planets are the map's four, one Witness each (4 tokens, seed 003)", () => {
    expect(weaponPlanets()).toEqual(["1.1", "2.2", "3.3", "5.1"]);
    expect(playerToTheRight(["Red", "Blue"], "Red")).toBe("Blue");
    expect(playerToTheRight(["Red", "Blue", "Yellow"], "Yellow")).toBe("Blue");
  });

  test("F907A step 2, F1901A step 5, F2201A step 7: cards placed on top of the dealt Court's deck in turn order, the last on top", () => {
    const s = startAct(record("III", ["Red", "Blue", "Yellow"], ["FATE09", "FATE22", "FATE19"], "Blue"));
    // Turn order Blue, Yellow, Red: Passage Storms, then Relic Fence over it, then Seek the Portal over both.
    expect(s.court.deck.slice(0, 3)).toEqual(["F909", "F1904", "F2206"]);
    expect(s.court.deck.slice(3)).toEqual(COURT.slice(4));
    expect(s.court.row).toEqual(["AID01"].concat(COURT.slice(0, 4)));
    expect(campaign(s).actSetups?.map((f) => f.card)).toEqual(["F2201A", "F1901A", "F907A"]);
    expect(setupLines(s)[2]).toBe("Red sets up the Pathfinder (F907A, BR p.7): gains Pilgrims (F908); places Seek the Portal (F909) on top of the Court deck; collects the Pilgrim tokens; tucks Seek the Portal (F910) and Seek the Portal (F911) under Pilgrims (F908); the card's other steps are done at the table; then flips it to its objective");
    expect(campaign(s).rulesBooklet?.edicts).toEqual([["AID04", "AID03", "AID05"], ["F1903"]]);
    expect(campaign(s).rulesBooklet?.laws).toEqual([["F2205"]]);
    expect(gameStateProblems(s)).toEqual([]);
  });

  test("F1901A step 6, F2001A step 3 (BR p.7 step E then F): at 2 players the setups return Relics, Material and Fuel from the ambition boxes", () => {
    const dice = { map: { systems: [] }, eventDiePlanet: "arrow", numberDice: [2, 3] };
    const boxes = ambitionBoxTokens([2, 3]);
    // Clusters 2 and 3 put a Psionic, 2 Weapons, a Relic, a Material and a Fuel on the boxes (BR p.5 step Q).
    expect(boxes).toEqual({ tokens: ["psionic", "weapon", "relic", "material", "fuel", "weapon"], tycoon: 2, warlord: 2, keeper: 1, empath: 1 });
    const s = startAct(record("III", ["Red", "Blue"], ["FATE19", "FATE20"]), dice);
    expect(s.thirdPlayer).toEqual({ tokens: ["psionic", "weapon", "weapon"], tycoon: 0, warlord: 2, keeper: 0, empath: 1 });
    expect(setupLines(s)).toEqual([
      "Red sets up the Redeemer (F1901A, BR p.7): gains Ire of the Keepers (F1902); adds Rebuke of the Keepers (F1903) to the rules booklet: explain it to everyone; places Relic Fence (F1904) on top of the Court deck; returns 1 resource (relic) from the ambition boxes to the supply; Provokes Relic Outrage; the card's other steps are done at the table; then flips it to its objective",
      "Blue sets up the Guardian (F2001A, BR p.7): gains Green Vault (F2002) and Ire of the Tycoons (F2003); adds Edenguard Ambition (F2004) to the rules booklet: explain it to everyone; returns 2 resources (material and fuel) from the ambition boxes to the supply; places the Edenguard Ambition tile by the Tycoon ambition box; Provokes Fuel Outrage; Provokes Material Outrage; the card's other steps are done at the table; then flips it to its objective",
    ]);
    // F1501A step 1 in Act II: the Weapons off Warlord.
    const peace = startAct(record("II", ["Red", "Blue"], ["FATE15", "FATE12"]), dice);
    expect(peace.thirdPlayer).toEqual({ tokens: ["psionic", "relic", "material", "fuel"], tycoon: 2, warlord: 0, keeper: 1, empath: 1 });
  });

  test("a table that reads no map (an imported record) still gets the setups' cards and booklet; the boxes are its own (BR p.7 step E by hand)", () => {
    const s = startAct(record("III", ["Red", "Blue"], ["FATE20", "FATE21"]));
    expect(s.thirdPlayer).toBeUndefined();
    expect(campaign(s).rulesBooklet?.laws).toEqual([["F2004"], ["F2104"]]);
    // F2001A step 4, F2101A step 3: each Fate ambition's tile by its ambition box (the table lays it).
    expect(campaign(s).actSetups).toEqual([
      { player: "Red", card: "F2001A", gain: ["F2002", "F2003"], tokens: [{ kind: "f20-edenguard-ambition", place: "tycoon" }] },
      { player: "Blue", card: "F2101A", gain: ["F2102", "F2103"], tokens: [{ kind: "f21-blightkin-ambition", place: "empath" }] },
    ]);
  });

  test("F1011A, F1312A: a setup that only gains cards is whole; a card already in the rules booklet is not added again", () => {
    const rec = record("III", ["Red", "Blue", "Yellow"], ["FATE10", "FATE13", "FATE21"]);
    rec.rulesBooklet = { edicts: [["AID04", "AID03", "AID05"]], laws: [["F2104"]] };
    const s = startAct(rec);
    expect(setupLines(s)).toEqual([
      "Red sets up the Hegemon (F1011A, BR p.7): gains Happy Hosts (F1012); then flips it to its objective",
      "Blue sets up the Blight Speaker (F1312A, BR p.7): gains Blight Hunger (F1313); then flips it to its objective",
      "Yellow sets up the Naturalist (F2101A, BR p.7): gains Blight Society (F2102) and Spore Guides (F2103); Blightkin Ambition (F2104) is already in the rules booklet; places the Blightkin Ambition tile by the Empath ambition box; the card's other steps are done at the table; then flips it to its objective",
    ]);
    expect(campaign(s).rulesBooklet?.laws).toEqual([["F2104"]]);
  });

  test("kept 'A' Fates set up by the same module in turn order (keptFateSetups.test.ts); a refused start does no setup", () => {
    const s = startAct(record("II", ["Red", "Blue", "Yellow"], ["FATE01", "FATE09", "FATE05"]));
    expect(campaign(s).actSetups?.map((f) => f.card)).toEqual(["F112A", "F901A", "F512A"]);
    const before = initialState();
    const json = JSON.stringify(before);
    const bad = { ...record("II", ["Red", "Blue"], ["FATE09", "FATE10"]), initiative: "Green" };
    const r = apply(before, { type: "startAct", record: bad, actionDeck: campaignActionDeck(2), courtDeck: COURT } as unknown as Command);
    expect(r.ok).toBe(false);
    expect(JSON.stringify(before)).toBe(json);
  });

  test("after the Intermission on the same table (BR p.29 step F, then p.7): the new Act's setups are done by the same module", () => {
    const act2 = startAct(record("II", ["Red", "Blue", "Yellow"], ["FATE09", "FATE10", "FATE13"]));
    const c = campaign(act2);
    const over = { ...act2, phase: "intermission", campaign: { ...c, stage: "intermission", intermissionStep: "done", players: c.players.map((p, i) => ({ ...p, fate: ["FATE09", "FATE23", "FATE24"][i], letter: i === 0 ? "B" : "C" })) } } as GameState;
    const rec = { ...record("III", ["Red", "Blue", "Yellow"], ["FATE09", "FATE23", "FATE24"]), rulesBooklet: c.rulesBooklet, booklet: c.booklet };
    const s = run(over, { type: "startAct", record: rec, actionDeck: campaignActionDeck(3), courtDeck: COURT } as Command);
    expect(campaign(s).act).toBe("III");
    expect(campaign(s).actSetups?.map((f) => `${f.player} ${f.card}`)).toEqual(["Red F907A", "Blue F2301A", "Yellow F2401A"]);
    expect(campaign(s).rulesBooklet?.laws).toEqual([["F1003"], ["F2304"], ["F2305"]]);
    expect(campaign(s).rulesBooklet?.edicts).toEqual([["AID04", "AID03", "AID05"], ["F2405"]]);
  });

  test("a restored state's later setups are checked field by field", () => {
    const s = startAct(record("II", ["Red", "Blue", "Yellow"], ["FATE09", "FATE14", "FATE10"]));
    expect(gameStateProblems(s)).toEqual([]);
    const bad = { ...s, campaign: { ...campaign(s), actSetups: [{ player: "Green", card: "F101A", gain: ["X1"], witnesses: ["9.9"], given: { player: "Blue", cards: ["Y"] } }] } };
    expect(gameStateProblems(bad as GameState)).toEqual([
      'campaign.actSetups[0].player: expected one of Red, Blue, Yellow (got "Green")',
      `campaign.actSetups[0].card: expected one of ${ACT_SETUPS.map((f) => f.card).join(", ")} (got "F101A")`,
      'campaign.actSetups[0].gain[0]: expected a Fate-set card (got "X1")',
      'campaign.actSetups[0].witnesses[0]: expected a system of the map (got "9.9")',
      'campaign.actSetups[0].given.cards[0]: expected a Fate-set card (got "Y")',
    ]);
  });
});
