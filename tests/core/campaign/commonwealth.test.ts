/**
 * The Founder's Commonwealth Ambition (src/core/campaign/fates/commonwealth.ts). Card texts: seed
 * 003's card reference, F213 Founder of the Commonwealth, F214 Commonwealth Ambition, F212B "Distribute
 * Power Fairly"; BR p.9 (a Law is a rule for everyone while in the rules booklet), base p.18 (scoring).
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import { ambitionMarker, markerValue } from "../../../src/core/data/ambitions";
import { cityBonusPower } from "../../../src/core/data/playerBoard";
import { blankPlayer, refusal, run, snapshot } from "../game/helpers";
import { redLeadsToDeclare, withFates } from "./oathFixtures";
import { SEATS, act, atScoring } from "./objectiveFixtures";

const campaign = (s: GameState) => s.campaign as CampaignState;
const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");

describe("seed 003 F213 'When you declare an ambition, you may also place the Commonwealth Ambition marker ... onto the declared ambition box'", () => {
  const founderLeads = () => {
    const s = redLeadsToDeclare("tycoon", false);
    return withFates(s, { [s.initiative as string]: "FATE02" });
  };
  const cw = (s: GameState, playArea?: string[]) => ({ type: "declareCommonwealth", player: s.initiative, ambition: "tycoon", ...(playArea === undefined ? {} : { playArea }) }) as Command;

  test("the holder of F213 (its play area as the table shows it) declares with the marker: the ambition marker and the Commonwealth marker go to the box", () => {
    const s = founderLeads();
    const after = run(s, cw(s, ["F213"]));
    expect(after.markers.some((m) => m.at === "tycoon")).toBe(true);
    expect(campaign(after).commonwealth).toBe("tycoon");
    expect(texts(after)).toContain("with the Commonwealth marker (F214)");
    // A plain declare leaves the marker on the Fate card.
    expect(campaign(run(s, { type: "declare", player: s.initiative, ambition: "tycoon" } as Command)).commonwealth).toBeUndefined();
  });

  test("without F213 in the play area, or with the marker already on a box this chapter, it is refused in the game's words and nothing changes", () => {
    const s = founderLeads();
    expect(refusal(s, cw(s))).toBe("Founder of the Commonwealth (F213) is not in your play area");
    const placed = { ...s, campaign: { ...campaign(s), commonwealth: "keeper" } } as GameState;
    expect(refusal(placed, cw(placed, ["F213"]))).toBe("the Commonwealth marker is on Keeper already");
  });

  test("the declare's own rules still hold (base p.9: the leader declares, once per lead card)", () => {
    const s = founderLeads();
    const other = SEATS.find((c) => c !== s.initiative)!;
    expect(refusal(s, { ...cw(s, ["F213"]), player: other } as Command)).toBeDefined();
    const once = run(s, { type: "declare", player: s.initiative, ambition: "tycoon" } as Command);
    expect(refusal({ ...once, campaign: campaign(s) } as GameState, cw(s, ["F213"]))).toBeDefined();
  });
});

describe("seed 003 F214 'Commonwealth Ambition' scoring the marked ambition", () => {
  // Act II, Red the Founder; Tycoon declared with the first marker, and the Commonwealth marker on it.
  const start = () => atScoring(act("II", ["FATE02", "FATE09", "FATE10"]), ["tycoon"], { commonwealth: "tycoon" });
  const mat = (n: number) => ({ resources: { material: n, fuel: 0, weapon: 0, relic: 0, psionic: 0 } });
  const score = (s: GameState, red: number, blue: number, yellow: number, yellowCities = 5) =>
    run(s, { type: "score", snapshot: snapshot([
      blankPlayer("Red", { ...mat(red), citiesOnBoard: 5, cards: ["F213", "F218"] }),
      blankPlayer("Blue", { ...mat(blue), citiesOnBoard: 5, cards: ["F219"] }),
      blankPlayer("Yellow", { ...mat(yellow), citiesOnBoard: yellowCities, cards: [] }),
    ]) } as Command);
  const total = (s: GameState, at = "tycoon") => {
    const m = s.markers.filter((x) => x.at === at).map((x) => markerValue(ambitionMarker(x.id)!, x.flipped === true));
    return m.reduce((n, v) => n + v.first + v.second, 0);
  };
  const gains = (s: GameState) => s.lastScoring!.gains.map((g) => g.power);

  test("'All Members ... combine ambition values': Red 2 + Blue 2 beat Yellow's 3; 'evenly divide the total Power of first and second place among Members. Ignore bonus city Power and Power remainders.'", () => {
    const s = start();
    const after = score(s, 2, 2, 3);
    const each = Math.floor(total(s) / 2);
    expect(each).toBeGreaterThan(0);
    expect(gains(after)).toEqual([each, each, 0]);
    expect(after.players.map((p) => p.power)).toEqual([3 + each, 3 + each, 3]);
    // "(Use individual ambition values for everything else, like objectives.)": Yellow stays the individual first.
    expect(after.lastScoring!.ambitions[0].first).toBe("Yellow");
    expect(texts(after)).toContain("Tycoon: the Commonwealth (Red, Blue) wins (F214)");
  });

  test("'If a non-Member wins, they gain double the total Power of first and second place' (and, as first place, bonus city Power: docs/rules-decisions-campaign.md)", () => {
    const s = start();
    const after = score(s, 1, 2, 4, 1);
    expect(gains(after)).toEqual([0, 0, 2 * total(s) + cityBonusPower(1)]);
  });

  test("'This ambition only gives Power for winning it--getting first place with no tie': a tie of the Commonwealth and a non-Member pays nobody", () => {
    const after = score(start(), 2, 2, 4);
    expect(gains(after)).toEqual([0, 0, 0]);
    expect(texts(after)).toContain("Tycoon: no untied first place, no Power (F214)");
  });

  test("after scoring the marker is back on the Founder's Fate card, and an unmarked ambition scores as p.18 says", () => {
    const s = atScoring(act("II", ["FATE02", "FATE09", "FATE10"]), ["tycoon", "keeper"], { commonwealth: "keeper" });
    const after = score(s, 2, 2, 3);
    expect(campaign(after).commonwealth).toBeUndefined();
    const tycoon = after.lastScoring!.ambitions.filter((a) => a.ambition === "tycoon")[0];
    // Yellow 3 first; Red and Blue tie for second and do not place (p.18).
    expect(tycoon.awards.map((a) => `${a.player} ${a.place}`)).toEqual(["Yellow first"]);
  });

  test("seed 003 F212B 'When the Commonwealth wins the Commonwealth ambition, advance 2 for each Member of the Commonwealth'; not when it loses", () => {
    const won = score(start(), 2, 2, 3);
    expect(campaign(won).players[0].objective).toBe(20 - 4);
    expect(texts(won)).toContain("Red's objective advances 4 for the Commonwealth's win, 2 per Member (F212B)");
    const lost = score(start(), 1, 2, 4);
    expect(campaign(lost).players[0].objective).toBe(20);
  });

  test("Oath of Peace (seed 003 F1502) binds a Member's share of a Commonwealth Warlord: that Member gains nothing, the others keep theirs", () => {
    const s = withFates(atScoring(act("II", ["FATE02", "FATE15", "FATE10"]), ["warlord"], { commonwealth: "warlord" }), {});
    const after = run(s, { type: "score", snapshot: snapshot([
      blankPlayer("Red", { trophies: 2, citiesOnBoard: 5, cards: ["F218"] }),
      blankPlayer("Blue", { trophies: 2, citiesOnBoard: 5, cards: ["F219", "F1502"] }),
      blankPlayer("Yellow", { trophies: 3, citiesOnBoard: 5 }),
    ]) } as Command);
    const each = Math.floor(total(s, "warlord") / 2);
    expect(each).toBeGreaterThan(0);
    expect(gains(after)).toEqual([each, 0, 0]);
  });
});
