/**
 * The hits step: the attacker accepts the core's suggested hits or builds their own list, one press
 * per hit in the rule's order (p.14: self and intercept hits on their own ships, then ship hits, then
 * building hits), choosing among every piece the rules let them hit: their own ships, fresh or
 * damaged; a Regent's Imperial ships (BR p.11); their Flagship's Upgrades and Armor (BR p.23); the
 * defender's ships, buildings, Imperial ships and Flagship parts (BR p.24). The core checks the
 * list when it is applied (`checkHitAssignment`), and the table deals exactly what it accepted.
 */
import type { Colour } from "../../core/data/vocabulary";
import { ownerName } from "../../core/data/vocabulary";
import type { AttackerTarget, DefenderTarget, HitAssignment } from "../../core/battle/battle";
import { refuseTo, announce } from "../lib/chat";
import { boardsChangedRefusal, dealHits } from "./hits";
import { campaignOf, readCampaignRoll } from "./campaign";
import { readBattleSnapshot, readBattleCourt, sameSnapshot } from "./read";
import { hitsText } from "./words";
import { outrageActedOut } from "./moves";
import { capitalise } from "../../core/util/ascii";
import { game } from "../session/session";
import { attackerSession, battleCommand, coreBattle, proposalOf } from "./session";
import type { Session } from "./session";
import { renderAssign } from "./panel";
import { resolveCities } from "./raid";
import { boardAfter, nextPart } from "./targets";
import type { Side } from "./panelIds";

export function onAccept(clicker: string): void {
  const s = attackerSession(clicker, ["hits"]);
  const p = s && proposalOf(s);
  if (s === undefined || p === undefined) return;
  applyHits(clicker, s, p);
}

export function onApply(clicker: string): void {
  const s = attackerSession(clicker, ["hits"]);
  if (s === undefined) return;
  applyHits(clicker, s, s.custom);
}

export function onUndo(clicker: string): void {
  const s = attackerSession(clicker, ["hits"]);
  if (s === undefined) return;
  const c = s.custom;
  if (c.buildingHits.length > 0) c.buildingHits.pop();
  else if (c.shipHits.length > 0) c.shipHits.pop();
  else if (c.onAttackers.length > 0) c.onAttackers.pop();
  renderAssign(s);
}

/** The next hit on the attacker's own side: a ship, an Imperial ship or a Flagship part. */
function addOwn(clicker: string, t: AttackerTarget): void {
  const s = attackerSession(clicker, ["hits"]);
  const p = s && proposalOf(s);
  if (s === undefined || p === undefined) return;
  if (s.custom.onAttackers.length >= p.onAttackers.length) {
    refuseTo(clicker, p.onAttackers.length === 0 ? "your ships take no hits this battle" : "your ships' hits are assigned; now assign the hits on " + (s.defender === undefined ? "the defender" : ownerName(s.defender)));
    return;
  }
  s.custom.onAttackers.push(t);
  renderAssign(s);
}

export function onOwnTarget(clicker: string, state: "fresh" | "damaged"): void {
  addOwn(clicker, state);
}

/** BR p.11: the Imperial ships a Regent added to the attack take hits like the Regent's own ships. */
export function onOwnImperial(clicker: string, state: "fresh" | "damaged"): void {
  if (imperialIn(clicker, "attackingImperial", "no Imperial ship attacks with you (BR p.11)")) addOwn(clicker, { imperial: state });
}

/** Whether the roll's rules have Imperial ships on that side (BR p.11); if not, `refusal` is told to the clicker. */
function imperialIn(clicker: string, side: "attackingImperial" | "defendingImperial", refusal: string): boolean {
  const s = attackerSession(clicker, ["hits"]);
  const b = s && coreBattle(s);
  if (s === undefined || b === undefined) return false;
  const r = b.snapshot.rules;
  if (r === undefined || r[side] === undefined) {
    refuseTo(clicker, refusal);
    return false;
  }
  return true;
}

