/** Fate-set Guild card actions on hands (fates/handCards.ts): Informants' Spy (F602), Mind Managers' Manipulate (F1006). */
import type { Colour } from "../data/vocabulary";
import type { TableState } from "../court/types";
import type { ScoringSnapshot } from "../game/scoringTypes";

export interface HandCardCommand {
  type: "handCardAction";
  player: Colour;
  card: string;
  rival: Colour;
  /** the card given and the card taken; Manipulate's peek has neither */
  give?: string;
  take?: string;
  /** the Court as read: the card among the player's Guild cards, their Captives */
  court: TableState;
  /** the table's counts, sent while the player holds Guild Overseers (F403, fates/overseers.ts) */
  snapshot?: ScoringSnapshot;
}
