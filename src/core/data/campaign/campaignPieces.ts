/**
 * The Blighted Reach's shared pieces, its two dice and its chapter track tile.
 *
 * Counts: BR p.4 step A (24 Blight, 28 Free cities, 14 Free starports); Imperial ships 15 (BR p.3
 * "What's in the Box"; 8 placed in Act I setup, BR p.5 step N); objective markers 1 per player
 * colour (BR p.2). The dice faces are icons the seeds lose in extraction: the number die names a
 * cluster 1-6 (BR p.5 step N), the event die shows a Crisis or an Edict symbol and a planet ID
 * symbol (BR p.13, p.18). How many faces carry which pair is NOT in the seeds, so the core takes a
 * roll as a pair and never a face number (docs/rules-decisions-campaign.md).
 */
import type { PlanetSymbol } from "../map";
import type { Act } from "./fateTypes";

export type CampaignPiece = "blight" | "freeCity" | "freeStarport" | "imperialShip" | "objectiveMarker";
export const CAMPAIGN_PIECE_KINDS: readonly CampaignPiece[] = [
  "blight", "freeCity", "freeStarport", "imperialShip", "objectiveMarker",
];

export interface CampaignPieceCount {
  kind: CampaignPiece;
  count: number;
  /** Where the count is printed. */
  source: string;
}

export const CAMPAIGN_PIECES: readonly CampaignPieceCount[] = [
  { kind: "blight", count: 24, source: "BR p.4 step A" },
  { kind: "freeCity", count: 28, source: "BR p.4 step A" },
  { kind: "freeStarport", count: 14, source: "BR p.4 step A" },
  { kind: "imperialShip", count: 15, source: "BR p.3" },
  { kind: "objectiveMarker", count: 4, source: "BR p.2 (1 per player colour)" },
];

export function campaignPieceCount(kind: CampaignPiece): number {
  for (const p of CAMPAIGN_PIECES) {
    if (p.kind === kind) return p.count;
  }
  return 0;
}

/** The event die's event symbol: Crises or Edicts (BR p.13). */
export type EventSymbol = "crisis" | "edict";
export const EVENT_SYMBOLS: readonly EventSymbol[] = ["crisis", "edict"];

/** One roll of the event die: its event symbol and its planet ID symbol (BR pp.13, 18). */
export interface EventDieRoll {
  event: EventSymbol;
  planet: PlanetSymbol;
}

/** The number die names a cluster (BR p.5 step N, p.18 "Rolled Cluster"). */
export const NUMBER_DIE_FACES: readonly number[] = [1, 2, 3, 4, 5, 6];

/** A chapter on the chapter track tile and, in Act III, the grand ambition Power under it. */
export interface ChapterSpace {
  chapter: number;
  /** Act III only: Power for fulfilling one grand ambition / both (BR p.9). */
  grandLower?: number;
  grandHigher?: number;
}

export interface ChapterTrackSide {
  side: "Act I & II" | "Act III";
  acts: Act[];
  chapters: ChapterSpace[];
}

/**
 * BR p.8: Acts I and II have 3 chapters, Act III has 4. The Act III values are read from the
 * figure on BR p.9 (chapter 3 lower value 4 is confirmed by the printed example).
 */
export const CHAPTER_TRACK: readonly ChapterTrackSide[] = [
  { side: "Act I & II", acts: ["I", "II"], chapters: [{ chapter: 1 }, { chapter: 2 }, { chapter: 3 }] },
  {
    side: "Act III",
    acts: ["III"],
    chapters: [
      { chapter: 1, grandLower: 2, grandHigher: 4 },
      { chapter: 2, grandLower: 3, grandHigher: 8 },
      { chapter: 3, grandLower: 4, grandHigher: 14 },
      { chapter: 4, grandLower: 5, grandHigher: 20 },
    ],
  },
];

/** The chapter track side used in an Act (BR p.4 step G, p.7). */
export function chapterTrackFor(act: Act): ChapterTrackSide {
  return act === "III" ? CHAPTER_TRACK[1] : CHAPTER_TRACK[0];
}

/** How many chapters an Act has (BR p.8). */
export function chaptersInAct(act: Act): number {
  return chapterTrackFor(act).chapters.length;
}
