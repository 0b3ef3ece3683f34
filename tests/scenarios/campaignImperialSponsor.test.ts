/**
 * Imperial Sponsor (seed 003 F123, Edict; BR p.20) at the table, on the BUILT save's Global in the TTS
 * fake (issue 35; src/tts/campaign/eventPhase/clicks.ts onEdictDone, panel.ts, trust.ts laidOnTrust
 * and moveSponsored; core/campaign/fates/fateEdicts.ts): "The First Regent must place the Sponsored
 * token on an undeclared ambition box. ... Then, they may add 1 resource they have to the Imperial
 * Trust. When a player declares the Sponsored ambition, they must take 1 resource from the Imperial
 * Trust, gain the Power for second place on the placed ambition marker, and return the Sponsored
 * token to the First Regent tile. If they are an Outlaw, they become a Regent."
 */
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { actionCard } from "../../src/core/data/actionCards";
import { TtsTable } from "../../tools/ttsFake/table";
import type { SaveFile } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, takeResources, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState, tableLog } from "../support/scenario";
import { cardObject, dropCard } from "../support/campaignEvents";
import { edictDue } from "../core/campaign/edictFixtures";

const game = (table: TtsTable): GameState => coreState(table)!;
const camp = (table: TtsTable) => game(table).campaign as CampaignState;
const toOne = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text).join("\n");
const toAll = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
const sent = (table: TtsTable) => tableLog(table).commands.filter((c) => c.type === "edictDone").pop() as Extract<Command, { type: "edictDone" }> | undefined;
const token = (table: TtsTable) => table.find((o) => o.tags.includes("fate-token") && o.data.GMNotes === "Sponsored")[0];
const tile = (table: TtsTable) => table.find((o) => o.tags.includes("first-regent-tile"))[0];
const onTile = (table: TtsTable) => Math.abs(token(table).position.x - tile(table).position.x) < 0.5 && Math.abs(token(table).position.z - tile(table).position.z) < 0.5;
const inBox = (table: TtsTable, box: string) => table.world.zonesContaining(token(table)).some((z) => z.tags.includes("ambition-box") && z.data.GMNotes === box);

/**
 * Act III, Blue the First Regent, the Imperial Sponsor due, the Trust holding a Relic; Red (the
 * initiative, an Outlaw) holds a card that declares Tyrant; the 5/3 marker on Keeper. The Sponsored
 * token taken out of its bag onto the First Regent tile (as F122A step 2 lays it).
 */
function sponsorTable(): TtsTable {
  const s = edictDue("F123", { trust: ["relic"] });
  const c = s.campaign as CampaignState;
  const holder = s.players.find((p) => p.hand.some((id) => actionCard(id)?.declares === "tyrant"))!;
  const card = holder.hand.find((id) => actionCard(id)?.declares === "tyrant")!;
  const given = s.players.find((p) => p.colour === "Red")!.hand[0];
  const players = s.players.map((p) =>
    p.colour === holder.colour && p.colour === "Red" ? p
      : p.colour === "Red" ? { ...p, hand: [card].concat(p.hand.slice(1)) } : p.colour === holder.colour ? { ...p, hand: p.hand.map((id) => (id === card ? given : id)) } : p,
  );
  const state = {
    ...s, players, markers: s.markers.map((m) => (m.id === "marker-5-3" ? { ...m, at: "keeper" as const } : m)),
    campaign: { ...c, players: c.players.map((p) => (p.colour === "Red" ? { ...p, title: "outlaw" as const } : p)) },
  } as GameState;
  const table = loadWithGame(builtSave().save as unknown as SaveFile, state, "Red");
  const outer = table.find((o) => o.isContainer && o.tags.includes("fate-token-bag"))[0];
  const kind = table.playerTake(outer, { guid: outer.contents.find((x) => x.GMNotes === "f1-sponsored")!.GUID as string, position: { x: 30, y: 2, z: -10 } }) as FakeObject;
  const t = tile(table);
  table.playerTake(kind, { position: { x: t.position.x, y: t.position.y + 0.5, z: t.position.z } });
  table.settle();
  table.messages.length = 0;
  return table;
}

