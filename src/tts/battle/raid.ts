/**
 * After the hits: each destroyed city (Outrage, then Ransack, the FAQ's order), the raid's Steal
 * buttons, and the end of the battle — each a `battle` command the core decides and logs.
 */
import type { RaidPick } from "../../core/battle/flow";
import type { BattleState, BattleStepOutcome } from "../../core/battle/machine";
import type { TableState } from "../../core/court/types";
import { ransackTargets } from "../../core/court/row";
import { withoutCouncilAgents } from "../../core/campaign/courtCards";
import { forbidsRansack } from "../../core/powers/leaderLorePowers";
import { courtCard, courtCardName } from "../../core/data/court";
import { baseCardOf } from "../../core/powers/courtPowers";
import { guildSuitOf } from "../lib/pieceTags";
import type { Colour } from "../../core/data/vocabulary";
import { slotRaidCost } from "../../core/resources/resources";
import { resourceName } from "../../core/court/types";
import { announce, refuseTo, tell } from "../lib/chat";
import { actOutCity, actOutSteal, returnDice } from "./moves";
import { guildCardsOf, heldTokens, readBattleCourt, resourceTokens } from "./read";
import { holdingCard } from "../../core/powers/heldResources";
import { loreName } from "../../core/data/lore";
import { cityText } from "./words";
import { actOutPieceSteal, piecePick, stealablePieces } from "./stealPieces";
import { game } from "../session/session";
import { attackerSession, battleCommand, coreBattle, currentSession, setSession, stepOf } from "./session";
import type { Session } from "./session";
import { planetRaid, renderRaid, renderRansack, renderStep } from "./panel";
import { courtTokenIn, feudalCourtsOn } from "../lib/fateTokensOnMap";
import { ransackBarred } from "../../core/campaign/fates/feudalCourts";
import { courtSlotZones } from "../court/table";
import { gmNotes } from "../lib/table";

// ---- destroyed cities, raid, end -------------------------------------------------------------

/** The destroyed cities one by one (the attacker picks the card to ransack when several qualify). */
export function resolveCities(clicker: string, s: Session, chosen: number | undefined): void {
  const g = game();
  let slot = chosen;
  let b = coreBattle(s);
  while (g !== undefined && b !== undefined && b.step === "city" && b.flow !== undefined) {
    const court = readBattleCourt(g);
    // Elder (Beloved): no Ransack when battling the Elder; the core refuses a chosen slot.
    // The Free States have no agents in the Court (BR p.15): a Free city's Outrage, and no Ransack.
    const player = b.snapshot.rules === undefined || b.snapshot.rules.defenderIsPlayer;
    // BR p.14: a Ransack never takes the Imperial Council (the core counts no agents on it).
    // Feudal Courts (F1618): nor a card with the Court token of another cluster (the Court as the campaign hands it to the Ransack).
    const tokens = feudalCourtsOn(g) ? courtSlotZones().map((z) => courtTokenIn(z)) : undefined;
    const targets = !player || forbidsRansack(b.snapshot.defenderLeader) !== undefined ? [] : ransackTargets(withoutCouncilAgents(court, ransackBarred(g, tokens)), b.defender as Colour);
    if (slot === undefined && targets.length > 1) {
      s.ransackChoices = targets;
      announce(s.attacker + " chooses which Court card to ransack: " + targets.map((i) => "slot " + (i + 1)).join(", ") + ".");
      renderStep();
      renderRansack(s);
      return;
    }
    const used = slot !== undefined ? slot : targets.length === 1 ? targets[0] : undefined;
    const type = b.flow.citiesLeft[0];
    const r = battleCommand(s, { kind: "ransack", slot, court, tokens });
    const after = r.ok ? r.value.battle : undefined;
    if (!r.ok || after === undefined || after.last.kind !== "city") {
      s.ransackChoices = targets;
      if (!r.ok) refuseTo(clicker, r.reason);
      renderStep();
      renderRansack(s);
      return;
    }
    actOutCity(court, after.last.city, s.attacker, type, used);
    announce(cityText(s.attacker, b.defender, type, after.last.city));
    slot = undefined;
    b = coreBattle(s);
  }
  s.ransackChoices = [];
  startRaid(s);
}

