/**
 * Skirmishers (BC13) at the table: "After you roll in battle, you may reroll a number of skirmish
 * dice up to your total Weapon icons from resources and cards." Once the roll is read and before the
 * hits are applied, the attacker holding the card sees "Reroll dice (Skirmishers)": the panel then
 * shows one button per rolled skirmish die (its number and face), the blanks chosen already (a hit
 * face can only get worse), as many as the Weapon icons allow. Each press toggles a die in or out,
 * up to that limit; "Reroll these" throws exactly those physical dice again, reads them once they
 * rest, and sends the core's `reroll` step with the table as read. The core decides
 * (src/core/battle/reroll.ts); the resolution and the suggested hits are shown again.
 *
 * Seeker Torpedoes (L14) the same way: "When attacking in battle, after rolling dice, you may reroll
 * up to 1 assault die for each fresh Loyal attacking ship." "Reroll dice (Torpedoes)" offers the
 * assault dice, the blank and intercept ones chosen first, one per fresh Loyal attacking ship, and
 * sends the `torpedoes` step. The Lore is the core's (the roll's snapshot from the game state).
 *
 * The choice in progress is the panel session's `pick` (saved with the table).
 */
import type { RolledDie } from "../../core/battle/battle";
import { dieFace, DICE } from "../../core/data/dice";
import { playerIndex } from "../../core/court/types";
import { rerollCardAmong, skirmishRerollLimit } from "../../core/powers/battlePowers";
import { assaultRerollAbility } from "../../core/powers/leaderLorePowers";
import { freshLoyalAttacking } from "../../core/battle/reroll";
import type { BattleAction, BattleState } from "../../core/battle/machine";
import { announce, refuseTo } from "../lib/chat";
import { game } from "../session/session";
import { setUiAttribute } from "../lib/ui";
import { readBattleCourt } from "./read";
import { attackerSession, battleCommand, coreBattle, currentSession, emptyAssignment, stepOf } from "./session";
import type { RerollPick, Session } from "./session";
import { renderAssign, renderStep, setText, show } from "./panel";
import { resolutionText } from "./words";
import { MAX_PICK_BUTTONS } from "./panelIds";

export const REROLL_BUTTON = "arcsBattleReroll";
export const TORPEDOES_BUTTON = "arcsBattleTorpedoes";

/**
 * Did the attacker hold Skirmishers when the dice were thrown (the roll's snapshot: cards cannot
 * change hands while the dice roll), with skirmish dice in it, and has this roll not been rerolled?
 * The button shows on every read, so it asks the snapshot, not the table: reading the whole Court
 * and every board here made the dice read 15x dearer. A click reads the table afresh (onReroll).
 */
function mayReroll(b: BattleState | undefined): boolean {
  if (b === undefined || b.rerolled === true || b.dice.skirmish === 0) return false;
  const held = b.snapshot.attackerGuildCards;
  return held !== undefined && rerollCardAmong(held) !== undefined;
}

/** Seeker Torpedoes: the attacker's Lore (from the game state, in the roll's snapshot), assault dice rolled, a fresh Loyal ship, not yet used. */
function mayTorpedo(b: BattleState | undefined): boolean {
  if (b === undefined || b.torpedoes === true || b.dice.assault === 0) return false;
  return assaultRerollAbility(b.snapshot.attackerLore) !== undefined && freshLoyalAttacking(b.snapshot) > 0;
}

/** Show the reroll buttons after a roll is read, to the attacker's panel (hidden otherwise); `b`: the session's core battle, when the caller has it. */
export function showReroll(s: Session, b: BattleState | undefined = coreBattle(s)): void {
  setUiAttribute(REROLL_BUTTON, "active", mayReroll(b) ? "true" : "false");
  setUiAttribute(TORPEDOES_BUTTON, "active", mayTorpedo(b) ? "true" : "false");
}

function typeOf(kind: RerollPick["kind"]): "skirmish" | "assault" {
  return kind === "reroll" ? "skirmish" : "assault";
}

function powerName(kind: RerollPick["kind"]): string {
  return kind === "reroll" ? "Skirmishers" : "Seeker Torpedoes";
}

/** The positions in the roll of the dice a pick may choose (its type, thrown by this battle), at most one button each. */
function pickable(s: Session, kind: RerollPick["kind"]): number[] {
  const b = coreBattle(s);
  const out: number[] = [];
  if (b === undefined || b.faces === undefined) return out;
  const type = typeOf(kind);
  b.faces.forEach((f, at) => {
    if (out.length < MAX_PICK_BUTTONS && f.die === type && at < s.diceGuids.length) out.push(at);
  });
  return out;
}

/** A die worth throwing again first: a blank skirmish die; a blank or intercept assault die. */
function poor(f: RolledDie): boolean {
  const face = dieFace(f.die, f.face);
  if (face === undefined) return false;
  return face.symbols.length === 0 || (f.die === "assault" && face.symbols.indexOf("intercept") >= 0);
}

/** Start choosing: the poor dice chosen already, up to the limit. */
function startPick(s: Session, kind: RerollPick["kind"], limit: number): void {
  const b = coreBattle(s);
  const chosen: number[] = [];
  for (const at of pickable(s, kind)) {
    if (b !== undefined && b.faces !== undefined && chosen.length < limit && poor(b.faces[at])) chosen.push(at);
  }
  s.pick = { kind, chosen, limit };
  renderPick(s);
  renderStep();
}

