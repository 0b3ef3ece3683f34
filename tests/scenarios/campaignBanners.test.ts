/**
 * Seed 003 F1002 Planting Banners on the table (src/tts/campaign/banners.ts; the core's
 * campaign/fates/banners.ts): "Prelude: You may place a Banner at your Flagship's planet if it has no
 * Banners and no ships or buildings that are not Loyal." A Banner the Hegemon lets go in a system is
 * checked on that system's read; refused, it goes back and the reason goes to the Hegemon alone.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { playerInTurn } from "../../src/core/game/legal";
import type { TtsTable, SaveFile } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, spotIn, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { leadMobilization } from "../../tools/bench/mapDropHandler";
import { fateSetCardInto } from "../support/fateTable";
import { tableLog } from "../support/scenario";
import { builtSave } from "../support/builtSave";
import { campaignUpTo } from "../support/campaignRun";
import { flagship } from "../support/campaignBattle";

/** The first turn of a seeded campaign once its card is played; the player in turn made the Hegemon (FATE10, a "B" Fate). */
function hegemonsPrelude(): { s: GameState; hegemon: Colour } {
  const { state } = campaignUpTo((x) => x.phase === "play" && x.round?.played === true);
  const hegemon = playerInTurn(state)!;
  const out = JSON.parse(JSON.stringify(state)) as GameState;
  const c = out.campaign as CampaignState;
  c.eventPhase = undefined;
  for (const p of c.players) {
    if (p.colour !== hegemon) continue;
    p.fate = "FATE10";
    p.letter = "B";
  }
  return { s: out, hegemon };
}

describe("seed 003 F1002 Planting Banners: a Banner let go by the Hegemon on the map", () => {
  let table: TtsTable;
  let hegemon: Colour;
  let banners: FakeObject[];
  const mine = (colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text);
  const inSystem = (id: string, o: FakeObject) => table.world.objectsIn(zoneOf(table, "system", id)).includes(o);
  const dropIn = (o: FakeObject, id: string, i: number) => {
    table.drop(hegemon, o, { ...spotIn(zoneOf(table, "system", id), i), y: 2 });
    table.settle();
  };

  beforeAll(() => {
    const staged = hegemonsPrelude();
    hegemon = staged.hegemon;
    table = loadWithGame(builtSave().save as unknown as SaveFile, staged.s, hegemon);
    // A campaign's save keeps its zones opened to campaign objects (layout.ts openZonesToCampaign, tags saved); this one was a base save.
    for (const z of table.find((o) => o.isZone && o.tags.includes("system"))) {
      z.data.Tags = [...z.tags, "campaign"];
      table.world.refreshZones(z);
    }
    flagship(table, hegemon, "6.1");
    const rival = staged.s.seats.find((c) => c !== hegemon)!;
    flagship(table, rival, "6.2");
    const outer = table.withTag("fate-token-bag")[0];
    const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f10-banner")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
    banners = [0, 1, 2].map((i) => table.playerTake(bag, { position: { x: 32 + i, y: 2, z: -12 } })!);
    table.settle();
    table.messages.length = 0;
  });

  test("at its Flagship's planet with only Loyal pieces: it stays, nothing said", () => {
    dropIn(banners[0], "6.1", 2);
    expect(table.scriptErrors).toEqual([]);
    expect(mine(hegemon)).toEqual([]);
    expect(inSystem("6.1", banners[0])).toBe(true);
  });

  test("a second Banner there, or one at a Rival's Flagship's planet, is refused to the Hegemon alone and goes back", () => {
    dropIn(banners[1], "6.1", 3);
    expect(mine(hegemon)).toEqual(["Planting Banners (F1002): 6.1 has a Banner already. It went back."]);
    expect(inSystem("6.1", banners[1])).toBe(false);
    table.messages.length = 0;
    dropIn(banners[2], "6.2", 3);
    expect(mine(hegemon)).toEqual(["Planting Banners (F1002): a Banner goes at your Flagship's planet, and 6.2 is not it. It went back."]);
    expect(inSystem("6.2", banners[2])).toBe(false);
    expect(table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n")).not.toContain("F1002");
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1004 Song of the Banner on the table: 'You may move between planets with Banners as if they were adjacent.'", () => {
  test("its holder's ship let go on a far Banner planet is a move (the drop's map carries the card and the Banners); a drop to a far planet without one goes back", () => {
    const { state } = campaignUpTo((x) => x.phase === "play" && x.round !== undefined && !x.round.played);
    const leader = playerInTurn(state)!;
    const s = leadMobilization(JSON.parse(JSON.stringify(state)) as GameState, leader);
    const c = s.campaign as CampaignState;
    c.eventPhase = undefined;
    for (const p of c.players) if (p.colour === leader) Object.assign(p, { fate: "FATE10", letter: "B" });
    const table = loadWithGame(builtSave().save as unknown as SaveFile, s, leader);
    for (const z of table.find((o) => o.isZone && o.tags.includes("system"))) {
      z.data.Tags = [...z.tags, "campaign"];
      table.world.refreshZones(z);
    }
    const ships = takePieces(table, "ship", leader, 2, zoneOf(table, "system", "1.2"));
    const outer = table.withTag("fate-token-bag")[0];
    const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f10-banner")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
    for (const [i, id] of ["1.2", "4.3"].entries()) table.world.move(table.playerTake(bag, { position: { x: 32 + i, y: 2, z: -12 } })!, { ...spotIn(zoneOf(table, "system", id), 7), y: 1.5 });
    fateSetCardInto(table, "F1004", leader);
    table.settle();
    table.messages.length = 0;
    table.drop(leader, ships[0], { ...spotIn(zoneOf(table, "system", "4.3"), 1), y: 2 });
    table.settle();
    expect(table.scriptErrors).toEqual([]);
    const move = tableLog(table).commands.filter((x) => x.type === "mapAction").slice(-1)[0] as Extract<Command, { type: "mapAction" }>;
    expect(move.action).toMatchObject({ kind: "move", from: "1.2", groups: [{ to: "4.3" }] });
    expect(move.map.playAreas).toEqual([{ colour: leader, cards: ["F1004"] }]);
    expect((move.map.fateTokens ?? []).map((t) => t.system).sort()).toEqual(["1.2", "4.3"]);
    expect(table.world.objectsIn(zoneOf(table, "system", "4.3")).includes(ships[0])).toBe(true);
    table.drop(leader, ships[1], { ...spotIn(zoneOf(table, "system", "5.2"), 1), y: 2 });
    table.settle();
    expect(table.world.objectsIn(zoneOf(table, "system", "5.2")).includes(ships[1])).toBe(false);
  });
});