function startRaid(s: Session): void {
  const b = coreBattle(s);
  if (b === undefined || b.step !== "raid") {
    endBattle(true);
    return;
  }
  placeStealButtons(s);
  const planet = planetRaid(s);
  if (planet !== undefined) announce(s.attacker + " raids the Free States: they may gain exactly 1 " + resourceName(planet) + " from the supply (BR p.15).");
  else announce(s.attacker + " raids " + (b.defender as Colour) + " with " + b.keysLeft + " key(s): steal resources (slot cost) or Guild cards (printed cost).");
  renderStep();
  renderRaid(s);
}

function clearStealButtons(s: Session): void {
  for (const g of s.stealable) {
    const o = getObjectFromGUID(g);
    if (o !== undefined) o.clearButtons();
  }
  s.stealable = [];
}

function stealButton(o: TTSObject, cost: number): void {
  o.createButton({
    click_function: "arcsBattleSteal",
    function_owner: Global,
    label: "Steal: " + cost + (cost === 1 ? " key" : " keys"),
    tooltip: "Spend " + cost + " raid key(s) to steal this",
    position: Vector(0, 0.3, 0),
    width: 900,
    height: 220,
    font_size: 110,
  });
}

export function placeStealButtons(s: Session): void {
  clearStealButtons(s);
  const b = coreBattle(s);
  // Only a player has a board and Guild cards to steal from (a raid on the Free States gains the planet's resource).
  if (b === undefined || planetRaid(s) !== undefined || (b.snapshot.rules !== undefined && !b.snapshot.rules.defenderIsPlayer)) return;
  for (const t of resourceTokens((b.defender as Colour))) {
    stealButton(t.obj, slotRaidCost(t.slot));
    s.stealable.push(t.obj.getGUID());
  }
  // Ancient Holdings (L13): its one resource has a raid cost of 4 keys.
  for (const h of heldTokens(b.defender as Colour)) {
    const card = holdingCard(h.card);
    if (card === undefined || card.raidCost === undefined) continue;
    stealButton(h.obj, card.raidCost);
    s.stealable.push(h.obj.getGUID());
  }
  // Pirate Fleet's raid (F1203) steals only resources.
  if (b.flow !== undefined && b.flow.steals !== undefined) return;
  for (const c of guildCardsOf((b.defender as Colour))) {
    // A campaign Guild card has its base twin's raid cost (sameAs, BR p.27).
    const def = courtCard(baseCardOf(gmNotes(c)));
    if (def === undefined || def.raidCost === undefined) continue;
    stealButton(c, def.raidCost);
    s.stealable.push(c.getGUID());
  }
  // Vow of Fairness (F2402): Trophies and Captives, 1 key each.
  if (b.snapshot.rules === undefined || b.snapshot.rules.piecesStealable !== true) return;
  for (const o of stealablePieces(b.defender as Colour)) {
    stealButton(o, 1);
    s.stealable.push(o.getGUID());
  }
}

/**
 * Zones see a script's move a few physics frames later (docs/tts-behaviour.md): until the last
 * steal's token lies in its new slot, a next steal would read the boards as they were.
 */
const STEAL_SETTLE_FRAMES = 4;
let stealSettling = false;

