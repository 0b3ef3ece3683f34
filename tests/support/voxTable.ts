/**
 * Campaign tables for a Vox card's When Secured at the table (tests/scenarios/campaignVoxReprints.test.ts,
 * campaignSession25Fuzz.test.ts): a 4-player table continuing a random campaign after Act I, its first
 * player having led Aggression, and a card secured from Court slot 5.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import { exportCampaignRecord } from "../../src/core/campaign/flow";
import { isEventCard } from "../../src/core/campaign/fates/actionDeck";
import { actionCard } from "../../src/core/data/actionCards";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { randomCampaignUntil } from "./campaignRun";
import { recordImported } from "./fateTable";
import { takeCard } from "./faithfulTable";
import { coreState } from "./scenario";

export const SEATS4 = ["Red", "Blue", "Yellow", "White"];

/** A fresh 4-player table continuing a random campaign after Act I, its first player having led Aggression (`outlaw` an Outlaw in the record carried in). */
export function voxTable(outlaw?: Colour): { table: TtsTable; who: Colour } {
  for (let seed = 1; seed < 30; seed++) {
    const state = randomCampaignUntil(seed, 4, (x) => x.campaign?.stage === "intermission" && x.campaign.intermissionStep === "done");
    const record = exportCampaignRecord(state)!;
    // BR p.16: a player who Left the Empire (an Outlaw) in the record carried into this Act.
    if (outlaw !== undefined) record.players = record.players.map((p) => (p.colour === outlaw ? { ...p, title: "outlaw" } : p));
    const t = recordImported(record, seed);
    const s = coreState(t) as GameState;
    if (s.phase !== "play") continue;
    const lead = s.round!.order[0];
    const card = s.players.find((p) => p.colour === lead)!.hand.find((id) => !isEventCard(id) && actionCard(id)?.suit === "aggression");
    if (card === undefined) continue;
    const c = t.find((o) => o.data.GMNotes === card && o.tags.includes("action-card"))[0];
    c.rotation = { x: 0, y: 180, z: 0 };
    const slot = zoneOf(t, "lead-slot");
    t.drop(lead, c, { ...slot.position, y: slot.position.y + 0.5 });
    t.settle();
    return { table: t, who: lead };
  }
  throw new Error("no seed lets the leader lead an Aggression card");
}

/** The table saved and loaded, Red hosting. */
export function reload4(table: TtsTable): TtsTable {
  const again = new TtsTable(table.save(), { seats: SEATS4.map((color) => ({ color, host: color === "Red" })) });
  again.settle();
  return again;
}

/** `id` into Court slot 5 (its card moved off the play space) with one of `who`'s agents, then Secure pressed. */
export function secureInSlotFive(table: TtsTable, who: Colour, id: string): FakeObject {
  const zone5 = zoneOf(table, "court-slot", "5");
  for (const o of table.world.objectsIn(zone5)) if (o.isCard) table.world.move(o, { x: 80, y: 1, z: 80 });
  const card = takeCard(table, id, { ...zone5.position, y: zone5.position.y + 0.3 });
  takePieces(table, "agent", who, 1, zone5);
  table.settle();
  table.clickButton(who, card, `Secure (${who})`);
  table.settle();
  return card;
}

/** A 4-player campaign table with `id` secured from Court slot 5 by the player on turn (`outlaw` an Outlaw in the record; `before` stages the table first), then saved and loaded. */
export function securing(id: string, outlaw?: Colour, before?: (t: TtsTable, who: Colour) => void): TtsTable {
  const { table, who } = voxTable(outlaw);
  if (before !== undefined) before(table, who);
  secureInSlotFive(table, who, id);
  return reload4(table);
}
