/**
 * The Caretaker's Golems in the Crises step (issue 35; seed 003; BR p.18: Fate Crises, then the Court's
 * left to right), on the built save through the TTS fake, the core deciding from the Crises press's
 * read (core/campaign/fates/damagedCrises.ts) and the table moving:
 * - F503 Golem Hearth: "Flip all Sleeping Golems that are not on the map to Awake." (a Golem on the
 *   card and one on a board turn Awake; one on the map stays Sleeping);
 * - F509 Unstable Seeker: "The player with the Seeker moves their Loyal ships from planets of the
 *   rolled symbol to the gate in the rolled cluster.";
 * - F517 Golem Worship: "In turn order, each player with any Golems must return 1 Loyal city to their
 *   player board." (one city: back to the board; two: the player's choice, by a button on each of
 *   their cities, a Rival's press refused, surviving a load).
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { TtsTable } from "../../tools/ttsFake/table";
import { game, host, reload, rollCrisesOnTwo, seats, tableAtEventPhase, zone } from "../support/campaignEvents";
import { takeCard } from "../support/faithfulTable";
import { ships } from "../support/battleTable";
import { boardCity } from "../support/everyEvent";
import { fateSetCardInto, golemTo } from "../support/fateTable";

const PIECES = ["ship", "imperial-ship", "blight", "city", "free-city", "starport", "free-starport", "flagship", "fate-token"];
const sysOf = (table: TtsTable, o: FakeObject) => table.world.zonesContaining(o).find((z) => z.tags.includes("system"));
const now = (table: TtsTable, o: FakeObject) => table.find((x) => x.guid === o.guid)[0];
const awake = (table: TtsTable, o: FakeObject) => Math.abs(now(table, o).rotation.z - 180) < 1;
const said = (table: TtsTable, text: string) => table.messages.some((m) => m.text.includes(text));
const citiesOnMap = (table: TtsTable, colour: string) => table.find((o) => o.tags.includes("city") && o.tags.includes(colour) && sysOf(table, o) !== undefined);

describe("Golem Hearth, the Unstable Seeker and Golem Worship in one Crises step (seed 003 F503, F509, F517; BR p.18)", () => {
  let table = tableAtEventPhase();
  const holder = game(table).initiative as Colour;
  const [a, b] = seats as Colour[];
  const empty = (id: string) => !(game(table).outOfPlayClusters ?? []).includes(Number(id[0])) && table.world.objectsIn(zone(table, "system", id)).every((x) => !x.tags.some((t) => PIECES.includes(t)));
  const ids = table.find((o) => o.tags.includes("system") && /^\d\.\d$/.test(String(o.data.GMNotes))).map((o) => String(o.data.GMNotes)).filter((id) => empty(id)).sort();
  // Arrow planets ("c.1") and the rolled cluster 2's gate 2.0 (rollCrisesOnTwo: arrow, 2).
  const arrow = ids.filter((id) => id.endsWith(".1") && id !== "2.1");
  const other = ids.filter((id) => id.endsWith(".2"))[0];
  let seekers: FakeObject[] = [];
  let stay: FakeObject[] = [];
  let golems: { hearth: FakeObject; board: FakeObject; map: FakeObject; seeker: FakeObject };
  let city: FakeObject;
  let cityAt = "";

  test("staged: the Seeker Awake on one board, a Sleeping Golem on the other's; Golem Hearth in the Seeker's holder's play area with a Sleeping Golem on it; a Sleeping Golem on the map; ships on an arrow planet and a crescent one; one city against two", () => {
    table.clickUi(holder, "arcsEventNoSummit");
    const slot = (i: number) => zone(table, "court-slot", String(i));
    ["F509", "F517"].forEach((id, i) => {
      for (const o of table.world.objectsIn(slot(i + 2)).filter((x) => x.isCard)) table.world.move(o, { x: 80, y: 1, z: 80 + i });
      takeCard(table, id, { ...slot(i + 2).position, y: slot(i + 2).position.y + 0.3 });
    });
    const hearth = fateSetCardInto(table, "F503", a);
    const seeker = golemTo(table, a, "Seeker", 5, true);
    const board = golemTo(table, b, "Warrior", 5);
    const onCard = golemTo(table, a, "Protector", 4);
    table.world.move(onCard, { ...hearth.position, y: hearth.position.y + 0.5 });
    const map = golemTo(table, b, "Harvester", 4);
    table.world.move(map, { ...zone(table, "system", other).position, y: 2 });
    golems = { hearth: onCard, board, map, seeker };
    seekers = ships(table, a, arrow[0], 3, 1);
    stay = ships(table, a, other, 1);
    // a: exactly one city on the map; b: two.
    const place = (colour: string, n: number, at: string[]) => {
      const mine = citiesOnMap(table, colour);
      mine.slice(n).forEach((c, i) => table.world.move(c, { x: 90, y: 1, z: 90 + i + (colour === a ? 0 : 5) }));
      for (let i = mine.length; i < n; i++) table.world.move(boardCity(table, colour), { ...zone(table, "system", at[i]).position, y: 2 });
    };
    place(a, 1, [arrow[1]]);
    place(b, 2, [arrow[2], ids.filter((id) => id.endsWith(".3"))[0]]);
    table.settle();
    city = citiesOnMap(table, a)[0];
    cityAt = String(sysOf(table, city)!.data.GMNotes);
    expect(citiesOnMap(table, b)).toHaveLength(2);
    rollCrisesOnTwo(table, holder);
    table = reload(table, seats, host);
  });

  test("the press: Golem Hearth's flip first, then the Seeker's ships and Worship's city (no Blight hit to wait for); a load", () => {
    table.clickUi(holder, "arcsEventCrises");
    table.settle();
    expect(said(table, `Unstable Seeker: ${a} moves `) && said(table, " ships to gate 2.0")).toBe(true);
    expect(said(table, `${a} returns ${cityAt}`) && said(table, `${b} chooses`)).toBe(true);
    table = reload(table, seats, host);
    table.settle();
  });

  test("the Golems off the map are Awake (on the Hearth, on a board), the one on the map still Sleeping", () => {
    expect(awake(table, golems.hearth)).toBe(true);
    expect(awake(table, golems.board)).toBe(true);
    expect(awake(table, golems.seeker)).toBe(true);
    expect(awake(table, golems.map)).toBe(false);
  });

  test("the Seeker's holder's ships of the arrow planet lie in gate 2.0 (the damaged one still damaged); the crescent planet's stays", () => {
    for (const s of seekers) expect(String(sysOf(table, now(table, s))?.data.GMNotes)).toBe("2.0");
    expect(seekers.filter((s) => Math.abs(now(table, s).rotation.z - 90) < 1)).toHaveLength(1);
    expect(String(sysOf(table, now(table, stay[0]))?.data.GMNotes)).toBe(other);
  });

  test("Golem Worship: the one city is back on its board; the two are still on the map, their holder's to choose", () => {
    expect(sysOf(table, now(table, city))).toBeUndefined();
    expect(citiesOnMap(table, a)).toHaveLength(0);
    expect(citiesOnMap(table, b)).toHaveLength(2);
  });

  test("Golem Worship's choice: a 'Return to board' button on each of the chooser's cities (after the load too); a Rival's press is refused to them alone, nothing moved; the chooser's press returns that city to their board, the other stays, the buttons go", () => {
    const mine = citiesOnMap(table, b);
    for (const c of mine) expect(c.buttons.map((x) => String(x.label))).toEqual(["Return to board"]);
    table.clickButton(a, mine[0], "Return to board");
    table.settle();
    expect(table.messages.filter((m) => m.to === a).pop()?.text).toBe(`Golem Worship: ${b} chooses`);
    expect(table.messages.some((m) => m.to !== a && m.text === `Golem Worship: ${b} chooses`)).toBe(false);
    expect(citiesOnMap(table, b)).toHaveLength(2);
    table = reload(table, seats, host);
    table.settle();
    const again = citiesOnMap(table, b);
    expect(again.every((c) => c.buttons.some((x) => x.label === "Return to board"))).toBe(true);
    const chosen = again[1];
    table.clickButton(b, chosen, "Return to board");
    table.settle();
    expect(sysOf(table, now(table, chosen))).toBeUndefined();
    expect(citiesOnMap(table, b).map((c) => c.guid)).toEqual([again[0].guid]);
    expect(table.find((o) => o.tags.includes("city")).every((c) => c.buttons.length === 0)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});
