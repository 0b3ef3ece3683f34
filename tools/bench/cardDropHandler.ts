/**
 * The card-drop handler in the Lua VM (the BUILT save's Global in the TTS fake), on a 4-player
 * table at the start of a chapter (issue target <= 2 ms): an accepted lead (derive the play, the core
 * applies it, public event, declare buttons, turn bar) and a refused out-of-turn card (back to hand).
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { buildSave } from "../lib/build";
import { gameDataValidators } from "../lib/gameData";
import { REPO_ROOT } from "../lib/tstl";
import { SaveFile, TtsTable } from "../ttsFake/table";
import type { FakeObject } from "../ttsFake/world";
import type { BenchRow } from "./index";
import { FOUR, gameInPlay, loadWithGame, zoneOf } from "./courtScoringHandlers";

function loadBuiltSave(): SaveFile {
  const file = path.join(REPO_ROOT, "build", "Arcs.json");
  if (!fs.existsSync(file)) buildSave({ root: REPO_ROOT, validators: gameDataValidators() });
  return JSON.parse(fs.readFileSync(file, "utf8")) as SaveFile;
}

/** Take a card out of the action deck (by id) into a seat's hand zone. */
function toHand(table: TtsTable, id: string, colour: string): FakeObject {
  const deck = table.withTag("action-deck")[0];
  const entry = deck.contents.find((c) => c.GMNotes === id);
  if (!entry) throw new Error(`card ${id} is not in the action deck`);
  return table.take(deck, { guid: entry.GUID, position: table.world.handZone(colour)!.position, rotation: { x: 0, y: 180, z: 0 } })!;
}

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export async function cardDropSection(): Promise<BenchRow[]> {
  const save = loadBuiltSave();
  const game = gameInPlay(FOUR);
  const leader = game.round!.order[0];
  const lead = game.players.find((p) => p.colour === leader)!.hand[0];
  const other = game.round!.order[1];
  const otherCard = game.players.find((p) => p.colour === other)!.hand[0];

  const accepted: number[] = [];
  const refused: number[] = [];
  for (let k = 0; k < 7; k++) {
    const table = loadWithGame(save, game, leader);
    const leadSlot = zoneOf(table, "lead-slot");
    const outOfTurn = toHand(table, otherCard, other);
    const followSlot = zoneOf(table, "follow-slot", other);
    for (let i = 0; i < 12; i++) {
      const t = performance.now();
      table.drop(other, outOfTurn, followSlot.position);
      if (i >= 4) refused.push(performance.now() - t); // the first drops warm the VM up
      table.settle();
    }
    const card = toHand(table, lead, leader);
    const t = performance.now();
    table.drop(leader, card, leadSlot.position);
    accepted.push(performance.now() - t);
    const holder = JSON.parse(table.save().LuaScriptState!).state.game.round.plays[0];
    if (!holder || holder.card !== lead) throw new Error("the staged lead was not accepted");
  }
  return [
    { section: "tts", what: "card drop: accepted lead (core apply, event, declare buttons, turn bar), 4p, Lua VM in the TTS fake", value: `${median(accepted).toFixed(2)} ms`, target: "<= 2 ms" },
    { section: "tts", what: "card drop: refused out-of-turn card (back to hand, private reason)", value: `${median(refused).toFixed(2)} ms`, target: "<= 2 ms" },
  ];
}
