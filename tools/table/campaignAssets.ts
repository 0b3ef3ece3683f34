/**
 * The Blighted Reach's rendered assets (every name starts with "campaign-" or "deck-campaign-", so
 * the preview groups them under one heading): the campaign decks (face sheet with the hidden back in
 * its last slot, plus a back sheet of the same grid when a deck holds two-sided cards), the tokens
 * and tiles, and the two campaign dice (atlas + the battle dice's mesh).
 */
import { COLOURS } from "../../src/core/data/vocabulary";
import { PLANET_SYMBOLS } from "../../src/core/data/map";
import { CHAPTER_TRACK, EVENT_SYMBOLS, NUMBER_DIE_FACES } from "../../src/core/data/campaign/index";
import { encodePng, rasterize, svgToPng, RgbImage } from "../render/raster";
import { renderDeckSheetImage, sheetGrid } from "../render/sheet";
import {
  CampaignDieFace,
  renderBlightFace,
  renderCampaignDieAtlas,
  renderChapterTrackSide,
  renderFirstRegentTile,
  renderFreeBuildingFace,
  renderObjectiveMarker,
} from "../render/campaign";
import { campaignBack, campaignDeckSpecs } from "./campaignDecks";

export interface CampaignDeckSheet {
  ids: string[];
  cols: number;
  rows: number;
  /** True when the deck has two-sided cards: BackURL is then a sheet of the same grid. */
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

export function renderCampaignAssets(): RenderedCampaign {
  const assets: RenderedCampaign["assets"] = [];
  const png = (name: string, bytes: Buffer) => assets.push({ name, ext: "png", bytes });
  const warnings: string[] = [];
  const decks: Record<string, CampaignDeckSheet> = {};
  for (const spec of campaignDeckSpecs()) {
    const back = campaignBack(spec);
    warnings.push(...back.warnings);
    const backImg: RgbImage = rasterize(back.svg);
    const fronts = spec.cards.map((c) => c.front());
    const backs = spec.cards.map((c) => (c.back ? c.back() : undefined));
    for (const r of [...fronts, ...backs]) if (r) warnings.push(...r.warnings);
    const { cols, rows } = sheetGrid(fronts.length, true);
    const sheet = renderDeckSheetImage(fronts.map((r) => rasterize(r.svg)), cols, rows, { back: backImg });
    const uniqueBack = backs.some((b) => b !== undefined);
    png(`deck-${spec.kind}`, sheet.png);
    if (uniqueBack) {
      const backSheet = renderDeckSheetImage(backs.map((b) => (b ? rasterize(b.svg) : backImg)), cols, rows, { back: backImg });
      png(`deck-${spec.kind}-back`, backSheet.png);
    } else png(`deck-${spec.kind}-back`, encodePng(backImg));
    decks[spec.kind] = { ids: fronts.map((r) => r.id), cols, rows, uniqueBack };
  }
  png("campaign-blight-fresh", svgToPng(renderBlightFace(false)));
  png("campaign-blight-damaged", svgToPng(renderBlightFace(true)));
  for (const kind of ["city", "starport"] as const) {
    png(`campaign-free-${kind}-fresh`, svgToPng(renderFreeBuildingFace(kind, false)));
    png(`campaign-free-${kind}-damaged`, svgToPng(renderFreeBuildingFace(kind, true)));
  }
  for (const c of COLOURS) png(`campaign-objective-${c.toLowerCase()}`, svgToPng(renderObjectiveMarker(c)));
  const regent = renderFirstRegentTile();
  warnings.push(...regent.warnings);
  png("campaign-first-regent", svgToPng(regent.svg));
  CHAPTER_TRACK.forEach((side, i) => {
    const r = renderChapterTrackSide(side);
    warnings.push(...r.warnings);
    png(`campaign-chapter-track-${i === 0 ? "front" : "back"}`, svgToPng(r.svg));
  });
  png("campaign-die-event-atlas", svgToPng(renderCampaignDieAtlas(eventDieFaces())));
  png("campaign-die-number-atlas", svgToPng(renderCampaignDieAtlas(numberDieFaces())));
  const layouts = { firstRegent: { width: 1024, height: 512, trust: regent.trust } };
  return { assets, decks, layouts, warnings };
}
