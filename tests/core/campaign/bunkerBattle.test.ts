/**
 * The Survivalist's Bunkers in battle (src/core/campaign/fates/bunkers.ts, src/core/battle/hits.ts).
 * Card text: seed 003's card reference, F1804 Bunkers (a Law; F1803 says the same): "When a Rival
 * destroys a Bunker, they scrap 1 Captive held by the Survivalist. *Building.* Bunkers can be harmed
 * like buildings. (They don't fill building slots and can't be raided.) *Tough*. Bunkers take 2 hits
 * each to damage and to destroy." Tough as the Blight's (BR p.19: "One hit does nothing").
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import type { DefenderTarget } from "../../../src/core/battle/battle";
import { refusal, run } from "../game/helpers";
import { battleStep, faces, redToBattle, roll, table } from "./battleFixtures";

/** Red attacks; Blue is the Survivalist (or `fate`). */
function againstSurvivalist(fate = "FATE18"): GameState {
  const s = redToBattle();
  const c = s.campaign as CampaignState;
  return { ...s, campaign: { ...c, players: c.players.map((p) => (p.colour === "Blue" ? { ...p, fate } : p)) } };
}
const mapWith = (blueShips: number, faceDown: boolean): MapSnapshot => ({
  systems: [{ system: "1.2", pieces: [{ owner: "Red", kind: "ship", fresh: 3, damaged: 0 }, { owner: "Blue", kind: "ship", fresh: blueShips, damaged: 0 }].filter((p) => p.fresh > 0) as MapSnapshot["systems"][number]["pieces"] }],
  fateTokens: [{ system: "1.2", token: "Bunker", faceDown }, { system: "1.3", token: "Bunker" }],
});
const rollOn = (m: MapSnapshot, blueShips: number, dice = { skirmish: 0, assault: 2, raid: 0 }) =>
  roll(m, { system: "1.2", defender: "Blue", attacking: { fresh: 3, damaged: 0 }, ships: { fresh: blueShips, damaged: 0 }, dice, planetType: "fuel" });
const read = (...f: [string, number][]) => battleStep({ kind: "read", faces: faces(...f) });
/** Blue holds 2 Yellow Captives. */
function court() {
  const t = table();
  t.players[1].captives = { Yellow: 2 };
  return t;
}
const hits = (shipHits: DefenderTarget[], buildingHits: DefenderTarget[] = []) => battleStep({ kind: "hits", court: court(), assignment: { onAttackers: [], shipHits, buildingHits } }) as Command;
const fresh: DefenderTarget = { piece: "bunker", state: "fresh" };
const damaged: DefenderTarget = { piece: "bunker", state: "damaged" };

function outcome(s: GameState) {
  const l = s.battle?.last;
  if (l === undefined || l.kind !== "hits") throw new Error("no hits step");
  return l.outcome;
}

