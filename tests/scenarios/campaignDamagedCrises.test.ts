/**
 * Mass Uprising (seed 003 F717: "Destroy every damaged ship. Bury this card.") and Terror Strike
 * (F620: "Destroy all damaged pieces at planets matching any players' Outrage. Shuffle this into the
 * Court deck.") in the Court, on the built save through the TTS fake (issue 35;
 * src/core/campaign/fates/damagedCrises.ts): the core decides the destroyed pieces from the map the
 * Crises press reads, after the Blight Crises (BR p.18), and the resolver's "Carry out the Blight hits"
 * moves them off the map to their supplies with the Blight hits, once, also after a load; a piece moved
 * from a Blight Crisis since is refused and nothing moves.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import { SYSTEMS } from "../../src/core/data/map";
import type { FakeObject, Vec } from "../../tools/ttsFake/world";
import type { TtsTable } from "../../tools/ttsFake/table";
import { localToWorld } from "../../tools/table/geometry";
import { campaign, game, host, lastTo, reload, rollCrisesOnTwo, seats, tableAtEventPhase, zone } from "../support/campaignEvents";
import { takeCard } from "../support/faithfulTable";
import { bag, ships } from "../support/battleTable";
import { campaignPieces } from "../support/campaignBattle";

/** `id` into Court slot 2, the card there set aside. */
function inCourt(table: TtsTable, id: string): void {
  const slot = zone(table, "court-slot", "2");
  for (const o of table.world.objectsIn(slot).filter((x) => x.isCard)) table.world.move(o, { x: 80, y: 1, z: 82 });
  takeCard(table, id, { ...slot.position, y: slot.position.y + 0.3 });
}

/** Planets (or gates, with `gate`) whose system zone is empty on this table, of `type` if given. */
function emptySystems(table: TtsTable, pick: (id: string) => boolean): string[] {
  return SYSTEMS.map((x) => x.id).filter((id) => pick(id) && table.find((o) => o.isZone && o.tags.includes("system") && o.data.GMNotes === id).length === 1 && table.world.objectsIn(zone(table, "system", id)).length === 0);
}

const here = (table: TtsTable, id: string) => table.world.objectsIn(zone(table, "system", id));
const byGuid = (table: TtsTable, o: FakeObject) => table.find((x) => x.guid === o.guid)[0];
const onMap = (table: TtsTable, id: string, o: FakeObject) => here(table, id).some((x) => x.guid === o.guid);

describe("Mass Uprising in the Court: every damaged ship is destroyed with the Blight hits (seed 003 F717; BR p.18)", () => {
  let table = tableAtEventPhase();
  const holder = game(table).initiative as Colour;
  const other = seats.filter((c) => c !== holder)[0];
  const [a, b] = emptySystems(table, () => true);
  let blue: FakeObject[] = [];
  let imperial: FakeObject[] = [];
  let yellow: FakeObject[] = [];
  let blight: FakeObject[] = [];
  let blueBag = 0;

  test("the Court shows Mass Uprising; in one system 3 Blue ships (2 damaged) and a damaged Imperial ship; in another a damaged Blight and 2 fresh Yellow ships", () => {
    table.clickUi(holder, "arcsEventNoSummit");
    inCourt(table, "F717");
    blue = ships(table, "Blue", a, 3, 2);
    imperial = campaignPieces(table, "imperial-ship", a, 1, 1);
    blight = campaignPieces(table, "blight", b, 1, 1);
    yellow = ships(table, "Yellow", b, 2);
    table.settle();
    rollCrisesOnTwo(table, holder);
    table.clickUi(holder, "arcsEventCrises");
    table.settle();
    const c = campaign(table).lastCrises!;
    // The damaged Blight's hit damages one Yellow ship first (BR p.18), so Mass Uprising destroys it too.
    expect(c.wrecks!.map((w) => `${w.system} ${w.owner} ${w.destroyed}`).sort()).toEqual([`${a} Blue 2`, `${a} empire 1`, `${b} Yellow 1`].sort());
    expect(table.messages.some((m) => m.text.includes("Mass Uprising: 4 damaged pieces destroyed"))).toBe(true);
    // Nothing moves before the resolver carries the hits out.
    expect(blue.every((o) => onMap(table, a, o))).toBe(true);
    blueBag = bag(table, "supply", "ship", "Blue").contents.length;
    table = reload(table, seats, host);
  });

  test("a Rival's press is refused; a ship moved away from the Blight since is refused, naming its system, and nothing moves", () => {
    table.forgeUiClick(other, "arcsEventBlight");
    expect(lastTo(table, other)).toBe(`only ${holder} may carry out the Blight hits now`);
    const o = byGuid(table, yellow[0]);
    const at = { ...o.position };
    table.drop(holder, o, { x: at.x + 30, y: 2, z: at.z });
    table.settle();
    table.clickUi(holder, "arcsEventBlight");
    table.settle();
    expect(lastTo(table, holder)).toBe(`the pieces in ${b} changed since the Crises: put them back, then carry out the Blight hits`);
    expect(campaign(table).lastCrises!.blightCarriedOut).toBeUndefined();
    expect(blue.every((x) => onMap(table, a, byGuid(table, x)))).toBe(true);
    expect(onMap(table, a, byGuid(table, imperial[0]))).toBe(true);
    table.drop(holder, byGuid(table, yellow[0]), at);
    table.settle();
  });

  test("carried out: the damaged Blue and Imperial ships and the Yellow ship the Blight damaged go to their supplies, the fresh ones stay; once", () => {
    table.clickUi(holder, "arcsEventBlight");
    table.settle();
    expect(campaign(table).lastCrises!.blightCarriedOut).toBe(true);
    const left = here(table, a);
    expect(blue.filter((o) => left.some((x) => x.guid === o.guid))).toHaveLength(1);
    expect(bag(table, "supply", "ship", "Blue").contents.length).toBe(blueBag + 2);
    expect(bag(table, "imperial-ship-supply").contents.some((x) => x.GUID === imperial[0].guid)).toBe(true);
    expect(yellow.filter((o) => here(table, b).some((x) => x.guid === o.guid))).toHaveLength(1);
    // The Blight is no ship: it stays.
    expect(onMap(table, b, byGuid(table, blight[0]))).toBe(true);
    expect(table.messages.filter((m) => m.to === undefined && /carried out on the table/.test(m.text)).map((m) => m.text)).toEqual(["Blight hits carried out on the table: 1 ship damaged, 4 damaged pieces destroyed."]);
    // The row is gone; a stale click is refused by the core's record.
    expect(table.ui().isShown("arcsEventBlightRow")).toBe(false);
    table.forgeUiClick(holder, "arcsEventBlight");
    table.settle();
    expect(lastTo(table, holder)).toBe("these Blight hits were already carried out");
  });
});

