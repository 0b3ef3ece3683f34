/**
 * The battle session: the step it is at, the attacker's choices and what the table read, as plain
 * data saved with the table; who may press the panel's buttons at that step.
 */
import type { BattleSnapshot, DiceCollection, HitAssignment, RollTotals, RolledDie } from "../../core/battle/battle";
import { defaultHitAssignment } from "../../core/battle/battle";
import type { BattleFlow } from "../../core/battle/flow";
import { raid } from "../../core/battle/flow";
import { DIE_TYPES } from "../../core/data/dice";
import type { Colour } from "../../core/data/vocabulary";
import { COLOURS } from "../../core/data/vocabulary";
import { awaiting } from "../../core/game/legal";
import type { GameState } from "../../core/game/types";
import { refuseTo } from "../lib/chat";
import { playingColour } from "../lib/seats";
import { game } from "../session/session";

export type Step = "choose" | "rolling" | "hits" | "city" | "raid";
export const STEPS: readonly Step[] = ["choose", "rolling", "hits", "city", "raid"];

export interface Session {
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

/** The battle under way, if any (one at a time: the attacker's, on their turn). */
export function currentSession(): Session | undefined {
  return session;
}

export function setSession(next: Session | undefined): void {
  session = next;
}

export const MAX_SYSTEM_BUTTONS = 8;
export const MAX_DEFENDER_BUTTONS = 3;
export const MAX_RANSACK_BUTTONS = 4;

export function emptyAssignment(): HitAssignment {
  return { onAttackers: [], shipHits: [], buildingHits: [] };
}

export function assigned(a: HitAssignment): number {
  return a.onAttackers.length + a.shipHits.length + a.buildingHits.length;
}

// ---- who may press ---------------------------------------------------------------------------

/** The clicker's colour if they may battle now (their turn, during play), else a private refusal. */
export function battler(clicker: string): { s: GameState; colour: Colour } | undefined {
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
export function attackerSession(clicker: string, steps: Step[]): Session | undefined {
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

export function stepHint(s: Session): string {
  if (s.step === "choose") return "first choose the system, the defender and the dice, then Roll";
  if (s.step === "rolling") return "the dice are still rolling";
  if (s.step === "hits") return "assign the hits of this roll first (Accept these hits, or build your own and Apply)";
  if (s.step === "city") return "choose the Court card to ransack first";
  return "the raid is under way: steal with the Steal buttons, or End battle";
}


/** The core's default targets for this roll (computed once, on first need). */
export function proposalOf(s: Session): HitAssignment | undefined {
  if (s.proposal === undefined && s.snapshot !== undefined && s.totals !== undefined) s.proposal = defaultHitAssignment(s.snapshot, s.totals);
  return s.proposal;
}


/** For tests and the bench: the battle step, or "none". */
export function battleStep(): string {
  return session === undefined ? "none" : session.step;
}

// ---- save and load: a battle in progress continues after a load ---------------------------------

export function saveBattle(): unknown {
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

export function restoreBattle(data: unknown): string | undefined {
  session = undefined;
  if (data === undefined) return undefined;
  const g = game();
  const s = sessionFrom(data);
  if (typeof s === "string") return s;
  if (g === undefined || g.phase !== "play" || awaiting(g).player !== s.attacker) return "a battle whose turn is over";
  session = s;
  return undefined;
}
