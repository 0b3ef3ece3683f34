/**
 * The Act II and III setups' Outrage and cards at the table, as the core decided them
 * (core/campaign/fates/setupPieces.ts), once after `startAct` with the setups' other cards
 * (campaign.ts): a cleared Outrage's agents back to their supply; a Provoke acted out as every other
 * (battle/moves.ts outrageActedOut: the resources and Guild cards the core discarded, an agent on the
 * icon); the reminder copies by the map (the ambition boxes, the card play area's edge, the chapter
 * track), the Armistices under Call for Armistice in the booklet, each Monopoly under its supply bag,
 * the Economy and the Doctrine on the core's side, the Warden's 6 Lord titles in the supply (F1601A
 * step 3); F2201A's event die rolled in the map's centre.
 * F907A step 3 and F1101A step 5: the cards tucked under a card the setup gained, face up, each a little
 * further down from it in its holder's play area, the card dropped back on top; a tucked card loses the
 * campaign's tag `campaign` for `tucked`, so no zone sees it (TTS's tag rule, docs/tts-behaviour.md) and
 * nothing reads it as held; picked up by its Fate's holder (F908, F1103A "Untuck ... from here") it gets
 * the tag back and is read wherever it lies; anyone else's pick-up is refused to them alone.
 * F1701A step 4: Sycophants (F1702, gained in the same setup) carries a "Setup: <Type> Outrage"
 * button per type in the Overlord's play area until the Act's first card (the one redraw path takes
 * them off when that card closes the choice; the core refuses a press after it); only its holder presses.
 * F122A step 4: each Govern with Authority card (F124-F126) in the booklet not on top carries "On top
 * (F122A)" while the Act's setup lasts; a press is the presser's `authorityTop` (the core takes the
 * First Regent's alone, BR p.20: the card on top is the Policy in force), and the booklet is laid again.
 */
import type { GameState } from "../../core/game/types";
import type { CampaignState } from "../../core/campaign/types";
import type { FateSetupDone } from "../../core/campaign/fates/fateTypes";
import type { ResourceType } from "../../core/data/vocabulary";
import { RESOURCE_TYPES } from "../../core/data/vocabulary";
import type { OverlordOutrageCommand } from "../../core/campaign/fateCommandTypes";
import type { Command } from "../../core/game/types";
import type { SetupCard } from "../../core/campaign/fates/setupPieces";
import { overlordProvoke, overlordWindow, setupCards, setupOutrage, tuckedUnder } from "../../core/campaign/fates/setupPieces";
import { campaignPlayer, named } from "../../core/campaign/fates/setupWords";
import { on } from "../lib/events";
import { GUILD_LOYALTY } from "../../core/campaign/fates/outrage";
import { monopolyOf } from "../../core/campaign/fates/monopolies";
import { findInBooklet, governPolicy, rulesBookletOf } from "../../core/campaign/booklet";
import { exposeGlobal } from "../lib/globals";
import { playingColour } from "../lib/seats";
import { capitalise } from "../../core/util/ascii";
import { find, gmNotes, onBoard } from "../lib/table";
import { looseCard, moveCard, tuck } from "../lib/cards";
import { fateCardsIn } from "../lib/pieceTags";
import { returnToSupply } from "../lib/place";
import { refuseTo } from "../lib/chat";
import { mapObject, resourceBag } from "../setup/places";
import { outrageAgents, readBattleCourt } from "../battle/read";
import { outrageActedOut } from "../battle/moves";
import { cardSpot } from "./booklet/lay";
import { campaignDie } from "./start";
import { game, submit } from "../session/session";
import { removeButtonsWhere, rowButton } from "../court/buttonKit";
import type { CardButtons } from "../court/cardButtons";
import { exposeCardClicks, installCardButtonsFor, ownerClick, redrawCards } from "../court/cardButtons";
import { onRedraw } from "../session/redraw";

/**
 * Spots from the map's centre as seen from the south seats (lib/table onBoard): off its north edge by the
 * ambition boxes, off its south edge by the chapter track, a column off the card play area's outer edge,
 * and F1601A's Lord titles in a row north of the decks by the supplies (x 27.5..42.5, z 13.5: clear of
 * everything on the table, tests/scenarios/campaignSetupPieces.test.ts).
 */
const SPOTS: { [place: string]: number[] } = { ambitions: [-17.5, 1.2], track: [17.5, 8.9], play: [-7, -34.6], lords: [-13.5, 27.5] };
/** The cards tucked by the card play area, each in its own row of the column. */
const PLAY = ["F603", "F721", "F1410", "F326A", "F822A"];

const loyal = (colour: string): boolean => fateCardsIn(colour as FateSetupDone["player"], (id) => id === GUILD_LOYALTY).length > 0;

function layCard(c: CampaignState, x: SetupCard, k: number): void {
  const at = (position: Vector) => moveCard("fate-set-card", x.card, { position, faceDown: x.faceDown });
  const map = mapObject();
  const spot = SPOTS[x.place];
  if (spot !== undefined && map !== undefined) at(onBoard(map, spot[0] + 3.5 * Math.max(PLAY.indexOf(x.card), 0), spot[1] + (x.place === "lords" ? 3 * k : 0), 1.5));
  const bag = x.place === "supply" ? resourceBag(monopolyOf(x.card) as string) : undefined;
  if (bag !== undefined) {
    // The bag lifted, the card laid where it stood: the bag falls onto it.
    const p = bag.getPosition();
    bag.setPosition(Vector(p.x, p.y + 1.5, p.z));
    at(Vector(p.x, 1.1, p.z));
  }
  const b = x.place === "F215" ? findInBooklet(rulesBookletOf(c), "F215") : undefined;
  const under = b && cardSpot(b.side, b.slot, k + 1, 1);
  if (under !== undefined) at(under);
  const host = tuckedUnder(x.place) ? looseCard("fate-set-card", x.place) : undefined;
  if (host !== undefined) {
    const card = at(onBoard(host, 0, 0.6 * (k + 1), 1.1));
    if (card !== undefined) tuck(card, true);
    const p = host.getPosition();
    host.setPosition(Vector(p.x, 2, p.z));
  }
}

