/**
 * The battle's steps up to the hits. Choosing the system, defender and dice is the panel's (each
 * press checked by the core on a fresh snapshot); from the throw on, every step is a `battle`
 * command the core decides and logs (src/core/battle/machine.ts), and the table follows.
 */
import type { Colour } from "../../core/data/vocabulary";
import { ownerName } from "../../core/data/vocabulary";
import type { MapSnapshot } from "../../core/map/snapshot";
import type { BattleSnapshot, DiceCollection, RolledDie } from "../../core/battle/battle";
import { checkDiceCollection } from "../../core/battle/limits";
import { snapshotWithAbilities } from "../../core/powers/snapshotAbilities";
import type { DieType } from "../../core/data/dice";
import { FACE_BY_ID } from "../../core/data/dice";
import { announce, refuseTo } from "../lib/chat";
import { setUiAttribute } from "../lib/ui";
import { throwDice } from "./moves";
import { campaignBattleSystems, campaignDefenders, campaignOf, campaignRefusal, fleetEverywhere, addableShips, readCampaignRoll } from "./campaign";
import { battleSystems, defendersIn, readBattleSnapshot } from "./read";
import { diceText, resolutionText } from "./words";
import { game } from "../session/session";
import { attackerSession, battleCommand, battler, coreBattle, currentSession, emptyAssignment, setSession, stepHint, stepOf } from "./session";
import type { Session } from "./session";
import { renderAssign, renderChoices, renderDice, renderStep, setText } from "./panel";
import { endBattle } from "./raid";
import { showReroll } from "./reroll";
import { BATTLE_CONTROL_GROUPS, MAX_SYSTEM_BUTTONS } from "./panelIds";

// ---- choosing --------------------------------------------------------------------------------

function chooseSystem(s: Session, system: string): void {
  const g = game();
  s.system = system;
  s.addImperial = undefined;
  s.imperialOffered = undefined;
  s.addedShips = undefined;
  if (g !== undefined && campaignOf(g) !== undefined) {
    // Every owner with pieces there is offered; the Laws' refusal is told when one is chosen (BR p.11).
    s.defenders = campaignDefenders(g, system, s.attacker, g.seats);
    const only = s.defenders.length === 1 ? s.defenders[0] : undefined;
    s.defender = only !== undefined && campaignRefusal(g, system, s.attacker, only) === undefined ? only : undefined;
    const added = addableShips(g, system, s.attacker);
    s.imperialOffered = added !== undefined;
    if (added !== "Imperial") s.addedShips = added;
  } else {
    s.defenders = g === undefined ? [] : defendersIn(system, s.attacker, g.seats);
    s.defender = s.defenders.length === 1 ? s.defenders[0] : undefined;
  }
  s.dice = { skirmish: 0, assault: 0, raid: 0 };
}

export function onOpen(clicker: string): void {
  const b = battler(clicker);
  if (b === undefined) return;
  const under = currentSession();
  if (under !== undefined && under.attacker === b.colour && stepOf(under) !== "choose") {
    refuseTo(clicker, stepHint(under));
    return;
  }
  const campaign = campaignOf(b.s) !== undefined;
  const systems = campaign ? campaignBattleSystems(b.s, b.colour, b.s.seats, fleetEverywhere(b.s, b.colour)) : battleSystems(b.colour, b.s.seats);
  if (systems.length === 0) {
    refuseTo(clicker, campaign ? "no battle: no Loyal ship of yours shares a system with a defender" : "no battle: you have no ship in a system with a Rival's pieces");
    return;
  }
  if (under !== undefined) endBattle(false);
  const s: Session = {
    attacker: b.colour,
    systems: systems.slice(0, MAX_SYSTEM_BUTTONS),
    defenders: [],
    dice: { skirmish: 0, assault: 0, raid: 0 },
    diceGuids: [],
    custom: emptyAssignment(),
    ransackChoices: [],
    stealable: [],
  };
  setSession(s);
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
  const g = game();
  const chosen = s.defenders[index - 1];
  // The Laws first (BR p.11: the Truce Law, Regents and the Empire), in the core's words.
  const forbidden = g === undefined || s.system === undefined ? undefined : campaignRefusal(g, s.system, s.attacker, chosen);
  if (forbidden !== undefined) {
    refuseTo(clicker, forbidden);
    return;
  }
  s.defender = chosen;
  s.dice = { skirmish: 0, assault: 0, raid: 0 };
  renderDice(s);
  renderStep();
}

/** The roll as the table shows it now: the snapshot sent, the preview the panel judges the dice by, and in a campaign the map. */
interface TableRoll {
  snap: BattleSnapshot;
  preview: BattleSnapshot;
  map?: MapSnapshot;
}

/** A Regent attacking may add the Imperial ships there to its attacking ships, or leave them out (BR p.11). */
export function onImperial(clicker: string): void {
  const s = attackerSession(clicker, ["choose"]);
  const g = game();
  if (s === undefined || g === undefined) return;
  if (s.system === undefined || s.imperialOffered !== true) {
    refuseTo(clicker, "only a Regent adds Imperial ships to an attack (BR p.11)");
    return;
  }
  s.addImperial = s.addImperial !== true;
  s.dice = { skirmish: 0, assault: 0, raid: 0 };
  renderChoices(s);
  renderStep();
}

