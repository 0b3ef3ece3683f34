/**
 * Farseers (BC17) on the BUILT save in the TTS fake (seed 003 card reference): "When you declare an
 * ambition, look at a Rival's hand. You may swap 1 card with them. Prelude: You may discard this and
 * any number of cards from your hand. Draw the same number of cards (including Farseers) from the
 * bottom of the action discard pile." The hands reach the owner only, through TTS's options dialog
 * (Player.showOptionsDialog, docs/tts-behaviour.md): never a UI text, a button label or public chat.
 */
import { zoneOf } from "../../tools/bench/courtScoringHandlers";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { ACTION_CARDS } from "../../src/core/data/actionCards";
import { cardName } from "../../src/core/game/util";
import type { GameState } from "../../src/core/game/types";
import { coreState, handIds, stagedTable, tableLog } from "../support/scenario";
import { SEATS, handOf, intoPlayArea, labels, logWith, privateText, publicText } from "../support/courtCards";

/** Red leads its first card that declares an ambition, and declares it. */
const leadsADeclarer = (s: GameState) => {
  const card = handOf(s, "Red").find((id) => { const c = ACTION_CARDS.find((a) => a.id === id)!; return c.declares !== "none" && c.declares !== "any"; })!;
  return { type: "lead" as const, player: "Red" as const, card };
};
const declares = (s: GameState) => {
  const lead = s.round!.plays[0].card;
  return { type: "declare" as const, player: "Red" as const, ambition: ACTION_CARDS.find((a) => a.id === lead)!.declares as "tycoon" };
};

/** Every text a player other than `owner` could read: public and their private chat, the UI, every button. */
function seenByOthers(table: TtsTable, owner: string): string {
  const chat = table.messages.filter((m) => m.to !== owner).map((m) => m.text).join("\n");
  const buttons = table.find((o) => o.buttons.length > 0).flatMap((o) => o.buttons.map((b) => `${b.label} ${b.tooltip ?? ""}`)).join("\n");
  const dialogs = table.dialogs.filter((d) => d.to !== owner).map((d) => d.description + d.options.join(" ")).join("\n");
  return [chat, table.ui().xml, JSON.stringify(table.ui().ids().map((id) => table.ui().text(id))), buttons, dialogs].join("\n");
}

describe("Farseers (BC17): 'When you declare an ambition, look at a Rival's hand. You may swap 1 card with them.'", () => {
  let table: TtsTable;
  let card: FakeObject;
  let blueBefore: string[];
  let redBefore: string[];
  beforeAll(() => {
    table = stagedTable(logWith(leadsADeclarer, declares), SEATS);
    card = intoPlayArea(table, "BC17", "Red");
    blueBefore = handOf(coreState(table)!, "Blue").slice();
    redBefore = handOf(coreState(table)!, "Red").slice();
  });

  test("the card carries the Prelude and one look button per Rival; a Rival's press is refused privately and shows no hand", () => {
    expect(labels(card)).toEqual(["Prelude: discard cards", "Farseers: look at Blue's hand", "Farseers: look at Yellow's hand", "Farseers: look at White's hand"]);
    table.clickButton("Blue", card, "Farseers: look at Yellow's hand");
    table.settle();
    expect(privateText(table, "Blue")).toContain("only Red may take its actions");
    expect(table.dialogs).toEqual([]);
  });

  test("Red presses 'look at Blue's hand': the core logs the look (no card named); Blue's hand is shown in a dialog to Red alone", () => {
    table.clickButton("Red", card, "Farseers: look at Blue's hand");
    table.settle();
    expect(tableLog(table).commands.slice(-1)[0]).toEqual({ type: "farseersSwap", player: "Red", rival: "Blue", guildCards: ["BC17"] });
    expect(publicText(table)).toContain("Red looks at Blue's hand (Farseers (BC17, Psionic Guild)) and may swap 1 card with them");
    const d = table.dialogFor("Red")!;
    expect(d.options).toEqual(blueBefore.map((id) => cardName(id)));
    expect(table.dialogs.map((x) => x.to)).toEqual(["Red"]);
    for (const id of blueBefore) expect(seenByOthers(table, "Red")).not.toContain(cardName(id));
  });

  test("a look at a second Rival is refused in the card's words", () => {
    table.clickButton("Red", card, "Farseers: look at Yellow's hand");
    table.settle();
    expect(privateText(table, "Red")).toContain("Red looks at one Rival's hand, and chose Blue's");
  });

  test("an answer from another colour, or to a dialog replaced by a newer press, is ignored; nothing is swapped", () => {
    const stale = table.dialogFor("Red")!;
    stale.callback(stale.options[0], 1, "Blue");
    table.settle();
    expect(table.dialogFor("Red")).toBe(stale);
    table.clickButton("Red", card, "Farseers: look at Blue's hand");
    table.settle();
    expect(tableLog(table).commands.filter((c) => c.type === "farseersSwap")).toHaveLength(1);
    stale.callback(stale.options[0], 1, "Red");
    table.settle();
    expect(table.dialogFor("Red")!.options).toEqual(blueBefore.map((id) => cardName(id)));
    expect(handOf(coreState(table)!, "Blue")).toEqual(blueBefore);
  });

  test("Red takes Blue's second card and gives its own first: the core swaps, the two cards change hand zones, each of the two is told privately", () => {
    const take = blueBefore[1];
    table.answerDialog("Red", 2);
    table.settle();
    const give = table.dialogFor("Red")!;
    expect(give.options).toEqual(redBefore.map((id) => cardName(id)));
    table.answerDialog("Red", 1);
    table.settle();
    const s = coreState(table)!;
    expect(handOf(s, "Red")).toContain(take);
    expect(handOf(s, "Blue")).toContain(redBefore[0]);
    expect(handIds(table, "Red").sort()).toEqual(handOf(s, "Red").slice().sort());
    expect(handIds(table, "Blue").sort()).toEqual(handOf(s, "Blue").slice().sort());
    expect(privateText(table, "Red")).toContain(`Farseers: you took ${cardName(take)} from Blue's hand and gave them ${cardName(redBefore[0])}.`);
    expect(table.messages.some((m) => m.to === "Blue" && m.text === `Farseers: Red took ${cardName(take)} from your hand and gave you ${cardName(redBefore[0])}.`)).toBe(true);
    expect(publicText(table)).toContain("Red swaps 1 card with Blue (Farseers (BC17, Psionic Guild))");
    const yellow = table.messages.filter((m) => m.to === undefined || m.to === "Yellow").map((m) => m.text).join("\n");
    for (const id of [take, redBefore[0]]) expect(yellow).not.toContain(cardName(id));
    expect(table.scriptErrors).toEqual([]);
  });

  test("a second swap is refused: the look button says why", () => {
    table.clickButton("Red", card, "Farseers: look at Blue's hand");
    table.settle();
    expect(privateText(table, "Red")).toContain("Red already swapped their 1 card for this declaration");
  });
});

