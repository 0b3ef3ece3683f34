/**
 * The art renderer's entry point for the build: renders every texture of the table from the data
 * modules (no network, no external images) and returns PNG buffers + layout data.
 *
 *   const assets = renderAllAssets();          // ~ a few seconds
 *   assets.decks.court.sheet.png                // 8x4-ish sheet, hidden back in the last slot
 *   assets.decks.court.ids                      // card ids in sheet order (CardID = key*100 + i)
 *   assets.mapBoard.layout.systems              // normalised spots for snap points / zones
 *   assets.warnings                             // text overflow etc.: the build should fail on any
 */
import { COLOURS, RESOURCE_TYPES } from "../../src/core/data/vocabulary";
import type { Colour } from "../../src/core/data/vocabulary";
import {
  CITY_BONUS_POWER_BY_CITIES_ON_BOARD,
  CITY_SLOTS,
  OPEN_RESOURCE_SLOTS_BY_CITIES_ON_BOARD,
  RESOURCE_SLOT_RAID_COSTS,
} from "../../src/core/data/playerBoard";
import { renderActionCard, renderCardBack, renderCourtCard, renderLeaderCard, renderLoreCard, renderSetupCard, DeckKind } from "./cards";
import type { CardRender } from "./card";
import { DeckSheet, sheetGrid } from "./sheet";
import { Pending, RasterQueue, serialQueue } from "./rasterPool";
import { MapBoardLayout, renderMapBoard } from "./board";
import { PlayerBoardLayout, renderPlayerBoard } from "./playerBoard";
import {
  renderAmbitionMarker,
  renderChapterMarker,
  renderInitiativeMarker,
  renderOutOfPlayMarker,
  renderPathMarker,
  renderPowerMarker,
  renderResourceToken,
  renderZeroMarker,
} from "./tokens";
import { renderDieAtlas } from "./dice";
import { RotationValue, dieObj, dieRotationValues } from "./dieMesh";
import * as data from "./fromData";

export * from "./cards";
export * from "./card";
export * from "./sheet";
export * from "./raster";
export * from "./rasterPool";
export type { SheetResult } from "./rasterJobs";
export * from "./board";
export * from "./playerBoard";
export * from "./tokens";
export * from "./dice";
export * from "./dieMesh";
export * from "./layout";
export { layoutText, layoutToSvg, measure } from "./text";
export type { Box, LayoutOptions, TextLayout, TextLine } from "./text";

export interface RenderedDeck {
  sheet: DeckSheet;
  /** Card ids in sheet order (slot i -> CardID = deckKey*100 + i). */
  ids: string[];
  /** The back on its own (TTS BackURL), cell-sized PNG. */
  back: Buffer;
  /** The last slot of the sheet holds the back (use BackIsHidden: true). */
  hiddenBackInLastSlot: true;
}

export interface RenderedDie {
  atlas: Buffer;
  obj: string;
  rotationValues: RotationValue[];
}

export interface RenderedAssets {
  decks: Record<DeckKind, RenderedDeck>;
  mapBoard: { png: Buffer; layout: MapBoardLayout };
  playerBoards: Record<Colour, { png: Buffer; layout: PlayerBoardLayout }>;
  /** name -> PNG; two-sided markers as "<name>-front" / "<name>-back". */
  tokens: Record<string, Buffer>;
  dice: Record<string, RenderedDie>;
  /** Problems found while rendering (text overflow...). Empty when all is well. */
  warnings: string[];
  /** Milliseconds per stage. */
  timings: Record<string, number>;
}

function deck(q: RasterQueue, kind: DeckKind, renders: CardRender[], warnings: string[]): Pending<RenderedDeck> {
  for (const r of renders) warnings.push(...r.warnings);
  const back = renderCardBack(kind);
  warnings.push(...back.warnings);
  const { cols, rows } = sheetGrid(renders.length, true);
  const job = q.sheet(renders.map((r) => r.svg), cols, rows, { back: back.svg, backPng: true });
  const ids = renders.map((r) => r.id);
  return () => {
    const r = job();
    return { sheet: r.sheet, ids, back: r.backPng!, hiddenBackInLastSlot: true };
  };
}

/** Values of a record of pending results, keys in the same order. */
export function settle<T>(pending: Record<string, Pending<T>>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [k, v] of Object.entries(pending)) out[k] = v();
  return out;
}

/**
 * Builds every SVG and queues its rasterising on `q` (rasterPool.ts); the result is readable once
 * `q.finish()` has run. Timings are per stage of building the SVGs and queueing (with a serial
 * queue they include the rasterising, as the jobs run when queued).
 */
