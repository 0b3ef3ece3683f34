/**
 * F1002 Planting Banners on the table: a Banner (tag `fate-token`, GMNotes "Banner") the Hegemon
 * lets go in a system other than the one it lay in is a placement the core decides
 * (core/campaign/fates/banners.ts) on that system's read and the Banners on the map without it.
 * Refused under enforced rules, it goes back where it was picked up and the reason goes to the
 * Hegemon alone; under advisory rules it stays. Anyone else's drop is a correction left alone.
 * A Bunker's drop (F1803) and a Hammer token's (F1104) go to bunkers.ts.
 */
import type { Colour, SystemId } from "../../core/data/vocabulary";
import type { GameState } from "../../core/game/types";
import { bannerRefusal, bannersControlled } from "../../core/campaign/fates/banners";
import { on } from "../lib/events";
import type { TagSet } from "../lib/events";
import { asColour, tagged, whenRested } from "../lib/table";
import { fateTokensOnMap, tokensBut } from "../lib/fateTokensOnMap";
import { toTrophies } from "../battle/moves";
import type { TokenPick } from "./bunkers";
import { bunkerDrop, hammerDrop, tokenBack } from "./bunkers";
import { game } from "../session/session";
import { readSystems, systemOf, withPlayArea } from "../map/read";

/** Where each Banner was picked up, by GUID, and the system it lay in. */
const picks: { [guid: string]: TokenPick | undefined } = {};

function decide(colour: string, obj: TTSObject, pick: TokenPick | undefined): void {
  const s = game();
  const player = asColour(colour);
  const id = obj.isDestroyed() ? undefined : systemOf(obj);
  if (s === undefined || s.campaign === undefined || player === undefined || id === undefined || (pick !== undefined && pick.from === id)) return;
  if (!s.campaign.players.some((p) => p.colour === player && p.fate === "FATE10")) return;
  const why = bannerRefusal(s, player, { ...readSystems([id]), fateTokens: tokensBut(id, "Banner") }, id as SystemId);
  if (why !== undefined) tokenBack(colour, obj, pick, why, "f10-banner");
}

/** A Banner's, a Bunker's or a Hammer token's (bunkers.ts) drop. */
function ours(obj: TTSObject, tags: TagSet): boolean {
  const name = obj.getGMNotes();
  return tags["fate-token"] === true && (name === "Banner" || name === "Bunker" || name === "Hammer Fragment");
}

export function installBanners(): void {
  on("objectPickUp", (colour, obj, tags) => {
    if (!ours(obj, tags)) return;
    const p = obj.getPosition();
    const from = systemOf(obj);
    picks[obj.getGUID()] = from === undefined ? { at: Vector(p.x, p.y, p.z) } : { at: Vector(p.x, p.y, p.z), from };
  });
  on("objectDrop", (colour, obj, tags) => {
    if (!ours(obj, tags)) return;
    const pick = picks[obj.getGUID()];
    picks[obj.getGUID()] = undefined;
    const name = obj.getGMNotes();
    const then = () => (name === "Banner" ? decide : name === "Bunker" ? bunkerDrop : hammerDrop)(colour, obj, pick);
    // Zones see a dropped token only once it rests (as mapActions.ts's pieces).
    whenRested(obj, then);
  });
}

/**
 * Against Hegemony (F1009/F1010): how many Banners `player` controls now (the core's bannersControlled);
 * with `take`, those go into their Trophies, where the scoring counts them (F1003).
 */
export function bannersTaken(s: GameState, player: Colour, take?: boolean): number {
  const tokens = fateTokensOnMap().filter((t) => t.token === "Banner");
  const at = bannersControlled(s, player, withPlayArea({ ...readSystems(tokens.map((t) => t.system)), fateTokens: tokens }, s, player));
  if (take) for (const o of tagged("fate-token")) if (o.getGMNotes() === "Banner" && at.indexOf(systemOf(o) as SystemId) >= 0) toTrophies(player, o);
  return at.length;
}
