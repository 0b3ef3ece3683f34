/**
 * After the dice: Trophies, destroyed cities and the raid, in the FAQ's order ("Destroying a City"):
 * for each destroyed city 1. Provoke Outrage, 2. Ransack the Court; then 3. spend keys to steal if
 * raid dice were rolled and attacking ships remain. So Outrage never discards what steps 2-3 give.
 *
 * A battle runs as: `startBattle` (dice, faces, hits, Trophies) -> `resolveNextCity` once per
 * destroyed city (a ransacked Vox card may leave a prompt: answer it with answerWhenSecured before
 * the next step) -> `raid` -> done. A city destroyed outside battle uses `cityDestroyedOutsideBattle`.
 */
import type { Colour, Owner, ResourceType } from "../data/vocabulary";
import { ownerName } from "../data/vocabulary";
import { courtCard, courtCardName } from "../data/court";
import type { Result } from "../result";
import { ok, refuse } from "../result";
import type { AddedCourtCards, PlayerHoldings, SlotContent, TableEffect, TableState } from "../court/types";
import { addTrophies, clonePlayer, cloneSupply, cloneTable, playerIndex, resourceName } from "../court/types";
import { holdingCard } from "../powers/heldResources";
import { ransack } from "../court/secure";
import { ransackTargets } from "../court/row";
import { stealGuildCard, swornGuardians } from "../court/guildCards";
import { baseCardOf } from "../powers/courtPowers";
import type { PiecePick } from "./stealPieces";
import { stealPiece } from "./stealPieces";
import { describeSlot, placeResources, provokeOutrage, slotRaidCost, takeFromSlot } from "../resources/resources";
import type { BattleOutcome, BattleSnapshot, CityTypes, DiceCollection, HitAssignment, RollTotals, RolledDie } from "./battle";
import type { BattleRules } from "./rules";
import { checkDiceCollection } from "./limits";
import { checkHitAssignment, defaultHitAssignment } from "./hits";
import { outrageTypesOf } from "./types";
import { readRoll } from "./roll";

/** Progress of a battle between its steps; plain data the table keeps alongside the TableState. */
export interface BattleFlow {
  attacker: Colour;
  defender: Owner;
  /** False when the defender is not a player (BattleRules): a destroyed city Provokes Outrage but there is no Court to ransack. */
  defenderIsPlayer?: boolean;
  /** Destroyed cities whose Outrage and Ransack are still to resolve, in order (a gate city: its list of types, L11). */
  citiesLeft: CityTypes[];
  keys: number;
  attackingShipsRemain: boolean;
  /** Resources the raid may still steal, when the rules cap it (BattleRules.raidPerDamagedShip); nothing else. */
  steals?: number;
}

/**
 * Battle Trophies (p.14): the attacker keeps destroyed defending pieces, the defender destroyed
 * attacking ships. A rule module may name another taker of the attacker's losses, or none
 * ("return": BR p.11, the Empire with no First Regent), and a defender who is not a player (its
 * pieces are still the attacker's Trophies, BR pp.15, 19). A Flagship's destroyed Upgrades and Armor
 * are Trophies like buildings (reading, BR p.24).
 */
export function applyBattleTrophies(table: TableState, o: BattleOutcome, rules?: BattleRules): Result<TableState> {
  const ai = playerIndex(table, o.attacker);
  if (ai < 0) return refuse(o.attacker + " is not playing");
  const playerDefender = rules === undefined || rules.defenderIsPlayer;
  if (playerDefender && playerIndex(table, o.defender as Colour) < 0) return refuse(o.defender + " is not playing");
  const lossesTo = rules === undefined || rules.attackerLossesTo === undefined ? o.defender : rules.attackerLossesTo;
  const li = lossesTo === "return" ? -1 : playerIndex(table, lossesTo as Colour);
  if (lossesTo !== "return" && li < 0 && playerDefender) return refuse(lossesTo + " is not playing");
  const f = o.flagships;
  const imp = o.imperialDestroyed === undefined ? { attacking: 0, defending: 0 } : o.imperialDestroyed;
  // Only the two takers' Trophies change: each gets a new holdings record with new Trophies (addTrophies
  // copies), the rest is shared with the input, which stays untouched (no deep clone per battle).
  const t: TableState = { players: table.players.slice(), court: table.court, supply: cloneSupply(table.supply) };
  if (table.pending !== undefined) t.pending = table.pending;
  t.players[ai] = { ...t.players[ai] };
  if (li >= 0 && li !== ai) t.players[li] = { ...t.players[li] };
  // Imperial ships destroyed beside a Regent are the Empire's pieces (BR p.11).
  if (imp.defending > 0) t.players[ai].trophies = addTrophies(t.players[ai].trophies, "empire", { ships: imp.defending });
  t.players[ai].trophies = addTrophies(t.players[ai].trophies, o.defender, {
    ships: o.destroyed.defendingShips - imp.defending,
    cities: o.destroyed.defendingCities + (f === undefined ? 0 : f.defenderLost.cities),
    starports: o.destroyed.defendingStarports + (f === undefined ? 0 : f.defenderLost.starports),
    // F1803: a destroyed Bunker is a Loyal piece of the Survivalist's, the attacker's Trophy (p.14).
    bunkers: o.bunkers === undefined ? 0 : o.bunkers.destroyed,
  });
  if (li >= 0) {
    if (imp.attacking > 0) t.players[li].trophies = addTrophies(t.players[li].trophies, (rules && rules.addedOwner) || "empire", { ships: imp.attacking });
    t.players[li].trophies = addTrophies(t.players[li].trophies, o.attacker, {
      ships: o.destroyed.attackingShips - imp.attacking,
      cities: f === undefined ? 0 : f.attackerLost.cities,
      starports: f === undefined ? 0 : f.attackerLost.starports,
    });
  }
  return ok(t);
}

