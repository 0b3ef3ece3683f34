/**
 * The Magnate's Monopolies on the table (issue 35; seed 003 Fate Set 3), on the BUILT save's Global
 * in the TTS fake: a Monopoly card lying in a play area takes its type's supply bag onto it, and the
 * scoring preview counts the bag's tokens for its holder's ambition (F313-F317 "You hold the <type>
 * supply here. (Add <type> on here to <ambition>. You cannot spend it.)") and the Magnate's F312B
 * advance; under Closed Economy (F326A / F327, BR p.9) a Regent's tax of an Empire-controlled city
 * without the matching Monopoly is refused to that player alone and the token goes back, and is taken
 * once the Monopoly lies in their play area (src/tts/map/read.ts withPlayArea); the Gain Monopolies
 * edict (F318) giving the Magnate a Monopoly from the supply advances F312B ("Advance 1 each time you
 * gain a Monopoly card from the supply", core/campaign/fates/objectiveMoments.ts).
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { GLOBAL_GUID } from "../../tools/ttsFake/table";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, takeCity, takePieces, takeResources, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { fateSetCardInto } from "../support/fateTable";
import { coreState } from "../support/scenario";
import { campaignPieces } from "../support/campaignBattle";
import { redLeads } from "../core/campaign/mapFixtures";
import { firstChapterEnd } from "../support/campaignRun";
import { edictDue } from "../core/campaign/edictFixtures";

const save = () => builtSave().save as unknown as SaveFile;
const game = (table: TtsTable): GameState => coreState(table)!;
const bag = (table: TtsTable, type: string) => table.find((o) => o.isContainer && o.tags.includes("resource-supply") && o.tags.includes(type))[0];
const inArea = (table: TtsTable, o: FakeObject, colour: string) => table.world.objectsIn(zoneOf(table, "play-area", colour)).includes(o);


/** Act II's first chapter ends (a random 4-player campaign's first chapter end, moved to Act II): `magnate` holds the Magnate with its marker on 10, Tycoon declared. */
function actTwoChapterEnd(): { state: GameState; magnate: Colour } {
  const s = firstChapterEnd(3, 4);
  const c = s.campaign as CampaignState;
  const magnate = s.seats.find((x) => x !== c.firstRegent)!;
  c.act = "II";
  c.trust = [];
  const had = c.players.find((p) => p.colour === magnate)!.fate;
  for (const p of c.players) {
    if (p.fate === "FATE03") p.fate = had;
    if (p.colour === magnate) p.fate = "FATE03";
    delete p.objective;
  }
  c.players.find((p) => p.colour === magnate)!.objective = 10;
  for (const m of s.markers) m.at = "available";
  s.markers[0].at = "tycoon";
  return { state: s, magnate };
}

