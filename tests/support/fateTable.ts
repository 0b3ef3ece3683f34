/** Whether `o` lies in system `id`'s zone. */
export function inSystem(table: TtsTable, id: string, o: FakeObject): boolean {
  return table.world.objectsIn(zoneOf(table, "system", id)).includes(o);
}

/** Red lets `piece` go in system `id` (the messages cleared first, so a test reads only this drop's), then the table settles. */
export function dropInto(table: TtsTable, piece: FakeObject, id: string): void {
  const z = zoneOf(table, "system", id);
  table.messages.length = 0;
  table.drop("Red", piece, { x: z.position.x + 0.3, y: 2, z: z.position.z });
  table.settle();
}

/** What the Fate setups' table scenarios look at: the campaign state, a loose card, a play area, a booklet slot. */
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { coreState, loadTable, seedLua, stagedTable, tableLog } from "./scenario";
import { GLOBAL_GUID } from "../../tools/ttsFake/table";
import type { SaveFile } from "../../tools/ttsFake/table";
import { survivalistDue } from "../core/campaign/edictFixtures";
import { builtSave } from "./builtSave";
import type { Command } from "../../src/core/game/types";
import { apply, initialState } from "../../src/core/rules";
import { openStartPlanets } from "../../src/core/campaign/actOneSetup";
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import { campaignActionDeck } from "../../src/core/campaign/flow";
import type { CampaignRecord } from "../../src/core/campaign/types";
import { loadWithGame, spotIn, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";

export const campaign = (table: TtsTable) => (coreState(table) as GameState).campaign as CampaignState;
export const loose = (table: TtsTable, id: string) => table.find((o) => o.isCard && o.data.GMNotes === id)[0];

export function inArea(table: TtsTable, o: FakeObject | undefined, colour: string): boolean {
  return o !== undefined && table.world.zonesContaining(o).some((z) => z.tags.includes("play-area") && z.data.GMNotes === colour);
}

/** `who` drops `o` into `colour`'s play area (a Summit's gift or Forgive), the table's messages cleared first. */
export function dropInArea(table: TtsTable, who: string, o: FakeObject, colour: string): void {
  const z = zoneOf(table, "play-area", colour);
  table.messages.length = 0;
  table.drop(who, o, { x: z.position.x + 0.5, y: 2, z: z.position.z });
  table.settle();
}

export function inSlot(table: TtsTable, o: FakeObject | undefined, side: string, n: number): boolean {
  const zone = table.find((z) => z.isZone && z.tags.includes("rules-booklet-slot") && z.data.GMNotes === `${side}-${n}`)[0];
  return o !== undefined && zone.contains(o.position);
}

/** The Fate-set tokens of `set` on the table, by the system zone each lies in. */
export function tokenSystems(table: TtsTable, set: number): string[] {
  const out: string[] = [];
  for (const t of table.find((o) => o.tags.includes("fate-token") && o.tags.includes(`fate-set-${set}`))) {
    const z = table.world.zonesContaining(t).find((x) => x.tags.includes("system"));
    out.push(z === undefined ? "none" : String(z.data.GMNotes));
  }
  return out.sort();
}

/** Fate-set card `id` from its Fate Set deck (out of the Fate Sets bag), or from where it lies loose (a setup laid it: F615A's reminder copy), into `colour`'s play area, as a player lays it there. */
export function fateSetCardInto(table: TtsTable, id: string, colour: string, at = 0): FakeObject {
  const spot = spotIn(zoneOf(table, "play-area", colour), at);
  const lying = table.find((o) => o.isCard && o.data.GMNotes === id)[0];
  if (lying !== undefined) {
    table.drop(colour, lying, { ...spot, y: 2 });
    table.settle();
    return lying;
  }
  const notes = `campaign-fate-set-${id.length === 4 ? "0" + id.charAt(1) : id.slice(1, 3)}`;
  let deck = table.find((o) => o.isDeck && o.data.GMNotes === notes)[0];
  if (deck === undefined) {
    const sets = table.withTag("fate-set-bag")[0];
    deck = table.playerTake(sets, { guid: sets.contents.find((c) => c.GMNotes === notes)!.GUID as string, position: { x: 30, y: 2, z: -8 } })!;
  }
  const entry = deck.contents.find((c) => c.GMNotes === id)!;
  table.playerTake(deck, { guid: entry.GUID, position: { ...spot, y: 2 }, rotation: { x: 0, y: 180, z: 0 } });
  table.settle();
  return table.find((o) => o.isCard && o.data.GMNotes === id)[0];
}

/**
 * A fresh table (seats and host from `record`, Lua seeded with `seed`) that imports `record` by the
 * host's chat command; `before` runs on the table first (pieces laid out as a player would).
 */
export function recordImported(record: CampaignRecord, seed: number, before?: (table: TtsTable) => void): TtsTable {
  const seats = record.seats as string[];
  const table = loadTable(seats, { host: seats[0] });
  seedLua(table, seed);
  if (before !== undefined) before(table);
  table.notebookTabs.push({ title: "Arcs campaign record", body: JSON.stringify(record), color: seats[0] });
  table.chat(seats[0], "!arcs campaign import");
  table.settle();
  return table;
}

/** Act I's first chapter in play from its log (Steward, Founder, Magnate; every placement on the first open start planet; the hands in the hand zones). */
export function actOneInPlay(seats: readonly string[]): TtsTable {
  const applied = (st: GameState, c: Command): GameState => {
    const r = apply(st, c);
    if (!r.ok) throw new Error(r.reason);
    return r.value;
  };
  const start = { type: "startCampaign", seats, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"], numberDie: 1, eventDiePlanet: "hex" } as unknown as Command;
  const commands: Command[] = [start];
  let s = applied(initialState(), start);
  while (s.campaign?.stage === "setup" && s.campaign.setup !== undefined) {
    const setup = s.campaign.setup;
    commands.push({ type: "placeStart", player: setup.order[setup.placements.length], system: openStartPlanets(s)[0], building: "city" } as Command);
    s = applied(s, commands[commands.length - 1]);
  }
  commands.push({ type: "shuffleDiscard", order: s.discard.slice() });
  return stagedTable({ version: 1, commands }, seats as string[]);
}

/**
 * The chapter's score at the table as the players give it: the scoring panel recounted, then
 * confirmed by the initiative holder. Fails on a script error; answers the score command logged.
 */
export function scoreAtTable(table: TtsTable): Extract<Command, { type: "score" }> {
  table.callScript(GLOBAL_GUID, "arcsScoringRecount");
  table.settle();
  table.clickUi((coreState(table) as GameState).initiative, "arcsScoringConfirmButton");
  table.settle();
  if (table.scriptErrors.length > 0) throw new Error(`script errors at the score: ${table.scriptErrors.join("; ")}`);
  const score = tableLog(table).commands.filter((c) => c.type === "score").pop();
  if (score === undefined) throw new Error("no score command was logged");
  return score as Extract<Command, { type: "score" }>;
}

/** The Golems' bag, out of the Fate-token bag if it is still inside. */
function golemBag(table: TtsTable): FakeObject {
  const outer = table.withTag("fate-token-bag")[0];
  const inner = outer.contents.find((o) => o.GMNotes === "f5-sleeping-golem");
  return inner === undefined ? table.find((o) => o.data.GMNotes === "f5-sleeping-golem")[0] : table.playerTake(outer, { guid: inner.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
}

/** `n` Golems (seed 003 F505, Sleeping side up) out of the Fate-set tokens bag (its Golems' bag, if already out), onto `colour`'s resource slots. */
export function golemsTo(table: TtsTable, colour: string, n: number): FakeObject[] {
  const bag = golemBag(table);
  const out: FakeObject[] = [];
  for (let i = 0; i < n; i++) out.push(table.playerTake(bag, { position: { ...spotIn(zoneOf(table, "resources-zone", colour), i), y: 1.5 } })!);
  table.settle();
  return out;
}

/** The Golem named `name` (its memo) out of the Golems' bag onto `colour`'s resource slot `slot`, Sleeping side up unless `awakeUp`. */
export function golemTo(table: TtsTable, colour: string, name = "Harvester", slot = 0, awakeUp = false): FakeObject {
  const bag = golemBag(table);
  const rotation = { x: 0, y: 180, z: awakeUp ? 180 : 0 };
  const g = table.playerTake(bag, { guid: bag.contents.find((o) => o.Memo === name)!.GUID as string, position: { ...spotIn(zoneOf(table, "resources-zone", colour), slot), y: 1.5 }, rotation })!;
  table.settle();
  return g;
}

/** A Ceasefire token (F1507A) out of the Fate-token bag onto system `id`, at Peace or (face down) at War. */
export function ceasefireAt(table: TtsTable, id: string, faceDown = false): FakeObject {
  const outer = table.withTag("fate-token-bag")[0];
  const inner = outer.contents.find((o) => o.GMNotes === "f15-ceasefire");
  const bag = inner === undefined ? table.find((o) => o.data.GMNotes === "f15-ceasefire")[0] : table.playerTake(outer, { guid: inner.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  const at = zoneOf(table, "system", id).position;
  const token = table.playerTake(bag, { position: { x: at.x, y: 2, z: at.z }, rotation: { x: 0, y: 180, z: faceDown ? 180 : 0 } })!;
  table.settle();
  return token;
}

/**
 * Captive Release (F1805) due: Yellow (the Survivalist) holds 2 of Red's and 1 of Blue's agents as
 * Captives; Red has 2 ships and a Bunker at 1.1, Blue 1 ship and a Bunker at 1.2 (campaign system zones).
 */
export function captiveReleaseTable(): TtsTable {
  const table = loadWithGame(builtSave().save as unknown as SaveFile, survivalistDue(), "Red");
  for (const z of table.find((o) => o.isZone && o.tags.includes("system"))) {
    z.data.Tags = [...z.tags, "campaign"];
    table.world.refreshZones(z);
  }
  takePieces(table, "agent", "Red", 2, zoneOf(table, "captives", "Yellow"));
  takePieces(table, "agent", "Blue", 1, zoneOf(table, "captives", "Yellow"));
  takePieces(table, "ship", "Red", 2, zoneOf(table, "system", "1.1"));
  takePieces(table, "ship", "Blue", 1, zoneOf(table, "system", "1.2"));
  const outer = table.withTag("fate-token-bag")[0];
  const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f18-bunker")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  const sys = (id: string) => zoneOf(table, "system", id).position;
  const bunkers: FakeObject[] = ["1.1", "1.2"].map((id) => table.playerTake(bag, { position: { ...sys(id), y: 2 } })!);
  if (bunkers.length !== 2) throw new Error("fixture: 2 Bunkers expected on the map");
  table.settle();
  return table;
}

/** A record for the next Act's import: `seats` (Red, Blue, Yellow; Red with initiative) holding `fates`, Regents with 2 Power, the Govern edicts in the booklet, the campaign Court deck. */
export function nextActRecord(nextAct: "II" | "III", fates: string[], seats: readonly string[] = ["Red", "Blue", "Yellow"]): CampaignRecord {
  return {
    version: 3, nextAct, seats: seats.slice() as CampaignRecord["seats"], initiative: "Red", policy: "peace",
    booklet: ["AID04", "AID03", "AID05"], rulesBooklet: { edicts: [["AID04", "AID03", "AID05"]], laws: [] },
    players: seats.map((colour, i) => ({ colour: colour as "Red", fate: fates[i], power: 2, title: "regent" as const, favors: [], lore: [] })),
    courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
  };
}
