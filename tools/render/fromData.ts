/**
 * Adapters from the project's data modules (src/core/data) to the renderers' inputs. The data is
 * read, never copied: a modder's edit to a data file flows into the rendered table.
 */
import { ACTION_CARDS } from "../../src/core/data/actionCards";
import { COURT_CARDS } from "../../src/core/data/court";
import { LEADERS } from "../../src/core/data/leaders";
import { LORE_CARDS } from "../../src/core/data/lore";
import { SETUP_CARDS } from "../../src/core/data/setupCards";
import { SYSTEMS, adjacentSystems } from "../../src/core/data/map";
import { AMBITIONS } from "../../src/core/data/vocabulary";
import { POWER_TO_WIN, MAX_CHAPTERS, COURT_ROW_SIZE, AMBITION_MARKERS } from "../../src/core/data/ambitions";
import { DICE } from "../../src/core/data/dice";
import type { MapInput } from "./mapGeometry";
import type { MapBoardOptions } from "./board";
import type { ActionCardFace, CourtCardFace, LeaderFace, LoreFace, SetupCardFace } from "./cards";
import type { DieFaceInput } from "./dice";
import type { Suit } from "../../src/core/data/vocabulary";

/** Map systems + lanes (adjacency with every cluster in play). */
export function mapInput(): MapInput {
  const lanes: [string, string][] = [];
  for (const s of SYSTEMS) for (const o of adjacentSystems(s.id, [])) if (s.id < o) lanes.push([s.id, o]);
  return { systems: SYSTEMS, lanes };
}

export function mapBoardOptions(): MapBoardOptions {
  const planetSymbols: Record<string, string> = {};
  for (const s of SYSTEMS) if (s.symbol) planetSymbols[s.id] = s.symbol;
  const maxCourt = Math.max(...COURT_ROW_SIZE.map((e) => e.value));
  return {
    ambitions: AMBITIONS,
    powerToWin: POWER_TO_WIN.map((e) => ({ players: e.players, power: e.value })),
    chapters: MAX_CHAPTERS,
    courtSlots: Number.isFinite(maxCourt) ? maxCourt : 4,
    planetSymbols,
    title: "ARCS",
    ambitionHints: {
      tycoon: "Most `symbol:material` + `symbol:fuel`",
      tyrant: "Most Captives",
      warlord: "Most Trophies",
      keeper: "Most `symbol:relic`",
      empath: "Most `symbol:psionic`",
    },
  };
}

export const actionFaces = (): readonly ActionCardFace[] => ACTION_CARDS;
export const courtFaces = (): readonly CourtCardFace[] => COURT_CARDS;
export const leaderFaces = (): readonly LeaderFace[] => LEADERS;
export const loreFaces = (): readonly LoreFace[] => LORE_CARDS;
export const setupFaces = (): readonly SetupCardFace[] => SETUP_CARDS;
export const ambitionMarkers = () => AMBITION_MARKERS;

/**
 * The actions each suit allows (printed on action cards; rulebook p.8 / game-data.md §3).
 * Not in src/core/data yet: move it there (e.g. actionCards.ts) and read it from here.
 */
export const SUIT_ACTION_NAMES: Record<Suit, readonly string[]> = {
  administration: ["Tax", "Repair", "Influence"],
  aggression: ["Battle", "Move", "Secure"],
  construction: ["Build", "Repair"],
  mobilization: ["Move", "Influence"],
};

export function diceFaces(): { type: string; name: string; faces: DieFaceInput[] }[] {
  return DICE.map((d) => ({ type: d.type, name: d.name, faces: d.faces.map((f) => ({ index: f.index, symbols: f.symbols, label: f.label })) }));
}
