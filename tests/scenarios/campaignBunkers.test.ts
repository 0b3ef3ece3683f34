/**
 * Seed 003 F1803 Building Bunkers on the table (src/tts/campaign/bunkers.ts; the core's
 * campaign/fates/bunkers.ts): "You can **build** Bunkers on planets, max 1 per planet. To build a
 * Bunker, you must also scrap 1 agent from your supply. When you build a Bunker, capture 1 agent from
 * any Rival's supply." A Bunker the Survivalist lets go on a planet is a Build (p.12: a Loyal piece
 * there; placed damaged where anyone else controls).
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { actionCard } from "../../src/core/data/actionCards";
import { playerInTurn } from "../../src/core/game/legal";
import type { TtsTable, SaveFile } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, spotIn, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { tableLog } from "../support/scenario";
import { builtSave } from "../support/builtSave";
import { campaignUpTo } from "../support/campaignRun";
import { run } from "../core/game/helpers";

/** `player` leads the Construction card with the most pips of any hand, swapped into theirs. */
function leadConstruction(s: GameState, player: Colour): GameState {
  const pips = (id: string) => (actionCard(id)?.suit === "construction" ? actionCard(id)!.pips : 0);
  const all = s.players.flatMap((p) => p.hand).sort((a, b) => pips(b) - pips(a));
  const card = all[0];
  const holder = s.players.find((p) => p.hand.includes(card))!;
  const given = s.players.find((p) => p.colour === player)!.hand[0];
  const players = holder.colour === player ? s.players : s.players.map((p) =>
    p.colour === player ? { ...p, hand: [card].concat(p.hand.slice(1)) } : p.colour === holder.colour ? { ...p, hand: p.hand.map((id) => (id === card ? given : id)) } : p);
  return run({ ...s, players }, { type: "lead", player, card });
}

describe("seed 003 F1803 Building Bunkers: a Bunker let go by the Survivalist on the map", () => {
  let table: TtsTable;
  let me: Colour;
  let rivals: Colour[];
  let bunkers: FakeObject[];
  const mine = () => table.messages.filter((m) => m.to === me).map((m) => m.text);
  const inSystem = (id: string, o: FakeObject) => table.world.objectsIn(zoneOf(table, "system", id)).includes(o);
  const agentBag = (c: Colour) => table.find((o) => o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes(c))[0];
  const dropIn = (o: FakeObject, id: string, i: number) => {
    table.messages.length = 0;
    table.drop(me, o, { ...spotIn(zoneOf(table, "system", id), i), y: 2 });
    table.settle();
  };
  const builds = () => tableLog(table).commands.filter((x) => x.type === "mapAction") as Extract<Command, { type: "mapAction" }>[];

  beforeAll(() => {
    const { state } = campaignUpTo((x) => x.phase === "play" && x.round !== undefined && !x.round.played);
    me = playerInTurn(state)!;
    const s = leadConstruction(JSON.parse(JSON.stringify(state)) as GameState, me);
    const c = s.campaign as CampaignState;
    c.eventPhase = undefined;
    for (const p of c.players) if (p.colour === me) Object.assign(p, { fate: "FATE18", letter: "C" });
    rivals = s.seats.filter((x) => x !== me);
    table = loadWithGame(builtSave().save as unknown as SaveFile, s, me);
    for (const z of table.find((o) => o.isZone && o.tags.includes("system"))) {
      z.data.Tags = [...z.tags, "campaign"];
      table.world.refreshZones(z);
    }
    takePieces(table, "ship", me, 1, zoneOf(table, "system", "1.2"));
    takePieces(table, "ship", me, 1, zoneOf(table, "system", "1.3"));
    takePieces(table, "ship", rivals[0], 2, zoneOf(table, "system", "1.3"));
    const outer = table.withTag("fate-token-bag")[0];
    const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f18-bunker")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
    bunkers = [0, 1, 2].map((i) => table.playerTake(bag, { position: { x: 32 + i, y: 2, z: -12 } })!);
    table.settle();
  });

  test("on a planet with its ship: a Build; 1 of its agents onto the Scrapped spot, and with two Rivals' supplies it is told to capture from one", () => {
    const before = agentBag(me).contents.length;
    dropIn(bunkers[0], "1.2", 2);
    expect(table.scriptErrors).toEqual([]);
    expect(inSystem("1.2", bunkers[0])).toBe(true);
    expect(builds().slice(-1)[0].action).toEqual({ kind: "build", system: "1.2", piece: "bunker", agents: before });
    expect(builds().slice(-1)[0].map.fateTokens).toEqual([]);
    expect(agentBag(me).contents.length).toBe(before - 1);
    expect(table.world.objectsIn(zoneOf(table, "rules-booklet-scrap")).filter((o) => o.tags.includes("agent") && o.tags.includes(me))).toHaveLength(1);
    expect(mine()).toEqual(["Building Bunkers (F1803): capture 1 agent from a chosen Rival's supply."]);
  });

  test("a second Bunker on that planet, or one on a planet without a Loyal piece, is refused to the Survivalist alone and goes back", () => {
    dropIn(bunkers[1], "1.2", 3);
    expect(mine()).toEqual(["Building Bunkers (F1803): max 1 Bunker per planet, and 1.2 has one. It went back."]);
    expect(inSystem("1.2", bunkers[1])).toBe(false);
    dropIn(bunkers[1], "2.2", 3);
    expect(mine()).toEqual([`Building Bunkers (F1803): you build in a system with a Loyal piece (p.12): ${me} has none in 2.2. It went back.`]);
    expect(inSystem("2.2", bunkers[1])).toBe(false);
    expect(table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n")).not.toContain("F1803");
    expect(table.scriptErrors).toEqual([]);
  });

  test("where a Rival controls: placed damaged, and the one Rival with agents in supply gives one into the Survivalist's Captives", () => {
    const emptied = agentBag(rivals[1]);
    while (emptied.contents.length > 0) table.playerTake(emptied, { position: { x: 40, y: 2, z: 20 } });
    table.settle();
    const captives = zoneOf(table, "captives", me);
    dropIn(bunkers[2], "1.3", 2);
    expect(table.scriptErrors).toEqual([]);
    expect(mine()).toEqual([]);
    expect(inSystem("1.3", bunkers[2])).toBe(true);
    expect(bunkers[2].faceDown).toBe(true);
    expect(table.world.objectsIn(captives).filter((o) => o.tags.includes("agent") && o.tags.includes(rivals[0]))).toHaveLength(1);
  });
});
