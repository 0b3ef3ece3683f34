/**
 * The Intermission on the table (BR pp.28-29) and the next Act on the same table (BR p.7): after an
 * Act's last chapter is scored, the host walks steps A-F with one button; each step is the core's
 * command and the table carries out its result (steps.ts); step F's Fates are drawn into the hands
 * and chosen in secret (fateDraw.ts); then the next Act is set up from the carried-over map
 * (nextAct.ts). A fresh table importing a record with a map laid out goes through the same roll.
 * Every press checks who clicked; the panel is redrawn from state and session after every command
 * and every load (panel.ts).
 */
import type { Command, GameState } from "../../../core/game/types";
import type { CampaignRecord, CampaignState } from "../../../core/campaign/types";
import type { PlanetSymbol } from "../../../core/data/map";
import { announce, refuseTo } from "../../lib/chat";
import { exposeGlobal } from "../../lib/globals";
import { isHost } from "../../lib/seats";
import { quarantined } from "../../session/quarantine";
import { onRedraw, onResume, redrawAll } from "../../session/redraw";
import { game, onApplied, registerSavedFeature, submit } from "../../session/session";
import { readCampaignMap } from "../../lib/campaignMap";
import { keepChoice, paintChoiceButtons } from "../fates";
import { openZonesToCampaign } from "../layout";
import { CHOOSE_FATE, paintPanel } from "./panel";
import { afterFatesChosen, chooseFatesCommand, dealDraws, drawFates } from "./fateDraw";
import { layNextActBoard, rollNextActDice, startActCommand } from "./nextAct";
import { clearCourtOnTable, clearPiecesOnTable, layResolutions, repairAndDestroyOnTable, shiftInitiativeOnTable } from "./steps";
import { placePowerMarkers } from "../../setup/arrange";
import { clearFateDraws, intermissionSession, restoreSession, sessionProblems, sessionToSave } from "./session";

export const INTERMISSION_KEEP = "arcsIntermissionKeep";
const PAGE_F = "BR p.29";

function inIntermission(s: GameState | undefined): CampaignState | undefined {
  const c = s && s.campaign;
  return c !== undefined && c.stage === "intermission" ? c : undefined;
}

// ---- the next Act's roll -------------------------------------------------------------------------

function onNextActRolled(planet: PlanetSymbol | undefined, numbers: number[], problem?: string): void {
  const rolling = intermissionSession().rolling;
  if (rolling === undefined) return;
  intermissionSession().rolling = undefined;
  if (planet === undefined) {
    announce(`Next Act setup: ${problem === undefined ? "the dice could not be read" : problem}. The host presses the button again.`);
    redrawAll();
    return;
  }
  const command = startActCommand(game(), rolling.record, planet, numbers);
  const r = command && submit(command);
  if (r === undefined || !r.ok) announce(`The next Act could not start: ${r === undefined ? "no campaign record to start from" : r.reason}.`);
  redrawAll();
}

function rollForNextAct(): void {
  const rolling = intermissionSession().rolling;
  if (rolling === undefined) return;
  const s = game();
  const players = rolling.record !== undefined ? rolling.record.seats.length : s === undefined ? 0 : s.seats.length;
  rollNextActDice(players, onNextActRolled);
}

/** Start rolling for the next Act: after the Intermission (no record), or importing `record` into a fresh table whose map holds pieces. */
export function beginNextAct(record?: CampaignRecord): void {
  openZonesToCampaign();
  intermissionSession().rolling = record === undefined ? {} : { record };
  const s = game();
  const act = record !== undefined ? record.nextAct : s !== undefined && s.campaign !== undefined && s.campaign.act === "II" ? "III" : "II";
  announce(`Setting up Act ${act}: rolling the event die (BR p.7).`);
  redrawAll();
  rollForNextAct();
}

/** Whether the next Act's dice are in the air (the host's other campaign buttons wait). */
export function nextActRolling(): boolean {
  return intermissionSession().rolling !== undefined;
}

// ---- the host's button -----------------------------------------------------------------------------

function send(clicker: string, command: Command): void {
  const r = submit(command);
  if (!r.ok) {
    refuseTo(clicker, r.reason);
    redrawAll();
  }
}

