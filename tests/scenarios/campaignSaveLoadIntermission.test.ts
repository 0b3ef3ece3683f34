/**
 * The Intermission and the next Act survive a save/load after EVERY event, and every painter draws
 * from state after every command what a fresh full draw shows (issue 30 items 3 and 5;
 * tests/support/everyEvent.ts), on both paths into Act II (BR pp.7, 28-30): on the same table (steps
 * A-F with one objective completed and two failed, the Keeps, the next Act's dice and map read), and
 * from the exported record into a fresh table. Act I is set up from the host's panel and carried on
 * in the core (random legal commands) to its Intermission, as campaignIntermission.test.ts does.
 * Step B moves the campaign Court cards onto the deck: their slot buttons must go with them.
 */
import { openStartPlanets } from "../../src/core/campaign/actOneSetup";
import { continueRandomCampaign } from "../../src/core/campaign/driver";
import { isEventCard } from "../../src/core/campaign/fates/actionDeck";
import type { GameState } from "../../src/core/game/types";
import { TtsTable } from "../../tools/ttsFake/table";
import { loadTable, seedLua, tableLog } from "../support/scenario";
import type { Step } from "../support/everyEvent";
import { boardCity, campaignDie, fatesInHand, game, objectiveMarker, playTwice, systemCentre } from "../support/everyEvent";

const SEATS = ["Red", "Blue", "Yellow"];
const HOST = "Red";
const seatsOf = () => SEATS.map((color) => ({ color, host: color === HOST }));

/** Act I from the host's panel, then carried on in the core to its Intermission: the save of that table. */
function atIntermission(): TtsTable["save"] extends () => infer R ? R : never {
  const table = loadTable(SEATS, { host: HOST });
  seedLua(table, 7);
  table.queueRoll(campaignDie(table, "number"), "number-2");
  table.queueRoll(campaignDie(table, "event"), "edict-crescent");
  table.clickUi(HOST, "arcsCampaignNew");
  table.settle();
  for (const c of SEATS) table.clickButton(c, fatesInHand(table, c)[0], "Keep");
  table.settle();
  for (let i = 0; i < 6; i++) {
    const s = game(table);
    const due = s.campaign!.setup!.order[i];
    table.drop(due, boardCity(table, due), systemCentre(table, openStartPlanets(s)[0]));
    table.settle();
  }
  const run = continueRandomCampaign(game(table), 11, (s: GameState) => s.campaign?.stage === "intermission");
  if (run.problems.length > 0) throw new Error(run.problems.join("; "));
  const save = table.save();
  const log = { version: 1, commands: tableLog(table).commands.concat(run.commands) };
  save.LuaScriptState = JSON.stringify({ format: "arcs-tts", version: 3, state: { game: run.state, log, loads: 0, features: {} } });
  return save;
}

function ui(t: TtsTable, colour: string, id: string): void {
  t.clickUi(colour, id);
  t.settle();
}

/** The owner presses + or - until the objective marker shows `target` (BR p.8). */
function objectiveTo(t: TtsTable, colour: string, target: number): void {
  for (let k = 0; k < 12; k++) {
    const now = game(t).campaign!.players.find((p) => p.colour === colour)!.objective;
    if (now === target) return;
    t.clickButton(colour, objectiveMarker(t, colour), now === undefined || now < target ? "+" : "-");
    t.settle();
  }
}

function keep(t: TtsTable, colour: string, k: number): void {
  const cards = fatesInHand(t, colour).sort((x, y) => String(x.data.GMNotes).localeCompare(String(y.data.GMNotes)));
  t.clickButton(colour, cards[k], "Keep");
  t.settle();
}

