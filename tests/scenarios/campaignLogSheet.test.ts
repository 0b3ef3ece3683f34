/**
 * The log sheet's Fate details through the TTS fake (BR p.30 "If a Fate has you record more details,
 * use the blank spaces on the back of the log sheet"; src/tts/campaign/logSheet.ts): at the Act's end
 * the host's export reads the Ideal markers on the ambition boxes (seed 003 F824 "Record all Ideals on
 * your log sheet") and the pieces on Breaking Worlds (F1110 step 2 "record all pieces on your Breaking
 * Worlds card (03)") into the record; a fresh table importing it for Act III lays what F829A ("Flip the
 * Doctrine card (22) to match the Ideal with more markers ... Place the Ideal markers back on the
 * ambition boxes as recorded") and F1112A ("Place pieces that were on your Breaking Worlds card (03) in
 * Act II back on it") put back; a marker the table already shows is not laid again, nor anything after
 * a save and load.
 */
import { TtsTable } from "../../tools/ttsFake/table";
import type { SaveFile } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { GameState } from "../../src/core/game/types";
import type { CampaignRecord } from "../../src/core/campaign/types";
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import { atIntermissionStep, campaignUpTo } from "../support/campaignRun";
import { loadWithGame, spotIn, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { fateSetCardInto, recordImported } from "../support/fateTable";
import { parseTtsJson } from "../../tools/lib/ttsJson";
import { reload } from "../support/campaignEvents";
import { coreState } from "../support/scenario";

const idealsIn = (t: TtsTable, box: string) => t.world.objectsIn(zoneOf(t, "ambition-box", box)).filter((o) => o.data.GMNotes === "Ideal");
const faceDown = (o: FakeObject) => Math.abs(o.rotation.z - 180) < 90;

/** Ideal markers from their bag into the boxes as the players lay them, face down for Wisdom. */
function ideals(t: TtsTable, laid: { at: string; side: string }[]): void {
  const outer = t.withTag("fate-token-bag")[0];
  const bag = t.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f8-ideal")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  laid.forEach((x, i) => {
    const m = t.playerTake(bag, { position: { ...spotIn(zoneOf(t, "ambition-box", x.at), i), y: 2 } })!;
    m.rotation = { x: 0, y: 180, z: x.side === "wisdom" ? 180 : 0 };
  });
  t.settle();
}

/** The pieces lying within `card`'s bounds, as "<colour or free> <kind>". */
function onCard(t: TtsTable, card: FakeObject): string[] {
  const out: string[] = [];
  for (const o of t.find((x) => !x.isZone && !x.isContainer && (x.tags.includes("city") || x.tags.includes("starport") || x.tags.includes("free-city")))) {
    if (Math.abs(o.position.x - card.position.x) > 1 || Math.abs(o.position.z - card.position.z) > 1.5) continue;
    out.push(o.tags.includes("free-city") ? "free city" : `${o.tags.find((g) => ["Red", "Blue", "Yellow", "White"].includes(g))} ${o.tags.includes("city") ? "city" : "starport"}`);
  }
  return out.sort();
}