export interface BattleStart {
  table: TableState;
  flow: BattleFlow;
  outcome: BattleOutcome;
}

/**
 * Collect dice, read the rolled faces, deal the hits (the attacker's `assignment`, or the default
 * one) and take Trophies. Refused if any step is illegal; the table is then untouched.
 */
export function startBattle(
  table: TableState,
  snapshot: BattleSnapshot,
  dice: DiceCollection,
  faces: RolledDie[],
  assignment?: HitAssignment,
): Result<BattleStart> {
  if (table.pending !== undefined) return refuse("First finish the When Secured of " + courtCardName(table.pending.card));
  const d = checkDiceCollection(snapshot, dice);
  if (!d.ok) return refuse(d.reason);
  const roll = readRoll(dice, faces);
  if (!roll.ok) return refuse(roll.reason);
  return dealHits(table, snapshot, roll.value, assignment);
}

/**
 * startBattle after the roll was read: the battle machine keeps the totals it read (or rerolled)
 * and deals the hits from them, not reading the same faces again.
 */
export function dealHits(table: TableState, snapshot: BattleSnapshot, totals: RollTotals, assignment?: HitAssignment): Result<BattleStart> {
  if (table.pending !== undefined) return refuse("First finish the When Secured of " + courtCardName(table.pending.card));
  const a = assignment === undefined ? defaultHitAssignment(snapshot, totals) : assignment;
  const out = checkHitAssignment(snapshot, totals, a);
  if (!out.ok) return refuse(out.reason);
  const t = applyBattleTrophies(table, out.value, snapshot.rules);
  if (!t.ok) return refuse(t.reason);
  const flow: BattleFlow = {
    attacker: snapshot.attacker,
    defender: snapshot.defender,
    citiesLeft: out.value.citiesDestroyed.slice(),
    keys: out.value.keys,
    attackingShipsRemain: out.value.attackingShipsRemain,
  };
  if (snapshot.rules !== undefined && !snapshot.rules.defenderIsPlayer) flow.defenderIsPlayer = false;
  if (snapshot.rules !== undefined && snapshot.rules.raidPerDamagedShip === true) flow.steals = out.value.defendingShips.damaged;
  return ok({ table: t.value, outcome: out.value, flow });
}

export interface CityOutcome {
  table: TableState;
  discardedResources: ResourceType[];
  discardedCards: string[];
  /** The card taken by the Ransack, if any card held the defender's agents. */
  ransacked?: string;
  /** Rival agents taken as Trophies by the Ransack, by colour. */
  trophies: { [colour: string]: number };
  effects: TableEffect[];
  /** A ransacked Vox card waits for this answer (answerWhenSecured). */
  prompt?: string;
  /** Lore cards the Ransack took (a rule module's, BR p.5): they join the destroyer's play area. */
  lore?: string[];
  /** Action cards of a rule module's own suit ransacked: drawn into the hand (court/secure.ts SecureOutcome.drawn). */
  drawn?: string[];
}

/**
 * The consequences of destroying `owner`'s city of planet type `cityType` (p.16 + FAQ order):
 * 1. the destroyer Provokes Outrage of that type (a gate city, Gate Stations L11: of each of its
 * cluster's city types, in order; none when its cluster has no city); 2. Ransacks the Court: secures a card holding
 * any of the owner's agents (`ransackSlot`, the destroyer's choice; needed only when several
 * cards qualify). The city's Trophy is recorded by the caller (battle Trophies or outside battle).
 */
