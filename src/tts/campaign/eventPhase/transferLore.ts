/**
 * Transfer Lore (F514), Transfer Guild Support (F414) and Forgive (F1411) on the table (BR
 * pp.16-17: Negotiation actions, the Rival's consent given at the table):
 * - a lore card the core holds for one player, picked up and dropped into a Rival's play area, is
 *   sent to the core as the mover's gift (`summit` `transferLore`: the mover must hold it, in a
 *   Summit, with F514 in the rules booklet);
 * - so is a Guild card picked up in one player's play area and dropped into another's (`summit`
 *   `transferGuild`, `from` the first: the mover must be its holder, with F414);
 * - in a Summit, a Rival's agent picked up off an Outrage icon of that Rival's board and dropped into
 *   the mover's play area (their Fate card's, where Favors lie, BR p.16) is sent as the mover's
 *   Forgive (`summit` `forgive`, with F1411 in the rules booklet): the Outrage is taken as a Favor.
 * A refusal puts the piece back where it was picked up and tells the mover alone. TTS events:
 * onObjectPickUp / onObjectDrop (docs/tts-behaviour.md).
 */
import type { Colour } from "../../../core/data/vocabulary";
import type { SummitActionCommand } from "../../../core/campaign/types";
import { on } from "../../lib/events";
import { refuseTo } from "../../lib/chat";
import { seatZoneAt } from "../../lib/pieceTags";
import { outrageAgents } from "../../battle/read";
import { guildSuit } from "../../../core/campaign/fates/outrage";
import { game, submit } from "../../session/session";

/** Where each lore card, Guild card or Outrage agent (with its holder, owner) picked up lay, by GUID. */
const picked: { [guid: string]: { at: Vector; owner?: Colour } | undefined } = {};

/** The player whose play area holds `at`. */
const areaAt = (seats: Colour[], at: Vector) => seatZoneAt(seats, "play-area", at);

export function installTransferLore(): void {
  on("objectPickUp", (_colour, obj, tags) => {
    const s = game();
    const ep = s && s.campaign && s.campaign.eventPhase;
    // Only cards (lore, or a Guild card a campaign may give) and agents in a Summit: no API call for any other pick-up.
    const card = tags["lore-card"] === true || (s && s.campaign && (tags["court-card"] === true || tags["campaign-court-card"] === true || tags["fate-set-card"] === true));
    if (!card && (tags.agent !== true || ep === undefined || ep.step !== "inSummit")) return;
    const guid = obj.getGUID();
    const at = obj.getPosition();
    if (tags["lore-card"] === true) picked[guid] = { at };
    else if (card && guildSuit(obj.getGMNotes()) !== undefined) picked[guid] = { at, owner: areaAt(s!.seats, at) };
    if (tags.agent !== true || s === undefined || ep === undefined || ep.step !== "inSummit") return;
    const owner = s.seats.filter((c) => tags[c] === true)[0];
    const slots = owner === undefined ? {} : outrageAgents(owner);
    for (const t in slots) if (slots[t].getGUID() === guid) picked[guid] = { at, owner };
  });
  on("objectDrop", (colour, obj, tags) => {
    const from = picked[obj.getGUID()];
    picked[obj.getGUID()] = undefined;
    const s = game();
    if (from === undefined || s === undefined || s.campaign === undefined) return;
    const card = obj.getGMNotes();
    const to = areaAt(s.seats, obj.getPosition());
    const held = (c: Colour) => s.players.some((p) => p.colour === c && p.lore.indexOf(card) >= 0);
    let c: SummitActionCommand = { type: "summit", player: colour as Colour, action: "transferLore", rival: to, card };
    if (tags.agent === true) {
      if (to !== colour || from.owner === colour) return;
      c = { type: "summit", player: to, action: "forgive", rival: from.owner };
    } else if (guildSuit(card) !== undefined) {
      if (to === undefined || from.owner === undefined || to === from.owner) return;
      c.action = "transferGuild";
      c.from = from.owner;
    } else if (to === undefined || held(to) || !s.seats.some((x) => held(x))) return;
    const r = submit(c);
    if (r.ok) return;
    obj.setPosition(from.at);
    refuseTo(colour, r.reason);
  });
}
