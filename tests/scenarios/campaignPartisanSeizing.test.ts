/**
 * Partisan Seizing at the table, through the TTS fake (issue 35; seed 003 F603 Ability, F616 Law;
 * src/tts/campaign/partisanSeizing.ts): with the Law in the rules booklet its card carries a Seize
 * button per resource type; after playing their card a player presses one to seize the initiative by
 * Provoking that Outrage (the core decides on the boards as read): their resources of that type go
 * to the supply and an agent covers the Outrage icon. The discard seize is refused, the card back in
 * the hand, the reason to that player alone; a press on an Outraged type is refused alike.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import { isEventCard } from "../../src/core/campaign/fates/actionDeck";
import { actionCard } from "../../src/core/data/actionCards";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject, Vec } from "../../tools/ttsFake/world";
import { localToWorld } from "../../tools/table/geometry";
import { takeResources, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { fateSetCardInto, recordImported } from "../support/fateTable";
import { coreState } from "../support/scenario";
import { actOneRecord } from "../support/campaignRun";

const game = (t: TtsTable) => coreState(t) as GameState;
const toOnly = (t: TtsTable, colour: string) => t.messages.filter((m) => m.to === colour).map((m) => m.text);

function icon(table: TtsTable, colour: string, type: string): Vec {
  const b = table.find((o) => o.tags.includes("player-board") && o.tags.includes(colour))[0];
  const p = (b.data.AttachedSnapPoints as { Position: Vec; Tags: string[] }[]).find((s) => s.Tags.includes(`outrage-${type}`))!.Position;
  return localToWorld({ posX: b.position.x, posY: b.position.y, posZ: b.position.z, rotX: 0, rotY: b.rotation.y, rotZ: 0, scaleX: b.scale.x, scaleY: b.scale.y, scaleZ: b.scale.z }, p.x, p.y, p.z);
}

function handCard(table: TtsTable, colour: Colour, n: number): FakeObject {
  const id = game(table).players.find((p) => p.colour === colour)!.hand.filter((x) => !isEventCard(x) && actionCard(x) !== undefined)[n];
  return table.find((o) => o.data.GMNotes === id && o.tags.includes("action-card"))[0];
}

function drop(table: TtsTable, colour: string, card: FakeObject, zone: FakeObject, faceDown: boolean): void {
  card.rotation = { x: 0, y: 180, z: faceDown ? 180 : 0 };
  table.drop(colour, card, { ...zone.position, y: zone.position.y + 0.5 });
  table.settle();
}

/** An Act II table from a random campaign's record, the second player the Partisan (F616 in the booklet by F615A); the leader has led, the second player Copied. */
function staged(): { table: TtsTable; order: Colour[] } {
  for (let seed = 1; seed < 30; seed++) {
    const record = actOneRecord(seed);
    // The second player in turn order keeps the Partisan: its Act II setup (F615A) adds F616 to the booklet.
    if (record.players.some((p) => p.fate === "FATE06")) continue;
    const at = (record.seats.indexOf(record.initiative as Colour) + 1) % record.seats.length;
    record.players.forEach((p) => {
      if (p.colour === record.seats[at]) p.fate = "FATE06";
    });
    const t = recordImported(record, seed);
    const s = game(t);
    if (s.phase !== "play") continue;
    const order = s.round!.order.slice();
    if (order[1] !== record.seats[at]) continue;
    drop(t, order[0], handCard(t, order[0], 0), zoneOf(t, "lead-slot"), false);
    if (game(t).round!.plays.length !== 1) continue;
    t.clickUi(order[0], "endTurnButton");
    t.settle();
    drop(t, order[1], handCard(t, order[1], 0), zoneOf(t, "follow-slot", order[1]), true);
    if (game(t).round!.plays.length !== 2) continue;
    return { table: t, order };
  }
  throw new Error("no seed stages a lead and a Copy");
}

describe("Partisan Seizing (F616) at the table", () => {
  const { table, order } = staged();
  const [first, second] = order;
  const law = () => table.find((o) => o.isCard && o.data.GMNotes === "F616")[0];

  test("F616 in the rules booklet carries a Seize button per resource type", () => {
    expect(law().buttons.map((b) => String(b.label))).toEqual(["Scrap", "Seize: Material", "Seize: Fuel", "Seize: Weapon", "Seize: Relic", "Seize: Psionic"]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("F616: a second card dropped in the seize slot is refused, back to the hand, the reason to that player alone", () => {
    const extra = handCard(table, second, 0);
    drop(table, second, extra, zoneOf(table, "seize-slot", second), true);
    expect(toOnly(table, second).join("\n")).toContain("Partisan Seizing (F616, in the rules booklet): you cannot seize by discarding a card; Provoke Outrage instead");
    expect(game(table).round!.seizedBy).toBeUndefined();
    expect(table.world.handObjects(second)).toContain(extra);
  });

  test("F616: a press on 'Seize: Weapon' seizes the initiative; the Weapons go to the supply, an agent covers the Weapon Outrage icon", () => {
    takeResources(table, "weapon", 1, zoneOf(table, "resources-zone", second));
    table.settle();
    const weaponsInSupply = table.find((o) => o.tags.includes("resource-supply") && o.tags.includes("weapon"))[0].contents.length;
    // Not the leader's turn (the core checks the presser): refused, to them alone.
    table.clickButton(first, law(), "Seize: Weapon");
    expect(toOnly(table, first).pop()).toBe(`it is ${second}'s turn, not ${first}'s`);
    expect(game(table).initiative).toBe(first);
    table.clickButton(second, law(), "Seize: Weapon");
    table.settle();
    expect(game(table).initiative).toBe(second);
    expect(game(table).round!.seizedBy).toBe(second);
    expect(table.find((o) => o.tags.includes("resource-supply") && o.tags.includes("weapon"))[0].contents.length).toBe(weaponsInSupply + 1);
    const at = icon(table, second, "weapon");
    expect(table.find((o) => o.tags.includes("agent") && o.tags.includes(second) && Math.hypot(o.position.x - at.x, o.position.z - at.z) < 0.5)).toHaveLength(1);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("Partisan Seizing (F603) in its holder's play area", () => {
  const { table, order } = staged();
  const [first, second] = order;

  test("F603 laid in the Partisan's play area carries the Seize buttons; a Rival's press is refused, to them alone", () => {
    const card = fateSetCardInto(table, "F603", second);
    expect(card.buttons.map((b) => String(b.label))).toEqual(["Seize: Material", "Seize: Fuel", "Seize: Weapon", "Seize: Relic", "Seize: Psionic"]);
    table.clickButton(first, card, "Seize: Relic");
    expect(toOnly(table, first).pop()).toBe("only the card's holder seizes with it");
    table.clickButton(second, card, "Seize: Relic");
    table.settle();
    expect(game(table).initiative).toBe(second);
    expect(table.scriptErrors).toEqual([]);
  });
});
