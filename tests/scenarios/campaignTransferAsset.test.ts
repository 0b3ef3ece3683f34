/**
 * A Summit's resources on the BUILT save's Global in the TTS fake (issue 35;
 * src/tts/campaign/eventPhase/transferAsset.ts): Transfer Asset of a resource (BR p.17), a token
 * moved from one board's resource slots to a Rival's, and the Magnate's Export to the Galactic Core
 * (seed 003 F301B: "In Summit Negotiations, advance 2 each time a Rival gives you a Favor or resource,
 * except one that you gave them during this Summit" and "... each time you choose to discard 3
 * resources"), a token of the Magnate's board put into its supply bag. The Summit's gifts outlive a
 * save and load; a refused discard comes back out of the bag, told to the mover alone.
 */
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { CampaignState } from "../../src/core/campaign/types";
import { loadWithGame, takePieces, takeResources, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState } from "../support/scenario";
import { reload4 } from "../support/voxTable";
import { magnateSummit } from "../support/summitTable";
import type { GameState } from "../../src/core/game/types";

const save = () => builtSave().save as unknown as SaveFile;
const campaign = (t: TtsTable) => coreState(t)!.campaign as CampaignState;
const objective = (t: TtsTable, colour: string) => campaign(t).players.filter((p) => p.colour === colour)[0].objective;
const to = (t: TtsTable, colour: string) => t.messages.filter((m) => m.to === colour).map((m) => m.text);
const publicText = (t: TtsTable) => t.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
const centre = (t: TtsTable, colour: string) => ({ ...zoneOf(t, "resources-zone", colour).position, y: 2 });
const onBoard = (t: TtsTable, colour: string, o: FakeObject) => t.world.objectsIn(zoneOf(t, "resources-zone", colour)).includes(o);
const bag = (t: TtsTable, type: string) => t.find((o) => o.isContainer && o.tags.includes("resource-supply") && o.tags.includes(type))[0];

