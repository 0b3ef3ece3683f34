/**
 * The secret Fate choice (BR p.6) and the objective marker (BR p.8). Each dealt Fate card in a hand
 * carries a "Keep" button: only the player whose hand holds the draw may press it (anyone else is
 * refused). The button's label names no Fate, so nothing about the card is shown to another seat;
 * the choice is told to its maker alone, and the public hears only that a choice was made.
 * The objective marker's buttons move it on the Power track (`setObjective`), for its owner only.
 */
import type { Colour } from "../../core/data/vocabulary";
import type { GameState } from "../../core/game/types";
import type { CampaignPlayer } from "../../core/campaign/types";
import { campaignPlayer, fateName } from "../../core/campaign/fates/setupWords";
import { announce, refuseTo, tell } from "../lib/chat";
import { looseCard } from "../lib/cards";
import { asColour } from "../lib/table";
import { asciiLower } from "../../core/util/ascii";
import { game, submit } from "../session/session";
import type { ActOneStart } from "./start";
import { drawHolding } from "./start";
import { objectiveMarker, objectiveSpot } from "./layout";
import { usesObjectiveMarker } from "../../core/campaign/intermission";

export const KEEP_FUNCTION = "arcsFateKeep";
export const OBJECTIVE_UP = "arcsObjectiveUp";
export const OBJECTIVE_DOWN = "arcsObjectiveDown";

/** One player's Fate choice: the cards they choose among, and the choice once made (SECRET until revealed). */
export interface FateChoice {
  player: Colour;
  fates: string[];
  chosen?: string;
}

/** Whose choice holds this Fate card (undefined: not among the cards being chosen from). */
export function choiceHolding(drawn: readonly FateChoice[], fate: string): FateChoice | undefined {
  for (const d of drawn) if (d.fates.indexOf(fate) >= 0) return d;
  return undefined;
}

export function choicesWaiting(drawn: readonly FateChoice[]): Colour[] {
  return drawn.filter((d) => d.chosen === undefined).map((d) => d.player);
}

/**
 * The Keep buttons on every card of every open choice (redrawn after a load: TTS saves no buttons).
 * `clickFunction` is the global the press calls; `page` the rule the tooltip cites.
 */
export function paintChoiceButtons(drawn: readonly FateChoice[] | undefined, clickFunction: string, page: string): void {
  if (drawn === undefined) return;
  for (const d of drawn) {
    for (const id of d.fates) {
      const card = looseCard("fate-card", id);
      if (card === undefined) continue;
      card.clearButtons();
      if (d.chosen !== undefined) continue;
      card.createButton({
        click_function: clickFunction,
        function_owner: Global,
        label: "Keep",
        tooltip: `Keep this Fate (${page}); the other returns unseen.`,
        position: Vector(0, 0.3, 1.6),
        rotation: Vector(0, 180, 0),
        width: 600,
        height: 220,
        font_size: 150,
      });
    }
  }
}

/** The Keep buttons of Act I's choice (BR p.6). */
export function paintKeepButtons(st: ActOneStart | undefined): void {
  paintChoiceButtons(st === undefined || st.stage !== "fates" ? undefined : st.drawn, KEEP_FUNCTION, "BR p.6");
}

/**
 * A Keep press on one of `drawn`'s cards: only the chooser, once. Returns true when this was the
 * last choice (the caller then sends the command that reveals them). Nothing here names the Fate to
 * anyone but its chooser; the public hears only that a choice was made.
 */
export function keepChoice(drawn: readonly FateChoice[] | undefined, card: TTSObject, clicker: string, page: string): boolean {
  if (drawn === undefined) {
    refuseTo(clicker, "there is no Fate to choose now");
    return false;
  }
  const id = card.getGMNotes();
  const d = choiceHolding(drawn, id);
  if (d === undefined) {
    refuseTo(clicker, "this card is not one of the Fates being chosen from");
    return false;
  }
  if (clicker !== d.player) {
    refuseTo(clicker, `only ${d.player} chooses among ${d.player}'s Fates (${page})`);
    return false;
  }
  if (d.chosen !== undefined) {
    refuseTo(clicker, "you have already chosen your Fate");
    return false;
  }
  d.chosen = id;
  for (const other of d.fates) {
    const c = looseCard("fate-card", other);
    if (c !== undefined) c.clearButtons();
  }
  tell(d.player, `You keep ${fateName(id)}; it is revealed when everyone has chosen (${page}).`);
  const left = choicesWaiting(drawn);
  announce(left.length === 0 ? `${d.player} has chosen a Fate; every Fate is chosen.` : `${d.player} has chosen a Fate; waiting for ${left.join(", ")}.`);
  return left.length === 0;
}

