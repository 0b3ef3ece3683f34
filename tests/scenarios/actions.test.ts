/**
 * The action count on the table (rules-decisions D15): the BUILT save's Global in the TTS fake. An
 * influence is an agent dropped onto a Court card; a Prelude spend is a resource token put from the
 * player's board into its supply bag; a battle roll is asked of the core before any die moves.
 */
import type { GameState } from "../../src/core/game/types";
import { dealCourtCard, loadWithGame, run, takeResources, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { TtsTable } from "../../tools/ttsFake/table";
import type { SaveFile } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { builtSave } from "../support/builtSave";
import { startGame } from "../core/game/helpers";
import { bag, battleTable, click, dice, ships, step, zone } from "../support/battleTable";
import { coreState } from "../support/scenario";

const save = () => builtSave().save as unknown as SaveFile;

const SEATS = ["Red", "Blue", "Yellow"] as const;
const HANDS = [
  ["administration-4", "aggression-3", "construction-3", "mobilization-2", "administration-2", "aggression-2"],
  ["aggression-4", "construction-5", "mobilization-3", "administration-5", "construction-2", "mobilization-6"],
  ["construction-4", "construction-6", "mobilization-4", "administration-3", "aggression-5", "aggression-6"],
];

/** Red has led `card`; the Court row dealt; Red's supply bag holds their agents. */
function staged(card: string): { table: TtsTable; state: GameState } {
  const state = run(startGame({ seats: [...SEATS], hands: HANDS }), { type: "lead", player: "Red", card });
  const table = loadWithGame(save(), state, "Red");
  ["BC05", "BC01", "BC10"].forEach((id, i) => dealCourtCard(table, id, i + 1));
  table.settle();
  table.messages.length = 0;
  return { table, state };
}

function game(table: TtsTable): GameState {
  return coreState(table)!;
}

function agentBag(table: TtsTable, colour: string): FakeObject {
  return table.find((o) => o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes(colour))[0];
}

function agentsIn(table: TtsTable, zone: FakeObject, colour: string): number {
  return table.world.objectsIn(zone).filter((o) => o.tags.includes("agent") && o.tags.includes(colour)).length;
}

/** Red takes an agent out of the bag onto the table, then drops it onto Court slot `slot`. */
function influence(table: TtsTable, slot: number, by = "Red"): FakeObject {
  const agent = table.playerTake(agentBag(table, "Red"), { position: { x: 0, y: 2, z: -20 } })!;
  table.settle();
  const z = zoneOf(table, "court-slot", String(slot));
  table.drop(by, agent, { x: z.position.x, y: 2, z: z.position.z });
  table.settle();
  return agent;
}

function privateTo(table: TtsTable, colour: string): string[] {
  return table.messages.filter((m) => m.to === colour).map((m) => m.text);
}

describe("actions counted on the table", () => {
  test("p.8, p.13: an influence with no action left is refused to the dropper and the agent goes back", () => {
    // Administration 4: 3 actions (tax, repair or influence).
    const { table } = staged("administration-4");
    const slot1 = zoneOf(table, "court-slot", "1");
    for (let i = 0; i < 3; i++) influence(table, 1);
    expect(agentsIn(table, slot1, "Red")).toBe(3);
    expect(game(table).actions?.taken).toEqual(["influence", "influence", "influence"]);
    expect(table.ui().text("turnStatus")).toContain("0 of 3 actions left (Administration: tax, repair or influence)");
    const fourth = influence(table, 1);
    expect(privateTo(table, "Red")).toContainEqual(expect.stringContaining("Red has no Administration action left to influence"));
    expect(privateTo(table, "Red").join(" ")).toContain("The agent went back where it was.");
    expect(agentsIn(table, slot1, "Red")).toBe(3);
    expect(fourth.position.z).toBeCloseTo(-20, 0);
    expect(game(table).actions?.taken).toHaveLength(3);
    // nothing public about the refusal
    expect(table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ")).not.toContain("no Administration action");
  });

  test("FAQ Rewind / Undo: an agent lifted off the Court card by its owner gives the influence back", () => {
    const { table } = staged("administration-4");
    const agent = influence(table, 2);
    expect(game(table).actions?.taken).toEqual(["influence"]);
    table.drop("Red", agent, { x: 0, y: 2, z: -20 });
    table.settle();
    expect(game(table).actions?.taken).toEqual([]);
    expect(table.ui().text("turnStatus")).toContain("3 of 3 actions left");
  });

  test("p.10: an agent dropped on the Court on someone else's turn is refused and goes back", () => {
    const { table } = staged("administration-4");
    const slot2 = zoneOf(table, "court-slot", "2");
    // Blue's own agent, on Red's turn.
    const agent = table.playerTake(agentBag(table, "Blue"), { position: { x: 2, y: 2, z: -20 } })!;
    table.settle();
    table.drop("Blue", agent, { x: slot2.position.x, y: 2, z: slot2.position.z });
    table.settle();
    expect(privateTo(table, "Blue")).toContainEqual(expect.stringContaining("it is Red's turn, not Blue's"));
    expect(agentsIn(table, slot2, "Blue")).toBe(0);
    expect(game(table).actions).toBeUndefined();
  });

  test("p.17: a Relic put from Red's board into its supply in the Prelude adds a Secure, shown in the turn bar", () => {
    const { table } = staged("administration-4");
    const [relic] = takeResources(table, "relic", 1, zoneOf(table, "resources-zone", "Red"));
    table.settle();
    const bag = table.find((o) => o.tags.includes("resource-supply") && o.tags.includes("relic"))[0];
    const before = bag.contents.length;
    table.playerPut("Red", bag, relic);
    table.settle();
    expect(game(table).actions?.spent).toEqual(["relic"]);
    expect(bag.contents.length).toBe(before + 1);
    expect(table.messages.map((m) => m.text)).toContain("Red spends Relic in the Prelude: one Secure action (p.17)");
    expect(table.ui().text("turnStatus")).toContain("4 of 4 actions left (Administration: tax, repair or influence; Prelude: Relic (secure))");
  });

  test("a token returned to the supply by another seat, or from elsewhere, is no spend", () => {
    const { table } = staged("administration-4");
    const [relic] = takeResources(table, "relic", 1, zoneOf(table, "resources-zone", "Blue"));
    table.settle();
    const bag = table.find((o) => o.tags.includes("resource-supply") && o.tags.includes("relic"))[0];
    table.playerPut("Blue", bag, relic);
    table.settle();
    expect(game(table).actions).toBeUndefined();
  });

});

describe("Demagogue (LEAD08) Bold: 'When you declare an ambition, you may influence any number of cards in the Court once.'", () => {
  /** Red, the Demagogue, leads Construction 3 (no influence of its own) and declares Tyrant: one free influence per Court card. */
  function demagogue(): TtsTable {
    const led = run(startGame({ seats: [...SEATS], hands: HANDS }), { type: "lead", player: "Red", card: "construction-3" });
    const withLeader: GameState = { ...led, players: led.players.map((p) => (p.colour === "Red" ? { ...p, leader: "LEAD08" } : p)) };
    const state = run(withLeader, { type: "declare", player: "Red", ambition: "tyrant" });
    const table = loadWithGame(save(), state, "Red");
    ["BC05", "BC01", "BC10"].forEach((id, i) => dealCourtCard(table, id, i + 1));
    table.settle();
    table.messages.length = 0;
    return table;
  }

  test("LEAD08: each influence names the Court card it went to; a second free one on the same card is refused to Red and the agent goes back", () => {
    const table = demagogue();
    const slot1 = zoneOf(table, "court-slot", "1");
    influence(table, 1);
    expect(game(table).actions?.on).toEqual(["BC05"]);
    const again = influence(table, 1);
    expect(privateTo(table, "Red")).toContainEqual(expect.stringContaining("Demagogue (Bold) influences each Court card once: Red has influenced Construction Union (BC05, Material Guild) already"));
    expect(privateTo(table, "Red").join(" ")).toContain("The agent went back where it was.");
    expect(again.position.z).toBeCloseTo(-20, 0);
    expect(agentsIn(table, slot1, "Red")).toBe(1);
    influence(table, 2);
    influence(table, 3);
    expect(game(table).actions?.on).toEqual(["BC05", "BC01", "BC10"]);
    // Three of the four Bold influences taken (the Construction pips build or repair).
    expect(table.ui().text("turnStatus")).toContain("4 of 7 actions left (Construction: build or repair; Prelude: 4 Bold influences)");
  });

  test("LEAD08 and FAQ Rewind / Undo: the agent lifted off a card frees that card's Bold influence, not another's; a save and load keeps the cards", () => {
    const table = demagogue();
    influence(table, 1);
    const second = influence(table, 2);
    table.drop("Red", second, { x: 0, y: 2, z: -20 });
    table.settle();
    expect(game(table).actions?.on).toEqual(["BC05"]);
    const reloaded = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
    reloaded.settle();
    reloaded.messages.length = 0;
    influence(reloaded, 2);
    expect(game(reloaded).actions?.on).toEqual(["BC05", "BC01"]);
    influence(reloaded, 1);
    expect(privateTo(reloaded, "Red")).toContainEqual(expect.stringContaining("Red has influenced Construction Union (BC05, Material Guild) already"));
  });
});

describe("a battle without an action left", () => {
  test("p.8, p.14: after leading Administration 6 a battle roll is refused to Red before any die moves", () => {
    const table = battleTable({ card: "administration-6" });
    ships(table, "Red", "1.1", 2);
    ships(table, "Blue", "1.1", 1);
    table.settle();
    click(table, "Red", "arcsBattleOpen");
    expect(step(table)).toBe("choose");
    click(table, "Red", "arcsBattleMore_skirmish");
    const [die] = dice(table, ["skirmish-4"]);
    const at = { ...die.position };
    click(table, "Red", "arcsBattleRoll");
    const toRed = table.messages.filter((m) => m.to === "Red").map((m) => m.text);
    expect(toRed[toRed.length - 1]).toBe(
      "Red cannot battle: the Administration card gives Administration actions, which cannot battle; a Weapon spent in your Prelude lets the card's pips battle (p.17)",
    );
    expect(step(table)).toBe("choose");
    expect(die.position).toEqual(at);
    expect(coreState(table)!.battle).toBeUndefined();
  });

  test("p.17: a Weapon put from Red's board into its supply lets the Administration pips battle", () => {
    const table = battleTable({ card: "administration-6" });
    ships(table, "Red", "1.1", 2);
    ships(table, "Blue", "1.1", 1);
    const weapon = table.playerTake(bag(table, "resource-supply", "weapon"), { position: { ...zone(table, "resources-zone", "Red").position, y: 1.5 } })!;
    table.settle();
    table.playerPut("Red", bag(table, "resource-supply", "weapon"), weapon);
    table.settle();
    expect(coreState(table)!.actions?.weapon).toBe(true);
    click(table, "Red", "arcsBattleOpen");
    click(table, "Red", "arcsBattleMore_skirmish");
    dice(table, ["skirmish-4"]);
    click(table, "Red", "arcsBattleRoll");
    expect(step(table)).toBe("hits");
    expect(coreState(table)!.actions?.taken).toEqual(["battle"]);
  });
});
