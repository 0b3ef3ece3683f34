/**
 * The Peacekeeper's Ceasefires (src/core/campaign/fates/ceasefires.ts), read from the Ceasefire
 * tokens a battle roll's map carries (face up: Peace; face down: War, as F1507A's setup lays them),
 * while the Law is in the rules booklet (BR p.9). Card text: seed 003 F1508 Ceasefires; "harm":
 * BR p.27 (choosing a defender in battle harms it).
 */
import type { GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { FateTokenOnMap, MapSnapshot } from "../../../src/core/map/snapshot";
import { rulesBookletOf } from "../../../src/core/campaign/booklet";
import { refusal, run } from "../game/helpers";
import { mapOf } from "../map/fixtures";
import { redToBattle, roll } from "./battleFixtures";

function ceasefires(s: GameState): GameState {
  const c = s.campaign as CampaignState;
  const b = rulesBookletOf(c);
  return { ...s, campaign: { ...c, rulesBooklet: { edicts: b.edicts, laws: b.laws.concat([["F1508"]]) } } };
}
const token = (system: string, faceDown?: boolean): FateTokenOnMap => (faceDown === undefined ? { system: system as never, token: "Ceasefire" } : { system: system as never, token: "Ceasefire", faceDown });
const withTokens = (map: MapSnapshot, tokens: FateTokenOnMap[]): MapSnapshot => ({ ...map, fateTokens: tokens });
const said = (after: GameState) => after.events.filter((e) => /F1508/.test(e.text)).map((e) => e.text);

describe("seed 003 F1508 Ceasefires: 'To harm anything in a cluster at Peace except Loyal pieces and Blight, you must spend 1 Weapon. If you do, flip the Ceasefire token in the cluster to War.'", () => {
  const s = ceasefires(redToBattle({ Red: "outlaw" }));
  // Red's 2 ships attack Blue's ship in 1.2; the Blight in 2.2.
  const base = mapOf({ "1.2": { Red: { ship: [2, 0] }, Blue: { ship: [1, 0] } }, "2.2": { Red: { ship: [1, 0] }, blight: { blight: [1, 0] } } });
  const attack = (map: MapSnapshot, weapons?: number) => ({
    ...roll(map, { system: "1.2", defender: "Blue", attacking: { fresh: 2, damaged: 0 }, ships: { fresh: 1, damaged: 0 }, dice: { skirmish: 2, assault: 0, raid: 0 }, planetType: "fuel" }),
    ...(weapons === undefined ? {} : { weapons }),
  });

  test("a battle in a cluster whose Ceasefire lies on its Peace side is refused without a Weapon on the attacker's board", () => {
    const peace = withTokens(base, [token("1.0")]);
    expect(refusal(s, attack(peace))).toBe("cluster 1 is at Peace (Ceasefires, F1508): harming there costs 1 Weapon, and your board shows none");
    expect(refusal(s, attack(peace, 0))).toBe("cluster 1 is at Peace (Ceasefires, F1508): harming there costs 1 Weapon, and your board shows none");
  });

  test("with a Weapon the roll goes ahead, and everyone is told Red spends it and flips the cluster's Ceasefire to War", () => {
    const after = run(s, attack(withTokens(base, [token("1.0"), token("2.0", true)]), 2));
    expect(after.battle?.step).toBe("rolling");
    expect(said(after)).toEqual(["cluster 1 is at Peace (Ceasefires, F1508): Red spends 1 Weapon to harm there and flips its Ceasefire to War"]);
  });

  test("no Weapon is needed at War (face down), in another cluster at Peace, against the Blight, or with the Law out of the booklet", () => {
    expect(said(run(s, attack(withTokens(base, [token("1.0", true)]))))).toEqual([]);
    expect(said(run(s, attack(withTokens(base, [token("2.0")]))))).toEqual([]);
    const blight = roll(withTokens(base, [token("2.0")]), { system: "2.2", defender: "blight", attacking: { fresh: 1, damaged: 0 }, ships: { fresh: 1, damaged: 0 }, dice: { skirmish: 1, assault: 0, raid: 0 }, planetType: "weapon" });
    expect(run(s, blight).battle?.step).toBe("rolling");
    expect(said(run(redToBattle({ Red: "outlaw" }), attack(withTokens(base, [token("1.0")]))))).toEqual([]);
  });

  test("a Ceasefire's side must be a flag: the map check refuses another value", () => {
    const bad = withTokens(base, [{ system: "1.0", token: "Ceasefire", faceDown: "war" } as never]);
    expect(refusal(s, attack(bad, 1))).toBe("each Fate token on the map is listed by system and name, on a player's city or none");
  });
});
