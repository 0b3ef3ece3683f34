/**
 * The shape of a turn's action count (`GameState.actions`), apart from the rules that keep it
 * (actions.ts): the state's types name it without importing those rules.
 */
import type { Colour, ResourceType } from "../data/vocabulary";

/** The standard actions the table can see and count (a move since the map's actions are seen: src/core/map). */
export type ActionKind = "battle" | "secure" | "influence" | "tax" | "build" | "repair" | "move";

/** The turn's count, kept in `GameState.actions` while it is that player's turn. */
export interface TurnActions {
  player: Colour;
  chapter: number;
  round: number;
  /** resources spent in the Prelude that give an action, in the order spent */
  spent: ResourceType[];
  /** a Weapon was spent: the played card's pips may battle this turn (p.17) */
  weapon: boolean;
  /** actions taken this turn, in order */
  taken: ActionKind[];
  /**
   * The Court card each action of `taken` went to, by index ("" for none or not named): an influence
   * the table reports names its card, so a Demagogue's Bold influence is free once per card.
   * Omitted while no action named one.
   */
  on?: string[];
  /** a battle or secure has been paid with a pip: the Prelude is over (FAQ "Turn Structure", "Rewind") */
  preludeOver: boolean;
  /** Court cards whose once-per-turn power was used this turn (Relic Fence BC24's Prelude, the Liaisons' gain, the Guildmasters' steal, Informants' Spy); "F1006:<Rival>": Mind Managers' peek waiting for its take and give */
  cardPreludes?: string[];
  /** a Prelude action was used this turn (a resource spent, even for no effect, or a Court card's Prelude) */
  prelude?: boolean;
  /**
   * Actions the players took under advisory rules although the count refused them (an override:
   * overrideEffects.ts), in order. Kept apart from `taken`: no source pays them, so they never make
   * a later action of the turn unpayable. Omitted while there is none.
   */
  overridden?: ActionKind[];
  /**
   * The map actions of this turn (src/core/map/mapAction.ts), in order: "move:<origin>",
   * "tax:<owner>@<system>" (each city once per turn, p.12), "build:ship:<at>@<system>" (one ship per
   * starport per turn, p.12), "build:<city|starport>@<system>", "repair:<system>"; one paid with
   * another kind's action is written after it: "build>tax:<owner>@<system>" (Nurture, L10), "move>recover"
   * (Guild Investigators' Recover, F402: no move to join). Omitted
   * while none.
   */
  mapActs?: string[];
}
