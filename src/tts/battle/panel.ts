/**
 * The battle panel (Global UI), drawn from the session: one control group per step shown to the
 * attacker alone, the status, result and raid lines to everyone.
 */
import type { DefenderTarget } from "../../core/battle/battle";
import type { ResourceType } from "../../core/data/vocabulary";
import { DIE_TYPES } from "../../core/data/dice";
import { capitalise } from "../../core/util/ascii";
import type { Owner } from "../../core/data/vocabulary";
import { ownerName } from "../../core/data/vocabulary";
import { resourceName } from "../../core/court/types";
import { setUiAttribute, uiButton, uiLayout, uiPanel, uiText } from "../lib/ui";
import { assignmentText, diceText } from "./words";
import { BUNKER_TARGETS, IMPERIAL_STATES, PART_SLOTS, imperialId, partId, partRowId, renderTargets } from "./targets";
import { MAX_SYSTEM_BUTTONS, MAX_DEFENDER_BUTTONS, MAX_RANSACK_BUTTONS, assigned, coreBattle, currentSession, proposalOf } from "./session";
import type { Session, Step } from "./session";
import type { BattleState } from "../../core/battle/machine";

export const OWN_TARGETS: readonly ("fresh" | "damaged")[] = ["fresh", "damaged"];
export const DEFENDER_TARGETS: readonly DefenderTarget[] = [
  { piece: "ship", state: "fresh" },
  { piece: "ship", state: "damaged" },
  { piece: "city", state: "fresh" },
  { piece: "city", state: "damaged" },
  { piece: "starport", state: "fresh" },
  { piece: "starport", state: "damaged" },
];

export function targetId(t: DefenderTarget): string {
  return "arcsBattleHit_" + t.piece + "_" + t.state;
}

function upper(s: string): string {
  return capitalise(s);
}


// ---- the panel -------------------------------------------------------------------------------

function button(id: string, text: string, width = 90, active = false): string {
  return `<Button id="${id}" onClick="${id}" text="${text}" fontSize="14" minWidth="${width}" active="${active ? "true" : "false"}"/>`;
}

function row(inner: string, id?: string): string {
  const attrs = id === undefined ? "" : ` id="${id}" active="false"`;
  return `<HorizontalLayout${attrs} spacing="4" childForceExpandWidth="false" preferredHeight="30">${inner}</HorizontalLayout>`;
}

/** The attacker's control groups, one per step (shown to the attacker alone). */
export const BATTLE_CONTROL_GROUPS: readonly string[] = ["arcsBattleChoose", "arcsBattleHits", "arcsBattlePick", "arcsBattleRansack", "arcsBattleEndRow"];

/** Die buttons of a reroll (Skirmishers BC13, Seeker Torpedoes L14): one per die of the type, at most 6 (p.14). */
export const MAX_PICK_BUTTONS = 6;

function label(text: string, width: number): string {
  return `<Text text="${text}" fontSize="13" color="#ffffff" minWidth="${width}"/>`;
}

/** The Imperial ships' buttons, the Bunkers' (F1804) and each Flagship board's slot buttons (BR pp.11, 22-24), hidden until a roll has them. */
function campaignTargets(): string {
  let imperial = "";
  for (const st of IMPERIAL_STATES) imperial += button(imperialId("own", st), "My " + st + " Imperial ship", 110);
  for (const st of IMPERIAL_STATES) imperial += button(imperialId("defending", st), upper(st) + " Imperial ship", 110);
  let own = label("My Flagship:", 90);
  let theirs = label("Their Flagship:", 90);
  for (let i = 1; i <= PART_SLOTS; i++) {
    own += button(partId("own", i), String(i), 56);
    theirs += button(partId("defending", i), String(i), 56);
  }
  let bunkers = "";
  for (const t of BUNKER_TARGETS) bunkers += button(targetId(t), upper(t.state) + " Bunker", 110, true);
  return row(imperial) + row(bunkers, "arcsBattleBunkers") + row(own, partRowId("own")) + row(theirs, partRowId("defending"));
}

