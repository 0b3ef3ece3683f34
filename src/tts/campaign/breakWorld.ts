/**
 * Breaking Worlds at the table (seed 003 F1103B, F1104; the core's campaign/fates/breakWorld.ts). The
 * Planet Hammer (F1104) in its holder's play area carries "Break World (Battle)" (mapCards.ts: a map
 * card action, only the holder presses) and "After the battles": each Rival presses it in turn order
 * once they battled the holder at the Hammer token's planet or declined, the holder last. The press
 * sends `breakWorld` from the presser's seat with the map (its Fate tokens), the boards as read and
 * who has Guild Loyalty (F424) in their play area; the core decides and refuses anyone out of turn
 * (to them alone). The holder's break, accepted: each player's Outrage acted out as the core decided
 * (resources and Guild cards of the type, an agent on the icon) and the Hammer token flipped to Broken
 * World; the event tells the players the rest, which they carry out (Global's size budget): the
 * planet's buildings onto the Breaking Worlds card, the Refugee card it names on top of the Court deck,
 * the Court's Guild cards it names scrapped with their agents home.
 */
import type { Command } from "../../core/game/types";
import { GUILD_LOYALTY } from "../../core/campaign/fates/outrage";
import { breakStep } from "../../core/campaign/fates/breakWorld";
import type { BreakWorldCommand } from "../../core/campaign/breakWorldTypes";
import { refuseTo } from "../lib/chat";
import { playingColour } from "../lib/seats";
import { fateCardsIn } from "../lib/pieceTags";
import { tagged } from "../lib/table";
import { readCampaignMap } from "../lib/campaignMap";
import { withFateTokens } from "../lib/fateTokensOnMap";
import { game, submit } from "../session/session";
import { readBattleCourt } from "../battle/read";
import { outrageActedOut } from "../battle/moves";
import { systemOf } from "../map/read";

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
}
