/**
 * Shared checks for the setup scenarios: the table must show what the core's state says.
 * (Not a test file: imported by tests/scenarios/setup*.test.ts; other scenario tests may use it too.)
 */
import type { TtsTable } from "../../tools/ttsFake/table";
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import { ACTION_CARDS, actionDeckFor } from "../../src/core/data/actionCards";
import { cardName } from "../../src/core/game/util";
import { ambitionBoxFor, setupCard } from "../../src/core/data/setupCards";
import { SYSTEMS } from "../../src/core/data/map";
import { handIds, idsInZone, nearest, objectsInZone, piecesIn, snapAt } from "../support/scenario";

/** Public messages never name an action card (rulebook p.22 "Private Information"; DEVELOPERS standards). */
export function expectNoCardNamesInPublic(table: TtsTable): void {
  const publicTexts = table.messages.filter((m) => m.to === undefined).map((m) => m.text);
  for (const text of publicTexts) {
    for (const c of ACTION_CARDS) {
      expect({ text, card: c.id, named: text.includes(c.id) || text.includes(cardName(c.id)) }).toEqual({ text, card: c.id, named: false });
    }
  }
}

export function player(s: GameState, colour: Colour) {
  return s.players.find((p) => p.colour === colour)!;
}

/** Everything the table must show right after a standard setup, checked against the core's state. */
export function expectTableMatches(table: TtsTable, s: GameState): void {
  // Pieces per system (p.5 step N).
  const expected: Record<string, Record<string, Record<string, number>>> = {};
  for (const p of s.placements) {
    const sys = (expected[p.system] = expected[p.system] ?? {});
    const mine = (sys[p.player] = sys[p.player] ?? {});
    mine.ship = (mine.ship ?? 0) + p.ships;
    if (p.building) mine[p.building] = (mine[p.building] ?? 0) + 1;
  }
  for (const system of Object.keys(expected)) {
    const found = piecesIn(table, system);
    delete found.table;
    expect({ system, found }).toEqual({ system, found: expected[system] });
  }
  // The city placed is the leftmost one of the board: slot 1 is empty, slots 2-5 hold cities.
  for (const colour of s.seats) {
    const cities = table.withTag("city").filter((c) => c.tags.includes(colour));
    const cityCount = s.placements.filter((p) => p.player === colour && p.building === "city").length;
    for (let n = 1; n <= 5; n++) {
      const at = snapAt(table, "player-board", `city-slot-${n}`, colour)!;
      expect({ colour, n, city: nearest(cities, at) !== undefined }).toEqual({ colour, n, city: n > cityCount });
    }
  }
  // Resources: slot 1 then slot 2 (p.5 step O).
  for (const p of s.players) {
    const tokens = objectsInZone(table, "resources-zone", p.colour).filter((o) => o.tags.includes("resource"));
    expect(tokens).toHaveLength(p.startingResources.length);
    p.startingResources.forEach((type, i) => {
      const at = snapAt(table, "player-board", `resource-slot-${i + 1}`, p.colour)!;
      expect({ colour: p.colour, slot: i + 1, type: nearest(tokens, at)?.data.GMNotes }).toEqual({ colour: p.colour, slot: i + 1, type });
    });
  }
  // Hands by identity (p.5 step P).
  for (const p of s.players) {
    expect(p.hand).toHaveLength(6);
    expect(handIds(table, p.colour).sort()).toEqual(p.hand.slice().sort());
  }
  for (const colour of ["Red", "Blue", "Yellow", "White"].filter((c) => !s.seats.includes(c as Colour))) {
    expect(handIds(table, colour)).toEqual([]);
  }
  // The action discard (p.5 step Q), face down, in the core's order: top = highest.
  const discard = objectsInZone(table, "action-discard").filter((o) => o.isCard);
  expect(discard.every((c) => c.faceDown)).toBe(true);
  expect(discard.sort((a, b) => b.position.y - a.position.y).map((c) => c.data.GMNotes)).toEqual(s.discard);
  // The deck composition: 20 cards with 2-3 players, 28 with 4 (p.4 steps C-D).
  const inPlay = s.players.flatMap((p) => p.hand).concat(s.discard);
  expect(inPlay.sort()).toEqual(actionDeckFor(s.playerCount).sort());
  expect(inPlay).toHaveLength(s.playerCount === 4 ? 28 : 20);
  const allCards = table.withTag("action-card").map((o) => o.data.GMNotes);
  expect(allCards).toHaveLength(ACTION_CARDS.length);
  // The Court row, face up, slot by slot (p.4 step H).
  s.court.row.forEach((id, i) => expect(idsInZone(table, "court-slot", `${i + 1}`)).toEqual([id]));
  for (const id of s.court.row) expect(table.withTag("court-card").find((o) => o.data.GMNotes === id)!.faceDown).toBe(false);
  // Markers (p.4 steps E-G, p.5 step M).
  const available = objectsInZone(table, "available-markers").filter((o) => o.tags.includes("ambition-marker"));
  expect(available.map((o) => o.data.GMNotes).sort()).toEqual(["marker-2-0", "marker-3-2", "marker-5-3"]);
  expect(available.every((o) => !o.faceDown)).toBe(true);
  expect(objectsInZone(table, "ambition-declared").some((o) => o.tags.includes("zero-marker"))).toBe(true);
  const chapter = table.withTag("chapter-marker")[0];
  expect(nearest([chapter], snapAt(table, "map", "chapter-1")!)).toBe(chapter);
  for (const colour of s.seats) {
    const marker = table.withTag("power-marker").find((o) => o.tags.includes(colour))!;
    expect(nearest([marker], snapAt(table, "map", "power-0")!)).toBe(marker);
  }
  // The initiative marker with the first player, face up.
  const initiative = table.withTag("initiative-marker")[0];
  expect(objectsInZone(table, "play-area", s.seats[0])).toContain(initiative);
  expect(initiative.faceDown).toBe(false);
  // Out of play (p.4 step J).
  const card = setupCard(s.setupCard)!;
  for (const sys of SYSTEMS) {
    const found = piecesIn(table, sys.id).table ?? {};
    const out = card.outOfPlay.includes(sys.cluster);
    const marker = sys.kind === "gate" ? "path-marker" : "out-of-play-marker";
    expect({ system: sys.id, marker: found[marker] ?? 0 }).toEqual({ system: sys.id, marker: out ? 1 : 0 });
  }
  // 2 players: the third player's resources on the ambition boxes (p.4 step K).
  if (s.thirdPlayer) {
    for (const box of ["tycoon", "warlord", "keeper", "empath"] as const) {
      const want = s.thirdPlayer.tokens.filter((t) => ambitionBoxFor(t) === box).sort();
      const got = objectsInZone(table, "ambition-box", box).filter((o) => o.tags.includes("resource")).map((o) => o.data.GMNotes).sort();
      expect({ box, got }).toEqual({ box, got: want });
    }
  }
}

