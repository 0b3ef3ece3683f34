/**
 * The battle as a step machine in the game state (rulebook pp.14-16 + FAQ "Destroying a City"):
 *
 *   roll -> rolling --read--> hits --hits--> city* --ransack--> ... --> raid --steal*--> over
 *                    \--rollAgain--> (no battle)        (no city / no keys: straight on)
 *
 * The table reports each step as a `battle` command carrying what it was decided on (the battle
 * system's snapshot when the dice were thrown, the faces read, the Court and boards as read when the
 * hits, a ransack or a steal happen), so the game log holds every battle and `npm run replay`
 * re-decides it. What a step decided is kept in `last` for the table to carry out. Pure.
 */
import type { Colour, Owner, ResourceType } from "../data/vocabulary";
import { ownerName } from "../data/vocabulary";
import { courtCardName } from "../data/court";
import type { AddedCourtCards, TableState } from "../court/types";
import { playerIndex } from "../court/types";
import { countResources, provokeOutrage } from "../resources/resources";
import type { Result } from "../result";
import { ok, refuse } from "../result";
import type { BattleOutcome, BattleSnapshot, CityTypes, DiceCollection, HitAssignment, RollTotals, RolledDie } from "./battle";
import { checkDiceCollection } from "./limits";
import { readRoll } from "./roll";
import type { BattleFlow, CityOutcome, RaidOutcome, RaidPick } from "./flow";
import { dealHits, raid, raidPlanet, resolveNextCity } from "./flow";
import type { BattleRules } from "./rules";
import type { SkirmishReroll } from "./reroll";
import { rerollAssault, rerollSkirmish } from "./reroll";
import { addedIntercepts, forbidsRansack } from "../powers/leaderLorePowers";
import { railgunFirst } from "./railgun";
import { copyWithout } from "../util/copyWithout";

export type BattleStep = "rolling" | "hits" | "city" | "raid" | "over";

/** What the last step decided, for the table to act out (plain data). */
export type BattleStepOutcome =
  | { kind: "thrown" }
  | { kind: "read"; totals: RollTotals }
  | { kind: "rerolled"; totals: RollTotals; count: number; by?: string }
  | { kind: "rolledAgain"; reason: string }
  | { kind: "hits"; outcome: BattleOutcome; table: TableState; outrage?: ResourceType }
  | { kind: "city"; city: CityOutcome; cityType: CityTypes; slot?: number }
  | { kind: "steal"; pick: RaidPick; raid: RaidOutcome }
  | { kind: "ended"; keysUnspent: number };

export interface BattleState {
  attacker: Colour;
  /** A player, or an owner who is not one when a rule module's BattleRules say so (snapshot.rules). */
  defender: Owner;
  system: string;
  step: BattleStep;
  dice: DiceCollection;
  /** the battle system as the table showed it when the dice were thrown */
  snapshot: BattleSnapshot;
  faces?: RolledDie[];
  totals?: RollTotals;
  flow?: BattleFlow;
  keysLeft: number;
  last: BattleStepOutcome;
  /** Skirmishers BC13 rerolled some of this roll (once per battle). */
  rerolled?: boolean;
  /** Seeker Torpedoes L14 rerolled some assault dice of this roll (once per battle). */
  torpedoes?: boolean;
}

export type BattleAction =
  | { kind: "roll"; system: string; defender: Owner; dice: DiceCollection; snapshot: BattleSnapshot }
  | { kind: "read"; faces: RolledDie[] }
  | { kind: "rollAgain"; reason: string }
  | { kind: "hits"; assignment: HitAssignment; court: TableState }
  | ({ kind: "reroll"; court: TableState } & SkirmishReroll)
  | ({ kind: "torpedoes" } & SkirmishReroll)
  /** `tokens`: a campaign's Court token on each slot's card, "" for none (Feudal Courts F1618). */
  | { kind: "ransack"; slot?: number; court: TableState; tokens?: string[] }
  | { kind: "steal"; pick: RaidPick; court: TableState }
  | { kind: "end" };