describe("seed 003 F313-F317: a Monopoly holds its supply, which adds to its holder's ambition", () => {
  test("F314 Fuel Monopoly in the Magnate's play area: the Fuel supply lies on it and counts for Tycoon in the scoring preview, and F312B advances 1", () => {
    const { state, magnate } = actTwoChapterEnd();
    const table = loadWithGame(save(), state, magnate);
    const fuel = bag(table, "fuel");
    const inBag = fuel.contents.length;
    expect(inBag).toBeGreaterThan(1);
    const card = fateSetCardInto(table, "F314", magnate);
    expect(inArea(table, card, magnate)).toBe(true);
    expect(inArea(table, fuel, magnate)).toBe(true);
    table.callScript(GLOBAL_GUID, "arcsScoringRecount");
    table.settle();
    const text = table.ui().text("arcsScoringText");
    expect(text).toMatch(new RegExp(`Tycoon \\(\\d/\\d\\): ${magnate} \\+\\d+ for first place in Tycoon \\(${inBag}, the most\\)`));
    expect(text).toContain(`${magnate}'s objective marker: 10 -> 9`);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F326A Closed Economy on the table: 'Regents other than the Magnate cannot tax Empire-controlled cities (even Loyal ones) unless they have the matching Monopoly'", () => {
  /** Red (a Regent) has led Administration; Yellow, the Magnate, is a Regent; F327 in the booklet; Red's city and a fresh Imperial ship in 1.2 (Fuel). */
  function staged(): { table: TtsTable; city: FakeObject } {
    const s = redLeads("administration", "regent");
    const c = s.campaign as CampaignState;
    const players = c.players.map((p) => ({ ...p, fate: p.colour === "Yellow" ? "FATE03" : p.fate === "FATE03" ? "FATE01" : p.fate }));
    const state = { ...s, campaign: { ...c, players, rulesBooklet: { edicts: c.rulesBooklet?.edicts ?? [], laws: [["F327"]] } } } as GameState;
    const table = loadWithGame(save(), state, "Red");
    const city = takeCity(table, "Red", zoneOf(table, "system", "1.2"));
    takePieces(table, "ship", "Red", 1, zoneOf(table, "system", "1.2"), 1);
    campaignPieces(table, "imperial-ship", "1.2", 1);
    table.settle();
    table.messages.length = 0;
    return { table, city };
  }

  function taxWithFuel(table: TtsTable, city: FakeObject): void {
    const [token] = takeResources(table, "fuel", 1, zoneOf(table, "court-deck-zone"));
    table.drop("Red", token, { x: city.position.x, y: 2, z: city.position.z });
    table.settle();
  }

  test("refused without the Fuel Monopoly: the reason to Red alone, the token back in the supply; with F314 in Red's play area the tax is taken", () => {
    const { table, city } = staged();
    const before = bag(table, "fuel").contents.length;
    taxWithFuel(table, city);
    const told = table.messages.filter((m) => m.to === "Red").map((m) => m.text).join(" ");
    expect(told).toContain("Closed Economy (F326A): while the Magnate, Yellow, is a Regent, other Regents tax Empire-controlled cities (even Loyal) only with the matching Monopoly: the Empire controls 1.2, and Red has no Fuel Monopoly");
    expect(told).toContain("The token went back to the supply.");
    expect(table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ")).not.toContain("Closed Economy");
    expect(bag(table, "fuel").contents.length).toBe(before);
    expect(game(table).actions).toBeUndefined();

    fateSetCardInto(table, "F314", "Red");
    expect(inArea(table, bag(table, "fuel"), "Red")).toBe(true);
    table.messages.length = 0;
    taxWithFuel(table, city);
    expect(game(table).actions?.mapActs).toEqual(["tax:Red@1.2"]);
    expect(table.world.objectsIn(zoneOf(table, "resources-zone", "Red")).filter((o) => o.tags.includes("fuel"))).toHaveLength(1);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F322 Prospectors on the table: 'You may build cities on any planets if you don't have the Monopoly matching that planet type. (You don't need Loyal pieces there!)'", () => {
  test("Red, holding Prospectors, builds a city in 1.3 (Material) where it has no piece; a second city in 1.1 (Weapon) is refused once the Weapon Monopoly lies beside it", () => {
    const table = loadWithGame(save(), redLeads("construction", "outlaw"), "Red");
    fateSetCardInto(table, "F322", "Red");
    const city = takeCity(table, "Red", zoneOf(table, "resources-zone", "Red"));
    table.settle();
    const at = zoneOf(table, "system", "1.3").position;
    table.drop("Red", city, { x: at.x + 0.3, y: 2, z: at.z });
    table.settle();
    expect(game(table).actions?.mapActs).toEqual(["build:city@1.3"]);

    fateSetCardInto(table, "F317", "Red");
    const other = takeCity(table, "Red", zoneOf(table, "resources-zone", "Red"));
    table.settle();
    const was = { ...other.position };
    const weapon = zoneOf(table, "system", "1.1").position;
    table.messages.length = 0;
    table.drop("Red", other, { x: weapon.x + 0.3, y: 2, z: weapon.z });
    table.settle();
    expect(table.messages.filter((m) => m.to === "Red").map((m) => m.text).join(" ")).toContain("you build in a system with a Loyal piece (p.12): Red has no piece in 1.1");
    expect(other.position.x).toBeCloseTo(was.x, 1);
    expect(game(table).actions?.mapActs).toEqual(["build:city@1.3"]);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F312B 'Corner the Market...' on the table: the Gain Monopolies edict (F318, BR p.20) gives the Magnate a Monopoly from the supply", () => {
  test("Red, the Magnate (marker on 10), takes more than half of the Material; Blue presses Edict done: the card lying in the supply goes to Red's play area, its bag follows, Red's objective advances to 9", () => {
    const s = edictDue("F318");
    const c = s.campaign as CampaignState;
    const state = { ...s, campaign: { ...c, act: "II" as const, players: c.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE03", letter: "A" as const, objective: 10 } : p)) } };
    const table = loadWithGame(save(), state, "Red");
    // The Material Monopoly laid in the general supply, outside every play area (F312A: "The 5 Monopoly cards in the supply").
    const card = fateSetCardInto(table, "F313", "Red");
    table.drop("Red", card, { x: 30, y: 2, z: -4 });
    table.settle();
    expect(inArea(table, card, "Red")).toBe(false);
    const material = bag(table, "material");
    takeResources(table, "material", Math.floor(material.contents.length / 2) + 1, zoneOf(table, "resources-zone", "Red"));
    table.settle();
    table.clickUi("Blue", "arcsEventEdictDone");
    table.settle();
    expect(table.messages.map((m) => m.text).join("\n")).toContain("Red takes the Material Monopoly (F313) from the supply");
    expect(inArea(table, card, "Red")).toBe(true);
    expect(inArea(table, material, "Red")).toBe(true);
    expect(game(table).campaign!.players.find((p) => p.colour === "Red")!.objective).toBe(9);
    expect(table.messages.map((m) => m.text).join("\n")).toContain("Red's objective advances 1 for 1 Monopoly card(s) gained from the supply (F312B): marker 10 -> 9");
    expect(table.scriptErrors).toEqual([]);
  });
});
