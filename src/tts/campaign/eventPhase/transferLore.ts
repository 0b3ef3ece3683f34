/**
 * Transfer Lore (F514) on the table (BR p.17: a Negotiation action, the Rival's consent given at the
 * table): a lore card the core holds for one player, picked up and dropped into a Rival's play
 * area, is sent to the core as the mover's gift (`summit` `transferLore`: the mover must hold it,
 * in a Summit, with F514 in the rules booklet). A refusal puts the card back where it was picked up
 * and tells the mover alone. TTS events: onObjectPickUp / onObjectDrop (docs/tts-behaviour.md).
 */
import type { Colour } from "../../../core/data/vocabulary";
import { on } from "../../lib/events";
import { refuseTo } from "../../lib/chat";
import { insideZone } from "../../lib/assumptions";
import { zoneOf } from "../../lib/table";
import { game, submit } from "../../session/session";

/** Where each lore card picked up lay, by GUID. */
const pickedLore: { [guid: string]: Vector | undefined } = {};

export function installTransferLore(): void {
  on("objectPickUp", (_colour, obj, tags) => {
    if (tags["lore-card"] === true) pickedLore[obj.getGUID()] = obj.getPosition();
  });
  on("objectDrop", (colour, obj) => {
    const from = pickedLore[obj.getGUID()];
    pickedLore[obj.getGUID()] = undefined;
    const s = game();
    if (from === undefined || s === undefined || s.campaign === undefined) return;
    const card = obj.getGMNotes();
    const at = obj.getPosition();
    const to = s.seats.filter((c) => {
      const z = zoneOf("play-area", c);
      return z !== undefined && insideZone(z, at);
    })[0];
    const held = (c: Colour) => s.players.some((p) => p.colour === c && p.lore.indexOf(card) >= 0);
    if (to === undefined || held(to) || !s.seats.some((c) => held(c))) return;
    const r = submit({ type: "summit", player: colour as Colour, action: "transferLore", rival: to, card });
    if (r.ok) return;
    obj.setPosition(from);
    refuseTo(colour, r.reason);
  });
}
