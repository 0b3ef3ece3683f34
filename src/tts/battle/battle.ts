/**
 * Battle on the table (rulebook pp.14-16 + FAQ), operated by the attacker from a Global UI panel.
 *
 * Flow: "Battle" (the player whose turn it is) -> pick the battle system (systems where they have
 * a ship and a Rival has pieces) and the defender -> +/- dice per type, each press checked by the
 * core against a snapshot read from the table -> "Roll": the SCRIPT takes the chosen dice (loose
 * dice of the type first, then from the dice bags) into the dice tray and throws them; once every
 * die rests (one Wait.condition) it reads each die's rotation value (face id `assault-4`), checks
 * the roll with the core (readRoll) and shows everyone the resolution in rule order -> the attacker
 * accepts the core's default hits or builds their own target list (checked by the core) -> the
 * script damages and destroys pieces, Trophies go to the right zone -> each destroyed city:
 * Provoke Outrage and Ransack (core flow) -> raid: the attacker clicks the defender's resource
 * tokens and Guild cards ("Steal" buttons), each steal checked by the core -> End battle.
 *
 * Why the script rolls: it knows exactly which dice belong to this battle (no stray die in the tray
 * is read) and the count always matches the collection the core accepted; the throw is still TTS's
 * physics, seen by everyone.
 *
 * Permissions: only the attacker (the seated player whose turn it is, during play) operates the
 * panel; its controls are shown to the attacker alone, the status lines to everyone; any other
 * clicker gets a private refusal. A battle in progress is saved with the table (its session is
 * plain data: registerSavedFeature "battle") and continues after a load at the same step, panel
 * and Steal buttons restored; it ends when the turn passes.
 */
import type { BattleSnapshot, DefenderTarget, DiceCollection, HitAssignment, RollTotals, RolledDie } from "../../core/battle/battle";
import { checkDiceCollection, defaultHitAssignment, readRoll } from "../../core/battle/battle";
import type { BattleFlow, RaidPick } from "../../core/battle/flow";
import { raid, resolveNextCity, startBattle } from "../../core/battle/flow";
import { ransackTargets } from "../../core/court/court";
import { courtCard, courtCardName } from "../../core/data/court";
import type { DieType } from "../../core/data/dice";
import { DICE, DIE_TYPES } from "../../core/data/dice";
import { slotRaidCost } from "../../core/resources/resources";
import type { Colour } from "../../core/data/vocabulary";
import { COLOURS } from "../../core/data/vocabulary";
import { resourceName } from "../../core/court/types";
import { awaiting } from "../../core/game/legal";
import type { GameState } from "../../core/game/types";
import { announce, refuseTo, tell } from "../lib/chat";
import { exposeGlobal } from "../lib/globals";
import { playingColour } from "../lib/seats";
import { addUiFragment, setUiAttribute } from "../lib/ui";
import { onRedraw, onResume } from "../session/redraw";
import { actOutCity, actOutSteal, dealHits, returnDice, throwDice } from "./moves";
import {
  battleSystems,
  defendersIn,
  guildCardsOf,
  readBattleSnapshot,
  readBattleCourt,
  resourceTokens,
  sameSnapshot,
} from "./read";
import { assignmentText, cityText, diceText, hitsText, resolutionText } from "./words";
import { game, onApplied, registerSavedFeature } from "../session/session";

type Step = "choose" | "rolling" | "hits" | "city" | "raid";
const STEPS: readonly Step[] = ["choose", "rolling", "hits", "city", "raid"];

interface Session {
  attacker: Colour;
  step: Step;
  systems: string[];
  system?: string;
  defenders: Colour[];
  defender?: Colour;
  dice: DiceCollection;
  /** the battle system as read when the dice were thrown */
  snapshot?: BattleSnapshot;
  diceGuids: string[];
  faces: RolledDie[];
  totals?: RollTotals;
  /** the core's default targets for this roll */
  proposal?: HitAssignment;
  /** the attacker's own targets, being built */
  custom: HitAssignment;
  flow?: BattleFlow;
  /** Court slots (0-based) the attacker chooses between for a Ransack */
  ransackChoices: number[];
  keysLeft: number;
  /** objects carrying a Steal button */
  stealable: string[];
}

