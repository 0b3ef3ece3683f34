/**
 * Global script entry (thin): restores the game, installs the features, and forwards TTS events.
 * TTS calls handlers by global name; only this file assigns TTS's event globals.
 */
import { encodeState, restoreState } from "../lib/persistence";
import { announce } from "../lib/chat";
import { emitChat, emitDrop, emitEnterZone, emitLeaveZone, emitRandomize } from "../lib/events";
import { composedUi } from "../lib/ui";
import { installBattle } from "./battle";
import { installCardPlay } from "./cardPlay";
import { installCourt } from "./court";
import { installLogExport } from "./logExport";
import { installScoring } from "./scoring";
import { installSetup } from "./setup";
import { TABLE_STATE_VERSION, freshTableState, replaceTable, restoreFeatures, tableToSave, upgradeTableState } from "./session";
import { installTurnBar, refreshTurnBar } from "./turnBar";
import { installHelp } from "../help/help";

installTurnBar();
installCardPlay();
installLogExport();
installBattle();
installCourt();
installScoring();
installSetup();
installHelp();

onLoad = (saved) => {
  const restored = restoreState(saved, TABLE_STATE_VERSION, freshTableState, upgradeTableState);
  const state = restored.state;
  state.loads = state.loads + 1;
  const features = state.features;
  state.features = undefined;
  replaceTable(state);
  UI.setXml(composedUi());
  if (restored.problem !== undefined) {
    announce(`Arcs: could not restore the saved game (${restored.problem}). The table starts fresh.`);
  }
  // A pending Vox choice, a battle in progress: each feature takes its section back.
  for (const problem of restoreFeatures(features)) announce(`Arcs: could not restore ${problem}; that part starts over.`);
  Wait.frames(() => refreshTurnBar(), 1);
};

onSave = () => encodeState(TABLE_STATE_VERSION, tableToSave());

onObjectDrop = (colour, obj) => emitDrop(colour, obj);
onObjectEnterZone = (zone, obj) => emitEnterZone(zone, obj);
onObjectLeaveZone = (zone, obj) => emitLeaveZone(zone, obj);
onObjectRandomize = (obj, colour) => emitRandomize(obj, colour);
onChat = (message, sender) => !emitChat(message, sender.color);