const sameTable: Step[] = [
  // A (BR p.28): Red completes its objective (F: its Fate and 1 draw), Blue and Yellow fail (F: 2 draws).
  ["Red's objective to 0", (t) => objectiveTo(t, "Red", 0)],
  ["Blue's objective to 2", (t) => objectiveTo(t, "Blue", 2)],
  ["Yellow's objective to 1", (t) => objectiveTo(t, "Yellow", 1)],
  ["Blue presses the Intermission button (refused)", (t) => t.forgeUiClick("Blue", "arcsIntermNext")],
  ["A. Resolve Fates", (t) => ui(t, HOST, "arcsIntermNext")],
  ["B. Clear the Court", (t) => ui(t, HOST, "arcsIntermNext")],
  ["C. Return pieces", (t) => ui(t, HOST, "arcsIntermNext")],
  ["D. Repair and destroy (the map read)", (t) => ui(t, HOST, "arcsIntermNext")],
  ["E. The initiative and Power", (t) => ui(t, HOST, "arcsIntermNext")],
  ["F. The Fates drawn into the hands", (t) => ui(t, HOST, "arcsIntermNext")],
  ["Yellow presses Keep on Red's card (refused)", (t) => {
    t.clickButton("Yellow", fatesInHand(t, "Red")[0], "Keep");
    t.settle();
  }],
  ["Red keeps a Fate", (t) => keep(t, "Red", 0)],
  ["Blue keeps a Fate", (t) => keep(t, "Blue", 1)],
  ["Yellow keeps a Fate (the Fates revealed)", (t) => keep(t, "Yellow", 0)],
  ["Act II set up on this table (the event die rolled, the map read)", (t) => {
    t.queueRoll(campaignDie(t, "event"), "crisis-arrow");
    ui(t, HOST, "arcsIntermNext");
  }],
];

/** After Act II's start: the first player leads an action card. */
function leadStep(): Step {
  return ["the first player leads", (t) => {
    const r = game(t).round!;
    const who = r.order[r.turn];
    const id = game(t).players.find((p) => p.colour === who)!.hand.find((x) => !isEventCard(x))!;
    const card = t.find((o) => o.isCard && o.data.GMNotes === id)[0];
    const slot = t.find((o) => o.isZone && o.tags.includes("lead-slot"))[0];
    card.rotation = { x: 0, y: 180, z: 0 };
    t.drop(who, card, { ...slot.position, y: slot.position.y + 0.5 });
    t.settle();
  }];
}

describe("save and load after every event: the Intermission into Act II", () => {
  const save = atIntermission();
  let record = "";

  test("on the same table: steps A-F, the Keeps and Act II's setup play the same with a reload after each event", () => {
    const steps = sameTable.concat([leadStep()]);
    // The record is taken at the Intermission's end (BR p.30), before Act II is set up.
    steps.splice(steps.length - 2, 0, ["the host exports the record", (t) => {
      ui(t, HOST, "arcsIntermExport");
      record = t.notebookTabs[t.notebookTabs.length - 1].body;
    }]);
    const { a, b } = playTwice(new TtsTable(save, { seats: seatsOf() }), new TtsTable(save, { seats: seatsOf() }), steps, SEATS, HOST);
    for (const t of [a, b]) {
      const s = game(t);
      expect(s.campaign!.act).toBe("II");
      expect(s.phase).toBe("play");
      expect(s.round!.plays).toHaveLength(1);
      expect(tableLog(t).commands.filter((c) => c.type === "intermission").map((c) => (c as { step: string }).step)).toEqual(["A", "B", "C", "D", "E"]);
      expect(t.scriptErrors).toEqual([]);
    }
  });

  test("from the record, on a fresh table: the import and the first play the same with a reload after each event", () => {
    if (record === "") throw new Error("the same-table test exports the record this one imports: it did not get that far");
    expect(JSON.parse(record).nextAct).toBe("II");
    const steps: Step[] = [
      ["Blue tries to import (refused)", (t) => {
        t.notebookTabs.push({ title: "Arcs campaign record", body: record, color: HOST });
        t.chat("Blue", "!arcs campaign import");
      }],
      ["the host imports the record", (t) => {
        t.notebookTabs.push({ title: "Arcs campaign record", body: record, color: HOST });
        t.chat(HOST, "!arcs campaign import");
        t.settle();
      }],
      leadStep(),
    ];
    const { a, b } = playTwice(loadTable(SEATS, { host: HOST }), loadTable(SEATS, { host: HOST }), steps, SEATS, HOST, 300);
    for (const t of [a, b]) {
      expect(game(t).campaign!.act).toBe("II");
      expect(tableLog(t).commands.map((c) => c.type)).toEqual(["startAct", "shuffleDiscard", "lead"]);
      expect(t.scriptErrors).toEqual([]);
    }
  });
});
