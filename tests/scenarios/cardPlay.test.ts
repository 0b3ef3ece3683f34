/**
 * Card plays on the table (issue: scripts, item 2-3, 7-8): the BUILT save's scripts in the TTS fake.
 * A 4-player game is staged at the start of chapter 1 with designed hands, so each scenario knows
 * which cards it plays. Rule tests cite the rulebook page or FAQ ruling.
 */
import { apply, initialState } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import { courtDeck } from "../../src/core/data/court";
import { ACTION_CARDS } from "../../src/core/data/actionCards";
import { TtsTable } from "../../tools/ttsFake/table";
import { playRandomGame } from "../../src/core/game/driver";
import type { FakeObject } from "../../tools/ttsFake/world";
import { coreState as stagedCoreState, handIds, stagedTable as stageLog } from "../support/scenario";
import { parseTtsJson } from "../../tools/lib/ttsJson";

const HANDS: Record<string, string[]> = {
  Red: ["aggression-5", "construction-6", "mobilization-2", "administration-3", "aggression-7", "construction-1"],
  Blue: ["aggression-3", "aggression-6", "mobilization-4", "administration-2", "construction-2", "mobilization-7"],
  Yellow: ["aggression-2", "administration-4", "construction-3", "mobilization-3", "administration-6", "construction-4"],
  White: ["aggression-4", "administration-5", "construction-5", "mobilization-5", "mobilization-6", "administration-7"],
};
const REST = ["aggression-1", "administration-1", "mobilization-1", "construction-7"];
const SEATS = ["Red", "Blue", "Yellow", "White"] as const;

function stagedCommands(): Command[] {
  const deck = [...HANDS.Red, ...HANDS.Blue, ...HANDS.Yellow, ...HANDS.White, ...REST];
  const setup: Command = { type: "setup", seats: [...SEATS], setupCard: "4SETUP01", actionDeck: deck, courtDeck: courtDeck() };
  const afterSetup = apply(initialState(), setup);
  if (!afterSetup.ok) throw new Error(afterSetup.reason);
  return [setup, { type: "shuffleDiscard", order: afterSetup.value.discard.slice() }];
}

function stagedState(commands: Command[]): GameState {
  let s = initialState();
  for (const c of commands) {
    const r = apply(s, c);
    if (!r.ok) throw new Error(r.reason);
    s = r.value;
  }
  return s;
}

/** The built save with a game in progress and the hands physically in the hand zones. */
function stagedTable(): TtsTable {
  const commands = stagedCommands();
  const game = stagedState(commands);
  for (const c of SEATS) expect(game.players.find((p) => p.colour === c)!.hand).toEqual(HANDS[c]);
  const table = stageLog({ version: 1, commands }, [...SEATS]);
  for (const colour of SEATS) expect(handIds(table, colour).sort()).toEqual([...HANDS[colour]].sort());
  table.settle();
  table.messages.length = 0;
  return table;
}

function card(table: TtsTable, id: string): FakeObject {
  const found = table.find((o) => o.data.GMNotes === id && o.tags.includes("action-card"));
  expect(found).toHaveLength(1);
  return found[0];
}

function zone(table: TtsTable, tag: string, gm?: string): FakeObject {
  const z = table.find((o) => o.tags.includes(tag) && (gm === undefined || o.data.GMNotes === gm));
  expect(z).toHaveLength(1);
  return z[0];
}

function play(table: TtsTable, colour: string, id: string, slot: FakeObject, faceDown = false): FakeObject {
  const c = card(table, id);
  c.rotation = { x: 0, y: 180, z: faceDown ? 180 : 0 };
  table.drop(colour, c, { ...slot.position, y: slot.position.y + 0.5 });
  table.settle();
  return c;
}

function coreState(table: TtsTable): GameState {
  return stagedCoreState(table)!;
}

function inHand(table: TtsTable, colour: string, id: string): boolean {
  return table.world.handObjects(colour).some((o) => o.data.GMNotes === id);
}

