/**
 * The campaign Court's cards secured and ransacked (BR p.27; BR p.5 the campaign Court deck "CC";
 * BR p.28 A Resolutions add Fate-set cards to the Court deck): the base Court rules take them from
 * the campaign module (src/core/campaign/courtCards.ts). A Guild card joins its securer's play area;
 * a Vox card's When Secured is the table's. Without the campaign the base game refuses them as before.
 */
import { apply } from "../../../src/core/game/engine";
import type { GameState } from "../../../src/core/game/types";
import { secure } from "../../../src/core/court/court";
import type { SecureState } from "../../../src/core/court/machine";
import type { BattleState } from "../../../src/core/battle/machine";
import type { CityOutcome } from "../../../src/core/battle/flow";
import type { TableState } from "../../../src/core/court/types";
import { campaignBattleState } from "../../../tools/bench/campaignBattleScenario";
import { battleOnCourt, campaignTable, secureCommand } from "./campaignCourtCards";
import { campaignCourtCardName } from "../../../src/core/campaign/courtCards";

function secured(s: GameState): SecureState {
  return s.secure as SecureState;
}

test("BR p.27 with p.5: Red secures the campaign Guild card CC01 Mining Interest; it joins Red's Guild cards and the slot refills from the Court deck", () => {
  const court = campaignTable([{ card: "CC01", agents: { Red: 2, Blue: 1 } }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  const r = apply(campaignBattleState(), secureCommand(0, court));
  if (!r.ok) throw new Error(r.reason);
  const last = secured(r.value).last;
  if (last.kind !== "secured") throw new Error("not secured");
  const t = last.outcome.table;
  expect(t.players[0].guildCards).toEqual(["CC01"]);
  expect(t.players[0].captives).toEqual({ Blue: 1 });
  expect(t.court.row[0]).toEqual({ card: "CC05", agents: {} });
  expect(last.outcome.effects).toEqual([]);
  expect(secured(r.value).step).toBe("done");
});

test("BR p.27: a campaign Vox card (CC11) secured: its When Secured is the table's (printed text), the slot refills at once", () => {
  const court = campaignTable([{ card: "CC01", agents: {} }, { card: "CC11", agents: { Red: 1 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  const r = apply(campaignBattleState(), secureCommand(1, court));
  if (!r.ok) throw new Error(r.reason);
  const last = secured(r.value).last;
  if (last.kind !== "secured") throw new Error("not secured");
  expect(last.outcome.effects).toEqual([{ kind: "resolveWhenSecured", colour: "Red", card: "CC11" }]);
  expect(last.outcome.table.court.row[1]).toEqual({ card: "CC05", agents: {} });
  expect(last.outcome.table.players[0].guildCards).toEqual([]);
  expect(secured(r.value).step).toBe("done");
});

test("BR p.28 A and p.27: a Fate-set Guild card in the Court (F202 Parade Fleets) is secured like a Court Guild card, with its attached CC card", () => {
  const court = campaignTable([{ card: "CC01", agents: {} }, { card: "CC11", agents: {} }, { card: "F202", agents: { Red: 1 }, attached: "CC02" }, { card: "CC03", agents: {} }]);
  const r = apply(campaignBattleState(), secureCommand(2, court));
  if (!r.ok) throw new Error(r.reason);
  const last = secured(r.value).last;
  if (last.kind !== "secured") throw new Error("not secured");
  expect(last.outcome.table.players[0].guildCards).toEqual(["F202", "CC02"]);
  expect(last.outcome.attached).toBe("CC02");
});

test("BR p.27: the secure rules are the base game's: without more agents than each Rival the campaign card is refused", () => {
  const court = campaignTable([{ card: "CC01", agents: { Red: 1, Blue: 1 } }, { card: "CC11", agents: { Red: 1 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  const r = apply(campaignBattleState(), secureCommand(0, court));
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.reason).toContain("you need more than each Rival");
});

/** The bench's campaign battle fought on `court` until its city step; that step's outcome. */
function cityStepOf(court: TableState): CityOutcome {
  let s = campaignBattleState();
  for (let i = 0; i < 20; i++) {
    const c = battleOnCourt(s, i, court);
    if (c === undefined) break;
    const r = apply(s, c);
    if (!r.ok) throw new Error(r.reason);
    s = r.value;
    const last = (s.battle as BattleState).last;
    if (last.kind === "city") return last.city;
  }
  throw new Error("the battle never reached its city step");
}

test("base game unchanged: the base secure, handed no campaign cards, still refuses a CC card as unknown", () => {
  const court = campaignTable([{ card: "CC01", agents: { Red: 2 } }, { card: "BC01", agents: {} }, { card: "BC02", agents: {} }, { card: "BC03", agents: {} }]);
  const r = secure(court, "Red", 0);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.reason).toBe("Court slot 1 holds an unknown card CC01");
});

test("base p.16 step 2 with BR p.27: a campaign battle's Ransack takes the campaign Guild card holding the defender's agents; they become Trophies", () => {
  const court = campaignTable([{ card: "CC03", agents: { Blue: 2, Red: 1 } }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  const city = cityStepOf(court);
  expect(city.ransacked).toBe("CC03");
  expect(city.trophies).toEqual({ Blue: 2 });
  const red = city.table.players[0];
  expect(red.guildCards).toEqual(["CC03"]);
  expect(red.trophies.Blue.agents).toBe(2);
  expect(city.table.court.row[0]).toEqual({ card: "CC05", agents: {} });
});

test("base p.16 step 1 with BR p.27: destroying a city on a Weapon planet, the attacker's campaign Weapon Guild cards are discarded, Loyal ones (F607 Loyal Marines) kept", () => {
  const court = campaignTable([{ card: "CC01", agents: { Blue: 1 } }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  court.players[0].guildCards = ["CC06", "F607", "F612", "CC03"];
  const city = cityStepOf(court);
  expect(city.discardedCards).toEqual(["CC06", "F612"]);
  expect(city.table.players[0].guildCards).toEqual(["F607", "CC03", "CC01"]);
  expect(city.table.court.discard).toEqual(["CC06", "F612"]);
});

test("the table names a campaign Court card whose When Secured it announces (BR p.27): CC cards and Fate-set Vox cards by name and id", () => {
  expect(campaignCourtCardName("CC11")).toBe("Populist Demands (CC11)");
  expect(campaignCourtCardName("CC01")).toBe("Mining Interest (CC01)");
  expect(campaignCourtCardName("BC01")).toBe("BC01");
});
