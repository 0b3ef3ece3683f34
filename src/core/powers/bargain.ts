/**
 * Dealmakers (F103, seed 003): "Bargain (Secure): Choose a Court card that a Rival could secure. They
 * secure it but return agents they would capture. You influence once for each agent they had on the
 * card, then you secure once." A `cardAction` paid with a Secure of the turn's count (p.20: a new
 * action "Name (Standard)" takes the standard action's place). The Rival's secure is the Court's
 * (court/secure.ts bargainSecure); the holder's influences (p.13: each on any card in the Court, the
 * refilled one too) and secure (any card they can then secure) are taken at the table as usual,
 * paid by the Bargain: its record in the turn's `cardPreludes`, "F103:<n>", is a source of n
 * influences and 1 secure (game/actions.ts).
 */
import type { Colour } from "../data/vocabulary";
import type { AddedCourtCards, TableState } from "../court/types";
import { playerIndex } from "../court/types";
import type { SecureOutcome } from "../court/secure";
import { bargainSecure } from "../court/secure";
import type { Result } from "../result";
import { refuse } from "../result";
import type { GameState } from "../game/types";
import { spendAction, turnActions } from "../game/actions";
import { drawFromCourt, gainLore } from "../game/tableActions";
import { courtPower, powerCardName } from "./courtPowers";

/** The Rival's secure of the card in `slot`, Bargained by `player` with `card` (their Dealmakers). */
export function bargain(court: TableState, player: Colour, card: string, slot: number, added?: AddedCourtCards): Result<SecureOutcome & { rival: Colour; agents: number }> {
  const p = court.players[playerIndex(court, player)];
  const power = courtPower(card);
  if (p === undefined || power === undefined || power.bargain !== true || p.guildCards.indexOf(card) < 0) return refuse(`${player} has no Bargain: only the holder of ${powerCardName("F103")} takes it`);
  return bargainSecure(court, player, slot, added);
}

export function bargainCommand(s: GameState, player: Colour, a: { card: string; slot: number; court: TableState }, added?: AddedCourtCards): string | undefined {
  const r = bargain(a.court, player, a.card, a.slot, added);
  if (!r.ok) return r.reason;
  const none = spendAction(s, player, "secure");
  if (none !== undefined) return none;
  const o = r.value;
  const t = turnActions(s, player);
  s.actions = { ...t, cardPreludes: (t.cardPreludes ?? []).concat([`F103:${o.agents}`]) };
  s.events.push({ kind: "cardAction", player, text: `${player} Bargains: ${o.rival} secures ${powerCardName(o.card)}, its agents go home; ${player} influences ${o.agents} time(s), then secures once` });
  if (o.lore !== undefined) gainLore(s, o.rival, o.lore);
  if (o.drawn !== undefined) drawFromCourt(s, o.rival, o.drawn);
  return undefined;
}
