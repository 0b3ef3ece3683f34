/**
 * Spirit of Freedom (seed 003 F224: "You may secure cards from the Court where you are tied for most
 * agents (but not zero) with a Rival who is not a Commonwealth Member") on the BUILT save's Global in
 * the TTS fake: with the card in its holder's play area, a Court card where they tie with a non-Member
 * shows their Secure button (src/tts/court/slots.ts securerOf); the secure carries the play areas the
 * core reads; a Member title (F218) in the tied Rival's play area takes the button away.
 */
import type { Command, GameState } from "../../src/core/game/types";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { Colour } from "../../src/core/data/vocabulary";
import { actionCard } from "../../src/core/data/actionCards";
import { apply, initialState } from "../../src/core/rules";
import { openStartPlanets } from "../../src/core/campaign/actOneSetup";
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import { campaignActionDeck } from "../../src/core/campaign/flow";
import { takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { fateSetCardInto } from "../support/fateTable";
import { coreState, stagedTable, tableLog } from "../support/scenario";
import { dropCard } from "../support/campaignEvents";
import { SEATS } from "../core/campaign/oathFixtures";

const game = (table: TtsTable): GameState => coreState(table)!;
const told = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text).join(" ");
const labels = (o: FakeObject) => o.buttons.map((b) => String(b.label));

/** Act I's first chapter in play from its log, the leader's first card led. */
function led(): { table: TtsTable; leader: Colour; rival: Colour } {
  const start = { type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"], numberDie: 1, eventDiePlanet: "hex" } as unknown as Command;
  const commands: Command[] = [start];
  let s = initialState();
  const step = (c: Command) => {
    const r = apply(s, c);
    if (!r.ok) throw new Error(r.reason);
    s = r.value;
    commands.push(c);
  };
  s = (apply(s, start) as { ok: true; value: GameState }).value;
  while (s.campaign?.stage === "setup" && s.campaign.setup !== undefined) {
    const setup = s.campaign.setup;
    step({ type: "placeStart", player: setup.order[setup.placements.length], system: openStartPlanets(s)[0], building: "city" } as Command);
  }
  step({ type: "shuffleDiscard", order: s.discard.slice() } as Command);
  const table = stagedTable({ version: 1, commands }, SEATS);
  const leader = game(table).round!.order[0];
  const hand = game(table).players.find((p) => p.colour === leader)!.hand;
  // Aggression gives the Secure action (p.13).
  dropCard(table, leader, hand.find((id) => actionCard(id)?.suit === "aggression")!, zoneOf(table, "lead-slot"));
  table.settle();
  return { table, leader, rival: SEATS.find((c) => c !== leader)! as Colour };
}

/** A campaign Court card (the deck's top, the staged table lays no row) in Court slot 2, tied 2-2 between `rival` and `leader`. */
function tiedCard(table: TtsTable, leader: Colour, rival: Colour): FakeObject {
  const zone = zoneOf(table, "court-slot", "2");
  const deck = table.find((o) => o.isDeck && o.tags.includes("campaign-court-deck"))[0];
  const card = table.playerTake(deck, { index: 0, position: { ...zone.position, y: zone.position.y + 0.3 }, rotation: { x: 0, y: 180, z: 0 } })!;
  table.settle();
  takePieces(table, "agent", rival, 2, zone);
  takePieces(table, "agent", leader, 2, zone, 2);
  table.settle();
  return card;
}

describe("seed 003 F224 Spirit of Freedom at the table", () => {
  test("tied 2-2 with a non-Member, its holder's Secure button shows; a Rival's press is refused to them alone; the holder's secures with the play areas sent", () => {
    const { table, leader, rival } = led();
    fateSetCardInto(table, "F224", leader);
    const card = tiedCard(table, leader, rival);
    const id = String(card.data.GMNotes);
    expect(labels(card)).toContain(`Secure (${leader})`);
    table.messages.length = 0;
    table.clickButton(rival, card, `Secure (${leader})`);
    table.settle();
    expect(told(table, rival)).toMatch(/turn/);
    expect(game(table).secure).toBeUndefined();
    table.clickButton(leader, card, `Secure (${leader})`);
    table.settle();
    expect(told(table, leader)).toBe("");
    expect(game(table).secure).toMatchObject({ colour: leader, card: id, slot: 1 });
    expect(table.world.objectsIn(zoneOf(table, "court-slot", "2")).filter((o) => o.tags.includes("agent"))).toEqual([]);
    const sent = tableLog(table).commands.filter((c) => c.type === "court").pop() as Extract<Command, { type: "court" }>;
    expect(sent.playAreas).toEqual([{ colour: leader, cards: ["F224"] }]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("tied only with a Member (F218 in the Rival's play area), or without the card, no Secure button shows", () => {
    const { table, leader, rival } = led();
    const card = tiedCard(table, leader, rival);
    expect(labels(card).some((l) => l.startsWith("Secure"))).toBe(false);
    fateSetCardInto(table, "F218", rival);
    fateSetCardInto(table, "F224", leader);
    takePieces(table, "agent", rival, 1, zoneOf(table, "court-slot", "2"), 4);
    takePieces(table, "agent", leader, 1, zoneOf(table, "court-slot", "2"), 5);
    table.settle();
    expect(labels(card).some((l) => l.startsWith("Secure"))).toBe(false);
    expect(table.scriptErrors).toEqual([]);
  });
});