export function planAllAssets(q: RasterQueue): Pending<RenderedAssets> & { warnings: readonly string[] } {
  const warnings: string[] = [];
  const timings: Record<string, number> = {};
  const time = <T>(name: string, f: () => T): T => {
    const t = Date.now();
    const v = f();
    timings[name] = Date.now() - t;
    return v;
  };
  const map = data.mapInput();
  const decks = {
    action: time("action deck", () => deck(q, "action", data.actionFaces().map((c) => renderActionCard(c, { suitActions: data.SUIT_ACTION_NAMES[c.suit] })), warnings)),
    court: time("court deck", () => deck(q, "court", data.courtFaces().map((c) => renderCourtCard(c)), warnings)),
    setup: time("setup deck", () => deck(q, "setup", data.setupFaces().map((c) => renderSetupCard(c, { map })), warnings)),
    leader: time("leader deck", () => deck(q, "leader", data.leaderFaces().map((c) => renderLeaderCard(c)), warnings)),
    lore: time("lore deck", () => deck(q, "lore", data.loreFaces().map((c) => renderLoreCard(c)), warnings)),
  };
  const mapBoard = time("map board", () => {
    const r = renderMapBoard(map, data.mapBoardOptions());
    warnings.push(...r.warnings);
    return { png: q.png(r.svg), layout: r.layout };
  });
  const playerBoards = time("player boards", () => {
    const out = {} as Record<Colour, { png: Pending<Buffer>; layout: PlayerBoardLayout }>;
    for (const colour of COLOURS) {
      const r = renderPlayerBoard({
        colour,
        raidCosts: RESOURCE_SLOT_RAID_COSTS,
        citySlots: CITY_SLOTS,
        openSlotsByCities: OPEN_RESOURCE_SLOTS_BY_CITIES_ON_BOARD,
        bonusByCities: CITY_BONUS_POWER_BY_CITIES_ON_BOARD,
        outrage: RESOURCE_TYPES,
      });
      warnings.push(...r.warnings);
      out[colour] = { png: q.png(r.svg), layout: r.layout };
    }
    return out;
  });
  const tokens = time("tokens", () => {
    const t: Record<string, Pending<Buffer>> = {};
    for (const r of RESOURCE_TYPES) t[`resource-${r}`] = q.png(renderResourceToken(r));
    for (const m of data.ambitionMarkers()) {
      const s = renderAmbitionMarker(m);
      t[`${m.id}-front`] = q.png(s.front);
      t[`${m.id}-back`] = q.png(s.back);
    }
    t["zero-marker"] = q.png(renderZeroMarker());
    t["chapter-marker"] = q.png(renderChapterMarker());
    const ini = renderInitiativeMarker();
    t["initiative-front"] = q.png(ini.front);
    t["initiative-back"] = q.png(ini.back);
    for (const c of COLOURS) t[`power-${c.toLowerCase()}`] = q.png(renderPowerMarker(c));
    t["path-long"] = q.png(renderPathMarker(true));
    t["path-short"] = q.png(renderPathMarker(false));
    t["out-of-play"] = q.png(renderOutOfPlayMarker());
    return t;
  });
  const dice = time("dice", () => {
    const out: Record<string, Pending<Buffer>> = {};
    for (const d of data.diceFaces()) out[d.type] = q.png(renderDieAtlas(d.type, d.faces));
    return out;
  });
  const result = () => {
    const obj = dieObj();
    const rv = dieRotationValues();
    const diceOut: Record<string, RenderedDie> = {};
    for (const [type, atlas] of Object.entries(dice)) diceOut[type] = { atlas: atlas(), obj, rotationValues: rv };
    const boards = {} as Record<Colour, { png: Buffer; layout: PlayerBoardLayout }>;
    for (const colour of COLOURS) boards[colour] = { png: playerBoards[colour].png(), layout: playerBoards[colour].layout };
    return {
      decks: settle(decks) as Record<DeckKind, RenderedDeck>,
      mapBoard: { png: mapBoard.png(), layout: mapBoard.layout },
      playerBoards: boards,
      tokens: settle(tokens),
      dice: diceOut,
      warnings,
      timings,
    };
  };
  // Every SVG is built by now, its text measured: the warnings are known before any is rasterised.
  return Object.assign(result, { warnings });
}

/** Renders everything from the data modules (on this thread unless given a threaded queue). */
export function renderAllAssets(q: RasterQueue = serialQueue()): RenderedAssets {
  const result = planAllAssets(q);
  q.finish();
  return result();
}