/** The piece a slot's hit lands on next (Armor before its Upgrade, BR p.23), or a refusal. */
function partTarget(clicker: string, s: Session, side: Side, slot: number): { target: DefenderTarget } | undefined {
  const b = coreBattle(s);
  if (b === undefined) return undefined;
  const board = boardAfter(b, side, s.custom);
  if (board === undefined) {
    refuseTo(clicker, side === "own" ? "your Flagship is not in this battle" : "no defending Flagship is in this battle");
    return undefined;
  }
  const next = nextPart(board, slot - 1);
  if (next === undefined) {
    refuseTo(clicker, "slot " + slot + " of the Flagship board has no Upgrade or Armor left to hit");
    return undefined;
  }
  return { target: { piece: "part", state: next.damaged ? "damaged" : "fresh", part: next.target } };
}

/** BR p.23: an attacking Flagship's Upgrades and Armor take the hits on attacking ships, Armor before its Upgrade. */
export function onOwnPart(clicker: string, slot: number): void {
  const s = attackerSession(clicker, ["hits"]);
  if (s === undefined) return;
  const t = partTarget(clicker, s, "own", slot);
  if (t !== undefined && t.target.part !== undefined) addOwn(clicker, t.target.part);
}

/** The next hit on the defender: ship hits first (p.14), then building hits. */
function addDefending(clicker: string, t: DefenderTarget): void {
  const s = attackerSession(clicker, ["hits"]);
  const p = s && proposalOf(s);
  if (s === undefined || p === undefined) return;
  const c = s.custom;
  if (c.onAttackers.length < p.onAttackers.length) {
    refuseTo(clicker, "first assign the " + p.onAttackers.length + " hit(s) on your own ships (self hits, then intercept)");
    return;
  }
  if (c.shipHits.length < p.shipHits.length) c.shipHits.push(t);
  else if (c.buildingHits.length < p.buildingHits.length) c.buildingHits.push(t);
  else {
    refuseTo(clicker, "all hits are assigned: Apply my hits, or Undo");
    return;
  }
  renderAssign(s);
}

export function onDefenderTarget(clicker: string, t: DefenderTarget): void {
  addDefending(clicker, { piece: t.piece, state: t.state });
}

/** BR p.11: a Regent defending where Imperial ships are defends with them; they take ship hits like the defender's ships. */
export function onDefendingImperial(clicker: string, state: "fresh" | "damaged"): void {
  if (imperialIn(clicker, "defendingImperial", "no Imperial ship defends here (BR p.11)")) addDefending(clicker, { piece: "ship", state, imperial: true });
}

/** BR p.24: a defending Flagship's Upgrades and Armor are hit like buildings, Armor before its Upgrade. */
export function onDefendingPart(clicker: string, slot: number): void {
  const s = attackerSession(clicker, ["hits"]);
  if (s === undefined) return;
  const t = partTarget(clicker, s, "defending", slot);
  if (t !== undefined) addDefending(clicker, t.target);
}

function applyHits(clicker: string, s: Session, a: HitAssignment): void {
  const g = game();
  const b = coreBattle(s);
  if (g === undefined || b === undefined) return;
  const rules = b.snapshot.rules;
  const campaign = campaignOf(g) && readCampaignRoll(g, b.attacker, b.defender, b.system, rules !== undefined && rules.attackingImperial !== undefined);
  const now = campaign !== undefined ? campaign.snapshot : readBattleSnapshot(b.attacker, b.defender as Colour, b.system);
  if (now === undefined || !sameSnapshot(now, b.snapshot)) {
    refuseTo(clicker, "the pieces in " + b.system + " changed since the roll: put them back, then apply the hits");
    return;
  }
  const boards = boardsChangedRefusal(b);
  if (boards !== undefined) return refuseTo(clicker, boards);
  const court = readBattleCourt(g);
  const r = battleCommand(s, { kind: "hits", assignment: a, court });
  const after = r.ok ? r.value.battle : undefined;
  if (!r.ok || after === undefined || after.last.kind !== "hits") {
    if (!r.ok) refuseTo(clicker, r.reason);
    return;
  }
  const report = dealHits(b, a);
  // Empathy for All (F1409): the harm's Outrage, before any city's.
  const o = after.last.outrage;
  if (o !== undefined) outrageActedOut(court, after.last.table, b.attacker, o);
  announce(hitsText(after.last.outcome, report, rules) + (o === undefined ? "" : ` ${b.attacker} Provokes ${capitalise(o)} Outrage (F1409).`));
  resolveCities(clicker, s, undefined);
}
