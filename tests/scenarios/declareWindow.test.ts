/**
 * Declaring and seizing come before any action, on the table (issue 29 item 1; rulebook p.20 "Before
 * Prelude actions, you must choose whether or not to declare an ambition or seize the initiative";
 * p.9, p.10; FAQ "Turn Structure"): the BUILT save's Global in the TTS fake. Once the player spent a
 * resource in the Prelude or took an action the table saw, the lead card's Declare buttons are gone
 * and a seize card dropped on the seize slot goes back with the reason, told to the dropper alone.
 */
import { apply, initialState } from "../../src/core/rules";
import type { Command } from "../../src/core/game/types";
import { courtDeck } from "../../src/core/data/court";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { takeResources, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { coreState, stagedTable } from "../support/scenario";

const HANDS: Record<string, string[]> = {
  Red: ["aggression-5", "construction-6", "mobilization-2", "administration-3", "aggression-7", "construction-1"],
  Blue: ["aggression-3", "aggression-6", "mobilization-4", "administration-2", "construction-2", "mobilization-7"],
  Yellow: ["aggression-2", "administration-4", "construction-3", "mobilization-3", "administration-6", "construction-4"],
  White: ["aggression-4", "administration-5", "construction-5", "mobilization-5", "mobilization-6", "administration-7"],
};
const REST = ["aggression-1", "administration-1", "mobilization-1", "construction-7"];
const SEATS = ["Red", "Blue", "Yellow", "White"] as const;

/** The game set up with the designed hands, then `more` commands (Red leads first). */
function table(...more: Command[]): TtsTable {
  const deck = [...HANDS.Red, ...HANDS.Blue, ...HANDS.Yellow, ...HANDS.White, ...REST];
  const setup: Command = { type: "setup", seats: [...SEATS], setupCard: "4SETUP01", actionDeck: deck, courtDeck: courtDeck() };
  const after = apply(initialState(), setup);
  if (!after.ok) throw new Error(after.reason);
  const t = stagedTable({ version: 1, commands: [setup, { type: "shuffleDiscard", order: after.value.discard.slice() }, ...more] }, [...SEATS]);
  t.settle();
  t.messages.length = 0;
  return t;
}

function card(t: TtsTable, id: string): FakeObject {
  const found = t.find((o) => o.data.GMNotes === id && o.tags.includes("action-card"));
  expect(found).toHaveLength(1);
  return found[0];
}

/** `colour` puts a Relic from their own board into the Relic supply: a Prelude spend (p.17). */
function spendRelic(t: TtsTable, colour: string): void {
  const [relic] = takeResources(t, "relic", 1, zoneOf(t, "resources-zone", colour));
  t.settle();
  const bag = t.find((o) => o.tags.includes("resource-supply") && o.tags.includes("relic"))[0];
  t.playerPut(colour, bag, relic);
  t.settle();
}

describe("p.20: the Declare buttons are offered only before any Prelude action or action", () => {
  test("p.9: Red's lead (Aggression 5) offers Declare Keeper; after a Relic spent in the Prelude the button is gone", () => {
    const t = table();
    const lead = card(t, "aggression-5");
    lead.rotation = { x: 0, y: 180, z: 0 };
    const slot = t.find((o) => o.isZone && o.tags.includes("lead-slot"))[0];
    t.drop("Red", lead, { ...slot.position, y: slot.position.y + 0.5 });
    t.settle();
    expect(card(t, "aggression-5").buttons.map((b) => b.label)).toEqual(["Declare Keeper"]);
    spendRelic(t, "Red");
    expect(coreState(t)!.actions?.spent).toEqual(["relic"]);
    expect(card(t, "aggression-5").buttons).toEqual([]);
    expect(coreState(t)!.round!.declared).toBe(false);
    expect(t.scriptErrors).toEqual([]);
  });
});

describe("p.10 / p.20: a seize after a Prelude action is refused on the table", () => {
  test("Blue Surpasses, spends a Relic, then drops a face-down card on the seize slot: it goes back to Blue's hand with the reason, told to Blue alone", () => {
    const t = table({ type: "lead", player: "Red", card: "aggression-5" }, { type: "endTurn", player: "Red" }, { type: "follow", player: "Blue", card: "aggression-6", mode: "surpass" });
    spendRelic(t, "Blue");
    t.messages.length = 0;
    const seizeCard = card(t, "mobilization-4");
    seizeCard.rotation = { x: 0, y: 180, z: 180 };
    const slot = t.find((o) => o.isZone && o.tags.includes("seize-slot") && o.data.GMNotes === "Blue")[0];
    t.drop("Blue", seizeCard, { ...slot.position, y: slot.position.y + 0.5 });
    t.settle();
    const s = coreState(t)!;
    expect(s.round!.seizedBy).toBeUndefined();
    expect(s.initiative).toBe("Red");
    expect(t.world.handObjects("Blue").some((o) => o.data.GMNotes === "mobilization-4")).toBe(true);
    expect(t.messagesTo("Blue").map((m) => m.text).join("\n")).toContain(
      "Blue can no longer seize the initiative: it comes before any actions, Prelude ones too, and Blue has already used a Prelude action this turn (p.10, p.20)",
    );
    expect(t.messages.filter((m) => m.to !== "Blue")).toEqual([]);
    expect(t.scriptErrors).toEqual([]);
  });
});