export function destroyedCityConsequences(
  table: TableState,
  destroyer: Colour,
  owner: Owner,
  cityType: CityTypes,
  ransackSlot?: number,
  ownerIsPlayer = true,
  ransackForbiddenBy?: string,
  added?: AddedCourtCards,
): Result<CityOutcome> {
  if (table.pending !== undefined) return refuse("First finish the When Secured of " + courtCardName(table.pending.card));
  if (destroyer === owner) return refuse("Provoke Outrage and Ransack follow a destroyed Rival city");
  if (ownerIsPlayer && playerIndex(table, owner as Colour) < 0) return refuse(owner + " is not playing");
  let t = table;
  const discardedResources: ResourceType[] = [];
  const discardedCards: string[] = [];
  for (const type of outrageTypesOf(cityType)) {
    const outrage = provokeOutrage(t, destroyer, type, added);
    if (!outrage.ok) return refuse(outrage.reason);
    t = outrage.value.table;
    for (const r of outrage.value.discardedResources) discardedResources.push(r);
    for (const c of outrage.value.discardedCards) discardedCards.push(c);
  }
  // Elder (Beloved): Outrage still, but no Ransack when battling the Elder.
  if (ransackForbiddenBy !== undefined && ransackSlot !== undefined) return refuse("Rivals cannot Ransack the Court when they battle " + owner + ": " + ransackForbiddenBy);
  // A city of an owner who is not a player (a Free city, BR p.15) still Provokes Outrage; no agents of theirs are in the Court.
  const targets = ownerIsPlayer && ransackForbiddenBy === undefined ? ransackTargets(t, owner as Colour) : [];
  const base = { discardedResources, discardedCards };
  if (targets.length === 0) {
    if (ransackSlot !== undefined && !ownerIsPlayer) return refuse(ownerName(owner) + " have no agents in the Court: nothing to ransack (BR p.15)");
    if (ransackSlot !== undefined) return refuse("No card in the Court holds " + owner + "'s agents: there is nothing to ransack");
    return ok({ table: t, ...base, trophies: {}, effects: [] });
  }
  let slot = ransackSlot;
  if (slot === undefined) {
    if (targets.length > 1) {
      return refuse(
        "Choose the card to ransack: " + targets.map((i) => "slot " + (i + 1) + " " + courtCardName(t.court.row[i].card as string)).join(", "),
      );
    }
    slot = targets[0];
  }
  const r = ransack(t, destroyer, owner as Colour, slot, added);
  if (!r.ok) return refuse(r.reason);
  const out: CityOutcome = { table: r.value.table, ...base, ransacked: r.value.card, trophies: r.value.taken, effects: r.value.effects };
  if (r.value.prompt !== undefined) out.prompt = r.value.prompt;
  if (r.value.lore !== undefined) out.lore = r.value.lore;
  if (r.value.drawn !== undefined) out.drawn = r.value.drawn;
  return ok(out);
}

/** A destroyed city in players' words: "Fuel city", or a gate city with its types (Gate Stations L11). */
export function cityName(c: CityTypes): string {
  if (!Array.isArray(c)) return resourceName(c) + " city";
  return "gate city (" + (c.length === 0 ? "no city in its cluster" : c.map((r) => resourceName(r)).join(", ")) + ")";
}

/** Step 1-2 for the next destroyed city of the battle. */
export function resolveNextCity(table: TableState, flow: BattleFlow, ransackSlot?: number, ransackForbiddenBy?: string, added?: AddedCourtCards): Result<CityOutcome & { flow: BattleFlow }> {
  if (flow.citiesLeft.length === 0) return refuse("No destroyed city is left to resolve");
  const r = destroyedCityConsequences(table, flow.attacker, flow.defender, flow.citiesLeft[0], ransackSlot, flow.defenderIsPlayer !== false, ransackForbiddenBy, added);
  if (!r.ok) return refuse(r.reason);
  return ok({ ...r.value, flow: { ...flow, citiesLeft: flow.citiesLeft.slice(1) } });
}

/**
 * A city destroyed outside battle ("even outside battle!", p.16): it becomes the destroyer's
 * Trophy (p.7), then Outrage and Ransack as above.
 */
