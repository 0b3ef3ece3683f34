/** A Summit in session with lore cards held, for Transfer Lore (F514) and the Caretaker's F512B (tests/core/campaign/transferLore.test.ts, tests/lua). */
import type { GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import { rulesBookletOf } from "../../../src/core/campaign/booklet";
import { eventPhaseState } from "../../../tools/bench/campaignScenarios";

const LORE: { [c: string]: string[] } = { Red: ["L01"], Blue: [], Yellow: ["L02", "L03"], White: [] };

/** Act II, Red has called a Summit; Blue holds the Caretaker (objective at 10); `laws` in the rules booklet. */
export function summitWithLore(laws: string[] = ["F514"], step: "summit" | "inSummit" = "inSummit"): GameState {
  const base = eventPhaseState();
  const c = base.campaign as CampaignState;
  return {
    ...base,
    players: base.players.map((p) => ({ ...p, lore: LORE[p.colour].slice() })),
    campaign: {
      ...c, rulesBooklet: { ...rulesBookletOf(c), laws: laws.map((id) => [id]) }, eventPhase: { player: "Red", step, summit: step === "inSummit" },
      players: c.players.map((p) => (p.colour === "Blue" ? { ...p, fate: "FATE05", objective: 10 } : p)),
    },
  };
}

/** A Summit in session with `laws` in the booklet (summitWithLore) and Yellow the Pirate (Fate 12), for Sharing Rumors (F1212). */
export function pirateSummit(laws: string[] = ["F1212"], step: "summit" | "inSummit" = "inSummit"): GameState {
  const s = summitWithLore(laws, step);
  const c = s.campaign as CampaignState;
  return { ...s, campaign: { ...c, players: c.players.map((p) => (p.colour === "Yellow" ? { ...p, fate: "FATE12", letter: "B" as const } : p)) } };
}