/** "3: blank" with a mark when chosen: the die's number in the roll and its face. */
function dieLabel(f: RolledDie, at: number, chosen: boolean): string {
  const face = dieFace(f.die, f.face);
  return (chosen ? "[x] " : "[ ] ") + (at + 1) + ": " + (face === undefined ? "?" : face.label);
}

/** The pick's buttons and line, drawn from the session (after a press and after a load). */
export function renderPick(s: Session): void {
  const p = s.pick;
  const b = coreBattle(s);
  const at = p === undefined ? [] : pickable(s, p.kind);
  for (let i = 1; i <= MAX_PICK_BUTTONS; i++) {
    const id = "arcsBattlePickDie" + i;
    const pos = i <= at.length ? at[i - 1] : -1;
    show(id, pos >= 0);
    if (pos >= 0 && p !== undefined && b !== undefined && b.faces !== undefined) setText(id, dieLabel(b.faces[pos], pos, p.chosen.indexOf(pos) >= 0));
  }
  if (p === undefined) return;
  setText(
    "arcsBattlePickText",
    powerName(p.kind) + ": choose up to " + p.limit + " " + typeOf(p.kind) + " dice to reroll (" + p.chosen.length + " chosen), then Reroll these.",
  );
}

export function onTorpedoes(clicker: string): void {
  const s = attackerSession(clicker, ["hits"]);
  const b = s && coreBattle(s);
  if (s === undefined || b === undefined || b.faces === undefined) return;
  if (!mayTorpedo(b)) {
    refuseTo(clicker, "no assault reroll: it needs Seeker Torpedoes, assault dice and a fresh attacker");
    return;
  }
  startPick(s, "torpedoes", freshLoyalAttacking(b.snapshot));
}

export function onReroll(clicker: string): void {
  const s = attackerSession(clicker, ["hits"]);
  const g = game();
  const b = s && coreBattle(s);
  if (s === undefined || g === undefined || b === undefined || b.faces === undefined) return;
  const table = readBattleCourt(g);
  const i = playerIndex(table, s.attacker);
  const limit = i < 0 || !mayReroll(b) ? 0 : skirmishRerollLimit(table.players[i]);
  if (limit === 0) {
    refuseTo(clicker, b.rerolled === true ? "Skirmishers rerolls once: this roll was already rerolled" : "you cannot reroll: you need Skirmishers and Weapon icons");
    return;
  }
  startPick(s, "reroll", limit);
}

/** A die button: choose that die, or leave it out again; no more than the power's limit. */
export function onPickDie(clicker: string, n: number): void {
  const s = attackerSession(clicker, ["hits"]);
  if (s === undefined) return;
  const p = s.pick;
  if (p === undefined) {
    refuseTo(clicker, "press Reroll first, then choose the dice");
    return;
  }
  const at = pickable(s, p.kind);
  if (n < 1 || n > at.length) return;
  const pos = at[n - 1];
  const k = p.chosen.indexOf(pos);
  if (k >= 0) p.chosen.splice(k, 1);
  else if (p.chosen.length >= p.limit) {
    const why = p.kind === "reroll" ? "your Weapon icons" : "1 per fresh Loyal attacking ship";
    refuseTo(clicker, powerName(p.kind) + ": you may reroll at most " + p.limit + " " + typeOf(p.kind) + " dice (" + why + "); leave one out first");
    return;
  } else p.chosen.push(pos);
  renderPick(s);
}

export function onPickCancel(clicker: string): void {
  const s = attackerSession(clicker, ["hits"]);
  if (s === undefined || s.pick === undefined) return;
  s.pick = undefined;
  renderPick(s);
  renderStep();
}

/** Reroll these: roll exactly the chosen dice again and send the power's step once they rest. */
export function onPickReroll(clicker: string): void {
  const s = attackerSession(clicker, ["hits"]);
  const g = game();
  if (s === undefined || g === undefined) return;
  const p = s.pick;
  if (p === undefined) {
    refuseTo(clicker, "press Reroll first, then choose the dice");
    return;
  }
  if (p.chosen.length === 0) {
    refuseTo(clicker, "choose at least one " + typeOf(p.kind) + " die to reroll, or Cancel and assign the hits of this roll");
    return;
  }
  const positions = p.chosen.slice().sort((a, c) => a - c);
  s.pick = undefined;
  renderPick(s);
  renderStep();
  if (p.kind === "reroll") {
    show(REROLL_BUTTON, false);
    announce(`${s.attacker} rerolls ${positions.length} skirmish dice with Skirmishers.`);
    rethrow(s, positions, (faces) => {
      const g2 = game();
      return { kind: "reroll", dice: positions, faces, court: readBattleCourt(g2 === undefined ? g : g2) };
    });
    return;
  }
  show(TORPEDOES_BUTTON, false);
  announce(`${s.attacker} rerolls ${positions.length} assault dice with Seeker Torpedoes.`);
  rethrow(s, positions, (faces) => ({ kind: "torpedoes", dice: positions, faces }));
}

function faceOf(value: unknown): RolledDie | undefined {
  for (const d of DICE) for (const f of d.faces) if (f.id === value) return { die: d.type, face: f.index };
  return undefined;
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
      () => refuseTo(s.attacker, "the rerolled dice did not rest: apply the roll as it was"),
    );
  }, 2);
}

function onRerolled(s: Session, guids: string[], step: (faces: RolledDie[]) => BattleAction): void {
  const g = game();
  if (currentSession() !== s || stepOf(s) !== "hits" || g === undefined) return;
  const faces: RolledDie[] = [];
  for (const guid of guids) {
    const d = getObjectFromGUID(guid);
    const f = d && faceOf(d.getRotationValue());
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
