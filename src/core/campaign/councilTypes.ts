/** The Imperial Council's commands (BR p.14), beside the campaign's other types (types.ts re-exports them). */
import type { Colour } from "../data/vocabulary";

/** Securing the Imperial Council In Session on your turn (BR p.14; the agents are the table's). */
export interface SecureCouncilCommand {
  type: "secureCouncil";
  player: Colour;
}

/**
 * The Council's round-end resolution after the Summit (BR p.14): a Regent becomes First Regent; an
 * Outlaw steals `steal` from the Imperial Trust (up to their empty resource slots, counted by the
 * table) and the First Regent loses 1 Power each; then Crises or Edicts by choice.
 */
export interface ResolveCouncilCommand {
  type: "resolveCouncil";
  player: Colour;
  steal: string[];
  resolve: "Crises" | "Edicts";
  /** The First Regent's Guild cards as the table shows them, needed for a steal: Sworn Guardians stops it. */
  firstRegentGuildCards?: string[];
}