let session: Session | undefined;

export const MAX_SYSTEM_BUTTONS = 8;
export const MAX_DEFENDER_BUTTONS = 3;
export const MAX_RANSACK_BUTTONS = 4;
const OWN_TARGETS: readonly ("fresh" | "damaged")[] = ["fresh", "damaged"];
const DEFENDER_TARGETS: readonly DefenderTarget[] = [
  { piece: "ship", state: "fresh" },
  { piece: "ship", state: "damaged" },
  { piece: "city", state: "fresh" },
  { piece: "city", state: "damaged" },
  { piece: "starport", state: "fresh" },
  { piece: "starport", state: "damaged" },
];

function targetId(t: DefenderTarget): string {
  return "arcsBattleHit_" + t.piece + "_" + t.state;
}

function upper(s: string): string {
  return s.substring(0, 1).toUpperCase() + s.substring(1);
}

// ---- the panel -------------------------------------------------------------------------------

function button(id: string, text: string, width = 90, active = false): string {
  return `<Button id="${id}" onClick="${id}" text="${text}" fontSize="14" minWidth="${width}" active="${active ? "true" : "false"}"/>`;
}

function row(inner: string): string {
  return `<HorizontalLayout spacing="4" childForceExpandWidth="false" preferredHeight="30">${inner}</HorizontalLayout>`;
}

/** The attacker's control groups, one per step (shown to the attacker alone). */
export const BATTLE_CONTROL_GROUPS: readonly string[] = ["arcsBattleChoose", "arcsBattleHits", "arcsBattleRansack", "arcsBattleEndRow"];

function group(id: string, inner: string): string {
  return `<VerticalLayout id="${id}" active="false" spacing="4" childForceExpandHeight="false">${inner}</VerticalLayout>`;
}

