/**
 * The rules booklet on the built save, through the TTS fake (issue 14; BR p.3, p.5 steps L-M, p.9,
 * pp.20-21): laid by the script at Act I for 3 and 2 players, a Fate edict dropped in by a player and
 * later resolved in the Edicts, a wrong card refused privately and put back, a card taken off the
 * booklet by hand put back, Scrap pressed, wrong droppers refused, and save/load between.
 */
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { FATES } from "../../src/core/data/campaign/fates";
import { FATE_SETS } from "../../src/core/data/campaign/fateSets/index";
import { coreState, loadTable, seedLua } from "../support/scenario";
import { lastTo, playToEventPhase, record, reload as reloadAs, rollEdicts, seedWithEvent, seats as recordSeats, host as recordHost } from "../support/campaignEvents";

const SEATS = ["Red", "Blue", "Yellow"];

const state = (table: TtsTable) => coreState(table) as GameState;
const campaign = (table: TtsTable) => state(table).campaign as CampaignState;
const zoneOf = (table: TtsTable, tag: string, gm: string) => table.find((o) => o.isZone && o.tags.includes(tag) && o.data.GMNotes === gm)[0];
const slot = (table: TtsTable, side: string, n: number) => zoneOf(table, "rules-booklet-slot", `${side}-${n}`);
const card = (table: TtsTable, id: string) => table.find((o) => o.isCard && o.data.GMNotes === id)[0];
const inSlot = (table: TtsTable, id: string, side: string, n: number) => slot(table, side, n).contains(card(table, id).position);
const above = (z: FakeObject) => ({ x: z.position.x, y: z.position.y + 0.5, z: z.position.z });

function reload(table: TtsTable, seats: string[], host: string): TtsTable {
  const again = new TtsTable(table.save(), { seats: seats.map((color) => ({ color, host: color === host })) });
  again.settle();
  return again;
}

/** The host starts Act I; every player keeps the first Fate in hand. */
function actOne(seats: string[], seed: number): TtsTable {
  const table = loadTable(seats, { host: "Red" });
  seedLua(table, seed);
  const die = (kind: string) => table.withTag("campaign-die").find((o) => o.data.GMNotes === kind)!;
  table.queueRoll(die("number"), "number-2");
  table.queueRoll(die("event"), "edict-crescent");
  table.clickUi("Red", "arcsCampaignNew");
  table.settle();
  for (const c of seats) table.clickButton(c, table.world.handObjects(c).filter((o) => o.tags.includes("fate-card"))[0], "Keep");
  table.settle();
  return table;
}

/** A card of a player's Fate Set: loose already, or taken out of its deck (wherever the deck lies, or out of the Fate Sets bag) onto the table. */
function takeFateSetCard(table: TtsTable, fate: string, pick: (type: string) => boolean): FakeObject {
  const f = FATES.find((x) => x.id === fate)!;
  const id = FATE_SETS[f.set - 1].find((c) => pick(c.type))!.id;
  // A card the Fate's setup gained lies loose in its holder's play area already (fates/setups.ts).
  const loose = table.find((o) => o.isCard && o.data.GMNotes === id)[0];
  if (loose !== undefined) return loose;
  const notes = `campaign-fate-set-${f.set < 10 ? "0" : ""}${f.set}`;
  let deck = table.find((o) => o.isDeck && o.data.GMNotes === notes)[0];
  if (deck === undefined) {
    const bag = table.withTag("fate-set-bag")[0];
    deck = table.playerTake(bag, { guid: bag.contents.find((c) => c.GMNotes === notes)!.GUID as string, position: { x: 30, y: 2, z: -8 } })!;
  }
  const guid = deck.contents.find((c) => c.GMNotes === id)!.GUID as string;
  return table.playerTake(deck, { guid, position: { x: deck.position.x + 3, y: 2, z: deck.position.z }, rotation: { x: 0, y: 180, z: 0 } })!;
}

