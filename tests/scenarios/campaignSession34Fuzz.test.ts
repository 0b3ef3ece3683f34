/**
 * The seeded table fuzz (tests/support/tableFuzz.ts, pathFuzz.ts) on session 34's table paths: Share
 * Rumor (seed 003 F1212, src/tts/campaign/shareRumor.ts) and Global's panels read from the table
 * object's memo (src/tts/lib/ui.ts). Besides the base fuzz's events, a share are the paths' own moves
 * by random colours (seated or not): any seat's agent dropped on the Rumor or beside it, a Rumor
 * moved, now and then Blue placing theirs right; and a table whose memo is gone (a host's edit),
 * fuzzed with the base events only. After every event: no Lua error, the saved-state validator finds
 * no problem; a move refused to its mover alone leaves the core's state as it was. Then the table is
 * not stuck: the random driver carries the game on from the state the fuzz left.
 */
import { randomInt } from "../../src/core/game/driver";
import type { Rng } from "../../src/core/game/driver";
import type { GameState } from "../../src/core/game/types";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { SaveFile } from "../../tools/ttsFake/table";
import { loadWithGame, spotIn, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { CLICKERS, SCALE, fuzz, pick } from "../support/tableFuzz";
import { fuzzThenGoOn, pathRules, pressChecked } from "../support/pathFuzz";
import { builtSave } from "../support/builtSave";
import { pirateSummit } from "../core/campaign/transferLoreFixtures";
import { setupLog } from "../support/scenario";
import { replay } from "../../src/core/rules";

const EVENTS = 20 * SCALE;
const SEATS = ["Red", "Blue", "Yellow", "White"];
const reached = new Set<string>();

const rumor = (t: TtsTable) => t.find((o) => !o.isZone && !o.isContainer && o.tags.includes("fate-token") && /Rumor/.test(String(o.data.GMNotes)))[0];
const onTop = (o: FakeObject) => ({ x: o.position.x, y: o.position.y + 0.4, z: o.position.z });

/** A colour's agent lying on the table, else one out of its supply. */
function agentOf(t: TtsTable, colour: string): FakeObject | undefined {
  const out = t.find((o) => !o.isZone && !o.isContainer && o.tags.includes("agent") && o.tags.includes(colour) && o.position.x > 25)[0];
  if (out !== undefined) return out;
  const bag = t.find((o) => o.isContainer && o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes(colour))[0];
  return bag && bag.contents.length > 0 ? t.playerTake(bag, { position: { x: 30 + SEATS.indexOf(colour), y: 1.5, z: -16 } }) : undefined;
}

/** Share Rumor's moves: any seat's agent dropped by anyone on the Rumor or beside it, the Rumor moved, or Blue placing their own. */
function shareMove(t: TtsTable, rng: Rng, s: GameState | undefined): string {
  const token = rumor(t);
  const who = pick(rng, CLICKERS);
  const k = randomInt(rng, 6);
  if (k === 0) {
    t.drop(who, token, { ...spotIn(zoneOf(t, "system", pick(rng, ["2.1", "2.2", "3.1"])), randomInt(rng, 8)), y: 1.5 });
    return `${who} moves the Rumor`;
  }
  const colour = k === 1 ? "Blue" : pick(rng, SEATS);
  const agent = agentOf(t, colour);
  if (agent === undefined) return `no ${colour} agent left`;
  const mover = k === 1 ? "Blue" : who;
  const to = randomInt(rng, 4) === 0 ? { ...spotIn(zoneOf(t, "system", "2.2"), randomInt(rng, 8)), y: 1.5 } : onTop(token);
  return pressChecked(t, s, mover, "drop:agent on Rumor", () => t.drop(mover, agent, to), reached);
}

/** A Summit with Sharing Rumors in the booklet, Yellow the Pirate; a face-down Rumor on 2.1 with Red's agent on it. */
function shareTable(): TtsTable {
  const t = loadWithGame(builtSave().save as unknown as SaveFile, pirateSummit(), "Red");
  const outer = t.withTag("fate-token-bag")[0];
  const bag = t.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f12-false-rumor")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  const at = zoneOf(t, "system", "2.1").position;
  const token = t.playerTake(bag, { position: { x: at.x, y: 1.2, z: at.z }, rotation: { x: 0, y: 180, z: 180 } })!;
  t.settle();
  const red = takePieces(t, "agent", "Red", 1, zoneOf(t, "system", "2.1"))[0];
  t.world.move(red, onTop(token));
  t.settle();
  return t;
}

/** A chapter under way on a table whose table object lost its memo: Global shows the one-line notice. */
function noPanelsTable(): { table: TtsTable; seats: string[]; host: string } {
  const log = setupLog({ seats: ["Red", "Blue", "Yellow"], setupCard: "3SETUP01", seed: 34 });
  const state = JSON.stringify({ format: "arcs-tts", version: 2, state: { game: replay(log).state, log, loads: 0 } });
  const save = builtSave().save as unknown as SaveFile;
  const objects = save.ObjectStates.map((o) => (((o.Tags as string[] | undefined) ?? []).includes("table-surface") ? { ...o, Memo: undefined } : o));
  const t = new TtsTable({ ...save, ObjectStates: objects, LuaScriptState: state }, { seats: ["Red", "Blue", "Yellow"].map((color) => ({ color, host: color === "Red" })) });
  t.settle();
  expect(t.ui().ids()).toEqual(["arcsNoPanels"]);
  return { table: t, seats: ["Red", "Blue", "Yellow"], host: "Red" };
}

describe("session 34's table paths, fuzzed", () => {
  test("a Summit with Sharing Rumors (F1212), Red's agent on a face-down Rumor: random drops by any colour, then the game goes on", () => {
    fuzzThenGoOn(340, EVENTS, shareTable, pathRules(shareMove, 70, 6));
  });

  test("a chapter under way, the table object's memo gone: the base fuzz's events (drops, pick-ups, chat; no panel to click) break nothing", () => {
    const t = fuzz(341, 60 * SCALE, noPanelsTable);
    expect(t.ui().ids()).toEqual(["arcsNoPanels"]);
  });

  test("the fuzz reached Share Rumor accepted (told to all) and refused to its mover alone", () => {
    for (const label of ["drop:agent on Rumor", "refused"]) expect({ label, reached: reached.has(label) }).toEqual({ label, reached: true });
  });
});
