/**
 * The Advocate's Vox cards' Crises on the players' Guild cards at the campaign table (seed 003 texts;
 * BR p.18 Court Crises; BR p.27 protected Guild cards), through the TTS fake: with F410 Diplomatic
 * Fiasco or F422 Guilds Withdraw (on [arrow]) in the Court, the Crises press leaves the card in its
 * slot with the buttons of the player who owes the next Guild card, every player in turn order, as
 * when it is secured; anyone else's press is refused to them alone with nothing moved; a save/load
 * keeps the cards chosen so far; the last card chosen, the core checks the whole answer and the
 * table moves the cards; the Court removals wait until then. With F416 Guild Fair the press secures
 * every Guild card a player can (base p.13), in turn order.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { campaign, game, host, lastTo, reload, rollCrisesOnTwo, seats, tableAtEventPhase, zone } from "../support/campaignEvents";
import { SYSTEMS } from "../../src/core/data/map";
import { takeCard } from "../support/faithfulTable";
import { guildCardsOf } from "../support/voxTable";
import { takePieces } from "../../tools/bench/courtScoringHandlers";
import { turnOrderFrom } from "../../src/core/game/util";
import { courtCard } from "../../src/core/data/court";
import { campaignCourtCards } from "../../src/core/campaign/courtCards";

const labels = (o: FakeObject): string[] => o.buttons.map((b) => String(b.label));
const cardOf = (table: TtsTable, id: string): FakeObject => table.find((o) => o.isCard && o.data.GMNotes === id)[0];
const cardsIn = (table: TtsTable, z: FakeObject): string[] => table.world.objectsIn(z).filter((o) => o.isCard).map((o) => String(o.data.GMNotes));
const isGuild = (id: string): boolean => (courtCard(id) ?? campaignCourtCards(id))?.kind === "guild";
const area = (table: TtsTable, colour: string): string[] => cardsIn(table, zone(table, "play-area", colour)).filter(isGuild).sort();
const heard = (table: TtsTable): number => table.messages.filter((m) => m.to === undefined).length;
const bag = (table: TtsTable, x: string): FakeObject => table.find((o) => o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes(x))[0];
const deckIds = (table: TtsTable): string[] => table.find((o) => o.isDeck && o.tags.includes("campaign-court-deck"))[0].contents.map((x) => String(x.GMNotes));

/** The event phase with `id` in Court slot 2, the players (in turn order) holding `guild` and `agents` in supply; the dice land on [arrow]. */
function staged(id: string, guild: string[][], agents?: number[]): { table: TtsTable; order: Colour[] } {
  const table = tableAtEventPhase();
  const holder = game(table).initiative as Colour;
  const order = turnOrderFrom(game(table).seats, holder) as Colour[];
  table.clickUi(holder, "arcsEventNoSummit");
  const slot = zone(table, "court-slot", "2");
  for (const c of table.world.objectsIn(slot).filter((o) => o.isCard)) table.world.move(c, { x: 80, y: 1, z: 82 });
  takeCard(table, id, { ...slot.position, y: slot.position.y + 0.3 });
  order.forEach((c, i) => {
    guildCardsOf(table, c, guild[i]);
    while (agents !== undefined && bag(table, c).contents.length > agents[i]) table.playerTake(bag(table, c), { position: { x: 84, y: 1, z: 40 + i * 2 } });
  });
  table.settle();
  rollCrisesOnTwo(table, holder);
  return { table, order };
}

