/**
 * Setting up a game (rulebook pp.4-5, p.21): the host's setup panel (Global XML UI, shown to the
 * host alone: TTS `visibility="Host"`; every handler checks the clicker again), the 2-player
 * mulligan panel, the Leaders & Lore "Take" buttons, and the physical setup after each applied
 * command (setup/arrange.ts). Random choices are drawn here and passed into the core's commands
 * (setup/oracle.ts); the table then follows the core's state card by card.
 *
 * Flow: host presses Start -> `setup` -> (Leaders & Lore: `draft` picks) -> (2 players: `mulligan`
 * or `keepHand`) -> `shuffleDiscard` (drawn here). After a chapter is scored (phase `deal`), the next
 * deal is drawn here too (one frame later, so the scoring feature's listeners finish first).
 */
import { setupCardsFor } from "../../core/data/setupCards";
import type { Colour } from "../../core/data/vocabulary";
import type { Command, GameMode, GameState } from "../../core/game/types";
import { refuseTo, tell } from "../lib/chat";
import { exposeGlobal } from "../lib/globals";
import { quarantined } from "../session/quarantine";
import { onRedraw, onResume } from "../session/redraw";
import { isHost, seatedColours } from "../lib/seats";
import { asColour, gmNotes } from "../lib/table";
import { setUiAttribute } from "../lib/ui";
import { looseCard } from "../lib/cards";
import { arrangeAfterSetup, arrangeAll, arrangeStartingPieces, arrangeStartingResources } from "./arrange";
import { arrangeLeaderSetup } from "./leaderSetup";
import { addTakeButton, arrangeDeck, arrangeDiscard, arrangeHands, dealInto, placeDrafted, returnUndrafted } from "./arrangeCards";
import { oracleCommand, setupCommand } from "./oracle";
import { discardSpot } from "./places";
import { game, onApplied, submit } from "../session/session";
import { moveCard } from "../lib/cards";

export const TAKE_FUNCTION = "arcsSetupTake";

// ---- the panels ------------------------------------------------------------------------------

/** The host's choices so far (not saved: they only matter until Start). */
interface Choices {
  first?: Colour;
  cards: { [players: string]: string | undefined };
  mode: GameMode;
}

const choices: Choices = { cards: {}, mode: "standard" };

function setupCardCount(n: number): number {
  return setupCardsFor(n).length;
}

function choicesText(): string {
  const seated = seatedColours();
  const n = seated.length;
  const seatText = n === 0 ? "nobody is seated at Red, Blue, Yellow or White" : `seated: ${seated.join(", ")} (${n} player${n === 1 ? "" : "s"})`;
  const card = choices.cards[`${n}`];
  const cardText = card === undefined ? "drawn at random" : card;
  return `${seatText}. First player: ${choices.first === undefined ? "random" : choices.first}. Setup card: ${cardText}. ${choices.mode === "leadersAndLore" ? "Leaders & Lore." : "Standard game."}`;
}

/** Show/hide the panels from the state (after every applied command and after load). */
export function refreshSetupUi(): void {
  const s = game();
  const settingUp = s === undefined || s.phase === "setup";
  setUiAttribute("arcsSetup", "active", settingUp ? "true" : "false");
  if (settingUp) setUiAttribute("arcsSetupStatus", "text", choicesText());
  const mulligan = s !== undefined && s.phase === "mulligan" && s.mulliganBy !== undefined;
  setUiAttribute("arcsMulligan", "active", mulligan ? "true" : "false");
  if (mulligan && s !== undefined) {
    setUiAttribute(
      "arcsMulliganText",
      "text",
      `2 players (p.5 step P): ${s.mulliganBy}, without the initiative, may once redraw all 6 cards.`,
    );
  }
}

// ---- host choices ----------------------------------------------------------------------------

function hostOnly(clicker: string): boolean {
  if (isHost(clicker)) return true;
  refuseTo(clicker, "only the host sets up the game");
  return false;
}

function notYetSetUp(clicker: string): boolean {
  if (quarantined()) {
    refuseTo(clicker, "the saved game could not be restored: the host resets it or loads another");
    return false;
  }
  const s = game();
  if (s === undefined || s.phase === "setup") return true;
  refuseTo(clicker, "the game is already set up");
  return false;
}

