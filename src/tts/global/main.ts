/**
 * Global script entry (thin): wires TTS events to the table state.
 * TTS calls handlers by global name, so they are assigned to the declared globals.
 */
import { encodeState, restoreState } from "../lib/persistence";
import { TABLE_STATE_VERSION, TableState, freshTableState, upgradeTableState } from "./tableState";

let state: TableState = freshTableState();

onLoad = (saved) => {
  const restored = restoreState(saved, TABLE_STATE_VERSION, freshTableState, upgradeTableState);
  state = restored.state;
  state = { ...state, loads: state.loads + 1 };
  if (restored.problem !== undefined) {
    broadcastToAll(`Arcs: could not restore the saved game (${restored.problem}). The table starts fresh.`, Color.Red);
  }
};

onSave = () => encodeState(TABLE_STATE_VERSION, state);
