/**
 * The Blighted Reach's rendered assets (every name starts with "campaign-" or "deck-campaign-", so
 * the preview groups them under one heading): the campaign decks (per deck a face sheet with the
 * hidden back in its last slot and the back image; the two-sided cards of every deck on one shared
 * sheet whose unique-back sheet holds their sides B), the tokens
 * and tiles, and the two campaign dice (atlas + the battle dice's mesh).
 */
import { COLOURS } from "../../src/core/data/vocabulary";
import { PLANET_SYMBOLS } from "../../src/core/data/map";
import { CHAPTER_TRACK, EVENT_SYMBOLS, FATE_TOKENS, fateTokenKind, FLAGSHIP_UPGRADES, NUMBER_DIE_FACES } from "../../src/core/data/campaign/index";
import type { FateToken } from "../../src/core/data/campaign/index";
import { Pending, RasterQueue, serialQueue } from "../render/rasterPool";
import { sheetGrid } from "../render/sheet";
import {
  CampaignDieFace,
  renderBlightFace,
  renderCampaignDieAtlas,
  renderChapterTrackSide,
  renderFirstRegentTile,
  renderFreeBuildingFace,
  renderObjectiveMarker,
  renderCampaignBack,
  renderFateTokenFace,
  flagshipLayout,
  renderFlagshipBoard,
} from "../render/campaign";
import { renderRulesBooklet } from "../render/campaignBooklet";
import { TWO_SIDED_SHEET, campaignBack, campaignDeckSpecs, twoSidedSheets } from "./campaignDecks";
import type { CardRender } from "../render/card";

export interface CampaignDeckSheet {
  ids: string[];
  cols: number;
  rows: number;
  /** True for the two-sided sheet: BackURL is then a sheet of the same grid (sides B). */
  uniqueBack: boolean;
}

export interface RenderedCampaign {
  assets: { name: string; ext: "png"; bytes: Buffer }[];
  decks: Record<string, CampaignDeckSheet>;
  layouts: Record<string, { width: number; height: number; [group: string]: unknown }>;
  warnings: string[];
}

/** The event die: each event symbol with each planet ID symbol once (6 faces; see README/docs). */
export function eventDieFaces(): CampaignDieFace[] {
  const out: CampaignDieFace[] = [];
  for (const e of EVENT_SYMBOLS) for (const p of PLANET_SYMBOLS) out.push({ index: out.length + 1, label: e === "crisis" ? "Crisis" : "Edict", event: e, planet: p });
  return out;
}

/** The value getRotationValue() returns for an event die face: "<event>-<planet>", e.g. "crisis-hex". */
export function eventDieValue(f: CampaignDieFace): string {
  return `${f.event}-${f.planet}`;
}

export function numberDieFaces(): CampaignDieFace[] {
  return NUMBER_DIE_FACES.map((n, i) => ({ index: i + 1, label: String(n) }));
}

/** The slug of a Fate-set token in asset names: "Hammer Fragment" -> "hammer-fragment". */
export function fateTokenSlug(t: FateToken): string {
  return fateTokenKind(t);
}

/** Each distinct face image of a Fate-set token kind: its asset name, the text and label it shows. */
export function fateTokenFaces(t: FateToken): { asset: string; text: string; label?: string }[] {
  const base = `campaign-token-${fateTokenSlug(t)}`;
  // Labelled on the second side only (the Golems' names, Awake): one shared first side, alike.
  if (t.labels !== undefined && t.labelledBack === true && t.sides !== undefined) {
    const awake = t.sides[1];
    const backs: { asset: string; text: string; label?: string }[] = t.labels.map((label, i) => ({ asset: `${base}-${i + 1}`, text: awake, label }));
    return [{ asset: `${base}-front`, text: t.sides[0] }, ...backs];
  }
  if (t.labels !== undefined) {
    const fronts: { asset: string; text: string; label?: string }[] = t.labels.map((label, i) => ({ asset: `${base}-${i + 1}`, text: t.name, label }));
    // Labelled tokens with sides (the Conspiracies' colours) share one unlabelled back.
    return t.sides === undefined ? fronts : fronts.concat([{ asset: `${base}-back`, text: t.sides[1] }]);
  }
  if (t.sides !== undefined) return [{ asset: `${base}-front`, text: t.sides[0] }, { asset: `${base}-back`, text: t.sides[1] }];
  return [{ asset: base, text: t.name }];
}

