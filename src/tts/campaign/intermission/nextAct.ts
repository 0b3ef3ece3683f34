/**
 * The next Act set up from the carried-over table (BR p.7): the script rolls the event die (and at
 * 2 players the number die twice), reads the map as it stands (eventPhase/mapRead.ts), and sends
 * `startAct` with the record, the map, the dice and freshly shuffled action and Court decks (the
 * oracle's). The core answers with the damaged Blight to add and, at 2 players, the ambition boxes'
 * resources; the table places them (the Court, hands and markers are laid by campaign.ts as for an
 * imported record). A fresh table importing a record goes the same way when its map holds pieces.
 */
import type { PlanetSymbol } from "../../../core/data/map";
import type { GameState } from "../../../core/game/types";
import type { CampaignRecord, StartActCommand } from "../../../core/campaign/types";
import { IMPERIAL_COUNCIL } from "../../../core/data/campaign/aidCards";
import { CAMPAIGN_COURT_CARDS } from "../../../core/data/campaign/campaignCourt";
import { courtRowSize } from "../../../core/data/ambitions";
import { actActionDeck, lastActCards, exportCampaignRecord } from "../../../core/campaign/flow";
import { courtShuffledInBySetups } from "../../../core/campaign/fates/laterSetups";
import { insideZone } from "../../lib/assumptions";
import { above, find, tagged, zoneOf } from "../../lib/table";
import { shuffled } from "../../setup/oracle";
import { pieceSpot } from "../../setup/places";
import { put, takeFrom } from "../../setup/lay";
import { arrangeThirdPlayer } from "../../setup/arrange";
import { campaignDie, readEventDiePlanet, readNumberDie } from "../start";
import { readCampaignMap } from "../../lib/campaignMap";
import { courtDeckIds, readCourtRowSnapshot } from "../../court/table";
import { campaignCourtId } from "../../court/campaignSlots";
import { toPlayArea } from "../../court/moves";
import { moveCard } from "../../lib/cards";
import { objectsIn, supplyBag } from "../../lib/pieceTags";
import { withLogSheet } from "../logSheet";

/** The pieces a carried-over map may hold (docs/table-contract.md). */
const MAP_PIECE_TAGS = ["ship", "city", "starport", "blight", "imperial-ship", "free-city", "free-starport", "flagship"];

/**
 * Whether any piece lies on a system of the map, judged by position (a fresh table's zones do not
 * see campaign pieces until they get the `campaign` tag, and when that takes effect is not documented).
 */
export function mapHasPieces(): boolean {
  const systems = tagged("system").filter((z) => z.type === "Scripting");
  for (const tag of MAP_PIECE_TAGS) {
    for (const o of tagged(tag)) {
      if (o.type === "Bag" || o.hasTag("supply")) continue;
      const p = o.getPosition();
      for (const z of systems) if (insideZone(z, p)) return true;
    }
  }
  return false;
}

function waitForRest(dice: TTSObject[], then: () => void, fail: () => void): void {
  Wait.condition(
    () => then(),
    () => {
      for (const d of dice) if (!d.resting) return false;
      return true;
    },
    10,
    () => fail(),
  );
}

/**
 * Throw the event die and the number die; at 2 players the number die a second time once it rests
 * (BR p.7 steps D-E). `done` gets the planet symbol and the number results, or a reason.
 */
export function rollNextActDice(players: number, done: (planet: PlanetSymbol | undefined, numbers: number[], problem?: string) => void): void {
  const eventDie = campaignDie("event");
  const numberDie = campaignDie("number");
  if (eventDie === undefined || numberDie === undefined) {
    done(undefined, [], "the number die or the event die is not on the table");
    return;
  }
  const stuck = () => done(undefined, [], "the campaign dice did not come to rest: roll again");
  eventDie.randomize();
  if (players === 2) numberDie.randomize();
  waitForRest([eventDie, numberDie], () => {
    const planet = readEventDiePlanet(eventDie.getRotationValue());
    if (planet === undefined) {
      done(undefined, [], "the event die shows no face the table can read: roll again");
      return;
    }
    if (players !== 2) {
      done(planet, []);
      return;
    }
    const first = readNumberDie(numberDie.getRotationValue());
    numberDie.randomize();
    waitForRest([numberDie], () => {
      const second = readNumberDie(numberDie.getRotationValue());
      if (first === undefined || second === undefined) done(undefined, [], "the number die shows no face the table can read: roll again");
      else done(planet, [first, second]);
    }, stuck);
  }, stuck);
}

