/**
 * Staging Court card buttons on the BUILT save (tests/scenarios/choiceCards.test.ts): a game logged
 * in Node to the wanted turn, a Court card laid in a play area, resource tokens laid in board slots.
 */
import { replay } from "../../src/core/rules";
import type { Colour } from "../../src/core/data/vocabulary";
import type { Command, GameLog, GameState } from "../../src/core/game/types";
import { spotIn, takeCourtCard, zoneOf } from "../../tools/bench/courtScoringHandlers";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject, Vec } from "../../tools/ttsFake/world";
import { localToWorld } from "../../tools/table/geometry";
import { setupLog } from "./scenario";

export const SEATS: Colour[] = ["Red", "Blue", "Yellow", "White"];
export const TYPES = ["material", "fuel", "weapon", "relic", "psionic"];

/** The 4-player setup of seed 5 followed by the commands each step builds from the state so far. */
export function logWith(...steps: ((s: GameState) => Command)[]): GameLog {
  const log = setupLog({ seats: SEATS, setupCard: "4SETUP01", seed: 5 });
  for (const step of steps) log.commands.push(step(replay(log).state));
  return log;
}

export function handOf(s: GameState, c: Colour): string[] {
  return s.players.find((p) => p.colour === c)!.hand;
}

export const leadsSuit = (player: Colour, suit: string) => (s: GameState): Command => {
  const card = handOf(s, player).find((id) => id.startsWith(suit + "-"));
  if (card === undefined) throw new Error(`seed 5 deals ${player} no ${suit} card`);
  return { type: "lead", player, card };
};

/** `player` Copies the lead with their first card (face down). */
export const copies = (player: Colour) => (s: GameState): Command => ({ type: "follow", player, card: handOf(s, player)[0], mode: "copy" });

export function cardObject(table: TtsTable, id: string): FakeObject {
  const found = table.find((o) => o.tags.includes("court-card") && o.data.GMNotes === id);
  expect(found).toHaveLength(1);
  return found[0];
}

export function labels(o: FakeObject): string[] {
  return o.buttons.map((b) => String(b.label));
}

export function intoPlayArea(table: TtsTable, id: string, colour: Colour, at = 0): FakeObject {
  const spot = spotIn(zoneOf(table, "play-area", colour), at);
  const loose = table.find((o) => o.tags.includes("court-card") && o.data.GMNotes === id);
  if (loose.length > 0) table.world.move(loose[0], spot);
  else takeCourtCard(table, id, spot);
  table.settle();
  table.messages.length = 0;
  return cardObject(table, id);
}

function supplyBag(table: TtsTable, type: string): FakeObject {
  return table.find((b) => b.tags.includes("resource-supply") && b.tags.includes(type))[0];
}

/** A resource token from its supply bag onto `colour`'s board slot (1-based). */
export function resourceInSlot(table: TtsTable, colour: Colour, type: string, slot: number): void {
  const b = table.find((o) => o.tags.includes("player-board") && o.tags.includes(colour))[0];
  const p = (b.data.AttachedSnapPoints as { Position: Vec; Tags: string[] }[]).find((s) => s.Tags.includes(`resource-slot-${slot}`))!.Position;
  const t = { posX: b.position.x, posY: b.position.y, posZ: b.position.z, rotX: 0, rotY: b.rotation.y, rotZ: 0, scaleX: b.scale.x, scaleY: b.scale.y, scaleZ: b.scale.z };
  const at = localToWorld(t, p.x, p.y, p.z);
  table.playerTake(supplyBag(table, type), { position: { x: at.x, y: 1.5, z: at.z } });
}

/** Every resource token on `colour`'s board back to its supply. */
export function emptySlots(table: TtsTable, colour: Colour): void {
  for (const o of table.world.objectsIn(zoneOf(table, "resources-zone", colour))) {
    if (!o.tags.includes("resource")) continue;
    const type = TYPES.find((r) => o.tags.includes(r))!;
    table.put(supplyBag(table, type), o);
  }
}

/** The resource types on `colour`'s board, sorted. */
export function boardTypes(table: TtsTable, colour: Colour): string[] {
  return table.world
    .objectsIn(zoneOf(table, "resources-zone", colour))
    .filter((o) => o.tags.includes("resource"))
    .map((o) => TYPES.find((r) => o.tags.includes(r))!)
    .sort();
}

export function tokensOnTable(table: TtsTable, type: string): number {
  return table.find((o) => o.tags.includes("resource") && o.tags.includes(type) && !o.isContainer).length;
}

export function publicText(table: TtsTable): string {
  return table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
}

export function privateText(table: TtsTable, colour: Colour): string {
  return table.messagesTo(colour).map((m) => m.text).join("\n");
}
