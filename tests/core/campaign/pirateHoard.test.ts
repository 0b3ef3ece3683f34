/**
 * Issue 35: the Pirate's Act II objective counted by the core at the end of a chapter
 * (src/core/campaign/fates/objectives.ts), from the table's read of the resources lying on the
 * Pirate Hoard (`PlayerSnapshot.hoard`). Seed 003 F1201B: "At the end of a chapter, advance 1 for
 * each resource in your Pirate Hoard"; "advance 1 for each type of resource that your Pirate Hoard
 * has more of than each Rival. Don't count Guild cards. With 2 players, count resources on ambition
 * boxes as a Rival." F1202 Pirate Hoard: "You may place resources you steal here."
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { apply, initialState } from "../../../src/core/rules";
import type { Command, CountsByType, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import type { CampaignRecord, CampaignState } from "../../../src/core/campaign/types";
import { blankPlayer, run, snapshot } from "../game/helpers";

const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id);
const counts = (material: number, fuel: number, weapon: number, relic: number, psionic: number): CountsByType => ({ material, fuel, weapon, relic, psionic });

/** Act II started from a record, Red the Pirate (FATE12), every objective marker on 20, at the chapter's end with no ambition declared. */
function actII(seats: Colour[]): GameState {
  const fates = ["FATE12", "FATE07", "FATE15"];
  const record: CampaignRecord = {
    version: 1, nextAct: "II", seats, initiative: "Red", firstRegent: "Blue", booklet: ["AID04", "AID03", "AID05"], policy: "peace",
    players: seats.map((colour, i) => ({ colour, fate: fates[i], power: 2, title: "regent" as const, favors: [] })),
  };
  const two = seats.length === 2 ? { map: { systems: [] }, eventDiePlanet: "arrow", numberDice: [1, 4] } : {};
  let s = run(initialState(), { type: "startAct", record, actionDeck: campaignActionDeck(seats.length), courtDeck: COURT, ...two } as Command);
  s = run(s, ...seats.map((colour) => ({ type: "setObjective", player: colour, space: 20 }) as Command));
  return { ...s, round: undefined, phase: "scoring", players: s.players.map((p) => ({ ...p, hand: [] })) };
}

const objective = (s: GameState, colour: Colour) => (s.campaign as CampaignState).players.filter((p) => p.colour === colour)[0].objective;
const texts = (s: GameState) => s.events.map((e) => e.text);

describe("seed 003 F1201B (Pirate, Act II): the Pirate Hoard (F1202) counted at the end of a chapter", () => {
  test("1 per resource on the Hoard, and 1 per type the Hoard has more of than each Rival has of it (Guild cards not counted, the First Regent's Trust counted)", () => {
    // Hoard: 2 Material, 1 Fuel, 2 Relic (5). Blue (First Regent) has 1 Material and the Trust's Relic + 1 Relic on its board;
    // Yellow has 1 Fuel and 3 Material Guild cards (not counted). Material 2 > 1, 0: counts; Fuel 1 > 0 but not > Yellow's 1;
    // Relic 2 > Blue's 1 + 1 in the Trust? no (2 is not more than 2).
    const snap = snapshot([
      blankPlayer("Red", { resources: counts(2, 1, 0, 2, 0), hoard: counts(2, 1, 0, 2, 0) }),
      blankPlayer("Blue", { resources: counts(1, 0, 0, 1, 0) }),
      blankPlayer("Yellow", { resources: counts(0, 1, 0, 0, 0), guildCards: counts(3, 0, 0, 0, 0) }),
    ]);
    const base = actII(["Red", "Blue", "Yellow"]);
    const s = run({ ...base, campaign: { ...(base.campaign as CampaignState), trust: ["relic"] } }, { type: "score", snapshot: snap } as Command);
    expect(texts(s)).toContain("Red's objective advances 5 for 5 resource(s) in your Pirate Hoard (F1201B): marker 20 -> 15");
    expect(texts(s)).toContain("Red's objective advances 1 for 1 type(s) your Hoard has more of than each Rival (F1201B): marker 15 -> 14");
    expect(objective(s, "Red")).toBe(14);
    // Without the Trust's Relic, Blue has 1 Relic: the Hoard's 2 Relic are more than each Rival's.
    expect(objective(run(base, { type: "score", snapshot: snap } as Command), "Red")).toBe(13);
  });

  test("an empty Hoard advances nothing; a Hoard not read is told to be counted by hand; another Fate's hoard field is not read", () => {
    const players = (red: Partial<ReturnType<typeof blankPlayer>>) => snapshot([blankPlayer("Red", red), blankPlayer("Blue"), blankPlayer("Yellow", { hoard: counts(5, 0, 0, 0, 0) })]);
    const empty = run(actII(["Red", "Blue", "Yellow"]), { type: "score", snapshot: players({ hoard: counts(0, 0, 0, 0, 0) }) } as Command);
    expect(objective(empty, "Red")).toBe(20);
    expect(objective(empty, "Yellow")).toBe(20);
    const unread = run(actII(["Red", "Blue", "Yellow"]), { type: "score", snapshot: players({}) } as Command);
    expect(texts(unread)).toContain("Red's objective (F1201B): no Pirate Hoard read, advance it by hand");
    expect(objective(unread, "Red")).toBe(20);
  });

  test("with 2 players the ambition boxes' resources are a Rival: the table's read of them, else the tokens the core placed (BR p.7 step E)", () => {
    const base = actII(["Red", "Blue"]);
    const placed = base.thirdPlayer!.tokens;
    expect(placed.length).toBeGreaterThan(0);
    // The Hoard has 1 of each type; Blue has none: a type counts unless the boxes hold 1 or more of it.
    const hoard = counts(1, 1, 1, 1, 1);
    const snap = (tokens?: string[]) =>
      ({ players: [blankPlayer("Red", { hoard }), blankPlayer("Blue")], ...(tokens === undefined ? {} : { thirdPlayer: { tycoon: 0, warlord: 0, keeper: 0, empath: 0, tokens } }) }) as never;
    const boxTypes = ["material", "fuel", "weapon", "relic", "psionic"].filter((r) => placed.indexOf(r as never) < 0).length;
    expect(texts(run(base, { type: "score", snapshot: snap() } as Command))).toContain(`Red's objective advances ${boxTypes} for ${boxTypes} type(s) your Hoard has more of than each Rival (F1201B): marker 15 -> ${15 - boxTypes}`);
    const read = run(base, { type: "score", snapshot: snap(["weapon", "relic"]) } as Command);
    expect(texts(read)).toContain("Red's objective advances 3 for 3 type(s) your Hoard has more of than each Rival (F1201B): marker 15 -> 12");
    const bad = apply(base, { type: "score", snapshot: snap(["blight"]) } as Command);
    expect(bad.ok ? "" : bad.reason).toBe("the third player's tokens must be resource types");
  });

  test("a Hoard count that is not a whole number is refused", () => {
    const r = apply(actII(["Red", "Blue", "Yellow"]), { type: "score", snapshot: snapshot([blankPlayer("Red", { hoard: counts(-1, 0, 0, 0, 0) }), blankPlayer("Blue"), blankPlayer("Yellow")]) } as Command);
    expect(r.ok ? "" : r.reason).toBe("Red's material count must be a whole number from 0");
  });
});
