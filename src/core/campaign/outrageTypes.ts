/**
 * The Partisan's seize by Outrage (seed 003 F603 Partisan Seizing, Ability; F616, its Law;
 * fates/outrage.ts): "you may seize the initiative when you play a card if you choose to Provoke
 * Outrage with a non-Outraged resource".
 */
import type { Colour, ResourceType } from "../data/vocabulary";
import type { TableState } from "../court/types";

export interface SeizeByOutrageCommand {
  type: "seizeByOutrage";
  player: Colour;
  /** the resource type whose Outrage is Provoked: one the player is not Outraged of */
  outrage: ResourceType;
  /** the players' boards and Guild cards as the table shows them (their resources, Guild cards, Outrage icons, agent supply) */
  court: TableState;
  /** the Fate-set cards in the seizer's play area the Outrage reads (Guild Loyalty, F424) */
  cards?: string[];
}

/**
 * An Outrage a Fate-set Lore card moves (fates/outrage.ts): People's Hero (F617) clears `outrage`
 * from its holder's board; Sower of Division (F625) places its holder's Loyal agent on `rival`'s empty
 * `outrage` slot.
 */
export interface OutrageCardCommand {
  type: "outrageCard";
  player: Colour;
  card: string;
  outrage: ResourceType;
  /** F625: whose Outrage slot */
  rival?: Colour;
  /** the boards as the table shows them */
  court: TableState;
}
