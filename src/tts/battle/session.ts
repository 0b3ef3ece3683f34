/**
 * The battle's panel session: what the attacker is choosing before the throw, the thrown dice's
 * GUIDs, the hit list being built, the Steal buttons — plain data saved with the table. The rules'
 * side (which step the battle is at, the snapshot, the roll, the flow) is the core's
 * `GameState.battle` (src/core/battle/machine.ts); the step shown is read from there.
 */
import type { DiceCollection, HitAssignment } from "../../core/battle/battle";
import { defaultHitAssignment } from "../../core/battle/hits";
import type { BattleAction, BattleState } from "../../core/battle/machine";
import type { Result } from "../../core/result";
import { stepHint as machineHint } from "../../core/battle/machine";
import { DIE_TYPES } from "../../core/data/dice";
import type { Colour, Owner } from "../../core/data/vocabulary";
import type { MapSnapshot } from "../../core/map/snapshot";
import { COLOURS } from "../../core/data/vocabulary";
import { awaiting } from "../../core/game/legal";
import type { GameState } from "../../core/game/types";
import { refuseTo } from "../lib/chat";
import { playingColour } from "../lib/seats";
import { game, submit } from "../session/session";
import { withWeapons } from "./ceasefire";

export type Step = "choose" | "rolling" | "hits" | "city" | "raid";

export interface Session {
  attacker: Colour;
  systems: string[];
  system?: string;
  /** Rivals, and in a campaign the Empire, the Free States and the Blight (BR pp.11, 15, 19). */
  defenders: Owner[];
  defender?: Owner;
  /** Campaign: a Regent attacking adds the Imperial ships there (BR p.11 "may add"). */
  addImperial?: boolean;
  /** Campaign: the attacker is a Regent with Imperial ships in the chosen system, so the panel offers them. */
  imperialOffered?: boolean;
  /** Campaign: the Judge's colour when the ships offered are the Judge's (F2404), not the Empire's. */
  addedShips?: string;
  dice: DiceCollection;
  diceGuids: string[];
  /** the core's default targets for this roll (a cache: rebuilt from the state when missing) */
  proposal?: HitAssignment;
  /** the attacker's own targets, being built */
  custom: HitAssignment;
  /** Court slots (0-based) the attacker chooses between for a Ransack */
  ransackChoices: number[];
  /** objects carrying a Steal button */
  stealable: string[];
  /** A reroll being chosen (Skirmishers BC13, Seeker Torpedoes L14): which rolled dice, up to the limit. */
  pick?: RerollPick;
}

/** The attacker choosing which dice to reroll: positions in the roll as read, at most `limit`. */
export interface RerollPick {
  kind: "reroll" | "torpedoes";
  chosen: number[];
  limit: number;
}

let session: Session | undefined;

/** The attacker's panel, if a battle is being chosen or fought (one at a time, on their turn). */
export function currentSession(): Session | undefined {
  return session;
}

export function setSession(next: Session | undefined): void {
  session = next;
}

export function emptyAssignment(): HitAssignment {
  return { onAttackers: [], shipHits: [], buildingHits: [] };
}

export function assigned(a: HitAssignment): number {
  return a.onAttackers.length + a.shipHits.length + a.buildingHits.length;
}

/** The core's battle of this session's attacker, while it is under way. */
export function coreBattle(s: Session): BattleState | undefined {
  const g = game();
  const b = g && g.battle;
  return b !== undefined && b.step !== "over" && b.attacker === s.attacker ? b : undefined;
}

/** The step the panel shows: the core's, or "choose" before the dice are thrown. */
export function stepOf(s: Session): Step {
  const b = coreBattle(s);
  return b === undefined || b.step === "over" ? "choose" : b.step;
}

export function stepHint(s: Session): string {
  const step = stepOf(s);
  if (step === "choose") return "first choose the system, defender and dice, then Roll";
  return machineHint(step);
}

