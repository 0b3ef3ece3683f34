/**
 * The Warden's Feudal Courts on the BUILT save's Global in the TTS fake (issue 35; seed 003 F1618:
 * "To influence or secure a card that has a Court token, you must be a Lord or Vassal in the
 * respective Fief. If a Lord secures a card with a Court token, they return the Court token and all
 * Vassal agents from the card."): with a Court token on a Court card, the secure and the influence
 * carry the token and its cluster's map with the Seats (src/tts/lib/fateTokensOnMap.ts fiefIn); the
 * core refuses an outsider, told to them alone, the pieces staying or going back.
 */
import type { BattleCommand, Command, GameState } from "../../src/core/game/types";
import type { Colour } from "../../src/core/data/vocabulary";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, takeCity, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState, tableLog } from "../support/scenario";
import { redLeads } from "../core/campaign/mapFixtures";
import { redToBattle } from "../core/campaign/battleFixtures";
import { click, dice, ships } from "../support/battleTable";
import type { CampaignState } from "../../src/core/campaign/types";
import { rulesBookletOf } from "../../src/core/campaign/booklet";
import { campaignBattleState } from "../../tools/bench/campaignBattleScenario";

/** Red's turn, its Aggression led (a Secure to take) unless `s` given; Feudal Courts in the rules booklet. */
function feudalState(s = campaignBattleState()): GameState {
  const c = s.campaign as CampaignState;
  return { ...s, campaign: { ...c, rulesBooklet: { edicts: rulesBookletOf(c).edicts, laws: [["F1618"]] } } };
}

const game = (table: TtsTable): GameState => coreState(table)!;
const told = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text).join(" ");
const agentsIn = (table: TtsTable, zone: FakeObject, colour: string) => table.world.objectsIn(zone).filter((o) => o.tags.includes("agent") && o.tags.includes(colour)).length;

/** The named token of `kind`'s bag out of the Fate-set tokens bag, laid at `at`. */
function fateToken(table: TtsTable, kind: string, name: string, at: { x: number; y: number; z: number }): FakeObject {
  const outer = table.withTag("fate-token-bag")[0];
  const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === kind)!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  const token = table.playerTake(bag, { guid: bag.contents.find((o) => o.GMNotes === name)!.GUID as string, position: at })!;
  table.settle();
  return token;
}

/**
 * `lord`'s Seat on its city in 1.1 and `vassal`'s city in 1.2; a campaign Court card in Court slot 2
 * with the Court token of cluster 1 on it (and `agents` there).
 */
function stage(s: GameState, lord: Colour, vassal: Colour, agents: { [c: string]: number }, name = "Court 1st"): { table: TtsTable; card: FakeObject; token: FakeObject; zone: FakeObject } {
  const table = loadWithGame(builtSave().save as unknown as SaveFile, s, "Red");
  const city = takeCity(table, lord, zoneOf(table, "system", "1.1"));
  takeCity(table, vassal, zoneOf(table, "system", "1.2"));
  table.settle();
  fateToken(table, "f16-seat", "Seat 1st", { x: city.position.x + 0.05, y: 2, z: city.position.z });
  const zone = zoneOf(table, "court-slot", "2");
  const deck = table.find((o) => o.isDeck && o.tags.includes("campaign-court-deck"))[0];
  const card = table.playerTake(deck, { index: 0, position: { ...zone.position, y: zone.position.y + 0.3 }, rotation: { x: 0, y: 180, z: 0 } })!;
  table.settle();
  let i = 0;
  for (const c of Object.keys(agents)) {
    takePieces(table, "agent", c as Colour, agents[c], zone, i);
    i += agents[c];
  }
  const token = fateToken(table, "f16-court", name, { x: zone.position.x + 0.6, y: zone.position.y + 0.5, z: zone.position.z + 0.6 });
  table.settle();
  return { table, card, token, zone };
}