/** A Keep press during Act I's choice (BR p.6). */
export function keepFate(st: ActOneStart | undefined, card: TTSObject, clicker: string): boolean {
  if (st === undefined || st.stage !== "fates") {
    refuseTo(clicker, "there is no Fate to choose now");
    return false;
  }
  if (drawHolding(st, card.getGMNotes()) === undefined) {
    refuseTo(clicker, "this card is not one of the Fates dealt for Act I");
    return false;
  }
  return keepChoice(st.drawn, card, clicker, "BR p.6");
}

// ---- the objective marker --------------------------------------------------------------------

/** What the objective buttons were last drawn from: the players' list, then each one's space and letter, the Act. */
let paintedPlayers: unknown;
let paintedSpaces: (number | undefined)[] = [];
let paintedLetters: string[] = [];
let paintedAct = "";

/** Whether the objective buttons show what `c` holds (compared by value: a command copies the campaign). */
function objectivesDrawn(c: NonNullable<GameState["campaign"]>): boolean {
  if (c.players === paintedPlayers) return true;
  if (c.act !== paintedAct || c.players.length !== paintedSpaces.length) return false;
  for (let i = 0; i < c.players.length; i++) {
    if (c.players[i].objective !== paintedSpaces[i] || c.players[i].letter !== paintedLetters[i]) return false;
  }
  return true;
}

/**
 * The objective marker's buttons: its owner moves it to the start space printed on the objective
 * card. Drawn after every command that moved a marker or changed a Fate or the Act (`full`: always).
 */
export function paintObjectiveButtons(s: GameState | undefined, full = true): void {
  if (s === undefined || s.campaign === undefined || s.campaign.stage === "over") return;
  if (!full && objectivesDrawn(s.campaign)) return;
  paintedPlayers = s.campaign.players;
  paintedSpaces = s.campaign.players.map((p) => p.objective);
  paintedLetters = s.campaign.players.map((p) => p.letter);
  paintedAct = s.campaign.act;
  for (const p of s.campaign.players) {
    const m = objectiveMarker(p.colour);
    if (m === undefined) continue;
    m.clearButtons();
    // BR p.7 step G, p.9: in Act III an "A" or "B" Fate has grand ambitions, no objective marker.
    if (!usesObjectiveMarker(s.campaign, p)) continue;
    const space = p.objective === undefined ? "not set" : `${p.objective}`;
    m.createButton({ click_function: "arcsNoop", function_owner: Global, label: `${p.colour} objective: ${space}`, position: Vector(0, 0.3, -0.9), width: 0, height: 0, font_size: 90 });
    for (const up of [true, false]) {
      m.createButton({
        click_function: up ? OBJECTIVE_UP : OBJECTIVE_DOWN, function_owner: Global, label: up ? "+" : "-", position: Vector(up ? 0.6 : -0.6, 0.3, 0), width: 200, height: 200, font_size: 150,
        tooltip: up ? "Objective marker up 1 (start space on your objective card, BR p.8)" : "Objective marker down 1 (0 completes it, BR p.8)",
      });
    }
  }
}

/** A press on an objective marker's + or -: its owner only; the core keeps the space. */
export function moveObjective(marker: TTSObject, clicker: string, delta: number): void {
  const s = game();
  if (s === undefined || s.campaign === undefined) return;
  let owner: Colour | undefined;
  for (const p of s.campaign.players) if (marker.hasTag(`objective-${asciiLower(p.colour)}`)) owner = p.colour;
  if (owner === undefined) return;
  if (asColour(clicker) !== owner) {
    refuseTo(clicker, `only ${owner} moves ${owner}'s objective marker`);
    return;
  }
  const p = campaignPlayer(s.campaign, owner) as CampaignPlayer;
  if (delta < 0 && (p.objective === undefined || p.objective === 0)) {
    refuseTo(
      clicker,
      p.objective === undefined
        ? "your objective marker is off the Power track: press + to your objective card's start space (BR p.8)"
        : "your objective marker is at 0: the objective is complete (BR p.8)",
    );
    return;
  }
  const from = p.objective === undefined ? 0 : p.objective;
  const r = submit({ type: "setObjective", player: owner, space: from + delta });
  if (!r.ok) {
    refuseTo(clicker, r.reason);
    return;
  }
  const i = s.campaign.players.indexOf(p);
  const at = objectiveSpot(from + delta, i < 0 ? 0 : i);
  if (at !== undefined) marker.setPosition(at);
}
