/**
 * The campaign Court on the built save, through the TTS fake (issue 13 item 4, issue 14 item 3):
 * a lore card shuffled into the Court deck (BR p.5 step J) secured into its securer's play area as
 * lore (p.21); the Imperial Council never taken by a Court Secure (BR p.14); a campaign Vox card
 * buried as its When Secured says (CC12, seed 003); a campaign Guild card in a play area read as its
 * holder's Guild card (BR p.27). Wrong clickers are refused privately; a save/load mid-way changes nothing.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { Command, GameState } from "../../src/core/game/types";
import type { TableState } from "../../src/core/court/types";
import { GLOBAL_GUID, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { takeCard } from "../support/faithfulTable";
import { coreState, tableLog } from "../support/scenario";
import { reload4, voxTable } from "../support/voxTable";

const SEATS4 = ["Red", "Blue", "Yellow", "White"];

function game(table: TtsTable): GameState {
  return coreState(table) as GameState;
}

function lastTo(table: TtsTable, colour: string): string {
  const m = table.messages.filter((x) => x.to === colour);
  return m.length === 0 ? "" : m[m.length - 1].text;
}

function cardsIn(table: TtsTable, zone: FakeObject): FakeObject[] {
  return table.world.objectsIn(zone).filter((o) => o.isCard);
}

function campaignDeck(table: TtsTable): FakeObject {
  return table.find((o) => o.isDeck && o.tags.includes("campaign-court-deck"))[0];
}

/**
 * Slot 5's card moved off the table's play space, and `id` put into slot 5 instead: from the campaign
 * Court deck, or loose (the lore laid onto the deck at setup lies on it, layout.ts layCourt; a card of the row).
 */
function intoSlotFive(table: TtsTable, id: string): FakeObject {
  const zone5 = zoneOf(table, "court-slot", "5");
  for (const o of cardsIn(table, zone5)) if (o.data.GMNotes !== id) table.world.move(o, { x: 80, y: 1, z: 80 });
  return takeCard(table, id, { ...zone5.position, y: zone5.position.y + 0.3 });
}

/**
 * A lore card of the campaign Court (BR p.5 step J: "the same lore deck as the base game"): in the
 * campaign Court deck, else taken from the lore deck (this Act II table's Court deck holds none).
 */
function someLore(table: TtsTable): string {
  const inDeck = campaignDeck(table).contents.find((c) => /^L\d\d$/.test(String(c.GMNotes)));
  if (inDeck !== undefined) return String(inDeck.GMNotes);
  const deck = table.find((o) => o.isDeck && o.tags.includes("lore-deck"))[0];
  const card = table.playerTake(deck, { index: 0, position: { x: 84, y: 1, z: 84 }, rotation: { x: 0, y: 180, z: 0 } })!;
  table.settle();
  return String(card.data.GMNotes);
}

function lastCourtSnapshot(table: TtsTable): TableState {
  const cmd = tableLog(table).commands.filter((c) => c.type === "court").pop() as Extract<Command, { type: "court" }>;
  return (cmd.action as { court: TableState }).court;
}

