/**
 * The "B" and "C" Fates' setups on the built save (issue 35 item 2; BR p.7 step F "Each player sets
 * up using the Setup side of their objective card"): when an Act II or III starts, the core does
 * each setup (src/core/campaign/fates/laterSetups.ts) and the table follows through the same path
 * as Act I's: the cards a setup gains lie face up in its holder's play area, out of the Fate Set, a
 * card given to the player on the right in theirs, the setup's booklet cards in the rules booklet,
 * and a card put on top of the Court deck in the Court deck, also after a save and load.
 */
import { TtsTable } from "../../tools/ttsFake/table";
import type { GameState } from "../../src/core/game/types";
import type { CampaignRecord } from "../../src/core/campaign/types";
import { coreState, loadTable, seedLua } from "../support/scenario";
import { campaign, inArea, inSlot, loose, tokenSystems, nextActRecord } from "../support/fateTable";
import { dropCard, firstAction, zone } from "../support/campaignEvents";

const SEATS = ["Red", "Blue", "Yellow"];
const HOST = "Red";

const record = (nextAct: "II" | "III", fates: string[]): CampaignRecord => nextActRecord(nextAct, fates, SEATS);

function imported(rec: CampaignRecord): TtsTable {
  const table = loadTable(SEATS, { host: HOST });
  seedLua(table, 4);
  table.notebookTabs.push({ title: "Arcs campaign record", body: JSON.stringify(rec), color: HOST });
  table.chat(HOST, "!arcs campaign import");
  table.settle();
  return table;
}

describe("BR p.7 step F: Act II's 'B' setups on an imported record (F901A, F1401A, F1601A)", () => {
  const table = imported(record("II", ["FATE09", "FATE14", "FATE16"]));

  test("each gained card lies face up in its holder's play area, out of its Fate Set; Clues to the Portal (F903) in Yellow's, the player to the Pathfinder's right", () => {
    expect(campaign(table).act).toBe("II");
    const done = campaign(table).actSetups ?? [];
    expect(done.map((f) => `${f.player} ${f.card}`)).toEqual(["Red F901A", "Blue F1401A", "Yellow F1601A"]);
    for (const f of done) {
      for (const id of f.gain) {
        const card = loose(table, id);
        expect({ id, player: f.player, inArea: inArea(table, card, f.player), faceUp: card?.rotation.z }).toEqual({ id, player: f.player, inArea: true, faceUp: 0 });
      }
    }
    const clues = loose(table, "F903");
    expect({ inYellow: inArea(table, clues, "Yellow"), inRed: inArea(table, clues, "Red"), faceUp: clues?.rotation.z }).toEqual({ inYellow: true, inRed: false, faceUp: 0 });
    const said = table.messages.map((m) => m.text).join("\n");
    expect(said).toContain("Red sets up the Pathfinder (F901A, BR p.7): gains Uncovering Clues (F902); gives Clues to the Portal (F903) to Yellow, the player to the right");
    expect(said).toContain("Blue sets up the Pacifist (F1401A, BR p.7): gains Witnesses (F1402) and Well of Empathy (F1403); places 1 Witness, spyglass side up, at each Weapon planet: 1.1, 2.2, 3.3, 5.1");
    expect(table.scriptErrors).toEqual([]);
  });

  test("F1401A step 3: a Witness, face up, in the zone of each Weapon planet the core named; no token anywhere else", () => {
    const done = (campaign(table).actSetups ?? []).find((f) => f.card === "F1401A");
    expect(done?.witnesses).toEqual(["1.1", "2.2", "3.3", "5.1"]);
    expect(tokenSystems(table, 14)).toEqual(["1.1", "2.2", "3.3", "5.1"]);
    for (const t of table.find((o) => o.tags.includes("fate-token") && o.tags.includes("fate-set-14"))) expect(t.rotation.z).toBe(0);
    expect(table.find((o) => o.tags.includes("fate-token") && !o.tags.includes("fate-set-14"))).toEqual([]);
  });

  test("F1601A step 4: Seats & Fiefs and Feudal Law lie in the rules booklet's Laws & Summit slots, face up, with their Scrap buttons", () => {
    expect(campaign(table).rulesBooklet?.laws).toEqual([["F1609"], ["F1610"]]);
    for (const [id, n] of [["F1609", 1], ["F1610", 2]] as const) {
      const card = loose(table, id);
      expect({ id, inSlot: inSlot(table, card, "laws", n), faceUp: card?.rotation.z, buttons: card?.buttons.map((b) => b.label) }).toEqual({ id, inSlot: true, faceUp: 0, buttons: ["Scrap"] });
    }
  });

  test("after a save and load the gained and given cards are where they were", () => {
    const again = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === HOST })) });
    again.settle();
    expect(inArea(again, loose(again, "F902"), "Red")).toBe(true);
    expect(inArea(again, loose(again, "F903"), "Yellow")).toBe(true);
    expect(inArea(again, loose(again, "F1602"), "Yellow")).toBe(true);
    expect(again.scriptErrors).toEqual([]);
  });
});