/** Dropdown text "3SETUP02 Frontiers" -> "3SETUP02" if it is a card for n players; "Random" -> undefined. */
function parseCardChoice(value: unknown, n: number): string | undefined {
  if (typeof value !== "string") return undefined;
  const id = value.split(" ")[0];
  return setupCardsFor(n).indexOf(id) >= 0 ? id : undefined;
}

export function onFirstChosen(clicker: string, value: unknown): void {
  if (!hostOnly(clicker) || !notYetSetUp(clicker)) return;
  choices.first = typeof value === "string" ? asColour(value) : undefined;
  refreshSetupUi();
}

export function onCardChosen(clicker: string, n: number, value: unknown): void {
  if (!hostOnly(clicker) || !notYetSetUp(clicker)) return;
  choices.cards[`${n}`] = parseCardChoice(value, n);
  refreshSetupUi();
}

export function onLeadersToggled(clicker: string, value: unknown): void {
  if (!hostOnly(clicker) || !notYetSetUp(clicker)) return;
  choices.mode = value === true || value === "True" || value === "true" ? "leadersAndLore" : "standard";
  refreshSetupUi();
}

/** Submits the clicker's command: refused, they are told why; applied, the oracle steps that follow run. */
function submitThenOracle(clicker: string, command: Command): void {
  const r = submit(command);
  if (!r.ok) refuseTo(clicker, r.reason);
  else advanceOracle();
}

/** Start: check seats, draw the random inputs, submit `setup`, then the oracle steps that follow. */
export function onStart(clicker: string): void {
  if (!hostOnly(clicker) || !notYetSetUp(clicker)) return;
  const seated = seatedColours();
  const n = seated.length;
  if (n < 2 || n > 4) {
    refuseTo(
      clicker,
      `Arcs needs 2 to 4 players seated at Red, Blue, Yellow or White; ${n === 0 ? "nobody is" : `${n} ${n === 1 ? "is" : "are"}`} seated there now${n === 0 ? "" : ` (${seated.join(", ")})`}`,
    );
    return;
  }
  const first = choices.first !== undefined && seated.indexOf(choices.first) >= 0 ? choices.first : undefined;
  if (choices.first !== undefined && first === undefined) {
    refuseTo(clicker, `${choices.first} is not seated: choose a seated first player or Random`);
    return;
  }
  const command = setupCommand({ seated, first, setupCard: choices.cards[`${n}`], mode: choices.mode, setupCardCount: setupCardCount(n) });
  submitThenOracle(clicker, command);
}

// ---- players' decisions ----------------------------------------------------------------------

function decide(clicker: string, type: "mulligan" | "keepHand"): void {
  const s = game();
  if (s === undefined || s.phase !== "mulligan" || s.mulliganBy === undefined) {
    refuseTo(clicker, "there is no mulligan to decide now");
    return;
  }
  if (clicker !== s.mulliganBy) {
    refuseTo(clicker, `only ${s.mulliganBy}, the player without the initiative, decides the mulligan`);
    return;
  }
  submitThenOracle(clicker, { type, player: s.mulliganBy });
}

export function onTakeClicked(card: TTSObject, clicker: string): void {
  const s = game();
  const d = s && s.draft;
  if (s === undefined || d === undefined || s.phase !== "draft") {
    refuseTo(clicker, "there is no leader and lore draft now");
    return;
  }
  const picker = d.order[d.pick];
  if (clicker !== picker) {
    refuseTo(clicker, `it is ${picker}'s pick, not yours`);
    return;
  }
  submitThenOracle(clicker, { type: "draft", player: picker, card: gmNotes(card) });
}

// ---- oracle steps ----------------------------------------------------------------------------

/** Submit the shuffles and deals the core waits for (drawn at random here). */
export function advanceOracle(): void {
  for (let guard = 0; guard < 4; guard++) {
    const s = game();
    if (s === undefined) return;
    const c = oracleCommand(s.phase, s.discard, s.actionCards);
    if (c === undefined) return;
    const r = submit(c);
    if (!r.ok) return;
  }
}

// ---- the table follows the core --------------------------------------------------------------

function playerHand(s: GameState, colour: Colour): string[] {
  for (const p of s.players) if (p.colour === colour) return p.hand;
  return [];
}