/** Every message someone other than `seat` could read. */
function visibleToOthers(table: TtsTable, seat: string): string[] {
  return table.messages.filter((m) => m.to !== seat).map((m) => m.text);
}

const CARD_NAMES = ACTION_CARDS.map((c) => `${c.suit.substring(0, 1).toUpperCase()}${c.suit.substring(1)} ${c.number}`);

describe("a drop the slot's zone notices late (TTS zones are triggers; docs/tts-behaviour.md)", () => {
  test("p.8: a lead let go above the lead slot, entering its zone only after the drop event, is still the lead", () => {
    const table = stagedTable();
    const c = card(table, "aggression-5");
    c.rotation = { x: 0, y: 180, z: 0 };
    const slot = zone(table, "lead-slot");
    table.drop("Red", c, { ...slot.position, y: slot.position.y + 0.5 }, { zonesLate: true });
    // At the drop event the card is in no zone: nothing is decided yet, and nothing is refused.
    expect(coreState(table).round!.plays).toEqual([]);
    expect(table.messagesTo("Red").filter((m) => m.to === "Red")).toEqual([]);
    table.settle();
    expect(coreState(table).round!.plays).toEqual([expect.objectContaining({ player: "Red", card: "aggression-5", mode: "lead" })]);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("leading and following", () => {
  let table: TtsTable;
  beforeAll(() => (table = stagedTable()));

  test("the turn bar shows everyone whose turn it is", () => {
    expect(table.ui().text("turnStatus")).toMatch(/Red's turn/);
  });

  test("it is Red's turn to lead: Blue's card in Blue's slot goes back with the reason, told only to Blue", () => {
    play(table, "Blue", "aggression-6", zone(table, "follow-slot", "Blue"));
    expect(inHand(table, "Blue", "aggression-6")).toBe(true);
    expect(table.messagesTo("Blue").map((m) => m.text).join("\n")).toMatch(/Red's turn/);
    expect(table.messages.every((m) => m.to === "Blue")).toBe(true);
  });

  test("p.8: Red leads face up into the lead slot; everyone is told", () => {
    play(table, "Red", "aggression-5", zone(table, "lead-slot"));
    const s = coreState(table);
    expect(s.round!.plays[0]).toMatchObject({ player: "Red", card: "aggression-5", mode: "lead" });
    expect(table.messages.some((m) => m.to === undefined && /Red leads Aggression 5/.test(m.text))).toBe(true);
  });

  test("p.9: the lead card offers its ambition; only the leader may press it", () => {
    const lead = card(table, "aggression-5");
    expect(lead.buttons.map((b) => b.label)).toEqual(["Declare Keeper"]);
    table.messages.length = 0;
    table.clickButton("Blue", lead, "Declare Keeper");
    expect(table.messages).toHaveLength(1);
    expect(table.messages[0].to).toBe("Blue");
    expect(coreState(table).round!.declared).toBe(false);
  });

  test("p.9: declaring puts the highest marker in the box and the zero marker on the lead card", () => {
    const lead = card(table, "aggression-5");
    table.clickButton("Red", lead, "Declare Keeper");
    table.settle();
    const s = coreState(table);
    expect(s.round!.leadNumber).toBe(0);
    expect(s.markers.find((m) => m.at === "keeper")!.id).toBe("marker-5-3");
    const box = zone(table, "ambition-box", "keeper");
    const marker = table.find((o) => o.tags.includes("ambition-marker") && o.data.GMNotes === "marker-5-3")[0];
    expect(box.contains(marker.position)).toBe(true);
    const zero = table.withTag("zero-marker")[0];
    expect(Math.abs(zero.position.x - lead.position.x) + Math.abs(zero.position.z - lead.position.z)).toBeLessThan(0.01);
    expect(lead.buttons).toEqual([]);
  });

  test("only the current player can end the turn", () => {
    table.messages.length = 0;
    table.clickUi("Blue", "endTurnButton");
    expect(table.messages).toEqual([expect.objectContaining({ to: "Blue" })]);
    table.clickUi("Red", "endTurnButton");
    expect(coreState(table).round!.turn).toBe(1);
    expect(table.ui().text("turnStatus")).toMatch(/Blue's turn/);
  });

  test("p.10: a 3 no longer needs to beat 5 once the lead is zeroed: Blue surpasses with aggression-3", () => {
    play(table, "Blue", "aggression-3", zone(table, "follow-slot", "Blue"));
    expect(coreState(table).round!.plays[1]).toMatchObject({ player: "Blue", mode: "surpass" });
    table.clickUi("Blue", "endTurnButton");
  });

  test("a Copy is face down and its card is named to nobody", () => {
    table.messages.length = 0;
    play(table, "Yellow", "administration-6", zone(table, "follow-slot", "Yellow"), true);
    expect(coreState(table).round!.plays[2]).toMatchObject({ player: "Yellow", mode: "copy", faceUp: false });
    const publicText = table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
    expect(publicText).toMatch(/Yellow Copies/);
    expect(publicText).not.toMatch(/Administration 6/);
  });

  test("p.10: seizing with an extra face-down card moves the initiative marker to the seizer, laid down", () => {
    play(table, "Yellow", "construction-3", zone(table, "seize-slot", "Yellow"), true);
    const s = coreState(table);
    expect(s.round!.seizedBy).toBe("Yellow");
    const marker = table.withTag("initiative-marker")[0];
    expect(zone(table, "play-area", "Yellow").contains(marker.position)).toBe(true);
    expect(marker.faceDown).toBe(true);
    table.clickUi("Yellow", "endTurnButton");
  });

  test("FAQ: the initiative cannot be seized twice in a round", () => {
    play(table, "White", "aggression-4", zone(table, "follow-slot", "White"));
    play(table, "White", "mobilization-5", zone(table, "seize-slot", "White"), true);
    expect(inHand(table, "White", "mobilization-5")).toBe(true);
    expect(table.messagesTo("White").map((m) => m.text).join("\n")).toMatch(/already seized this round by Yellow/);
  });

  test("p.11: at round end the seizer keeps the initiative; played and seize cards go face down to the discard", () => {
    table.clickUi("White", "endTurnButton");
    table.settle();
    const s = coreState(table);
    expect(s.initiative).toBe("Yellow");
    expect(s.round!.number).toBe(2);
    const discard = zone(table, "action-discard");
    for (const id of ["aggression-5", "aggression-3", "administration-6", "construction-3", "aggression-4"]) {
      const c = card(table, id);
      expect(discard.contains(c.position)).toBe(true);
      expect(c.faceDown).toBe(true);
    }
    const marker = table.withTag("initiative-marker")[0];
    expect(zone(table, "play-area", "Yellow").contains(marker.position)).toBe(true);
    expect(marker.faceDown).toBe(false);
    const zero = table.withTag("zero-marker")[0];
    expect(zone(table, "ambition-declared").contains(zero.position)).toBe(true);
  });

  test("no message anyone else could read names a card still in a hand", () => {
    for (const seat of SEATS) {
      const hand = table.world.handObjects(seat).map((o) => o.nickname);
      for (const text of visibleToOthers(table, seat)) for (const name of hand) expect(text).not.toContain(name);
    }
    expect(CARD_NAMES).toContain("Aggression 5");
  });
});

describe("refusals send the card back", () => {
  test("p.10: a lower card of the lead suit played face up goes back to its owner with the reason", () => {
    const table = stagedTable();
    play(table, "Red", "construction-6", zone(table, "lead-slot"));
    table.clickUi("Red", "endTurnButton");
    play(table, "Blue", "construction-2", zone(table, "follow-slot", "Blue"));
    expect(inHand(table, "Blue", "construction-2")).toBe(true);
    const told = table.messagesTo("Blue").filter((m) => m.to === "Blue").map((m) => m.text).join("\n");
    expect(told).toMatch(/a 2 does not surpass the lead's 6 \(play it face down to Copy\)/);
    expect(table.messages.filter((m) => m.to === undefined).some((m) => /Construction 2/.test(m.text))).toBe(false);
  });

  test("a spectator cannot play a card; it goes back to its owner's hand", () => {
    const table = stagedTable();
    play(table, "Grey", "aggression-5", zone(table, "lead-slot"));
    expect(inHand(table, "Red", "aggression-5")).toBe(true);
    expect(table.messages).toEqual([expect.objectContaining({ to: "Grey" })]);
  });

  test("a player cannot play into another player's slot", () => {
    const table = stagedTable();
    play(table, "Red", "aggression-5", zone(table, "lead-slot"));
    table.clickUi("Red", "endTurnButton");
    play(table, "Blue", "aggression-6", zone(table, "follow-slot", "Yellow"));
    expect(inHand(table, "Blue", "aggression-6")).toBe(true);
    expect(table.messagesTo("Blue").filter((m) => m.to === "Blue").map((m) => m.text).join()).toMatch(/Yellow's slot/);
  });

  test("FAQ: Surpassing with a 7 seizes automatically (4 players)", () => {
    const table = stagedTable();
    play(table, "Red", "mobilization-2", zone(table, "lead-slot"));
    table.clickUi("Red", "endTurnButton");
    play(table, "Blue", "mobilization-7", zone(table, "follow-slot", "Blue"));
    expect(coreState(table).round!.seizedBy).toBe("Blue");
    const marker = table.withTag("initiative-marker")[0];
    expect(zone(table, "play-area", "Blue").contains(marker.position)).toBe(true);
  });
});

describe("a card never goes into a hand that does not own it (issue: Safe in TTS's own Lua, item 3)", () => {
  const handMatchesState = (table: TtsTable) => {
    const s = coreState(table);
    for (const p of s.players) expect(handIds(table, p.colour).sort()).toEqual([...p.hand].sort());
  };

  test("a Rival's face-down Copy dropped on another slot goes back to its slot face down, unnamed", () => {
    const table = stagedTable();
    play(table, "Red", "aggression-5", zone(table, "lead-slot"));
    table.clickUi("Red", "endTurnButton");
    const copy = play(table, "Blue", "mobilization-4", zone(table, "follow-slot", "Blue"), true);
    table.clickUi("Blue", "endTurnButton");
    table.messages.length = 0;
    // Yellow grabs Blue's Copy (still face down) and drops it on Yellow's own follow slot.
    table.drop("Yellow", copy, { ...zone(table, "follow-slot", "Yellow").position, y: 1.5 });
    table.settle();
    expect(zone(table, "follow-slot", "Blue").contains(copy.position)).toBe(true);
    expect(copy.faceDown).toBe(true);
    expect(inHand(table, "Yellow", "mobilization-4")).toBe(false);
    expect(table.messages.every((m) => m.to === "Yellow")).toBe(true);
    expect(table.messages.map((m) => m.text).join("\n")).not.toMatch(/Mobilization 4/);
    handMatchesState(table);
  });

  test("a played card dropped outside the play slots (e.g. into a hand) goes back to its slot", () => {
    const table = stagedTable();
    play(table, "Red", "aggression-5", zone(table, "lead-slot"));
    table.clickUi("Red", "endTurnButton");
    const copy = play(table, "Blue", "mobilization-4", zone(table, "follow-slot", "Blue"), true);
    const hand = table.world.handObjects("Yellow")[0];
    table.drop("Yellow", copy, { ...hand.position });
    table.settle();
    expect(zone(table, "follow-slot", "Blue").contains(copy.position)).toBe(true);
    expect(copy.faceDown).toBe(true);
    expect(inHand(table, "Yellow", "mobilization-4")).toBe(false);
    handMatchesState(table);
  });

  test("a card from the action discard dropped on a play slot goes back to the discard face down", () => {
    const table = stagedTable();
    play(table, "Red", "aggression-5", zone(table, "lead-slot"));
    // p.5: the cards left over after the deal start the action discard pile, face down.
    expect(coreState(table).discard).toContain("aggression-1");
    table.messages.length = 0;
    const discarded = card(table, "aggression-1");
    discarded.rotation = { x: 0, y: 180, z: 0 };
    table.drop("Yellow", discarded, { ...zone(table, "lead-slot").position, y: 1.5 });
    table.settle();
    expect(zone(table, "action-discard").contains(discarded.position)).toBe(true);
    expect(discarded.faceDown).toBe(true);
    expect(inHand(table, "Yellow", "aggression-1")).toBe(false);
    expect(table.messages.every((m) => m.to === "Yellow")).toBe(true);
    handMatchesState(table);
  });

  test("a face-down discard card dragged into a hand goes back to the discard, face down", () => {
    const table = stagedTable();
    const discarded = card(table, "aggression-1");
    const hand = table.world.handObjects("Yellow")[0];
    table.drop("Yellow", discarded, { ...hand.position });
    table.settle();
    expect(inHand(table, "Yellow", "aggression-1")).toBe(false);
    expect(zone(table, "action-discard").contains(discarded.position)).toBe(true);
    expect(discarded.faceDown).toBe(true);
    expect(table.messages.every((m) => m.to === "Yellow")).toBe(true);
    handMatchesState(table);
  });

  test("a played card turned over afterwards is turned back as it was played; the discard stays face down", () => {
    const table = stagedTable();
    play(table, "Red", "aggression-5", zone(table, "lead-slot"));
    table.clickUi("Red", "endTurnButton");
    const copy = play(table, "Blue", "mobilization-4", zone(table, "follow-slot", "Blue"), true);
    table.messages.length = 0;
    // Yellow turns Blue's Copy face up; Blue turns it back up again trying to make it a Pivot.
    table.flip("Yellow", copy);
    table.settle();
    expect(copy.faceDown).toBe(true);
    expect(table.messagesTo("Yellow").filter((m) => m.to === "Yellow").map((m) => m.text).join()).toMatch(/stays as it was played \(face down\)/);
    const lead = card(table, "aggression-5");
    table.flip("Red", lead);
    table.settle();
    expect(lead.faceDown).toBe(false);
    const discarded = card(table, "aggression-1");
    expect(discarded.faceDown).toBe(true);
    table.flip("White", discarded);
    table.settle();
    expect(discarded.faceDown).toBe(true);
    expect(coreState(table).round!.plays.map((p) => [p.card, p.faceUp])).toEqual([["aggression-5", true], ["mobilization-4", false]]);
    expect(table.messages.filter((m) => m.to === undefined)).toEqual([]);
  });

  test("nudging your own played card within your slot is not a new play and keeps it there", () => {
    const table = stagedTable();
    const lead = play(table, "Red", "aggression-5", zone(table, "lead-slot"));
    table.messages.length = 0;
    table.drop("Red", lead, { ...zone(table, "lead-slot").position, y: 1.2 });
    table.settle();
    expect(zone(table, "lead-slot").contains(lead.position)).toBe(true);
    expect(table.messages).toEqual([]);
    expect(coreState(table).round!.plays).toHaveLength(1);
  });
});

describe("persistence", () => {
  test("a save and load mid-round restores the game exactly, and play continues", () => {
    const table = stagedTable();
    play(table, "Red", "aggression-5", zone(table, "lead-slot"));
    table.clickUi("Red", "endTurnButton");
    const before = coreState(table);
    const reloaded = new TtsTable(table.save(), { seats: SEATS.map((color, i) => ({ color, host: i === 0 })) });
    expect(coreState(reloaded)).toEqual(before);
    reloaded.settle();
    expect(reloaded.ui().text("turnStatus")).toMatch(/Blue's turn/);
    play(reloaded, "Blue", "aggression-6", zone(reloaded, "follow-slot", "Blue"));
    expect(coreState(reloaded).round!.plays[1]).toMatchObject({ player: "Blue", card: "aggression-6", mode: "surpass" });
  });
});

describe("passing and the log", () => {
  test("p.8 / FAQ: the initiative holder passes with the button; only they can; the next player with cards leads", () => {
    const table = stagedTable();
    table.clickUi("Blue", "passButton");
    expect(table.messages).toEqual([expect.objectContaining({ to: "Blue" })]);
    table.clickUi("Red", "passButton");
    table.settle();
    const s = coreState(table);
    expect(s.initiative).toBe("Blue");
    expect(s.round!.order[0]).toBe("Blue");
    expect(zone(table, "play-area", "Blue").contains(table.withTag("initiative-marker")[0].position)).toBe(true);
    expect(table.ui().text("turnStatus")).toMatch(/Blue's turn/);
  });

  test("mid-game the seated host's export holds only what Red may see: Red's hand, public plays, no shuffle", () => {
    const table = stagedTable();
    play(table, "Red", "aggression-5", zone(table, "lead-slot"));
    table.clickUi("Red", "endTurnButton");
    play(table, "Blue", "mobilization-4", zone(table, "follow-slot", "Blue"), true);
    expect(table.chat("Red", "!arcs log")).toBe(false);
    expect(table.notebookTabs).toHaveLength(1);
    expect(table.notebookTabs[0].color).toBe("Red");
    const body = table.notebookTabs[0].body;
    const exported = parseTtsJson(body) as any;
    expect(exported.format).toBe("arcs-seat-log");
    expect([...exported.view.yourHand].sort()).toEqual(coreState(table).players[0].hand.slice().sort());
    for (const seat of ["Blue", "Yellow", "White"]) {
      for (const id of coreState(table).players.find((p) => p.colour === seat)!.hand) expect(body).not.toContain(`"${id}"`);
    }
    expect(body).not.toContain("mobilization-4"); // Blue's face-down Copy
    expect(body).toContain("aggression-5"); // the lead is public
    expect(body).not.toContain("actionDeck");
    expect(table.chat("Red", "hello")).toBe(true);
  });

  test("a player or a spectator gets their own view; a spectator sees no hand at all", () => {
    const table = stagedTable();
    play(table, "Red", "aggression-5", zone(table, "lead-slot"));
    table.chat("Blue", "!arcs log");
    const blue = parseTtsJson(table.notebookTabs[0].body) as any;
    expect(table.notebookTabs[0].color).toBe("Blue");
    expect([...blue.view.yourHand].sort()).toEqual([...HANDS.Blue].sort());
    for (const id of HANDS.Red.filter((c) => c !== "aggression-5")) expect(table.notebookTabs[0].body).not.toContain(`"${id}"`);
    table.chat("Grey", "!arcs log");
    const grey = table.notebookTabs[1].body;
    expect(JSON.parse(grey).viewer).toBe("public");
    for (const seat of SEATS) for (const id of HANDS[seat].filter((c) => c !== "aggression-5")) expect(grey).not.toContain(`"${id}"`);
  });

  test("once the game is over the full log is exported, and it replays to the same state", () => {
    const finished = playRandomGame({ seed: 11, playerCount: 3 });
    expect(finished.state.phase).toBe("gameOver");
    const table = stageLog(finished.log, finished.log.commands[0].type === "setup" ? (finished.log.commands[0] as { seats: string[] }).seats : []);
    table.chat("Grey", "!arcs log");
    const log = parseTtsJson(table.notebookTabs[0].body) as any;
    expect(log.commands).toHaveLength(finished.log.commands.length);
    expect(stagedState(log.commands)).toEqual(coreState(table));
  });
});
