import { exposeGlobal } from "../lib/globals";

/**
 * The welcome note: a button that tells the clicking player (only them) how to start.
 * Object scripts are their own Lua bundle; `self` is captured once because TSTL methods shadow it.
 */
const note = self;

const HELP =
  "Welcome to Arcs. Seat yourselves (2 to 4 players: Red, Blue, Yellow, White); the host starts setup. " +
  'The Notebook tab "How to use this table" explains the table (its other tabs summarise the rules); type !arcs help in chat for the commands.';

function showHelp(_obj: TTSObject, color: PlayerColor) {
  if (color === "Grey" || color === "Black") {
    printToColor("Take a seat to play Arcs.", color, Color.Yellow);
    return;
  }
  printToColor(HELP, color, Color.White);
}

exposeGlobal("showHelp", showHelp);

onLoad = () => {
  note.createButton({
    click_function: "showHelp",
    function_owner: note,
    label: "How to start",
    position: Vector(0, 0.2, 0.6),
    width: 1400,
    height: 300,
    font_size: 160,
  });
};