/** Why an action cannot follow the battle's step (the words the attacker reads). */
export function stepHint(step: BattleStep | undefined): string {
  if (step === undefined || step === "over") return "no battle is under way: choose system, defender and dice, then Roll";
  if (step === "rolling") return "the dice are still rolling";
  if (step === "hits") return "assign this roll's hits first (Accept these hits, or Apply your own)";
  if (step === "city") return "choose the Court card to ransack first";
  return "the raid is under way: Steal, or End battle";
}

/**
 * Which actions each step allows (the machine's edges), as lookups: a list's indexOf is a call and a
 * scan per step in the Lua VMs. An edge is `true`; anything else (in Node an Object prototype
 * member such as "constructor") is not one.
 */
const ALLOWED: { readonly [step: string]: { readonly [kind: string]: true } } = {
  none: { roll: true },
  rolling: { read: true, rollAgain: true },
  hits: { hits: true, reroll: true, torpedoes: true },
  city: { ransack: true },
  raid: { steal: true, end: true },
};

/** The fields `nextState` copies: it must copy every field of a BattleState. */
type CopiedField = "attacker" | "defender" | "system" | "step" | "dice" | "snapshot" | "faces" | "totals" | "flow" | "keysLeft" | "last" | "rerolled" | "torpedoes";
/** Does not compile when BattleState gains a field that nextState does not copy (exported: a check, not a value anyone reads). */
export const NEXT_STATE_COPIES_EVERY_FIELD: [Exclude<keyof BattleState, CopiedField>] extends [never] ? true : never = true;

/**
 * The battle after a step: `b` with its step, keys left and last outcome replaced. Field by field,
 * not `{ ...b, step }`: a spread walks the record with pairs() in the Lua VMs, several times dearer.
 */
function nextState(b: BattleState, step: BattleStep, keysLeft: number, last: BattleStepOutcome): BattleState {
  const out: BattleState = { attacker: b.attacker, defender: b.defender, system: b.system, step, dice: b.dice, snapshot: b.snapshot, keysLeft, last };
  if (b.faces !== undefined) out.faces = b.faces;
  if (b.totals !== undefined) out.totals = b.totals;
  if (b.flow !== undefined) out.flow = b.flow;
  if (b.rerolled !== undefined) out.rerolled = b.rerolled;
  if (b.torpedoes !== undefined) out.torpedoes = b.torpedoes;
  return out;
}

/** After the hits or a city: the next city, else the raid if keys and attacking ships remain, else over. */
function nextAfterCities(b: BattleState, flow: BattleFlow, last: BattleStepOutcome): BattleState {
  let out: BattleState;
  if (flow.citiesLeft.length > 0) out = nextState(b, "city", b.keysLeft, last);
  else if (flow.keys > 0 && flow.attackingShipsRemain && raidKind(b) !== "nothing" && flow.steals !== 0) out = nextState(b, "raid", flow.keys, last);
  else out = nextState(b, "over", 0, last);
  out.flow = flow;
  return out;
}

/** What this battle's raid can take (BattleRules.raid): the defender's board unless a rule module says otherwise. */
function raidKind(b: BattleState): "board" | "planet" | "nothing" {
  const r = b.snapshot.rules;
  return r === undefined || r.raid === undefined ? "board" : r.raid;
}

