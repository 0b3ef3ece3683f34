/**
 * Golems Sate Their Appetite (issue 35; seed 003 F521, the Caretaker's Edict) at the table, on the
 * BUILT save's Global in the TTS fake: "First, Consume Sentience. In turn order, each player must scrap
 * 1 Guild card for each Awake Golem they have, ignoring the limits of protected Guild cards. (In other
 * words, you can scrap protected Guild cards too!) If they have no Guild cards, scrap the leftmost
 * Guild card in the Court that has any agents, and scrap those agents. Then, Golems Awaken. Flip all
 * Sleeping Golems to Awake." (BR p.20 Edicts; p.27 protected Guild cards.) The First Regent's Edict
 * done sends the boards and the Awake Golems (src/tts/campaign/eventPhase/edictClicks.ts); the core
 * (core/campaign/fates/edictChoices.ts consumeSentience) names the choosers; each chooser's Guild cards
 * are their buttons alone (edictMoves.ts edictPicks), the card chosen goes to the Scrapped spot, the
 * Court's card with its agents at once (eventPhase.ts); the chain survives a save and load; once it
 * is over every Golem lies Awake.
 */
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { SaveFile } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { agentBag, edictsSent, press, reloaded, toAll, toOne } from "../support/edictTable";
import { coreState } from "../support/scenario";
import { takeCard } from "../support/faithfulTable";
import { golemTo } from "../support/fateTable";
import { edictDue } from "../core/campaign/edictFixtures";

const game = (table: TtsTable): GameState => coreState(table)!;
const camp = (table: TtsTable) => game(table).campaign as CampaignState;
const cardsIn = (table: TtsTable, colour: string) => table.world.objectsIn(zoneOf(table, "play-area", colour)).filter((o) => o.isCard).map((o) => String(o.data.GMNotes)).sort();
const picks = (table: TtsTable) => [1, 2, 3, 4].map((i) => (table.ui().isShown(`arcsEventPick${i}`) ? table.ui().text(`arcsEventPick${i}`) : undefined));
const scrapped = (table: TtsTable) => table.world.objectsIn(zoneOf(table, "rules-booklet-scrap")).map((o) => String(o.data.GMNotes ?? o.tags.join(",")));
const awake = (table: TtsTable, o: FakeObject) => Math.abs(table.find((x) => x.guid === o.guid)[0].rotation.z - 180) < 1;

