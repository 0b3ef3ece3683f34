/**
 * Chapter end on the table (issue item 6): the BUILT save's Global in the TTS fake. Ambitions are
 * declared in the staged state; Trophies, Captives and resources are pieces taken out of their bags
 * into the players' zones; the chapter ends by everyone passing on the turn bar.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import { cardName } from "../../src/core/game/util";
import {
  FOUR,
  gameInPlay,
  handCardWords,
  loadWithGame,
  passUntilScoring,
  run,
  takeCity,
  takePieces,
  takeResources,
  withMarkers,
  zoneOf,
} from "../../tools/bench/courtScoringHandlers";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { builtSave } from "../support/builtSave";

const save = () => builtSave().save as unknown as SaveFile;

/** The players who pass, in order, until the chapter ends (p.8). */
function passOrder(s: GameState): Colour[] {
  const out: Colour[] = [];
  let cur = s;
  while (cur.phase === "play" && cur.round !== undefined) {
    const who = cur.round.order[cur.round.turn];
    out.push(who);
    cur = run(cur, { type: "pass", player: who });
  }
  return out;
}

function one(table: TtsTable, pred: (o: FakeObject) => boolean, what: string): FakeObject {
  const found = table.find(pred);
  if (found.length !== 1) throw new Error(`expected one ${what}, found ${found.length}`);
  return found[0];
}

/** A snap point of an object in world coordinates (position + rotY(scale * local)). */
function snapWorld(o: FakeObject, tag: string): { x: number; z: number } {
  const sp = ((o.data.AttachedSnapPoints ?? []) as { Position: { x: number; z: number }; Tags: string[] }[]).find((p) => p.Tags.includes(tag));
  if (!sp) throw new Error(`no snap point ${tag}`);
  const r = (o.rotation.y * Math.PI) / 180;
  const lx = sp.Position.x * o.scale.x;
  const lz = sp.Position.z * o.scale.z;
  return { x: o.position.x + lx * Math.cos(r) + lz * Math.sin(r), z: o.position.z - lx * Math.sin(r) + lz * Math.cos(r) };
}

function expectNear(o: FakeObject, at: { x: number; z: number }): void {
  expect(Math.abs(o.position.x - at.x) + Math.abs(o.position.z - at.z)).toBeLessThan(0.01);
}

function inZone(table: TtsTable, zone: FakeObject): FakeObject[] {
  return table.world.objectsIn(zone);
}

function bagCount(table: TtsTable, kind: string, colour: string): number {
  return one(table, (o) => o.tags.includes("supply") && o.tags.includes(kind) && o.tags.includes(colour), `${colour} ${kind} bag`).contents.length;
}

function publicTexts(table: TtsTable): string[] {
  return table.messages.filter((m) => m.to === undefined).map((m) => m.text);
}

const MARKERS = { "marker-5-3": "warlord", "marker-3-2": "tyrant" } as const;