describe("seed 003 F123 Imperial Sponsor at the table (BR p.20)", () => {
  test("the box row is Blue's (the First Regent); Red's forged press and Blue's declared box are refused privately, nothing moves; Blue lays a Fuel on the Trust and presses Tyrant: the token goes to the Tyrant box, the Fuel joins the Trust", () => {
    const table = sponsorTable();
    expect(onTile(table)).toBe(true);
    expect(table.ui().visibleTo("arcsEventAgenda0", "Blue", false)).toBe(true);
    expect(table.ui().visibleTo("arcsEventAgenda0", "Red", false)).toBe(false);
    expect(table.ui().text("arcsEventAgendaM0")).toBe("Sponsored:");
    table.forgeUiClick("Red", "arcsEventAgenda0tyrant");
    table.settle();
    expect(toOne(table, "Red")).toContain("only Blue may close this edict now");
    expect(sent(table)).toBeUndefined();
    table.clickUi("Blue", "arcsEventAgenda0keeper");
    table.settle();
    expect(toOne(table, "Blue")).toContain("the First Regent places the Sponsored token on an undeclared ambition (F123)");
    expect(toAll(table)).not.toContain("F123");
    expect(camp(table).sponsored).toBeUndefined();
    expect(camp(table).edictQueue).toEqual(["F123"]);
    expect(onTile(table)).toBe(true);

    takeResources(table, "fuel", 1, zoneOf(table, "imperial-trust"));
    table.settle();
    table.clickUi("Blue", "arcsEventAgenda0tyrant");
    table.settle();
    expect(sent(table)).toEqual({ type: "edictDone", card: "F123", player: "Blue", box: "tyrant", adds: "fuel" });
    expect(camp(table).sponsored).toBe("tyrant");
    expect(camp(table).trust).toEqual(["relic", "fuel"]);
    expect(toAll(table)).toContain("edict F123 resolved: Sponsored tyrant, 1 fuel to the Trust");
    expect(inBox(table, "tyrant")).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });

  test("after a save and load the token still lies on Tyrant; Red, an Outlaw, leads and declares Tyrant with the 3/2 marker flipped to 6/3: +3 Power, the Relic from the Trust, a Regent, the token back on the First Regent tile", () => {
    const first = sponsorTable();
    first.clickUi("Blue", "arcsEventAgenda0tyrant");
    first.settle();
    expect(inBox(first, "tyrant")).toBe(true);
    const table = new TtsTable(first.save(), { seats: game(first).seats.map((color) => ({ color, host: color === "Red" })) });
    table.settle();
    expect(camp(table).sponsored).toBe("tyrant");
    expect(inBox(table, "tyrant")).toBe(true);
    const power = game(table).players.find((p) => p.colour === "Red")!.power;
    const lead = game(table).players.find((p) => p.colour === "Red")!.hand.find((id) => actionCard(id)?.declares === "tyrant")!;
    // The card out of the deck the built save holds it in (loadWithGame lays no hands), then led.
    const deck = table.find((o) => o.isDeck && o.contents.some((c) => c.GMNotes === lead))[0];
    if (deck !== undefined) table.playerTake(deck, { guid: deck.contents.find((c) => c.GMNotes === lead)!.GUID as string, position: { x: 20, y: 2, z: -20 }, rotation: { x: 0, y: 180, z: 0 } });
    table.settle();
    dropCard(table, "Red", lead, zoneOf(table, "lead-slot"));
    table.clickButton("Red", cardObject(table, lead), "Declare Tyrant");
    table.settle();
    expect(game(table).markers.filter((m) => m.at === "tyrant").map((m) => m.id)).toEqual(["marker-3-2"]);
    expect(game(table).players.find((p) => p.colour === "Red")!.power).toBe(power + 3);
    expect(camp(table).trust).toEqual([]);
    expect(camp(table).sponsored).toBeUndefined();
    expect(camp(table).players.find((p) => p.colour === "Red")!.title).toBe("regent");
    expect(toAll(table)).toContain("Red declares the Sponsored ambition (F123): +3 Power, relic from the Trust");
    expect(onTile(table)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});