function pickGroup(): string {
  let dice = "";
  for (let i = 1; i <= MAX_PICK_BUTTONS; i++) dice += button("arcsBattlePickDie" + i, "", 68);
  return (
    note("arcsBattlePickText", 34) +
    row(dice) +
    row(button("arcsBattlePickReroll", "Reroll these", 120, true) + button("arcsBattlePickCancel", "Cancel", 80, true))
  );
}

/** A text line of the panel, filled as the battle goes. */
function note(id: string, height: number, size = 13, color = "#ffffff"): string {
  return uiText(id, "", size, color, ` preferredHeight="${height}" alignment="UpperLeft"`);
}

function group(id: string, inner: string): string {
  return uiLayout("Vertical", `id="${id}" active="false" spacing="4" childForceExpandHeight="false"`, inner);
}

export function buildXml(): string {
  let systems = "";
  for (let i = 1; i <= MAX_SYSTEM_BUTTONS; i++) systems += button("arcsBattleSystem" + i, "", 46);
  let defenders = "";
  for (let i = 1; i <= MAX_DEFENDER_BUTTONS; i++) defenders += button("arcsBattleDefender" + i, "", 70);
  let dice = "";
  for (const t of DIE_TYPES) {
    dice += row(
      button("arcsBattleLess_" + t, "-", 34, true) +
        uiText("arcsBattleCount_" + t, upper(t) + ": 0", 15, "#ffffff", ' minWidth="130"') +
        button("arcsBattleMore_" + t, "+", 34, true),
    );
  }
  let own = "";
  for (const st of OWN_TARGETS) own += button("arcsBattleHit_own_" + st, "My " + st + " ship", 120, true);
  let defending = "";
  for (const t of DEFENDER_TARGETS) defending += button(targetId(t), upper(t.state) + " " + t.piece, 100, true);
  let ransack = "";
  for (let i = 1; i <= MAX_RANSACK_BUTTONS; i++) ransack += button("arcsBattleRansack" + i, "Slot " + i, 70);
  const hits =
    row(button("arcsBattleAccept", "Accept these hits", 150, true) + button("arcsBattleUndo", "Undo", 60, true) + button("arcsBattleApply", "Apply my hits", 120, true) + button("arcsBattleReroll", "Reroll dice (Skirmishers)", 170)) +
    row(own + button("arcsBattleTorpedoes", "Reroll dice (Torpedoes)", 170)) +
    row(defending) +
    campaignTargets() +
    note("arcsBattleAssign", 40);
  return (
    uiButton("arcsBattleOpen", "arcsBattleOpen", "Battle", 18, ' width="110" height="36" rectAlignment="MiddleRight" offsetXY="-10 220"') +
    uiPanel(
      "arcsBattlePanel",
      'active="false" width="460" height="530" rectAlignment="MiddleRight" offsetXY="-10 -20" color="#1a0b0bee" padding="8 8 8 8"',
      uiLayout(
        "Vertical",
        'spacing="4" childForceExpandHeight="false"',
        note("arcsBattleStatus", 44, 15) +
          group("arcsBattleChoose", row(systems) + row(defenders) + dice + row(button("arcsBattleRoll", "Roll", 90, true) + button("arcsBattleImperial", "", 220))) +
          note("arcsBattleResult", 80, 13, "#ffe0c0") +
          group("arcsBattleHits", hits) +
          group("arcsBattlePick", pickGroup()) +
          group("arcsBattleRansack", row(ransack)) +
          note("arcsBattleRaid", 20) +
          group("arcsBattleEndRow", row(button("arcsBattleEnd", "End battle", 110, true) + button("arcsBattleGain", "", 220))),
      ),
    )
  );
}

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
  for (const t of DIE_TYPES) setText("arcsBattleCount_" + t, upper(t) + ": " + s.dice[t]);
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