export function onSteal(obj: TTSObject, clicker: string): void {
  const s = attackerSession(clicker, ["raid"]);
  const g = game();
  const b = s && coreBattle(s);
  if (s === undefined || g === undefined || b === undefined) return;
  if (stealSettling) {
    refuseTo(clicker, "one moment: the last steal is still moving; click again");
    return;
  }
  let pick: RaidPick | undefined;
  let what = "";
  const token = resourceTokens((b.defender as Colour)).find((t) => t.obj.getGUID() === obj.getGUID());
  const held = token === undefined ? heldTokens(b.defender as Colour).find((h) => h.obj.getGUID() === obj.getGUID()) : undefined;
  if (token !== undefined) {
    pick = { kind: "resource", slot: token.slot };
    what = (b.defender as Colour) + "'s " + resourceName(token.type) + " (slot " + (token.slot + 1) + ")";
  } else if (held !== undefined) {
    pick = { kind: "held", card: held.card };
    what = (b.defender as Colour) + "'s " + resourceName(held.type) + " on " + loreName(held.card);
  } else if (guildSuitOf(gmNotes(obj)) !== undefined) {
    pick = { kind: "guild", card: gmNotes(obj) };
    what = courtCardName(gmNotes(obj));
  } else {
    const piece = piecePick(b.defender as Colour, obj);
    if (piece !== undefined) {
      pick = piece.pick;
      what = piece.what;
    }
  }
  if (pick === undefined) {
    refuseTo(clicker, "that is not one of " + (b.defender as Colour) + "'s resources or Guild cards");
    return;
  }
  const court = readBattleCourt(g);
  const after = steal(s, clicker, pick, court);
  if (after === undefined) return;
  if (pick.kind === "trophy" || pick.kind === "captive") actOutPieceSteal(s.attacker, b.defender as Colour, pick);
  else actOutSteal(court, after.last.raid.table, s.attacker, (b.defender as Colour), pick);
  stealSettling = true;
  Wait.frames(() => (stealSettling = false), STEAL_SETTLE_FRAMES);
  const lost = after.last.raid.discarded.length > 0 ? " (no room: it goes back to the supply)" : "";
  announce(s.attacker + " steals " + what + lost + "; " + after.keysLeft + " key(s) left.");
  if (after.step === "over") {
    endBattle(true);
    return;
  }
  placeStealButtons(s);
  renderRaid(s);
}

/** The steal of `pick` submitted: the battle after it, or undefined (a refusal is told to the clicker alone). */
function steal(s: Session, clicker: string, pick: RaidPick, court: TableState): (BattleState & { last: Extract<BattleStepOutcome, { kind: "steal" }> }) | undefined {
  const r = battleCommand(s, { kind: "steal", pick, court });
  const after = r.ok ? r.value.battle : undefined;
  if (!r.ok || after === undefined || after.last.kind !== "steal") {
    if (!r.ok) refuseTo(clicker, r.reason);
    return undefined;
  }
  return after as BattleState & { last: Extract<BattleStepOutcome, { kind: "steal" }> };
}

/** Raiding the Free States (BR p.15): the attacker gains exactly 1 resource of the planet type from the supply. */
export function onGain(clicker: string): void {
  const s = attackerSession(clicker, ["raid"]);
  const g = game();
  if (s === undefined || g === undefined) return;
  const planet = planetRaid(s);
  if (planet === undefined) {
    refuseTo(clicker, "only a raid on the Free States gains the planet's resource (BR p.15)");
    return;
  }
  const court = readBattleCourt(g);
  const pick: RaidPick = { kind: "planet" };
  const after = steal(s, clicker, pick, court);
  if (after === undefined) return;
  actOutSteal(court, after.last.raid.table, s.attacker, undefined, pick);
  const lost = after.last.raid.discarded.length > 0 ? " (no room: it stays in the supply)" : "";
  announce(s.attacker + " gains 1 " + resourceName(planet) + " from the Free States" + lost + ".");
  if (after.step === "over") endBattle(true);
  else renderRaid(s);
}

/** End the battle: Steal buttons off, dice back to their bags, the panel closes. */
export function endBattle(say: boolean): void {
  const s = currentSession();
  if (s === undefined) return;
  clearStealButtons(s);
  returnDice(s.diceGuids);
  setSession(undefined);
  if (say) announce(s.attacker + "'s battle is over.");
  renderStep();
}

export function onEnd(clicker: string): void {
  const s = attackerSession(clicker, ["choose", "raid"]);
  if (s === undefined) return;
  const step = stepOf(s);
  if (step === "raid") {
    const b = coreBattle(s);
    const r = battleCommand(s, { kind: "end" });
    if (!r.ok) {
      refuseTo(clicker, r.reason);
      return;
    }
    if (b !== undefined && b.keysLeft > 0) announce(s.attacker + " leaves " + b.keysLeft + " key(s) unspent.");
  }
  endBattle(step !== "choose");
  if (step === "choose") tell(clicker, "battle cancelled");
}