/** A raid step: stealing from the defender's board, or gaining the planet's resource (BR p.15). */
function stealStep(b: BattleState, a: Extract<BattleAction, { kind: "steal" }>): Result<BattleState> {
  const kind = raidKind(b);
  const planetPick = typeof a.pick === "object" && a.pick !== undefined && a.pick.kind === "planet";
  if (kind === "planet" && !planetPick) return refuse("The Free States have no resources or Guild cards: gain 1 of the planet type (BR p.15)");
  if (kind !== "planet" && planetPick) return refuse(b.defender + " is raided for its resources and Guild cards, not the planet's");
  const flow = b.flow as BattleFlow;
  const capped = flow !== undefined && flow.steals !== undefined;
  if (capped && typeof a.pick === "object" && a.pick !== undefined && a.pick.kind === "guild") return refuse("raid dice without defending buildings or Flagship steal only resources");
  const pieces = b.snapshot.rules !== undefined && b.snapshot.rules.piecesStealable === true && !capped ? 1 : undefined;
  const r = kind === "planet" ? raidPlanet(a.court, b.attacker, b.snapshot.planetType, b.keysLeft) : raid(a.court, b.attacker, b.defender as Colour, b.keysLeft, true, [a.pick], undefined, pieces);
  if (!r.ok) return refuse(r.reason);
  const left = r.value.keysLost;
  const steals = capped ? (flow.steals as number) - 1 : 1;
  const out = nextState(b, left > 0 && steals > 0 ? "raid" : "over", left, { kind: "steal", pick: a.pick, raid: r.value });
  if (capped) out.flow = { ...flow, steals };
  return ok(out);
}

/**
 * One step of `attacker`'s battle. `rules` are a rule module's changes to the base battle, taken
 * at the roll (src/core/battle/rules.ts; never from the table); later steps keep the roll's. `battle` is the one under way (undefined or "over": none).
 * `added`: the Court cards a rule module adds, for a Ransack (court/types.ts AddedCourtCards).
 * Refused with the reason when the action cannot follow the step or the core finds it illegal.
 */
export function stepBattle(battle: BattleState | undefined, attacker: Colour, a: BattleAction, rules?: BattleRules, added?: AddedCourtCards): Result<BattleState> {
  if (typeof a !== "object" || a === undefined || typeof a.kind !== "string") return refuse("that is not a battle step");
  const live = battle !== undefined && battle.step !== "over" ? battle : undefined;
  if (live !== undefined && live.attacker !== attacker) return refuse(`only ${live.attacker}, the attacker, operates this battle`);
  const allowed = ALLOWED[live === undefined ? "none" : live.step];
  if (allowed === undefined || allowed[a.kind] !== true) return refuse(stepHint(live && live.step));
  if (a.kind === "roll") return throwDice(attacker, a, rules);
  const b = live as BattleState;
  if (a.kind === "read") {
    const r = readRoll(b.dice, a.faces);
    if (!r.ok) return refuse(`${attacker}'s roll cannot be read (${r.reason}): roll again`);
    const read = nextState(b, "hits", b.keysLeft, { kind: "read", totals: r.value });
    read.faces = a.faces.slice();
    read.totals = r.value;
    return ok(read);
  }
  if (a.kind === "rollAgain") return ok(nextState(b, "over", 0, { kind: "rolledAgain", reason: a.reason }));
  if (a.kind === "reroll" || a.kind === "torpedoes") {
    // Skirmishers (BC13) or Seeker Torpedoes (L14): each once per roll.
    if (a.kind === "reroll" && b.rerolled === true) return refuse(courtCardName("BC13") + " rerolls once: this roll was already rerolled");
    if (a.kind === "torpedoes" && b.torpedoes === true) return refuse("Seeker Torpedoes (L14) rerolls once: this roll's assault dice were rerolled");
    const r = a.kind === "reroll" ? rerollSkirmish(a.court, attacker, b.dice, b.faces as RolledDie[], a) : rerollAssault(b.snapshot, b.dice, b.faces as RolledDie[], a);
    if (!r.ok) return refuse(r.reason);
    const outcome: BattleStepOutcome = { kind: "rerolled", totals: r.value.totals, count: a.dice.length };
    if (a.kind === "torpedoes") outcome.by = "L14";
    const rerolled = nextState(b, b.step, b.keysLeft, outcome);
    rerolled.faces = r.value.faces;
    rerolled.totals = r.value.totals;
    if (a.kind === "reroll") rerolled.rerolled = true;
    else rerolled.torpedoes = true;
    return ok(rerolled);
  }
  if (a.kind === "hits") {
    const railgun = railgunFirst(b.snapshot, b.dice, a.assignment);
    if (railgun !== undefined) return refuse(railgun);
    const r = dealHits(a.court, b.snapshot, b.totals as RollTotals, a.assignment);
    if (!r.ok) return refuse(r.reason);
    // BattleRules.harmOutrage: after the hits, before any city's Outrage and Ransack and the raid (the attacker is at the table: dealHits checked).
    const type = b.snapshot.planetType;
    const t = r.value.table;
    const o = b.snapshot.rules?.harmOutrage === true && type !== undefined && countResources(t.players[playerIndex(t, attacker)], type) > 0 ? provokeOutrage(t, attacker, type, added) : undefined;
    const last: Extract<BattleStepOutcome, { kind: "hits" }> = { kind: "hits", outcome: r.value.outcome, table: t };
    if (o !== undefined && o.ok) {
      last.table = o.value.table;
      last.outrage = type;
    }
    return ok(nextAfterCities(b, r.value.flow, last));
  }
  if (a.kind === "ransack") {
    const flow = b.flow as BattleFlow;
    const cityType = flow.citiesLeft[0];
    const r = resolveNextCity(a.court, flow, a.slot, forbidsRansack(b.snapshot.defenderLeader), added);
    if (!r.ok) return refuse(r.reason);
    return ok(nextAfterCities(b, r.value.flow, { kind: "city", city: r.value, cityType, slot: a.slot }));
  }
  if (a.kind === "steal") return stealStep(b, a);
  return ok(nextState(b, "over", 0, { kind: "ended", keysUnspent: b.keysLeft }));
}

