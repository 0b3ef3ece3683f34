/**
 * The Act I Fates' setups on the built save (issue 35 item 2; BR p.6 step C "Each player sets up
 * based on the Setup side of their objective card"): when the kept Fates are revealed, the core does
 * each setup (src/core/campaign/fates/setups.ts) and the table follows: the cards a setup gains lie
 * face up in its holder's play area, out of the Fate Set, and a setup's edict lies in the rules
 * booklet with its Scrap button, also after a save and load.
 */
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadTable, seedLua } from "../support/scenario";
import { campaign, inArea, inSlot, loose, tokenSystems } from "../support/fateTable";

const SEATS = ["Red", "Blue", "Yellow"];

function die(table: TtsTable, kind: string): FakeObject {
  return table.withTag("campaign-die").find((o) => o.data.GMNotes === kind)!;
}

/** Act I with seed 5: Red is dealt the Admiral (FATE07), Yellow the Steward (FATE01) (campaignFirstRegent.test.ts). */
function revealed(): TtsTable {
  const table = loadTable(SEATS, { host: "Red" });
  seedLua(table, 5);
  table.queueRoll(die(table, "number"), "number-2");
  table.queueRoll(die(table, "event"), "edict-crescent");
  table.clickUi("Red", "arcsCampaignNew");
  table.settle();
  const blue = table.world.handObjects("Blue").filter((o) => o.tags.includes("fate-card"))[0].data.GMNotes;
  const kept: Record<string, string> = { Red: "FATE07", Blue: blue ?? "", Yellow: "FATE01" };
  for (const c of SEATS) table.clickButton(c, table.find((o) => o.data.GMNotes === kept[c])[0], "Keep");
  table.settle();
  return table;
}

/** Act I with the first seed that deals the Caretaker (FATE05) to someone, who keeps it; the others keep their first Fate. */
function caretakerRevealed(): { table: TtsTable; caretaker: string } {
  for (let seed = 1; seed < 40; seed++) {
    const table = loadTable(SEATS, { host: "Red" });
    seedLua(table, seed);
    table.queueRoll(die(table, "number"), "number-2");
    table.queueRoll(die(table, "event"), "edict-crescent");
    table.clickUi("Red", "arcsCampaignNew");
    table.settle();
    const hands = SEATS.map((c) => table.world.handObjects(c).filter((o) => o.tags.includes("fate-card")).map((o) => o.data.GMNotes ?? ""));
    const at = hands.findIndex((h) => h.includes("FATE05"));
    if (at < 0) continue;
    SEATS.forEach((c, i) => table.clickButton(c, table.find((o) => o.data.GMNotes === (i === at ? "FATE05" : hands[i][0]))[0], "Keep"));
    table.settle();
    return { table, caretaker: SEATS[at] };
  }
  throw new Error("no seed deals the Caretaker");
}

