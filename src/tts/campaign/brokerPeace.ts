/**
 * Broker Peace at the table (seed 003 F1511; the core's campaign/fates/brokerPeace.ts): once the
 * Act is under way (its first card played, or a Summit in session), a Ceasefire token a player's hand
 * turns from War (face down) to Peace sends `brokerPeace` with the map read once it rests (the turn
 * animates: TTS's onObjectRotate fires as it starts, docs/tts-behaviour.md). Refused (no Summit,
 * Peace Accords not in the booklet, fewer than 2 systems controlled in its cluster, an unseated
 * colour), the token turns back to War and the refusal is told to that player alone. Before the first
 * card the tokens are the setup's, laid by hand when no map was read (F1507A): left alone.
 */
import type { Command } from "../../core/game/types";
import type { SystemId } from "../../core/data/vocabulary";
import { system } from "../../core/data/map";
import { on } from "../lib/events";
import { refuseTo } from "../lib/chat";
import { gmNotes, whenRested } from "../lib/table";
import { playingColour } from "../lib/seats";
import { readCampaignMap } from "../lib/campaignMap";
import { systemZoneOf, withFateTokens } from "../lib/fateTokensOnMap";
import { game, submit } from "../session/session";

const faceDown = (flip: number) => flip > 90 && flip < 270;

function broker(obj: TTSObject, colour: string): void {
  const s = game();
  if (s === undefined || obj.isDestroyed() || obj.is_face_down) return;
  const player = playingColour(colour, s.seats);
  const zone = systemZoneOf(obj);
  const k = zone && system(gmNotes(zone) as SystemId)?.cluster;
  const r = player === undefined || k === undefined ? { ok: false, reason: "only a seated player Brokers Peace, on a Ceasefire by its cluster's gate (F1511)" } : submit({ type: "brokerPeace", player, cluster: k, map: withFateTokens(readCampaignMap()) } as Command);
  if (r.ok) return;
  obj.flip();
  refuseTo(colour, r.reason);
}

export function installBrokerPeace(): void {
  on("objectRotate", (obj, flip, colour, oldFlip) => {
    const s = game();
    const camp = s?.campaign;
    if (camp === undefined || gmNotes(obj) !== "Ceasefire" || !faceDown(oldFlip) || faceDown(flip)) return;
    if (camp.eventPhase?.step !== "inSummit" && (s?.round?.plays.length ?? 0) === 0) return;
    whenRested(obj, () => broker(obj, colour));
  });
}
