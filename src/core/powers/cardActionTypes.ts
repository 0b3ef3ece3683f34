/** A card action's command (cardActions.ts applies it): what the game's state types name. */
import type { Colour, ResourceType } from "../data/vocabulary";
import type { SlotContent, TableState } from "../court/types";
import type { CaptiveCount } from "./capturePowers";
import type { PreludeChoice } from "./preludePowers";
import type { GatePieces } from "./gatePowers";
import type { ScoringSnapshot } from "../game/scoringTypes";

export type CardActionStep =
  | { kind: "abduct"; slot: number; court: TableState }
  | { kind: "pressgang"; captives: CaptiveCount[]; gains: ResourceType[]; arrangement?: SlotContent[]; court: TableState }
  | { kind: "execute"; captives: CaptiveCount[]; court: TableState }
  /** Manufacture (BC02) / Synthesize (BC09): gain 1 resource; the Liaisons (F405-F409): gain 1 after a Copy took the card's action */
  | { kind: "gain"; card: string; arrangement?: SlotContent[]; court: TableState }
  /** Elder Broker (BC23) Trade: the Rival, their city's type, the slot taken from them and the slot given */
  | { kind: "trade"; rival: Colour; cityType: ResourceType; takeSlot: number; giveSlot: number; court: TableState }
  /** The Guildmasters (F417-F421): steal `guildCard` of the card's suit from `from` after declaring its ambition */
  | { kind: "declareSteal"; card: string; from: Colour; guildCard: string; court: TableState }
  /** Guild Investigators (F402) Recover (Move): the topmost discarded Guild card attached above the card in Court slot `slot` (0-based) */
  | { kind: "recover"; card: string; slot: number; court: TableState }
  /** Dealmakers (F103) Bargain (Secure): the Rival who could secure the card in Court slot `slot` (0-based) secures it (court/secure.ts bargainSecure) */
  | { kind: "bargain"; card: string; slot: number; court: TableState }
  /** a Court card's Prelude (courtPowers.ts `prelude`) */
  | { kind: "prelude"; choice: PreludeChoice; court: TableState }
  /** Gate Ports (L08, a Lore card): capture 1 agent of `rival`, whose ships moved into a gate of the player's; the gates as read */
  | { kind: "gatePorts"; rival: Colour; gates: GatePieces[]; court: TableState };

export interface CardActionCommand {
  type: "cardAction";
  player: Colour;
  action: CardActionStep;
  /** the table's counts, sent while the player holds Guild Overseers (F403, campaign/fates/overseers.ts) */
  snapshot?: ScoringSnapshot;
}
