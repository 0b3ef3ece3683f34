/**
 * The battle panel (Global UI), drawn from the session: one control group per step shown to the
 * attacker alone, the status, result and raid lines to everyone.
 */
import type { ResourceType } from "../../core/data/vocabulary";
import { DIE_TYPES } from "../../core/data/dice";
import { capitalise } from "../../core/util/ascii";
import type { Owner } from "../../core/data/vocabulary";
import { ownerName } from "../../core/data/vocabulary";
import { resourceName } from "../../core/court/types";
import { setUiAttribute } from "../lib/ui";
import { assignmentText, diceText } from "./words";
import { renderTargets } from "./targets";
import { assigned, coreBattle, currentSession, proposalOf } from "./session";
import type { Session, Step } from "./session";
import type { BattleState } from "../../core/battle/machine";
import { IMPERIAL_STATES, imperialId, MAX_DEFENDER_BUTTONS, MAX_RANSACK_BUTTONS, MAX_SYSTEM_BUTTONS } from "./panelIds";

// ---- the panel -------------------------------------------------------------------------------

/** UI attributes go through lib/ui, which skips unchanged values: the painter may redraw often. */
export function show(id: string, on: boolean): void {
  setUiAttribute(id, "active", on ? "true" : "false");
}

export function setText(id: string, text: string): void {
  setUiAttribute(id, "text", text);
}

/** The status line and what it was made from: most steps (a roll read, a hit assigned) change none of it. */
let statusOf: { attacker: string; system?: string; defender?: Owner; addImperial?: boolean; choosing: boolean; skirmish: number; assault: number; raid: number; text: string } | undefined;

function statusText(s: Session, step: Step): string {
  const choosing = step === "choose";
  const d = s.dice;
  const m = statusOf;
  if (m !== undefined && m.attacker === s.attacker && m.system === s.system && m.defender === s.defender && m.addImperial === s.addImperial && m.choosing === choosing && m.skirmish === d.skirmish && m.assault === d.assault && m.raid === d.raid) return m.text;
  const text = statusLine(s, choosing);
  statusOf = { attacker: s.attacker, system: s.system, defender: s.defender, addImperial: s.addImperial, choosing, skirmish: d.skirmish, assault: d.assault, raid: d.raid, text };
  return text;
}

function statusLine(s: Session, choosing: boolean): string {
  const where = s.system === undefined ? "choose the battle system" : "system " + s.system;
  const against = s.defender === undefined ? (s.system === undefined ? "" : ", choose the defender") : " against " + ownerName(s.defender) + (s.addImperial === true ? " with " + (s.addedShips === undefined ? "the Imperial" : s.addedShips + "'s") + " ships" : "");
  return "Battle: " + s.attacker + " attacks in " + where + against + (choosing ? "." : " with " + diceText(s.dice) + ".");
}

/**
 * The panel for the current step: which control group shows, and the public status line. Each
 * event updates only what it changed (in TTS every UI call is a network update). The painter hands
 * the session and its core battle it already has (`b` undefined: none under way); a handler calls
 * it without. The flags go straight to setUiAttribute (each `show` was one more Lua call).
 */
export function renderStep(s: Session | undefined = currentSession(), b: BattleState | undefined = s && coreBattle(s)): void {
  setUiAttribute("arcsBattlePanel", "active", s !== undefined ? "true" : "false");
  if (s === undefined) return;
  const step: Step = b === undefined || b.step === "over" ? "choose" : b.step;
  setUiAttribute("arcsBattleStatus", "text", statusText(s, step));
  setUiAttribute("arcsBattleChoose", "active", step === "choose" ? "true" : "false");
  setUiAttribute("arcsBattleHits", "active", step === "hits" && s.pick === undefined ? "true" : "false");
  setUiAttribute("arcsBattlePick", "active", step === "hits" && s.pick !== undefined ? "true" : "false");
  setUiAttribute("arcsBattleRansack", "active", step === "city" ? "true" : "false");
  setUiAttribute("arcsBattleEndRow", "active", step === "choose" || step === "raid" ? "true" : "false");
  const planet = planetRaid(s, b);
  setUiAttribute("arcsBattleGain", "active", planet !== undefined ? "true" : "false");
  if (planet !== undefined) setText("arcsBattleGain", "Gain 1 " + resourceName(planet) + " (1 key)");
}

