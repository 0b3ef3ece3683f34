/**
 * Importing a version 3 campaign record for Act III into a fresh table (BR pp.7, 9, 30), through the
 * TTS fake: only the "C" Fate sets out its objective marker (BR p.7 step G; "A" and "B" Fates have
 * grand ambitions, p.9), the lore a player kept lies in their play area and is theirs in the core,
 * and the Act's Court is dealt from the recorded campaign Court deck (the lore shuffled in at Act I
 * and never secured included).
 */
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignRecord } from "../../src/core/campaign/types";
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import { coreState, loadTable, seedLua, tableLog } from "../support/scenario";
import { zoneOf } from "../../tools/bench/courtScoringHandlers";

const SEATS = ["Red", "Blue", "Yellow"];
const HOST = "Red";

const RECORD: CampaignRecord = {
  version: 3, nextAct: "III", seats: ["Red", "Blue", "Yellow"], initiative: "Blue", policy: "peace",
  booklet: ["AID04", "AID03", "AID05"], rulesBooklet: { edicts: [["AID04", "AID03", "AID05"]], laws: [] },
  players: [
    { colour: "Red", fate: "FATE01", power: 6, title: "regent", favors: [], lore: ["L02"] },
    { colour: "Blue", fate: "FATE09", power: 3, title: "outlaw", favors: [], lore: [] },
    { colour: "Yellow", fate: "FATE17", power: 4, title: "regent", favors: [], lore: [] },
  ],
  courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id).filter((id) => id !== "CC07").concat(["L05"]),
};

describe("an Act III record on a fresh table (BR pp.7, 9, 30)", () => {
  const table = loadTable(SEATS, { host: HOST });
  seedLua(table, 4);
  table.notebookTabs.push({ title: "Arcs campaign record", body: JSON.stringify(RECORD), color: HOST });
  table.chat(HOST, "!arcs campaign import");
  table.settle();
  const s = coreState(table) as GameState;

  test("Act III starts; Red keeps its lore in the core and on the table (BR p.30)", () => {
    expect(s.campaign!.act).toBe("III");
    expect(s.players.map((p) => p.lore)).toEqual([["L02"], [], []]);
    const area = zoneOf(table, "play-area", "Red");
    expect(table.world.objectsIn(area).map((o) => o.data.GMNotes)).toContain("L02");
  });

  test("BR p.7 step B: the Court is dealt from the recorded Court deck, lore included, Lattice Spies (secured, not in it) absent", () => {
    const start = tableLog(table).commands.find((c) => c.type === "startAct") as Extract<Command, { type: "startAct" }>;
    expect([...start.courtDeck].sort()).toEqual([...RECORD.courtDeck!].sort());
    expect(s.court.row.concat(s.court.deck)).not.toContain("CC07");
    expect(s.court.row.concat(s.court.deck)).toContain("L05");
  });

  test("BR p.7 step G, p.9: only Yellow's \"C\" Fate sets out its objective marker, with its buttons; Red's and Blue's stay in the bag", () => {
    const markers = table.withTag("objective-marker").filter((o) => !o.isContainer);
    expect(markers.map((o) => o.tags.find((t) => t.startsWith("objective-") && t !== "objective-marker"))).toEqual(["objective-yellow"]);
    expect(markers[0].buttons.map((b) => String(b.label))).toEqual(expect.arrayContaining(["+", "-"]));
    expect(table.scriptErrors).toEqual([]);
  });
});