/** The clicker's colour if they may battle now (their turn, during play), else a private refusal. */
export function battler(clicker: string): { s: GameState; colour: Colour } | undefined {
  const s = game();
  if (s === undefined || s.phase !== "play") {
    refuseTo(clicker, "battles are fought in a chapter, on the attacker's turn");
    return undefined;
  }
  const colour = playingColour(clicker, s.seats);
  if (colour === undefined) {
    refuseTo(clicker, "only a seated player of this game can battle");
    return undefined;
  }
  const who = awaiting(s).player;
  if (who !== colour) {
    refuseTo(clicker, "it is " + who + "'s turn: only they can battle");
    return undefined;
  }
  if (s.round === undefined || !s.round.played) {
    refuseTo(clicker, "play your action card first: Battle is an action (p.14)");
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
  if (steps.indexOf(stepOf(s)) < 0) {
    refuseTo(clicker, stepHint(s));
    return undefined;
  }
  return s;
}

/** The core's default targets for this roll (computed once, on first need). */
export function proposalOf(s: Session): HitAssignment | undefined {
  const b = coreBattle(s);
  if (s.proposal === undefined && b !== undefined && b.totals !== undefined) s.proposal = defaultHitAssignment(b.snapshot, b.totals);
  return s.proposal;
}

/** One step of the battle through the core (logged; the redraw path repaints the panel); a campaign's roll carries the map. */
export function battleCommand(s: Session, action: BattleAction, map?: MapSnapshot): Result<GameState> {
  if (map !== undefined) return submit(withWeapons(game(), { type: "battle", player: s.attacker, action, map }));
  return submit({ type: "battle", player: s.attacker, action });
}

/** For tests and the bench: the battle step, or "none". */
export function battleStep(): string {
  return session === undefined ? "none" : stepOf(session);
}

// ---- save and load: a battle in progress continues after a load ---------------------------------

export function saveBattle(): unknown {
  if (session === undefined) return undefined;
  // The proposal is a cache (rebuilt from the state); a spread with `proposal: undefined` would keep it in Lua.
  const s = session;
  return { attacker: s.attacker, systems: s.systems, system: s.system, defenders: s.defenders, defender: s.defender, addImperial: s.addImperial, imperialOffered: s.imperialOffered, addedShips: s.addedShips, dice: s.dice, diceGuids: s.diceGuids, custom: s.custom, ransackChoices: s.ransackChoices, stealable: s.stealable, pick: s.pick };
}

function isList(x: unknown): boolean {
  return typeof x === "object";
}

/** Check a saved battle session (plain data from the save); a string says what is wrong. */
function sessionFrom(data: unknown): Session | string {
  if (typeof data !== "object") return "the saved battle is not an object";
  const d = data as { [key: string]: unknown };
  if (typeof d.attacker !== "string" || COLOURS.indexOf(d.attacker as Colour) < 0) return "the saved battle has no attacker";
  for (const k of ["systems", "defenders", "diceGuids", "ransackChoices", "stealable"]) {
    if (!isList(d[k])) return "the saved battle has no " + k + " list";
  }
  const dice = d.dice as { [t: string]: unknown } | undefined;
  if (typeof dice !== "object") return "the saved battle has no dice";
  for (const t of DIE_TYPES) if (typeof dice[t] !== "number") return "the saved battle has no " + t + " dice count";
  const custom = d.custom as { [k: string]: unknown } | undefined;
  if (typeof custom !== "object" || !isList(custom.onAttackers) || !isList(custom.shipHits) || !isList(custom.buildingHits)) {
    return "the saved battle has no hit list";
  }
  if (d.addImperial !== undefined && typeof d.addImperial !== "boolean") return "the saved battle's Imperial ships choice is not yes/no";
  if (d.imperialOffered !== undefined && typeof d.imperialOffered !== "boolean") return "the saved battle's Imperial ships offer is not yes/no";
  if (d.addedShips !== undefined && typeof d.addedShips !== "string") return "the saved battle's added ships are not a colour";
  const pick = d.pick as { [k: string]: unknown } | undefined;
  if (pick !== undefined && (typeof pick !== "object" || (pick.kind !== "reroll" && pick.kind !== "torpedoes") || !isList(pick.chosen) || typeof pick.limit !== "number")) {
    return "the saved battle's reroll choice is not a list of dice";
  }
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
