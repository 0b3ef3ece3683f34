/**
 * Vox cards whose "while this is in the Court" bans harm (src/core/campaign/fates/courtBans.ts),
 * read from the Court row a battle's map carries (`MapSnapshot.court`). Card texts: seed 003 F216/F217
 * Armistice, F1613/F1614 Feast Day; "harm": BR p.27 ("choosing as defender in battle, damaging,
 * destroying, or hitting"); a Member: a Member of the Commonwealth title, F218-F221, in the play area.
 */
import type { Colour } from "../../../src/core/data/vocabulary";
import type { GameState } from "../../../src/core/game/types";
import type { FateTokenOnMap, MapSnapshot } from "../../../src/core/map/snapshot";
import { campaignBattleRefusal } from "../../../src/core/campaign/battleSides";
import { empireFactsOn } from "../../../src/core/campaign/fates/empireCards";
import type { CampaignState } from "../../../src/core/campaign/types";
import { refusal, run } from "../game/helpers";
import { mapOf } from "../map/fixtures";
import { redToBattle, roll, SEATS } from "./battleFixtures";

const areas = (members: Colour[]) => members.map((colour, i) => ({ colour, cards: [`F${218 + i}`] }));
const shown = (map: MapSnapshot, court: string[], members: Colour[], tokens: FateTokenOnMap[] = []): MapSnapshot => ({ ...map, court, playAreas: areas(members), fateTokens: tokens });
const rolling = (s: GameState) => s.battle !== undefined && s.battle.step === "rolling";
/** What the table asks before the roll (the defender chosen): the same words. */
const choose = (s: GameState, map: MapSnapshot, id: string, defender: string) =>
  campaignBattleRefusal(map, id as never, "Red", defender as never, SEATS, empireFactsOn(s.campaign as CampaignState, map), s.campaign as CampaignState);

describe("seed 003 F216/F217 Armistice: 'While this is in the Court, Members of the Commonwealth cannot harm each other or Free buildings.'", () => {
  const s = redToBattle({ Red: "outlaw" });
  // Red's 2 ships against Blue's ship in 1.2 (Fuel); a Free city in 1.1 (Weapon).
  const map = mapOf({ "1.2": { Red: { ship: [2, 0] }, Blue: { ship: [1, 0] } }, "1.1": { Red: { ship: [2, 0] }, free: { city: [1, 0] } } });
  const onBlue = (m: MapSnapshot) => roll(m, { system: "1.2", defender: "Blue", attacking: { fresh: 2, damaged: 0 }, ships: { fresh: 1, damaged: 0 }, dice: { skirmish: 1, assault: 0, raid: 0 }, planetType: "fuel" });
  const onFree = (m: MapSnapshot) => roll(m, { system: "1.1", defender: "free", attacking: { fresh: 2, damaged: 0 }, cities: { fresh: 1, damaged: 0 }, dice: { skirmish: 1, assault: 0, raid: 0 }, planetType: "weapon" });
  const each = "Members of the Commonwealth cannot harm each other while the Armistice (F216) is in the Court";
  const free = "Members of the Commonwealth cannot harm Free buildings while the Armistice (F216) is in the Court";

  test("a Member choosing another Member as defender is refused (BR p.27: choosing as defender is harm), at the choice and at the roll", () => {
    expect(refusal(s, onBlue(shown(map, ["F216"], ["Red", "Blue"])))).toBe(each);
    expect(choose(s, shown(map, ["F217"], ["Red", "Blue"]), "1.2", "Blue")).toBe(each);
  });

  test("a Member choosing the Free States is refused, with either Armistice in the Court", () => {
    expect(refusal(s, onFree(shown(map, ["F217"], ["Red"])))).toBe(free);
    expect(choose(s, shown(map, ["F216"], ["Red"]), "1.1", "free")).toBe(free);
  });

  test("without the card in the Court, against a non-Member, or by a non-Member, the battle goes on", () => {
    expect(rolling(run(s, onBlue(shown(map, [], ["Red", "Blue"]))))).toBe(true);
    expect(rolling(run(s, onBlue(shown(map, ["F216"], ["Red"]))))).toBe(true);
    expect(rolling(run(s, onBlue(shown(map, ["F216"], ["Blue"]))))).toBe(true);
    expect(rolling(run(s, onFree(shown(map, ["F216"], ["Blue"]))))).toBe(true);
    expect(choose(s, shown(map, ["F216"], ["Blue"]), "1.1", "free")).toBeUndefined();
  });
});

describe("seed 003 F1613/F1614 Feast Day: 'While this is in the Court, players cannot harm each other in Fiefs.'", () => {
  const s = redToBattle({ Red: "outlaw" });
  // Red attacks Blue's ship in 1.2 (Fuel) and a Free city in 1.1; Blue's city in 1.3 holds the Seat of cluster 1 (F1609: Blue is its Lord).
  const map = mapOf({ "1.2": { Red: { ship: [2, 0] }, Blue: { ship: [1, 0] } }, "1.1": { Red: { ship: [2, 0] }, free: { city: [1, 0] } }, "1.3": { Blue: { city: [1, 0] } } });
  const fief: FateTokenOnMap[] = [{ system: "1.3", token: "Seat 1st", on: "Blue" }];
  const onBlue = (m: MapSnapshot) => roll(m, { system: "1.2", defender: "Blue", attacking: { fresh: 2, damaged: 0 }, ships: { fresh: 1, damaged: 0 }, dice: { skirmish: 1, assault: 0, raid: 0 }, planetType: "fuel", elsewhere: true });
  const onFree = (m: MapSnapshot) => roll(m, { system: "1.1", defender: "free", attacking: { fresh: 2, damaged: 0 }, cities: { fresh: 1, damaged: 0 }, dice: { skirmish: 1, assault: 0, raid: 0 }, planetType: "weapon" });
  const banned = "players cannot harm each other in Fiefs while Feast Day (F1613) is in the Court";

  test("a player choosing a Rival as defender in a Fief is refused, at the choice and at the roll", () => {
    expect(refusal(s, onBlue(shown(map, ["F1614"], [], fief)))).toBe(banned);
    expect(choose(s, shown(map, ["F1613"], [], fief), "1.2", "Blue")).toBe(banned);
  });

  test("outside a Fief (no Seat on a city in the cluster), against the Free States, or with no Feast Day in the Court, the battle goes on", () => {
    expect(rolling(run(s, onBlue(shown(map, ["F1613"], [], [{ system: "2.1", token: "Seat 2nd", on: "Blue" }]))))).toBe(true);
    expect(rolling(run(s, onBlue(shown(map, ["F1613"], [], [{ system: "1.3", token: "Seat 1st" }]))))).toBe(true);
    expect(rolling(run(s, onFree(shown(map, ["F1613"], [], fief))))).toBe(true);
    expect(rolling(run(s, onBlue(shown(map, ["F216"], [], fief))))).toBe(true);
  });
});
