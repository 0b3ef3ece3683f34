/**
 * The campaign Court's cards secured and ransacked (BR p.27; BR p.5 the campaign Court deck "CC";
 * BR p.28 A Resolutions add Fate-set cards to the Court deck): the base Court rules take them from
 * the campaign module (src/core/campaign/courtCards.ts). A Guild card joins its securer's play area;
 * a Vox card's When Secured is the table's. Without the campaign the base game refuses them as before.
 */
import { apply } from "../../../src/core/rules";
import type { GameState } from "../../../src/core/game/types";
import { secure } from "../../../src/core/court/court";
import type { SecureState } from "../../../src/core/court/machine";
import type { BattleState } from "../../../src/core/battle/machine";
import type { CityOutcome } from "../../../src/core/battle/flow";
import type { TableState } from "../../../src/core/court/types";
import { campaignBattleState } from "../../../tools/bench/campaignBattleScenario";
import { battleOnCourt, campaignTable, secureCommand } from "./campaignCourtCards";
import { campaignCourtCardName, campaignCourtCards } from "../../../src/core/campaign/courtCards";
import { whenSecuredDestination } from "../../../src/core/data/prose";
import { campaignCourtCard } from "../../../src/core/data/campaign/campaignCourt";
import { FATE_SETS } from "../../../src/core/data/campaign/fateSets";
import { stealGuildCard } from "../../../src/core/court/court";
import { playerState } from "../../../src/core/game/rounds";

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