/** The world spot of `colour`'s Outrage icon of `type` on their board. */
function icon(table: TtsTable, colour: string, type: string): Vec {
  const b = table.find((o) => o.tags.includes("player-board") && o.tags.includes(colour))[0];
  const p = (b.data.AttachedSnapPoints as { Position: Vec; Tags: string[] }[]).find((s) => s.Tags.includes(`outrage-${type}`))!.Position;
  return localToWorld({ posX: b.position.x, posY: b.position.y, posZ: b.position.z, rotX: 0, rotY: b.rotation.y, rotZ: 0, scaleX: b.scale.x, scaleY: b.scale.y, scaleZ: b.scale.z }, p.x, p.y, p.z);
}

describe("Terror Strike in the Court: the damaged pieces at the planets of an Outraged type are destroyed (seed 003 F620; BR p.18)", () => {
  let table = tableAtEventPhase();
  const holder = game(table).initiative as Colour;
  const red = seats[0];
  const type = (id: string) => SYSTEMS.filter((x) => x.id === id)[0].resource;
  // An empty planet, whose type Red has Outraged, and an empty planet of another type.
  const w = emptySystems(table, (id) => type(id) !== undefined)[0];
  const o = emptySystems(table, (id) => type(id) !== undefined && type(id) !== type(w))[0];
  let blue: FakeObject[] = [];
  let city: FakeObject[] = [];
  let blight: FakeObject[] = [];
  let far: FakeObject[] = [];

  test("Red's Outrage icon holds an agent; at a planet of its type a damaged Blight, 2 fresh Blue ships and a damaged Free city; at a planet of another type a damaged Blue ship", () => {
    table.clickUi(holder, "arcsEventNoSummit");
    inCourt(table, "F620");
    const agent = table.playerTake(bag(table, "supply", "agent", red), { position: { ...icon(table, red, type(w)!), y: 2 } })!;
    expect(agent).toBeDefined();
    blight = campaignPieces(table, "blight", w, 1, 1);
    blue = ships(table, "Blue", w, 2);
    city = campaignPieces(table, "free-city", w, 1, 1);
    far = ships(table, "Blue", o, 1, 1);
    table.settle();
    rollCrisesOnTwo(table, holder);
    table = reload(table, seats, host);
    table.clickUi(holder, "arcsEventCrises");
    table.settle();
    const c = campaign(table).lastCrises!;
    expect(c.wrecks!.map((x) => `${x.system} ${x.owner} ${x.kind} ${x.destroyed}`).sort()).toEqual([`${w} Blue ship 1`, `${w} blight blight 1`, `${w} free city 1`]);
  });

  test("carried out: the Blue ship the Blight damaged, the Free city and the Blight leave the Outraged planet for their supplies; the fresh ship and the other planet's damaged ship stay", () => {
    table.clickUi(holder, "arcsEventBlight");
    table.settle();
    expect(campaign(table).lastCrises!.blightCarriedOut).toBe(true);
    expect(here(table, w).map((x) => x.guid).sort()).toEqual(blue.filter((x) => onMap(table, w, x)).map((x) => x.guid).sort());
    expect(blue.filter((x) => onMap(table, w, x))).toHaveLength(1);
    expect(onMap(table, w, city[0]) || onMap(table, w, blight[0])).toBe(false);
    expect(bag(table, "free-city-supply").contents.some((x) => x.GUID === city[0].guid)).toBe(true);
    expect(bag(table, "blight-supply").contents.some((x) => x.GUID === blight[0].guid)).toBe(true);
    expect(onMap(table, o, far[0])).toBe(true);
    expect(table.messages.filter((m) => m.to === undefined && /carried out on the table/.test(m.text)).map((m) => m.text)).toEqual(["Blight hits carried out on the table: 1 ship damaged, 3 damaged pieces destroyed."]);
  });
});
