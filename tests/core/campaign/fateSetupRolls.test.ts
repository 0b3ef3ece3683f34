/**
 * The event-die rolls of the Act II and III setups (src/core/campaign/fates/setupRolls.ts; BR p.7
 * step F): seed 003 F907A step 4 "Collect the 6 Pilgrim tokens. Roll the event die and place 1
 * Pilgrim token at each planet of the rolled symbol"; F1101A step 7 "Roll the event die. Place 1
 * Hammer Fragment token on each planet of the rolled symbol" (BR p.18: the planets of the rolled
 * symbol are each planet with the planet ID symbol rolled on the event die).
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { apply, gameStateProblems, initialState } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import type { CampaignRecord, CampaignState } from "../../../src/core/campaign/types";
import { legalCommands } from "../../../src/core/game/legal";
import { refusal, run } from "../game/helpers";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const campaign = (s: GameState) => s.campaign as CampaignState;

function startAct(nextAct: "II" | "III", fates: string[]): GameState {
  const rec: CampaignRecord = {
    version: 2, nextAct, seats: SEATS, initiative: "Red", booklet: ["AID04", "AID03", "AID05"], rulesBooklet: { edicts: [["AID04", "AID03", "AID05"]], laws: [] }, policy: "peace",
    players: SEATS.map((colour, i) => ({ colour, fate: fates[i], power: 2, title: "regent" as const, favors: [] })),
  };
  return run(initialState(), { type: "startAct", record: rec, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((x) => x.id) } as Command);
}

const roll = (player: string, planet: string) => ({ type: "setupRoll", player, planet }) as unknown as Command;

describe("seed 003 F1101A step 7: the Planet Breaker's Hammer Fragments at the planets of the rolled symbol", () => {
  const s = startAct("II", ["FATE14", "FATE11", "FATE09"]);

  test("startAct lists the roll owed, with the token kind; the Pathfinder's Act II setup owes none", () => {
    expect(campaign(s).setupRolls).toEqual([{ player: "Blue", card: "F1101A", kind: "f11-hammer-fragment" }]);
    expect(gameStateProblems(s)).toEqual([]);
  });

  test("the hex rolled: a Hammer Fragment on each hex planet, one per cluster, logged with the face read", () => {
    const r = apply(s, roll("Blue", "hex"));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(campaign(r.value).setupRolls).toEqual([{ player: "Blue", card: "F1101A", kind: "f11-hammer-fragment", planet: "hex", systems: ["1.3", "2.3", "3.3", "4.3", "5.3", "6.3"] }]);
    expect(r.value.events.map((e) => e.text)).toEqual(["Blue rolls hex (F1101A step 7): 1 Hammer Fragment token at each hex planet, 1.3, 2.3, 3.3, 4.3, 5.3, 6.3"]);
    expect(gameStateProblems(r.value)).toEqual([]);
  });

  test("refused with the state untouched: a second roll, a roll not owed (another player), a face that is no planet symbol", () => {
    const once = run(s, roll("Blue", "crescent"));
    expect(refusal(once, roll("Blue", "arrow"))).toBe("F1101A step 7: the event die was rolled (crescent)");
    expect(refusal(s, roll("Red", "arrow"))).toBe("Red owes no event-die roll (BR p.7 step F)");
    expect(refusal(s, roll("Blue", "crisis"))).toBe("F1101A step 7: the event die shows arrow, crescent or hex");
  });
});

describe("seed 003 F907A step 4: the Pathfinder's Pilgrims at the planets of the rolled symbol", () => {
  const s = startAct("III", ["FATE09", "FATE14", "FATE16"]);

  test("the arrow rolled: a Pilgrim at each arrow planet", () => {
    expect(campaign(s).setupRolls).toEqual([{ player: "Red", card: "F907A", kind: "f9-pilgrim" }]);
    const after = run(s, roll("Red", "arrow"));
    expect(campaign(after).setupRolls?.[0].systems).toEqual(["1.1", "2.1", "3.1", "4.1", "5.1", "6.1"]);
    expect(after.events.map((e) => e.text)).toEqual(["Red rolls arrow (F907A step 4): 1 Pilgrim token at each arrow planet, 1.1, 2.1, 3.1, 4.1, 5.1, 6.1"]);
  });

  test("a roll not made by the Act's first card is logged as left to the players and no longer owed", () => {
    let t = s;
    for (let i = 0; i < 20 && (t.round?.plays.length ?? 0) === 0; i++) {
      expect(campaign(t).setupRolls?.length).toBe(1);
      t = run(t, legalCommands(t)[0]);
    }
    expect(t.round?.plays.length).toBe(1);
    expect(campaign(t).setupRolls).toBeUndefined();
    expect(t.events.map((e) => e.text)).toContain("F907A step 4 was not rolled at the table: left to the players");
    // The rolls' module is no longer in force: the base rules know no such command.
    expect(refusal(t, roll("Red", "arrow"))).toBe("setupRoll is not a command");
  });
});