describe("Farseers (BC17) Prelude: 'discard this and any number of cards from your hand. Draw the same number of cards (including Farseers) from the bottom of the action discard pile.'", () => {
  test("Red picks 2 cards in its private dialog, then Done: they go face down onto the action discard, 3 come from its bottom into Red's hand, Farseers to the Court discard", () => {
    const table = stagedTable(logWith(leadsADeclarer), SEATS);
    const card = intoPlayArea(table, "BC17", "Red");
    const before = coreState(table)!;
    const hand = handOf(before, "Red").slice();
    const bottom = before.discard.slice(-3);
    table.clickButton("Red", card, "Prelude: discard cards");
    table.settle();
    const first = table.dialogFor("Red")!;
    expect(first.options[0]).toBe("Done: discard Farseers and 0 card(s), draw 1");
    expect(first.options.slice(1)).toEqual(hand.map((id) => cardName(id)));
    table.answerDialog("Red", cardName(hand[0]));
    table.settle();
    expect(table.dialogFor("Red")!.options.slice(1)).toEqual(hand.slice(1).map((id) => cardName(id)));
    table.answerDialog("Red", cardName(hand[1]));
    table.settle();
    expect(table.dialogFor("Red")!.options[0]).toBe("Done: discard Farseers and 2 card(s), draw 3");
    for (const id of hand) expect(seenByOthers(table, "Red")).not.toContain(cardName(id));
    table.answerDialog("Red", 1);
    table.settle();
    const s = coreState(table)!;
    const last = tableLog(table).commands.slice(-1)[0];
    expect(last).toMatchObject({ type: "cardAction", player: "Red", action: { kind: "prelude", choice: { card: "BC17", hand: [hand[0], hand[1]] } } });
    expect(handOf(s, "Red").slice().sort()).toEqual(hand.slice(2).concat(bottom).sort());
    expect(handIds(table, "Red").sort()).toEqual(handOf(s, "Red").slice().sort());
    expect(table.world.objectsIn(zoneOf(table, "court-discard")).some((o) => o.data.GMNotes === "BC17")).toBe(true);
    const pile = table.world.objectsIn(zoneOf(table, "action-discard")).flatMap((o) => (o.isDeck ? o.contents.map((c) => c.GMNotes) : [o.data.GMNotes]));
    for (const id of [hand[0], hand[1]]) expect(pile).toContain(id);
    expect(publicText(table)).toContain("Red discards Farseers (BC17, Psionic Guild) and 2 card(s) from hand, and draws 3 from the bottom of the action discard pile");
    for (const id of hand.concat(bottom)) expect(publicText(table)).not.toContain(cardName(id));
    expect(privateText(table, "Red")).toContain("Farseers (BC17, Psionic Guild) Prelude: you discarded");
    expect(table.scriptErrors).toEqual([]);
  });

  test("a Cancel leaves everything as it was; a save and load forgets the dialog and the button works again", () => {
    let table = stagedTable(logWith(leadsADeclarer), SEATS);
    let card = intoPlayArea(table, "BC17", "Red");
    const commands = tableLog(table).commands.length;
    table.clickButton("Red", card, "Prelude: discard cards");
    table.settle();
    table.cancelDialog("Red");
    table.settle();
    expect(tableLog(table).commands).toHaveLength(commands);
    table.clickButton("Red", card, "Prelude: discard cards");
    table.settle();
    table = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
    table.settle();
    expect(table.dialogs).toEqual([]);
    card = table.find((o) => o.data.GMNotes === "BC17")[0];
    expect(labels(card)).toContain("Prelude: discard cards");
    table.clickButton("Red", card, "Prelude: discard cards");
    table.settle();
    table.answerDialog("Red", 1);
    table.settle();
    expect(tableLog(table).commands.slice(-1)[0]).toMatchObject({ type: "cardAction", action: { kind: "prelude", choice: { card: "BC17", hand: [] } } });
    expect(table.scriptErrors).toEqual([]);
  });
});