describe("the campaign Court: lore, the Council, a Vox card's destination, campaign Guild cards held (BR pp.5, 14, 27)", () => {
  let table: TtsTable;
  let who: Colour;
  let other: Colour;

  beforeAll(() => {
    ({ table, who } = voxTable());
    other = SEATS4.find((c) => c !== who)! as Colour;
  });

  test("BR p.14: the Imperial Council shows no Secure button; a forged Secure press on its slot is refused with the rule and the Council stays", () => {
    const zone1 = zoneOf(table, "court-slot", "1");
    takePieces(table, "agent", who, 2, zone1);
    table.settle();
    const council = cardsIn(table, zone1).find((o) => o.data.GMNotes === "AID01A")!;
    expect(council.buttons.map((b) => String(b.label))).not.toContain(`Secure (${who})`);
    table.callScript(GLOBAL_GUID, "arcsCourtSecure_1", council, who);
    expect(lastTo(table, who)).toBe("secure the Imperial Council with its button: it flips to Decided (BR p.14)");
    expect(cardsIn(table, zone1).map((o) => o.data.GMNotes)).toContain("AID01A");
    expect(game(table).secure).toBeUndefined();
  });

  test("BR p.5 step J with p.21: a lore card in the Court is secured, after a save/load, into its securer's play area as lore; a wrong clicker is refused; the slot refills", () => {
    const lore = someLore(table);
    const card = intoSlotFive(table, lore);
    const zone5 = zoneOf(table, "court-slot", "5");
    takePieces(table, "agent", who, 2, zone5);
    table.settle();
    table = reload4(table);
    const again = table.find((o) => o.data.GMNotes === lore && o.isCard)[0];
    expect(again.buttons.map((b) => String(b.label))).toContain(`Secure (${who})`);
    table.clickButton(other, again, `Secure (${who})`);
    expect(lastTo(table, other)).toMatch(/turn/);
    expect(game(table).players.find((p) => p.colour === who)!.lore).not.toContain(lore);
    table.clickButton(who, again, `Secure (${who})`);
    table.settle();
    expect(game(table).players.find((p) => p.colour === who)!.lore).toContain(lore);
    expect(table.world.objectsIn(zoneOf(table, "play-area", who)).map((o) => o.data.GMNotes)).toContain(lore);
    const now = cardsIn(table, zone5).map((o) => String(o.data.GMNotes));
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(lore);
    expect(table.messages.some((m) => m.to === undefined && m.text.includes("as lore: a lasting power, not a Guild card (p.21)"))).toBe(true);
    expect(card).toBeDefined();
  });

  test("seed 003 CC12 'Bury this card.' with BR p.27: secured, Council Intrigue goes under the campaign Court deck (even from higher than the deck); a campaign Guild card in the play area is read as the securer's", () => {
    // A campaign Guild card lying in the securer's play area (BR p.27): the Court snapshot counts it.
    const deck = campaignDeck(table);
    const guild = deck.contents.find((c) => ["CC01", "CC02", "CC03", "CC04", "CC05", "CC06", "CC07", "CC08", "CC10"].includes(String(c.GMNotes)));
    const area = zoneOf(table, "play-area", who);
    expect(guild).toBeDefined();
    const guildId = String(guild!.GMNotes);
    table.playerTake(deck, { guid: guild!.GUID, position: { x: area.position.x + 2, y: area.position.y + 0.3, z: area.position.z }, rotation: { x: 0, y: 180, z: 0 } });
    table.settle();
    // CC12: its When Secured is the players'; Populist Demands (CC11) answers with buttons (campaignVoxReprints.test.ts).
    const vox = intoSlotFive(table, "CC12");
    takePieces(table, "agent", who, 1, zoneOf(table, "court-slot", "5"));
    table.settle();
    // Higher than the deck: putObject alone would put it on top (api putObject, "closest to it in Y
    // elevation"); the bury gives the index after the last card (docs/tts-behaviour.md).
    const theDeck = campaignDeck(table);
    vox.position.y = theDeck.position.y + 2;
    // A merge may drop the deck's role tag (docs/tts-behaviour.md): it is found by what it holds.
    theDeck.data.Tags = theDeck.tags.filter((t) => t !== "campaign-court-deck");
    table.clickButton(who, vox, `Secure (${who})`);
    table.settle();
    const after = theDeck;
    expect(after.contents[after.contents.length - 1].GMNotes).toBe("CC12");
    expect(table.messages.some((m) => m.to === undefined && m.text.includes("the card is buried (the bottom of the Court deck) as it says (BR p.27)"))).toBe(true);
    const snap = lastCourtSnapshot(table);
    expect(snap.players.find((p) => p.colour === who)!.guildCards).toContain(guildId);
  });
});

describe("BR p.14, AID01B: a Decided Imperial Council can be neither influenced nor secured (issue 29 item 4)", () => {
  /** `colour` takes an agent from their supply and drops it onto Court slot 1, the Council's. */
  function influenceCouncil(table: TtsTable, colour: string): FakeObject {
    const bag = table.find((o) => o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes(colour))[0];
    const agent = table.playerTake(bag, { position: { x: 0, y: 2, z: -20 } })!;
    table.settle();
    const z = zoneOf(table, "court-slot", "1");
    table.drop(colour, agent, { x: z.position.x, y: 2, z: z.position.z });
    table.settle();
    return agent;
  }

  test("once its button secured it, an agent dropped on the Council is refused with the rule, told to the dropper alone, and goes back", () => {
    const { table, who } = voxTable();
    const zone1 = zoneOf(table, "court-slot", "1");
    table.clickUi(who, "arcsEventSecureCouncil");
    expect(game(table).campaign?.council).toBe("decided");
    expect(cardsIn(table, zone1).map((o) => o.data.GMNotes)).toContain("AID01A");
    table.messages.length = 0;
    const agent = influenceCouncil(table, who);
    expect(lastTo(table, who)).toBe('the Imperial Council is Decided: it cannot be influenced or secured (BR p.14). The agent went back where it was.');
    expect(table.messages.filter((m) => m.to !== who)).toEqual([]);
    expect(table.world.zonesContaining(agent).some((z) => z === zone1)).toBe(false);
    // No influence counted (securing the Council is not counted either: rules-decisions.md D15).
    expect(game(table).actions?.taken ?? []).toEqual([]);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F205 Political Intrigue's When Secured at the table: 'Take 1 Favor from each Rival' (BR pp.16, 20, 27)", () => {
  test("secured with its button, its securer holds a Favor of each Rival (their agent supplies read with the Court); the card goes to the Court discard", () => {
    const { table, who } = voxTable();
    const s = game(table);
    const favors = () => game(table).campaign!.players.find((p) => p.colour === who)!.favors;
    const before = favors().slice();
    const vox = intoSlotFive(table, "F205");
    takePieces(table, "agent", who, 1, zoneOf(table, "court-slot", "5"));
    table.settle();
    table.clickButton(who, vox, `Secure (${who})`);
    table.settle();
    // The Rivals in turn order from the initiative holder, as the Court snapshot lists the boards.
    const i = s.seats.indexOf(s.initiative);
    const order = s.seats.slice(i).concat(s.seats.slice(0, i));
    expect(favors()).toEqual(before.concat(order.filter((c) => c !== who)));
    expect(table.messages.some((m) => m.text.includes(`Political Intrigue: ${who} takes Favors from`))).toBe(true);
    expect(cardsIn(table, zoneOf(table, "court-discard")).map((o) => o.data.GMNotes)).toContain("F205");
  });
});
