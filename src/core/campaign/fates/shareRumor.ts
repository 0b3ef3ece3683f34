/**
 * Sharing Rumors (seed 003 F1212, a Summit card while in the rules booklet): "In Summits, Rivals of
 * the Pirate can take a new Negotiation action, Share Rumor: A Rival places their Loyal agent on a
 * Rumor token that has your Loyal agent." The Rival's hand (or the sharer's) puts the agent on the
 * Rumor at the table; the table sends `shareRumor` with the Loyal agents it saw on that Rumor before
 * (src/tts/campaign/shareRumor.ts; never the token's face). The core checks a Summit in session,
 * the card in the booklet, that neither side is the Pirate (the holder of Fate 12), that a Rival of
 * the Pirate's agent was there to share it and the placer's was not, and that the mover is the placer
 * or a sharer; the sharer's consent is given at the table (BR p.17, as F414's and F1511's).
 */
import type { Command, GameState } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import type { Colour } from "../../data/vocabulary";
import { logEvent } from "../../game/util";
import type { CampaignState } from "../types";
import type { ShareRumorCommand } from "../fateCommandTypes";
import { lawInForce } from "./laws";
import { fateHolder } from "./setupWords";

export const SHARING_RUMORS = "F1212";

function shareRumor(s: GameState, c: ShareRumorCommand): string | undefined {
  const camp = s.campaign as CampaignState | undefined;
  if (camp?.eventPhase?.step !== "inSummit") return "Share Rumor is a Negotiation action: no Summit is in session (F1212, BR p.16)";
  if (!lawInForce(camp, SHARING_RUMORS)) return "Sharing Rumors (F1212) is not in the rules booklet";
  const pirate = fateHolder(camp, "FATE12")?.colour;
  const rival = (x: Colour) => x !== pirate && s.seats.indexOf(x) >= 0;
  if (!rival(c.player)) return `only a Rival of the Pirate places their agent on a Rumor to share it (F1212)`;
  const on = Array.isArray(c.onRumor) ? c.onRumor : [];
  if (on.indexOf(c.player) >= 0) return `${c.player} already has an agent on the Rumor in ${c.system}`;
  const sharers = on.filter((x, i) => rival(x) && x !== c.player && on.indexOf(x) === i);
  if (sharers.length === 0) return `no Rival of the Pirate has an agent on the Rumor in ${c.system} to share it (F1212)`;
  if (c.by !== c.player && sharers.indexOf(c.by) < 0) return `only ${c.player} or ${sharers.join(" or ")}, whose agent is on that Rumor, places ${c.player}'s agent there (F1212)`;
  const by = c.by === c.player ? sharers.join(" or ") : c.by;
  logEvent(s, "eventPhase", c.player, `${by} Shares the Rumor in ${c.system} with ${c.player}: ${c.player}'s agent goes on it, consent given at the table (F1212)`);
  return undefined;
}

/** In front of the campaign's rules, as the Summit's other Negotiation actions the core carries out (summit.ts). */
export const sharingRumors: RuleModule<Command> = {
  id: "sharing rumors",
  inForce: (s: GameState) => s.campaign !== undefined,
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => (c.type === "shareRumor" ? shareRumor(s, c) : next(s, c)),
};
