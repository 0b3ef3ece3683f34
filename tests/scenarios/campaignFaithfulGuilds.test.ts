/**
 * The Believer's Psionic Guild cards on the built save, through the TTS fake (issue 35; seed 003
 * F816 The Young Light, F818 The Prodigal One, F825 The Prophet: "Prelude: You may discard 1
 * non-Event action card to place this card next to a played Faithful card. (Even one that's face
 * down!) When the round ends, draw it into your hand and take this card."): the card in its
 * owner's play area shows "Prelude: beside <player>'s Faithful card"; another player's press is
 * refused (only to them), a press the rules refuse opens no dialog and the reason goes to the presser
 * alone; the owner's press shows their non-Event hand cards in a dialog only they see, the card chosen
 * goes face down onto the action discard (named nowhere), the Guild card beside the played card; at
 * the round's end the Faithful card goes into the owner's hand and the Guild card back to their play area.
 */
import { isEventCard } from "../../src/core/campaign/fates/actionDeck";
import { zoneOf } from "../../tools/bench/courtScoringHandlers";
import { fateSetCardInto } from "../support/fateTable";
import { handIds, tableLog } from "../support/scenario";
import { drop, firstRound, game, staged, toOnly } from "../support/faithfulTable";

const LABEL = (player: string) => `Prelude: beside ${player}'s Faithful card`;

describe("The Young Light (F816) and The Prodigal One (F818) at the table", () => {
  test("F816: the Believer lays it beside their Faithful lead for a card chosen in a private dialog; at the round's end they draw the lead and take the card back; F818 off its owner's turn is refused privately", () => {
    const { table, order } = staged();
    const [first, second] = order;
    const { six } = firstRound(table, order);
    drop(table, first, six, zoneOf(table, "lead-slot"));
    table.clickButton(first, six, "Zeal");
    table.settle();
    const light = fateSetCardInto(table, "F816", first);
    const prodigal = fateSetCardInto(table, "F818", second, 1);
    expect(light.buttons.map((b) => String(b.label))).toEqual([LABEL(first)]);
    expect(prodigal.buttons.map((b) => String(b.label))).toEqual([LABEL(first)]);

    // Not the owner: told privately, nothing sent. Not their turn: the core's reason to them alone, no dialog.
    const logged = tableLog(table).commands.length;
    table.clickButton(second, light, LABEL(first));
    expect(toOnly(table, second).pop()).toBe(`The Young Light (F816) lies in ${first}'s play area: only ${first} may take its actions`);
    table.clickButton(second, prodigal, LABEL(first));
    const reason = `it is ${first}'s turn, not ${second}'s`;
    expect(toOnly(table, second).pop()).toBe(reason);
    expect(table.messages.filter((m) => m.text === reason).map((m) => m.to)).toEqual([second]);
    expect(table.dialogs).toEqual([]);
    expect(tableLog(table).commands.length).toBe(logged);

    // The owner's press: a dialog on their screen alone, listing their non-Event cards.
    table.clickButton(first, light, LABEL(first));
    const hand = game(table).players.find((p) => p.colour === first)!.hand.filter((id) => !isEventCard(id));
    expect(table.dialogs.map((d) => d.to)).toEqual([first]);
    expect(table.dialogFor(first)!.options).toHaveLength(hand.length);
    table.answerDialog(first, 1);
    table.settle();
    const s = game(table);
    expect(s.round!.unions).toEqual([{ player: first, union: "F816", card: "F809", back: true }]);
    expect(s.players.find((p) => p.colour === first)!.hand).not.toContain(hand[0]);
    expect(s.discard[0]).toBe(hand[0]);
    expect(handIds(table, first)).not.toContain(hand[0]);
    const pub = table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
    expect(pub).toContain(`${first} discards a card and lays The Young Light (F816) beside ${first}'s Faithful card`);
    expect(pub).not.toContain(hand[0]);
    expect(table.world.objectsIn(zoneOf(table, "play-area", first))).not.toContain(light);

    // The others Copy face down; the round ends: the lead into the Believer's hand, the card back.
    table.clickUi(first, "endTurnButton");
    table.settle();
    for (const colour of order.slice(1)) {
      const id = game(table).players.find((p) => p.colour === colour)!.hand.find((x) => !isEventCard(x))!;
      drop(table, colour, table.find((o) => o.isCard && o.data.GMNotes === id)[0], zoneOf(table, "follow-slot", colour), true);
      table.clickUi(colour, "endTurnButton");
      table.settle();
    }
    expect(game(table).players.find((p) => p.colour === first)!.hand).toContain("F809");
    expect(handIds(table, first)).toContain("F809");
    expect(table.world.objectsIn(zoneOf(table, "play-area", first))).toContain(light);
    expect(table.messages.map((m) => m.text)).toContain(`${first} draws F809 into their hand and takes back The Young Light (F816)`);
    expect(table.scriptErrors).toEqual([]);
  });
});