describe("seed 003 F1618 Feudal Courts on the table: the secure", () => {
  test("Red, neither Lord (Blue) nor Vassal of cluster 1, presses Secure: refused to Red alone with the rule; the agents and the card stay", () => {
    const { table, card, zone } = stage(feudalState(), "Blue", "Yellow", { Red: 2, Blue: 1 });
    table.messages.length = 0;
    table.clickButton("Red", card, "Secure (Red)");
    table.settle();
    expect(told(table, "Red")).toBe("Feudal Courts (F1618): only cluster 1's Lord or Vassals influence or secure a card with its Court token");
    expect(table.messages.filter((m) => m.to !== "Red")).toEqual([]);
    expect(game(table).secure).toBeUndefined();
    expect([agentsIn(table, zone, "Red"), agentsIn(table, zone, "Blue")]).toEqual([2, 1]);
    const sent = tableLog(table).commands.filter((c) => c.type === "court").pop() as Extract<Command, { type: "court" }> | undefined;
    expect(sent).toBeUndefined();
    expect(table.scriptErrors).toEqual([]);
  });

  test("Red, Lord of cluster 1, secures: the command carries the token and the cluster's Seat; Blue's agent (a Vassal) goes back to Blue's supply, not Red's Captives, and the token leaves the card", () => {
    const { table, card, token, zone } = stage(feudalState(), "Red", "Blue", { Red: 2, Blue: 1 });
    table.clickButton("Red", card, "Secure (Red)");
    table.settle();
    expect(told(table, "Red")).toBe("");
    expect(game(table).secure).toMatchObject({ colour: "Red", slot: 1 });
    const sent = tableLog(table).commands.filter((c) => c.type === "court").pop() as Extract<Command, { type: "court" }>;
    expect(sent.fief?.token).toBe("Court 1st");
    expect(sent.fief?.map?.fateTokens).toEqual([{ system: "1.1", token: "Seat 1st", on: "Red" }]);
    expect(agentsIn(table, zone, "Blue")).toBe(0);
    expect(table.world.objectsIn(zoneOf(table, "captives", "Red")).filter((o) => o.tags.includes("agent"))).toEqual([]);
    expect(table.world.zonesContaining(token).includes(zone)).toBe(false);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1618 Feudal Courts on the table: the influence", () => {
  /** `colour` takes an agent from their supply and drops it onto Court slot 2. */
  function influence(table: TtsTable, colour: string, zone: FakeObject): FakeObject {
    const bag = table.find((o) => o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes(colour))[0];
    const agent = table.playerTake(bag, { position: { x: 0, y: 2, z: -20 } })!;
    table.settle();
    table.drop(colour, agent, { x: zone.position.x, y: 2, z: zone.position.z });
    table.settle();
    return agent;
  }

  test("Red, an outsider, drops an agent on the card: refused to Red alone and the agent goes back; as the Lord, Red's influence counts", () => {
    const lead = (lord: Colour) => stage(feudalState(redLeads("administration")), lord, lord === "Red" ? "Blue" : "Yellow", {});
    const out = lead("Blue");
    out.table.messages.length = 0;
    const agent = influence(out.table, "Red", out.zone);
    expect(told(out.table, "Red")).toBe("Feudal Courts (F1618): only cluster 1's Lord or Vassals influence or secure a card with its Court token. The agent went back where it was.");
    expect(out.table.messages.filter((m) => m.to !== "Red")).toEqual([]);
    expect(out.table.world.zonesContaining(agent).includes(out.zone)).toBe(false);
    expect(game(out.table).actions?.taken ?? []).toEqual([]);
    const mine = lead("Red");
    influence(mine.table, "Red", mine.zone);
    expect(told(mine.table, "Red")).toBe("");
    expect(game(mine.table).actions?.taken).toEqual(["influence"]);
    expect(out.table.scriptErrors.concat(mine.table.scriptErrors)).toEqual([]);
  });
});

describe("seed 003 F1618 'When a player Ransacks the Court, they can secure a card that has a Court token only if they destroyed a city in the respective Fief' on the table", () => {
  /** Red (Outlaw) destroys Blue's damaged city in 1.3 (cluster 1); Blue's agent on a card in Court slot 2 with the Court token `token`. */
  function ransack(token: string): { table: TtsTable; zone: FakeObject; card: FakeObject } {
    const { table, card, zone } = stage(feudalState(redToBattle({ Red: "outlaw" })), "Yellow", "Red", { Blue: 1 }, token);
    const blueCity = takeCity(table, "Blue", zoneOf(table, "system", "1.3"));
    blueCity.rotation = { x: 0, y: 0, z: 180 };
    ships(table, "Red", "1.3", 3);
    table.settle();
    click(table, "Red", "arcsBattleOpen");
    const at = [1, 2, 3, 4, 5, 6].find((i) => table.ui().text(`arcsBattleSystem${i}`) === "1.3")!;
    click(table, "Red", `arcsBattleSystem${at}`);
    click(table, "Red", "arcsBattleDefender1");
    dice(table, ["assault-4"]);
    click(table, "Red", "arcsBattleMore_assault");
    click(table, "Red", "arcsBattleRoll");
    click(table, "Red", "arcsBattleAccept");
    return { table, zone, card };
  }

  test("a card with the Court token of cluster 1 (the battle's) is ransacked; with cluster 2's it stays with Blue's agent, and the ransack carries the tokens", () => {
    const mine = ransack("Court 1st");
    expect(mine.table.world.zonesContaining(mine.card).includes(mine.zone)).toBe(false);
    expect(mine.table.world.objectsIn(zoneOf(mine.table, "trophies", "Red")).filter((o) => o.tags.includes("agent") && o.tags.includes("Blue"))).toHaveLength(1);
    const other = ransack("Court 2nd");
    expect(other.table.world.zonesContaining(other.card).includes(other.zone)).toBe(true);
    expect(agentsIn(other.table, other.zone, "Blue")).toBe(1);
    const sent = tableLog(other.table).commands.filter((c) => c.type === "battle" && c.action.kind === "ransack").pop() as BattleCommand;
    expect((sent.action as { tokens?: string[] }).tokens).toEqual(["", "Court 2nd", "", "", ""]);
    expect(mine.table.scriptErrors.concat(other.table.scriptErrors)).toEqual([]);
  });
});
