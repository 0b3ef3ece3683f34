/**
 * Breaking Worlds at the table (seed 003 F1103B, F1104; the core's campaign/fates/breakWorld.ts). The
 * Planet Hammer (F1104) in its holder's play area carries "Break World (Battle)" (mapCards.ts: a map
 * card action, only the holder presses) and "After the battles": each Rival presses it in turn order
 * once they battled the holder at the Hammer token's planet or declined, the holder last. The press
 * sends `breakWorld` from the presser's seat with the map (its Fate tokens), the boards as read and
 * who has Guild Loyalty (F424) in their play area; the core decides and refuses anyone out of turn
 * (to them alone). The holder's break, accepted: each player's Outrage acted out as the core decided
 * (resources and Guild cards of the type, an agent on the icon), the Hammer token flipped to Broken
 * World, the planet's buildings laid on the Breaking Worlds card (F1103A flipped) and its Refugee card
 * put face down on top of the Court deck (putObject, docs/tts-behaviour.md). The Court's Guild cards
 * of the type are named in the event: the players scrap them and return their agents.
 */
import type { Command } from "../../core/game/types";
import { GUILD_LOYALTY } from "../../core/campaign/fates/outrage";
import { breakStep } from "../../core/campaign/fates/breakWorld";
import type { BreakWorldCommand } from "../../core/campaign/breakWorldTypes";
import { RESOURCE_TYPES } from "../../core/data/vocabulary";
import { refuseTo } from "../lib/chat";
import { playingColour } from "../lib/seats";
import { fateCardsIn } from "../lib/pieceTags";
import { above, tagged } from "../lib/table";
import { campaignSystemPieces, readCampaignMap } from "../lib/campaignMap";
import { withFateTokens } from "../lib/fateTokensOnMap";
import { game, submit } from "../session/session";
import { readBattleCourt } from "../battle/read";
import { outrageActedOut } from "../battle/moves";
import { systemOf } from "../map/read";
import { campaignCourtDeck } from "../court/campaignSlots";

export function afterBattles(clicker: string): void {
  const s = game();
  const player = s && playingColour(clicker, s.seats);
  if (s === undefined || player === undefined) return refuseTo(clicker, "only a seated player presses");
  const c: BreakWorldCommand = { type: "breakWorld", player, map: withFateTokens(readCampaignMap()), court: readBattleCourt(s), loyal: s.seats.filter((p) => fateCardsIn(p, (id) => id === GUILD_LOYALTY).length > 0) };
  const b = breakStep(s, c);
  const r = submit(c as Command);
  if (!r.ok) return refuseTo(clicker, r.reason);
  const v = b.ok ? b.value : undefined;
  const type = v && v.type;
  if (v === undefined || type === undefined) return;
  let before = c.court;
  v.tables.forEach((t, i) => {
    outrageActedOut(before, t, t.players[i].colour, type);
    before = t;
  });
  for (const o of tagged("fate-token")) if (o.getGMNotes() === "Hammer Fragment" && !o.is_face_down && systemOf(o) === v.system) o.setRotation(Vector(0, 180, 180));
  const card = fateCardsIn(v.holder, (id) => id === "F1103A")[0];
  campaignSystemPieces(v.system as string).filter((p) => p.kind === "city" || p.kind === "starport").forEach((p, i) => card && p.obj.setPosition(above(card, 1 + i * 0.5)));
  const refugee = tagged("fate-set-card").filter((o) => o.getGMNotes() === `F110${5 + RESOURCE_TYPES.indexOf(type)}`)[0];
  const deck = campaignCourtDeck();
  if (refugee === undefined || deck === undefined) return;
  // Face down, held above the deck and put at index 0: both of putObject's means say "the top".
  refugee.setRotation(Vector(0, 180, 180));
  refugee.setPosition(above(deck, 1));
  deck.putObject(refugee, 0);
}
