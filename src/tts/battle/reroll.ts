/**
 * Skirmishers (BC13) at the table: "After you roll in battle, you may reroll a number of skirmish
 * dice up to your total Weapon icons from resources and cards." Once the roll is read and before the
 * hits are applied, the attacker holding the card sees "Reroll blanks (Skirmishers)": the script
 * throws again the blank skirmish dice (a hit face can only get worse), as many as the Weapon icons
 * allow, reads them once they rest, and sends the core's `reroll` step with the table as read. The
 * core decides (src/core/battle/reroll.ts); the resolution and the suggested hits are shown again.
 *
 * Seeker Torpedoes (L14) the same way: "When attacking in battle, after rolling dice, you may reroll
 * up to 1 assault die for each fresh Loyal attacking ship." The attacker holding it sees "Reroll
 * assault (Torpedoes)": the script throws again the blank and intercept assault dice (the faces that
 * hit least or hurt the attacker), one per fresh Loyal attacking ship, and sends the `torpedoes` step.
 * The Lore is the core's (the roll's snapshot from the game state), so no table read is needed.
 */
import type { RolledDie } from "../../core/battle/battle";
import { dieFace, DICE } from "../../core/data/dice";
import { playerIndex } from "../../core/court/types";
import { rerollCardAmong, skirmishRerollLimit } from "../../core/powers/battlePowers";
import { assaultRerollAbility } from "../../core/powers/leaderLorePowers";
import { freshLoyalAttacking } from "../../core/battle/reroll";
import type { BattleAction } from "../../core/battle/machine";
import { announce, refuseTo } from "../lib/chat";
import { game } from "../session/session";
import { readBattleCourt } from "./read";
import { attackerSession, battleCommand, coreBattle, currentSession, emptyAssignment, stepOf } from "./session";
import type { Session } from "./session";
import { renderAssign, setText, show } from "./panel";
import { resolutionText } from "./words";

export const REROLL_BUTTON = "arcsBattleReroll";
export const TORPEDOES_BUTTON = "arcsBattleTorpedoes";

/**
 * Did the attacker hold Skirmishers when the dice were thrown (the roll's snapshot: cards cannot
 * change hands while the dice roll), with skirmish dice in it, and has this roll not been rerolled?
 * The button shows on every read, so it asks the snapshot, not the table: reading the whole Court
 * and every board here made the dice read 15x dearer. A click reads the table afresh (onReroll).
 */
function mayReroll(s: Session): boolean {
  const b = coreBattle(s);
  if (b === undefined || b.rerolled === true || b.dice.skirmish === 0) return false;
  const held = b.snapshot.attackerGuildCards;
  return held !== undefined && rerollCardAmong(held) !== undefined;
}

/** Seeker Torpedoes: the attacker's Lore (from the game state, in the roll's snapshot), assault dice rolled, a fresh Loyal ship, not yet used. */
function mayTorpedo(s: Session): boolean {
  const b = coreBattle(s);
  if (b === undefined || b.torpedoes === true || b.dice.assault === 0) return false;
  return assaultRerollAbility(b.snapshot.attackerLore) !== undefined && freshLoyalAttacking(b.snapshot) > 0;
}

/** Show the reroll buttons after a roll is read, to the attacker's panel (hidden otherwise). */
export function showReroll(s: Session): void {
  show(REROLL_BUTTON, mayReroll(s));
  show(TORPEDOES_BUTTON, mayTorpedo(s));
}

/** An assault die worth throwing again: blank, or an intercept (faces with no symbol or an intercept). */
function poorAssault(f: RolledDie): boolean {
  const face = dieFace(f.die, f.face);
  return f.die === "assault" && face !== undefined && (face.symbols.length === 0 || face.symbols.indexOf("intercept") >= 0);
}

