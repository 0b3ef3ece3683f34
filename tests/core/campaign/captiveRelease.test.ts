/**
 * Issue 35: Captive Release (seed 003 F1805, the Survivalist's Edict), resolved by the core in a chain
 * of Edict done presses (src/core/campaign/fates/edictChoices.ts; BR p.20: the rules booklet's edicts
 * resolve in their slot's turn in the Edicts). Card text: "In turn order, each player with more Power
 * than the Survivalist does this: If the Survivalist has any Captives that are Loyal to you, you may
 * choose a Bunker that you control. The Survivalist must either return all of those Captives or
 * Provoke Outrage of that Bunker's planet type." Control is BR p.10's; Provoke Outrage is base p.16.
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { CampaignState, EdictDoneCommand } from "../../../src/core/campaign/types";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { gameStateProblems } from "../../../src/core/rules";
import { refusal, run } from "../game/helpers";
import { mapOf } from "../map/fixtures";
import { player, setResources, tableWith } from "../court/fixtures";
import { survivalistDue } from "./edictFixtures";

const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");
const camp = (s: GameState) => s.campaign as CampaignState;

const due = survivalistDue;

function boards(blueCaptives = 1) {
  const t = tableWith(["Red", "Blue", "Yellow"], []);
  player(t, "Yellow").captives = { Red: 2, Blue: blueCaptives };
  setResources(t, "Yellow", ["weapon", "weapon", "fuel"]);
  return t;
}

/** Bunkers on 1.1 (a Weapon planet, Red's ships control it) and 1.2 (Fuel, Blue's). */
const MAP: MapSnapshot = {
  ...mapOf({ "1.1": { Red: { ship: [2, 0] } }, "1.2": { Blue: { ship: [1, 0] } } }),
  fateTokens: [{ system: "1.1", token: "Bunker" }, { system: "1.2", token: "Bunker" }],
};

const press = (over: Partial<EdictDoneCommand>): Command => ({ type: "edictDone", card: "F1805", ...over });

describe("seed 003 F1805 Captive Release (Edict, BR p.20)", () => {
  test("the first press fixes who chooses, in turn order: each player with more Power than the Survivalist whose Loyal Captives they hold", () => {
    const s = run(due(), press({ table: boards() }));
    expect(camp(s).edictStep).toEqual(["Red", "Blue"]);
    expect(camp(s).edictQueue).toEqual(["F1805"]);
    expect(texts(s)).toContain("edict F1805: Red, Blue may choose a Bunker");
    expect(gameStateProblems(s)).toEqual([]);
  });

  test("nobody with more Power holds Captives there: the edict is resolved at once", () => {
    const t = boards(0);
    player(t, "Yellow").captives = { Blue: 0 };
    const s = run(due(), press({ table: t }));
    expect(camp(s).edictQueue).toBeUndefined();
    expect(texts(s)).toContain("edict F1805 resolved: nobody may choose a Bunker");
  });

  test("a player with no more Power than the Survivalist is not asked, Captives or not", () => {
    const s0 = due();
    const s = run({ ...s0, players: s0.players.map((p) => (p.colour === "Blue" ? { ...p, power: 10 } : p)) }, press({ table: boards() }));
    expect(camp(s).edictStep).toEqual(["Red"]);
  });

  test("without the boards the first press is refused; a press out of turn is refused; both leave the state untouched", () => {
    expect(refusal(due(), press({}))).toBe("send the boards (F1805)");
    const s = run(due(), press({ table: boards() }));
    expect(refusal(s, press({ player: "Blue", pick: "fuel", map: MAP }))).toBe("Red chooses now (F1805)");
  });

  test("a Bunker the chooser does not control, no Bunker of that type, or no map read: refused in the card's words", () => {
    const s = run(due(), press({ table: boards() }));
    expect(refusal(s, press({ player: "Red", pick: "fuel", map: MAP }))).toBe("you control no Bunker on a fuel planet (F1805)");
    expect(refusal(s, press({ player: "Red", pick: "material", map: MAP }))).toBe("you control no Bunker on a material planet (F1805)");
    expect(refusal(s, press({ player: "Red", pick: "weapon" }))).toBe("you control no Bunker on a weapon planet (F1805)");
  });

  test("Red chooses the Weapon planet's Bunker; the Survivalist Provokes Weapon Outrage; then Blue, then the Survivalist returns Blue's Captives: the edict ends", () => {
    let s = run(due(), press({ table: boards() }), press({ player: "Red", pick: "weapon", map: MAP }));
    expect(camp(s).edictPick).toBe("weapon");
    expect(texts(s)).toContain("Red chooses a Bunker on a weapon planet");
    expect(camp(s).edictStep).toEqual(["Yellow", "Red", "Blue"]);
    // Only the Survivalist answers, with "return" or "outrage".
    expect(refusal(s, press({ player: "Red", pick: "return" }))).toBe("Yellow chooses now (F1805)");
    expect(refusal(s, press({ player: "Yellow" }))).toBe("return the Captives or Provoke Outrage (F1805)");
    s = run(s, press({ player: "Yellow", pick: "outrage" }));
    expect(texts(s)).toContain("Yellow Provokes weapon Outrage");
    expect(camp(s).edictStep).toEqual(["Blue"]);
    expect(camp(s).edictPick).toBeUndefined();
    s = run(s, press({ player: "Blue", pick: "fuel", map: MAP }), press({ player: "Yellow", pick: "return" }));
    expect(texts(s)).toContain("edict F1805 resolved: Blue's Captives return");
    expect(camp(s).edictQueue).toBeUndefined();
    expect(camp(s).edictStep).toBeUndefined();
  });

  test("a chooser may choose no Bunker (\"you may\"): Edict done without a pick passes to the next", () => {
    const s = run(due(), press({ table: boards() }), press({ player: "Red" }));
    expect(texts(s)).toContain("Red chooses no Bunker");
    expect(camp(s).edictStep).toEqual(["Blue"]);
  });
});