describe("seed 003 F521 Golems Sate Their Appetite at the table (BR p.20, p.27)", () => {
  test("Red, 2 Awake Golems, scraps Parade Fleets (protected) and Mining Interest by their own buttons across a load; Blue, 1 Awake and no Guild card, loses the Court's leftmost Guild card with agents; then every Golem is Awake", () => {
    let table = loadWithGame(builtSave().save as unknown as SaveFile, edictDue("F521"), "Red");
    const lay = (id: string, colour: string, dx: number) => {
      const z = zoneOf(table, "play-area", colour);
      takeCard(table, id, { x: z.position.x + dx, y: z.position.y + 0.3, z: z.position.z });
    };
    lay("F202", "Red", -3);
    lay("BC02", "Red", 0);
    lay("BC03", "Red", 3);
    lay("BC16", "Yellow", 0);
    const golems = [golemTo(table, "Red", "Warrior", 5, true), golemTo(table, "Red", "Harvester", 4, true), golemTo(table, "Blue", "Seeker", 3, true), golemTo(table, "Yellow", "Protector", 2)];
    // Shipping Interest, with a Yellow agent, the Court's only Guild card with agents.
    const slot = 2;
    const guild = takeCard(table, "BC09", { ...zoneOf(table, "court-slot", "2").position, y: 1.5 });
    expect(table.world.objectsIn(zoneOf(table, "court-slot", "2")).map((o) => String(o.data.GMNotes))).toEqual(["BC09"]);
    const agent = table.playerTake(agentBag(table, "Yellow"), { position: { ...zoneOf(table, "court-slot", String(slot)).position, y: 2 } })!;
    table.settle();
    table = reloaded(table);

    // Blue, the First Regent, closes the first step: the boards and the Awake Golems read.
    press(table, "Yellow", "arcsEventEdictDone", true);
    expect(toOne(table, "Yellow")).toContain("only Blue may close this edict now");
    expect(edictsSent(table)).toEqual([]);
    press(table, "Blue", "arcsEventEdictDone");
    const sent = edictsSent(table).pop()!;
    expect(sent.awake).toEqual({ Red: 2, Blue: 1, Yellow: 0 });
    expect(toAll(table)).toContain(`edict F521: Red, Red must scrap; ${guild.data.GMNotes} leaves Court slot ${slot}: scrapped; its agents are scrapped with it`);
    expect(camp(table).edictStep).toEqual(["Red", "Red"]);
    expect(scrapped(table)).toContain(String(guild.data.GMNotes));
    expect(table.world.objectsIn(zoneOf(table, "rules-booklet-scrap"))).toContain(table.find((o) => o.guid === agent.guid)[0]);
    expect(golems.some((g) => !awake(table, g))).toBe(true);

    // Red's buttons, Red's alone, name Red's Guild cards, the protected one too; across a load.
    table = reloaded(table);
    expect(table.ui().visibleTo("arcsEventPicks", "Red", false)).toBe(true);
    expect(table.ui().visibleTo("arcsEventPicks", "Blue", false)).toBe(false);
    expect(picks(table).filter((x) => x !== undefined)).toHaveLength(3);
    const k = picks(table).findIndex((x) => x !== undefined && x.indexOf("Parade Fleets") >= 0) + 1;
    const before = JSON.stringify(game(table));
    press(table, "Yellow", `arcsEventPick${k}`, true);
    expect(toOne(table, "Yellow")).toContain("only Red may close this edict now");
    expect(toAll(table)).toBe("");
    expect(JSON.stringify(game(table))).toBe(before);
    press(table, "Red", `arcsEventPick${k}`);
    expect(toAll(table)).toContain("edict F521: Red scraps F202");
    expect(cardsIn(table, "Red")).toEqual(["BC02", "BC03"]);
    expect(scrapped(table)).toContain("F202");
    expect(golems.some((g) => !awake(table, g))).toBe(true);

    table = reloaded(table);
    expect(picks(table).filter((x) => x !== undefined)).toHaveLength(2);
    const m = picks(table).findIndex((x) => x !== undefined && x.indexOf("BC02") >= 0) + 1;
    press(table, "Red", `arcsEventPick${m}`);
    expect(toAll(table)).toContain("edict F521 resolved: Red scraps BC02");
    expect(cardsIn(table, "Red")).toEqual(["BC03"]);
    expect(cardsIn(table, "Yellow")).toEqual(["BC16"]);
    expect(camp(table).edictQueue).toBeUndefined();
    for (const g of golems) expect(awake(table, g)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });

  test("a chooser with 8 Guild cards sees all 8, the last 2 on the panel's second row, theirs alone; the 8th chosen is the one scrapped", () => {
    let table = loadWithGame(builtSave().save as unknown as SaveFile, edictDue("F521"), "Red");
    const z = zoneOf(table, "play-area", "Red");
    const ids = ["BC02", "BC03", "BC04", "BC05", "BC06", "BC08", "BC09", "BC10"];
    // Two rows of 4 within the play area.
    ids.forEach((id, i) => takeCard(table, id, { x: z.position.x + ((i % 4) - 1.5) * (z.scale.x / 5), y: z.position.y + 0.3, z: z.position.z + (Math.floor(i / 4) - 0.5) * (z.scale.z / 3) }));
    golemTo(table, "Red", "Warrior", 5, true);
    table.settle();
    table = reloaded(table);
    press(table, "Blue", "arcsEventEdictDone");
    expect(camp(table).edictStep).toEqual(["Red"]);
    table = reloaded(table);
    const shown = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => (table.ui().isShown(`arcsEventPick${i}`) ? table.ui().text(`arcsEventPick${i}`) : undefined));
    expect(shown.filter((x) => x !== undefined)).toHaveLength(8);
    expect(table.ui().visibleTo("arcsEventPicks2", "Red", false)).toBe(true);
    expect(table.ui().visibleTo("arcsEventPicks2", "Blue", false)).toBe(false);
    const last = String(shown[7]);
    press(table, "Red", "arcsEventPick8");
    expect(toAll(table)).toContain("edict F521 resolved: Red scraps");
    const gone = ids.filter((id) => cardsIn(table, "Red").indexOf(id) < 0);
    expect(gone).toHaveLength(1);
    expect(scrapped(table)).toContain(gone[0]);
    expect(last).toContain(gone[0]);
    expect(table.scriptErrors).toEqual([]);
  });
});