describe("BR p.7 step F: Act III's 'C' setups on an imported record (F1901A, F2201A) and a 'B' Fate's Act III setup (F907A)", () => {
  const table = imported(record("III", ["FATE19", "FATE22", "FATE09"]));

  test("Relic Fence, Passage Storms and Seek the Portal are on top of the core's Court deck and lie face down on the table's, out of their Fate Sets", () => {
    expect((coreState(table) as GameState).court.deck.slice(0, 3)).toEqual(["F909", "F2206", "F1904"]);
    const court = table.find((o) => o.data.GMNotes === "campaign-court")[0];
    for (const id of ["F909", "F2206", "F1904"]) {
      const card = loose(table, id);
      const onCourt = card !== undefined && Math.abs(card.position.x - court.position.x) < 1.2 && Math.abs(card.position.z - court.position.z) < 1.6 && card.position.y > court.position.y;
      expect({ id, onCourt, faceDown: card?.rotation.z }).toEqual({ id, onCourt: true, faceDown: 180 });
    }
    expect(table.scriptErrors).toEqual([]);
  });

  test("F1901A step 4, F2201A step 6: Rebuke of the Keepers in the Edicts' second slot, Passages & The Twisted Passage in the Laws; the gained cards in their holders' areas", () => {
    expect(inSlot(table, loose(table, "F1903"), "edicts", 2)).toBe(true);
    expect(inSlot(table, loose(table, "F2205"), "laws", 1)).toBe(true);
    expect(inArea(table, loose(table, "F1902"), "Red")).toBe(true);
    expect(inArea(table, loose(table, "F2202"), "Blue")).toBe(true);
    expect(inArea(table, loose(table, "F2203"), "Blue")).toBe(true);
    expect(inArea(table, loose(table, "F908"), "Yellow")).toBe(true);
  });
});

