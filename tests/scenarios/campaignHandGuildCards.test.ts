/**
 * Fate-set Guild card actions on hands at the table, through the TTS fake (issue 35; seed 003 F602
 * Informants, "Spy (Influence): Once per turn, give your action card of highest number to a Rival.
 * After you do, they must give you their action card of highest number. (It can be the same card.)";
 * F1006 Mind Managers, "Manipulate (Influence): Choose a Rival that you have a Captive of. Peek at
 * their hand, take 1 card from it, then give any card from your hand."; src/tts/court/cards/handGuildCards.ts).
 * The cards move between the two hand zones; each of the two players is told privately what changed
 * hands; no card reaches public chat, a third seat's chat or dialog, a button or the UI.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import { isEventCard } from "../../src/core/campaign/fates/actionDeck";
import { actionCard } from "../../src/core/data/actionCards";
import { cardName } from "../../src/core/game/util";
import { highest } from "../../src/core/campaign/fates/handCards";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { fateSetCardInto, recordImported } from "../support/fateTable";
import { coreState, handIds, tableLog } from "../support/scenario";
import { actOneRecord } from "../support/campaignRun";

const game = (t: TtsTable) => coreState(t) as GameState;
const hand = (t: TtsTable, c: Colour) => game(t).players.find((p) => p.colour === c)!.hand.slice();
const sorted = (xs: string[]) => xs.slice().sort();

/** Every text a seat other than `a` and `b` could read: chat not to them, every button, the UI, dialogs on other screens. */
function seenByOthers(table: TtsTable, a: string, b: string): string {
  const chat = table.messages.filter((m) => m.to !== a && m.to !== b).map((m) => m.text).join("\n");
  const buttons = table.find((o) => o.buttons.length > 0).flatMap((o) => o.buttons.map((x) => `${x.label} ${x.tooltip ?? ""}`)).join("\n");
  const dialogs = table.dialogs.filter((d) => d.to !== a && d.to !== b).map((d) => d.description + d.options.join(" ")).join("\n");
  return [chat, table.ui().xml, JSON.stringify(table.ui().ids().map((id) => table.ui().text(id))), buttons, dialogs].join("\n");
}

/** An Act II table from a campaign's record; the leader has led a card with 2 or more Influence actions; Informants and Mind Managers in their play area, a Captive of the next player. */
function staged(): { table: TtsTable; order: Colour[]; spy: FakeObject; minds: FakeObject } {
  for (let seed = 1; seed < 30; seed++) {
    const t = recordImported(actOneRecord(seed), seed);
    const s = game(t);
    if (s.phase !== "play") continue;
    const order = s.round!.order.slice();
    // A card whose actions include Influence (Administration, Mobilization: p.8), to pay both card actions.
    const id = hand(t, order[0]).filter((x) => !isEventCard(x) && ["administration", "mobilization"].includes(actionCard(x)?.suit ?? ""))[0];
    if (id === undefined) continue;
    const card = t.find((o) => o.data.GMNotes === id && o.tags.includes("action-card"))[0];
    const lead = zoneOf(t, "lead-slot");
    card.rotation = { x: 0, y: 180, z: 0 };
    t.drop(order[0], card, { ...lead.position, y: lead.position.y + 0.5 });
    t.settle();
    if (game(t).round!.plays.length !== 1 || game(t).round!.plays[0].actions < 2) continue;
    const spy = fateSetCardInto(t, "F602", order[0]);
    const minds = fateSetCardInto(t, "F1006", order[0]);
    takePieces(t, "agent", order[1], 1, zoneOf(t, "captives", order[0]));
    t.settle();
    t.messages.length = 0;
    return { table: t, order, spy, minds };
  }
  throw new Error("no seed stages a lead");
}

