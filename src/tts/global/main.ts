/**
 * Global script entry (thin): wires TTS events to the features. TTS calls handlers and button/UI
 * callbacks by global name, so they are assigned to globals here and nowhere else.
 */
import type { Ambition } from "../../core/data/vocabulary";
import { AMBITIONS } from "../../core/data/vocabulary";
import { encodeState, restoreState } from "../lib/persistence";
import { announce } from "../lib/chat";
import { exposeGlobal } from "../lib/globals";
import { afterCommand, onDeclareClicked } from "./bookkeeping";
import { onActionCardDropped } from "./cardPlay";
import { LOG_COMMAND, exportLog } from "./logExport";
import { TABLE_STATE_VERSION, freshTableState, onApplied, replaceTable, table, upgradeTableState } from "./session";
import { TURN_BAR_XML, onEndTurnClicked, onPassClicked, refreshTurnBar } from "./turnBar";

onApplied(afterCommand);
onApplied(() => refreshTurnBar());

onLoad = (saved) => {
  const restored = restoreState(saved, TABLE_STATE_VERSION, freshTableState, upgradeTableState);
  const state = restored.state;
  state.loads = state.loads + 1;
  replaceTable(state);
  UI.setXml(TURN_BAR_XML);
  if (restored.problem !== undefined) {
    announce(`Arcs: could not restore the saved game (${restored.problem}). The table starts fresh.`);
  }
  Wait.frames(() => refreshTurnBar(), 1);
};

onSave = () => encodeState(TABLE_STATE_VERSION, table());

onObjectDrop = (colour, obj) => {
  onActionCardDropped(colour, obj);
};

onChat = (message, sender) => {
  if (message.trim() === LOG_COMMAND) {
    exportLog(sender.color);
    return false;
  }
  return true;
};

exposeGlobal("arcsEndTurn", (player: { color: string }) => onEndTurnClicked(player));
exposeGlobal("arcsPass", (player: { color: string }) => onPassClicked(player));
for (const a of AMBITIONS) {
  const ambition: Ambition = a;
  exposeGlobal(`arcsDeclare_${a}`, (_card: TTSObject, colour: string) => onDeclareClicked(ambition, colour));
}
