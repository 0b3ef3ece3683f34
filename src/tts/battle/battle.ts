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
import { installCeasefires } from "./ceasefire";
import type { DieType } from "../../core/data/dice";
import { DIE_TYPES } from "../../core/data/dice";
import { awaiting } from "../../core/game/legal";
import { announce, refuseTo } from "../lib/chat";
import { exposeGlobal } from "../lib/globals";
import { onRedraw, onResume } from "../session/redraw";
import { onApplied, registerSavedFeature } from "../session/session";
import { sameBaseGame } from "../session/sameGame";
import { attackerSession, battleStep, coreBattle, currentSession, restoreBattle, saveBattle, stepHint, stepOf } from "./session";
import { setUiAttribute } from "../lib/ui";
import { resolutionText } from "./words";
import { renderAssign, renderChoices, renderRaid, renderRansack, renderStep, setText } from "./panel";
import { onDefender, onDice, onDiceRested, onImperial, onOpen, onRoll, onSystem, waitForDice } from "./steps";
import { onAccept, onApply, onDefenderTarget, onDefendingImperial, onDefendingPart, onOwnImperial, onOwnPart, onOwnTarget, onUndo } from "./assign";
import { endBattle, onEnd, onGain, onSteal, placeStealButtons, resolveCities } from "./raid";
import { REROLL_BUTTON, TORPEDOES_BUTTON, onPickCancel, onPickDie, onPickReroll, onReroll, onTorpedoes, renderPick, showReroll } from "./reroll";
import { BATTLE_CONTROL_GROUPS, BUNKER_TARGETS, DEFENDER_TARGETS, IMPERIAL_STATES, imperialId, MAX_DEFENDER_BUTTONS, MAX_PICK_BUTTONS, MAX_RANSACK_BUTTONS, MAX_SYSTEM_BUTTONS, OWN_TARGETS, PART_SLOTS, partId, targetId } from "./panelIds";

/**
 * The battle panel drawn from the game state's battle and the attacker's panel session. After a
 * command only the step's controls and lines (the handlers draw the choices, the roll and the hits
 * they change; the suggested hits take a frame of their own); after a load (full) everything, and
 * the Steal buttons, which TTS does not save.
 */
export function paintBattle(full: boolean): void {
  const s = currentSession();
  if (s === undefined) {
    renderStep();
    return;
  }
  // The core's battle, asked once and handed down (each ask is a call and a look at the game).
  const b = coreBattle(s);
  const step = b === undefined ? "choose" : b.step;
  if (full) {
    for (const id of BATTLE_CONTROL_GROUPS) setUiAttribute(id, "visibility", s.attacker);
    renderChoices(s);
    setText("arcsBattleResult", b !== undefined && b.faces !== undefined && b.totals !== undefined ? resolutionText(b.snapshot, b.system, b.faces, b.totals) : "");
    if (step === "hits") {
      renderAssign(s);
      showReroll(s, b);
      renderPick(s);
    }
    if (step === "raid") placeStealButtons(s);
  }
  renderStep(s, b);
  if (step === "city") renderRansack(s);
  renderRaid(s, b);
}

/** After a load: the battle carries on (dice still rolling are waited for again). */
function resumeBattle(): void {
  const s = currentSession();
  if (s === undefined) return;
  announce(s.attacker + "'s battle continues after the load (" + stepHint(s) + ").");
  if (stepOf(s) === "rolling") waitForDice(s, s.diceGuids);
}

export function installBattle(): void {
  registerSavedFeature("battle", { save: saveBattle, restore: restoreBattle });
  onRedraw("battle", paintBattle);
  onResume("battle", resumeBattle);
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
        refuseTo(p.color, "the card in slot " + n + " holds none of the defender's agents");
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
  exposeGlobal("arcsBattleImperial", (p: { color: string }) => onImperial(p.color));
  exposeGlobal("arcsBattleGain", (p: { color: string }) => onGain(p.color));
  exposeGlobal("arcsBattleEnd", (p: { color: string }) => onEnd(p.color));
  exposeGlobal("arcsBattleAccept", (p: { color: string }) => onAccept(p.color));
  exposeGlobal(REROLL_BUTTON, (p: { color: string }) => onReroll(p.color));
  exposeGlobal(TORPEDOES_BUTTON, (p: { color: string }) => onTorpedoes(p.color));
  for (let i = 1; i <= MAX_PICK_BUTTONS; i++) {
    const n = i;
    exposeGlobal("arcsBattlePickDie" + i, (p: { color: string }) => onPickDie(p.color, n));
  }
  exposeGlobal("arcsBattlePickReroll", (p: { color: string }) => onPickReroll(p.color));
  exposeGlobal("arcsBattlePickCancel", (p: { color: string }) => onPickCancel(p.color));
  exposeGlobal("arcsBattleApply", (p: { color: string }) => onApply(p.color));
  exposeGlobal("arcsBattleUndo", (p: { color: string }) => onUndo(p.color));
  for (const o of OWN_TARGETS) {
    const state = o;
    exposeGlobal("arcsBattleHit_own_" + o, (p: { color: string }) => onOwnTarget(p.color, state));
  }
  for (const t of DEFENDER_TARGETS.concat(BUNKER_TARGETS)) {
    const target = t;
    exposeGlobal(targetId(t), (p: { color: string }) => onDefenderTarget(p.color, target));
  }
  for (const st of IMPERIAL_STATES) {
    const state = st;
    exposeGlobal(imperialId("own", st), (p: { color: string }) => onOwnImperial(p.color, state));
    exposeGlobal(imperialId("defending", st), (p: { color: string }) => onDefendingImperial(p.color, state));
  }
  for (let i = 1; i <= PART_SLOTS; i++) {
    const n = i;
    exposeGlobal(partId("own", i), (p: { color: string }) => onOwnPart(p.color, n));
    exposeGlobal(partId("defending", i), (p: { color: string }) => onDefendingPart(p.color, n));
  }
  exposeGlobal("arcsBattleSteal", onSteal);
  exposeGlobal("arcsBattleDiceRested", () => onDiceRested());
  exposeGlobal("arcsBattleStep", battleStep);
  installCeasefires();
  // The battle ends when the turn passes. Whose turn it is reads only the base game's fields
  // (session/sameGame.ts): a command that leaves them as they were (a battle or Court step) left
  // the turn with the attacker, and whose turn is not asked again.
  onApplied((after, _command, before) => {
    const s = currentSession();
    if (s !== undefined && !sameBaseGame(after, before) && awaiting(after).player !== s.attacker) endBattle(true);
  });
}