export function onTorpedoes(clicker: string): void {
  const s = attackerSession(clicker, ["hits"]);
  const b = s === undefined ? undefined : coreBattle(s);
  if (s === undefined || b === undefined || b.faces === undefined) return;
  if (!mayTorpedo(s)) {
    refuseTo(clicker, "you cannot reroll assault dice: you need Seeker Torpedoes, assault dice in this roll and a fresh attacking ship, once per roll");
    return;
  }
  const limit = freshLoyalAttacking(b.snapshot);
  const positions: number[] = [];
  b.faces.forEach((f, at) => {
    if (positions.length < limit && poorAssault(f) && at < s.diceGuids.length) positions.push(at);
  });
  if (positions.length === 0) {
    refuseTo(clicker, "no blank or intercept assault die to reroll");
    return;
  }
  show(TORPEDOES_BUTTON, false);
  announce(`${s.attacker} rerolls ${positions.length} assault dice with Seeker Torpedoes.`);
  rethrow(s, positions, (faces) => ({ kind: "torpedoes", dice: positions, faces }));
}

function blankSkirmish(f: RolledDie): boolean {
  const face = dieFace(f.die, f.face);
  return f.die === "skirmish" && face !== undefined && face.symbols.length === 0;
}

function faceOf(value: unknown): RolledDie | undefined {
  for (const d of DICE) for (const f of d.faces) if (f.id === value) return { die: d.type, face: f.index };
  return undefined;
}

export function onReroll(clicker: string): void {
  const s = attackerSession(clicker, ["hits"]);
  const g = game();
  const b = s === undefined ? undefined : coreBattle(s);
  if (s === undefined || g === undefined || b === undefined || b.faces === undefined) return;
  const table = readBattleCourt(g);
  const i = playerIndex(table, s.attacker);
  const limit = i < 0 ? 0 : skirmishRerollLimit(table.players[i]);
  const positions: number[] = [];
  b.faces.forEach((f, at) => {
    if (positions.length < limit && blankSkirmish(f) && at < s.diceGuids.length) positions.push(at);
  });
  if (positions.length === 0) {
    refuseTo(clicker, limit === 0 ? "you cannot reroll: you need Skirmishers and Weapon icons" : "no blank skirmish die to reroll");
    return;
  }
  show(REROLL_BUTTON, false);
  announce(`${s.attacker} rerolls ${positions.length} blank skirmish dice with Skirmishers.`);
  rethrow(s, positions, (faces) => {
    const g2 = game();
    return { kind: "reroll", dice: positions, faces, court: readBattleCourt(g2 === undefined ? g : g2) };
  });
}

/** Throw the dice at `positions` again, read them once they rest, and send the step `step` builds. */
function rethrow(s: Session, positions: number[], step: (faces: RolledDie[]) => BattleAction): void {
  const guids = positions.map((at) => s.diceGuids[at]);
  for (const guid of guids) {
    const d = getObjectFromGUID(guid);
    if (d !== undefined) d.randomize();
  }
  Wait.frames(() => {
    Wait.condition(
      () => onRerolled(s, guids, step),
      () => guids.every((guid) => {
        const d = getObjectFromGUID(guid);
        return d === undefined || d.resting;
      }),
      20,
      () => refuseTo(s.attacker, "the rerolled dice did not come to rest: apply the hits of the roll as it was"),
    );
  }, 2);
}

function onRerolled(s: Session, guids: string[], step: (faces: RolledDie[]) => BattleAction): void {
  const g = game();
  if (currentSession() !== s || stepOf(s) !== "hits" || g === undefined) return;
  const faces: RolledDie[] = [];
  for (const guid of guids) {
    const d = getObjectFromGUID(guid);
    const f = d === undefined ? undefined : faceOf(d.getRotationValue());
    if (f !== undefined) faces.push(f);
  }
  const r = battleCommand(s, step(faces));
  const b = coreBattle(s);
  if (!r.ok || b === undefined || b.totals === undefined || b.faces === undefined) {
    if (!r.ok) refuseTo(s.attacker, r.reason);
    return;
  }
  s.proposal = undefined;
  s.custom = emptyAssignment();
  const text = resolutionText(b.snapshot, b.system, b.faces, b.totals);
  setText("arcsBattleResult", text);
  announce(text);
  renderAssign(s);
}