/** Builds the campaign's SVGs and queues their rasterising on `q`; readable after `q.finish()`. */
export function planCampaignAssets(q: RasterQueue): Pending<RenderedCampaign> & { warnings: readonly string[] } {
  const assets: { name: string; png: Pending<Buffer> }[] = [];
  const png = (name: string, bytes: Pending<Buffer>) => assets.push({ name, png: bytes });
  const warnings: string[] = [];
  const decks: Record<string, CampaignDeckSheet> = {};
  const twoSided: { id: string; a: string; b: string }[] = [];
  for (const spec of campaignDeckSpecs()) {
    const back = campaignBack(spec);
    warnings.push(...back.warnings);
    const faces: CardRender[] = [];
    for (const c of spec.cards) {
      const front = c.front();
      warnings.push(...front.warnings);
      if (c.back === undefined) faces.push(front);
      else {
        const b = c.back();
        warnings.push(...b.warnings);
        twoSided.push({ id: front.id, a: front.svg, b: b.svg });
      }
    }
    if (faces.length === 0) {
      png(`deck-${spec.kind}-back`, q.png(back.svg));
      continue;
    }
    const { cols, rows } = sheetGrid(faces.length, true);
    const job = q.sheet(faces.map((r) => r.svg), cols, rows, { back: back.svg, backPng: true });
    png(`deck-${spec.kind}-back`, () => job().backPng!);
    png(`deck-${spec.kind}`, () => job().sheet.png);
    decks[spec.kind] = { ids: faces.map((r) => r.id), cols, rows, uniqueBack: false };
  }
  const back = renderCampaignBack(`${TWO_SIDED_SHEET}-back`, "Blighted Reach").svg;
  for (const sh of twoSidedSheets()) {
    const cards = sh.ids.map((id) => twoSided.find((t) => t.id === id)!);
    const { cols, rows } = sheetGrid(cards.length, true);
    const fronts = q.sheet(cards.map((t) => t.a), cols, rows, { back });
    const backs = q.sheet(cards.map((t) => t.b), cols, rows, { back });
    png(`deck-${sh.name}`, () => fronts().sheet.png);
    png(`deck-${sh.name}-back`, () => backs().sheet.png);
    decks[sh.name] = { ids: sh.ids, cols, rows, uniqueBack: true };
  }
  for (const t of FATE_TOKENS) {
    const faces = fateTokenFaces(t);
    for (const f of faces) {
      const r = renderFateTokenFace(f.text, t.set, f.label);
      warnings.push(...r.warnings);
      png(f.asset, q.png(r.svg));
    }
  }
  png("campaign-blight-fresh", q.png(renderBlightFace(false)));
  png("campaign-blight-damaged", q.png(renderBlightFace(true)));
  for (const kind of ["city", "starport"] as const) {
    png(`campaign-free-${kind}-fresh`, q.png(renderFreeBuildingFace(kind, false)));
    png(`campaign-free-${kind}-damaged`, q.png(renderFreeBuildingFace(kind, true)));
  }
  for (const c of COLOURS) png(`campaign-objective-${c.toLowerCase()}`, q.png(renderObjectiveMarker(c)));
  for (const c of COLOURS) {
    const r = renderFlagshipBoard(c, FLAGSHIP_UPGRADES);
    warnings.push(...r.warnings);
    png(`campaign-flagship-board-${c.toLowerCase()}`, q.png(r.svg));
  }
  const regent = renderFirstRegentTile();
  warnings.push(...regent.warnings);
  png("campaign-first-regent", q.png(regent.svg));
  CHAPTER_TRACK.forEach((side, i) => {
    const r = renderChapterTrackSide(side);
    warnings.push(...r.warnings);
    png(`campaign-chapter-track-${i === 0 ? "front" : "back"}`, q.png(r.svg));
  });
  png("campaign-die-event-atlas", q.png(renderCampaignDieAtlas(eventDieFaces())));
  png("campaign-die-number-atlas", q.png(renderCampaignDieAtlas(numberDieFaces())));
  const booklet = renderRulesBooklet();
  warnings.push(...booklet.warnings);
  png("campaign-rules-booklet", q.png(booklet.svg));
  const layouts = { firstRegent: { width: 1024, height: 512, trust: regent.trust }, rulesBooklet: booklet.layout, flagshipBoard: flagshipLayout(FLAGSHIP_UPGRADES.length) };
  // Every SVG is built by now, its text measured: the warnings are known before any is rasterised.
  return Object.assign(() => ({ assets: assets.map((a) => ({ name: a.name, ext: "png" as const, bytes: a.png() })), decks, layouts, warnings }), { warnings });
}

/** Renders the campaign's assets (on this thread unless given a threaded queue). */
export function renderCampaignAssets(q: RasterQueue = serialQueue()): RenderedCampaign {
  const result = planCampaignAssets(q);
  q.finish();
  return result();
}
