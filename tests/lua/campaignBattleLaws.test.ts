/** The Empire's Laws in front of the battle roll (BR p.11) give the same states and refusals in Lua. */
import { apply } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { campaignActionDeck } from "../../src/core/campaign/flow";
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import { startCampaign } from "../core/campaign/fixtures";
import { leadAggression } from "../core/game/helpers";
import { rulesBookletOf } from "../../src/core/campaign/booklet";
import { mapOf } from "../core/map/fixtures";
import { attack, battleStep, faces, judgeMap, judgeTable, redToBattle, roll, table } from "../core/campaign/battleFixtures";

const lua = loadCoreModuleInLua("src/core/index.ts");

test("BR p.11: Truce Law, the Regent's Imperial ships and the map on the roll, in Lua too", () => {
  let s: GameState = startCampaign({
    type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"],
  });
  const shuffled = apply(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
  if (!shuffled.ok) throw new Error(shuffled.reason);
  s = shuffled.value;
  const led = leadAggression(s, "Red");
  if (!led.ok) throw new Error(led.reason);
  const campaign = led.value.campaign as CampaignState;
  const map = { systems: [{ system: "3.2", pieces: [{ owner: "Red", kind: "ship", fresh: 4, damaged: 0 }, { owner: "Yellow", kind: "ship", fresh: 2, damaged: 0 }, { owner: "empire", kind: "ship", fresh: 1, damaged: 1 }] }] };
  const roll = (defending: number, attacking: number, withMap: boolean) => {
    const snapshot = { attacker: "Red", defender: "Yellow", attackingShips: { fresh: attacking, damaged: 0 }, defendingShips: { fresh: defending, damaged: 1 }, defendingCities: { fresh: 0, damaged: 0 }, defendingStarports: { fresh: 0, damaged: 0 }, defenderHasBuildingsElsewhere: false, planetType: "fuel" };
    const c = { type: "battle", player: "Red", action: { kind: "roll", system: "3.2", defender: "Yellow", dice: { skirmish: 2, assault: 0, raid: 0 }, snapshot } };
    return (withMap ? { ...c, map } : c) as Command;
  };
  let accepted = 0;
  for (const title of ["outlaw", "regent"] as const) {
    const state: GameState = { ...led.value, campaign: { ...campaign, players: campaign.players.map((p) => (p.colour === "Red" ? { ...p, title } : p)) } };
    for (const c of [roll(3, 4, false), roll(2, 4, true), roll(3, 4, true), roll(3, 5, true)]) {
      const node = apply(state, c);
      if (node.ok) accepted += 1;
      expect(lua.call("apply", state, c)).toEqual(normalise(node));
    }
  }
  // Both the Laws' refusals and their accepted rolls are compared (a staging that refused every
  // roll for another reason would compare nothing of the Laws).
  expect(accepted).toBeGreaterThan(0);
});

test("seed 003 F1508 Ceasefires: a roll in a cluster at Peace, refused without a Weapon and told with one, in Lua too", () => {
  const s = redToBattle({ Red: "outlaw" });
  const c = s.campaign as CampaignState;
  const state: GameState = { ...s, campaign: { ...c, rulesBooklet: { edicts: rulesBookletOf(c).edicts, laws: [["F1508"]] } } };
  const map = { ...mapOf({ "1.2": { Red: { ship: [2, 0] }, Blue: { ship: [1, 0] } } }), fateTokens: [{ system: "1.0" as never, token: "Ceasefire", faceDown: false }] };
  const attack = roll(map, { system: "1.2", defender: "Blue", attacking: { fresh: 2, damaged: 0 }, ships: { fresh: 1, damaged: 0 }, dice: { skirmish: 2, assault: 0, raid: 0 }, planetType: "fuel" });
  const outcomes: boolean[] = [];
  for (const cmd of [attack, { ...attack, weapons: 1 } as Command]) {
    const node = apply(state, cmd);
    outcomes.push(node.ok);
    expect(lua.call("apply", state, cmd)).toEqual(normalise(node));
  }
  expect(outcomes).toEqual([false, true]);
});

test("seed 003 F2404 Judge's Chosen: the Judge's ships join the holder's attack on Yellow, never on the Judge, and fall as Yellow's Trophies of the Judge's colour, in Lua too", () => {
  const s = judgeTable();
  const outcomes: boolean[] = [];
  for (const cmd of [attack(judgeMap("Red"), "Yellow", 3, 1), attack(judgeMap("Red"), "Blue", 3, 1), attack(judgeMap(), "Yellow", 3, 1)]) {
    const node = apply(s, cmd);
    outcomes.push(node.ok);
    expect(lua.call("apply", s, cmd)).toEqual(normalise(node));
  }
  expect(outcomes).toEqual([true, false, false]);
  const rolled = apply(s, attack(judgeMap("Red"), "Yellow", 3, 1));
  if (!rolled.ok) throw new Error(rolled.reason);
  const read = apply(rolled.value, battleStep({ kind: "read", faces: faces(["skirmish", 4], ["assault", 2]) }));
  if (!read.ok) throw new Error(read.reason);
  const hits = battleStep({ kind: "hits", court: table(), assignment: { onAttackers: [{ imperial: "damaged" }], shipHits: [{ piece: "ship", state: "fresh" }, { piece: "ship", state: "damaged" }], buildingHits: [] } });
  const node = apply(read.value, hits);
  expect(node.ok).toBe(true);
  expect(lua.call("apply", read.value, hits)).toEqual(normalise(node));
});
