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
import { spotIn, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { campaignCourtCards } from "../../src/core/campaign/courtCards";
import { courtCard } from "../../src/core/data/court";
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

const isGuildCard = (id: string): boolean => (courtCard(id) ?? campaignCourtCards(id))?.kind === "guild";

/** Only `ids` as `colour`'s Guild cards: the Guild cards the campaign left there off the table, then each of `ids` into the play area. */
export function guildCardsOf(table: TtsTable, colour: string, ids: string[]): void {
  const zone = zoneOf(table, "play-area", colour);
  for (const o of table.world.objectsIn(zone)) if (o.isCard && isGuildCard(String(o.data.GMNotes))) table.world.move(o, { x: 82, y: 1, z: -82 });
  ids.forEach((id, i) => takeCard(table, id, { ...spotIn(zone, 10 + i), y: zone.position.y + 0.3 }));
  table.settle();
}

/** An empty system in play with `who`'s 2 ships and a Rival's 1, and the Portal token out of the Fate-set tokens bag. */
export function portalSystem(table: TtsTable, who: Colour, other: Colour): FakeObject {
  const s = coreState(table) as GameState;
  const empty = table.find((o) => o.tags.includes("system") && /^\d\.\d$/.test(String(o.data.GMNotes)) && !s.outOfPlayClusters.includes(Number(String(o.data.GMNotes)[0])) && table.world.objectsIn(o).every((x) => !x.tags.some((t) => ["ship", "imperial-ship", "blight", "city", "free-city", "starport", "free-starport", "flagship", "fate-token"].includes(t))));
  const at = empty[0];
  takePieces(table, "ship", who, 2, at, 4);
  takePieces(table, "ship", other, 1, at, 6);
  const outer = table.withTag("fate-token-bag")[0];
  const portal = outer.contents.find((o) => o.GMNotes === "f9-portal" || o.GMNotes === "Portal")!;
  const got = table.playerTake(outer, { guid: portal.GUID as string, position: { ...spotIn(at, 1), y: 2 } })!;
  if (got.data.GMNotes !== "Portal") table.playerTake(got, { position: { ...spotIn(at, 1), y: 2 } });
  table.settle();
  return at;
}
