/**
 * Merchant League (F302, the Magnate's; seed 003): "When you declare an ambition, you may gain any 2
 * resources onto here. These resources are frozen except for the Transfer Asset action in Summits."
 * A declare whose `playArea` lists F302 (the table sends it, lib/pieceTags.ts withOaths) leaves its
 * holder the gain (`campaign.league`, 2 left); `leagueGain` takes 1 resource of it, which the table
 * moves from its supply bag onto the card, or declines the rest. The turn's end ends it. Its Crisis:
 * crisesStep.ts.
 */
import { RESOURCE_TYPES } from "../../data/vocabulary";
import type { Command, GameState } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import { logEvent } from "../../game/util";
import type { CampaignState } from "../types";

/** The campaign with Merchant League's gain `o` (none: ended). */
function withLeague(s: GameState, o: CampaignState["league"]): void {
  // Assigned, not spread: in Lua a field spread as nil would keep the old gain.
  const c = { ...(s.campaign as CampaignState) };
  c.league = o;
  s.campaign = c;
}

export const merchantLeague: RuleModule<Command> = {
  id: "fate:Magnate's Merchant League",
  inForce: (s: GameState) => s.campaign !== undefined,
  apply: (s: GameState, c: Command, next: RuleStep<Command>): string | undefined => {
    const o = (s.campaign as CampaignState).league;
    if (c.type === "leagueGain") {
      const r = c.resource;
      if (o === undefined || o.player !== c.player || (r !== undefined && RESOURCE_TYPES.indexOf(r) < 0)) return "Merchant League: no gain waits for you (F302)";
      withLeague(s, r !== undefined && o.left > 1 ? { player: o.player, left: 1 } : undefined);
      logEvent(s, "cardAction", c.player, `${c.player} gains ${r ?? "no more"} onto Merchant League (F302)`);
      return undefined;
    }
    const bad = next(s, c);
    const d = c.type === "declare" || c.type === "declareByCard" ? c : undefined;
    if (bad === undefined && d !== undefined && Array.isArray(d.playArea) && d.playArea.indexOf("F302") >= 0) withLeague(s, { player: d.player, left: 2 });
    else if (bad === undefined && o !== undefined && (c.type === "endTurn" || c.type === "pass" || c.type === "stoneSpeakers")) withLeague(s, undefined);
    return bad;
  },
};