function currentRoll(clicker: string, s: Session): TableRoll | undefined {
  const g = game();
  if (s.system === undefined || s.defender === undefined || g === undefined) {
    refuseTo(clicker, "choose the battle system and the defender first");
    return undefined;
  }
  const campaign = campaignOf(g) && readCampaignRoll(g, s.attacker, s.defender, s.system, s.addImperial === true);
  const read = campaign !== undefined ? campaign.snapshot : readBattleSnapshot(s.attacker, s.defender as Colour, s.system);
  if (read === undefined) {
    refuseTo(clicker, "the table has no zone for system " + s.system);
    return undefined;
  }
  // The players' Leader and Lore abilities (Rebel's dice, Hidden Harbors) judge the dice as the core will.
  const snap = snapshotWithAbilities(g, read);
  if (campaign === undefined) return { snap, preview: snap };
  // The campaign's rules (Flagships, the raid dice limit from the map) judge the dice as the core will at the roll.
  return { snap, preview: { ...snap, rules: campaign.rules }, map: campaign.map };
}

export function onDice(clicker: string, type: DieType, delta: number): void {
  const s = attackerSession(clicker, ["choose"]);
  if (s === undefined) return;
  const roll = currentRoll(clicker, s);
  if (roll === undefined) return;
  const next: DiceCollection = { skirmish: s.dice.skirmish, assault: s.dice.assault, raid: s.dice.raid };
  next[type] = next[type] + delta;
  if (next[type] < 0) return;
  const r = checkDiceCollection(roll.preview, next);
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
  const roll = currentRoll(clicker, s);
  if (roll === undefined || s.system === undefined || s.defender === undefined) return;
  const r = battleCommand(s, { kind: "roll", system: s.system, defender: s.defender, dice: s.dice, snapshot: roll.snap }, roll.map);
  if (!r.ok) {
    refuseTo(clicker, r.reason);
    return;
  }
  s.proposal = undefined;
  s.custom = emptyAssignment();
  const problem = throwDice(s.dice, (guids) => waitForDice(s, guids));
  if (problem !== undefined) {
    battleCommand(s, { kind: "rollAgain", reason: problem });
    refuseTo(clicker, problem);
    renderStep();
    return;
  }
  announce(s.attacker + " battles " + ownerName(s.defender) + " in system " + s.system + " with " + diceText(s.dice) + ".");
  renderStep();
}

/**
 * Do all the thrown dice rest? Each die found is noted in `found` at its position (undefined: not
 * on the table), for the read that Wait.condition runs in this same frame once they all rest: one
 * lookup per die instead of two.
 */
function allResting(guids: string[], found: (TTSObject | undefined)[]): boolean {
  let i = 0;
  for (const g of guids) {
    const d = getObjectFromGUID(g);
    if (d !== undefined && !d.resting) return false;
    found[i] = d;
    i++;
  }
  return true;
}

export function waitForDice(s: Session, guids: string[]): void {
  s.diceGuids = guids;
  const found: (TTSObject | undefined)[] = [];
  Wait.frames(() => {
    Wait.condition(
      () => onDiceRested(guids, found),
      () => allResting(guids, found),
      20,
      () => onDiceStuck(s),
    );
  }, 2);
}

function onDiceStuck(s: Session): void {
  if (currentSession() !== s || stepOf(s) !== "rolling") return;
  battleCommand(s, { kind: "rollAgain", reason: "the dice did not come to rest" });
  announce(s.attacker + "'s dice did not come to rest: roll again.");
  renderStep();
}

/**
 * The dice rest: read each die's face, let the core read the roll, and show the resolution to
 * everyone in rule order. The core's suggested hits are worked out on the next frame (or on the
 * attacker's first click, whichever comes first) to keep this frame short. Idempotent for a throw.
 */
export function onDiceRested(guids?: string[], found?: (TTSObject | undefined)[]): void {
  const s = currentSession();
  const rolling = s && coreBattle(s);
  if (s === undefined || rolling === undefined || rolling.step !== "rolling") return;
  // The dice the resting check found this frame, when it checked these very dice; else looked up.
  const seen = found !== undefined && guids === s.diceGuids ? found : undefined;
  const faces: RolledDie[] = [];
  let i = 0;
  for (const g of s.diceGuids) {
    const d = seen !== undefined ? seen[i] : getObjectFromGUID(g);
    i++;
    if (d !== undefined) {
      const value = d.getRotationValue() as string | undefined;
      // faceById's answer inline (the core's table built at load: an own entry whose face has that id).
      const f = value === undefined ? undefined : FACE_BY_ID[value];
      if (f !== undefined && f.face.id === value) faces.push({ die: f.type, face: f.face.index });
    }
  }
  const r = battleCommand(s, { kind: "read", faces });
  const b = coreBattle(s);
  if (!r.ok || b === undefined || b.totals === undefined) {
    const why = r.ok ? "the roll was not read" : r.reason;
    battleCommand(s, { kind: "rollAgain", reason: why });
    announce(r.ok ? s.attacker + "'s roll cannot be read: roll again." : why + ".");
    renderStep();
    return;
  }
  s.proposal = undefined;
  // The attacker's own targets start empty (the throw emptied them: a new list only if filled since).
  const c = s.custom;
  if (c.onAttackers.length + c.shipHits.length + c.buildingHits.length > 0) s.custom = emptyAssignment();
  const text = resolutionText(b.snapshot, b.system, faces, b.totals);
  setText("arcsBattleResult", text);
  announce(text);
  setText("arcsBattleAssign", "Working out the suggested hits...");
  // The hit controls show: the redraw of the read step (renderStep) showed them already.
  showReroll(s, b);
  Wait.frames(() => {
    if (currentSession() === s && stepOf(s) === "hits" && s.proposal === undefined) renderAssign(s);
  }, 1);
}
