/**
 * Staging the Believer's Faithful cards on the built save (issue 35; seed 003 F813): an Act II table
 * with Faithful Cards and Pluralistic Faith in its booklet, a Faithful card secured from the Court
 * into a hand. Shared by the Faithful cards' table scenarios.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import { isEventCard } from "../../src/core/campaign/fates/actionDeck";
import { actionCard } from "../../src/core/data/actionCards";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { SaveFile } from "../../tools/ttsFake/table";
import { loadWithGame, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "./builtSave";
import { reloaded } from "./edictTable";
import { recordImported } from "./fateTable";
import { coreState } from "./scenario";
import { actOneRecord } from "./campaignRun";

export const game = (t: TtsTable) => coreState(t) as GameState;
export const toOnly = (t: TtsTable, colour: string) => t.messages.filter((m) => m.to === colour).map((m) => m.text);


/** The Doctrine edicts' table (F821, F827): `s` loaded, the Doctrine card face up (Zeal) by the map and The Young Light (F816) in `holder`'s play area, saved and loaded. */
export function doctrineTable(s: GameState, holder?: string): TtsTable {
  const table = loadWithGame(builtSave().save as unknown as SaveFile, s, "Red");
  takeCard(table, "F822A", { x: -20, y: 1.5, z: 6 });
  if (holder !== undefined) {
    const z = zoneOf(table, "play-area", holder);
    takeCard(table, "F816", { x: z.position.x, y: z.position.y + 0.3, z: z.position.z });
  }
  table.settle();
  return reloaded(table);
}

/** A card of the table by id: loose, or taken out of the deck (or the bag's deck) that holds it, face up at `at`. */
export function takeCard(table: TtsTable, id: string, at: { x: number; y: number; z: number }): FakeObject {
  const loose = table.find((o) => o.isCard && o.data.GMNotes === id);
  if (loose.length > 0) {
    loose[0].rotation = { x: 0, y: 180, z: 0 };
    table.world.move(loose[0], at);
    table.settle();
    return loose[0];
  }
  const holds = (c: { GMNotes?: unknown; ContainedObjects?: { GMNotes?: unknown }[] }): boolean => c.GMNotes === id || (c.ContainedObjects ?? []).some((x) => x.GMNotes === id);
  const deck = table.find((o) => o.isDeck && o.contents.some((c) => c.GMNotes === id))[0];
  if (deck !== undefined) return table.playerTake(deck, { guid: deck.contents.find((c) => c.GMNotes === id)!.GUID, position: at, rotation: { x: 0, y: 180, z: 0 } })!;
  const bag = table.find((o) => !o.isDeck && (o.contents ?? []).some((c) => holds(c as never)))[0];
  const inner = bag.contents.find((c) => holds(c as never))!;
  table.playerTake(bag, { guid: inner.GUID, position: { x: 84, y: 1, z: 84 } });
  table.settle();
  return takeCard(table, id, at);
}

export function drop(table: TtsTable, colour: string, card: FakeObject, zone: FakeObject, faceDown = false): void {
  card.rotation = { x: 0, y: 180, z: faceDown ? 180 : 0 };
  table.drop(colour, card, { ...zone.position, y: zone.position.y + 0.5 });
  table.settle();
}

/** `colour` secures `id` from Court slot 5 (its card moved off the table), with one agent there. */
export function secureFromSlotFive(table: TtsTable, colour: Colour, id: string): FakeObject {
  const zone5 = zoneOf(table, "court-slot", "5");
  for (const o of table.world.objectsIn(zone5).filter((x) => x.isCard)) table.world.move(o, { x: 80, y: 1, z: 80 });
  const card = takeCard(table, id, { ...zone5.position, y: zone5.position.y + 0.3 });
  takePieces(table, "agent", colour, 1, zone5);
  table.settle();
  table.clickButton(colour, card, `Secure (${colour})`);
  table.settle();
  return card;
}

/** An Act II table from a random campaign's record, Faithful Cards and Pluralistic Faith (or `laws`, one slot, front first) in its booklet, the leader having led Aggression. */
export function staged(...laws: string[]): { table: TtsTable; order: Colour[] } {
  for (let seed = 1; seed < 30; seed++) {
    const record = actOneRecord(seed);
    record.rulesBooklet = { edicts: record.rulesBooklet?.edicts ?? [record.booklet], laws: [["F813"], laws.length > 0 ? laws : ["F814"]] };
    const t = recordImported(record, seed);
    const s = game(t);
    if (s.phase !== "play") continue;
    const order = s.round!.order.slice();
    const card = s.players.find((p) => p.colour === order[0])!.hand.find((id) => !isEventCard(id) && actionCard(id)?.suit === "aggression");
    if (card === undefined) continue;
    drop(t, order[0], t.find((o) => o.data.GMNotes === card && o.tags.includes("action-card"))[0], zoneOf(t, "lead-slot"));
    return { table: t, order };
  }
  throw new Error("no seed lets the leader lead an Aggression card");
}

/** The first round: the leader secures Faithful 6, the second Faithful 3 (the others Copy the Aggression lead). */
export function firstRound(table: TtsTable, order: Colour[]): { six: FakeObject; three: FakeObject } {
  const [first, second] = order;
  const six = secureFromSlotFive(table, first, "F809");
  let three = six;
  table.clickUi(first, "endTurnButton");
  table.settle();
  for (const colour of order.slice(1)) {
    const id = game(table).players.find((p) => p.colour === colour)!.hand.find((x) => !isEventCard(x) && actionCard(x) !== undefined)!;
    drop(table, colour, table.find((o) => o.data.GMNotes === id && o.tags.includes("action-card"))[0], zoneOf(table, "follow-slot", colour), true);
    if (colour === second) three = secureFromSlotFive(table, colour, "F806");
    table.clickUi(colour, "endTurnButton");
    table.settle();
  }
  return { six, three };
}
