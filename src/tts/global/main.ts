/**
 * Global script entry (thin): restores the game, installs the features, and forwards TTS events.
 * TTS calls handlers by global name; only this file assigns TTS's event globals.
 */
import { encodeState } from "../lib/persistence";
import { announce } from "../lib/chat";
import { emitChat, emitDrop, emitEnterContainer, emitEnterZone, emitLeaveZone, emitPickUp, emitRandomize, emitRotate, emitSpawnOrDestroy, on } from "../lib/events";
import { installBattle } from "../battle/battle";
import { installCardPlay } from "../turn/cardPlay";
import { installCourt } from "../court/court";
import { installLogExport } from "../log/logExport";
import { installScoring } from "../scoring/scoring";
import { installSetup } from "../setup/setup";
import { TABLE_STATE_VERSION, freshTableState, replaceTable, restoreFeatures, tableToSave } from "../session/session";
import { installTurnBar } from "../turn/turnBar";
import { heldSave, installQuarantine, onReset, quarantine, tellHost, tellHostProblems } from "../session/quarantine";
import { redrawAfterLoad, redrawAll } from "../session/redraw";
import { restoreTable } from "../session/restore";
import { installSelfCheck, recordUiLoadFrames } from "../selfcheck/selfCheck";
import { installHelp } from "../help/help";
import { installActions } from "../actions/actions";
import { installCampaign } from "../campaign/campaign";
import { installMapActions } from "../map/mapActions";
import { forgetFurniture } from "../lib/pieceTags";
import { guarded, guardedEvenStopped, protectWait, setScriptsStopped } from "../lib/guard";
import { installScriptErrors } from "../session/scriptErrors";
import { installRules, stoppedAtLoad, uiForMode } from "../rules/rules";

// A table that never blocks a game (lib/guard.ts): every Wait callback runs under protection, and
// so do the event handlers (lib/events.ts) and the UI and button callbacks (lib/globals.ts).
protectWait();
installScriptErrors();
installRules();
installQuarantine();
installSelfCheck();
installTurnBar();
installCardPlay();
installLogExport();
installBattle();
installCourt();
installScoring();
installSetup();
installHelp();
installActions();
installCampaign();
installMapActions();
// A zone spawned or destroyed (the host replacing one): every kept lookup of furniture is dropped.
on("zoneChange", (_zone, destroyed) => forgetFurniture(destroyed));

onLoad = (saved) => {
  setScriptsStopped(false);
  guarded("onLoad", () => load(saved));
};

function load(saved: string | undefined): void {
  const outcome = restoreTable(saved);
  const state = outcome.state;
  state.loads = state.loads + 1;
  const features = state.features;
  state.features = undefined;
  replaceTable(state);
  if (outcome.problems !== undefined && saved !== undefined) quarantine(saved, outcome.problems);
  // A game whose scripts the host stopped stays a plain table (rules/rules.ts): nothing is drawn.
  const stopped = stoppedAtLoad();
  UI.setXml(uiForMode());
  if (stopped) return;
  // A pending Vox choice, a battle in progress: each feature takes its section back.
  const featureProblems = outcome.problems === undefined ? restoreFeatures(features) : [];
  for (const problem of featureProblems) announce(`Arcs: could not restore ${problem}; that part starts over.`);
  for (const note of outcome.notes) announce(`Arcs: ${note}.`);
  // UI.setXml applies on a later frame (UI.loading is true until then): redraw once it has.
  let uiFrames = 0;
  Wait.condition(
    () => {
      recordUiLoadFrames(uiFrames);
      tellHostProblems();
      tellHost(outcome.hostNotes);
      redrawAfterLoad();
    },
    () => {
      uiFrames++;
      return UI.loading !== true;
    },
  );
}

onReset(() => {
  setScriptsStopped(false);
  replaceTable(freshTableState());
  restoreFeatures(undefined);
  redrawAll(true);
});

/** The last state saved: what a save writes if encoding the table ever raises (nothing is lost). */
let lastSaved = "";

onSave = () => {
  const held = heldSave();
  if (held !== undefined) return held;
  // Saved under protection, also once the scripts are stopped (the log is kept up to then).
  const now = guardedEvenStopped("onSave", () => encodeState(TABLE_STATE_VERSION, tableToSave()));
  if (now !== undefined) lastSaved = now;
  return lastSaved;
};

onObjectDrop = emitDrop;
onObjectPickUp = emitPickUp;
onObjectEnterContainer = emitEnterContainer;
onObjectEnterZone = emitEnterZone;
onObjectLeaveZone = emitLeaveZone;
onObjectRandomize = emitRandomize;
onObjectRotate = (obj, _spin, flip, colour, _oldSpin, oldFlip) => emitRotate(obj, flip, colour, oldFlip);
onObjectSpawn = (obj) => emitSpawnOrDestroy(obj, false);
onObjectDestroy = (obj) => emitSpawnOrDestroy(obj, true);
onChat = (message, sender) => !emitChat(message, sender.color);
