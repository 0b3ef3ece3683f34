/**
 * The Pathfinder's Clues on the table in Act II (seed 003 F901B-F903; the core's fates/clues.ts): in a
 * chapter, a Clue token or the Portal token let go at a planet (from off the map, or from another
 * planet: F903 "take it from the map") is read once it rests, its side by its face (a Clue face up
 * shows "Check", its printed front; face down "X"), and sent as `placeClue` by the hand that laid it,
 * with the map as it lay before (every Clue by its position, the one laid left out). Refused, it goes
 * back where it was picked up (off the map, beside the placer's play area if it came from a bag) and
 * the placer alone is told. A nudge on the same planet is left alone. TTS events: onObjectPickUp /
 * onObjectDrop; the planet is told by position (map/read.ts systemAt). A load while it falls loses
 * the read: the token lies where it fell, unsent (its placer lifts it and lets it go again).
 */
import type { Colour, SystemId } from "../../core/data/vocabulary";
import { on } from "../lib/events";
import { refuseTo } from "../lib/chat";
import { whenRested, zoneOf } from "../lib/table";
import { readCampaignMap } from "../lib/campaignMap";
import { withFateTokens, withTokensBefore } from "../lib/fateTokensOnMap";
import { systemAt } from "../map/read";
import { game, submit } from "../session/session";

const picked: { [guid: string]: { from?: SystemId; at: Vector } | undefined } = {};

const clueToken = (obj: TTSObject): boolean => obj.hasTag("fate-token") && (obj.getGMNotes() === "Clue" || obj.getGMNotes() === "Portal");

function actTwoChapter(): boolean {
  const s = game();
  return s !== undefined && s.campaign !== undefined && s.campaign.act === "II" && s.phase === "play";
}

function laid(colour: string, obj: TTSObject, id: SystemId, from: { from?: SystemId; at: Vector } | undefined): void {
  if (obj.isDestroyed() || !actTwoChapter() || systemAt(obj.getPosition()) !== id) return;
  // The map before it was laid: the token let go left out.
  const map = withTokensBefore(withFateTokens(readCampaignMap()), "Clue", obj, undefined);
  const token = obj.getGMNotes() === "Portal" ? "Portal" : obj.is_face_down ? "X" : "Check";
  const r = submit({ type: "placeClue", player: colour as Colour, token, system: id, map });
  if (r.ok) return;
  const area = zoneOf("play-area", colour as Colour);
  const back = from !== undefined ? from.at : area !== undefined ? area.getPosition() : undefined;
  if (back !== undefined) obj.setPosition(back);
  refuseTo(colour, r.reason);
}

export function installClues(): void {
  on("objectPickUp", (_colour, obj) => {
    if (actTwoChapter() && clueToken(obj)) picked[obj.getGUID()] = { from: systemAt(obj.getPosition()), at: obj.getPosition() };
  });
  on("objectDrop", (colour, obj) => {
    if (!clueToken(obj) || !actTwoChapter()) return;
    const from = picked[obj.getGUID()];
    picked[obj.getGUID()] = undefined;
    const id = systemAt(obj.getPosition());
    if (id === undefined || (from !== undefined && from.from === id)) return;
    whenRested(obj, () => laid(colour, obj, id, from));
  });
}
