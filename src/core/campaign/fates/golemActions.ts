/**
 * Golem Actions (seed 003 F506, Law): "Prelude: You may spend your Awake Golems to optionally take
 * their actions." With Golems (F505): "Golems fill resource slots and can be ... spent for actions
 * like resources"; and the Caretaker's Act I Objective (F501B), second line: "Advance 2 each time any
 * player spends a Golem in their Prelude. Advance even if the player chooses not to use the Golem's
 * Prelude action." The press sends the Awake Golems the player has as the table reads them (resource
 * slots and play area); the core checks the Law is in the rules booklet and the turn (after the card,
 * the Prelude not over: p.20, as for a resource), marks a Prelude action taken (declaring and
 * seizing close, as a resource spent) and in Act I advances the Caretaker's marker. Which Golem it
 * is and its action are the players' (the four tokens are alike on the table).
 */
import type { Command, GameState, RoundState } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import { roundTurnRefusal } from "../../game/rounds";
import { turnActions } from "../../game/actions";
import { logEvent } from "../../game/util";
import type { CampaignState } from "../types";
import type { SpendGolemCommand } from "../golemTypes";
import { lawInForce } from "./laws";
import { advance } from "./objectiveMoments";

export const GOLEM_ACTIONS = "F506";
const NAME = "Golem Actions (F506)";

function spendGolem(s: GameState, c: SpendGolemCommand): string | undefined {
  const campaign = s.campaign as CampaignState;
  if (!lawInForce(campaign, GOLEM_ACTIONS)) return `${NAME} is not in the rules booklet`;
  const turn = roundTurnRefusal(s, c.player);
  if (turn !== undefined) return turn;
  if (!(s.round as RoundState).played) return `${c.player} must play a card first: Golems are spent in the Prelude (${NAME})`;
  const t = turnActions(s, c.player);
  if (t.preludeOver) return `${c.player}'s Prelude is over (p.20)`;
  if (typeof c.awake !== "number" || !(c.awake >= 1)) return `${c.player} has no Awake Golem to spend (${NAME})`;
  s.actions = { ...t, prelude: true };
  logEvent(s, "cardAction", c.player, `${c.player} spends an Awake Golem in the Prelude (${NAME}); flip it to Sleeping and place it in a Rival's empty resource slot, if none keep it (Golems, F505)`);
  const caretaker = campaign.act === "I" ? campaign.players.filter((p) => p.fate === "FATE05")[0] : undefined;
  if (caretaker !== undefined) advance(s, caretaker, "F501B", `a Golem ${c.player} spent in the Prelude`, 2);
  return undefined;
}

export const golemActions: RuleModule<Command> = {
  id: "fate:Golem Actions",
  inForce: (s: GameState) => s.campaign !== undefined,
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => (c.type === "spendGolem" ? spendGolem(s, c) : next(s, c)),
};
