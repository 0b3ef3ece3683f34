/**
 * Partisan Seizing at the table (seed 003 F603, the Partisan's Ability; F616, its Law in the rules
 * booklet; the core's campaign/fates/outrage.ts): "you may seize the initiative when you play a card
 * if you choose to Provoke Outrage with a non-Outraged resource". The card carries one "Seize:"
 * button per resource type: F603 in its holder's play area (only they may press), F616 in the rules
 * booklet (the booklet's painter draws them; any seated player presses for themself). The press sends
 * `seizeByOutrage` with the boards as read (Outrage icons included) and Guild Loyalty (F424) if it lies
 * in the presser's play area; the core decides. Accepted: the resources of that type go to the supply,
 * the Guild cards the core discarded to the Court discard, an agent covers the Outrage icon.
 * The Partisan's Lore that moves Outrage (F617 People's Hero, F625 Sower of Division; the core's
 * `outrageCard`) carries a "Clear <Type> Outrage" button per type, and a "<Rival>: <Type>" button per
 * Rival and type, in its holder's play area; only the holder presses (the boards sent as read).
 * Accepted, F617's agent leaves the Outrage icon for its supply; F625 lays one of the holder's agents
 * on the Rival's Outrage icon.
 */
import type { Colour, ResourceType } from "../../core/data/vocabulary";
import { COLOURS, RESOURCE_TYPES } from "../../core/data/vocabulary";
import type { Command } from "../../core/game/types";
import type { OutrageCardCommand, SeizeByOutrageCommand } from "../../core/campaign/fateCommandTypes";
import { GUILD_LOYALTY, seizeOutrage } from "../../core/campaign/fates/outrage";
import { capitalise } from "../../core/util/ascii";
import { refuseTo } from "../lib/chat";
import { playingColour } from "../lib/seats";
import { fateCardsIn } from "../lib/pieceTags";
import { game, submit } from "../session/session";
import { outrageAgents, readBattleCourt } from "../battle/read";
import { coverOutrageIcon, outrageActedOut } from "../battle/moves";
import { returnToSupply } from "../lib/place";
import { chapterOwnerToDraw, exposeCardClicks, installCardButtonsFor, ownerClick, playAreaOwner } from "../court/cardButtons";

const PREFIX = "arcsPartisanSeize_";

/** The Partisan's cards with buttons in a play area, by their buttons' function prefix. */
const PREFIXES: { [id: string]: string } = { F603: PREFIX, F617: "arcsPeoplesHero_", F625: "arcsSower_" };

/** A column of buttons, one per resource type (`key` ends the function's name), at `x` on the card. */
function typeButtons(card: TTSObject, fn: string, label: (r: string) => string, x = 0, width = 700): void {
  RESOURCE_TYPES.forEach((r, i) => {
    card.createButton({
      click_function: fn + r, function_owner: Global, label: label(capitalise(r)),
      position: Vector(x, 0.3, -0.7 + i * 0.35), width, height: 150, font_size: width > 400 ? 90 : 60,
    });
  });
}

/** The five Seize buttons, under the card's other buttons. */
export function drawSeizeButtons(card: TTSObject): void {
  typeButtons(card, PREFIX, (r) => `Seize: ${r}`);
}

function drawCard(card: TTSObject): void {
  const id = card.getGMNotes();
  const fn = PREFIXES[id];
  const at = chapterOwnerToDraw(card, (f) => f.indexOf(fn) === 0);
  if (at === undefined) return;
  if (id === "F603") drawSeizeButtons(card);
  else if (id === "F617") typeButtons(card, fn, (r) => `Clear ${r} Outrage`, 0, 800);
  else at.state.seats.filter((c) => c !== at.owner).forEach((rival, i, all) => typeButtons(card, `${fn}${rival}_`, (r) => `${rival}: ${r}`, (i * 2 + 1 - all.length) * 0.35, 330));
}

/** People's Hero clears `outrage` from its holder's board; Sower of Division (with a `rival`) places the holder's agent on the Rival's. */
function onOutrageCard(card: TTSObject, clicker: string, outrage: ResourceType, rival?: Colour): void {
  const at = ownerClick(card, clicker, () => card.getName(), "use it", "holder");
  if (at === undefined) return;
  const player = at.colour;
  const command: OutrageCardCommand = { type: "outrageCard", player, card: rival === undefined ? "F617" : "F625", outrage, court: readBattleCourt(at.state) };
  if (rival !== undefined) command.rival = rival;
  const r = submit(command as Command);
  if (!r.ok) return refuseTo(clicker, r.reason);
  const agent = outrageAgents(player)[outrage];
  if (rival !== undefined) coverOutrageIcon(rival, outrage, player);
  else if (agent !== undefined) returnToSupply(agent);
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
  if (o.ok) outrageActedOut(command.court, o.value.table, player, outrage);
}

export function installPartisanSeizing(): void {
  exposeCardClicks(PREFIX, RESOURCE_TYPES, onSeizeClicked);
  exposeCardClicks(PREFIXES.F617, RESOURCE_TYPES, onOutrageCard);
  for (const rival of COLOURS) exposeCardClicks(`${PREFIXES.F625}${rival}_`, RESOURCE_TYPES, (card, clicker, r) => onOutrageCard(card, clicker, r, rival));
  // F603, F617, F625 in a play area: the card-button mechanism draws them on a zone change and a phase change (its `lore` kind reads Fate-set cards too).
  installCardButtonsFor({
    name: "Partisan Seizing",
    lore: true,
    shapeOf: (o) => (o.hasTag("fate-set-card") && PREFIXES[o.getGMNotes()] !== undefined ? true : undefined),
    draw: (card) => drawCard(card),
  });
}