test("BR p.27 with CC12's text: a campaign Vox card secured: its When Secured is the table's, 'Bury this card.' buries it (bottom of the Court deck) before the slot refills", () => {
  const court = campaignTable([{ card: "CC01", agents: {} }, { card: "CC12", agents: { Red: 1 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  const r = apply(campaignBattleState(), secureCommand(1, court));
  if (!r.ok) throw new Error(r.reason);
  const last = secured(r.value).last;
  if (last.kind !== "secured") throw new Error("not secured");
  expect(last.outcome.effects).toEqual([{ kind: "resolveWhenSecured", colour: "Red", card: "CC12", to: "bury" }]);
  expect(last.outcome.table.court.row[1]).toEqual({ card: "CC05", agents: {} });
  expect(last.outcome.table.court.deck).toEqual(["CC06", "CC12"]);
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

// ---- lore in the campaign Court, the Council, the Vox cards' destinations -------------------------

function securedOutcome(slot: number, court: TableState) {
  const r = apply(campaignBattleState(), secureCommand(slot, court));
  if (!r.ok) throw new Error(r.reason);
  const last = secured(r.value).last;
  if (last.kind !== "secured") throw new Error("not secured");
  return { state: r.value, outcome: last.outcome };
}

test("BR p.5 step J with base p.21: a lore card in the campaign Court is secured into Red's play area as lore, not a Guild card; the slot refills", () => {
  const before = playerState(campaignBattleState(), "Red")!.lore.slice();
  const court = campaignTable([{ card: "CC01", agents: {} }, { card: "L03", agents: { Red: 2, Blue: 1 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  const { state, outcome } = securedOutcome(1, court);
  expect(outcome.card).toBe("L03");
  expect(outcome.lore).toEqual(["L03"]);
  expect(outcome.effects).toEqual([]);
  expect(outcome.table.players[0].guildCards).toEqual([]);
  expect(outcome.table.players[0].captives).toEqual({ Blue: 1 });
  expect(outcome.table.court.row[1]).toEqual({ card: "CC05", agents: {} });
  // The lore is Red's persistent power now (the powers read PlayerState.lore).
  expect(playerState(state, "Red")!.lore).toEqual(before.concat(["L03"]));
  expect(state.events.map((e) => e.text)).toContain("Red takes Sprinter Drives (L03, lore) into their play area (p.21; BR p.5)");
});

test("base p.21: a secured lore card has no raid cost: it cannot be stolen, and Provoke Outrage never discards it (it is no Guild card)", () => {
  const court = campaignTable([{ card: "CC01", agents: {} }, { card: "L03", agents: { Red: 2 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  const { outcome } = securedOutcome(1, court);
  const r = stealGuildCard(outcome.table, "Blue", "Red", "L03");
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.reason).toBe("L03 has no raid cost and cannot be stolen");
});

test("BR p.27 with p.5: a lore card attached above a secured Guild card joins the securer's lore; the Guild card their Guild cards", () => {
  const court = campaignTable([{ card: "CC01", agents: { Red: 1 }, attached: "L07" }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  const { state, outcome } = securedOutcome(0, court);
  expect(outcome.table.players[0].guildCards).toEqual(["CC01"]);
  expect(outcome.lore).toEqual(["L07"]);
  expect(playerState(state, "Red")!.lore).toContain("L07");
});

test("BR p.14: the Imperial Council is never taken from its slot by a Court secure (it has its own command), even with the most agents", () => {
  const court = campaignTable([{ card: "AID01", agents: { Red: 2 } }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  const r = apply(campaignBattleState(), secureCommand(0, court));
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.reason).toBe("secure the Imperial Council with its button: it flips to Decided (BR p.14)");
});

test("BR p.14 with p.16 step 2: a Ransack never takes the Imperial Council; the defender's agents on it stay, another card with their agents is taken", () => {
  const court = campaignTable([{ card: "AID01", agents: { Blue: 2 } }, { card: "CC11", agents: {} }, { card: "CC03", agents: { Blue: 1 } }, { card: "CC02", agents: {} }]);
  const city = cityStepOf(court);
  expect(city.ransacked).toBe("CC03");
  expect(city.trophies).toEqual({ Blue: 1 });
});

test("BR p.14 with p.16 step 2: with the defender's agents only on the Imperial Council, the Ransack takes nothing (the Outrage still happens)", () => {
  const court = campaignTable([{ card: "AID01", agents: { Blue: 2 } }, { card: "CC11", agents: {} }, { card: "CC03", agents: {} }, { card: "CC02", agents: {} }]);
  const city = cityStepOf(court);
  expect(city.ransacked).toBeUndefined();
});

test("card texts (seed 003): a campaign Vox card's plain When Secured destination is the card's; choices, conditions and other places are the players'", () => {
  const cc = (id: string) => campaignCourtCards(id);
  // A reprint of a base Vox card's When Secured answers as the base card (campaignVoxReprints.test.ts).
  expect(cc("CC11")).toEqual({ kind: "vox", whenSecuredTo: "bury", whenSecured: "populistDemands" });
  expect(cc("CC12")).toEqual({ kind: "vox", whenSecuredTo: "bury" });
  // "Rivals resolve the Crisis.": the Crisis's "Bury this card." (voxGuildsGiven.test.ts).
  expect(cc("CC13")).toEqual({ kind: "vox", whenSecuredTo: "bury", whenSecured: "giveGuild" });
  expect(cc("CC14")).toEqual({ kind: "vox", whenSecuredTo: "shuffle", whenSecured: "songOfFreedom" });
  expect(cc("CC15")).toEqual({ kind: "vox", whenSecuredTo: "bury", whenSecured: "inCluster" });
  expect(cc("L01")).toEqual({ kind: "lore" });
  const fate = (id: string) => FATE_SETS.flatMap((s) => s).find((c) => c.id === id)!;
  const dest = (id: string) => whenSecuredDestination(fate(id).name, fate(id).text);
  expect(dest("F817")).toBe("discard"); // "Discard Plot to Kidnap."
  expect(dest("F411")).toBe("bury"); // "Bury Guild Struggle."
  expect(dest("F905")).toBe("shuffle"); // "Shuffle Call to Pilgrimage into the Court deck."
  expect(dest("F2206")).toBe("stay"); // "This card remains in the Court."
  expect(dest("F1111")).toBeUndefined(); // "... and bury this card. If not, this card and agents on it remain."
  expect(dest("F216")).toBeUndefined(); // "Tuck this card behind Edict 25."
  expect(dest("F710")).toBeUndefined(); // "You may discard this card or resolve the Crisis ..."
  expect(whenSecuredDestination(campaignCourtCard("CC01")!.name, campaignCourtCard("CC01")!.text)).toBeUndefined();
});

test("card texts: a Vox card whose When Secured says 'Discard this card.' (F205) goes to the Court discard pile before the refill", () => {
  const court = campaignTable([{ card: "CC01", agents: {} }, { card: "F205", agents: { Red: 1 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  const { outcome } = securedOutcome(1, court);
  expect(outcome.effects).toEqual([{ kind: "resolveWhenSecured", colour: "Red", card: "F205", to: "discard" }]);
  expect(outcome.table.court.discard).toEqual(["F205"]);
  expect(outcome.table.court.row[1]).toEqual({ card: "CC05", agents: {} });
});

test("card texts: 'This card remains in the Court.' (F2206): the card stays in its slot without agents and the Court does not refill", () => {
  const court = campaignTable([{ card: "CC01", agents: {} }, { card: "F2206", agents: { Red: 2, Blue: 1 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  const { outcome } = securedOutcome(1, court);
  expect(outcome.effects).toEqual([{ kind: "resolveWhenSecured", colour: "Red", card: "F2206", to: "stay" }]);
  expect(outcome.table.court.row[1]).toEqual({ card: "F2206", agents: {} });
  expect(outcome.table.court.deck).toEqual(["CC05", "CC06"]);
  expect(outcome.table.players[0].captives).toEqual({ Blue: 1 });
});

test("BR p.27: a Vox card attached above a secured Guild card goes where its When Secured plainly says (CC14: shuffled into the Court deck)", () => {
  const court = campaignTable([{ card: "CC01", agents: { Red: 1 }, attached: "CC14" }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  const { outcome } = securedOutcome(0, court);
  expect(outcome.effects).toEqual([{ kind: "resolveAttached", colour: "Red", card: "CC14", to: "shuffle" }]);
  expect(outcome.table.court.deck).toEqual(["CC06", "CC14"]);
});
