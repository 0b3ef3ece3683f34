/** Act III's last chapter end with the Pirate (seed 003 F1208B), shared by tests/core/campaign/haven.test.ts and tests/lua/havenParity.test.ts. */
import type { Colour, SystemId } from "../../../src/core/data/vocabulary";
import type { Command, GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { stagedChapterEnd } from "../../support/campaignRun";

/** Act III's last chapter end (BR p.8): Red the Pirate (FATE12), Blue and Yellow its Rivals, F1211 in the booklet, Blue with the initiative. */
export function havenDue(chapter = 4, law = true): GameState {
  const s = stagedChapterEnd(5, 3, "III", chapter, { Red: ["FATE12", "B"], Blue: ["FATE10", "B"], Yellow: ["FATE13", "B"] });
  const c = s.campaign as CampaignState;
  c.rulesBooklet = { edicts: c.rulesBooklet?.edicts ?? [], laws: law ? [["F1211"], ["F1212"]] : [] };
  s.initiative = "Blue";
  return s;
}

/** Blue controls 5.1 (2 fresh ships), Yellow 2.1; Red has more ships than Yellow on 3.2. */
export const HAVEN_MAP: MapSnapshot = {
  systems: [
    { system: "5.1", pieces: [{ owner: "Blue", kind: "ship", fresh: 2, damaged: 0 }] },
    { system: "2.1", pieces: [{ owner: "Yellow", kind: "city", fresh: 1, damaged: 0 }, { owner: "Yellow", kind: "ship", fresh: 1, damaged: 1 }] },
    { system: "3.2", pieces: [{ owner: "Yellow", kind: "ship", fresh: 1, damaged: 0 }, { owner: "Red", kind: "ship", fresh: 3, damaged: 0 }] },
    { system: "5.0", pieces: [{ owner: "Yellow", kind: "ship", fresh: 1, damaged: 0 }] },
  ],
};

/** F1208A's example: "Cluster Correct" in cluster 5, "Symbol Correct" on the Arrow planet of cluster 2: the Haven is 5.1. */
export const RUMORS = (cluster: SystemId = "5.3", symbol: SystemId = "2.1") => [{ system: "4.2", token: "False Rumor" }, { system: cluster, token: "True Rumor Cluster Correct" }, { system: symbol, token: "True Rumor Symbol Correct" }];
/** `player`'s choice (none without `planet`) with the map as read; the last Rival's carries the True Rumors. */
export const choose = (player: Colour, planet?: SystemId, rumors?: { system: string; token: string }[]): Command =>
  ({ type: "haven", player, map: HAVEN_MAP, ...(planet === undefined ? {} : { planet }), ...(rumors === undefined ? {} : { rumors }) }) as Command;
