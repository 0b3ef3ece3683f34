/**
 * The Partisan's Lore that moves Outrage at the table, through the TTS fake (issue 35; seed 003 F617
 * People's Hero, F625 Sower of Division; src/tts/campaign/partisanSeizing.ts, the core's
 * fates/outrage.ts `outrageCard`): the card in its holder's play area carries its buttons; a Rival's
 * press is refused to them alone; the holder's press sends the boards as read and, accepted, the
 * agent leaves the Outrage icon (F617) or one of the holder's agents covers the Rival's (F625).
 */
import type { GameState } from "../../src/core/game/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject, Vec } from "../../tools/ttsFake/world";
import { localToWorld } from "../../tools/table/geometry";
import { loadWithGame, spotIn, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { fateSetCardInto } from "../support/fateTable";
import { tableLog } from "../support/scenario";
import { lastTo } from "../support/campaignEvents";
import { run } from "../core/game/helpers";
import { act, actI, dealt, redLed, round } from "../core/campaign/outrageCardFixtures";
import type { Command } from "../../src/core/game/types";

const save = () => builtSave().save as unknown as SaveFile;

function icon(table: TtsTable, colour: string, type: string): Vec {
  const b = table.find((o) => o.tags.includes("player-board") && o.tags.includes(colour))[0];
  const p = (b.data.AttachedSnapPoints as { Position: Vec; Tags: string[] }[]).find((s) => s.Tags.includes(`outrage-${type}`))!.Position;
  return localToWorld({ posX: b.position.x, posY: b.position.y, posZ: b.position.z, rotX: 0, rotY: b.rotation.y, rotZ: 0, scaleX: b.scale.x, scaleY: b.scale.y, scaleZ: b.scale.z }, p.x, p.y, p.z);
}

const agentBag = (table: TtsTable, colour: string) => table.find((o) => o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes(colour))[0];
const onIcon = (table: TtsTable, colour: string, type: string): FakeObject[] => {
  const at = icon(table, colour, type);
  return table.find((o) => o.tags.includes("agent") && Math.hypot(o.position.x - at.x, o.position.z - at.z) < 0.5);
};
const labels = (card: FakeObject) => card.buttons.map((b) => String(b.label));

/** A Fate-set card into `colour`'s play area, at spot `n` (fateSetCardInto lays it at the first). */
function cardAt(table: TtsTable, id: string, colour: string, n: number): FakeObject {
  const card = fateSetCardInto(table, id, colour);
  if (n > 0) {
    table.world.move(card, { ...spotIn(zoneOf(table, "play-area", colour), n), y: 1.5 });
    table.settle();
  }
  return card;
}

describe("seed 003 F617 People's Hero on the table: 'When you declare an ambition, you may clear 1 Outrage ...'", () => {
  // Act I: Red led and declared; Red is Outraged of Weapon (its agent on the icon) and holds Arms Union (F612, Weapon).
  const { s, ambition } = redLed(actI(["FATE06", "FATE01", "FATE03"]));
  const table = loadWithGame(save(), run(s, { type: "declare", player: "Red", ambition } as Command), "Red");
  table.playerTake(agentBag(table, "Red"), { position: { ...icon(table, "Red", "weapon"), y: 1.5 } });
  table.settle();
  cardAt(table, "F612", "Red", 2);
  const hero = cardAt(table, "F617", "Red", 0);

  test("its buttons: one 'Clear <Type> Outrage' per resource type", () => {
    expect(labels(hero)).toEqual(["Clear Material Outrage", "Clear Fuel Outrage", "Clear Weapon Outrage", "Clear Relic Outrage", "Clear Psionic Outrage"]);
  });

  test("a Rival's press is refused to them alone; the core's refusal (no Fuel Outrage) to Red; Red's Weapon press lifts its agent back to its supply", () => {
    const inBag = agentBag(table, "Red").contents.length;
    table.clickButton("Blue", hero, "Clear Weapon Outrage");
    expect(lastTo(table, "Blue")).toBe("People's Hero lies in Red's play area: only Red may use it");
    table.clickButton("Red", hero, "Clear Fuel Outrage");
    expect(lastTo(table, "Red")).toBe("Red is not Outraged of Fuel");
    expect(onIcon(table, "Red", "weapon")).toHaveLength(1);
    table.clickButton("Red", hero, "Clear Weapon Outrage");
    table.settle();
    expect(onIcon(table, "Red", "weapon")).toHaveLength(0);
    expect(agentBag(table, "Red").contents.length).toBe(inBag + 1);
    expect(tableLog(table).commands.filter((c) => c.type === "outrageCard").map((c) => ({ ...c, court: undefined }))).toEqual([{ type: "outrageCard", player: "Red", card: "F617", outrage: "weapon", court: undefined }]);
    expect(table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n")).toContain("Red clears Weapon Outrage (People's Hero (F617))");
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F625 Sower of Division on the table: 'when you get the initiative marker from Surpassing, you may place a Loyal agent on a Rival's empty Outrage slot'", () => {
  // Act III: Blue Surpassed Red's lead and got the initiative at the round's end.
  const after = round(dealt(act("III", ["FATE21", "FATE06", "FATE22"])), "surpass");
  const table = loadWithGame(save(), after as GameState, "Red");
  const sower = cardAt(table, "F625", "Blue", 0);

  test("its buttons: one per Rival and resource type", () => {
    expect(labels(sower)).toEqual(["Red: Material", "Red: Fuel", "Red: Weapon", "Red: Relic", "Red: Psionic", "Yellow: Material", "Yellow: Fuel", "Yellow: Weapon", "Yellow: Relic", "Yellow: Psionic"]);
  });

  test("a Rival's press is refused to them alone; Blue's 'Red: Relic' lays a Blue agent on Red's Relic icon; the window then closes", () => {
    table.clickButton("Red", sower, "Red: Relic");
    expect(lastTo(table, "Red")).toBe("Sower of Division lies in Blue's play area: only Blue may use it");
    const inBag = agentBag(table, "Blue").contents.length;
    table.clickButton("Blue", sower, "Red: Relic");
    table.settle();
    const placed = onIcon(table, "Red", "relic");
    expect(placed.map((o) => o.tags.includes("Blue"))).toEqual([true]);
    expect(agentBag(table, "Blue").contents.length).toBe(inBag - 1);
    table.clickButton("Blue", sower, "Yellow: Fuel");
    expect(lastTo(table, "Blue")).toBe("Sower of Division (F625): only as you get the initiative by Surpassing");
    expect(onIcon(table, "Yellow", "fuel")).toHaveLength(0);
    expect(table.scriptErrors).toEqual([]);
  });
});