describe("Informants (F602) and Mind Managers (F1006) at the table", () => {
  const { table, order, spy, minds } = staged();
  const [red, blue, third] = order;
  const labels = (o: FakeObject) => o.buttons.map((b) => String(b.label));

  test("the cards carry one button per Rival; a Rival's press is refused to them alone", () => {
    const rivals = game(table).seats.filter((c) => c !== red);
    expect(labels(spy)).toEqual(rivals.map((c) => `Spy: ${c}`));
    expect(labels(minds)).toEqual(rivals.map((c) => `Manipulate: ${c}`));
    table.clickButton(blue, spy, `Spy: ${third}`);
    table.settle();
    expect(table.messages.filter((m) => m.to === blue).map((m) => m.text).join("\n")).toContain(`only ${red} may take its actions`);
    expect(tableLog(table).commands.filter((c) => c.type === "handCardAction")).toEqual([]);
  });

  test("seed 003 F602: Spy on the next player: the highest cards change hands (each chooses among ties in a dialog of their own), told to the two alone", () => {
    const mine = hand(table, red);
    const theirs = hand(table, blue);
    table.clickButton(red, spy, `Spy: ${blue}`);
    table.settle();
    expect(table.messages.filter((m) => m.to === red)).toEqual([]);
    // In this seeded game Red's highest card is alone and Blue's ties with it: Blue chooses.
    expect(highest(mine)).toHaveLength(1);
    const give = highest(mine)[0];
    const ties = highest(theirs.concat([give]));
    expect(ties.length).toBeGreaterThan(1);
    expect(table.dialogs.map((d) => d.to)).toEqual([blue]);
    const d = table.dialogFor(blue)!;
    // Before the exchange Blue's dialog does not name the card Red gives (closed unanswered, nothing changes hands).
    const label = (id: string) => (id === give ? `the card ${red} gives you` : cardName(id));
    expect(d.options).toEqual(ties.map(label));
    expect(d.options.join(" ")).not.toContain(cardName(give));
    // An answer from another colour changes nothing.
    d.callback(d.options[0], 1, red);
    table.settle();
    expect(tableLog(table).commands.filter((x) => x.type === "handCardAction")).toEqual([]);
    const take = ties[ties.length - 1];
    table.answerDialog(blue, label(take));
    table.settle();
    expect(table.scriptErrors).toEqual([]);
    const c = tableLog(table).commands.slice(-1)[0] as { type: string; give?: string; take?: string };
    expect([c.type, c.give, c.take]).toEqual(["handCardAction", give, take]);
    expect(sorted(hand(table, red))).toEqual(sorted(mine.filter((x) => x !== give).concat([take])));
    expect(sorted(handIds(table, red))).toEqual(sorted(hand(table, red)));
    expect(sorted(handIds(table, blue))).toEqual(sorted(hand(table, blue)));
    expect(table.messages.filter((m) => m.to === red).map((m) => m.text)).toContain(`Informants: you took ${cardName(take)} from ${blue}'s hand and gave them ${cardName(give)}.`);
    expect(table.messages.filter((m) => m.to === blue).map((m) => m.text)).toContain(`Informants: ${red} took ${cardName(take)} from your hand and gave you ${cardName(give)}.`);
    const others = seenByOthers(table, red, blue);
    for (const id of mine.concat(theirs)) expect(others).not.toContain(cardName(id));
    expect(others).toContain(`${red} Spies on ${blue}`);
  });

  test("seed 003 F1006: Manipulate: the peek (public, no card), the Rival's hand in a dialog on the presser's screen alone, then take and give", () => {
    const mine = hand(table, red);
    const theirs = hand(table, blue);
    table.clickButton(red, minds, `Manipulate: ${third}`);
    table.settle();
    expect(table.messages.filter((m) => m.to === red).map((m) => m.text).join("\n")).toContain(`you have no Captive of ${third}`);
    table.clickButton(red, minds, `Manipulate: ${blue}`);
    table.settle();
    expect(table.dialogs.map((d) => d.to)).toEqual([red]);
    expect(table.dialogFor(red)!.options).toEqual(theirs.map((id) => cardName(id)));
    table.answerDialog(red, cardName(theirs[0]));
    table.settle();
    expect(table.dialogFor(red)!.options).toEqual(mine.concat([theirs[0]]).map((id) => cardName(id)));
    table.answerDialog(red, cardName(mine[0]));
    table.settle();
    expect(table.scriptErrors).toEqual([]);
    expect(sorted(hand(table, blue))).toEqual(sorted(theirs.slice(1).concat([mine[0]])));
    expect(sorted(handIds(table, red))).toEqual(sorted(hand(table, red)));
    expect(sorted(handIds(table, blue))).toEqual(sorted(hand(table, blue)));
    expect(table.messages.filter((m) => m.to === blue).map((m) => m.text)).toContain(`Mind Managers: ${red} took ${cardName(theirs[0])} from your hand and gave you ${cardName(mine[0])}.`);
    const others = seenByOthers(table, red, blue);
    for (const id of mine.concat(theirs)) expect(others).not.toContain(cardName(id));
    expect(others).toContain(`${red} peeks at ${blue}'s hand`);
    expect(game(table).actions!.taken).toEqual(["influence", "influence"]);
  });
});
