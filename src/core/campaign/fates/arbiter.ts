/**
 * The Arbiter (seed 003 F2403, the Judge's Relic Guild card from their Act III setup): "At the start
 * of scoring, you may give any number of your Trophies, Captives, and resources to Rivals, up to their
 * number of empty resource slots. Pieces Loyal to that Rival return to their supply."
 *
 * The holder's hand moves each piece from their board's Trophies, Captives or resource slots into a
 * Rival's; the table sends `arbiterGift` with the holder's Fate-set cards and the Rival's empty
 * resource slots as it reads them without the piece (src/tts/scoring/arbiter.ts). The core checks
 * that a chapter is being scored and not yet confirmed, the card in the giver's play area, that the
 * holder moved it, and counts each Rival's gifts against their empty slots at the start of scoring:
 * the slots read with the first gift to that Rival, which no gift has changed yet. A later gift of a
 * resource fills a slot but does not lower the limit. The count ends with the score.
 */
import type { Command, GameState } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import { logEvent } from "../../game/util";
import type { CampaignState } from "../types";
import type { ArbiterGiftCommand, ArbiterGifts } from "../fateCommandTypes";

export const THE_ARBITER = "F2403";

const WORDS = { trophy: "a Trophy", captive: "a Captive", resource: "a resource" };

function gift(s: GameState, c: ArbiterGiftCommand): string | undefined {
  const camp = s.campaign as CampaignState | undefined;
  if (camp === undefined || s.phase !== "scoring") return "The Arbiter gives at the start of scoring (F2403): no chapter is being scored";
  if (s.seats.indexOf(c.player) < 0 || s.seats.indexOf(c.to) < 0 || c.to === c.player) return "The Arbiter gives to a Rival at the table (F2403)";
  if (!Array.isArray(c.cards) || c.cards.indexOf(THE_ARBITER) < 0) return `${c.player} does not have The Arbiter (F2403) in their play area`;
  if (c.by !== c.player) return `only ${c.player}, who has The Arbiter (F2403), gives their Trophies, Captives and resources`;
  const word = WORDS[c.piece];
  if (word === undefined) return "The Arbiter gives Trophies, Captives and resources (F2403)";
  const was = camp.arbiterGifts ?? [];
  let mine: ArbiterGifts | undefined;
  for (const g of was) if (g.to === c.to) mine = g;
  if (mine === undefined && (typeof c.slots !== "number" || c.slots !== Math.floor(c.slots) || c.slots < 0 || c.slots > 6)) return `${c.to}'s empty resource slots were not read (0 to 6)`;
  const slots = mine === undefined ? c.slots : mine.slots;
  const given = mine === undefined ? 0 : mine.given;
  if (given >= slots) return `${c.to} had ${slots} empty resource slot${slots === 1 ? "" : "s"} at the start of scoring: The Arbiter gives them no more (F2403)`;
  const now: ArbiterGifts[] = [];
  for (const g of was) if (g.to !== c.to) now.push(g);
  now.push({ to: c.to, slots, given: given + 1 });
  camp.arbiterGifts = now;
  const back = c.loyal === true ? `; it is ${c.to}'s own and returns to their supply` : "";
  logEvent(s, "action", c.player, `${c.player} gives ${c.to} ${word} with The Arbiter (F2403): ${given + 1} of ${slots}${back}`);
  return undefined;
}

/** The gifts, and their count cleared once the chapter is scored. */
export const theArbiter: RuleModule<Command> = {
  id: "the arbiter",
  inForce: (s: GameState) => s.campaign !== undefined,
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => {
    if (c.type === "arbiterGift") return gift(s, c);
    const r = next(s, c);
    const camp = s.campaign as CampaignState | undefined;
    if (r === undefined && c.type === "score" && camp !== undefined && camp.arbiterGifts !== undefined) camp.arbiterGifts = undefined;
    return r;
  },
};