describe("Act I with 3 players: the booklet laid, a Fate edict added, a wrong card refused, Scrap (BR pp.5, 9)", () => {
  let table = actOne(SEATS, 7);
  const govern = campaign(table).rulesBooklet!.edicts[0];

  test("BR p.5 step M: the 3 Govern cards lie face up in the first Edicts slot, the Policy's card in front (on top), each with a Scrap button", () => {
    expect(campaign(table).rulesBooklet).toEqual({ edicts: [govern], laws: [] });
    expect(govern).toHaveLength(3);
    for (const id of govern) {
      expect({ id, in: inSlot(table, id, "edicts", 1), faceUp: card(table, id).rotation.z }).toEqual({ id, in: true, faceUp: 0 });
      expect(card(table, id).buttons.map((b) => b.label)).toEqual(["Scrap"]);
    }
    const [front, ...behind] = govern.map((id) => card(table, id));
    for (const b of behind) {
      expect(front.position.y).toBeGreaterThan(b.position.y);
      // The cards behind peek out above the front card (towards the page's top, north), so their titles show.
      expect(b.position.z).toBeGreaterThan(front.position.z);
    }
  });

  test("F-set Setup: a player drops their Fate's edict on the booklet: it is added to the next slot and laid there; a wrong card is refused privately and put back", () => {
    const p = campaign(table).players[0];
    const edict = takeFateSetCard(table, p.fate, (t) => t === "Edict");
    const id = edict.data.GMNotes as string;
    const before = table.messages.length;
    table.drop(p.colour, edict, above(slot(table, "edicts", 6)));
    table.settle();
    expect(campaign(table).rulesBooklet!.edicts).toEqual([govern, [id]]);
    expect(inSlot(table, id, "edicts", 2)).toBe(true);
    expect(card(table, id).buttons.map((b) => b.label)).toEqual(["Scrap"]);
    expect(table.messages.slice(before).some((m) => m.to === undefined && m.text.includes(`${p.colour} adds `) && m.text.includes(`(${id}) to the rules booklet, slot 2 of the Edicts side`))).toBe(true);

    const guild = takeFateSetCard(table, p.fate, (t) => t === "Guild");
    const from = { ...guild.position };
    const said = table.messages.length;
    table.drop(p.colour, guild, above(slot(table, "laws", 1)));
    table.settle();
    expect(lastTo(table, p.colour)).toMatch(/is a Guild card: only Edicts, Laws and Summits go in the booklet \(BR p\.9\); the card goes back$/);
    expect(table.messages.slice(said).every((m) => m.to === p.colour)).toBe(true);
    // Back where it was picked up (to the last bits: MoonSharp's arithmetic puts 21.15 back at 21.149999999999995).
    expect(guild.position.x).toBeCloseTo(from.x, 6);
    expect(guild.position.z).toBeCloseTo(from.z, 6);
    expect(campaign(table).rulesBooklet!.laws).toEqual([]);
  });

  test("a seat not in the game is refused; a booklet card taken off by hand goes back to its slot; after a save/load the Scrap buttons are back", () => {
    const p = campaign(table).players[1];
    const law = takeFateSetCard(table, p.fate, (t) => t === "Edict" || t === "Law");
    table.drop("White", law, above(slot(table, "laws", 2)));
    table.settle();
    expect(lastTo(table, "White")).toBe("only a seated player adds booklet cards; the card goes back");
    expect(campaign(table).rulesBooklet!.laws).toEqual([]);

    const front = govern[0];
    table.drop("Blue", card(table, front), { x: 31, y: 2, z: -6 });
    table.settle();
    expect(lastTo(table, "Blue")).toMatch(/is in the rules booklet: press its Scrap \(BR p\.9\); it goes back$/);
    expect(inSlot(table, front, "edicts", 1)).toBe(true);

    table = reload(table, SEATS, "Red");
    for (const id of govern) expect(card(table, id).buttons.map((b) => b.label)).toEqual(["Scrap"]);
  });

  test("Scrap: the edict leaves the booklet for the Scrapped spot, face down, without its button", () => {
    const id = campaign(table).rulesBooklet!.edicts[1][0];
    table.clickButton("Yellow", card(table, id), "Scrap");
    table.settle();
    expect(campaign(table).rulesBooklet!.edicts).toEqual([govern]);
    const scrapped = card(table, id);
    expect(zoneOf(table, "rules-booklet-scrap", "scrap").contains(scrapped.position)).toBe(true);
    expect(scrapped.rotation.z).toBe(180);
    expect(scrapped.buttons).toHaveLength(0);
    expect(table.messages.some((m) => m.to === undefined && m.text.startsWith(`Yellow scraps `) && m.text.includes(`(${id}) from the rules booklet`))).toBe(true);
  });
});

describe("Act I with 2 players (BR p.5 step L)", () => {
  test("Guild Envoys Depart lies in the first Edicts slot, the Govern cards in the second", () => {
    const table = actOne(["Red", "Blue"], 12);
    const b = campaign(table).rulesBooklet!;
    expect(b.edicts[0]).toEqual(["AID02"]);
    expect(inSlot(table, "AID02", "edicts", 1)).toBe(true);
    for (const id of b.edicts[1]) expect(inSlot(table, id, "edicts", 2)).toBe(true);
  });
});

describe("a Fate edict added in play resolves in the Edicts (BR p.20), with a save/load between", () => {
  test("Act II from a record: the booklet laid from it; Rebuke of the Empaths (F1412) dropped in, then the Edicts call it after the Govern slot", () => {
    const { table: start } = seedWithEvent();
    let table = start;
    // The record's booklet is laid when the Act starts (BR p.30: the cards stay in the booklet).
    for (const id of record.rulesBooklet!.edicts[0]) expect(inSlot(table, id, "edicts", 1)).toBe(true);
    const pacifist = campaign(table).players.find((p) => p.fate === "FATE14")!;
    const rebuke = takeFateSetCard(table, "FATE14", (t) => t === "Edict");
    expect(rebuke.data.GMNotes).toBe("F1412");
    table.drop(pacifist.colour, rebuke, above(slot(table, "edicts", 3)));
    table.settle();
    expect(campaign(table).booklet.slice(-1)).toEqual(["F1412"]);
    expect(inSlot(table, "F1412", "edicts", 2)).toBe(true);

    table = reloadAs(table, recordSeats, recordHost);
    rollEdicts(playToEventPhase(table));
    const c = campaign(table);
    const policyCard = c.rulesBooklet!.edicts[0][0];
    expect(c.edictQueue).toEqual([policyCard, "F1412"]);
    // The First Regent changes the Policy: its card goes in front of the Govern slot (BR p.20).
    const other = (["peace", "escalation", "war"] as const).find((p) => p !== c.policy)!;
    table.clickUi(c.firstRegent!, `arcsEventPolicy_${other}`);
    table.settle();
    const newFront = campaign(table).rulesBooklet!.edicts[0][0];
    expect(newFront).not.toBe(policyCard);
    for (const id of campaign(table).rulesBooklet!.edicts[0].slice(1)) expect(card(table, newFront).position.y).toBeGreaterThan(card(table, id).position.y);
    expect(campaign(table).edictQueue).toEqual(["F1412"]);
    table = reloadAs(table, recordSeats, recordHost);
    table.clickUi(campaign(table).firstRegent!, "arcsEventEdictDone");
    expect(campaign(table).edictQueue).toBeUndefined();
    expect(table.messages.some((m) => m.to === undefined && m.text.includes("edict F1412 resolved"))).toBe(true);
  });
});