/** Runs after every applied command. */
export function afterApplied(after: GameState, command: Command, before: GameState): void {
  if (command.type === "setup") arrangeAfterSetup(after, TAKE_FUNCTION);
  if (command.type === "draft") afterDraft(after, command.player, command.card, before);
  if (command.type === "mulligan") {
    const spot = discardSpot();
    if (spot !== undefined) {
      for (const id of playerHand(before, command.player)) moveCard("action-card", id, { position: spot, faceDown: true });
    }
    dealInto(command.player, playerHand(after, command.player));
  }
  if (command.type === "shuffleDiscard") arrangeDiscard(after);
  if (command.type === "deal") {
    arrangeHands(after);
    arrangeDeck(after);
  }
  // No UI here: the setup painter (paintSetup) redraws the panels right after the listeners run.
  if (after.phase === "deal" && command.type !== "deal") Wait.frames(advanceOracle, 1);
}

function afterDraft(after: GameState, player: Colour, card: string, before: GameState): void {
  const wasLeader = before.draft !== undefined && before.draft.leaderRow.indexOf(card) >= 0;
  placeDrafted(wasLeader ? "leader-card" : "lore-card", card, player, wasLeader ? 1 : 2);
  if (after.phase === "draft") return;
  const left = before.draft;
  if (left !== undefined) {
    returnUndrafted(
      left.leaderRow.filter((id) => id !== card),
      left.loreRow.filter((id) => id !== card),
    );
  }
  arrangeStartingPieces(after);
  arrangeStartingResources(after);
  arrangeLeaderSetup(after);
  arrangeHands(after);
  for (const p of after.players) {
    if (p.leader !== undefined) tell(p.colour, `Your leader sets your starting pieces and resources (p.21), now on the map.`);
  }
}

/** The setup panels from the state; after a load also the draft rows' Take buttons (TTS does not save buttons). */
/** The last paint found the game past setup and the mulligan: both panels hidden. */
let paintedHidden = false;

export function paintSetup(full: boolean): void {
  const s = game();
  // Past setup and the mulligan both panels stay hidden (only refreshSetupUi shows them, from the
  // state): a command that leaves the game so (every command of a chapter) finds nothing to draw.
  const hidden = s !== undefined && s.phase !== "setup" && s.phase !== "mulligan";
  if (!full && hidden && paintedHidden) return;
  paintedHidden = hidden;
  refreshSetupUi();
  if (!full || s === undefined || s.draft === undefined || s.phase !== "draft") return;
  for (const id of s.draft.leaderRow) {
    const c = looseCard("leader-card", id);
    if (c !== undefined) addTakeButton(c, TAKE_FUNCTION);
  }
  for (const id of s.draft.loreRow) {
    const c = looseCard("lore-card", id);
    if (c !== undefined) addTakeButton(c, TAKE_FUNCTION);
  }
}

/** Stage the whole table from the current state (tests and staging; see tests/support/scenario.ts). */
export function arrangeTable(): void {
  const s = game();
  if (s !== undefined) arrangeAll(s, TAKE_FUNCTION);
  refreshSetupUi();
}

export function installSetup(): void {
  exposeGlobal("arcsSetupFirst", (player: { color: string }, value: unknown) => onFirstChosen(player.color, value));
  exposeGlobal("arcsSetupCard2", (player: { color: string }, value: unknown) => onCardChosen(player.color, 2, value));
  exposeGlobal("arcsSetupCard3", (player: { color: string }, value: unknown) => onCardChosen(player.color, 3, value));
  exposeGlobal("arcsSetupCard4", (player: { color: string }, value: unknown) => onCardChosen(player.color, 4, value));
  exposeGlobal("arcsSetupLeaders", (player: { color: string }, value: unknown) => onLeadersToggled(player.color, value));
  exposeGlobal("arcsSetupStart", (player: { color: string }) => onStart(player.color));
  exposeGlobal("arcsSetupMulligan", (player: { color: string }) => decide(player.color, "mulligan"));
  exposeGlobal("arcsSetupKeep", (player: { color: string }) => decide(player.color, "keepHand"));
  exposeGlobal(TAKE_FUNCTION, onTakeClicked);
  exposeGlobal("arcsSetupArrange", arrangeTable);
  onApplied(afterApplied);
  onRedraw("setup", paintSetup);
  // Saved between a scoring and the next deal (or before a shuffle): draw it now.
  onResume("setup", advanceOracle);
}