/**
 * The new Act's Court deck, shuffled (BR p.7 step B), the first cards dealt into the row. On the same
 * table: the campaign Court deck as the table shows it, with any card still in a Court slot but the
 * Imperial Council (the Intermission's step B put them back, BR p.28) -- never the core's record of
 * the dealt Court, which secures do not update. From a record: its Court deck (version 3); an older
 * record does not carry it, so the 15 campaign Court cards stand in (docs/rules-decisions-campaign.md).
 */
export function courtDeckFor(s: GameState | undefined, record: CampaignRecord, imported: boolean): string[] {
  const rowSize = courtRowSize(record.seats.length) as number;
  let deck: string[] = [];
  if (imported || s === undefined) {
    if (record.courtDeck !== undefined) deck = shuffled(record.courtDeck.slice());
    else {
      const court = shuffled(CAMPAIGN_COURT_CARDS.map((c) => c.id));
      deck = court.slice(0, rowSize).concat(shuffled(court.slice(rowSize)));
    }
  } else deck = shuffled(tableCourtDeck(s));
  // BR p.7 step F after step B: a setup's cards shuffled into the Court deck (F1208A) go into the rest, after the deal.
  const added = courtShuffledInBySetups(record.nextAct, record.players.map((p) => p.fate)).filter((id) => deck.indexOf(id) < 0);
  if (added.length === 0) return deck;
  return deck.slice(0, rowSize).concat(shuffled(deck.slice(rowSize).concat(added)));
}

/** Every card of the campaign Court deck on the table, and the Court row's cards but the Council (BR p.28 B). */
export function tableCourtDeck(s: GameState): string[] {
  const out = courtDeckIds(true).filter((id) => campaignCourtId(id) !== undefined && id !== IMPERIAL_COUNCIL);
  const add = (id: string | undefined) => {
    if (id !== undefined && id !== IMPERIAL_COUNCIL && out.indexOf(id) < 0) out.push(id);
  };
  // One card at a time: a list holding an absent attached card would end at it in Lua.
  for (const slot of readCourtRowSnapshot(s)) {
    add(slot.card);
    add(slot.attached);
  }
  return out;
}

/** BR p.30: the lore each player keeps lies in their play area (a fresh table's import brings it there). */
export function layKeptLore(after: GameState): void {
  for (const p of after.players) {
    const area = zoneOf("play-area", p.colour);
    if (area === undefined) continue;
    for (const id of p.lore) {
      const there = objectsIn(area).some((o) => o.getGMNotes() === id);
      const card = there ? undefined : moveCard("lore-card", id, { position: above(area, 1), faceDown: false });
      if (card !== undefined) toPlayArea(card, p.colour);
    }
  }
}

/** The `startAct` command with the map as read and the dice rolled; undefined when there is no record to start from. */
export function startActCommand(s: GameState | undefined, imported: CampaignRecord | undefined, planet: PlanetSymbol, numbers: number[]): StartActCommand | undefined {
  // On the same table the log sheet is the table itself (logSheet.ts), read as the Act ended.
  const made = s && exportCampaignRecord(s);
  const record = imported !== undefined ? imported : made && withLogSheet(made, s as GameState);
  if (record === undefined) return undefined;
  const command: StartActCommand = {
    type: "startAct",
    record,
    actionDeck: shuffled(actActionDeck(record, lastActCards(s))),
    courtDeck: courtDeckFor(s, record, imported !== undefined),
    map: readCampaignMap(),
    eventDiePlanet: planet,
    supply: {},
  };
  // Read with the map: a setup's scrap is counted on both (core fates/mapSteps.ts).
  for (const c of record.seats) (command.supply as { [c: string]: number })[c] = supplyBag("ship", c)?.getQuantity() ?? 0;
  if (record.seats.length === 2) command.numberDice = numbers.slice();
  return command;
}

/** After `startAct` with a map: the core's damaged Blight on the map, the ambition boxes' resources, the chapter track tile's side. */
export function layNextActBoard(after: GameState): string | undefined {
  const c = after.campaign;
  if (c === undefined) return undefined;
  const tile = find("chapter-track-tile");
  if (tile !== undefined) put(tile, tile.getPosition(), c.act === "III");
  if (c.actBoard === undefined) return undefined;
  const blightBag = find("blight-supply");
  for (const sys of c.actBoard.blight) {
    const at = pieceSpot(sys, 4);
    const taken = at && takeFrom(blightBag, at);
    if (taken !== undefined) taken.setRotation(Vector(0, 180, 180));
  }
  arrangeThirdPlayer(after);
  const third = after.thirdPlayer === undefined ? "" : ` The ambition boxes hold ${after.thirdPlayer.tokens.length} resources (BR p.7).`;
  return `The table placed ${c.actBoard.blight.length} damaged Blight (BR p.7).${third} Each player finishes their objective card's Setup side (see the log) and places their objective marker (BR p.7).`;
}
