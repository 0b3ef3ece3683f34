/**
 * The Warden's Feudal Courts (seed 003 F1618, Law, BR p.7 Act III setup F1617A): "To influence or
 * secure a card that has a Court token, you must be a Lord or Vassal in the respective Fief. If a Lord
 * secures a card with a Court token, they return the Court token and all Vassal agents from the card."
 * The Lord and Vassals are Seats & Fiefs' (F1609: "While a city has a Seat token, its player is the
 * Lord of its cluster ... Rivals of the Lord that have a Loyal city or Flagship in the Lord's Fief are
 * the Lord's Vassals in that Fief alone"), read from the map of the token's cluster the table sends
 * with the secure or influence (src/core/campaign/fates/feudalCourts.ts).
 */
import { apply } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { SecureState } from "../../../src/core/court/machine";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { rulesBookletOf } from "../../../src/core/campaign/booklet";
import { courtTokenCluster } from "../../../src/core/campaign/fates/feudalCourts";
import { campaignBattleState } from "../../../tools/bench/campaignBattleScenario";
import { battleOnCourt, campaignTable, secureCommand } from "./campaignCourtCards";
import { mapOf } from "../map/fixtures";
import { redLeads } from "./mapFixtures";

/** Red's turn, its Aggression led (a Secure to take) unless `s` given; Feudal Courts in the booklet unless told. */
function feudalState(law = true, s = campaignBattleState()): GameState {
  const c = s.campaign as CampaignState;
  return law ? { ...s, campaign: { ...c, rulesBooklet: { edicts: rulesBookletOf(c).edicts, laws: [["F1618"]] } } } : s;
}

/** Cluster 1: `lord`'s Seat on its city in 1.1; `vassal`'s city in 1.2; nothing of the others. */
function fief(lord: string, vassal: string, token = "Court 1st"): { token: string; map: MapSnapshot } {
  const map = mapOf({ "1.1": { [lord]: { city: [1, 0] } }, "1.2": { [vassal]: { city: [1, 0] } } });
  return { token, map: { ...map, fateTokens: [{ system: "1.1", token: "Seat 1st", on: lord as never }] } };
}

const court = () => campaignTable([{ card: "CC01", agents: { Red: 2, Blue: 1, Yellow: 1 } }, { card: "CC11", agents: {} }, { card: "CC02", agents: {} }, { card: "CC03", agents: {} }]);
const securing = (f?: { token: string; map: MapSnapshot }) => (f === undefined ? secureCommand(0, court()) : ({ ...secureCommand(0, court()), fief: f } as Command));
const reason = (r: ReturnType<typeof apply>) => (r.ok ? "accepted" : r.reason);
const outcome = (s: GameState) => {
  const last = (s.secure as SecureState).last;
  if (last.kind !== "secured") throw new Error("not secured");
  return last.outcome;
};