describe("seed 003 F301B and Transfer Asset of a resource on the table (BR pp.16-17)", () => {
  test("Yellow's fuel moved onto Blue's board (by Red, a forced one, the board told by position) advances the Magnate 2; a relic Blue gave Red and Red gave back does not; a second relic from Red does", () => {
    const t = loadWithGame(save(), magnateSummit(), "Red");
    const fuel = takeResources(t, "fuel", 1, zoneOf(t, "resources-zone", "Yellow"))[0];
    const relic = takeResources(t, "relic", 1, zoneOf(t, "resources-zone", "Blue"))[0];
    const redRelic = takeResources(t, "relic", 1, zoneOf(t, "resources-zone", "Red"))[0];
    t.drop("Red", fuel, centre(t, "Blue"), { zonesLate: true });
    t.settle();
    expect(publicText(t)).toContain("Yellow gives 1 fuel to Blue (Transfer Asset, BR p.17)");
    expect(objective(t, "Blue")).toBe(8);
    expect(onBoard(t, "Blue", fuel)).toBe(true);
    t.drop("Blue", relic, centre(t, "Red"));
    t.settle();
    t.drop("Red", relic, centre(t, "Blue"));
    t.settle();
    expect(publicText(t)).toContain("Red gives 1 relic to Blue (Transfer Asset, BR p.17)");
    expect(objective(t, "Blue")).toBe(8);
    t.drop("Red", redRelic, centre(t, "Blue"));
    t.settle();
    expect(objective(t, "Blue")).toBe(6);
    expect(campaign(t).eventPhase?.gifts).toEqual(["Yellow>Blue:fuel", "Blue>Red:relic", "Red>Blue:relic", "Red>Blue:relic"]);
    expect(t.scriptErrors).toEqual([]);
  });

  test("the Magnate's third resource into the supply advances 2, across a save and load; a Rival's own discard is refused to them alone and comes back out of the bag", () => {
    let t = loadWithGame(save(), magnateSummit(), "Red");
    const mine = takeResources(t, "material", 2, zoneOf(t, "resources-zone", "Blue")).concat(takeResources(t, "weapon", 1, zoneOf(t, "resources-zone", "Blue"), 2));
    t.playerPut("Blue", bag(t, "material"), mine[0]);
    t.playerPut("Blue", bag(t, "material"), mine[1]);
    t.settle();
    expect(publicText(t)).toContain("Blue discards 1 material to Export to the Galactic Core (F301B): 2 of 3");
    expect(objective(t, "Blue")).toBe(10);
    t = reload4(t);
    const weapon = t.find((o) => o.tags.includes("resource") && o.tags.includes("weapon") && onBoard(t, "Blue", o))[0];
    t.playerPut("Blue", bag(t, "weapon"), weapon);
    t.settle();
    expect(objective(t, "Blue")).toBe(8);
    expect(publicText(t)).toContain("Blue's objective advances 2 for 3 resources discarded to Export to the Galactic Core (F301B): marker 10 -> 8");

    const yellow = takeResources(t, "fuel", 1, zoneOf(t, "resources-zone", "Yellow"))[0];
    const inBag = bag(t, "fuel").contents.length;
    t.messages.length = 0;
    t.playerPut("Yellow", bag(t, "fuel"), yellow);
    t.settle();
    expect(to(t, "Yellow")).toContain("only the Magnate discards resources in a Summit, to Export to the Galactic Core (F301B). The token went back to your board.");
    expect(to(t, "Blue")).toEqual([]);
    expect(bag(t, "fuel").contents.length).toBe(inBag);
    expect(t.find((o) => o.tags.includes("resource") && o.tags.includes("fuel") && onBoard(t, "Yellow", o)).length).toBe(1);
    expect(t.scriptErrors).toEqual([]);
  });

  test("a Favor (Yellow's agent in Red's play area) moved into Blue's play area is Red's Transfer Asset: the Favors move, the Magnate advances 2; Blue's own agent given back goes to Blue's supply; a Captive moved is not sent", () => {
    const staged = magnateSummit();
    const c = staged.campaign as CampaignState;
    const held: GameState = { ...staged, campaign: { ...c, players: c.players.map((p) => (p.colour === "Red" ? { ...p, favors: ["Yellow", "Blue"] } : p)) } };
    const t = loadWithGame(save(), held, "Red");
    const area = (colour: string) => ({ ...zoneOf(t, "play-area", colour).position, y: 2 });
    const [yellow] = takePieces(t, "agent", "Yellow", 1, zoneOf(t, "play-area", "Red"));
    const [blue] = takePieces(t, "agent", "Blue", 1, zoneOf(t, "play-area", "Red"), 1);
    const [captive] = takePieces(t, "agent", "White", 1, zoneOf(t, "captives", "Red"));
    t.settle();
    t.drop("Red", yellow, area("Blue"), { zonesLate: true });
    t.settle();
    expect(publicText(t)).toContain("Red gives Yellow's Favor to Blue (Transfer Asset, BR p.17)");
    expect(objective(t, "Blue")).toBe(8);
    const favors = (colour: string) => campaign(t).players.filter((p) => p.colour === colour)[0].favors;
    expect([favors("Red"), favors("Blue")]).toEqual([["Blue"], ["Yellow"]]);
    t.drop("Yellow", blue, area("Blue"));
    t.settle();
    expect(publicText(t)).toContain("Red gives Blue's Favor to Blue, back to their supply (Transfer Asset, BR p.17)");
    expect(favors("Red")).toEqual([]);
    expect(t.world.objectsIn(zoneOf(t, "play-area", "Blue")).includes(blue)).toBe(false);
    t.messages.length = 0;
    t.drop("Red", captive, area("Blue"));
    t.settle();
    expect(t.messages).toEqual([]);
    expect(t.scriptErrors).toEqual([]);
  });

  test("outside a Summit neither is the Summit's: a move between boards is not sent and a token into its bag is no Export", () => {
    const t = loadWithGame(save(), magnateSummit("roll"), "Red");
    const fuel = takeResources(t, "fuel", 2, zoneOf(t, "resources-zone", "Yellow"));
    t.drop("Yellow", fuel[0], centre(t, "Blue"));
    t.playerPut("Blue", bag(t, "fuel"), fuel[0]);
    t.settle();
    expect(publicText(t)).not.toContain("Transfer Asset");
    expect(publicText(t)).not.toContain("Export");
    expect(campaign(t).eventPhase?.gifts).toBeUndefined();
    expect(objective(t, "Blue")).toBe(10);
    expect(t.scriptErrors).toEqual([]);
  });
});