/** The planet type a raid on the Free States gains (BR p.15), while that raid is under way (`b`: the session's core battle, when the caller has it). */
export function planetRaid(s: Session, b: BattleState | undefined = coreBattle(s)): ResourceType | undefined {
  const rules = b && b.snapshot.rules;
  if (b === undefined || b.step !== "raid" || rules === undefined || rules.raid !== "planet") return undefined;
  return b.snapshot.planetType;
}

/** A defender's button: a colour, "Empire", "Free States", "Blight". */
function ownerLabel(o: Owner): string {
  if (o === "empire") return "Empire";
  if (o === "free") return "Free States";
  if (o === "blight") return "Blight";
  return o;
}

/** The system and defender buttons and dice counts (after opening or choosing). */
export function renderChoices(s: Session): void {
  for (let i = 1; i <= MAX_SYSTEM_BUTTONS; i++) {
    const id = "arcsBattleSystem" + i;
    show(id, i <= s.systems.length);
    if (i <= s.systems.length) setText(id, s.systems[i - 1]);
  }
  for (let i = 1; i <= MAX_DEFENDER_BUTTONS; i++) {
    const id = "arcsBattleDefender" + i;
    show(id, i <= s.defenders.length);
    if (i <= s.defenders.length) setText(id, ownerLabel(s.defenders[i - 1]));
  }
  const imperial = s.imperialOffered === true;
  show("arcsBattleImperial", imperial);
  const judge = s.addedShips;
  const whose = judge === undefined ? "Imperial ships" : judge + "'s ships";
  if (imperial) {
    setText("arcsBattleImperial", s.addImperial === true ? whose + " join (click: leave out)" : judge === undefined ? "Add the Imperial ships (BR p.11)" : "Add " + whose + " (F2404)");
    // The attacker's added-ship hit buttons name the Judge's colour when those are the Judge's.
    for (const st of IMPERIAL_STATES) setText(imperialId("own", st), "My " + st + " " + (judge === undefined ? "Imperial" : judge) + " ship");
  }
  renderDice(s);
}

export function renderDice(s: Session): void {
  for (const t of DIE_TYPES) setText("arcsBattleCount_" + t, capitalise(t) + ": " + s.dice[t]);
}

export function renderAssign(s: Session): void {
  setText("arcsBattleAssign", assignPrompt(s));
  renderTargets(coreBattle(s), s.custom);
}

export function renderRaid(s: Session, b: BattleState | undefined = coreBattle(s)): void {
  const planet = planetRaid(s, b);
  let text = b !== undefined && b.step === "raid" ? "Raid: " + b.keysLeft + " key(s) left. " + s.attacker + " clicks Steal on " + b.defender + "'s resources or Guild cards." : "";
  if (planet !== undefined) text = "Raid on the Free States: " + s.attacker + " may gain exactly 1 " + resourceName(planet) + " from the supply (BR p.15).";
  setText("arcsBattleRaid", text);
}

export function renderRansack(s: Session): void {
  for (let i = 1; i <= MAX_RANSACK_BUTTONS; i++) show("arcsBattleRansack" + i, s.ransackChoices.indexOf(i - 1) >= 0);
}

/** Which hit the next target button fills, and the current list. */
function assignPrompt(s: Session): string {
  const p = proposalOf(s);
  if (p === undefined) return "";
  const c = s.custom;
  let next = "all hits assigned: Apply my hits, or Undo";
  if (c.onAttackers.length < p.onAttackers.length) next = "hit " + (c.onAttackers.length + 1) + " of " + p.onAttackers.length + " on your own ships";
  else if (c.shipHits.length < p.shipHits.length) next = "ship hit " + (c.shipHits.length + 1) + " of " + p.shipHits.length;
  else if (c.buildingHits.length < p.buildingHits.length) next = "building hit " + (c.buildingHits.length + 1) + " of " + p.buildingHits.length;
  return "Suggested: " + assignmentText(p) + ". Yours so far: " + (assigned(c) === 0 ? "none" : assignmentText(c)) + ". Next: " + next + ".";
}
