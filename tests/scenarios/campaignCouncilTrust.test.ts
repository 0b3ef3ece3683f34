/**
 * The Imperial Council's Outlaw steal moves the Trust's tokens on the BUILT save in the TTS fake
 * (src/tts/campaign/eventPhase/clicks.ts onCouncil, trust.ts outlawTakesFromTrust): BR p.14 "If
 * you're an Outlaw, steal resources from the Imperial Trust on the First Regent tile, up to your
 * number of empty resource slots. The First Regent loses 1 Power for each resource stolen." The
 * tokens leave the Trust area for the Outlaw's slots, so the tokens left there are still the core's
 * Trust (frozen, BR p.21). Sworn Guardians (BC22) "Rivals cannot steal your resources" held by the
 * First Regent stops it (BR p.27). Yellow, an Outlaw, secures the Council; Blue is First Regent.
 */
import type { SaveFile } from "../../tools/ttsFake/table";
import { TtsTable } from "../../tools/ttsFake/table";
import { tableLog } from "../support/scenario";
import { boardTypes, emptySlots, intoPlayArea, privateText } from "../support/courtCards";
import { campaign, dropCard, firstAction, game, lastTo } from "../support/campaignEvents";
import { ATTACKER, CAMPAIGN_SEATS, campaignBattleTable, withTrust } from "../support/campaignBattle";
import { zone } from "../support/battleTable";

const TYPES = ["material", "fuel", "weapon", "relic", "psionic"];

function trustTokens(table: TtsTable): string[] {
  return table.world.objectsIn(zone(table, "imperial-trust")).filter((o) => !o.isContainer && TYPES.some((r) => o.tags.includes(r))).map((o) => TYPES.find((r) => o.tags.includes(r))!).sort();
}

function power(table: TtsTable, colour: string): number {
  return game(table).players.find((p) => p.colour === colour)!.power;
}

/** Yellow (an Outlaw, 2 empty open slots) has secured the Council and called no Summit: the Council waits for Yellow. */
let staged: SaveFile;

beforeAll(() => {
  const table = withTrust(campaignBattleTable({ titles: { Yellow: "outlaw", Blue: "regent", Red: "regent" }, firstRegent: "Blue" }), ["relic", "weapon", "psionic"]);
  emptySlots(table, ATTACKER as never);
  table.settle();
  table.clickUi(ATTACKER, "arcsEventSecureCouncil");
  expect(campaign(table).council).toBe("decided");
  table.clickUi(ATTACKER, "endTurnButton");
  table.settle();
  for (const c of game(table).round!.order.slice(1)) {
    dropCard(table, c, firstAction(game(table), c), zone(table, "follow-slot", c), true);
    table.clickUi(c, "endTurnButton");
    table.settle();
  }
  expect(campaign(table).eventPhase).toMatchObject({ player: ATTACKER, step: "summit", council: true });
  table.clickUi(ATTACKER, "arcsEventNoSummit");
  table.settle();
  expect(campaign(table).eventPhase).toMatchObject({ player: ATTACKER, step: "council" });
  staged = table.save();
}, 120_000);

function fresh(): TtsTable {
  const table = new TtsTable(staged, { seats: CAMPAIGN_SEATS.map((color) => ({ color, host: color === ATTACKER })) });
  table.settle();
  table.messages.length = 0;
  return table;
}

describe("BR p.14: the Council's Outlaw steals from the Imperial Trust, and the tokens move", () => {
  test("Red's press is refused; Yellow's takes 2 (its empty slots): the Relic and the Weapon leave the Trust area for Yellow's board, Blue loses 2 Power; the Psionic left is still frozen", () => {
    const table = fresh();
    expect(trustTokens(table)).toEqual(["psionic", "relic", "weapon"]);
    const blue = power(table, "Blue");
    table.forgeUiClick("Red", "arcsEventCouncilEdicts");
    expect(lastTo(table, "Red")).toBe(`only ${ATTACKER} may resolve the Imperial Council now`);
    expect(campaign(table).trust).toEqual(["relic", "weapon", "psionic"]);
    expect(trustTokens(table)).toEqual(["psionic", "relic", "weapon"]);
    table.clickUi(ATTACKER, "arcsEventCouncilEdicts");
    table.settle();
    expect(tableLog(table).commands.filter((c) => c.type === "resolveCouncil").pop()).toMatchObject({ player: ATTACKER, steal: ["relic", "weapon"], resolve: "Edicts" });
    expect(campaign(table).trust).toEqual(["psionic"]);
    expect(trustTokens(table)).toEqual(["psionic"]);
    expect(boardTypes(table, ATTACKER as never)).toEqual(["relic", "weapon"]);
    expect(power(table, "Blue")).toBe(blue - 2);
    // trust.ts: the token left is the core's Trust, frozen: taken off the tile, it goes back.
    const area = zone(table, "imperial-trust");
    const left = table.world.objectsIn(area).find((o) => o.tags.includes("psionic") && !o.isContainer)!;
    const at = { ...left.position };
    table.drop("Blue", left, { x: at.x + 12, y: 2, z: at.z });
    table.settle();
    expect(lastTo(table, "Blue")).toBe("the Imperial Trust is frozen (BR p.21): that psionic goes back on the First Regent tile");
    expect(trustTokens(table)).toEqual(["psionic"]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("Sworn Guardians (BC22) held by Blue: Yellow is told alone, nothing is stolen, no token moves, Blue keeps its Power", () => {
    const table = fresh();
    intoPlayArea(table, "BC22", "Blue" as never);
    const blue = power(table, "Blue");
    table.clickUi(ATTACKER, "arcsEventCouncilEdicts");
    table.settle();
    expect(privateText(table, ATTACKER as never)).toContain("Blue has Sworn Guardians: nothing is stolen from the Imperial Trust (BR p.27)");
    expect(table.messages.filter((m) => m.to === undefined && /Sworn Guardians/.test(m.text))).toEqual([]);
    expect(tableLog(table).commands.filter((c) => c.type === "resolveCouncil").pop()).toMatchObject({ player: ATTACKER, steal: [] });
    expect(campaign(table).trust).toEqual(["relic", "weapon", "psionic"]);
    expect(trustTokens(table)).toEqual(["psionic", "relic", "weapon"]);
    expect(boardTypes(table, ATTACKER as never)).toEqual([]);
    expect(power(table, "Blue")).toBe(blue);
    expect(table.scriptErrors).toEqual([]);
  });
});