describe("seed 003 F1804 Bunkers: 'Bunkers can be harmed like buildings ... Tough. Bunkers take 2 hits each to damage and to destroy'", () => {
  test("the roll's map gives the Survivalist's Bunker to the defence; ship hits reach it once no ship remains; 2 hits damage it", () => {
    // 2 assault dice of 2 hits: the ship is damaged, destroyed, then 2 hits damage the fresh Bunker.
    const s = run(againstSurvivalist(), rollOn(mapWith(1, false), 1), read(["assault", 5], ["assault", 5]));
    expect(s.battle?.snapshot.rules?.bunkers).toEqual({ fresh: 1, damaged: 0 });
    const after = run(s, hits([{ piece: "ship", state: "fresh" }, { piece: "ship", state: "damaged" }, fresh, fresh]));
    expect(outcome(after).bunkers).toEqual({ left: { fresh: 0, damaged: 1 }, destroyed: 0 });
    expect(outcome(after).destroyed.defendingShips).toBe(1);
    expect(refusal(s, hits([fresh, fresh, { piece: "ship", state: "fresh" }, { piece: "ship", state: "damaged" }]))).toBe("Ship hit 1: hit defending ships while any remain");
  });

  test("Tough (BR p.19 'One hit does nothing'): 1 hit leaves it fresh; 4 hits destroy it, and the log says Red scraps 1 of Blue's Captives", () => {
    const one = run(againstSurvivalist(), rollOn(mapWith(0, false), 0, { skirmish: 1, assault: 0, raid: 0 }), read(["skirmish", 4]), hits([fresh]));
    expect(outcome(one).bunkers).toEqual({ left: { fresh: 1, damaged: 0 }, destroyed: 0 });
    const four = run(againstSurvivalist(), rollOn(mapWith(0, false), 0), read(["assault", 5], ["assault", 5]), hits([fresh, fresh, damaged, damaged]));
    expect(outcome(four).bunkers).toEqual({ left: { fresh: 0, damaged: 0 }, destroyed: 1 });
    expect(four.events.map((e) => e.text)).toContain("Bunkers (F1804): Red destroyed 1 Bunker(s) and scraps 1 of Blue's Captives, their choice");
    // No Ransack, no Outrage: a Bunker is no city; the battle is over with no keys.
    expect(outcome(four).citiesDestroyed).toEqual([]);
  });

  test("seed 003 F1803 'Bunker tokens are your Loyal pieces': the destroyed Bunker is Red's Trophy of Blue's (p.14), in the Court table the step returns", () => {
    const four = run(againstSurvivalist(), rollOn(mapWith(0, false), 0), read(["assault", 5], ["assault", 5]), hits([fresh, fresh, damaged, damaged]));
    const l = four.battle?.last;
    if (l === undefined || l.kind !== "hits") throw new Error("no hits step");
    const red = l.table.players.find((p) => p.colour === "Red")!;
    expect(red.trophies.Blue).toEqual({ ships: 0, agents: 0, cities: 0, starports: 0, bunkers: 1 });
    // A battle with no Bunker destroyed adds no Bunker count.
    const one = run(againstSurvivalist(), rollOn(mapWith(0, false), 0, { skirmish: 1, assault: 0, raid: 0 }), read(["skirmish", 4]), hits([fresh]));
    const l1 = one.battle?.last;
    if (l1 === undefined || l1.kind !== "hits") throw new Error("no hits step");
    expect(l1.table.players.find((p) => p.colour === "Red")!.trophies.Blue?.bunkers).toBeUndefined();
  });

  test("a damaged Bunker (face down) takes building hits; the default hits finish it; no Bunker to hit is refused", () => {
    const s = run(againstSurvivalist(), rollOn(mapWith(0, true), 0, { skirmish: 0, assault: 0, raid: 2 }), read(["raid", 5], ["raid", 5]));
    expect(refusal(s, hits([], [fresh, fresh]))).toBe("Building hit 1: there is no fresh defending bunker to hit");
    const after = run(s, battleStep({ kind: "hits", court: court() }));
    expect(outcome(after).bunkers).toEqual({ left: { fresh: 0, damaged: 0 }, destroyed: 1 });
  });

  test("'can't be raided': a Bunker alone lets Red battle Blue, but is no building for the raid dice (p.14); another Fate's token does not defend", () => {
    const m: MapSnapshot = { ...mapWith(0, false), systems: [mapWith(0, false).systems[0], { system: "2.2", pieces: [{ owner: "Blue", kind: "city", fresh: 1, damaged: 0 }] }] };
    expect(refusal(againstSurvivalist(), rollOn(m, 0, { skirmish: 0, assault: 1, raid: 1 }))).toBe("You cannot collect raid dice: Blue has no buildings here but Loyal buildings elsewhere (p.14)");
    expect(refusal(againstSurvivalist("FATE01"), rollOn(m, 0))).toBe("Blue has no pieces in 1.2 to defend");
  });
});
