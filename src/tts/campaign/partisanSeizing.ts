/**
 * Partisan Seizing at the table (seed 003 F603, the Partisan's Ability; F616, its Law in the rules
 * booklet; the core's campaign/fates/outrage.ts): "you may seize the initiative when you play a card
 * if you choose to Provoke Outrage with a non-Outraged resource". The card carries one "Seize:"
 * button per resource type: F603 in its holder's play area (only they may press), F616 in the rules
 * booklet (the booklet's painter draws them; any seated player presses for themself). The press sends
 * `seizeByOutrage` with the boards as read (Outrage icons included) and Guild Loyalty (F424) if it lies
 * in the presser's play area; the core decides. Accepted: the resources of that type go to the supply,
 * the Guild cards the core discarded to the Court discard, an agent covers the Outrage icon.
 */
import type { Colour, ResourceType } from "../../core/data/vocabulary";
import { RESOURCE_TYPES } from "../../core/data/vocabulary";
import type { Command } from "../../core/game/types";
import type { SeizeByOutrageCommand } from "../../core/campaign/outrageTypes";
import { GUILD_LOYALTY, seizeOutrage } from "../../core/campaign/fates/outrage";
import { capitalise } from "../../core/util/ascii";
import { refuseTo } from "../lib/chat";
import { playingColour } from "../lib/seats";
import { fateCardsIn } from "../lib/pieceTags";
import { game, submit } from "../session/session";
import { readBattleCourt } from "../battle/read";
import { coverOutrageIcon } from "../battle/moves";
import { outrageOnTable } from "../court/moves";
import { chapterOwnerToDraw, exposeCardClicks, installCardButtonsFor, playAreaOwner } from "../court/cardButtons";

const PREFIX = "arcsPartisanSeize_";

/** The five Seize buttons, under the card's other buttons. */
export function drawSeizeButtons(card: TTSObject): void {
  RESOURCE_TYPES.forEach((r, i) => {
    card.createButton({
      click_function: PREFIX + r, function_owner: Global, label: `Seize: ${capitalise(r)}`,
      position: Vector(0, 0.3, -0.7 + i * 0.35), width: 700, height: 150, font_size: 90,
    });
  });
}

function onSeizeClicked(card: TTSObject, clicker: string, outrage: ResourceType): void {
  const s = game();
  if (s === undefined) return;
  const player = playingColour(clicker, s.seats);
  const owner = card.getGMNotes() === "F603" ? playAreaOwner(card) : player;
  if (player === undefined || owner !== player) {
    refuseTo(clicker, "only the card's holder seizes with it");
    return;
  }
  const cards = fateCardsIn(player, (id) => id === GUILD_LOYALTY).map((o) => o.getGMNotes());
  const command: SeizeByOutrageCommand = { type: "seizeByOutrage", player, outrage, court: readBattleCourt(s), cards };
  const r = submit(command as Command);
  if (!r.ok) {
    refuseTo(clicker, r.reason);
    return;
  }
  const o = seizeOutrage(command);
  if (o.ok) actOut(command, o.value.table, player, o.value.newlyOutraged);
}

function actOut(c: SeizeByOutrageCommand, after: SeizeByOutrageCommand["court"], player: Colour, newly: boolean): void {
  outrageOnTable(c.court, { ...after, players: after.players.filter((p) => p.colour === player) }, c.outrage);
  const p = after.players.filter((x) => x.colour === player)[0];
  if (newly && p !== undefined && p.outragePlaceholders.indexOf(c.outrage) < 0) coverOutrageIcon(player, c.outrage);
}

export function installPartisanSeizing(): void {
  exposeCardClicks(PREFIX, RESOURCE_TYPES, (card, clicker, r) => onSeizeClicked(card, clicker, r));
  // F603 in a play area: the card-button mechanism draws it on a zone change and a phase change (its `lore` kind reads Fate-set cards too).
  installCardButtonsFor({
    name: "Partisan Seizing",
    lore: true,
    shapeOf: (o) => (o.hasTag("fate-set-card") && o.getGMNotes() === "F603" ? true : undefined),
    draw: (card) => {
      if (chapterOwnerToDraw(card, (fn) => fn.indexOf(PREFIX) === 0) !== undefined) drawSeizeButtons(card);
    },
  });
}
