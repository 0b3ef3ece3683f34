/**
 * Act III from the seed-5 Act I record with Blue the Believer (FATE08: its setup F829A adds
 * Breaking the Faith, F831, to the rules booklet), Yellow an Outlaw, and Yellow leading an Aggression
 * card: the first seed of the fake's Lua that gives Yellow the lead with one. Shared by the F831
 * scenarios (campaignBelieverScoring, campaignBreakingFaith).
 */
import type { TtsTable } from "../../tools/ttsFake/table";
import { loadTable, seedLua } from "./scenario";
import { actOneRecordSeed5, dropCard, game } from "./campaignEvents";
import { click, dice, near, ships, zone } from "./battleTable";
import { ACTION_CARDS } from "../../src/core/data/actionCards";

export function believerActThree(): TtsTable {
  const record = actOneRecordSeed5();
  record.nextAct = "III";
  record.firstRegent = undefined;
  for (const p of record.players) {
    p.title = p.colour === "Yellow" ? "outlaw" : "regent";
    p.favors = [];
    if (p.colour === "Blue") p.fate = "FATE08";
  }
  for (let seed = 1; seed < 60; seed++) {
    const table = loadTable(["Yellow", "Blue", "Red"], { host: "Yellow" });
    seedLua(table, seed);
    table.notebookTabs.push({ title: "Arcs campaign record", body: JSON.stringify(record), color: "Yellow" });
    table.chat("Yellow", "!arcs campaign import");
    table.settle();
    const s = game(table);
    const hand = s.players.find((p) => p.colour === "Yellow")!.hand;
    const card = hand.find((id) => ACTION_CARDS.some((a) => a.id === id && a.suit === "aggression" && a.pips >= 1));
    if (s.phase !== "play" || s.round!.order[0] !== "Yellow" || card === undefined) continue;
    dropCard(table, "Yellow", card, zone(table, "lead-slot"));
    return table;
  }
  throw new Error("no seed gives Yellow the lead with an Aggression card");
}

/** Blue's spare city let go at 5.1 and 3 of Yellow's ships there, for Yellow's battle. */
export function blueCityUnderYellow(t: TtsTable): void {
  const city = t.find((o) => o.tags.includes("city") && o.tags.includes("Blue") && !t.world.zonesContaining(o).some((x) => x.tags.includes("system")))[0];
  t.drop("Blue", city, near(zone(t, "system", "5.1").position));
  ships(t, "Yellow", "5.1", 3);
  t.settle();
}

/** Yellow's battle at 5.1 rolled with two skirmish dice, both hits, and accepted: Blue's city destroyed. */
export function yellowDestroysBluesCity(t: TtsTable): void {
  click(t, "Yellow", "arcsBattleOpen");
  dice(t, ["skirmish-4", "skirmish-4"]);
  click(t, "Yellow", "arcsBattleMore_skirmish");
  click(t, "Yellow", "arcsBattleMore_skirmish");
  click(t, "Yellow", "arcsBattleRoll");
  t.settle();
  click(t, "Yellow", "arcsBattleAccept");
}