describe("the log sheet read at the Act's end into the exported record (BR p.30; F824, F1110 step 2)", () => {
  test("the Ideal markers as they lie and the pieces on Breaking Worlds go in the host's record; anyone else's export is refused; on the same table Act III lays none of them twice", () => {
    const { state } = campaignUpTo(atIntermissionStep("done"));
    const s = JSON.parse(JSON.stringify(state)) as GameState;
    // Act II is ending: the first seat keeps the Believer, the second the Planet Breaker.
    s.campaign!.act = "II";
    s.campaign!.players[0] = { ...s.campaign!.players[0], fate: "FATE08", letter: "A" };
    s.campaign!.players[1] = { ...s.campaign!.players[1], fate: "FATE11", letter: "B" };
    const [believer, breaker] = s.seats;
    const t = loadWithGame(builtSave().save as unknown as SaveFile, s, believer);
    ideals(t, [{ at: "tycoon", side: "zeal" }, { at: "keeper", side: "wisdom" }]);
    const worlds = fateSetCardInto(t, "F1103A", breaker);
    worlds.rotation = { x: 0, y: 180, z: 180 };
    const city = t.find((o) => o.tags.includes("city") && o.tags.includes(believer) && !o.isContainer)[0];
    t.drop(believer, city, { x: worlds.position.x + 0.3, y: 2, z: worlds.position.z });
    t.settle();
    t.chat(breaker, "!arcs campaign export");
    expect(t.messages[t.messages.length - 1]).toMatchObject({ to: breaker, text: "only the host exports the campaign record" });
    expect(t.notebookTabs.find((x) => x.title === "Arcs campaign record")).toBeUndefined();
    t.chat(believer, "!arcs campaign export");
    const body = parseTtsJson(t.notebookTabs.find((x) => x.title === "Arcs campaign record")!.body) as CampaignRecord;
    expect(body.nextAct).toBe("III");
    expect([...body.ideals!].sort((a, b) => a.at.localeCompare(b.at))).toEqual([{ at: "keeper", side: "wisdom" }, { at: "tycoon", side: "zeal" }]);
    expect(body.breakingWorlds).toEqual([{ owner: believer, kind: "city" }]);
    expect(t.scriptErrors).toEqual([]);

    // The same table goes on to Act III (the table is its own log sheet): the host's press alone starts it.
    t.forgeUiClick(breaker, "arcsIntermNext");
    expect(t.messages[t.messages.length - 1]).toMatchObject({ to: breaker, text: "only the host leads the Intermission" });
    expect((coreState(t) as GameState).campaign!.act).toBe("II");
    t.queueRoll(t.withTag("campaign-die").find((o) => o.data.GMNotes === "event")!, "crisis-crescent");
    t.clickUi(believer, "arcsIntermNext");
    t.settle();
    const after = coreState(t) as GameState;
    expect(after.campaign!.act).toBe("III");
    // 1 Zeal, 1 Wisdom: a tie is Wisdom; the markers and the city were already there, so none is laid again.
    expect(after.campaign!.doctrine).toBe("wisdom");
    expect(["tycoon", "keeper", "warlord"].map((b) => idealsIn(t, b).length)).toEqual([1, 1, 0]);
    expect(onCard(t, worlds)).toEqual([`${believer} city`]);
    expect(t.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F829A steps 3-4, F1112A step 1 at a fresh table importing the record", () => {
  const SEATS = ["Red", "Blue", "Yellow"];
  const rec = (): CampaignRecord => ({
    version: 3, nextAct: "III", seats: SEATS as CampaignRecord["seats"], initiative: "Red", policy: "peace",
    booklet: ["AID04", "AID03", "AID05"], rulesBooklet: { edicts: [["AID04", "AID03", "AID05"]], laws: [["F813"], ["F823"]] },
    players: SEATS.map((colour, i) => ({ colour: colour as "Red", fate: ["FATE08", "FATE11", "FATE24"][i], power: 2, title: "regent" as const, favors: [], lore: [] })),
    courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    ideals: [{ at: "tycoon", side: "zeal" }, { at: "warlord", side: "zeal" }, { at: "keeper", side: "wisdom" }],
    breakingWorlds: [{ owner: "Yellow", kind: "city" }, { owner: "free", kind: "city" }, { owner: "Red", kind: "starport" }],
  });
  let t = undefined as unknown as TtsTable;

  beforeAll(() => {
    // The players laid out the Breaking Worlds card and kept one marker (Tycoon's) on its box.
    t = recordImported(rec(), 3, (table) => {
      ideals(table, [{ at: "tycoon", side: "zeal" }]);
      fateSetCardInto(table, "F1103A", "Blue").rotation = { x: 0, y: 180, z: 180 };
    });
  });

  test("the markers the table lacked are laid on their sides, the Tycoon marker not twice; the Doctrine lies on Zeal (2 to 1)", () => {
    expect(coreState(t)).toBeDefined();
    expect(idealsIn(t, "tycoon")).toHaveLength(1);
    expect(idealsIn(t, "warlord").map(faceDown)).toEqual([false]);
    expect(idealsIn(t, "keeper").map(faceDown)).toEqual([true]);
    expect(idealsIn(t, "empath")).toHaveLength(0);
    const doctrine = t.find((o) => o.isCard && o.data.GMNotes === "F822A");
    expect(doctrine.map(faceDown)).toEqual([false]);
    expect((coreState(t) as GameState).campaign!.doctrine).toBe("zeal");
    const text = t.messages.map((m) => m.text).join("\n");
    expect(text).toContain("turns the Doctrine to Zeal (2 Zeal, 1 Wisdom)");
    expect(t.scriptErrors).toEqual([]);
  });

  test("the recorded pieces lie on Breaking Worlds, from Yellow's board, the Free cities' bag and Red's supply; the reminder said", () => {
    const worlds = t.find((o) => o.isCard && o.data.GMNotes === "F1103A")[0];
    expect(onCard(t, worlds)).toEqual(["Red starport", "Yellow city", "free city"]);
    expect(t.messages.map((m) => m.text).join("\n")).toContain("reminds everyone: a Broken World token makes each player Provoke Outrage of its planet's type; puts the recorded pieces back on Breaking Worlds: Yellow city, Free city, Red starport");
  });

  test("after a save and load nothing is laid again", () => {
    const again = reload(t, SEATS, "Red");
    expect(["tycoon", "warlord", "keeper", "tyrant", "empath"].map((b) => idealsIn(again, b).length)).toEqual([1, 1, 1, 0, 0]);
    const worlds = again.find((o) => o.isCard && o.data.GMNotes === "F1103A")[0];
    expect(onCard(again, worlds)).toEqual(["Red starport", "Yellow city", "free city"]);
    expect(again.scriptErrors).toEqual([]);
  });
});
