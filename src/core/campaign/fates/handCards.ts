/**
 * Fate-set Guild card actions on hands (seed 003 card reference), `handCardAction` with the Court as
 * the table read it (the card among the player's Guild cards, their Captives); each spends an
 * Influence action of the turn (p.20: "Name (Standard)" stands in for that action):
 * - F602 Informants: "Spy (Influence): Once per turn, give your action card of highest number to a
 *   Rival. After you do, they must give you their action card of highest number. (It can be the same
 *   card.)" One command: `give` of the player's highest number, `take` of the Rival's once they hold
 *   `give`; among cards of the same number the holder chooses (the table asks them).
 * - F1006 Mind Managers: "Manipulate (Influence): Choose a Rival that you have a Captive of. Peek at
 *   their hand, take 1 card from it, then give any card from your hand." The peek (no `take`) spends
 *   the Influence; then `take` and `give` with that Rival, once per peek (`cardPreludes` "F1006:<Rival>").
 * The events name no card; the seat view shows `give` and `take` to the two players only (campaign/seatView.ts).
 */
import type { GameState } from "../../game/types";
import { card as actionCard, logEvent, without } from "../../game/util";
import { playerState, roundTurnRefusal } from "../../game/rounds";
import { spendAction, turnActions } from "../../game/actions";
import { playerIndex } from "../../court/types";
import type { HandCardCommand } from "../handCardTypes";
import { faithfulNumber } from "./faithful";
import { named } from "./setupWords";

export const SPY = "F602";
const MANIPULATE = "F1006";

function numberOf(id: string): number {
  const a = actionCard(id);
  return a === undefined ? faithfulNumber(id) : a.number;
}

/** The cards of `hand` of its highest number: the one to give is chosen among them. */
export function highest(hand: readonly string[]): string[] {
  let top = -1;
  for (const id of hand) top = Math.max(top, numberOf(id));
  return hand.filter((id) => numberOf(id) === top);
}

export function handCardAction(s: GameState, c: HandCardCommand): string | undefined {
  const name = named(c.card);
  const no = roundTurnRefusal(s, c.player);
  if (no !== undefined) return no;
  const t = c.court;
  const i = typeof t !== "object" || t === undefined || !Array.isArray(t.players) ? -1 : playerIndex(t, c.player);
  if (i < 0 || (c.card !== SPY && c.card !== MANIPULATE) || t.players[i].guildCards.indexOf(c.card) < 0) return `${name} is not in ${c.player}'s play area`;
  const me = playerState(s, c.player);
  const them = playerState(s, c.rival);
  if (me === undefined || them === undefined || c.rival === c.player) return `${name}: choose a Rival`;
  const used = turnActions(s, c.player).cardPreludes ?? [];
  const peek = `${MANIPULATE}:${c.rival}`;
  let mine = me.hand;
  let theirs = them.hand;
  let text = `${c.player} Spies on ${c.rival} (${name})`;
  let after = used.concat([SPY]);
  const give = c.give as string;
  const take = c.take as string;
  if (c.card === SPY) {
    if (used.indexOf(SPY) >= 0) return `${name}: once per turn`;
    theirs = theirs.concat([give]);
    if (highest(mine).indexOf(give) < 0 || highest(theirs).indexOf(take) < 0) return `${name}: cards of highest number only`;
    mine = without(mine, give).concat([take]);
    theirs = without(theirs, take);
  } else if (c.take === undefined) {
    if (!((t.players[i].captives[c.rival] ?? 0) > 0)) return `${name}: you have no Captive of ${c.rival}`;
    text = `${c.player} peeks at ${c.rival}'s hand (${name})`;
    after = used.concat([peek]);
  } else {
    mine = mine.concat([take]);
    if (used.indexOf(peek) < 0 || theirs.indexOf(take) < 0 || mine.indexOf(give) < 0) return `${name}: peek first; take theirs, give yours`;
    mine = without(mine, give);
    theirs = without(theirs, take).concat([give]);
    text = `${c.player} swaps 1 card with ${c.rival} (${name})`;
    after = without(used, peek);
  }
  // Manipulate's take and give were paid with its peek.
  if (c.card === SPY || c.take === undefined) {
    const none = spendAction(s, c.player, "influence");
    if (none !== undefined) return none;
  }
  // The state is a working copy: whole fields are replaced, never changed in place.
  s.players = s.players.map((p) => (p.colour === c.player ? { ...p, hand: mine } : p.colour === c.rival ? { ...p, hand: theirs } : p));
  s.actions = { ...turnActions(s, c.player), cardPreludes: after };
  logEvent(s, "cardAction", c.player, text);
  return undefined;
}