export function onNext(clicker: string): void {
  if (!isHost(clicker)) {
    refuseTo(clicker, "only the host leads the Intermission");
    return;
  }
  if (quarantined()) {
    refuseTo(clicker, "the saved game could not be restored: the host resets it first");
    return;
  }
  const s = game();
  const c = inIntermission(s);
  if (s === undefined || c === undefined) {
    refuseTo(clicker, "no Intermission now (after Acts I and II, BR p.28)");
    return;
  }
  const session = intermissionSession();
  if (session.rolling !== undefined) {
    refuseTo(clicker, "the dice for the next Act are rolling");
    return;
  }
  const step = c.intermissionStep as string;
  if (step === "done") {
    beginNextAct();
    return;
  }
  if (step === "F") {
    if (session.fates !== undefined) {
      refuseTo(clicker, "the Fates are drawn: waiting for every player's choice");
      return;
    }
    const draws = drawFates(c);
    session.fates = draws;
    announce(CHOOSE_FATE);
    dealDraws(c, draws);
    // The dealt cards come out of the Fate deck over the next frames: their buttons come once they are there.
    Wait.frames(() => paintChoiceButtons(intermissionSession().fates, INTERMISSION_KEEP, PAGE_F), 5);
    redrawAll();
    return;
  }
  if (step === "D") send(clicker, { type: "intermission", step: "D", map: readCampaignMap() });
  else send(clicker, { type: "intermission", step: step as "A" | "B" | "C" | "E" });
}

function onKeep(card: TTSObject, clicker: string): void {
  const s = game();
  const c = inIntermission(s);
  const draws = c === undefined || c.intermissionStep !== "F" ? undefined : intermissionSession().fates;
  if (!keepChoice(draws, card, clicker, PAGE_F) || c === undefined || draws === undefined) {
    redrawAll();
    return;
  }
  const command = chooseFatesCommand(c, draws);
  if (command === undefined) return;
  const r = submit(command);
  if (r.ok) return;
  // Not expected (the draws are the core's own rules), but never a dead end: everyone chooses again.
  for (const d of draws) d.chosen = undefined;
  announce(`The Fate choices were refused: ${r.reason}. Each player presses Keep again.`);
  paintChoiceButtons(draws, INTERMISSION_KEEP, PAGE_F);
  redrawAll();
}

// ---- the table follows the core --------------------------------------------------------------

function afterApplied(after: GameState, command: Command, before: GameState): void {
  if (command.type === "intermission") {
    const c = after.campaign as CampaignState;
    if (command.step === "A") {
      placePowerMarkers(after);
      layResolutions(c);
    }
    else if (command.step === "B") announce(clearCourtOnTable(before));
    else if (command.step === "C") announce(clearPiecesOnTable(after));
    else if (command.step === "D" && c.intermissionBoard !== undefined) announce(repairAndDestroyOnTable(c.intermissionBoard));
    else if (command.step === "E") shiftInitiativeOnTable(after);
  }
  if (command.type === "chooseFates") {
    const draws = intermissionSession().fates;
    if (draws !== undefined) announce(afterFatesChosen(before, after, draws));
    clearFateDraws();
  }
  if (command.type === "startAct") {
    intermissionSession().rolling = undefined;
    // Power carries over and may be negative (BR p.9): on its absolute space.
    placePowerMarkers(after);
    const said = layNextActBoard(after);
    if (said !== undefined) announce(said);
  }
}

/** The last paint showed nothing: a redraw outside a campaign's Intermission skips the panel. */
let paintedHidden = false;

function paint(full: boolean): void {
  const session = intermissionSession();
  const s = game();
  const hidden = session.rolling === undefined && session.fates === undefined && inIntermission(s) === undefined;
  if (hidden && paintedHidden && !full) return;
  paintedHidden = hidden;
  paintPanel(s, session);
  if (full) paintChoiceButtons(session.fates, INTERMISSION_KEEP, PAGE_F);
}

export function installIntermission(): void {
  exposeGlobal("arcsIntermNext", (player: { color: string }) => onNext(player.color));
  exposeGlobal(INTERMISSION_KEEP, onKeep);
  onApplied(afterApplied);
  onRedraw("intermission", paint);
  registerSavedFeature("intermission", { save: () => sessionToSave(), restore: (data) => restoreSession(data), check: (data, g) => sessionProblems(data, g) });
  // Saved while the next Act's dice rolled: nothing was read from them, so they are rolled again.
  onResume("intermission", rollForNextAct);
}
