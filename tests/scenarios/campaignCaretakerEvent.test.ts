/**
 * The Caretaker's extra Event card on the built save (issue 35; seed 003 F512A step 3 "Shuffle the
 * extra Event card (15) into the action deck"; src/core/campaign/fates/actionDeck.ts): an Act II
 * started by the table with the Caretaker in play sends F515 in the shuffled action deck, the card is
 * dealt from its Fate Set like the box's cards, and its holder plays it as an Event (BR p.12).
 */
import { TtsTable } from "../../tools/ttsFake/table";
import type { CampaignRecord } from "../../src/core/campaign/types";
import { cardPlace } from "../../src/core/game/cardPlace";
import { CARETAKER, CARETAKER_EVENT } from "../../src/core/campaign/fates/actionDeck";
import { tableLog } from "../support/scenario";
import { luaEval } from "../support/scenario";
import { recordImported } from "../support/fateTable";
import { dropCard, firstAction, game, lastTo, record, zone } from "../support/campaignEvents";

/** The random campaign's record with one player the Caretaker, kept into Act II (BR p.29 step F). */
function caretakerRecord(holder: number): CampaignRecord {
  const rec: CampaignRecord = JSON.parse(JSON.stringify(record));
  rec.players[holder].fate = CARETAKER;
  return rec;
}

/** A seed whose deal gives F515 to the second player of the first round, with an action card for the leader. */
function tableWithEventSecond(): { table: TtsTable; second: string } {
  for (let seed = 1; seed < 60; seed++) {
    for (let holder = 0; holder < 3; holder++) {
      const table = recordImported(caretakerRecord(holder), seed);
      const s = game(table);
      if (s.phase !== "play") continue;
      const place = cardPlace(s, CARETAKER_EVENT);
      const order = s.round!.order;
      if (place.kind === "hand" && place.player === order[1]) return { table, second: order[1] };
    }
  }
  throw new Error("no seed deals F515 to the second player");
}

describe("F512A step 3: the Caretaker's Event card (F515) in Act II's action deck, dealt and played from the table", () => {
  const { table, second } = tableWithEventSecond();
  const order = game(table).round!.order;

  test("the table's shuffled deck held F515 with the box's cards, and the card lies in the hand the core dealt it to", () => {
    const s = game(table);
    expect(s.actionCards).toContain(CARETAKER_EVENT);
    const start = tableLog(table).commands.find((c) => c.type === "startAct") as { actionDeck: string[] } | undefined;
    expect(start?.actionDeck).toContain(CARETAKER_EVENT);
    const card = table.find((o) => o.isCard && o.data.GMNotes === CARETAKER_EVENT);
    expect(card).toHaveLength(1);
    expect(table.world.handObjects(second)).toContain(card[0]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("played face up in its holder's follow slot after the lead, it is an Event (BR p.12)", () => {
    dropCard(table, order[0], firstAction(game(table), order[0]), zone(table, "lead-slot"));
    table.clickUi(order[0], "endTurnButton");
    table.settle();
    dropCard(table, second, CARETAKER_EVENT, zone(table, "follow-slot", second));
    const s = game(table);
    expect(s.round!.plays[1]).toMatchObject({ player: second, card: CARETAKER_EVENT, mode: "event" });
    expect(lastTo(table, second)).not.toMatch(/went back/);
    expect(table.scriptErrors).toEqual([]);
  });

  test("after a save and load the played Event is still in its holder's follow slot", () => {
    const seats = game(table).seats as string[];
    const again = new TtsTable(table.save(), { seats: seats.map((color) => ({ color, host: color === seats[0] })) });
    again.settle();
    const card = again.find((o) => o.isCard && o.data.GMNotes === CARETAKER_EVENT)[0];
    const slot = zone(again, "follow-slot", second);
    expect(slot.contains(card.position)).toBe(true);
    expect(again.scriptErrors).toEqual([]);
  });
});

/** Two Sleeping Golems out of their bag onto the table, Sleeping side up, as Act I left them on the map. */
function twoGolemsOut(table: TtsTable): void {
  luaEval(table, `
    local outer = getObjectsWithTag("fate-token-bag")[1]
    for _, o in ipairs(outer.getObjects()) do
      if o.gm_notes == "f5-sleeping-golem" then
        outer.takeObject({ guid = o.guid, position = Vector(0, 3, -20), smooth = false, callback_function = function(bag)
          bag.takeObject({ position = Vector(2, 2, -20), rotation = Vector(0, 180, 0), smooth = false })
          bag.takeObject({ position = Vector(4, 2, -20), rotation = Vector(0, 180, 0), smooth = false })
        end })
      end
    end`);
  table.settle();
}

describe("F512A step 4: the Caretaker's Act II setup flips every Sleeping Golem on the table to Awake", () => {
  const golems = (table: TtsTable) => table.find((o) => o.tags.includes("fate-token") && o.tags.includes("fate-set-5"));

  test("the two Golems lying Sleeping side up are Awake (flipped) once the Act has started, and the log says so", () => {
    const table = recordImported(caretakerRecord(1), 1, twoGolemsOut);
    expect(game(table).phase).toBe("play");
    expect(golems(table).map((g) => g.rotation.z)).toEqual([180, 180]);
    expect(table.messages.some((m) => /sets up the Caretaker \(F512A, BR p\.7\).*flips every Sleeping Golem to Awake/.test(m.text))).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });

  test("without the Caretaker the Golems stay Sleeping", () => {
    const table = recordImported(JSON.parse(JSON.stringify(record)), 1, twoGolemsOut);
    expect(golems(table).map((g) => g.rotation.z)).toEqual([0, 0]);
  });
});
