/**
 * The turn bar (Global XML UI): whose turn it is, for everyone, and the End turn / Pass buttons.
 * Every click is checked against the core's idea of who may act.
 */
import type { Colour } from "../../core/data/vocabulary";
import { awaiting } from "../../core/game/legal";
import { waitingWhenSecured } from "../../core/court/machine";
import { apply } from "../../core/rules";
import type { Command, GameState } from "../../core/game/types";
import { refuseTo } from "../lib/chat";
import { asColour } from "../lib/table";
import { exposeGlobal } from "../lib/globals";
import { setUiAttribute } from "../lib/ui";
import { legalNow } from "./legalNow";
import { turnBarText } from "./turnText";
import { game, rulesMode, submit } from "../session/session";
import { onRedraw } from "../session/redraw";
import { sameBaseGame } from "../session/sameGame";

function can(s: GameState, type: Command["type"], who: Colour): boolean {
  return legalNow(s).some((c) => c.type === type && (c as { player?: Colour }).player === who);
}

/**
 * What the table is doing while the core has no game yet or is in its "setup" phase (the campaign's
 * Act I start: the dice, the secret Fate choice, the starting placements; an imported Act's dice),
 * told by the feature doing it, which reads more than the base fields sameBaseGame compares;
 * undefined: nothing of the kind (the host has yet to set up).
 */
let settingUp: (s: GameState | undefined) => string | undefined = () => undefined;

export function setSetupStatus(status: (s: GameState | undefined) => string | undefined): void {
  settingUp = status;
}

/** The state the bar shows (a battle, Court or campaign step changes nothing the bar draws). */
let shown: GameState | undefined;
let drawn = false;

/** Refresh the bar from the state: visible to everyone (unchanged attributes are not set again). */
export function refreshTurnBar(full = true): void {
  // How the table holds the rules (docs/playing.md): one attribute, set only when it changes.
  setUiAttribute("rulesModeText", "text", `Rules: ${rulesMode()}`);
  const s = game();
  // Before a game and during setup the bar follows the feature setting up (settingUp), which the
  // base fields do not tell of: drawn every time then (an unchanged text is not sent again).
  const setup = s === undefined || s.phase === "setup";
  const same = !full && drawn && !setup && sameBaseGame(s, shown);
  // Kept up to date when skipping too (same answer: the states agree on all the bar draws), so the
  // bar and legalNow ask sameBaseGame about the same pair, which it answers once.
  shown = s;
  if (same) return;
  drawn = true;
  const status = setup ? settingUp(s) : undefined;
  if (s === undefined) {
    setUiAttribute("turnStatus", "text", status === undefined ? turnBarText(s) : status);
    setUiAttribute("endTurnButton", "active", "false");
    setUiAttribute("passButton", "active", "false");
    return;
  }
  // Whose turn, asked once for the text and the buttons.
  const a = awaiting(s);
  setUiAttribute("turnStatus", "text", status === undefined ? turnBarText(s, a) : status);
  const who = a.player;
  // Both buttons from one pass over the legal commands (can() for each would walk it twice).
  let endTurn = false;
  let pass = false;
  if (who !== undefined) {
    const legal = legalNow(s);
    const n = legal.length;
    for (let i = 0; i < n; i++) {
      const c = legal[i];
      if ((c as { player?: Colour }).player === who) {
        if (c.type === "endTurn") endTurn = true;
        else if (c.type === "pass") pass = true;
      }
    }
  }
  // Advisory rules: a waiting When Secured holds the turn, but its player may go on past it (the
  // refusal is then offered as an override, src/core/game/overrideEffects.ts).
  if (!endTurn && who !== undefined && s.rules === "advisory" && s.round !== undefined && s.round.played) {
    const w = waitingWhenSecured(s.secure);
    if (w !== undefined && w.colour === who) endTurn = true;
  }
  setUiAttribute("endTurnButton", "active", endTurn ? "true" : "false");
  setUiAttribute("passButton", "active", pass ? "true" : "false");
}

function clickedBy(player: { color: string }, action: "endTurn" | "pass"): void {
  const s = game();
  const colour = asColour(player.color);
  if (s === undefined || colour === undefined) {
    refuseTo(player.color, "only a seated player of this game can do that");
    return;
  }
  // Advisory rules: on the clicker's own turn the core refuses and offers the override (session.ts).
  const advisoryOwnTurn = rulesMode() === "advisory" && awaiting(s).player === colour;
  if (!advisoryOwnTurn && !can(s, action, colour)) {
    const a = awaiting(s);
    // On the clicker's own turn the core says why (a waiting When Secured holds the turn, p.13).
    const why = a.player === colour ? apply(s, { type: action, player: colour }) : undefined;
    refuseTo(player.color, a.player !== undefined && a.player !== colour ? `it is ${a.player}'s turn, not yours` : why !== undefined && !why.ok ? why.reason : `you cannot ${action === "pass" ? "pass" : "end your turn"} now`);
    return;
  }
  const r = submit({ type: action, player: colour });
  if (!r.ok) refuseTo(player.color, r.reason);
}

export function onEndTurnClicked(player: { color: string }): void {
  clickedBy(player, "endTurn");
}

export function onPassClicked(player: { color: string }): void {
  clickedBy(player, "pass");
}

export function installTurnBar(): void {
  exposeGlobal("arcsEndTurn", onEndTurnClicked);
  exposeGlobal("arcsPass", onPassClicked);
  onRedraw("turn bar", refreshTurnBar);
}