describe("F501A step 2: the Caretaker's Sleeping Golems laid by the table at the gates the core named", () => {
  const { table, caretaker } = caretakerRevealed();

  test("one Sleeping Golem, Sleeping side up, in the zone of each gate of the clusters without Imperial ships; the rest stay in their bag", () => {
    const done = (campaign(table).setup?.fateSetups ?? []).find((f) => f.player === caretaker);
    expect(done?.card).toBe("F501A");
    const gates = (done?.golems ?? []).slice().sort();
    expect(gates.length).toBeGreaterThan(0);
    expect(tokenSystems(table, 5)).toEqual(gates);
    for (const t of table.find((o) => o.tags.includes("fate-token") && o.tags.includes("fate-set-5"))) expect(t.rotation.z).toBe(0);
    const bag = table.find((o) => o.tags.includes("fate-token-supply") && o.data.GMNotes === "f5-sleeping-golem")[0];
    expect(bag.contents).toHaveLength(4 - gates.length);
    expect(table.scriptErrors).toEqual([]);
  });

  test("'Shuffle the 4 Sleeping Golem tokens': each gate takes a different Golem (its memo: F506's Warrior, Protector, Seeker, Harvester), drawn from the shuffled bag, not in the save's order; each lies Sleeping side up, its name on no tooltip", () => {
    const done = (campaign(table).setup?.fateSetups ?? []).find((f) => f.player === caretaker);
    const golems = table.find((o) => o.tags.includes("fate-token") && o.tags.includes("fate-set-5"));
    const at = (sys: string) => golems.find((g) => table.world.zonesContaining(g).some((z) => z.tags.includes("system") && z.data.GMNotes === sys))!;
    const laid = (done?.golems ?? []).map((sys) => String(at(sys).data.Memo));
    const bag = table.find((o) => o.tags.includes("fate-token-supply") && o.data.GMNotes === "f5-sleeping-golem")[0];
    const order = laid.concat(bag.contents.map((o) => String(o.Memo)));
    expect([...order].sort()).toEqual(["Harvester", "Protector", "Seeker", "Warrior"]);
    expect(order).not.toEqual(["Warrior", "Protector", "Seeker", "Harvester"]);
    for (const g of golems) expect([g.name, g.data.Nickname, g.data.GMNotes, g.rotation.z]).toEqual(["Custom_Tile", "Sleeping Golem", "Sleeping Golem", 0]);
  });

  test("after a save and load the Golems lie where they were and no more are laid", () => {
    const again = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
    again.settle();
    const done = (campaign(again).setup?.fateSetups ?? []).find((f) => f.player === caretaker);
    expect(tokenSystems(again, 5)).toEqual((done?.golems ?? []).slice().sort());
    // Each keeps its name (memo) through the save.
    const memos = (t: TtsTable) => t.find((o) => o.tags.includes("fate-token") && o.tags.includes("fate-set-5")).map((o) => `${o.guid} ${String(o.data.Memo)}`).sort();
    expect(memos(again)).toEqual(memos(table));
    expect(again.scriptErrors).toEqual([]);
  });
});

describe("BR p.6 step C: the Act I setups done when the Fates are revealed", () => {
  const table = revealed();

  test("F101A, F701A: each gained card lies face up in its holder's play area, out of the Fate Set; every player's setup is announced", () => {
    const done = campaign(table).setup?.fateSetups ?? [];
    expect(done.map((f) => `${f.player} ${f.card}`)).toEqual(expect.arrayContaining(["Red F701A", "Yellow F101A"]));
    expect(done).toHaveLength(3);
    for (const f of done) {
      for (const id of f.gain) {
        const card = loose(table, id);
        expect({ id, player: f.player, inArea: inArea(table, card, f.player), faceUp: card?.rotation.z }).toEqual({ id, player: f.player, inArea: true, faceUp: 0 });
      }
    }
    expect(done.find((f) => f.player === "Yellow")?.gain).toEqual(["F102", "F103"]);
    const said = table.messages.map((m) => m.text).join("\n");
    expect(said).toContain("Yellow sets up the Steward (F101A, BR p.6): gains Imperial Authority (F102) and Dealmakers (F103); gains the First Regent tile");
    expect(said).toContain("Red sets up the Admiral (F701A, BR p.6): gains Imperial Officers (F702); adds Use Imperial Foundries (F703) to the rules booklet");
    expect(table.scriptErrors).toEqual([]);
  });

  test("F701A step 2: Use Imperial Foundries lies in the rules booklet's second Edicts slot, face up, with its Scrap button", () => {
    expect(campaign(table).rulesBooklet?.edicts[1]).toEqual(["F703"]);
    const edict = loose(table, "F703");
    expect({ inSlot: inSlot(table, edict, "edicts", 2), faceUp: edict?.rotation.z, buttons: edict?.buttons.map((b) => b.label) }).toEqual({ inSlot: true, faceUp: 0, buttons: ["Scrap"] });
  });

  test("after a save and load the gained cards and the setup's edict are where they were", () => {
    const again = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
    again.settle();
    expect(inArea(again, loose(again, "F702"), "Red")).toBe(true);
    expect(inArea(again, loose(again, "F103"), "Yellow")).toBe(true);
    expect(loose(again, "F703")?.buttons.map((b) => b.label)).toEqual(["Scrap"]);
    expect(again.scriptErrors).toEqual([]);
  });
});