export function cityDestroyedOutsideBattle(
  table: TableState,
  destroyer: Colour,
  owner: Colour,
  cityType: CityTypes,
  ransackSlot?: number,
): Result<CityOutcome> {
  const di = playerIndex(table, destroyer);
  if (di < 0) return refuse(destroyer + " is not playing");
  const t = cloneTable(table);
  t.players[di].trophies = addTrophies(t.players[di].trophies, owner, { cities: 1 });
  return destroyedCityConsequences(t, destroyer, owner, cityType, ransackSlot);
}

/** A raid step's pick: a resource slot or a Guild card of the defender's, or (raiding the Free States, BR p.15) the planet's resource. */
export type RaidPick = { kind: "resource"; slot: number } | { kind: "guild"; card: string } | { kind: "planet" } | { kind: "held"; card: string } | PiecePick;

export interface RaidOutcome {
  table: TableState;
  stolenResources: ResourceType[];
  stolenCards: string[];
  /** Stolen resources the attacker could not hold (back to supply). */
  discarded: ResourceType[];
  /** Keys left unspent: they are lost. */
  keysLost: number;
}

/**
 * Raid (p.16): spend keys to steal from the defender one item at a time: a resource costs its
 * slot's raid cost (3,1,1,2,1,3; the defender does not rearrange, FAQ C22), a Guild card its
 * printed cost. Lore has no raid cost and cannot be stolen. Sworn Guardians (BC22): nothing else
 * of its owner can be stolen while they hold it (steal it first; it is then buried). Stolen
 * resources are placed on the attacker's board (`attackerArrangement`, or the default of
 * placeResources: stolen tokens that do not fit are discarded). `piecesCost`: the keys a Trophy or
 * Captive costs where a rule lets them be stolen (BattleRules.piecesStealable), else they cannot be.
 */
export function raid(
  table: TableState,
  attacker: Colour,
  defender: Colour,
  keys: number,
  attackingShipsRemain: boolean,
  picks: RaidPick[],
  attackerArrangement?: SlotContent[],
  piecesCost?: number,
): Result<RaidOutcome> {
  if (table.pending !== undefined) return refuse("First finish the When Secured of " + courtCardName(table.pending.card));
  const ai = playerIndex(table, attacker);
  const di = playerIndex(table, defender);
  if (ai < 0) return refuse(attacker + " is not playing");
  if (di < 0) return refuse(defender + " is not playing");
  if (picks.length > 0 && !attackingShipsRemain) return refuse("No attacking ships remain: you cannot raid (p.16)");
  // Not a deep clone: a raid step (one per steal) changes in place only the players list (each
  // changed player is replaced by a new one: takeFromSlot, placeResources) and the supply; a Guild
  // card goes through stealGuildCard, which clones. The Court and the other players are shared with
  // the input, which stays untouched (a deep clone was most of a steal step in the Lua VM).
  let t: TableState = { players: table.players.slice(), court: table.court, supply: cloneSupply(table.supply) };
  let left = keys;
  const stolenResources: ResourceType[] = [];
  const stolenCards: string[] = [];
  for (const pick of picks) {
    const victim = t.players[di];
    const guardian = swornGuardians(victim.guildCards);
    const guarded = guardian !== undefined;
    if (pick.kind === "resource") {
      if (guarded) return refuse(defender + " has Sworn Guardians (" + guardian + "): Rivals cannot steal their resources");
      const s = pick.slot;
      if (Math.floor(s) !== s || s < 0 || s > 5) return refuse("There is no resource slot " + (s + 1));
      const cost = slotRaidCost(s);
      const taken = takeFromSlot(victim, s);
      if (!taken.ok) return refuse(taken.reason);
      // The slot's words only for the refusal (takeFromSlot leaves `victim` as it was).
      if (cost > left) return refuse("Stealing " + describeSlot(victim, s) + " costs " + cost + " key(s); you have " + left + " left");
      left -= cost;
      t.players[di] = taken.value.player;
      stolenResources.push(taken.value.resource);
    } else if (pick.kind === "guild") {
      // A campaign Guild card has its base twin's raid cost (sameAs, BR p.27).
      const c = courtCard(baseCardOf(pick.card));
      if (c === undefined || c.raidCost === undefined) return refuse(pick.card + " has no raid cost: Lore cannot be stolen");
      if (c.raidCost > left) return refuse("Stealing " + courtCardName(pick.card) + " costs " + c.raidCost + " key(s); you have " + left + " left");
      const st = stealGuildCard(t, attacker, defender, pick.card);
      if (!st.ok) return refuse(st.reason);
      t = st.value;
      left -= c.raidCost;
      stolenCards.push(pick.card);
    } else if (pick.kind === "held") {
      // A resource held on a card (Ancient Holdings L13: raid cost 4), only where the card allows it (FAQ erratum p.17).
      if (guarded) return refuse(defender + " has Sworn Guardians (" + guardian + "): Rivals cannot steal their resources");
      const taken = takeHeld(victim, pick.card, left);
      if (!taken.ok) return refuse(taken.reason);
      left -= taken.value.cost;
      t.players[di] = taken.value.player;
      stolenResources.push(taken.value.resource);
    } else if (pick.kind === "trophy" || pick.kind === "captive") {
      if (piecesCost === undefined) return refuse("A raid steals resources or Guild cards, not Trophies or Captives (p.16)");
      if (guarded) return refuse(defender + " has Sworn Guardians (" + guardian + "): steal Sworn Guardians first");
      if (piecesCost > left) return refuse("Stealing a Trophy or Captive costs " + piecesCost + " key(s); you have " + left + " left");
      const st = stealPiece(t, ai, di, pick);
      if (!st.ok) return refuse(st.reason);
      t = st.value;
      left -= piecesCost;
    } else {
      return refuse("A raid steals resources or Guild cards");
    }
  }
  const placed = placeResources(t.players[ai], stolenResources, attackerArrangement);
  if (!placed.ok) return refuse(placed.reason);
  t.players[ai] = placed.value.player;
  for (const r of placed.value.discarded) t.supply[r] = t.supply[r] + 1;
  return ok({ table: t, stolenResources, stolenCards, discarded: placed.value.discarded, keysLost: left });
}