describe("seed 003 F1618 Feudal Courts: 'To influence or secure a card that has a Court token, you must be a Lord or Vassal in the respective Fief'", () => {
  test("the Court token names its Fief's cluster by its label (1st-6th, as the Lord title cards)", () => {
    expect(["Court 1st", "Court 3rd", "Court 6th", "Seat 3rd", "Court", "Court ", "Court 7th", "Court 1stX", 7].map(courtTokenCluster)).toEqual([1, 3, 6, 0, 0, 0, 0, 0, 0]);
  });

  test("Red, neither Lord (Blue) nor Vassal (White's city, not Red's, in cluster 1), is refused the secure with the reason; the state is untouched", () => {
    const s = feudalState();
    const r = apply(s, securing(fief("Blue", "White")));
    expect(reason(r)).toBe("Feudal Courts (F1618): only cluster 1's Lord or Vassals influence or secure a card with its Court token");
    // No Lord at all (no Seat on a city in cluster 1): nobody is its Lord or Vassal.
    const none = fief("Red", "Blue");
    expect(reason(apply(s, securing({ ...none, map: { ...none.map, fateTokens: [] } })))).toContain("only cluster 1's Lord or Vassals");
    expect(s.secure).toBeUndefined();
  });

  test("Red, Blue's Vassal in cluster 1 (Red's city in 1.2), secures with the base rules: Blue's and Yellow's agents become Red's Captives", () => {
    const r = apply(feudalState(), securing(fief("Blue", "Red")));
    if (!r.ok) throw new Error(r.reason);
    const out = outcome(r.value);
    expect(out.card).toBe("CC01");
    expect(out.taken).toEqual({ Blue: 1, Yellow: 1 });
    expect(out.table.players[0].captives).toEqual({ Blue: 1, Yellow: 1 });
  });

  test("'If a Lord secures a card with a Court token, they return ... all Vassal agents from the card': Red, Lord, returns Blue's (a Vassal) to Blue's supply; Yellow, no Vassal, is captured", () => {
    const r = apply(feudalState(), securing(fief("Red", "Blue")));
    if (!r.ok) throw new Error(r.reason);
    const out = outcome(r.value);
    expect(out.taken).toEqual({ Yellow: 1 });
    expect(out.table.players[0].captives).toEqual({ Yellow: 1 });
    expect(out.table.players[1].agentSupply).toBe(9);
    expect(out.table.players[0].agentSupply).toBe(8);
  });

  test("an influence on a card with a Court token: refused to an outsider with the reason, taken by the Lord", () => {
    const influence = (f: { token: string; map: MapSnapshot }) => ({ type: "takeAction", player: "Red", action: "influence", card: "CC01", fief: f }) as Command;
    // Red led Administration (influence, p.13).
    const s = feudalState(true, redLeads("administration"));
    expect(reason(apply(s, influence(fief("Blue", "Yellow"))))).toContain("only cluster 1's Lord or Vassals");
    const r = apply(s, influence(fief("Red", "Blue")));
    expect(reason(r)).toBe("accepted");
    expect(r.ok && r.value.actions?.taken).toEqual(["influence"]);
  });

  test("without Feudal Courts in the rules booklet the token steers nothing (base p.13); a token with no map is refused", () => {
    expect(apply(feudalState(false), securing(fief("Blue", "White"))).ok).toBe(true);
    expect(reason(apply(feudalState(), securing({ token: "Court 1st" } as never)))).toBe("the map snapshot lists no systems");
  });
});

describe("seed 003 F1618 'When a player Ransacks the Court, they can secure a card that has a Court token only if they destroyed a city in the respective Fief'", () => {
  /** The bench's campaign battle in 1.1 (Red destroys Blue's city there) to its Ransack, the ransack sent with `tokens`; Blue's agents on CC03 only. */
  function ransackWith(tokens: string[] | undefined, law = true): GameState {
    const table = campaignTable([{ card: "CC03", agents: { Blue: 2, Red: 1 } }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
    let s = feudalState(law);
    for (let i = 0; i < 20; i++) {
      const c = battleOnCourt(s, i, table);
      if (c === undefined) break;
      const a = (c as { action: { kind: string } }).action;
      const r = apply(s, a.kind === "ransack" ? ({ ...c, action: { ...a, tokens } } as Command) : c);
      if (!r.ok) throw new Error(r.reason);
      s = r.value;
      if (a.kind === "ransack") return s;
    }
    throw new Error("no ransack");
  }
  const ransacked = (s: GameState) => (s.battle?.last.kind === "city" ? s.battle.last.city.ransacked : "no city");

  test("the battle in cluster 1: a card with the Court token of cluster 1 is ransacked; one with cluster 2's is not (no other card holds Blue's agents: no Ransack)", () => {
    expect(ransacked(ransackWith(["Court 1st", "", "", ""]))).toBe("CC03");
    expect(ransacked(ransackWith(["Court 2nd", "", "", ""]))).toBeUndefined();
  });

  test("without the Law, or with no token, the base Ransack (p.16) takes the card", () => {
    expect(ransacked(ransackWith(["Court 2nd", "", "", ""], false))).toBe("CC03");
    expect(ransacked(ransackWith(undefined))).toBe("CC03");
  });
});
