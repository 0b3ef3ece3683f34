/** A Summit in session in Act I with the Magnate (seed 003 F301B), for its scenario and the session's fuzz. */
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { eventPhaseState } from "../../tools/bench/campaignScenarios";

/** Act I, Red has called a Summit (`step`), Blue the Magnate with the marker on 10. */
export function magnateSummit(step: "inSummit" | "roll" = "inSummit"): GameState {
  const base = eventPhaseState();
  const c = base.campaign as CampaignState;
  const blue = c.players.filter((p) => p.colour === "Blue")[0].fate;
  // Blue takes the Magnate; whoever held it takes Blue's Fate.
  const fate = (p: { colour: string; fate: string }) => (p.colour === "Blue" ? "FATE03" : p.fate === "FATE03" ? blue : p.fate);
  return { ...base, campaign: { ...c, act: "I", eventPhase: { player: "Red", step, summit: true }, players: c.players.map((p) => ({ ...p, fate: fate(p), objective: p.colour === "Blue" ? 10 : p.objective })) } };
}