/** The resource held on `card` taken from `victim` for its raid cost, or why not. */
function takeHeld(victim: PlayerHoldings, card: unknown, keys: number): Result<{ player: PlayerHoldings; resource: ResourceType; cost: number }> {
  const c = typeof card === "string" ? holdingCard(card) : undefined;
  const name = c === undefined ? (typeof card === "string" ? card : "that card") : c.name;
  if (c === undefined || c.raidCost === undefined) return refuse("Resources held on " + name + " cannot be stolen (FAQ erratum p.17)");
  const held = victim.held === undefined ? [] : victim.held;
  let at = -1;
  for (let i = 0; i < held.length; i++) if (at < 0 && held[i].card === card) at = i;
  if (at < 0) return refuse(victim.colour + " holds no resource on " + name);
  if (c.raidCost > keys) return refuse("Stealing the " + resourceName(held[at].resource) + " on " + name + " costs " + c.raidCost + " key(s); you have " + keys + " left");
  const player = clonePlayer(victim);
  player.held = held.slice(0, at).concat(held.slice(at + 1));
  return ok({ player, resource: held[at].resource, cost: c.raidCost });
}

/** The battle's raid step: only after every destroyed city was resolved (FAQ order). */
export function raidInBattle(table: TableState, flow: BattleFlow, picks: RaidPick[], attackerArrangement?: SlotContent[]): Result<RaidOutcome> {
  if (flow.citiesLeft.length > 0) {
    return refuse("First resolve Outrage and Ransack for the destroyed " + cityName(flow.citiesLeft[0]));
  }
  return raid(table, flow.attacker, flow.defender as Colour, flow.keys, flow.attackingShipsRemain, picks, attackerArrangement);
}

/**
 * Raiding the Free States (BR p.15): the attacker gains exactly 1 resource of the battle planet's type
 * from the supply, for 1 key (reading: the key icon of the rule is lost in the seeds), once per
 * battle. It is placed on the attacker's board like a stolen resource (no room: back to the supply).
 */
export function raidPlanet(table: TableState, attacker: Colour, planetType: ResourceType | undefined, keys: number): Result<RaidOutcome> {
  if (table.pending !== undefined) return refuse("First finish the When Secured of " + courtCardName(table.pending.card));
  const ai = playerIndex(table, attacker);
  if (ai < 0) return refuse(attacker + " is not playing");
  if (planetType === undefined) return refuse("A raid on the Free States gains the planet's resource: name its type");
  if (keys < 1) return refuse("Gaining a Free States resource costs 1 key; none left");
  if (table.supply[planetType] === undefined || table.supply[planetType] < 1) return refuse("The supply has no " + resourceName(planetType) + " left to gain from the Free States");
  const t = cloneTable(table);
  t.supply[planetType] = t.supply[planetType] - 1;
  const placed = placeResources(t.players[ai], [planetType]);
  if (!placed.ok) return refuse(placed.reason);
  t.players[ai] = placed.value.player;
  for (const r of placed.value.discarded) t.supply[r] = t.supply[r] + 1;
  return ok({ table: t, stolenResources: [planetType], stolenCards: [], discarded: placed.value.discarded, keysLost: 0 });
}