describe("seed 003 F410 Diplomatic Fiasco's Crisis at the table (BR p.18): 'In turn order, each player with more Guild cards than agents in their supply must discard Guild cards until their Guild cards equal their agents. Bury this card. (Count Protected Guild cards but don't discard them.)'", () => {
  test("the press offers the first player who owes (the Crises' resolver too) their cards; a wrong clicker is refused privately, nothing moved; after a save/load the next player's buttons, their protected card counted and kept; the last choice moves the cards to the Court discard; the Court removals wait until then", () => {
    let { table, order } = staged("F410", [["CC01", "CC02"], ["CC03", "CC04", "F202"], ["CC07"]], [1, 1, 3]);
    const [a, b, c] = order;
    table.clickUi(a, "arcsEventCrises");
    table.settle();
    let card = cardOf(table, "F410");
    expect(labels(card).sort()).toEqual([`${a}: Mining Interest (CC01)`, `${a}: Construction Union (CC02)`].sort());
    expect(table.messages.some((m) => m.to === undefined && m.text === `Diplomatic Fiasco: ${a} chooses first`)).toBe(true);

    const n = heard(table);
    table.clickButton(b, card, `${a}: Construction Union (CC02)`);
    table.settle();
    expect(lastTo(table, b)).toBe(`${a} makes this choice, not you`);
    expect(heard(table)).toBe(n);
    expect(area(table, a)).toEqual(["CC01", "CC02"]);
    // BR p.18: the text before its "Bury this card".
    table.clickUi(a, "arcsEventCourt");
    table.settle();
    expect(lastTo(table, a)).toBe("Guild cards first (BR p.18)");
    expect(cardsIn(table, zone(table, "court-slot", "2"))).toContain("F410");

    table.clickButton(a, card, `${a}: Construction Union (CC02)`);
    table.settle();
    expect(labels(card).sort()).toEqual([`${b}: Gatekeepers (CC03)`, `${b}: Shipping Interest (CC04)`]);
    expect(card.buttons.map((x) => x.tooltip)).toEqual([`${b} chooses for Diplomatic Fiasco (F410)`, `${b} chooses for Diplomatic Fiasco (F410)`]);
    expect(area(table, a)).toEqual(["CC01", "CC02"]);

    table = reload(table, seats, host);
    card = cardOf(table, "F410");
    expect(labels(card).sort()).toEqual([`${b}: Gatekeepers (CC03)`, `${b}: Shipping Interest (CC04)`]);
    table.clickButton(c, card, `${b}: Gatekeepers (CC03)`);
    table.settle();
    expect(lastTo(table, c)).toBe(`${b} makes this choice, not you`);
    table.clickButton(b, card, `${b}: Gatekeepers (CC03)`);
    table.settle();
    expect(labels(card)).toEqual([`${b}: Shipping Interest (CC04)`]);
    table.clickButton(b, card, `${b}: Shipping Interest (CC04)`);
    table.settle();
    expect(area(table, a)).toEqual(["CC01"]);
    expect(area(table, b)).toEqual(["F202"]);
    expect(area(table, c)).toEqual(["CC07"]);
    expect(cardsIn(table, zone(table, "court-discard")).sort()).toEqual(["CC02", "CC03", "CC04"]);
    expect(labels(card).some((l) => l.includes(":"))).toBe(false);

    // Then the Court removals bury it (its Crisis's "Bury this card."), with any other Court card whose Crisis removes it.
    table.clickUi(a, "arcsEventCourt");
    table.settle();
    expect(cardsIn(table, zone(table, "court-slot", "2"))).not.toContain("F410");
    expect(deckIds(table).slice(-3)).toContain("F410");
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F422 Guilds Withdraw's Crisis at the table (BR p.18): 'If a [hex] or [arrow] was rolled, each player in turn order must bury 1 Guild card. Bury this card.'", () => {
  test("on [arrow] each player in turn order with an unprotected Guild card buries the one they choose under the Court deck; a player with only a protected card (BR p.27) is skipped", () => {
    let { table, order } = staged("F422", [["CC01"], ["F202"], ["CC03", "CC04"]]);
    const [a, b, c] = order;
    table.clickUi(a, "arcsEventCrises");
    table.settle();
    let card = cardOf(table, "F422");
    expect(labels(card)).toEqual([`${a}: Mining Interest (CC01)`]);
    table.clickButton(c, card, `${a}: Mining Interest (CC01)`);
    table.settle();
    expect(lastTo(table, c)).toBe(`${a} makes this choice, not you`);
    table.clickButton(a, card, `${a}: Mining Interest (CC01)`);
    table.settle();
    expect(labels(card).sort()).toEqual([`${c}: Gatekeepers (CC03)`, `${c}: Shipping Interest (CC04)`]);
    table = reload(table, seats, host);
    card = cardOf(table, "F422");
    const size = deckIds(table).length;
    table.clickButton(c, card, `${c}: Shipping Interest (CC04)`);
    table.settle();
    expect(area(table, a)).toEqual([]);
    expect(area(table, b)).toEqual(["F202"]);
    expect(area(table, c)).toEqual(["CC03"]);
    const ids = deckIds(table);
    expect(ids.length).toBe(size + 2);
    expect(ids.slice(-2)).toEqual(["CC01", "CC04"]);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F416 Guild Fair's Crisis at the table (BR p.18): 'Players secure all Guild cards that they currently can. Bury this card.'", () => {
  test("the press: each player in turn order (base p.22) secures every Guild card with more of their agents than each Rival's (base p.13): own agents home, Rival agents captured, the card to their play area, its slot refilled; a tie stays", () => {
    const { table, order } = staged("F416", [[], [], []]);
    const [a, b] = order;
    const s3 = zone(table, "court-slot", "3");
    const s4 = zone(table, "court-slot", "4");
    for (const [z, id] of [[s3, "CC01"], [s4, "CC02"]] as const) {
      for (const o of table.world.objectsIn(z).filter((x) => x.isCard)) table.world.move(o, { x: 80, y: 1, z: 86 });
      takeCard(table, id, { ...z.position, y: z.position.y + 0.3 });
    }
    takePieces(table, "agent", b, 2, s3);
    takePieces(table, "agent", a, 1, s3);
    takePieces(table, "agent", a, 1, s4);
    takePieces(table, "agent", b, 1, s4);
    table.settle();
    const agentsB = bag(table, b).contents.length;
    table.clickUi(a, "arcsEventCrises");
    table.settle();
    expect(area(table, b)).toEqual(["CC01"]);
    expect(area(table, a)).toEqual([]);
    expect(cardsIn(table, s3)).not.toContain("CC01");
    expect(cardsIn(table, s3).length).toBe(1);
    expect(cardsIn(table, s4)).toContain("CC02");
    expect(bag(table, b).contents.length).toBe(agentsB + 2);
    expect(table.world.objectsIn(zone(table, "captives", b)).filter((o) => o.tags.includes("agent") && o.tags.includes(a)).length).toBe(1);
    expect(table.messages.some((m) => m.text === `${b} secures Mining Interest (CC01)`)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F613 Outrage Spreads left of F422 Guilds Withdraw (BR p.18: Court Crises left to right): 'Each player Provokes Outrage of the rolled planet.' then 'each player in turn order must bury 1 Guild card'", () => {
  test("Guilds Withdraw's buttons offer none of the Guild cards Outrage Spreads discards at the same press (they leave the play area a few frames later), only the ones left", () => {
    const { table, order } = staged("F613", [[], [], []]);
    const [a] = order;
    const slot3 = zone(table, "court-slot", "3");
    for (const c of table.world.objectsIn(slot3).filter((o) => o.isCard)) table.world.move(c, { x: 80, y: 1, z: 84 });
    takeCard(table, "F422", { ...slot3.position, y: slot3.position.y + 0.3 });
    const ev = campaign(table).lastEvent!;
    const type = SYSTEMS.filter((x) => x.cluster === ev.cluster && x.symbol === ev.planet)[0].resource;
    const guilds = ["CC01", "CC02", "CC03", "CC04", "CC05", "CC06", "CC07", "CC08", "CC09", "CC10", "CC11", "CC12", "CC13", "CC14", "CC15"].filter(isGuild);
    const suit = (id: string) => (campaignCourtCards(id) as { suit?: string }).suit;
    guildCardsOf(table, a, guilds.filter((id) => suit(id) === type).concat(guilds.filter((id) => suit(id) !== type).slice(0, 1)));
    table.clickUi(a, "arcsEventCrises");
    table.settle();
    const gone = (campaign(table).lastCrises!.pieces ?? []).filter((p) => p.colour === a).flatMap((p) => p.cards ?? []);
    expect(gone.length).toBeGreaterThan(0);
    const offered = labels(cardOf(table, "F422"));
    expect(offered.length).toBeGreaterThan(0);
    for (const id of gone) expect(offered.join(" ")).not.toContain(`(${id})`);
    expect(area(table, a).filter((id) => gone.indexOf(id) < 0).map((id) => offered.some((l) => l.indexOf(`(${id})`) >= 0))).not.toContain(false);
    expect(table.scriptErrors).toEqual([]);
  });
});
