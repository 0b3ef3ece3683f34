/**
 * F1002 Planting Banners (seed 003, the Hegemon's Ability): "Banner tokens are your Loyal pieces.
 * Prelude: You may place a Banner at your Flagship's planet if it has no Banners and no ships or
 * buildings that are not Loyal. (You can do this multiple times.)" Decided on the map as it was
 * before the Banner (the table's read of that system and of the Banners on the map); the Prelude is
 * the turn's after the card, until a battle or secure is paid with a pip (p.20, actions.ts).
 * Blight is no ship or building of anyone's: it does not stop a Banner.
 */
import type { Colour, SystemId } from "../../data/vocabulary";
import { system } from "../../data/map";
import type { GameState } from "../../game/types";
import { playerInTurn } from "../../game/legal";
import { turnActions } from "../../game/actions";
import type { MapSnapshot } from "../../map/snapshot";
import { named } from "./setupWords";
import { findBy } from "../../util/byId";

import { controllerOf } from "../mapControl";
import { empireFactsFor } from "./empireCards";
import type { CampaignState } from "../types";

/** Why `player` cannot place a Banner in `id` now, or undefined. */
export function bannerRefusal(s: GameState, player: Colour, map: MapSnapshot, id: SystemId): string | undefined {
  const c = s.campaign;
  const why = (w: string) => `${named("F1002")}: ${w}`;
  if (c === undefined || !c.players.some((p) => p.colour === player && p.fate === "FATE10")) return why("only the Hegemon places Banners");
  if (s.phase !== "play" || playerInTurn(s) !== player || s.round === undefined || !s.round.played || turnActions(s, player).preludeOver) return why("a Prelude: your turn, after your card, before a battle or secure (p.20)");
  const there = findBy(map.systems, "system", id)!;
  const pieces = there === undefined ? [] : there.pieces;
  const where = system(id);
  if (where === undefined || where.kind !== "planet" || !pieces.some((p) => p.owner === player && p.kind === "flagship")) return why(`a Banner goes at your Flagship's planet, and ${id} is not it`);
  if (map.fateTokens !== undefined && map.fateTokens.some((t) => t.system === id && t.token === "Banner")) return why(`${id} has a Banner already`);
  const rival = pieces.filter((p) => p.owner !== player && p.kind !== "blight" && p.fresh + p.damaged > 0)[0];
  return rival && why(`${id} has a ${rival.owner} ${rival.kind}, not Loyal to you`);
}

/** Song of the Banner (F1004), which the map reads in the mover's play area. */
export const SONG = "F1004";

/**
 * F1004 Song of the Banner (the Hegemon's Lore): "You may move between planets with Banners as if they
 * were adjacent." With the card in `player`'s play area (`playAreas`) and a Banner on both planets
 * (`fateTokens`, which the table sends for such a mover), a move between them is a plain move.
 */
export function bannerLinked(map: MapSnapshot, from: SystemId, to: SystemId, player: Colour): boolean {
  const tokens = map.fateTokens;
  if (tokens === undefined || map.playAreas === undefined || from === to || !map.playAreas.some((a) => a.colour === player && a.cards.indexOf(SONG) >= 0)) return false;
  const banner = (id: SystemId) => {
    const where = system(id);
    return where !== undefined && where.kind === "planet" && tokens.some((t) => t.system === id && t.token === "Banner");
  };
  return banner(from) && banner(to);
}

/**
 * F1009/F1010 Against Hegemony, When Secured (seed 003): "You may take any Banners you control as
 * Trophies." The Banners on the map (`fateTokens`) in systems `player` controls on their turn (base
 * p.7 control, BR p.10: mapControl.ts), one system per Banner. Another `token`'s too: the Portal's
 * for Seek the Portal (fates/seekPortal.ts).
 */
export function bannersControlled(s: GameState, player: Colour, map: MapSnapshot, token = "Banner"): SystemId[] {
  const facts = empireFactsFor(s.campaign as CampaignState)(map);
  return (map.fateTokens ?? []).filter((t) => t.token === token && controllerOf(map, t.system, s.seats, facts, { turnOf: player }) === player).map((t) => t.system);
}