function buildXml(): string {
  let systems = "";
  for (let i = 1; i <= MAX_SYSTEM_BUTTONS; i++) systems += button("arcsBattleSystem" + i, "", 46);
  let defenders = "";
  for (let i = 1; i <= MAX_DEFENDER_BUTTONS; i++) defenders += button("arcsBattleDefender" + i, "", 80);
  let dice = "";
  for (const t of DIE_TYPES) {
    dice += row(
      button("arcsBattleLess_" + t, "-", 34, true) +
        `<Text id="arcsBattleCount_${t}" text="${upper(t)}: 0" fontSize="15" color="#ffffff" minWidth="130"/>` +
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
    row(button("arcsBattleAccept", "Accept these hits", 150, true) + button("arcsBattleUndo", "Undo", 60, true) + button("arcsBattleApply", "Apply my hits", 120, true)) +
    row(own) +
    row(defending) +
    `<Text id="arcsBattleAssign" text="" fontSize="13" color="#ffffff" preferredHeight="40" alignment="UpperLeft"/>`;
  return `
<Button id="arcsBattleOpen" onClick="arcsBattleOpen" text="Battle" fontSize="18" width="110" height="36" rectAlignment="MiddleRight" offsetXY="-10 220"/>
<Panel id="arcsBattlePanel" active="false" width="460" height="430" rectAlignment="MiddleRight" offsetXY="-10 -20" color="#1a0b0bee" padding="8 8 8 8">
  <VerticalLayout spacing="4" childForceExpandHeight="false">
    <Text id="arcsBattleStatus" text="" fontSize="15" color="#ffffff" preferredHeight="44" alignment="UpperLeft"/>
    ${group("arcsBattleChoose", row(systems) + row(defenders) + dice + row(button("arcsBattleRoll", "Roll", 90, true)))}
    <Text id="arcsBattleResult" text="" fontSize="13" color="#ffe0c0" preferredHeight="80" alignment="UpperLeft"/>
    ${group("arcsBattleHits", hits)}
    ${group("arcsBattleRansack", row(ransack))}
    <Text id="arcsBattleRaid" text="" fontSize="13" color="#ffffff" preferredHeight="20" alignment="UpperLeft"/>
    ${group("arcsBattleEndRow", row(button("arcsBattleEnd", "End battle", 110, true)))}
  </VerticalLayout>
</Panel>`;
}

/** UI attributes go through lib/ui, which skips unchanged values: the painter may redraw often. */
function show(id: string, on: boolean): void {
  setUiAttribute(id, "active", on ? "true" : "false");
}

function setText(id: string, text: string): void {
  setUiAttribute(id, "text", text);
}

function emptyAssignment(): HitAssignment {
  return { onAttackers: [], shipHits: [], buildingHits: [] };
}

function assigned(a: HitAssignment): number {
  return a.onAttackers.length + a.shipHits.length + a.buildingHits.length;
}

function statusText(s: Session): string {
  const where = s.system === undefined ? "choose the battle system" : "system " + s.system;
  const against = s.defender === undefined ? (s.system === undefined ? "" : ", choose the defender") : " against " + s.defender;
  return "Battle: " + s.attacker + " attacks in " + where + against + (s.step === "choose" ? "." : " with " + diceText(s.dice) + ".");
}

/**
 * The panel for the current step: which control group shows, and the public status line. Each
 * event updates only what it changed (in TTS every UI call is a network update).
 */
function renderStep(): void {
  const s = session;
  show("arcsBattlePanel", s !== undefined);
  if (s === undefined) return;
  setText("arcsBattleStatus", statusText(s));
  show("arcsBattleChoose", s.step === "choose");
  show("arcsBattleHits", s.step === "hits");
  show("arcsBattleRansack", s.step === "city");
  show("arcsBattleEndRow", s.step !== "hits" && s.step !== "rolling");
}

/** The system and defender buttons and dice counts (after opening or choosing). */
function renderChoices(s: Session): void {
  for (let i = 1; i <= MAX_SYSTEM_BUTTONS; i++) {
    const id = "arcsBattleSystem" + i;
    show(id, i <= s.systems.length);
    if (i <= s.systems.length) setText(id, s.systems[i - 1]);
  }
  for (let i = 1; i <= MAX_DEFENDER_BUTTONS; i++) {
    const id = "arcsBattleDefender" + i;
    show(id, i <= s.defenders.length);
    if (i <= s.defenders.length) setText(id, s.defenders[i - 1]);
  }
  renderDice(s);
}

function renderDice(s: Session): void {
  for (const t of DIE_TYPES) setText("arcsBattleCount_" + t, upper(t) + ": " + s.dice[t]);
}

function renderAssign(s: Session): void {
  setText("arcsBattleAssign", assignPrompt(s));
}

function renderRaid(s: Session): void {
  const text = s.step === "raid" ? "Raid: " + s.keysLeft + " key(s) left. " + s.attacker + " clicks Steal on " + s.defender + "'s resources or Guild cards." : "";
  setText("arcsBattleRaid", text);
}

function renderRansack(s: Session): void {
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

// ---- who may press ---------------------------------------------------------------------------

/** The clicker's colour if they may battle now (their turn, during play), else a private refusal. */
function battler(clicker: string): { s: GameState; colour: Colour } | undefined {
  const s = game();
  if (s === undefined || s.phase !== "play") {
    refuseTo(clicker, "battles are fought during a chapter, on the attacker's turn");
    return undefined;
  }
  const colour = playingColour(clicker, s.seats);
  if (colour === undefined) {
    refuseTo(clicker, "only a seated player of this game can battle");
    return undefined;
  }
  const who = awaiting(s).player;
  if (who !== colour) {
    refuseTo(clicker, "it is " + who + "'s turn: only the player whose turn it is can battle");
    return undefined;
  }
  if (s.round === undefined || !s.round.played) {
    refuseTo(clicker, "play your action card first: Battle is an action (p.14), taken with its pips");
    return undefined;
  }
  return { s, colour };
}

/** The battle in progress, if the clicker is its attacker and it is at `steps`; else a refusal. */
function attackerSession(clicker: string, steps: Step[]): Session | undefined {
  const b = battler(clicker);
  if (b === undefined) return undefined;
  const s = session;
  if (s === undefined) {
    refuseTo(clicker, "no battle is under way: press Battle first");
    return undefined;
  }
  if (s.attacker !== b.colour) {
    refuseTo(clicker, "only " + s.attacker + ", the attacker, operates this battle");
    return undefined;
  }
  if (steps.indexOf(s.step) < 0) {
    refuseTo(clicker, stepHint(s));
    return undefined;
  }
  return s;
}

function stepHint(s: Session): string {
  if (s.step === "choose") return "first choose the system, the defender and the dice, then Roll";
  if (s.step === "rolling") return "the dice are still rolling";
  if (s.step === "hits") return "assign the hits of this roll first (Accept these hits, or build your own and Apply)";
  if (s.step === "city") return "choose the Court card to ransack first";
  return "the raid is under way: steal with the Steal buttons, or End battle";
}

// ---- choosing --------------------------------------------------------------------------------

function chooseSystem(s: Session, system: string): void {
  const g = game();
  s.system = system;
  s.defenders = g === undefined ? [] : defendersIn(system, s.attacker, g.seats);
  s.defender = s.defenders.length === 1 ? s.defenders[0] : undefined;
  s.dice = { skirmish: 0, assault: 0, raid: 0 };
}

export function onOpen(clicker: string): void {
  const b = battler(clicker);
  if (b === undefined) return;
  if (session !== undefined && session.attacker === b.colour && session.step !== "choose") {
    refuseTo(clicker, stepHint(session));
    return;
  }
  const systems = battleSystems(b.colour, b.s.seats);
  if (systems.length === 0) {
    refuseTo(clicker, "you have no ship in a system where a Rival has pieces: there is no battle to fight");
    return;
  }
  if (session !== undefined) endBattle(false);
  const s: Session = {
    attacker: b.colour,
    step: "choose",
    systems: systems.slice(0, MAX_SYSTEM_BUTTONS),
    defenders: [],
    dice: { skirmish: 0, assault: 0, raid: 0 },
    diceGuids: [],
    faces: [],
    custom: emptyAssignment(),
    ransackChoices: [],
    keysLeft: 0,
    stealable: [],
  };
  session = s;
  if (s.systems.length === 1) chooseSystem(s, s.systems[0]);
  for (const id of BATTLE_CONTROL_GROUPS) setUiAttribute(id, "visibility", s.attacker);
  setText("arcsBattleResult", "");
  setText("arcsBattleRaid", "");
  renderChoices(s);
  renderStep();
}

export function onSystem(clicker: string, index: number): void {
  const s = attackerSession(clicker, ["choose"]);
  if (s === undefined) return;
  if (index < 1 || index > s.systems.length) return;
  chooseSystem(s, s.systems[index - 1]);
  renderChoices(s);
  renderStep();
}

export function onDefender(clicker: string, index: number): void {
  const s = attackerSession(clicker, ["choose"]);
  if (s === undefined) return;
  if (index < 1 || index > s.defenders.length) return;
  s.defender = s.defenders[index - 1];
  s.dice = { skirmish: 0, assault: 0, raid: 0 };
  renderDice(s);
  renderStep();
}

function currentSnapshot(clicker: string, s: Session): BattleSnapshot | undefined {
  if (s.system === undefined || s.defender === undefined) {
    refuseTo(clicker, "choose the battle system and the defender first");
    return undefined;
  }
  const snap = readBattleSnapshot(s.attacker, s.defender, s.system);
  if (snap === undefined) refuseTo(clicker, "the table has no zone for system " + s.system);
  return snap;
}

export function onDice(clicker: string, type: DieType, delta: number): void {
  const s = attackerSession(clicker, ["choose"]);
  if (s === undefined) return;
  const snap = currentSnapshot(clicker, s);
  if (snap === undefined) return;
  const next: DiceCollection = { skirmish: s.dice.skirmish, assault: s.dice.assault, raid: s.dice.raid };
  next[type] = next[type] + delta;
  if (next[type] < 0) return;
  const r = checkDiceCollection(snap, next);
  if (!r.ok) {
    refuseTo(clicker, r.reason);
    return;
  }
  s.dice = r.value;
  renderDice(s);
}

// ---- rolling and reading the dice -----------------------------------------------------------

export function onRoll(clicker: string): void {
  const s = attackerSession(clicker, ["choose"]);
  if (s === undefined) return;
  const snap = currentSnapshot(clicker, s);
  if (snap === undefined) return;
  const r = checkDiceCollection(snap, s.dice);
  if (!r.ok) {
    refuseTo(clicker, r.reason);
    return;
  }
  s.snapshot = snap;
  s.step = "rolling";
  const problem = throwDice(s.dice, (guids) => waitForDice(s, guids));
  if (problem !== undefined) {
    s.step = "choose";
    refuseTo(clicker, problem);
    return;
  }
  announce(s.attacker + " battles " + s.defender + " in system " + s.system + " with " + diceText(s.dice) + ".");
  renderStep();
}

function allResting(guids: string[]): boolean {
  for (const g of guids) {
    const d = getObjectFromGUID(g);
    if (d !== undefined && !d.resting) return false;
  }
  return true;
}

function waitForDice(s: Session, guids: string[]): void {
  s.diceGuids = guids;
  Wait.frames(() => {
    Wait.condition(
      () => onDiceRested(),
      () => allResting(guids),
      20,
      () => onDiceStuck(s),
    );
  }, 2);
}

function onDiceStuck(s: Session): void {
  if (session !== s || s.step !== "rolling") return;
  s.step = "choose";
  announce(s.attacker + "'s dice did not come to rest: roll again.");
  renderStep();
}

/** Face id ("assault-4") -> the core's rolled die, from the dice data. */
function rolledDie(value: unknown): RolledDie | undefined {
  for (const d of DICE) for (const f of d.faces) if (f.id === value) return { die: d.type, face: f.index };
  return undefined;
}

/**
 * The dice rest: read each die's face, check the roll with the core and show the resolution to
 * everyone in rule order. The core's suggested hits are worked out on the next frame (or on the
 * attacker's first click, whichever comes first) to keep this frame short. Idempotent for a throw.
 */
export function onDiceRested(): void {
  const s = session;
  if (s === undefined || (s.step !== "rolling" && s.step !== "hits") || s.snapshot === undefined) return;
  const faces: RolledDie[] = [];
  for (const g of s.diceGuids) {
    const d = getObjectFromGUID(g);
    const f = d === undefined ? undefined : rolledDie(d.getRotationValue());
    if (f !== undefined) faces.push(f);
  }
  const r = readRoll(s.dice, faces);
  if (!r.ok) {
    s.step = "choose";
    announce(s.attacker + "'s roll cannot be read (" + r.reason + "): roll again.");
    renderStep();
    return;
  }
  s.faces = faces;
  s.totals = r.value;
  s.proposal = undefined;
  s.custom = emptyAssignment();
  s.step = "hits";
  const text = resolutionText(s.snapshot, s.system as string, faces, r.value);
  setText("arcsBattleResult", text);
  announce(text);
  setText("arcsBattleAssign", "Working out the suggested hits...");
  show("arcsBattleHits", true);
  Wait.frames(() => {
    if (session === s && s.step === "hits" && s.proposal === undefined) renderAssign(s);
  }, 1);
}

/** The core's default targets for this roll (computed once, on first need). */
function proposalOf(s: Session): HitAssignment | undefined {
  if (s.proposal === undefined && s.snapshot !== undefined && s.totals !== undefined) s.proposal = defaultHitAssignment(s.snapshot, s.totals);
  return s.proposal;
}

// ---- hits ------------------------------------------------------------------------------------

export function onAccept(clicker: string): void {
  const s = attackerSession(clicker, ["hits"]);
  const p = s === undefined ? undefined : proposalOf(s);
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

export function onOwnTarget(clicker: string, state: "fresh" | "damaged"): void {
  const s = attackerSession(clicker, ["hits"]);
  const p = s === undefined ? undefined : proposalOf(s);
  if (s === undefined || p === undefined) return;
  if (s.custom.onAttackers.length >= p.onAttackers.length) {
    refuseTo(clicker, p.onAttackers.length === 0 ? "your ships take no hits this battle" : "the hits on your ships are assigned; now assign the hits on " + s.defender + "'s pieces");
    return;
  }
  s.custom.onAttackers.push(state);
  renderAssign(s);
}

export function onDefenderTarget(clicker: string, t: DefenderTarget): void {
  const s = attackerSession(clicker, ["hits"]);
  const p = s === undefined ? undefined : proposalOf(s);
  if (s === undefined || p === undefined) return;
  const c = s.custom;
  if (c.onAttackers.length < p.onAttackers.length) {
    refuseTo(clicker, "first assign the " + p.onAttackers.length + " hit(s) on your own ships (self hits, then intercept)");
    return;
  }
  if (c.shipHits.length < p.shipHits.length) c.shipHits.push({ piece: t.piece, state: t.state });
  else if (c.buildingHits.length < p.buildingHits.length) c.buildingHits.push({ piece: t.piece, state: t.state });
  else {
    refuseTo(clicker, "all hits are assigned: Apply my hits, or Undo");
    return;
  }
  renderAssign(s);
}

function applyHits(clicker: string, s: Session, a: HitAssignment): void {
  const g = game();
  if (g === undefined || s.snapshot === undefined || s.totals === undefined || s.system === undefined || s.defender === undefined) return;
  const now = readBattleSnapshot(s.attacker, s.defender, s.system);
  if (now === undefined || !sameSnapshot(now, s.snapshot)) {
    refuseTo(clicker, "the pieces in system " + s.system + " changed since the roll: put them back as they were, then apply the hits");
    return;
  }
  const court = readBattleCourt(g);
  const r = startBattle(court, s.snapshot, s.dice, s.faces, a);
  if (!r.ok) {
    refuseTo(clicker, r.reason);
    return;
  }
  const report = dealHits(s.system, s.attacker, s.defender, a);
  announce(hitsText(r.value.outcome, report));
  s.flow = r.value.flow;
  resolveCities(clicker, s, undefined);
}

// ---- destroyed cities, raid, end -------------------------------------------------------------

function resolveCities(clicker: string, s: Session, chosen: number | undefined): void {
  const g = game();
  let slot = chosen;
  while (g !== undefined && s.flow !== undefined && s.flow.citiesLeft.length > 0) {
    const court = readBattleCourt(g);
    const targets = ransackTargets(court, s.flow.defender);
    if (slot === undefined && targets.length > 1) {
      s.step = "city";
      s.ransackChoices = targets;
      announce(s.attacker + " chooses which Court card to ransack: " + targets.map((i) => "slot " + (i + 1)).join(", ") + ".");
      renderStep();
      renderRansack(s);
      return;
    }
    const used = slot !== undefined ? slot : targets.length === 1 ? targets[0] : undefined;
    const type = s.flow.citiesLeft[0];
    const r = resolveNextCity(court, s.flow, slot);
    if (!r.ok) {
      s.step = "city";
      s.ransackChoices = targets;
      refuseTo(clicker, r.reason);
      renderStep();
      renderRansack(s);
      return;
    }
    actOutCity(court, r.value, s.attacker, type, used);
    announce(cityText(s.attacker, s.flow.defender, type, r.value));
    s.flow = r.value.flow;
    slot = undefined;
  }
  s.ransackChoices = [];
  startRaid(s);
}

function startRaid(s: Session): void {
  const f = s.flow;
  if (f === undefined || f.keys <= 0 || !f.attackingShipsRemain) {
    endBattle(true);
    return;
  }
  s.step = "raid";
  s.keysLeft = f.keys;
  placeStealButtons(s);
  announce(s.attacker + " raids " + f.defender + " with " + f.keys + " key(s): steal resources (the cost above their slot) or Guild cards (their printed cost).");
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

function placeStealButtons(s: Session): void {
  clearStealButtons(s);
  if (s.defender === undefined) return;
  for (const t of resourceTokens(s.defender)) {
    stealButton(t.obj, slotRaidCost(t.slot));
    s.stealable.push(t.obj.getGUID());
  }
  for (const c of guildCardsOf(s.defender)) {
    const def = courtCard(c.getGMNotes());
    if (def === undefined || def.raidCost === undefined) continue;
    stealButton(c, def.raidCost);
    s.stealable.push(c.getGUID());
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
  if (s === undefined || g === undefined || s.defender === undefined) return;
  if (stealSettling) {
    refuseTo(clicker, "one moment: the last steal is still being put in place; click again");
    return;
  }
  let pick: RaidPick | undefined;
  let what = "";
  const token = resourceTokens(s.defender).find((t) => t.obj.getGUID() === obj.getGUID());
  if (token !== undefined) {
    pick = { kind: "resource", slot: token.slot };
    what = s.defender + "'s " + resourceName(token.type) + " (slot " + (token.slot + 1) + ")";
  } else if (obj.hasTag("court-card")) {
    pick = { kind: "guild", card: obj.getGMNotes() };
    what = courtCardName(obj.getGMNotes());
  }
  if (pick === undefined) {
    refuseTo(clicker, "that is not one of " + s.defender + "'s resources or Guild cards");
    return;
  }
  const court = readBattleCourt(g);
  const r = raid(court, s.attacker, s.defender, s.keysLeft, true, [pick]);
  if (!r.ok) {
    refuseTo(clicker, r.reason);
    return;
  }
  actOutSteal(court, r.value.table, s.attacker, s.defender, pick);
  stealSettling = true;
  Wait.frames(() => (stealSettling = false), STEAL_SETTLE_FRAMES);
  s.keysLeft = r.value.keysLost;
  const lost = r.value.discarded.length > 0 ? " (no room: it goes back to the supply)" : "";
  announce(s.attacker + " steals " + what + lost + "; " + s.keysLeft + " key(s) left.");
  if (s.keysLeft <= 0) {
    endBattle(true);
    return;
  }
  placeStealButtons(s);
  renderRaid(s);
}

/** End the battle: Steal buttons off, dice back to their bags, the panel closes. */
function endBattle(say: boolean): void {
  const s = session;
  if (s === undefined) return;
  clearStealButtons(s);
  returnDice(s.diceGuids);
  session = undefined;
  if (say) announce(s.attacker + "'s battle is over.");
  renderStep();
}

export function onEnd(clicker: string): void {
  const s = attackerSession(clicker, ["choose", "city", "raid"]);
  if (s === undefined) return;
  if (s.step === "raid" && s.keysLeft > 0) announce(s.attacker + " leaves " + s.keysLeft + " key(s) unspent.");
  endBattle(s.step !== "choose");
  if (s.step === "choose") tell(clicker, "battle cancelled");
}

/** For tests and the bench: the battle step, or "none". */
export function battleStep(): string {
  return session === undefined ? "none" : session.step;
}

// ---- save and load: a battle in progress continues after a load ---------------------------------

function saveBattle(): unknown {
  return session === undefined ? undefined : { ...session };
}

function isList(x: unknown): boolean {
  return typeof x === "object";
}

/** Check a saved battle session (plain data from the save); a string says what is wrong. */
function sessionFrom(data: unknown): Session | string {
  if (typeof data !== "object") return "the saved battle is not an object";
  const d = data as { [key: string]: unknown };
  if (typeof d.attacker !== "string" || COLOURS.indexOf(d.attacker as Colour) < 0) return "the saved battle has no attacker";
  if (typeof d.step !== "string" || STEPS.indexOf(d.step as Step) < 0) return "the saved battle is at no known step";
  for (const k of ["systems", "defenders", "diceGuids", "faces", "ransackChoices", "stealable"]) {
    if (!isList(d[k])) return "the saved battle has no " + k + " list";
  }
  const dice = d.dice as { [t: string]: unknown } | undefined;
  if (typeof dice !== "object") return "the saved battle has no dice";
  for (const t of DIE_TYPES) if (typeof dice[t] !== "number") return "the saved battle has no " + t + " dice count";
  const custom = d.custom as { [k: string]: unknown } | undefined;
  if (typeof custom !== "object" || !isList(custom.onAttackers) || !isList(custom.shipHits) || !isList(custom.buildingHits)) {
    return "the saved battle has no hit list";
  }
  if (typeof d.keysLeft !== "number") return "the saved battle has no raid keys";
  const step = d.step as Step;
  if (step !== "choose" && (typeof d.snapshot !== "object" || typeof d.system !== "string" || typeof d.defender !== "string")) {
    return "the saved battle was rolled but has no battle system";
  }
  if ((step === "hits" || step === "city" || step === "raid") && typeof d.totals !== "object") return "the saved battle has no roll";
  if ((step === "city" || step === "raid") && typeof d.flow !== "object") return "the saved battle has no hits applied";
  return data as Session;
}

function restoreBattle(data: unknown): string | undefined {
  session = undefined;
  if (data === undefined) return undefined;
  const g = game();
  const s = sessionFrom(data);
  if (typeof s === "string") return s;
  if (g === undefined || g.phase !== "play" || awaiting(g).player !== s.attacker) return "a battle whose turn is over";
  session = s;
  return undefined;
}

/**
 * The battle panel drawn from the session alone, at its step, as the attacker left it; after a
 * load (full) also the Steal buttons, which TTS does not save.
 */
export function paintBattle(full: boolean): void {
  const s = session;
  if (s === undefined) {
    renderStep();
    return;
  }
  for (const id of BATTLE_CONTROL_GROUPS) setUiAttribute(id, "visibility", s.attacker);
  renderChoices(s);
  const rolled = s.snapshot !== undefined && s.totals !== undefined && s.system !== undefined && s.step !== "choose" && s.step !== "rolling";
  setText("arcsBattleResult", rolled ? resolutionText(s.snapshot as BattleSnapshot, s.system as string, s.faces, s.totals as RollTotals) : "");
  renderStep();
  if (s.step === "hits") renderAssign(s);
  if (s.step === "city") renderRansack(s);
  if (full && s.step === "raid") placeStealButtons(s);
  renderRaid(s);
}

/** After a load: the battle carries on (dice still rolling are waited for again). */
function resumeBattle(): void {
  const s = session;
  if (s === undefined) return;
  announce(s.attacker + "'s battle continues after the load (" + stepHint(s) + ").");
  if (s.step === "rolling") waitForDice(s, s.diceGuids);
}

export function installBattle(): void {
  registerSavedFeature("battle", { save: () => saveBattle(), restore: (data) => restoreBattle(data) });
  addUiFragment(buildXml());
  onRedraw("battle", (full) => paintBattle(full));
  onResume("battle", () => resumeBattle());
  exposeGlobal("arcsBattleOpen", (p: { color: string }) => onOpen(p.color));
  for (let i = 1; i <= MAX_SYSTEM_BUTTONS; i++) {
    const n = i;
    exposeGlobal("arcsBattleSystem" + i, (p: { color: string }) => onSystem(p.color, n));
  }
  for (let i = 1; i <= MAX_DEFENDER_BUTTONS; i++) {
    const n = i;
    exposeGlobal("arcsBattleDefender" + i, (p: { color: string }) => onDefender(p.color, n));
  }
  for (let i = 1; i <= MAX_RANSACK_BUTTONS; i++) {
    const n = i;
    exposeGlobal("arcsBattleRansack" + i, (p: { color: string }) => {
      const s = attackerSession(p.color, ["city"]);
      if (s === undefined) return;
      if (s.ransackChoices.indexOf(n - 1) < 0) {
        refuseTo(p.color, "the card in slot " + n + " holds none of " + s.defender + "'s agents");
        return;
      }
      resolveCities(p.color, s, n - 1);
    });
  }
  for (const t of DIE_TYPES) {
    const type: DieType = t;
    exposeGlobal("arcsBattleLess_" + t, (p: { color: string }) => onDice(p.color, type, -1));
    exposeGlobal("arcsBattleMore_" + t, (p: { color: string }) => onDice(p.color, type, 1));
  }
  exposeGlobal("arcsBattleRoll", (p: { color: string }) => onRoll(p.color));
  exposeGlobal("arcsBattleEnd", (p: { color: string }) => onEnd(p.color));
  exposeGlobal("arcsBattleAccept", (p: { color: string }) => onAccept(p.color));
  exposeGlobal("arcsBattleApply", (p: { color: string }) => onApply(p.color));
  exposeGlobal("arcsBattleUndo", (p: { color: string }) => onUndo(p.color));
  for (const o of OWN_TARGETS) {
    const state = o;
    exposeGlobal("arcsBattleHit_own_" + o, (p: { color: string }) => onOwnTarget(p.color, state));
  }
  for (const t of DEFENDER_TARGETS) {
    const target = t;
    exposeGlobal(targetId(t), (p: { color: string }) => onDefenderTarget(p.color, target));
  }
  exposeGlobal("arcsBattleSteal", (obj: TTSObject, colour: string) => onSteal(obj, colour));
  exposeGlobal("arcsBattleDiceRested", () => onDiceRested());
  exposeGlobal("arcsBattleStep", () => battleStep());
  onApplied((after) => {
    if (session !== undefined && awaiting(after).player !== session.attacker) endBattle(true);
  });
}
