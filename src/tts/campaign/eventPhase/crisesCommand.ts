/** The Crises press's command: what the table shows the core for the Crises step (BR p.18). */
import type { Command, GameState } from "../../../core/game/types";
import type { CrisesRead } from "../../../core/campaign/types";
import { BOARD_READS, UNSTABLE } from "../../../core/campaign/crisesVox";
import { DEFECTORS } from "../../../core/campaign/fates/defectors";
import type { CrisesDice } from "../../../core/campaign/crises";
import type { MapSnapshot } from "../../../core/map/snapshot";
import { zoneOf } from "../../lib/table";
import { fateCardsIn, objectsIn, supplyBag } from "../../lib/pieceTags";
import { GUILD_LOYALTY } from "../../../core/campaign/fates/outrage";
import { openSlotCount } from "../../../core/resources/resources";
import { playerHoldings, readCourtRowSnapshot } from "../../court/table";
import { outragedTypes } from "../../battle/read";
import { withFateTokens } from "../../lib/fateTokensOnMap";
import { golemsHeld, readScoringSnapshot } from "../../scoring/read";
import { supplyCounts } from "./edictMoves";

/**
 * The Crises step as the table shows it: the map, the Court row (attached cards too), each seat's
 * agents in supply and Blight Trophies (Political Intrigue, Blight Purge); with Extortion, Itinerant
 * Empaths or Outrage Spreads in the row, what each has (BR p.27), their board's open slots, Outrage
 * and Guild cards, and the Psionic supply; with Imperial Defectors, the ships in each supply; with an
 * Unstable Golem, the Golems each holds.
 */
export function crisesCommand(map: MapSnapshot, now: GameState, dice?: CrisesDice): Command {
  const court = readCourtRowSnapshot(now);
  const shows = (ids: readonly string[]) => court.some((r) => ids.indexOf(r.card ?? "") >= 0 || ids.indexOf(r.attached ?? "") >= 0);
  const snap = shows(BOARD_READS) ? readScoringSnapshot(now) : undefined;
  const ships = shows(DEFECTORS);
  const golems = shows(UNSTABLE);
  const players = now.seats.map((colour, i): CrisesRead => {
    const r: CrisesRead = { colour, agents: supplyBag("agent", colour)?.getQuantity() ?? 0, blight: objectsIn(zoneOf("trophies", colour)).filter((o) => o.hasTag("blight")).length };
    // Imperial Defectors: the ships in each supply bag (fates/defectors.ts).
    if (ships) r.ships = supplyBag("ship", colour)?.getQuantity() ?? 0;
    // Unstable Golems (F508-F511): the names of the Golems held (each token's memo).
    if (golems) r.golems = golemsHeld(colour).map((o) => o.memo);
    // Golem Hearth (F503) in play: its Crisis (core fates/damagedCrises.ts).
    if (fateCardsIn(colour, (id) => id === "F503").length > 0) r.hearth = true;
    // Merchant League (F302) in play: its Crisis (core crisesStep.ts).
    if (fateCardsIn(colour, (id) => id === "F302").length > 0) r.league = true;
    const h = snap && playerHoldings(colour);
    if (snap !== undefined && h !== undefined) {
      r.resources = snap.players[i].resources;
      r.board = h.resources.slice(0, openSlotCount(h));
      // Outrage Spreads: the icons an agent covers, the Guild cards, Guild Loyalty (crisesVox.ts).
      r.outrage = outragedTypes(colour);
      r.guild = h.guildCards;
      r.loyal = fateCardsIn(colour, (id) => id === GUILD_LOYALTY).length > 0;
    }
    return r;
  });
  return { type: "resolveCrises", map: withFateTokens(map), court, dice, players, psionic: snap && supplyCounts().psionic };
}
