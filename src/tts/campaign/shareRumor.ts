/**
 * Sharing Rumors' Share Rumor on the table (seed 003 F1212, a Summit card while in the rules booklet;
 * the core's fates/shareRumor.ts): in a Summit, an agent picked up and dropped over a Rumor token on
 * the map is sent as `shareRumor`, with the seated colours of the agents already lying over that token
 * (api Object getBounds, seen from above; the token's face is never read). Refused, the agent goes back
 * where it was picked up and the mover alone is told. A nudge on the same Rumor is left alone. TTS
 * events: onObjectPickUp / onObjectDrop (docs/tts-behaviour.md).
 */
import type { Colour } from "../../core/data/vocabulary";
import { on } from "../lib/events";
import { refuseTo } from "../lib/chat";
import { tagged } from "../lib/table";
import { systemOf } from "../map/read";
import { game, submit } from "../session/session";

/** Where each agent picked up in a Summit lay, by GUID. */
const picked: { [guid: string]: Vector | undefined } = {};

function over(token: TTSObject, at: Vector): boolean {
  const b = token.getBounds();
  return Math.abs(at.x - b.center.x) <= b.size.x / 2 && Math.abs(at.z - b.center.z) <= b.size.z / 2;
}

export function installShareRumor(): void {
  on("objectPickUp", (_colour, obj, tags) => {
    const s = game();
    if (tags.agent === true && s && s.campaign && s.campaign.eventPhase && s.campaign.eventPhase.step === "inSummit") picked[obj.getGUID()] = obj.getPosition();
  });
  on("objectDrop", (colour, obj, tags) => {
    if (tags.agent !== true) return;
    const guid = obj.getGUID();
    const from = picked[guid];
    const s = game();
    if (from === undefined || s === undefined) return;
    picked[guid] = undefined;
    const at = obj.getPosition();
    const rumor = tagged("fate-token").filter((o) => o.getGMNotes().indexOf("Rumor") >= 0 && over(o, at))[0];
    const system = rumor && systemOf(rumor);
    if (system === undefined || over(rumor, from)) return;
    const onRumor: Colour[] = [];
    for (const a of tagged("agent")) if (a.getGUID() !== guid && over(rumor, a.getPosition())) for (const c of s.seats) if (a.hasTag(c)) onRumor.push(c);
    const r = submit({ type: "shareRumor", player: s.seats.filter((c) => tags[c] === true)[0], by: colour as Colour, system, onRumor });
    if (r.ok) return;
    obj.setPosition(from);
    refuseTo(colour, r.reason);
  });
}