function throwDice(attacker: Colour, a: Extract<BattleAction, { kind: "roll" }>, rules: BattleRules | undefined): Result<BattleState> {
  const sent = a.snapshot;
  if (typeof sent !== "object" || sent === undefined) return refuse("the battle needs the battle system as the table shows it");
  // The rules are the core's, never the table's.
  const snap = copyWithout(sent, ["rules"]);
  if (rules !== undefined) snap.rules = rules;
  if (snap.attacker !== attacker || snap.defender !== a.defender) return refuse("the snapshot is of another battle");
  // checkDiceCollection checks the snapshot first (checkBattleSnapshot) and refuses with its words.
  const dice = checkDiceCollection(snap, a.dice);
  if (!dice.ok) return refuse(dice.reason);
  if (typeof a.system !== "string" || a.system === "") return refuse("choose the battle system first");
  // Mirror Plating (L04): the defender's Lore adds an intercept to a roll with assault dice.
  const added = addedIntercepts(snap.defenderLore, dice.value.assault);
  return ok({
    attacker,
    defender: a.defender,
    system: a.system,
    step: "rolling",
    dice: dice.value,
    snapshot: added > 0 ? { ...snap, addedIntercepts: added } : snap,
    keysLeft: 0,
    last: { kind: "thrown" },
  });
}

/** A short public line for the log of what the step did (the table says more). */
export function battleStepText(b: BattleState): string {
  const l = b.last;
  if (l.kind === "thrown") return `${b.attacker} battles ${ownerName(b.defender)} in system ${b.system}`;
  if (l.kind === "read") return `${b.attacker}'s dice are read`;
  if (l.kind === "rerolled") return l.by === "L14" ? `${b.attacker} rerolls ${l.count} assault dice with Seeker Torpedoes` : `${b.attacker} rerolls ${l.count} skirmish dice with Skirmishers`;
  if (l.kind === "rolledAgain") return `${b.attacker}'s roll is set aside: ${l.reason}`;
  if (l.kind === "hits") return `${b.attacker}'s hits are dealt`;
  if (l.kind === "city") return `${b.attacker} resolves a destroyed city${l.city.ransacked === undefined ? "" : ` and ransacks ${courtCardName(l.city.ransacked)}`}`;
  if (l.kind === "steal") return `${b.attacker} steals; ${b.keysLeft} key(s) left`;
  return `${b.attacker}'s battle is over`;
}
