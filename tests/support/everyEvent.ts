/**
 * Playing a script of table events twice (issue 30 items 3 and 5, as tests/scenarios/saveLoadEveryEvent.test.ts
 * does for the base game): once straight, once saved and reloaded into a fresh table after EVERY
 * event, so the reloaded table is drawn afresh (a full redraw) each time. After each event both
 * tables must hold the same game and feature sessions, the same UI on screen (text and who sees it),
 * the same object buttons (labels and functions) and the same pieces: a painter that draws only on a
 * load, or a button left on a card that moved, shows up as a difference named by the step.
 */
import type { GameState } from "../../src/core/game/types";
import { GLOBAL_GUID, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { seedLua } from "./scenario";
import { parseTtsJson } from "../../tools/lib/ttsJson";

export type Step = [string, (t: TtsTable) => void];

/** Global's saved game and feature sessions, read as TTS's JSON gives them back (ttsJson.ts). */
export function savedState(t: TtsTable): { game?: GameState; features?: unknown } {
  const s = (parseTtsJson(String(t.callScript(GLOBAL_GUID, "onSave"))) as { state: { game?: GameState; features?: unknown } }).state;
  return { game: s.game, features: s.features };
}

/** Everything a player can see or use, and everything a save keeps. */
export function fingerprint(t: TtsTable): { state: unknown; elements: unknown; objects: unknown } {
  const g = t.ui();
  const elements = g.ids().sort().filter((id) => g.isShown(id)).map((id) => [id, g.getAttribute(id, "text") ?? "", g.getAttribute(id, "visibility") ?? ""]);
  const objects = t.world
    .all()
    .filter((o) => !o.isZone)
    .map((o) => ({
      guid: o.guid,
      at: [o.position.x, o.position.z].map((v) => Math.round(v * 100) / 100),
      faceDown: o.faceDown,
      buttons: o.buttons.map((b) => `${b.label ?? ""}->${b.click_function}`),
      contents: o.isContainer ? o.contents.length : undefined,
    }))
    .sort((a, b) => (a.guid < b.guid ? -1 : 1));
  return { state: savedState(t), elements, objects };
}

export function firstDifference(a: unknown, b: unknown): string {
  const la = JSON.stringify(a).split("},{").join("],[").split("],[");
  const lb = JSON.stringify(b).split("},{").join("],[").split("],[");
  for (let i = 0; i < Math.max(la.length, lb.length); i++) if (la[i] !== lb[i]) return `straight: ${la[i]}\nreloaded: ${lb[i]}`;
  return "(none)";
}

export function reloadTable(t: TtsTable, seats: readonly string[], host: string): TtsTable {
  const again = new TtsTable(t.save(), { seats: seats.map((color) => ({ color, host: color === host })) });
  again.settle();
  return again;
}

/** The first difference between the two tables, part by part, or undefined when they are the same. */
export function difference(a: TtsTable, b: TtsTable): string | undefined {
  const fa = fingerprint(a) as Record<string, unknown>;
  const fb = fingerprint(b) as Record<string, unknown>;
  for (const part of ["state", "elements", "objects"]) {
    if (JSON.stringify(fb[part]) !== JSON.stringify(fa[part])) return `${part} differs:\n${firstDifference(fa[part], fb[part])}`;
  }
  return undefined;
}

/**
 * Plays `steps` on `a` straight and on `b` with a reload after each; throws naming the first step
 * after which the two differ. Global's random draws are seeded the same on both before each step.
 * Returns both tables as they end.
 */
export function playTwice(a: TtsTable, b: TtsTable, steps: readonly Step[], seats: readonly string[], host: string, seedBase = 100): { a: TtsTable; b: TtsTable } {
  a.settle();
  b.settle();
  const first = difference(a, b);
  if (first !== undefined) throw new Error(`before the first step the tables' ${first}`);
  steps.forEach(([name, act], i) => {
    seedLua(a, seedBase + i);
    act(a);
    seedLua(b, seedBase + i);
    act(b);
    b = reloadTable(b, seats, host);
    const d = difference(a, b);
    if (d !== undefined) throw new Error(`after "${name}" the reloaded table's ${d}`);
  });
  return { a, b };
}

// ---- helpers the campaign scripts share -------------------------------------------------------------

export function campaignDie(t: TtsTable, kind: string): FakeObject {
  return t.withTag("campaign-die").find((o) => o.data.GMNotes === kind)!;
}

export function fatesInHand(t: TtsTable, colour: string): FakeObject[] {
  return t.world.handObjects(colour).filter((o) => o.tags.includes("fate-card"));
}

export function systemCentre(t: TtsTable, system: string): { x: number; y: number; z: number } {
  const z = t.withTag("system").find((o) => o.isZone && o.data.GMNotes === system)!;
  return { x: z.position.x, y: 2, z: z.position.z };
}

/** A city of `colour` from its player board (not on the map). */
export function boardCity(t: TtsTable, colour: string): FakeObject {
  return t.find((o) => o.tags.includes("city") && o.tags.includes(colour) && !t.world.zonesContaining(o).some((z) => z.tags.includes("system")))[0];
}

export function objectiveMarker(t: TtsTable, colour: string): FakeObject {
  return t.find((o) => o.tags.includes(`objective-${colour.toLowerCase()}`) && !o.isContainer)[0];
}

export function game(t: TtsTable): GameState {
  return savedState(t).game as GameState;
}