describe("F1208A step 1 (BR p.7 steps B, F): the Pirate's Rumors Spread shuffled into the Court deck after the deal", () => {
  const table = imported(record("III", ["FATE12", "FATE20", "FATE24"]));

  test("the table's startAct deck holds both past the dealt cards; the core keeps them in its deck and the table lays them face down on its Court deck", () => {
    const s = coreState(table) as GameState;
    expect(s.court.row.filter((id) => id === "F1209" || id === "F1210")).toEqual([]);
    expect(s.court.deck).toEqual(expect.arrayContaining(["F1209", "F1210"]));
    const court = table.find((o) => o.data.GMNotes === "campaign-court")[0];
    for (const id of ["F1209", "F1210"]) {
      const card = loose(table, id);
      const onCourt = card !== undefined && Math.abs(card.position.x - court.position.x) < 1.2 && Math.abs(card.position.z - court.position.z) < 1.6;
      expect({ id, onCourt, faceDown: card?.rotation.z }).toEqual({ id, onCourt: true, faceDown: 180 });
    }
    expect(table.messages.map((m) => m.text).join("\n")).toContain("Red sets up the Pirate (F1208A, BR p.7): adds Rumors of the Haven (F1211) and Sharing Rumors (F1212) to the rules booklet: explain them to everyone; shuffles Rumors Spread (F1209) and Rumors Spread (F1210) into the Court deck");
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("BR p.7 step F, p.29 step F: kept 'A' Fates' Act II setups on an imported record (F212A, F712A, F112A)", () => {
  const table = imported(record("II", ["FATE02", "FATE07", "FATE01"]));

  test("F212A: Founder of the Commonwealth in Red's play area and a Member of the Commonwealth title in each player's, out of the Fate Set; its Laws and edict in the booklet", () => {
    expect(campaign(table).actSetups?.map((f) => `${f.player} ${f.card}`)).toEqual(["Red F212A", "Blue F712A", "Yellow F112A"]);
    expect(inArea(table, loose(table, "F213"), "Red")).toBe(true);
    for (const [id, colour] of [["F218", "Red"], ["F219", "Blue"], ["F220", "Yellow"]]) {
      const card = loose(table, id);
      expect({ id, inArea: inArea(table, card, colour), faceUp: card?.rotation.z }).toEqual({ id, inArea: true, faceUp: 0 });
    }
    expect(campaign(table).rulesBooklet).toEqual({ edicts: [["AID04", "AID03", "AID05"], ["F215"], ["F113"]], laws: [["F214"], ["F222"]] });
    expect(inSlot(table, loose(table, "F215"), "edicts", 2)).toBe(true);
    expect(inSlot(table, loose(table, "F113"), "edicts", 3)).toBe(true);
    expect(inSlot(table, loose(table, "F222"), "laws", 2)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });

  test("F712A: Command Chaos shuffled into the core's Court deck past the deal, face down on the table's", () => {
    const s = coreState(table) as GameState;
    expect(s.court.row.indexOf("F713")).toBe(-1);
    expect(s.court.deck).toContain("F713");
    const court = table.find((o) => o.data.GMNotes === "campaign-court")[0];
    const card = loose(table, "F713");
    const onCourt = card !== undefined && Math.abs(card.position.x - court.position.x) < 1.2 && Math.abs(card.position.z - court.position.z) < 1.6;
    expect({ onCourt, faceDown: card?.rotation.z }).toEqual({ onCourt: true, faceDown: 180 });
    expect(table.messages.map((m) => m.text).join("\n")).toContain("Blue sets up the Admiral (F712A, BR p.7): shuffles Command Chaos (F713) into the Court deck; then flips it to its objective");
  });
});

describe("F122A step 3 on an imported record: the Govern cards scrapped, Govern with Authority in their slot", () => {
  const table = imported(record("III", ["FATE01", "FATE09", "FATE22"]));

  test("the 3 Govern the Imperial Reach cards lie face down on the Scrapped spot, the 3 Govern with Authority cards in the Edicts' first slot, Imperial Sponsor in the second", () => {
    expect(campaign(table).rulesBooklet?.edicts).toEqual([["F126", "F124", "F125"], ["F123"]]);
    const scrap = table.find((z) => z.isZone && z.tags.includes("rules-booklet-scrap"))[0];
    for (const id of ["AID03", "AID04", "AID05"]) {
      const card = table.find((o) => o.isCard && o.data.GMNotes === id)[0];
      expect({ id, scrapped: card !== undefined && scrap.contains(card.position), faceDown: card?.rotation.z }).toEqual({ id, scrapped: true, faceDown: 180 });
    }
    for (const id of ["F124", "F125", "F126"]) expect({ id, inSlot: inSlot(table, loose(table, id), "edicts", 1) }).toEqual({ id, inSlot: true });
    expect(inSlot(table, loose(table, "F123"), "edicts", 2)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("F122A step 4 'The First Regent chooses which Govern with Authority card to place on top of the stack' (BR p.20: the card on top is the Policy in force)", () => {
  const rec = record("III", ["FATE01", "FATE09", "FATE22"]);
  rec.firstRegent = "Blue";
  let table = imported(rec);
  const tops = (t: TtsTable) => ["F124", "F125", "F126"].filter((id) => loose(t, id).buttons.some((b) => b.label === "On top (F122A)"));
  const policy = (t: TtsTable) => (coreState(t) as GameState).campaign!.policy;

  test("the cards not on top carry On top (F122A); Red's press is refused to Red alone (only Blue, the First Regent), nothing changes", () => {
    expect(policy(table)).toBe("peace");
    expect(tops(table)).toEqual(["F124", "F125"]);
    const before = JSON.stringify(coreState(table));
    table.messages.length = 0;
    table.clickButton("Red", loose(table, "F124"), "On top (F122A)");
    table.settle();
    expect(table.messages.map((m) => [m.to, m.text])).toEqual([["Red", "Steward Act III Setup (F122A): only the First Regent (Blue) chooses the card on top"]]);
    expect(JSON.stringify(coreState(table))).toBe(before);
    expect(table.scriptErrors).toEqual([]);
  });

  test("Blue's press on Govern with Authority (F124): the Policy of war, F124 laid on top of its slot, the buttons on the other two; again after a save and load", () => {
    table.clickButton("Blue", loose(table, "F124"), "On top (F122A)");
    table.settle();
    expect(policy(table)).toBe("war");
    expect(table.messages.map((m) => m.text)).toContain("Blue, the First Regent, places Govern with Authority (F124) on top: the Policy of war (F122A step 4, BR p.20)");
    const y = (id: string) => loose(table, id).position.y;
    expect(y("F124")).toBeGreaterThan(Math.max(y("F125"), y("F126")));
    for (const id of ["F124", "F125", "F126"]) expect({ id, inSlot: inSlot(table, loose(table, id), "edicts", 1) }).toEqual({ id, inSlot: true });
    expect(tops(table)).toEqual(["F125", "F126"]);
    table = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === HOST })) });
    table.settle();
    expect(tops(table)).toEqual(["F125", "F126"]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("the Act's first card closes the choice: the buttons go at once; a stale press is refused to Blue alone, the Policy stays war", () => {
    const s = coreState(table) as GameState;
    const lead = s.round!.order[0];
    dropCard(table, lead, firstAction(s, lead), zone(table, "lead-slot"));
    expect((coreState(table) as GameState).round?.plays.length).toBe(1);
    expect(tops(table)).toEqual([]);
    table.messages.length = 0;
    table.callScript("-1", "arcsAuthorityTop", loose(table, "F125"), "Blue");
    table.settle();
    expect(table.messages.map((m) => [m.to, m.text])).toEqual([["Blue", "Steward Act III Setup (F122A): only at the Act's setup, before its first card"]]);
    expect(policy(table)).toBe("war");
    expect(table.scriptErrors).toEqual([]);
  });
});
