/**
 * The Pathfinder's Pilgrims on the table (seed 003 F908; the core's campaign/fates/pilgrims.ts): in a
 * chapter, a Pilgrim token picked up in a map system and let go is sent as Pilgrims' Prelude move
 * (`mapAction`, `kind: "card"`, `call: "pilgrim"`) with the map as it lay before (its Fate tokens, the
 * mover's play area); "This is the only way Pilgrims can move", so any colour's drop is sent and one
 * off the map names no system. Refused, the token goes back where it was picked up and the mover alone
 * is told. Use the Portal is the card's button (mapCards.ts); accepted, `toObjective` lays the Portal
 * system's Pilgrims on the holder's Fate card (their objective card). TTS events: onObjectPickUp /
 * onObjectDrop; the systems are told by position against the system zones' boxes, since a drop's
 * zone events may come after it (docs/tts-behaviour.md).
 */
import type { Colour, SystemId } from "../../core/data/vocabulary";
import type { CampaignState } from "../../core/campaign/types";
import { campaignPlayer } from "../../core/campaign/fates/setupWords";
import { on } from "../lib/events";
import { refuseTo } from "../lib/chat";
import { above, tagged } from "../lib/table";
import { looseCard } from "../lib/cards";
import { readCampaignMap } from "../lib/campaignMap";
import { withFateTokens, withTokensBefore } from "../lib/fateTokensOnMap";
import { systemAt, withPlayArea } from "../map/read";
import { game, submit } from "../session/session";

const PILGRIM = "Pilgrim";
const picked: { [guid: string]: { from: SystemId; at: Vector } | undefined } = {};

const isPilgrim = (obj: TTSObject): boolean => obj.hasTag("fate-token") && obj.getGMNotes() === PILGRIM;

/** Use the Portal accepted: the Pilgrims in `id` onto `player`'s Fate card, stacked. */
export function toObjective(s: CampaignState, player: Colour, id: string): void {
  const me = campaignPlayer(s, player);
  const card = me && looseCard("fate-card", me.fate);
  if (card === undefined) return;
  tagged("fate-token")
    .filter((o) => isPilgrim(o) && systemAt(o.getPosition()) === id)
    .forEach((o, i) => o.setPosition(above(card, 1 + i * 0.3)));
}

export function installPilgrims(): void {
  on("objectPickUp", (_colour, obj) => {
    const s = game();
    const from = s !== undefined && s.campaign !== undefined && s.phase === "play" && isPilgrim(obj) ? systemAt(obj.getPosition()) : undefined;
    if (from !== undefined) picked[obj.getGUID()] = { from, at: obj.getPosition() };
  });
  on("objectDrop", (colour, obj) => {
    const guid = obj.getGUID();
    const from = picked[guid];
    const s = game();
    if (from === undefined || s === undefined) return;
    picked[guid] = undefined;
    const to = systemAt(obj.getPosition());
    if (to === from.from) return;
    // The map before the move: the Pilgrim let go in the system it left.
    const map = withTokensBefore(withFateTokens(withPlayArea(readCampaignMap(), s, colour as Colour)), PILGRIM, obj, from.from);
    const r = submit({ type: "mapAction", player: colour as Colour, action: { kind: "card", card: "F908", call: "pilgrim", from: from.from, system: to }, map });
    if (r.ok) return;
    obj.setPosition(from.at);
    refuseTo(colour, r.reason);
  });
}
