/**
 * Fate-set cards that change a battle, its raid or a steal for the player who has them (seed 003's
 * card reference), read where the table shows them: the roll's map lists the attacker's play area
 * (`playAreas`, src/core/map/snapshot.ts), a steal's Court the victim's Guild cards.
 * - F1305 Blight Hunters: "When attacking in battle, you can damage and destroy Blight by dealing
 *   only 1 hit (instead of 2)." The Blight is not Tough against its holder.
 * - F1203 Pirate Fleet: "When attacking in battle, you may collect raid dice even if there are no
 *   defending buildings or Flagships. If you do this, you can only steal resources, max 1 per
 *   damaged defending ship." It lifts the raid dice limits (p.14, BR p.24), not a Tractor Beam's or
 *   Hidden Harbors' ban; the ships counted are those left damaged after the hits.
 * - F1403 Well of Empathy: "When defending in battle, if you take Trophies, return them and gain 1
 *   Psionic for each Trophy returned." The attacker's losses return to their supply (read in the
 *   defender's play area, which the roll's map lists too); the Psionic gained is the players'.
 * - F2402 Vow of Fairness: "Your Trophies and Captives can be stolen. Their raid cost is [key] each."
 *   Read in the defender's play area as F1403 is; the raid's steal is src/core/battle/stealPieces.ts.
 * - F204 Book of Liberation: "You cannot harm Free buildings.": its holder cannot battle the Free States.
 * - F705 Honor Guard: "Your Weapon Guild cards cannot be stolen while you have any Weapons." Any
 *   steal (a raid, Guild Struggle's When Secured, a Prelude); Weapons on the board, held or frozen.
 */
import type { Colour, Owner } from "../../data/vocabulary";
import type { BattleRules } from "../../battle/rules";
import type { Command, GameState } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import type { TableState } from "../../court/types";
import type { MapSnapshot } from "../../map/snapshot";
import { courtCard } from "../../data/court";
import { baseCardOf } from "../../powers/courtPowers";
import { withFrozenTrust } from "../frozenTrust";
import { playAreaOf } from "./monopolies";
import { MEMBERS } from "./empireCards";

const PIRATE_FLEET = "F1203";
const BLIGHT_HUNTERS = "F1305";
const LIBERATION = "F204";
const HONOR_GUARD = "F705";
const EMPATHY = "F1403";
const FAIRNESS = "F2402";
const ON_MAP = [PIRATE_FLEET, BLIGHT_HUNTERS, LIBERATION];

/** Whether a battle reads this card in the defender's play area (a Member title: Armistice, courtBans.ts). */
export function defenceCardOnMap(this: void, id: string): boolean {
  return id === EMPATHY || id === FAIRNESS || MEMBERS.indexOf(id) >= 0;
}

/** Whether a battle reads this card in the attacker's play area. */
export function battleCardOnMap(id: string): boolean {
  return ON_MAP.indexOf(id) >= 0;
}

function holds(map: MapSnapshot, c: Owner, id: string): boolean {
  return playAreaOf(map, c as Colour).indexOf(id) >= 0;
}

/** Why the attacker's cards forbid this battle (Book of Liberation), if they do. */
export function cardBattleRefusal(map: MapSnapshot, attacker: Colour, defender: Owner): string | undefined {
  return defender === "free" && holds(map, attacker, LIBERATION) ? "you cannot harm Free buildings (Book of Liberation, F204)" : undefined;
}

/** The attacker's cards' changes to the battle's rules (campaignBattleRules decided the rest). */
export function withBattleCards(map: MapSnapshot, attacker: Colour, defender: Owner, rules: BattleRules): void {
  if (defender === "blight" && holds(map, attacker, BLIGHT_HUNTERS)) rules.toughness = undefined;
  if (rules.raidDice === false && rules.defendingFlagship === undefined && holds(map, attacker, PIRATE_FLEET)) {
    rules.raidDice = true;
    rules.raidPerDamagedShip = true;
    rules.raidDiceReason = undefined;
  }
  if (rules.defenderIsPlayer && holds(map, defender, EMPATHY)) rules.attackerLossesTo = "return";
  if (rules.defenderIsPlayer && holds(map, defender, FAIRNESS)) rules.piecesStealable = true;
}

/** Why Honor Guard keeps `card` in `from`'s play area, if it does. */
export function honorGuardRefusal(t: TableState, from: unknown, card: unknown): string | undefined {
  const def = typeof card === "string" ? courtCard(baseCardOf(card)) : undefined;
  if (def === undefined || def.suit !== "weapon" || typeof t !== "object" || t === undefined || !Array.isArray(t.players)) return undefined;
  for (const p of t.players) {
    if (p.colour !== from || !Array.isArray(p.guildCards) || !Array.isArray(p.resources) || p.guildCards.indexOf(HONOR_GUARD) < 0) continue;
    const held = p.held === undefined ? [] : p.held.map((h) => h.resource);
    if (p.resources.concat(p.frozen === undefined ? [] : p.frozen, held).indexOf("weapon") >= 0) {
      return `${from}'s Weapon Guild cards cannot be stolen while they hold Weapons (Honor Guard, F705)`;
    }
  }
  return undefined;
}

/** Field `k` of `o` when `o` is an object (a command's parts are checked before they are read). */
function at(o: unknown, k: string): unknown {
  return typeof o === "object" && o !== undefined ? (o as { [k: string]: unknown })[k] : undefined;
}

/** Honor Guard in front of the campaign's rules: a battle's raid, a Guild Struggle answer or a Prelude stealing a guarded Weapon Guild card is refused. */
export const fateStealCards: RuleModule<Command> = {
  id: "fate-set steal cards",
  inForce: (s: GameState) => s.campaign !== undefined,
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => {
    // Only a battle's, a Court command's and a card action's `action` has these kinds.
    const a = at(c, "action");
    const kind = at(a, "kind");
    const pick = at(a, "pick");
    let st: unknown = undefined;
    if (kind === "steal" && s.battle !== undefined && at(pick, "kind") === "guild") st = { from: s.battle.defender, card: at(pick, "card") };
    else if (kind === "answer") st = at(at(a, "answer"), "steal");
    else if (kind === "prelude") st = at(at(a, "choice"), "guildCard");
    const refused = typeof st === "object" && st !== undefined ? honorGuardRefusal(at(at(withFrozenTrust(s, c), "action"), "court") as TableState, at(st, "from"), at(st, "card")) : undefined;
    return refused !== undefined ? refused : next(s, c);
  },
};
