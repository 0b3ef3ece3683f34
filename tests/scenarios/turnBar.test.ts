/** The turn bar's words (issue 16 item 3), from the state: chapter, round, lead, whose turn, next, seize. */
import { turnBarText } from "../../src/tts/turn/turnText";
import { replay } from "../../src/core/rules";
import type { Command } from "../../src/core/game/types";
import { setupLog, stagedTable } from "../support/scenario";
import type { Ambition, Colour } from "../../src/core/data/vocabulary";
import { ambitionForNumber } from "../../src/core/data/ambitions";
import { cardName } from "../../src/core/game/util";

const SEATS: Colour[] = ["Red", "Blue", "Yellow", "White"];
const log = setupLog({ seats: SEATS, setupCard: "4SETUP01", seed: 2 });
const start = replay(log).state;
const hand = (c: Colour) => start.players.find((p) => p.colour === c)!.hand;
// A lead that declares a named ambition (numbers 2-6, p.9).
const lead = hand("Red").find((id) => { const n = Number(id.split("-")[1]); return n >= 2 && n <= 6; })!;
const leadName = cardName(lead);

function after(...extra: Command[]) {
  const r = replay({ version: 1, commands: [...log.commands, ...extra] });
  expect(r.refused).toEqual([]);
  return r.state;
}

test("before setup, and at the start of a round", () => {
  expect(turnBarText(undefined)).toBe("Arcs: waiting for the host to set up");
  expect(turnBarText(start)).toBe("Chapter 1 · Round 1 · no lead yet · Red's turn · next: Blue");
});

test("p.8-9: the lead card by name, its number shown as 0 once an ambition is declared", () => {
  const led = after({ type: "lead", player: "Red", card: lead });
  // p.8 and rules-decisions D15: once the card is played, the actions it gives that are left.
  const left = "3 of 3 actions left (Administration: tax, repair or influence)";
  expect(leadName).toBe("Administration 5");
  expect(turnBarText(led)).toBe(`Chapter 1 · Round 1 · Lead: ${leadName} · Red's turn · ${left} · next: Blue`);
  const ambition = ambitionForNumber(Number(lead.split("-")[1])) as Ambition;
  const declared = after({ type: "lead", player: "Red", card: lead }, { type: "declare", player: "Red", ambition });
  expect(turnBarText(declared)).toBe(`Chapter 1 · Round 1 · Lead: ${leadName} (declared: now 0) · Red's turn · ${left} · next: Blue`);
});

test("p.10: a Copy is never named; the last player is told so; a seize is shown", () => {
  const s = after(
    { type: "lead", player: "Red", card: lead },
    { type: "endTurn", player: "Red" },
    { type: "follow", player: "Blue", card: hand("Blue")[0], mode: "copy" },
    { type: "seize", player: "Blue", card: hand("Blue")[1] },
    { type: "endTurn", player: "Blue" },
    { type: "follow", player: "Yellow", card: hand("Yellow")[0], mode: "copy" },
    { type: "endTurn", player: "Yellow" },
  );
  const text = turnBarText(s);
  expect(text).toBe(`Chapter 1 · Round 1 · Lead: ${leadName} · White's turn · last to play this round · initiative seized by Blue`);
  for (const id of [hand("Blue")[0], hand("Blue")[1], hand("Yellow")[0]]) expect(text).not.toContain(id);
});

test("the bar on the table shows the same words", () => {
  const table = stagedTable(log, SEATS);
  expect(table.ui().text("turnStatus")).toBe(turnBarText(start));
});
