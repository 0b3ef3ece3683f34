/**
 * Battle handlers in the Lua VM (the BUILT save's Global in the TTS fake): the time of the
 * dice-resolution handler (read every die's face, check the roll with the core, the default hits,
 * the public resolution and the panel) on a 4-player mid-game table (issue target <= 2 ms).
 * Staging reuses the Court/scoring bench helpers.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import type { Colour } from "../../src/core/data/vocabulary";
import { buildSave } from "../lib/build";
import { gameDataValidators } from "../lib/gameData";
import { REPO_ROOT } from "../lib/tstl";
import { GLOBAL_GUID, SaveFile, TtsTable } from "../ttsFake/table";
import type { BenchRow } from "./index";
import { dealCourtCard, gameInPlay, loadWithGame, run, spotIn, takeCity, takeCourtCard, takePieces, takeResources, zoneOf } from "./courtScoringHandlers";
import { timePerCall } from "./luaModule";

const FOUR: Colour[] = ["Red", "Blue", "Yellow", "White"];

/**
 * Red's turn in a lived-in 4-player game: Court row with agents, Guild cards, resources, Trophies,
 * pieces in several systems, and a battle in 4.2 (6 Red ships, 1 damaged, against 4 Blue ships and
 * a Blue city) with 6 dice rolled and resting in the tray.
 */
export function stageRolledBattle(save: SaveFile): TtsTable {
  // Red has led: Battle is an action taken with the played card's pips (p.14).
  const start = gameInPlay(FOUR);
  const table = loadWithGame(save, run(start, { type: "lead", player: "Red", card: start.players.find((p) => p.colour === "Red")!.hand[0] }));
  ["BC01", "BC05", "BC10", "BC15"].forEach((id, i) => dealCourtCard(table, id, i + 1));
  FOUR.forEach((c, i) => {
    takePieces(table, "agent", c, 1 + (i % 2), zoneOf(table, "court-slot", String(1 + i)), i);
    takeCourtCard(table, ["BC02", "BC07", "BC12", "BC20"][i], spotIn(zoneOf(table, "play-area", c), 0));
    takeResources(table, ["material", "fuel", "relic", "psionic"][i], 1 + (i % 2), zoneOf(table, "resources-zone", c));
    takePieces(table, "ship", FOUR[(i + 1) % 4], 1, zoneOf(table, "trophies", c));
    takePieces(table, "ship", c, 3, zoneOf(table, "system", `${i + 1}.1`));
  });
  const battle = zoneOf(table, "system", "4.2");
  const red = takePieces(table, "ship", "Red", 6, battle);
  red[0].rotation = { x: 0, y: 180, z: 90 };
  takePieces(table, "ship", "Blue", 4, battle, 6);
  takeCity(table, "Blue", battle, 10);
  takeCity(table, "Yellow", zoneOf(table, "system", "5.3"), 0);
  table.settle();
  const click = (id: string) => table.clickUi("Red", id);
  click("arcsBattleOpen");
  const systems = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => table.ui().getAttribute(`arcsBattleSystem${i}`, "text"));
  click(`arcsBattleSystem${systems.indexOf("4.2") + 1}`);
  const defenders = [1, 2, 3].map((i) => table.ui().getAttribute(`arcsBattleDefender${i}`, "text"));
  if (defenders.indexOf("Blue") >= 0) click(`arcsBattleDefender${defenders.indexOf("Blue") + 1}`);
  for (const id of ["assault", "assault", "assault", "raid", "raid", "skirmish"]) click(`arcsBattleMore_${id}`);
  click("arcsBattleRoll");
  table.settle();
  const step = table.callScript(GLOBAL_GUID, "arcsBattleStep");
  if (step !== "hits") throw new Error(`the battle did not reach its hits (step ${String(step)}): ${JSON.stringify(table.messages.slice(-3))}`);
  return table;
}

function loadBuiltSave(): SaveFile {
  const file = path.join(REPO_ROOT, "build", "Arcs.json");
  if (!fs.existsSync(file)) buildSave({ root: REPO_ROOT, validators: gameDataValidators() });
  return JSON.parse(fs.readFileSync(file, "utf8")) as SaveFile;
}

export async function battleSection(): Promise<BenchRow[]> {
  const table = stageRolledBattle(loadBuiltSave());
  const handler = timePerCall(() => {
    table.callScript(GLOBAL_GUID, "arcsBattleDiceRested");
    table.messages.length = 0;
  }, 20, 1000);
  table.settle();
  const withProposal = timePerCall(() => {
    table.callScript(GLOBAL_GUID, "arcsBattleDiceRested");
    table.world.advanceFrames(1);
    table.messages.length = 0;
  }, 20, 1000);
  const assign = table.ui().text("arcsBattleAssign") ?? "";
  if (!assign.startsWith("Suggested:")) throw new Error(`the suggested hits did not show: ${assign}`);
  return [
    {
      section: "battle",
      what: "dice-resolution handler (6 dice read, core readRoll, public resolution, panel), 4p mid-game, Lua VM in the TTS fake",
      value: `${handler.toFixed(2)} ms`,
      target: "<= 2 ms",
    },
    {
      section: "battle",
      what: "  + next frame: the core's suggested hits (defaultHitAssignment) on the panel",
      value: `${withProposal.toFixed(2)} ms`,
    },
  ];
}