/** A tucked card picked up: its Fate's holder takes it (untucked), anyone else is told it stays. */
function onTuckedPickUp(colour: string, card: TTSObject): void {
  const s = game();
  const id = gmNotes(card);
  const p = s && s.campaign && campaignPlayer(s.campaign, playingColour(colour, s.seats) ?? "");
  const set = id.slice(1, id.length - 2);
  if (p !== undefined && p.fate === `FATE${set.length < 2 ? "0" : ""}${set}`) tuck(card, false);
  else refuseTo(colour, `${named(id)} stays tucked: its Fate's holder takes it`);
}

/** The setups' Outrage and cards (the Fate Sets dealt by then), and F2201A's event die. */
export function laySetupPieces(s: GameState): void {
  const c = s.campaign as CampaignState;
  for (const f of c.actSetups ?? []) {
    const o = setupOutrage(readBattleCourt(s), f.player, f.card, loyal(f.player));
    const agents = outrageAgents(f.player);
    if (o.clear) for (const r of RESOURCE_TYPES) if (agents[r] !== undefined) returnToSupply(agents[r]);
    for (const st of o.steps) outrageActedOut(st.before, st.after, f.player, st.type);
    setupCards(c, f).forEach((x, k) => layCard(c, x, k));
    const die = f.card === "F2201A" ? campaignDie("event") : undefined;
    const centre = find("twisted-passage");
    if (die !== undefined && centre !== undefined) {
      die.setPosition(onBoard(centre, 0, 0, 3));
      die.randomize();
    }
  }
}

const FN = "arcsOverlordSetup_";
const ours = (fn: string): boolean => fn.indexOf(FN) === 0;

/** F1701A step 4's choice is open: Act III, before its first card. */
const open = (): boolean => {
  const s = game();
  return s !== undefined && s.campaign !== undefined && s.campaign.act === "III" && overlordWindow(s);
};

/** Sycophants' Setup buttons while the choice is open (drawn as the card lands in a play area, after a load, and after a press: gone once the Act's first card is played). */
function drawOverlord(card: TTSObject): void {
  removeButtonsWhere(card, ours);
  if (open()) RESOURCE_TYPES.forEach((r, i) => rowButton(card, FN + r, `Setup: ${capitalise(r)} Outrage`, "", i));
}

function onOverlord(card: TTSObject, clicker: string, outrage: ResourceType): void {
  const at = ownerClick(card, clicker, () => card.getName(), "use it", "holder");
  if (at === undefined) return;
  const c: OverlordOutrageCommand = { type: "overlordOutrage", player: at.colour, outrage, court: readBattleCourt(at.state), loyal: loyal(at.colour) };
  const r = submit(c as Command);
  drawOverlord(card);
  if (!r.ok) return refuseTo(clicker, r.reason);
  const o = overlordProvoke(c);
  if (o.ok) outrageActedOut(c.court, o.value.table, c.player, outrage);
}

const TOP = "arcsAuthorityTop";

/** F122A step 4: "On top (F122A)" on a Govern with Authority card in the booklet not on top, while the choice is open (booklet.ts paints it with the card's Scrap; the cards are in the booklet in Act III only by F122A). */
export function drawAuthority(card: TTSObject): void {
  removeButtonsWhere(card, (fn) => fn === TOP);
  const c = open() && (game() as GameState).campaign;
  if (c && governPolicy(gmNotes(card)) !== c.policy) card.createButton({ click_function: TOP, function_owner: Global, label: "On top (F122A)", position: Vector(0, 0.3, 1.2), width: 600, height: 150, font_size: 100 });
}

/** A press: the presser's choice, the core's check (only the First Regent, before the Act's first card). */
function onTop(card: TTSObject, clicker: string): void {
  const s = game();
  const r = submit({ type: "authorityTop", player: (s && playingColour(clicker, s.seats)) ?? clicker, card: gmNotes(card) } as Command);
  if (!r.ok) refuseTo(clicker, r.reason);
}

const SYCOPHANTS: CardButtons<true> = { name: "Overlord setup", shapeOf: (o) => (gmNotes(o) === "F1702" ? true : undefined), draw: (card) => drawOverlord(card) };
/** Whether the buttons were last drawn for an open choice. */
let shown = false;

export function installSetupPieces(): void {
  exposeCardClicks(FN, RESOURCE_TYPES, onOverlord);
  exposeGlobal(TOP, onTop);
  on("objectPickUp", (colour, obj, tags) => {
    if (tags.tucked === true) onTuckedPickUp(colour, obj);
  });
  installCardButtonsFor(SYCOPHANTS);
  // The one redraw path: the Act's first card closes the setups' choices (F1701A, F122A), and their buttons go then.
  onRedraw("Overlord setup", () => {
    if (open() === shown) return;
    shown = !shown;
    redrawCards(SYCOPHANTS);
    for (const id of ["F124", "F125", "F126"]) {
      const card = looseCard("fate-set-card", id);
      if (card !== undefined) drawAuthority(card);
    }
  });
}
