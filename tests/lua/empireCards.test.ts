/**
 * Issue 35 in Lua: the cards and Laws that change the Empire's Laws and the Free States' for one
 * player (src/core/campaign/fates/empireCards.ts) give the same answers in Lua as in Node: Imperial
 * Officers (F702) moving Imperial ships alone, Rogue Admirals (F706) past the Truce Law in a battle,
 * Martial Law (F720) ending a Catapult at an Empire-controlled gate and a First Regent's standing
 * control, and a Member of the Commonwealth (F218 with F222) building at a Free starport.
 */
import { apply } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import type { Colour } from "../../src/core/data/vocabulary";
import type { CampaignState } from "../../src/core/campaign/types";
import type { MapSnapshot } from "../../src/core/map/snapshot";
import { standingFacts } from "../../src/core/campaign/fates/empireCards";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import { redLeads } from "../core/campaign/mapFixtures";
import { redToBattle, roll } from "../core/campaign/battleFixtures";
import { mapAction, mapOf } from "../core/map/fixtures";

const lua = loadCoreModuleInLua("src/core/index.ts");
const cards = loadCoreModuleInLua("src/core/campaign/fates/empireCards.ts");

/** The command in both VMs: the same result; the Node state when it applied, the refusal otherwise. */
function both(s: GameState, c: Command): GameState | string {
  const node = apply(s, c);
  expect(lua.call("apply", s, c)).toEqual(normalise(node));
  return node.ok ? node.value : node.reason;
}

const withCards = (map: MapSnapshot, ids: string[]): MapSnapshot => ({ ...map, playAreas: [{ colour: "Red", cards: ids }] });

function under(s: GameState, laws: string[], admiral?: Colour): GameState {
  const c = s.campaign as CampaignState;
  const players = c.players.map((p) => ({ ...p, fate: p.colour === admiral ? "FATE07" : p.fate }));
  return { ...s, campaign: { ...c, players, rulesBooklet: { edicts: c.rulesBooklet?.edicts ?? [], laws: laws.map((l) => [l]) } } } as GameState;
}

test("seed 003 F702 Imperial Officers: Imperial ships moved without Loyal ships, refused without the card (BR p.10 Movement Law), in Lua too", () => {
  const s = redLeads("mobilization", "regent");
  const map = mapOf({ "1.2": { empire: { ship: [2, 0] } } });
  const move = (m: MapSnapshot) => mapAction("Red", { kind: "move", from: "1.2", groups: [{ to: "1.0", ships: { fresh: 0, damaged: 0 }, imperial: { fresh: 2, damaged: 0 } }] }, m);
  expect(both(s, move(map))).toMatch(/^Movement Law/);
  expect((both(s, move(withCards(map, ["F702"]))) as GameState).actions?.taken).toEqual(["move"]);
  // Malformed maps are refused by the map's check, not read on the way.
  expect(both(s, move({ ...map, playAreas: [7, { colour: "Red", cards: "F702" }] } as never))).toBe("the play areas' cards are listed by id under each colour");
  expect(both(s, move(5 as never))).toBe("send the map with the action: the rules decide on it");
});

test("seed 003 F706 Rogue Admirals: a Regent battles a Rival Regent where Imperial ships are (BR p.11 Truce Law), in Lua too", () => {
  const s = redToBattle({}, "Blue");
  const map = mapOf({ "3.2": { Red: { ship: [4, 0] }, Yellow: { ship: [2, 0] }, empire: { ship: [1, 0] } } });
  const r = (m: MapSnapshot) => roll(m, { system: "3.2", defender: "Yellow", attacking: { fresh: 4, damaged: 0 }, ships: { fresh: 3, damaged: 0 }, dice: { skirmish: 2, assault: 0, raid: 0 }, planetType: "fuel" });
  expect(both(s, r(map))).toBe("Regents cannot harm Rival Regents where there are Imperial ships (Truce Law, BR p.11)");
  expect((both(s, r(withCards(map, ["F706"]))) as GameState).battle?.step).toBe("rolling");
});

test("seed 003 F720 Martial Law: Empire control of a gate ends a bound Regent's Catapult, not the Admiral's; the First Regent's standing control, in Lua too", () => {
  const port = mapOf({ "1.2": { Red: { ship: [2, 0], starport: [1, 0] } }, "1.0": { empire: { ship: [1, 0] } } });
  const far = mapAction("Red", { kind: "move", from: "1.2", groups: [{ to: "2.0", ships: { fresh: 2, damaged: 0 } }] }, port);
  const s = redLeads("mobilization", "regent");
  expect(both(under(s, ["F720"], "Yellow"), far)).toMatch(/under Martial Law \(F720, BR p\.9\) it ends your Catapult move$/);
  expect((both(under(s, ["F720"], "Red"), far) as GameState).actions?.taken).toEqual(["move"]);
  const c = under(s, ["F720"], "Yellow").campaign as CampaignState;
  for (const cardsOf of [[], ["F702"]]) {
    const snap = { players: [{ colour: "Blue", resources: {}, guildCards: {}, captives: 0, trophies: 0, citiesOnBoard: 4, cards: cardsOf }] };
    expect(cards.call("standingFacts", c, snap)).toEqual(normalise(standingFacts(c, snap as never)));
  }
});

test("seed 003 F218 with F222 Commonwealth Membership: a Member's ship at a Free starport where Blue controls, built fresh, in Lua too", () => {
  const s = under(redLeads("construction", "outlaw"), ["F222"]);
  const map = mapOf({ "3.3": { free: { starport: [1, 0] }, Blue: { ship: [1, 0] } } });
  const ship = (m: MapSnapshot) => mapAction("Red", { kind: "build", system: "3.3", piece: "ship", at: "free" }, m);
  expect(both(s, ship(map))).toBe("you build at a Free starport only in a system you control (BR p.15): not 3.3");
  const built = both(s, ship(withCards(map, ["F218"]))) as GameState;
  expect(built.events[0].map).toEqual({});
});