describe("chapter end: preview, confirmation, cleanup", () => {
  test("p.18-19: the preview shows who gets what; only the initiative holder or the host confirms; the table is cleaned up", () => {
    const state = withMarkers(gameInPlay(FOUR), { ...MARKERS });
    const scoringState = passUntilScoring(state);
    const holder = scoringState.initiative;
    const host = FOUR.find((c) => c !== holder)!;
    const other = FOUR.find((c) => c !== holder && c !== host)!;
    const table = loadWithGame(save(), state, host);
    // Red: 2 Blue ships and a Blue city as Trophies; Blue: a Red ship. Yellow: 2 Red agents captive; White: a Blue agent.
    takePieces(table, "ship", "Blue", 2, zoneOf(table, "trophies", "Red"));
    const blueCity = takeCity(table, "Blue", zoneOf(table, "trophies", "Red"), 2);
    takePieces(table, "ship", "Red", 1, zoneOf(table, "trophies", "Blue"));
    takePieces(table, "agent", "Red", 2, zoneOf(table, "captives", "Yellow"));
    takePieces(table, "agent", "Blue", 1, zoneOf(table, "captives", "White"));
    table.settle();
    const ui = table.ui();
    expect(ui.isVisible("arcsScoringPanel")).toBe(false);

    for (const colour of passOrder(state)) table.clickUi(colour, "passButton");
    expect(ui.isVisible("arcsScoringPanel")).toBe(true);
    const preview = ui.text("arcsScoringText")!;
    expect(preview).toContain("Tyrant (3/2): Yellow +3 for first place in Tyrant (2, the most); White +2 for second place in Tyrant (1, the second most)");
    expect(preview).toContain("Warlord (5/3): Red +5 for first place in Warlord (3, the most); Blue +3 for second place in Warlord (1, the second most)");
    expect(preview).toContain("Power after scoring: Red 5 (+5), Blue 3 (+3), Yellow 3 (+3), White 2 (+2)");
    expect(preview).not.toContain("bonus city Power");

    // A player who neither holds the initiative nor hosts: refused privately, nothing scored.
    table.messages.length = 0;
    table.clickUi(other, "arcsScoringConfirmButton");
    expect(table.messages).toEqual([expect.objectContaining({ to: other, text: expect.stringMatching(/only .* or the host confirms/) })]);
    expect(ui.isVisible("arcsScoringPanel")).toBe(true);

    const redAgents = bagCount(table, "agent", "Red");
    const blueShips = bagCount(table, "ship", "Blue");
    table.clickUi(holder, "arcsScoringConfirmButton");
    expect(ui.isVisible("arcsScoringPanel")).toBe(false);
    // Zones see what the script moved a physics step later (docs/tts-behaviour.md).
    table.settle();

    const map = one(table, (o) => o.tags.includes("map"), "map");
    const marker = (c: string) => one(table, (o) => o.tags.includes("power-marker") && o.tags.includes(c), `${c} power marker`);
    expectNear(marker("Red"), snapWorld(map, "power-5"));
    expectNear(marker("Blue"), snapWorld(map, "power-3"));
    expectNear(marker("Yellow"), snapWorld(map, "power-3"));
    expectNear(marker("White"), snapWorld(map, "power-2"));
    expectNear(one(table, (o) => o.tags.includes("chapter-marker"), "chapter marker"), snapWorld(map, "chapter-2"));

    // Ambition markers back in Available markers; the lowest unflipped (2/0) turned over.
    const available = inZone(table, zoneOf(table, "available-markers")).filter((o) => o.tags.includes("ambition-marker"));
    expect(available.map((o) => String(o.data.GMNotes)).sort()).toEqual(["marker-2-0", "marker-3-2", "marker-5-3"]);
    for (const m of available) expect({ id: m.data.GMNotes, flipped: m.faceDown }).toEqual({ id: m.data.GMNotes, flipped: m.data.GMNotes === "marker-2-0" });

    // Warlord and Tyrant were scored: every Trophy and Captive went home.
    for (const c of FOUR) {
      expect(inZone(table, zoneOf(table, "trophies", c)).filter((o) => o.tags.includes("ship") || o.tags.includes("city"))).toEqual([]);
      expect(inZone(table, zoneOf(table, "captives", c)).filter((o) => o.tags.includes("agent"))).toEqual([]);
    }
    expect(bagCount(table, "agent", "Red")).toBe(redAgents + 2);
    expect(bagCount(table, "ship", "Blue")).toBe(blueShips + 2);
    const board = one(table, (o) => o.tags.includes("player-board") && o.tags.includes("Blue"), "Blue board");
    const slots = [1, 2, 3, 4, 5].map((n) => snapWorld(board, `city-slot-${n}`));
    expect(slots.some((s) => Math.abs(s.x - blueCity.position.x) + Math.abs(s.z - blueCity.position.z) < 0.01)).toBe(true);
    expect(blueCity.faceDown).toBe(false);

    const said = publicTexts(table).join("\n");
    expect(said).toContain("Warlord (5/3): Red +5 for first place in Warlord");
    expect(said).toContain("the marker-2-0 ambition marker flips to its higher side");
    expect(said).toContain("chapter 2 begins");
    const handWords = handCardWords(state).flatMap((id) => [id, cardName(id)]);
    for (const w of handWords) expect(said.includes(w) ? w : "").toBe("");
  });

  test("p.19: reaching the Power to win ends the game on confirmation by the host, and the winner is announced", () => {
    const scoringState = passUntilScoring(withMarkers(gameInPlay(FOUR), { ...MARKERS }));
    for (const p of scoringState.players) p.power = p.colour === "Blue" ? 24 : 10;
    const host = FOUR.find((c) => c !== scoringState.initiative)!;
    const table = loadWithGame(save(), scoringState, host);
    const ui = table.ui();
    // Restored in the scoring step: the preview is back after the load.
    expect(ui.isVisible("arcsScoringPanel")).toBe(true);
    expect(ui.text("arcsScoringText")).toContain("nobody has any for Warlord");
    // The preview follows the table: a Trophy enters Blue's Trophies zone.
    takePieces(table, "ship", "Red", 1, zoneOf(table, "trophies", "Blue"));
    // Zone events are counted together on the next frame.
    table.world.advanceFrames(1);
    expect(ui.text("arcsScoringText")).toContain("Blue +5 for first place in Warlord (1, the most)");
    const chapterMarker = one(table, (o) => o.tags.includes("chapter-marker"), "chapter marker");
    const before = { ...chapterMarker.position };

    table.clickUi(host, "arcsScoringConfirmButton");
    expect(ui.isVisible("arcsScoringPanel")).toBe(true);
    expect(ui.text("arcsScoringTitle")).toBe("Game over");
    expect(ui.text("arcsScoringText")).toContain("Blue wins the game.");
    expect(ui.isVisible("arcsScoringConfirmButton")).toBe(false);
    expect(publicTexts(table).join("\n")).toMatch(/a player reached 27 Power: Blue wins/);
    expect(chapterMarker.position).toEqual(before);
  });

  test("p.19: with 2 players the tokens on the ambition boxes count as a third player who never gains Power", () => {
    const scoringState = passUntilScoring(withMarkers(gameInPlay(["Red", "Blue"]), { "marker-5-3": "warlord" }));
    const table = loadWithGame(save(), scoringState, scoringState.initiative);
    takePieces(table, "ship", "Blue", 1, zoneOf(table, "trophies", "Red"));
    takeResources(table, "weapon", 2, zoneOf(table, "ambition-box", "warlord"));
    table.world.advanceFrames(1);
    const preview = table.ui().text("arcsScoringText")!;
    expect(preview).toContain("the third player takes first place in Warlord but never gains Power");
    expect(preview).toContain("Red +3 for second place in Warlord (1, the second most)");
  });
});
